/**
 * `pnpm bench`: measures observe, step overhead, time to STARTED and memory per run in real
 * Chromium against the fixture sites, prints a table and writes test/bench/results.json
 * (one flat object of named metrics, units in the names).
 *
 * `pnpm bench <section>` runs one section alone (see SECTIONS) and merges its figures into
 * results.json, the others kept as they were.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  createBrowserPool,
  createMemoryStore,
  createPageController,
  measurePss,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { indexOf } from '../helpers/observation'
import { benchCluster } from './cluster-bench'
import { benchEgress } from './egress-bench'
import { firstContactFigures, goalSuiteFigures } from './goal-figures'
import { benchLive } from './live-bench'
import { benchModelRun } from './model-bench'
import { benchObserve, FIXTURE_PAGES, fixtureName } from './observe-bench'
import { benchPlanning } from './planner-bench'
import { benchPostgres, benchServer, benchWorstInput } from './server-bench'
import { percentile, timeIt } from './stats'

const TARGETS: Record<string, [number, '<=' | '>=']> = {
  observe_5k_p95_ms: [100, '<='],
  observe_20k_p95_ms: [400, '<='],
  observe_reports_80_cards_tokens: [935, '<='],
  observe_form_all_kinds_controls_named: [17, '>='],
  step_overhead_p50_ms: [100, '<='],
  time_to_started_ms: [50, '<='],
  memory_per_extra_run_mb: [70, '<='],
  get_run_req_per_s: [5000, '>='],
  get_run_p99_ms: [20, '<='],
  get_run_postgres_req_per_s: [5000, '>='],
  get_run_postgres_p99_ms: [20, '<='],
  cluster_worker_death_to_settled_s: [60, '<='],
  sse_first_event_ms: [50, '<='],
  worst_input_event_loop_delay_max_ms: [50, '<='],
  soak_pss_growth_200_to_end_pct: [5, '<='],
  goal_success_rate_pct: [90, '>='],
  goal_wrong: [0, '<='],
  planning_step_p95_ms: [5, '<='],
  live_animated_frames_per_s: [10, '>='],
  live_animated_frame_latency_p95_ms: [300, '<='],
}

/** The sections that can run alone, by the name `pnpm bench <section>` takes. */
const SECTIONS: Record<string, (site: FixtureServer) => Promise<Record<string, number>>> = {
  observe: async (site) => {
    const pool = createBrowserPool({ concurrency: 1 })
    try {
      return await benchObserve(site, pool)
    } finally {
      await pool.close()
    }
  },
  'worst-input': benchWorstInput,
  planning: benchPlanning,
  goals: async () => ({ ...(await firstContactFigures()), ...(await goalSuiteFigures()) }),
  live: benchLive,
  postgres: benchPostgres,
  cluster: benchCluster,
  model: benchModelRun,
}

const only = process.argv[2]
const section = only === undefined ? undefined : SECTIONS[only]
if (only !== undefined && !section) {
  console.error(`unknown section ${only}; the sections are: ${Object.keys(SECTIONS).join(', ')}`)
  process.exit(2)
}

// The headline: how the embedded planner did on each held-out round the first time it met it.
const results: Record<string, number> = await firstContactFigures()
const site = await startFixtureServer()
if (section) {
  try {
    Object.assign(results, await section(site))
  } finally {
    await site.close()
  }
  await report(results, true)
  process.exit(0)
}
const pool = createBrowserPool({ concurrency: 10 })

try {
  // ---- observe on generated pages
  Object.assign(results, await benchObserve(site, pool))

  // ---- observe on the fixture sites (their tokens are counted by benchObserve)
  for (const path of FIXTURE_PAGES) {
    const lease = await pool.acquire()
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url(path))
    const times = await timeIt(() => page.observe(), 10)
    results[`observe_fixture_${fixtureName(path)}_p50_ms`] = percentile(times, 50)
    await lease.release()
  }

  // ---- what `extract` saves a model: the shop's laptop cards as structured rows, against the
  // page text a model would otherwise read (and copy from) to get the same list
  {
    const lease = await pool.acquire()
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url('/shop/laptops.html'))
    const full = await page.observe({ tokenBudget: 100_000 })
    const outcome = await page.act({ type: 'extract', what: 'product cards' })
    const rows = (outcome.data as { items: Array<{ name?: string; price?: string }> }).items.map(
      ({ name, price }) => ({ name, price }),
    )
    results.shop_products_page_text_tokens = countTokens(full.text)
    results.shop_products_extract_tokens = countTokens(JSON.stringify(rows))
    results.shop_extract_token_saving_pct = Math.round(
      (1 - results.shop_products_extract_tokens / results.shop_products_page_text_tokens) * 100,
    )
    await lease.release()
  }

  // ---- step overhead: observe + act + settle for a click that does not navigate
  {
    const lease = await pool.acquire()
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url('/shop/laptops.html'))
    const times = await timeIt(async () => {
      const obs = await page.observe()
      const outcome = await page.act({ type: 'click', index: indexOf(obs, 'Add to cart') })
      if (!outcome.ok) throw new Error(`click failed: ${outcome.message}`)
    }, 20)
    results.step_overhead_p50_ms = percentile(times, 50)
    results.step_overhead_p95_ms = percentile(times, 95)
    await lease.release()
  }

  // ---- time to STARTED and to the first observation, warm pool
  {
    const started: number[] = []
    const firstObservation: number[] = []
    for (let i = 0; i < 12; i++) {
      let t0 = 0
      let observed = 0
      const planner = createScriptedPlanner([
        () => {
          observed = performance.now()
          return { purpose: 'Done', done: true, result: {} }
        },
      ])
      t0 = performance.now()
      const run = runAutomation(
        { url: site.url('/news/'), goal: 'bench' },
        { pool, planner, store: createMemoryStore(), allowPrivateNetwork: true },
      )
      for await (const event of run) {
        if (event.type === 'STARTED') started.push(performance.now() - t0)
      }
      firstObservation.push(observed - t0)
    }
    results.time_to_started_ms = percentile(started.slice(2), 50)
    results.time_to_first_observation_ms = percentile(firstObservation.slice(2), 50)
  }

  // ---- memory per extra concurrent run: summed PSS of the browser's processes
  {
    const leases = []
    const first = await pool.acquire()
    await createPageController(first.context, first.page).goto(site.url('/shop/laptops.html'))
    await new Promise((r) => setTimeout(r, 500))
    const base = await measurePss(pool.pids())
    const extra = 5
    for (let i = 0; i < extra; i++) {
      const lease = await pool.acquire()
      await createPageController(lease.context, lease.page).goto(site.url('/shop/laptops.html'))
      leases.push(lease)
    }
    await new Promise((r) => setTimeout(r, 500))
    const loaded = await measurePss(pool.pids())
    results.memory_browser_one_run_mb = Math.round(base / 1048576)
    results.memory_per_extra_run_mb = Math.round((loaded - base) / extra / 1048576)
    await Promise.all([first, ...leases].map((l) => l.release()))
  }
  // ---- skip_resources on the fixture shop, both profiles: a run that reads the front page (12
  // product images) and finishes, with and without images and fonts; on loopback as it is, and
  // with every image answered 150 ms late, as across the internet
  {
    const wan = await startFixtureServer({ assetDelayMs: 150 })
    try {
      for (const profile of ['lite', 'stealth'] as const) {
        for (const [label, server] of [
          ['loopback', site],
          ['wan150', wan],
        ] as const) {
          // with and without alternate run by run, so that load on the machine weighs on both alike
          const times: Record<'all' | 'skip', number[]> = { all: [], skip: [] }
          for (let i = 0; i < 20; i++) {
            for (const skip of [false, true]) {
              const planner = createScriptedPlanner([{ purpose: 'Done', done: true, result: {} }])
              const t0 = performance.now()
              await runAutomation(
                {
                  url: server.url(`/shop/?bench=${i}-${skip}`),
                  goal: 'bench',
                  browser_profile: profile,
                  agent_config: skip ? { skip_resources: ['image', 'font', 'media'] } : undefined,
                },
                { pool, planner, store: createMemoryStore(), allowPrivateNetwork: true },
              ).finished
              times[skip ? 'skip' : 'all'].push(performance.now() - t0)
            }
          }
          const p50 = { all: percentile(times.all.slice(3), 50), skip: percentile(times.skip.slice(3), 50) }
          results[`shop_run_${profile}_${label}_all_resources_p50_ms`] = p50.all
          results[`shop_run_${profile}_${label}_skip_resources_p50_ms`] = p50.skip
          const { all = 0, skip = 0 } = p50
          results[`shop_run_${profile}_${label}_skip_saving_pct`] =
            all > 0 ? Math.round((1 - skip / all) * 100) : 0
        }
      }
    } finally {
      await wan.close()
    }
  }

  await pool.close()
  // ---- the HTTP server (its own pool)
  Object.assign(results, await benchServer(site))
  Object.assign(results, await benchPostgres(site))
  // ---- the live view: a step's screenshot, one viewer's frames, latency and CPU
  Object.assign(results, await benchLive(site))
  // ---- what the egress gate costs a run (its own pool and site on a public address)
  Object.assign(results, await benchEgress())

  // ---- the goal suite of the embedded planner, through the real server (its own process)
  Object.assign(results, await goalSuiteFigures())
  // ---- what the embedded planner costs a step
  Object.assign(results, await benchPlanning(site))
  // ---- what a run with a model costs in tokens (the model mocked, counting what it is sent)
  Object.assign(results, await benchModelRun(site))
} finally {
  await pool.close()
  await site.close()
}

await report(results, false)

/** Writes results.json (merged into the figures already there when `merge`) and prints `results`. */
async function report(results: Record<string, number>, merge: boolean): Promise<void> {
  const out = fileURLToPath(new URL('./results.json', import.meta.url))
  const kept = merge
    ? (JSON.parse(await readFile(out, 'utf8').catch(() => '{}')) as Record<string, number>)
    : {}
  await writeFile(out, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`)
  const rows = Object.entries(results).map(([metric, value]) => {
    const target = TARGETS[metric]
    const verdict = target
      ? (target[1] === '<=' ? value <= target[0] : value >= target[0])
        ? 'ok'
        : 'MISSED'
      : ''
    return { metric, value, target: target ? `${target[1]} ${target[0]}` : '', verdict }
  })
  console.table(rows)
  console.log(`wrote ${out}`)
}
