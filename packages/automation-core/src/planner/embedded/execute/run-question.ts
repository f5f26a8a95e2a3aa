/**
 * Carries out a question as operators over the page's data: collect the rows (a list, a table,
 * cards; across pages and "load more"), place the question's open words against them (a column's
 * name, a value of a column, the name of what the rows are), then filter, order, take, reduce and
 * project, and emit only what was asked. A word that fits nothing ends the run, naming it.
 */

import { PAGE_LABELS } from '../../../page/extract'
import { type PageLines, readableText } from '../../../page/page-lines'
import type { Decision } from '../../../schemas/decision'
import { CONFIGURE_MODEL_HINT } from '../../configure-hint'
import type { PlannerInput } from '../../planner'
import {
  CLOCK_VERBS,
  ENTRY_NOUNS,
  IDENTITY_WORDS,
  LINK_WORDS,
  MEASURE_COLUMNS,
  MEASURE_WORDS,
  RATE_PERIODS,
  ROW_NOUNS,
  SUPERLATIVES,
} from '../lexicon/question-words'
import { MONTH_NAMES } from '../lexicon/words'
import {
  type ColumnKind,
  type Condition,
  cleanName,
  dateOf,
  filterRows,
  kindOf,
  numberOf,
  orderRows,
  projectRows,
  type Row,
  reduceRows,
  takeRows,
} from '../plan/operators'
import { type QuestionReading, readQuestion } from '../understand/question'
import { loading } from './find'
import { keyWords, normalizeName, stem } from './locate'
import { moreControl } from './more'
import {
  CLOCK,
  clockColumn,
  columnOfKind,
  identityOf,
  isPlural,
  NAME_COLUMN,
  place,
  plural,
  underOneHeading,
} from './place-words'
import { answerLabels, labelsRow } from './read-labels'
import { CANNOT_ANSWER, refusal } from './refusal'

/** A run's progress through a question. */
export interface QuestionRun {
  reading: QuestionReading
  question: string
  rows: Row[]
  /** Pages read or "load more" clicks made. */
  pages: number
  phase: 'collect' | 'read' | 'more' | 'labels' | 'back'
  /** The page the question began on: its labelled values are read there. */
  startUrl?: string
  /** Why the rows could not answer, while the page's labelled values are read instead. */
  rowsRefusal?: Decision
  /** The page before the last "more" click, to tell whether it brought anything. */
  before?: string
  /** How many rows the last read of the page held (a read after "more" that holds no more: the end). */
  lastRead?: number
  /** The tab named by the question was looked for (and opened). */
  switched?: boolean
  /** Waits made since the last "more" click for the list to change. */
  waits?: number
  /** What the page calls the rows read (a caption, the heading over them): where they are. */
  heading?: string
  /** An open dialog the question is read in (a receipt, a details popup), not the page behind. */
  inDialog?: boolean
  /** Structures of the page passed over: the rows now read are of the next best list or table. */
  skip?: number
  /** Why the best structure's rows could not answer, while others are read. */
  firstRefusal?: Decision
}

/** Other lists or tables of a page read when the best one's columns do not place the words. */
const ALTERNATES = 2

/** The open modal dialog: what a question asked while one is open is read in. */
const OPEN_DIALOG =
  'dialog:modal, [role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'

/** Whether a dialog other than a cookie notice is open: its elements say which dialog they are in. */
function dialogOpen(observation: PlannerInput['observation']): boolean {
  return observation.elements.some((e) => e.dialog !== undefined && !/cookie|consent/i.test(e.dialog))
}

/** Whether the steps of `history` from `from` to `to` acted on the page (more than read it or waited). */
export function actedOn(history: PlannerInput['history'], from = 0, to?: number): boolean {
  return history
    .slice(from, to)
    .some((h) => h.outcomes.some((o) => o.action.type !== 'extract' && o.action.type !== 'wait'))
}

/** Waits after a "more" click for the list to change, and their length (two: the loop guard stops a third). */
const MORE_WAITS = 2
const MORE_WAIT_MS = 600

/** Pages (or "load more" clicks) read at most for one question. */
const MAX_PAGES = 8

export function startQuestion(question: string, reading: QuestionReading): QuestionRun {
  return { reading, question, rows: [], pages: 0, phase: 'collect' }
}

export { CANNOT_ANSWER }

const refuse = (reason: string): Decision => refusal(CANNOT_ANSWER, reason)

/** How a refusal of words no column places begins. */
const UNPLACED = 'these words could not be placed'

/** The next decision for a question. */
export function nextQuestionStep(run: QuestionRun, input: PlannerInput): Decision {
  const { observation } = input
  if (run.reading.pageTitle) return done('Read the page title', { title: observation.title })
  run.startUrl ??= observation.url
  // (a dialog the run's own steps opened, a receipt; not a popup the page opened by itself)
  if (run.phase === 'collect' && !run.switched)
    run.inDialog = dialogOpen(observation) && actedOn(input.history)
  if (run.phase === 'back') return readLabels(run)
  if (run.phase === 'labels') {
    const row = labelsRow(input)
    const refused = run.rowsRefusal as Decision
    if (!row) return refused
    const parts = questionParts(run.question)
    const answers = parts.map((p) => answerLabels(p, readQuestion(p), row, placeWords(observation)))
    const failed = answers.find((a) => a.result?.status === 'failure')
    // the rows' reason when there were rows to read; else why the labels do not answer
    if (failed) return run.rows.length ? refused : failed
    return done(answers.map((a) => a.purpose).join('; '), Object.assign({}, ...answers.map((a) => a.result)))
  }
  if (run.phase === 'read' || run.phase === 'more') {
    const last = input.history.at(-1)?.outcomes.find((o) => o.action.type === 'extract')
    if (run.phase === 'read') {
      const data = last?.ok ? (last.data as { items?: Row[]; heading?: string } | undefined) : undefined
      run.heading ??= data?.heading
      const before = run.rows.length
      const seen = new Set(run.rows.map((r) => JSON.stringify(r)))
      // the page's own tabs are controls, not rows of data
      const tabs = new Set(
        observation.elements.filter((e) => e.role === 'tab').map((e) => normalizeName(e.name)),
      )
      const isTab = (row: Row) =>
        Object.entries(row).every(([k, v]) => k === 'url' || tabs.has(normalizeName(v)))
      for (const row of data?.items ?? [])
        if (!seen.has(JSON.stringify(row)) && !isTab(row)) run.rows.push(row)
      const readBefore = run.lastRead
      run.lastRead = data?.items?.length ?? 0
      // "more" brought rows, then once more shows the very rows it showed before: they are all
      // there (a "Show more" that stays on screen once the list is whole). A "more" that never
      // brought a row says nothing of what is behind it.
      if (run.pages > 1 && run.rows.length === before && run.lastRead <= (readBefore ?? 0))
        return fromRows(run, observation)
      const shown = run.inDialog
        ? observation.elements.filter((e) => e.dialog !== undefined)
        : observation.elements
      const more = run.pages < MAX_PAGES && !needsNoMore(run) ? moreControl(shown) : undefined
      if (more && (run.pages === 0 || run.rows.length > before)) {
        run.pages++
        run.phase = 'more'
        run.before = observation.fingerprint
        return {
          purpose: `Read more rows (${more.name})`,
          actions: [{ type: 'click', index: more.index }],
          done: false,
        }
      }
      // "more" was followed but brought no row the reading could see: the rows are not all known
      if (run.pages > 0 && run.rows.length === before) {
        return refuse('the rows that "more" brought could not be read apart from the first ones')
      }
      // rows left behind a control that was not followed would make any answer partial
      if (more && !needsNoMore(run)) {
        return refuse(
          `the rows go on past ${run.pages} pages or "more" clicks; not all of them could be read`,
        )
      }
      return fromRows(run, observation)
    }
    // after "more": while the page has not changed yet, or its list says it is loading, wait a
    // little (a loaded machine, a slow list) before taking an unchanged page for the end
    const unchanged = observation.fingerprint === run.before
    if ((unchanged || loading(observation.elements)) && (run.waits ?? 0) < MORE_WAITS) {
      run.waits = (run.waits ?? 0) + 1
      return {
        purpose: 'Wait for the list to load more',
        actions: [{ type: 'wait', for: 'time', ms: MORE_WAIT_MS }],
        done: false,
      }
    }
    run.waits = 0
    if (unchanged) return fromRows(run, observation)
  }
  // "which sauces ...": the tab named by what the rows are is opened first
  if (run.phase === 'collect' && !run.switched) {
    run.switched = true
    const asked = new Set(run.reading.open.flat().map((w) => stem(normalizeName(w))))
    // (every word of its name said: "the tide tables" for a tab "Tide tables")
    const said = (name: string) => {
      const words = normalizeName(name).split(' ').filter(Boolean).map(stem)
      return words.length > 0 && words.every((w) => asked.has(w))
    }
    const tab = observation.elements.find(
      (e) => e.role === 'tab' && !e.selected && !e.disabled && said(e.name),
    )
    if (tab)
      return {
        purpose: `Open the tab "${tab.name}"`,
        actions: [{ type: 'click', index: tab.index }],
        done: false,
      }
  }
  return readRows(run)
}

/** The `collect` operator's read of the page's rows (of the next best structure, past `skip`). */
function readRows(run: QuestionRun): Decision {
  run.phase = 'read'
  const words = run.reading.open.flat()
  return {
    purpose: run.skip ? 'Read the rows of another list of the page' : 'Read the rows of the page',
    actions: [
      {
        type: 'extract',
        what: words.join(' ') || run.question,
        ...(run.inDialog ? { selector: OPEN_DIALOG } : {}),
        ...(run.skip ? { skip: run.skip } : {}),
        fields: [
          ...new Set(words.filter((w) => /^[a-z][a-z-]{2,}$/.test(w) && !IDENTITY_WORDS.includes(w))),
        ].slice(0, 12),
      },
    ],
    done: false,
  }
}

/** Whether a refusal is of words the rows' columns and values do not place. */
const unplaced = (d: Decision) => String(d.result?.reason ?? '').startsWith(UNPLACED)

/** A noun in the singular ("salaries": "salary", "wages": "wage"). */
const singular = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.replace(/(?<![su])s$/, ''))

/** A figure and its unit: "85 m²", "12 kg", "3.5 km", "12 months" (a unit of the lexicon's measures). */
const UNITS = new Set(Object.values(MEASURE_WORDS).flat())
const isMeasure = (v: string) => {
  const m = /^[-−]?\d[\d,.]*\s*(\p{L}[\p{L}²³°]*|[²³°]+)$/u.exec(v.trim())
  return !!m?.[1] && (m[1].length <= 3 || UNITS.has(m[1].toLowerCase()))
}

/**
 * The answer from the rows; when they cannot give one, the page's labelled values are read
 * next (the `read` operator), once.
 */
function fromRows(run: QuestionRun, observation: PlannerInput['observation']): Decision {
  const where = placeWords(observation)
  // (a word of the heading that names a column, "Seats" over a column Seats, is that column)
  const named = columnWords(run.rows)
  for (const w of normalizeName(run.heading ?? '').split(' '))
    if (w && !named.has(stem(w))) where.add(stem(w))
  // (the heading whole, as one entry of several words: said whole, it says where the rows are)
  const heading = normalizeName(run.heading ?? '')
    .split(' ')
    .filter(Boolean)
    .map(stem)
  if (heading.length >= 2) where.add(heading.join(' '))
  // (another structure of one row is a record of labels and values: the `read` operator's)
  const decision =
    run.skip && run.rows.length < 2
      ? refuse('the next list of the page is one record')
      : answerParts(run, readPage(observation), where, closedTabs(observation))
  if (!(decision.done && decision.result?.status === 'failure') || run.rowsRefusal) return decision
  // words no column of these rows places: the next list or table of the page (one read whole:
  // none where rows go on behind "more"), and the first refusal if none answers
  run.firstRefusal ??= decision
  const skip = run.skip ?? 0
  if (
    skip < ALTERNATES &&
    run.pages === 0 &&
    unplaced(decision) &&
    !run.inDialog &&
    !moreControl(observation.elements)
  ) {
    run.skip = skip + 1
    run.rows = []
    run.heading = undefined
    return readRows(run)
  }
  run.rowsRefusal = run.firstRefusal
  // (on the page the question began on, not one the rows led to)
  if (run.startUrl && observation.url !== run.startUrl) {
    run.phase = 'back'
    return {
      purpose: 'Go back to the page the question began on',
      actions: [{ type: 'navigate', url: run.startUrl }],
      done: false,
    }
  }
  return readLabels(run)
}

function readLabels(run: QuestionRun): Decision {
  run.phase = 'labels'
  return {
    purpose: 'Read the values the page writes beside its labels',
    actions: [{ type: 'extract', what: PAGE_LABELS, ...(run.inDialog ? { selector: OPEN_DIALOG } : {}) }],
    done: false,
  }
}

/** Whether the first rows already answer ("the first 3"). */
function needsNoMore(run: QuestionRun): boolean {
  const r = run.reading
  return Boolean(
    r.take?.from === 'first' &&
      !r.superlative &&
      !r.order &&
      !r.bounds.length &&
      !r.dates.length &&
      fitting(run) >= r.take.n,
  )
}

/** The words of the rows' column names, stemmed. */
const columnWords = (rows: readonly Row[]) => new Set(rows.flatMap((r) => Object.keys(r)).flatMap(keyWords))

/**
 * Rows that may be among those asked: every open word that names no column is in their text
 * ("the first 2 vans in Hamar": rows that say "hamar"). A word no row says (the rows' own noun)
 * leaves none, so every page is read before the first N are taken.
 */
function fitting(run: QuestionRun): number {
  const columns = columnWords(run.rows)
  const values = run.reading.open.flat().filter((w) => !columns.has(stem(normalizeName(w))))
  return run.rows.filter((r) => {
    const text = ` ${normalizeName(Object.values(r).join(' '))} `
    return values.every((w) => text.includes(` ${normalizeName(w)} `))
  }).length
}

/**
 * Words that say where the rows are, and so need no column: the page's title and the names of
 * the tab, folder or page shown ("in my inbox", "in the security log"); with the heading over
 * the rows read ("Pending refunds"), added where they are read.
 */
function placeWords(observation: PlannerInput['observation']): Set<string> {
  const shown = observation.elements.filter(
    (e) => e.selected || e.pressed || /\bcurrent\b/.test(e.title ?? ''),
  )
  const text = [observation.title, ...shown.map((e) => e.name)].join(' ')
  return new Set(normalizeName(text).split(' ').map(stem))
}

/** The stems of the tabs not shown: a question about them is not answered from the tab shown. */
function closedTabs(observation: PlannerInput['observation']): Set<string> {
  const closed = observation.elements.filter((e) => e.role === 'tab' && !e.selected)
  return new Set(closed.flatMap((e) => normalizeName(e.name).split(' ').map(stem)))
}

/**
 * A name that holds more than a name: an e-mail address, a date, or a sentence (nine words or
 * more that end as a sentence does or go on after a colon, or sixteen or more: a long headline
 * is still a name).
 */
// (a year inside a code such as INV-2026-0012 is part of the code)
const COMPOSITE =
  /\S+@\S+\.\w|(?<![\w-])(?:19|20)\d{2}(?![\w-])|(?:\S+\s+){15}|(?:\S+\s+){8}.*(?:[.!?](?:\s|$)|:\s)|(?:\S+\s+){2,}\S*:\s(?:\S+\s+){5}/

/**
 * The parts of a question that asks several things ("how many vans are booked, and which is
 * the oldest?", "what is the longest call and who took it?"): split before a question word that
 * follows "and" or a comma.
 */
export function questionParts(question: string): string[] {
  return question
    .split(/(?:,?\s+and|,)\s+(?=(?:what|what's|which|who|whose|when|where|how)\b)/i)
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * A question of several parts that stand on their own ("how many vans are booked, and which is
 * the oldest?"), each answered over the same rows, the answers merged into one; a part that cannot
 * be answered refuses the whole. A part that speaks of another ("and how far does it go?") is
 * not split off: what "it" is, and whether it asks for a count or a figure, is not guessed.
 */
/**
 * Whether the question names `column` only by words that every row's cell of it says too: a word
 * true of every row, not a column asked for.
 */
function saidOfEvery(column: string, rows: readonly Row[], asked: Set<string>): boolean {
  const words = keyWords(column).filter((w) => asked.has(w))
  if (!words.length || words.length === keyWords(column).length || rows.length < 2) return false
  return rows.every((r) => {
    const cell = new Set(
      normalizeName(r[column] ?? '')
        .split(' ')
        .map(stem),
    )
    return words.every((w) => cell.has(w))
  })
}

/** The one column with a cell that opens with `phrase` ("2 crossings", "2 bedrooms"), if any. */
function phraseCell(rows: readonly Row[], columns: readonly string[], phrase: string): string | undefined {
  const said = normalizeName(phrase)
  if (said.split(' ').length < 2) return undefined
  const holding = columns.filter((c) =>
    rows.some((r) => ` ${normalizeName(r[c] ?? '')} `.startsWith(` ${said} `)),
  )
  return holding.length === 1 ? holding[0] : undefined
}

/** Nouns of rows that are days: such rows are named by their date. */
const DAY_NOUNS = ['day', 'date']

/**
 * What the operators read of the page besides its rows: its title and text, and the same with the
 * options of its lists left out; each read once, when first asked for.
 */
interface ReadPage {
  text: () => string
  labels: () => string
}

function readPage(page: PageLines & { title: string }): ReadPage {
  let text: string | undefined
  let labels: string | undefined
  return {
    text: () => {
      text ??= `${page.title}\n${readableText(page)}`
      return text
    },
    labels: () => {
      labels ??= `${page.title}\n${readableText(page, (e) => e.tag === 'select')}`
      return labels
    },
  }
}

function answerParts(run: QuestionRun, page: ReadPage, where: Set<string>, hidden: Set<string>): Decision {
  // a part of no words of its own ("..., and how much?") asks the figure of the part before it,
  // which that part's answer gives
  const all = questionParts(run.question)
  const readings = all.map(readQuestion)
  // (after a superlative, a bare "how many" asks the figure of the one row chosen: "which club
  // has the most members, and how many?")
  const bare = (r: QuestionReading | undefined, count = false) =>
    !!r &&
    !r.open.length &&
    !r.superlative &&
    !r.take &&
    (count ? r.reduce === 'count' && !r.countOf?.length : !r.reduce) &&
    !r.bounds.length &&
    !r.dates.length
  const last = readings.at(-1)
  const lastBare = bare(last) || (!!readings[0]?.superlative && bare(last, true))
  const parts = all.length > 1 && lastBare && !bare(readings[0]) ? all.slice(0, -1) : all
  if (all.length === 2 && parts.length === 1 && readings[0]?.superlative) {
    return answer({ ...run, question: parts[0] as string, reading: readings[0] }, page, where, hidden)
  }
  // "which week was the driest, and how much sun did it get?": a part after the one row a
  // superlative chose, naming only what to read of it, reads that of the same row
  const [first, second] = readings
  const ofChosen = (r: QuestionReading) =>
    r.open.length > 0 && !r.superlative && !r.take && !r.reduce && !r.bounds.length && !r.dates.length
  if (readings.length === 2 && first?.superlative && !first.superlative.n && second && ofChosen(second)) {
    const reading = { ...first, open: [...first.open, ...second.open] }
    return answer({ ...run, reading }, page, where, hidden)
  }
  // "when does the ferry leave, and from which pier?": a last part that only names what to
  // read, after a part that picked one row, reads that of the same row (not of every row)
  const plain = (r: QuestionReading | undefined) => !!r && !r.superlative && !r.take && !r.reduce && !r.order
  if (readings.length === 2 && plain(first) && second && ofChosen(second) && second.open.flat().length <= 2) {
    const reading = {
      ...(first as QuestionReading),
      open: [...(first as QuestionReading).open, ...second.open],
    }
    const whole = answer({ ...run, reading }, page, where, hidden)
    const one = whole.done && whole.result?.status !== 'failure'
    if (one && !Object.values(whole.result ?? {}).some(Array.isArray)) return whole
  }
  if (parts.length < 2 || parts.some((p) => /\b(?:it|its|they|them|their|that one|this one)\b/i.test(p)))
    return answer(run, page, where, hidden)
  const result: Record<string, unknown> = {}
  const purposes: string[] = []
  for (const [i, part] of parts.entries()) {
    const sub: QuestionRun = { ...run, question: part, reading: readings[i] as QuestionReading }
    const decision = answer(sub, page, where, hidden)
    if (!decision.done || decision.result?.status === 'failure') return decision
    // "which is the cheapest": a row of several fields goes under the word that chose it
    const chose = Object.keys(SUPERLATIVES)
      .filter((w) => ` ${normalizeName(part)} `.includes(` ${w} `))
      .sort((a, b) => b.length - a.length)[0]
    const fields = Object.keys(decision.result ?? {})
    const answered =
      chose && fields.length > 1 && !fields.some((f) => Array.isArray(decision.result?.[f]))
        ? { [chose.replace(/ /g, '_')]: decision.result }
        : (decision.result ?? {})
    for (const [key, value] of Object.entries(answered)) {
      if (key in result && JSON.stringify(result[key]) !== JSON.stringify(value))
        return refuse(`the parts of the question give two answers for "${key}"`)
      result[key] = value
    }
    purposes.push(decision.purpose)
  }
  return done(purposes.join('; '), result)
}

/** The answer from the rows collected, or a refusal that says why there is none. */
function answer(run: QuestionRun, page: ReadPage, where: Set<string>, hidden: Set<string>): Decision {
  const reading = { ...run.reading }
  const { rows } = run
  if (reading.pages !== undefined)
    return refuse(`"the first ${reading.pages} pages" asks for pages of the list; these operators read rows`)
  if (!rows.length) return refuse(`the page shows no list, table or cards to answer "${run.question}" from`)
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  // "the lowest average berth fee" where a column is named "Average berth fee": "average"
  // is a word of that column's name, not an average to work out
  if (reading.reduce === 'average' || reading.reduce === 'sum') {
    const word = reading.reduce === 'average' ? 'average' : 'total'
    const at = reading.open.findIndex((run) => {
      const said = [stem(word), ...run.map((w) => stem(normalizeName(w)))]
      return keys.some((k) => {
        const k2 = keyWords(k)
        return k2.length === said.length && k2.every((w, j) => w === said[j])
      })
    })
    if (at >= 0) {
      delete reading.reduce
      reading.open = reading.open.map((run, j) => (j === at ? [word, ...run] : run))
    }
  }
  // "in week 2": a number said after a word of the heading of one part of the page the rows were
  // read under is that heading's, not a number of rows
  if (reading.n !== undefined && keys.includes('group')) {
    const n = String(reading.n)
    const said = ` ${normalizeName(run.question)} `
    for (const [j, words] of reading.open.entries()) {
      const at = words.findIndex(
        (w) => said.includes(` ${normalizeName(w)} ${n} `) && underOneHeading(rows, `${w} ${n}`),
      )
      if (at < 0) continue
      reading.open = reading.open.map((r, k) =>
        k === j ? [...r.slice(0, at + 1), n, ...r.slice(at + 1)] : r,
      )
      reading.n = undefined
      break
    }
  }
  // "the lowest tide" where a row is named "Lowest tide": that row, not an order of the rows
  const sup = reading.superlative
  const superlativeWords = sup?.said ? normalizeName(sup.said) : undefined
  if (
    sup &&
    superlativeWords &&
    rows.some((r) => Object.values(r).some((v) => normalizeName(v) === superlativeWords))
  ) {
    delete reading.superlative
    reading.open = [
      superlativeWords.split(' '),
      ...reading.open.filter((r) => r.join(' ') !== sup.said?.split(' ').slice(1).join(' ')),
    ]
  }
  // a list of labels and their values ("Subtotal $12.00", "Total $14.00") is one record of the
  // page's, not items: nothing of it is added up, averaged or compared
  const labelled = keys.every((k) => k === 'term' || k === 'definition')
  if (labelled && (reading.reduce === 'sum' || reading.reduce === 'average' || reading.superlative))
    return refuse('the page lists labels and their values, not rows to add up or compare')
  // a column that holds whole items' text (a field asked by a word that is no label) is no column
  const long = (c: string) => rows.reduce((n, r) => n + (r[c]?.length ?? 0), 0) / rows.length > 80
  // nor is a column read for a word of the question that is really a value of another column
  // ("narvik" where a cell says "Narvik"), or a copy of another column
  const asked = new Set(reading.open.flat())
  // nor one read for a word of the question that holds each row's whole text, its name and more
  // (the card itself: "Tern Berths 2 Fee per night £32")
  const whole = (c: string) =>
    asked.has(c) &&
    rows.every((r) => {
      const v = normalizeName(r[c] ?? '')
      const n = normalizeName(r.name ?? '')
      return n !== '' && v.length > n.length && v.includes(n)
    })
  // (a column of clock times is no word of another's value: "time" of a Time column, though a
  // title somewhere says "Real-time")
  const fake = (c: string) =>
    asked.has(c) &&
    !clockColumn(rows, c) &&
    (whole(c) ||
      keys.some(
        (o) =>
          o !== c &&
          o !== 'url' &&
          o !== 'image' &&
          // (not a column of whole items' text, which says every word of the item)
          !long(o) &&
          !whole(o) &&
          rows.some((r) =>
            normalizeName(r[o] ?? '')
              .split(' ')
              .includes(c),
          ),
      ) ||
      keys.some((o) => o !== c && rows.every((r) => (r[o] ?? '') === (r[c] ?? ''))))
  // the rows' links only when asked for ("with their links")
  const linked = reading.open.flat().some((w) => LINK_WORDS.includes(w))
  // a column that only repeats one before it in every row ("From: $40" beside the price)
  // is no other value, unless the question names it
  const askedStems = new Set([...asked].map((w) => stem(normalizeName(w))))
  const copy = (c: string) =>
    rows.length > 1 &&
    !keyWords(c).some((w) => askedStems.has(w)) &&
    keys.slice(0, keys.indexOf(c)).some((o) => rows.every((r) => (r[o] ?? '') === (r[c] ?? '')))
  const columns = keys.filter(
    (c) =>
      (c !== 'url' || linked) && c !== 'image' && (c === 'description' || !long(c)) && !fake(c) && !copy(c),
  )
  const kinds = Object.fromEntries(columns.map((c) => [c, kindOf(rows, c)])) as Record<string, ColumnKind>
  // "how many likes" names a column of numbers: the value per row, not a count of rows
  const countOf = reading.countOf?.map((w) => stem(normalizeName(w)))
  const counted = countOf?.length
    ? columns.find((c) => kinds[c] !== 'text' && keyWords(c).every((w, j) => w === countOf[j]))
    : undefined
  if (
    counted &&
    reading.reduce === 'count' &&
    (reading.superlative || reading.n !== undefined || reading.open.length > 1)
  ) {
    reading.reduce = undefined
  }
  // "which depot has the fewest vans, and how many": the one row's figure
  if (reading.reduce === 'count' && reading.superlative && !reading.superlative.n) reading.reduce = undefined
  // "sorted by year": the column the rows are ordered by; "titles by Ana Lund" (no column of
  // that name, "by" alone): a value, read with the other open words
  let orderBy: string | undefined
  const byWords = reading.order?.column ?? []
  if (reading.order && byWords.length) {
    const by = place([byWords], rows, columns, kinds, where)
    const named = by.columns.map((c) => (c === '#identity' ? identityOf(columns, kinds, rows) : c))
    const clean = !by.conditions.length && !by.unplaced.length && !by.subject
    if (named.length === 1 && clean && named[0]) orderBy = named[0]
    else if (reading.order.bare) {
      reading.open = [...reading.open, byWords]
      reading.order = undefined
    } else return refuse(`"${byWords.join(' ')}" names no column the rows can be ordered by`)
  }
  const placed = place(reading.open, rows, columns, kinds, where)
  // what the rows are is one word the page itself says ("parcels" under a "Parcels" heading)
  if (placed.subject) {
    const pageText = normalizeName(page.text())
    const said = new Set(pageText.split(' ').map(stem))
    const saidAsIs = new Set(pageText.split(' '))
    const words = placed.subject.split(' ')
    // (a word written with a hyphen, "sign-ups", is said as the page writes it: "recent sign-ups")
    const head = (w: string) => normalizeName(w).split(' ').at(-1) ?? ''
    const saysAll = (w: string) =>
      normalizeName(w)
        .split(' ')
        .every((p) => said.has(stem(p)) || said.has(stem(singular(p))))
    // and it names rows: a plural ("parcels"), or the one row a superlative picks ("the lightest parcel")
    // (a singular whose plural the page says, "every release" under "Releases", names them too)
    const last = words.at(-1) ?? ''
    // ("club stories" on a page of a club: a word of the page before a noun of written entries)
    const entries = words.length === 2 && ENTRY_NOUNS.includes(normalizeName(last))
    const namesRows =
      isPlural(head(last)) ||
      saidAsIs.has(normalizeName(plural(last))) ||
      Boolean(reading.superlative && !reading.superlative.n)
    // a subject that names a part of the page not shown (a tab left closed) is not what was read
    const elsewhere = words.some((w) => hidden.has(stem(normalizeName(w))))
    // ("the dearest item", "how many things": the rows of any list, named so whatever the page
    // calls them, when one is picked or they are counted; a list of them is asked by their name)
    const generic =
      Boolean(reading.superlative || reading.reduce) &&
      words.every((w) => ROW_NOUNS.includes(normalizeName(w)))
    if (
      elsewhere ||
      (words.length > 1 && !entries) ||
      !namesRows ||
      (!generic && !(entries ? saysAll(words[0] as string) : words.every(saysAll)))
    ) {
      placed.unplaced.unshift(...words)
      placed.subject = undefined
    }
  }
  // "2 bathrooms" where a column of numbers is so named: the rows with that value
  let exact: Condition | undefined
  if (reading.n !== undefined) {
    // (the words after the number: "an 18 age rating" names the column "Age rating")
    const ofRun = reading.open.find((r) => r[0] === reading.nOf) ?? [reading.nOf]
    const after = reading.nOf ? place([ofRun as string[]], rows, columns, kinds, where).columns : []
    // ("in region 2": the word before the number names the column, when the word after names none)
    const before =
      after.length !== 1 && reading.nAfter
        ? place([[reading.nAfter]], rows, columns, kinds, where).columns
        : []
    const of = before.length === 1 ? before : after
    // ("2 crossings": the column one of whose cells begins with the number and its word)
    const phrase = `${reading.n} ${reading.nOf ?? ''}`
    const cellColumn = reading.nOf ? phraseCell(rows, columns, phrase) : undefined
    if (reading.superlative)
      reading.superlative = { ...reading.superlative, n: reading.superlative.n ?? reading.n }
    else if (of.length === 1 && kinds[of[0] as string] === 'number' && reading.take?.n !== reading.n)
      exact = { column: of[0] as string, op: 'between', min: reading.n, max: reading.n }
    // "an 18 age rating" where the column's cells are codes ("PG", "18"): the rows with that cell
    else if (
      of.length === 1 &&
      reading.take?.n !== reading.n &&
      rows.some((r) => normalizeName(r[of[0] as string] ?? '') === String(reading.n))
    )
      exact = { column: of[0] as string, op: 'equals', value: String(reading.n) }
    // "for 2 crossings" where a cell says "2 crossings": the rows whose cell is the number and its word
    else if (reading.take?.n !== reading.n && cellColumn) {
      const word = stem(normalizeName(reading.nOf ?? ''))
      placed.columns = placed.columns.filter((c) => !keyWords(c).includes(word))
      placed.conditions = placed.conditions.filter(
        (c) => !(c.op === 'equals' && stem(normalizeName(c.value)) === word),
      )
      placed.unplaced = placed.unplaced.filter((w) => stem(normalizeName(w)) !== word)
      if (placed.subject && stem(normalizeName(placed.subject)) === word) placed.subject = undefined
      placed.conditions.push({ column: cellColumn, op: 'equals', value: phrase })
    }
    // a number beside "the first 10" that is not that number says something else ("two cities each")
    else if (reading.take?.n !== reading.n) placed.unplaced.push(String(reading.n))
  }
  // "what time does it arrive": "time" says what kind of value the named column ("Arrives") holds
  // ("what time does it start": "start" too, of a column of clock times)
  // ("what year was the bridge built": "year" says what is read of the date column named, Built)
  const years = (c: string) =>
    rows.every((r) => !r[c]?.trim() || /^(?:1[5-9]|20)\d{2}$/.test(r[c]?.trim() ?? ''))
  if (placed.columns.some((c) => kinds[c] === 'date' || years(c)))
    placed.unplaced = placed.unplaced.filter((w) => normalizeName(w) !== 'year')
  const clockNamed = placed.columns.some((c) => rows.some((r) => CLOCK.test(r[c] ?? '')))
  if (clockNamed)
    placed.unplaced = placed.unplaced.filter((w) => w !== 'time' && !CLOCK_VERBS.includes(normalizeName(w)))
  if (placed.ambiguous) {
    return refuse(
      `"${placed.ambiguous}" names both this page and one of its rows; say whether the question is about the one row`,
    )
  }
  if (placed.unplaced.length) {
    return refuse(
      `${UNPLACED} against the page's data (columns: ${columns.join(', ')}): "${placed.unplaced.join(' ')}". ${CONFIGURE_MODEL_HINT}`,
    )
  }
  // one row and no column that names it (a table of labels and values: "Monday | 9-5"): a record
  // of the page's own, whose first value is no name of it
  const record = rows.length === 1 && !columns.some((c) => NAME_COLUMN.test(c))
  // ("on which days is the pool shut": rows named as days or dates are named by their one date)
  const dates = columns.filter((c) => kinds[c] === 'date')
  const asDays =
    dates.length === 1 &&
    !!placed.subject?.split(' ').every((w) => DAY_NOUNS.includes(stem(normalizeName(w))))
  const identity = record ? undefined : asDays ? dates[0] : identityOf(columns, kinds, rows)
  const questionWords = new Set(normalizeName(run.question).split(' ').map(stem))
  const named = placed.columns
    .map((c) => (c === '#identity' ? (identity ?? c) : c))
    // (the column of "an 18 age rating" says which rows; every one kept holds that same cell)
    .filter((c) => c !== '#identity' && !(exact?.op === 'equals' && c === exact.column))
    // ("on which days is the pool shut": a word of a column's name that every row's cell says too,
    // "Shut until noon", says what every row is; it asks for no column)
    .filter((c) => c === identity || !saidOfEvery(c, rows, questionWords))
  // ("how much rain": the amount of the column named, money or not)
  if (reading.money && !named.some((c) => kinds[c] === 'number' || kinds[c] === 'money')) {
    const money = columnOfKind('money', named, columns, kinds)
    if (typeof money !== 'string') return refuse(money.reason)
    if (!named.includes(money)) named.push(money)
  }
  if (reading.measure) {
    const names = MEASURE_COLUMNS[reading.measure] ?? []
    const of = columns.filter((c) => names.includes(normalizeName(c.replace(/_/g, ' '))))
    if (of.length !== 1)
      return refuse(
        of.length
          ? `several columns say how ${reading.measure} (${of.join(', ')}); say which`
          : `no column of the rows says how ${reading.measure} (${names.join(', ')})`,
      )
    if (!named.includes(of[0] as string)) named.push(of[0] as string)
  }
  if (reading.duration) {
    const length = columnOfKind('duration', named, columns, kinds)
    if (typeof length !== 'string') return refuse(length.reason)
    if (!named.includes(length)) named.push(length)
  }
  if (reading.date && !named.some((c) => kinds[c] === 'date')) {
    const date = columnOfKind('date', named, columns, kinds)
    if (typeof date !== 'string') return refuse(date.reason)
    named.push(date)
  }
  const conditions = [...placed.conditions, ...(exact ? [exact] : [])]
  // a column read for a word of the question (not one the page heads) that only some rows show
  // cannot tell the other rows apart: a "Fragile" badge may be missing where another badge stands
  const unsure = conditions.find(
    (c) =>
      c.op === 'equals' &&
      [c.column, ...(c.also ?? [])].every((col) => asked.has(col) && rows.some((r) => !r[col]?.trim())),
  )
  if (unsure)
    return refuse(`not every row shows whether it is "${unsure.op === 'equals' ? unsure.value : ''}"`)
  // the columns the bounds and the order were read on: shown when no other column is asked
  const readOn: string[] = []
  for (const bound of reading.bounds) {
    // "under £40 a night": of several columns of money, the one that says it is nightly
    const period = bound.per ? (RATE_PERIODS[bound.per] ?? []).map(stem) : []
    const perColumns = columns.filter(
      (c) => kinds[c] === 'money' && keyWords(c).some((w) => period.includes(w)),
    )
    const column =
      perColumns.length === 1
        ? (perColumns[0] as string)
        : columnOfKind(bound.money ? 'money' : bound.duration ? 'duration' : 'numeric', named, columns, kinds)
    if (typeof column !== 'string') return refuse(column.reason)
    if (!readOn.includes(column)) readOn.push(column)
    conditions.push({
      column,
      op: 'between',
      ...(bound.min !== undefined ? { min: bound.min, strictMin: bound.strict } : {}),
      ...(bound.max !== undefined ? { max: bound.max, strictMax: bound.strict } : {}),
    })
  }
  let kept = filterRows(rows, conditions, kinds)
  if (reading.dates.length) {
    const one = columnOfKind('date', named, columns, kinds)
    // several date columns ("from", "to", "submitted") that keep the same rows: any of them says it
    const candidates = typeof one === 'string' ? [one] : columns.filter((c) => kinds[c] === 'date')
    if (typeof one !== 'string' && candidates.length < 2) return refuse(one.reason)
    const results = candidates.map((column) => keptByDates(kept, rows, column, reading.dates))
    const first = results[0]
    if (!first || typeof first === 'string') return refuse(first ?? 'no column of the rows holds dates')
    const same = results.every(
      (r) => Array.isArray(r) && r.length === first.length && r.every((x, i) => x === first[i]),
    )
    if (!same) return refuse(typeof one === 'string' ? 'the dates of the rows disagree' : one.reason)
    kept = first
  }
  // order
  const orderColumn = (
    kind: Superlative['kind'] | undefined,
    measures?: readonly string[],
  ): string | { reason: string } => {
    // "the warmest": the one column named for what it measures ("High", "Max temp")
    for (const m of measures ?? []) {
      const hits = columns.filter((c) => kinds[c] !== 'text' && keyWords(c).includes(stem(m)))
      if (hits.length === 1) return hits[0] as string
    }
    // a column the question names, of the kind the order asks ("the latest 5 orders and their
    // weights" orders by the date, not by the weights named)
    const numeric = named.filter(
      (c) => kinds[c] !== 'text' && (kind === undefined || (kinds[c] === 'date') === (kind === 'date')),
    )
    if (numeric.length === 1) return numeric[0] as string
    // "the longest": a length of time, or else a number ("the longest route" in km)
    if (kind === 'duration' && columns.some((c) => kinds[c] === 'duration'))
      return columnOfKind('duration', named, columns, kinds)
    const found = columnOfKind(
      kind === 'date' ? 'date' : kind === 'money' ? 'money' : 'numeric',
      named,
      columns,
      kinds,
    )
    // "the cheapest", "the dearest": of several amounts (a price per night and a total), the price
    if (typeof found !== 'string' && kind === 'money') {
      const price = columns.filter((c) => kinds[c] === 'money' && keyWords(c)[0] === stem('price'))
      if (price.length === 1) return price[0] as string
    }
    return found
  }
  if (reading.order) {
    const column = orderBy
      ? orderBy
      : reading.order.kind
        ? orderColumn(reading.order.kind)
        : named[0]
          ? named[0]
          : orderColumn(undefined)
    if (typeof column !== 'string') return refuse(column.reason)
    if (!readOn.includes(column)) readOn.push(column)
    kept = orderRows(kept, column, reading.order.dir ?? 'asc', kinds[column] ?? 'text')
  }
  let single = record
  let fieldOnly = false
  // "the maximum load" where the page shows "Maximum load": a label of the page, not an order of rows
  const said = reading.superlative?.said
  // (the options of a sort list are no labels: "Most viewed" there is an order the page offers)
  const labels = page.labels()
  if (said && ` ${normalizeName(labels)} `.includes(` ${normalizeName(said)} `)) {
    return refuse(`the page shows "${said}" as a label of its own; these operators do not read labels`)
  }
  if (reading.superlative) {
    const column = orderColumn(reading.superlative.kind, reading.superlative.measures)
    if (typeof column !== 'string') return refuse(column.reason)
    kept = orderRows(
      kept,
      column,
      reading.superlative.dir === 'max' ? 'desc' : 'asc',
      kinds[column] ?? 'number',
    )
    const n = reading.superlative.n ?? 1
    if (kept.length < n) return refuse(`${n} rows were asked for, and the page shows ${kept.length} that fit`)
    // a tie for the one asked for is not guessed between
    const top = kept.slice(0, n + 1)
    if (n === 1 && top.length === 2 && top[0]?.[column] === top[1]?.[column]) {
      return refuse(
        `several rows share the ${reading.superlative.dir === 'max' ? 'highest' : 'lowest'} ${column}`,
      )
    }
    kept = kept.slice(0, n)
    single = n === 1
    if (!named.includes(column) && reading.reduce === undefined) named.push(column)
  }
  if (reading.take) {
    if (kept.length < reading.take.n) {
      return refuse(`${reading.take.n} rows were asked for, and the page shows ${kept.length} that fit`)
    }
    kept = takeRows(kept, reading.take.from, reading.take.n)
  }
  // "what is the weight of P-3": one row named by its name is the one row asked for
  if (
    kept.length === 1 &&
    identity &&
    placed.conditions.some((c) => c.column === identity) &&
    !reading.take
  ) {
    single = true
  }
  // "which ward is the night nurse on": a field of one row, asked in the singular
  const askedField = /^\s*(?:which|what)\s+(\p{L}+)\s+(?:is|was|does|did|has)\b/iu.exec(run.question)?.[1]
  if (
    kept.length === 1 &&
    askedField &&
    !isPlural(askedField.toLowerCase()) &&
    named.some((c) => keyWords(c).includes(stem(normalizeName(askedField)))) &&
    placed.conditions.length > 0 &&
    !reading.take
  ) {
    single = true
  }
  // "what is the fee of the June 2026 invoice": a field asked in the singular, of the one row the
  // question's words keep
  if (
    kept.length === 1 &&
    !reading.take &&
    !reading.reduce &&
    !reading.superlative &&
    (placed.conditions.length > 0 || reading.dates.length > 0) &&
    /^\s*(?:what|what's|whats)\s+(?:is|was)?\s*the\s+\p{L}/iu.test(run.question) &&
    named.length > 0 &&
    !named.some((c) => isPlural(c.split('_').at(-1) ?? ''))
  ) {
    single = true
    // (the field asked, not which row gave it: the question said which)
    fieldOnly = true
  }
  // "how much is a return for 2 crossings" under a column Crossings: a field of the one row a
  // number said with its column keeps
  if (
    kept.length === 1 &&
    exact !== undefined &&
    !reading.take &&
    !reading.reduce &&
    !reading.superlative &&
    named.some((c) => c !== exact?.column) &&
    /^\s*(?:how much|what(?:'s|s| is| was)?\s+the)\b/iu.test(run.question)
  ) {
    single = true
    fieldOnly = true
    // (the column the number was said with only says which row)
    const said = named.indexOf(exact.column)
    if (said >= 0) named.splice(said, 1)
  }
  // reduce
  // the list is named by what the question calls the rows ("editors", even when it is also a value)
  // (the word that names the rows' own column first: "parcels" in "the parcels sent from Hamar")
  const open = reading.open.flat()
  // ("product names": "names" names a column, and the word before it the rows)
  const rowsWord = identity
    ? open.find(
        (w) => isPlural(w) && stem(w) === stem(identity) && !(IDENTITY_WORDS.includes(w) && placed.subject),
      )
    : undefined
  // "the Hamar depot parcels": a word before the rows' own noun only says which of them
  const modifier =
    placed.subject !== undefined &&
    rowsWord !== undefined &&
    ` ${normalizeName(run.question)} `.includes(` ${normalizeName(placed.subject)} ${rowsWord} `)
  // else whichever the question says first ("the parcels sent from Hamar", "drivers ...,
  // names only")
  const at = (w: string | undefined) => {
    const found = w === undefined ? -1 : ` ${normalizeName(run.question)} `.indexOf(` ${normalizeName(w)} `)
    return found < 0 ? Number.POSITIVE_INFINITY : found
  }
  const first = at(rowsWord) < at(placed.subject) ? rowsWord : placed.subject
  const label =
    (modifier ? rowsWord : first) ??
    rowsWord ??
    open.find(
      (w) =>
        isPlural(w) &&
        !columns.includes(w) &&
        // ("with their skippers" names a column Skipper, not the list)
        !columns.includes(singular(w)) &&
        !IDENTITY_WORDS.includes(w) &&
        !Object.values(placed.saidAs ?? {}).includes(w),
    )
  const key = label ? plural(label).replace(/[\s-]+/g, '_') : 'items'
  // the word that would name a list is a word of the value that picked the one row ("the spring
  // timetable's departures" where a row is "Spring timetable"): the fields of that row are asked
  if (
    label &&
    kept.length === 1 &&
    named.length > 0 &&
    !reading.take &&
    !reading.reduce &&
    !reading.superlative &&
    placed.conditions.some(
      (c) => c.op === 'equals' && normalizeName(c.value).split(' ').includes(normalizeName(label)),
    )
  ) {
    single = true
    fieldOnly = true
  }
  // ("how many of my visits were with Dr Lane": a name several rows share picks no one row, and
  // the rows it keeps are counted)
  if (
    reading.reduce === 'count' &&
    identity &&
    placed.conditions.some((c) => c.column === identity) &&
    kept.length < 2
  ) {
    // "how many stops does route 7 make": about one named row, not a number of rows
    return refuse(`the question asks about one ${identity}, and the rows have no column for what it counts`)
  }
  if (reading.reduce === 'count') {
    return done(`Count the ${placed.subject ?? 'rows'}`, { count: kept.length })
  }
  if (reading.reduce) {
    // (of several figures, the amount an item comes to: a sum over baskets adds up their Total,
    // not their count of items; over payments the Amount, not the running balance)
    // (a column named is read as figures when the rows kept show figures: "Score" of the rounds
    // played so far, though a round to come shows "—")
    const keptKinds = { ...kinds, ...Object.fromEntries(named.map((c) => [c, kindOf(kept, c)])) }
    const figure = columnOfKind('numeric', named, columns, keptKinds)
    const amount = typeof figure === 'string' ? figure : columnOfKind('money', named, columns, keptKinds)
    const column = typeof amount === 'string' ? amount : figure
    if (typeof column !== 'string') return refuse(column.reason)
    const value = reduceRows(kept, reading.reduce, column, keptKinds[column])
    if (value === undefined || !kept.length) return refuse(`the ${column} of some rows is not a number`)
    // named by what was reduced ("total_population", "average_price"; a column "total" stays "total")
    const op = reading.reduce === 'sum' ? 'total' : 'average'
    return done(`${reading.reduce === 'sum' ? 'Add up' : 'Average'} the ${column}`, {
      [column === op || column.startsWith(`${op}_`) ? column : `${op}_${column}`]: value,
    })
  }
  if (!kept.length) return refuse(`no row of the page matches "${run.question}"`)
  // ("rooms under $90, cheapest first" shows the prices it was read on)
  // ("the fee of the June 2026 invoice": "invoice" says which row, it asks nothing)
  const fields = fieldOnly && named.some((c) => c !== identity) ? named.filter((c) => c !== identity) : named
  const shown = fields.length ? fields : readOn.filter((c) => c !== identity)
  const projection = identity && !shown.includes(identity) && !fieldOnly ? [identity, ...shown] : shown
  // every column asked for must be there: an answer without what was asked is no answer
  const absent = shown.filter((c) => kept.every((r) => !r[c]?.trim()))
  if (absent.length) return refuse(`the rows show no ${absent.join(', ')}`)
  // nothing names the rows, and each value asked is shown by one of them only (the mooring fee in
  // one part of a boat's page, the winter storage in another): values of the page's own, not a list
  if (
    !label &&
    !single &&
    kept.length > 1 &&
    shown.length > 0 &&
    shown.every((c) => kept.filter((r) => r[c]?.trim()).length <= 1)
  ) {
    return refuse(`each of ${shown.join(', ')} is shown by one part of the page only: not rows to list`)
  }
  if (!projection.length)
    return refuse(`the question names nothing to read of the rows (columns: ${columns.join(', ')})`)
  // a name shown with an avatar's initials and an e-mail address ("KL Kari Lund kari@...") is the name
  if (identity && projection.includes(identity)) {
    kept = kept.map((r) => ({ ...r, [identity]: cleanName(r[identity] ?? '') }))
  }
  // a figure with words around it ("611 weekly downloads") is given as the figure (a figure
  // with its unit, "85 m²", "12 kg", as written)
  // the row named by the question, and nothing asked of it but its name: that is no answer
  if (
    projection.length === 1 &&
    projection[0] === identity &&
    placed.conditions.some((c) => c.column === identity)
  ) {
    return refuse(`the question names a ${identity} and asks nothing the rows show about it`)
  }
  // (a column named by the question's word for it, "salary" for "price", is given under that word)
  const keyOf = (c: string) => {
    const said = placed.saidAs?.[c]
    return said && !columns.includes(singular(said)) ? singular(said) : c
  }
  const projected = projectRows(kept, projection).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([c, v]) => [
        keyOf(c),
        kinds[c] === 'number' && /[^\d\s,.%-]/.test(v) && !isMeasure(v) ? (numberOf(v) ?? v) : v,
      ]),
    ),
  )
  // a result holds only what was asked: a name that runs into other text is not a name
  // (a name that is itself a date, "March 2031", holds its year)
  if (
    identity &&
    projection.includes(identity) &&
    kinds[identity] !== 'date' &&
    kept.some((r) => COMPOSITE.test(r[identity] ?? '') && !isMonthOfYear(r[identity] ?? ''))
  ) {
    return refuse(
      `the ${identity} of the rows runs into other text (e.g. "${kept[0]?.[identity]}"); cannot tell the name apart`,
    )
  }
  if (single) return done('Report the one row asked for', projected[0] as Record<string, unknown>)
  return done(`Report the ${kept.length} rows asked for`, { [key]: projected })
}

/**
 * The rows of `kept` whose `column` falls in every date range; a reason when the ranges lie
 * outside the dates all the rows have ("in 2019" where they start in 2024: the page does not say,
 * which is not the same as none).
 */
function keptByDates(
  kept: Row[],
  rows: readonly Row[],
  column: string,
  dates: QuestionReading['dates'],
): Row[] | string {
  const all = rows.map((r) => dateOf(r[column] ?? '')).filter((d): d is number => d !== undefined)
  const first = Math.min(...all)
  const last = Math.max(...all)
  const outside = dates.find((r) => !('months' in r) && (r.to < first || r.from > last))
  if (outside && all.length)
    return `the rows' ${column} runs from ${shownDate(first)} to ${shownDate(last)}; the question asks about dates outside it`
  return kept.filter((row) => {
    const d = dateOf(row[column] ?? '')
    if (d === undefined) return false
    return dates.every((r) =>
      'months' in r
        ? Math.floor(d / 100) % 100 >= r.months[0] && Math.floor(d / 100) % 100 <= r.months[1]
        : d >= r.from && d <= r.to,
    )
  })
}

/** "March 2031", "Mar 2031": a month of a year, a name of its own (a payslip's, a statement's). */
const isMonthOfYear = (text: string) => {
  const m = /^(\p{L}+)\.? ((?:19|20)\d\d)$/u.exec(text.trim())
  return m !== null && MONTH_NAMES.some((name) => name.startsWith((m[1] ?? '').toLowerCase().slice(0, 3)))
}

type Superlative = NonNullable<QuestionReading['superlative']>

/** A yyyymmdd date as 2026-07-13. */
const shownDate = (d: number) =>
  `${Math.floor(d / 10000)}-${String(Math.floor(d / 100) % 100).padStart(2, '0')}-${String(d % 100).padStart(2, '0')}`

const done = (purpose: string, result: Record<string, unknown>): Decision => ({
  purpose,
  actions: [],
  done: true,
  result,
})
