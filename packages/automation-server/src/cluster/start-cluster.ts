import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { createCachedRunStore, type RunStore, type SqlClient } from 'automation-core'
import type { RunManager, RunManagerOptions } from '../runs/run-manager'
import { createWebhookSender } from '../runs/run-manager'
import { announcedStore } from './announced-store'
import { createClusterRunManager } from './cluster-run-manager'
import { startLeaseSweeper } from './lease-sweeper'
import { CHANNELS, createPgListener } from './pg-listener'
import { createEventTable } from './run-events'
import { createRunJobs } from './run-jobs'
import { createRunLeases } from './run-leases'
import { createRunSettler } from './run-settler'
import { startRunWorker } from './run-worker'

export interface ClusterOptions {
  url: string
  db: SqlClient
  /** The SQL run store on the shared database; the node reads it through a cache NOTIFY keeps right. */
  runStore: RunStore
  /** Whether this process runs runs (serve, worker) or only answers the API (serve --no-worker). */
  worker: boolean
  concurrency: number
  /** Runs at once of one API key across every worker. @default no limit */
  perKey?: number
  leaseMs: number
  node?: string
  /** Seals proxy credentials in the queue; the same on every node. */
  secret: string
  manager: Omit<RunManagerOptions, 'queue' | 'store'>
  /** The URLs of a run made from the origin its client used. */
  links: {
    streamingUrl: (runId: string, origin?: string) => string | null
    controlUrl: (runId: string, origin?: string) => string | null
    screenshotUrl: (runId: string, step: number, origin?: string) => string | undefined
  }
  /** Test knobs. */
  pollMs?: number
}

/**
 * A node of a deployment on one PostgreSQL: runs queued on pg-boss, taken by the workers of
 * any node, leased while they run, their events in a table every node streams from.
 */
export async function startCluster(
  options: ClusterOptions,
): Promise<{ runs: RunManager; store: RunStore; close(graceMs: number): Promise<void> }> {
  const { db, manager } = options
  const log = manager.log ?? (() => {})
  const node = options.node ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
  const notify = async (channel: string, payload: string) => {
    await db.query('SELECT pg_notify($1, $2)', [channel, payload])
  }
  // reads from a cache (clients poll runs), writes announced to every node, which forget their copy
  const store = createCachedRunStore(announcedStore(options.runStore, notify))
  const events = await createEventTable(db)
  const leases = await createRunLeases(db)
  const webhooks = createWebhookSender(manager)
  const settler = await createRunSettler({ db, store, events, holder: node, send: webhooks.send })
  const jobs = await createRunJobs({
    url: options.url,
    expireSeconds: Math.max(2, Math.ceil(options.leaseMs / 1000)),
    countOpenRuns: async (owner) => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM runs WHERE owner IS NOT DISTINCT FROM $1 AND status IN ('PENDING', 'RUNNING')`,
        [owner],
      )
      return Number(rows[0]?.n ?? 0)
    },
    notify,
    lockWhile: (name, fn) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`automation:${name}`])
        await fn()
      }),
    log,
  })
  const listener = await createPgListener(options.url, log).catch(async (e: unknown) => {
    await jobs.stop().catch(() => {})
    throw e
  })
  listener.on(CHANNELS.runs, (runId) => store.forget(runId ?? undefined))
  const worker = options.worker
    ? startRunWorker({
        id: node,
        store,
        events,
        leases,
        jobs,
        listener,
        settler,
        concurrency: options.concurrency,
        perKey: options.perKey,
        leaseMs: options.leaseMs,
        secret: options.secret,
        log,
        pollMs: options.pollMs,
        runOptions: (origin) => ({
          pool: manager.pool,
          planner: manager.planner,
          allowPrivateNetwork: manager.allowPrivateNetwork,
          proxies: manager.proxies,
          heartbeatIntervalMs: manager.heartbeatIntervalMs,
          lookup: manager.lookup,
          artifacts: manager.artifacts,
          streamingUrl: (id) => options.links.streamingUrl(id, origin),
          controlUrl: (id) => options.links.controlUrl(id, origin),
          screenshotUrl: (id, step) => options.links.screenshotUrl(id, step, origin) ?? '',
        }),
      })
    : undefined
  const sweeper = startLeaseSweeper({
    store,
    leases,
    jobs,
    events,
    settler,
    everyMs: Math.max(250, Math.min(5000, Math.floor(options.leaseMs / 4))),
    log,
  })
  const runs = createClusterRunManager({
    ...manager,
    store,
    jobs,
    leases,
    events,
    listener,
    settler,
    secret: options.secret,
    node,
    worker,
  })
  return {
    runs,
    store,
    async close(graceMs) {
      await runs.drain(graceMs)
      sweeper.stop()
      await webhooks.settle(2000)
      await jobs.stop().catch(() => {})
      await listener.close()
    },
  }
}
