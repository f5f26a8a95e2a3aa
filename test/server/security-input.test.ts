/**
 * Bad input through the real server: each of these once answered 500, killed a run after its
 * credit was spent, or was stored under a run id the client was given. Each must now be a 400
 * INVALID_INPUT with details, with no run created and no credit taken.
 */
import { INPUT_LIMITS } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  type ErrorAnswer,
  type ListAnswer,
  startAsync,
  startTestServer,
  type TestServer,
  waitForRun,
} from './helpers'

let t: TestServer
let key: string
let keyId: string
const url = 'http://127.0.0.1:9/'

beforeAll(async () => {
  t = await startTestServer()
  const created = await t.server.keys.create({ name: 'input', credits: 100 })
  key = created.key
  keyId = created.record.id
})
afterAll(async () => t?.close())

async function credits(): Promise<number | null> {
  return (await t.server.keys.list()).find((k) => k.id === keyId)?.credits ?? null
}

async function runCount(): Promise<number> {
  return (await t.api<ListAnswer>('/v1/runs?limit=1', { key })).body.pagination.total
}

/** Sends a raw JSON text (escapes as written) to run-async. */
function postRaw(text: string) {
  return fetch(`${t.url}/v1/automation/run-async`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: text,
  })
}

/** Expects a 400 INVALID_INPUT naming `field`, with no run made and no credit taken. */
async function expectRefused(send: () => Promise<Response>, field: string, message: RegExp) {
  const [runsBefore, creditsBefore] = [await runCount(), await credits()]
  const response = await send()
  const body = (await response.json()) as ErrorAnswer & { run_id?: string }
  expect(response.status).toBe(400)
  expect(body.error.code).toBe('INVALID_INPUT')
  expect(body.run_id).toBeUndefined()
  const detail = body.error.details?.find((d) => d.field === field)
  expect(detail, JSON.stringify(body.error.details)).toBeDefined()
  expect(detail?.message).toMatch(message)
  expect(await runCount()).toBe(runsBefore)
  expect(await credits()).toBe(creditsBefore)
}

const withSchema = (output_schema: unknown) => () =>
  postRaw(JSON.stringify({ url, goal: 'Get the title', output_schema }))

describe('output_schema', () => {
  it('refuses a $ref cycle at submit: to the root, and a -> b -> a', async () => {
    await expectRefused(withSchema({ $ref: '#' }), 'output_schema', /refers back to itself/)
    await expectRefused(
      withSchema({
        type: 'object',
        properties: { tree: { $ref: '#/$defs/a' } },
        $defs: {
          a: { type: 'object', properties: { b: { $ref: '#/$defs/b' } } },
          b: { type: 'object', properties: { a: { $ref: '#/$defs/a' } } },
        },
      }),
      'output_schema',
      /refers back to itself/,
    )
    await expectRefused(
      withSchema({ type: 'object', properties: { child: { $ref: '#' } } }),
      'output_schema',
      /refers back to itself/,
    )
  })

  it('refuses external and dangling references', async () => {
    await expectRefused(
      withSchema({ $ref: 'https://example.com/schema.json' }),
      'output_schema',
      /points outside the schema/,
    )
    await expectRefused(withSchema({ $ref: '#/$defs/missing' }), 'output_schema', /points to nothing/)
  })

  it('takes a schema that uses one definition in many places (no cycle)', async () => {
    const response = await postRaw(
      JSON.stringify({
        url,
        goal: 'Get the title',
        output_schema: {
          type: 'object',
          properties: { a: { $ref: '#/$defs/n' }, b: { $ref: '#/$defs/n' }, c: { $ref: '#/$defs/n' } },
          $defs: { n: { type: 'string' } },
        },
      }),
    )
    expect(response.status).toBe(200)
  })

  it('refuses a schema over its limits: 64 KB, 500 properties, 1,000 values, 32 levels', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, {}]))
    await expectRefused(
      withSchema({ type: 'object', properties: many }),
      'output_schema',
      /501 properties; at most 500/,
    )
    // no property at all and 12 KB, yet costlier to compile than the largest schema allowed
    await expectRefused(
      withSchema({ anyOf: Array.from({ length: 4000 }, () => ({})) }),
      'output_schema',
      /more than 1000 JSON values/,
    )
    const big = { type: 'object', description: 'x'.repeat(70_000) }
    await expectRefused(withSchema(big), 'output_schema', /bytes long; at most 65536/)
    let deep: Record<string, unknown> = { type: 'string' }
    for (let i = 0; i < 40; i++) deep = { type: 'array', items: deep }
    await expectRefused(withSchema(deep), 'output_schema', /nested more than 32 levels/)
  })

  it('a schema at the limits is taken: 1,000 values, 498 properties', async () => {
    // the schema, "object", the properties, and two values a property: 999 values
    const count = Math.floor((INPUT_LIMITS.schemaValues - 3) / 2)
    const many = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string' }]))
    const response = await postRaw(
      JSON.stringify({ url, goal: 'Get the title', output_schema: { type: 'object', properties: many } }),
    )
    expect(response.status).toBe(200)
  })
})

/** How long GET /healthz takes while `send` is under way: the event loop's answer to others. */
async function healthzWhile(
  send: () => Promise<Response>,
): Promise<{ response: Response; healthzMs: number }> {
  const t0 = performance.now()
  const [response, healthzMs] = await Promise.all([
    send(),
    fetch(`${t.url}/healthz`).then(async (r) => {
      await r.arrayBuffer()
      return performance.now() - t0
    }),
  ])
  return { response, healthzMs }
}

describe('the body', () => {
  it('refuses 100,000 nested arrays or objects in an ignored field with 400, not 500', async () => {
    const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","use_profile":${arrays}}`),
      'use_profile',
      /nested more than 64 levels/,
    )
    // in well under a second, and the server answers others meanwhile
    const t0 = performance.now()
    const { response, healthzMs } = await healthzWhile(() =>
      postRaw(`{"url":"${url}","goal":"Get the title","use_profile":${arrays}}`),
    )
    expect(response.status).toBe(400)
    expect(performance.now() - t0).toBeLessThan(1000)
    expect(healthzMs).toBeLessThan(1000)
    const objects = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","profile_id":${objects}}`),
      'profile_id',
      /nested more than 64 levels/,
    )
  })

  it('refuses a body of more than 20,000 values (a megabyte of {} takes JSON.parse ~30 ms)', async () => {
    const tiny = Array.from({ length: 300_000 }, () => '{}').join(',')
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","profile_id":[${tiny}]}`),
      '(body)',
      /more than 20000 JSON values/,
    )
  })

  it('refuses a NUL character or an unpaired surrogate in goal, with details and no run id', async () => {
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title\\u0000"}`),
      'goal',
      /NUL character/,
    )
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title \\ud800"}`),
      'goal',
      /unpaired UTF-16 surrogate/,
    )
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","use_vault":{"k\\u0000":1}}`),
      'use_vault',
      /key that contains a NUL/,
    )
  })

  it('every 400 carries details, malformed JSON included', async () => {
    const response = await postRaw('{"url": ')
    const body = (await response.json()) as ErrorAnswer
    expect(response.status).toBe(400)
    expect(body.error.details?.length).toBeGreaterThan(0)
  })
})

describe('credits', () => {
  it('a key with one credit sends every kind of bad input, and still has its credit for a good run', async () => {
    const { key: oneCredit, record } = await t.server.keys.create({ name: 'one-credit', credits: 1 })
    const send = (body: string) =>
      fetch(`${t.url}/v1/automation/run-async`, {
        method: 'POST',
        headers: { 'x-api-key': oneCredit, 'content-type': 'application/json' },
        body,
      })
    const bad = [
      JSON.stringify({ url, goal: 'x', output_schema: { $ref: '#' } }),
      JSON.stringify({ url, goal: 'x', output_schema: { $ref: 'https://example.com/s.json' } }),
      JSON.stringify({ url, goal: 'x', output_schema: { anyOf: Array.from({ length: 2000 }, () => ({})) } }),
      `{"url":"${url}","goal":"x","use_profile":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      `{"url":"${url}","goal":"x\\u0000"}`,
      '{"url": ',
      JSON.stringify({ url: 'ftp://example.com', goal: '' }),
    ]
    for (const body of bad) {
      const response = await send(body)
      expect(response.status, body.slice(0, 80)).toBe(400)
      expect(((await response.json()) as ErrorAnswer).error.details?.length).toBeGreaterThan(0)
    }
    expect((await t.server.keys.list()).find((k) => k.id === record.id)?.credits).toBe(1)
    const good = await send(JSON.stringify({ url, goal: 'Get the title' }))
    expect(good.status).toBe(200)
    expect((await t.server.keys.list()).find((k) => k.id === record.id)?.credits).toBe(0)
  })
})

describe('checking a result against output_schema', () => {
  let site: FixtureServer
  let redos: TestServer
  // a result a page could hold, against a pattern that backtracks: unchecked, seconds for each
  // check (each more a doubles it), and the run checks three times (two re-asks)
  const result = { code: `${'a'.repeat(27)}!` }
  beforeAll(async () => {
    site = await startFixtureServer()
    const done = { purpose: 'Done', done: true as const, result }
    redos = await startTestServer({ parts: { planner: createScriptedPlanner([done, done, done]) } })
  })
  afterAll(async () => {
    await redos?.close()
    await site?.close()
  })

  it('stops a pattern that backtracks: the run ends, the server answers others meanwhile', async () => {
    const runId = await startAsync(redos.api, {
      url: site.url('/news/'),
      goal: 'Read the code',
      output_schema: { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } },
    })
    let slowest = 0
    let run = await waitForRun(redos.api, runId, ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'])
    while (run.status === 'PENDING' || run.status === 'RUNNING') {
      const t0 = performance.now()
      await fetch(`${redos.url}/healthz`).then((r) => r.arrayBuffer())
      slowest = Math.max(slowest, performance.now() - t0)
      run = (await redos.api<ApiRun>(`/v1/runs/${runId}`)).body
    }
    expect(slowest).toBeLessThan(1000)
    expect(run.status).toBe('COMPLETED')
    const mismatches = (run.result as { schema_mismatches?: string[] } | null)?.schema_mismatches
    expect(mismatches).toEqual([expect.stringMatching(/could not be checked against output_schema within/)])
  })
})
