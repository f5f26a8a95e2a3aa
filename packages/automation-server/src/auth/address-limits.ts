/**
 * Limits per client address, for what anyone can try without a key: registering OAuth clients,
 * opening consent pages, exchanging or revoking tokens, and guessing API keys. Each is a token bucket of the shared rate
 * limiter (per minute here), taken before any costly work (a database query, parsing a body).
 */
import { isIP } from 'node:net'
import { getRequestIP, type H3Event } from 'h3'
import type { KeyCheck } from './key-store'
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limiter'

/** Options of {@link createAddressLimits}: requests per minute from one address; 0 turns one off. */
export interface AddressLimitOptions {
  /** `POST /oauth/register`. @default 10 */
  registrationsPerMinute?: number
  /**
   * `GET` and `POST /oauth/authorize`, together: each looks the client up, which for a Client ID
   * Metadata Document may mean fetching it. @default 60
   */
  authorizationsPerMinute?: number
  /** `POST /oauth/token` and `POST /oauth/revoke`, together. @default 60 */
  tokenRequestsPerMinute?: number
  /**
   * API keys that fail (unknown, revoked, expired), on `/v1` and on the consent page. Past it,
   * the address is refused (429) for any key, valid ones included, until the bucket refills:
   * a key guesser learns nothing more. @default 20
   */
  invalidKeysPerMinute?: number
  /**
   * How many reverse proxies in front of the server append the address they were reached from
   * to `X-Forwarded-For`: the client address is the entry that many from the end (the entries
   * before it are whatever the client wrote). 0 reads the socket's address only. Only set it when
   * the server cannot be reached except through those proxies. @default 0
   */
  trustedProxies?: number
  /** The clock, in ms. @default performance.now */
  now?: () => number
}

/** A key refused for its address, before it was looked at: answered 429 with Retry-After. */
export interface KeyLimited {
  ok: false
  code: 'RATE_LIMIT_EXCEEDED'
  retryAfterSeconds: number
}

/** The per-address limits of one server. */
export interface AddressLimits {
  /**
   * The address a request is counted under: the client's IPv4 address, or the /64 network of an
   * IPv6 one (one host usually holds a whole /64); 'unknown' without a socket (`app.fetch`).
   */
  addressOf(event: H3Event): string
  /** Takes one client registration of `address`. */
  registration(address: string): RateLimitResult
  /** Takes one request to the authorization endpoint (the consent page, a decision). */
  authorization(address: string): RateLimitResult
  /** Takes one request to the token or revocation endpoint. */
  token(address: string): RateLimitResult
  /** Whether `address` may present a key now (cheap: nothing is counted or looked up). */
  keysAllowed(address: string): RateLimitResult
  /**
   * Checks `presented` with `verify`, unless `address` has no failures left or already has as
   * many other keys being checked at once as failures left (a burst of guesses sent together
   * is not looked up in full before the first failures count). A key that fails is counted.
   */
  checkKey(
    address: string,
    presented: string,
    verify: (key: string) => Promise<KeyCheck>,
  ): Promise<KeyCheck | KeyLimited>
}

/** A bucket of `perMinute` requests, refilling over a minute; unlimited with 0. */
function perMinute(perMinute: number, now?: () => number): RateLimiter {
  return createRateLimiter({ ratePerSecond: perMinute / 60, burst: Math.max(1, perMinute), now })
}

/**
 * Creates the limits. Failed keys take from a bucket of their own; while it is empty the address
 * gets 429 for any key, before the key is hashed or looked up.
 *
 * @example
 * const limits = createAddressLimits({ registrationsPerMinute: 10 })
 * const r = limits.registration(limits.addressOf(event))
 * if (!r.ok) return tooMany(r.retryAfterSeconds)
 */
export function createAddressLimits(options: AddressLimitOptions = {}): AddressLimits {
  const now = options.now ?? (() => performance.now())
  const registrations = perMinute(options.registrationsPerMinute ?? 10, now)
  const authorizations = perMinute(options.authorizationsPerMinute ?? 60, now)
  const tokens = perMinute(options.tokenRequestsPerMinute ?? 60, now)
  const failures = perMinute(options.invalidKeysPerMinute ?? 20, now)
  const trustedProxies = options.trustedProxies ?? 0
  /** Keys being checked per address, each with how many requests present it. */
  const checking = new Map<string, Map<string, number>>()
  const limited = (retryAfterSeconds: number): KeyLimited => ({
    ok: false,
    code: 'RATE_LIMIT_EXCEEDED',
    retryAfterSeconds,
  })

  return {
    addressOf: (event) => addressKey(clientAddress(event, trustedProxies)),
    registration: (address) => registrations.take(address),
    authorization: (address) => authorizations.take(address),
    token: (address) => tokens.take(address),
    keysAllowed: (address) => failures.peek(address),
    async checkKey(address, presented, verify) {
      const left = failures.peek(address)
      if (!left.ok) return limited(left.retryAfterSeconds)
      const pending = checking.get(address) ?? new Map<string, number>()
      // the same key sent many times at once (a client's parallel requests) counts once here
      if (!pending.has(presented) && pending.size >= left.remaining) return limited(1)
      pending.set(presented, (pending.get(presented) ?? 0) + 1)
      checking.set(address, pending)
      try {
        const check = await verify(presented)
        if (!check.ok) failures.take(address)
        return check
      } finally {
        const count = (pending.get(presented) ?? 1) - 1
        if (count > 0) pending.set(presented, count)
        else pending.delete(presented)
        if (pending.size === 0) checking.delete(address)
      }
    },
  }
}

/** The socket's address, or the `X-Forwarded-For` entry the trusted proxies vouch for. */
function clientAddress(event: H3Event, trustedProxies: number): string | undefined {
  const socket = getRequestIP(event)
  if (trustedProxies <= 0) return socket
  const entries = (event.req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // fewer entries than proxies: the request came through fewer of them; the first is the oldest
  const vouched = entries[Math.max(0, entries.length - trustedProxies)]
  return vouched !== undefined && isIP(unbracket(vouched)) !== 0 ? vouched : socket
}

/**
 * The key an address is counted under: IPv4 as it is (also when written as IPv4-mapped IPv6,
 * which a dual-stack socket reports), IPv6 by its /64 network.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown'
  const plain = unbracket(address)
  if (isIP(plain) !== 6) return plain
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain)
  if (mapped?.[1]) return mapped[1]
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}

/** Without the brackets of `[::1]` or a zone (`fe80::1%eth0`). */
function unbracket(address: string): string {
  return address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
}

/** The eight groups of a valid IPv6 address, in lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const before = head ? head.split(':') : []
  const after = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0')
  return [...before, ...zeros, ...after].map((group) => Number.parseInt(group, 16).toString(16))
}
