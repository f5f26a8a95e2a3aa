import { AutomationError, type ValidationDetail } from 'automation-core'
import type { Reply } from './http'

/** The API's error codes (spec) plus the few HTTP-level ones it needs. */
export type ApiErrorCode =
  | 'INVALID_INPUT'
  | 'MISSING_API_KEY'
  | 'INVALID_API_KEY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMIT_EXCEEDED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR'

/** The one table from error code to HTTP status. */
export const STATUS_OF: Record<ApiErrorCode, number> = {
  INVALID_INPUT: 400,
  MISSING_API_KEY: 401,
  INVALID_API_KEY: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
}

/** An error the API answers with: a code, a message, and (for INVALID_INPUT) every problem. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ValidationDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** The envelope of every error response: `{ "error": { code, message, details?, request_id } }`. */
export function errorReply(error: ApiError, requestId: string): Reply {
  // every 400 says what was wrong, field by field; a refusal without a field is about the request
  const details =
    error.details ??
    (error.code === 'INVALID_INPUT' ? [{ field: '(request)', message: error.message }] : undefined)
  return {
    status: STATUS_OF[error.code],
    headers: error.headers,
    body: {
      error: {
        code: error.code,
        message: error.message,
        ...(details ? { details } : {}),
        request_id: requestId,
      },
    },
  }
}

/** An AutomationError from the core as an API error (the few that can reach a handler). */
export function apiErrorOf(e: unknown): ApiError | null {
  if (e instanceof ApiError) return e
  if (e instanceof AutomationError && e.code === 'INVALID_INPUT')
    return new ApiError('INVALID_INPUT', e.message, e.data.details)
  if (e instanceof AutomationError && e.code === 'NOT_FOUND') return new ApiError('NOT_FOUND', e.message)
  return null
}
