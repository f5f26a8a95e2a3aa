/**
 * Proxies through the HTTP API: configured by environment, refused before a run exists when a
 * country has none, and their credentials nowhere a client, a log or the database can see.
 */
import { rm } from 'node:fs/promises'
import { loadConfig } from 'automation-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { type RecordingProxy, startRecordingProxy } from '../helpers/recording-proxy'
import {
  type ApiRun,
  type ErrorAnswer,
  freshDataDir,
  type SyncAnswer,
  startTestServer,
  type TestServer,
  waitForRun,
} from './helpers'

const US_PASSWORD = 'us-pass-3e8b'
const CALLER_PASSWORD = 'caller-pass-a41f'

let site: FixtureServer
let us: RecordingProxy
let caller: RecordingProxy
let server: TestServer

beforeAll(async () => {
  site = await startFixtureServer()
  us = await startRecordingProxy({ username: 'user-us', password: US_PASSWORD })
  caller = await startRecordingProxy({ username: 'caller', password: CALLER_PASSWORD })
  const env = { AUTOMATION_PROXY_US: us.url }
  server = await startTestServer({ config: { proxies: loadConfig({}, env).proxies } })
})
afterAll(async () => {
  await server?.close()
  await Promise.all([us?.close(), caller?.close()])
  await site?.close()
})

describe('proxies through the API', () => {
  it('runs through the configured country proxy and shows it in browser_config', async () => {
    const r = await server.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'title', proxy_config: { enabled: true, country_code: 'US' } },
    })
    expect(r.status, r.text).toBe(200)
    expect(r.body.status).toBe('COMPLETED')
    const run = await server.api<ApiRun>(`/v1/runs/${r.body.run_id}`)
    expect(run.body.browser_config).toEqual({
      browser_type: 'lite',
      proxy_enabled: true,
      proxy_country_code: 'US',
    })
    expect(us.targets()).toContain(new URL(site.origin).host)
    expect(r.text + run.text).not.toContain(US_PASSWORD)
  })

  it('answers 400 INVALID_INPUT for a supported country this server has no proxy for', async () => {
    const before = await server.api<{ pagination: { total: number } }>('/v1/runs')
    const r = await server.api<ErrorAnswer>('/v1/automation/run-async', {
      body: { url: site.url('/news/'), goal: 'x', proxy_config: { enabled: true, country_code: 'JP' } },
    })
    expect(r.status).toBe(400)
    expect(r.body.error).toMatchObject({
      code: 'INVALID_INPUT',
      details: [
        {
          field: 'proxy_config.country_code',
          message: expect.stringMatching(/no proxy for JP is configured on this server/),
        },
      ],
    })
    const after = await server.api<{ pagination: { total: number } }>('/v1/runs')
    expect(after.body.pagination.total).toBe(before.body.pagination.total)
  })

  it("keeps a caller's proxy password out of the run, the list, the database and the logs", async () => {
    const started = await server.api<{ run_id: string }>('/v1/automation/run-async', {
      body: {
        url: site.url('/news/'),
        goal: 'title',
        browser_profile: 'stealth',
        proxy_config: {
          enabled: true,
          type: 'custom',
          url: `http://caller:${CALLER_PASSWORD}@127.0.0.1:${caller.port}`,
        },
      },
    })
    expect(started.status, started.text).toBe(200)
    const final = await waitForRun(server.api, started.body.run_id)
    expect(final.status, JSON.stringify(final.error)).toBe('COMPLETED')
    expect(caller.targets()).toContain(new URL(site.origin).host)
    const list = await server.api('/v1/runs')
    const stored = await server.server.store.get(started.body.run_id)
    for (const text of [JSON.stringify(final), list.text, JSON.stringify(stored), server.logs.join('\n')]) {
      expect(text).not.toContain(CALLER_PASSWORD)
    }
    expect(final.browser_config).toEqual({
      browser_type: 'stealth',
      proxy_enabled: true,
      proxy_country_code: null,
    })
  })
})

describe('a restart', () => {
  it('fails a PENDING run whose proxy credentials lived only in the stopped process', async () => {
    const dataDir = await freshDataDir()
    const first = await startTestServer({ dataDir, config: { concurrency: 1 } })
    // the only slot is taken, so the run with the proxy waits PENDING
    const blocker = await first.api<{ run_id: string }>('/v1/automation/run-async', {
      body: { url: site.url('/news/'), goal: 'delay=60000' },
    })
    await waitForRun(first.api, blocker.body.run_id, ['RUNNING'])
    const started = await first.api<{ run_id: string }>('/v1/automation/run-async', {
      body: {
        url: site.url('/news/'),
        goal: 'title',
        proxy_config: {
          enabled: true,
          type: 'custom',
          url: caller.server,
          username: 'caller',
          password: 'pw-1',
        },
      },
    })
    const runId = started.body.run_id
    expect((await first.server.store.get(runId))?.status).toBe('PENDING')
    await first.close()
    const second = await startTestServer({ dataDir })
    try {
      const run = await second.server.store.get(runId)
      expect(run?.status).toBe('FAILED')
      expect(run?.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'interrupted' })
      expect(run?.error?.message).toMatch(/proxy credentials are never stored; start the run again/)
      expect(JSON.stringify(run)).not.toContain('pw-1')
    } finally {
      await second.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('proxy configuration', () => {
  it('reads one proxy per country and a template, and names a bad variable without its password', () => {
    const config = loadConfig(
      {},
      {
        AUTOMATION_PROXY_US: 'http://u:p@us.example:8000',
        AUTOMATION_PROXY_TEMPLATE: 'http://user-{country_lower}:p@gw.example:7000',
      },
    )
    expect(config.proxies).toEqual({
      byCountry: { US: 'http://u:p@us.example:8000' },
      template: 'http://user-{country_lower}:p@gw.example:7000',
    })
    expect(() => loadConfig({}, { AUTOMATION_PROXY_DE: 'ftp://u:hunter2@de.example:21' })).toThrow(
      /AUTOMATION_PROXY_DE must be a proxy URL/,
    )
    try {
      loadConfig({}, { AUTOMATION_PROXY_DE: 'ftp://u:hunter2@de.example:21' })
    } catch (e) {
      expect(String(e)).not.toContain('hunter2')
    }
    expect(() => loadConfig({}, { AUTOMATION_PROXY_TEMPLATE: 'http://gw.example:7000' })).toThrow(
      /\{country\}/,
    )
  })
})
