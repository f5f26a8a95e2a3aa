/**
 * Figures of the pool on this machine (printed, loosely asserted): browser launch, acquire and
 * release on a warm pool, and the memory (PSS) one more context with a simple page costs.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createBrowserPool } from '../../src/browser/browser-pool'
import type { BrowserLease } from '../../src/browser/driver'
import { measurePss } from '../../src/browser/process-memory'

const pool = createBrowserPool({ concurrency: 20 })
afterAll(() => pool.close())

const PAGE =
  '<!doctype html><title>shop</title><h1>Products</h1><ul><li>one</li><li>two</li></ul><button>Buy</button>'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
const ms = (value: number) => `${value.toFixed(0)} ms`

describe('browser pool figures', () => {
  it('measures launch, acquire, release and PSS per context', async () => {
    let start = performance.now()
    await pool.warm()
    const launch = performance.now() - start

    const acquires: number[] = []
    const releases: number[] = []
    for (let i = 0; i < 8; i++) {
      start = performance.now()
      const lease = await pool.acquire()
      acquires.push(performance.now() - start)
      await lease.page.setContent(PAGE)
      start = performance.now()
      await lease.release()
      releases.push(performance.now() - start)
    }

    await new Promise((resolve) => setTimeout(resolve, 500))
    const idle = await measurePss(pool.pids())
    const leases: BrowserLease[] = []
    const open = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const lease = await pool.acquire()
        await lease.page.setContent(PAGE)
        leases.push(lease)
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
      return measurePss(pool.pids())
    }
    const withOne = await open(1)
    const extra = 5
    const withMore = await open(extra)
    const perContext = (withMore - withOne) / extra
    await Promise.all(leases.map((lease) => lease.release()))

    console.log(
      [
        `launch (warm): ${ms(launch)}`,
        `acquire (newContext+newPage, warm pool): median ${ms(median(acquires))} [${acquires.map(ms).join(', ')}]`,
        `release: median ${ms(median(releases))} [${releases.map(ms).join(', ')}]`,
        `PSS: idle browser ${mib(idle)}, with 1 context ${mib(withOne)}, with ${1 + extra} ${mib(withMore)}`,
        `PSS per extra context (simple page): ${mib(perContext)}`,
      ].join('\n'),
    )
    expect(idle).toBeGreaterThan(0)
    expect(perContext).toBeGreaterThan(0)
    expect(median(releases)).toBeLessThan(2_500)
  })
})
