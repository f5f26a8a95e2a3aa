import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPostgres } from 'automation-core'
import type { FixtureServer } from '../fixtures/server'
import { createTestDatabase, postgresReachable } from '../helpers/postgres'
import { newApiKey } from '../server/helpers'

const NODE_SCRIPT = fileURLToPath(new URL('../server/cluster-node.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Runs per throughput measurement, and how many each worker runs at once. */
const RUNS = 100
const CONCURRENCY = 5

/**
 * `pnpm bench cluster`: nodes as separate processes on the machine's PostgreSQL (one API node
 * and workers, the scripted planner in place of a model): runs per minute through one worker
 * and through two, and the time from a worker's kill -9 to its runs being settled, at the
 * default lease (30 s).
 */
export async function benchCluster(site: FixtureServer): Promise<Record<string, number>> {
  const reachable = await postgresReachable()
  if (reachable !== true) {
    console.warn(`skipping the cluster figures: ${reachable}`)
    return {}
  }
  const results: Record<string, number> = {}
  // the baseline: one process on the embedded store, as many runs at once as one worker
  const single = await startCluster(0)
  try {
    results.cluster_runs_per_min_one_process_embedded = await throughput(single, site)
  } finally {
    await single.stop()
  }
  for (const workers of [1, 2]) {
    const cluster = await startCluster(workers)
    try {
      results[`cluster_runs_per_min_${workers}_worker${workers > 1 ? 's' : ''}`] = await throughput(
        cluster,
        site,
      )
    } finally {
      await cluster.stop()
    }
  }
  const cluster = await startCluster(2)
  try {
    results.cluster_worker_death_to_settled_s = await deathToSettled(cluster, site)
    results.cluster_lease_s = 30
  } finally {
    await cluster.stop()
  }
  return results
}

interface Cluster {
  api: string
  key: string
  db: Awaited<ReturnType<typeof openPostgres>>
  workers: ChildProcess[]
  stop(): Promise<void>
}

/** An API node and `workers` workers on a database of their own; with 0, one `serve` process on the embedded store. */
async function startCluster(workers: number): Promise<Cluster> {
  const database = await createTestDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'))
  const key = newApiKey()
  const children: ChildProcess[] = []
  const start = (role: 'api' | 'worker' | 'all', name: string) =>
    new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=automation-source', '--import', 'tsx', NODE_SCRIPT, role],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...(role === 'all'
              ? { AUTOMATION_DATA_DIR: dataDir }
              : { AUTOMATION_DATABASE_URL: database.url }),
            AUTOMATION_API_KEYS: key,
            AUTOMATION_NODE_NAME: name,
            AUTOMATION_CONCURRENCY: String(CONCURRENCY),
          },
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      )
      children.push(child)
      child.stdout?.on('data', (d: Buffer) => {
        const ready = /READY (\S*)/.exec(d.toString())
        if (ready) resolve({ child, url: ready[1] ?? '' })
      })
      child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)))
    })
  const api = await start(workers === 0 ? 'all' : 'api', 'api')
  const started = await Promise.all(
    Array.from({ length: workers }, (_, i) => start('worker', `worker-${i + 1}`)),
  )
  const db = await openPostgres({ url: database.url })
  return {
    api: api.url,
    key,
    db,
    workers: workers === 0 ? [api.child] : started.map((s) => s.child),
    async stop() {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await Promise.all(
        children.map((c) =>
          c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined,
        ),
      )
      await db.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const submit = async (cluster: Cluster, body: unknown): Promise<string> => {
  const response = await fetch(`${cluster.api}/v1/automation/run-async`, {
    method: 'POST',
    headers: { 'x-api-key': cluster.key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await response.json()) as { run_id: string }).run_id
}

/** How many runs are not over yet (asked through the API: the embedded store has no other door). */
const openRuns = async (cluster: Cluster): Promise<number> => {
  let open = 0
  for (const status of ['PENDING', 'RUNNING']) {
    const response = await fetch(`${cluster.api}/v1/runs?status=${status}&limit=1`, {
      headers: { 'x-api-key': cluster.key },
    })
    open += ((await response.json()) as { pagination: { total: number } }).pagination.total
  }
  return open
}

/** How many of `ids` are not over yet. */
const openOf = async (cluster: Cluster, ids: string[]): Promise<number> => {
  const { rows } = await cluster.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM runs WHERE run_id = ANY($1) AND status IN ('PENDING', 'RUNNING')",
    [ids],
  )
  return Number(rows[0]?.n)
}

/** Runs per minute: RUNS short runs (three steps on a fixture page) sent at once, until the last ends. */
async function throughput(cluster: Cluster, site: FixtureServer): Promise<number> {
  // a first round warms the workers' browsers
  await Promise.all(
    Array.from({ length: CONCURRENCY * cluster.workers.length }, () =>
      submit(cluster, { url: site.url('/news/'), goal: 'Title steps=1' }),
    ),
  )
  while ((await openRuns(cluster)) > 0) await new Promise((r) => setTimeout(r, 200))
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: RUNS }, () => submit(cluster, { url: site.url('/news/'), goal: 'Title steps=3' })),
  )
  while ((await openRuns(cluster)) > 0) await new Promise((r) => setTimeout(r, 100))
  return Math.round((RUNS / (performance.now() - t0)) * 60_000)
}

/** Seconds from the kill -9 of a worker running runs until the last of them is settled. */
async function deathToSettled(cluster: Cluster, site: FixtureServer): Promise<number> {
  const ids = await Promise.all(
    Array.from({ length: 2 * CONCURRENCY }, () =>
      submit(cluster, { url: site.url('/news/'), goal: 'Title steps=400 delay=200' }),
    ),
  )
  const heldBy = async () =>
    (
      await cluster.db.query<{ run_id: string }>(
        `SELECT l.run_id FROM run_leases l JOIN runs r USING (run_id)
         WHERE l.holder = 'worker-2' AND r.status = 'RUNNING'`,
      )
    ).rows.map((r) => r.run_id)
  let victims: string[] = []
  while (victims.length < 2) {
    await new Promise((r) => setTimeout(r, 200))
    victims = await heldBy()
  }
  cluster.workers[1]?.kill('SIGKILL')
  const killed = performance.now()
  while ((await openOf(cluster, victims)) > 0) await new Promise((r) => setTimeout(r, 100))
  const settled = (performance.now() - killed) / 1000
  // the survivors' long runs are not part of the figure
  for (const id of ids)
    await fetch(`${cluster.api}/v1/runs/${id}/cancel`, {
      method: 'POST',
      headers: { 'x-api-key': cluster.key },
    })
  return Math.round(settled * 10) / 10
}
