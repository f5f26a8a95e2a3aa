/** `agent_config.skip_resources`: the browser does not fetch the skipped types at all. */
import { type BrowserPool, createBrowserPool, createMemoryStore, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

let site: FixtureServer
let pool: BrowserPool

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 2 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})

/** Runs a read of the shop's front page; returns the run and the images the site served for it. */
async function readShop(profile: 'lite' | 'stealth', skip?: Array<'image' | 'font' | 'media'>) {
  const marker = `run-${Math.random().toString(36).slice(2)}`
  const planner = createScriptedPlanner([
    (input) => ({
      purpose: 'Count the products',
      done: true,
      result: { products: (input.observation.text.match(/Add to cart/g) ?? []).length },
    }),
  ])
  const before = site.requests.length
  const run = await runAutomation(
    {
      url: site.url(`/shop/?${marker}`),
      goal: 'Count the products',
      browser_profile: profile,
      agent_config: skip ? { skip_resources: skip } : undefined,
    },
    { pool, planner, store: createMemoryStore(), allowPrivateNetwork: true },
  ).finished
  const images = site.requests.slice(before).filter((r) => r.startsWith('/shop/img/'))
  return { run, images }
}

describe('skip_resources', () => {
  it('loads the page without fetching a single image, in both profiles; the page still reads the same', async () => {
    for (const profile of ['lite', 'stealth'] as const) {
      const full = await readShop(profile)
      const lean = await readShop(profile, ['image', 'font', 'media'])
      expect(full.run.status, JSON.stringify(full.run.error)).toBe('COMPLETED')
      expect(lean.run.status, JSON.stringify(lean.run.error)).toBe('COMPLETED')
      expect(full.images.length, `${profile}: control run fetched images`).toBeGreaterThan(0)
      expect(lean.images, profile).toEqual([])
      expect(full.run.result).toMatchObject({ products: expect.any(Number) })
      expect((full.run.result as { products: number }).products).toBeGreaterThan(0)
      expect(lean.run.result).toEqual(full.run.result)
    }
  })

  it('refuses an unknown resource type', () => {
    expect(() =>
      runAutomation(
        { url: site.url('/shop/'), goal: 'x', agent_config: { skip_resources: ['scripts'] } },
        { pool, allowPrivateNetwork: true },
      ),
    ).toThrow(/agent_config\.skip_resources\.0/)
  })
})
