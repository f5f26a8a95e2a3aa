import {
  AutomationError,
  type AutomationEvent,
  type BrowserPool,
  createBrowserPool,
  createMemoryStore,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'
import { indexOf, lastExtracted } from './helpers/observation'

let site: FixtureServer
let pool: BrowserPool

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 4 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})

async function collect(run: AsyncIterable<AutomationEvent>): Promise<AutomationEvent[]> {
  const events: AutomationEvent[] = []
  for await (const event of run) events.push(event)
  return events
}

describe('runAutomation end to end (scripted planner, real Chromium)', () => {
  it('navigates, extracts and completes with the result, telling each step', async () => {
    const planner = createScriptedPlanner([
      (input) => ({
        purpose: 'Open the Laptops category',
        actions: [{ type: 'click', index: indexOf(input.observation, 'Laptops') }],
      }),
      { purpose: 'Read the product cards', actions: [{ type: 'extract', what: 'product cards', limit: 3 }] },
      (input) => ({ purpose: 'Return the products', done: true, result: { products: lastExtracted(input) } }),
    ])
    const store = createMemoryStore()
    const run = runAutomation(
      { url: site.url('/shop/'), goal: 'Extract the first 3 laptops' },
      { planner, pool, store, allowPrivateNetwork: true },
    )
    const events = await collect(run)
    const final = await run.finished

    expect(events.map((e) => e.type)).toEqual([
      'STARTED',
      'PROGRESS',
      'PROGRESS',
      'PROGRESS',
      'PROGRESS',
      'COMPLETE',
    ])
    expect(events.filter((e) => e.type === 'PROGRESS').map((e) => e.purpose)).toEqual([
      `Opening ${site.url('/shop/')}`,
      'Open the Laptops category',
      'Read the product cards',
      'Return the products',
    ])
    const started = events[0]
    expect(started).toMatchObject({ type: 'STARTED', runId: run.runId, run_id: run.runId })
    for (const e of events) expect(Date.parse(e.timestamp)).not.toBeNaN()

    const complete = events.at(-1)
    expect(complete).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED', error: null, run_id: run.runId })
    const products = (final.result as { products: Array<{ name: string; price: string }> }).products
    expect(products).toHaveLength(3)
    for (const p of products) {
      expect(p.name).toBeTruthy()
      expect(p.price).toMatch(/\$\d/)
    }
    if (complete?.type === 'COMPLETE') expect(complete.resultJson).toEqual(final.result)

    expect(final.status).toBe('COMPLETED')
    expect(final.num_of_steps).toBe(3)
    expect(final.steps.map((s) => s.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED'])
    expect(final.steps[0]?.action).toMatch(/Open the Laptops category \(click \[\d+\]\)/)
    expect(await store.get(run.runId)).toMatchObject({ status: 'COMPLETED', result: final.result })
    expect(planner.calls[1]?.observation.url).toMatch(/laptops/)
  })

  it('acts inside a cross-origin iframe, a shadow root and past a cookie banner from the first look', async () => {
    const seen: string[] = []
    const clickThenReport = (label: string, expected: string) =>
      createScriptedPlanner([
        (input) => ({
          purpose: `Click ${label}`,
          actions: [{ type: 'click', index: indexOf(input.observation, label) }],
        }),
        (input) => {
          seen.push(input.observation.text)
          return { purpose: 'Report', done: true, result: { ok: input.observation.text.includes(expected) } }
        },
      ])
    const cases = [
      ['/iframe/', 'Accept offer', 'Offer accepted'],
      ['/shadow/', 'Buy now', 'Added to basket'],
      ['/cookie/', 'Accept all', 'Harbor City Herald'],
    ] as const
    for (const [path, label, expected] of cases) {
      const final = await runAutomation(
        { url: site.url(path), goal: `click ${label}` },
        { planner: clickThenReport(label, expected), pool, allowPrivateNetwork: true },
      ).finished
      expect(final.result, `${path}: ${seen.at(-1)}`).toEqual({ ok: true })
    }
    // once the banner is gone, the article links it covered are listed
    expect(seen.at(-1)).toMatch(/\[\d+\]Harbor Bridge reopens after two years of repairs/)
  })

  it('follows a link into a new tab and reads its table; waits for a late SPA', async () => {
    const report = createScriptedPlanner([
      (input) => ({
        purpose: 'Open the report',
        actions: [{ type: 'click', index: indexOf(input.observation, 'Open the report') }],
      }),
      { purpose: 'Read the table', actions: [{ type: 'extract', what: 'the table' }] },
      (input) => ({
        purpose: 'Return the rows',
        done: true,
        result: {
          tabs: input.observation.tabs.length,
          rows: lastExtracted(input),
        },
      }),
    ])
    const tabs = await runAutomation(
      { url: site.url('/tabs/'), goal: 'report' },
      { planner: report, pool, allowPrivateNetwork: true },
    ).finished
    expect(tabs.result?.tabs).toBe(2)
    expect(tabs.result?.rows).toHaveLength(4)
    expect(JSON.stringify(tabs.result?.rows)).toContain('$1,240,000')
    expect(report.calls[1]?.history[0]?.outcomes[0]?.message).toMatch(/new tab/)

    const spa = createScriptedPlanner([
      {
        purpose: 'Wait for the products',
        actions: [{ type: 'wait', for: 'text', text: 'Showing 8 of 24', ms: 5000 }],
      },
      { purpose: 'Read the products', actions: [{ type: 'extract', what: 'products', limit: 2 }] },
      (input) => ({
        purpose: 'Return',
        done: true,
        result: { products: lastExtracted(input) },
      }),
    ])
    const late = await runAutomation(
      { url: site.url('/spa/'), goal: 'spa' },
      { planner: spa, pool, allowPrivateNetwork: true },
    ).finished
    expect(late.result?.products).toEqual([
      expect.objectContaining({ name: 'Summit 40L Hiking Backpack', price: '$129.00' }),
      expect.anything(),
    ])
  })

  it('fills a multi-step form, sees its validation error, fixes it and submits', async () => {
    const form = createScriptedPlanner([
      (input) => ({
        purpose: 'Try Next with nothing filled',
        actions: [{ type: 'click', index: indexOf(input.observation, 'Next') }],
      }),
      (input) => ({
        purpose: 'Fill the details',
        actions: [
          { type: 'fill', index: indexOf(input.observation, 'label="Full name"'), text: 'Ada' },
          {
            type: 'fill',
            index: indexOf(input.observation, 'label="Email address"'),
            text: 'ada@example.com',
          },
          { type: 'click', index: indexOf(input.observation, 'Next') },
        ],
      }),
      (input) => ({
        purpose: 'Write the message and submit',
        actions: [
          { type: 'select', index: indexOf(input.observation, '<select'), value: 'Support' },
          { type: 'fill', index: indexOf(input.observation, '<textarea'), text: 'hello' },
          { type: 'check', index: indexOf(input.observation, 'checkbox'), checked: true },
          { type: 'click', index: indexOf(input.observation, 'Submit') },
        ],
      }),
      (input) => ({ purpose: 'Report', done: true, result: { page: input.observation.text } }),
    ])
    const final = await runAutomation(
      { url: site.url('/form/'), goal: 'contact' },
      { planner: form, pool, allowPrivateNetwork: true },
    ).finished
    expect(form.calls[1]?.observation.text).toMatch(/Please enter your name/)
    expect(String(final.result?.page)).toMatch(/Thank you, Ada! We received your message\./)
    expect(site.formSubmissions.at(-1)).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'hello',
    })
  })

  it('stores each state change before its event is sent', async () => {
    const store = createMemoryStore()
    const planner = createScriptedPlanner([{ purpose: 'Finish', done: true, result: { ok: true } }])
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { planner, pool, store, allowPrivateNetwork: true },
    )
    expect((await run.ready).status).toBe('PENDING')
    for await (const event of run) {
      const stored = await store.get(run.runId)
      if (event.type === 'STARTED') expect(stored?.status).toBe('RUNNING')
      if (event.type === 'COMPLETE') expect(stored?.status).toBe('COMPLETED')
    }
  })

  it('throws one INVALID_INPUT listing every problem before any browser starts', () => {
    let acquired = 0
    const countingPool = {
      ...pool,
      acquire: async () => {
        acquired++
        return pool.acquire()
      },
    }
    let error: unknown
    try {
      runAutomation({ url: 'ftp://x', goal: '', browser_profile: 'firefox' }, { pool: countingPool })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(AutomationError)
    expect((error as AutomationError).code).toBe('INVALID_INPUT')
    expect((error as AutomationError).data.details?.map((d) => d.field).sort()).toEqual([
      'browser_profile',
      'goal',
      'url',
    ])
    expect(acquired).toBe(0)
  })

  it('refuses loopback destinations unless private networks are allowed, without taking a browser', async () => {
    let acquired = 0
    const countingPool = {
      ...pool,
      acquire: () => {
        acquired++
        return pool.acquire()
      },
    }
    const https = runAutomation({ url: 'https://127.0.0.1:9/', goal: 'x' }, { pool: countingPool })
    const final = await https.finished
    expect(acquired).toBe(0)
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'AGENT_FAILURE', code: 'url_blocked' })
    expect(final.error?.message).toMatch(/127\.0\.0\.1/)
  })

  it('hands a failing action back to the planner as an observation, not a crash', async () => {
    const planner = createScriptedPlanner([
      { purpose: 'Click something that is not there', actions: [{ type: 'click', index: 9999 }] },
      (input) => ({
        purpose: 'Give up',
        done: true,
        result: { seen: input.history[0]?.outcomes[0]?.message ?? '' },
      }),
    ])
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { planner, pool, allowPrivateNetwork: true },
    )
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(planner.calls[1]?.history[0]?.outcomes[0]).toMatchObject({ ok: false })
    expect(String(final.result?.seen)).toMatch(/9999/)
    expect(final.steps[0]?.status).toBe('FAILED')
  })

  it('ends a loop of identical steps with a clear message', async () => {
    const scrollUp = {
      purpose: 'Scroll up',
      actions: [{ type: 'scroll' as const, direction: 'up' as const }],
    }
    const planner = createScriptedPlanner(Array.from({ length: 10 }, () => scrollUp))
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { planner, pool, allowPrivateNetwork: true, loopGuardRepeats: 3 },
    )
    const final = await run.finished
    expect(final.status).toBe('FAILED')
    expect(final.error?.message).toMatch(/repeated 3 times/)
    expect(final.error?.category).toBe('AGENT_FAILURE')
    // three steps, then the final call (which only a done answer ends well)
    expect(planner.calls).toHaveLength(4)
    expect(planner.calls[3]?.final).toMatch(/repeated 3 times/)
  })

  it('stops at max_steps and at max_duration_seconds', async () => {
    let n = 0
    const wander = () => ({
      purpose: `Wait ${++n}`,
      actions: [{ type: 'wait' as const, for: 'time' as const, ms: 50 + n }],
    })
    const steps = runAutomation(
      { url: site.url('/news/'), goal: 'x', agent_config: { max_steps: 2 } },
      {
        planner: createScriptedPlanner(Array.from({ length: 10 }, () => wander)),
        pool,
        allowPrivateNetwork: true,
      },
    )
    const bySteps = await steps.finished
    expect(bySteps.status).toBe('FAILED')
    expect(bySteps.error?.message).toMatch(/after 2 steps \(max_steps\)/)
    expect(bySteps.num_of_steps).toBe(2)

    const slow = () => ({
      purpose: `Wait ${++n}`,
      actions: [{ type: 'wait' as const, for: 'time' as const, ms: 400 + n }],
    })
    const timed = runAutomation(
      { url: site.url('/news/'), goal: 'x', agent_config: { max_duration_seconds: 1 } },
      {
        planner: createScriptedPlanner(Array.from({ length: 20 }, () => slow)),
        pool,
        allowPrivateNetwork: true,
      },
    )
    const byTime = await timed.finished
    expect(byTime.status).toBe('FAILED')
    expect(byTime.error?.message).toMatch(/max_duration_seconds/)
  })

  it('sends heartbeats while nothing else happens', async () => {
    const planner = createScriptedPlanner([
      async () => {
        await new Promise((r) => setTimeout(r, 450))
        return { purpose: 'Done thinking', done: true, result: {} }
      },
    ])
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { planner, pool, allowPrivateNetwork: true, heartbeatIntervalMs: 100 },
    )
    const events = await collect(run)
    expect(events.filter((e) => e.type === 'HEARTBEAT').length).toBeGreaterThanOrEqual(3)
    expect(events.at(-1)?.type).toBe('COMPLETE')
  })

  it('cancels through an AbortSignal within a second, closing the context', async () => {
    const controller = new AbortController()
    const planner = createScriptedPlanner([
      {
        purpose: 'Wait for text that never comes',
        actions: [{ type: 'wait', for: 'text', text: 'never', ms: 20_000 }],
      },
    ])
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'x' },
      { planner, pool, allowPrivateNetwork: true, signal: controller.signal },
    )
    for await (const event of run) {
      if (event.type === 'PROGRESS' && event.purpose.startsWith('Wait')) break
    }
    const t0 = Date.now()
    controller.abort()
    const final = await run.finished
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(final.status).toBe('CANCELLED')
    expect(run.events.at(-1)).toMatchObject({ type: 'COMPLETE', status: 'CANCELLED' })
    expect(pool.active).toBe(0)
  })

  it('ends FAILED with SYSTEM_FAILURE and retry_after when the site cannot be reached', async () => {
    const run = runAutomation(
      { url: 'http://127.0.0.1:9/', goal: 'x' },
      { planner: createScriptedPlanner([]), pool, allowPrivateNetwork: true },
    )
    const final = await run.finished
    expect(final.status).toBe('FAILED')
    expect(final.result).toBeNull()
    expect(final.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'navigation_failed' })
    expect(final.error?.retry_after).toBeGreaterThan(0)
    expect(final.error?.message).toMatch(/127\.0\.0\.1:9/)
  })

  it('ends FAILED with SYSTEM_FAILURE when the first page does not load in time', async () => {
    const final = await runAutomation(
      { url: site.url('/slow?ms=5000'), goal: 'x' },
      { planner: createScriptedPlanner([]), pool, allowPrivateNetwork: true, navigationTimeoutMs: 500 },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'navigation_failed' })
    expect(final.error?.message).toMatch(/500 ms/)
  })

  it('holds the result to output_schema: re-asks, then reports what still does not match', async () => {
    const schema = {
      type: 'object',
      properties: { title: { type: 'string' }, count: { type: 'number' } },
      required: ['title', 'count'],
    }
    const fixed = createScriptedPlanner([
      { purpose: 'Answer', done: true, result: { title: 'News' } },
      (input) => ({
        purpose: 'Answer again',
        done: true,
        result: { title: 'News', count: input.feedback ? 3 : 0 },
      }),
    ])
    const ok = await runAutomation(
      { url: site.url('/news/'), goal: 'x', output_schema: schema },
      { planner: fixed, pool, allowPrivateNetwork: true },
    ).finished
    expect(ok.result).toEqual({ title: 'News', count: 3 })
    expect(fixed.calls[1]?.feedback).toMatch(/count/)

    const stubborn = createScriptedPlanner(
      Array.from({ length: 5 }, () => ({ purpose: 'Answer', done: true, result: { title: 7 } })),
    )
    const reported = await runAutomation(
      { url: site.url('/news/'), goal: 'x', output_schema: schema },
      { planner: stubborn, pool, allowPrivateNetwork: true, outputSchemaRetries: 1 },
    ).finished
    expect(reported.status).toBe('COMPLETED')
    expect(stubborn.calls).toHaveLength(2)
    expect(reported.result?.schema_mismatches).toEqual(
      expect.arrayContaining([expect.stringMatching(/^title/), expect.stringMatching(/^count/)]),
    )
  })

  it('reports a goal-level failure inside the result, the run COMPLETED', async () => {
    const run = runAutomation(
      { url: site.url('/news/'), goal: 'Book a flight' },
      { pool, allowPrivateNetwork: true },
    )
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/AUTOMATION_PLANNER/),
    })
    expect(final.num_of_steps).toBe(1)
  })
})
