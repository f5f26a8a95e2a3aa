/**
 * The shape an answer must have for the question asked, checked on every answer before it is
 * given, whichever reader made it: what a question's form promises (one value, an amount, a
 * short value) that the answer must keep. A rule here speaks of the question's grammar
 * (its wh-word, its verb's number), never of a site or a sentence.
 */
import { TEXT_WORDS, WHEN_WORDS } from '../lexicon/question-words'

/** A leaf of an answer, with the key it stands under and whether it is inside a list. */
interface Leaf {
  key: string
  value: unknown
  inList: boolean
}

/** Every leaf of an answer, in order (a `status` among them too). */
export function leavesOf(result: Record<string, unknown>): Leaf[] {
  const out: Leaf[] = []
  const walk = (v: unknown, key: string, inList: boolean) => {
    if (Array.isArray(v)) for (const x of v) walk(x, key, true)
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, inList)
    else out.push({ key, value: v, inList })
  }
  walk(result, '', false)
  return out
}

/** The longest list in an answer (0 when it holds none). */
function longestList(v: unknown): number {
  if (Array.isArray(v)) return Math.max(v.length, ...v.map(longestList))
  if (v && typeof v === 'object') return Math.max(0, ...Object.values(v).map(longestList))
  return 0
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
/** A sentence or more of prose: words that end as a sentence ends, or too many for a value. */
const isProse = (text: string) => {
  const n = words(text).length
  return (n >= 6 && /[.!;]["”’)]?$/.test(text.trim())) || n >= 16
}

/**
 * "how much is ...", "what is the ...", "when does ...", "who is ...", "which X is ...": a
 * question whose verb is singular asks one thing of one item ("did" says no number: not here).
 */
const ONE_ASKED =
  /^\s*(?:(?:and|so|then|now|please|also)\s+)?(?:what|what's|whats|when|when's|who|who's|where|where's|how much|which\s+\p{L}+|how (?:old|long|big|far|tall|heavy|high|large|wide|deep|early|late))\s+(?:is|was|does|has|costs?|'s)\b/iu
/** "what's the X", "how much", "when": a value asked, said with a singular verb or none. */
const THE_VALUE = /^\s*(?:what's|whats|what is|what was|how much|how long|how old|when)\b/i
/** ... unless it says more than one: "what is the berth fee and the mooring fee", "how much are". */
const SEVERAL_SAID = /\b(?:and|or|each|every|all|both|per)\b|,/i

/** "how much", "how many", "what does it cost", "when", "what time": an amount or a time, said short. */
const ASKS_QUANTITY =
  /\bhow (?:much|many|long|old|big|far|tall|heavy|high|large|wide|deep)\b|\bwhat (?:time|date|day)\b|(?:^|[,;]\s*|\band\s+)when\b|\b(?:cost|costs|price|fee|fees|charge)\b/i

/** A clause that asks: a wh-word or "how" at the start, after a comma or after "and" ("..., and how deep is it?"). */
const ASK_OPENS = /(?:^|[,;?]\s*|\band\s+)(?:what|what's|whats|which|who|whose|where|when|how)\b/giu

/** "which ...", "who ...", "whose ..." opening the question. */
const ASKS_WHICH = /^\s*(which|who|whose)\b(?:\s+(\p{L}+))?/iu
/** A figure alone, with at most a word of its unit: "£241,000", "3 bedrooms", "12 km", "40%". */
const FIGURE_ONLY = /^[^\p{L}\d]{0,3}[-−]?\d[\d,.]*\s*(?:%|\p{L}{1,12}|[²³°]+)?$/u

/**
 * Why `result` does not have the shape `question` asks, or undefined when it does.
 * - One thing asked ("how much is the late fee?"): no list of several values.
 * - An amount, a count or a time asked: no leaf that is a sentence of prose (the sentence that
 *   says the amount is not the amount).
 * - Anything asked: no leaf that is a whole paragraph, unless the question asks for text
 *   (a description, a summary, what something says).
 */
export function shapeProblem(question: string, result: Record<string, unknown>): string | undefined {
  const q = question.toLowerCase()
  const asksText = words(q.replace(/[^\p{L}\s]+/gu, ' ')).some((w) => TEXT_WORDS.includes(w))
  // (what the answer says, not its status)
  const said = leavesOf(result).filter((l) => l.key !== 'status')
  const leaves = said.filter((l) => typeof l.value === 'string')
  // ("which rooms has ...": a plural noun asks for several, whatever the verb)
  const pluralWhich = /^\s*which\s+\p{L}+[^s\W]s\b/iu.test(q)
  if (ONE_ASKED.test(q) && !pluralWhich && !SEVERAL_SAID.test(q.replace(/"[^"]*"/g, ''))) {
    const n = longestList(result)
    if (n > 1) return `one value was asked, and the page gave a list of ${n}`
  }
  // "what's the draught of this boat?": one value of the one thing the page is about (not "this
  // week", a span of time; not "which berths does this harbour have", the rows in it)
  const thing = /\bthis\s+(\p{L}+)/iu.exec(q)?.[1]?.toLowerCase()
  if (
    thing &&
    THE_VALUE.test(q) &&
    !/\blists?\b/.test(q) &&
    !thing.endsWith('s') &&
    !WHEN_WORDS.includes(thing) &&
    !SEVERAL_SAID.test(q.replace(/"[^"]*"/g, ''))
  ) {
    const n = longestList(result)
    if (n > 1) return `"this ${thing}" names one, and the page gave a list of ${n}`
  }
  // "which area ...?", "who ...?": a name; a figure alone leaves out what was asked, unless it
  // stands under the word "which" asks of ("which year": {year: "2019"})
  const which = ASKS_WHICH.exec(q)
  if (which) {
    const noun = (which[2] ?? '').replace(/s$/, '')
    const named = said.some(
      (l) =>
        (typeof l.value === 'string' && !FIGURE_ONLY.test(l.value.trim())) ||
        (noun !== '' && l.key.toLowerCase().replace(/s$/, '') === noun),
    )
    if (!named) return `"${which[1]}" was asked, and the answer names nothing`
  }
  // two things asked ("how many berths are free, and how deep is the pontoon?"): an answer of one value
  // answers one of them at most
  const asks = q.replace(/"[^"]*"/g, ' ').match(ASK_OPENS)?.length ?? 0
  if (asks >= 2 && said.length < 2) return `${asks} things were asked, and the page gave one value`
  if (asksText) return undefined
  if (ASKS_QUANTITY.test(q) && leaves.some((l) => isProse(String(l.value))))
    return 'an amount or a time was asked, and the page gave a sentence that says it, not the value'
  if (leaves.some((l) => !l.inList && words(String(l.value)).length >= 25))
    return 'the page gave a paragraph, not a value'
  return undefined
}
