import type PgBoss from 'pg-boss'
import { CHANNELS } from './pg-listener'

/** What a queued run carries to the worker that takes it. */
export interface RunJob {
  runId: string
  owner: string | null
  /** Where the client reached the API (for the run's live and screenshot URLs). */
  origin?: string
  /** The request's proxy credentials, sealed (they are never stored with the run). */
  sealed?: string
}

/** The queue of runs waiting for a worker, on pg-boss (its own schema in the same database). */
export interface RunJobs {
  /**
   * Queues a run. Its place is by its owner's open runs: an owner with many runs queued or
   * going waits behind one with few, so turns are shared fairly between API keys on every worker.
   */
  send(job: RunJob, options?: { afterSeconds?: number }): Promise<void>
  /** Takes up to `count` jobs, highest turn first. */
  fetch(count: number): Promise<Array<{ id: string; data: RunJob }>>
  complete(ids: string[]): Promise<void>
  stop(): Promise<void>
}

export const RUN_QUEUE = 'automation-runs'

/**
 * Starts pg-boss on `url` (creating or upgrading its schema under its own lock). pg-boss 10 is
 * the line that runs on Node 20; it is loaded only when a database URL is configured.
 */
export async function createRunJobs(options: {
  url: string
  /** How long a job taken by a worker that died before claiming its run stays taken. */
  expireSeconds: number
  countOpenRuns: (owner: string | null) => Promise<number>
  notify: (channel: string, payload: string) => Promise<void>
  /** Runs `fn` while holding the named lock every process of the deployment takes. */
  lockWhile: (name: string, fn: () => Promise<void>) => Promise<void>
  log: (line: string) => void
}): Promise<RunJobs> {
  const { default: PgBossClass } = (await import('pg-boss')) as unknown as { default: typeof PgBoss }
  const boss = new PgBossClass({
    connectionString: options.url,
    max: 3,
    schedule: false,
    // pg-boss's own upkeep: expiring jobs of workers that died between taking and claiming
    supervise: true,
    maintenanceIntervalSeconds: Math.max(5, Math.min(60, options.expireSeconds)),
  })
  boss.on('error', (e: Error) => options.log(`queue: ${e.message}`))
  await boss.start()
  try {
    // pg-boss makes a queue's table in its own transaction; several processes doing it at once
    // deadlock, so they take turns under a lock of ours (held by a transaction on our pool)
    await options.lockWhile('pg-boss queue', async () => {
      if (await boss.getQueue(RUN_QUEUE)) return
      await boss.createQueue(RUN_QUEUE, {
        name: RUN_QUEUE,
        retryLimit: 20,
        retryDelay: 1,
        expireInSeconds: options.expireSeconds,
      })
    })
  } catch (e) {
    await boss.stop({ graceful: false, wait: true, close: true }).catch(() => {})
    throw e
  }
  return {
    async send(job, sendOptions = {}) {
      const open = await options.countOpenRuns(job.owner)
      await boss.send(RUN_QUEUE, job as unknown as object, {
        priority: -Math.max(0, open - 1),
        ...(sendOptions.afterSeconds ? { startAfter: sendOptions.afterSeconds } : {}),
      })
      // a job sent for later wakes nobody now: workers poll for it
      if (!sendOptions.afterSeconds) await options.notify(CHANNELS.jobs, '')
    },
    async fetch(count) {
      if (count <= 0) return []
      const jobs = (await boss.fetch<RunJob>(RUN_QUEUE, { batchSize: count })) ?? []
      return jobs.map((job) => ({ id: job.id, data: job.data }))
    },
    async complete(ids) {
      if (ids.length > 0) await boss.complete(RUN_QUEUE, ids)
    },
    async stop() {
      await boss.stop({ graceful: false, wait: true, close: true })
    },
  }
}
