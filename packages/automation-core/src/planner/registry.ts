import { AutomationError } from '../errors'
import type { HeuristicPlannerOptions } from './embedded/embedded-planner'
import type { OllamaPlannerOptions } from './ollama-planner'
import type { OpenAIPlannerOptions } from './openai-planner'
import type { Planner } from './planner'
import type { ScriptedDecision, ScriptedPlannerOptions } from './scripted-planner'

/**
 * The built-in planners, each loaded on first use: a server configured for Ollama never loads
 * the OpenAI code, and the `ollama` client is not imported by callers who never use it.
 */
export const planners = {
  scripted: () => import('./scripted-planner'),
  ollama: () => import('./ollama-planner'),
  openai: () => import('./openai-planner'),
  heuristic: () => import('./embedded/embedded-planner'),
} as const

/** The name of a built-in planner: `scripted`, `ollama`, `openai` or `heuristic`. */
export type PlannerName = keyof typeof planners

/** The options each built-in planner takes. */
export interface PlannerOptionsMap {
  scripted: ScriptedPlannerOptions & { decisions: ScriptedDecision[] }
  ollama: OllamaPlannerOptions
  openai: OpenAIPlannerOptions
  heuristic: HeuristicPlannerOptions
}

/** True when `name` is a built-in planner, e.g. to check an environment variable. */
export function isPlannerName(name: string): name is PlannerName {
  return Object.hasOwn(planners, name)
}

/**
 * Creates a built-in planner by name. Options are optional except for `scripted`, which needs
 * its decisions.
 *
 * @example
 * const planner = await createPlanner('ollama', { model: 'qwen2.5:7b' })
 * const scripted = await createPlanner('scripted', { decisions: [{ purpose: 'stop', done: true, result: {} }] })
 */
export async function createPlanner<N extends PlannerName>(
  name: N,
  ...[options]: PlannerName extends N
    ? [options?: PlannerOptionsMap[PlannerName]]
    : N extends 'scripted'
      ? [options: PlannerOptionsMap[N]]
      : [options?: PlannerOptionsMap[N]]
): Promise<Planner> {
  if (!isPlannerName(name)) {
    throw new AutomationError('INVALID_INPUT', `unknown planner '${String(name)}'`, {
      details: [{ field: 'planner', message: `use one of ${Object.keys(planners).join(', ')}` }],
    })
  }
  const key: PlannerName = name
  switch (key) {
    case 'scripted': {
      const { decisions = [], ...rest } = (options ?? {}) as Partial<PlannerOptionsMap['scripted']>
      return (await planners.scripted()).createScriptedPlanner(decisions, rest)
    }
    case 'ollama':
      return (await planners.ollama()).createOllamaPlanner(options as OllamaPlannerOptions | undefined)
    case 'openai':
      return (await planners.openai()).createOpenAIPlanner(options as OpenAIPlannerOptions | undefined)
    case 'heuristic':
      return (await planners.heuristic()).createHeuristicPlanner(
        options as HeuristicPlannerOptions | undefined,
      )
  }
}
