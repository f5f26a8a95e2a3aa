import { describe, expect, it, vi } from 'vitest'
import { AutomationError, isAutomationError } from '../../src/errors'
import {
  type CompleteFn,
  createModelPlanner,
  extractJson,
  parseDecision,
} from '../../src/planner/model-planner'
import type { ChatMessage } from '../../src/planner/prompt'
import { fakeInput } from './fixtures'

const signal = () => new AbortController().signal

/** A fake model replying the given texts in turn, recording the conversations it got. */
function fakeModel(...replies: string[]) {
  const seen: ChatMessage[][] = []
  const complete: CompleteFn = async (messages) => {
    seen.push(messages)
    return replies.shift() ?? ''
  }
  return { seen, complete }
}

describe('parseDecision with small local models', () => {
  it('reads past a <think> block, closed or not', () => {
    const decision = '{"purpose":"Open the menu","actions":[{"type":"click","index":4}]}'
    for (const text of [
      `<think>The menu is [4]; I should click it {not json}.</think>\n${decision}`,
      `<think>hmm, maybe {"purpose": 1}...\n${decision}`,
    ])
      expect(parseDecision(text)).toMatchObject({
        ok: true,
        decision: { actions: [{ type: 'click', index: 4 }] },
      })
  })

  it('tries every JSON object of the reply, not only the first', () => {
    const text =
      'The page shows {"cart": 2} items. My decision: {"purpose":"Go to the cart","actions":[{"type":"click","index":9}]}'
    expect(parseDecision(text)).toMatchObject({ ok: true, decision: { purpose: 'Go to the cart' } })
  })

  it('takes actions written by their name, by "action", with numbers and booleans in quotes', () => {
    const text = JSON.stringify({
      purpose: 'Fill and send',
      actions: [
        { click: { index: '3' } },
        { fill: { index: 5, text: 'Ada', submit: 'true' } },
        { action: 'check', index: '7', checked: 'false' },
        { scroll: true },
        { wait: { for: 'time', ms: '500' } },
      ],
      done: 'false',
    })
    expect(parseDecision(text)).toEqual({
      ok: true,
      decision: {
        purpose: 'Fill and send',
        actions: [
          { type: 'click', index: 3 },
          { type: 'fill', index: 5, text: 'Ada', submit: true },
          { type: 'check', index: 7, checked: false },
          { type: 'scroll', direction: 'down' },
          { type: 'wait', for: 'time', ms: 500 },
        ],
        done: false,
      },
    })
  })

  it('reads the actions with nothing to say or one bare value by their name', () => {
    const actions = [
      { reload: {} },
      { forward: null },
      { close_tab: 1 },
      { find_text: 'Refund policy' },
      { open_tab: '4' },
      { scroll: { container: '3', amount: '300', direction: 'up' } },
      { scroll: 'up' },
      { press: 'Enter' },
    ]
    expect(parseDecision(JSON.stringify({ purpose: 'Look around', actions }))).toMatchObject({
      ok: true,
      decision: {
        actions: [
          { type: 'reload' },
          { type: 'forward' },
          { type: 'close_tab', tab: 1 },
          { type: 'find_text', text: 'Refund policy' },
          { type: 'open_tab', index: 4 },
          { type: 'scroll', direction: 'up', amount: 300, container: 3 },
          { type: 'scroll', direction: 'up' },
          { type: 'press', key: 'Enter' },
        ],
      },
    })
  })

  it('keeps the complete actions of a reply cut off mid-way, and never takes it as done', () => {
    const cut =
      '{"purpose":"Fill the form","actions":[{"type":"fill","index":2,"text":"Ada"},{"type":"click","index":8},{"type":"fill","ind'
    expect(parseDecision(cut)).toEqual({
      ok: true,
      partial: true,
      decision: {
        purpose: 'Fill the form',
        actions: [
          { type: 'fill', index: 2, text: 'Ada' },
          { type: 'click', index: 8 },
        ],
        done: false,
      },
    })
    // cut before any action was complete, or cut in the result: nothing to carry out
    expect(parseDecision('{"purpose":"Fill","actions":[{"type":"fi')).toMatchObject({ ok: false })
    expect(parseDecision('{"purpose":"Done","done":true,"result":{"price":"$1')).toMatchObject({ ok: false })
  })

  it('still says what is wrong when no object is a decision', () => {
    expect(parseDecision('{"purpose":"x","actions":[{"tap":{"index":1}}]}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/actions\.0/),
    })
  })
})

describe('parseDecision', () => {
  it('accepts plain JSON, fenced JSON and JSON after prose', () => {
    const json = '{"purpose":"Open deals","actions":[{"type":"click","index":1}]}'
    for (const text of [
      json,
      `\`\`\`json\n${json}\n\`\`\``,
      `Sure! Here is the next step:\n${json}\nGood luck.`,
    ]) {
      const parsed = parseDecision(text)
      expect(parsed).toEqual({
        ok: true,
        decision: { purpose: 'Open deals', actions: [{ type: 'click', index: 1 }], done: false },
      })
    }
  })

  it('drops nulls from action fields, as strict structured output sends them', () => {
    const text =
      '{"purpose":"s","actions":[{"type":"scroll","direction":"down","index":null}],"done":false,"result":null}'
    expect(parseDecision(text)).toMatchObject({
      ok: true,
      decision: { actions: [{ type: 'scroll', direction: 'down' }] },
    })
  })

  it('finds the first object even with braces inside strings', () => {
    expect(extractJson('reply: {"a":"} {","b":{"c":1}} trailing {')).toEqual({
      ok: true,
      value: { a: '} {', b: { c: 1 } },
    })
  })

  it('says what is wrong', () => {
    expect(parseDecision('')).toEqual({ ok: false, problem: 'the reply is empty' })
    expect(parseDecision('I cannot help with that.')).toEqual({
      ok: false,
      problem: 'the reply contains no JSON object',
    })
    expect(parseDecision('{"purpose": "x", "actions": [')).toMatchObject({ problem: /not valid JSON/ })
    expect(parseDecision('{"actions":[{"type":"click"}]}')).toEqual({
      ok: false,
      problem: 'purpose: missing (required string); actions.0.index: missing (required number)',
    })
    expect(parseDecision('{"purpose":"x","actions":[{"type":"tap","index":1}]}')).toMatchObject({
      problem: /actions\.0\.type: unknown action type; use one of click, fill/,
    })
    expect(parseDecision('{"purpose":"x","done":true}')).toMatchObject({
      problem: 'result: a done decision needs a result object',
    })
  })
})

describe('createModelPlanner', () => {
  it('sends the prompt and returns the validated decision', async () => {
    const model = fakeModel('{"purpose":"Done","done":true,"result":{"name":"Laptop Air 13"}}')
    const planner = createModelPlanner({ name: 'fake', complete: model.complete })
    expect(await planner.next(fakeInput(), signal())).toEqual({
      purpose: 'Done',
      actions: [],
      done: true,
      result: { name: 'Laptop Air 13' },
      // a server that reports no tokens still counts the call and its time
      usage: {
        prompt_tokens: 0,
        cached_tokens: 0,
        completion_tokens: 0,
        calls: 1,
        latency_ms: expect.any(Number),
      },
    })
    expect(model.seen[0]?.map((m) => m.role)).toEqual(['system', 'user'])
  })

  it('sums the tokens and time of every call of a step, re-asks included', async () => {
    const replies = [
      { text: '{"actions":[]}', tokens: { prompt_tokens: 1000, cached_tokens: 0, completion_tokens: 7 } },
      {
        text: '{"purpose":"Done","done":true,"result":{"ok":true}}',
        tokens: { prompt_tokens: 1030, cached_tokens: 1000, completion_tokens: 15 },
      },
    ]
    const planner = createModelPlanner({
      name: 'fake',
      complete: async () => {
        await new Promise((r) => setTimeout(r, 20))
        return replies.shift() ?? ''
      },
    })
    const decision = await planner.next(fakeInput(), signal())
    expect(decision.usage).toMatchObject({
      prompt_tokens: 2030,
      cached_tokens: 1000,
      completion_tokens: 22,
      calls: 2,
    })
    expect(decision.usage?.latency_ms).toBeGreaterThanOrEqual(38)
  })

  it('re-asks with the validation problem and the bad reply in the conversation', async () => {
    const bad = '{"purpose":"Search","actions":[{"type":"fill","index":2}]}'
    const model = fakeModel(bad, '{"purpose":"Search","actions":[{"type":"fill","index":2,"text":"laptop"}]}')
    const planner = createModelPlanner({ name: 'fake', complete: model.complete })
    const decision = await planner.next(fakeInput(), signal())
    expect(decision.actions).toEqual([{ type: 'fill', index: 2, text: 'laptop' }])
    const retry = model.seen[1] ?? []
    expect(retry.slice(-2)).toEqual([
      { role: 'assistant', content: bad },
      {
        role: 'user',
        content:
          'Your reply was not a valid decision: actions.0.text: missing (required string). Reply again with only the corrected JSON object.',
      },
    ])
  })

  it('gives up after maxRetries with PLANNER_FAILED quoting the last reply (truncated)', async () => {
    const long = `I think we should click the button. ${'blah '.repeat(200)}`
    const model = fakeModel('nope', 'still nope', long)
    const planner = createModelPlanner({ name: 'fake', complete: model.complete, maxRetries: 2 })
    const error = (await planner.next(fakeInput(), signal()).catch((e: unknown) => e)) as AutomationError
    expect(isAutomationError(error, 'PLANNER_FAILED')).toBe(true)
    expect(model.seen).toHaveLength(3)
    expect(error.message).toContain(
      'fake gave no valid decision after 3 attempts: the reply contains no JSON object',
    )
    expect(error.message).toContain('Last reply: I think we should click the button.')
    expect(error.message.length).toBeLessThan(700)
    expect(error.data).toMatchObject({ attempts: 3, problem: 'the reply contains no JSON object' })
  })

  it('passes AutomationErrors from complete through and wraps others', async () => {
    const own = new AutomationError('PLANNER_FAILED', 'server down', { retryable: true })
    const a = createModelPlanner({ name: 'a', complete: () => Promise.reject(own) })
    await expect(a.next(fakeInput(), signal())).rejects.toBe(own)
    const b = createModelPlanner({ name: 'b', complete: () => Promise.reject(new Error('boom')) })
    await expect(b.next(fakeInput(), signal())).rejects.toMatchObject({
      code: 'PLANNER_FAILED',
      message: 'b: boom',
    })
  })

  it('honours the signal: no call when already aborted, CANCELLED when aborted during one', async () => {
    const complete = vi.fn<CompleteFn>(
      (_m, s) =>
        new Promise((_, reject) => s.addEventListener('abort', () => reject(s.reason), { once: true })),
    )
    const planner = createModelPlanner({ name: 'slow', complete })
    const aborted = new AbortController()
    aborted.abort()
    await expect(planner.next(fakeInput(), aborted.signal)).rejects.toMatchObject({ code: 'CANCELLED' })
    expect(complete).not.toHaveBeenCalled()

    const controller = new AbortController()
    const pending = planner.next(fakeInput(), controller.signal)
    controller.abort(new AutomationError('LIMIT_REACHED', 'max duration'))
    await expect(pending).rejects.toMatchObject({ code: 'LIMIT_REACHED' })
  })
})
