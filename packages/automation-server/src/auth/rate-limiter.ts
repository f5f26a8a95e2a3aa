/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Tokens added per second to each key's bucket; 0 or Infinity disables limiting. @default 10 */
  ratePerSecond?: number
  /** The most tokens a bucket holds: how many requests an idle key may send at once. @default 60 */
  burst?: number
  /** The clock, in milliseconds; only differences matter. @default performance.now */
  now?: () => number
  /**
   * The most buckets kept. Idle buckets (refilled to full) are forgotten first; past this bound
   * the least recently used go too, which at worst hands that key a fresh burst.
   * @default 10000
   */
  maxBuckets?: number
}

/** The outcome of {@link RateLimiter.take}: a 429 with `Retry-After: retryAfterSeconds` when not ok. */
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

/** A token bucket per key id. */
export interface RateLimiter {
  /** Takes one token from `id`'s bucket. `remaining` is Infinity when limiting is disabled. */
  take(id: string): RateLimitResult
  /**
   * Whether `id` could take a token now, without taking one: `remaining` is how many it could
   * take (Infinity when limiting is disabled); when not ok, how long until one is back.
   */
  peek(id: string): RateLimitResult
  /** How many buckets are held (for tests and metrics). */
  readonly size: number
}

interface Bucket {
  tokens: number
  /** When `tokens` was last brought up to date, in `now()` milliseconds. */
  at: number
}

/**
 * A per-key token bucket: each key may send `burst` requests at once, then `ratePerSecond`.
 * No timers: buckets are refilled lazily when touched, and idle ones are swept on the way.
 *
 * @example
 * const limiter = createRateLimiter({ ratePerSecond: 5, burst: 20 })
 * const r = limiter.take(key.id)
 * if (!r.ok) return reply(429, { 'Retry-After': String(r.retryAfterSeconds) })
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const rate = options.ratePerSecond ?? 10
  const burst = options.burst ?? 60
  const now = options.now ?? (() => performance.now())
  const maxBuckets = options.maxBuckets ?? 10_000
  if (Number.isNaN(rate) || rate < 0) throw new RangeError(`ratePerSecond must be >= 0, got ${rate}`)

  if (rate === 0 || rate === Number.POSITIVE_INFINITY) {
    return {
      take: () => ({ ok: true, remaining: Number.POSITIVE_INFINITY }),
      peek: () => ({ ok: true, remaining: Number.POSITIVE_INFINITY }),
      get size() {
        return 0
      },
    }
  }
  if (!Number.isFinite(burst) || burst < 1)
    throw new RangeError(`burst must be a finite number >= 1, got ${burst}`)
  if (!Number.isSafeInteger(maxBuckets) || maxBuckets < 1) {
    throw new RangeError(`maxBuckets must be a whole number >= 1, got ${maxBuckets}`)
  }

  const perMs = rate / 1000
  /** After this long untouched, any bucket is full again: forgetting it changes nothing. */
  const fullAfterMs = burst / perMs
  // Map order is insertion order; re-inserting on each take makes the first entry the least recent.
  const buckets = new Map<string, Bucket>()
  let lastSweep = now()
  /** A refusal, with the wait until the bucket holding `tokens` has one again. */
  const refused = (tokens: number): RateLimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
  })

  const sweep = (at: number): void => {
    lastSweep = at
    for (const [id, bucket] of buckets) {
      // Oldest first: the first bucket still refilling means every later one is too.
      if (at - bucket.at < fullAfterMs) break
      buckets.delete(id)
    }
  }

  return {
    take(id) {
      const at = now()
      // Sweeping once per refill period keeps the cost amortised to O(1) per take.
      if (at - lastSweep >= fullAfterMs || buckets.size >= maxBuckets) sweep(at)
      let bucket = buckets.get(id)
      if (bucket === undefined) {
        if (buckets.size >= maxBuckets) buckets.delete(buckets.keys().next().value!)
        bucket = { tokens: burst, at }
      } else {
        buckets.delete(id)
        bucket.tokens = Math.min(burst, bucket.tokens + Math.max(0, at - bucket.at) * perMs)
        bucket.at = at
      }
      buckets.set(id, bucket)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { ok: true, remaining: Math.floor(bucket.tokens) }
      }
      return refused(bucket.tokens)
    },
    peek(id) {
      const bucket = buckets.get(id)
      // no bucket: never used, or swept because it was full
      const tokens =
        bucket === undefined ? burst : Math.min(burst, bucket.tokens + Math.max(0, now() - bucket.at) * perMs)
      return tokens >= 1 ? { ok: true, remaining: Math.floor(tokens) } : refused(tokens)
    },
    get size() {
      return buckets.size
    },
  }
}
