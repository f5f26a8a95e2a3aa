import { singular } from './goal-words'
import type { StepContext, StepResult } from './heuristic-planner'
import { tileValue } from './label-value'
import { readableLines } from './page-text'
import { answerFromProse } from './prose-answer'
import type { QuestionIntent } from './question'
import { LOADING, MAX_WAITS } from './read-rows'
import { schemaShape, toNumber } from './result-shaper'

/** Answers a question from the sentences of the page, waiting once for late content. */
export function stepQuestion(intent: QuestionIntent, ctx: StepContext): StepResult {
  const { state, lines, input } = ctx
  const found = answerFromProse(readableLines(input.observation.text), input.observation.title, intent)
  // "how many customers do we have": the figure on the dashboard tile labelled so.
  if ('none' in found && intent.answer === 'count') {
    const tile = tileValue(lines, [intent.key.split('_').pop()!].map(singular))
    if (typeof tile === 'string') {
      state.result[intent.key] = toNumber(tile) ?? tile
      return { next: true }
    }
  }
  if ('none' in found) {
    if (state.waits < MAX_WAITS && lines.some((l) => LOADING.test(l))) {
      state.waits++
      return {
        act: [{ type: 'wait', for: 'network', ms: 5000 }],
        purpose: 'Wait for the page to load',
        phase: 'start',
      }
    }
    return { refuse: found.none }
  }
  const numbers = schemaShape(input.outputSchema).numbers
  state.result[intent.key] =
    numbers.has(intent.key) && typeof found.value === 'string' ? toNumber(found.value) : found.value
  return { next: true }
}
