/**
 * Places a question's open words against rows: a column's name, a value of a column, a word of
 * the rows' names, or the name of what the rows are; and finds the one column of a kind
 * (money, dates, lengths of time) a question asks for.
 */
import {
  AMOUNT_COLUMNS,
  COLUMN_QUALIFIERS,
  COLUMN_SUFFIXES,
  DATE_VERBS,
  DOER_COLUMNS,
  DURATION_WORDS,
  IDENTITY_WORDS,
  LINK_WORDS,
  MEASURE_NOUNS,
  OTHER_VALUE_QUALIFIERS,
  PAY_WORDS,
  RANK_COLUMNS,
  WEEKDAYS,
} from '../lexicon/question-words'
import { type ColumnKind, type Condition, cellHolds, nameHasWords, type Row } from '../plan/operators'
import { keyWords, normalizeName, related, stem } from './locate'

export interface Placed {
  /** Columns named, in the order named. */
  columns: string[]
  conditions: Condition[]
  /** The words that name what the rows are ("parcels"). */
  subject?: string
  /** Words no column, value or subject takes. */
  unplaced: string[]
  /** A name that is both the page's own (its title, the tab shown) and a value of the rows. */
  ambiguous?: string
  /**
   * Columns named by a word for what they hold rather than by their name ("salary" for the rows'
   * one column of money, "price"): the word, which names them in the answer.
   */
  saidAs?: Record<string, string>
}

/** Words that ask for the end of a span ("until when"), and the last words of a column of ends. */
const UNTIL_WORDS = ['until', 'till', 'til']
const SPAN_ENDS = ['to', 'until', 'till', 'end', 'ends']

/** Small words inside a column's name that a question leaves out or says apart. */
const NAME_LINKS = ['per', 'of', 'the', 'a', 'an', 'in', 'for']
/** The word stems of a column's name without its small words ("chance of rain": "chance", "rain"). */
const nameWords = (column: string) => keyWords(column).filter((w) => !NAME_LINKS.includes(w))

/**
 * Runs the question's small words parted that together say a column's name ("chance" and
 * "rain" of "chance of rain" for a column "Chance of rain"), joined into one run.
 */
function joinNameRuns(open: readonly string[][], columns: readonly string[]): readonly string[][] {
  const names = columns.map((c) => nameWords(c).join(' '))
  const out: string[][] = []
  for (const run of open) {
    const before = out.at(-1)
    const joins =
      before &&
      [1, 2].some((a) =>
        [1, 2].some((b) => {
          const phrase = [...before.slice(-a), ...run.slice(0, b)]
          return (
            phrase.length === a + b && names.includes(phrase.map((w) => stem(normalizeName(w))).join(' '))
          )
        }),
      )
    if (joins && before) before.push(...run)
    else out.push([...run])
  }
  return out
}

/** The one of `xs`, if there is exactly one. */
const only = <T>(xs: readonly T[]): T | undefined => (xs.length === 1 ? xs[0] : undefined)

/** A clock time at the start of a cell ("09:30", "9.30–10.15"). */
export const CLOCK = /^\d{1,2}[:.]\d{2}\b/

/** A column of clock times: every cell starts with one. */
export const clockColumn = (rows: readonly Row[], column: string) =>
  rows.every((r) => CLOCK.test(r[column] ?? ''))

/**
 * Whether `phrase` says the heading of one of the page's parts the rows were read under
 * (`group`), and not of every row: those rows are meant.
 */
export function underOneHeading(rows: readonly Row[], phrase: string): boolean {
  const hit = rows.filter((r) => nameHasWords(r.group, phrase))
  return hit.length > 0 && hit.length < rows.length && new Set(hit.map((r) => r.group)).size === 1
}

/** A column of days: every cell names a day of the week ("Sat 6 Jun", "Saturday 6 June"). */
const daysOf = (rows: readonly Row[], column: string) =>
  rows.every((r) => {
    const words = normalizeName(r[column] ?? '').split(' ')
    return !r[column]?.trim() || WEEKDAYS.some((d) => words.includes(d) || words.includes(d.slice(0, 3)))
  })

/**
 * Places the open words against the rows: column names, values of columns, the subject.
 * `datesSaid`: whether the question may say dates to filter on (a verb of a date column then
 * only says which dates: "what did I order in June").
 */
export function place(
  open: readonly string[][],
  rows: readonly Row[],
  columns: readonly string[],
  kinds: Record<string, ColumnKind>,
  where: Set<string>,
  datesSaid = true,
): Placed {
  const out: Placed = { columns: [], conditions: [], unplaced: [] }
  open = joinNameRuns(open, columns)
  const subjects: string[][] = []
  const said = new Set(open.flat().map((w) => stem(normalizeName(w))))
  const namedApart = new Set<string>()
  // whether the page's title names several of the rows by words of their names ("ferries to
  // Skel, Orm and Vik" over three routes: "Orm" there still says which one)
  let lists: boolean | undefined
  const titleLists = () => {
    if (lists !== undefined) return lists
    const names = identityOf(columns, kinds, rows)
    const words = names
      ? rows.map((r) =>
          normalizeName(r[names] ?? '')
            .split(' ')
            .map(stem),
        )
      : []
    const owned = (w: string) => words.filter((ws) => ws.includes(w)).length === 1
    lists = [...where].filter((w) => !w.includes(' ') && owned(w)).length >= 2
    return lists
  }
  for (const run of open) {
    let loose: string[] = []
    const endLoose = () => {
      if (loose.length) subjects.push(loose)
      loose = []
    }
    for (let i = 0; i < run.length; ) {
      let matched = 0
      for (let len = Math.min(4, run.length - i); len >= 1 && !matched; len--) {
        const phrase = run.slice(i, i + len)
        const stems = phrase.map((w) => stem(normalizeName(w)))
        // "drivers" on the Drivers page: what the rows are, not a column or a value of one
        const namesPage = len === 1 && isPlural(phrase[0] as string) && where.has(stems[0] as string)
        // "link" for the rows' links; "write" for the column of who wrote ("author")
        const doers = len === 1 ? (DOER_COLUMNS[phrase[0] as string] ?? []) : []
        // ("scheduling links": a word before it makes it the name of the rows, not their links)
        const special =
          len === 1 && i === 0 && LINK_WORDS.includes(phrase[0] as string) && columns.includes('url')
            ? 'url'
            : columns.find((c) => doers.includes(normalizeName(c.replace(/_/g, ' '))))
        if (special) {
          if (!out.columns.includes(special)) out.columns.push(special)
          matched = len
          break
        }
        // a column by its name ("amount", "weekly downloads", "two-factor")
        const column = namesPage
          ? undefined
          : columns.find((c) => {
              // ("fee per night" for the phrase "fee night", "chance of rain" for "chance rain":
              // the small words of a name are no words to place)
              const k = nameWords(c)
              // ("lift-out dates" for Lift out date: a hyphen joins words of the name)
              // (a stem is not stemmed again: "closes" is "clos", not "clo")
              const words = stems.flatMap((w) => (w.includes(' ') ? w.split(' ').map(stem) : [w]))
              // "full name" for a column "Name": a qualifier before the name says nothing more
              const said =
                stems.length === 2 &&
                COLUMN_QUALIFIERS.includes(phrase[0] as string) &&
                !k.includes(stems[0] as string)
                  ? stems.slice(1)
                  : words
              const same = (a: readonly string[]) => k.length === a.length && k.every((w, j) => w === a[j])
              // ("due dates" for a column Due of dates: the kind of its values said after its name)
              const dated = kinds[c] === 'date' && said.length > 1 && said[said.length - 1] === stem('date')
              // ("check in" for a column "Checkin", "back pack" for "Backpack": its one word written apart)
              const joined =
                k.length === 1 && phrase.length >= 2 && stem(normalizeName(phrase.join(''))) === k[0]
              return same(said) || (dated && same(said.slice(0, -1))) || joined
            })
        // "rain" for a column "Rainfall (mm)": the one column named by a word of that measure
        const measured =
          column || namesPage || len !== 1
            ? undefined
            : only(
                columns.filter((c) =>
                  (MEASURE_NOUNS[normalizeName(phrase[0] as string)] ?? []).some((m) =>
                    keyWords(c).includes(stem(m)),
                  ),
                ),
              )
        if (measured) {
          if (!out.columns.includes(measured)) out.columns.push(measured)
          out.saidAs = { ...out.saidAs, [measured]: normalizeName(phrase[0] as string) }
          matched = len
          break
        }
        // "annual charge" for a column "Annual charge 2026/27": its words without its figures
        // (the one such column; answered under the words said)
        const unfigured =
          column || namesPage || stems.some((w) => /\d/.test(w))
            ? undefined
            : only(
                columns.filter((c) => {
                  const k = keyWords(c)
                  const words = k.filter((w) => !/^\d+$/.test(w))
                  return (
                    isPeriod(k.filter((w) => /^\d+$/.test(w))) &&
                    words.length === stems.length &&
                    words.every((w, j) => w === stems[j])
                  )
                }),
              )
        if (unfigured) {
          if (!out.columns.includes(unfigured)) out.columns.push(unfigured)
          out.saidAs = { ...out.saidAs, [unfigured]: phrase.map((w) => normalizeName(w)).join('_') }
          matched = len
          break
        }
        // "length" for the column of lengths of time; "ordered", "hired" for the date column
        // whose name holds the verb ("Date ordered", "Hired")
        const word1 = phrase[0] as string
        const pay = len === 1 && PAY_WORDS.includes(word1) ? onlyOfKind(columns, kinds, 'money') : undefined
        const kindColumn =
          column ??
          (len === 1 && DURATION_WORDS.includes(word1)
            ? onlyOfKind(columns, kinds, 'duration')
            : (pay ??
              (len === 1 && DATE_VERBS.includes(normalizeName(word1))
                ? onlyOfKind(columns, kinds, 'date')
                : undefined) ??
              (len === 1 && (stems[0] as string).length >= 3
                ? only(
                    columns.filter(
                      (c) =>
                        kinds[c] === 'date' &&
                        normalizeName(c.replace(/_/g, ' '))
                          .split(' ')
                          .some((k) => related(k, normalizeName(word1))),
                    ),
                  )
                : undefined)))
        if (kindColumn && !column && kindColumn === pay) out.saidAs = { ...out.saidAs, [kindColumn]: word1 }
        if (kindColumn && !column) {
          // "length" asks for the column; "what did I order in June" only says which dates (where
          // dates can be said: a page's labelled values are one date each, asked for)
          const asked = kinds[kindColumn] !== 'date' || !datesSaid
          if (asked && !out.columns.includes(kindColumn)) out.columns.push(kindColumn)
          matched = len
          break
        }
        if (column) {
          if (!out.columns.includes(column)) out.columns.push(column)
          matched = len
          // "invoice number": a suffix after a column's name says nothing more
          if (COLUMN_SUFFIXES.includes(run[i + len] ?? '')) matched++
          break
        }
        // a value of a text column ("delayed", "Fragile", "Bergen")
        const holdersOf = (text: string) => {
          // (a clock time, "07:40", is a value of the column of times, whatever its kind)
          const clock = len === 1 && /^\d{1,2}:\d{2}$/.test(text)
          // (or a word that is a whole cell of a column of figures: "free" where a price says "Free")
          const wordCell = (c: string) =>
            rows.some((r) => !/\d/.test(r[c] ?? '') && normalizeName(r[c] ?? '') === normalizeName(text))
          return namesPage
            ? []
            : columns.filter(
                (c) =>
                  (kinds[c] === 'text' || clock || wordCell(c)) && rows.some((r) => cellHolds(r[c], text)),
              )
        }
        let text = phrase.join(' ')
        let holders = holdersOf(text)
        // one said in the plural where a column holds it in the singular ("on bikes" where a cell
        // says "Bike"; only a whole cell, a category: "bikes" is not "bike" inside a sentence or a name)
        const one = stems[0] as string
        if (
          !holders.length &&
          len === 1 &&
          /s$/.test(text) &&
          one !== normalizeName(text) &&
          !columns.some((c) => rows.some((r) => cellHolds(r[c], text))) &&
          columns.some((c) => rows.some((r) => stem(normalizeName(r[c] ?? '')) === one))
        ) {
          text = one
          holders = holdersOf(one)
        }
        if (holders.length >= 1 && len >= 2 && stems.every((w) => where.has(w))) {
          // "every track on Blue Hour" on the page of the record Blue Hour, which has a track
          // of that name: the rows of the page, or the one row? Not guessed.
          out.ambiguous ??= text
        }
        if (holders.length >= 1) {
          const held = new Map(holders.map((c) => [c, rows.filter((r) => cellHolds(r[c], text)).length]))
          const best = [...holders].sort((a, b) => (held.get(b) ?? 0) - (held.get(a) ?? 0))[0] as string
          // "have express shipping": a row saying so in any column that says it meets it
          const also = holders.filter((c) => c !== best)
          out.conditions.push({ column: best, op: 'equals', value: text, ...(also.length ? { also } : {}) })
          matched = len
          break
        }
        // "on Monday": the rows of the one column of dates that writes the day of the week
        const weekday =
          len === 1 && WEEKDAYS.includes(normalizeName(text))
            ? only(columns.filter((c) => rows.some((r) => nameHasWords(r[c], text)) && daysOf(rows, c)))
            : undefined
        if (weekday) {
          out.conditions.push({ column: weekday, op: 'word', value: text })
          matched = 1
          break
        }
        // "in week 2": the rows under the one heading of the page's parts that says it
        // ("Week 2 (spring)"), when the rows are read under several
        if (columns.includes('group') && underOneHeading(rows, text)) {
          out.conditions.push({ column: 'group', op: 'word', value: text })
          matched = len
          break
        }
        // "rent" for the one column named "Monthly rent": the last words of a column's name
        // ("old price" is another value, not the price); of two columns of those last words, the
        // one whose first word the question says too ("the early ... shift" for "Early shift",
        // not "Late shift")
        const ends = columns.filter((c) => {
          const k = keyWords(c)
          return (
            k.length === stems.length + 1 &&
            !OTHER_VALUE_QUALIFIERS.includes(k[0] as string) &&
            stems.every((w, j) => w === k[j + 1])
          )
        })
        const saidWhole = ends.filter((c) => said.has(keyWords(c)[0] as string))
        const tails = saidWhole.length ? saidWhole : ends
        if (tails.length === 1 && !namesPage && (stems[0] as string).length >= 3) {
          if (!out.columns.includes(tails[0] as string)) out.columns.push(tails[0] as string)
          // (its first word, said elsewhere, is taken with it: "units ... left" for "Units left")
          if (saidWhole.length) namedApart.add(keyWords(tails[0] as string)[0] as string)
          matched = len
          break
        }
        // "who approved it": the column of the verb's doer, by its form (Approver)
        // (or the one column whose last word it is: "who inspects ...": Hull inspector)
        const byForm = len === 1 && !namesPage ? doerNames(phrase[0] as string) : []
        const doerNamed = (c: string) => byForm.includes(normalizeName(c.replace(/_/g, ' ')))
        const doerLast = columns.filter((c) =>
          byForm.includes(normalizeName(c.replace(/_/g, ' ')).split(' ').pop() ?? ''),
        )
        const doer = columns.find(doerNamed) ?? only(doerLast)
        if (doer) {
          if (!out.columns.includes(doer)) out.columns.push(doer)
          matched = 1
          break
        }
        // "ingrid's phone", "the Harbour Works site": words of the rows' names (a first name)
        // that say which row (a word that names the page, "bikes" on the Bikes list, says where
        // the rows are)
        const names = identityOf(columns, kinds, rows)
        const word = normalizeName(text)
        if (
          names &&
          word.length >= 3 &&
          !/\d/.test(word) &&
          (titleLists() || !stems.every((w) => where.has(w))) &&
          rows.filter((r) => nameHasWords(r[names], text)).length === 1
        ) {
          out.conditions.push({ column: names, op: 'word', value: text })
          matched = len
          break
        }
        if (len === 1 && IDENTITY_WORDS.includes(phrase[0] as string)) {
          matched = 1
          out.columns.push('#identity')
          break
        }
        // where the rows are: the page's title, the tab shown ("inbox", "security log"), or the
        // heading over them said whole ("upcoming sailings" under "Upcoming sailings")
        if (len === 1 && where.has(stems[0] as string) && !isPlural(phrase[0] as string)) {
          matched = 1
          break
        }
        // (a hyphen joins words of it: "add-ons" under "Add-ons")
        const apart = phrase.flatMap((w) => normalizeName(w).split(' ')).map(stem)
        if (len >= 2 && (where.has(stems.join(' ')) || where.has(apart.join(' ')))) {
          matched = len
          break
        }
      }
      if (matched) {
        endLoose()
        i += matched
      } else {
        loose.push(run[i] as string)
        i++
      }
    }
    endLoose()
  }
  // "tutors who specialise in chemistry" where Chemistry is a value of Specialities: a word of the
  // column's own name, said as a verb, only links the value to its column
  const conditioned = out.conditions.flatMap((c) => normalizeName(c.column.replace(/_/g, ' ')).split(' '))
  const shared = (a: string, b: string) => {
    let n = 0
    while (n < a.length && a[n] === b[n]) n++
    return n >= 6 && n >= 0.6 * Math.min(a.length, b.length)
  }
  for (const run of subjects) {
    const kept = run.filter(
      (w) => !conditioned.some((k) => shared(normalizeName(w), k)) && !namedApart.has(stem(normalizeName(w))),
    )
    run.splice(0, run.length, ...kept)
  }
  // "until when is it valid": the end of the span a column pair names ("Valid from", "Valid to")
  const loose = subjects.flat().map((w) => normalizeName(w))
  if (loose.some((w) => UNTIL_WORDS.includes(w))) {
    for (const w of loose) {
      const end = only(
        columns.filter((c) => {
          const k = keyWords(c)
          return k.length === 2 && k[0] === stem(w) && SPAN_ENDS.includes(k[1] as string)
        }),
      )
      if (!end) continue
      if (!out.columns.includes(end)) out.columns.push(end)
      const placed = new Set([w, ...UNTIL_WORDS, 'when'])
      for (const run of subjects)
        run.splice(0, run.length, ...run.filter((x) => !placed.has(normalizeName(x))))
      break
    }
  }
  // one run of up to three words names what the rows are; any other is not placed
  const [subject, ...others] = subjects.filter((r) => r.length)
  if (subject && subject.length <= 3) out.subject = subject.join(' ')
  else if (subject) out.unplaced.push(...subject)
  for (const o of others) out.unplaced.push(...o)
  return out
}

/**
 * The names of the doer of a verb, by its form ("approved": Approver, "assigned": Assignee,
 * "edits": Editor, "created": Creator, "reported by"), for verbs the lexicon does not list.
 */
export function doerNames(verb: string): string[] {
  const m = /^(\p{L}{3,}?)(?:ed|es|s)$/u.exec(verb)
  if (!m) return []
  const bases = [m[1] as string, ...(verb.endsWith('ed') ? [verb.slice(0, -1)] : [])]
  return [
    ...bases.flatMap((b) => [`${b}er`, `${b}r`, `${b}or`, `${b.replace(/e$/, '')}or`, `${b}ee`]),
    `${verb} by`,
  ]
}

/** The figures of a column's name that say a year or a span of years ("2031", "2031/32"). */
const isPeriod = (figures: readonly string[]) =>
  figures.length >= 1 &&
  figures.length <= 2 &&
  /^(?:19|20)\d\d$/.test(figures[0] as string) &&
  (figures.length === 1 || /^(?:\d\d|(?:19|20)\d\d)$/.test(figures[1] as string))

/** The one column of a kind, if there is exactly one. */
export function onlyOfKind(
  columns: readonly string[],
  kinds: Record<string, ColumnKind>,
  kind: ColumnKind,
): string | undefined {
  const of = columns.filter((c) => kinds[c] === kind)
  return of.length === 1 ? of[0] : undefined
}

/** A column that names its rows. */
export const NAME_COLUMN = /^(?:name|title|subject|number|id|key)$/i

/**
 * The identity column of rows: a name, title or number, else the first text column that is not
 * a column of clock times ("09:30–10:15" says when a session is, not which).
 */
export function identityOf(
  columns: readonly string[],
  kinds: Record<string, ColumnKind>,
  rows: readonly Row[],
): string | undefined {
  const named = columns.find((c) => NAME_COLUMN.test(c))
  const clocks = (c: string) => rows.length > 0 && clockColumn(rows, c)
  const texts = columns.filter((c) => kinds[c] === 'text')
  // (rows of days and figures only, observations by date: the date says which row)
  return named ?? texts.find((c) => !clocks(c)) ?? texts[0] ?? columns.find((c) => kinds[c] === 'date')
}

/** The one column of a kind, among those named first; a reason when there is none or several. */
export function columnOfKind(
  kind: ColumnKind | 'numeric',
  named: readonly string[],
  columns: readonly string[],
  kinds: Record<string, ColumnKind>,
): string | { reason: string } {
  const fits = (c: string) =>
    kind === 'numeric' ? ['money', 'number'].includes(kinds[c] as string) : kinds[c] === kind
  const inNamed = named.filter(fits)
  if (inNamed.length === 1) return inNamed[0] as string
  const all = columns.filter(fits)
  if (all.length === 1) return all[0] as string
  // a rank is an order, not a quantity; an "old price" is not the price
  const plain = all.filter((c) => {
    const words = normalizeName(c.replace(/_/g, ' ')).split(' ')
    return (
      !(words.length === 1 && RANK_COLUMNS.includes(words[0] as string)) &&
      !OTHER_VALUE_QUALIFIERS.includes(words[0] as string)
    )
  })
  if (plain.length === 1 && all.length > 1) return plain[0] as string
  // of several amounts (a price, a fee, a deposit), the one called price is what an item costs
  // (and of an amount and a running balance, the amount)
  if (kind === 'money') {
    const value = AMOUNT_COLUMNS.filter((name) => plain.includes(name))
    if (value.length === 1) return value[0] as string
  }
  // "the newest" where the rows give only a year: the column of years
  if (kind === 'date' && !all.length) {
    const years = columns.filter((c) => kinds[c] === 'number' && keyWords(c).includes('year'))
    if (years.length === 1) return years[0] as string
  }
  const what =
    kind === 'numeric'
      ? 'numbers'
      : kind === 'money'
        ? 'amounts of money'
        : kind === 'duration'
          ? 'lengths of time'
          : `${kind}s`
  return all.length
    ? { reason: `several columns hold ${what} (${all.join(', ')}); say which` }
    : { reason: `no column of the rows holds ${what}` }
}

const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'data', 'media', 'staff', 'feet'])
export const isPlural = (word: string) => IRREGULAR_PLURALS.has(word) || /[^s]s$/.test(word)

export const plural = (word: string) =>
  // ("excess", "class", "box": "excesses", "classes", "boxes")
  /(?:ss|x|ch|sh)$/.test(word)
    ? `${word}es`
    : /s$/.test(word) || IRREGULAR_PLURALS.has(word)
      ? word
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`
