import { type BrowserPool, createBrowserPool, createPageController, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personNeeded } from '../packages/automation-core/src/page/person-check'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

/** Pages only a person gets past (CAPTCHA, one-time codes, sign-in walls), and pages that only look like them. */

let site: FixtureServer
let pool: BrowserPool

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 1 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})

async function check(path: string) {
  const lease = await pool.acquire()
  try {
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url(path))
    return await personNeeded(lease.page)
  } finally {
    await lease.release()
  }
}

describe('what needs a person', () => {
  it.each([
    ['/live/verify.html', 'second_factor'],
    ['/live/captcha.html', 'captcha'],
    ['/live/sign-in.html', 'sign_in'],
  ])('%s needs a person: %s', async (path, kind) => {
    expect(await check(path)).toMatchObject({ kind })
  })

  it.each([
    // a card's security code is not a second factor
    '/carhire/checkout.html',
    '/bookshop/checkout.html',
    // an invisible reCAPTCHA v3 badge asks nothing of anyone
    '/live/badge.html',
    '/live/',
    '/shop/',
  ])('%s does not', async (path) => {
    expect(await check(path)).toBeNull()
  })
})

describe('a run that meets one, without human_in_the_loop', () => {
  it('ends at once, COMPLETED with a failure that says a person is needed and how to allow one', async () => {
    const planner = createScriptedPlanner([{ purpose: 'never asked', done: true, result: {} }])
    const run = runAutomation(
      { url: site.url('/live/captcha.html'), goal: 'Find the next ferry' },
      { pool, planner, allowPrivateNetwork: true },
    )
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      status: 'failure',
      reason: expect.stringMatching(/needs a person \(a CAPTCHA\).*human_in_the_loop/),
    })
    // the planner was never asked: no loop, no guess
    expect(planner.calls).toHaveLength(0)
  })

  it('goes on past a sign-in form: the planner decides (the goal may carry the password)', async () => {
    const planner = createScriptedPlanner([{ purpose: 'Report', done: true, result: { ok: true } }])
    const run = runAutomation(
      { url: site.url('/live/sign-in.html'), goal: 'Sign in with ada@example.com and password hunter2' },
      { pool, planner, allowPrivateNetwork: true },
    )
    expect((await run.finished).result).toEqual({ ok: true })
  })
})

describe('with human_in_the_loop', () => {
  it('waits for a person, then goes on with the page they left', async () => {
    const planner = createScriptedPlanner([
      (input) => ({ purpose: 'Report', done: true, result: { title: input.observation.title } }),
    ])
    const run = runAutomation(
      {
        url: site.url('/live/captcha.html'),
        goal: 'Find the next ferry',
        agent_config: { human_in_the_loop: true, human_wait_seconds: 30 },
      },
      { pool, planner, allowPrivateNetwork: true, controlUrl: (id) => `https://control.example/${id}` },
    )
    for await (const e of run) {
      if (e.type !== 'HUMAN_INPUT_NEEDED') continue
      expect(e).toMatchObject({
        reason: expect.stringMatching(/a CAPTCHA/),
        control_url: `https://control.example/${run.runId}`,
        controlUrl: `https://control.example/${run.runId}`,
      })
      expect(run.live.waitingForPerson).toMatch(/CAPTCHA/)
      // the person ticks the box in the page (Tab to it, Space), then hands the run back
      await run.live.input({ type: 'key', key: 'Tab' })
      await run.live.input({ type: 'key', key: 'Space' })
      run.live.handBack()
    }
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(planner.calls).toHaveLength(1)
    expect(planner.calls[0]?.observation.text).toContain('The next ferry leaves at 14:20')
    expect(run.events.filter((e) => e.type === 'HUMAN_INPUT_NEEDED')).toHaveLength(1)
  })

  it('ends with a failure when nobody comes within human_wait_seconds', async () => {
    const run = runAutomation(
      {
        url: site.url('/live/verify.html'),
        goal: 'Open my account',
        agent_config: { human_in_the_loop: true, human_wait_seconds: 5 },
      },
      { pool, planner: createScriptedPlanner([]), allowPrivateNetwork: true },
    )
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      status: 'failure',
      reason: expect.stringMatching(/a two-factor code.*within 5 s/),
    })
    const asked = run.events.find((e) => e.type === 'HUMAN_INPUT_NEEDED')
    expect(asked).toMatchObject({ control_url: null })
  })
})
