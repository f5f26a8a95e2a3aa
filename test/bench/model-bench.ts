import { createBrowserPool, createOpenAIPlanner, runAutomation } from 'automation-core'
import { openaiChatReply } from 'automation-core/testing'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { FixtureServer } from '../fixtures/server'

const MODEL = 'http://127.0.0.1:8021/v1'

/**
 * What a run with a model costs in tokens (`pnpm bench model`): "the first 3 laptops" on the
 * fixture shop, with an OpenAI-compatible server mocked at its HTTP boundary that answers as a
 * capable model would and reports the o200k tokens of what it was really sent and answered, so
 * `usage` measures our prompts (system message, history and observation) on a real page.
 */
export async function benchModelRun(site: FixtureServer): Promise<Record<string, number>> {
  const mock = setupServer(
    http.post(`${MODEL}/chat/completions`, async ({ request }) => {
      const body = (await request.json()) as { messages: Array<{ role: string; content: string }> }
      const reply = JSON.stringify(answer(body.messages.findLast((m) => m.role === 'user')?.content ?? ''))
      const response = openaiChatReply(reply)
      response.usage = {
        prompt_tokens: body.messages.reduce((n, m) => n + countTokens(m.content) + 4, 0),
        completion_tokens: countTokens(reply),
        total_tokens: 0,
        prompt_tokens_details: { cached_tokens: 0 },
      }
      return HttpResponse.json(response)
    }),
  )
  mock.listen({ onUnhandledRequest: 'bypass' })
  const pool = createBrowserPool({ concurrency: 1 })
  try {
    const run = await runAutomation(
      { url: site.url('/shop/'), goal: 'Extract the first 3 laptops with name and price' },
      { planner: createOpenAIPlanner({ baseUrl: MODEL, model: 'bench' }), pool, allowPrivateNetwork: true },
    ).finished
    if (run.status !== 'COMPLETED' || !run.usage) throw new Error(`the model run ended ${run.status}`)
    const { usage } = run
    return {
      model_run_steps: run.num_of_steps ?? 0,
      model_run_calls: usage.calls,
      model_run_prompt_tokens: usage.prompt_tokens,
      model_run_completion_tokens: usage.completion_tokens,
      model_run_prompt_tokens_per_call: Math.round(usage.prompt_tokens / usage.calls),
    }
  } finally {
    mock.close()
    await pool.close()
  }
}

/** A capable model's next decision for the bench goal, read off the prompt. */
function answer(prompt: string): unknown {
  const page = prompt.split('Current page')[1] ?? ''
  if (!/laptops\.html/.test(page)) {
    const index = /\[(\d+)\][^[\n]*?Laptops/.exec(page)?.[1]
    return {
      purpose: 'Open the Laptops category',
      actions: [{ type: 'click', index: Number(index) }],
      done: false,
    }
  }
  const data = /ok data: (\{.*\})$/m.exec(prompt)?.[1]
  if (!data)
    return { purpose: 'Read the cards', actions: [{ type: 'extract', what: 'product cards', limit: 3 }] }
  const items = (JSON.parse(data) as { items: Array<{ name: string; price: string }> }).items
  const products = items.slice(0, 3).map(({ name, price }) => ({ name, price }))
  return {
    purpose: 'Return the first 3 laptops',
    actions: [],
    done: true,
    success: true,
    result: { products },
  }
}
