import { describe, expect, it } from 'vitest'
import { createCachedRunStore } from '../../src/store/cached-run-store'
import { createMemoryStore } from '../../src/store/memory-store'
import { makeRun, testRunStore } from './run-store-conformance'

testRunStore('cached memory', () => createCachedRunStore(createMemoryStore()))

describe('cached run store', () => {
  it('answers get from memory once it has seen a run, and stays exact through writes', async () => {
    const inner = createMemoryStore()
    let reads = 0
    const counting = {
      ...inner,
      get: (id: string) => {
        reads++
        return inner.get(id)
      },
    }
    const store = createCachedRunStore(counting, { maxEntries: 2 })
    const run = makeRun()
    await store.create(run)
    await store.get(run.run_id)
    await store.update(run.run_id, { status: 'RUNNING' })
    expect((await store.get(run.run_id))?.status).toBe('RUNNING')
    expect(reads).toBe(0)
    await store.appendStep(run.run_id, {
      id: 's',
      timestamp: run.created_at,
      status: 'COMPLETED',
      action: 'x',
      duration: 1,
    })
    expect((await store.get(run.run_id))?.num_of_steps).toBe(1)
    expect(reads).toBe(1)
    // least recently used runs leave the cache, and come back from the store
    await store.create(makeRun({ run_id: 'b' }))
    await store.create(makeRun({ run_id: 'c' }))
    expect((await store.get(run.run_id))?.status).toBe('RUNNING')
    expect(reads).toBe(2)
  })

  it('forgets a run another process wrote, even when a read of the old value was in flight', async () => {
    const inner = createMemoryStore()
    let hold: (() => void) | undefined
    const slow = {
      ...inner,
      get: async (id: string) => {
        const run = await inner.get(id)
        if (hold === undefined) return run
        await new Promise<void>((r) => {
          const release = hold
          hold = () => r()
          release?.()
        })
        return run
      },
    }
    const store = createCachedRunStore(slow)
    const run = makeRun()
    await inner.create(run)
    expect((await store.get(run.run_id))?.status).toBe('PENDING')
    // another node writes: the cached copy is stale until forgotten
    await inner.update(run.run_id, { status: 'RUNNING' })
    expect((await store.get(run.run_id))?.status).toBe('PENDING')
    store.forget(run.run_id)
    expect((await store.get(run.run_id))?.status).toBe('RUNNING')
    // a read that started before a write and its forget must not put the old value back
    store.forget(run.run_id)
    hold = () => {}
    const inFlight = store.get(run.run_id) // reads RUNNING, then waits
    await new Promise((r) => setTimeout(r, 5))
    await inner.update(run.run_id, { status: 'COMPLETED' })
    store.forget(run.run_id)
    const release = hold
    hold = undefined
    release?.()
    expect((await inFlight)?.status).toBe('RUNNING')
    expect((await store.get(run.run_id))?.status).toBe('COMPLETED')
    // forget() without an id drops everything
    await inner.update(run.run_id, { status: 'FAILED' })
    store.forget()
    expect((await store.get(run.run_id))?.status).toBe('FAILED')
  })
})
