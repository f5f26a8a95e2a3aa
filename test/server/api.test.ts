import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  apiClient,
  type ErrorAnswer,
  type ListAnswer,
  openSse,
  type SyncAnswer,
  seqOf,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/** Every endpoint once, over a real port, against real Chromium; the planner is scripted. */

let site: FixtureServer
let t: TestServer
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

beforeAll(async () => {
  site = await startFixtureServer()
  t = await startTestServer({ config: { concurrency: 10 } })
})
afterAll(async () => {
  await t?.close()
  await site?.close()
})

describe('POST /v1/automation/run (sync)', () => {
  it('answers a COMPLETED run with exactly the spec fields', async () => {
    const r = await t.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'Get the page title' },
    })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toMatch(/application\/json/)
    expect(Object.keys(r.body).sort()).toEqual(
      ['error', 'finished_at', 'num_of_steps', 'result', 'run_id', 'started_at', 'status'].sort(),
    )
    expect(r.body).toMatchObject({ status: 'COMPLETED', error: null, num_of_steps: 1 })
    expect(r.body.result?.title).toEqual(expect.any(String))
    expect(r.body.result?.title).not.toBe('')
    expect(r.body.started_at).toMatch(ISO)
    expect(r.body.finished_at).toMatch(ISO)
    expect(Date.parse(r.body.finished_at!)).toBeGreaterThanOrEqual(Date.parse(r.body.started_at!))
    // the same run, as GET /v1/runs/{id} shows it
    const run = await t.api<ApiRun>(`/v1/runs/${r.body.run_id}`)
    expect(run.body).toMatchObject({ status: 'COMPLETED', result: r.body.result })
  })

  it('answers a FAILED run with status FAILED, error.message and result null', async () => {
    // nothing listens on port 9: the navigation fails, an infrastructure failure
    const r = await t.api<SyncAnswer>('/v1/automation/run', {
      body: { url: 'http://127.0.0.1:9/', goal: 'Get the page title' },
    })
    expect(r.status).toBe(200)
    expect(r.body.status).toBe('FAILED')
    expect(r.body.result).toBeNull()
    expect(r.body.error?.message).toEqual(expect.any(String))
    expect(r.body.error?.message.length).toBeGreaterThan(0)
    expect(r.body.error).toMatchObject({ category: 'SYSTEM_FAILURE', retry_after: expect.any(Number) })
  })

  it('refuses a bad body with 400 INVALID_INPUT listing each problem', async () => {
    const r = await t.api<ErrorAnswer>('/v1/automation/run', { body: { url: 'ftp://x', goal: '' } })
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe('INVALID_INPUT')
    expect(r.body.error.details?.map((d) => d.field)).toEqual(expect.arrayContaining(['url', 'goal']))
  })
})

describe('authentication', () => {
  it('answers 401 MISSING_API_KEY without a key and INVALID_API_KEY with an unknown one', async () => {
    const missing = await t.api<ErrorAnswer>('/v1/runs', { key: null })
    expect(missing.status).toBe(401)
    expect(missing.body.error.code).toBe('MISSING_API_KEY')
    const unknown = await t.api<ErrorAnswer>('/v1/runs', { key: 'test_not_a_key_at_all' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.error.code).toBe('INVALID_API_KEY')
  })
})

describe('credits', () => {
  it('a key without credits left gets 403 FORBIDDEN; a refused request costs no credit', async () => {
    const { key } = await t.server.keys.create({ name: 'one-credit', credits: 1 })
    const api = apiClient(t.url, key)
    const bad = await api<ErrorAnswer>('/v1/automation/run-async', { body: { url: site.url('/news/') } })
    expect(bad.status).toBe(400)
    const runId = await startAsync(api, { url: site.url('/news/'), goal: 'The only run' })
    const refused = await api<ErrorAnswer>('/v1/automation/run-async', {
      body: { url: site.url('/news/'), goal: 'One too many' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('FORBIDDEN')
    expect((await waitForRun(api, runId)).status).toBe('COMPLETED')
    expect((await api<ListAnswer>('/v1/runs')).body.pagination.total).toBe(1)
  })
})

describe('POST /v1/automation/run-async', () => {
  it('answers { run_id, error: null } at once; GET /v1/runs/{id} follows the run to COMPLETED', async () => {
    const before = Date.now()
    const r = await t.api<{ run_id: string; error: null }>('/v1/automation/run-async', {
      body: { url: site.url('/shop/'), goal: 'Get the title delay=1500' },
    })
    const answeredIn = Date.now() - before
    expect(r.status).toBeLessThan(300)
    expect(r.body).toEqual({ run_id: expect.any(String), error: null })
    // the planner alone takes 1.5 s: the answer did not wait for the run
    expect(answeredIn).toBeLessThan(1500)
    const early = await t.api<ApiRun>(`/v1/runs/${r.body.run_id}`)
    expect(['PENDING', 'RUNNING']).toContain(early.body.status)
    expect(early.body.finished_at).toBeNull()

    const run = await waitForRun(t.api, r.body.run_id)
    expect(run).toMatchObject({
      run_id: r.body.run_id,
      status: 'COMPLETED',
      goal: 'Get the title delay=1500',
      error: null,
      num_of_steps: 1,
      browser_config: { browser_type: 'lite', proxy_enabled: false, proxy_country_code: null },
    })
    expect(run.result?.title).toMatch(/Voltline/)
    expect(run.created_at).toMatch(ISO)
    expect(run.started_at).toMatch(ISO)
    expect(run.finished_at).toMatch(ISO)
    expect(run.steps).toHaveLength(1)
    expect(run.steps[0]).toMatchObject({ id: expect.any(String), status: 'COMPLETED' })
    expect(run).not.toHaveProperty('owner')
    expect(run).not.toHaveProperty('request')
  })
})

describe('POST /v1/automation/run-sse', () => {
  it('streams STARTED first, STREAMING_URL, PROGRESS, COMPLETE last (spec and snake_case fields), then ends', async () => {
    const sse = openSse(`${t.url}/v1/automation/run-sse`, {
      key: t.key,
      method: 'POST',
      body: { url: site.url('/news/'), goal: 'Get the title steps=2' },
    })
    const messages = await sse.ended
    const events = messages.map((m) => m.event)
    expect(events.map((e) => e.type).filter((type) => type !== 'HEARTBEAT')).toEqual([
      'STARTED',
      'STREAMING_URL',
      'PROGRESS',
      'PROGRESS',
      'PROGRESS',
      'COMPLETE',
    ])
    const started = events[0]!
    const runId = started.run_id as string
    expect(started).toMatchObject({ type: 'STARTED', runId, run_id: runId })
    const live = events.find((e) => e.type === 'STREAMING_URL')!
    expect(live).toMatchObject({
      streamingUrl: expect.stringContaining(`/live/${runId}?token=`),
      run_id: runId,
    })
    expect(live.streaming_url).toBe(live.streamingUrl)
    for (const e of events) expect(e.timestamp).toMatch(ISO)
    for (const e of events.filter((e) => e.type === 'PROGRESS')) {
      expect(e).toMatchObject({ purpose: expect.any(String), run_id: runId })
    }
    const complete = events.at(-1)!
    expect(complete).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED', error: null, run_id: runId })
    expect(complete.resultJson).toEqual(complete.result)
    expect((complete.result as { title?: string }).title).toMatch(/.+/)
    // ids: <run_id>:<n>, 1, 2, 3, ...
    expect(messages.map((m) => m.id)).toEqual(messages.map((_, i) => `${runId}:${i + 1}`))
    expect(sse.connections).toBe(1)
    const stored = await t.api<ApiRun>(`/v1/runs/${runId}`)
    expect(stored.body).toMatchObject({ status: 'COMPLETED', result: complete.result })
  })
})

describe('GET /v1/runs', () => {
  let api: TestServer['api']
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    // a key of its own: exactly these runs are listed
    api = apiClient(t.url, await t.newKey('lister'))
    const goals: Array<[string, string]> = [
      ['Alpha one', site.url('/news/')],
      ['alpha two', site.url('/news/')],
      ['Beta three', site.url('/news/')],
      ['beta four', site.url('/news/')],
      ['ALPHA five fails', 'http://127.0.0.1:9/'],
    ]
    // one after another, so created_at orders them
    for (const [goal, url] of goals) ids[goal] = await startAsync(api, { url, goal })
    await Promise.all(Object.values(ids).map((id) => waitForRun(api, id)))
  })

  it('lists newest first with pagination.total; filters by status and goal substring', async () => {
    const all = await api<ListAnswer>('/v1/runs')
    expect(all.status).toBe(200)
    expect(all.body.pagination).toEqual({ total: 5, has_more: false, next_cursor: null })
    expect(all.body.data.map((r) => r.goal)).toEqual([
      'ALPHA five fails',
      'beta four',
      'Beta three',
      'alpha two',
      'Alpha one',
    ])
    const failed = await api<ListAnswer>('/v1/runs?status=FAILED')
    expect(failed.body.data.map((r) => r.run_id)).toEqual([ids['ALPHA five fails']])
    expect(failed.body.pagination.total).toBe(1)
    const completed = await api<ListAnswer>('/v1/runs?status=COMPLETED')
    expect(completed.body.pagination.total).toBe(4)
    const alpha = await api<ListAnswer>('/v1/runs?goal=aLpHa')
    expect(alpha.body.data.map((r) => r.goal)).toEqual(['ALPHA five fails', 'alpha two', 'Alpha one'])
    const alphaOk = await api<ListAnswer>('/v1/runs?goal=alpha&status=COMPLETED&sort_direction=asc')
    expect(alphaOk.body.data.map((r) => r.goal)).toEqual(['Alpha one', 'alpha two'])
  })

  it('filters by created_after / created_before and sorts ascending', async () => {
    const asc = await api<ListAnswer>('/v1/runs?sort_direction=asc')
    expect(asc.body.data.map((r) => r.goal)).toEqual([
      'Alpha one',
      'alpha two',
      'Beta three',
      'beta four',
      'ALPHA five fails',
    ])
    const third = asc.body.data[2]!.created_at
    const after = await api<ListAnswer>(
      `/v1/runs?sort_direction=asc&created_after=${encodeURIComponent(third)}`,
    )
    expect(after.body.data.map((r) => r.goal)).toEqual(['beta four', 'ALPHA five fails'])
    expect(after.body.pagination.total).toBe(2)
    const before = await api<ListAnswer>(`/v1/runs?created_before=${encodeURIComponent(third)}`)
    expect(before.body.data.map((r) => r.goal)).toEqual(['alpha two', 'Alpha one'])
    const between = await api<ListAnswer>(
      `/v1/runs?created_after=${encodeURIComponent(asc.body.data[0]!.created_at)}&created_before=${encodeURIComponent(asc.body.data[4]!.created_at)}`,
    )
    expect(between.body.data.map((r) => r.goal)).toEqual(['beta four', 'Beta three', 'alpha two'])
  })

  it('pages through every run with limit and cursor, without repeats', async () => {
    for (const direction of ['desc', 'asc']) {
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const query: string = `/v1/runs?limit=2&sort_direction=${direction}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
        const page = await api<ListAnswer>(query)
        expect(page.status).toBe(200)
        expect(page.body.data.length).toBeLessThanOrEqual(2)
        expect(page.body.pagination.total).toBe(5)
        expect(page.body.pagination.has_more).toBe(page.body.pagination.next_cursor !== null)
        seen.push(...page.body.data.map((r) => r.run_id))
        cursor = page.body.pagination.next_cursor
        pages++
      } while (cursor && pages < 10)
      expect(pages).toBe(3)
      expect(new Set(seen).size).toBe(5)
      expect([...seen].sort()).toEqual(Object.values(ids).sort())
    }
  })

  it('refuses a bad query with 400 INVALID_INPUT', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=2.5',
      'status=DONE',
      'sort_direction=up',
      'created_after=yesterday',
      'cursor=not-a-cursor',
    ]) {
      const r = await api<ErrorAnswer>(`/v1/runs?${query}`)
      expect(r.status, query).toBe(400)
      expect(r.body.error.code, query).toBe('INVALID_INPUT')
    }
  })
})

describe('GET /v1/runs/{id}', () => {
  it('answers 404 NOT_FOUND for an unknown run and 403 FORBIDDEN for a run of another key', async () => {
    const unknown = await t.api<ErrorAnswer>('/v1/runs/no-such-run')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('NOT_FOUND')
    const other = apiClient(t.url, await t.newKey('stranger'))
    const [mine] = (await t.api<ListAnswer>('/v1/runs?limit=1')).body.data
    const r = await other<ErrorAnswer>(`/v1/runs/${mine!.run_id}`)
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('FORBIDDEN')
    // and the stranger's list does not show it
    expect((await other<ListAnswer>('/v1/runs')).body.pagination.total).toBe(0)
  })
})

describe('POST /v1/runs/{id}/cancel', () => {
  it('cancels a RUNNING run: { run_id, status, cancelled_at, message }, then the run is CANCELLED', async () => {
    const runId = await startAsync(t.api, { url: site.url('/news/'), goal: 'Take long delay=20000' })
    await waitForRun(t.api, runId, ['RUNNING'])
    const r = await t.api<Record<string, unknown>>(`/v1/runs/${runId}/cancel`, { method: 'POST' })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      run_id: runId,
      status: 'CANCELLED',
      cancelled_at: expect.stringMatching(ISO),
      message: expect.any(String),
    })
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.status).toBe('CANCELLED')
  })
})

describe('meta endpoints', () => {
  it('GET /openapi.json is valid JSON with a path for every endpoint', async () => {
    const r = await t.api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/openapi.json',
      {
        key: null,
      },
    )
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toMatch(/application\/json/)
    expect(() => JSON.parse(r.text)).not.toThrow()
    expect(r.body.openapi).toMatch(/^3\./)
    const endpoints: Array<[string, string]> = [
      ['/v1/automation/run', 'post'],
      ['/v1/automation/run-async', 'post'],
      ['/v1/automation/run-sse', 'post'],
      ['/v1/runs', 'get'],
      ['/v1/runs/{id}', 'get'],
      ['/v1/runs/{id}/events', 'get'],
      ['/v1/runs/{id}/cancel', 'post'],
      ['/healthz', 'get'],
      ['/mcp', 'post'],
      ['/.well-known/oauth-protected-resource/mcp', 'get'],
      ['/.well-known/oauth-authorization-server', 'get'],
      ['/oauth/authorize', 'get'],
      ['/oauth/token', 'post'],
      ['/oauth/register', 'post'],
      ['/oauth/revoke', 'post'],
    ]
    for (const [path, method] of endpoints) expect(r.body.paths[path], path).toHaveProperty(method)
  })

  it('GET /docs is an HTML page', async () => {
    const r = await t.api('/docs', { key: null })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toMatch(/text\/html/)
    expect(r.text).toMatch(/<html/i)
    expect(r.text).toContain('/v1/automation/run')
  })

  it('GET /healthz answers ok without a key', async () => {
    const r = await t.api<{ status: string; active_runs: number }>('/healthz', { key: null })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ status: 'ok', active_runs: expect.any(Number) })
  })

  it('an unknown route is a 404 in the error envelope', async () => {
    const r = await t.api<ErrorAnswer>('/v2/nothing')
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe('NOT_FOUND')
  })
})

describe('many runs and disconnecting clients', () => {
  it('runs 10 async runs at once (concurrency 10), all COMPLETED', async () => {
    const started = Date.now()
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        startAsync(t.api, { url: site.url('/news/'), goal: `Batch run ${i} delay=1000` }),
      ),
    )
    expect(new Set(ids).size).toBe(10)
    // all ten hold a slot at the same time: none waits PENDING for another
    await waitFor('all 10 runs to be RUNNING or done at once', async () => {
      const list = await t.api<ListAnswer>('/v1/runs?goal=Batch%20run&status=PENDING')
      return list.body.pagination.total === 0
    })
    const runs = await Promise.all(ids.map((id) => waitForRun(t.api, id)))
    expect(runs.map((r) => r.status)).toEqual(Array(10).fill('COMPLETED'))
    for (const run of runs) expect(run.result?.title).toMatch(/.+/)
    const firstStart = Math.min(...runs.map((r) => Date.parse(r.started_at!)))
    const lastStart = Math.max(...runs.map((r) => Date.parse(r.started_at!)))
    const firstEnd = Math.min(...runs.map((r) => Date.parse(r.finished_at!)))
    // with 10 slots, the last one started before the first one ended
    expect(lastStart).toBeLessThanOrEqual(firstEnd)
    expect(firstStart).toBeGreaterThanOrEqual(started - 1000)
  })

  it('a sync client that disconnects mid-run: the run goes on, is listed, and ends COMPLETED', async () => {
    const goal = `Sync disconnect ${Date.now()} delay=1500`
    const abort = new AbortController()
    const request = t
      .api('/v1/automation/run', { body: { url: site.url('/news/'), goal }, signal: abort.signal })
      .catch((e: unknown) => e)
    const listed = await waitFor('the sync run to be RUNNING', async () => {
      const r = await t.api<ListAnswer>(`/v1/runs?status=RUNNING&goal=${encodeURIComponent(goal)}`)
      return r.body.data[0]
    })
    abort.abort()
    expect(await request).toBeInstanceOf(Error)
    const run = await waitForRun(t.api, listed.run_id)
    expect(run).toMatchObject({ status: 'COMPLETED', goal, error: null })
    expect(run.result?.title).toMatch(/.+/)
    const list = await t.api<ListAnswer>(`/v1/runs?goal=${encodeURIComponent(goal)}`)
    expect(list.body.data.map((r) => [r.run_id, r.status])).toEqual([[listed.run_id, 'COMPLETED']])
  })

  it('GET /v1/runs/{id}/events replays a finished run, ids <run_id>:<n>', async () => {
    // (the SSE details are in sse.test.ts)
    const [last] = (await t.api<ListAnswer>('/v1/runs?status=COMPLETED&limit=1')).body.data
    const replay = openSse(`${t.url}/v1/runs/${last!.run_id}/events`, { key: t.key })
    const messages = await replay.ended
    expect(messages.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED' })
    expect(messages.map((m) => seqOf(m.id))).toEqual(messages.map((_, i) => i + 1))
    for (const m of messages) expect(m.id.startsWith(`${last!.run_id}:`)).toBe(true)
  })
})
