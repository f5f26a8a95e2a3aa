/**
 * The embedded planner for explicit instructions: the goal is read by the grammar of
 * understand/instructions.ts, each step is carried out and checked by execute/run-instructions.ts.
 * A goal the grammar cannot read ends at once, naming the words it could not place.
 */
import type { Decision } from '../../schemas/decision'
import { CONFIGURE_MODEL_HINT } from '../configure-hint'
import { throwIfCancelled } from '../model-planner'
import type { HistoryEntry, Planner } from '../planner'
import { type InstructionRun, nextInstruction, startInstructions } from './execute/run-instructions'
import { readInstructions } from './understand/instructions'

/** Creates the planner; each run's progress lives with its own history array. */
export function createInstructionPlanner(): Planner {
  const runs = new WeakMap<HistoryEntry[], InstructionRun | { refused: string }>()
  return {
    name: 'instructions',
    async next(input, signal): Promise<Decision> {
      throwIfCancelled(signal)
      let run = runs.get(input.history)
      if (!run) {
        const plan = readInstructions(input.goal)
        run = 'refused' in plan ? plan : startInstructions(plan.steps)
        runs.set(input.history, run)
      }
      if ('refused' in run) {
        return {
          purpose: 'Goal not understood',
          actions: [],
          done: true,
          result: {
            status: 'failure',
            reason: `these words could not be placed: "${run.refused}". ${CONFIGURE_MODEL_HINT}`,
          },
        }
      }
      return nextInstruction(run, input)
    },
  }
}
