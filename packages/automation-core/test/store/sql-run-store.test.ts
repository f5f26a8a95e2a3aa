import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAutomationError } from '../../src/errors'
import { openPglite, type PgliteClient } from '../../src/store/pglite-client'
import { createSqlRunStore } from '../../src/store/sql-run-store'
import { makeRun, testRunStore } from './run-store-conformance'

// one in-memory database for the whole file (it takes seconds to start); each store gets a
// table of its own, so the tests stay independent
let db: PgliteClient
let tables = 0
const newStore = () => createSqlRunStore(db, { table: `runs_${++tables}` })

beforeAll(async () => {
  db = await openPglite()
})
afterAll(async () => {
  await db?.close()
})

testRunStore('sql (PGlite)', newStore)

describe('createSqlRunStore', () => {
  it('reports its errors as AutomationErrors with the memory store codes', async () => {
    const store = await newStore()
    const run = makeRun()
    await store.create(run)
    await expect(store.create(run)).rejects.toSatisfy((e) => isAutomationError(e, 'INVALID_INPUT'))
    await expect(store.update('missing', {})).rejects.toSatisfy((e) => isAutomationError(e, 'NOT_FOUND'))
    await expect(store.appendStep('missing', step('s'))).rejects.toSatisfy((e) =>
      isAutomationError(e, 'NOT_FOUND'),
    )
    await expect(store.list({ cursor: 'bm9wZQ' })).rejects.toThrow('cursor is not valid')
    await expect(createSqlRunStore(db, { table: 'runs; DROP TABLE runs' })).rejects.toThrow(/identifier/)
  })

  it('keeps every step of concurrent appends', async () => {
    const store = await newStore()
    const run = makeRun()
    await store.create(run)
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendStep(run.run_id, step(`s${i}`))))
    const got = await store.get(run.run_id)
    expect(got?.steps).toHaveLength(20)
    expect(got?.num_of_steps).toBe(20)
  })

  it('returns the patched run, removes keys patched to undefined and keeps the key order', async () => {
    const store = await newStore()
    const run = makeRun({ request: { url: 'https://example.com/', goal: 'x' } })
    await store.create(run)
    const updated = await store.update(run.run_id, { status: 'FAILED', request: undefined, goal: 'New Goal' })
    expect(updated).toEqual({ ...run, status: 'FAILED', goal: 'New Goal', request: undefined })
    expect('request' in updated).toBe(false)
    expect(Object.keys(updated)).toEqual(Object.keys(run).filter((k) => k !== 'request'))
    expect((await store.list({ goal: 'new goal' })).total).toBe(1)
  })

  it('matches goal search characters literally, not as LIKE wildcards', async () => {
    const store = await newStore()
    await store.create(makeRun({ goal: 'Discount 100% off' }))
    await store.create(makeRun({ goal: 'Discount 1000 off' }))
    await store.create(makeRun({ goal: 'a_b' }))
    await store.create(makeRun({ goal: 'axb' }))
    expect((await store.list({ goal: '100%' })).runs.map((r) => r.goal)).toEqual(['Discount 100% off'])
    expect((await store.list({ goal: 'A_B' })).runs.map((r) => r.goal)).toEqual(['a_b'])
    expect((await store.list({ goal: 'ÄÖ' })).total).toBe(0)
  })

  it('refuses a run PostgreSQL cannot hold as invalid input', async () => {
    const store = await newStore()
    await expect(store.create(makeRun({ goal: 'nul \u0000 inside' }))).rejects.toSatisfy((e) =>
      isAutomationError(e, 'INVALID_INPUT'),
    )
  })

  it('measures get latency', async () => {
    const store = await newStore()
    const ids: string[] = []
    for (let i = 0; i < 200; i++) {
      const run = makeRun({ created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() })
      await store.create(run)
      for (let s = 0; s < 5; s++) await store.appendStep(run.run_id, step(`s${s}`))
      ids.push(run.run_id)
    }
    // warm up first: the first few hundred calls are JIT and query-plan warm-up, not the store
    for (let i = 0; i < 1000; i++) await store.get(ids[i % ids.length]!)
    const times: number[] = []
    for (let i = 0; i < 2000; i++) {
      const start = performance.now()
      await store.get(ids[(i * 7919) % ids.length]!)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3)
    console.log(
      `sql-run-store get over 2000 calls (200 runs, 5 steps each): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    )
  })
})

describe('openPglite with a data dir', () => {
  it('keeps runs across closing and reopening', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sql-run-store-'))
    try {
      // a nested path also checks that the directory is created
      const dataDir = join(dir, 'nested', 'db')
      const pending = makeRun({ status: 'PENDING', request: { url: 'https://example.com/', goal: 'x' } })
      const done = makeRun({ status: 'COMPLETED', result: { title: 'Example' } })
      const first = await openPglite({ dataDir })
      const store = await createSqlRunStore(first)
      await store.create(pending)
      await store.create(done)
      await store.appendStep(done.run_id, step('s1'))
      await first.close()

      const second = await openPglite({ dataDir })
      try {
        const reopened = await createSqlRunStore(second)
        expect(await reopened.get(pending.run_id)).toEqual(pending)
        expect((await reopened.get(done.run_id))?.num_of_steps).toBe(1)
        expect((await reopened.listByStatus(['PENDING'])).map((r) => r.run_id)).toEqual([pending.run_id])
      } finally {
        await second.close()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

function step(id: string) {
  return {
    id,
    timestamp: '2026-01-01T00:00:01.000Z',
    status: 'COMPLETED' as const,
    action: `click ${id}`,
    duration: 5,
  }
}
