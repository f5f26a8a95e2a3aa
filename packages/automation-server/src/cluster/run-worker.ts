import {
  type AutomationRequest,
  type AutomationRun,
  credentialsWithheld,
  type RunAutomationOptions,
  type RunStore,
  runAutomation,
} from 'automation-core'
import type { PgListener } from './pg-listener'
import { CHANNELS } from './pg-listener'
import type { EventTable } from './run-events'
import type { RunJob, RunJobs } from './run-jobs'
import type { RunLeases } from './run-leases'
import type { RunSettler } from './run-settler'
import { unseal } from './sealed'

export interface RunWorkerOptions {
  /** This worker's name in leases (unique per process). */
  id: string
  store: RunStore
  events: EventTable
  leases: RunLeases
  jobs: RunJobs
  listener: PgListener
  settler: RunSettler
  /** Runs at once on this node. */
  concurrency: number
  /** Runs at once of one API key, across every worker. @default no limit */
  perKey?: number
  /** A lease not renewed for this long means the worker is gone. */
  leaseMs: number
  /** Unseals the proxy credentials queued with a run. */
  secret: string
  /** How the runs are made (pool, planner, policy, artifacts...), with the client's origin for URLs. */
  runOptions: (
    origin: string | undefined,
  ) => Omit<RunAutomationOptions, 'runId' | 'resume' | 'owner' | 'store'>
  log: (line: string) => void
  /** How often the queue is polled besides NOTIFY. @default 1000 */
  pollMs?: number
}

/** A node's worker: takes queued runs while it has room, runs them, keeps their leases. */
export interface RunWorker {
  /** A run this process executes now (or lately), for its live view. */
  local(runId: string): AutomationRun | undefined
  readonly active: number
  /** Stops taking runs, lets running ones finish within `graceMs`, cancels the rest, gives up its leases. */
  stop(graceMs: number): Promise<void>
}

export function startRunWorker(options: RunWorkerOptions): RunWorker {
  const { id, store, events, leases, jobs, settler, log } = options
  const running = new Map<string, AutomationRun>()
  /** Runs whose lease another node took (this process stalled past it): nothing more is written for them. */
  const lost = new Set<string>()
  const recent = new Map<string, AutomationRun>()
  const pumps = new Set<Promise<void>>()
  let stopping = false
  let wake: (() => void) | undefined
  const poke = () => wake?.()

  const offJobs = options.listener.on(CHANNELS.jobs, poke)
  const offCancel = options.listener.on(CHANNELS.cancel, (runId) => {
    // the reason is in the lease row: renewing reads it (and renews, which does no harm)
    if (runId === null || running.has(runId)) void renew()
  })

  async function renew(): Promise<void> {
    try {
      const held = await leases.renew(id, options.leaseMs)
      const mine = new Set(held.map((h) => h.runId))
      for (const { runId, cancel } of held) if (cancel) running.get(runId)?.cancel(cancel)
      for (const [runId, run] of running) {
        // a lease another node took away (this process stalled past it): the run was settled there
        if (!mine.has(runId) && !run.events.some((e) => e.type === 'COMPLETE')) {
          log(
            `run ${runId}: its lease ran out while this worker stalled; stopping it, another node settles it`,
          )
          lost.add(runId)
          run.cancel('the worker lost the run (its lease ran out)')
        }
      }
    } catch (e) {
      log(`renewing leases failed: ${e instanceof Error ? e.message : e}`)
    }
  }
  const renewer = setInterval(() => void renew(), Math.max(200, Math.floor(options.leaseMs / 3)))
  renewer.unref()

  async function take(job: { id: string; data: RunJob }): Promise<void> {
    const { runId, origin, sealed } = job.data
    const claimed = await leases.claim(runId, id, options.leaseMs, job.data, options.perKey)
    if (claimed === 'limit') {
      // its key has as many runs going as it may: it waits, and other keys' runs go first
      await jobs.send(job.data, { afterSeconds: 1 })
      await jobs.complete([job.id])
      return
    }
    await jobs.complete([job.id])
    if (claimed === 'gone') return // cancelled while queued, or taken already
    const stored = await store.get(runId)
    let request = stored?.request as AutomationRequest | null | undefined
    if (!stored || !request) {
      await leases.release(runId, id)
      return
    }
    try {
      if (sealed)
        request = {
          ...request,
          proxy_config: unseal(options.secret, sealed) as AutomationRequest['proxy_config'],
        }
      else if (credentialsWithheld(request)) throw new Error('its proxy credentials were not queued with it')
    } catch (e) {
      await settler.settle(runId, 'FAILED', {
        message: `the run could not be started: ${e instanceof Error ? e.message : e}; start it again`,
        category: 'SYSTEM_FAILURE',
        retry_after: 0,
        code: 'interrupted',
      })
      await leases.release(runId, id)
      return
    }
    const run = runAutomation(request, {
      ...options.runOptions(origin),
      store: unlessLost(store, runId, lost),
      runId,
      resume: true,
      owner: stored.owner ?? null,
    })
    running.set(runId, run)
    const pump = copyEvents(run).finally(() => pumps.delete(pump))
    pumps.add(pump)
  }

  /** Appends the run's events to the table in order, then lets the run go. */
  async function copyEvents(run: AutomationRun): Promise<void> {
    let seq = 0
    for await (const event of run) {
      seq++
      if (lost.has(run.runId)) continue
      for (let attempt = 0; ; attempt++) {
        try {
          await events.append(run.runId, seq, event)
          break
        } catch (e) {
          if (attempt >= 5) {
            log(`run ${run.runId}: event ${seq} could not be stored: ${e instanceof Error ? e.message : e}`)
            break
          }
          await sleep(200 * 2 ** attempt)
        }
      }
    }
    const final = await run.finished.then(
      () => store.get(run.runId),
      () => null,
    )
    running.delete(run.runId)
    if (lost.delete(run.runId)) return
    recent.set(run.runId, run)
    setTimeout(() => recent.delete(run.runId), 300_000).unref()
    await leases.release(run.runId, id).catch(() => {})
    if (final) await settler.webhookOnce(final).catch(() => {})
    poke()
  }

  const loop = (async () => {
    while (!stopping) {
      let took = 0
      const room = options.concurrency - running.size
      if (room > 0) {
        try {
          const batch = await jobs.fetch(room)
          took = batch.length
          for (const job of batch) {
            try {
              await take(job)
            } catch (e) {
              log(`run ${job.data.runId}: could not be taken: ${e instanceof Error ? e.message : e}`)
            }
          }
        } catch (e) {
          log(`queue: ${e instanceof Error ? e.message : e}`)
        }
      }
      if (stopping) break
      // more may be waiting when the batch was full; otherwise sleep until poked or polled
      if (took === 0 || running.size >= options.concurrency)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs ?? 1000)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      wake = undefined
    }
  })()

  return {
    local: (runId) => running.get(runId) ?? recent.get(runId),
    get active() {
      return running.size
    },
    async stop(graceMs) {
      stopping = true
      poke()
      await loop
      offJobs()
      const deadline = Date.now() + graceMs
      while (running.size > 0 && Date.now() < deadline) await sleep(100)
      for (const run of running.values()) run.cancel('the worker shut down before the run finished')
      await Promise.allSettled([...pumps])
      clearInterval(renewer)
      offCancel()
    },
  }
}

/**
 * The store as a run of this worker sees it: once the run's lease is lost, its writes are
 * dropped (answered with the run as stored), so a worker that stalled past its lease never
 * overwrites the end another node gave the run.
 */
function unlessLost(store: RunStore, runId: string, lost: ReadonlySet<string>): RunStore {
  return {
    ...store,
    name: store.name,
    async update(id, patch) {
      if (id === runId && lost.has(runId)) {
        const stored = await store.get(runId)
        if (stored) return stored
      }
      return store.update(id, patch)
    },
    async appendStep(id, step) {
      if (id === runId && lost.has(runId)) return
      return store.appendStep(id, step)
    },
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
