import type { RunStore, StoredRun } from './run-store'

export interface CachedRunStoreOptions {
  /** How many runs to keep in memory (least recently used go first). @default 5000 */
  maxEntries?: number
}

/** A cached store: a RunStore that can be told a run changed elsewhere. */
export interface CachedRunStore extends RunStore {
  /** Drops the cached copy of a run another process wrote (every run without an id). */
  forget(runId?: string): void
}

/**
 * A write-through cache in front of a RunStore, for `get`: the hot path of clients polling
 * a run. Every write of this process goes through it, so it is exact as long as this process
 * is the store's only writer (the embedded store). In front of a database other nodes write
 * to, it is only right when each of their writes reaches `forget` (PostgreSQL NOTIFY).
 */
export function createCachedRunStore(inner: RunStore, options: CachedRunStoreOptions = {}): CachedRunStore {
  const max = options.maxEntries ?? 5000
  const cache = new Map<string, StoredRun>()
  /** Bumped by every forget: a read that started before one must not fill the cache after it. */
  let generation = 0
  const forgotten = new Map<string, number>()

  let allForgottenAt = -1
  const forgottenAll = (started: number) => allForgottenAt > started
  const remember = (run: StoredRun) => {
    cache.delete(run.run_id)
    cache.set(run.run_id, structuredClone(run))
    if (cache.size > max) cache.delete(cache.keys().next().value as string)
  }

  return {
    name: `cached(${inner.name})`,
    async create(run) {
      await inner.create(run)
      remember(run)
    },
    async update(runId, patch) {
      const updated = await inner.update(runId, patch)
      remember(updated)
      return updated
    },
    async appendStep(runId, step) {
      await inner.appendStep(runId, step)
      // The step's copy in the cache would have to repeat the store's rules: read it back.
      cache.delete(runId)
    },
    async get(runId) {
      const hit = cache.get(runId)
      if (hit) {
        cache.delete(runId)
        cache.set(runId, hit)
        return structuredClone(hit)
      }
      const started = generation
      const run = await inner.get(runId)
      if (run && (forgotten.get(runId) ?? -1) <= started && !forgottenAll(started)) remember(run)
      return run
    },
    forget(runId) {
      generation++
      if (runId === undefined) {
        cache.clear()
        forgotten.clear()
        allForgottenAt = generation
        return
      }
      cache.delete(runId)
      forgotten.set(runId, generation)
      // the marks are only needed while reads are in flight: keep the map small
      if (forgotten.size > max) forgotten.delete(forgotten.keys().next().value as string)
    },
    listByStatus: (statuses) => inner.listByStatus(statuses),
    list: (query) => inner.list(query),
    dispose: () => inner.dispose?.() ?? Promise.resolve(),
  }
}
