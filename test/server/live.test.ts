import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findChromium, type Planner } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  type ErrorAnswer,
  openSse,
  sleep,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/**
 * The live view, as a person uses it: a real browser opens the run's streaming_url (or a
 * control URL) on a real server, and watches, clicks and types.
 */

let site: FixtureServer
let t: TestServer
let browser: Browser
let clockOffset = 0

/**
 * `steps=N` waits N steps of `wait=MS` each, then finishes with what the page says. The planner
 * never looks at the live view: a person's input shows in what it reads next.
 */
function boardPlanner(): Planner {
  return {
    name: 'board',
    next(input, signal) {
      const steps = Number(/steps=(\d+)/.exec(input.goal)?.[1] ?? 1)
      const ms = Number(/wait=(\d+)/.exec(input.goal)?.[1] ?? 200)
      const decision =
        input.step < steps
          ? {
              purpose: `Look at the board (${input.step})`,
              actions: [{ type: 'wait' as const, for: 'time' as const, ms: ms + input.step }],
            }
          : { purpose: 'Report the board', done: true, result: { page: input.observation.text } }
      return createScriptedPlanner([decision]).next(input, signal)
    },
  }
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([
    startFixtureServer(),
    chromium.launch({ executablePath: findChromium() }),
  ])
  t = await startTestServer({ parts: { planner: boardPlanner(), now: () => Date.now() + clockOffset } })
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  await site?.close()
})

async function viewer(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  await page.goto(url)
  return page
}
const frames = async (page: Page) => Number((await page.locator('#live').getAttribute('data-frames')) ?? 0)
const runOf = async (runId: string) => (await t.api<ApiRun>(`/v1/runs/${runId}`)).body

describe('streaming_url', () => {
  it('is set while the run runs, follows STARTED on the stream, and shows the browser live', async () => {
    const sse = openSse(`${t.url}/v1/automation/run-sse`, {
      key: t.key,
      method: 'POST',
      body: { url: site.url('/live/'), goal: 'steps=14 wait=250' },
    })
    const urlEvent = await sse.next((m) => m.event.type === 'STREAMING_URL')
    const types = sse.messages.map((m) => m.event.type)
    expect(types.slice(0, 2)).toEqual(['STARTED', 'STREAMING_URL'])
    const streamingUrl = urlEvent.event.streamingUrl as string
    expect(urlEvent.event.streaming_url).toBe(streamingUrl)
    expect(streamingUrl).toMatch(new RegExp(`^${t.url}/live/${urlEvent.event.run_id}\\?token=view\\.`))
    // the URL is a capability of its own: no API key in it
    expect(streamingUrl).not.toContain(t.key)
    const runId = urlEvent.event.run_id as string
    const running = await runOf(runId)
    expect(running).toMatchObject({ status: 'RUNNING', streaming_url: streamingUrl })
    const listed = await t.api<{ data: ApiRun[] }>('/v1/runs?status=RUNNING')
    expect(listed.body.data.find((r) => r.run_id === runId)?.streaming_url).toBe(streamingUrl)

    const page = await viewer(streamingUrl)
    await expect.poll(() => page.locator('#status').textContent()).toBe('RUNNING')
    // the board's counter changes every frame: the picture keeps changing
    const before = await waitFor('a first frame', () => frames(page))
    await sleep(1000)
    const perSecond = (await frames(page)) - before
    expect(perSecond).toBeGreaterThanOrEqual(10)
    await expect.poll(() => page.locator('#steps li').count()).toBeGreaterThan(0)
    expect(await page.locator('#done').count()).toBe(0)
    await page.screenshot({ path: `${process.env.LIVE_SHOTS ?? '/tmp'}/live-running.png` })

    await sse.next((m) => m.event.type === 'COMPLETE')
    sse.close()
    // after the end the page shows the result, and the picture stays
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 10_000 }).toBe('COMPLETED')
    await expect.poll(() => page.locator('#result-json').textContent()).toContain('Live board')
    expect(await page.locator('#screen').getAttribute('src')).toMatch(/^blob:/)
    await page.screenshot({ path: `${process.env.LIVE_SHOTS ?? '/tmp'}/live-finished.png` })
    await page.context().close()

    // opened after the end (nothing in memory but the kept screenshot), it still shows both
    const late = await viewer(streamingUrl)
    await expect.poll(() => late.locator('#status').textContent()).toBe('COMPLETED')
    await waitFor('the last picture', () => frames(late))
    await late.context().close()
  })

  it('serves the live page with a strict CSP and no referrer', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=1' })
    const run = await waitForRun(t.api, runId)
    const response = await fetch(run.streaming_url as string)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await response.text()).not.toMatch(/<script>|\son\w+="/)
  })
})

describe('live URLs are capabilities', () => {
  it('a view URL cannot control, nor be turned into a control URL or another run', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=30 wait=200' })
    const run = await waitFor('streaming_url', async () => (await runOf(runId)).streaming_url)
    const token = new URL(run).searchParams.get('token') as string
    const input = (id: string, tok: string) =>
      fetch(`${t.url}/live/${id}/input?token=${encodeURIComponent(tok)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'key', key: 'Tab' }),
      })
    const viewAttempt = await input(runId, token)
    expect(viewAttempt.status).toBe(403)
    expect(((await viewAttempt.json()) as ErrorAnswer).error.message).toMatch(/watch the run, not control it/)
    // rewriting the kind breaks the signature
    expect((await input(runId, token.replace(/^view\./, 'control.'))).status).toBe(403)
    expect((await fetch(`${t.url}/live/${runId}/done?token=${token}`, { method: 'POST' })).status).toBe(403)
    // another run's page with this token
    const other = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=1' })
    expect((await fetch(`${t.url}/live/${other}?token=${token}`)).status).toBe(403)
    expect((await fetch(`${t.url}/live/${other}/stream?token=${token}`)).status).toBe(403)
    // no token at all
    expect((await fetch(`${t.url}/live/${runId}`)).status).toBe(403)
    await t.api(`/v1/runs/${runId}/cancel`, { method: 'POST' })
  })

  it('an expired URL is refused with a page that says so', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=1' })
    const run = await waitForRun(t.api, runId)
    clockOffset = 86_400_000 + 1000
    try {
      const page = await viewer(run.streaming_url as string)
      expect(await page.locator('h1').textContent()).toBe('Live view refused')
      expect(await page.locator('main').textContent()).toContain('expired')
      await page.context().close()
      expect((await fetch(`${(run.streaming_url as string).replace('?', '/stream?')}`)).status).toBe(403)
    } finally {
      clockOffset = 0
    }
  })

  it("only the run's owner mints control URLs and sees step screenshots", async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=2 wait=50' })
    const run = await waitForRun(t.api, runId)
    const other = await t.newKey('stranger')
    expect((await t.api(`/v1/runs/${runId}/live`, { body: { control: true }, key: other })).status).toBe(403)
    expect((await t.api(`/v1/runs/${runId}/live`, { body: { control: true }, key: null })).status).toBe(401)
    expect((await t.api(`/v1/runs/${runId}/live`, { body: { control: 'yes' } })).status).toBe(400)

    expect(run.steps).toHaveLength(2)
    const shot = run.steps[0]?.screenshot_url as string
    expect(shot).toBe(`${t.url}/v1/runs/${runId}/steps/1/screenshot`)
    const mine = await fetch(shot, { headers: { 'x-api-key': t.key } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    const bytes = new Uint8Array(await mine.arrayBuffer())
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
    expect(bytes.byteLength).toBeLessThan(150_000)
    expect((await fetch(shot, { headers: { 'x-api-key': other } })).status).toBe(403)
    expect((await fetch(shot)).status).toBe(401)
    expect((await t.api(`/v1/runs/${runId}/steps/9/screenshot`)).status).toBe(404)
    // COMPAT: the pictures in the run itself, when asked
    const inline = await t.api<ApiRun>(`/v1/runs/${runId}?screenshots=base64`)
    expect(Buffer.from(inline.body.steps[0]?.screenshot ?? '', 'base64').equals(Buffer.from(bytes))).toBe(
      true,
    )
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.steps[0]?.screenshot).toBeUndefined()
    expect((await t.api(`/v1/runs/${runId}/steps/x/screenshot`)).status).toBe(400)
  })
})

describe('take control', () => {
  it('a person clicks and types in the page while the run waits, then hands it back', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=8 wait=300' })
    await waitForRun(t.api, runId, ['RUNNING'])
    const minted = await t.api<{ url: string; control: boolean; expires_at: string }>(
      `/v1/runs/${runId}/live`,
      {
        body: { control: true },
      },
    )
    expect(minted.status).toBe(200)
    expect(minted.body.control).toBe(true)
    expect(minted.body.url).toContain('token=control.')
    expect(Date.parse(minted.body.expires_at) - Date.now()).toBeLessThanOrEqual(900_000)

    const page = await viewer(minted.body.url)
    await page.locator('#held').waitFor({ state: 'visible' })
    await page.locator('#done').waitFor({ state: 'visible' })
    await waitFor('a frame', () => frames(page))
    // the run waits: no step is taken while the person has the controls
    const stepsHeld = (await runOf(runId)).steps.length
    await sleep(1200)
    expect((await runOf(runId)).steps.length).toBeLessThanOrEqual(stepsHeld + 1)

    // where the board's field and button are, in the run's 1280x720 viewport
    const layout = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await layout.goto(site.url('/live/?still'))
    const note = (await layout.locator('#note').boundingBox())!
    const add = (await layout.locator('#add').boundingBox())!
    await layout.close()
    const screen = (await page.locator('#screen').boundingBox())!
    const at = (box: { x: number; y: number; width: number; height: number }) => ({
      x: screen.x + ((box.x + box.width / 2) / 1280) * screen.width,
      y: screen.y + ((box.y + box.height / 2) / 720) * screen.height,
    })
    await page.mouse.click(at(note).x, at(note).y)
    await page.keyboard.type('Bring the ladder')
    await page.mouse.click(at(add).x, at(add).y)
    await page.screenshot({ path: `${process.env.LIVE_SHOTS ?? '/tmp'}/live-control.png` })
    await page.locator('#done').click()
    await page.locator('#done').waitFor({ state: 'hidden' })

    const final = await waitForRun(t.api, runId)
    expect(final.error).toBeNull()
    expect(final.status).toBe('COMPLETED')
    // what the person did is in the page the run read last
    expect(String(final.result?.page)).toContain('Bring the ladder')
    await page.context().close()
  })

  it('refuses input once the person handed the run back', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=20 wait=200' })
    await waitForRun(t.api, runId, ['RUNNING'])
    const { url } = (await t.api<{ url: string }>(`/v1/runs/${runId}/live`, { body: { control: true } })).body
    const token = new URL(url).searchParams.get('token') as string
    const r = await fetch(`${t.url}/live/${runId}/input?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'type', text: 'x' }),
    })
    // no control view is open: the run is not waiting for anyone
    expect(r.status).toBe(409)
    const bad = await fetch(`${t.url}/live/${runId}/input?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'eval', code: 'alert(1)' }),
    })
    expect(bad.status).toBe(400)
    await t.api(`/v1/runs/${runId}/cancel`, { method: 'POST' })
  })
})

describe('a page that needs a person', () => {
  it('pauses a human_in_the_loop run with a control URL; the person types the code and the run goes on', async () => {
    const sse = openSse(`${t.url}/v1/automation/run-sse`, {
      key: t.key,
      method: 'POST',
      body: {
        url: site.url('/live/verify.html'),
        goal: 'steps=1',
        agent_config: { human_in_the_loop: true, human_wait_seconds: 60 },
      },
    })
    const asked = await sse.next((m) => m.event.type === 'HUMAN_INPUT_NEEDED')
    const runId = asked.event.run_id as string
    expect(asked.event.reason).toMatch(/a two-factor code/)
    const controlUrl = asked.event.control_url as string
    expect(asked.event.controlUrl).toBe(controlUrl)
    expect(controlUrl).toContain(`/live/${runId}?token=control.`)
    await sleep(500)
    // it waits RUNNING, not failing, not looping
    expect((await runOf(runId)).status).toBe('RUNNING')

    const page = await viewer(controlUrl)
    await expect.poll(() => page.locator('#person').textContent()).toMatch(/needs a person/)
    await waitFor('a frame', () => frames(page))
    const layout = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await layout.goto(site.url('/live/verify.html'))
    const field = (await layout.locator('#code').boundingBox())!
    await layout.close()
    const screen = (await page.locator('#screen').boundingBox())!
    await page.mouse.click(
      screen.x + ((field.x + field.width / 2) / 1280) * screen.width,
      screen.y + ((field.y + field.height / 2) / 720) * screen.height,
    )
    await page.keyboard.type('123456')
    await page.keyboard.press('Enter')
    await page.screenshot({ path: `${process.env.LIVE_SHOTS ?? '/tmp'}/live-person.png` })
    await page.locator('#done').click()

    const complete = await sse.next((m) => m.event.type === 'COMPLETE')
    sse.close()
    expect(complete.event.status).toBe('COMPLETED')
    expect(String((complete.event.result as { page?: string }).page)).toContain('Welcome back')
    await page.context().close()
  })

  it('ends a run without human_in_the_loop at once with a failure naming what needs a person', async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/verify.html'), goal: 'steps=5' })
    const run = await waitForRun(t.api, runId)
    expect(run.status).toBe('COMPLETED')
    expect(run.result).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/needs a person \(a two-factor code\)/),
    })
    expect(run.num_of_steps).toBe(0)
  })
})

describe('traces', () => {
  it('records a Playwright trace when asked, for the owner only', async () => {
    const runId = await startAsync(t.api, {
      url: site.url('/live/?still'),
      goal: 'steps=2 wait=50',
      agent_config: { record_trace: true },
    })
    await waitForRun(t.api, runId)
    const trace = await fetch(`${t.url}/v1/runs/${runId}/trace`, { headers: { 'x-api-key': t.key } })
    expect(trace.status).toBe(200)
    expect(trace.headers.get('content-type')).toBe('application/zip')
    const zip = new Uint8Array(await trace.arrayBuffer())
    // a zip (PK\x03\x04) that holds the trace of the run's actions
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    expect(Buffer.from(zip).includes('trace.trace')).toBe(true)
    const other = await t.newKey('trace-stranger')
    expect((await fetch(`${t.url}/v1/runs/${runId}/trace`, { headers: { 'x-api-key': other } })).status).toBe(
      403,
    )

    const plain = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=1' })
    await waitForRun(t.api, plain)
    const none = await t.api<ErrorAnswer>(`/v1/runs/${plain}/trace`)
    expect(none.status).toBe(404)
    expect(none.body.error.message).toMatch(/record_trace/)
  })
})

describe('retention', () => {
  it('deletes screenshots and traces older than AUTOMATION_RETENTION_DAYS when the server starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'retention-'))
    const old = join(dataDir, 'artifacts', 'old-run')
    const recent = join(dataDir, 'artifacts', 'recent-run')
    await mkdir(old, { recursive: true })
    await mkdir(recent, { recursive: true })
    await writeFile(join(old, 'step-1.jpg'), 'old')
    await writeFile(join(recent, 'step-1.jpg'), 'recent')
    const longAgo = (Date.now() - 31 * 86_400_000) / 1000
    await utimes(old, longAgo, longAgo)
    const server = await startTestServer({ dataDir, config: { retentionDays: 30 } })
    try {
      await waitFor('the old run to go', async () => !(await exists(old)))
      expect(await exists(join(recent, 'step-1.jpg'))).toBe(true)
    } finally {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
