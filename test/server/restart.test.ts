import { rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  type ChildServer,
  descendantPids,
  freshDataDir,
  liveChromium,
  type ModelServer,
  newApiKey,
  openSse,
  readBody,
  requireBin,
  sleep,
  spawnServer,
  startAsync,
  startModelServer,
  waitFor,
  waitForRun,
} from './helpers'

/**
 * A server killed hard (SIGKILL of the built bin) with a RUNNING and a PENDING run; a new
 * server on the same data directory finishes what it can.
 */

let site: FixtureServer
let model: ModelServer
let receiver: Server
let receiverUrl: string
const hooks: Array<{ path: string; body: { event: string; run_id: string; status: string } }> = []
const children: ChildServer[] = []
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The crash: ids of the runs and the server started after it. */
let running: string
let pending: string
let pendingCreatedAt: string
let second: ChildServer
let key: string
let dataDir: string | undefined

beforeAll(async () => {
  requireBin()
  site = await startFixtureServer()
  model = await startModelServer()
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      hooks.push({ path: req.url ?? '', body: JSON.parse(body) })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`

  key = newApiKey()
  dataDir = await freshDataDir()
  const env = {
    AUTOMATION_DATA_DIR: dataDir,
    AUTOMATION_API_KEYS: key,
    AUTOMATION_CONCURRENCY: '1',
    AUTOMATION_PLANNER: 'openai',
    OPENAI_BASE_URL: model.baseUrl,
    AUTOMATION_MODEL: 'test-model',
  }
  const first = await spawnServer(env)
  children.push(first)
  // the first run hangs in its navigation (the page answers after 20 s); the second waits its turn
  running = await startAsync(first.api, {
    url: site.url('/slow?ms=20000'),
    goal: 'Load the slow page',
    webhook_url: `${receiverUrl}/interrupted`,
  })
  await waitForRun(first.api, running, ['RUNNING'])
  pending = await startAsync(first.api, {
    url: site.url('/news/'),
    goal: 'Queued behind it',
    webhook_url: `${receiverUrl}/resumed`,
  })
  const queued = await first.api<ApiRun>(`/v1/runs/${pending}`)
  if (queued.body.status !== 'PENDING')
    throw new Error(`the second run is ${queued.body.status}, not PENDING`)
  pendingCreatedAt = queued.body.created_at

  const browsers = liveChromium(descendantPids(first.child.pid!))
  first.child.kill('SIGKILL')
  await first.exited
  // a hard kill leaves the server no time to close its browser: end what we started
  for (const pid of liveChromium(browsers)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  second = await spawnServer(env)
  children.push(second)
})
afterAll(async () => {
  for (const c of children)
    if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL')
  await Promise.all(children.map((c) => c.exited))
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await model?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
  await site?.close()
})

describe('restart after a crash (SIGKILL) on the same data directory', () => {
  it('says what it recovered', () => {
    expect(second.stderr).toMatch(
      /recovered: 1 pending run\(s\) queued again, 1 interrupted run\(s\) marked FAILED/,
    )
  })

  it('the run that was RUNNING is FAILED: interrupted, SYSTEM_FAILURE, retry_after set', async () => {
    const r = await second.api<ApiRun>(`/v1/runs/${running}`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      run_id: running,
      status: 'FAILED',
      result: null,
      error: {
        message: expect.stringMatching(/interrupted/),
        code: 'interrupted',
        category: 'SYSTEM_FAILURE',
        retry_after: expect.any(Number),
      },
    })
    expect(r.body.error?.retry_after).toBeGreaterThan(0)
    expect(r.body.started_at).toMatch(ISO)
    expect(r.body.finished_at).toMatch(ISO)
  })

  it('the run that was PENDING runs to the end (same run, same created_at) and its webhook is sent', async () => {
    const run = await waitForRun(second.api, pending)
    expect(run).toMatchObject({ status: 'COMPLETED', error: null, created_at: pendingCreatedAt })
    expect(run.result?.title).toMatch(/.+/)
    expect(model.requests).toBeGreaterThan(0)
    await waitFor('the webhook of the resumed run', () => hooks.some((h) => h.path === '/resumed'))
    expect(hooks.filter((h) => h.path === '/resumed').map((h) => h.body)).toEqual([
      expect.objectContaining({ event: 'run.completed', run_id: pending, status: 'COMPLETED' }),
    ])
  })

  it('the stream of the interrupted run replays STARTED and COMPLETE (FAILED)', async () => {
    const replay = await openSse(`${second.url}/v1/runs/${running}/events`, { key }).ended
    expect(replay.map((m) => m.event.type)).toEqual(['STARTED', 'COMPLETE'])
    expect(replay.at(-1)?.event).toMatchObject({ status: 'FAILED', error: { code: 'interrupted' } })
    expect(replay.map((m) => m.id)).toEqual([`${running}:1`, `${running}:2`])
  })

  it("the interrupted run's webhook_url is told run.failed", async () => {
    await waitFor('a webhook for the interrupted run', () => hooks.some((h) => h.path === '/interrupted'), {
      timeoutMs: 3000,
    }).catch(() => {})
    await sleep(100)
    expect(hooks.filter((h) => h.path === '/interrupted').map((h) => h.body)).toEqual([
      expect.objectContaining({ event: 'run.failed', run_id: running, status: 'FAILED' }),
    ])
  })

  it('the new server stops cleanly on SIGTERM', async () => {
    await waitForRun(second.api, pending)
    second.child.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
  })
})
