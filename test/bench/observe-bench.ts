import { type BrowserPool, createPageController, type Observation } from 'automation-core'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import type { FixtureServer } from '../fixtures/server'
import { percentile, timeIt } from './stats'

/** What one observation costs on generated pages of 1k, 5k and 20k elements (`pnpm bench observe` alone). */
export async function benchObserve(site: FixtureServer, pool: BrowserPool): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const [label, n] of [
    ['1k', 1000],
    ['5k', 5000],
    ['20k', 20000],
  ] as const) {
    const lease = await pool.acquire()
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url(`/generated?n=${n}`))
    let last: Observation | undefined
    const times = await timeIt(
      async () => {
        last = await page.observe()
      },
      n >= 20000 ? 10 : 20,
    )
    results[`observe_${label}_p50_ms`] = percentile(times, 50)
    results[`observe_${label}_p95_ms`] = percentile(times, 95)
    results[`observe_${label}_tokens`] = countTokens(last?.text ?? '')
    results[`observe_${label}_elements_listed`] = last?.elementCount ?? 0
    await lease.release()
  }
  return results
}
