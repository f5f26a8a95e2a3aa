import type { ZodError } from 'zod'
import type { ValidationDetail } from '../errors'

/** Turns zod issues into `{ field, message }` details with dotted paths. */
export function zodDetails(error: ZodError): ValidationDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    // zod says "expected string, received undefined" for a missing field: say it plainly
    message: /received undefined$/.test(issue.message) ? 'is required' : issue.message,
  }))
}
