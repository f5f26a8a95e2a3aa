/**
 * Limits per client address, for what anyone can try without a key: registering OAuth clients,
 * exchanging tokens, and guessing API keys. Each is a token bucket of the shared rate limiter
 * (per minute here), taken before any costly work (hashing, a database query, parsing a body).
 */
import { getRequestIP, type H3Event } from 'h3'
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limiter'

/** Options of {@link createAddressLimits}: requests per minute from one address; 0 turns one off. */
export interface AddressLimitOptions {
  /** `POST /oauth/register`. @default 10 */
  registrationsPerMinute?: number
  /** `POST /oauth/token`. @default 60 */
  tokenRequestsPerMinute?: number
  /**
   * API keys that fail (unknown, revoked, expired), on `/v1` and on the consent page. Past it,
   * the address is refused (429) for any key, valid ones included, until the bucket refills:
   * a key guesser learns nothing more. @default 20
   */
  invalidKeysPerMinute?: number
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). @default false */
  trustProxy?: boolean
  /** The clock, in ms. @default performance.now */
  now?: () => number
}

/** The per-address limits of one server. */
export interface AddressLimits {
  /** The client address of a request ('unknown' without a socket, as in `app.fetch`). */
  addressOf(event: H3Event): string
  registration(address: string): RateLimitResult
  token(address: string): RateLimitResult
  /** Whether `address` may present a key now (before the key is even looked at). */
  keysAllowed(address: string): RateLimitResult
  /** Counts a failed key from `address`. */
  keyFailed(address: string): void
}

/** A bucket of `perMinute` requests, refilling over a minute; unlimited with 0. */
function perMinute(perMinute: number, now?: () => number): RateLimiter {
  return createRateLimiter({ ratePerSecond: perMinute / 60, burst: Math.max(1, perMinute), now })
}

/**
 * Creates the limits. Invalid keys use a bucket taken on each failure; when it is empty the
 * address is blocked until it has a token again, which `keysAllowed` reports as a 429.
 *
 * @example
 * const limits = createAddressLimits({ registrationsPerMinute: 10 })
 * const r = limits.registration(limits.addressOf(event))
 * if (!r.ok) return tooMany(r.retryAfterSeconds)
 */
export function createAddressLimits(options: AddressLimitOptions = {}): AddressLimits {
  const now = options.now ?? (() => performance.now())
  const registrations = perMinute(options.registrationsPerMinute ?? 10, now)
  const tokens = perMinute(options.tokenRequestsPerMinute ?? 60, now)
  const invalidPerMinute = options.invalidKeysPerMinute ?? 20
  const failures = perMinute(invalidPerMinute, now)
  const unlimited = invalidPerMinute === 0
  /** Addresses out of failures, until when (ms of `now`). */
  const blocked = new Map<string, number>()
  const MAX_BLOCKED = 10_000

  return {
    addressOf: (event) => getRequestIP(event, { xForwardedFor: options.trustProxy ?? false }) ?? 'unknown',
    registration: (address) => registrations.take(address),
    token: (address) => tokens.take(address),
    keysAllowed(address) {
      const until = blocked.get(address)
      if (until === undefined) return { ok: true, remaining: Number.POSITIVE_INFINITY }
      const left = until - now()
      if (left <= 0) {
        blocked.delete(address)
        return { ok: true, remaining: Number.POSITIVE_INFINITY }
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) }
    },
    keyFailed(address) {
      if (unlimited) return
      const taken = failures.take(address)
      if (taken.ok && taken.remaining > 0) return
      // the last failure allowed: blocked until the bucket holds one again
      const waitSeconds = taken.ok ? Math.ceil(60 / invalidPerMinute) : taken.retryAfterSeconds
      if (blocked.size >= MAX_BLOCKED) blocked.delete(blocked.keys().next().value as string)
      blocked.set(address, now() + waitSeconds * 1000)
    },
  }
}
