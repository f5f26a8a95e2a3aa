/**
 * Goal text -> a typed plan for the heuristic planner. Pure: no page, no model.
 *
 * A goal is cut into clauses at "then", "and", commas and full stops, but only where the next
 * words start a new instruction (a known verb), so "names and prices" or "name Ada, email ..."
 * stay whole. Each clause becomes one intent; a clause whose verb or object is not understood
 * makes the whole goal a refusal that names it: doing half of a goal is worse than saying no.
 */

import { type AggregateIntent, parseAggregate, parseSortClause, type SortOrder, takeOrder } from './aggregate'
import { type ClickIntent, parseClickClause } from './click-steps'
import { parseCount } from './count'
import { parseDetail } from './detail'
import { parseExtract } from './extract-clause'
import { ALL_PAGES, FIELD_WORDS, ORDINALS, plural, singular } from './goal-words'
import { type LabelIntent, parseLabel } from './label-value'
import { parseSale, saleFields } from './on-sale'
import { type OpenItemIntent, parseOpenAbout } from './open-item'
import { parseQuestion, type QuestionIntent } from './question'

/** A field of an extracted item: the key the user asked for and the extracted field it reads. */
export interface FieldRequest {
  /** Output key, named after the user's word ("headline", "price"). */
  key: string
  /** Extracted field it maps to (`name`, `price`, `url`, ...) or the user's own word (snake_case). */
  source: string
}

/** One value to put into a form. */
export interface FormValue {
  /** The field as the user named it ("email", "full name"). */
  key: string
  value: string
}

/** Facts of the page itself rather than of repeated items. */
export type PageFact =
  | 'title'
  | 'headings'
  | 'links'
  | 'emails'
  | 'phones'
  | 'confirmation'
  | 'errors'
  /** What appeared after the last action: a confirmation, else an error. */
  | 'message'
  /** The one street address the page gives. */
  | 'address'

/** One thing the goal asks for, in order. */
export type Intent =
  | { kind: 'open'; target: string }
  | OpenItemIntent
  | { kind: 'search'; query: string }
  | { kind: 'fill'; values: FormValue[]; submit: boolean; agree: boolean }
  | { kind: 'submit'; agree: boolean }
  | { kind: 'consent'; choice: 'accept' | 'reject' }
  | {
      kind: 'items'
      key: string
      fields: FieldRequest[]
      limit?: number
      pages: number
      sort?: SortOrder
      /** Words of the heading of the part of the page to read ("most read", "Latest news"). */
      section?: string
      /** Only items shown with a struck-through earlier price. */
      onSale?: boolean
      /** One item asked for ("the cheapest one"): the result is its fields, not a list. */
      single?: boolean
      /** Asked for by a bare singular noun ("the total"): more than one row is no answer. */
      oneThing?: boolean
      /** Only items marked out of stock or sold out. */
      outOfStock?: boolean
      /** Only items whose field says so: "in the Camping category", "tagged Technology". */
      where?: { field: string; value: string }
      /** Only items priced within these bounds ("less than $50": max 50; "up to $50": inclusive). */
      price?: { max?: number; min?: number; inclusive?: boolean }
    }
  /** "go through all the pages": how many pages the list next to it covers. */
  | { kind: 'pages'; pages: number; noun?: string }
  | ClickIntent
  | AggregateIntent
  | QuestionIntent
  | LabelIntent
  | { kind: 'table'; key: string; limit?: number }
  /**
   * One field of one item: the item named `of`, or the `nth` one (1-based) of `noun`. When no
   * item is named so, `phrase` ("deal of the day") may head the part of the page that shows it;
   * `fields` are the fields a following clause asked of it.
   */
  | {
      kind: 'value'
      key: string
      source: string
      of: string
      nth?: number
      noun?: string
      phrase?: string
      fields?: FieldRequest[]
      /** "Are the X in stock?": answered yes or no from the item's availability. */
      inStock?: boolean
    }
  /** How many of something the page says there are. */
  | { kind: 'count'; noun: string }
  /** Fields of the one item the page is about (a product or article page). */
  | {
      kind: 'detail'
      fields: FieldRequest[]
      /** Words of the item's name the goal gave ("the Lisbon article"): the page must be about them. */
      about?: string
    }
  | {
      kind: 'fact'
      fact: PageFact
      key: string
      scope?: string
      limit?: number
      /** One value asked for ("the phone number"): several different ones make it ambiguous. */
      single?: boolean
      /** Words that say which one ("newsroom" phone number): its line on the page has them. */
      qualifier?: string[]
    }

export { ALL_PAGES, FIELD_WORDS, GENERIC_NOUNS, plural, singular } from './goal-words'

/** The plan, or why the goal is not understood. */
export type ParsedGoal = { ok: true; intents: Intent[] } | { ok: false; reason: string }

/** Words that start a new instruction; only before them is a goal cut into clauses. */
const VERBS =
  'search|look up|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|' +
  'output|retrieve|pull|what|which|how much|how many|go|navigate|open|click|press|tap|follow|visit|' +
  'fill|complete|enter|type|submit|send|agree|accept|reject|decline|dismiss|close|check|tick|book|buy|' +
  'order|add|log|sign|subscribe|register|pay|download|upload|delete|remove|select|choose|then|also|' +
  'compare|sort|filter|translate|summari[sz]e|count|calculate|write|post|reply|share|save|create|make|keep|when|who|' +
  'hit|let me know|let us know|accept|set|change|by when|how (?:big|large|long|old|far|high|did|does|do)'
const SPLIT = new RegExp(
  `\\s*(?:[,;:]|[.?](?=\\s)|\\s[-–—](?=\\s)|\\band\\b|\\bthen\\b)\\s*(?:and\\s+)?(?:then\\s+)?(?=(?:${VERBS})\\b)`,
  'i',
)

/** Hides quoted text behind placeholders, so that its words are not read as instructions. */
function protectQuotes(goal: string): { text: string; restore: (s: string) => string } {
  const quoted: string[] = []
  const text = goal.replace(/"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\w])'([^']*)'(?![\w])/g, (_m, a, b, c, d) => {
    quoted.push(a ?? b ?? c ?? d ?? '')
    return `\u0000${quoted.length - 1}\u0000`
  })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: \u0000 marks a quoted part
  const restore = (s: string) => s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => `"${quoted[Number(i)]}"`)
  return { text, restore }
}

/** The text of a quoted part, or the text itself. */
const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1')

/** Cuts a goal into clauses, each starting with an instruction verb. */
export function splitClauses(goal: string): string[] {
  const { text, restore } = protectQuotes(goal.replace(/\s+/g, ' ').trim())
  // A sentence always ends a clause, whatever word the next one starts with.
  return text
    .split(/(?<=[.?!])\s+(?=[A-Z])/)
    .flatMap((sentence) => sentence.split(SPLIT))
    .map((c) =>
      restore(c)
        .replace(/[\s.!]+$/, '')
        .trim(),
    )
    .filter((c) => c.length > 0)
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 }

const POLITE =
  /^(?:please|pls|plz|kindly|can you|could you|would you|i want(?: you)? to|i'd like(?: you)? to|i need(?: you)? to|help me|let's|now|first|finally|also|and|then|try(?: to)?|just|go ahead and)\s+/i

/** Ways of saying "tell me", read as it. */
const TELL = /^(?:let (?:me|us) know|i'd like to know|i want to know|find out(?: for me)?)\b/i

/**
 * Parses a goal into intents.
 * @example parseGoal('Search for "coffee" and return the first 3 results with price')
 */
export function parseGoal(goal: string): ParsedGoal {
  const clauses = splitClauses(goal)
  if (!clauses.length) return { ok: false, reason: 'the goal is empty' }
  const intents: Intent[] = []
  let sort: SortOrder | undefined
  for (const raw of clauses) {
    let clause = raw
    while (POLITE.test(clause)) clause = clause.replace(POLITE, '')
    clause = clause.replace(/[\s,]+(?:please|pls|plz|thanks|thank you|thx)[\s.!?]*$/i, '')
    clause = clause
      .replace(/\?+$/, '')
      .trim()
      .replace(TELL, 'tell me')
      // "use the search box to look for X" is a search for X.
      .replace(
        /^use the (?:site's )?search(?: box| bar| field| form)? to (?:look|search)(?: up)?(?: for)?\s+/i,
        'search for ',
      )
    // "try signing up": the -ing form of a known instruction.
    clause = clause.replace(/^(signing up|subscribing|searching|clicking|opening|filling)\b/i, (w) =>
      w.toLowerCase() === 'signing up'
        ? 'sign up'
        : w.replace(/ing$/i, '').replace(/^(?:subscrib|clos)$/i, '$&e'),
    )
    const sortOnly = parseSortClause(clause)
    if (sortOnly) {
      sort = sortOnly
      continue
    }
    // "... and return its name, old price and new price": the fields of the items on sale.
    const prior = intents.filter((x) => x.kind !== 'pages').pop()
    const fields = prior?.kind === 'items' && prior.onSale ? saleFields(clause) : null
    if (prior?.kind === 'items' && fields) {
      prior.fields = fields
      continue
    }
    // "Give me the headline and date of each": the fields of the items just filtered.
    const each =
      /^(?:give|get|return|show|list|tell)(?: me| us)? (?:the |their |its )?([a-z ,]+?) (?:of|for) (?:each|every one|each one|each of them|all of them|them)$/i.exec(
        clause,
      )
    // "... and what are their populations": more fields of the same items.
    const their = /^(?:what|which|give me|tell me|and)(?: are| is)? their ([a-z ,]+)$/i.exec(clause)
    const theirFields = their && prior?.kind === 'items' ? columnWords(their[1]!) : null
    if (prior?.kind === 'items' && theirFields) {
      if (!prior.fields.length) prior.fields.push({ key: 'name', source: 'name' })
      for (const f of theirFields) if (!prior.fields.some((x) => x.key === f.key)) prior.fields.push(f)
      continue
    }
    const eachFields = each ? fieldWords(each[1]!) : null
    if (prior?.kind === 'items' && eachFields) {
      prior.fields = eachFields
      continue
    }
    const sale = parseSale(clause)
    if (sale) {
      intents.push(sale)
      continue
    }
    const order = takeOrder(clause)
    const parsed = parseAggregate(clause) ?? parseClause(order.clause)
    // "... through the contact form? Name: Linus Park, email ...": the values of that form.
    const lastIntent = intents[intents.length - 1]
    if (!parsed && lastIntent?.kind === 'fill') {
      const values = parseFill(clause)
      if (values?.kind === 'fill' && values.values.length > 1) {
        lastIntent.values.push(...values.values)
        continue
      }
    }
    // "who prepared it and when": when it was done.
    if (
      !parsed &&
      /^when$/i.test(order.clause) &&
      lastIntent?.kind === 'question' &&
      lastIntent.who === 'doer'
    ) {
      intents.push({
        ...lastIntent,
        key: 'date',
        answer: 'when',
        question: `${lastIntent.question}, and when`,
      })
      delete (intents[intents.length - 1] as QuestionIntent).who
      continue
    }
    if (!parsed) return { ok: false, reason: `I do not understand "${raw}"` }
    if (!Array.isArray(parsed) && (order.sort || sort)) {
      if (parsed.kind !== 'items') return { ok: false, reason: `I cannot sort what "${raw}" asks for` }
      parsed.sort = order.sort ?? sort
      sort = undefined
      // "the cheapest one": one item, read as its fields.
      if (parsed.single) parsed.limit = 1
    }
    if (Array.isArray(parsed)) {
      intents.push(...parsed)
      continue
    }
    const intent = parsed
    const last = intents[intents.length - 1]
    // "What is the deal of the day? Give the product name and price": the fields of that item.
    if (
      last?.kind === 'value' &&
      last.phrase &&
      intent.kind === 'items' &&
      /^(?:products?|items?|names|prices)$/.test(intent.key) &&
      intent.fields.every((f) => FIELD_WORDS[f.key])
    ) {
      last.fields = intent.fields
      continue
    }
    // "... and submit" / "... and agree to the terms" finish the form filled before.
    if ((intent.kind === 'submit' || intent.kind === 'fill') && last?.kind === 'fill') {
      if (intent.kind === 'submit') {
        last.submit = true
        last.agree ||= intent.agree
      } else {
        last.values.push(...intent.values)
        last.agree ||= intent.agree
        last.submit ||= intent.submit
      }
      continue
    }
    if (intent.kind === 'submit' && intent.agree && !/\bsubmit|send\b/i.test(clause)) {
      // "agree to the terms" alone: remembered for the next form.
      const next = { kind: 'fill' as const, values: [], submit: false, agree: true }
      intents.push(next)
      continue
    }
    intents.push(intent)
  }
  if (sort) return { ok: false, reason: 'The goal says to sort but not what' }
  // "look up the dutch oven. Who sells it and how much is it?": "it" is the search's first result.
  for (let i = 1; i < intents.length; i++) {
    const intent = intents[i]!
    const searched = intents
      .slice(0, i)
      .reverse()
      .find((x) => !['detail', 'value', 'pages'].includes(x.kind))
    if (searched?.kind !== 'search') continue
    const pronoun = intent.kind === 'value' && /^(?:it|this|that|this one|them)$/i.test(intent.of)
    if (intent.kind === 'detail' || pronoun) {
      const fields = intent.kind === 'detail' ? intent.fields : [{ key: intent.key, source: intent.source }]
      const firsts = fields.map((f) => ({
        kind: 'value' as const,
        key: f.key,
        source: f.source,
        of: 'first result',
        nth: 1,
        noun: 'results',
      }))
      intents.splice(i, 1, ...firsts)
      i += firsts.length - 1
    }
  }
  // "What rank is Dhaka, and what's its population?": "its" is the item just asked about.
  for (let i = 1; i < intents.length; i++) {
    const intent = intents[i]!
    const prior = intents[i - 1]!
    if (intent.kind !== 'detail' || prior.kind !== 'value' || prior.nth !== undefined || prior.phrase)
      continue
    const same = intent.fields.map((f) => ({
      kind: 'value' as const,
      key: f.key,
      source: f.source,
      of: prior.of,
    }))
    intents.splice(i, 1, ...same)
  }
  // "go through all the pages" applies to the list before it, else the one after it.
  for (let i = 0; i < intents.length; i++) {
    const p = intents[i]!
    if (p.kind !== 'pages') continue
    // "... which ones are out of stock?" after the pages: the out-of-stock items of those pages.
    const next = intents[i + 1]
    if (next?.kind === 'aggregate' && next.op === 'unavailable') {
      const noun = next.noun === 'ones' && p.noun ? p.noun : next.noun
      intents[i + 1] = {
        kind: 'items',
        key: noun,
        fields: [{ key: 'name', source: 'name' }],
        pages: p.pages,
        outOfStock: true,
        ...(next.limit ? { limit: next.limit } : {}),
      }
    }
    const list = [intents[i - 1], intents[i + 1]].find((x) => x?.kind === 'items')
    if (list?.kind !== 'items')
      return { ok: false, reason: 'The goal says to go through pages but not what to read' }
    list.pages = Math.max(list.pages, p.pages)
    intents.splice(i--, 1)
  }
  // A single item of a list that was not sorted is a plain list ("the phone" of many phones).
  for (const intent of intents)
    if (intent.kind === 'items' && intent.single && !intent.sort && !intent.onSale) delete intent.single
  // "how many products match, and which ones": the ones are the noun just counted or listed.
  intents.forEach((intent, i) => {
    const before = intents[i - 1]
    if (intent.kind !== 'items' || intent.key !== 'ones' || !before) return
    const noun = before.kind === 'count' ? before.noun : before.kind === 'items' ? before.key : undefined
    if (noun) intent.key = noun
  })
  // "load all products, then list their names": the list is named after what was loaded.
  intents.forEach((intent, i) => {
    const before = intents[i - 1]
    // Named after no noun: `items`, or the plural of its one field ("names").
    const unnamed =
      intent.kind === 'items' &&
      (intent.key === 'items' || intent.fields.some((f) => plural(f.key) === intent.key))
    if (unnamed && before?.kind === 'load-all' && before.noun) intent.key = plural(before.noun)
  })
  return { ok: true, intents }
}

/** "headline and date" -> the fields they name, or null if a word names no known field. */
function fieldWords(text: string): FieldRequest[] | null {
  const fields: FieldRequest[] = []
  for (const w of text.toLowerCase().split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+/)) {
    if (!w || /^(?:the|their|its|a)$/.test(w)) continue
    const key = singular(w)
    const source = FIELD_WORDS[key]
    if (!source) return null
    fields.push({ key, source })
  }
  return fields.length ? fields : null
}

/** "populations and ranks" -> fields by meaning, or by the column's own name. */
function columnWords(text: string): FieldRequest[] | null {
  const fields: FieldRequest[] = []
  for (const w of text.toLowerCase().split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const key = singular(w.trim())
    if (!/^[a-z]{3,}$/.test(key)) return null
    fields.push({ key, source: FIELD_WORDS[key] ?? key })
  }
  return fields.length ? fields : null
}

/** A clause pattern and what it means; the first match wins. */
type Rule = [RegExp, (m: RegExpExecArray, clause: string) => Intent | Intent[] | null]

const CLAUSE_RULES: Rule[] = [
  [
    /^(?:accept|agree to|allow|ok)\b.*\b(?:cookies?|consent)\b/i,
    () => ({ kind: 'consent', choice: 'accept' }),
  ],
  [
    /^(?:reject|decline|dismiss|close|deny|refuse)\b.*\b(?:cookies?|consent|banner|overlay|popup)\b/i,
    () => ({ kind: 'consent', choice: 'reject' }),
  ],
  // "I don't want any cookies, so decline them"
  [
    /\b(?:don't|do not|no) (?:want|need|like)\b.*\bcookies\b|\bcookies\b.*\b(?:decline|reject|refuse|deny) (?:them|all|it)\b/i,
    () => ({ kind: 'consent', choice: 'reject' }),
  ],
  // "go through all the pages", "check every page"
  [
    /^(?:go|look|page|click|browse|check|read)(?: through| over| across)? (?:all|every|each)(?: of)?(?: the)? (?:pages?|results pages?)$/i,
    () => ({ kind: 'pages', pages: ALL_PAGES }),
  ],
  // "look through the first 2 pages of laptops"
  [
    /^(?:go|look|browse|check|read|scan|search)(?: through| over| across| at)? (?:the )?first (\d+|two|three|four|five) pages(?: of (?:the )?([a-z]+))?$/i,
    (m) => ({
      kind: 'pages',
      pages: Math.min(ALL_PAGES, NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])),
      ...(m[2] ? { noun: m[2].toLowerCase() } : {}),
    }),
  ],
  // "send a support request through the contact form: name ..., email ..."
  [
    /^(?:send|submit|make|file)\s+(?:a|an|the|my)\s+[\w\s-]*?(?:request|message|enquiry|inquiry|question|ticket)\s+(?:through|via|using|with|on|in)\s+(?:the\s+)?[\w\s-]*?form\b[?.:,]?\s*(.*)$/i,
    (m) => {
      if (!m[1]) return { kind: 'fill', values: [], submit: true, agree: false }
      const fill = parseFill(m[1])
      return fill?.kind === 'fill' ? { ...fill, submit: true } : null
    },
  ],
  [
    /^(?:agree|accept|consent|tick|check)\b.*\b(?:terms|conditions|polic(?:y|ies)|privacy|box|consent)\b/i,
    () => ({ kind: 'submit', agree: true }),
  ],
  // "accept the partner offer": the button that says so ("Accept offer").
  [
    /^(?:accept|decline)\s+(?:the\s+|this\s+|that\s+)?\S.*$/i,
    (_m, clause) => ({ kind: 'open', target: clause }),
  ],
  // "when was the top story published": the date of the item the page leads with.
  // "when was the Lisbon article published": the same, for the article about Lisbon.
  [
    /^when (?:was|is|were|did) (?:the |this |that )?(?:(?:top|lead|main|featured|first) )?(?:([\w'-]+(?: [\w'-]+){0,3}) )?(?:story|article|post|news item|piece|it)(?: (?:get|go|come))? (?:published|posted|written|released|out|live|updated)$/i,
    (m) => ({
      kind: 'detail',
      fields: [{ key: 'date', source: 'date' }],
      ...(m[1] ? { about: m[1] } : {}),
    }),
  ],
  [
    /^(?:search|look up|query)(?:\s+(?:the\s+)?(?:site|shop|store|page))?(?:\s+for)?\s+(.+)$/i,
    (m) => {
      const query = unquote(
        m[1]!
          .replace(/\s+(?:on|in) (?:the )?(?:site|shop|store|page)$/i, '')
          .replace(/^(?:the|a|an)\s+(?=\w)/i, ''),
      )
      return query ? { kind: 'search', query } : null
    },
  ],
  [
    /^(?:submit|send)(?:\s+(?:it|the form|the message|the request))?$/i,
    () => ({ kind: 'submit', agree: false }),
  ],
  [/^(?:fill(?:\s+(?:in|out))?|complete|enter|type)\b\s*(.*)$/i, (m) => parseFill(m[1] ?? '')],
  // "set the quantity to 3": one value into the field of that name.
  [
    /^(?:set|change|make|put)\s+(?:the\s+)?([a-z][\w -]{0,30}?)\s+(?:to|as|at)\s+(.+)$/i,
    (m) => ({
      kind: 'fill',
      values: [{ key: m[1]!.toLowerCase(), value: unquote(m[2]!) }],
      submit: false,
      agree: false,
    }),
  ],
  [
    /^subscribe\b.*?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/i,
    (m) => ({ kind: 'fill', values: [{ key: 'email', value: m[1]! }], submit: true, agree: false }),
  ],
  // "sign up for the newsletter with the address 'lisbon-lover'": whatever address is given.
  [
    /^(?:subscribe|sign up|register)\b.*?\bwith (?:the |my )?(?:(?:e-?mail )?address |e-?mail )?"([^"]+)"$/i,
    (m) => ({ kind: 'fill', values: [{ key: 'email', value: m[1]! }], submit: true, agree: false }),
  ],
  [/^(?:go|navigate|head|browse)(?:\s+(?:over|back|across|on))?(?:\s+to)?\s+(.+)$/i, (m) => parseOpen(m[1]!)],
  [/^(?:open|click(?:\s+on)?|press|tap|hit|follow|visit|select|choose)\s+(.+)$/i, (m) => parseOpen(m[1]!)],
  [/^how many\b/i, (_m, clause) => parseCount(clause)],
  [/^(?:who|how long|when|on what date|what date)\b.*$/i, (_m, clause) => parseDetail(clause.toLowerCase())],
  [
    /^how much (?:is|are)\s+(?:the\s+)?(.+?)(?:\s+(?:cost|selling for|going for))?$|^how much (?:does|do)\s+(?:the\s+)?(.+?)\s+cost$/i,
    (m) => ({ kind: 'value', key: 'price', source: 'price', of: unquote((m[1] ?? m[2])!) }),
  ],
  [/^how much\b/i, (_m, clause) => parseDetail(clause.toLowerCase())],
  // "What rank is Dhaka in the table": one column of the row named so.
  [
    /^[Ww]hat ([a-z]+) (?:is|does) (?:the )?([A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*)*)(?: (?:have|hold|rank|sit at|come))?(?: in the (?:table|list|ranking|chart))?$/,
    (m) => ({ kind: 'value', key: m[1]!, source: FIELD_WORDS[m[1]!] ?? m[1]!, of: m[2]! }),
  ],
  // "Are the Trail Running Shoes in stock?"
  [
    /^(?:is|are) (?:the |a |an )?(.+?) (?:still )?(in stock|available|sold out|out of stock)(?: right now| now)?$/i,
    (m) => ({ kind: 'value', key: 'in_stock', source: 'availability', of: unquote(m[1]!), inStock: true }),
  ],
  [
    /^(?:what(?:'s| is| are)?|which(?: is| are)?|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|output|retrieve|pull|copy|capture)\b(?:\s+(?:me|us))?\s*(.*)$/i,
    (m) => parseExtract(m[1] ?? ''),
  ],
]

/** "tell me who the MVP was" -> "who the MVP was": a question put as an instruction. */
const ASKED = /^(?:tell|show|give)(?: me| us)?\s+(?=(?:who|what|when|where|which|how|by when)\b)/i

/** Questions of these forms are read as lists only when no sentence answer fits them. */
const WH =
  /^(?:who|when|where|how|by when|in what year|what year|which year)\b|^(?:what|which) (?:the |its |their )?[a-z]+(?: [a-z]+)? (?:was|is|were|are)$|^(?:what|which) [a-z]+ .+ (?:has|have|had)$/i

function parseClause(clause: string): Intent | Intent[] | null {
  const label = parseLabel(clause)
  if (label) return label
  const click = parseClickClause(clause)
  if (click) return click
  let parsed: Intent | Intent[] | null = null
  for (const [re, make] of CLAUSE_RULES) {
    const m = re.exec(clause)
    if (m) {
      parsed = make(m, clause)
      break
    }
  }
  // A question answered in a sentence of the page, when nothing above reads it as asked.
  const asked = clause.replace(ASKED, '')
  const list = !!parsed && !Array.isArray(parsed) && parsed.kind === 'items'
  if (!parsed || (list && (WH.test(asked) || asked !== clause))) return parseQuestion(asked) ?? parsed
  return parsed
}

const KNOWN_KEYS = [
  'full name',
  'first name',
  'last name',
  'email address',
  'e-mail address',
  'phone number',
  'e-mail',
  'company name',
  'postal code',
  'zip code',
]

/** Field names a value may be given for ("... as the email"). */
const FORM_KEYS =
  /^(?:(?:full |first |last |user |company |display )?name|e-?mail(?: address)?|phone(?: number)?|subject|message|comment|company|address|city|country|zip(?: code)?|postal code|password|username|title|topic|website|url)$/i

function parseFill(rest: string): Intent | null {
  let text = rest.replace(/^(?:in|out)\s+/i, '')
  const m =
    /^(?:the\s+|a\s+|this\s+)?(?:[\w-]+\s+){0,3}?(?:form|fields?|details)?\s*(?:with|using|:)\s+(.+)$/i.exec(
      text,
    )
  if (m) text = m[1]!
  else if (/\bform\b/i.test(text)) return null
  const quoted = protectQuotes(text)
  const values: FormValue[] = []
  for (const piece of quoted.text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const pair = quoted.restore(piece).trim()
    if (!pair) continue
    const low = pair.toLowerCase().replace(/^(?:my|the|your|a)\s+/, '')
    // "Kim Lee as the name": the value first.
    const valueFirst =
      /^(.+?)\s+(?:as|for|in|into)\s+(?:the\s+|my\s+|your\s+)?([a-z][\w -]{1,30}?)(?:\s+field)?$/i.exec(pair)
    if (valueFirst && FORM_KEYS.test(valueFirst[2]!.trim())) {
      values.push({ key: valueFirst[2]!.trim().toLowerCase(), value: unquote(valueFirst[1]!) })
      continue
    }
    const known = KNOWN_KEYS.find((k) => low.startsWith(`${k} `) || low.startsWith(`${k}:`))
    let key: string
    let value: string
    if (known) {
      key = known
      value =
        low === pair.toLowerCase()
          ? pair.slice(known.length)
          : pair.slice(pair.length - low.length + known.length)
    } else {
      const kv = /^(?:my\s+|the\s+|your\s+)?([\w-]+)\s*(?:[:=]|\s+(?:is|as|of|to)\b)?\s*(.*)$/i.exec(pair)
      if (!kv) return null
      key = kv[1]!
      value = kv[2]!
    }
    value = unquote(value.replace(/^\s*(?:[:=]|is|as|to)\s+/i, '').trim())
    if (!value) {
      // A bare e-mail address is clear enough on its own.
      if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(key)) values.push({ key: 'email', value: key })
      else return null
      continue
    }
    values.push({ key: key.toLowerCase(), value })
  }
  if (!values.length) return null
  return { kind: 'fill', values, submit: false, agree: false }
}

function parseOpen(rest: string): Intent | null {
  const text = rest.trim()
  const low = text.toLowerCase()
  const nth = new RegExp(
    `^(?:the\\s+)?(${Object.keys(ORDINALS).join('|')}|last)\\s+([\\w-]+)(?:\\s+(?:link|one|in the list))?$`,
    'i',
  ).exec(low)
  if (nth) {
    const ordinal = nth[1] === 'last' ? -1 : ORDINALS[nth[1]!]!
    return { kind: 'open-nth', ordinal, noun: plural(nth[2]!) }
  }
  // "the top story": the first one, the story a front page leads with.
  const top =
    /^(?:the\s+)?(?:top|lead|leading|main|featured|headline)\s+(story|article|post|news item)$/i.exec(text)
  if (top) return { kind: 'open-nth', ordinal: 1, noun: top[1] === 'story' ? 'stories' : plural(top[1]!) }
  const about = parseOpenAbout(text)
  if (about) return about
  const target = unquote(
    text
      // "click Next without filling anything in": the manner changes nothing about the click.
      .replace(/\s+without\s+.*$/i, '')
      .replace(/\s+(?:with|while|leaving)\s+.*\b(?:empty|blank|unfilled)$/i, '')
      .replace(/^(?:on\s+)?(?:the\s+)?/i, '')
      .replace(/\s+(?:category|page|section|tab|link|button|menu item|menu|item|option)$/i, '')
      .replace(/^(?:"(.+)")$/, '$1'),
  )
  return target ? { kind: 'open', target } : null
}
