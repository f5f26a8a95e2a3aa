/**
 * The HTTP layer without a socket: requests go through `app.fetch`, runs through the real
 * run manager, queue, pool and Chromium; the page is served on loopback.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type BrowserPool,
  createBrowserPool,
  createFairQueue,
  createMemoryStore,
  type RunStore,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app/create-app'
import { createMemoryKeyStore } from '../../src/auth/key-store'
import { createRateLimiter } from '../../src/auth/rate-limiter'
import { createRunManager } from '../../src/runs/run-manager'

let page: Server
let url: string
let pool: BrowserPool
let store: RunStore
const keys = createMemoryKeyStore()
let keyA: string
let keyB: string
let app: ReturnType<typeof createApp>
const logged: string[] = []

beforeAll(async () => {
  page = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Hello</title><h1>Hello</h1>'),
  )
  await new Promise<void>((r) => page.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  pool = createBrowserPool({ concurrency: 2 })
  store = createMemoryStore()
  keyA = (await keys.create({ name: 'a' })).key
  keyB = (await keys.create({ name: 'b' })).key
  const planner = createScriptedPlanner(
    Array.from({ length: 50 }, () => (input: { observation: { title: string } }) => ({
      purpose: 'Read the title',
      done: true,
      result: { title: input.observation.title },
    })),
  )
  const runs = createRunManager({
    store,
    queue: createFairQueue({ concurrency: 2 }),
    pool,
    keys,
    planner,
    allowPrivateNetwork: true,
  })
  app = createApp({
    runs,
    store,
    keys,
    limiter: createRateLimiter({ ratePerSecond: 1000, burst: 1000 }),
    log: (l) => logged.push(l),
  })
})
afterAll(async () => {
  await pool?.close()
  page?.close()
})

function call(path: string, init: RequestInit & { key?: string | null } = {}) {
  const headers = new Headers(init.headers)
  const key = init.key === undefined ? keyA : init.key
  if (key) headers.set('x-api-key', key)
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
  return app.fetch(new Request(`http://localhost${path}`, { ...init, headers }))
}

async function errorOf(response: Response) {
  const body = (await response.json()) as {
    error: { code: string; message: string; details?: Array<{ field: string }> }
  }
  return { status: response.status, ...body.error }
}

describe('API over app.fetch', () => {
  it('runs synchronously and answers the spec shape', async () => {
    const response = await call('/v1/automation/run', {
      method: 'POST',
      body: JSON.stringify({ url, goal: 'Get the title' }),
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      status: 'COMPLETED',
      result: { title: 'Hello' },
      error: null,
      num_of_steps: 1,
    })
    expect(Object.keys(body).sort()).toEqual([
      'error',
      'finished_at',
      'num_of_steps',
      'result',
      'run_id',
      'started_at',
      'status',
    ])
  })

  it('starts a run asynchronously and shows it to its owner only', async () => {
    const started = await call('/v1/automation/run-async', {
      method: 'POST',
      body: JSON.stringify({ url, goal: 'async' }),
    })
    expect(started.status).toBe(200)
    const { run_id, error } = (await started.json()) as { run_id: string; error: null }
    expect(error).toBeNull()
    const own = await call(`/v1/runs/${run_id}`)
    expect(own.status).toBe(200)
    const run = await own.json()
    expect(run).toMatchObject({
      run_id,
      goal: 'async',
      browser_config: { browser_type: 'lite', proxy_enabled: false },
    })
    expect(run).not.toHaveProperty('owner')
    expect(run).not.toHaveProperty('request')
    expect(await errorOf(await call(`/v1/runs/${run_id}`, { key: keyB }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    const list = (await (await call('/v1/runs?limit=100', { key: keyB })).json()) as {
      data: Array<{ run_id: string }>
    }
    expect(list.data.map((r) => r.run_id)).not.toContain(run_id)
  })

  it('replays a finished run as SSE, then answers 204 to a client that has seen COMPLETE', async () => {
    const sync = await call('/v1/automation/run', {
      method: 'POST',
      body: JSON.stringify({ url, goal: 'stream' }),
    })
    const { run_id } = (await sync.json()) as { run_id: string }
    const stream = await call(`/v1/runs/${run_id}/events`)
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/)
    const text = await stream.text()
    const ids = [...text.matchAll(/^id: (.+)$/gm)].map((m) => m[1] as string)
    const types = [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] as string).type)
    expect(types[0]).toBe('STARTED')
    expect(types.at(-1)).toBe('COMPLETE')
    expect(ids.at(-1)).toBe(`${run_id}:${ids.length}`)
    const again = await call(`/v1/runs/${run_id}/events`, {
      headers: { 'last-event-id': ids.at(-1) as string },
    })
    expect(again.status).toBe(204)
    const partial = await call(`/v1/runs/${run_id}/events`, {
      headers: { 'last-event-id': ids[0] as string },
    })
    expect([...(await partial.text()).matchAll(/^id: (.+)$/gm)].map((m) => m[1])).toEqual(ids.slice(1))
  })

  it('answers 401 MISSING_API_KEY, INVALID_API_KEY (unknown or revoked) and UNAUTHORIZED (expired)', async () => {
    expect(await errorOf(await call('/v1/runs', { key: null }))).toMatchObject({
      status: 401,
      code: 'MISSING_API_KEY',
    })
    expect(await errorOf(await call('/v1/runs', { key: 'wak_nope' }))).toMatchObject({
      status: 401,
      code: 'INVALID_API_KEY',
    })
    const revoked = await keys.create({ name: 'revoked' })
    await keys.revoke(revoked.record.id)
    expect(await errorOf(await call('/v1/runs', { key: revoked.key }))).toMatchObject({
      status: 401,
      code: 'INVALID_API_KEY',
    })
    const expired = await keys.create({ name: 'expired', expiresAt: '2020-01-01T00:00:00.000Z' })
    expect(await errorOf(await call('/v1/runs', { key: expired.key }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    })
  })

  it('answers 403 FORBIDDEN when the key has no credits left, charging one credit per run', async () => {
    const { key } = await keys.create({ name: 'one credit', credits: 1 })
    const body = JSON.stringify({ url, goal: 'x' })
    expect((await call('/v1/automation/run-async', { method: 'POST', body, key })).status).toBe(200)
    const refused = await errorOf(await call('/v1/automation/run-async', { method: 'POST', body, key }))
    expect(refused).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: expect.stringMatching(/credits/),
    })
    // an invalid request costs nothing
    const { key: other } = await keys.create({ name: 'other', credits: 1 })
    await call('/v1/automation/run-async', { method: 'POST', body: '{"url":"ftp://x"}', key: other })
    expect((await call('/v1/automation/run-async', { method: 'POST', body, key: other })).status).toBe(200)
  })

  it('answers 404 NOT_FOUND for an unknown run and an unknown route', async () => {
    expect(await errorOf(await call('/v1/runs/nope'))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await errorOf(await call('/v2/whatever'))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await errorOf(await call('/v1/runs/nope/cancel', { method: 'POST' }))).toMatchObject({
      status: 404,
    })
  })

  it('answers 400 INVALID_INPUT listing every problem: fields, enums, malformed JSON, content type, query', async () => {
    const many = await errorOf(
      await call('/v1/automation/run', {
        method: 'POST',
        body: JSON.stringify({
          url: 'http//bad',
          goal: '',
          browser_profile: 'chrome',
          proxy_config: { enabled: true, country_code: 'ZZ' },
        }),
      }),
    )
    expect(many.status).toBe(400)
    expect(many.code).toBe('INVALID_INPUT')
    expect(many.details?.map((d) => d.field)).toEqual(
      expect.arrayContaining(['url', 'goal', 'browser_profile', 'proxy_config.country_code']),
    )
    const malformed = await errorOf(await call('/v1/automation/run', { method: 'POST', body: '{"url":' }))
    expect(malformed).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/JSON/),
    })
    const text = await errorOf(
      await call('/v1/automation/run', {
        method: 'POST',
        body: 'url=x',
        headers: { 'content-type': 'text/plain' },
      }),
    )
    expect(text).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/application\/json/),
    })
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'status=DONE',
      'sort_direction=up',
      'created_after=yesterday',
      'cursor=zzz',
    ]) {
      const e = await errorOf(await call(`/v1/runs?${query}`))
      expect(e, query).toMatchObject({ status: 400, code: 'INVALID_INPUT' })
    }
    const proxy = await errorOf(
      await call('/v1/automation/run', {
        method: 'POST',
        body: JSON.stringify({ url, goal: 'x', proxy_config: { enabled: true, country_code: 'JP' } }),
      }),
    )
    expect(proxy.details).toEqual([
      {
        field: 'proxy_config.country_code',
        message: expect.stringMatching(/no proxy for JP is configured on this server.*AUTOMATION_PROXY_JP/),
      },
    ])
  })

  it('answers a path that is not valid percent-encoding (refused by h3 before routing) in the envelope, with details', async () => {
    const r = await call('/v1/runs/%E0%A4%A')
    expect(r.status).toBe(400)
    expect(r.headers.get('x-request-id')).toBeTruthy()
    const error = await errorOf(r)
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.details).toEqual([{ field: '(path)', message: 'is not valid percent-encoding' }])
  })

  it('answers 413 for a body over 1 MB', async () => {
    const huge = JSON.stringify({ url, goal: 'x'.repeat(1024 * 1024) })
    expect(await errorOf(await call('/v1/automation/run', { method: 'POST', body: huge }))).toMatchObject({
      status: 413,
    })
  })

  it('answers 429 RATE_LIMIT_EXCEEDED with Retry-After once a key is over its budget', async () => {
    const strict = createApp({
      runs: createRunManager({ store, queue: createFairQueue(), pool, keys, allowPrivateNetwork: true }),
      store,
      keys,
      limiter: createRateLimiter({ ratePerSecond: 1, burst: 3 }),
    })
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 5; i++) {
      last = await strict.fetch(new Request('http://localhost/v1/runs', { headers: { 'x-api-key': keyB } }))
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await errorOf(last as Response)).code).toBe('RATE_LIMIT_EXCEEDED')
  })

  it('answers 500 INTERNAL_ERROR with a request id and no stack trace', async () => {
    const broken = {
      ...store,
      get: async () => {
        throw new Error('disk on fire at /var/lib/secret')
      },
    }
    const failing = createApp({
      runs: createRunManager({ store: broken, queue: createFairQueue(), pool, keys }),
      store: broken,
      keys,
      limiter: createRateLimiter({ ratePerSecond: 0 }),
      log: (l) => logged.push(l),
    })
    const response = await failing.fetch(
      new Request('http://localhost/v1/runs/x', { headers: { 'x-api-key': keyA } }),
    )
    const body = await errorOf(response)
    expect(body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' })
    expect(body.message).toContain(response.headers.get('x-request-id') ?? 'missing')
    expect(JSON.stringify(body)).not.toMatch(/secret|at .*\.ts/)
    expect(logged.at(-1)).toMatch(/disk on fire/)
  })

  it('serves the OpenAPI document, a docs page and a health check without a key', async () => {
    const doc = (await (await call('/openapi.json', { key: null })).json()) as {
      paths: Record<string, unknown>
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/automation/run',
        '/v1/automation/run-async',
        '/v1/automation/run-sse',
        '/v1/runs',
        '/v1/runs/{id}',
        '/v1/runs/{id}/cancel',
      ]),
    )
    expect(Object.keys(doc.components.schemas.AutomationRequest?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'url',
        'goal',
        'browser_profile',
        'proxy_config',
        'output_schema',
        'agent_config',
        'webhook_url',
      ]),
    )
    const docs = await call('/docs', { key: null })
    expect(docs.headers.get('content-type')).toMatch(/text\/html/)
    expect(await docs.text()).toMatch(/X-API-Key/)
    expect(await (await call('/healthz', { key: null })).json()).toMatchObject({ status: 'ok' })
  })
})

describe('finished runs in memory', () => {
  it('keeps the events of at most maxFinishedKept finished runs; an older run is read from the store', async () => {
    const runs = createRunManager({
      store,
      queue: createFairQueue({ concurrency: 2 }),
      pool,
      keys,
      planner: createScriptedPlanner(
        Array.from({ length: 3 }, () => ({ purpose: 'Done', done: true, result: { ok: true } })),
      ),
      allowPrivateNetwork: true,
      maxFinishedKept: 2,
    })
    const key = (await keys.list())[0]!
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const run = await runs.start({ url, goal: `keep ${i}` }, key)
      await run.finished
      ids.push(run.runId)
    }
    expect(ids.map((id) => runs.live(id) !== undefined)).toEqual([false, true, true])
    expect((await store.get(ids[0]!))?.status).toBe('COMPLETED')
  })
})
