import { type ZodError, z } from 'zod'
import { AutomationError, type ValidationDetail } from '../errors'
import {
  type AutomationRequest,
  type AutomationRequestInput,
  AutomationRequestSchema,
} from '../schemas/request'
import { jsonProblems, outputSchemaProblems } from './input-limits'

/** Turns zod issues into `{ field, message }` details with dotted paths. */
export function zodDetails(error: ZodError): ValidationDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    // zod says "expected string, received undefined" for a missing field: say it plainly
    message: /received undefined$/.test(issue.message) ? 'is required' : issue.message,
  }))
}

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
    details.push(...outputSchemaDetails(raw.output_schema as Record<string, unknown>))
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

/** A compiled output schema, or why it could not be compiled. */
type Compiled = { validator: z.ZodType; error?: undefined } | { validator: null; error: string }

/** Compiled output schemas by their JSON text: each is compiled once per process (the last 64 kept). */
const compiled = new Map<string, Compiled>()
const COMPILED_LIMIT = 64

function compile(schema: Record<string, unknown>): Compiled {
  const key = JSON.stringify(schema)
  let entry = compiled.get(key)
  if (entry) {
    compiled.delete(key)
  } else {
    try {
      entry = { validator: z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]) }
    } catch (e) {
      entry = { validator: null, error: e instanceof Error ? e.message : String(e) }
    }
    if (compiled.size >= COMPILED_LIMIT) compiled.delete(compiled.keys().next().value as string)
  }
  compiled.set(key, entry)
  return entry
}

/**
 * Compiles a JSON Schema into a validator; null when the schema itself is not usable. Kept:
 * validating a request and running it compile the schema once.
 */
export function compileOutputSchema(schema: Record<string, unknown>): z.ZodType | null {
  return compile(schema).validator
}

function outputSchemaDetails(schema: Record<string, unknown>): ValidationDetail[] {
  const limits = outputSchemaProblems(schema)
  if (limits.length > 0) return limits
  const { error } = compile(schema)
  return error === undefined
    ? []
    : [{ field: 'output_schema', message: `is not a usable JSON Schema: ${error}` }]
}

/**
 * Checks a result against the output schema. Returns the problems as short lines a planner
 * (and a person) can act on, or an empty list when it matches.
 */
export function outputSchemaMismatches(validator: z.ZodType, result: unknown): string[] {
  const parsed = validator.safeParse(result)
  if (parsed.success) return []
  return zodDetails(parsed.error).map((d) => `${d.field}: ${d.message}`)
}
