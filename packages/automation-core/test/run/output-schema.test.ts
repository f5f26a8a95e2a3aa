import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { INPUT_LIMITS } from '../../src/run/input-limits'
import {
  compileOutputSchema,
  OUTPUT_CHECK_TIMEOUT_MS,
  outputSchemaMismatches,
} from '../../src/run/output-schema'
import { validateRequest } from '../../src/run/validate-request'

/** A schema of `n` string properties named after `tag`: 2n + 3 JSON values. */
const schemaOf = (tag: string, n: number) => ({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`${tag}_${i}`, { type: 'string' }])),
})

describe('outputSchemaMismatches', () => {
  it('stops a check that backtracks and says so, instead of stalling the event loop', () => {
    const validator = compileOutputSchema({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^(a+)+$' } },
    })
    if (!validator) throw new Error('the schema should compile')
    const t0 = performance.now()
    // unchecked, this takes seconds (each more a doubles it)
    const mismatches = outputSchemaMismatches(validator, { code: `${'a'.repeat(27)}!` })
    expect(performance.now() - t0).toBeLessThan(2 * OUTPUT_CHECK_TIMEOUT_MS + 200)
    expect(mismatches).toEqual([expect.stringMatching(/could not be checked .* within 25 ms/)])
    // the same validator still checks what it can
    expect(outputSchemaMismatches(validator, { code: 'aaa' })).toEqual([])
    expect(outputSchemaMismatches(validator, { code: 'b' })).toEqual([expect.stringMatching(/^code: /)])
  })

  it('does not report a match as a mismatch because the process paused once during the check', () => {
    const validator = compileOutputSchema({
      type: 'object',
      properties: { title: { type: 'string' } },
      required: ['title'],
    })
    if (!validator) throw new Error('the schema should compile')
    let reads = 0
    const result = {
      get title() {
        // the first read stalls past the limit, as a pause of the whole process would
        if (reads++ === 0) {
          const until = performance.now() + OUTPUT_CHECK_TIMEOUT_MS + 15
          while (performance.now() < until) {}
        }
        return 'News'
      },
    }
    expect(outputSchemaMismatches(validator, result)).toEqual([])
    expect(reads).toBeGreaterThan(1)
  })

  it('does not count tries stopped while the process waited for a CPU (a loaded machine) against the result', () => {
    const validator = compileOutputSchema({
      type: 'object',
      properties: { title: { type: 'string' } },
      required: ['title'],
    })
    if (!validator) throw new Error('the schema should compile')
    const asleep = new Int32Array(new SharedArrayBuffer(4))
    let reads = 0
    const result = {
      get title() {
        // the first three tries stall past the limit without using the CPU, as a process
        // waiting for one does; the old rule gave up after two stopped tries
        if (reads++ < 3) Atomics.wait(asleep, 0, 0, OUTPUT_CHECK_TIMEOUT_MS + 15)
        return 'News'
      },
    }
    expect(outputSchemaMismatches(validator, result)).toEqual([])
    expect(reads).toBe(4)
  })

  it('still stops a check that is costly by itself, after two tries on a CPU of its own', () => {
    const validator = compileOutputSchema({
      type: 'object',
      properties: { title: { type: 'string' } },
      required: ['title'],
    })
    if (!validator) throw new Error('the schema should compile')
    let reads = 0
    const result = {
      get title() {
        reads++
        // costly by itself: it uses the CPU past the limit, however busy the machine is
        const start = process.cpuUsage()
        for (;;) {
          const used = process.cpuUsage(start)
          if ((used.user + used.system) / 1000 > OUTPUT_CHECK_TIMEOUT_MS + 15) break
        }
        return 'News'
      },
    }
    expect(outputSchemaMismatches(validator, result)[0]).toMatch(/could not be checked/)
    // two tries when the process had its CPU; a try it spent mostly waiting for one is free, at
    // most three of them
    expect(reads).toBeGreaterThanOrEqual(2)
    expect(reads).toBeLessThanOrEqual(5)
  })

  it('reports at most 20 mismatches and how many more there were', () => {
    const validator = compileOutputSchema({ type: 'array', items: { type: 'number' } })
    if (!validator) throw new Error('the schema should compile')
    const mismatches = outputSchemaMismatches(
      validator,
      Array.from({ length: 100 }, () => 'x'),
    )
    expect(mismatches).toHaveLength(21)
    expect(mismatches[20]).toBe('... and 80 more')
  })
})

describe('compiling', () => {
  it('keeps no schema in the global zod registry (an `id` there is kept for ever)', () => {
    const id = `leak-${Math.random()}`
    expect(compileOutputSchema({ ...schemaOf('x', 1), id })).not.toBeNull()
    // zod's registry keeps schemas with an id in a Map, never collected
    const ids = (z.globalRegistry as unknown as { _idmap: Map<unknown, unknown> })._idmap
    expect(ids.has(id)).toBe(false)
  })

  it('compiles once: a request validated again reuses its schema, whatever the cache dropped', () => {
    const request = { url: 'https://example.com', goal: 'x', output_schema: schemaOf('kept', 10) }
    const validated = validateRequest(request)
    const compiled = compileOutputSchema(request.output_schema)
    // enough other schemas at the limit to push it out of the cache
    const atLimit = Math.floor((INPUT_LIMITS.schemaValues - 3) / 2)
    for (let i = 0; i < 40; i++) compileOutputSchema(schemaOf(`other${i}`, atLimit))
    // what runAutomation does with the server's validated request: handed over, not compiled
    expect(compileOutputSchema(validated.output_schema ?? {})).toBe(compiled)
    // taken once: a run waiting in the queue does not hold a compiled schema
    expect(compileOutputSchema(validated.output_schema ?? {})).not.toBe(compiled)
  })
})
