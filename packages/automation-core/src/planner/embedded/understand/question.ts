/**
 * Questions over a page's data, read as operators rather than sentences:
 *
 *   question := ASK? (COUNT | SUM | AVERAGE | SUPERLATIVE | TAKE N)? words (bound | dates | order | words)*
 *   bound    := AT_MOST n | AT_LEAST n | "between" n "and" n        "under $130", "more than 2 seats"
 *   dates    := YEAR | MONTH [YEAR] | MONTH MONTH_TO MONTH [YEAR] | DATE_FROM D DATE_TO D   "in 2025", "June through August 2024"
 *   order    := ORDER_FIRST | ORDER_BY words [ASCENDING|DESCENDING] "newest first", "sorted by price"
 *
 * Every word is a lexicon word (question-words.ts) or an open word. Open words are placed later,
 * against the rows the page shows (execute/run-question.ts): a column's name, a value of a column,
 * or the name of what the rows are. A word that is none of these is refused, by name.
 */
import {
  ASCENDING,
  ASK_WORDS,
  AT_LEAST,
  AT_MOST,
  AVERAGE_WORDS,
  COUNT_WORDS,
  DATE_FROM,
  DATE_TO,
  DESCENDING,
  MEASURE_COLUMNS,
  MONTH_TO,
  ORDER_BY,
  ORDER_FIRST,
  PRICE_VERBS,
  QUESTION_FILLERS,
  RATE_PERIODS,
  SPAN_LEADS,
  STRICT,
  SUM_WORDS,
  SUPERLATIVES,
  type Superlative,
  TAKE_FIRST,
  TAKE_LAST,
} from '../lexicon/question-words'
import { DAY_KINDS, MONTH_NAMES, NUMBER_WORDS, SECONDS_IN } from '../lexicon/words'

/** Verbs that ask for rows ("return the list") and are nouns too ("a day return"). */
const NOUN_VERBS = ['return', 'show']
/** Articles and possessives before a noun. */
const ARTICLES = ['a', 'an', 'the', 'my', 'your', 'our', 'their', 'its', 'this', 'that']

/** A date range: yyyymmdd bounds when a year is said, else a range of months of any year. */
export type DateRange = { from: number; to: number } | { months: [number, number] }

/** What a question asks, before its open words are placed against data. */
export interface QuestionReading {
  reduce?: 'count' | 'sum' | 'average'
  /** The one row with the highest or lowest value ("the cheapest"), or the n first of that order. */
  /** `said`: the superlative with the word after it ("maximum load"), which a page may show as a label. */
  superlative?: Superlative & { column?: string[]; n?: number; said?: string }
  take?: { from: 'first' | 'last'; n: number }
  /** "on the first three pages": pages of the list asked for, which these operators do not count. */
  pages?: number
  /** `bare`: said with "by" alone ("titles by Ana Lund"), which may name a value rather than an order. */
  order?: { dir?: 'asc' | 'desc'; column?: string[]; kind?: Superlative['kind']; bare?: boolean }
  /** `duration`: a length of time, in seconds ("longer than 5 minutes"). */
  bounds: Array<{
    min?: number
    max?: number
    strict?: boolean
    money: boolean
    duration?: boolean
    unit?: string[]
    /** "under £40 a night": what the amount is paid per (a key of RATE_PERIODS). */
    per?: string
  }>
  /** Date ranges: yyyymmdd bounds (inclusive) when a year is said, else months of any year. */
  dates: DateRange[]
  /** Runs of open words, in goal order: to be placed against the rows. */
  open: string[][]
  /** "how many likes": the words after a count word, which name a column when one is so named. */
  countOf?: string[]
  /** A number said on its own ("which three posts"): how many rows a superlative keeps. */
  n?: number
  /** The word right after that number ("2 bathrooms"), which may name a column it is the value of. */
  nOf?: string
  /** The word right before that number ("region 2"), which may name a column it is the value of. */
  nAfter?: string
  /** "how much": the amount of money of the rows (their one money column). */
  money?: boolean
  /** "how long": the length of time of the rows (their one column of durations). */
  duration?: boolean
  /** "how big", "how heavy": the rows' column of that measure (MEASURE_COLUMNS). */
  measure?: string
  /** "when did ...": the date of the rows (their one column of dates). */
  date?: boolean
  /** "the page title": the title of the page itself. */
  pageTitle?: boolean
}

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3))
/** A month by its name or a short form of it ("mar", "sept"); not a word that begins like one ("mark"). */
const monthOf = (w: string) => {
  const i = MONTHS.indexOf(w.slice(0, 3))
  const name = MONTH_NAMES[i] ?? ''
  return i >= 0 && w.length >= 3 && /^[a-z]+$/.test(w) && name.startsWith(w) ? i + 1 : undefined
}
const isYear = (w: string) => /^(?:19|20)\d{2}$/.test(w)
const numberIn = (w: string) => {
  if (w in NUMBER_WORDS) return NUMBER_WORDS[w]
  // ("40%": a share, compared as the figure a page writes with its %)
  const m = /^[$€£]?(\d[\d,]*(?:\.\d+)?)([kK%])?$/.exec(w)
  return m?.[1] ? Number(m[1].replaceAll(',', '')) * (m[2] && m[2] !== '%' ? 1000 : 1) : undefined
}

/** Splits a question into words; a quoted run stays one word. */
function wordsOf(text: string): string[] {
  const out: string[] = []
  const re =
    /"([^"]+)"|“([^”]+)”|(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?!\d)|[$€£]?\d(?:[\d,]*\d)?(?:\.\d+)?[kK]?%?)|([\p{L}\p{N}][\p{L}\p{N}'’.@_-]*[\p{L}\p{N}]|[\p{L}\p{N}])/gu
  for (const m of text.toLowerCase().matchAll(re)) {
    const word = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/[’']s$/, '').replace(/\.$/, '')
    if (word) out.push(word)
  }
  return out
}

/** A list of phrases by their first word, each with its words (built once per list). */
const phraseIndexes = new WeakMap<
  readonly string[],
  Map<string, Array<{ phrase: string; parts: string[] }>>
>()

function phraseIndex(list: readonly string[]): Map<string, Array<{ phrase: string; parts: string[] }>> {
  let index = phraseIndexes.get(list)
  if (index) return index
  index = new Map()
  for (const phrase of list) {
    const parts = phrase.split(' ')
    const first = parts[0] as string
    const bucket = index.get(first)
    if (bucket) bucket.push({ phrase, parts })
    else index.set(first, [{ phrase, parts }])
  }
  phraseIndexes.set(list, index)
  return index
}

/** The longest phrase of `list` that starts at `words[i]` (the first listed of equal length). */
const phraseAt = (words: string[], i: number, list: readonly string[]): string | undefined => {
  let best: { phrase: string; parts: string[] } | undefined
  for (const candidate of phraseIndex(list).get(words[i] as string) ?? []) {
    if (best && candidate.parts.length <= best.parts.length) continue
    if (candidate.parts.every((w, k) => words[i + k] === w)) best = candidate
  }
  return best?.phrase
}

const DIRECTION_WORDS = [...ASCENDING, ...DESCENDING]
const TAKE_WORDS = [...TAKE_FIRST, ...TAKE_LAST]
const ASKING_OR_FILLER = [...ASK_WORDS, ...QUESTION_FILLERS]
const SUPERLATIVE_PHRASES = Object.keys(SUPERLATIVES)
const ORDER_FIRST_PHRASES = Object.keys(ORDER_FIRST)

/** Reads a question into its operators and the runs of open words left to place against data. */
export function readQuestion(question: string): QuestionReading {
  const words = wordsOf(question)
  const reading: QuestionReading = { bounds: [], dates: [], open: [] }
  let run: string[] = []
  const flush = () => {
    if (run.length) reading.open.push(run)
    run = []
  }
  for (let i = 0; i < words.length; ) {
    const w = words[i] as string
    const take = (p: string) => {
      i += p.split(' ').length
    }
    // "newest first", "sorted by price"
    const first = phraseAt(words, i, ORDER_FIRST_PHRASES)
    if (first) {
      flush()
      const o = ORDER_FIRST[first] as Superlative
      reading.order = { dir: o.dir === 'max' ? 'desc' : 'asc', ...(o.kind ? { kind: o.kind } : {}) }
      take(first)
      continue
    }
    // "in this project", "the current sprint": the page shown is where the rows are
    if ((w === 'this' || w === 'current') && words[i + 1] && !phraseAt(words, i + 1, QUESTION_FILLERS)) {
      flush()
      i += 2
      continue
    }
    // "cost", "spent": an amount of money
    if (['cost', 'costs', 'spend', 'spent'].includes(w)) {
      flush()
      reading.money = true
      i++
      continue
    }
    // "how much": an amount of money
    if (w === 'how' && words[i + 1] === 'much') {
      flush()
      reading.money = true
      i += 2
      continue
    }
    // "how long": a length of time
    // "when did ...": a date
    if (w === 'when' && i === 0) {
      flush()
      reading.date = true
      i++
      continue
    }
    // "how big", "how heavy": the column of that measure
    if (w === 'how' && MEASURE_COLUMNS[words[i + 1] ?? ''] && !reading.measure) {
      flush()
      reading.measure = words[i + 1]
      i += 2
      continue
    }
    if (w === 'how' && words[i + 1] === 'long') {
      flush()
      reading.duration = true
      i += 2
      continue
    }
    // "by default" names a column of defaults, not an order
    if (w === 'by' && words[i + 1] === 'default') {
      i++
      continue
    }
    const by = phraseAt(words, i, ORDER_BY)
    if (by && (by !== 'by' || reading.order === undefined) && i + by.split(' ').length < words.length) {
      flush()
      take(by)
      const column: string[] = []
      while (i < words.length && !phraseAt(words, i, DIRECTION_WORDS) && column.length < 3) {
        const next = words[i] as string
        if (QUESTION_FILLERS.includes(next) && column.length) break
        if (!QUESTION_FILLERS.includes(next)) column.push(next)
        i++
      }
      const dirWord = phraseAt(words, i, DIRECTION_WORDS)
      if (dirWord) take(dirWord)
      reading.order = {
        column,
        ...(dirWord ? { dir: ASCENDING.includes(dirWord) ? 'asc' : 'desc' } : {}),
        ...(by === 'by' && !dirWord ? { bare: true } : {}),
      }
      continue
    }
    const dir = phraseAt(words, i, DIRECTION_WORDS)
    if (dir && reading.order) {
      flush()
      reading.order.dir = ASCENDING.includes(dir) ? 'asc' : 'desc'
      take(dir)
      continue
    }
    // "how many", "total", "average"
    const count = phraseAt(words, i, COUNT_WORDS)
    // "its review count", "the word count": a noun after the words it counts, a column's name
    if (count === 'count' && run.length && words[i + 1] !== 'of') {
      run.push(w)
      i++
      continue
    }
    if (count) {
      flush()
      take(count)
      reading.reduce ??= 'count'
      // "how many likes": the words after it may name a column (decided against the data)
      const next: string[] = []
      for (let k = i; k < words.length && next.length < 3; k++) {
        if (phraseAt(words, k, QUESTION_FILLERS)) break
        next.push(words[k] as string)
      }
      reading.countOf = next
      continue
    }
    const sum = phraseAt(words, i, SUM_WORDS)
    if (sum) {
      flush()
      reading.reduce = 'sum'
      take(sum)
      continue
    }
    const average = phraseAt(words, i, AVERAGE_WORDS)
    if (average) {
      flush()
      reading.reduce = 'average'
      take(average)
      continue
    }
    // "under $130", "more than 2", "at least 4.5"
    const atMost = phraseAt(words, i, AT_MOST)
    const atLeast = atMost ? undefined : phraseAt(words, i, AT_LEAST)
    const bound = atMost ?? atLeast
    if (bound) {
      // ("over a 25% share": an article between the bound and its figure says nothing)
      const article = ['a', 'an'].includes(words[i + bound.split(' ').length] ?? '') ? 1 : 0
      const at = i + bound.split(' ').length + article
      const n = words[at] !== undefined ? numberIn(words[at] as string) : undefined
      if (n !== undefined) {
        const money = /^[$€£]/.test(words[at] as string)
        // "costing more than £10": the verb of price only says the bound is a price
        if (money && PRICE_VERBS.includes(run.at(-1) ?? '')) run.pop()
        flush()
        const strict = STRICT.includes(bound)
        // "longer than 5 minutes": a length of time, in seconds ("6 business days": days)
        const kindOfDay = DAY_KINDS.includes(words[at + 1] ?? '') && SECONDS_IN[words[at + 2] ?? ''] ? 1 : 0
        const per = SECONDS_IN[words[at + 1 + kindOfDay] ?? '']
        const value = per ? n * per : n
        const duration = per ? { duration: true } : {}
        // "under £40 a night": an amount paid per night
        const rate =
          money &&
          ['a', 'an', 'per', 'each'].includes(words[at + 1] ?? '') &&
          (words[at + 2] ?? '') in RATE_PERIODS
            ? { per: words[at + 2] as string }
            : {}
        reading.bounds.push(
          atMost
            ? { max: value, strict, money, ...duration, ...rate }
            : { min: value, strict, money, ...duration, ...rate },
        )
        i = at + (per ? 2 + kindOfDay : 1) + (rate.per ? 2 : 0)
        continue
      }
    }
    // dates written in words: "between 4 and 9 March 2027", "from 3 May to 9 June 2026"
    const spoken = DATE_FROM.includes(w) ? spokenDateRange(words, i + 1) : null
    if (spoken) {
      flush()
      reading.dates.push(spoken.range)
      i = spoken.end
      continue
    }
    // "n or more", "n or less", "between a and b"
    if (w === 'between' && words[i + 2] === 'and') {
      const a = numberIn(words[i + 1] ?? '')
      const b = numberIn(words[i + 3] ?? '')
      if (a !== undefined && b !== undefined) {
        flush()
        reading.bounds.push({
          min: Math.min(a, b),
          max: Math.max(a, b),
          money: /^[$€£]/.test(words[i + 1] ?? ''),
        })
        i += 4
        continue
      }
    }
    // dates written with digits: "between 03/01/2026 and 04/30/2026", "from 2026-03-01 to 2026-04-30"
    const a = digitDate(w)
    if (a !== undefined && DATE_FROM.includes(words[i - 1] ?? '')) {
      const b = DATE_TO.includes(words[i + 1] ?? '') ? digitDate(words[i + 2] ?? '') : undefined
      if (b !== undefined) {
        run.pop()
        flush()
        reading.dates.push({ from: Math.min(a, b), to: Math.max(a, b) })
        i += 3
        continue
      }
    }
    // dates: a year, a month (and year), a month range
    const date = readDateRange(words, i)
    if (date) {
      flush()
      reading.dates.push(date.range)
      i = date.end
      continue
    }
    // superlatives: "the cheapest", "the 3 newest", "most downloads"
    const sup = phraseAt(words, i, SUPERLATIVE_PHRASES)
    if (sup) {
      flush()
      const s = SUPERLATIVES[sup] as Superlative
      const n = i > 0 ? numberIn(words[i - 1] as string) : undefined
      const said = words[i + sup.split(' ').length] ? `${sup} ${words[i + sup.split(' ').length]}` : undefined
      reading.superlative = { ...s, ...(n !== undefined && n > 1 ? { n } : {}), ...(said ? { said } : {}) }
      take(sup)
      continue
    }
    // "first 3", "top five", "last two"
    const firstLast = phraseAt(words, i, TAKE_WORDS)
    const n = firstLast ? numberIn(words[i + 1] ?? '') : undefined
    if (firstLast && n !== undefined) {
      // ("over the next 5 days": the first 5 rows, "over" leads to them)
      const lead = run.length ? run : reading.open.at(-1)
      if (firstLast === 'next' && lead && SPAN_LEADS.includes(lead.at(-1) ?? '')) lead.pop()
      if (reading.open.at(-1)?.length === 0) reading.open.pop()
      flush()
      // "the first three pages": pages of a list, not rows of it
      if (/^pages?$/.test(words[i + 2] ?? '')) {
        reading.pages = n
        i += 3
        continue
      }
      reading.take = { from: TAKE_LAST.includes(firstLast) ? 'last' : 'first', n }
      i += 2
      continue
    }
    // "fee per night": one name, read as its words ("per" is no word of a name to place)
    if (w === 'per' && run.length && words[i + 1] && !phraseAt(words, i + 1, ASKING_OR_FILLER)) {
      i++
      continue
    }
    const filler = phraseAt(words, i, ASKING_OR_FILLER)
    // ("an off-peak return", "the show at 8": a verb that asks, said as a noun after an article)
    const asNoun =
      filler !== undefined &&
      NOUN_VERBS.includes(filler) &&
      words.slice(Math.max(0, i - 2), i).some((p) => ARTICLES.includes(p))
    if (filler && !asNoun) {
      flush()
      take(filler)
      continue
    }
    // a number before a superlative ("the 3 cheapest") is read with it
    if (numberIn(w) !== undefined && words[i + 1] && phraseAt(words, i + 1, SUPERLATIVE_PHRASES)) {
      i++
      continue
    }
    // "which three posts ... the most likes": a number on its own says how many
    if (numberIn(w) !== undefined && !/^[$€£]/.test(w) && reading.n === undefined && !isYear(w)) {
      const before = run.at(-1)
      flush()
      reading.n = numberIn(w)
      if (words[i + 1]) reading.nOf = words[i + 1]
      if (before) reading.nAfter = before
      i++
      continue
    }
    run.push(w)
    i++
  }
  flush()
  // "the page title", "the title of this page": the page's own title, not rows
  const open = reading.open.flat()
  if (open.length === 1 && open[0] === 'title' && words.some((w) => w === 'page' || w === "page's"))
    reading.pageTitle = true
  return reading
}

/** A date written with digits (2025-04-01, 04/01/2025 as month/day in US order, 31/05/2025), as yyyymmdd. */
function digitDate(w: string): number | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(w)
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`)
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(w)
  if (!m) return undefined
  const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // month first unless the first number cannot be a month
  const [month, day] = a > 12 ? [b, a] : [a, b]
  return month <= 12 && day <= 31 ? y * 10000 + month * 100 + day : undefined
}

const dayOf = (w: string | undefined) => {
  const m = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(w ?? '')
  const d = m ? Number(m[1]) : 0
  return d >= 1 && d <= 31 ? d : undefined
}

/** One end of a range said in words: "17", "17 November", "November 17", each with a year or not. */
function spokenDay(words: string[], i: number): { d: number; m?: number; y?: number; end: number } | null {
  let at = i
  let m = monthOf(words[at] ?? '')
  if (m !== undefined) at++
  const d = dayOf(words[at])
  if (d === undefined) return null
  at++
  // "4th" is split as "4" "th"
  if (['st', 'nd', 'rd', 'th'].includes(words[at] ?? '')) at++
  if (m === undefined) {
    m = monthOf(words[at] ?? '')
    if (m !== undefined) at++
  }
  const y = isYear(words[at] ?? '') ? Number(words[at]) : undefined
  if (y !== undefined) at++
  return { d, ...(m !== undefined ? { m } : {}), ...(y !== undefined ? { y } : {}), end: at }
}

/**
 * A range of days said in words, from word i (after "between" or "from"): "4 and 9 March
 * 2027", "3 May to 9 June 2026", "March 4th through March 9th, 2027". The month and year of
 * the second end serve the first when it leaves them out; a year must be said.
 */
function spokenDateRange(words: string[], i: number): { range: DateRange; end: number } | null {
  const a = spokenDay(words, i)
  if (!a || !DATE_TO.includes(words[a.end] ?? '')) return null
  const b = spokenDay(words, a.end + 1)
  if (!b || b.m === undefined || b.y === undefined) return null
  const from = (a.y ?? b.y) * 10000 + (a.m ?? b.m) * 100 + a.d
  const to = b.y * 10000 + b.m * 100 + b.d
  return from <= to ? { range: { from, to }, end: b.end } : null
}

/** A date range starting at word i: "2025", "june 2024", "june through august 2024", "in march". */
function readDateRange(words: string[], i: number): { range: DateRange; end: number } | null {
  const w = words[i] as string
  if (isYear(w)) {
    const y = Number(w)
    return { range: { from: y * 10000 + 101, to: y * 10000 + 1231 }, end: i + 1 }
  }
  const m1 = monthOf(w)
  if (m1 === undefined) return null
  let end = i + 1
  let m2 = m1
  const joiner = words[end]
  if (joiner && MONTH_TO.includes(joiner) && monthOf(words[end + 1] ?? '')) {
    m2 = monthOf(words[end + 1] as string) as number
    end += 2
  }
  const year = words[end] && isYear(words[end] as string) ? Number(words[end]) : undefined
  if (year !== undefined) end++
  // a bare month name that is also a word ("may") only counts next to a year or another month
  if (year === undefined && m1 === m2 && ['may', 'march'].includes(w)) return null
  if (year === undefined) return { range: { months: [m1, m2] }, end }
  return { range: { from: year * 10000 + m1 * 100 + 1, to: year * 10000 + m2 * 100 + 31 }, end }
}
