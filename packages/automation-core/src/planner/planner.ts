import type { Observation } from '../page/observation'
import type { Action, Decision } from '../schemas/decision'
import type { Usage } from '../schemas/run'

/** What one action did, as the planner sees it next step. */
export interface ActionOutcome {
  action: Action
  ok: boolean
  /** Why it failed, or a short note (e.g. "opened a new tab"). */
  message?: string
  /** The data an action produced: an `extract`'s items, a `list_options`' option labels. */
  data?: unknown
}

/** One past step, compact. */
export interface HistoryEntry {
  step: number
  purpose: string
  url: string
  outcomes: ActionOutcome[]
}

/** Everything a planner gets to decide the next step. */
export interface PlannerInput {
  goal: string
  /** 1-based number of the step being decided. */
  step: number
  maxSteps: number
  observation: Observation
  history: HistoryEntry[]
  /** JSON Schema the result must match, when the caller gave one. */
  outputSchema?: Record<string, unknown> | null
  /** `strict` asks the planner to fail fast rather than improvise. */
  mode: 'default' | 'strict'
  /** Set when the previous done result was refused (e.g. it did not match the output schema). */
  feedback?: string
  /**
   * Set when the run can take no more actions, saying why (its last step, a loop, failed
   * planner calls): the planner must answer `done` with what the run found, which is returned
   * marked partial. A planner that answers with actions instead leaves the run to fail.
   */
  final?: string
}

/**
 * The planner port: one typed decision per step. Implementations: scripted (tests),
 * ollama, openai-compatible, and the embedded heuristic one.
 */
/** A decision, with what deciding it cost when a model was asked. */
export type PlannerDecision = Decision & { usage?: Usage }

export interface Planner {
  readonly name: string
  /**
   * True for a planner that asks a language model. Its done results are checked against what
   * the run saw (a model may invent values), and it is told when it goes in circles (the loop
   * watch reads to it through `feedback`). The embedded planner computes values (counts, sums),
   * bounds its own tries and leaves it unset.
   */
  readonly modelDriven?: boolean
  next(input: PlannerInput, signal: AbortSignal): Promise<PlannerDecision>
  dispose?(): Promise<void> | void
}
