import { describe, expect, it } from 'vitest'
import { createPlanner, isPlannerName, planners } from '../../src/planner/registry'
import { fakeInput } from './fixtures'

describe('planner registry', () => {
  it('lists the built-ins and checks names', () => {
    expect(Object.keys(planners)).toEqual(['scripted', 'ollama', 'openai', 'heuristic'])
    expect(isPlannerName('ollama')).toBe(true)
    expect(isPlannerName('toString')).toBe(false)
  })

  it('creates each built-in lazily', async () => {
    const scripted = await createPlanner('scripted', {
      decisions: [{ purpose: 'stop', done: true, result: { a: 1 } }],
    })
    expect(await scripted.next(fakeInput(), new AbortController().signal)).toMatchObject({ result: { a: 1 } })
    expect((await createPlanner('ollama', { model: 'llama3.2:3b' })).name).toBe('ollama:llama3.2:3b')
    expect((await createPlanner('openai', { model: 'gpt-4o-mini' })).name).toBe('openai:gpt-4o-mini')
  })

  it('refuses an unknown name with INVALID_INPUT', async () => {
    // @ts-expect-error: not a planner name
    await expect(createPlanner('claude')).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
