import { type BrowserPool, createBrowserPool, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'
import { chromiumPids, liveInGroupsOf } from './helpers/browser'

let site: FixtureServer
let pool: BrowserPool

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 1 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})

const waitStep = (ms: number) => ({
  purpose: `Wait ${ms} ms`,
  actions: [{ type: 'wait' as const, for: 'time' as const, ms }],
})
const finish = { purpose: 'Finish', done: true, result: { ok: true } }

describe('runs and the browser pool', () => {
  it('makes runs beyond the concurrency limit wait PENDING, then start in order', async () => {
    const first = runAutomation(
      { url: site.url('/news/'), goal: 'first' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([waitStep(400), finish]) },
    )
    await first.ready
    const second = runAutomation(
      { url: site.url('/news/'), goal: 'second' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([finish]) },
    )
    for await (const e of first) if (e.type === 'STARTED') break
    await new Promise((r) => setTimeout(r, 150))
    expect(second.events.some((e) => e.type === 'STARTED')).toBe(false)
    const [a, b] = await Promise.all([first.finished, second.finished])
    expect(a.status).toBe('COMPLETED')
    expect(b.status).toBe('COMPLETED')
    expect(Date.parse(b.started_at!)).toBeGreaterThanOrEqual(Date.parse(a.finished_at!) - 5)
  })

  it('ends the run FAILED when its browser crashes, and the next run gets a new browser', async () => {
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'crash' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([waitStep(5000), finish]) },
    )
    for await (const e of run) if (e.type === 'PROGRESS' && e.purpose.startsWith('Wait')) break
    for (const pid of pool.pids()) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const crashed = await run.finished
    expect(crashed.status).toBe('FAILED')
    expect(crashed.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'browser_crashed' })
    expect(crashed.error?.retry_after).toBeGreaterThan(0)

    const next = await runAutomation(
      { url: site.url('/news/'), goal: 'after crash' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([finish]) },
    ).finished
    expect(next.status).toBe('COMPLETED')
  })

  it('leaves no Chromium process behind once the pool is closed', async () => {
    const own = createBrowserPool()
    await runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { pool: own, allowPrivateNetwork: true, planner: createScriptedPlanner([finish]) },
    ).finished
    const launched = own.pids()
    expect(launched.length).toBeGreaterThan(0)
    // Chromium runs in its own process group: count what is alive in it, not every Chromium
    // on the machine (other test files run browsers at the same time).
    const group = liveInGroupsOf(launched)
    expect(group.length).toBeGreaterThan(1)
    await own.close()
    expect(liveInGroupsOf(launched)).toEqual([])
    expect(chromiumPids().filter((pid) => launched.includes(pid))).toEqual([])
  })
})
