import { AutomationError, type ValidationDetail } from '../errors'
import {
  type AutomationRequest,
  type AutomationRequestInput,
  AutomationRequestSchema,
} from '../schemas/request'
import { jsonProblems, outputSchemaProblems } from './input-limits'
import { outputSchemaCompileError } from './output-schema'
import { zodDetails } from './zod-details'

// the run loop reads these from here
export { compileOutputSchema, OUTPUT_CHECK_TIMEOUT_MS, outputSchemaMismatches } from './output-schema'
export { zodDetails } from './zod-details'

export interface ValidateOptions {
  /** Allows http:// URLs (and private addresses, checked later by the URL policy). @default false */
  allowPrivateNetwork?: boolean
}

/**
 * Validates a request before any browser starts. Throws one AutomationError INVALID_INPUT
 * whose `data.details` lists every problem, not just the first. Bounded: a body nested too
 * deep, text no store takes (NUL, unpaired surrogates) and an `output_schema` over its limits
 * or with references that cannot be resolved (external, missing, cyclic) are refused before
 * anything recursive or costly looks at them.
 */
export function validateRequest(input: unknown, options: ValidateOptions = {}): AutomationRequest {
  const shape = jsonProblems(input)
  if (shape.length > 0) throw invalid(shape)
  const parsed = AutomationRequestSchema.safeParse(input)
  const details = parsed.success ? [] : zodDetails(parsed.error)
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<AutomationRequestInput>

  if (!options.allowPrivateNetwork && typeof raw.url === 'string' && /^http:/i.test(raw.url)) {
    if (!details.some((d) => d.field === 'url')) {
      details.push({
        field: 'url',
        message: 'must use https:// (http is allowed only with allowPrivateNetwork)',
      })
    }
  }
  if (raw.output_schema && typeof raw.output_schema === 'object' && !Array.isArray(raw.output_schema)) {
    const validated = parsed.success ? (parsed.data.output_schema ?? undefined) : undefined
    details.push(...outputSchemaDetails(raw.output_schema as Record<string, unknown>, validated))
  }
  if (!parsed.success || details.length > 0) throw invalid(details)
  // fields of hosted-only features are accepted and ignored: not kept, not stored
  const { use_profile, profile_id, use_vault, credential_item_ids, api_integration, ...request } = parsed.data
  return request
}

function invalid(details: ValidationDetail[]): AutomationError {
  const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ')
  return new AutomationError('INVALID_INPUT', `invalid request: ${summary}`, { details })
}

function outputSchemaDetails(schema: Record<string, unknown>, validated?: object): ValidationDetail[] {
  const limits = outputSchemaProblems(schema)
  if (limits.length > 0) return limits
  const error = outputSchemaCompileError(schema, validated)
  return error === null ? [] : [{ field: 'output_schema', message: `is not a usable JSON Schema: ${error}` }]
}
