/**
 * The model path's safety nets, end to end: real Chromium on the fixture shop, the model mocked
 * at its HTTP boundary (msw, OpenAI-compatible) or the scripted planner. No run ends with
 * nothing (last step, loop, failed calls), loops are told then stopped, and values found on no
 * page are sent back once, then returned marked unverified.
 */
import { type BrowserPool, createBrowserPool, createOpenAIPlanner, runAutomation } from 'automation-core'
import { createScriptedPlanner, openaiChatReply } from 'automation-core/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

const OPENAI = 'http://127.0.0.1:8011/v1'

let site: FixtureServer
let pool: BrowserPool
const mock = setupServer()

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 2 })
})
afterEach(() => mock.resetHandlers())
afterAll(async () => {
  mock.close()
  await pool?.close()
  await site?.close()
})

interface Call {
  /** The last user message: goal, history, feedback, step line and page. */
  user: string
  /** The JSON Schema the server was asked to constrain the reply to. */
  schema: { properties: Record<string, Record<string, unknown>> }
}

/** A mocked model server: `answer` gets each call (prompt and schema) and returns the reply. */
function model(answer: (call: Call, n: number) => unknown): Call[] {
  const calls: Call[] = []
  mock.use(
    http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
      const body = (await request.json()) as {
        messages: Array<{ role: string; content: string }>
        response_format: { json_schema: { schema: Call['schema'] } }
      }
      const call = {
        user: body.messages.findLast((m) => m.role === 'user')?.content ?? '',
        schema: body.response_format.json_schema.schema,
      }
      calls.push(call)
      const reply = answer(call, calls.length)
      return HttpResponse.json(openaiChatReply(typeof reply === 'string' ? reply : JSON.stringify(reply)))
    }),
  )
  return calls
}

const planner = () => createOpenAIPlanner({ baseUrl: OPENAI, model: 'gpt-4o-mini' })
const isFinal = (call: Call) => call.user.includes('You can take no more actions')
/** The index of a control in the page the model was shown, by its text. */
const indexOf = (call: Call, text: string) =>
  Number(new RegExp(`\\[(\\d+)\\][^[\\n]*?${text}`).exec(call.user)?.[1])

describe('no run ends with nothing', () => {
  it('asks for a done-only answer on the last step and returns it marked partial; warns at 75%', async () => {
    const calls = model((call, n) => {
      if (isFinal(call)) {
        const names = [...call.user.matchAll(/(Novabook Pro 16|Aerolite 14 Ultrabook)/g)].map((m) => m[1])
        return {
          purpose: 'Return what I found',
          actions: [],
          done: true,
          success: false,
          result: { laptops: [...new Set(names)] },
        }
      }
      // a model that keeps looking rather than finishing
      return { purpose: 'Wait for more', actions: [{ type: 'wait', for: 'time', ms: 10 + n }], done: false }
    })
    const final = await runAutomation(
      { url: site.url('/shop/laptops.html'), goal: 'List every laptop', agent_config: { max_steps: 4 } },
      { planner: planner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toMatchObject({
      status: 'failure',
      partial: true,
      partial_reason: expect.stringMatching(/last one max_steps allows/),
      laptops: expect.arrayContaining(['Novabook Pro 16', 'Aerolite 14 Ultrabook']),
    })
    expect(final.num_of_steps).toBe(4)
    expect(calls).toHaveLength(4)
    // the last call's schema allows only done, with no actions
    expect(calls[3]?.schema.properties.done).toEqual({ type: 'boolean', enum: [true] })
    expect(calls[3]?.schema.properties.actions?.maxItems).toBe(0)
    expect(calls[0]?.schema.properties.actions?.maxItems).toBe(10)
    // from 75% of max_steps on, the model is told to finish soon
    expect(calls[1]?.user).not.toMatch(/steps? left/)
    expect(calls[2]?.user).toContain('Step 3 of 4. Only 2 steps left')
  })

  it('after three failed planner calls in a row, returns the final answer marked partial', async () => {
    const calls = model((call) =>
      isFinal(call)
        ? {
            purpose: 'Report',
            actions: [],
            done: true,
            success: false,
            result: { first: 'Aerolite 14 Ultrabook' },
          }
        : 'I would click the first laptop, I think.',
    )
    const final = await runAutomation(
      { url: site.url('/shop/laptops.html'), goal: 'Open the first laptop' },
      { planner: planner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toMatchObject({
      first: 'Aerolite 14 Ultrabook',
      partial: true,
      partial_reason: 'the planner failed 3 times in a row',
    })
    // three steps of three attempts each (an invalid reply is re-asked twice), then the final call
    expect(calls).toHaveLength(10)
    expect(final.steps.slice(0, 3).map((s) => s.status)).toEqual(['FAILED', 'FAILED', 'FAILED'])
    expect(final.steps[0]?.action).toMatch(/The planner failed: .*no valid decision/)
    // what the failed calls cost is counted too
    expect(final.steps[0]?.usage).toMatchObject({ calls: 3, prompt_tokens: 3 * 812 })
    expect(final.usage).toMatchObject({ calls: 10, completion_tokens: 10 * 64 })
  })

  it('a run whose final answer is not done still fails with the limit it reached', async () => {
    const wait = (ms: number) => ({
      purpose: `Wait ${ms}`,
      actions: [{ type: 'wait' as const, for: 'time' as const, ms }],
    })
    const scripted = createScriptedPlanner([wait(10), wait(11), wait(12)])
    const final = await runAutomation(
      { url: site.url('/shop/'), goal: 'x', agent_config: { max_steps: 2 } },
      { planner: scripted, pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error?.message).toMatch(/after 2 steps \(max_steps\)/)
    expect(scripted.calls[1]?.final).toMatch(/last one max_steps allows/)
  })
})

describe('loops caught early', () => {
  it('A-B-A-B between two pages: told at the 4th step, stopped at the 6th with a partial answer', async () => {
    const calls = model((call) => {
      if (isFinal(call)) {
        return {
          purpose: 'Give up',
          actions: [],
          done: true,
          success: false,
          result: { category: 'Laptops' },
        }
      }
      return call.user.includes('Title: Laptops')
        ? { purpose: 'Go back', actions: [{ type: 'back' }], done: false }
        : {
            purpose: 'Open laptops',
            actions: [{ type: 'click', index: indexOf(call, 'Laptops') }],
            done: false,
          }
    })
    const final = await runAutomation(
      { url: site.url('/shop/'), goal: 'Compare the laptop categories' },
      { planner: planner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(calls.slice(0, 4).some((c) => c.user.includes('back and forth'))).toBe(false)
    expect(calls[4]?.user).toMatch(
      /Feedback on your last answer: The last 4 steps went back and forth between/,
    )
    expect(calls).toHaveLength(7)
    expect(isFinal(calls[6]!)).toBe(true)
    expect(final.result).toMatchObject({
      partial: true,
      partial_reason: expect.stringMatching(/back and forth/),
    })
  })

  it('failing step after step on different elements: told at 3, stopped at 5', async () => {
    const click = (index: number) => ({
      purpose: `Click ${index}`,
      actions: [{ type: 'click' as const, index }],
    })
    const scripted = createScriptedPlanner(
      [
        ...[9001, 9002, 9003, 9004, 9005].map(click),
        { purpose: 'Report', done: true, result: { found: 'nothing' } },
      ],
      { modelDriven: true },
    )
    const final = await runAutomation(
      { url: site.url('/shop/'), goal: 'x' },
      { planner: scripted, pool, allowPrivateNetwork: true },
    ).finished
    expect(scripted.calls[2]?.feedback).toBeUndefined()
    expect(scripted.calls[3]?.feedback).toMatch(/An action failed in each of the last 3 steps/)
    expect(scripted.calls).toHaveLength(6)
    expect(scripted.calls[5]?.final).toMatch(/failed in each of the last 5 steps; stopped/)
    expect(final.result).toMatchObject({ found: 'nothing', partial: true })
  })

  it('a page that does not change: told at the 4th step, stopped at the 6th', async () => {
    const wait = (ms: number) => ({
      purpose: `Wait ${ms}`,
      actions: [{ type: 'wait' as const, for: 'time' as const, ms }],
    })
    const scripted = createScriptedPlanner([10, 11, 12, 13, 14, 15, 16, 17].map(wait), { modelDriven: true })
    const final = await runAutomation(
      { url: site.url('/shop/'), goal: 'x' },
      { planner: scripted, pool, allowPrivateNetwork: true, loopGuardRepeats: 3 },
    ).finished
    expect(scripted.calls[3]?.feedback).toBeUndefined()
    expect(scripted.calls[4]?.feedback).toMatch(/The page has not changed over the last 4 steps/)
    // the final call got a wait, not an answer: the run fails, saying why
    expect(scripted.calls).toHaveLength(7)
    expect(final.status).toBe('FAILED')
    expect(final.error?.message).toMatch(/Stopped: The page has not changed over the last 6 steps/)
    expect(final.error?.category).toBe('AGENT_FAILURE')
  })
})

describe('no invented values', () => {
  it('sends back values found on no page once, then returns them marked unverified; success ends in status', async () => {
    const calls = model(() => ({
      purpose: 'Report the laptop',
      actions: [],
      done: true,
      success: true,
      // the price as the page writes it differently, a name it shows, and one it never showed
      result: { name: 'Novabook Pro 16', price: 2399, maker: 'Quantum Dynamics' },
    }))
    const final = await runAutomation(
      { url: site.url('/shop/laptops.html'), goal: 'Name and price of the Novabook' },
      { planner: planner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(calls).toHaveLength(2)
    expect(calls[0]?.user).not.toContain('Feedback')
    expect(calls[1]?.user).toContain(
      'Feedback on your last answer: These values of your result are on no page you saw and in no data you extracted: "Quantum Dynamics".',
    )
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      name: 'Novabook Pro 16',
      price: 2399,
      maker: 'Quantum Dynamics',
      status: 'success',
      unverified: ['Quantum Dynamics'],
    })
  })

  it('a corrected answer, values from extracted data, and success false as a failure status', async () => {
    const calls = model((call, n) => {
      if (n === 1)
        return {
          purpose: 'Read the cards',
          actions: [{ type: 'extract', what: 'product cards', limit: 2 }],
          done: false,
        }
      if (n === 2) {
        return {
          purpose: 'Report',
          actions: [],
          done: true,
          success: true,
          result: { cheapest: 'Laptop 3000 Deluxe' },
        }
      }
      const data = /ok data: (\{.*\})$/m.exec(call.user)?.[1] ?? '{}'
      const first = (JSON.parse(data) as { items: { name: string; url: string }[] }).items[0]
      return {
        purpose: 'Report',
        actions: [],
        done: true,
        success: false,
        result: { first: first?.name, link: first?.url },
      }
    })
    const final = await runAutomation(
      { url: site.url('/shop/laptops.html'), goal: 'The first laptop and its link' },
      { planner: planner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(calls).toHaveLength(3)
    expect(calls[2]?.user).toContain('"Laptop 3000 Deluxe"')
    expect(final.result).toMatchObject({ first: 'Aerolite 14 Ultrabook', status: 'failure' })
    expect(String(final.result?.link)).toMatch(/aerolite-14-ultrabook\.html$/)
    expect(final.result).not.toHaveProperty('unverified')
  })

  it('leaves a planner that asks no model alone: computed values are not checked, loops not watched', async () => {
    const scripted = createScriptedPlanner([{ purpose: 'Count', done: true, result: { total_cost: 98765 } }])
    const final = await runAutomation(
      { url: site.url('/shop/'), goal: 'x' },
      { planner: scripted, pool, allowPrivateNetwork: true },
    ).finished
    expect(scripted.calls).toHaveLength(1)
    expect(final.result).toEqual({ total_cost: 98765 })
    const wait = (ms: number) => ({
      purpose: `Wait ${ms}`,
      actions: [{ type: 'wait' as const, for: 'time' as const, ms }],
    })
    const patient = createScriptedPlanner([
      ...[10, 11, 12, 13, 14, 15, 16].map(wait),
      { purpose: 'Done', done: true, result: {} },
    ])
    const waited = await runAutomation(
      { url: site.url('/shop/'), goal: 'x' },
      { planner: patient, pool, allowPrivateNetwork: true },
    ).finished
    expect(waited.status).toBe('COMPLETED')
    expect(patient.calls.every((c) => c.feedback === undefined)).toBe(true)
  })
})
