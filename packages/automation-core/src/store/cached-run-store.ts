import type { RunStore, StoredRun } from './run-store'

export interface CachedRunStoreOptions {
  /** How many runs to keep in memory (least recently used go first). @default 5000 */
  maxEntries?: number
}

/**
 * A write-through cache in front of a RunStore, for `get`: the hot path of clients polling
 * a run. Every write of this process goes through it, so it is exact as long as this process
 * is the store's only writer (the embedded store); do not use it in front of a database that
 * other nodes write to.
 */
export function createCachedRunStore(inner: RunStore, options: CachedRunStoreOptions = {}): RunStore {
  const max = options.maxEntries ?? 5000
  const cache = new Map<string, StoredRun>()

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
      const run = await inner.get(runId)
      if (run) remember(run)
      return run
    },
    listByStatus: (statuses) => inner.listByStatus(statuses),
    list: (query) => inner.list(query),
    dispose: () => inner.dispose?.() ?? Promise.resolve(),
  }
}
