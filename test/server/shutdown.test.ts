import { rm } from 'node:fs/promises'
import { createSqlRunStore, openPglite } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ChildServer,
  descendantPids,
  freshDataDir,
  liveChromium,
  type ModelServer,
  newApiKey,
  openSse,
  requireBin,
  sleep,
  spawnServer,
  startAsync,
  startModelServer,
  waitFor,
  waitForRun,
} from './helpers'

/** SIGTERM to the built bin with runs in flight: finish what fits in the grace, cancel the rest, exit 0. */

let site: FixtureServer
let model: ModelServer
let server: ChildServer | undefined
let dataDir: string

beforeAll(async () => {
  requireBin()
  site = await startFixtureServer()
  model = await startModelServer()
  dataDir = await freshDataDir()
})
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL')
  await model?.close()
  await site?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('SIGTERM', () => {
  it('exits 0 within the grace; the quick run COMPLETED, the long one CANCELLED; no Chromium left', async () => {
    const graceSeconds = 2
    const key = newApiKey()
    server = await spawnServer({
      AUTOMATION_DATA_DIR: dataDir,
      AUTOMATION_API_KEYS: key,
      AUTOMATION_SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      AUTOMATION_PLANNER: 'openai',
      OPENAI_BASE_URL: model.baseUrl,
      AUTOMATION_MODEL: 'test-model',
    })
    const { api, child } = server
    // the model takes 1 s to answer the quick run; the long one hangs in its navigation for 20 s
    const quick = await startAsync(api, { url: site.url('/news/'), goal: 'Quick one delay=1000' })
    const long = await startAsync(api, { url: site.url('/slow?ms=20000'), goal: 'Long one' })
    await Promise.all([waitForRun(api, quick, ['RUNNING']), waitForRun(api, long, ['RUNNING'])])
    await waitFor('the quick run to ask the model', () => model.requests > 0)
    const watcher = openSse(`${server.url}/v1/runs/${long}/events`, { key })
    await watcher.next((m) => m.event.type === 'STARTED')
    const browsers = liveChromium(descendantPids(child.pid!))
    expect(browsers.length).toBeGreaterThan(0)

    const signalledAt = Date.now()
    child.kill('SIGTERM')
    const exit = await Promise.race([
      server.exited,
      sleep((graceSeconds + 5) * 1000).then(() => 'still running'),
    ])
    expect(exit, server.stderr).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalledAt).toBeLessThan((graceSeconds + 5) * 1000)
    expect(server.stderr).toMatch(/SIGTERM/)

    // the client watching the long run was told before the server went away
    const messages = await watcher.ended
    expect.soft(messages.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'CANCELLED' })

    // what the data directory holds once the process is gone
    const db = await openPglite({ dataDir })
    try {
      const store = await createSqlRunStore(db)
      const q = await store.get(quick)
      const l = await store.get(long)
      expect.soft(q).toMatchObject({ status: 'COMPLETED', error: null })
      expect.soft(q?.result).toEqual({ title: expect.stringMatching(/.+/) })
      // it was still in flight when the signal came
      expect.soft(Date.parse(q!.finished_at!)).toBeGreaterThanOrEqual(signalledAt)
      expect.soft(l).toMatchObject({ status: 'CANCELLED', result: null })
      expect.soft(l?.error?.message).toMatch(/shut down/)
      // the long run had the whole grace period
      expect.soft(Date.parse(l!.finished_at!) - signalledAt).toBeGreaterThanOrEqual(graceSeconds * 1000 - 200)
    } finally {
      await db.close()
    }

    // no Chromium of the server is left behind
    await waitFor('the browsers to be gone', () => liveChromium(browsers).length === 0, {
      timeoutMs: 2000,
    }).catch(() => {})
    expect(liveChromium(browsers)).toEqual([])
  })
})
