import { AutomationError, errorMessage, isAutomationError } from '../errors'
import { type Decision, type DecisionInput, DecisionSchema } from '../schemas/decision'
import { formatIssues, throwIfCancelled } from './model-planner'
import type { Planner, PlannerInput } from './planner'

/**
 * A planner that replays a script: for tests of the runner, the server and anything built on
 * them, with no model. Each entry is a decision, or a function of the planner input when the
 * decision depends on the page (an element index, say).
 */

/** One entry of the script. */
export type ScriptedDecision =
  | DecisionInput
  | ((input: PlannerInput) => DecisionInput | Promise<DecisionInput>)

/** Options of {@link createScriptedPlanner}. */
export interface ScriptedPlannerOptions {
  /** @default 'scripted' */
  name?: string
  /** Wait before each decision, to test cancellation and timeouts; aborted by the signal. @default 0 */
  delayMs?: number
  /** Stand in for a model planner: the run checks its results' values and watches it for loops. @default false */
  modelDriven?: boolean
}

/** A scripted planner, with what it was asked for assertions. */
export interface ScriptedPlanner extends Planner {
  /** Every input received, in order; each a copy taken at call time. */
  readonly calls: PlannerInput[]
  /** Entries of the script not used yet. */
  readonly remaining: number
}

/** The reason of the failure result once the script is used up. */
export const SCRIPT_EXHAUSTED_REASON = 'scripted planner ran out of decisions'

/**
 * A planner that returns the given decisions in order, validated with `DecisionSchema`; once
 * they run out, a done decision with result `{ status: 'failure', reason: SCRIPT_EXHAUSTED_REASON }`.
 *
 * @example
 * const planner = createScriptedPlanner([
 *   { purpose: 'search', actions: [{ type: 'fill', index: 3, text: 'laptop', submit: true }] },
 *   // a function can pick an index from what the planner sees
 *   ({ observation }) => ({
 *     purpose: 'open the first result',
 *     actions: [{ type: 'click', index: Number(/\[(\d+)\]<a/.exec(observation.text)?.[1] ?? 0) }],
 *   }),
 *   { purpose: 'report', done: true, result: { title: 'Laptop X' } },
 * ])
 * await runAutomation({ url, goal: 'find a laptop' }, { planner })
 * expect(planner.calls[1]?.history[0]?.outcomes[0]?.ok).toBe(true)
 */
export function createScriptedPlanner(
  decisions: ScriptedDecision[],
  options: ScriptedPlannerOptions = {},
): ScriptedPlanner {
  const { name = 'scripted', delayMs = 0, modelDriven = false } = options
  const calls: PlannerInput[] = []
  let position = 0

  return {
    name,
    modelDriven,
    calls,
    get remaining() {
      return Math.max(0, decisions.length - position)
    },
    async next(input: PlannerInput, signal: AbortSignal): Promise<Decision> {
      throwIfCancelled(signal)
      // Copy the history: a runner appending to the same array must not rewrite what was seen.
      calls.push({ ...input, history: [...input.history] })
      if (delayMs > 0) await sleep(delayMs, signal)
      const index = position++
      const entry = decisions[index]
      if (entry === undefined) {
        return {
          purpose: SCRIPT_EXHAUSTED_REASON,
          actions: [],
          done: true,
          result: { status: 'failure', reason: SCRIPT_EXHAUSTED_REASON },
        }
      }
      let raw: DecisionInput
      try {
        raw = typeof entry === 'function' ? await entry(input) : entry
      } catch (e) {
        if (isAutomationError(e)) throw e
        const message = `scripted decision #${index + 1} threw: ${errorMessage(e)}`
        throw new AutomationError('PLANNER_FAILED', message, { planner: name })
      }
      const parsed = DecisionSchema.safeParse(raw)
      if (!parsed.success) {
        // A bug in the test's script: say which entry and what is wrong with it.
        throw new AutomationError(
          'PLANNER_FAILED',
          `scripted decision #${index + 1} is invalid: ${formatIssues(parsed.error.issues)}`,
          {
            planner: name,
            details: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
          },
        )
      }
      return parsed.data
    },
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      try {
        throwIfCancelled(signal)
      } catch (e) {
        reject(e)
      }
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
