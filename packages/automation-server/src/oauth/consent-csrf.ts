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

/**
 * Creates the guard of the consent form. A token is `<expiry ms>.<HMAC-SHA256 of the expiry and
 * the carried parameters>`; a parameter left out and one sent empty are told apart.
 *
 * @example
 * const csrf = createCsrfGuard()
 * const token = csrf.issue(params) // on the page, in a hidden field
 * if (!csrf.check(params, form.get('csrf_token'))) return forbidden()
 */
export function createCsrfGuard(options: CsrfGuardOptions = {}): CsrfGuard {
  const secret = options.secret ?? randomBytes(32)
  if (secret.length < 16) throw new RangeError('the CSRF secret must be at least 16 bytes long')
  const ttlMs = options.ttlMs ?? 900_000
  const now = options.now ?? Date.now
  // JSON of the values in a fixed order: unambiguous, and it takes any string
  const canonical = (params: URLSearchParams) =>
    JSON.stringify(CARRIED_PARAMS.map((name) => params.get(name)))
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
      const parts = (token ?? '').split('.')
      if (parts.length !== 2) return false
      const [expiry = '', given = ''] = parts
      const at = now()
      // a token lives ttlMs from its issue: one that claims longer was not made here
      if (!/^\d{1,16}$/.test(expiry) || Number(expiry) < at || Number(expiry) > at + ttlMs) return false
      const expected = Buffer.from(mac(expiry, params))
      const presented = Buffer.from(given)
      return presented.length === expected.length && timingSafeEqual(presented, expected)
    },
  }
}
