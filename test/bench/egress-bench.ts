/**
 * What the egress gate costs a run: the same short run (open a page with a few requests,
 * observe, finish) on a site at a public address of this machine, through the gate (default
 * policy) and directly (private networks allowed, no gate). Needs root to put the public
 * address on the loopback interface; without it the figures are left out.
 */
import { createBrowserPool, createLiteDriver, createMemoryStore, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { publicHostUnavailable, startPublicSite } from '../helpers/public-host'
import { percentile } from './stats'

const PAGE = `<title>Bench</title><h1>Bench</h1>
<link rel="stylesheet" href="/a.css"><script src="/a.js"></script><img src="/a.png" alt="">
<p>${'Some text. '.repeat(50)}</p>`

export async function benchEgress(): Promise<Record<string, number>> {
  const unavailable = publicHostUnavailable()
  if (unavailable) {
    console.warn(`egress bench skipped: ${unavailable}`)
    return {}
  }
  const site = await startPublicSite(
    (request, response) => {
      const type = request.url?.endsWith('.css')
        ? 'text/css'
        : request.url?.endsWith('.js')
          ? 'text/javascript'
          : 'text/html'
      response.writeHead(200, { 'content-type': type }).end(type === 'text/html' ? PAGE : '')
    },
    ['bench.test'],
  )
  const pool = createBrowserPool({
    concurrency: 2,
    drivers: { lite: createLiteDriver({ args: site.chromiumArgs }) },
  })
  const lookup = async (host: string) =>
    host === 'bench.test' ? [site.address] : Promise.reject(new Error('ENOTFOUND'))
  const times: Record<'gate' | 'direct', number[]> = { gate: [], direct: [] }
  try {
    for (let i = 0; i < 23; i++) {
      for (const mode of ['gate', 'direct'] as const) {
        const planner = createScriptedPlanner([{ purpose: 'Done', done: true, result: {} }])
        const t0 = performance.now()
        const run = await runAutomation(
          { url: site.url(`/?i=${i}`, 'bench.test'), goal: 'bench' },
          { pool, planner, store: createMemoryStore(), lookup, allowPrivateNetwork: mode === 'direct' },
        ).finished
        if (run.status !== 'COMPLETED')
          throw new Error(`egress bench run ${run.status}: ${run.error?.message}`)
        times[mode].push(performance.now() - t0)
      }
    }
  } finally {
    await pool.close()
    await site.close()
  }
  const gate = percentile(times.gate.slice(3), 50)
  const direct = percentile(times.direct.slice(3), 50)
  return {
    egress_run_through_gate_p50_ms: gate,
    egress_run_direct_p50_ms: direct,
    egress_gate_cost_p50_ms: Math.round((gate - direct) * 10) / 10,
  }
}
