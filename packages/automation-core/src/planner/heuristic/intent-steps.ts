import { sortByPrice, stepAggregate } from './aggregate'
import { loadMoreControl, MAX_LOAD_CLICKS, stepClick } from './click-steps'
import { statedCount, stepCount } from './count'
import { stepDetail } from './detail'
import type { FieldRequest, FormValue, Intent } from './goal-parser'
import { GENERIC_NOUNS, singular } from './goal-parser'
import { ALL_PAGES, MONTHS } from './goal-words'
import type { StepContext, StepResult } from './heuristic-planner'
import { keyOfLookup, lookupLabelled } from './label-lookup'
import { colonValue, stepLabel } from './label-value'
import { stepOpenItem } from './open-item'
import {
  type Contact,
  type Control,
  emailContacts,
  fieldsOf,
  findClickable,
  findSearchBox,
  newErrors,
  newMessage,
  norm,
  phoneContacts,
  readableLines,
  wordsOf,
} from './page-text'
import { proseValues } from './prose-values'
import { stepQuestion } from './question-step'
import { isStep, LOADING, MAX_WAITS, readRows } from './read-rows'
import { schemaShape, shapeRows, toNumber } from './result-shaper'
import { staleAfterSearch, writtenResults } from './search-results'

/**
 * One step of one intent. Each intent is a small state machine over `state.phase`: it asks
 * for actions, reads their outcomes on the next call, and says when it is done.
 */

const NO_RESULTS =
  /\bno (?:results|matches|products|items) (?:for|found|match)|\bnothing (?:found|matched)\b|\b0 results\b/i
const NEXT_PAGE = /^(?:next(?: page)?|more results|›|»|→|next ›|next »|next →)$/i
const SUBMIT =
  /^(?:submit|send|send message|subscribe|sign up|confirm|save|post|place order|apply|finish|done)\b/i
const NEXT_STEP = /^(?:next|continue|next step|proceed)\b/i

/** Carries out one step of `intent`. */
export function stepIntent(intent: Intent, ctx: StepContext): StepResult {
  switch (intent.kind) {
    case 'consent':
      // The overlay is handled before any intent; nothing is left to do here.
      return { next: true }
    case 'items':
      return stepItems(intent, ctx)
    case 'table': {
      const r = readRows(ctx, 'the table', 'Read the table')
      if (isStep(r)) return r
      if (r.source !== 'table') return { refuse: 'There is no table on this page' }
      ctx.state.result[intent.key] = r.rows.slice(0, intent.limit)
      return { next: true }
    }
    case 'value':
      return stepValue(intent, ctx)
    case 'count':
      return stepCount(intent, ctx)
    case 'aggregate':
      return stepAggregate(intent, ctx)
    case 'detail':
      return stepDetail(intent, ctx)
    case 'label':
      return stepLabel(intent, ctx)
    case 'question':
      return stepQuestion(intent, ctx)
    case 'lookup': {
      const found = lookupLabelled(
        ctx.lines,
        intent.question,
        intent.key,
        readableLines(ctx.input.observation),
      )
      if ('none' in found) return { refuse: found.none }
      ctx.state.result[keyOfLookup(intent.key, found.label)] = found.value
      return { next: true }
    }
    case 'fact':
      return stepFact(intent, ctx)
    case 'open':
      return stepOpen(intent, ctx)
    case 'pages':
      // Merged into its list by the parser; nothing left to do.
      return { next: true }
    case 'click-in':
    case 'load-all':
      return stepClick(intent, ctx)
    case 'open-nth':
    case 'open-about':
      return stepOpenItem(intent, ctx)
    case 'search':
      return stepSearch(intent, ctx)
    case 'fill':
      return stepFill(intent, ctx)
    case 'submit':
      return stepFill({ kind: 'fill', values: [], submit: true, agree: intent.agree }, ctx)
  }
}

/** Clicks "Load more" and waits for what it brings; counted against MAX_LOAD_CLICKS. */
function loadMore(ctx: StepContext, more: Control, purpose: string, phase: string): StepResult {
  ctx.state.moreClicks++
  ctx.state.waits = 0
  return {
    act: [
      { type: 'click', index: more.index },
      { type: 'wait', for: 'network', ms: 5000 },
    ],
    purpose,
    phase,
  }
}

/** "7 Yew Row, Quillby", "250 Juniper Avenue, Tarnfield, WA 98101". */
const STREET_ADDRESS =
  /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Way|Boulevard|Blvd\.?|Drive|Dr\.|Square|Place|Court|Close|Terrace|Row|Hill)\b(?:,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)?(?:,?\s*[A-Z]{2}\s+\d{5})?(?:,?\s*[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})?/g

const OUT_OF_STOCK = /\b(?:out of stock|sold out|unavailable|not available)\b/i

/** Fields every extracted row may have; others are asked of extract by name. */
const STANDARD_FIELDS = new Set(
  'name price old_price url image rating date description author seller availability text'.split(' '),
)

function stepItems(intent: Extract<Intent, { kind: 'items' }>, ctx: StepContext): StepResult {
  const { state, input, lines } = ctx
  const shape = schemaShape(input.outputSchema)
  const key = shape.key ?? intent.key
  const fields = shape.fields ?? intent.fields
  if (state.phase === 'start' && state.pagesRead === 0) {
    const noun = singular(intent.key)
    const names = input.observation.elements.map((e) => `${e.name} ${e.placeholder ?? ''}`).join(' ')
    const page = norm(
      `${input.observation.url} ${input.observation.title} ${readableLines(input.observation).join(' ')} ${names}`,
    )
    if (
      !GENERIC_NOUNS.has(noun) &&
      !GENERIC_NOUNS.has(intent.key) &&
      !page.includes(noun.slice(0, Math.max(4, noun.length - 1)))
    )
      return { refuse: `This page shows no ${intent.key}` }
    // An empty answer reads like success: say plainly that nothing was found.
    const none = lines.find((l) => NO_RESULTS.test(l))
    if (none) return { refuse: `No results were found: the page says "${none}"` }
  }
  if (state.phase === 'paged') state.phase = 'start'
  if (state.phase === 'more') {
    // "Load more" added to the same list: read this page's list again, whole.
    state.rows = state.rows.slice(0, state.pageStart)
    state.phase = 'start'
  }
  const r = readRows(
    ctx,
    `the ${intent.key}`,
    `Read the ${intent.key}${intent.section ? ` under "${intent.section}"` : ''}${
      state.pagesRead ? ` (page ${state.pagesRead + 1})` : ''
    }`,
    undefined,
    intent.section,
    [
      ...fields.map((f) => f.source),
      ...(intent.where ? [intent.where.field] : []),
      ...(intent.sortBy ? [intent.sortBy] : []),
    ].filter((f) => !STANDARD_FIELDS.has(f)),
  )
  if (isStep(r)) return r
  state.rows.push(...r.rows)
  const enough =
    !intent.sort && !intent.fromEnd && intent.limit !== undefined && state.rows.length >= intent.limit
  const label = (c: Control) => (c.label || c.attrs['aria-label'] || '').trim()
  const next = ctx.controls.find((c) => /^(a|button)$/.test(c.tag) && NEXT_PAGE.test(label(c)))
  const more = loadMoreControl(ctx.controls)
  // "The first 14" of a list that shows 9: load more, or go on to the next page, until there are 14.
  // A filter ("in the Garden department") reads the whole list first.
  const short =
    (intent.limit !== undefined && !enough && !intent.sort && !intent.fromEnd) ||
    (!!intent.where && !intent.limit)
  if (short && more && state.moreClicks < MAX_LOAD_CLICKS)
    return loadMore(ctx, more, `Load more ${intent.key}`, 'more')
  state.pagesRead++
  if ((state.pagesRead < intent.pages || (short && state.pagesRead < ALL_PAGES)) && !enough && next) {
    state.waits = 0
    state.pageStart = state.rows.length
    return {
      act: [{ type: 'click', index: next.index }],
      purpose: `Go to page ${state.pagesRead + 1}`,
      phase: 'paged',
    }
  }
  let rows = state.rows
  if (
    intent.limit !== undefined &&
    !intent.onSale &&
    !intent.price &&
    !intent.sort &&
    rows.length < intent.limit
  )
    return { refuse: `The page shows only ${rows.length} ${intent.key}, not ${intent.limit}` }
  if (intent.ranks) {
    const { from, to } = intent.ranks
    const rankOf = (x: Record<string, string>) => Number.parseInt(x.rank ?? '', 10)
    const ranked = rows.every((x) => Number.isFinite(rankOf(x)))
      ? rows.filter((x) => rankOf(x) >= from && rankOf(x) <= to)
      : rows.slice(from - 1, to)
    if (ranked.length !== to - from + 1)
      return { refuse: `The page does not show ${intent.key} ranked ${from} to ${to}` }
    rows = ranked
  }
  if (intent.where) {
    const { field, value } = intent.where
    if (!rows.some((x) => x[field] !== undefined))
      return { refuse: `The ${intent.key} here show no ${field} to tell "${value}" by` }
    rows = rows.filter((x) => norm(x[field] ?? '') === norm(value))
    if (!rows.length) return { refuse: `None of the ${intent.key} here has the ${field} "${value}"` }
  }
  if (intent.outOfStock) {
    rows = rows.filter((x) => OUT_OF_STOCK.test(x.availability ?? ''))
    // None marked could also mean the page does not say: no answer rather than an empty one.
    if (!rows.length) return { refuse: `The page marks none of the ${intent.key} as out of stock` }
  }
  if (intent.bound) {
    const { field } = intent.bound
    const kept = withinBounds(rows, field, intent.bound)
    if (!kept) return { refuse: `Not every one of the ${intent.key} shows a ${field}` }
    if (!kept.length) return { refuse: `None of the ${intent.key} here has a ${field} in those bounds` }
    rows = kept
  }
  if (intent.month) {
    const dated = rows.map((x) => ({ x, m: monthOf(x.date) }))
    if (dated.some((r) => !r.m)) return { refuse: `Not every one of the ${intent.key} shows a date` }
    rows = dated.filter((r) => r.m === intent.month).map((r) => r.x)
    if (!rows.length) return { refuse: `None of the ${intent.key} here is dated ${intent.month}` }
  }
  if (intent.price) {
    const { max, min } = intent.price
    const kept = withinBounds(rows, 'price', intent.price)
    if (!kept) return { refuse: `Not every one of the ${intent.key} shows a price` }
    if (!kept.length)
      return {
        refuse: `None of the ${intent.key} here is priced ${max !== undefined ? `under ${max}` : `over ${min}`}`,
      }
    rows = kept
  }
  if (intent.onSale) {
    rows = rows.filter((x) => x.old_price !== undefined && x.price !== undefined)
    if (!rows.length) return { refuse: `None of the ${intent.key} here shows a reduced price` }
    if (intent.single && rows.length > 1)
      return {
        refuse: `Several ${intent.key} are on sale (${rows.map((x) => x.name ?? '?').join(', ')}); the goal asks for one`,
      }
  }
  if (staleAfterSearch(ctx, rows)) {
    // The search wrote its results into the page as plain lines ("4 recipes match", names).
    const written = writtenResults(ctx, intent.key)
    const plain = fields.every((f) => f.source === 'name')
    if (!written || !plain)
      return {
        refuse: `The ${intent.key} read after the search were already on the page before it; its results could not be told apart`,
      }
    rows = written
  }
  if (intent.sort) {
    // Ordering one page of several would be untrue.
    if (next || more)
      return { refuse: `The ${intent.key} continue beyond what is shown; they cannot all be ordered` }
    const sorted = sortByPrice(rows, intent.sort, intent.sortBy)
    if (typeof sorted === 'string') return { refuse: sorted }
    rows = sorted
  }
  // A plain list of links ("the most shared posts") is its titles, unless links were asked for.
  const titles =
    !fields.length &&
    r.source === 'list' &&
    rows.every((x) => Object.keys(x).every((k) => k === 'name' || k === 'url'))
  if (intent.fromEnd && intent.limit !== undefined) {
    // The last ones of a list that goes on elsewhere are not the last ones.
    if (next || more)
      return { refuse: `The ${intent.key} continue beyond what is shown; the last ones are not here` }
    rows = rows.slice(-intent.limit)
  }
  const { items, missing } = shapeRows(
    rows.slice(0, intent.limit),
    titles ? [{ key: 'name', source: 'name' }] : nameColumn(rows, fields, intent.key),
    shape.numbers,
  )
  if (missing.length) {
    // "the annual sales and costs" may be written in a sentence instead.
    const prose = proseValues(ctx.lines, singular(intent.key), fields)
    if (prose) {
      Object.assign(state.result, prose)
      return { next: true }
    }
    return { refuse: `The page shows no ${missing.join(', ')} for the ${intent.key}; nothing was made up` }
  }
  if (intent.oneThing && items.length !== 1) {
    // "the gusts": the one value the page writes after that label ("gusts: 12 mph, easing").
    const labelled = colonValue(lines, [singular(intent.key)])
    if (typeof labelled === 'string') {
      state.result[singular(intent.key)] = labelled
      return { next: true }
    }
    return {
      refuse: `The goal asks for one ${singular(intent.key)}, and the page shows ${items.length}; it does not say which`,
    }
  }
  if (intent.single && items.length === 1) Object.assign(state.result, items[0])
  else state.result[key] = items
  return { next: true }
}

/**
 * The rows whose `field` reads as a number within the bounds (the bound itself only when
 * `inclusive`), or null when a row shows no such number.
 */
function withinBounds(
  rows: Record<string, string>[],
  field: string,
  { max, min, inclusive }: { max?: number; min?: number; inclusive?: boolean },
): Record<string, string>[] | null {
  const within = (p: number) =>
    inclusive
      ? (max === undefined || p <= max) && (min === undefined || p >= min)
      : (max === undefined || p < max) && (min === undefined || p > min)
  const valued = rows.map((x) => ({ x, p: x[field] === undefined ? null : toNumber(x[field]!) }))
  if (valued.some((r) => r.p === null)) return null
  return valued.filter(({ p }) => within(p!)).map((r) => r.x)
}

/** "2031-03-09", "March 9, 2031", "9 March 2031" -> "2031-03"; undefined when not a date. */
function monthOf(date: string | undefined): string | undefined {
  if (!date) return undefined
  const iso = /\b(\d{4})-(\d{2})(?:-\d{2})?/.exec(date)
  if (iso) return `${iso[1]}-${iso[2]}`
  const named =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(\d{4})\b/i.exec(date) ??
    /\b\d{1,2}\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b/i.exec(date)
  if (!named) return undefined
  const month = MONTHS.findIndex((m) => m.startsWith(named[1]!.toLowerCase())) + 1
  return `${named[2]}-${String(month).padStart(2, '0')}`
}

/**
 * Rows of a table have no `name`: the column named after the goal's noun ("rivers" -> River)
 * stands in for it, under its own name.
 */
function nameColumn(rows: Record<string, string>[], fields: FieldRequest[], key: string): FieldRequest[] {
  const column = singular(key)
  if (rows.some((r) => r.name !== undefined) || !rows.some((r) => r[column] !== undefined)) return fields
  return fields.map((f) =>
    f.source === 'name' ? { key: f.key === 'name' ? column : f.key, source: column } : f,
  )
}

function stepValue(intent: Extract<Intent, { kind: 'value' }>, ctx: StepContext): StepResult {
  const r = readRows(ctx, intent.noun ? `the ${intent.noun}` : intent.of, `Find ${intent.of}`)
  if (isStep(r)) return r
  // The rows just read came from the part of the page the phrase heads (asked for below).
  const fromSection = ctx.last?.some((o) => o.action.type === 'extract' && o.action.section === intent.phrase)
  if (intent.phrase && fromSection) return sectionItem(intent, r.rows, ctx)
  const want = norm(intent.of)
  const row =
    intent.nth !== undefined
      ? intent.nth < 0
        ? r.rows[r.rows.length - 1]
        : r.rows[intent.nth - 1]
      : (r.rows.find((x) => norm(x.name ?? '') === want) ??
        // A table row has no name: the row with a cell that says exactly that ("Ghent").
        r.rows.find((x) => x.name === undefined && Object.values(x).some((v) => norm(v) === want)) ??
        r.rows.find((x) => norm(x.name ?? '').includes(want) || (x.name && want.includes(norm(x.name)))) ??
        // "the camp stool in the weekly offer": the one item named so, wherever it is.
        oneRowNamed(r.rows, want.replace(/\s+(?:in|under|from|at|on) (?:the )?[^,]+$/, '')) ??
        // "Q1" for the row "Q1 2031": the one row with a cell that starts so.
        oneRowStarting(r.rows, want))
  if (!row && intent.phrase) {
    // No item called "the week": the part of the page headed "Offer of the week" may show it.
    ctx.state.waits = MAX_WAITS
    return {
      act: [{ type: 'extract', what: 'the item', section: intent.phrase }],
      purpose: `Read the part of the page headed "${intent.phrase}"`,
      phase: 'extracted',
    }
  }
  // Not among the items shown yet: "Load more" may bring it.
  const more = loadMoreControl(ctx.controls)
  if (!row && intent.nth === undefined && more && ctx.state.moreClicks < MAX_LOAD_CLICKS)
    return loadMore(ctx, more, `Load more, to find ${intent.of}`, 'start')
  if (!row) return { refuse: `"${intent.of}" is not on this page` }
  // "the third result" of a page that says it found fewer than were read: not the results.
  const stated = intent.noun ? statedCount(ctx.lines, intent.noun) : undefined
  if (stated !== undefined && stated < r.rows.length)
    return { refuse: `The page says it has ${stated} ${intent.noun}, but ${r.rows.length} items were read` }
  if (intent.inStock) {
    // Pages mark what is sold out; an item unmarked on a page that marks others is in stock.
    const out = OUT_OF_STOCK.test(row.availability ?? '')
    const marks = r.rows.some((x) => OUT_OF_STOCK.test(x.availability ?? ''))
    if (!out && !marks && !/\bin stock|\bavailable\b/i.test(row.availability ?? ''))
      return { refuse: `The page does not say whether "${intent.of}" is in stock` }
    ctx.state.result.in_stock = !out
    return { next: true }
  }
  const v = row[intent.source]
  if (v === undefined) return { refuse: `The page shows no ${intent.key} for "${intent.of}"` }
  const numbers = schemaShape(ctx.input.outputSchema).numbers
  ctx.state.result[intent.key] = numbers.has(intent.key) ? toNumber(v) : v
  return { next: true }
}

/** The one table row with a cell that starts with `words` and a space, if exactly one has. */
function oneRowStarting(rows: Record<string, string>[], words: string): Record<string, string> | undefined {
  const hits = rows.filter(
    (x) => x.name === undefined && Object.values(x).some((v) => norm(v).startsWith(`${words} `)),
  )
  return hits.length === 1 ? hits[0] : undefined
}

/** The one row whose name contains `words`, if exactly one does. */
function oneRowNamed(rows: Record<string, string>[], words: string): Record<string, string> | undefined {
  if (words.split(' ').length < 2) return undefined
  const hits = rows.filter((x) => norm(x.name ?? '').includes(words))
  return hits.length === 1 ? hits[0] : undefined
}

/** The one item shown under the heading the goal named: its fields, or the whole row. */
function sectionItem(
  intent: Extract<Intent, { kind: 'value' }>,
  rows: Record<string, string>[],
  ctx: StepContext,
): StepResult {
  if (rows.length !== 1) return { refuse: `"${intent.phrase}" does not show one single item` }
  const row = rows[0]!
  if (!intent.fields) {
    ctx.state.result[(intent.phrase ?? intent.key).replace(/[^a-z0-9]+/g, '_')] = row
    return { next: true }
  }
  const { items, missing } = shapeRows([row], intent.fields, schemaShape(ctx.input.outputSchema).numbers)
  if (missing.length) return { refuse: `The page shows no ${missing.join(', ')} there; nothing was made up` }
  Object.assign(ctx.state.result, items[0])
  return { next: true }
}

const LINK_SCOPES: Record<string, string> = {
  navigation: 'nav, [role=navigation]',
  nav: 'nav, [role=navigation]',
  menu: 'nav, [role=navigation], [role=menu]',
  header: 'header, [role=banner]',
  footer: 'footer, [role=contentinfo]',
  main: 'main, [role=main]',
}

function stepFact(intent: Extract<Intent, { kind: 'fact' }>, ctx: StepContext): StepResult {
  const { state, input } = ctx
  switch (intent.fact) {
    case 'title':
      if (!input.observation.title) return { refuse: 'The page has no title' }
      state.result[intent.key] = input.observation.title
      return { next: true }
    case 'emails':
    case 'phones': {
      const what = intent.fact === 'emails' ? 'e-mail addresses' : 'phone numbers'
      const contacts =
        intent.fact === 'emails' ? emailContacts(input.observation) : phoneContacts(input.observation)
      if (!contacts.length) return { refuse: `There are no ${what} on this page` }
      const picked = pickContacts(contacts, intent.qualifier, intent.single)
      if (typeof picked === 'string') return { refuse: picked.replace('WHAT', what) }
      state.result[intent.key] = intent.single ? picked[0] : picked
      return { next: true }
    }
    case 'confirmation': {
      const message = newMessage(state.before, ctx.lines)
      if (message) {
        state.result[intent.key] = message
        return { next: true }
      }
      const errors = newErrors(state.before, ctx.lines)
      return {
        refuse: errors.length
          ? `The page says: ${errors.join(' ')}`
          : 'No confirmation message appeared on the page',
      }
    }
    case 'address': {
      const found = [
        ...new Set(ctx.lines.flatMap((l) => [...l.matchAll(STREET_ADDRESS)].map((m) => m[0].trim()))),
      ]
      if (found.length !== 1)
        return {
          refuse: found.length
            ? `The page gives several addresses (${found.join(' | ')}); the goal does not say which`
            : 'The page gives no street address',
        }
      state.result[intent.key] = found[0]
      return { next: true }
    }
    case 'message': {
      const message = newMessage(state.before, ctx.lines) ?? newErrors(state.before, ctx.lines)[0]
      if (!message) return { refuse: 'No message appeared on the page' }
      state.result[intent.key] = message
      return { next: true }
    }
    case 'errors': {
      const errors = newErrors(state.before, ctx.lines)
      if (!errors.length) return { refuse: 'No error message appeared on the page' }
      state.result[intent.key] = errors
      return { next: true }
    }
    case 'headings': {
      const r = readRows(ctx, 'headings', 'Read the headings')
      if (isStep(r)) return r
      const rows = intent.scope ? r.rows.filter((x) => x.level === intent.scope) : r.rows
      if (intent.single) {
        const texts = [...new Set(rows.map((x) => x.text))]
        if (texts.length !== 1)
          return {
            refuse: texts.length
              ? `The page has several main headings (${texts.join(' | ')}); the goal does not say which one`
              : 'The page has no main heading',
          }
        state.result[intent.key] = texts[0]
        return { next: true }
      }
      state.result[intent.key] = rows.map((x) => x.text).slice(0, intent.limit)
      return { next: true }
    }
    case 'links': {
      const selector = intent.scope ? LINK_SCOPES[intent.scope] : undefined
      const r = readRows(ctx, 'links', `Read the ${intent.scope ? `${intent.scope} ` : ''}links`, selector)
      if (isStep(r)) return r
      state.result[intent.key] = r.rows.slice(0, intent.limit)
      return { next: true }
    }
  }
}

/** Words that name no particular number or address: any one the page gives is it. */
const GENERIC_CONTACT = new Set(
  'customer service services support contact help helpline hotline main general office company store shop sales enquiries inquiries call'.split(
    ' ',
  ),
)

/**
 * The contacts the goal asks for: those whose text has the qualifier's words ("helpdesk"), one
 * when a single value is asked for; or why none can be given (WHAT names the kind).
 */
function pickContacts(
  contacts: Contact[],
  qualifier: string[] | undefined,
  single?: boolean,
): string[] | string {
  const distinct = (cs: Contact[]) => [...new Set(cs.map((c) => c.value))]
  let chosen = distinct(contacts)
  if (qualifier?.length) {
    const stems = qualifier.map((w) => singular(w).slice(0, Math.max(4, singular(w).length - 1)))
    const near = distinct(contacts.filter((c) => stems.every((w) => c.context.includes(w))))
    const generic = qualifier.every((w) => GENERIC_CONTACT.has(w))
    if (near.length) chosen = near
    else if (!(generic && chosen.length === 1))
      return `The page shows no WHAT marked "${qualifier.join(' ')}" (found: ${chosen.join(', ')})`
  }
  if (single && chosen.length > 1)
    return `The page shows several WHAT (${chosen.join(', ')}); the goal does not say which one`
  return chosen
}

function stepOpen(intent: Extract<Intent, { kind: 'open' }>, ctx: StepContext): StepResult {
  const { state } = ctx
  if (state.phase === 'clicked') {
    const o = ctx.last?.[0]
    if (o && !o.ok) return { refuse: `Could not open "${intent.target}": ${o.message ?? 'the click failed'}` }
    return { next: true }
  }
  const target = findClickable(ctx.controls, intent.target)
  if (!target && state.waits < MAX_WAITS && ctx.lines.some((l) => LOADING.test(l))) {
    state.waits++
    return {
      act: [{ type: 'wait', for: 'network', ms: 5000 }],
      purpose: 'Wait for the page to load',
      phase: 'start',
    }
  }
  if (!target && intent.ifShown) return { next: true }
  // An item further down a list that loads more on request: "Load more" may bring it.
  const more = target ? undefined : loadMoreControl(ctx.controls)
  if (more && state.moreClicks < MAX_LOAD_CLICKS)
    return loadMore(ctx, more, `Load more, to find "${intent.target}"`, 'start')
  if (!target) return { refuse: `There is no "${intent.target}" link or button on this page` }
  state.before = ctx.lines
  return {
    act: [{ type: 'click', index: target.index }],
    purpose: `Open "${intent.target}"`,
    phase: 'clicked',
  }
}

function stepSearch(intent: Extract<Intent, { kind: 'search' }>, ctx: StepContext): StepResult {
  if (ctx.state.phase === 'searched') {
    const o = ctx.last?.[0]
    if (o && !o.ok) return { refuse: `The search failed: ${o.message ?? 'unknown error'}` }
    return { next: true }
  }
  const box = findSearchBox(ctx.controls)
  if (!box) return { refuse: 'There is no search box on this page' }
  ctx.state.before = ctx.lines
  ctx.state.searchedFrom = ctx.input.observation.url
  return {
    act: [{ type: 'fill', index: box.index, text: intent.query, submit: true }],
    purpose: `Search for "${intent.query}"`,
    phase: 'searched',
  }
}

/** How well a form control fits the user's field name: 0 is no fit. */
function fit(c: Control, key: string): number {
  const k = wordsOf(key)
  const name = (c.attrs.name ?? c.attrs.id ?? '').toLowerCase()
  const hay = wordsOf(
    `${c.before} ${c.attrs.placeholder ?? ''} ${c.attrs['aria-label'] ?? ''} ${name.replace(/[_-]/g, ' ')}`,
  )
  let score = 0
  if (name && (name === key.replace(/\s+/g, '_') || name === key.replace(/\s+/g, ''))) score += 3
  if (k.includes('email') || k.includes('e-mail')) score += c.attrs.type === 'email' ? 3 : 0
  if (/^(message|comment|comments|body|text|question|enquiry|inquiry)$/.test(key) && c.tag === 'textarea')
    score += 2
  if (k.length && k.every((w) => hay.includes(w))) score += 2
  else if (k.some((w) => hay.includes(w))) score += 1
  return score
}

function stepFill(intent: Extract<Intent, { kind: 'fill' }>, ctx: StepContext): StepResult {
  const { state, controls, lines } = ctx
  const failed = ctx.last?.find((o) => !o.ok)
  if (state.phase !== 'start' && failed)
    return { refuse: `Could not fill the form: ${failed.message ?? 'an action failed'}` }
  if (state.phase === 'submitted' || state.phase === 'stepped') {
    const errors = newErrors(state.before, lines)
    // The goal may ask for what the form said, errors included: the next intent reads it.
    const then = state.parsed.ok ? state.parsed.intents[state.at + 1] : undefined
    const reads = then?.kind === 'fact' && /^(?:message|errors)$/.test(then.fact)
    if (errors.length && reads && state.phase === 'submitted') return { next: true }
    if (errors.length) return { refuse: `The form was not accepted: ${errors.join(' ')}` }
    if (state.phase === 'submitted') return { next: true }
  }
  const inputs = fieldsOf(controls).filter((c) => c.attrs.type !== 'checkbox' && c.attrs.type !== 'radio')
  const used = new Set<number>()
  const actions: NonNullable<Extract<StepResult, { act: unknown }>['act']> = []
  const names: string[] = []
  const todo = intent.values.filter((v) => !state.filled.has(v.key))
  for (const v of todo) {
    const best = bestControl(inputs, v, used)
    if (!best) continue
    used.add(best.index)
    state.filled.add(v.key)
    names.push(v.key)
    actions.push(
      best.tag === 'select'
        ? { type: 'select', index: best.index, value: v.value }
        : { type: 'fill', index: best.index, text: v.value },
    )
  }
  if (actions.length) return { act: actions, purpose: `Fill in ${names.join(', ')}`, phase: 'filled' }
  const button = (re: RegExp) =>
    controls.find(
      (c) =>
        (c.tag === 'button' || c.attrs.type === 'submit') && re.test((c.label || c.attrs.value || '').trim()),
    )
  const remaining = intent.values.filter((v) => !state.filled.has(v.key))
  const next = button(NEXT_STEP)
  if (remaining.length) {
    if (next) {
      state.before = lines
      return {
        act: [{ type: 'click', index: next.index }],
        purpose: 'Go to the next step of the form',
        phase: 'stepped',
      }
    }
    return { refuse: `The form has no field for ${remaining.map((v) => `"${v.key}"`).join(', ')}` }
  }
  if (!intent.submit) return { next: true }
  // Agreeing to terms is the user's decision: only when the goal says so.
  const agree = controls.find(
    (c) =>
      c.attrs.type === 'checkbox' &&
      /\b(agree|terms|conditions|consent|privacy)\b/i.test(`${c.line} ${c.label}`),
  )
  if (agree && !state.agreed && !intent.leaveTerms) {
    if (!intent.agree)
      return {
        refuse: `The form asks to tick "${agree.line || 'I agree'}"; the goal did not say to agree, so nothing was submitted. Add "agree to the terms" to the goal to allow it`,
      }
    state.agreed = true
    return {
      act: [{ type: 'check', index: agree.index, checked: true }],
      purpose: 'Agree to the terms',
      phase: 'filled',
    }
  }
  const submit = button(SUBMIT) ?? next
  if (!submit) return { refuse: 'The form has no submit button' }
  state.before = lines
  return {
    act: [{ type: 'click', index: submit.index }],
    purpose: submit === next ? 'Go to the next step of the form' : 'Submit the form',
    phase: submit === next ? 'stepped' : 'submitted',
  }
}

function bestControl(inputs: Control[], v: FormValue, used: Set<number>): Control | undefined {
  let best: Control | undefined
  let bestScore = 0
  for (const c of inputs) {
    if (used.has(c.index)) continue
    const s = fit(c, v.key)
    if (s > bestScore) {
      best = c
      bestScore = s
    }
  }
  return best
}
