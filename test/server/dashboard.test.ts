import { findChromium, type Planner } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  apiClient,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/** The dashboard, used in a real browser: sign in, runs, a run's page, the API keys page. */

let site: FixtureServer
let t: TestServer
let browser: Browser
const SHOTS = process.env.LIVE_SHOTS ?? '/tmp'

/** `steps=N wait=MS`: N-1 waits, then the page's title. */
function planner(): Planner {
  return {
    name: 'board',
    next(input, signal) {
      const steps = Number(/steps=(\d+)/.exec(input.goal)?.[1] ?? 1)
      const ms = Number(/wait=(\d+)/.exec(input.goal)?.[1] ?? 100)
      const decision =
        input.step < steps
          ? {
              purpose: `Look around (${input.step})`,
              actions: [{ type: 'wait' as const, for: 'time' as const, ms: ms + input.step }],
            }
          : { purpose: 'Report the title', done: true, result: { title: input.observation.title } }
      return createScriptedPlanner([decision]).next(input, signal)
    },
  }
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([
    startFixtureServer(),
    chromium.launch({ executablePath: findChromium() }),
  ])
  t = await startTestServer({ parts: { planner: planner() } })
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  await site?.close()
})

async function signIn(key: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(t.url)
  await page.getByLabel('API key').fill(key)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${t.url}/runs`)
  return { context, page }
}

describe('signing in', () => {
  it('refuses a wrong key with a message, and keeps a right one in an HttpOnly, SameSite=Strict cookie', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(t.url)
    expect(await page.locator('h1').textContent()).toBe('Sign in')
    await page.getByLabel('API key').fill('wak_not_a_real_key')
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect(await page.getByRole('alert').textContent()).toMatch(/cannot sign in/)
    await page.screenshot({ path: `${SHOTS}/dash-sign-in.png` })

    await page.getByLabel('API key').fill(t.key)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${t.url}/runs`)
    // the key is in no URL, and the session is a cookie scripts cannot read
    expect(page.url()).not.toContain(t.key)
    const [cookie] = await context.cookies()
    expect(cookie).toMatchObject({ name: 'wa_session', httpOnly: true, sameSite: 'Strict' })
    expect(cookie?.value).not.toContain(t.key)
    expect(await page.evaluate(() => document.cookie)).toBe('')
    const response = await page.goto(`${t.url}/runs`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(`${t.url}/`)
    await page.goto(`${t.url}/runs`)
    expect(page.url()).toBe(`${t.url}/`)
    await context.close()
  })
})

describe('runs', () => {
  it('starts a run from the form, shows it live, and cancels it', async () => {
    const { context, page } = await signIn(t.key)
    await page.getByRole('link', { name: 'New run' }).click()
    await page.getByLabel('URL').fill(site.url('/live/'))
    await page.getByLabel('Goal').fill('steps=60 wait=300 watch the board')
    await page.screenshot({ path: `${SHOTS}/dash-new-run.png` })
    await page.getByRole('button', { name: 'Start run' }).click()
    await page.waitForURL(/\/runs\/[0-9a-f-]{36}$/)
    const runId = page.url().split('/').at(-1) as string
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.goal).toBe('steps=60 wait=300 watch the board')

    // once RUNNING the page shows the live view, whose picture keeps changing
    await waitFor('the run to be RUNNING', async () => {
      await page.reload()
      return (await page.locator('iframe.live').count()) > 0
    })
    const live = page.frameLocator('iframe.live')
    const frames = async () => Number((await live.locator('#live').getAttribute('data-frames')) ?? 0)
    const first = await waitFor('frames in the live view', frames)
    await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(first + 5)
    await page.screenshot({ path: `${SHOTS}/dash-run-live.png` })

    // the owner takes control from the run's page, then hands the run back
    await page.getByRole('button', { name: 'Take control' }).click()
    await page.waitForURL(/\/live\/.*token=control\./)
    expect(await page.locator('h1').textContent()).toMatch(/^Controlling run/)
    await page.locator('#held').waitFor({ state: 'visible' })
    await page.getByRole('button', { name: 'Done' }).click()
    await page.locator('#held').waitFor({ state: 'hidden' })
    await page.goto(`${t.url}/runs/${runId}`)

    await page.getByRole('button', { name: 'Cancel run' }).click()
    await page.waitForURL(`${t.url}/runs/${runId}`)
    await expect.poll(() => page.locator('h1 .status').textContent(), { timeout: 10_000 }).toBe('CANCELLED')
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.status).toBe('CANCELLED')
    await context.close()
  })

  it('lists, filters and searches the runs, with statuses that follow the runs', async () => {
    const done = await startAsync(t.api, {
      url: site.url('/live/?still'),
      goal: 'steps=2 wait=20 the quiet board',
    })
    await waitForRun(t.api, done)
    const { context, page } = await signIn(t.key)
    const slow = await startAsync(t.api, {
      url: site.url('/live/?still'),
      goal: 'steps=8 wait=250 a slower look',
    })
    await page.goto(`${t.url}/runs`)
    const row = page.locator(`tr[data-run="${slow}"]`)
    expect(await row.locator('.status').textContent()).toMatch(/PENDING|RUNNING/)
    // no reload: the list follows the run to its end
    await expect.poll(() => row.locator('.status').textContent(), { timeout: 20_000 }).toBe('COMPLETED')
    await page.screenshot({ path: `${SHOTS}/dash-runs.png` })

    await page.getByLabel('Goal contains').fill('QUIET board')
    await page.getByRole('button', { name: 'Filter' }).click()
    expect(await page.locator('tr[data-run]').count()).toBe(1)
    expect(await page.locator(`tr[data-run="${done}"]`).count()).toBe(1)
    await page.getByLabel('Goal contains').fill('')
    await page.getByLabel('Status').selectOption('CANCELLED')
    await page.getByRole('button', { name: 'Filter' }).click()
    const cancelled = await page.locator('tr[data-run] .status').allTextContents()
    expect(cancelled.length).toBeGreaterThan(0)
    expect(new Set(cancelled)).toEqual(new Set(['CANCELLED']))
    await context.close()
  })

  it("shows a finished run's steps with their screenshots, and its result", async () => {
    const runId = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=3 wait=20' })
    await waitForRun(t.api, runId)
    const { context, page } = await signIn(t.key)
    await page.goto(`${t.url}/runs/${runId}`)
    expect(await page.locator('ol.steps li').count()).toBe(3)
    const images = page.locator('ol.steps img')
    expect(await images.count()).toBe(3)
    await expect
      .poll(() => images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).naturalWidth > 100)))
      .toBe(true)
    expect(await page.locator('pre').textContent()).toContain('"title": "Live board"')
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0)
    await page.screenshot({ path: `${SHOTS}/dash-run-done.png`, fullPage: true })
    await context.close()
  })
})

describe('API keys page', () => {
  it('lets an admin create a key (shown once) and revoke it; the revoked key stops working', async () => {
    const { context, page } = await signIn(t.key)
    await page.getByRole('link', { name: 'API keys' }).click()
    await page.getByLabel('Name').fill('reporting job')
    await page.getByLabel(/Credits/).fill('25')
    await page.getByLabel(/Expires after/).fill('30')
    await page.getByRole('button', { name: 'Create key' }).click()
    const key = await page.getByLabel('New key').inputValue()
    expect(key).toMatch(/^wak_/)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy' }).click()
    await expect.poll(() => page.locator('[data-copied]').textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    await page.screenshot({ path: `${SHOTS}/dash-keys.png`, fullPage: true })
    const row = page.locator('tr', { hasText: 'reporting job' })
    expect(await row.locator('td').nth(4).textContent()).toBe('25')
    expect(await row.locator('td').nth(6).textContent()).toBe('active')
    // the new key works, and is shown once: a reload does not show it again
    expect((await t.api('/v1/runs', { key })).status).toBe(200)
    await page.goto(`${t.url}/keys`)
    expect(await page.getByLabel('New key').count()).toBe(0)
    expect(await page.content()).not.toContain(key)

    await page
      .locator('tr', { hasText: 'reporting job' })
      .getByRole('button', { name: /Revoke/ })
      .click()
    await page.waitForURL(`${t.url}/keys`)
    expect(await page.locator('tr', { hasText: 'reporting job' }).locator('td').nth(6).textContent()).toBe(
      'revoked',
    )
    await expect.poll(async () => (await t.api('/v1/runs', { key })).status).toBe(401)
    await context.close()
  })

  it('a key that is not an admin sees only its own runs and no keys page', async () => {
    const theirs = await startAsync(t.api, { url: site.url('/live/?still'), goal: 'steps=1 admin run' })
    await waitForRun(t.api, theirs)
    const other = await t.newKey('analyst')
    const mine = await startAsync(
      t.api,
      { url: site.url('/live/?still'), goal: 'steps=1 analyst run' },
      other,
    )
    await waitForRun(apiClient(t.url, other), mine)
    const { context, page } = await signIn(other)
    expect(await page.getByRole('link', { name: 'API keys' }).count()).toBe(0)
    const listed = await page
      .locator('tr[data-run]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-run')))
    expect(listed).toEqual([mine])
    const keysPage = await page.goto(`${t.url}/keys`)
    expect(keysPage?.status()).toBe(403)
    const runPage = await page.goto(`${t.url}/runs/${theirs}`)
    expect(runPage?.status()).toBe(404)
    expect(await page.content()).not.toContain('admin run')
    const shot = await page.goto(`${t.url}/runs/${theirs}/steps/1/screenshot`)
    expect(shot?.status()).toBe(404)
    await context.close()
  })

  it('refuses a form without its token or from another site', async () => {
    const runId = await startAsync(t.api, {
      url: site.url('/live/?still'),
      goal: 'steps=40 wait=200 keep going',
    })
    const { context, page } = await signIn(t.key)
    const post = (body: string, origin?: string) =>
      page.evaluate(
        async ([url, body, origin]) => {
          const r = await fetch(url as string, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(origin ? { 'x-origin-note': origin } : {}),
            },
            body: body as string,
          })
          return r.status
        },
        [`${t.url}/runs/${runId}/cancel`, body, origin],
      )
    expect(await post('')).toBe(403)
    expect(await post('csrf=forged')).toBe(403)
    // from another site: the browser sends that site as Origin (SameSite=Strict also drops the cookie)
    const cookie = (await context.cookies())[0]
    const forged = await fetch(`${t.url}/runs/${runId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: `${cookie?.name}=${cookie?.value}`,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'csrf=x',
    })
    expect(forged.status).toBe(403)
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.status).not.toBe('CANCELLED')
    await t.api(`/v1/runs/${runId}/cancel`, { method: 'POST' })
    await context.close()
  })
})
