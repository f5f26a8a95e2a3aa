/**
 * Server figures for `pnpm bench`: GET /v1/runs/{id} throughput and p99 with autocannon (a
 * separate process, so it does not share the server's event loop) while 10 runs are active,
 * the time from POST /run-sse to the first event with a warm pool, and the event-loop delay
 * while 20 worst-case requests arrive at once (also alone: `pnpm bench worst-input`).
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { INPUT_LIMITS } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'
import type { FixtureServer } from '../fixtures/server'
import { createTestDatabase, postgresReachable } from '../helpers/postgres'
import { percentile } from './stats'

const exec = promisify(execFile)
const AUTOCANNON = fileURLToPath(new URL('../../node_modules/.bin/autocannon', import.meta.url))
const WORST_INPUT_CLIENT = fileURLToPath(new URL('./worst-input-client.ts', import.meta.url))

/**
 * A server for the bench on a fresh data directory (and, given `databaseUrl`, on that
 * PostgreSQL), with a key and a planner that keeps runs busy.
 */
async function startBenchServer(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const config = loadConfig(
    { port: '0', 'data-dir': dataDir, 'allow-private-network': true, 'database-url': databaseUrl },
    { AUTOMATION_RATE_LIMIT_PER_SECOND: '0', AUTOMATION_CONCURRENCY: '12' },
  )
  // The SSE runs finish at once; the busy runs stay active, waiting in steps of about 1 s
  // (each wait a little different, or the loop guard would end them) until the bench ends.
  let stop = false
  const planner = createScriptedPlanner(
    Array.from(
      { length: 10_000 },
      (_, i) => (input: { goal: string }) =>
        stop || input.goal === 'sse'
          ? { purpose: 'Done', done: true, result: {} }
          : {
              purpose: `Wait ${i}`,
              actions: [{ type: 'wait' as const, for: 'time' as const, ms: 1000 + (i % 50) }],
            },
    ),
  )
  const server = await createAutomationServer(config, { planner, log: () => {} })
  const url = await server.listen()
  const { key } = await server.keys.create({ name: 'bench' })
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  /** Starts 10 runs that stay active until the server closes; resolves once they run. */
  const startBusyRuns = async (site: FixtureServer) => {
    const ids: string[] = []
    for (let i = 0; i < 10; i++) {
      const answer = await post('/v1/automation/run-async', { url: site.url('/news/'), goal: `busy ${i}` })
      ids.push(((await answer.json()) as { run_id: string }).run_id)
    }
    await new Promise((r) => setTimeout(r, 1500))
    return ids
  }
  const close = async () => {
    stop = true
    await server.close(5000)
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { server, url, key, post, startBusyRuns, close }
}

export async function benchServer(site: FixtureServer): Promise<Record<string, number>> {
  const { server, url, key, post, startBusyRuns, close } = await startBenchServer()
  const results: Record<string, number> = {}
  try {
    // ---- request to first SSE event, warm pool: each request comes to an idle server whose
    // pool has its browser and spare context ready (the previous run finished 300 ms ago)
    const firstEvent: number[] = []
    for (let i = 0; i < 12; i++) {
      const t0 = performance.now()
      const response = await post('/v1/automation/run-sse', { url: site.url('/news/'), goal: 'sse' })
      const reader = response.body!.getReader()
      await reader.read()
      firstEvent.push(performance.now() - t0)
      while (!(await reader.read()).done) {}
      await new Promise((r) => setTimeout(r, 300))
    }
    results.sse_first_event_ms = percentile(firstEvent.slice(2), 50)

    // ---- 10 active runs, then hammer GET /v1/runs/{id}
    const ids = await startBusyRuns(site)
    Object.assign(results, await hammerGetRun(url, key, ids[0] as string, 'get_run'))
    results.active_runs_during_get_bench = server.runs.active

    // ---- event-loop delay while 20 worst-case-but-valid requests arrive at once
    Object.assign(results, await worstCaseInput(url, key, site))
  } finally {
    await close()
  }
  return results
}

/** autocannon, 10 connections for 8 s, on GET /v1/runs/{id}: throughput and latency as `<prefix>_*`. */
async function hammerGetRun(url: string, key: string, runId: string, prefix: string) {
  const { stdout } = await exec(
    AUTOCANNON,
    ['-c', '10', '-d', '8', '-j', '-H', `x-api-key=${key}`, `${url}/v1/runs/${runId}`],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as {
    requests: { average: number }
    latency: { p99: number; p50: number }
    non2xx: number
  }
  return {
    [`${prefix}_req_per_s`]: Math.round(report.requests.average),
    [`${prefix}_p50_ms`]: report.latency.p50,
    [`${prefix}_p99_ms`]: report.latency.p99,
    [`${prefix}_non_2xx`]: report.non2xx,
  }
}

/**
 * `pnpm bench postgres`: GET /v1/runs/{id} from a server on the machine's PostgreSQL (a database
 * of its own, dropped after), while 10 runs are active, then the same on the embedded store for
 * comparison on the same machine state. Reads come from a cache that every node's writes clear
 * (NOTIFY).
 */
export async function benchPostgres(site: FixtureServer): Promise<Record<string, number>> {
  const reachable = await postgresReachable()
  if (reachable !== true) {
    console.warn(`skipping the PostgreSQL figures: ${reachable}`)
    return {}
  }
  const database = await createTestDatabase()
  const results: Record<string, number> = {}
  try {
    const { url, key, startBusyRuns, close } = await startBenchServer(database.url)
    try {
      const ids = await startBusyRuns(site)
      Object.assign(results, await hammerGetRun(url, key, ids[0] as string, 'get_run_postgres'))
    } finally {
      await close()
    }
  } finally {
    await database.drop()
  }
  // the same on the embedded store, right after, so the two figures meet the same machine
  const embedded = await startBenchServer()
  try {
    const ids = await embedded.startBusyRuns(site)
    const figures = await hammerGetRun(
      embedded.url,
      embedded.key,
      ids[0] as string,
      'get_run_embedded_same_bench',
    )
    results.get_run_embedded_same_bench_req_per_s = figures.get_run_embedded_same_bench_req_per_s as number
    results.get_run_embedded_same_bench_p99_ms = figures.get_run_embedded_same_bench_p99_ms as number
  } finally {
    await embedded.close()
  }
  return results
}

/**
 * `pnpm bench worst-input`: the worst-case input section alone, under the same load as in the
 * whole bench (a server of its own with 10 active runs).
 */
export async function benchWorstInput(site: FixtureServer): Promise<Record<string, number>> {
  const { url, key, startBusyRuns, close } = await startBenchServer()
  try {
    await startBusyRuns(site)
    return await worstCaseInput(url, key, site)
  } finally {
    await close()
  }
}

/**
 * 20 requests at once, each as costly as the limits allow (see worst-input-client.ts), sent by
 * another process while this one, the server's, watches its event loop: the longest stall from
 * the moment they are sent until a second after the last answer (the runs start meanwhile) is
 * the figure.
 */
async function worstCaseInput(
  url: string,
  key: string,
  site: FixtureServer,
): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORST_INPUT_CLIENT], {
    env: {
      ...process.env,
      URL: url,
      KEY: key,
      SITE: site.url('/news/'),
      LIMITS: JSON.stringify(INPUT_LIMITS),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  await lines.next() // ready: the bodies are built
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  child.stdin.write('go\n')
  const answer = JSON.parse(String((await lines.next()).value)) as {
    statuses: number[]
    ms: number
    kb: number
  }
  await new Promise((r) => setTimeout(r, 1000))
  histogram.disable()
  return {
    worst_input_requests: answer.statuses.length,
    worst_input_accepted: answer.statuses.filter((s) => s === 200).length,
    worst_input_body_kb: Math.round(answer.kb),
    worst_input_all_answered_ms: Math.round(answer.ms),
    worst_input_event_loop_delay_max_ms: Math.round(histogram.max / 1e5) / 10,
    worst_input_event_loop_delay_p99_ms: Math.round(histogram.percentile(99) / 1e5) / 10,
  }
}
