/**
 * The operators of questions over rows read off a page: filter, order, take, reduce, project.
 * Pure functions over `Row`s (column -> text as shown); values are read as money, numbers and
 * dates where their text says so. No operator knows a site.
 */
import { parseDate } from '../execute/field-values'
import { DAY_KINDS, FREE_WORDS, LINKING_WORDS, SECONDS_IN } from '../lexicon/words'

/** One item of a list, table or set of cards: column -> text as the page shows it. */
export type Row = Record<string, string>

/** What kind of value a column holds. */
export type ColumnKind = 'money' | 'number' | 'date' | 'duration' | 'text'

const MONEY = /^[-−]?\s*(?:[$€£¥]|US\$|USD|EUR|GBP)\s*[-−]?\d|\d\s*(?:[$€£¥]|USD|EUR|GBP)\s*$/i
/** A price of nothing ("Free"), among prices. */
const FREE = new RegExp(`^(?:${FREE_WORDS.join('|')})$`, 'i')

/** The number a text shows ("$1,299.00", "1.2k", "4.6 out of 5", "873 reviews"), or undefined. */
export function numberOf(text: string): number | undefined {
  // "$2.4m" is 2.4 million; "85 m²", "5 m" and "3 mi" are measures (k, m written apart or
  // followed by more of a unit scale nothing)
  const m = /[-−]?\d[\d,]*(?:\.\d+)?(?:[kKmM](?![\p{L}\d²³]))?/u.exec(text.replace(/\u00a0/g, ' '))
  if (!m) return undefined
  let raw = m[0].replace(/[,\s]/g, '').replace('−', '-')
  let scale = 1
  if (/[kK]$/.test(raw)) {
    scale = 1000
    raw = raw.slice(0, -1)
  } else if (/[mM]$/.test(raw)) {
    scale = 1_000_000
    raw = raw.slice(0, -1)
  }
  const n = Number(raw) * scale
  return Number.isFinite(n) ? n : undefined
}

/** The date a text shows ("Dec 1, 2024", "2025-09-16", "March 14"), as a sortable number (yyyymmdd). */
export function dateOf(text: string): number | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`)
  const words =
    /([A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,9}\.? \d{4}|\d{1,2}\/\d{1,2}\/\d{4})/.exec(text)
  const d = words?.[1] ? parseDate(words[1]) : undefined
  if (d) return d.y * 10000 + d.m * 100 + d.d
  // a month of a year written alone ("January 2027", "Sept 2026"): its first day
  const month = /^([A-Za-z]{3,9})\.? (\d{4})$/.exec(text.trim())
  const first = month ? parseDate(`1 ${month[1]} ${month[2]}`) : undefined
  return first ? first.y * 10000 + first.m * 100 + 1 : undefined
}

/** A year written alone ("1831", "c. 1820", "circa 1900"), as a date of that year's start. */
export function yearOf(text: string): number | undefined {
  const m = /^(?:c\.?\s*|circa\s+|about\s+)?(1\d{3}|20\d{2})$/i.exec(text.trim())
  return m ? Number(m[1]) * 10000 + 101 : undefined
}

/** "6 business days": days of a kind, read as days. */
const DAYS_OF_A_KIND = new RegExp(`\\b(?:${DAY_KINDS.join('|')})\\s+(days?|weeks?)\\b`, 'g')

/**
 * The length of time a text shows ("4:56", "1:02:03", "1 hr 27 min", "45 s"), in seconds, or
 * undefined when it shows none.
 */
export function durationOf(text: string): number | undefined {
  // ("6 business days": days of a kind, counted as days)
  const t = text.trim().toLowerCase().replace(DAYS_OF_A_KIND, '$1')
  const clock = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(t)
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3])
  const parts = [...t.matchAll(DURATION_PART)]
  if (!parts.length || t.replace(/(\d+(?:\.\d+)?)\s*[a-z]+|about|approx\.?|\s|,/g, '') !== '')
    return undefined
  let seconds = 0
  for (const [, n, unit] of parts) seconds += Number(n) * (unit === 'm' ? 60 : (SECONDS_IN[unit ?? ''] ?? 0))
  return seconds
}

/** A number and its unit of time; "m" is minutes here ("4m 30s"), as a length of time is written. */
const DURATION_PART = new RegExp(
  `(\\d+(?:\\.\\d+)?)\\s*(${[...Object.keys(SECONDS_IN), 'm'].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'g',
)

/** The kind of a column: the kind most of its non-empty cells have. */
export function kindOf(rows: readonly Row[], column: string): ColumnKind {
  const cells = rows.map((r) => r[column]?.trim() ?? '').filter(Boolean)
  if (!cells.length) return 'text'
  const most = (test: (t: string) => boolean) => cells.filter(test).length >= Math.ceil(cells.length * 0.8)
  // ("Free" beside prices is a price of nothing)
  if (most((t) => MONEY.test(t) || FREE.test(t)) && cells.some((t) => MONEY.test(t))) return 'money'
  // (a list whose first column names its rows by their month, "January 2026", names them: text)
  const monthOnly = (t: string) => /^[A-Za-z]{3,9}\.? \d{4}$/.test(t.trim())
  const first = Object.keys(rows[0] ?? {})[0] === column
  if (most((t) => dateOf(t) !== undefined) && !(first && most(monthOnly))) return 'date'
  // a column named a date or a year whose cells are years ("1831", "c. 1820"): dates of a year
  if (/(?:^|_)(?:date|dated|year|made)(?:$|_)/.test(column) && most((t) => yearOf(t) !== undefined))
    return 'date'
  if (most((t) => durationOf(t) !== undefined)) return 'duration'
  // (a unit written against the figure is one too: "9°C", "12mm", "52mph")
  if (
    most(
      (t) =>
        /^[-−]?[\d,.]+\s*(?:[kKmM%]|°[CF]?|(?:mm|cm|km|kg|mph|kph|km\/h|hpa|mb)(?![\p{L}]))?(?:\s+\S+){0,3}$/iu.test(
          t,
        ) && numberOf(t) !== undefined,
    )
  )
    return 'number'
  return 'text'
}

/** The value a cell orders by in a column of `kind`. */
export function cellValue(text: string | undefined, kind: ColumnKind): number | string | undefined {
  if (text === undefined || text.trim() === '') return undefined
  if (kind === 'date') return dateOf(text) ?? yearOf(text)
  if (kind === 'duration') return durationOf(text)
  if (kind === 'money' && FREE.test(text.trim())) return 0
  if (kind === 'money' || kind === 'number') return numberOf(text)
  return text.trim().toLowerCase()
}

/** A condition on one column. */
export type Condition =
  /** `also`: other columns that hold the value; a row holding it in any of them meets it. */
  | { column: string; op: 'equals'; value: string; also?: string[] }
  /** A word of the cell ("Ingrid" of "Ingrid Vik"): a name said by one of its words. */
  | { column: string; op: 'word'; value: string }
  | { column: string; op: 'between'; min?: number; max?: number; strictMin?: boolean; strictMax?: boolean }

const norm = (t: string) =>
  t
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * A word's stem, for values: "editors" holds "Editor", "delayed" is not "delay". Linking words
 * are left out, as a question leaves them out ("out of print" is said "out print").
 */
const stemmed = (t: string) =>
  norm(t)
    .split(' ')
    .filter((w) => !LINKING_WORDS.includes(w))
    .map((w) => (w.length > 3 ? w.replace(/ies$/, 'y').replace(/(?<!s)s$/, '') : w))
    .join(' ')

/** Whether a cell holds a value: the whole cell, or one of its comma- or dot-separated parts. */
export function cellHolds(cell: string | undefined, value: string): boolean {
  if (!cell) return false
  const wanted = stemmed(value)
  if (!wanted) return false
  if (stemmed(cell) === wanted) return true
  return cell.split(/[,;·|/•]+/).some((part) => stemmed(part) === wanted)
}

/**
 * A value without the avatar a page shows before a person's name: "KL Kari Lund" is "Kari Lund"
 * (the capitals are the initials of the words after them).
 */
export function withoutAvatar(text: string): string {
  const m = /^([A-Z]{1,3})\s+((?:\p{Lu}[\p{L}'-]*\s*){1,4})$/u.exec(text.trim())
  if (!m) return text
  const initials = (m[2] as string)
    .trim()
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
  return initials.startsWith(m[1] as string) ? (m[2] as string).trim() : text
}

/**
 * Whether a short name (a person's, a product's: at most four words, not a title that mentions
 * them) holds the words as a run of its own ("Ingrid" or "Harbour Works" of "OPS-2 Harbour Works").
 */
export function nameHasWords(cell: string | undefined, words: string): boolean {
  const said = norm(cleanName(cell ?? ''))
  return said.split(' ').length <= 4 && ` ${said} `.includes(` ${norm(words)} `)
}

/**
 * A name without the e-mail address and the avatar's initials a list shows beside it, and
 * written once when the list writes it twice (a user name beside the display name).
 */
export function cleanName(text: string): string {
  // a cell of several lines: the name is its first line, past initials and addresses
  const lines = text
    .split(' · ')
    .map((l) => l.trim())
    .filter((l) => l && !/^\S+@\S+\.\w+$/.test(l) && !/^[A-Z]{1,3}$/.test(l))
  const [first, second] = lines
  if (first && second && norm(first) === norm(second)) return second
  // (initials only when they are the name's: "A Quiet Morning" keeps its "A")
  const name = withoutAvatar(
    (first ?? text)
      .replace(/\S+@\S+\.\w+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  const parts = name.split(' ')
  for (let cut = 1; cut < parts.length; cut++) {
    const first = parts.slice(0, cut).join(' ')
    const rest = parts.slice(cut).join(' ')
    if (norm(first) === norm(rest)) return rest
  }
  return name
}

/** filter: the rows that meet every condition. */
export function filterRows(
  rows: readonly Row[],
  conditions: readonly Condition[],
  kinds: Record<string, ColumnKind>,
): Row[] {
  return rows.filter((row) =>
    conditions.every((c) => {
      if (c.op === 'equals') return [c.column, ...(c.also ?? [])].some((col) => cellHolds(row[col], c.value))
      if (c.op === 'word') return nameHasWords(row[c.column], c.value)
      const v = cellValue(row[c.column], kinds[c.column] ?? 'number')
      if (typeof v !== 'number') return false
      if (c.min !== undefined && (c.strictMin ? v <= c.min : v < c.min)) return false
      if (c.max !== undefined && (c.strictMax ? v >= c.max : v > c.max)) return false
      return true
    }),
  )
}

/** order: rows by one column (rows without a value last), stable. */
export function orderRows(
  rows: readonly Row[],
  column: string,
  dir: 'asc' | 'desc',
  kind: ColumnKind,
): Row[] {
  const keyed = rows.map((row, i) => ({ row, i, v: cellValue(row[column], kind) }))
  keyed.sort((a, b) => {
    if (a.v === undefined || b.v === undefined)
      return a.v === undefined ? (b.v === undefined ? a.i - b.i : 1) : -1
    const c = a.v < b.v ? -1 : a.v > b.v ? 1 : 0
    return (dir === 'asc' ? c : -c) || a.i - b.i
  })
  return keyed.map((k) => k.row)
}

/** take: the first or last n rows. */
export function takeRows(rows: readonly Row[], from: 'first' | 'last', n: number): Row[] {
  return from === 'first' ? rows.slice(0, n) : rows.slice(Math.max(0, rows.length - n))
}

/** reduce: a number over one column (sum, average) or the row count. */
export function reduceRows(
  rows: readonly Row[],
  op: 'count' | 'sum' | 'average',
  column?: string,
  kind: ColumnKind = 'number',
): number | undefined {
  if (op === 'count') return rows.length
  if (!column) return undefined
  const values = rows.map((r) => cellValue(r[column], kind)).filter((v): v is number => typeof v === 'number')
  if (!values.length || values.length < rows.length) return undefined
  const sum = values.reduce((a, b) => a + b, 0)
  const out = op === 'sum' ? sum : sum / values.length
  return Math.round(out * 100) / 100
}

/** project: only the columns asked, in the order asked. */
export function projectRows(rows: readonly Row[], columns: readonly string[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(columns.filter((c) => row[c] !== undefined).map((c) => [c, row[c] as string])),
  )
}
