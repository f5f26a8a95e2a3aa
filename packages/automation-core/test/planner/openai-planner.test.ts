import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationError } from '../../src/errors'
import { createOpenAIPlanner } from '../../src/planner/openai-planner'
import { forgetReplyFormats } from '../../src/planner/reply-format'
import { fakeInput } from './fixtures'

const BASE = 'http://127.0.0.1:8000/v1'
const COMPLETIONS = `${BASE}/chat/completions`
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'
const server = setupServer()
const signal = () => new AbortController().signal

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  forgetReplyFormats()
})
afterAll(() => server.close())

/** The body an OpenAI-compatible server answers to /v1/chat/completions. */
function completion(content: string | null, extra: { refusal?: string; finish_reason?: string } = {}) {
  return {
    id: 'chatcmpl-BfQ2x9aZ0kYpQ1',
    object: 'chat.completion',
    created: 1_748_771_523,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: extra.refusal ?? null, annotations: [] },
        logprobs: null,
        finish_reason: extra.finish_reason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 1204, completion_tokens: 38, total_tokens: 1242 },
    service_tier: 'default',
    system_fingerprint: 'fp_34a54ae93c',
  }
}

interface CompletionBody {
  model: string
  temperature?: number
  messages: Array<{ role: string; content: string }>
  response_format: {
    type: string
    json_schema: { name: string; schema: Record<string, unknown>; strict: boolean }
  }
}

interface Recorded {
  body: CompletionBody
  authorization: string | null
}

function replyWith(...contents: string[]) {
  const requests: Recorded[] = []
  server.use(
    http.post(COMPLETIONS, async ({ request }) => {
      requests.push({
        body: (await request.json()) as CompletionBody,
        authorization: request.headers.get('authorization'),
      })
      return HttpResponse.json(completion(contents.shift() ?? ''))
    }),
  )
  return requests
}

async function failure(promise: Promise<unknown>): Promise<AutomationError> {
  return (await promise.catch((e: unknown) => e)) as AutomationError
}

describe('createOpenAIPlanner', () => {
  it('posts the prompt with the decision schema as response_format, and no Authorization without a key', async () => {
    const requests = replyWith(
      '{"purpose":"Open deals","actions":[{"type":"click","index":1}],"done":false,"result":null}',
    )
    const planner = createOpenAIPlanner({ baseUrl: `${BASE}/`, apiKey: '', model: 'qwen2.5-7b-instruct' })
    expect(planner.name).toBe('openai:qwen2.5-7b-instruct')
    expect(await planner.next(fakeInput(), signal())).toMatchObject({
      actions: [{ type: 'click', index: 1 }],
    })

    const { body, authorization } = requests[0]!
    expect(authorization).toBeNull()
    expect(body.model).toBe('qwen2.5-7b-instruct')
    expect(body.temperature).toBe(0)
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'decision', strict: false },
    })
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
    })
    const user = body.messages[1]?.content ?? ''
    expect(user).toContain('Goal: Find the cheapest laptop')
    expect(user).toContain('2. Extract the product cards [https://shop.example/search?q=laptop] -> extract')
    expect(user).toContain('[3]<button>Search</button>')
  })

  it('uses strict mode with a closed output schema, sends the key, and accepts nulls for optional fields', async () => {
    const requests = replyWith(
      '{"purpose":"Scroll to see more laptops","actions":[{"type":"scroll","direction":"down","index":null}],"done":false,"result":null}',
    )
    const outputSchema = {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    }
    const planner = createOpenAIPlanner({ baseUrl: BASE, apiKey: KEY })
    const decision = await planner.next(fakeInput({ outputSchema }), signal())
    expect(decision.actions).toEqual([{ type: 'scroll', direction: 'down' }])
    expect(requests[0]?.authorization).toBe(`Bearer ${KEY}`)
    expect(requests[0]?.body.response_format.json_schema.strict).toBe(true)
    expect(requests[0]?.body.messages[1]?.content).toContain('Output schema (result must match it)')
  })

  it('accepts a fenced reply', async () => {
    replyWith('```json\n{"purpose":"Report","done":true,"result":{"name":"Laptop Air 13"}}\n```')
    const decision = await createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), signal())
    expect(decision.result).toEqual({ name: 'Laptop Air 13' })
  })

  it('re-asks after a missing field, naming it', async () => {
    const requests = replyWith(
      '{"purpose":"Select the sort order","actions":[{"type":"select","index":4}]}',
      '{"purpose":"Select the sort order","actions":[{"type":"select","index":4,"value":"Price: low to high"}]}',
    )
    const decision = await createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), signal())
    expect(decision.actions).toEqual([{ type: 'select', index: 4, value: 'Price: low to high' }])
    expect(requests[1]?.body.messages.at(-1)?.content).toContain('actions.0.value: missing (required string)')
  })

  it('fails with PLANNER_FAILED and the model text when the reply stays invalid', async () => {
    replyWith('Let me think.', 'Let me think.', 'Let me think about which laptop is cheapest.')
    const error = await failure(createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), signal()))
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toContain('the reply contains no JSON object')
    expect(error.message).toContain('Last reply: Let me think about which laptop is cheapest.')
  })

  it('handles a refusal', async () => {
    server.use(
      http.post(COMPLETIONS, () =>
        HttpResponse.json(completion(null, { refusal: "I'm sorry, I can't help with that." })),
      ),
    )
    const error = await failure(createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), signal()))
    expect(error).toMatchObject({ code: 'PLANNER_FAILED', data: { retryable: false } })
    expect(error.message).toContain("refused: I'm sorry")
  })

  it('reports an unknown model (404) without echoing the key', async () => {
    server.use(
      http.post(COMPLETIONS, () =>
        HttpResponse.json(
          {
            error: {
              message: 'The model `gpt-9` does not exist or you do not have access to it.',
              type: 'invalid_request_error',
              param: null,
              code: 'model_not_found',
            },
          },
          { status: 404 },
        ),
      ),
    )
    const error = await failure(
      createOpenAIPlanner({ baseUrl: BASE, apiKey: KEY, model: 'gpt-9' }).next(fakeInput(), signal()),
    )
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toContain(`model 'gpt-9' not found on ${BASE}`)
    expect(error.data).toMatchObject({ status: 404, retryable: false })
    expect(JSON.stringify({ message: error.message, data: error.data })).not.toContain(KEY)
  })

  it('masks the key when the server quotes it (401)', async () => {
    server.use(
      http.post(COMPLETIONS, () =>
        HttpResponse.json(
          {
            error: {
              message: `Incorrect API key provided: ${KEY}.`,
              type: 'invalid_request_error',
              code: 'invalid_api_key',
            },
          },
          { status: 401 },
        ),
      ),
    )
    const error = await failure(
      createOpenAIPlanner({ baseUrl: BASE, apiKey: KEY }).next(fakeInput(), signal()),
    )
    expect(error.message).not.toContain(KEY)
    expect(error.message).toContain('Incorrect API key provided: ***')
    expect(error.message).toContain('check OPENAI_API_KEY')
  })

  it('marks a 500 and a 429 as retryable', async () => {
    for (const status of [500, 503, 429]) {
      server.use(
        http.post(COMPLETIONS, () =>
          HttpResponse.json({ object: 'error', message: 'engine overloaded' }, { status }),
        ),
      )
      const error = await failure(createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), signal()))
      expect(error).toMatchObject({ code: 'PLANNER_FAILED', data: { status, retryable: true } })
      expect(error.message).toContain(`answered ${status}`)
      expect(error.message).toContain('engine overloaded')
    }
  })

  it('falls back to a non-strict schema once when the server rejects the strict one', async () => {
    const strictness: boolean[] = []
    server.use(
      http.post(COMPLETIONS, async ({ request }) => {
        const body = (await request.json()) as CompletionBody
        strictness.push(body.response_format.json_schema.strict)
        if (body.response_format.json_schema.strict) {
          return HttpResponse.json(
            {
              error: {
                message: "Invalid schema for response_format 'decision': too deeply nested",
                code: null,
              },
            },
            { status: 400 },
          )
        }
        return HttpResponse.json(completion('{"purpose":"Done","done":true,"result":{"name":"x"}}'))
      }),
    )
    const outputSchema = {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    }
    const planner = createOpenAIPlanner({ baseUrl: BASE })
    await planner.next(fakeInput({ outputSchema }), signal())
    await planner.next(fakeInput({ outputSchema }), signal())
    expect(strictness).toEqual([true, false, false])
  })

  it('steps down to json_object, then to the schema in the prompt, for a server that takes neither, and remembers it per model', async () => {
    const asked: Array<{ format: string; schemaInPrompt: boolean }> = []
    server.use(
      http.post(COMPLETIONS, async ({ request }) => {
        const body = (await request.json()) as {
          response_format?: { type: string }
          messages: Array<{ role: string; content: string }>
        }
        const format = body.response_format?.type ?? 'none'
        asked.push({ format, schemaInPrompt: body.messages[0]?.content.includes('JSON Schema:') ?? false })
        if (format === 'json_schema')
          return HttpResponse.json(
            { error: { message: "'response_format.type' json_schema is not supported" } },
            { status: 400 },
          )
        if (format === 'json_object')
          return HttpResponse.json(
            { message: 'response_format is unsupported by this model' },
            { status: 422 },
          )
        return HttpResponse.json(completion('Sure! {"purpose":"Done","done":true,"result":{"ok":true}}'))
      }),
    )
    const first = await createOpenAIPlanner({ baseUrl: BASE, model: 'tiny-local' }).next(
      fakeInput(),
      signal(),
    )
    expect(first).toMatchObject({ done: true, result: { ok: true } })
    expect(asked).toEqual([
      { format: 'json_schema', schemaInPrompt: false },
      { format: 'json_schema', schemaInPrompt: false },
      { format: 'json_object', schemaInPrompt: true },
      { format: 'none', schemaInPrompt: true },
    ])
    // a new planner (a later run) for the same model starts with what worked
    asked.length = 0
    await createOpenAIPlanner({ baseUrl: BASE, model: 'tiny-local' }).next(fakeInput(), signal())
    expect(asked).toEqual([{ format: 'none', schemaInPrompt: true }])
    // another model on the same server is asked with the schema again
    asked.length = 0
    await createOpenAIPlanner({ baseUrl: BASE, model: 'other' })
      .next(fakeInput(), signal())
      .catch(() => {})
    expect(asked[0]).toEqual({ format: 'json_schema', schemaInPrompt: false })
  })

  it('reports a connection failure as retryable', async () => {
    server.use(http.post(COMPLETIONS, () => HttpResponse.error()))
    const error = await failure(
      createOpenAIPlanner({ baseUrl: BASE, apiKey: KEY }).next(fakeInput(), signal()),
    )
    expect(error).toMatchObject({ code: 'PLANNER_FAILED', data: { retryable: true } })
    expect(error.message).toContain(`cannot reach OpenAI-compatible server at ${BASE}`)
  })

  it('aborts the HTTP call when the signal fires', async () => {
    server.use(http.post(COMPLETIONS, () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = createOpenAIPlanner({ baseUrl: BASE }).next(fakeInput(), controller.signal)
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' })
  })
})
