import { describe, expect, it } from 'vitest'
import type { RunStore, StoredRun } from '../../src/store/run-store'

/** A run as runAutomation creates it, with overrides. */
export function makeRun(overrides: Partial<StoredRun> = {}): StoredRun {
  return {
    run_id: `run-${Math.random().toString(36).slice(2)}`,
    status: 'PENDING',
    goal: 'Get the page title',
    url: 'https://example.com/',
    created_at: new Date().toISOString(),
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
    streaming_url: null,
    browser_config: { browser_type: 'lite', proxy_enabled: false, proxy_country_code: null },
    num_of_steps: 0,
    output_schema: null,
    steps: [],
    owner: null,
    ...overrides,
  }
}

/**
 * The behaviour every RunStore must show (memory now; SQL stores later run the same suite).
 * @param create makes a new, empty store
 */
export function testRunStore(name: string, create: () => Promise<RunStore> | RunStore): void {
  describe(`RunStore conformance: ${name}`, () => {
    it('keeps a run and returns copies, not its own objects', async () => {
      const store = await create()
      const run = makeRun()
      await store.create(run)
      const got = await store.get(run.run_id)
      expect(got).toEqual(run)
      got!.goal = 'changed'
      expect((await store.get(run.run_id))?.goal).toBe(run.goal)
      expect(await store.get('missing')).toBeNull()
    })

    it('refuses a second run with the same id', async () => {
      const store = await create()
      const run = makeRun()
      await store.create(run)
      await expect(store.create(run)).rejects.toThrow(/already exists/)
    })

    it('updates fields and appends steps, counting them', async () => {
      const store = await create()
      const run = makeRun()
      await store.create(run)
      const updated = await store.update(run.run_id, {
        status: 'RUNNING',
        started_at: '2026-01-01T00:00:00.000Z',
      })
      expect(updated.status).toBe('RUNNING')
      await store.appendStep(run.run_id, {
        id: 's1',
        timestamp: '2026-01-01T00:00:01.000Z',
        status: 'COMPLETED',
        action: 'click [1]',
        duration: 12,
      })
      const got = await store.get(run.run_id)
      expect(got?.steps.map((s) => s.action)).toEqual(['click [1]'])
      expect(got?.num_of_steps).toBe(1)
      await expect(store.update('missing', { status: 'FAILED' })).rejects.toThrow(/does not exist/)
    })

    it('lists newest first by default and pages with a cursor without skipping or repeating', async () => {
      const store = await create()
      const ids: string[] = []
      for (let i = 0; i < 7; i++) {
        const run = makeRun({ created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() })
        ids.push(run.run_id)
        await store.create(run)
      }
      const first = await store.list({ limit: 3 })
      expect(first.total).toBe(7)
      expect(first.runs.map((r) => r.run_id)).toEqual(ids.slice(-3).reverse())
      const seen = [...first.runs.map((r) => r.run_id)]
      let cursor = first.nextCursor
      while (cursor) {
        const page = await store.list({ limit: 3, cursor })
        seen.push(...page.runs.map((r) => r.run_id))
        cursor = page.nextCursor
      }
      expect(seen).toEqual([...ids].reverse())
      const asc = await store.list({ sortDirection: 'asc', limit: 100 })
      expect(asc.runs.map((r) => r.run_id)).toEqual(ids)
      expect(asc.nextCursor).toBeNull()
    })

    it('filters by status, goal substring, creation time and owner', async () => {
      const store = await create()
      await store.create(
        makeRun({ goal: 'Find LAPTOPS', status: 'COMPLETED', created_at: '2026-01-01T00:00:00.000Z' }),
      )
      await store.create(
        makeRun({ goal: 'find phones', status: 'FAILED', created_at: '2026-01-02T00:00:00.000Z' }),
      )
      await store.create(makeRun({ goal: 'other', owner: 'key-a', created_at: '2026-01-03T00:00:00.000Z' }))
      expect((await store.list({ status: 'FAILED' })).runs.map((r) => r.goal)).toEqual(['find phones'])
      expect((await store.list({ goal: 'laptops' })).runs.map((r) => r.goal)).toEqual(['Find LAPTOPS'])
      const window = await store.list({
        createdAfter: '2026-01-01T12:00:00.000Z',
        createdBefore: '2026-01-02T12:00:00.000Z',
      })
      expect(window.runs.map((r) => r.goal)).toEqual(['find phones'])
      expect((await store.list({ owner: 'key-a' })).total).toBe(1)
    })

    it('lists runs by status, oldest first, with their request', async () => {
      const store = await create()
      const request = { url: 'https://example.com/', goal: 'x', agent_config: { max_steps: 3 } }
      await store.create(makeRun({ status: 'RUNNING', created_at: '2026-01-02T00:00:00.000Z' }))
      await store.create(makeRun({ status: 'PENDING', created_at: '2026-01-03T00:00:00.000Z', request }))
      await store.create(makeRun({ status: 'PENDING', created_at: '2026-01-01T00:00:00.000Z' }))
      await store.create(makeRun({ status: 'COMPLETED', created_at: '2026-01-04T00:00:00.000Z' }))
      const open = await store.listByStatus(['PENDING', 'RUNNING'])
      expect(open.map((r) => r.status)).toEqual(['PENDING', 'RUNNING', 'PENDING'])
      expect(open[2]?.request).toEqual(request)
    })

    it('refuses a cursor it did not make', async () => {
      const store = await create()
      await expect(store.list({ cursor: 'not-a-cursor' })).rejects.toThrow(/cursor/)
    })
  })
}
