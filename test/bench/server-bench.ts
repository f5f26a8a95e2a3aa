/**
 * Server figures for `pnpm bench`: GET /v1/runs/{id} throughput and p99 with autocannon (a
 * separate process, so it does not share the server's event loop) while 10 runs are active,
 * and the time from POST /run-sse to the first event with a warm pool.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createScriptedPlanner } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'
import type { FixtureServer } from '../fixtures/server'
import { percentile } from './stats'

const exec = promisify(execFile)
const AUTOCANNON = fileURLToPath(new URL('../../node_modules/.bin/autocannon', import.meta.url))

export async function benchServer(site: FixtureServer): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const config = loadConfig(
    { port: '0', 'data-dir': dataDir, 'allow-private-network': true },
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
    const ids: string[] = []
    for (let i = 0; i < 10; i++) {
      const r = (await (
        await post('/v1/automation/run-async', { url: site.url('/news/'), goal: `busy ${i}` })
      ).json()) as {
        run_id: string
      }
      ids.push(r.run_id)
    }
    await new Promise((r) => setTimeout(r, 1500))
    const { stdout } = await exec(
      AUTOCANNON,
      ['-c', '10', '-d', '8', '-j', '-H', `x-api-key=${key}`, `${url}/v1/runs/${ids[0]}`],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    const report = JSON.parse(stdout) as {
      requests: { average: number }
      latency: { p99: number; p50: number }
      non2xx: number
    }
    results.get_run_req_per_s = Math.round(report.requests.average)
    results.get_run_p50_ms = report.latency.p50
    results.get_run_p99_ms = report.latency.p99
    results.get_run_non_2xx = report.non2xx
    results.active_runs_during_get_bench = server.runs.active
  } finally {
    stop = true
    await server.close(5000)
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}
