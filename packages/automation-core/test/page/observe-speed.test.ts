import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageController } from '../../src/page/controller'
import { launchBrowser, newController } from '../helpers/browser'
import { generatePage } from '../helpers/generate-page'
import { startTestServer, type TestServer } from '../helpers/test-server'

/**
 * Observe on big generated pages, and one non-navigating step (observe + click + settle): what
 * they return is checked, and their times are printed. The speed targets (p95 <= 100 ms at 5k
 * elements, <= 400 ms at 20k, step p50 <= 100 ms) live in `pnpm bench`, not here: other test
 * files share the cores. OBSERVE_SPEED_STRICT=1 (run this file alone) also checks the targets.
 */
const STRICT = process.env.OBSERVE_SPEED_STRICT === '1'

let browser: Browser
let server: TestServer
let pc: PageController

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN
}

async function timeRuns(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  return { p50: Math.round(quantile(times, 0.5)), p95: Math.round(quantile(times, 0.95)) }
}

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startTestServer({
    '/1000': generatePage(1000),
    '/5000': generatePage(5000),
    '/20000': generatePage(20_000),
    '/step': `<title>Step</title><p>Count: <output>0</output></p>
      <button onclick="const o = document.querySelector('output'); o.textContent = Number(o.textContent) + 1">More</button>`,
  })
  pc = await newController(browser)
})
afterAll(async () => {
  await pc?.context.close()
  await browser?.close()
  await server?.close()
})

describe('observe speed', () => {
  it.each([
    [1000, 100],
    [5000, 100],
    [20_000, 400],
  ])(
    'observes a page of %i elements, fresh after every change (times printed)',
    async (n, target) => {
      await pc.goto(`${server.url}/${n}`)
      const elements = await pc.page.evaluate(() => document.querySelectorAll('*').length)
      let tokens = 0
      const still = await timeRuns(20, async () => {
        tokens = (await pc.observe()).tokens
      })
      // After a change, as between steps: the page has to restyle before it is read.
      let k = 0
      let seen = ''
      const changed = await timeRuns(10, async () => {
        await pc.page.evaluate((i) => {
          document.querySelector('h2')!.textContent = `changed ${i}`
        }, k)
        seen = (await pc.observe()).text
        k++
      })
      // Every observation is fresh: the last change is in the last one read.
      expect(seen).toContain(`changed ${k - 1}`)
      expect(tokens).toBeGreaterThan(0)
      console.log(
        `observe ${elements} elements: p50 ${still.p50} ms, p95 ${still.p95} ms; after a change p50 ${changed.p50} ms, p95 ${changed.p95} ms; ${tokens} tokens`,
      )
      if (STRICT) expect(still.p95).toBeLessThanOrEqual(target)
      // Thirty observations of 20,000 elements: a bound against a hang, roomy enough for a busy machine.
    },
    90_000,
  )

  it('does non-navigating steps (observe + click + settle) one after another (times printed)', async () => {
    await pc.goto(`${server.url}/step`)
    const index = Number((await pc.observe()).text.match(/\[(\d+)\]More/)?.[1])
    const step = await timeRuns(20, async () => {
      await pc.observe()
      const out = await pc.act({ type: 'click', index })
      if (!out.ok) throw new Error(out.message)
    })
    console.log(`step (observe + click + settle): p50 ${step.p50} ms, p95 ${step.p95} ms`)
    // One warm-up click and 20 timed ones, each seen by the page and by the next observation.
    expect((await pc.observe()).text).toContain('Count: 21')
    if (STRICT) expect(step.p50).toBeLessThan(100)
  })
})
