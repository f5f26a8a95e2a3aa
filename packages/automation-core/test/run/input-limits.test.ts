import { describe, expect, it } from 'vitest'
import {
  countJsonValues,
  INPUT_LIMITS,
  jsonProblems,
  jsonTextProblems,
  outputSchemaProblems,
} from '../../src/run/input-limits'
import { validateRequest } from '../../src/run/validate-request'

describe('jsonProblems', () => {
  it('reports nesting past the limit under the top-level field, without recursion', () => {
    let deep: unknown = 1
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(jsonProblems({ goal: 'x', use_profile: deep })).toEqual([
      { field: 'use_profile', message: `is nested more than ${INPUT_LIMITS.bodyDepth} levels deep` },
    ])
    let ok: unknown = 1
    for (let i = 0; i < INPUT_LIMITS.bodyDepth - 1; i++) ok = [ok]
    expect(jsonProblems({ a: ok })).toEqual([])
  })

  it('stops at the value limit, in time bounded by it, and counts objects, arrays and scalars', () => {
    const many = Array.from({ length: 300_000 }, () => ({}))
    // CPU time, not the clock: on a machine shared with other work the clock also counts waits
    const cpu = process.cpuUsage()
    expect(jsonProblems({ goal: 'x', profile_id: many })).toEqual([
      { field: '(body)', message: expect.stringMatching(/more than 20000 JSON values/) },
    ])
    const used = process.cpuUsage(cpu)
    expect((used.user + used.system) / 1000).toBeLessThan(50)
    const value = { a: [1, 'two', null, true, { b: {} }] }
    expect(countJsonValues(value)).toBe(8)
    expect(jsonProblems(value, { maxValues: 8 })).toEqual([])
    expect(jsonProblems(value, { maxValues: 7 })).toHaveLength(1)
  })

  it('reports NUL characters and unpaired surrogates in strings and keys', () => {
    expect(jsonProblems({ goal: 'a\u0000b' })[0]?.field).toBe('goal')
    expect(jsonProblems({ goal: 'a\ud800b' })[0]?.message).toMatch(/unpaired/)
    expect(jsonProblems({ x: { 'k\u0000': 1 } })[0]?.message).toMatch(/key that contains a NUL/)
    expect(jsonProblems({ goal: 'emoji 😀 fine' })).toEqual([])
  })
})

describe('jsonTextProblems', () => {
  it('sees depth and size in the text, before JSON.parse spends time on it', () => {
    const deep = `{"url":"x","use_profile":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    expect(jsonTextProblems(deep)).toEqual([
      { field: 'use_profile', message: `is nested more than ${INPUT_LIMITS.bodyDepth} levels deep` },
    ])
    const big = `{"profile_id":[${Array.from({ length: 350_000 }, () => '{}').join(',')}]}`
    const t0 = performance.now()
    expect(jsonTextProblems(big)).toEqual([
      { field: '(body)', message: expect.stringMatching(/more than 20000 JSON values/) },
    ])
    expect(performance.now() - t0).toBeLessThan(50)
  })

  it('counts as the parsed value does: brackets and quotes inside strings, escapes, spacing', () => {
    const values = [
      { a: '[{"x": 1}]', 'k"[': ['\\', '\\"', '}'], n: [-1.5e3, true, false, null] },
      [[[]], {}, '', 0],
      'just a string',
    ]
    for (const value of values) {
      for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
        const n = countJsonValues(value)
        expect(jsonTextProblems(text, { maxValues: n })).toEqual([])
        expect(jsonTextProblems(text, { maxValues: n - 1 })).toHaveLength(1)
      }
    }
    expect(jsonTextProblems('{"a":[[1]]}', { maxDepth: 3 })).toEqual([])
    expect(jsonTextProblems('{"a":[[[1]]]}', { maxDepth: 3 })[0]?.field).toBe('a')
  })

  it('leaves malformed JSON to JSON.parse', () => {
    expect(jsonTextProblems('{"url": "unterminated')).toEqual([])
  })
})

describe('outputSchemaProblems', () => {
  const cycle = /refers back to itself/
  it('finds cycles through the root, through definitions and through an ancestor', () => {
    expect(outputSchemaProblems({ $ref: '#' })[0]?.message).toMatch(cycle)
    expect(
      outputSchemaProblems({
        $defs: { a: { items: { $ref: '#/$defs/b' } }, b: { items: { $ref: '#/$defs/a' } } },
        items: { $ref: '#/$defs/a' },
      })[0]?.message,
    ).toMatch(cycle)
    expect(
      outputSchemaProblems({ properties: { a: { items: { $ref: '#/properties/a' } } } })[0]?.message,
    ).toMatch(cycle)
  })

  it('takes shared definitions, and a chain of them (each walked once: naively 2^30 visits)', () => {
    const defs: Record<string, unknown> = { d0: { type: 'string' } }
    // each definition uses the one before twice: expanded naively this is 2^30 visits
    for (let i = 1; i <= 30; i++)
      defs[`d${i}`] = { type: 'array', items: [{ $ref: `#/$defs/d${i - 1}` }, { $ref: `#/$defs/d${i - 1}` }] }
    expect(outputSchemaProblems({ $defs: defs, $ref: '#/$defs/d30' })).toEqual([])
  })

  it('refuses more JSON values than allowed: what bounds the cost of compiling it', () => {
    // the schema, its anyOf and the entries: one value over
    const schema = { anyOf: Array.from({ length: INPUT_LIMITS.schemaValues - 1 }, () => ({})) }
    expect(outputSchemaProblems(schema)[0]?.message).toMatch(
      new RegExp(`more than ${INPUT_LIMITS.schemaValues} JSON values`),
    )
    schema.anyOf.pop()
    expect(outputSchemaProblems(schema)).toEqual([])
  })

  it('the library refuses what the server refuses, before any run exists', () => {
    expect(() =>
      validateRequest({ url: 'https://example.com', goal: 'x', output_schema: { $ref: '#' } }),
    ).toThrow(cycle)
  })
})
