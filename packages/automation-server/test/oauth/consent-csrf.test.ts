import { describe, expect, it } from 'vitest'
import { createCsrfGuard } from '../../src/oauth/consent-csrf'

/** The consent form's CSRF token: bound to one authorization request, for a limited time. */
describe('createCsrfGuard', () => {
  let clock = 1_000_000
  const guard = createCsrfGuard({ secret: 'a test secret of enough bytes', ttlMs: 60_000, now: () => clock })
  const request = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://127.0.0.1:9/cb',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      state: 'state-1',
      ...extra,
    })

  it('takes the token it issued for the same request, whatever else the form carries', () => {
    const token = guard.issue(request())
    expect(guard.check(request(), token)).toBe(true)
    expect(guard.check(request({ api_key: 'x', decision: 'allow' }), token)).toBe(true)
  })

  it('refuses the token of another request: each carried parameter counts', () => {
    const token = guard.issue(request())
    const changes: Record<string, string>[] = [
      { client_id: 'client-2' },
      { redirect_uri: 'http://127.0.0.1:9/other' },
      { code_challenge: 'd'.repeat(43) },
      { state: 'state-2' },
      { scope: 'automation' },
      { resource: 'http://127.0.0.1/mcp' },
    ]
    for (const changed of changes) {
      expect(guard.check(request(changed), token), JSON.stringify(changed)).toBe(false)
    }
    // a parameter sent empty is not the same request as one left out
    expect(guard.check(request({ scope: '' }), token)).toBe(false)
  })

  it('refuses an expired token, one that claims to live longer, and malformed ones', () => {
    const token = guard.issue(request())
    clock += 60_001
    expect(guard.check(request(), token)).toBe(false)
    const [, mac] = guard.issue(request()).split('.')
    expect(guard.check(request(), `${clock + 3_600_000}.${mac}`)).toBe(false)
    const fresh = guard.issue(request())
    for (const bad of [null, '', 'x.y', `${fresh}.extra`, fresh.slice(0, -1), `${fresh.split('.')[0]}.`]) {
      expect(guard.check(request(), bad), String(bad)).toBe(false)
    }
  })

  it('refuses a token signed with another secret (another process without a shared secret)', () => {
    const other = createCsrfGuard({ now: () => clock })
    expect(guard.check(request(), other.issue(request()))).toBe(false)
    expect(() => createCsrfGuard({ secret: 'short' })).toThrow(RangeError)
  })
})
