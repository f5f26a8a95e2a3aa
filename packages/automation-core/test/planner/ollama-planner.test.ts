import { once } from 'node:events'
import { createServer } from 'node:net'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationError } from '../../src/errors'
import { createOllamaPlanner } from '../../src/planner/ollama-planner'
import { forgetReplyFormats } from '../../src/planner/reply-format'
import { fakeInput } from './fixtures'

const HOST = 'http://127.0.0.1:11434'
const CHAT = `${HOST}/api/chat`
const server = setupServer()
const signal = () => new AbortController().signal

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  server.resetHandlers()
  forgetReplyFormats()
})
afterAll(() => server.close())

/** The body Ollama answers to a non-streamed /api/chat. */
function ollamaReply(content: string, model = 'qwen2.5:7b') {
  return {
    model,
    created_at: '2025-06-01T10:12:03.512984Z',
    message: { role: 'assistant', content },
    done_reason: 'stop',
    done: true,
    total_duration: 2_315_400_100,
    load_duration: 18_330_200,
    prompt_eval_count: 1012,
    prompt_eval_duration: 512_113_000,
    eval_count: 41,
    eval_duration: 602_215_000,
  }
}

interface ChatBody {
  model: string
  stream: boolean
  format: Record<string, unknown>
  options: { temperature: number; num_ctx: number }
  messages: Array<{ role: string; content: string }>
}

/** Answers the given replies in turn and records the request bodies. */
function replyWith(...contents: string[]) {
  const bodies: ChatBody[] = []
  server.use(
    http.post(CHAT, async ({ request }) => {
      bodies.push((await request.json()) as ChatBody)
      return HttpResponse.json(ollamaReply(contents.shift() ?? ''))
    }),
  )
  return bodies
}

describe('createOllamaPlanner', () => {
  it('sends the goal, history and observation with the decision schema as format', async () => {
    const bodies = replyWith(
      '{"purpose":"Open the cheaper laptop","actions":[{"type":"click","index":1}],"done":false,"result":null}',
    )
    const planner = createOllamaPlanner({ host: HOST, model: 'qwen2.5:7b' })
    expect(planner.name).toBe('ollama:qwen2.5:7b')
    const decision = await planner.next(fakeInput(), signal())
    expect(decision).toEqual({
      purpose: 'Open the cheaper laptop',
      actions: [{ type: 'click', index: 1 }],
      done: false,
      result: null,
      // Ollama's own counts: prompt_eval_count and eval_count (it reports no cache hits)
      usage: {
        prompt_tokens: 1012,
        cached_tokens: 0,
        completion_tokens: 41,
        calls: 1,
        latency_ms: expect.any(Number),
      },
    })

    const body = bodies[0]!
    expect(body).toMatchObject({
      model: 'qwen2.5:7b',
      stream: false,
      options: { temperature: 0, num_ctx: 16_384 },
    })
    expect(body.format).toMatchObject({ type: 'object', required: ['purpose'] })
    expect(JSON.stringify(body.format)).toContain('"switch_tab"')
    const user = body.messages[1]?.content ?? ''
    expect(body.messages[0]?.role).toBe('system')
    expect(user).toContain('Goal: Find the cheapest laptop and return its name and price')
    expect(user).toContain(
      '1. Search for laptops [https://shop.example/] -> fill [2] text="laptop" submit ok',
    )
    expect(user).toContain('[2]<input type="search" placeholder="Search products" name="q"></input>')
  })

  it('accepts a reply wrapped in ```json fences', async () => {
    replyWith(
      '```json\n{"purpose":"Report","done":true,"result":{"name":"Laptop Air 13","price":"$999"}}\n```',
    )
    const decision = await createOllamaPlanner({ host: HOST }).next(fakeInput(), signal())
    expect(decision).toMatchObject({ done: true, result: { name: 'Laptop Air 13', price: '$999' } })
  })

  it('re-asks when a field is missing and uses the corrected reply', async () => {
    const bodies = replyWith(
      '{"actions":[{"type":"click","index":3}],"done":false}',
      '{"purpose":"Submit the search","actions":[{"type":"click","index":3}],"done":false}',
    )
    const decision = await createOllamaPlanner({ host: HOST }).next(fakeInput(), signal())
    expect(decision.purpose).toBe('Submit the search')
    expect(bodies).toHaveLength(2)
    const reask = bodies[1]?.messages.at(-1)
    expect(reask).toMatchObject({
      role: 'user',
      content: expect.stringContaining('purpose: missing (required string)'),
    })
    expect(bodies[1]?.messages.at(-2)).toEqual({
      role: 'assistant',
      content: '{"actions":[{"type":"click","index":3}],"done":false}',
    })
  })

  it('fails with PLANNER_FAILED quoting the model text when the reply stays invalid', async () => {
    const bad = '{"purpose":"Click","actions":[{"type":"tap","index":3}]}'
    const bodies = replyWith(bad, bad, bad)
    const error = (await createOllamaPlanner({ host: HOST, maxRetries: 2 })
      .next(fakeInput(), signal())
      .catch((e: unknown) => e)) as AutomationError
    expect(bodies).toHaveLength(3)
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toContain('unknown action type')
    expect(error.message).toContain(`Last reply: ${bad}`)
  })

  it('says how to pull a model that is not found (404)', async () => {
    server.use(
      http.post(CHAT, () =>
        HttpResponse.json({ error: 'model "llama3.1" not found, try pulling it first' }, { status: 404 }),
      ),
    )
    const error = (await createOllamaPlanner({ host: HOST, model: 'llama3.1' })
      .next(fakeInput(), signal())
      .catch((e: unknown) => e)) as AutomationError
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toBe(
      "model 'llama3.1' not found on http://127.0.0.1:11434; run `ollama pull llama3.1`",
    )
    expect(error.data).toMatchObject({ status: 404, retryable: false, model: 'llama3.1' })
  })

  it('marks a 500 as retryable and keeps the server message', async () => {
    server.use(
      http.post(CHAT, () =>
        HttpResponse.json({ error: 'llama runner process has terminated: signal: killed' }, { status: 500 }),
      ),
    )
    const error = (await createOllamaPlanner({ host: HOST })
      .next(fakeInput(), signal())
      .catch((e: unknown) => e)) as AutomationError
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toContain('Ollama at http://127.0.0.1:11434 answered 500')
    expect(error.message).toContain('llama runner process has terminated')
    expect(error.data.retryable).toBe(true)
  })

  it('reports connection refused with the server URL, retryable', async () => {
    // A port that was just free: nothing listens there, so the connection is really refused.
    const probe = createServer().listen(0, '127.0.0.1')
    await once(probe, 'listening')
    const port = (probe.address() as { port: number }).port
    probe.close()
    await once(probe, 'close')
    const host = `http://127.0.0.1:${port}`
    const error = (await createOllamaPlanner({ host })
      .next(fakeInput(), signal())
      .catch((e: unknown) => e)) as AutomationError
    expect(error.code).toBe('PLANNER_FAILED')
    expect(error.message).toContain(`cannot reach Ollama at ${host} (ECONNREFUSED)`)
    expect(error.message).toContain('ollama serve')
    expect(error.data.retryable).toBe(true)
  })

  it('reports a network error as retryable too', async () => {
    server.use(http.post(CHAT, () => HttpResponse.error()))
    const error = (await createOllamaPlanner({ host: HOST })
      .next(fakeInput(), signal())
      .catch((e: unknown) => e)) as AutomationError
    expect(error).toMatchObject({ code: 'PLANNER_FAILED', data: { retryable: true } })
    expect(error.message).toContain('cannot reach Ollama at http://127.0.0.1:11434')
  })

  it('aborts the HTTP call when the signal fires', async () => {
    server.use(http.post(CHAT, () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = createOllamaPlanner({ host: HOST }).next(fakeInput(), controller.signal)
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' })
  })

  it('reads host and model from the environment, and takes a host without scheme', async () => {
    const bodies = replyWith('{"purpose":"Done","done":true,"result":{"ok":true}}')
    process.env.OLLAMA_HOST = '127.0.0.1:11434'
    process.env.AUTOMATION_MODEL = 'llama3.2:3b'
    try {
      const planner = createOllamaPlanner()
      expect(planner.name).toBe('ollama:llama3.2:3b')
      await planner.next(fakeInput(), signal())
      expect(bodies[0]?.model).toBe('llama3.2:3b')
    } finally {
      delete process.env.OLLAMA_HOST
      delete process.env.AUTOMATION_MODEL
    }
  })

  it('asks an Ollama that refuses a schema format for any JSON, then with the schema in the prompt, and remembers it', async () => {
    const formats: unknown[] = []
    server.use(
      http.post(CHAT, async ({ request }) => {
        const body = (await request.json()) as { format?: unknown; messages: Array<{ content: string }> }
        formats.push(typeof body.format === 'object' ? 'schema' : (body.format ?? 'none'))
        if (typeof body.format === 'object')
          return HttpResponse.json(
            { error: 'invalid format: expected "json" or a JSON schema' },
            { status: 400 },
          )
        if (body.format === 'json')
          return HttpResponse.json({ error: 'format json not supported by model' }, { status: 500 })
        expect(body.messages[0]?.content).toContain('JSON Schema:')
        return HttpResponse.json(
          ollamaReply('{"purpose":"Done","done":true,"result":{"ok":true}}', 'old-model'),
        )
      }),
    )
    const planner = createOllamaPlanner({ host: HOST, model: 'old-model' })
    expect(await planner.next(fakeInput(), signal())).toMatchObject({ done: true })
    expect(formats).toEqual(['schema', 'json', 'none'])
    formats.length = 0
    await createOllamaPlanner({ host: HOST, model: 'old-model' }).next(fakeInput(), signal())
    expect(formats).toEqual(['none'])
  })
})
