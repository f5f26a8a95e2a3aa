import type { Intent } from './goal-parser'
import { GENERIC_NOUNS, plural, singular } from './goal-parser'
import type { StepContext, StepResult } from './heuristic-planner'
import { waitWhileLoading } from './read-rows'

/**
 * "How many entries are there?", "How many recipes does the site have in total?": the count
 * the page itself states ("4 results for …", "Showing 10 of 57 recipes"). Rows on screen are
 * never counted instead: a list may be paged or still loading.
 */

const HOW_MANY =
  /^how many ([a-z]+)(?: (?:are there|are shown|are listed|were found|did it find|match(?:ed)?|(?:are|were) returned|came up|come up|(?:does|do) (?:the|this|it|they) (?:\w+ )?(?:have|list|show|sell|offer))(?: (?:in total|altogether|overall))?| in total| total)?$/

/** A count intent, or null. @example parseCount('how many entries are there') */
export function parseCount(clause: string): Intent | null {
  const m = HOW_MANY.exec(
    clause
      .toLowerCase()
      .replace(/[?!.]+$/, '')
      .trim(),
  )
  if (!m) return null
  return { kind: 'count', noun: plural(m[1]!) }
}

/** The total the page states for `noun`, or undefined. */
export function statedCount(lines: string[], noun: string): number | undefined {
  const one = singular(noun)
  const n = `(?:${one}|${plural(one)})`
  const num = (s: string) => Number(s.replace(/,/g, ''))
  for (const l of lines) {
    const of = new RegExp(`\\bof\\s+(\\d[\\d,]*)\\s+${n}\\b`, 'i').exec(l)
    if (of) return num(of[1]!)
  }
  for (const l of lines) {
    const m = new RegExp(`^(?:found\\s+)?(\\d[\\d,]*)\\s+${n}\\b`, 'i').exec(l)
    if (m) return num(m[1]!)
  }
  return undefined
}

/** "Join 3,200 members": the one number written right before the noun anywhere, or undefined. */
function numberBefore(lines: string[], noun: string): number | undefined {
  const one = singular(noun)
  const re = new RegExp(`(?:^|[^\\d,.])(\\d[\\d,]*)\\+?\\s+(?:${one}|${plural(one)})\\b`, 'gi')
  const found = new Set<number>()
  for (const l of lines) for (const m of l.matchAll(re)) found.add(Number(m[1]!.replace(/,/g, '')))
  return found.size === 1 ? [...found][0] : undefined
}

export function stepCount(intent: Extract<Intent, { kind: 'count' }>, ctx: StepContext): StepResult {
  const { state, lines } = ctx
  const count = statedCount(lines, intent.noun) ?? numberBefore(lines, intent.noun)
  if (count !== undefined) {
    // "how many entries": the count of the list; "how many comments": the comments.
    state.result[GENERIC_NOUNS.has(intent.noun) || intent.noun === 'matches' ? 'count' : intent.noun] = count
    return { next: true }
  }
  return waitWhileLoading(ctx) ?? { refuse: `The page does not say how many ${intent.noun} there are` }
}
