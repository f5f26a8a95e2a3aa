/**
 * The consent form's CSRF token: an HMAC over the authorization request the form carries and an
 * expiry, so a POST is taken only with a token this server issued for that very request, lately.
 * It is stateless (nothing stored), which also lets any server of a deployment check it when they
 * share the secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { CARRIED_PARAMS } from './consent-page'

/** Issues and checks consent tokens. */
export interface CsrfGuard {
  /** A token for the authorization request in `params`. */
  issue(params: URLSearchParams): string
  /** Whether `token` was issued for the request in `params` and has not expired. */
  check(params: URLSearchParams, token: string | null): boolean
}

/** Options of {@link createCsrfGuard}. */
export interface CsrfGuardOptions {
  /** The HMAC key. @default 32 random bytes of this process (a restart voids open consent pages) */
  secret?: Buffer | string
  /** How long a consent page may stay open before Allow. @default 900_000 (15 minutes) */
  ttlMs?: number
  /** Epoch ms. @default Date.now */
  now?: () => number
}

export function createCsrfGuard(options: CsrfGuardOptions = {}): CsrfGuard {
  const secret = options.secret ?? randomBytes(32)
  const ttlMs = options.ttlMs ?? 900_000
  const now = options.now ?? Date.now
  const canonical = (params: URLSearchParams) =>
    CARRIED_PARAMS.map((name) => `${name}=${encodeURIComponent(params.get(name) ?? '')}`).join('&')
  const mac = (expiry: string, params: URLSearchParams) =>
    createHmac('sha256', secret)
      .update(`${expiry}\n${canonical(params)}`)
      .digest('base64url')

  return {
    issue(params) {
      const expiry = String(now() + ttlMs)
      return `${expiry}.${mac(expiry, params)}`
    },
    check(params, token) {
      const [expiry = '', given = ''] = (token ?? '').split('.')
      if (!/^\d{1,16}$/.test(expiry) || Number(expiry) < now()) return false
      const expected = Buffer.from(mac(expiry, params))
      const presented = Buffer.from(given)
      return presented.length === expected.length && timingSafeEqual(presented, expected)
    },
  }
}
