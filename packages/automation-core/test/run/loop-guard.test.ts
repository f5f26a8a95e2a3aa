import { describe, expect, it } from 'vitest'
import { createLoopGuard } from '../../src/run/loop-guard'

describe('loop guard', () => {
  it('trips on the Nth identical step in a row on the same page state', () => {
    const guard = createLoopGuard(3)
    const click = [{ type: 'click' as const, index: 4 }]
    expect(guard.record('page-a', click)).toBe(false)
    expect(guard.record('page-a', click)).toBe(false)
    expect(guard.record('page-a', click)).toBe(true)
  })

  it('resets when the page or the action changes', () => {
    const guard = createLoopGuard(2)
    expect(guard.record('a', [{ type: 'click', index: 1 }])).toBe(false)
    expect(guard.record('b', [{ type: 'click', index: 1 }])).toBe(false)
    expect(guard.record('b', [{ type: 'click', index: 2 }])).toBe(false)
    expect(guard.record('b', [{ type: 'click', index: 2 }])).toBe(true)
  })
})
