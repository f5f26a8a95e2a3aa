import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { findChromium, openPostgres, type PostgresClient } from 'automation-core'
import { loadConfig } from 'automation-server'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../helpers/postgres'
import {
  type ApiRun,
  apiClient,
  type CancelAnswer,
  openSse,
  type SyncAnswer,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'
import { consentInBrowser, startCallbackServer, TestOAuthProvider } from './oauth-helpers'

/**
 * API nodes and workers on one PostgreSQL, in this process: an API node (serve --no-worker)
 * that runs nothing, and workers that take the runs it queues. What a client of the API node
 * sees: runs done by workers, their events, cancel, webhooks once. (Processes killed with -9
 * are in cluster-e2e.test.ts.)
 */

const reachable = await postgresReachable()
if (reachable !== true) console.warn(`skipping the cluster tests: ${reachable}`)

describe.skipIf(reachable !== true)('API nodes and workers on one PostgreSQL', () => {
  let site: FixtureServer
  let database: TestDatabase
  let db: PostgresClient
  let api: TestServer
  let api2: TestServer
  let worker: TestServer
  const hooks: Array<{ path: string; body: { run_id?: string; event?: string } }> = []
  let receiver: Server
  let receiverUrl: string

  let nodes = 0
  const node = (role: 'api' | 'worker', concurrency = 4) =>
    startTestServer({
      config: {
        databaseUrl: database.url,
        role,
        concurrency,
        leaseSeconds: 2,
        nodeName: `${role}-${++nodes}`,
      },
      parts: { webhookBackoffMs: [50, 50, 50], pollMs: 200 },
    })

  beforeAll(async () => {
    site = await startFixtureServer()
    database = await createTestDatabase()
    db = await openPostgres({ url: database.url })
    receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        hooks.push({ path: req.url ?? '', body: JSON.parse(body) })
        res.end('ok')
      })
    })
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    api = await node('api')
    api2 = await node('api')
    worker = await node('worker')
  })
  afterAll(async () => {
    for (const s of [api, api2, worker]) await s?.close()
    receiver?.close()
    await db?.close()
    await site?.close()
    await database?.drop()
  })

  it('refuses the API-only and worker roles without a database, with a message that says why', () => {
    expect(() => loadConfig({ 'no-worker': true }, {})).toThrow(/--no-worker needs AUTOMATION_DATABASE_URL/)
    expect(() => loadConfig({ worker: true }, {})).toThrow(/the worker command needs AUTOMATION_DATABASE_URL/)
    expect(() =>
      loadConfig({ 'database-url': 'postgres://x/y' }, { AUTOMATION_LEASE_SECONDS: '600' }),
    ).toThrow(/AUTOMATION_LEASE_SECONDS must be 60 or less/)
  })

  it('a run sent to the API node is done by a worker; the sync call answers when it ends', async () => {
    const answer = await api.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'Title steps=2' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'COMPLETED', num_of_steps: 2 })
    expect(answer.body.result).toMatchObject({ steps: 2 })
    // the API node ran nothing itself; the worker ran it
    expect(api.server.runs.active).toBe(0)
    const { rows } = await db.query<{ holder: string }>('SELECT holder FROM webhook_sends')
    expect(rows).toHaveLength(0)
  })

  it('streams the events of a worker’s run from the API node, and resumes them on another API node', async () => {
    const first = openSse(`${api.url}/v1/automation/run-sse`, {
      key: api.key,
      method: 'POST',
      body: { url: site.url('/news/'), goal: 'Title steps=6 delay=150' },
    })
    const progress = await first.next((m) => m.event.type === 'PROGRESS' && m.event.step === 2)
    first.close()
    const runId = progress.id.split(':')[0] as string
    // the client reconnects to the other API node with the id of the last event it saw
    const second = openSse(`${api2.url}/v1/runs/${runId}/events`, { key: api.key, lastEventId: progress.id })
    const rest = await second.ended
    const types = rest.map((m) => m.event.type)
    expect(types.at(-1)).toBe('COMPLETE')
    expect(rest.filter((m) => m.event.type === 'PROGRESS').map((m) => m.event.step)).toEqual([3, 4, 5, 6])
    // numbered as one sequence across the two nodes: no gap, no repeat
    const seqs = [...first.messages.filter((m) => m.id <= progress.id), ...rest].map((m) =>
      Number(m.id.split(':')[1]),
    )
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    expect(rest.at(-1)?.event).toMatchObject({ status: 'COMPLETED' })
  })

  it('cancels a run that waits for a worker at once, and one a worker runs within a second', async () => {
    // a run while the only worker is busy with 4 long runs waits PENDING
    const long = await Promise.all(
      Array.from({ length: 4 }, () =>
        startAsync(api.api, { url: site.url('/news/'), goal: 'Title steps=40 delay=100' }),
      ),
    )
    for (const id of long) await waitForRun(api.api, id, ['RUNNING'])
    const queued = await startAsync(api.api, { url: site.url('/news/'), goal: 'Title steps=2' })
    await new Promise((r) => setTimeout(r, 500))
    expect((await api.api<ApiRun>(`/v1/runs/${queued}`)).body.status).toBe('PENDING')
    const cancelQueued = await apiClient(api2.url, api.key)<CancelAnswer>(`/v1/runs/${queued}/cancel`, {
      method: 'POST',
    })
    expect(cancelQueued.body).toMatchObject({ status: 'CANCELLED', message: 'Run cancelled' })

    // a running one, cancelled through the other API node: the worker stops it within a second
    const running = long[0] as string
    const asked = Date.now()
    const cancelled = await apiClient(api2.url, api.key)<CancelAnswer>(`/v1/runs/${running}/cancel`, {
      method: 'POST',
    })
    expect(cancelled.body).toMatchObject({ run_id: running, status: 'CANCELLED' })
    expect(Date.now() - asked).toBeLessThan(1000)
    const run = (await api.api<ApiRun>(`/v1/runs/${running}`)).body
    expect(run.status).toBe('CANCELLED')
    expect(run.num_of_steps).toBeLessThan(40)
    for (const id of long.slice(1)) await api.api(`/v1/runs/${id}/cancel`, { method: 'POST' })
    // the queued run never ran: no worker took it after the cancel
    await new Promise((r) => setTimeout(r, 500))
    expect((await api.api<ApiRun>(`/v1/runs/${queued}`)).body).toMatchObject({
      status: 'CANCELLED',
      started_at: null,
      num_of_steps: 0,
    })
  })

  it('sends each run’s webhook exactly once, with two workers taking runs', async () => {
    const second = await node('worker')
    try {
      hooks.length = 0
      const ids = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          startAsync(api.api, {
            url: site.url('/news/'),
            goal: 'Title steps=3 delay=200',
            webhook_url: `${receiverUrl}/hook/${i}`,
          }),
        ),
      )
      for (const id of ids) await waitForRun(api.api, id)
      await waitFor('12 webhooks', () => hooks.length >= 12)
      await new Promise((r) => setTimeout(r, 500))
      const perRun = new Map<string, number>()
      for (const h of hooks) perRun.set(h.body.run_id ?? '', (perRun.get(h.body.run_id ?? '') ?? 0) + 1)
      expect([...perRun.keys()].sort()).toEqual([...ids].sort())
      expect([...perRun.values()].every((n) => n === 1)).toBe(true)
      // both workers took runs
      const { rows } = await db.query<{ holders: number }>(
        'SELECT count(DISTINCT holder)::int AS holders FROM webhook_sends',
      )
      expect(rows[0]?.holders).toBe(2)
    } finally {
      await second.close()
    }
  })

  it('keeps a proxy password out of the database: the queued run carries it sealed', async () => {
    const runId = await startAsync(api.api, {
      url: site.url('/news/'),
      goal: 'Title steps=1',
      proxy_config: {
        enabled: true,
        type: 'custom',
        url: 'http://127.0.0.1:9',
        username: 'u',
        password: 'hunter2-secret',
      },
    })
    await waitForRun(api.api, runId)
    const dump = await db.query<{ text: string }>(
      `SELECT (SELECT coalesce(string_agg(data::text, ' '), '') FROM pgboss.job) ||
              (SELECT coalesce(string_agg(data::text, ' '), '') FROM runs) ||
              (SELECT coalesce(string_agg(coalesce(job::text, ''), ' '), '') FROM run_leases) AS text`,
    )
    expect(dump.rows[0]?.text).not.toContain('hunter2-secret')
    // the job is there, sealed
    const job = await db.query<{ data: { runId: string; sealed?: string } }>(
      `SELECT data FROM pgboss.job WHERE data->>'runId' = $1`,
      [runId],
    )
    expect(job.rows[0]?.data.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('a run left by a worker that stopped renewing its lease ends FAILED interrupted, and its webhook is sent once', async () => {
    hooks.length = 0
    const runId = await startAsync(api.api, {
      url: site.url('/news/'),
      goal: 'Title steps=100 delay=100',
      webhook_url: `${receiverUrl}/dead`,
    })
    await waitForRun(api.api, runId, ['RUNNING'])
    // the worker "freezes": its lease is moved to a holder that never renews it
    await db.query(`UPDATE run_leases SET holder = 'gone-worker', lease_until = now() WHERE run_id = $1`, [
      runId,
    ])
    const settled = await waitForRun(api.api, runId, ['FAILED', 'CANCELLED'], 10_000)
    expect(settled.status).toBe('FAILED')
    expect(settled.error).toMatchObject({ code: 'interrupted', retry_after: 5, category: 'SYSTEM_FAILURE' })
    await waitFor('the webhook of the interrupted run', () => hooks.some((h) => h.path === '/dead'))
    await new Promise((r) => setTimeout(r, 1000))
    expect(hooks.filter((h) => h.path === '/dead')).toHaveLength(1)
    expect(hooks[0]?.body).toMatchObject({ run_id: runId, event: 'run.failed' })
  })

  it('a run a gone worker had taken but not started goes back to the queue and runs once', async () => {
    const busy = await Promise.all(
      Array.from({ length: 4 }, () =>
        startAsync(api.api, { url: site.url('/news/'), goal: 'Title steps=100 delay=100' }),
      ),
    )
    for (const id of busy) await waitForRun(api.api, id, ['RUNNING'])
    const runId = await startAsync(api.api, { url: site.url('/news/?requeued'), goal: 'Title steps=2' })
    // a worker took its job and died before starting it: the job is gone, a lease is left
    const job = await db.query<{ data: unknown }>(`SELECT data FROM pgboss.job WHERE data->>'runId' = $1`, [
      runId,
    ])
    await db.query(`DELETE FROM pgboss.job WHERE data->>'runId' = $1`, [runId])
    await db.query(
      `INSERT INTO run_leases (run_id, holder, lease_until, job) VALUES ($1, 'gone-worker', now(), $2::jsonb)`,
      [runId, JSON.stringify(job.rows[0]?.data)],
    )
    for (const id of busy) await api.api(`/v1/runs/${id}/cancel`, { method: 'POST' })
    const final = await waitForRun(api.api, runId, ['COMPLETED', 'FAILED', 'CANCELLED'], 15_000)
    expect(final).toMatchObject({ status: 'COMPLETED', num_of_steps: 2 })
    expect(site.requests.filter((r) => r === '/news/?requeued')).toHaveLength(1)
    const started = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM run_events WHERE run_id = $1 AND event->>'type' = 'STARTED'`,
      [runId],
    )
    expect(started.rows[0]?.n).toBe(1)
  })

  it('serves a worker’s step screenshots from the API node', async () => {
    const runId = await startAsync(api.api, { url: site.url('/news/'), goal: 'Title steps=2' })
    const run = await waitForRun(api.api, runId)
    const shot = await fetch(`${api2.url}/v1/runs/${runId}/steps/1/screenshot`, {
      headers: { 'x-api-key': api.key },
    })
    expect(run.steps[0]?.screenshot_url).toContain('/steps/1/screenshot')
    expect(shot.status).toBe(200)
    expect(shot.headers.get('content-type')).toBe('image/jpeg')
    expect((await shot.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    // a key of another owner does not get it
    const other = await api.newKey('someone-else')
    const refused = await fetch(`${api2.url}/v1/runs/${runId}/steps/1/screenshot`, {
      headers: { 'x-api-key': other },
    })
    expect(refused.status).toBe(403)
  })

  it('shows a worker’s run on the API node’s live page: its steps as they come, a picture a step', async () => {
    const runId = await startAsync(api.api, { url: site.url('/news/'), goal: 'Title steps=8 delay=400' })
    const running = await waitForRun(api.api, runId, ['RUNNING'])
    const streamingUrl = await waitFor('the streaming URL', async () => {
      const r = (await api.api<ApiRun>(`/v1/runs/${runId}`)).body
      return r.streaming_url ?? running.streaming_url
    })
    // the URL was made by the worker, from the API node's origin: it opens on the API node
    expect(streamingUrl.startsWith(api.url)).toBe(true)
    const stream = new URL(streamingUrl)
    stream.pathname += '/stream'
    const response = await fetch(stream)
    expect(response.status).toBe(200)
    const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>
    let text = ''
    const frames = () => text.split('event: frame').length - 1
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline && !text.includes('event: end')) {
      const { value, done } = await reader.read()
      if (done) break
      text += new TextDecoder().decode(value)
    }
    await reader.cancel().catch(() => {})
    // the steps of the run, in order, and the end, though another process ran it
    const runs = text
      .split('\n')
      .filter((l) => l.startsWith('data: {"run_id"'))
      .map(
        (l) => JSON.parse(l.slice(6)) as { status: string; steps: Array<{ step: number }>; control: boolean },
      )
    expect(runs.at(-1)?.status).toBe('COMPLETED')
    expect(runs.at(-1)?.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(runs.every((r) => r.control === false)).toBe(true)
    // pictures of several steps reached the viewer while the run went on
    expect(frames()).toBeGreaterThanOrEqual(3)
  })

  it('answers the MCP tools on the API node for runs a worker runs', async () => {
    const callbacks = await startCallbackServer()
    const browser = await chromium.launch({ executablePath: findChromium() })
    try {
      const mcpUrl = new URL(`${api.url}/mcp`)
      const provider = new TestOAuthProvider(callbacks.url)
      const client = () => new Client({ name: 'cluster-e2e', version: '1.0.0' })
      await expect(
        client().connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })),
      ).rejects.toThrow(UnauthorizedError)
      const consent = await consentInBrowser(browser, provider.authorizationUrl as URL, callbacks, {
        allow: true,
        apiKey: api.key,
      })
      await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(
        consent.callback.get('code') as string,
      )
      const mcp = client()
      await mcp.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))
      const answer = await mcp.callTool({
        name: 'run_web_automation',
        arguments: { url: site.url('/news/'), goal: 'Title steps=2' },
      })
      const run = answer.structuredContent as { run_id: string; status: string; num_of_steps: number }
      expect(run).toMatchObject({ status: 'COMPLETED', num_of_steps: 2 })
      expect(api.server.runs.active).toBe(0)
      const fetched = await mcp.callTool({ name: 'get_run', arguments: { run_id: run.run_id } })
      expect(fetched.structuredContent).toMatchObject({ run_id: run.run_id, status: 'COMPLETED' })
      await mcp.close()
    } finally {
      await browser.close()
      await callbacks.close()
    }
  })
})

describe.skipIf(reachable !== true)('turns between API keys across the queue', () => {
  let site: FixtureServer
  beforeAll(async () => {
    site = await startFixtureServer()
  })
  afterAll(async () => {
    await site?.close()
  })

  /** An API node and one worker on a database of their own. */
  const deployment = async (worker: { concurrency: number; maxRunsPerKey: number }) => {
    const database = await createTestDatabase()
    const config = { databaseUrl: database.url, leaseSeconds: 5 }
    const api = await startTestServer({ config: { ...config, role: 'api', nodeName: 'api' } })
    const node = await startTestServer({
      config: { ...config, role: 'worker', nodeName: 'worker', ...worker },
      parts: { pollMs: 100 },
    })
    const other = apiClient(api.url, await api.newKey('b'))
    return {
      api,
      other,
      async close() {
        await node.close()
        await api.close()
        await database.drop()
      },
    }
  }
  const started = async (client: ReturnType<typeof apiClient>, id: string) =>
    Date.parse((await waitForRun(client, id, ['COMPLETED'], 60_000)).started_at as string)

  it('a key that queued many runs does not hold up another key’s one run', async () => {
    const d = await deployment({ concurrency: 1, maxRunsPerKey: 0 })
    try {
      const many: string[] = []
      for (let i = 0; i < 6; i++)
        many.push(await startAsync(d.api.api, { url: site.url('/news/'), goal: 'Title steps=2 delay=100' }))
      const one = await startAsync(d.other, { url: site.url('/news/'), goal: 'Title steps=2 delay=100' })
      const startsOfMany = await Promise.all(many.map((id) => started(d.api.api, id)))
      const startOfOne = await started(d.other, one)
      // the other key's run starts among the first two, not after the six
      expect(startsOfMany.filter((t) => t < startOfOne).length).toBeLessThanOrEqual(2)
    } finally {
      await d.close()
    }
  }, 90_000)

  it('holds a key at AUTOMATION_MAX_RUNS_PER_KEY while another key uses the free places', async () => {
    const d = await deployment({ concurrency: 3, maxRunsPerKey: 2 })
    try {
      const mine = await Promise.all(
        Array.from({ length: 6 }, () =>
          startAsync(d.api.api, { url: site.url('/news/'), goal: 'Title steps=4 delay=150' }),
        ),
      )
      const theirs = await startAsync(d.other, { url: site.url('/news/'), goal: 'Title steps=4 delay=150' })
      let most = 0
      const watch = setInterval(() => {
        void d.api.api<{ data: ApiRun[] }>('/v1/runs?status=RUNNING&limit=100').then((r) => {
          most = Math.max(most, r.body.data.length)
        })
      }, 100)
      const theirStart = await started(d.other, theirs)
      const myStarts = await Promise.all(mine.map((id) => started(d.api.api, id)))
      clearInterval(watch)
      // never more than two of this key's runs at once, though the worker had room for three
      expect(most).toBeGreaterThan(0)
      expect(most).toBeLessThanOrEqual(2)
      // the other key's run did not wait for this key's six
      expect(myStarts.filter((t) => t < theirStart).length).toBeLessThanOrEqual(2)
    } finally {
      await d.close()
    }
  }, 90_000)
})
