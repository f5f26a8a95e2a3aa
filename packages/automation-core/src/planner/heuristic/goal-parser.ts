/**
 * Goal text -> a typed plan for the heuristic planner. Pure: no page, no model.
 *
 * A goal is cut into clauses at "then", "and", commas and full stops, but only where the next
 * words start a new instruction (a known verb), so "titles and ratings" or "name Rolf, email ..."
 * stay whole. Each clause becomes one intent; a clause whose verb or object is not understood
 * makes the whole goal a refusal that names it: doing half of a goal is worse than saying no.
 */

import { type AggregateIntent, parseAggregate, parseSortClause, type SortOrder, takeOrder } from './aggregate'
import { type ClickIntent, parseClickClause } from './click-steps'
import { parseCount } from './count'
import { parseDetail } from './detail'
import { parseExtract } from './extract-clause'
import { ALL_PAGES, FIELD_WORDS, ORDINALS, plural, singular } from './goal-words'
import { type LookupIntent, parseLookup } from './label-lookup'
import { type LabelIntent, parseLabel } from './label-value'
import { parseSale, saleFields } from './on-sale'
import { type OpenItemIntent, parseOpenAbout } from './open-item'
import { parseQuestion, type QuestionIntent } from './question'
import { rewriteClause } from './rewrite'

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
  /** `ifShown`: open it when the page links it, else read this page ("out of all the canoes"). */
  | { kind: 'open'; target: string; ifShown?: boolean }
  | OpenItemIntent
  | { kind: 'search'; query: string }
  /** `leaveTerms`: the goal says to leave the terms unticked and submit all the same. */
  | { kind: 'fill'; values: FormValue[]; submit: boolean; agree: boolean; leaveTerms?: boolean }
  | { kind: 'submit'; agree: boolean }
  | { kind: 'consent'; choice: 'accept' | 'reject' }
  | {
      kind: 'items'
      key: string
      fields: FieldRequest[]
      limit?: number
      pages: number
      sort?: SortOrder
      /** Words of the heading of the part of the page to read ("most shared", "Staff picks"). */
      section?: string
      /** Only items shown with a struck-through earlier price. */
      onSale?: boolean
      /** One item asked for ("the dearest one"): the result is its fields, not a list. */
      single?: boolean
      /** Asked for by a bare singular noun ("the subtotal"): more than one row is no answer. */
      oneThing?: boolean
      /** Only items marked out of stock or sold out. */
      outOfStock?: boolean
      /** Only items whose field says so: "in the Garden department", "tagged Beekeeping". */
      where?: { field: string; value: string }
      /** `limit` counts from the end ("the last five rivers"). */
      fromEnd?: boolean
      /** Only items whose figure is within bounds ("over 500 thousand residents": population). */
      bound?: { field: string; max?: number; min?: number; inclusive?: boolean }
      /** Only items dated in this month, `YYYY-MM` ("that were published in March 2023"). */
      month?: string
      /** The field `sort` orders by, when not the price ("the highest score"). */
      sortBy?: string
      /** Only the items ranked from..to ("ranked 7th to 9th"), by their rank column or place. */
      ranks?: { from: number; to: number }
      /** Only items priced within these bounds ("under €80": max 80; "up to €80": inclusive). */
      price?: { max?: number; min?: number; inclusive?: boolean }
    }
  /** "check every page": how many pages the list next to it covers. */
  | { kind: 'pages'; pages: number; noun?: string }
  | ClickIntent
  | AggregateIntent
  | QuestionIntent
  | LookupIntent
  | LabelIntent
  | { kind: 'table'; key: string; limit?: number }
  /**
   * One field of one item: the item named `of`, or the `nth` one (1-based) of `noun`. When no
   * item is named so, `phrase` ("offer of the week") may head the part of the page that shows it;
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
      /** The question as asked, answered from the page's sentences when no item is named so. */
      asked?: QuestionIntent
    }
  /** How many of something the page says there are. */
  | { kind: 'count'; noun: string }
  /** Fields of the one item the page is about (a product or article page). */
  | {
      kind: 'detail'
      fields: FieldRequest[]
      /** Words of the item's name the goal gave ("the Ghent article"): the page must be about them. */
      about?: string
    }
  | {
      kind: 'fact'
      fact: PageFact
      key: string
      scope?: string
      limit?: number
      /** One value asked for ("the fax number"): several different ones make it ambiguous. */
      single?: boolean
      /** Words that say which one ("helpdesk" phone number): its line on the page has them. */
      qualifier?: string[]
    }

export { ALL_PAGES, FIELD_WORDS, GENERIC_NOUNS, plural, singular } from './goal-words'

/** Words that stand for the item just opened or found. */
const PRONOUN = /^(?:it|this|that|this one|them)$/i
/** Intents after which "it" is the page's own item. */
const OPENS = /^(?:open|open-nth|open-about)$/

/** The clause of the goal each intent was read from, for a last look at the page's labels. */
const saidAs = new WeakMap<Intent, string>()

/** The words of the goal an intent was read from, if known. */
export const saidOf = (intent: Intent): string | undefined => saidAs.get(intent)

/** The plan, or why the goal is not understood. */
export type ParsedGoal = { ok: true; intents: Intent[] } | { ok: false; reason: string }

/** Words that start a new instruction; only before them is a goal cut into clauses. */
const VERBS =
  'search|look up|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|' +
  'output|retrieve|pull|what|which|how much|how many|go|navigate|open|click|press|tap|follow|visit|' +
  'fill|complete|enter|type|submit|send|agree|accept|reject|decline|dismiss|close|check|tick|book|buy|' +
  'order|add|log|sign|subscribe|register|pay|download|upload|delete|remove|select|choose|then|also|' +
  'compare|sort|filter|translate|summari[sz]e|count|calculate|write|post|reply|share|save|create|make|keep|when|who|' +
  'hit|let me know|let us know|accept|set|change|by when|how (?:big|large|long|old|far|high|did|does|do)|' +
  "pick|put|leave|don't|do not|but (?:leave|don't|do not)|look(?: through| at| over| for)"
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
    .split(/(?<=[.!])\s+(?=[A-Z])|(?<=\?)\s+/)
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
 * @example parseGoal('Search for "canoes" and return the first 5 results with rating')
 */
export function parseGoal(goal: string): ParsedGoal {
  const clauses = splitClauses(goal)
  if (!clauses.length) return { ok: false, reason: 'the goal is empty' }
  const intents: Intent[] = []
  let sort: SortOrder | undefined
  let topic: string | undefined
  let sought: string | undefined
  let about: string[] | undefined
  let contacting = false
  let listNoun: string | undefined
  let amount: string | undefined
  for (const [ci, raw] of clauses.entries()) {
    let clause = raw
    while (POLITE.test(clause)) clause = clause.replace(POLITE, '')
    clause = clause.replace(/[\s,]+(?:please|pls|plz|thanks|thank you|thx)[\s.!?]*$/i, '')
    clause = clause
      .replace(/\?+$/, '')
      .trim()
      .replace(TELL, 'tell me')
      // "use the site's search bar to search for X" is a search for X.
      .replace(
        /^use the (?:site's )?search(?: box| bar| field| form)? to (?:look|search)(?: up)?(?: for)?\s+/i,
        'search for ',
      )
    // "Good evening!", "find out": nothing to do.
    if (
      /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|find out|tell me|let me know)[!.,]*$/i.test(
        clause,
      )
    )
      continue
    // "Kindly reach out to Quillby for me. I'm Rolf Varga (rolf@example.org); the subject
    // is Partnerships ...": a message through the site's contact form, from that person.
    const contact =
      /^(?:get in touch with|contact|reach out to|write to|send a message to) [\w' -]+?(?: for me| for us)?(?:\s*[:,-]\s*(.+))?$/i.exec(
        clause,
      )
    const contactFill = contact?.[1] ? parseFill(contact[1]) : null
    if (contact && (!contact[1] || contactFill?.kind === 'fill')) {
      contacting = true
      if (contactFill) intents.push(contactFill)
      continue
    }
    const iAm = /^(?:i'm|i am|my name is|this is) (.+)$/i.exec(clause)
    if (contacting && iAm) {
      const fill = parseFill(iAm[1]!)
      if (fill?.kind === 'fill') {
        intents.push(fill)
        continue
      }
    }
    // "Out of all the canoes, which one ...", "Among the recipes
    // listed on this page, which are ...": the list the question picks from.
    const among =
      /^(?:out of|of|among|from|amongst) (?:all )?(?:the |these |those )?([a-z]+)(?: (?:shown|listed|on (?:the|this) page|here)\b.*)?$/i.exec(
        clause,
      )
    if (among && /^(?:which|what|who)\b/i.test(clauses[ci + 1] ?? '')) {
      listNoun = among[1]!.toLowerCase()
      // "all the canoes": the page that lists them, when this one links it.
      if (/^out of all\b|^of all\b/i.test(clause))
        intents.push({ kind: 'open', target: listNoun, ifShown: true })
      continue
    }
    if (listNoun) {
      const noun = listNoun
      clause = clause
        .replace(/^(which|what) (?:one|ones)\b/i, `$1 ${singular(noun)}`)
        .replace(/^(which|what) (are|is)\b/i, `$1 ${noun} $2`)
      listNoun = undefined
    }
    // "our limit is €450 - ... under that": the amount said first.
    const budget =
      /^(?:my|our|the) (?:budget|limit|max(?:imum)?) is (?:about |around )?([$€£]\s?\d[\d,]*(?:\.\d+)?)$/i.exec(
        clause,
      )
    if (budget && ci + 1 < clauses.length) {
      amount = budget[1]!
      continue
    }
    if (amount)
      clause = clause.replace(
        /\b(less than|under|below|more than|over|above|up to|at most) (?:that|it|this)\b/i,
        `$1 ${amount}`,
      )
    // "what's at the end of the list? give me the last four": the question the next clause asks again.
    if (
      /^(?:who|what|which)(?:'s| is) (?:at )?the (?:bottom|top|end|start) of\b/i.test(clause) &&
      ci + 1 < clauses.length
    )
      continue
    // "I'm shopping for a camp stool - look for one": what is looked for.
    const after =
      /^(?:i'm|i am|we're|we are) (?:after|looking for|shopping for|hunting for|in the market for) (?:a |an |some )?(.+)$/i.exec(
        clause,
      )
    if (after && /^(?:search|look)\b/i.test(clauses[ci + 1] ?? '')) {
      sought = after[1]!
      continue
    }
    if (sought) clause = clause.replace(/^(search|look)(?: for)? (?:one|it|them|some)\b/i, `$1 for ${sought}`)
    // "According to the Ghent report, ...": where to read, which is this page.
    clause = clause.replace(
      /^according to (?:the|this) [\w'’ -]+?(?:article|story|post|page|report|survey|study|table|list|chart|site|website|piece)\s*,?\s*/i,
      '',
    )
    if (!clause) continue
    // "Find the Tarn Camp Stool": open the item of that name.
    const find = /^(?:[Ff]ind|[Ll]ocate) (?:the |a |an )?([A-Z][\w'’&.-]*(?: [\w'’&.-]+){0,6})$/.exec(clause)
    if (find && /^[A-Z]/.test(find[1]!) && /\bits\b/i.test(clauses[ci + 1] ?? '')) {
      intents.push({ kind: 'open', target: find[1]! })
      continue
    }
    // "Open the Paddling page, then the Wrenfield canoe": open that one too.
    if (intents[intents.length - 1]?.kind === 'open' && /^(?:the|a|an) [\w'’ -]{3,60}$/i.test(clause)) {
      const open = parseOpen(clause)
      if (open) {
        intents.push(open)
        continue
      }
    }
    // "The camp stool in the weekly offer: what did it cost?": "it" is the thing named first.
    if (topic) clause = clause.replace(/\bit\b/i, topic).replace(/\bits\b/i, `${topic}'s`)
    clause = rewriteClause(clause)
    // "try subscribing": the -ing form of a known instruction.
    clause = clause.replace(/^(signing up|subscribing|searching|clicking|opening|filling)\b/i, (w) =>
      w.toLowerCase() === 'signing up'
        ? 'sign up'
        : w.replace(/ing$/i, '').replace(/^(?:subscrib|clos)$/i, '$&e'),
    )
    // "the rainfall for March and April 2023", "the rainfall and sunshine of March": cells of named rows.
    const cells = rowCells(clause)
    if (cells) {
      intents.push(...cells)
      continue
    }
    const sortOnly = parseSortClause(clause)
    if (sortOnly) {
      sort = sortOnly
      continue
    }
    // "... and give their title, regular price and sale price": the fields of the items on sale.
    const prior = intents.filter((x) => x.kind !== 'pages').pop()
    const fields = prior?.kind === 'items' && prior.onSale ? saleFields(clause) : null
    if (prior?.kind === 'items' && fields) {
      prior.fields = fields
      continue
    }
    // "Show me the title and rating of each": the fields of the items just filtered.
    const each =
      /^(?:(?:give|get|return|show|list|tell)(?: me| us)? )?(?:the |their |its )?([a-z ,]+?) (?:of|for) (?:each|every one|each one|each of them|all of them|them)$/i.exec(
        clause,
      )
    // "... and what are their elevations": more fields of the same items.
    const their =
      /^(?:what|which|give me|tell me|and)(?: are| is)? their ([a-z ,]+?)(?: too| as well| also)?$/i.exec(
        clause,
      )
    // "the title and rating of the second canoe": those fields of that one item.
    const ofNth = new RegExp(
      `^(?:get|give me|tell me|show me|what (?:is|are|was|were)) the ([a-z ,]+?) of the (${Object.keys(ORDINALS).join('|')}|last) ([a-z]+)$`,
      'i',
    ).exec(clause)
    const nthFields = ofNth ? fieldWords(ofNth[1]!) : null
    if (ofNth && nthFields) {
      const ordinal = ofNth[2]!.toLowerCase() === 'last' ? -1 : ORDINALS[ofNth[2]!.toLowerCase()]!
      for (const f of nthFields)
        intents.push({
          kind: 'value',
          key: f.key,
          source: f.source,
          of: `${ofNth[2]} ${ofNth[3]}`,
          nth: ordinal,
          noun: plural(ofNth[3]!.toLowerCase()),
        })
      continue
    }
    // "which is the biggest town, and how large is it": its figure too.
    if (
      prior?.kind === 'aggregate' &&
      (prior.op === 'max' || prior.op === 'min') &&
      /^(?:how many (?:people|residents|inhabitants) live (?:there|in it)|(?:and )?(?:what(?:'s| is) )?its population|how (?:big|large) is it)$/i.test(
        clause,
      )
    ) {
      prior.withValue = true
      continue
    }
    // "title + rating", "the title and the seller": the fields of the one item just asked for.
    const bare =
      prior?.kind === 'items' && prior.single
        ? fieldWords(clause.replace(/^(?:get|give me|tell me)\s+/i, '').replace(/\s*\+\s*/g, ', '))
        : null
    if (prior?.kind === 'items' && bare) {
      addFields(prior, bare, false)
      continue
    }
    // "the month with the highest rainfall: which month was it, and how much rainfall?": fields
    // of the one item just found.
    const more = prior?.kind === 'items' && prior.single ? moreFields(clause) : null
    if (prior?.kind === 'items' && more) {
      const keys = more.map((w) => singular(w)).filter((key) => plural(key) !== prior.key)
      addFields(
        prior,
        keys.map((key) => ({ key, source: FIELD_WORDS[key] ?? key })),
      )
      continue
    }
    // "Is there anything under €90? List the titles and ratings.": the fields of that list.
    const fieldsOnly = /^(?:list|give me|get|show me|return|tell me)(?: the| their)? ([a-z ,+]+)$/i.exec(
      clause,
    )
    const onlyFields = fieldsOnly ? fieldWords(fieldsOnly[1]!.replace(/\s*\+\s*/g, ', ')) : null
    if (
      prior?.kind === 'items' &&
      intents[intents.length - 1] === prior &&
      onlyFields &&
      onlyFields.length > 1
    ) {
      prior.fields = onlyFields
      continue
    }
    // "... each entry's title and who makes it": one more field of the same items.
    const whoField = /^(?:and )?who (sells|offers|makes|made|wrote|writes) (?:it|them|each(?: one)?)$/i.exec(
      clause,
    )
    if (prior?.kind === 'items' && whoField) {
      const source = /^(?:sells|offers)$/i.test(whoField[1]!)
        ? 'seller'
        : /^(?:makes|made)$/i.test(whoField[1]!)
          ? 'brand'
          : 'author'
      addFields(prior, [{ key: source, source }])
      continue
    }
    const theirFields = their && prior?.kind === 'items' ? columnWords(their[1]!) : null
    if (prior?.kind === 'items' && theirFields) {
      addFields(prior, theirFields)
      continue
    }
    // "show me each with its elevation", "list each title with its rating": fields of the
    // items just filtered.
    const eachWith =
      /^(?:give|get|list|show|return|tell)(?: me| us)? (?:each|every one|each one|them all|all of them|each of them)(?: of them)? with (?:its|their) ([a-z ,]+)$/i.exec(
        clause,
      ) ??
      /^(?:give|get|list|show|return|tell)(?: me| us)? (?:each|every|the) ([a-z]+ (?:with|and) (?:its|their) [a-z ,]+)$/i.exec(
        clause,
      )
    const withWords = eachWith?.[1]
      ?.replace(/\s+(?:with|and) (?:its|their)\s+/gi, ', ')
      .replace(/^(?:its|their)\s+/i, '')
    const withFields = withWords ? (fieldWords(withWords) ?? columnWords(withWords)) : null
    if (prior?.kind === 'items' && withFields) {
      const keep = eachWith![0]!.match(/\beach (?:one|of them)|them all|all of them|each with/i)
        ? prior.fields
        : []
      const fields = [
        ...(keep.length || !withFields.some((f) => f.source === 'name')
          ? [{ key: 'name', source: 'name' }]
          : []),
      ]
      for (const f of [...keep, ...withFields]) if (!fields.some((x) => x.key === f.key)) fields.push(f)
      prior.fields = fields
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
    // "the rivers ranked 7th to 9th": those rows only.
    const ranked =
      /\s+(?:ranked|at ranks?|in (?:places|positions)|from (?:rank|place|position)) (\d+)(?:st|nd|rd|th)? (?:to|through|-|–|and) (\d+)(?:st|nd|rd|th)?\b/i.exec(
        clause,
      )
    if (ranked) clause = clause.replace(ranked[0], '')
    // "open the priciest entry": which one to open, read by the open itself.
    const order = /^(?:open|click|go to|visit|follow)\b/i.test(clause) ? { clause } : takeOrder(clause)
    const parsed = parseAggregate(clause) ?? pairOfFacts(order.clause) ?? parseClause(order.clause)
    // "... through the feedback form? Name: Rolf Varga, email ...": the values of that form.
    const lastIntent = intents[intents.length - 1]
    if (!parsed && lastIntent?.kind === 'fill') {
      const values = parseFill(clause)
      if (values?.kind === 'fill' && values.values.length > 1) {
        lastIntent.values.push(...values.values)
        continue
      }
    }
    // "who compiled it and when": when it was done.
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
    if (
      !parsed &&
      !topic &&
      /^(?:the|a|an|this|that) [^,]{3,60}$/i.test(clause) &&
      /\bits?\b/i.test(clauses[ci + 1] ?? '')
    ) {
      topic = clause.replace(/^(?:this|that)\b/i, 'the')
      continue
    }
    // "I have a problem with my invoice. Which number do I dial?": what it is about
    // says which number; "I trust the seller Quillby." only says why.
    const aside =
      /^i (?:have a question|have a problem|need help|am writing|'m writing) (?:about|with|regarding) (?:my |the |a |an )?(.+)$|^i (?:like|love|prefer|trust) /i.exec(
        clause,
      )
    if (!parsed && aside && ci + 1 < clauses.length) {
      if (aside[1]) about = aside[1].toLowerCase().split(/\s+/)
      continue
    }
    if (!parsed) return { ok: false, reason: `I do not understand "${raw}"` }
    for (const p of Array.isArray(parsed) ? parsed : [parsed]) saidAs.set(p, clause)
    if (about) {
      for (const p of Array.isArray(parsed) ? parsed : [parsed])
        if (p.kind === 'fact' && /^(?:phones|emails)$/.test(p.fact) && !p.qualifier?.length)
          p.qualifier = about
      about = undefined
    }
    if (ranked) {
      const from = Number(ranked[1])
      const to = Number(ranked[2])
      if (Array.isArray(parsed) || parsed.kind !== 'items' || from < 1 || to < from)
        return { ok: false, reason: `I cannot read "${ranked[0].trim()}" in "${raw}"` }
      parsed.ranks = { from, to }
    }
    if (!Array.isArray(parsed) && (order.sort || sort)) {
      if (parsed.kind !== 'items') return { ok: false, reason: `I cannot sort what "${raw}" asks for` }
      parsed.sort = order.sort ?? sort
      sort = undefined
      // "the dearest one", "the priciest canoe": one item, read as its fields.
      if (order.one) parsed.single = true
      if (parsed.single) parsed.limit = 1
    }
    if (Array.isArray(parsed)) {
      intents.push(...parsed)
      continue
    }
    const intent = parsed
    const last = intents[intents.length - 1]
    // "What is the offer of the week? Show the item name and price": the fields of that item.
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
    // "... and submit" / "... and tick the privacy box" finish the form filled before.
    if ((intent.kind === 'submit' || intent.kind === 'fill') && last?.kind === 'fill') {
      if (intent.kind === 'submit') {
        last.submit = true
        last.agree ||= intent.agree
      } else mergeFill(last, intent)
      continue
    }
    if (intent.kind === 'submit' && intent.agree && !/\bsubmit|send\b/i.test(clause)) {
      // "tick the privacy box" alone: remembered for the next form.
      const next = { kind: 'fill' as const, values: [], submit: false, agree: true }
      intents.push(next)
      continue
    }
    intents.push(intent)
  }
  if (sort) return { ok: false, reason: 'The goal says to sort but not what' }
  // "go on to step 3" between two lists of form values: the form goes on by itself.
  for (let i = 1; i + 1 < intents.length; i++) {
    const [before, step, after] = [intents[i - 1]!, intents[i]!, intents[i + 1]!]
    if (
      before.kind === 'fill' &&
      after.kind === 'fill' &&
      step.kind === 'open' &&
      /^(?:(?:on )?to )?(?:step \d+|next step|second step|next)$/i.test(step.target)
    ) {
      mergeFill(before, after)
      intents.splice(i, 2)
    }
  }
  // "What's the priciest canoe? Load all the canoes and give me its title and rating": the
  // question comes first, then how to get there. It is answered after those steps, with the
  // fields asked of "it".
  const first = intents[0]
  const lastStep = intents.findLastIndex((x) => /^(?:search|load-all|open|open-nth|open-about)$/.test(x.kind))
  if (first?.kind === 'items' && first.single && first.sort && lastStep > 0) {
    const tail = intents.slice(lastStep + 1)
    if (tail.every((x) => x.kind === 'detail')) {
      const fields = tail.flatMap((x) => (x.kind === 'detail' ? x.fields : []))
      if (fields.length) first.fields = fields
      intents.splice(0, intents.length, ...intents.slice(1, lastStep + 1), first)
    }
  }
  // "look up the camp stool. Who stocks it and what does it cost?": "it" is the search's first result.
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
  // "Open the Tarn Camp Stool. Is it available, and what does it cost?": "it" is the
  // item just opened, read off its own page.
  for (let i = 1; i < intents.length; i++) {
    const intent = intents[i]!
    const before = intents
      .slice(0, i)
      .reverse()
      .find((x) => x.kind !== 'detail' && !(x.kind === 'value' && PRONOUN.test(x.of)))
    if (intent.kind !== 'value' || !PRONOUN.test(intent.of) || !before || !OPENS.test(before.kind)) continue
    intents[i] = {
      kind: 'detail',
      fields: [
        intent.inStock
          ? { key: 'in_stock', source: 'availability' }
          : { key: intent.key, source: intent.source },
      ],
    }
  }
  // "What rank is Ghent, and what's its elevation?": "its" is the item just asked about.
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
  // "check every page" applies to the list before it, else the one after it.
  for (let i = 0; i < intents.length; i++) {
    const p = intents[i]!
    if (p.kind !== 'pages') continue
    // "... which ones are sold out?" after the pages: the out-of-stock items of those pages.
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
  // A single item of a list that was not sorted is a plain list ("the canoe" of many canoes).
  for (const intent of intents)
    if (intent.kind === 'items' && intent.single && !intent.sort && !intent.onSale) delete intent.single
  // "how many recipes came up, and which ones": the ones are the noun just counted or listed.
  intents.forEach((intent, i) => {
    const before = intents[i - 1]
    if (intent.kind !== 'items' || intent.key !== 'ones' || !before) return
    const noun =
      before.kind === 'count'
        ? before.noun
        : before.kind === 'items'
          ? before.key
          : before.kind === 'open' && /^[a-z]+s$/i.test(before.target)
            ? before.target.toLowerCase()
            : undefined
    if (noun) intent.key = noun
  })
  // "load all recipes, then list their titles": the list is named after what was loaded.
  intents.forEach((intent, i) => {
    const before = intents[i - 1]
    // Named after no noun: `items`, or the plural of its one field ("titles").
    const unnamed =
      intent.kind === 'items' &&
      (intent.key === 'items' || intent.fields.some((f) => plural(f.key) === intent.key))
    if (
      unnamed &&
      before?.kind === 'load-all' &&
      before.noun &&
      !/^(?:catalog|catalogue|list|page|store|shop|site)$/.test(before.noun)
    )
      intent.key = plural(before.noun)
  })
  return { ok: true, intents }
}

type FillIntent = Extract<Intent, { kind: 'fill' }>

/** The values and choices of a later part of the same form, added to the earlier one. */
function mergeFill(into: FillIntent, from: FillIntent): void {
  into.values.push(...from.values)
  into.agree ||= from.agree
  into.submit ||= from.submit
  if (from.leaveTerms) into.leaveTerms = true
}

type ItemsIntent = Extract<Intent, { kind: 'items' }>

/** More fields of a list already asked for: its names first when it had none, no field twice. */
function addFields(items: ItemsIntent, fields: FieldRequest[], withName = true): void {
  if (withName && !items.fields.length) items.fields.push({ key: 'name', source: 'name' })
  for (const f of fields) if (!items.fields.some((x) => x.key === f.key)) items.fields.push(f)
}

/** Kinds of intent that read one thing of the page, not a list. */
const ONE_THING = /^(?:fact|value|detail|label|question)$/

/**
 * "show me the page title and the subtotal": two things, each asked as a clause of
 * its own would be; null unless both halves read one thing each.
 */
function pairOfFacts(clause: string): Intent[] | null {
  const m = /^((?:tell|give|show|get)(?: me| us)? )(.+?) and (.+)$/i.exec(clause)
  if (!m || / and /i.test(m[3]!)) return null
  const halves = [m[2]!, m[3]!].map((half) => parseClause(rewriteClause(`${m[1]}${half}`)))
  const flat = halves.flatMap((h) => (h === null ? [null] : Array.isArray(h) ? h : [h]))
  return flat.length === 2 && flat.every((h) => h && ONE_THING.test(h.kind)) ? (flat as Intent[]) : null
}

/**
 * "the rainfall for March and April 2023" -> the rainfall of the row "March 2023" and of "April 2023", each
 * under its row's name; "the rainfall and sunshine of March" -> both of that row; null otherwise.
 */
function rowCells(clause: string): Intent[] | null {
  const text = clause.replace(/^(?:Give|Get|Tell|Show|What|List|Return)\b/, (w) => w.toLowerCase())
  // "the rainfall and sunshine of March": two columns of one row.
  const two =
    /^(?:give me|get|tell me|show me|what (?:is|are|was|were)) the ([a-z]+) and ([a-z]+) (?:of|for|in) ([A-Z0-9][\w-]*(?: [A-Z0-9][\w-]*)?)$/.exec(
      text,
    )
  if (two && !FIELD_WORDS[singular(two[1]!)] && !FIELD_WORDS[singular(two[2]!)])
    return [two[1]!, two[2]!].map((col) => ({ kind: 'value' as const, key: col, source: col, of: two[3]! }))
  const m =
    /^(?:give me|get|tell me|show me|what (?:is|was|are|were)|list|return) the ([a-z]+) (?:for|of|in) ([A-Z0-9][\w-]*(?: [A-Z0-9][\w-]*)?),? and ([A-Z0-9][\w-]*(?: [A-Z0-9][\w-]*)?)$/.exec(
      text,
    )
  if (!m) return null
  const column = singular(m[1]!)
  if (FIELD_WORDS[column] === 'name' || /^(?:item|product|result|page|row|one)$/.test(column)) return null
  const b = m[3]!.split(' ')
  // "March and April 2023": the year said once belongs to both.
  const a = m[2]!.includes(' ') || b.length < 2 ? m[2]! : `${m[2]} ${b.slice(1).join(' ')}`
  return [a, m[3]!].map((row) => ({
    kind: 'value' as const,
    key: row.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
    source: FIELD_WORDS[column] ?? column,
    of: row,
  }))
}

/**
 * The fields a clause asks of the one item just found: "which month was it", "how much did it cost",
 * "what was the rainfall", "with its seller and rating"; null for any other clause.
 */
function moreFields(clause: string): string[] | null {
  const c = clause.toLowerCase()
  const which = /^(?:which|what) ([a-z]+) (?:was|is) (?:it|that)$/.exec(c)
  if (which) return [which[1]!]
  if (
    /^how much (?:is|was|does|did) (?:it|that one|this one)(?: cost)?$|^(?:what|how much) (?:it|that one) costs?$/.test(
      c,
    )
  )
    return ['price']
  const much =
    /^(?:how much|what(?: is| was)?(?: its| the)) ([a-z]+)(?: (?:does|did) it have| was it| is it)?$/.exec(c)
  if (much) return [much[1]!]
  const its = /^(?:along with |with |and )?(?:its|their) ([a-z]+(?:(?:,| and) [a-z]+)*)$/.exec(c)
  return its ? its[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/).map((w) => w.trim()) : null
}

/** "title and seller" -> the fields they name, or null if a word names no known field. */
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

/** "elevations and ranks" -> fields by meaning, or by the column's own name. */
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
  // "We do not need any cookies, so reject them"
  [
    /\b(?:don't|do not|no) (?:want|need|like)\b.*\bcookies\b|\bcookies\b.*\b(?:decline|reject|refuse|deny) (?:them|all|it)\b/i,
    () => ({ kind: 'consent', choice: 'reject' }),
  ],
  // "the month with the highest rainfall", "the one with the fewest reviews": one item, by a field.
  [
    /^(?:get|find|show me|tell me|give me|what(?:'s| is)|which is)?\s*(?:the )?([a-z]+) with the (highest|lowest|best|top|worst|most|fewest|largest|smallest|biggest|greatest|least) ([a-z]+(?: [a-z]+)?)(?:,? (?:along with|together with|with|and|plus) (?:its|their) ([a-z ,]+))?$/i,
    (m) => {
      const noun = m[1]!.toLowerCase()
      const word = singular(m[3]!.toLowerCase()).replace(/ /g, '_')
      const field = FIELD_WORDS[word] ?? word
      const key = /^(?:one|item|thing)$/.test(noun) ? 'items' : plural(noun)
      const asc = /^(?:lowest|worst|fewest|smallest|least)$/i.test(m[2]!)
      const fields = [
        { key: 'name', source: 'name' },
        { key: word, source: field },
      ]
      for (const w of m[4] ? (fieldWords(m[4]) ?? []) : [])
        if (!fields.some((f) => f.key === w.key)) fields.push(w)
      return {
        kind: 'items',
        key,
        fields,
        pages: 1,
        sort: asc ? 'asc' : 'desc',
        sortBy: field,
        single: true,
        limit: 1,
      }
    },
  ],
  // "browse all the pages", "check every page"; "... of the Canoes category": open it first.
  [
    /^(?:go|look|page|click|browse|check|read)(?: through| over| across)? (?:all|every|each)(?: of)?(?: the)? (?:pages?|results pages?)(?: (?:of|in) (?:the )?(.+?))?$/i,
    (m) => {
      const pages = { kind: 'pages' as const, pages: ALL_PAGES }
      if (!m[1]) return pages
      const open = parseOpen(m[1])
      return open ? [open, pages] : null
    },
  ],
  // "scan the first three pages of canoes"
  [
    /^(?:go|look|browse|check|read|scan|search)(?: through| over| across| at)? (?:the )?first (\d+|two|three|four|five) pages(?: of (?:the )?([a-z]+))?$/i,
    (m) => ({
      kind: 'pages',
      pages: Math.min(ALL_PAGES, NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])),
      ...(m[2] ? { noun: m[2].toLowerCase() } : {}),
    }),
  ],
  // "send a Sponsorship enquiry from Rolf Varga, rolf@example.org, with the message "...""
  [
    /^(?:[Ss]end|[Ss]ubmit|[Mm]ake|[Ff]ile)\s+(?:a|an|the|my)\s+(?:([A-Z][\w-]*)\s+)?(?:request|message|enquiry|inquiry|question|ticket)\s+(?:from|as)\s+(.+)$/,
    (m) => {
      const fill = parseFill(m[2]!)
      if (fill?.kind !== 'fill') return null
      const subject = m[1] ? [{ key: 'subject', value: m[1] }] : []
      return { ...fill, values: [...fill.values, ...subject], submit: true }
    },
  ],
  // "file a ticket via the help form: name ..., email ..."
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
  // "decline the upgrade offer": the button that says so ("Decline upgrade").
  [
    /^(?:accept|decline)\s+(?:the\s+|this\s+|that\s+)?\S.*$/i,
    (_m, clause) => ({ kind: 'open', target: clause }),
  ],
  // "when was the lead article posted": the date of the item the page leads with.
  // "when was the Ghent post updated": the same, for the post about Ghent.
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
  [
    /^(?:fill(?:\s+(?:in|out))?|complete|enter|type|write|put in|key in|input)\b\s*(.*)$/i,
    (m) => parseFill(m[1] ?? ''),
  ],
  // "put rv@example.org in the email field": a value of a field.
  [/^put\s+(.+?\s+(?:as|in|into)\s+(?:the\s+)?(?!cart\b|basket\b|bag\b)[a-z].*)$/i, (m) => parseFill(m[1]!)],
  // "select Sponsorship as the topic", "choose Partnerships for the subject": a value of a field.
  [
    /^(?:pick|choose|select)\s+(.+?\s+(?:as|for)\s+(?:the\s+)?[a-z].*)$/i,
    (m) => {
      const fill = parseFill(m[1]!)
      return fill?.kind === 'fill' && FORM_KEYS.test(fill.values[0]?.key ?? '') ? fill : null
    },
  ],
  // "keep the consent checkbox unchecked": submit without agreeing (the form's error is what is asked).
  [
    /^(?:but\s+)?(?:leave|keep)\s+(?:the\s+)?(?:terms|conditions|agree\w*|consent|checkbox|check box|box)[\w\s-]*\s+(?:unticked|unchecked|empty|blank|as it is)$|^(?:but\s+)?(?:don't|do not)\s+(?:tick|check|agree to)\s+(?:the\s+)?(?:terms|conditions|box|checkbox)\b.*$/i,
    () => ({ kind: 'fill', values: [], submit: false, agree: false, leaveTerms: true }),
  ],
  // "do not choose a topic", "leave the company blank": nothing to do for that field.
  [
    /^(?:but\s+)?(?:(?:don't|do not)\s+(?:pick|choose|select|fill in|enter|give)\s+(?:a|an|the|any)\s+[a-z ]+|leave\s+(?:the\s+)?[a-z ]+\s+(?:empty|blank|unselected))$/i,
    () => ({ kind: 'fill', values: [], submit: false, agree: false }),
  ],
  // "Subscribe rv@example.org to the digest"
  [
    /^(?:sign|subscribe|register)\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+)(?:\s+up)?\b.*$/i,
    (m) => ({ kind: 'fill', values: [{ key: 'email', value: m[1]! }], submit: true, agree: false }),
  ],
  // "sign us up for the digest with team@example.org"
  [
    /^(?:subscribe|sign (?:me |us )?up|register)\b.*?\bwith\s+(?:the\s+|my\s+)?(?:(?:e-?mail\s+)?address\s+|e-?mail\s+)?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)$/i,
    (m) => ({ kind: 'fill', values: [{ key: 'email', value: m[1]! }], submit: true, agree: false }),
  ],
  // "change the colour to teal": one value into the field of that name.
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
  // "register for the digest with the address 'paddle-fan'": whatever address is given.
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
    (m, clause) => {
      const asked = parseQuestion(clause)
      return {
        kind: 'value',
        key: 'price',
        source: 'price',
        of: unquote((m[1] ?? m[2])!),
        ...(asked ? { asked } : {}),
      }
    },
  ],
  [/^how much\b/i, (_m, clause) => parseDetail(clause.toLowerCase())],
  // "What rank is Ghent in the list": one column of the row named so.
  [
    /^[Ww]hat ([a-z]+) (?:is|does) (?:the )?([A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*)*)(?: (?:have|hold|rank|sit at|come))?(?: in the (?:table|list|ranking|chart))?$/,
    (m) => ({ kind: 'value', key: m[1]!, source: FIELD_WORDS[m[1]!] ?? m[1]!, of: m[2]! }),
  ],
  // "Is the Tarn Camp Stool still available?"
  [
    /^(?:is|are) (?:the |a |an )?(.+?) (?:still )?(in stock|available|sold out|out of stock)(?: right now| now)?$/i,
    (m) => ({ kind: 'value', key: 'in_stock', source: 'availability', of: unquote(m[1]!), inStock: true }),
  ],
  [
    /^(?:what(?:'s| is| are)?|which(?: is| are)?|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|output|retrieve|pull|copy|capture)\b(?:\s+(?:me|us))?\s*(.*)$/i,
    (m) => parseExtract(m[1] ?? ''),
  ],
]

/** "show me who the referee was" -> "who the referee was": a question put as an instruction. */
const ASKED = /^(?:tell|show|give)(?: me| us)?\s+(?=(?:who|what|when|where|which|how|by when)\b)/i

/** Questions of these forms are read as lists only when no sentence answer fits them. */
const WH =
  /^(?:who|when|where|how|by when|in what year|what year|which year)\b|^(?:what|which) (?:the |its |their )?[a-z]+(?: [a-z]+)? (?:was|is|were|are)$|^(?:what|which) [a-z]+ .+ (?:has|have|had)$|^what (?:is|was|are|were) .+ (?:called|named)$|^what (?:share|percentage|proportion|fraction|part) of\b/i

function parseClause(clause: string): Intent | Intent[] | null {
  const label = parseLabel(clause)
  // "how many delegates voted": a question about what a sentence says, not a tile.
  if (label?.kind === 'label' && label.mode === 'tile' && /\b[a-z]+ed$/i.test(clause))
    return parseQuestion(clause.replace(ASKED, '')) ?? label
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
  const list =
    !!parsed &&
    !Array.isArray(parsed) &&
    (parsed.kind === 'items' ||
      (parsed.kind === 'value' && /^what (?:share|percentage|proportion|fraction|part) of\b/i.test(asked)))
  if (!parsed || (list && (WH.test(asked) || asked !== clause))) parsed = parseQuestion(asked) ?? parsed
  // Any other question: a label of the page may answer it.
  return parsed ?? parseLookup(clause)
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
    ) ?? /^(?:the\s+|a\s+|this\s+)?(?:[\w-]+\s+){0,3}?form\s+as\s+(.+)$/i.exec(text)
  if (m) text = m[1]!
  else if (/\bform\b/i.test(text)) return null
  // "Rolf Varga (rolf@example.org)": a name and its address.
  text = text
    .replace(/\s*\(\s*([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*\)/g, ', $1')
    .replace(/\s+(saying|that says|asking)\s+/gi, ', $1 ')
  const quoted = protectQuotes(text)
  const values: FormValue[] = []
  for (const piece of quoted.text.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/)) {
    const pair = quoted
      .restore(piece)
      .trim()
      .replace(/^with\s+(?:the\s+|my\s+)?(?=[a-z])/i, '')
    if (!pair) continue
    // "saying "My parcel never arrived"": the message.
    const saying = /^(?:saying|that says|asking|with the text)\s+(.+)$/i.exec(pair)
    if (saying) {
      values.push({ key: 'message', value: unquote(saying[1]!) })
      continue
    }
    // A value that says what it is: an e-mail address, a person's name.
    if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(pair)) {
      values.push({ key: 'email', value: pair })
      continue
    }
    if (/^[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){1,3}$/.test(pair) && !FORM_KEYS.test(pair.split(' ')[0]!)) {
      values.push({ key: 'name', value: pair })
      continue
    }
    const low = pair.toLowerCase().replace(/^(?:my|the|your|a)\s+/, '')
    // "Rolf Varga as the name": the value first.
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
  // "(it loads separately)", "in the new window": how it opens changes nothing about what.
  const text = rest
    .replace(/\s+(?:straight away|right away|immediately|directly|now|at once)$/i, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+in (?:a|the) new (?:tab|window)$/i, '')
    .trim()
  const low = text.toLowerCase()
  // "page 4 of the canoes": the link to that page.
  const page = /^(?:to\s+)?page\s+(\d+)(?:\s+of\s+(?:the\s+)?[\w -]+)?$/i.exec(text)
  if (page) return { kind: 'open', target: page[1]! }
  // "the result" of a search that found one.
  const lone = /^(?:the\s+)?(?:only\s+|one\s+|single\s+)?(result|product|item|listing|match)$/i.exec(text)
  if (lone) return { kind: 'open-nth', ordinal: 1, noun: plural(lone[1]!.toLowerCase()), only: true }
  const nth = new RegExp(
    `^(?:the\\s+)?(${Object.keys(ORDINALS).join('|')}|last)\\s+([\\w-]+)(?:\\s+(?:link|one|in the list))?$`,
    'i',
  ).exec(low)
  if (nth) {
    const ordinal = nth[1] === 'last' ? -1 : ORDINALS[nth[1]!]!
    return { kind: 'open-nth', ordinal, noun: plural(nth[2]!) }
  }
  // "the priciest entry": the first one by price.
  const cheapest = /^(?:the\s+)?(cheapest|least expensive|most expensive|priciest|dearest)\s+([a-z]+)$/i.exec(
    text,
  )
  if (cheapest)
    return {
      kind: 'open-nth',
      ordinal: 1,
      noun: plural(cheapest[2]!.toLowerCase()),
      sort: /^(?:cheapest|least)/i.test(cheapest[1]!) ? 'asc' : 'desc',
    }
  // "the lead article": the first one, the article a front page leads with.
  const top =
    /^(?:the\s+)?(?:top|lead|leading|main|featured|headline)\s+(story|article|post|news item)$/i.exec(text)
  if (top) return { kind: 'open-nth', ordinal: 1, noun: top[1] === 'story' ? 'stories' : plural(top[1]!) }
  const about = parseOpenAbout(text)
  if (about) return about
  // "the beaver dam story": the story about the beaver dam (a one-word "Puzzles story" is a link).
  const story =
    /^(?:the\s+)?((?!the\b)[\w'-]+(?:\s+[\w'-]+){1,5})\s+(story|article|post|piece|report)$/i.exec(text)
  if (
    story &&
    !/^(?:top|lead|main|first|last|latest|next|previous|\d{4}|quarterly|annual|monthly|weekly)\b/i.test(
      story[1]!,
    )
  )
    return { kind: 'open-about', noun: plural(story[2]!.toLowerCase()), topic: story[1]! }
  const target = unquote(
    text
      // "press Continue without typing anything": the manner changes nothing about the click.
      .replace(/\s+without\s+.*$/i, '')
      .replace(/\s+(?:with|while|leaving)\s+.*\b(?:empty|blank|unfilled)$/i, '')
      .replace(/^(?:on\s+)?(?:the\s+)?/i, '')
      .replace(/\s+(?:category|page|section|tab|link|button|menu item|menu|item|option)$/i, '')
      .replace(/^(?:"(.+)")$/, '$1'),
  )
  return target ? { kind: 'open', target } : null
}
