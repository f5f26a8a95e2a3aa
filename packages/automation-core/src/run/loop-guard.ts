import type { Action } from '../schemas/decision'

/**
 * Notices a planner that repeats itself: the same actions on the same page state, N times
 * in a row. Burning the step budget in such loops is the commonest failure of agents.
 */
export interface LoopGuard {
  /** Records a step; returns true when it is the Nth identical one in a row. */
  record(fingerprint: string, actions: readonly Action[]): boolean
  readonly repeats: number
}

/** @param limit how many identical steps in a row end the run. @default 3 */
export function createLoopGuard(limit = 3): LoopGuard {
  let lastKey = ''
  let repeats = 0
  return {
    get repeats() {
      return repeats
    },
    record(fingerprint, actions) {
      const key = `${fingerprint}|${JSON.stringify(actions)}`
      repeats = key === lastKey ? repeats + 1 : 1
      lastKey = key
      return repeats >= limit
    },
  }
}
