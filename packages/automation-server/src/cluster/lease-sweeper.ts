import { AutomationError, isFinalStatus, type RunStore, toRunError } from 'automation-core'
import type { EventTable } from './run-events'
import type { RunJobs } from './run-jobs'
import type { RunLeases } from './run-leases'
import { CANCEL_PREFIX } from './run-leases'
import type { RunSettler } from './run-settler'

/** Holders of leases taken to cancel a run before any worker took it. */
export const CANCEL_HOLDER = CANCEL_PREFIX

/**
 * Settles the runs of nodes that are gone, from any node: a lease that ran out is removed by
 * exactly one node, which then ends the run FAILED `interrupted` (it was running: it cannot go
 * on elsewhere), queues it again (a worker had taken it but not started it) or ends it
 * CANCELLED (a node died while cancelling it). Old events go after an hour.
 */
export function startLeaseSweeper(options: {
  store: RunStore
  leases: RunLeases
  jobs?: RunJobs
  events: EventTable
  settler: RunSettler
  everyMs: number
  log: (line: string) => void
}): { sweep(): Promise<number>; stop(): void } {
  const { store, leases, settler, log } = options
  let lastPrune = 0
  const sweep = async (): Promise<number> => {
    let settled = 0
    for (const { runId, holder, job } of await leases.takeExpired()) {
      const stored = await store.get(runId)
      if (!stored || isFinalStatus(stored.status)) continue
      settled++
      if (holder.startsWith(CANCEL_HOLDER)) {
        await settler.settle(
          runId,
          'CANCELLED',
          toRunError(new AutomationError('CANCELLED', 'cancelled through the API')),
        )
      } else if (stored.status === 'PENDING' && job && options.jobs) {
        log(`run ${runId}: its worker ${holder} went away before starting it; queued again`)
        await options.jobs.send(job)
      } else {
        log(`run ${runId}: its worker ${holder} went away while running it; ended FAILED (interrupted)`)
        await settler.settle(runId, 'FAILED', {
          message: 'the run was interrupted: the worker running it stopped; start it again',
          category: 'SYSTEM_FAILURE',
          retry_after: 5,
          code: 'interrupted',
        })
      }
    }
    if (Date.now() - lastPrune > 600_000) {
      lastPrune = Date.now()
      await options.events.removeFinishedBefore(Date.now() - 3_600_000)
    }
    return settled
  }
  const timer = setInterval(() => {
    sweep().catch((e: unknown) =>
      log(`settling runs of gone workers failed: ${e instanceof Error ? e.message : e}`),
    )
  }, options.everyMs)
  timer.unref()
  return { sweep, stop: () => clearInterval(timer) }
}
