import { describe, expect, it } from 'vitest'
import { createLoopWatch } from '../../src/run/loop-watch'
import type { Action } from '../../src/schemas/decision'

const click = (index: number): Action[] => [{ type: 'click', index }]

describe('loop watch', () => {
  it('tells of A-B-A-B at the 4th step and stops at the 6th', () => {
    const watch = createLoopWatch()
    const kinds = [1, 2, 3, 4, 5, 6].map(
      (n) =>
        watch.record({ fingerprint: n % 2 ? 'list' : 'item', actions: click(n % 2 ? 7 : 1), failed: 0 })
          ?.kind,
    )
    expect(kinds).toEqual([undefined, undefined, undefined, 'warn', undefined, 'stop'])
  })

  it('does not take a walk through new pages for a loop', () => {
    const watch = createLoopWatch()
    for (let n = 0; n < 10; n++) {
      expect(watch.record({ fingerprint: `page-${n}`, actions: click(n % 2), failed: 0 })).toBeNull()
    }
  })

  it('tells of failures in a row at 3 and stops at 5; a step that works starts over', () => {
    const watch = createLoopWatch()
    const step = (failed: number, n: number) =>
      watch.record({ fingerprint: `p${n}`, actions: click(n), failed })?.kind
    expect([1, 1, 0, 1, 1, 1, 1, 1].map((f, n) => step(f, n))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'warn',
      undefined,
      'stop',
    ])
  })

  it('counts an unchanged page, but not steps that read it', () => {
    const watch = createLoopWatch()
    const kinds = [0, 1, 2, 3, 4, 5].map(
      (n) => watch.record({ fingerprint: 'same', actions: click(n), failed: 0 })?.kind,
    )
    expect(kinds).toEqual([undefined, undefined, undefined, 'warn', undefined, 'stop'])
    const reading = createLoopWatch()
    for (let n = 0; n < 8; n++) {
      expect(
        reading.record({
          fingerprint: 'same',
          actions: [{ type: 'extract', what: `part ${n}` }],
          failed: 0,
          read: true,
        }),
      ).toBeNull()
    }
  })
})
