import type { Intent } from './goal-parser'
import { plural, singular } from './goal-parser'
import type { StepContext, StepResult } from './heuristic-planner'
import { norm } from './page-text'
import { isStep, readRows } from './read-rows'
import { toNumber } from './result-shaper'

/**
 * Small computations over extracted rows: the largest or smallest row by its one numeric
 * column, the sum of a column, the rows whose column holds a value the goal names, and item
 * lists sorted by price. Each refuses rather than guess when the rows do not make it clear.
 */

/** How items are ordered by price before a limit applies. */
export type SortOrder = 'asc' | 'desc'

export type AggregateIntent =
  /**
   * "Which lake is the biggest?": the row with the top value of its one numeric column;
   * `withValue`: that value too ("and what that figure is").
   */
  | { kind: 'aggregate'; op: 'max' | 'min'; noun: string; withValue?: boolean }
  /** "the combined length of the top 5": the sum of one column over the first rows. */
  | { kind: 'aggregate'; op: 'sum'; column: string; key: string; limit?: number }
  /** "the rivers in Peru", "poems did Rolf Varga write": rows with a cell equal to a value. */
  | { kind: 'aggregate'; op: 'filter'; noun: string; value: string; column?: string }
  /** "Which canoes are sold out?": the items marked out of stock or sold out. */
  | { kind: 'aggregate'; op: 'unavailable'; noun: string; limit?: number }

const WORD_NUMBERS: Record<string, number> = { three: 3, five: 5, ten: 10, twenty: 20 }
const count = (s: string) => WORD_NUMBERS[s] ?? Number.parseInt(s, 10)

/** An aggregation intent for `clause` (goal case kept), or null. */
export function parseAggregate(clause: string): AggregateIntent | null {
  const low = clause.toLowerCase().trim()
  // Names keep their capitals; the verb starting the clause need not.
  const cased = clause.trim().replace(/^\w+/, (w) => w.toLowerCase())
  const extreme = /^(?:which|what) ([a-z]+) is (?:the )?(largest|biggest|smallest)$/.exec(low)
  if (extreme)
    return { kind: 'aggregate', op: extreme[2] === 'smallest' ? 'min' : 'max', noun: singular(extreme[1]!) }
  const sum =
    /^(?:what(?:'s| is)|get|give me|calculate|tell me) (?:the )?(combined|total) ([a-z]+)(?: of (?:the )?(?:top|first) (\d+|three|five|ten|twenty))?$/.exec(
      low,
    )
  if (sum)
    return {
      kind: 'aggregate',
      op: 'sum',
      column: sum[2]!,
      key: `${sum[1]}_${sum[2]}`,
      ...(sum[3] ? { limit: count(sum[3]) } : {}),
    }
  const out =
    /^(?:which|what)(?: of the (?:first|top) (\d+|three|five|ten|twenty))? ([a-z]+) (?:are|is) (?:currently )?(?:out of stock|sold out|unavailable)$/.exec(
      low,
    )
  if (out && plural(out[2]!) === out[2])
    return {
      kind: 'aggregate',
      op: 'unavailable',
      noun: out[2]!,
      ...(out[1] ? { limit: count(out[1]) } : {}),
    }
  const by = /^(?:which|what) ([a-z]+) did ((?:[A-Z][\w'.-]*)(?: [A-Z][\w'.-]*)+) write$/.exec(cased)
  if (by && plural(by[1]!) === by[1])
    return { kind: 'aggregate', op: 'filter', noun: by[1]!, value: by[2]!, column: 'author' }
  const within =
    /^(?:list|show|get|give me) (?:all )?(?:the )?([a-z]+) (?:in|from) ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*)$/.exec(
      cased,
    )
  if (within && plural(within[1]!) === within[1] && singular(within[1]!) !== within[1])
    return { kind: 'aggregate', op: 'filter', noun: within[1]!, value: within[2]! }
  return null
}

const SORT_CLAUSE =
  /^sort(?: (?:them|it|the [a-z]+|results))? by (?:the )?price(?: from)? (high(?:est)? to low(?:est)?|low(?:est)? to high(?:est)?|descending|ascending)$/i

/** "sort them by price descending" alone: the order for the items read next. */
export function parseSortClause(clause: string): SortOrder | null {
  const m = SORT_CLAUSE.exec(clause.trim())
  if (!m) return null
  return /^(?:high|desc)/i.test(m[1]!) ? 'desc' : 'asc'
}

/** "the five dearest canoes": the clause without the order word, and the order. */
export function takeOrder(clause: string): { clause: string; sort?: SortOrder; one?: boolean } {
  const m = /\s(cheapest|least expensive|most expensive|priciest|dearest)(?=[\s,.;!?])/i.exec(` ${clause} `)
  if (!m) return { clause }
  const sort: SortOrder = /^(?:cheapest|least)/i.test(m[1]!) ? 'asc' : 'desc'
  // "the dearest canoe" is one canoe; "the five dearest canoes" are five.
  const noun = /^\s+([a-z]+)/i.exec(` ${clause} `.slice(m.index + m[0].length))?.[1]?.toLowerCase()
  const one = !!noun && singular(noun) === noun && noun !== 'one' && !/^(?:and|with|of|in|on|for)$/.test(noun)
  const rest = ` ${clause} `.replace(m[0], ' ').replace(/\s+/g, ' ').trim()
  return { clause: rest, sort, ...(one ? { one } : {}) }
}

/** Rows ordered by a numeric field (the price unless said), or why they cannot be. */
export function sortByPrice(
  rows: Record<string, string>[],
  order: SortOrder,
  field = 'price',
): Record<string, string>[] | string {
  const priced = rows.map((r) => ({ r, p: r[field] === undefined ? null : toNumber(r[field]!) }))
  if (!priced.length || priced.some((x) => x.p === null)) return `Not every item shows a ${field} to sort by`
  const sign = order === 'asc' ? 1 : -1
  const sorted = priced.sort((a, b) => sign * (a.p! - b.p!))
  // The first place shared by two rows: which one is meant cannot be told.
  if (sorted.length > 1 && sorted[0]!.p === sorted[1]!.p)
    return `Two items share the ${order === 'asc' ? 'lowest' : 'highest'} ${field}`
  return sorted.map((x) => x.r)
}

const NUMERIC = /^[\d][\d,.\s]*$/
const RANK = /^(?:rank|no|number|#|position|pos|id)$/

export function stepAggregate(intent: Extract<Intent, { kind: 'aggregate' }>, ctx: StepContext): StepResult {
  const noun = intent.op === 'sum' ? 'table' : intent.noun
  const r = readRows(ctx, `the ${plural(noun)}`, `Read the ${plural(noun)}`)
  if (isStep(r)) return r
  const rows = r.rows
  const { result } = ctx.state
  if (intent.op === 'sum') {
    const used = intent.limit === undefined ? rows : rows.slice(0, intent.limit)
    if (intent.limit !== undefined && rows.length < intent.limit)
      return { refuse: `The page shows only ${rows.length} rows, not ${intent.limit}` }
    const values = used.map((x) => x[intent.column])
    if (!values.length || values.some((v) => v === undefined || !NUMERIC.test(v.trim())))
      return { refuse: `Not every row shows a number for "${intent.column}"` }
    result[intent.key] = values.reduce((s, v) => s + (toNumber(v!) ?? 0), 0)
    return { next: true }
  }
  if (intent.op === 'unavailable') {
    if (intent.limit !== undefined && rows.length < intent.limit)
      return { refuse: `The page shows only ${rows.length} ${intent.noun}, not ${intent.limit}` }
    const out = rows
      .slice(0, intent.limit)
      .filter((x) => OUT.test(x.availability ?? ''))
      .map((x) => x.name)
    // None marked could also mean the page does not say: no answer rather than an empty one.
    if (!out.length || out.some((n) => n === undefined))
      return { refuse: `The page marks none of the ${intent.noun} as out of stock` }
    result[intent.noun] = out
    return { next: true }
  }
  if (intent.op !== 'filter') {
    const name = intent.noun
    if (!rows.length || !rows.every((x) => x[name] !== undefined))
      return { refuse: `The rows do not name the ${name}` }
    const columns = Object.keys(rows[0]!).filter(
      (k) =>
        k !== name && !RANK.test(k) && rows.every((x) => x[k] !== undefined && NUMERIC.test(x[k]!.trim())),
    )
    if (columns.length !== 1)
      return {
        refuse: `The goal does not say which column makes a ${name} ${intent.op === 'max' ? 'largest' : 'smallest'}`,
      }
    const col = columns[0]!
    const sign = intent.op === 'max' ? 1 : -1
    const best = Math.max(...rows.map((x) => sign * toNumber(x[col]!)!))
    const top = rows.filter((x) => sign * toNumber(x[col]!)! === best)
    if (top.length !== 1) return { refuse: `Several ${plural(name)} tie for it` }
    result[name] = top[0]![name]
    if (intent.withValue) result[col] = top[0]![col]
    return { next: true }
  }
  return filterRows(intent, rows, ctx)
}

const OUT = /\b(?:out of stock|sold out|unavailable)\b/i

function filterRows(
  intent: Extract<AggregateIntent, { op: 'filter' }>,
  rows: Record<string, string>[],
  ctx: StepContext,
): StepResult {
  const { result } = ctx.state
  const one = singular(intent.noun)
  const want = norm(intent.value)
  const cell = (v: string | undefined) => norm((v ?? '').replace(/^by\s+/i, ''))
  const matches = rows.filter((x) =>
    intent.column
      ? cell(x[intent.column]) === want
      : Object.entries(x).some(([k, v]) => k !== one && k !== 'name' && cell(v) === want),
  )
  if (!matches.length) return { refuse: `No ${intent.noun} on this page match "${intent.value}"` }
  const names = matches.map((x) => x[one] ?? x.name)
  if (names.some((n) => n === undefined)) return { refuse: `The rows do not name the ${intent.noun}` }
  result[intent.noun] = names
  return { next: true }
}
