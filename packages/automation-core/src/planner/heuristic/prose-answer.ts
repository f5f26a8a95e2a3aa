import { NUMBERS } from './goal-words'
import { escapeRegExp } from './page-text'
import { type AnswerKind, type QuestionIntent, stem } from './question'

/**
 * Finds the answer to a question in the page's sentences. A sentence answers when it has the
 * question's anchor (the asked noun or verb), a value of the asked kind right next to it, and
 * the page says every other word of the question there: in the sentence, the two lines before
 * it (a heading, an item's name) or the page title. Sentences that answer differently with the
 * same support make it no answer: a refusal is better than a guess.
 */

export type ProseAnswer = { value: string | number } | { none: string }

interface Token {
  text: string
  stem: string
  start: number
  end: number
}

interface Span {
  text: string
  start: number
  end: number
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu

function tokens(sentence: string): Token[] {
  return [...sentence.matchAll(WORD)].map((m) => {
    const text = m[0].replace(/[.]+$/, '')
    return { text, stem: stem(text), start: m.index, end: m.index + text.length }
  })
}

/** Whether a word of the page stands for a word of the question. */
const sameWord = (page: string, asked: string) =>
  page === asked ||
  (asked.length >= 4 && page.startsWith(asked)) ||
  (page.length >= 5 && asked.startsWith(page))

/** Words a page may use for a word of the question ("financing two new bridges" pays for them). */
const ALSO_SAID: Record<string, string[]> = {
  pay: ['fund', 'financ', 'cover'],
  unpaid: ['no money', 'not paid', 'without pay', 'no pay', 'volunteer'],
  fund: ['pay', 'financ'],
  buy: ['purchas'],
  purchas: ['buy', 'bought'],
  build: ['construct'],
  win: ['beat', 'defeat'],
  start: ['begin', 'launch', 'open'],
  end: ['finish', 'close', 'expir'],
}

/** Whether the stems of a text (hyphenated words split too) include `asked` or a word for it. */
function says(text: string, asked: string): boolean {
  return [asked, ...(ALSO_SAID[asked] ?? [])].some((w) => saysWord(text, w))
}

function saysWord(text: string, asked: string): boolean {
  if (asked.includes(' ')) return phrase(asked).test(text)
  return tokens(text).some((t) => tokenSays(t, asked))
}

/** A word of the question said as several words ("rookie of the year"), case aside. */
const phrase = (words: string, flags = 'i') => new RegExp(`\\b${escapeRegExp(words)}\\b`, flags)

/** Whether a word of the page, or a part of it when hyphenated, stands for `asked`. */
const tokenSays = (t: Token, asked: string) =>
  sameWord(t.stem, asked) || t.text.split('-').some((p) => sameWord(stem(p), asked))

/** Numbers written as words: "Nine barges", "Forty percent". */
const NUMBER_WORDS = Object.keys(NUMBERS).join('|')

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
const MONEY = String.raw`[$€£¥]\s?(?:${NUMBER})(?:\s?(?:million|billion|thousand|bn|m|k)\b)?|(?:${NUMBER})\s?(?:million |billion )?(?:dollars|euros|pounds|USD|EUR|GBP)\b`
const PERCENT = String.raw`(?:${NUMBER}|\b(?:${NUMBER_WORDS}))\s?(?:%|percent\b|per cent\b)`
const UNIT = `(?:miles?|km|kilomet(?:re|er)s?|met(?:re|er)s?|m|cm|mm|feet|ft|inch(?:es)?|kg|g|lbs?|pounds|tonnes?|tons?|litres?|liters?|l|ml|hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?|months?|years?|people|seats|spectators|fans|visitors|W|Wh|kW|kWh|MW|MWh|GW|GWh|mAh|GB|TB|MB|mph|km/h|°[CF]|degrees|acres?|hectares?|sq ft|square (?:feet|metres|meters|miles))`
const DURATION = String.raw`(?:${NUMBER}|${NUMBER_WORDS})[\s-]?(?:min(?:ute)?s?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?)\b(?:\s+read\b)?`
const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?'
const DATE = [
  String.raw`\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}(?:,?\s+\d{4})?`,
  String.raw`${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?`,
  String.raw`${MONTH}\s+\d{4}`,
  String.raw`\d{4}-\d{2}-\d{2}`,
  String.raw`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+(?:morning|afternoon|evening|night))?`,
  'midnight|noon|midday',
  String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)`,
  String.raw`\d{1,2}:\d{2}`,
].join('|')

/** Patterns of the values of each kind, most specific first. */
const VALUES: Record<Exclude<AnswerKind, 'who' | 'which' | 'called'>, RegExp> = {
  percent: new RegExp(PERCENT, 'gi'),
  // "in Tarnfield, Oregon": a name after "in".
  place:
    /(?<=\bin\s)[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+)*(?:,\s*[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+)*)?/gu,
  count: new RegExp(String.raw`\b(?:${NUMBER}|${NUMBER_WORDS})\b`, 'gi'),
  money: new RegExp(MONEY, 'g'),
  amount: new RegExp(
    String.raw`${MONEY}|${PERCENT}|(?<![\d,.])(?:${NUMBER})(?:[\s-]?${UNIT}\b|\s?[a-z]?[A-Z]{2,4}[a-z]?\b)?(?![\d,])`,
    'g',
  ),
  duration: new RegExp(DURATION, 'gi'),
  when: new RegExp(DATE, 'g'),
  year: /(?<![\d,.$])(?:1[5-9]|20)\d{2}(?![\d,])/g,
  tally: /(?<![\d,.])\d{1,3}\s?[–—-]\s?\d{1,3}(?![\d,])/g,
}

function spans(sentence: string, re: RegExp): Span[] {
  return [...sentence.matchAll(new RegExp(re.source, re.flags))].map((m) => ({
    text: m[0].trim(),
    start: m.index,
    end: m.index + m[0].trimEnd().length,
  }))
}

/** Where the anchor is said in a sentence. */
function anchorSpans(sentence: string, toks: Token[], anchor: string[]): Span[] {
  const out: Span[] = []
  for (const a of anchor) {
    if (a.includes(' ')) {
      for (const m of sentence.matchAll(phrase(a, 'gi')))
        out.push({ text: m[0], start: m.index, end: m.index + m[0].length })
      continue
    }
    for (const t of toks) if (tokenSays(t, a)) out.push({ text: t.text, start: t.start, end: t.end })
  }
  return out
}

/**
 * Words between two places of a sentence, or Infinity when a clause ends between them. A date
 * may follow a place with commas ("Opened in Tarnfield, Oregon in 2009"): each costs two words.
 */
function gap(sentence: string, from: number, to: number, commas = false): number {
  // "3,450" is one number, not two clauses.
  const between = sentence.slice(Math.min(from, to), Math.max(from, to)).replace(/(\d),(\d)/g, '$1$2')
  if (/[;:()]|\s[–—-]\s/.test(between) || (!commas && between.includes(','))) return Number.POSITIVE_INFINITY
  return between.split(/\s+/).filter(Boolean).length + 2 * (between.split(',').length - 1)
}

/** The value next to the anchor: the nearest within a few words, or ambiguous. */
function nearest(
  sentence: string,
  values: Span[],
  anchors: Span[],
  kind: AnswerKind,
): Span | 'ambiguous' | undefined {
  let best: Span | undefined
  let bestGap = Number.POSITIVE_INFINITY
  let tie = false
  for (const a of anchors) {
    for (const v of values) {
      // "9 min read" says its own anchor.
      const overlaps = v.start < a.end && v.end > a.start
      if (overlaps && kind !== 'duration') continue
      const after = v.start >= a.end
      // A count stands before its noun ("23 public pools"); a date after its verb ("closes at noon").
      if (kind === 'count' && after) continue
      const dated = kind === 'when' || kind === 'year' || kind === 'place'
      const g = overlaps
        ? 0
        : after
          ? gap(sentence, a.end, v.start, dated)
          : gap(sentence, v.end, a.start, dated)
      const limit = kind === 'count' ? 2 : dated ? 6 : 4
      const cost = kind === 'when' && !after ? g + 2 : g
      if (g > limit) continue
      if (cost < bestGap) {
        best = v
        bestGap = cost
        tie = false
      } else if (cost === bestGap && best && v.text !== best.text) tie = true
    }
  }
  // "12 of 40 seats" gives two counts of seats: which one is asked is not said here
  if (best && kind === 'count' && /\d[\d,.]*\s+(?:of|out of)\s+$/.test(sentence.slice(0, best.start)))
    return 'ambiguous'
  return tie ? 'ambiguous' : best
}

/**
 * Of several values of one clause that holds the anchor, the one whose own words (from it to the
 * next value or the clause's end: "£9.00 for a full week") say the most of the question's other
 * words; 'ambiguous' when two say as many, undefined when none says any.
 */
function ownedByTerms(
  sentence: string,
  values: Span[],
  anchors: Span[],
  terms: string[],
): Span | 'ambiguous' | undefined {
  if (!terms.length || values.length < 2) return undefined
  const inClause = values.filter((v) =>
    anchors.some((a) =>
      Number.isFinite(
        v.start >= a.end ? gap(sentence, a.end, v.start, true) : gap(sentence, v.end, a.start, true),
      ),
    ),
  )
  if (inClause.length < 2) return undefined
  const ends = [...inClause.map((v) => v.start).slice(1), sentence.length]
  const scored = inClause.map((v, i) => {
    // (up to "and", "or", "but", "while": in "mooring costs £30 a week and the harbour due is £6", the
    // words after "and" are the next value's subject, not the first value's own)
    const own =
      sentence.slice(v.end, ends[i]).split(/[;:()]|\s[–—-]\s|\b(?:and|or|but|while|whereas)\b/)[0] ?? ''
    return { v, n: terms.filter((t) => says(own, t)).length }
  })
  const top = Math.max(...scored.map((s) => s.n))
  if (top === 0) return undefined
  const best = scored.filter((s) => s.n === top)
  return best.length === 1 ? best[0]?.v : 'ambiguous'
}

const NAME = String.raw`(?:[A-Z][\p{L}'’.-]+)(?:\s+(?:of|de|da|van|von|der|la|le|del|and|&)?\s*[A-Z][\p{L}'’.-]+)*`

/** The name that answers "who" in this sentence. */
function whoIn(sentence: string, anchors: Span[], q: QuestionIntent): Span | 'ambiguous' | undefined {
  const names = spans(sentence, new RegExp(NAME, 'gu')).filter(
    (n) => !(n.start === 0 && !n.text.includes(' ')) && !/^(?:The|A|An)$/.test(n.text),
  )
  if (q.who === 'role') {
    const people = names.filter(
      (n) => n.text.includes(' ') && !anchors.some((a) => a.start <= n.start && a.end >= n.end),
    )
    if (people.length > 1) return 'ambiguous'
    return people[0]
  }
  for (const a of anchors) {
    const after = sentence.slice(a.end)
    if (q.who === 'doer') {
      // "Compiled by the Quillby audit group on 3 March 2031"
      const by =
        /^\s+by\s+((?:the\s+)?[\p{L}][\p{L}'’&.-]*(?:\s+(?!on\b|at\b|in\b|for\b|with\b|from\b|during\b|and\b)[\p{L}][\p{L}'’&.-]*){0,5})/u.exec(
          after,
        )
      if (by && /[A-Z]/.test(by[1]!)) {
        const start = a.end + after.indexOf(by[1]!)
        return { text: by[1]!, start, end: start + by[1]!.length }
      }
      // "Rolf Varga wrote ..."
      const before = names.filter((n) => n.end <= a.start && gap(sentence, n.end, a.start) <= 1)
      if (before.length) return before[before.length - 1]
    } else {
      // "The Herons beat the Tarnfield Hawks 2–0"
      const obj = new RegExp(String.raw`^\s+(?:the\s+)?(${NAME})`, 'u').exec(after)
      if (obj) {
        const start = a.end + after.indexOf(obj[1]!)
        return { text: obj[1]!, start, end: start + obj[1]!.length }
      }
    }
  }
  return undefined
}

/**
 * "March was the wettest month", "The wettest month was March": what the sentence names as
 * the superlative (the anchor) of the asked noun (the question's one term).
 */
function namedAs(sentence: string, q: QuestionIntent): Span | undefined {
  const word = q.anchor[0]!.includes(' ') ? q.anchor[0]! : `${q.anchor[0]}\\w*`
  const thing = String.raw`([A-Z0-9][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*){0,3})`
  const m =
    new RegExp(
      String.raw`(?:^|[,;]\s*)${thing}\s+(?:was|is|were|are|remains|remained)\s+(?:the|our|its|their)\s+${word}\b`,
      'u',
    ).exec(sentence) ??
    new RegExp(String.raw`\bthe\s+${word}(?:\s+[a-z]+)?\s+(?:was|is|were|are)\s+${thing}`, 'u').exec(sentence)
  if (!m) return undefined
  const text = m[1]!
  if (/^(?:the|this|that|it|which|what)$/i.test(text)) return undefined
  const start = sentence.indexOf(text)
  return { text, start, end: start + text.length }
}

/** "Tidewise, a tool that ...", "a tool called Tidewise": the name the sentence gives the noun. */
function calledIn(sentence: string, q: QuestionIntent): Span | undefined {
  const noun = `${q.anchor[0]}\\w*`
  const m =
    new RegExp(String.raw`(${NAME}),?\s+(?:an?|the)\s+(?:[a-z-]+\s+)?${noun}\b`, 'u').exec(sentence) ??
    new RegExp(String.raw`\b${noun}\s+(?:called|named|dubbed)\s+(${NAME})`, 'iu').exec(sentence)
  if (!m || /^(?:The|A|An|This|That)$/.test(m[1]!)) return undefined
  const start = sentence.indexOf(m[1]!)
  return { text: m[1]!, start, end: start + m[1]!.length }
}

interface Candidate {
  value: string
  /** Words of the question said in the sentence itself. */
  support: number
}

/**
 * The answer to `q` from the page's text lines, or why there is none.
 * @example answerFromProse(['Each barge has a speed of 12 mph.'], '', parseQuestion('what speed each one has')!)
 */
export function answerFromProse(lines: string[], title: string, q: QuestionIntent): ProseAnswer {
  const found: Candidate[] = []
  let ambiguous = false
  let anchored = false
  lines.forEach((line, i) => {
    const context = [title, lines[i - 1] ?? '', lines[i - 2] ?? ''].join(' \n ')
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z0-9“"])/)) {
      const toks = tokens(sentence)
      const anchors = anchorSpans(sentence, toks, q.anchor)
      if (!anchors.length) continue
      anchored = true
      if (!q.terms.every((t) => says(sentence, t) || says(context, t))) continue
      const pick =
        q.answer === 'who'
          ? whoIn(sentence, anchors, q)
          : q.answer === 'which'
            ? namedAs(sentence, q)
            : q.answer === 'called'
              ? calledIn(sentence, q)
              : pickValue(sentence, spans(sentence, VALUES[q.answer]), anchors, q)
      if (pick === 'ambiguous') {
        ambiguous = true
        continue
      }
      if (!pick) continue
      found.push({ value: pick.text, support: q.terms.filter((t) => says(sentence, t)).length })
    }
  })
  // A score reads as one without its word: the one score of the page answers "what was the score".
  if (!found.length && q.answer === 'tally') {
    const all = [...new Set(lines.flatMap((l) => spans(l, VALUES.tally).map((s) => s.text)))]
    if (all.length === 1) return { value: all[0]! }
  }
  const top = Math.max(...found.map((c) => c.support))
  const best = [...new Set(found.filter((c) => c.support === top).map((c) => c.value))]
  if (best.length === 1) return { value: finish(best[0]!, q.answer) }
  if (best.length > 1)
    return {
      none: `The page gives several answers to "${q.question}" (${best.join(', ')}); it does not say which`,
    }
  if (ambiguous) return { none: `The page does not say clearly: "${q.question}"` }
  return {
    none: anchored
      ? `The page does not answer "${q.question}"; nothing was made up`
      : `The page says nothing about "${q.question}"; nothing was made up`,
  }
}

/** The value a sentence gives: the one the question's other words own, else the anchor's nearest. */
function pickValue(
  sentence: string,
  values: Span[],
  anchors: Span[],
  q: QuestionIntent,
): Span | 'ambiguous' | undefined {
  // a row of a table whose cells give several values of the kind ("Fee | £30 | £65 | £95"): which
  // column is asked is the table's to say, not the nearest cell's
  const cells = sentence.split(' | ')
  if (cells.length > 2 && cells.filter((c) => values.some((v) => c.includes(v.text))).length > 1)
    return 'ambiguous'
  const owned = q.answer === 'count' ? undefined : ownedByTerms(sentence, values, anchors, q.terms)
  return owned ?? nearest(sentence, values, anchors, q.answer)
}

/** A count as a number; anything else as written, its spaces made single. */
function finish(text: string, kind: AnswerKind): string | number {
  if (kind === 'count') {
    const word = NUMBERS[text.toLowerCase()]
    return word ?? Number(text.replace(/,/g, ''))
  }
  return text.replace(/\s+/g, ' ').trim()
}
