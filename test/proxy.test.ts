/**
 * Proxies by country through real local proxies (proxy-chain on loopback, one per country,
 * each recording the hosts and credentials it saw), in both profiles.
 */
import {
  type BrowserPool,
  createBrowserPool,
  createLiteDriver,
  createMemoryStore,
  createStealthDriver,
  isAutomationError,
  type RunStore,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'
import { type RecordingProxy, startRecordingProxy } from './helpers/recording-proxy'

let site: FixtureServer
let us: RecordingProxy
let jp: RecordingProxy
let custom: RecordingProxy
/** Where the browsers' own background traffic is sent instead of the network. */
let sink: RecordingProxy
let pool: BrowserPool
let siteHost: string

const US_PASSWORD = 'us-secret-7f3a'
const JP_PASSWORD = 'jp-secret-91c2'
const CUSTOM_PASSWORD = 'custom-secret-55d0'

beforeAll(async () => {
  site = await startFixtureServer()
  siteHost = new URL(site.origin).host
  ;[us, jp, custom, sink] = await Promise.all([
    startRecordingProxy({ username: 'user-us', password: US_PASSWORD }),
    startRecordingProxy({ username: 'user-jp', password: JP_PASSWORD }),
    startRecordingProxy({ username: 'caller', password: CUSTOM_PASSWORD }),
    startRecordingProxy(),
  ])
  pool = createBrowserPool({
    concurrency: 4,
    drivers: {
      lite: createLiteDriver({ backgroundSink: sink.server }),
      stealth: createStealthDriver({ backgroundSink: sink.server }),
    },
  })
})
afterAll(async () => {
  await pool?.close()
  await Promise.all([us, jp, custom, sink].map((p) => p?.close()))
  await site?.close()
})

/** Reads the page's title and timezone off the observation, then finishes. */
function reader() {
  return createScriptedPlanner([
    (input) => ({
      purpose: 'Read the page',
      done: true,
      result: { url: input.observation.url, title: input.observation.title },
    }),
  ])
}

function run(body: Record<string, unknown>, store: RunStore = createMemoryStore()) {
  return runAutomation(
    { url: site.url('/news/'), goal: 'Read the title', ...body },
    {
      pool,
      store,
      planner: reader(),
      allowPrivateNetwork: true,
      proxies: { byCountry: { US: us.url }, template: jp.url.replace('user-jp', 'user-{country_lower}') },
    },
  )
}

describe('proxies by country', () => {
  it("routes each run through its country's proxy with that proxy's credentials, in both profiles", async () => {
    const [lite, stealth] = await Promise.all([
      run({ proxy_config: { enabled: true, country_code: 'US' } }).finished,
      run({ browser_profile: 'stealth', proxy_config: { enabled: true, country_code: 'JP' } }).finished,
    ])
    expect(lite.status, JSON.stringify(lite.error)).toBe('COMPLETED')
    expect(stealth.status, JSON.stringify(stealth.error)).toBe('COMPLETED')
    expect(lite.result).toMatchObject({ title: expect.stringMatching(/news/i) })
    expect(lite.browser_config).toEqual({
      browser_type: 'lite',
      proxy_enabled: true,
      proxy_country_code: 'US',
    })
    expect(stealth.browser_config).toEqual({
      browser_type: 'stealth',
      proxy_enabled: true,
      proxy_country_code: 'JP',
    })
    // each proxy saw the fixture site, with its own credentials (the JP one from the template)
    expect(us.targets()).toContain(siteHost)
    expect(jp.targets()).toContain(siteHost)
    expect(us.seen.filter((s) => s.username).every((s) => s.username === 'user-us')).toBe(true)
    expect(jp.seen.filter((s) => s.username).every((s) => s.username === 'user-jp')).toBe(true)
    expect(jp.seen.some((s) => s.password === JP_PASSWORD)).toBe(true)
  })

  it("uses the caller's own proxy for type custom, and stores no credential anywhere", async () => {
    const store = createMemoryStore()
    const started = run(
      {
        proxy_config: {
          enabled: true,
          type: 'custom',
          url: custom.server,
          username: 'caller',
          password: CUSTOM_PASSWORD,
        },
      },
      store,
    )
    const final = await started.finished
    expect(final.status, JSON.stringify(final.error)).toBe('COMPLETED')
    expect(custom.targets()).toContain(siteHost)
    expect(final.browser_config).toEqual({
      browser_type: 'lite',
      proxy_enabled: true,
      proxy_country_code: null,
    })
    const stored = await store.get(final.run_id)
    expect(JSON.stringify(stored)).not.toContain(CUSTOM_PASSWORD)
    expect(stored?.request?.proxy_config).toMatchObject({
      url: `${custom.server}/`,
      credentials_withheld: true,
    })
    expect(JSON.stringify(started.events)).not.toContain(CUSTOM_PASSWORD)
  })

  it('ends the run FAILED (SYSTEM_FAILURE) naming a dead proxy, without its password', async () => {
    const dead = await startRecordingProxy()
    const port = dead.port
    await dead.close()
    const final = await run({
      proxy_config: { enabled: true, type: 'custom', url: `http://someone:dead-secret@127.0.0.1:${port}` },
    }).finished
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'proxy_failed' })
    expect(final.error?.message).toContain(`http://127.0.0.1:${port}`)
    expect(final.error?.message).toMatch(/refused the connection or is not reachable/)
    expect(JSON.stringify(final)).not.toContain('dead-secret')
  })

  it('ends the run FAILED when the proxy refuses the credentials', async () => {
    const final = await run({
      proxy_config: {
        enabled: true,
        type: 'custom',
        url: custom.server,
        username: 'caller',
        password: 'wrong',
      },
    }).finished
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'proxy_failed' })
    expect(final.error?.message).toMatch(/407/)
    expect(JSON.stringify(final)).not.toContain('wrong')
  })

  it('refuses a country without a configured proxy before the run exists', () => {
    let error: unknown
    try {
      runAutomation(
        { url: site.url('/news/'), goal: 'x', proxy_config: { enabled: true, country_code: 'DE' } },
        { pool, allowPrivateNetwork: true, proxies: { byCountry: { US: us.url } } },
      )
    } catch (e) {
      error = e
    }
    expect(isAutomationError(error, 'INVALID_INPUT')).toBe(true)
    expect((error as { data: { details: unknown } }).data.details).toEqual([
      { field: 'proxy_config.country_code', message: expect.stringMatching(/no proxy for DE is configured/) },
    ])
  })

  it('refuses a custom proxy on a private address unless private networks are allowed', async () => {
    const before = custom.seen.length
    const final = await runAutomation(
      {
        url: 'https://shop.example/',
        goal: 'x',
        browser_profile: 'stealth',
        proxy_config: { enabled: true, type: 'custom', url: custom.server },
      },
      { pool, planner: reader(), lookup: async () => ['93.184.216.34'] },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'AGENT_FAILURE', code: 'url_blocked' })
    expect(final.error?.message).toMatch(
      /the custom proxy http:\/\/127\.0\.0\.1:\d+ is not allowed: 127\.0\.0\.1 is a loopback address/,
    )
    expect(custom.seen.length).toBe(before)
  })

  it("keeps Chromium's own background traffic away from the run proxies and the network", async () => {
    // both browsers have been up for the whole file; give background services a moment more
    await new Promise((r) => setTimeout(r, 1500))
    for (const proxy of [us, jp, custom]) {
      expect(new Set(proxy.seen.map((s) => s.target))).toEqual(new Set([siteHost]))
    }
    // what the browsers sent on their own went to the sink, and no page traffic did
    expect(sink.seen.map((s) => s.target)).not.toContain(siteHost)
    console.log(
      `background requests caught by the sink: ${sink.seen.map((s) => s.target).join(', ') || 'none'}`,
    )
  })
})
