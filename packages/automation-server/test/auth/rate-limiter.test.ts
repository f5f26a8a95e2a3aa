import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/auth/rate-limiter'

function fakeClock(start = 1_000) {
  let t = start
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms
    },
  }
}

describe('rate limiter', () => {
  it('allows a burst, then refuses with a Retry-After of at least 1 s', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 10, burst: 5, now: clock.now })
    const remaining = Array.from({ length: 5 }, () => limiter.take('a'))
    expect(remaining).toEqual([4, 3, 2, 1, 0].map((n) => ({ ok: true, remaining: n })))
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('rounds Retry-After up to the time the next token arrives', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 0.2, burst: 1, now: clock.now })
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 5 })
    clock.advance(2500)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 3 })
  })

  it('refills over time, never past the burst', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 2, burst: 4, now: clock.now })
    for (let i = 0; i < 4; i++) limiter.take('a')
    expect(limiter.take('a').ok).toBe(false)
    clock.advance(500)
    expect(limiter.take('a')).toEqual({ ok: true, remaining: 0 })
    expect(limiter.take('a').ok).toBe(false)
    clock.advance(60_000)
    expect(limiter.take('a')).toEqual({ ok: true, remaining: 3 })
  })

  it('keeps a bucket per key', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 1, burst: 2, now: clock.now })
    limiter.take('a')
    limiter.take('a')
    expect(limiter.take('a').ok).toBe(false)
    expect(limiter.take('b')).toEqual({ ok: true, remaining: 1 })
  })

  it('forgets idle buckets and stays within maxBuckets', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 10, burst: 10, now: clock.now, maxBuckets: 100 })
    for (let i = 0; i < 50; i++) limiter.take(`k${i}`)
    expect(limiter.size).toBe(50)
    clock.advance(1000)
    limiter.take('fresh')
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 500; i++) limiter.take(`flood${i}`)
    expect(limiter.size).toBeLessThanOrEqual(100)
  })

  it('does not hand a fresh burst to a limited key by forgetting it early', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 1, burst: 3, now: clock.now })
    for (let i = 0; i < 3; i++) limiter.take('a')
    clock.advance(3000 - 1)
    limiter.take('other')
    expect(limiter.take('a')).toEqual({ ok: true, remaining: 1 })
  })

  it('peeks without taking: what a take would get, and the wait when empty', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ ratePerSecond: 0.5, burst: 2, now: clock.now })
    expect(limiter.peek('a')).toEqual({ ok: true, remaining: 2 })
    expect(limiter.size).toBe(0)
    limiter.take('a')
    limiter.take('a')
    expect(limiter.peek('a')).toEqual({ ok: false, retryAfterSeconds: 2 })
    expect(limiter.peek('a')).toEqual({ ok: false, retryAfterSeconds: 2 })
    clock.advance(2000)
    expect(limiter.peek('a')).toEqual({ ok: true, remaining: 1 })
    expect(limiter.take('a')).toEqual({ ok: true, remaining: 0 })
    expect(createRateLimiter({ ratePerSecond: 0 }).peek('a')).toEqual({
      ok: true,
      remaining: Number.POSITIVE_INFINITY,
    })
  })

  it('is unlimited with ratePerSecond 0 or Infinity', () => {
    for (const ratePerSecond of [0, Number.POSITIVE_INFINITY]) {
      const limiter = createRateLimiter({ ratePerSecond, burst: 1 })
      for (let i = 0; i < 1000; i++) expect(limiter.take('a').ok).toBe(true)
      expect(limiter.size).toBe(0)
    }
  })

  it('uses 10/s with a burst of 60 by default and rejects bad options', () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    for (let i = 0; i < 60; i++) expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    clock.advance(100)
    expect(limiter.take('a').ok).toBe(true)
    expect(() => createRateLimiter({ ratePerSecond: -1 })).toThrow(RangeError)
    expect(() => createRateLimiter({ burst: 0 })).toThrow(RangeError)
  })
})
