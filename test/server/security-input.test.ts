/**
 * Bad input through the real server: each of these once answered 500, killed a run after its
 * credit was spent, or was stored under a run id the client was given. Each must now be a 400
 * INVALID_INPUT with details, with no run created and no credit taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ErrorAnswer, type ListAnswer, startTestServer, type TestServer } from './helpers'

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

  it('refuses a schema over its limits: 64 KB, 500 properties, 32 levels', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, { type: 'string' }]))
    await expectRefused(
      withSchema({ type: 'object', properties: many }),
      'output_schema',
      /501 properties; at most 500/,
    )
    const big = { type: 'object', description: 'x'.repeat(70_000) }
    await expectRefused(withSchema(big), 'output_schema', /bytes long; at most 65536/)
    let deep: Record<string, unknown> = { type: 'string' }
    for (let i = 0; i < 40; i++) deep = { type: 'array', items: deep }
    await expectRefused(withSchema(deep), 'output_schema', /nested more than 32 levels/)
  })

  it('a valid worst case (500 properties) is taken', async () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, { type: 'string' }]))
    const response = await postRaw(
      JSON.stringify({ url, goal: 'Get the title', output_schema: { type: 'object', properties: many } }),
    )
    expect(response.status).toBe(200)
  })
})

describe('the body', () => {
  it('refuses 100,000 nested arrays or objects in an ignored field with 400, not 500', async () => {
    const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","use_profile":${arrays}}`),
      'use_profile',
      /nested more than 64 levels/,
    )
    const objects = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`
    await expectRefused(
      () => postRaw(`{"url":"${url}","goal":"Get the title","profile_id":${objects}}`),
      'profile_id',
      /nested more than 64 levels/,
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
