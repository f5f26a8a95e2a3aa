import type { Intent } from './goal-parser'
import { singular } from './goal-parser'
import type { StepContext, StepResult } from './heuristic-planner'
import { isStep, readRows } from './read-rows'

/**
 * A value the page shows next to its label: "how many pending refunds" (a KPI tile), "who is
 * logged in", "the coupon code", "the costs in Q1 2031" (a table cell). Answers only when
 * exactly one label fits the goal's words; anything else is a refusal.
 */

export type LabelIntent = {
  kind: 'label'
  key: string
  mode: 'tile' | 'signed-in' | 'code' | 'cell' | 'colon'
  words: string[]
  row?: string
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)

/** A label intent for a clause, or null. @example parseLabel('how many pending refunds are there') */
export function parseLabel(clause: string): Intent | null {
  const text = clause
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .trim()
  const tile = /^how many ([a-z]+ (?!match|matched|returned|found)[a-z]+)(?: are there)?$/.exec(text)
  if (tile) return { kind: 'label', key: tile[1]!.replace(/ /g, '_'), mode: 'tile', words: words(tile[1]!) }
  if (/^who is (?:signed|logged) in$/.test(text))
    return { kind: 'label', key: 'signed_in_as', mode: 'signed-in', words: [] }
  if (/^what is the (?:discount|promo|coupon|offer) code(?: in the [a-z ]+)?$/.test(text))
    return { kind: 'label', key: 'code', mode: 'code', words: [] }
  const cell = /^what (?:was|is) the ([a-z]+) (?:in|for) (q[1-4] \d{4})$/.exec(text)
  if (cell) return { kind: 'label', key: cell[1]!, mode: 'cell', words: [cell[1]!], row: cell[2]! }
  // "what screen size and how much storage does this phone have": labelled specs.
  const spec =
    /^how much ([a-z]+) (?:does|do) (?:this|the) (?:laptop|phone|product|item|mouse) have$/.exec(text) ??
    /^what ([a-z]+ [a-z]+)$/.exec(text)
  if (spec) {
    const key = spec[1]!.replace(/ /g, '_')
    return { kind: 'detail', fields: [{ key, source: key }] }
  }
  return null
}

const NUMBER = /^\d[\d,]*$/

export function tileValue(lines: string[], goal: string[]): string | { refuse: string } {
  const found = new Map<string, string>()
  lines.forEach((line, i) => {
    const m = /^(.*?[a-z].*?)(?:\s+(\d[\d,]*))?$/i.exec(line.trim())
    if (!m) return
    const value = m[2] ?? (NUMBER.test(lines[i + 1]?.trim() ?? '') ? lines[i + 1]!.trim() : undefined)
    if (!value) return
    const label = words(m[1]!)
    if (label.length && label.length <= 3 && label.includes(goal[0]!) && label.every((w) => goal.includes(w)))
      found.set(m[1]!.trim().toLowerCase(), value)
  })
  const values = [...new Set(found.values())]
  if (values.length !== 1) return { refuse: `No single label on the page matches "${goal.join(' ')}"` }
  return values[0]!
}

/**
 * "Wishlist: 3 items" for the words wishlist + count: the text after a label that starts with the
 * goal's first word, on a line of its own; exactly one such value or a refusal.
 */
export function colonValue(lines: string[], goal: string[]): string | { refuse: string } {
  const [thing, what] = goal
  const label = `^${thing}s?${what ? `(?: ${what})?` : ''}`
  const re = new RegExp(`${label}\\s*:\\s*(\\S.{0,60})$`, 'i')
  // Without a colon, only an amount: "Total | $77.10" in a table's last row.
  const amount = new RegExp(`${label}\\s+([$€£¥]\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:[$€£¥]|USD|EUR|GBP))$`, 'i')
  // "3 March 2023 · Quillby Bay wind: 12 mph, gusty": a label within a line of parts,
  // after at most three words that say whose it is.
  const part = new RegExp(
    `^(?:[\\w'-]+ ){0,3}${thing}s?${what ? `(?: ${what})?` : ''}\\s*:\\s*(\\S.{0,60})$`,
    'i',
  )
  const values = lines.flatMap((l) => {
    const whole = (re.exec(cells(l)) ?? amount.exec(cells(l)))?.[1]?.trim()
    if (whole) return [whole]
    return l
      .split(/\s+[·•|]\s+/)
      .slice(1)
      .flatMap((p) => part.exec(p.trim())?.[1]?.trim() ?? [])
  })
  return unique(values, what ? `${thing} ${what}` : `${thing}`)
}

/** A line with its table-cell bars ("Total | $1,315.40 |") read as plain words. */
const cells = (line: string) =>
  line
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function unique(values: string[], what: string): string | { refuse: string } {
  const set = [...new Set(values)]
  return set.length === 1 ? set[0]! : { refuse: `The page does not show exactly one ${what}` }
}

/** Reads the labelled value. */
export function stepLabel(intent: LabelIntent, ctx: StepContext): StepResult {
  const { lines, state } = ctx
  let value: string | number | { refuse: string }
  if (intent.mode === 'tile') {
    const v = tileValue(lines, intent.words)
    value = typeof v === 'string' ? Number(v.replace(/,/g, '')) : v
  } else if (intent.mode === 'signed-in') {
    value = unique(
      lines.flatMap(
        (l) => /\b(?:[Ss]igned|[Ll]ogged) in as ([A-Z][\w.'-]*(?: [A-Z][\w.'-]*)*)/.exec(l)?.[1] ?? [],
      ),
      'signed-in user',
    )
  } else if (intent.mode === 'code') {
    value = unique(
      lines.flatMap((l) => /\b(?:code|coupon)\b:?\s+([A-Z][A-Z0-9]*\d[A-Z0-9]*)\b/i.exec(l)?.[1] ?? []),
      'code',
    )
  } else if (intent.mode === 'colon') {
    value = colonValue(lines, intent.words)
    if (typeof value === 'object') {
      const page = `${ctx.input.observation.url} ${ctx.input.observation.title}`.toLowerCase()
      const [thing, what] = intent.words as [string, string]
      // On the cart page itself, its total is the line that starts with "Total".
      if (page.includes(thing)) {
        const own = unique(
          lines.flatMap((l) => new RegExp(`^${what}\\s*:?\\s*(\\S.{0,40})$`, 'i').exec(cells(l))?.[1] ?? []),
          `${thing} ${what}`,
        )
        if (typeof own === 'string') value = own
      } else if (state.phase === 'start') {
        // Elsewhere, the link to it ("Cart (2)") leads there.
        const link = ctx.controls.find(
          (c) =>
            c.tag === 'a' && new RegExp(`^(?:your |my |view |go to )?${thing}\\b`, 'i').test(c.label.trim()),
        )
        if (link)
          return {
            act: [{ type: 'click', index: link.index }],
            purpose: `Open "${link.label}"`,
            phase: 'opened',
          }
      }
    }
  } else {
    const r = readRows(ctx, 'the table', 'Read the table')
    if (isStep(r)) return r
    if (r.source !== 'table') return { refuse: 'There is no table on this page' }
    const rows = r.rows.filter((row) => Object.values(row).some((v) => v.trim().toLowerCase() === intent.row))
    const col = intent.words[0]!
    const cells = rows.flatMap((row) =>
      Object.entries(row)
        .filter(([k]) => k.toLowerCase() === col)
        .map(([, v]) => v),
    )
    value =
      rows.length === 1
        ? unique(cells, `${col} for ${intent.row}`)
        : { refuse: `No single row for ${intent.row}` }
  }
  if (typeof value === 'object') return value
  if (typeof value === 'number' && Number.isNaN(value)) return { refuse: 'The value is not a number' }
  state.result[intent.key] = value
  return { next: true }
}
