import { describe, expect, it } from 'vitest'
import { isAutomationError } from '../../src/errors'
import { createScriptedPlanner, SCRIPT_EXHAUSTED_REASON } from '../../src/planner/scripted-planner'
import { fakeInput, fakeObservation } from './fixtures'

const signal = () => new AbortController().signal

describe('createScriptedPlanner', () => {
  it('replays decisions in order with defaults applied, then fails once the script runs out', async () => {
    const planner = createScriptedPlanner([
      { purpose: 'search', actions: [{ type: 'fill', index: 2, text: 'laptop', submit: true }] },
      { purpose: 'report', done: true, result: { name: 'Laptop Air 13' } },
    ])
    expect(planner.name).toBe('scripted')
    expect(planner.remaining).toBe(2)
    expect(await planner.next(fakeInput({ step: 1 }), signal())).toEqual({
      purpose: 'search',
      actions: [{ type: 'fill', index: 2, text: 'laptop', submit: true }],
      done: false,
    })
    expect(await planner.next(fakeInput({ step: 2 }), signal())).toMatchObject({ done: true, actions: [] })
    expect(await planner.next(fakeInput({ step: 3 }), signal())).toEqual({
      purpose: SCRIPT_EXHAUSTED_REASON,
      actions: [],
      done: true,
      result: { status: 'failure', reason: 'scripted planner ran out of decisions' },
    })
    expect(planner.remaining).toBe(0)
    expect(planner.calls.map((c) => c.step)).toEqual([1, 2, 3])
  })

  it('lets a function entry read the observation', async () => {
    const planner = createScriptedPlanner([
      ({ observation }) => ({
        purpose: 'click the search button',
        actions: [{ type: 'click', index: Number(/\[(\d+)\]<button>Search/.exec(observation.text)?.[1]) }],
      }),
      async (input) => ({ purpose: 'done', done: true, result: { url: input.observation.url } }),
    ])
    expect((await planner.next(fakeInput(), signal())).actions).toEqual([{ type: 'click', index: 3 }])
    const url = 'https://shop.example/search?q=laptop'
    const done = await planner.next(fakeInput({ observation: fakeObservation({ url }) }), signal())
    expect(done.result).toEqual({ url })
  })

  it('records a copy of each input, so later pushes to the history do not rewrite it', async () => {
    const planner = createScriptedPlanner([{ purpose: 'a', actions: [{ type: 'back' }] }])
    const history = [...fakeInput().history]
    await planner.next(fakeInput({ history }), signal())
    history.push({ step: 3, purpose: 'later', url: 'https://x.example/', outcomes: [] })
    expect(planner.calls[0]?.history).toHaveLength(2)
    expect(planner.calls[0]?.goal).toBe(fakeInput().goal)
  })

  it('rejects an invalid scripted decision with PLANNER_FAILED naming the entry and the problem', async () => {
    const planner = createScriptedPlanner([
      { purpose: 'ok', actions: [{ type: 'back' }] },
      // @ts-expect-error: index must be a number, as a test author might get wrong
      { purpose: 'bad', actions: [{ type: 'click', index: 'submit' }] },
    ])
    await planner.next(fakeInput(), signal())
    const error = await planner.next(fakeInput(), signal()).catch((e: unknown) => e)
    expect(isAutomationError(error, 'PLANNER_FAILED')).toBe(true)
    expect((error as Error).message).toMatch(
      /scripted decision #2 is invalid: actions\.0\.index: expected number/,
    )
  })

  it('rejects a done decision without a result', async () => {
    const planner = createScriptedPlanner([{ purpose: 'stop', done: true }])
    await expect(planner.next(fakeInput(), signal())).rejects.toThrow(
      /result: a done decision needs a result/,
    )
  })

  it('honours the signal, during the delay too', async () => {
    const aborted = new AbortController()
    aborted.abort()
    const planner = createScriptedPlanner([{ purpose: 'a', actions: [{ type: 'back' }] }], { delayMs: 5_000 })
    await expect(planner.next(fakeInput(), aborted.signal)).rejects.toMatchObject({ code: 'CANCELLED' })

    const controller = new AbortController()
    const pending = planner.next(fakeInput(), controller.signal)
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' })
  })
})
