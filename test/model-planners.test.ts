/**
 * Both model planners end to end: real Chromium on the fixture shop, the model mocked at
 * its HTTP boundary with msw, answering as a model would from the prompt it was sent.
 */
import {
  type BrowserPool,
  createBrowserPool,
  createOllamaPlanner,
  createOpenAIPlanner,
  runAutomation,
} from 'automation-core'
import { ollamaChatReply, openaiChatReply } from 'automation-core/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

const OLLAMA = 'http://127.0.0.1:11434'
const OPENAI = 'http://127.0.0.1:8000/v1'

let site: FixtureServer
let pool: BrowserPool
const mock = setupServer()
const prompts: string[] = []

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 2 })
})
afterEach(() => {
  mock.resetHandlers()
  prompts.length = 0
})
afterAll(async () => {
  mock.close()
  await pool?.close()
  await site?.close()
})

/** What a capable model answers for "the first 3 laptops" on the shop, read off the prompt. */
function modelReply(prompt: string): unknown {
  const lastUser = prompt
  if (!/laptops\.html/.test(lastUser.split('Current page')[1] ?? '')) {
    const index = /\[(\d+)\]Laptops\n/.exec(lastUser)?.[1]
    return {
      purpose: 'Open the Laptops category',
      actions: [{ type: 'click', index: Number(index) }],
      done: false,
      result: null,
    }
  }
  if (!/extract/.test(lastUser.split('Current page')[0] ?? '')) {
    return {
      purpose: 'Extract the product cards',
      actions: [{ type: 'extract', what: 'product cards', limit: 3 }],
      done: false,
      result: null,
    }
  }
  const data = JSON.parse(/ok data: (\{.*\})$/m.exec(lastUser)?.[1] ?? '{"items":[]}') as {
    items: Array<{ name: string; price: string }>
  }
  const products = data.items.slice(0, 3).map(({ name, price }) => ({ name, price }))
  return { purpose: 'Return the first 3 laptops', actions: [], done: true, result: { products } }
}

function promptOf(messages: Array<{ content: string }>): string {
  const text = messages.map((m) => m.content).join('\n')
  prompts.push(text)
  // On a re-ask the last message is the complaint; the page is in the last message that has one.
  return messages.findLast((m) => m.content.includes('Current page'))?.content ?? ''
}

const goal = { url: '', goal: 'Extract the first 3 laptops with name and price' }

describe('model planners end to end (msw at the model HTTP boundary)', () => {
  it('ollama: structured output through format; a fenced, incomplete reply is re-asked', async () => {
    let calls = 0
    mock.use(
      http.post(`${OLLAMA}/api/chat`, async ({ request }) => {
        const body = (await request.json()) as {
          format: unknown
          messages: Array<{ content: string }>
          model: string
        }
        expect(body.format).toMatchObject({ type: 'object' })
        expect(body.model).toBe('qwen2.5:7b')
        calls++
        // The second call: the model forgets `purpose` and wraps its JSON in a fence.
        if (calls === 2)
          return HttpResponse.json(
            ollamaChatReply('```json\n{"actions":[{"type":"extract","what":"cards"}]}\n```'),
          )
        return HttpResponse.json(ollamaChatReply(JSON.stringify(modelReply(promptOf(body.messages)))))
      }),
    )
    const planner = createOllamaPlanner({ host: OLLAMA, model: 'qwen2.5:7b' })
    const final = await runAutomation(
      { ...goal, url: site.url('/shop/') },
      { planner, pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      products: [
        { name: 'Aerolite 14 Ultrabook', price: '$1,299.00' },
        { name: 'Novabook Pro 16', price: '$2,399.00' },
        { name: 'Kestrel X13 Carbon', price: '$1,549.00' },
      ],
    })
    expect(prompts.some((p) => p.includes('Extract the first 3 laptops'))).toBe(true)
    expect(calls).toBe(4)
  })

  it('openai-compatible: json_schema response_format, bearer key, same run', async () => {
    let auth: string | null = null
    mock.use(
      http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
        auth = request.headers.get('authorization')
        const body = (await request.json()) as {
          response_format: { type: string; json_schema: { schema: unknown } }
          messages: Array<{ content: string }>
        }
        expect(body.response_format.type).toBe('json_schema')
        return HttpResponse.json(openaiChatReply(JSON.stringify(modelReply(promptOf(body.messages)))))
      }),
    )
    const planner = createOpenAIPlanner({ baseUrl: OPENAI, apiKey: 'sk-test-123', model: 'gpt-4o-mini' })
    const run = runAutomation(
      { ...goal, url: site.url('/shop/') },
      { planner, pool, allowPrivateNetwork: true },
    )
    const purposes: string[] = []
    const progressUsage: unknown[] = []
    let completeUsage: unknown
    for await (const e of run) {
      if (e.type === 'PROGRESS') {
        purposes.push(e.purpose)
        // step 0 is the first page loading: no model was asked for it
        if (e.step) progressUsage.push(e.usage)
      }
      if (e.type === 'COMPLETE') completeUsage = e.usage
    }
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result?.products).toHaveLength(3)
    expect(purposes).toContain('Open the Laptops category')
    expect(auth).toBe('Bearer sk-test-123')
    // usage: each step's call as the server reported it, on the step and its PROGRESS event,
    // and their sum on the run and its COMPLETE event
    const oneCall = { prompt_tokens: 812, cached_tokens: 512, completion_tokens: 64, calls: 1 }
    expect(final.steps).toHaveLength(3)
    for (const step of final.steps) expect(step.usage).toMatchObject(oneCall)
    expect(progressUsage).toEqual([1, 2, 3].map(() => expect.objectContaining(oneCall)))
    const total = { prompt_tokens: 2436, cached_tokens: 1536, completion_tokens: 192, calls: 3 }
    expect(final.usage).toMatchObject(total)
    expect(completeUsage).toEqual(final.usage)
    expect(final.usage?.latency_ms).toBe(final.steps.reduce((sum, s) => sum + (s.usage?.latency_ms ?? 0), 0))
  })

  it('fails AGENT_FAILURE quoting the model when its output stays invalid', async () => {
    mock.use(
      http.post(`${OPENAI}/chat/completions`, () =>
        HttpResponse.json(openaiChatReply('I think you should click the laptops link.')),
      ),
    )
    const planner = createOpenAIPlanner({ baseUrl: OPENAI, model: 'gpt-4o-mini' })
    const final = await runAutomation(
      { ...goal, url: site.url('/shop/') },
      { planner, pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error?.category).toBe('AGENT_FAILURE')
    expect(final.error?.message).toMatch(/click the laptops link/)
  })

  it('fails SYSTEM_FAILURE with retry_after when the model server is down', async () => {
    mock.use(
      http.post(`${OLLAMA}/api/chat`, () =>
        HttpResponse.json({ error: 'server overloaded' }, { status: 503 }),
      ),
    )
    const planner = createOllamaPlanner({ host: OLLAMA, model: 'qwen2.5:7b' })
    const final = await runAutomation(
      { ...goal, url: site.url('/shop/') },
      { planner, pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error).toMatchObject({ category: 'SYSTEM_FAILURE' })
    expect(final.error?.retry_after).toBeGreaterThan(0)
    expect(final.error?.message).toMatch(/127\.0\.0\.1:11434/)
  })

  it('a small local model’s quirks cost no re-ask: <think>, an action by its name in quotes, a reply cut off, two objects', async () => {
    let calls = 0
    mock.use(
      http.post(`${OLLAMA}/api/chat`, async ({ request }) => {
        const body = (await request.json()) as { messages: Array<{ content: string }> }
        calls++
        const reply = modelReply(promptOf(body.messages)) as {
          purpose: string
          actions: Array<Record<string, unknown>>
          done: boolean
        }
        let text: string
        if (reply.actions[0]?.type === 'click') {
          const index = String(reply.actions[0].index)
          text = `<think>The Laptops link is [${index}], so I click it. {maybe}</think>\n{"purpose": "${reply.purpose}", "actions": [{"click": {"index": "${index}"}}], "done": "false"}`
        } else if (reply.actions[0]?.type === 'extract') {
          // the server's token limit cut the reply after its first complete action
          text = `{"purpose":"${reply.purpose}","actions":[${JSON.stringify(reply.actions[0])},{"type":"scroll","dire`
        } else {
          text = `I found them: {"count": 3}. Final answer: ${JSON.stringify(reply)}`
        }
        return HttpResponse.json(ollamaChatReply(text))
      }),
    )
    const planner = createOllamaPlanner({ host: OLLAMA, model: 'qwen3:4b' })
    const final = await runAutomation(
      { ...goal, url: site.url('/shop/') },
      { planner, pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect((final.result as { products: unknown[] }).products).toHaveLength(3)
    expect(final.steps.map((s) => s.action)).toEqual([
      'Open the Laptops category (click [2])',
      'Extract the product cards (extract what="product cards" limit=3)',
      'Return the first 3 laptops',
    ])
    // every reply was read as it came: no re-ask
    expect(calls).toBe(3)
  })
})
