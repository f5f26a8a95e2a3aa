import { DEMONYMS, SCALE_WORDS } from '../embedded/lexicon/question-words'
import { parseDetail } from './detail'
import type { FieldRequest, Intent } from './goal-parser'
import {
  ALL_PAGES,
  FIELD_WORDS,
  FILLER,
  GENERIC_NOUNS,
  MONTHS,
  NUM,
  ORDINALS,
  plural,
  singular,
  toNumber,
} from './goal-words'
import { escapeRegExp } from './page-text'

/**
 * The reading clauses of a goal ("get ...", "what is ...", "list ..."): page facts (title,
 * headings, links, contacts, messages), tables, one value of one item, or a list of items with
 * the fields asked for, the part of the page they are under, how many and from how many pages.
 */

type Limits = { max?: number; min?: number; inclusive?: boolean }

/** Words of a bound that set a most ("less than", "at most"); the others set a least. */
const BELOW = /less|fewer|under|below|cheaper|lower|worse|no more|at most|up to/
/** Words of a bound that include the bound itself. */
const INCLUSIVE = /no more|at most|up to|at least/

/** "less than" 50 -> { max: 50 }; "at least" 4 -> { min: 4, inclusive }. */
function limitsOf(words: string, n: number, inclusive = INCLUSIVE.test(words)): Limits {
  return { ...(BELOW.test(words) ? { max: n } : { min: n }), ...(inclusive ? { inclusive } : {}) }
}

/** The text of a quoted part, or the text itself. */
const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1')

/** Reads the words after a reading verb. */
export function parseExtract(rest: string): Intent | Intent[] | null {
  let text = ` ${rest
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .replace(/[’]/g, "'")} `
  // "who makes the second item": one field of the nth item.
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
  // The part of the page to read: 'under "Staff picks"', "in the sidebar section".
  let section: string | undefined
  const sm =
    /\s(?:under|in|from|below|beneath|within)\s+(?:the\s+)?"([^"]+)"(?:\s+(?:section|heading|box|list|area|column|panel|part|tab))?(?=\s)/.exec(
      text,
    ) ?? /\s(?:under|in|from|within)\s+the\s+([a-z ]+?)\s+(?:section|box|panel|area|sidebar)(?=\s)/.exec(text)
  if (sm) {
    section = sm[1]!.trim()
    text = text.replace(sm[0], ' ')
  }
  // "on the landing page" is this page.
  text = text.replace(/\s(?:on|from|of|in) (?:the )?(?:front|home|main|landing|start) ?page\b/, ' ')
  // "in the Garden department": items whose category says so.
  let category: string | undefined
  const cat =
    /\s(?:in|from|under|of) the ([a-z][\w&' -]{1,30}?) (?:category|department|aisle|collection)(?=\s)|\s(?:in|from) (?:the )?(?:category|department) "?([a-z][\w&' -]{1,30}?)"?(?=\s)/.exec(
      text,
    )
  if (cat) {
    category = (cat[1] ?? cat[2])!.trim()
    text = text.replace(cat[0], ' ')
  }
  // "the French rivers": items whose country is France.
  let country: string | undefined
  const dm = new RegExp(`\\s(${Object.keys(DEMONYMS).join('|')})\\s+(?=[a-z]+\\s)`).exec(text)
  if (dm) {
    country = DEMONYMS[dm[1]!]
    text = text.replace(dm[0], ' ')
  }
  // "posts labelled Beekeeping": items whose tag says so.
  let tag: string | undefined
  const tg =
    /\s(?:that are |which are |are |is )?(?:tagged|labell?ed|filed under|marked) (?:as |with )?"?([a-z][\w&' -]{1,30}?)"?\s*$/.exec(
      text,
    )
  if (tg && !category) {
    tag = tg[1]!.trim()
    text = text.replace(tg[0], ' ')
  }
  // "that have over 500 thousand residents": a bound on another figure of each item.
  let bound: ({ field: string } & Limits) | undefined
  const bd =
    /\s(?:that |which |who )?(?:have|has|with|of)\s+(less than|fewer than|under|below|no more than|at most|up to|over|more than|above|at least)\s+(\d[\d,]*(?:\.\d+)?)\s*(million|billion|thousand)?\s+(people|residents|inhabitants|reviews|ratings|stars)(?=\s)/.exec(
      text,
    )
  // "rated 3.5 or higher", "rated at least 3": a bound on the rating.
  const rb =
    /\s(?:that |which |who )?(?:are |is )?rated\s+(?:(at least|above|over|below|under|at most|more than|less than)\s+)?(\d(?:\.\d)?)(?:\s+stars?)?(?:\s+(?:or|and)\s+(above|higher|more|over|up|better|below|lower|less|under|worse))?(?:\s+stars?)?(?=[\s,])/.exec(
      text,
    )
  if (rb && (rb[1] || rb[3])) {
    const inclusive = !!rb[3] || INCLUSIVE.test(rb[1] ?? '')
    bound = { field: 'rating', ...limitsOf(`${rb[1] ?? ''} ${rb[3] ?? ''}`, Number(rb[2]), inclusive) }
    text = text.replace(rb[0], ' ')
  }
  if (bd) {
    const scale = SCALE_WORDS[bd[3] ?? ''] ?? 1
    const n = Number(bd[2]!.replace(/,/g, '')) * scale
    const field = /^(?:people|residents|inhabitants)$/.test(bd[4]!)
      ? 'population'
      : bd[4] === 'stars'
        ? 'rating'
        : bd[4]!
    bound = { field, ...limitsOf(bd[1]!, n) }
    text = text.replace(bd[0], ' ')
  }
  // "that cost under €80": a price bound.
  let price: Limits | undefined
  const pr =
    /\s(?:that |which |who )?(?:costs?|costing|priced|selling|sells|going|are|is|made|make|makes|earned|earn|earns|generated|brought in|had|has|have)?\s*(?:at |for )?(less than|under|below|cheaper than|no more than|at most|up to|over|more than|above|at least|pricier than)\s+([$€£]?\s?\d[\d,]*(?:\.\d+)?)(?:\s?(?:dollars|euros|pounds|usd|eur|gbp))?(?=\s)/.exec(
      text,
    )
  if (pr) {
    const limits = limitsOf(pr[1]!, Number(pr[2]!.replace(/[^\d.]/g, '')))
    // "earned over $75,000 in revenue": the amount is of that figure, not the price.
    const of = new RegExp(`^${escapeRegExp(pr[0])}\\s*in (profit|revenue|sales|income|turnover)\\b`).exec(
      text.slice(pr.index),
    )
    if (of) {
      bound = { field: of[1]!, ...limits }
      text = text.replace(of[0], ' ')
    } else {
      price = limits
      text = text.replace(pr[0], ' ')
    }
  }
  // "that were published in March 2023": items dated within that month.
  let month: string | undefined
  const mo =
    /\s(?:that |which )?(?:came out|were published|was published|published|posted|written|dated|from)\s+in\s+(january|february|march|april|may|june|july|august|september|october|november|december)\s+(\d{4})(?=\s)/.exec(
      text,
    )
  if (mo) {
    const m = MONTHS.indexOf(mo[1]!) + 1
    month = `${mo[2]}-${String(m).padStart(2, '0')}`
    text = text.replace(mo[0], ' ')
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
  // "the dearest one": one item, answered with its fields.
  const one = /\sone\s/.test(text)
  // How many.
  let limit: number | undefined
  // "the last five rivers": that many from the end.
  const last = new RegExp(`\\s(?:the\\s+)?(?:last|bottom)\\s+(${NUM})\\s`).exec(text)
  if (last) text = text.replace(last[0], ' ')
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
  let body = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:all|every|each|the|of|any|of the)\s+)+/, '')
  // Facts of the page.
  if (
    /\bconfirmation\b|\bsuccess message\b|\bmessage (?:shown|displayed)\b|\bresult(?:ing)? message\b|\bthank[ -]you message\b/.test(
      body,
    )
  ) {
    // "the confirmation message plus the name and date (shown on the screen)": the message and
    // those labelled values; anything else with it is not understood.
    const plus =
      /^(?:the )?(?:confirmation|success|thank you)(?: message| text| note)? (?:plus|as well as|along with|together with|and) (?:the )?([a-z]+(?:(?:, | and )(?:the )?[a-z]+)*)(?: (?:listed|shown|given|written) (?:on|in) (?:the )?(?:confirmation )?(?:page|screen))?$/.exec(
        body,
      )
    if (plus) {
      const fields = plus[1]!.split(/, (?:and )?(?:the )?| and (?:the )?/).map((w) => ({ key: w, source: w }))
      return [
        { kind: 'fact', fact: 'confirmation', key: 'confirmation' },
        { kind: 'detail', fields },
      ]
    }
    if (/\b(?:plus|as well as|along with|together with|and (?:the|its|their|also))\b/.test(body)) return null
    return { kind: 'fact', fact: 'confirmation', key: 'confirmation' }
  }
  // "Quillby's office address": the street address the page gives.
  if (
    /^(?:the )?(?:[\w&.-]+'s )?(?:postal |street |mailing |office |physical |business |full )?address(?: of (?:the )?[\w ]+)?$/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'address', key: 'address' }
  // What a click or a submit brought: "the status line", "what the page displays next".
  if (
    /^(?:the )?status(?: message| text| line)?$|^what (?:it|the page|that|this|the (?:site|widget|frame|form|button)) (?:shows|says|displays|reads)\b|^what (?:happens|happened)\b/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'confirmation', key: 'message' }
  // "which reply appears": whatever it says, a confirmation or an error.
  if (
    /^(?:what|which) (?:message|text|response|reply|answer|feedback)(?: it)? (?:comes? back|appears?|shows? up|is shown|do(?:es)? (?:i|we|you) get|gets? shown|is displayed)\b|^(?:the )?(?:message|response|feedback) (?:that )?(?:comes? back|appears?|shows? up|is shown)$/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'message', key: 'message' }
  if (
    /^(?:the )?(?:validation |form |field )?(?:errors?|error messages?|warnings?|validation messages?)(?: (?:shown|displayed|that appear(?:ed)?|show(?:s)? up|appear(?:s)?|are shown|came up|come up|(?:do|does) (?:it|the (?:page|form)) (?:show|give)))?$/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'errors', key: 'errors' }
  if (
    /^(?:what|which) (?:errors?|error messages?|warnings?|validation messages?)(?: (?:appears?|shows? up|(?:is|are) shown|came up|comes? up|(?:do|does) (?:it|the (?:page|form)) (?:show|give)|(?:do|does|did) (?:i|we|you) get))?$/.test(
      body,
    )
  )
    return { kind: 'fact', fact: 'errors', key: 'errors' }
  // "what the counter reads": the value written after that label.
  const shows = /^what (?:the |my |your )?([a-z]+) (?:shows|says|reads|displays)(?: now)?$/.exec(body)
  if (shows && !GENERIC_NOUNS.has(shows[1]!) && !/^(?:page|site|it|form|screen)$/.test(shows[1]!))
    return { kind: 'label', key: shows[1]!, mode: 'colon', words: [shows[1]!] }
  // "the subtotal": the amount after that label.
  const total = /^(?:the )?(total|grand total|subtotal|amount due|balance due)$/.exec(body)
  if (total) return { kind: 'label', key: total[1]!.replace(/ /g, '_'), mode: 'colon', words: [total[1]!] }
  // "the wishlist count", "the order balance": a value written after its label ("Wishlist: 3 items").
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
    // One intent per fact: "emails and fax numbers" yields both keys.
    const out: Intent[] = []
    const contact = (fact: 'emails' | 'phones', re: RegExp) => {
      const m = re.exec(body)!
      const said = m[0]
      const single =
        !/(?:numbers|es|mails|phones)$/.test(said) &&
        !/^(?:all|every|each|any)\b/.test(rest.trim().toLowerCase())
      // The words just before it say which one: "the helpdesk phone number".
      const before = body
        .slice(0, m.index)
        .replace(/^.*\b(?:and|or)\b/, '')
        .split(' ')
        .filter((w) => w && !FILLER.has(w) && !/^(?:main|primary|number|phone|email|e-mail|address)$/.test(w))
      // ... or the words after it: "the email address for the warehouse".
      const after = /^\s*(?:for|of) (?:the |our |your )?([a-z]+(?: [a-z]+)?)$/.exec(
        body.slice(m.index + said.length),
      )
      if (!before.length && after && emails !== phones)
        before.push(...after[1]!.split(' ').filter((w) => !FILLER.has(w)))
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
  // One heading: the page's h1 ("the top heading", "its h1", "the headline of the post").
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
  const links = /^(?:the )?(?:(navigation|nav|menu|footer|header|main|social) )?(?:links?|urls)\b(.*)$/.exec(
    body,
  )
  if (links) {
    // "in the Courier's main navigation": the part of the page named by its last word; words that
    // name no part the page can be read by make it no answer rather than every link.
    const where = links[2]!.trim()
    const part = where
      ? /^(?:in|on|of|from|at|inside) (?:the |this )?(?:[\w'’]+['’]s )?(?:(?:main|top|site|section|primary|global|page) )?(navigation|nav|menu|footer|header|main|page|site|sidebar)(?: (?:bar|area|section|menu|links))?$/.exec(
          where,
        )
      : null
    if (where && !part) return null
    const scope = links[1] ?? part?.[1]
    return {
      kind: 'fact',
      fact: 'links',
      key: 'links',
      scope: scope === 'page' || scope === 'site' ? undefined : scope,
      limit,
    }
  }
  // "the rivers in the table" are rows of it, not the table.
  const inTable = /\s(?:are |is )?(?:in|on|from|of) (?:the|this) table$/.exec(body)
  const table = inTable ? null : /\btables?\b(?: (?:of|with|about|listing) (?:the )?([\w ]+))?/.exec(body)
  if (table) return { kind: 'table', key: tableKey(body, table[1]), limit }
  if (inTable) body = body.slice(0, inTable.index)
  // "the rainfall for each month": one column per row, with the row's own label.
  const each =
    /^(?:the )?([a-z]+(?: [a-z]+)?) (?:for|of|per|by|in) (?:each|every|all(?: the)?) ([a-z]+)$/.exec(body)
  // ("the titles of all recipes" are the recipes' titles: read below.)
  if (each && !FILLER.has(each[2]!) && !FIELD_WORDS[singular(each[1]!)]) {
    const row = singular(each[2]!)
    const value = singular(each[1]!)
    const source = (w: string) => FIELD_WORDS[w] ?? w.replace(/ /g, '_')
    return {
      kind: 'items',
      key: plural(row),
      fields: [
        { key: row, source: source(row) },
        { key: value.replace(/ /g, '_'), source: source(value) },
      ],
      limit,
      pages,
    }
  }
  // "the old price of the camp stool": the struck-through price.
  const was = /^(?:the )?(?:old|original|regular|previous|former) price (?:of|for) (?:the )?(.+)$/.exec(body)
  if (was) return { kind: 'value', key: 'old_price', source: 'old_price', of: originalCase(rest, was[1]!) }
  // "the price of the Wrenfield canoe"
  const fieldOf = /^(?:the )?([\w ]+?) (?:of|for) (?:the )?(.+)$/.exec(body)
  const fieldWord = fieldOf?.[1]?.trim().split(' ').pop() ?? ''
  // "the titles of the recipes" asks for items, "the price of the X" for one value.
  if (fieldOf && singular(fieldWord) === fieldWord) {
    const field = singular(fieldWord)
    // A word of no known field ("elevation") names a column of the row.
    const source = FIELD_WORDS[field] ?? (/^[a-z]{3,}$/.test(field) && !FILLER.has(field) ? field : undefined)
    if (source)
      return {
        kind: 'value',
        key: field,
        source,
        of: originalCase(rest, fieldOf[2]!),
        ...(FIELD_WORDS[field] ? {} : { phrase: body.replace(/^the /, '') }),
      }
  }
  const items = parseItems(body, last ? toNumber(last[1]!) : limit, pages, section, one)
  if (last && items?.kind === 'items') items.fromEnd = true
  else if (last) return null
  const where = category
    ? { field: 'category', value: category }
    : tag
      ? { field: 'tag', value: tag }
      : country
        ? { field: 'country', value: country }
        : undefined
  if (where && items?.kind === 'items') items.where = where
  else if (where) return null
  if (bound && items?.kind === 'items') {
    items.bound = bound
    if (!items.fields.length) items.fields.push({ key: 'name', source: 'name' })
    if (!items.fields.some((f) => f.source === bound.field))
      items.fields.push({ key: bound.field, source: bound.field })
  } else if (bound) return null
  if (month && items?.kind === 'items') items.month = month
  else if (month) return null
  if (price && items?.kind === 'items') {
    items.price = price
    if (!items.fields.length) items.fields.push({ key: 'name', source: 'name' })
    if (!items.fields.some((f) => f.source === 'price')) items.fields.push({ key: 'price', source: 'price' })
  } else if (price) return null
  return items
}

/**
 * The key of a table, after the goal's noun: "the table of the top 20 rivers by length" ->
 * `rivers`; "the rivers table" -> `rivers`; anything less clear ("the report table", "the table
 * of monthly sales and costs") -> `table`. Never a column's name.
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
  single: boolean,
): Intent | null {
  let tokens = body
    .replace(/"[^"]*"/g, ' ')
    .split(/[^a-z0-9'-]+/)
    .filter((t) => /[a-z0-9]/.test(t) && !FILLER.has(t))
  tokens = tokens.filter((t) => t !== 'one')
  // "the most shared posts this month": words around a generic noun that are no fields name the
  // part of the page ("Most shared this month"); the page must have a heading with all of them.
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
    // Another word: a field the user named ("barcode"), looked up by that name on the page.
    const key = s.replace(/[^a-z0-9]+/g, '_')
    if (!fields.some((f) => f.key === key)) fields.push({ key, source: key })
  }
  if (!noun && !fields.length) return null
  // "the ratings" alone are the ratings of the items; "entries with rating" keep their names.
  if (fields.length && !fields.some((f) => f.source === 'name'))
    fields.unshift({ key: 'name', source: 'name' })
  return {
    kind: 'items',
    // "the thumbnails" alone: the list is named after its one field.
    key: noun ? plural(noun) : fields.length === 1 ? plural(fields[0]!.key) : 'items',
    fields,
    limit,
    pages,
    ...(section ? { section } : {}),
    ...(single ? { single } : {}),
    // "the subtotal", "the victor": one thing named by a bare singular noun.
    ...(noun && !fields.length && !limit && singular(noun) === noun && plural(noun) !== noun
      ? { oneThing: true }
      : {}),
  }
}
