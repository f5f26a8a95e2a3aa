import { describe, expect, it } from 'vitest'
import { decisionJsonSchema } from '../../src/planner/decision-json-schema'
import type { HistoryEntry } from '../../src/planner/planner'
import {
  buildPrompt,
  buildSystemPrompt,
  describeAction,
  describeActions,
  formatHistory,
} from '../../src/planner/prompt'
import { ActionSchema } from '../../src/schemas/decision'
import { fakeInput, fakeObservation, SEARCH_PAGE_TEXT } from './fixtures'

describe('buildPrompt', () => {
  it('builds a system message with every action and the rules, and a user message ending with the page', () => {
    const [system, user] = buildPrompt(
      fakeInput({ outputSchema: { type: 'object' }, feedback: 'result lacked price' }),
    )
    expect(system?.role).toBe('system')
    for (const option of ActionSchema.options)
      expect(system?.content).toContain(`- ${option.shape.type.value}`)
    expect(system?.content).toContain('fill {index: int, text: string, submit?: boolean}')
    expect(system?.content).toContain('{"status": "failure", "reason": "<why>"}')
    expect(system?.content).toContain('Never invent data')
    expect(system?.content).not.toContain('STRICT MODE')

    expect(user?.role).toBe('user')
    const text = user?.content ?? ''
    expect(text).toMatch(/^Goal: Find the cheapest laptop/)
    expect(text).toContain('Output schema (result must match it):\n{"type":"object"}')
    expect(text).toContain(
      '1. Search for laptops [https://shop.example/] -> fill [2] text="laptop" submit ok',
    )
    expect(text).toContain('2. Extract the product cards [https://shop.example/search?q=laptop] -> extract')
    expect(text).toContain('data (2 items): [{"name":"Laptop Air 13","price":"$999"}')
    expect(text).toContain('Feedback on your last answer: result lacked price')
    expect(text).toContain('Step 3 of 20.')
    expect(text.endsWith(SEARCH_PAGE_TEXT)).toBe(true)
  })

  it('adds the strict rule, the tabs and the last-step warning when they apply', () => {
    const observation = fakeObservation({
      omittedElements: 12,
      tabs: [
        { index: 0, url: 'https://shop.example/', title: 'Acme Shop', active: false },
        { index: 1, url: 'https://shop.example/help', title: 'Help', active: true },
      ],
    })
    const [system, user] = buildPrompt(
      fakeInput({ mode: 'strict', step: 20, observation, final: 'step 20 is the last one max_steps allows' }),
    )
    expect(system?.content).toContain('STRICT MODE')
    expect(user?.content).toContain(
      'You can take no more actions (step 20 is the last one max_steps allows). Finish now: done true, actions []',
    )
    expect(user?.content).toContain('[1] (active) Help - https://shop.example/help')
    // what the budget left out is said by the observation text itself, shown as it is
    expect(user?.content).toContain(`Current page:\n${observation.text}`)
    expect(user?.content).not.toContain('Output schema')
  })

  it('warns from 75% of max_steps on that the run must finish soon', () => {
    const userAt = (step: number) => buildPrompt(fakeInput({ step, maxSteps: 20 }))[1]?.content ?? ''
    expect(userAt(14)).toContain('Step 14 of 20.\n')
    expect(userAt(14)).not.toContain('left')
    expect(userAt(15)).toContain('Step 15 of 20. Only 6 steps left, this one included: finish soon')
    expect(userAt(20)).toContain('Only 1 step left')
  })

  it('keeps the system message identical across steps, so servers can cache it', () => {
    expect(buildSystemPrompt('default')).toBe(buildPrompt(fakeInput({ step: 9, history: [] }))[0]?.content)
  })
})

describe('formatHistory', () => {
  const entry = (step: number, ok = true): HistoryEntry => ({
    step,
    purpose: `step ${step}`,
    url: 'https://shop.example/',
    outcomes: [
      { action: { type: 'click', index: step }, ok, ...(ok ? {} : { message: 'element not visible' }) },
    ],
  })

  it('shows the last steps in full, summarises older ones and drops the oldest with a count', () => {
    const history = Array.from({ length: 40 }, (_, i) => entry(i + 1, i !== 14))
    const lines = formatHistory(history).split('\n')
    expect(lines[0]).toBe('(10 earlier steps not shown)')
    expect(lines).toHaveLength(31)
    expect(lines[1]).toBe('11. step 11 [https://shop.example/] (1 ok)')
    expect(lines[5]).toBe('15. step 15 (1 of 1 actions failed)')
    expect(lines[30]).toBe('40. step 40 -> click [40] ok')
    expect(formatHistory([entry(1, false)])).toContain('click [1] FAILED: element not visible')
  })

  it('truncates long extract data', () => {
    const data = Array.from({ length: 500 }, (_, i) => ({ name: `item ${i}` }))
    const history: HistoryEntry[] = [
      {
        step: 1,
        purpose: 'x',
        url: 'u',
        outcomes: [{ action: { type: 'extract', what: 'items' }, ok: true, data }],
      },
    ]
    const line = formatHistory(history, { dataChars: 100 })
    expect(line).toContain('data (500 items): ')
    expect(line).toContain('...(truncated)')
    expect(line.length).toBeLessThan(200)
  })
})

describe('describeAction / describeActions', () => {
  it('renders actions compactly', () => {
    expect(describeAction({ type: 'click', index: 12 })).toBe('click [12]')
    expect(describeAction({ type: 'scroll', direction: 'down' })).toBe('scroll direction="down"')
    expect(describeAction({ type: 'wait', for: 'time', ms: 500 })).toBe('wait for="time" ms=500')
    expect(describeAction({ type: 'check', index: 3, checked: false })).toBe('check [3] checked=false')
  })

  it('derives the action list from ActionSchema, one line each, descriptions once', () => {
    const lines = describeActions().split('\n')
    expect(lines).toHaveLength(ActionSchema.options.length)
    expect(describeActions().match(/index: index of the element/g)).toHaveLength(1)
    expect(lines).toContain('- back')
    expect(lines.find((l) => l.startsWith('- scroll'))).toContain('direction?: "down" | "up"')
  })
})

describe('decisionJsonSchema', () => {
  it('is loose without an output schema: result stays a free-form object', () => {
    const { schema, strict, name } = decisionJsonSchema()
    expect(name).toBe('decision')
    expect(strict).toBe(false)
    expect(JSON.stringify(schema)).not.toMatch(
      /oneOf|propertyNames|"default"|minLength|\$schema|9007199254740991/,
    )
    expect(schema.required).toEqual(['purpose'])
    expect((schema.properties as Record<string, unknown>).result).toEqual({
      anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'null' }],
    })
  })

  it('is strict when a closed output schema can be embedded as the result', () => {
    const outputSchema = {
      type: 'object',
      properties: { name: { type: 'string' }, price: { type: 'string' } },
      required: ['name', 'price'],
      additionalProperties: false,
    }
    const { schema, strict } = decisionJsonSchema({ outputSchema })
    expect(strict).toBe(true)
    expect(schema.required).toEqual(['purpose', 'actions', 'done', 'success', 'result'])
    const props = schema.properties as Record<string, { anyOf?: unknown[] }>
    expect(props.result?.anyOf?.[0]).toEqual(outputSchema)
    // every object closed, every property required: what OpenAI strict mode demands
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return
      const n = node as Record<string, unknown>
      if (n.properties) {
        expect(n.additionalProperties).toBe(false)
        expect(n.required).toEqual(Object.keys(n.properties))
      }
      Object.values(n).forEach(visit)
    }
    visit(schema)
    expect(decisionJsonSchema({ outputSchema, strict: false }).strict).toBe(false)
  })

  it('allows only done, with no actions, for a final answer', () => {
    for (const strict of [true, false]) {
      const closed = {
        type: 'object',
        properties: { n: { type: 'string' } },
        required: ['n'],
        additionalProperties: false,
      }
      const { schema } = decisionJsonSchema({ outputSchema: closed, strict, finalOnly: true })
      const props = schema.properties as Record<string, Record<string, unknown>>
      expect(props.done).toEqual({ type: 'boolean', enum: [true] })
      expect(props.actions?.maxItems).toBe(0)
      expect(schema.required).toContain('done')
    }
    const { schema } = decisionJsonSchema({})
    expect((schema.properties as Record<string, Record<string, unknown>>).actions?.maxItems).toBe(10)
  })

  it('embeds an open output schema loosely and leaves out one it cannot carry', () => {
    const open = { type: 'object', properties: { name: { type: 'string' } } }
    expect(decisionJsonSchema({ outputSchema: open })).toMatchObject({ strict: false })
    const withRef = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' } },
      $defs: { A: { type: 'string' } },
    }
    const { schema } = decisionJsonSchema({ outputSchema: withRef })
    expect(JSON.stringify(schema)).not.toContain('$ref')
  })
})
