import { randomUUID } from 'node:crypto'
import {
  AutomationError,
  type AutomationRun,
  isFinalStatus,
  pendingRun,
  type Run,
  toPublicRun,
  toRunError,
} from 'automation-core'
import { ApiError } from '../app/api-error'
import {
  admitRequest,
  type CancelResult,
  type RunManager,
  type RunManagerOptions,
  shuttingDown,
} from '../runs/run-manager'
import { CANCEL_HOLDER } from './lease-sweeper'
import type { PgListener } from './pg-listener'
import { type FollowOptions, followRun } from './remote-run'
import type { EventTable } from './run-events'
import type { RunJobs } from './run-jobs'
import type { RunLeases } from './run-leases'
import type { RunSettler } from './run-settler'
import type { RunWorker } from './run-worker'
import { seal } from './sealed'

export interface ClusterRunManagerOptions
  extends Pick<
    RunManagerOptions,
    'store' | 'keys' | 'allowPrivateNetwork' | 'proxies' | 'lookup' | 'artifacts'
  > {
  jobs: RunJobs
  leases: RunLeases
  events: EventTable
  listener: PgListener
  settler: RunSettler
  /** Seals proxy credentials queued with a run. */
  secret: string
  /** This node's name. */
  node: string
  /** The worker of this process, when it runs runs. @default none: an API node only */
  worker?: RunWorker
  /** How long the cancel call waits for the worker to end the run. @default 10000 */
  cancelWaitMs?: number
  follow?: Pick<FollowOptions, 'pollMs' | 'completeGraceMs'>
}

/**
 * The run manager of a node on a shared PostgreSQL: a run is stored PENDING and queued, and
 * whichever worker takes it executes it; this node follows it through the events table. Any
 * node answers for any run: its events, its end, cancelling it.
 */
export function createClusterRunManager(options: ClusterRunManagerOptions): RunManager {
  const { store, jobs, leases, worker } = options
  /** Runs followed from here, kept a while after they end for clients that reconnect. */
  const followed = new Map<string, AutomationRun>()
  let draining = false

  function follow(runId: string): AutomationRun
  function follow(runId: string, ended?: boolean): AutomationRun | undefined
  function follow(runId: string, ended = false): AutomationRun | undefined {
    const local = worker?.local(runId)
    if (local) return local
    let run = followed.get(runId)
    if (!run && !ended) {
      run = followRun(runId, {
        ...options.follow,
        events: options.events,
        listener: options.listener,
        store,
        artifact: (id, file) => options.artifacts?.get(id, file) ?? Promise.resolve(null),
        cancel: (id, reason) => void cancelRun(id, reason).catch(() => {}),
      })
      const kept = run
      followed.set(runId, kept)
      const forget = () =>
        setTimeout(() => followed.get(runId) === kept && followed.delete(runId), 300_000).unref()
      kept.finished.then(forget, () => followed.delete(runId))
    }
    return run
  }

  /** Ends a run wherever it is: before a worker took it, here, or on the worker that has it. */
  async function cancelRun(runId: string, reason: string): Promise<Run | null> {
    const local = worker?.local(runId)
    if (local) {
      local.cancel(reason)
      return local.finished
    }
    // taking the run's lease first means no worker can start it meanwhile
    const holder = `${CANCEL_HOLDER}${options.node}`
    if ((await leases.claim(runId, holder, 60_000)) === 'claimed') {
      try {
        return await options.settler.settle(
          runId,
          'CANCELLED',
          toRunError(new AutomationError('CANCELLED', reason)),
        )
      } finally {
        await leases.release(runId, holder)
      }
    }
    if (!(await leases.requestCancel(runId, reason))) return null
    const run = follow(runId)
    return Promise.race([
      run.finished,
      new Promise<null>((r) => setTimeout(() => r(null), options.cancelWaitMs ?? 10_000).unref()),
    ])
  }

  return {
    get active() {
      return worker?.active ?? 0
    },

    async start(body, key, origin) {
      if (draining) throw shuttingDown()
      const { request, proxy } = await admitRequest(body, options)
      if (!(await options.keys.debit(key.id)))
        throw new ApiError('FORBIDDEN', 'this API key has no credits left')
      try {
        const run = pendingRun(request, proxy, { runId: randomUUID(), owner: key.id })
        await store.create(run)
        const credentials =
          request.proxy_config &&
          (request.proxy_config.username || request.proxy_config.password || request.proxy_config.url)
        await jobs.send({
          runId: run.run_id,
          owner: key.id,
          origin,
          sealed: credentials ? seal(options.secret, request.proxy_config) : undefined,
        })
        const followedRun = follow(run.run_id)
        await followedRun.ready
        return followedRun
      } catch (e) {
        await options.keys.refund(key.id)
        throw e
      }
    },

    live: (runId) => worker?.local(runId),

    follow,

    async cancel(runId, key) {
      const stored = await store.get(runId)
      if (!stored) throw new ApiError('NOT_FOUND', `run ${runId} does not exist`)
      if (stored.owner !== key.id) throw new ApiError('FORBIDDEN', `run ${runId} belongs to another API key`)
      if (!isFinalStatus(stored.status)) {
        const final =
          (await cancelRun(runId, 'cancelled through the API')) ??
          toPublicRun((await store.get(runId)) ?? stored)
        return answer(runId, final, 'Run cancelled')
      }
      return answer(
        runId,
        toPublicRun(stored),
        stored.status === 'CANCELLED' ? 'Run already cancelled' : 'Run already finished',
      )
    },

    // leases settle the runs of nodes that are gone; nothing is recovered at start
    recover: async () => ({ resumed: 0, interrupted: 0 }),

    async drain(graceMs) {
      draining = true
      await worker?.stop(graceMs)
    },
  }
}

function answer(runId: string, run: Run, cancelledMessage: string): CancelResult {
  return {
    run_id: runId,
    status: run.status,
    cancelled_at: run.status === 'CANCELLED' ? run.finished_at : null,
    message:
      run.status === 'CANCELLED'
        ? cancelledMessage
        : isFinalStatus(run.status)
          ? `Run already ${run.status.toLowerCase()}`
          : `Run is ${run.status.toLowerCase()}; cancelling it was asked`,
  }
}
