/**
 * Server figures for `pnpm bench`: GET /v1/runs/{id} throughput and p99 with autocannon (a
 * separate process, so it does not share the server's event loop) while 10 runs are active,
 * and the time from POST /run-sse to the first event with a warm pool.
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

    // ---- event-loop delay while 20 worst-case-but-valid requests arrive at once
    Object.assign(results, await worstCaseInput(url, key, site))
  } finally {
    stop = true
    await server.close(5000)
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}

/**
 * 20 requests at once, each as costly as the limits allow: an output schema with the most
 * properties allowed (each request's its own, so none is compiled already), an ignored field nested 63
 * levels deep, and the rest of the 1 MB body in strings. They are sent by another process (a
 * client in this one would share the event loop it measures); the server's event loop (this
 * process) is watched meanwhile, and its longest stall is the figure.
 */
async function worstCaseInput(
  url: string,
  key: string,
  site: FixtureServer,
): Promise<Record<string, number>> {
  const client = `
    const bodies = Array.from({ length: 20 }, (_, n) => {
      const properties = Object.fromEntries(
        Array.from({ length: Number(process.env.PROPS) }, (_, i) => ['r' + n + '_field_' + i, { type: 'string', description: 'd'.repeat(10) }]),
      )
      let deep = 'x'
      for (let i = 0; i < 62; i++) deep = [deep]
      const body = { url: process.env.SITE, goal: 'sse', output_schema: { type: 'object', properties }, use_profile: deep, profile_id: [] }
      const room = 1024 * 1024 - 2048 - Buffer.byteLength(JSON.stringify(body))
      body.profile_id = Array.from({ length: Math.floor(room / 1010) }, () => 'p'.repeat(1000))
      return JSON.stringify(body)
    })
    process.stdout.write('ready\\n')
    process.stdin.once('data', async () => {
      const t0 = performance.now()
      const statuses = await Promise.all(bodies.map((body) =>
        fetch(process.env.URL + '/v1/automation/run-async', {
          method: 'POST', headers: { 'x-api-key': process.env.KEY, 'content-type': 'application/json' }, body,
        }).then(async (r) => { await r.arrayBuffer(); return r.status })))
      process.stdout.write(JSON.stringify({ statuses, ms: performance.now() - t0, kb: Buffer.byteLength(bodies[0]) / 1024 }) + '\\n')
      process.exit(0)
    })`
  const child = spawn(process.execPath, ['-e', client], {
    env: {
      ...process.env,
      URL: url,
      KEY: key,
      SITE: site.url('/news/'),
      PROPS: String(INPUT_LIMITS.schemaProperties),
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
