import { describe, expect, it } from 'vitest'
import { INPUT_LIMITS, jsonProblems, outputSchemaProblems } from '../../src/run/input-limits'
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

  it('reports NUL characters and unpaired surrogates in strings and keys', () => {
    expect(jsonProblems({ goal: 'a\u0000b' })[0]?.field).toBe('goal')
    expect(jsonProblems({ goal: 'a\ud800b' })[0]?.message).toMatch(/unpaired/)
    expect(jsonProblems({ x: { 'k\u0000': 1 } })[0]?.message).toMatch(/key that contains a NUL/)
    expect(jsonProblems({ goal: 'emoji 😀 fine' })).toEqual([])
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

  it('the library refuses what the server refuses, before any run exists', () => {
    expect(() =>
      validateRequest({ url: 'https://example.com', goal: 'x', output_schema: { $ref: '#' } }),
    ).toThrow(cycle)
  })
})
