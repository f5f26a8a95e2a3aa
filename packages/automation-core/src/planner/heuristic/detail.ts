import { PAGE_DETAIL } from '../../page/extract'
import { FIELD_WORDS, type FieldRequest, type Intent, singular } from './goal-parser'
import { FILLER } from './goal-words'
import type { StepContext, StepResult } from './heuristic-planner'
import { termsOf } from './question'
import { isStep, readRows } from './read-rows'
import { schemaShape, toNumber } from './result-shaper'

/**
 * The one item a page is about: "open the third result and tell me its rating and seller",
 * "who authored the post", "the title and date of the post". Read as one record (see
 * PAGE_DETAIL in page/extract.ts); a field the page does not show there makes it refuse.
 */

/** Nouns that name the item a detail page is about. */
const ITEM = '(?:article|story|post|product|item|result|page|one|laptop|phone|mouse|listing)'

const FIELDS_OF_IT = new RegExp(`^(.+?) (?:of|for|on|in) (?:the|this|that) ${ITEM}$`)

const IT = `(?:it|this|that|the ${ITEM}(?: there| here)?|this ${ITEM})`

/** "who authored the post" -> author; "when was it posted", "on what date was it posted" -> date. */
function questionField(q: string): FieldRequest | undefined {
  if (new RegExp(`^who (?:wrote|authored|is the author of|penned) ${IT}$`).test(q))
    return { key: 'author', source: 'author' }
  if (new RegExp(`^who (?:sells|offers|stocks) ${IT}$`).test(q)) return { key: 'seller', source: 'seller' }
  if (
    new RegExp(
      `^(?:how much|what) (?:is|does) ${IT}(?: cost| sell for| go for)?$|^what (?:is|'s) (?:its|the) price$`,
    ).test(q)
  )
    return { key: 'price', source: 'price' }
  // "how many ports it has", "what charger comes with it": a labelled value of the item.
  const has =
    new RegExp(
      `^(?:how much |how many |what |which )?([a-z]+(?: (?!does\\b)[a-z]+)?) (?:does )?${IT} (?:has|have|offers?|comes? with|runs?|uses?|supports?)$`,
    ).exec(q) ??
    new RegExp(
      `^(?:how much |what |which )?([a-z]+(?: [a-z]+)?) (?:comes?|is included|ships?) with ${IT}$`,
    ).exec(q) ??
    /^(?:what is |what's )?its ([a-z]+(?: [a-z]+)?)$/.exec(q)
  if (has && !/\b(?:and|or|it|this|that)\b/.test(has[1]!)) {
    const key = has[1]!.replace(/ /g, '_')
    const known = FIELD_WORDS[singular(has[1]!)]
    return known ? { key: singular(has[1]!), source: known } : { key, source: key }
  }
  const when = '(?:when|(?:on )?what date|on which date|what day)'
  const done = '(?:published|posted|written|released|put online|updated)'
  if (
    new RegExp(`^${when} (?:was|is|were) ${IT} ${done}$`).test(q) ||
    new RegExp(`^${when} ${IT} (?:was|got) ${done}$`).test(q) ||
    new RegExp(`^${when} did ${IT} (?:come out|go live|get published)$`).test(q)
  )
    return { key: 'date', source: 'date' }
  return undefined
}

/**
 * The fields a list of field words asks for ("rating and seller"), or null if any is unknown. With
 * `labelled`, an unknown word is read as the label of a value on the item's page ("its weight").
 */
function fieldList(text: string, labelled = false): FieldRequest[] | null {
  const words = text
    .split(/[^a-z']+/)
    .filter((w) => w && !/^(?:and|or|the|its|their|plus|also|with)$/.test(w))
  const fields: FieldRequest[] = []
  for (const w of words) {
    const key = singular(w)
    const known = FIELD_WORDS[key]
    const source = known ?? (labelled && /^[a-z]{3,}$/.test(key) && !FILLER.has(key) ? key : undefined)
    if (
      !source ||
      (known && !/^(?:name|price|rating|date|author|seller|description|availability)$/.test(source))
    )
      return null
    if (!fields.some((f) => f.key === key)) fields.push({ key, source })
  }
  return fields.length ? fields : null
}

/**
 * A detail intent for the words after the verb (lower case), or null.
 * @example parseDetail('its rating and seller') // fields rating, seller
 */
export function parseDetail(body: string): Intent | null {
  const text = body.replace(/[?!.]+$/, '').trim()
  // Several questions about it: "who authored the post, and when was it posted".
  const parts = text.split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=who\b|when\b|on what\b|what date\b)/)
  const asked = parts.map(questionField)
  if (asked.every((f) => f)) return { kind: 'detail', fields: asked as FieldRequest[] }
  // "how long is the paddle on this canoe": a labelled value of the item this page shows.
  const spec =
    /^(?:how long is |what is |what's )?(?:the )?([a-z]+(?: [a-z]+)?) (?:on|of|for) this (?!page\b)[a-z]+$/.exec(
      text,
    )
  if (spec && !/\b(?:and|or)\b/.test(spec[1]!)) {
    const words = spec[1]!
    const key = words.replace(/ /g, '_')
    const known = FIELD_WORDS[singular(words)]
    return { kind: 'detail', fields: [{ key: known ? singular(words) : key, source: known ?? key }] }
  }
  // "their sellers" are the sellers of several items, not of the page's one item.
  const its = /^(?:its|it's) (.+)$/.exec(text)
  const of = FIELDS_OF_IT.exec(text)
  const fields = fieldList((its ?? of)?.[1] ?? '', !!its)
  return fields ? { kind: 'detail', fields } : null
}

/** Reads the page's one item and keeps the fields asked for. */
export function stepDetail(intent: Extract<Intent, { kind: 'detail' }>, ctx: StepContext): StepResult {
  const r = readRows(ctx, PAGE_DETAIL, 'Read the item this page is about')
  if (isStep(r)) return r
  const row = r.rows[0]
  if (r.source !== 'detail' || !row) return { refuse: 'This page is not about one item' }
  if (intent.about) {
    const named = termsOf(`${row.name ?? ''} ${ctx.input.observation.title}`)
    const missing = termsOf(intent.about).filter(
      (t) => !named.some((w) => w.startsWith(t) || t.startsWith(w)),
    )
    if (missing.length) return { refuse: `This page is not about "${intent.about}"` }
  }
  const numbers = schemaShape(ctx.input.outputSchema).numbers
  const missing = intent.fields.filter((f) => row[f.source] === undefined).map((f) => f.key)
  if (missing.length) return { refuse: `The page shows no ${missing.join(', ')}; nothing was made up` }
  for (const f of intent.fields) {
    const v = row[f.source]!
    ctx.state.result[f.key] = numbers.has(f.key) ? toNumber(v) : v
  }
  return { next: true }
}
