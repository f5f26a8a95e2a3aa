/**
 * Live view figures for `pnpm bench` (alone: `pnpm bench live`):
 * - what the screenshot kept after each step costs a run: runs of wait steps with screenshots
 *   on and off, alternated so that load weighs on both alike;
 * - one viewer of a run through the server's live stream on loopback: frames per second while
 *   the page changes, and the latency from the browser painting a frame to the viewer holding it;
 * - the CPU a watched run costs over the same run unwatched (browser processes and the server).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBrowserPool, createMemoryStore, measurePss, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'
import type { FixtureServer } from '../fixtures/server'
import { percentile } from './stats'

const STEPS = 8
const WINDOW_MS = 4000

export async function benchLive(site: FixtureServer): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  const pool = createBrowserPool({ concurrency: 2 })
  try {
    // ---- a step with and without its screenshot (runs of 8 short waits on the fixture shop)
    const perStep: Record<'on' | 'off', number[]> = { on: [], off: [] }
    for (let i = 0; i < 12; i++) {
      for (const screenshots of [true, false]) {
        const planner = createScriptedPlanner([
          ...Array.from({ length: STEPS - 1 }, (_, n) => ({
            purpose: `Wait ${n}`,
            actions: [{ type: 'wait' as const, for: 'time' as const, ms: 1 + n }],
          })),
          { purpose: 'Done', done: true, result: {} },
        ])
        const run = runAutomation(
          { url: site.url('/shop/laptops.html'), goal: 'bench', agent_config: { screenshots } },
          { pool, planner, store: createMemoryStore(), allowPrivateNetwork: true },
        )
        let started = 0
        for await (const e of run) if (e.type === 'PROGRESS' && e.step === 1) started = performance.now()
        const final = await run.finished
        if (final.status !== 'COMPLETED') throw new Error(`bench run ended ${final.status}`)
        perStep[screenshots ? 'on' : 'off'].push((performance.now() - started) / (STEPS - 1))
      }
    }
    results.run_step_screenshots_on_p50_ms = percentile(perStep.on.slice(2), 50)
    results.run_step_screenshots_off_p50_ms = percentile(perStep.off.slice(2), 50)
  } finally {
    await pool.close()
  }

  // ---- one viewer through the server, on the board whose counter changes every frame
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'))
  const serverPool = createBrowserPool({ concurrency: 2 })
  let stop = false
  const planner = createScriptedPlanner(
    Array.from(
      { length: 1000 },
      (_, i) => () =>
        stop
          ? { purpose: 'Done', done: true, result: {} }
          : {
              purpose: `Watch ${i}`,
              actions: [{ type: 'wait' as const, for: 'time' as const, ms: 300 + (i % 7) }],
            },
    ),
  )
  const server = await createAutomationServer(
    loadConfig(
      { port: '0', 'data-dir': dataDir, 'allow-private-network': true },
      { AUTOMATION_RATE_LIMIT_PER_SECOND: '0' },
    ),
    { planner, pool: serverPool, log: () => {} },
  )
  try {
    const base = await server.listen()
    const { key } = await server.keys.create({ name: 'bench' })
    const headers = { 'x-api-key': key, 'content-type': 'application/json' }
    // a page that paints every frame (the worst case), then one that stays still between steps
    for (const [name, path] of [
      ['animated', '/live/'],
      ['still', '/live/?still'],
    ] as const) {
      const figures = await watchOneRun(base, headers, site.url(path), serverPool.pids)
      for (const [metric, value] of Object.entries(figures)) results[`live_${name}_${metric}`] = value
    }
  } finally {
    stop = true
    await server.close(2000)
    await serverPool.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}

/**
 * Starts a run on `url`, measures CPU and memory for a while unwatched, then with one viewer of
 * its live stream (frames per second, paint-to-viewer latency, frame size), then cancels it.
 */
async function watchOneRun(
  base: string,
  headers: Record<string, string>,
  url: string,
  pids: () => number[],
): Promise<Record<string, number>> {
  const started = await fetch(`${base}/v1/automation/run-async`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url, goal: 'watch the board', agent_config: { screenshots: false } }),
  })
  const { run_id: runId } = (await started.json()) as { run_id: string }
  let streamingUrl: string | null = null
  while (!streamingUrl) {
    await new Promise((r) => setTimeout(r, 50))
    const run = (await (await fetch(`${base}/v1/runs/${runId}`, { headers })).json()) as {
      streaming_url: string | null
    }
    streamingUrl = run.streaming_url
  }
  await new Promise((r) => setTimeout(r, 1000))
  const unwatched = await cpuOver(pids(), WINDOW_MS)
  const pssUnwatched = await measurePss(pids())

  const viewer = new AbortController()
  const frames: Array<{ received: number; painted: number; bytes: number }> = []
  const reading = readFrames(streamingUrl.replace('?', '/stream?'), viewer.signal, (f) => frames.push(f))
  await new Promise((r) => setTimeout(r, 1000))
  const firstCounted = frames.length
  const watched = await cpuOver(pids(), WINDOW_MS)
  const counted = frames.slice(firstCounted)
  const pssWatched = await measurePss(pids())
  viewer.abort()
  await reading.catch(() => {})
  await fetch(`${base}/v1/runs/${runId}/cancel`, { method: 'POST', headers })

  const latency = counted.map((f) => f.received - f.painted)
  return {
    frames_per_s: Math.round((counted.length / (WINDOW_MS / 1000)) * 10) / 10,
    // a page that does not change sends no frame: nothing to time
    ...(counted.length > 0
      ? {
          frame_latency_p50_ms: percentile(latency, 50),
          frame_latency_p95_ms: percentile(latency, 95),
          frame_kb_p50: percentile(
            counted.map((f) => f.bytes / 1024),
            50,
          ),
        }
      : {}),
    cpu_unwatched_pct: unwatched,
    cpu_watched_pct: watched,
    cpu_overhead_pct: Math.round((watched - unwatched) * 10) / 10,
    memory_watched_extra_mb: Math.round((pssWatched - pssUnwatched) / 1048576),
  }
}

/** Reads the live stream's frames until aborted; `painted` is the browser's time of the frame. */
async function readFrames(
  url: string,
  signal: AbortSignal,
  onFrame: (frame: { received: number; painted: number; bytes: number }) => void,
): Promise<void> {
  const response = await fetch(url, { signal })
  if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`)
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const message = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      if (!message.startsWith('event: frame\n')) continue
      const frame = JSON.parse(message.slice(message.indexOf('data: ') + 6)) as { at: number; data: string }
      onFrame({ received: Date.now(), painted: frame.at, bytes: (frame.data.length * 3) / 4 })
    }
  }
}

/**
 * CPU used over `ms` by the browser processes `pids` and this process (the server), as a
 * percentage of one core.
 */
async function cpuOver(pids: number[], ms: number): Promise<number> {
  const ticks = () => pids.reduce((sum, pid) => sum + processTicks(pid), 0)
  const browser0 = ticks()
  const own0 = process.cpuUsage()
  const t0 = performance.now()
  await new Promise((r) => setTimeout(r, ms))
  const elapsed = performance.now() - t0
  const own = process.cpuUsage(own0)
  const browserMs = (ticks() - browser0) * 10 // USER_HZ is 100 on Linux
  const ownMs = (own.user + own.system) / 1000
  return Math.round(((browserMs + ownMs) / elapsed) * 1000) / 10
}

/** utime + stime of a process, in clock ticks; 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}
