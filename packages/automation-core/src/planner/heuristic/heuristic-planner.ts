import type { Action, Decision } from '../../schemas/decision'
import { CONFIGURE_MODEL_HINT } from '../configure-hint'
import { consentControl } from '../embedded/execute/overlays'
import { throwIfCancelled } from '../model-planner'
import type { ActionOutcome, HistoryEntry, Planner, PlannerInput } from '../planner'
import { type Intent, type ParsedGoal, parseGoal, saidOf } from './goal-parser'
import { stepIntent } from './intent-steps'
import { keyOfLookup, lookupLabelled, parseLookup } from './label-lookup'
import { type Control, controlsOf, readableLines, textLines } from './page-text'
import { answerFromProse } from './prose-answer'

/**
 * The embedded, deterministic planner: understands a documented family of everyday goals
 * (extract items, page facts, navigate, search, fill forms, paginate) and carries them out
 * without a model. Anything else ends the run at once with a failure that names what was not
 * understood and says how to configure a model.
 */

/** Options of the embedded planner (`createHeuristicPlanner`). */
export interface HeuristicPlannerOptions {
  /** @default 'heuristic' */
  name?: string
}

/** Per-run progress. Keyed by the run's history array, so one planner serves many runs at once. */
export interface RunState {
  parsed: ParsedGoal
  /** Index of the intent being carried out. */
  at: number
  /** Where the current intent is: each intent's steps name their own phases. */
  phase: string
  result: Record<string, unknown>
  /** Rows collected so far by a paginated extraction. */
  rows: Record<string, string>[]
  /** Where the rows of the current page start in `rows` (earlier ones came from earlier pages). */
  pageStart: number
  /** How often "load more" was clicked for the current list. */
  moreClicks: number
  /** The page's fingerprint when "load more" was last clicked, and the waits since for it to change. */
  moreFrom?: { fingerprint: string; waits: number }
  pagesRead: number
  waits: number
  consentTries: number
  /** Text lines of the page before the last click or submit, to spot the message it brought. */
  before: string[]
  /** Form values already put in, by key. */
  filled: Set<string>
  agreed: boolean
  /** The URL a search was made from, to tell results that replace the page from ones added to it. */
  searchedFrom?: string
}

/** What one intent step needs. */
export interface StepContext {
  input: PlannerInput
  state: RunState
  controls: Control[]
  lines: string[]
  /** Outcomes of the previous step, if any. */
  last: ActionOutcome[] | undefined
}

/** What an intent step decides: actions to take, this intent done, or a refusal. */
export type StepResult =
  | { act: Action[]; purpose: string; phase: string }
  | { next: true }
  | { refuse: string }

const states = new WeakMap<HistoryEntry[], RunState>()

/** An amount of money written with its currency, or "free". */
const AMOUNT_OF_MONEY = /[$€£¥]\s?\d|\d\s?(?:USD|EUR|GBP|dollars?|euros?|pounds?)\b|\bfree\b/i

/** Intents whose refusal a label of the page may still answer: reading ones, never actions. */
const READS = /^(?:items|question|value|detail|aggregate|count|label|lookup)$/

function fallbackLabel(
  intent: Intent,
  lines: string[],
  page: PlannerInput['observation'],
): { key: string; value: string } | undefined {
  const said = saidOf(intent)
  if (!said || !READS.test(intent.kind) || intent.kind === 'lookup') return undefined
  const ask = parseLookup(said)
  if (!ask) return undefined
  const found = lookupLabelled(lines, ask.question, ask.key, readableLines(page))
  if ('none' in found) return undefined
  // "how much ...", "how many ...", a price: a label whose value holds no figure does not answer
  const figure = /^how (?:much|many)\b/i.test(said) || (intent.kind === 'value' && intent.source === 'price')
  if (figure && !/\d/.test(found.value)) return undefined
  // nor a sentence under it: the amount it says is the sentence's to give ("... a surcharge of £32 ...")
  if (figure && found.value.split(/\s+/).length >= 6 && /[.!?]$/.test(found.value.trim())) return undefined
  // what something costs: an amount of money ("22 cm tall" is no price)
  const price =
    /\b(?:cost|costs|price|priced|pay|charge|charged|fee)\b/i.test(said) ||
    (intent.kind === 'value' && intent.source === 'price')
  if (price && !AMOUNT_OF_MONEY.test(found.value)) return undefined
  return { key: keyOfLookup(ask.key, found.label), value: found.value }
}

/**
 * "How much is X?" where no item is named X, or none shows its price: a sentence of the page may
 * say it ("A day pass costs £6 for adults").
 */
function fallbackSentence(
  intent: Intent,
  observation: PlannerInput['observation'],
): { key: string; value: string } | undefined {
  if (intent.kind !== 'value' || !intent.asked) return undefined
  const found = answerFromProse(readableLines(observation), observation.title, intent.asked)
  if ('none' in found) return undefined
  // under the name of what was asked about ("the learning budget": learning_budget), not "price"
  const asked = intent.of
    .toLowerCase()
    .replace(/^(?:the|a|an|my|our|your)\s+/, '')
    .replace(/\s+(?:per|a|each|for)\s+\S+$/, '')
    // ("the harbour due on this berth": what is asked of the item the page is about, not of a place)
    .replace(/\s+(?:on|of|for|at|in|with)\s+(?:this|that|these|those)\s+\S+$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
  return { key: asked || intent.key, value: String(found.value) }
}

function stateFor(input: PlannerInput): RunState {
  let s = states.get(input.history)
  if (!s) {
    s = {
      parsed: parseGoal(input.goal),
      at: 0,
      phase: 'start',
      result: {},
      rows: [],
      pageStart: 0,
      moreClicks: 0,
      pagesRead: 0,
      waits: 0,
      consentTries: 0,
      before: [],
      filled: new Set(),
      agreed: false,
    }
    states.set(input.history, s)
  }
  return s
}

const failure = (purpose: string, reason: string): Decision => ({
  purpose,
  actions: [],
  done: true,
  result: { status: 'failure', reason },
})

/** Whether the question reader understands `goal` (its reason when it does not). */
export function readsQuestion(goal: string): { ok: true } | { ok: false; reason: string } {
  const parsed = parseGoal(goal)
  return parsed.ok ? { ok: true } : { ok: false, reason: parsed.reason }
}

/**
 * Creates the reader of questions and everyday tasks (the older half of the embedded planner;
 * the embedded planner routes goals to it). Stateless between runs: each run's progress lives
 * with its own history array.
 */
export function createQuestionPlanner(
  options: HeuristicPlannerOptions = {},
): Planner & { decide(input: PlannerInput, signal: AbortSignal): Decision } {
  const { name = 'heuristic' } = options
  const planner = {
    name,
    async next(input: PlannerInput, signal: AbortSignal): Promise<Decision> {
      return planner.decide(input, signal)
    },
    /** The same decision, made at once (it waits for nothing). */
    decide(input: PlannerInput, signal: AbortSignal): Decision {
      throwIfCancelled(signal)
      const state = stateFor(input)
      const { parsed } = state
      if (!parsed.ok) return failure('Goal not understood', `${parsed.reason}. ${CONFIGURE_MODEL_HINT}`)
      const { observation } = input
      const controls = controlsOf(observation)
      const lines = textLines(observation)
      const last = input.history[input.history.length - 1]?.outcomes

      // An overlay that covers the page comes first, whatever the goal.
      if (state.consentTries < 2) {
        const prefer = parsed.intents.some((i) => i.kind === 'consent' && i.choice === 'accept')
          ? 'accept'
          : 'decline'
        const button = consentControl(observation.elements, prefer)
        if (button) {
          state.consentTries++
          return {
            purpose: `Dismiss the cookie banner ("${button.name}")`,
            actions: [{ type: 'click', index: button.index }],
            done: false,
          }
        }
      }

      // Each intent runs until it says it is done; several may finish within one call.
      for (let guard = 0; guard < 50; guard++) {
        const intent: Intent | undefined = parsed.intents[state.at]
        if (!intent) {
          return { purpose: 'Report the result', actions: [], done: true, result: state.result }
        }
        const step = stepIntent(intent, {
          input,
          state,
          controls,
          lines,
          last: state.phase === 'start' ? undefined : last,
        })
        if ('refuse' in step) {
          // A question the page answers with a label of its own ("Lakes in Asia").
          const found = fallbackLabel(intent, lines, observation) ?? fallbackSentence(intent, observation)
          if (!found) return failure('Cannot do this on the page', step.refuse)
          state.result[found.key] = found.value
        } else if ('act' in step) {
          state.phase = step.phase
          return { purpose: step.purpose, actions: step.act, done: false }
        }
        state.at++
        state.phase = 'start'
        state.rows = []
        state.pageStart = 0
        state.moreClicks = 0
        state.pagesRead = 0
        state.waits = 0
      }
      return failure('Stopped', 'the plan did not make progress')
    },
  }
  return planner
}
