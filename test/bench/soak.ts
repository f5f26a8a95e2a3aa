/**
 * `pnpm soak`: does memory stay flat over many runs? The real server (in this process, its
 * embedded store in a temporary directory) takes SOAK_RUNS runs (default 1,000) through
 * POST /v1/automation/run-async, 10 at a time, on a small fixture page; each run observes the
 * page once and finishes. The summed PSS of this process and of every browser process is read
 * (and each apart)
 * after run 200 and after the last run (each time once the runs are done and after a GC), and
 * written into test/bench/results.json as `soak_*` metrics. Target: the two within 5%.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBrowserPool, measurePss } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'
import { startFixtureServer } from '../fixtures/server'

const TOTAL = Number(process.env.SOAK_RUNS ?? 1000)
const CONCURRENCY = 10
const CHECKPOINTS = [...new Set([50, 200, 400, 600, 800, TOTAL])].filter((n) => n <= TOTAL)

const site = await startFixtureServer()
const dataDir = mkdtempSync(join(tmpdir(), 'soak-'))
const config = loadConfig(
  { port: '0', 'data-dir': dataDir, 'allow-private-network': true },
  { AUTOMATION_RATE_LIMIT_PER_SECOND: '0', AUTOMATION_CONCURRENCY: String(CONCURRENCY) },
)
const pool = createBrowserPool({ concurrency: CONCURRENCY })
const planner = createScriptedPlanner(
  Array.from({ length: TOTAL + 10 }, () => (input: { observation: { title: string } }) => ({
    purpose: 'Report the title',
    done: true,
    result: { title: input.observation.title },
  })),
)
const server = await createAutomationServer(config, { planner, pool, log: () => {} })
const url = await server.listen()
const { key } = await server.keys.create({ name: 'soak' })

async function startRun(i: number): Promise<string> {
  const response = await fetch(`${url}/v1/automation/run-async`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ url: site.url(`/news/?soak=${i}`), goal: `soak ${i}` }),
  })
  const body = (await response.json()) as { run_id?: string }
  if (!body.run_id) throw new Error(`run-async answered ${response.status}`)
  return body.run_id
}

async function waitDone(runId: string): Promise<string> {
  for (;;) {
    const response = await fetch(`${url}/v1/runs/${runId}`, { headers: { 'x-api-key': key } })
    const run = (await response.json()) as { status: string }
    if (run.status !== 'PENDING' && run.status !== 'RUNNING') return run.status
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** PSS (MB) of this process (the server) and of the browsers, after the runs settled and a GC. */
async function memory(): Promise<{ server: number; browsers: number }> {
  await new Promise((r) => setTimeout(r, 1500))
  ;(globalThis as { gc?: () => void }).gc?.()
  await new Promise((r) => setTimeout(r, 500))
  const mb = (bytes: number) => Math.round(bytes / 1048576)
  return { server: mb(await measurePss([process.pid])), browsers: mb(await measurePss(pool.pids())) }
}

const results: Record<string, number> = {}
const statuses = new Map<string, number>()
let started = 0
let done = 0
const t0 = performance.now()
try {
  for (const checkpoint of CHECKPOINTS) {
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (started < checkpoint) {
        const i = started++
        const status = await waitDone(await startRun(i))
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        done++
      }
    })
    await Promise.all(workers)
    const { server: serverMb, browsers } = await memory()
    const mb = serverMb + browsers
    results[`soak_pss_after_run_${checkpoint}_mb`] = mb
    results[`soak_server_pss_after_run_${checkpoint}_mb`] = serverMb
    results[`soak_browser_pss_after_run_${checkpoint}_mb`] = browsers
    console.log(
      `after run ${done}: ${mb} MB, server ${serverMb} + browsers ${browsers} (${Math.round((performance.now() - t0) / 1000)} s, ${[...statuses].map(([s, n]) => `${n} ${s}`).join(', ')})`,
    )
  }
  const at200 = results.soak_pss_after_run_200_mb ?? Number.NaN
  const atEnd = results[`soak_pss_after_run_${TOTAL}_mb`] ?? Number.NaN
  results.soak_runs = TOTAL
  results.soak_runs_completed = statuses.get('COMPLETED') ?? 0
  results.soak_pss_growth_200_to_end_pct = Math.round(((atEnd - at200) / at200) * 1000) / 10
} finally {
  await server.close(1000)
  await pool.close()
  await site.close()
  rmSync(dataDir, { recursive: true, force: true })
}

const out = fileURLToPath(new URL('./results.json', import.meta.url))
let previous: Record<string, number> = {}
try {
  previous = JSON.parse(readFileSync(out, 'utf8')) as Record<string, number>
} catch {
  // no bench yet
}
await writeFile(out, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`)
console.table(results)
const growth = results.soak_pss_growth_200_to_end_pct ?? Number.NaN
console.log(
  `PSS growth from run 200 to run ${TOTAL}: ${growth}% (target <= 5%): ${growth <= 5 ? 'ok' : 'MISSED'}`,
)
console.log(`wrote ${out}`)
