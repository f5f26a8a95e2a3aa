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
import { type LabelIntent, parseLabel } from './label-value'

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
export type PageFact = 'title' | 'headings' | 'links' | 'emails' | 'phones' | 'confirmation' | 'errors'

/** One thing the goal asks for, in order. */
export type Intent =
  | { kind: 'open'; target: string }
  | { kind: 'open-nth'; ordinal: number; noun: string }
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
    }
  | ClickIntent
  | AggregateIntent
  | LabelIntent
  | { kind: 'table'; key: string; limit?: number }
  /** One field of one item: the item named `of`, or the `nth` one (1-based) of `noun`. */
  | { kind: 'value'; key: string; source: string; of: string; nth?: number; noun?: string }
  /** How many of something the page says there are. */
  | { kind: 'count'; noun: string }
  /** Fields of the one item the page is about (a product or article page). */
  | { kind: 'detail'; fields: FieldRequest[] }
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

/** The plan, or why the goal is not understood. */
export type ParsedGoal = { ok: true; intents: Intent[] } | { ok: false; reason: string }

/** Words that start a new instruction; only before them is a goal cut into clauses. */
const VERBS =
  'search|look up|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|' +
  'output|retrieve|pull|what|which|how much|how many|go|navigate|open|click|press|tap|follow|visit|' +
  'fill|complete|enter|type|submit|send|agree|accept|reject|decline|dismiss|close|check|tick|book|buy|' +
  'order|add|log|sign|subscribe|register|pay|download|upload|delete|remove|select|choose|then|also|' +
  'compare|sort|filter|translate|summari[sz]e|count|calculate|write|post|reply|share|save|create|make|keep|when|who'
const SPLIT = new RegExp(
  `\\s*(?:[,;]|[.?](?=\\s)|\\band\\b|\\bthen\\b)\\s*(?:and\\s+)?(?:then\\s+)?(?=(?:${VERBS})\\b)`,
  'i',
)

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
}
const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
}
const NUM = `\\d+|${Object.keys(NUMBERS).join('|')}`
const toNumber = (s: string) => NUMBERS[s.toLowerCase()] ?? Number.parseInt(s, 10)

/** How many pages "all pages" means: a bound, so a site with endless pages still ends. */
export const ALL_PAGES = 10

/** Field words -> the extracted field they read. Keys are singular. */
export const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  title: 'name',
  headline: 'name',
  heading: 'name',
  label: 'name',
  price: 'price',
  cost: 'price',
  link: 'url',
  url: 'url',
  href: 'url',
  image: 'image',
  picture: 'image',
  photo: 'image',
  thumbnail: 'image',
  img: 'image',
  rating: 'rating',
  stars: 'rating',
  date: 'date',
  description: 'description',
  summary: 'description',
  snippet: 'description',
  excerpt: 'description',
  author: 'author',
  seller: 'seller',
  brand: 'brand',
  location: 'location',
  availability: 'availability',
  stock: 'availability',
}

/** Words that say nothing about what to extract. */
const FILLER = new Set(
  (
    'the a an and or with their its his her plus including include along as json list of on in at from for ' +
    'each all every only also them me us this that these those page site here shown listed visible available ' +
    'there which is are displayed current my our your you to it into please following some any data info ' +
    'information details detail matching matched found resulting returned relevant'
  ).split(' '),
)

/** Item nouns that need not be written on the page to make sense ("products" on a shop). */
export const GENERIC_NOUNS = new Set(
  'items item results result products product entries entry records record listings listing things cards card rows row articles article stories story posts post news headlines'.split(
    ' ',
  ),
)

/** Singular of a simple English plural. */
export function singular(word: string): string {
  const w = word.toLowerCase()
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`
  if (/(ss|is)$/.test(w) || /^(?:status|bus|campus|bonus|virus|census|corpus|focus|menus?)$/.test(w)) return w
  if (/(ch|sh|x|ses)es$/.test(w)) return w.slice(0, -2)
  return w.endsWith('s') ? w.slice(0, -1) : w
}

/** Plural of a simple English noun. */
export function plural(word: string): string {
  const w = word.toLowerCase()
  if (w.endsWith('s') && w !== singular(w)) return w
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`
  if (/(ch|sh|x|s)$/.test(w)) return `${w}es`
  return `${w}s`
}

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
  return text
    .split(SPLIT)
    .map((c) =>
      restore(c)
        .replace(/[\s.!]+$/, '')
        .trim(),
    )
    .filter((c) => c.length > 0)
}

const POLITE =
  /^(?:please|pls|plz|kindly|can you|could you|would you|i want(?: you)? to|i'd like(?: you)? to|i need(?: you)? to|help me|let's|now|first|finally|also|and|then)\s+/i

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
    clause = clause.replace(/\?+$/, '').trim()
    const sortOnly = parseSortClause(clause)
    if (sortOnly) {
      sort = sortOnly
      continue
    }
    const order = takeOrder(clause)
    const parsed = parseAggregate(clause) ?? parseClause(order.clause)
    if (!parsed) return { ok: false, reason: `I do not understand "${raw}"` }
    if (!Array.isArray(parsed) && (order.sort || sort)) {
      if (parsed.kind !== 'items') return { ok: false, reason: `I cannot sort what "${raw}" asks for` }
      parsed.sort = order.sort ?? sort
      sort = undefined
    }
    if (Array.isArray(parsed)) {
      intents.push(...parsed)
      continue
    }
    const intent = parsed
    const last = intents[intents.length - 1]
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
  [
    /^when (?:was|is|were|did) (?:the |this |that )?(?:(?:top|lead|main|featured|first) )?(?:story|article|post|news item|piece|it)(?: (?:get|go|come))? (?:published|posted|written|released|out|live|updated)$/i,
    () => ({ kind: 'detail', fields: [{ key: 'date', source: 'date' }] }),
  ],
  [
    /^(?:search|look up|query)(?:\s+(?:the\s+)?(?:site|shop|store|page))?(?:\s+for)?\s+(.+)$/i,
    (m) => {
      const query = unquote(m[1]!.replace(/\s+(?:on|in) (?:the )?(?:site|shop|store|page)$/i, ''))
      return query ? { kind: 'search', query } : null
    },
  ],
  [
    /^(?:submit|send)(?:\s+(?:it|the form|the message|the request))?$/i,
    () => ({ kind: 'submit', agree: false }),
  ],
  [/^(?:fill(?:\s+(?:in|out))?|complete|enter|type)\b\s*(.*)$/i, (m) => parseFill(m[1] ?? '')],
  [
    /^subscribe\b.*?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/i,
    (m) => ({ kind: 'fill', values: [{ key: 'email', value: m[1]! }], submit: true, agree: false }),
  ],
  [/^(?:go|navigate|head|browse)(?:\s+(?:back\s+)?to)?\s+(.+)$/i, (m) => parseOpen(m[1]!)],
  [/^(?:open|click(?:\s+on)?|press|tap|follow|visit|select|choose)\s+(.+)$/i, (m) => parseOpen(m[1]!)],
  [/^how many\b/i, (_m, clause) => parseCount(clause)],
  [/^(?:who|how long)\b.*$/i, (_m, clause) => parseDetail(clause.toLowerCase())],
  [
    /^how much (?:is|does|do|are)\s+(?:the\s+)?(.+?)(?:\s+cost)?$/i,
    (m) => ({ kind: 'value', key: 'price', source: 'price', of: unquote(m[1]!) }),
  ],
  [
    /^(?:what(?:'s| is| are)?|which(?: is| are)?|extract|get|list|return|find|show|give|tell|collect|scrape|grab|read|fetch|report|print|output|retrieve|pull|copy|capture)\b(?:\s+(?:me|us))?\s*(.*)$/i,
    (m) => parseExtract(m[1] ?? ''),
  ],
]

function parseClause(clause: string): Intent | Intent[] | null {
  const label = parseLabel(clause)
  if (label) return label
  const click = parseClickClause(clause)
  if (click) return click
  for (const [re, make] of CLAUSE_RULES) {
    const m = re.exec(clause)
    if (m) return make(m, clause)
  }
  return null
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
  const target = unquote(
    text
      // "click Next without filling anything in": the manner changes nothing about the click.
      .replace(/\s+without\s+.*$/i, '')
      .replace(/^(?:on\s+)?(?:the\s+)?/i, '')
      .replace(/\s+(?:category|page|section|tab|link|button|menu item|menu|item|option)$/i, '')
      .replace(/^(?:"(.+)")$/, '$1'),
  )
  return target ? { kind: 'open', target } : null
}

function parseExtract(rest: string): Intent | Intent[] | null {
  let text = ` ${rest
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .replace(/[’]/g, "'")} `
  // "who sells the first result": one field of the nth item.
  const who = new RegExp(
    `^\\s(?:who|which (?:shop|store|company|brand|seller|author|writer))\\s+(sells|makes|made|wrote|writes|offers)\\s+(?:the\\s+)?(${Object.keys(ORDINALS).join('|')}|last)\\s+([a-z]+)\\s$`,
  ).exec(text)
  if (who) {
    const source = /^(?:wrote|writes)$/.test(who[1]!)
      ? 'author'
      : /^(?:makes|made)$/.test(who[1]!)
        ? 'brand'
        : 'seller'
    const nth = who[2] === 'last' ? -1 : ORDINALS[who[2]!]!
    return { kind: 'value', key: source, source, of: `${who[2]} ${who[3]}`, nth, noun: plural(who[3]!) }
  }
  // The part of the page to read: 'under "Latest news"', "in the sidebar section".
  let section: string | undefined
  const sm =
    /\s(?:under|in|from|below|beneath|within)\s+(?:the\s+)?"([^"]+)"(?:\s+(?:section|heading|box|list|area|column|panel|part|tab))?(?=\s)/.exec(
      text,
    ) ?? /\s(?:under|in|from|within)\s+the\s+([a-z ]+?)\s+(?:section|box|panel|area|sidebar)(?=\s)/.exec(text)
  if (sm) {
    section = sm[1]!.trim()
    text = text.replace(sm[0], ' ')
  }
  // Pages to cover.
  let pages = 1
  const pm = new RegExp(
    `\\s(?:from|on|across|over|in|of)\\s+(?:the\\s+)?(?:first\\s+)?(${NUM})\\s+pages?\\b`,
  ).exec(text)
  if (pm) {
    pages = toNumber(pm[1]!)
    text = text.replace(pm[0], ' ')
  } else if (
    /\s(?:from|on|across|over|in|of)\s+(?:all|every)\s+(?:the\s+)?pages?\b|\ball pages\b/.test(text)
  ) {
    pages = ALL_PAGES
    text = text.replace(
      /\s(?:from|on|across|over|in|of)\s+(?:all|every)\s+(?:the\s+)?pages?\b|\ball pages\b/,
      ' ',
    )
  }
  // How many.
  let limit: number | undefined
  const lm =
    new RegExp(`\\s(?:the\\s+)?(?:first|top)\\s+(${NUM})\\s`).exec(text) ??
    new RegExp(`^\\s(?:the\\s+)?(${NUM})\\s`).exec(text)
  if (lm) {
    limit = toNumber(lm[1]!)
    text = text.replace(lm[0], ' ')
  } else if (/\s(?:the\s+)?(?:first|top)\s+(?!\d)/.test(text)) {
    limit = 1
    text = text.replace(/\s(?:the\s+)?(?:first|top)\s+/, ' ')
  }
  const body = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:all|every|each|the|of|any|of the)\s+)+/, '')
  // Facts of the page.
  if (
    /\bconfirmation\b|\bsuccess message\b|\bmessage (?:shown|displayed)\b|\bresult(?:ing)? message\b|\bthank you message\b/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'confirmation', key: 'confirmation' }
  // What a click or a submit brought: "the status message", "what it shows afterwards".
  if (
    /^(?:the )?status(?: message| text| line)?$|^what (?:it|the page|that|this|the (?:site|widget|frame|form|button)) (?:shows|says|displays|reads)\b|^what (?:happens|happened)\b/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'confirmation', key: 'message' }
  if (
    /^(?:the )?(?:validation |form |field )?(?:errors?|error messages?|warnings?|validation messages?)(?: (?:shown|displayed|that appear(?:ed)?))?$/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'errors', key: 'errors' }
  // "the basket count", "the cart total": a value written after its label ("Basket: 1 item").
  const labelled = /^(?:the )?([a-z]+) (count|total|status|balance)$/.exec(body)
  if (labelled && !GENERIC_NOUNS.has(labelled[1]!))
    return {
      kind: 'label',
      key: `${labelled[1]}_${labelled[2]}`,
      mode: 'colon',
      words: [labelled[1]!, labelled[2]!],
    }
  // "phones" alone are devices on a shop; phone *numbers* are contact facts.
  const EMAIL = /\be-?mail(?:s|\s+addresse?s?)?\b/
  const PHONE = /\b(?:tele)?phone\s+(?:numbers?|nos?)\b|\btelephones?\b|\b(?:fax|contact|mobile) numbers?\b/
  const emails = EMAIL.test(body)
  const phones = PHONE.test(body)
  if (emails || phones) {
    // One intent per fact: "emails and phone numbers" yields both keys.
    const out: Intent[] = []
    const contact = (fact: 'emails' | 'phones', re: RegExp) => {
      const m = re.exec(body)!
      const said = m[0]
      const single =
        !/(?:numbers|es|mails|phones)$/.test(said) &&
        !/^(?:all|every|each|any)\b/.test(rest.trim().toLowerCase())
      // The words just before it say which one: "the newsroom phone number".
      const before = body
        .slice(0, m.index)
        .replace(/^.*\b(?:and|or)\b/, '')
        .split(' ')
        .filter((w) => w && !FILLER.has(w) && !/^(?:main|primary|number|phone|email|e-mail|address)$/.test(w))
      const key = fact === 'emails' ? (single ? 'email' : 'emails') : single ? 'phone' : 'phones'
      out.push({
        kind: 'fact',
        fact,
        key,
        ...(single ? { single } : {}),
        ...(before.length ? { qualifier: before } : {}),
      })
    }
    if (emails) contact('emails', EMAIL)
    if (phones) contact('phones', PHONE)
    return out
  }
  const title =
    /^(?:the )?(?:page(?:'s)? )?title(?: of (?:the|this) page)?$|^(?:the )?(?:page|document|tab) title$|^(?:the )?title of the (?:page|document|site)$/
  if (title.test(body)) return { kind: 'fact', fact: 'title', key: 'title' }
  // One heading: the page's h1 ("the main heading", "its heading", "the headline of the article").
  const mainHeading =
    /^(?:(?:its|the|this|that) )?(?:(?:main|top|primary|page(?:'s)?|article(?:'s)?) )?(heading|headline|h1)(?: (?:of|on|in) (?:the |this )?(?:page|article|story|post))?$/.exec(
      body,
    )
  if (mainHeading)
    return {
      kind: 'fact',
      fact: 'headings',
      key: mainHeading[1] === 'headline' ? 'headline' : 'heading',
      scope: 'h1',
      single: true,
    }
  const detail = parseDetail(body)
  if (detail) return detail
  const headings = /^(?:the )?(?:(h[1-6]) )?(?:headings?|headers?|section titles)\b(.*)$/.exec(body)
  if (headings) return { kind: 'fact', fact: 'headings', key: 'headings', scope: headings[1], limit }
  const links =
    /^(?:the )?(?:(navigation|nav|menu|footer|header|main|social) )?(?:links?|urls)\b(?: (?:in|on|of|from) (?:the )?(\w+))?/.exec(
      body,
    )
  if (links) {
    const scope = links[1] ?? links[2]
    return { kind: 'fact', fact: 'links', key: 'links', scope: scope === 'page' ? undefined : scope, limit }
  }
  const table = /\btables?\b(?: (?:of|with|about|listing) (?:the )?([\w ]+))?/.exec(body)
  if (table) return { kind: 'table', key: tableKey(body, table[1]), limit }
  // "the price of the Novabook Pro 16"
  const fieldOf = /^(?:the )?([\w ]+?) (?:of|for) (?:the )?(.+)$/.exec(body)
  const fieldWord = fieldOf?.[1]?.trim().split(' ').pop() ?? ''
  // "the names of the products" asks for items, "the price of the X" for one value.
  if (fieldOf && singular(fieldWord) === fieldWord) {
    const field = singular(fieldWord)
    // A word of no known field ("population") names a column of the row.
    const source = FIELD_WORDS[field] ?? (/^[a-z]{3,}$/.test(field) && !FILLER.has(field) ? field : undefined)
    if (source) return { kind: 'value', key: field, source, of: originalCase(rest, fieldOf[2]!) }
  }
  return parseItems(body, limit, pages, section)
}

/**
 * The key of a table, after the goal's noun: "the table of the top 10 cities by population" ->
 * `cities`; "the cities table" -> `cities`; anything less clear ("the report table", "the table
 * of quarterly revenue and profit") -> `table`. Never a column's name.
 */
function tableKey(body: string, of: string | undefined): string {
  const isNoun = (w: string | undefined) =>
    !!w && !FILLER.has(w) && !/^(?:rows?|columns?|top|largest|biggest|\d+|main|data|full|whole)$/.test(w)
  const pluralNoun = (w: string | undefined) => isNoun(w) && singular(w!) !== w && !/ss$/.test(w!)
  if (of !== undefined) {
    // The head noun comes before "by", "with", "in", ... and a list of nouns is no one noun.
    const head = of.split(/\s(?:by|with|per|from|in|on|for|sorted|ordered|ranked|grouped)\s/)[0]!.trim()
    if (/\s(?:and|or)\s/.test(` ${head} `)) return 'table'
    const words = head.split(' ').filter(isNoun)
    const last = words[words.length - 1]
    return pluralNoun(last) ? last! : 'table'
  }
  const before = body
    .slice(0, body.search(/\btables?\b/))
    .trim()
    .split(' ')
  const noun = before[before.length - 1]
  return pluralNoun(noun) ? noun! : 'table'
}

/** The words of `lower` as written in `original` (names keep their capitals). */
function originalCase(original: string, lower: string): string {
  const i = original.toLowerCase().indexOf(lower)
  return unquote(i >= 0 ? original.slice(i, i + lower.length) : lower)
}

function parseItems(
  body: string,
  limit: number | undefined,
  pages: number,
  section: string | undefined,
): Intent | null {
  let tokens = body
    .replace(/"[^"]*"/g, ' ')
    .split(/[^a-z0-9'-]+/)
    .filter((t) => t && !FILLER.has(t))
  // "the most read stories this week": words around a generic noun that are no fields name the
  // part of the page ("Most read this week"); the page must have a heading with all of them.
  const at = tokens.findIndex((t) => GENERIC_NOUNS.has(t) && singular(t) !== t)
  if (at > 0 && !section) {
    const around = tokens.filter((t, i) => i !== at && !FIELD_WORDS[singular(t)])
    const plain = (t: string) => !FIELD_WORDS[singular(t)] && !GENERIC_NOUNS.has(t)
    if (around.length && around.every(plain) && tokens.slice(0, at).every(plain)) {
      section = around.join(' ')
      tokens = tokens.filter((t, i) => i === at || FIELD_WORDS[singular(t)])
    }
  }
  const fields: FieldRequest[] = []
  let noun: string | undefined
  for (const t of tokens) {
    const s = singular(t)
    const source = FIELD_WORDS[s]
    if (source) {
      if (!fields.some((f) => f.key === s)) fields.push({ key: s, source })
      continue
    }
    if (!noun) {
      noun = t
      continue
    }
    // Another word: a field the user named ("sku"), looked up by that name on the page.
    const key = s.replace(/[^a-z0-9]+/g, '_')
    if (!fields.some((f) => f.key === key)) fields.push({ key, source: key })
  }
  if (!noun && !fields.length) return null
  // "the prices" alone are the prices of the items; "results with price" keep their names.
  if (fields.length && !fields.some((f) => f.source === 'name'))
    fields.unshift({ key: 'name', source: 'name' })
  return {
    kind: 'items',
    // "the headlines" alone: the list is named after its one field.
    key: noun ? plural(noun) : fields.length === 1 ? plural(fields[0]!.key) : 'items',
    fields,
    limit,
    pages,
    ...(section ? { section } : {}),
  }
}
