import type { Planner } from './planner'

/** The message a run gets when no planner was configured. */
export const NO_PLANNER_REASON =
  'No planner is configured, so the goal cannot be carried out. Configure a model: pass `planner` ' +
  '(createOllamaPlanner / createOpenAIPlanner) to runAutomation, or set AUTOMATION_PLANNER=ollama ' +
  '(with OLLAMA_HOST, AUTOMATION_MODEL) or AUTOMATION_PLANNER=openai (with OPENAI_BASE_URL, ' +
  'OPENAI_API_KEY, AUTOMATION_MODEL) for the server and CLI.'

/**
 * Used when no planner was given: ends the run at once with a goal-level failure that says
 * how to configure one (no step is wasted).
 */
export function createUnconfiguredPlanner(): Planner {
  return {
    name: 'unconfigured',
    async next() {
      return {
        purpose: 'No planner configured',
        actions: [],
        done: true,
        result: { status: 'failure', reason: NO_PLANNER_REASON },
      }
    },
  }
}
