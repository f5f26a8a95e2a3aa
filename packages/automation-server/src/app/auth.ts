import type { H3Event } from 'h3'
import type { AddressLimits } from '../auth/address-limits'
import type { ApiKeyRecord, KeyStore } from '../auth/key-store'
import type { RateLimiter } from '../auth/rate-limiter'
import { ApiError } from './api-error'

/**
 * Who is calling: the key of `X-API-Key`, checked (401 MISSING_API_KEY / INVALID_API_KEY /
 * UNAUTHORIZED) and rate-limited (429 with Retry-After). An address that sent too many keys
 * that failed gets 429 before its key is even looked at, whichever key it sends.
 */
export async function authenticate(
  event: H3Event,
  keys: KeyStore,
  limiter: RateLimiter,
  addresses: AddressLimits,
): Promise<ApiKeyRecord> {
  const presented = event.req.headers.get('x-api-key')?.trim()
  if (!presented) throw new ApiError('MISSING_API_KEY', 'the X-API-Key header is missing')
  const check = await addresses.checkKey(addresses.addressOf(event), presented, (key) => keys.verify(key))
  if (!check.ok) {
    if (check.code === 'RATE_LIMIT_EXCEEDED')
      throw tooMany('too many invalid API keys from this address', check.retryAfterSeconds)
    throw new ApiError(check.code, check.message)
  }
  const taken = limiter.take(check.key.id)
  if (!taken.ok) throw tooMany('too many requests for this API key', taken.retryAfterSeconds)
  return check.key
}

function tooMany(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError('RATE_LIMIT_EXCEEDED', `${what}; retry after ${retryAfterSeconds} s`, undefined, {
    'retry-after': String(retryAfterSeconds),
  })
}
