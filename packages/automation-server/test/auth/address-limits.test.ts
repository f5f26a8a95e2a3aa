import { H3 } from 'h3'
import { describe, expect, it } from 'vitest'
import { addressKey, createAddressLimits } from '../../src/auth/address-limits'
import type { KeyCheck } from '../../src/auth/key-store'

const VALID: KeyCheck = {
  ok: true,
  key: {
    id: 'k1',
    name: 'valid',
    prefix: 'wak_valid',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: null,
    revoked_at: null,
    credits: null,
    webhook_secret: 's',
    admin: true,
    last_used_at: null,
  },
}
const INVALID: KeyCheck = { ok: false, code: 'INVALID_API_KEY', message: 'Invalid API key' }
const verify = async (key: string) => (key === 'good' ? VALID : INVALID)

function fakeClock() {
  let t = 1_000
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms
    },
  }
}

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, counts IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    // a dual-stack socket reports IPv4 clients so: they must not share one IPv6 /64
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:198.51.100.1')).toBe('198.51.100.1')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressKey('[::1]')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
    expect(addressKey(undefined)).toBe('unknown')
  })
})

describe('addressOf', () => {
  const seen = async (trustedProxies: number, forwarded?: string) => {
    const limits = createAddressLimits({ trustedProxies })
    const app = new H3().get('/', (event) => limits.addressOf(event))
    const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {}
    return (await app.fetch(new Request('http://server.test/', { headers }))).text()
  }

  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await seen(0, '203.0.113.7')).toBe('unknown')
  })

  it('takes the entry the nearest trusted proxy vouches for, not what the client wrote first', async () => {
    expect(await seen(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7')
    expect(await seen(2, '198.51.100.1, 203.0.113.7, 192.0.2.1')).toBe('203.0.113.7')
    expect(await seen(1, '2001:db8:1:2::99')).toBe('2001:db8:1:2::/64')
    // not an address where one was vouched for: the socket's
    expect(await seen(1, '203.0.113.7, not-an-address')).toBe('unknown')
  })
})

describe('checkKey', () => {
  it('after 20 failures refuses every key, the valid one too, until the bucket refills', async () => {
    const clock = fakeClock()
    const limits = createAddressLimits({ invalidKeysPerMinute: 20, now: clock.now })
    for (let i = 0; i < 20; i++) expect((await limits.checkKey('a', `guess${i}`, verify)).ok).toBe(false)
    expect(await limits.checkKey('a', 'good', verify)).toEqual({
      ok: false,
      code: 'RATE_LIMIT_EXCEEDED',
      retryAfterSeconds: 3,
    })
    expect(limits.keysAllowed('a').ok).toBe(false)
    // another address is not touched
    expect(await limits.checkKey('b', 'good', verify)).toEqual(VALID)
    clock.advance(3000)
    expect(await limits.checkKey('a', 'good', verify)).toEqual(VALID)
  })

  it('does not look up a burst of keys sent at once past the failures left', async () => {
    const limits = createAddressLimits({ invalidKeysPerMinute: 20 })
    let lookedUp = 0
    const slow = async (key: string) => {
      lookedUp++
      await new Promise((r) => setTimeout(r, 5))
      return verify(key)
    }
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => limits.checkKey('a', `g${i}`, slow)),
    )
    expect(lookedUp).toBe(20)
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMIT_EXCEEDED')).toHaveLength(80)
  })

  it('lets one key sent many times at once through (a client in parallel)', async () => {
    const limits = createAddressLimits({ invalidKeysPerMinute: 2 })
    const answers = await Promise.all(Array.from({ length: 50 }, () => limits.checkKey('a', 'good', verify)))
    expect(answers.every((a) => a.ok)).toBe(true)
  })

  it('is unlimited with 0, and a lookup that throws is not counted', async () => {
    const limits = createAddressLimits({ invalidKeysPerMinute: 0 })
    for (let i = 0; i < 100; i++) expect((await limits.checkKey('a', `g${i}`, verify)).ok).toBe(false)
    expect(await limits.checkKey('a', 'good', verify)).toEqual(VALID)
    const strict = createAddressLimits({ invalidKeysPerMinute: 1 })
    const broken = async (): Promise<KeyCheck> => {
      throw new Error('database down')
    }
    await expect(strict.checkKey('a', 'x', broken)).rejects.toThrow('database down')
    expect(await strict.checkKey('a', 'good', verify)).toEqual(VALID)
  })
})

describe('per-minute buckets', () => {
  it('registration, authorization and token requests each have their own', () => {
    const limits = createAddressLimits({
      registrationsPerMinute: 2,
      authorizationsPerMinute: 3,
      tokenRequestsPerMinute: 4,
    })
    const count = (take: (a: string) => { ok: boolean }) =>
      Array.from({ length: 10 }, () => take('a')).filter((r) => r.ok).length
    expect(count(limits.registration)).toBe(2)
    expect(count(limits.authorization)).toBe(3)
    expect(count(limits.token)).toBe(4)
    expect(limits.registration('b').ok).toBe(true)
  })
})
