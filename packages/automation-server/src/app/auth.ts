import type { ApiKeyRecord, KeyStore } from '../auth/key-store'
import type { RateLimiter } from '../auth/rate-limiter'
import { ApiError } from './api-error'

/**
 * Who is calling: the key of `X-API-Key`, checked (401 MISSING_API_KEY / INVALID_API_KEY /
 * UNAUTHORIZED) and rate-limited (429 with Retry-After).
 */
export async function authenticate(
  request: Request,
  keys: KeyStore,
  limiter: RateLimiter,
): Promise<ApiKeyRecord> {
  const presented = request.headers.get('x-api-key')?.trim()
  if (!presented) throw new ApiError('MISSING_API_KEY', 'the X-API-Key header is missing')
  const check = await keys.verify(presented)
  if (!check.ok) throw new ApiError(check.code, check.message)
  const taken = limiter.take(check.key.id)
  if (!taken.ok) {
    throw new ApiError(
      'RATE_LIMIT_EXCEEDED',
      `too many requests for this API key; retry after ${taken.retryAfterSeconds} s`,
      undefined,
      { 'retry-after': String(taken.retryAfterSeconds) },
    )
  }
  return check.key
}
