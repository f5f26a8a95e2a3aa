/**
 * The embedded planner: no model, a documented family of goals. A goal is read first by the
 * instruction grammar (understand/instructions.ts); clauses it reads are carried out and
 * checked step by step (execute/run-instructions.ts). A goal that asks something, after any
 * instructions that lead to it ("open the Archive folder, then how many messages are in it?"),
 * is carried out as operators over the page's rows (execute/run-question.ts), and what they
 * refuse by the older reader of sentences and labels (../heuristic/). Anything else ends the run
 * at once, naming the words that could not be placed and saying how to configure a model.
 */
import type { Decision } from '../../schemas/decision'
import { CONFIGURE_MODEL_HINT } from '../configure-hint'
import {
  createQuestionPlanner,
  type HeuristicPlannerOptions,
  readsQuestion,
} from '../heuristic/heuristic-planner'
import { throwIfCancelled } from '../model-planner'
import type { HistoryEntry, Planner, PlannerInput } from '../planner'
import { leavesOf, shapeProblem } from './execute/answer-shape'
import { fitToSchema } from './execute/fit-schema'
import { newSeen, type Seen, see, unplacedWords } from './execute/grounding'
import { refusal } from './execute/refusal'
import { type InstructionRun, nextInstruction, startInstructions } from './execute/run-instructions'
import {
  actedOn,
  CANNOT_ANSWER,
  nextQuestionStep,
  type QuestionRun,
  startQuestion,
} from './execute/run-question'
import { MEASURE_WORDS, WHEN_WORDS } from './lexicon/question-words'
import { QUESTION_STARTS } from './lexicon/words'
import { durationOf } from './plan/operators'
import { type InstructionStep, readLeadingInstructions } from './understand/instructions'
import { readQuestion } from './understand/question'

/** How one run's goal is carried out. */
type Route =
  | { kind: 'instructions'; run: InstructionRun; question?: string }
  /** `split`: the same goal read as instructions then a question, tried when the whole question is refused. */
  | { kind: 'question'; goal: string; split?: Split }
  /** `startUrl`, `startStep`: the page the question began on, and how many steps came before it. */
  | { kind: 'operators'; run: QuestionRun; startUrl: string; startStep: number; split?: Split }
  /** The older reader of sentences and labels, after the operators refused (`refused`: their refusal). */
  | { kind: 'reader'; goal: string; refused: Decision; startUrl: string; split?: Split }

/** Instructions the grammar reads whole at the head of a goal, and the question after them. */
type Split = { steps: InstructionStep[]; question: string }

/**
 * An answer is given only when it holds what was asked: no missing value (null or empty) in it,
 * and a number for "how many". Otherwise the reader's answer becomes a refusal that says why.
 */
export function checkAnswer(goal: string, decision: Decision): Decision {
  const result = decision.result
  if (!decision.done || !result || result.status === 'failure') return decision
  const leaves = leavesOf(result).map((l) => l.value)
  const refuse = (reason: string): Decision => refusal(CANNOT_ANSWER, reason)
  if (!leaves.length) return refuse('nothing was found to answer with (the result came out empty)')
  if (leaves.some((v) => v === null || v === undefined || (typeof v === 'string' && !v.trim()))) {
    return refuse('part of the answer is not on the page (a value came out empty)')
  }
  // "Item | Qty | Price", "Tuesday | 9:00": a row of a table, not a value of it
  if (leaves.some((v) => typeof v === 'string' && v.includes(' | '))) {
    return refuse('what the page gave is a row of a table, not a value of it')
  }
  const countQuestion = /\bhow many\b/i.test(goal)
  if (
    countQuestion &&
    !leaves.some(
      (v) => typeof v === 'number' || (typeof v === 'string' && /^\D{0,3}\d[\d,.]*\s*\D{0,12}$/.test(v)),
    )
  ) {
    return refuse('"how many" was asked, and what the page gave is not a number')
  }
  // "what number ...?", "which phone number ...?": an answer with figures, not a label's name
  if (ASKS_NUMBER.test(goal) && !leaves.some((v) => /\d/.test(String(v)))) {
    return refuse('a number was asked, and what the page gave has no figures')
  }
  // ("how many ratings": a number of them, not the rating "4.9"; a figure with a unit may be a
  // part, "3.5 km")
  const whole = (v: unknown) =>
    (typeof v === 'number' && Number.isInteger(v)) ||
    (typeof v === 'string' && !/^\s*\d+\.\d+\s*$/.test(v) && /\d/.test(v))
  if (countQuestion && !leaves.some(whole)) {
    return refuse('"how many" was asked, and the page gave a figure with a fraction, not a number of things')
  }
  // "how old ...?": an answer written in years (or a year), not any number the page shows
  // ("how far under budget" asks for an amount, not a distance)
  const measure = /\bhow (old|long|far|tall|high|heavy)\b(?! (?:under|over|above|below|behind|ahead)\b)/i
    .exec(goal)?.[1]
    ?.toLowerCase()
  const units = measure ? MEASURE_WORDS[measure] : undefined
  const said = leaves.map((v) => String(v).toLowerCase())
  if (units) {
    const written = said.some(
      (v) =>
        v.split(/[^\p{L}]+/u).some((w) => units.includes(w)) ||
        (measure === 'old' && /\b(?:1[89]|20)\d\d\b/.test(v)) ||
        (measure === 'long' && durationOf(v) !== undefined),
    )
    if (!written) return refuse(`"how ${measure}" was asked, and what the page gave does not say it`)
  }
  // "Bedrooms: 3" for a question that says nothing of bedrooms: the value of another label
  const goalStems = new Set(
    goal
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .map((w) => w.replace(/s$/, '')),
  )
  const otherLabel = (v: string) => {
    const label = /^(\p{L}[\p{L} ]{1,30}):\s+\S/u.exec(v)?.[1]
    return label !== undefined && !label.split(' ').some((w) => goalStems.has(w.replace(/s$/, '')))
  }
  if (said.every(otherLabel))
    return refuse('what the page gave is the value of a label the question does not name')
  // "when ...?": an answer that says a time (a date, a day, an hour, a span)
  if (ASKS_WHEN.test(goal) && !said.some(saysATime)) {
    return refuse('"when" was asked, and what the page gave is no date or time')
  }
  // "which ... / who ...?": a name; figures of something the question does not speak of are none
  if (ASKS_NAME.test(goal) && !/\bhow\b/i.test(goal)) {
    const goalWords = new Set(goal.toLowerCase().split(/[^\p{L}]+/u))
    const unasked = (v: string) => {
      const unit = QUANTITY.exec(v)?.[1]
      return (
        unit !== undefined &&
        !unit.split(' ').some((w) => goalWords.has(w) || goalWords.has(w.replace(/s$/, '')))
      )
    }
    const asked = ASKS_NAME.exec(goal)?.[1]
    if (said.every(unasked)) return refuse(`"${asked}" was asked, and the page gave only figures`)
    // nor is a sentence of the page ("Keys open the door for guests. Keep them safe.")
    const sentence = (v: string) => v.split(/\s+/).length >= 5 && /[.!?]$/.test(v.trim())
    if (said.every(sentence)) return refuse(`"${asked}" was asked, and the page gave only sentences`)
  }
  // what the question's form promises: one value, an amount said short, a value not a paragraph
  const shape = shapeProblem(goal, result)
  if (shape) return refuse(shape)
  return decision
}

/** "when" opening a question or a clause of one ("..., and when does it close"). */
const ASKS_WHEN = /(?:^|[,;?!]\s*|\b(?:and|but|so)\s+)when\b/i
/** "what number", "which phone number", "what's the number": a question asking for a number. */
const ASKS_NUMBER =
  /\b(?:what|which)(?:'s| is| are| was)?\s+(?:the\s+|a\s+|your\s+|their\s+)?(?:\p{L}+\s+)?numbers?\b/iu
/** "which" or "who" opening a question. */
const ASKS_NAME = /^\s*(which|who|whose)\b/i
/** A figure with the words of what it counts ("1,200 weekly visitors"): those words. */
const QUANTITY = /^[^\p{L}\d]{0,3}\d[\d,.]*\s*(\p{L}+(?: \p{L}+){0,2})$/u

/** Whether an answer's text says a time: a date, a clock time, a year, a day or a span. */
function saysATime(text: string): boolean {
  if (
    /\b\d{1,2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b|\b(?:1[89]|20)\d\d\b/.test(
      text,
    )
  ) {
    return true
  }
  return text
    .split(/[^\p{L}\d]+/u)
    .some((w) => WHEN_WORDS.includes(w) || /^\d+(?:st|nd|rd|th|am|pm|h)$/.test(w))
}

/**
 * Whether a goal asks for something: a question mark or word, a phrase that asks ("tell me"),
 * or a clause that opens with a verb that asks ("list ...", "find ..."): "from the Size list"
 * asks nothing. A quoted value asks nothing either.
 */
function asksSomething(said: string): boolean {
  // (what is quoted is a value to type, not the goal's own words: 'message: "Is it open?"')
  // (nor is a title after a colon that says something: "Abstract: How we cut our build time")
  const goal = said
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .replace(
      /:\s*(?:what|how|why|when|where|who)\s+(?:we|i|you|they|he|she|it|to|my|our|your|their)\b[^,;.?]*/gi,
      ' ',
    )
  if (goal.includes('?')) return true
  const clauses = goal
    .toLowerCase()
    .split(/[,;.:]|\b(?:then|and)\b/)
    .map((c) => ` ${c.replace(/[^\p{L}\p{N}']+/gu, ' ').trim()} `)
  const anywhere = (q: string) => q.includes(' ') || /^(?:wh|how)/.test(q)
  return clauses.some((c) =>
    QUESTION_STARTS.some((q) =>
      anywhere(q) ? c.includes(` ${q} `) : /^ (?:please |now |also |and )?(\S+) /.exec(c)?.[1] === q,
    ),
  )
}

/** The route for a goal: instructions, instructions then a question, or a question. */
export function routeOf(goal: string): Route {
  const lead = readLeadingInstructions(goal)
  const complete = lead.steps.length > 0 && lead.refused === undefined
  // a verb read as a button's name ("... and continue") is an instruction when nothing is asked
  if (complete && (!lead.loose || !asksSomething(goal)))
    return { kind: 'instructions', run: startInstructions(lead.steps) }
  // a question the older reader reads, though clauses of it read as instructions ("show only ..."),
  // then, if it is refused whole, as those instructions and the question after them
  if (readsQuestion(goal).ok) {
    const split =
      lead.steps.length && !lead.loose && lead.refused !== undefined && asksSomething(lead.rest)
        ? { steps: lead.steps, question: lead.rest }
        : undefined
    return { kind: 'question', goal, ...(split ? { split } : {}) }
  }
  if (complete) return { kind: 'instructions', run: startInstructions(lead.steps) }
  if (lead.steps.length)
    return { kind: 'instructions', run: startInstructions(lead.steps), question: lead.rest }
  return { kind: 'question', goal }
}

/**
 * Creates the embedded planner. Stateless between runs: each run's progress lives with its own
 * history array.
 *
 * @example runAutomation({ url, goal: 'click the Pricing link, then how much is the Team plan a month?' }, { planner: createHeuristicPlanner() })
 */
export function createHeuristicPlanner(options: HeuristicPlannerOptions = {}): Planner {
  const questions = createQuestionPlanner(options)
  const routes = new WeakMap<HistoryEntry[], Route>()
  const seenOf = new WeakMap<HistoryEntry[], Seen>()
  return {
    name: questions.name,
    async next(input, signal): Promise<Decision> {
      // (made at once, with no wait inside: a step's cost is its own, not other runs' work)
      const decision = step(input, signal)
      const result = decision.result
      // an answer in the shape the caller's output schema asks (keys, numbers)
      if (
        !decision.done ||
        !input.outputSchema ||
        !result ||
        ['failure', 'done'].includes(String(result.status))
      )
        return decision
      return { ...decision, result: fitToSchema(result, input.outputSchema) as Record<string, unknown> }
    },
  }

  function step(input: PlannerInput, signal: AbortSignal): Decision {
    throwIfCancelled(signal)
    let seen = seenOf.get(input.history)
    if (!seen) {
      seen = newSeen()
      seenOf.set(input.history, seen)
    }
    see(seen, input.observation, input.history)
    let route = routes.get(input.history)
    if (!route) {
      route = routeOf(input.goal)
      routes.set(input.history, route)
    }
    if (route.kind === 'operators') return operate(route, input, signal)
    if (route.kind === 'reader') return read(route, input, signal)
    if (route.kind === 'question') return ask(route.goal, input, signal, route.split)
    const decision = nextInstruction(route.run, input)
    const finished = decision.done && decision.result?.status === 'done'
    if (!finished || route.question === undefined) return decision
    // the instructions led to the question: it is asked on the page they left
    return ask(route.question, input, signal)
  }

  /**
   * A question: first as operators over the page's rows (collect, filter, order, take, reduce,
   * project); when they refuse, the older reader of sentences and labels, on the page the
   * question began on.
   */
  function ask(goal: string, input: PlannerInput, signal: AbortSignal, split?: Split): Decision {
    const run = startQuestion(goal, readQuestion(goal))
    const route: Route = {
      kind: 'operators',
      run,
      startUrl: input.observation.url,
      startStep: input.history.length,
      ...(split ? { split } : {}),
    }
    routes.set(input.history, route)
    return operate(route, input, signal)
  }

  /** The older reader's answer, checked; a refusal of its own or a goal it does not read. */
  function readerStep(goal: string, input: PlannerInput, signal: AbortSignal): Decision {
    const decision = checkAnswer(goal, questions.decide({ ...input, goal }, signal))
    // an answer to words no page of the run showed and no list knows is not an answer to the goal
    const unplaced = decision.done && decision.result?.status !== 'failure'
    const missing = unplaced ? unplacedWords(goal, seenOf.get(input.history) ?? newSeen()) : []
    if (missing.length)
      return refusal(CANNOT_ANSWER, `no page shows ${missing.map((w) => `"${w}"`).join(', ')}`)
    return decision
  }

  /** The older reader after the operators refused: its answer, or the operators' refusal. */
  function read(
    route: Extract<Route, { kind: 'reader' }>,
    input: PlannerInput,
    signal: AbortSignal,
  ): Decision {
    const decision = readerStep(route.goal, input, signal)
    if (!(decision.done && decision.result?.status === 'failure')) return decision
    // refused whole: the instructions at its head are carried out, then the question asked
    if (route.split) {
      routes.set(input.history, {
        kind: 'instructions',
        run: startInstructions(route.split.steps),
        question: route.split.question,
      })
      return {
        purpose: 'Go back to the page the goal began on, to carry out its instructions first',
        actions: [{ type: 'navigate', url: route.startUrl }],
        done: false,
      }
    }
    const reason = route.refused.result?.reason
    if (typeof reason !== 'string' || reason.includes(CONFIGURE_MODEL_HINT)) return route.refused
    return {
      ...route.refused,
      result: { ...route.refused.result, reason: `${reason}. ${CONFIGURE_MODEL_HINT}` },
    }
  }

  /** A step of the operators; their refusal hands the question to the older reader. */
  function operate(
    route: Extract<Route, { kind: 'operators' }>,
    input: PlannerInput,
    signal: AbortSignal,
  ): Decision {
    const decision = checkAnswer(route.run.question, nextQuestionStep(route.run, input))
    if (!(decision.done && decision.result?.status === 'failure')) return decision
    const next: Route = {
      kind: 'reader',
      goal: route.run.question,
      refused: decision,
      startUrl: route.startUrl,
      ...(route.split ? { split: route.split } : {}),
    }
    routes.set(input.history, next)
    // the reader starts where the question began, not on a page the rows led to
    // (the same page after the operators clicked on it, "load more" or a tab, is loaded afresh
    // when nothing had acted on it before the question: loading it again gives that same page)
    const fresh = actedOn(input.history, route.startStep) && !actedOn(input.history, 0, route.startStep)
    if (input.observation.url !== route.startUrl || fresh)
      return {
        purpose: 'Go back to the page the question began on',
        actions: [{ type: 'navigate', url: route.startUrl }],
        done: false,
      }
    return read(next, input, signal)
  }
}

export type { HeuristicPlannerOptions } from '../heuristic/heuristic-planner'
