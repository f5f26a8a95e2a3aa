import type { RunStore } from 'automation-core'
import { CHANNELS } from './pg-listener'

/**
 * The run store of a node on a shared PostgreSQL: every write is announced (NOTIFY with the
 * run id), so that the nodes that cache runs drop their copy.
 */
export function announcedStore(
  inner: RunStore,
  notify: (channel: string, payload: string) => Promise<void>,
): RunStore {
  const announce = (runId: string) => notify(CHANNELS.runs, runId).catch(() => {})
  return {
    ...inner,
    name: inner.name,
    async create(run) {
      await inner.create(run)
      await announce(run.run_id)
    },
    async update(runId, patch) {
      const updated = await inner.update(runId, patch)
      await announce(runId)
      return updated
    },
    async appendStep(runId, step) {
      await inner.appendStep(runId, step)
      await announce(runId)
    },
  }
}
