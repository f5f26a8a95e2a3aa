import { type SortOrder, sortByPrice } from './aggregate'
import type { Intent } from './goal-parser'
import { FILLER, plural, singular } from './goal-words'
import type { StepContext, StepResult } from './heuristic-planner'
import { stem } from './question'
import { isStep, readRows } from './read-rows'

/**
 * Opening one item of a list: "open the third result" (by its place) and "open the article
 * about the beaver dam" (by its topic: the one item whose title or address has all of the
 * topic's words).
 */

export type OpenItemIntent =
  /** `only`: "the result", which is no answer when there are several. */
  | { kind: 'open-nth'; ordinal: number; noun: string; only?: boolean; sort?: SortOrder }
  | { kind: 'open-about'; noun: string; topic: string }

const ABOUT =
  /^(?:the\s+|an?\s+)?(article|story|post|product|item|result|listing|page|recipe|review|entry|news item)\s+(?:about|on|regarding|called|titled|named|on the topic of)\s+(.+)$/i

/** An open-about intent for the words after "open", or null. */
export function parseOpenAbout(rest: string): Intent | null {
  const m = ABOUT.exec(rest.trim())
  if (!m) return null
  const topic = m[2]!.replace(/^"(.*)"$/, '$1').trim()
  return topic ? { kind: 'open-about', noun: plural(m[1]!), topic } : null
}

const stems = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !FILLER.has(w))
    .map(stem)

/**
 * The rows about the topic: those with all of its words; else the one row with all but one of
 * three or more words ("bakeries dropping bread prices" for "Town bakeries cut bread prices")
 * when no other row comes close.
 */
function aboutRows(rows: Record<string, string>[], topic: string): Record<string, string>[] {
  const want = stems(topic)
  if (!want.length) return []
  const scored = rows
    .filter((x) => x.url)
    .map((x) => {
      const have = new Set(stems(`${x.name ?? ''} ${new URL(x.url!).pathname}`))
      return { x, hits: want.filter((w) => have.has(w)).length }
    })
  const all = scored.filter((s) => s.hits === want.length)
  if (all.length || want.length < 3) return all.map((s) => s.x)
  const near = scored.filter((s) => s.hits === want.length - 1)
  const far = scored.filter((s) => s.hits < want.length - 2 || s.hits === 0)
  return near.length === 1 && far.length === scored.length - 1 ? [near[0]!.x] : []
}

/** Carries out an open-nth or open-about intent. */
export function stepOpenItem(intent: OpenItemIntent, ctx: StepContext): StepResult {
  if (ctx.state.phase === 'opened') return { next: true }
  const r = readRows(ctx, `the ${intent.noun}`, `Find the ${intent.noun}`)
  if (isStep(r)) return r
  let row: Record<string, string> | undefined
  if (intent.kind === 'open-nth') {
    if (intent.only && r.rows.filter((x) => x.url).length > 1)
      return { refuse: `There are ${r.rows.length} ${intent.noun} here; the goal does not say which to open` }
    let rows = r.rows
    if (intent.sort) {
      const sorted = sortByPrice(rows, intent.sort)
      if (typeof sorted === 'string') return { refuse: sorted }
      rows = sorted
    }
    row = intent.ordinal < 0 ? rows[rows.length - 1] : rows[intent.ordinal - 1]
    if (!row?.url)
      return {
        refuse: `There is no ${singular(intent.noun)} number ${intent.ordinal} with a link on this page`,
      }
  } else {
    const fits = aboutRows(r.rows, intent.topic)
    if (fits.length !== 1)
      return {
        refuse: fits.length
          ? `Several ${intent.noun} are about "${intent.topic}": ${fits.map((x) => x.name).join(' | ')}`
          : `No ${singular(intent.noun)} about "${intent.topic}" is linked on this page`,
      }
    row = fits[0]!
  }
  return {
    act: [{ type: 'navigate', url: row.url! }],
    purpose: `Open "${row.name ?? row.url}"`,
    phase: 'opened',
  }
}
