import { type ZodError, z } from 'zod'
import { AutomationError, type ValidationDetail } from '../errors'
import {
  type AutomationRequest,
  type AutomationRequestInput,
  AutomationRequestSchema,
} from '../schemas/request'

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
 * whose `data.details` lists every problem, not just the first.
 */
export function validateRequest(input: unknown, options: ValidateOptions = {}): AutomationRequest {
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
  if (raw.output_schema && typeof raw.output_schema === 'object') {
    const problem = outputSchemaProblem(raw.output_schema)
    if (problem) details.push({ field: 'output_schema', message: problem })
  }
  if (!parsed.success || details.length > 0) {
    const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ')
    throw new AutomationError('INVALID_INPUT', `invalid request: ${summary}`, { details })
  }
  return parsed.data
}

/** Compiles a JSON Schema into a validator; null when the schema itself is not usable. */
export function compileOutputSchema(schema: Record<string, unknown>): z.ZodType | null {
  try {
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])
  } catch {
    return null
  }
}

function outputSchemaProblem(schema: object): string | null {
  try {
    z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])
    return null
  } catch (e) {
    return `is not a usable JSON Schema: ${e instanceof Error ? e.message : String(e)}`
  }
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
