import { singular } from './goal-words'
import type { StepContext, StepResult } from './heuristic-planner'
import { tileValue } from './label-value'
import { readableLines } from './page-text'
import { answerFromProse } from './prose-answer'
import type { QuestionIntent } from './question'
import { waitWhileLoading } from './read-rows'
import { schemaShape, toNumber } from './result-shaper'

/** Answers a question from the sentences of the page, waiting once for late content. */
export function stepQuestion(intent: QuestionIntent, ctx: StepContext): StepResult {
  const { state, lines, input } = ctx
  const found = answerFromProse(readableLines(input.observation), input.observation.title, intent)
  // "how many subscribers do we have": the figure on the dashboard tile labelled so.
  if ('none' in found && intent.answer === 'count') {
    const tile = tileValue(lines, [intent.key.split('_').pop()!].map(singular))
    if (typeof tile === 'string') {
      state.result[intent.key] = toNumber(tile) ?? tile
      return { next: true }
    }
  }
  if ('none' in found) return waitWhileLoading(ctx) ?? { refuse: found.none }
  const numbers = schemaShape(input.outputSchema).numbers
  state.result[intent.key] =
    numbers.has(intent.key) && typeof found.value === 'string' ? toNumber(found.value) : found.value
  return { next: true }
}
