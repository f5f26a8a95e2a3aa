import { describeAction } from '../planner/prompt'
import type { Action } from '../schemas/decision'

/**
 * Notices a run going nowhere before it burns its steps, over a window of recent steps: going
 * back and forth between two actions and two page states (A-B-A-B), failing step after step
 * (on whatever element), or acting on a page that does not change. Beside the loop guard's hard
 * stop (the same actions on the same page N times), it first tells the planner what it sees
 * (feedback for the next step), then, when the pattern goes on, stops the run.
 */

/** One step that acted, as the watch sees it. */
export interface StepTrace {
  /** The fingerprint of the page the step acted on. */
  fingerprint: string
  actions: readonly Action[]
  /** How many of its actions failed. */
  failed: number
  /** It read data (an extract): reading several parts of one page is not standing still. */
  read?: boolean
}

/** What the watch says after a step: tell the planner, or stop the run. */
export interface LoopSignal {
  kind: 'warn' | 'stop'
  /** What was noticed, in words for the planner and for the run's error. */
  message: string
  reason: 'oscillation' | 'repeated_failures' | 'page_unchanged'
}

export interface LoopWatch {
  /** Records a step that acted; returns what the run should do about it, if anything. */
  record(step: StepTrace): LoopSignal | null
}

/** When each pattern is told to the planner and when it stops the run (steps in a row). */
export interface LoopWatchLimits {
  /** A-B-A-B steps. @default { warn: 4, stop: 6 } */
  oscillation?: { warn: number; stop: number }
  /** Steps with a failed action. @default { warn: 3, stop: 5 } */
  failures?: { warn: number; stop: number }
  /** Steps acting on the same page state. @default { warn: 4, stop: 6 } */
  unchanged?: { warn: number; stop: number }
}

const WINDOW = 12

export function createLoopWatch(limits: LoopWatchLimits = {}): LoopWatch {
  const oscillation = limits.oscillation ?? { warn: 4, stop: 6 }
  const failures = limits.failures ?? { warn: 3, stop: 5 }
  const unchanged = limits.unchanged ?? { warn: 4, stop: 6 }
  const steps: (StepTrace & { key: string })[] = []

  /** Trailing steps that repeat the step two before them (action and page), alternating. */
  const alternatingRun = (): number => {
    let n = 0
    for (let i = steps.length - 1; i >= 2; i--) {
      const [a, b, c] = [steps[i]!, steps[i - 1]!, steps[i - 2]!]
      if (a.key !== c.key || a.fingerprint !== c.fingerprint || a.key === b.key) break
      n = steps.length - i + 2
    }
    return n
  }
  const trailing = (test: (s: (typeof steps)[number]) => boolean): number => {
    let n = 0
    for (let i = steps.length - 1; i >= 0 && test(steps[i]!); i--) n++
    return n
  }
  const judge = (
    count: number,
    at: { warn: number; stop: number },
    reason: LoopSignal['reason'],
    words: string,
  ): LoopSignal | null => {
    if (count >= at.stop) return { kind: 'stop', reason, message: `${words}; stopped` }
    if (count === at.warn) {
      return {
        kind: 'warn',
        reason,
        message: `${words}. Try something different, or finish with what you found`,
      }
    }
    return null
  }

  return {
    record(step) {
      steps.push({ ...step, key: JSON.stringify(step.actions) })
      if (steps.length > WINDOW) steps.shift()
      const last = steps.at(-1)!
      const alternating = alternatingRun()
      if (alternating >= oscillation.warn) {
        const [a, b] = [steps.at(-1)!, steps.at(-2)!]
        const signal = judge(
          alternating,
          oscillation,
          'oscillation',
          `The last ${alternating} steps went back and forth between ${said(b.actions)} and ${said(a.actions)}, and the page between two states`,
        )
        if (signal) return signal
      }
      const failing = trailing((s) => s.failed > 0)
      const failed = judge(
        failing,
        failures,
        'repeated_failures',
        `An action failed in each of the last ${failing} steps`,
      )
      if (failed) return failed
      const same = trailing((s) => s.fingerprint === last.fingerprint && !s.read)
      return judge(
        same,
        unchanged,
        'page_unchanged',
        `The page has not changed over the last ${same} steps (${said(last.actions)} changed nothing)`,
      )
    },
  }
}

function said(actions: readonly Action[]): string {
  return actions.length ? actions.map((a) => describeAction(a, 40)).join(', ') : 'no action'
}
