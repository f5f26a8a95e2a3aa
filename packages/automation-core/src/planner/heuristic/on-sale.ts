import type { FieldRequest, Intent } from './goal-parser'
import { plural, singular } from './goal-words'

/**
 * "Show the canoes that are discounted and give their title, regular price and sale price": the items
 * whose price is shown next to a struck-through earlier one (`old_price` of extract). Read as
 * an items intent with `onSale`; stepItems keeps the rows that have an old price.
 */

const SALE =
  /^(?:(?:find|get|show|list|give|tell)(?: me)? )?(?:(?:which|what) )?(?:all |any )?(?:the |a |an )?([a-z]+)(?: that(?:'s| is| are)| which (?:is|are)| (?:is|are))?(?: currently| now)? (?:on sale|discounted|reduced|on offer)(?: (?:right )?now| today| at the moment| currently)?$/

/**
 * The items on sale, as an items intent, or null.
 * @example parseSale('show the canoes that are discounted')
 */
export function parseSale(clause: string): Intent | null {
  // "... on sale with their regular and sale price"
  const low = clause.toLowerCase().trim()
  const tail = /,?\s+with (?:its|their|the) ([a-z ,]+)$/.exec(low)
  const m = SALE.exec(tail ? low.slice(0, tail.index) : low)
  if (!m) return null
  const fields = tail ? saleFields(`its ${tail[1]}`) : [{ key: 'name', source: 'name' }]
  if (!fields) return null
  const noun = m[1]!
  return {
    kind: 'items',
    key: plural(noun),
    fields,
    pages: 1,
    onSale: true,
    ...(singular(noun) === noun && noun !== 'one' ? { single: true } : {}),
  }
}

const FIELD_PHRASES: Array<[RegExp, string]> = [
  [/^(?:(?:product )?name|title)$/, 'name'],
  [/^(?:old|original|regular|previous|former|was|full|list|before)(?: price)?$|^price before\b/, 'old_price'],
  [/^(?:(?:new|sale|current|discounted|reduced|offer) )?price$|^(?:new|now|sale)$/, 'price'],
  [/^(?:link|url)$/, 'url'],
  [/^rating$/, 'rating'],
]

/**
 * The fields of "their title, regular price and sale price", or null if one is not understood.
 * @example saleFields('their title, regular price and sale price')
 */
export function saleFields(clause: string): FieldRequest[] | null {
  const m =
    /^(?:return|give|get|tell|show|list|report|with)(?: me| us)? (?:its|their|the) (.+)$/.exec(
      clause.toLowerCase().trim(),
    ) ??
    /^(?:return|give|get|show|list)(?: me| us)? (?:each|every|all of them|each one|every one)(?: one)?,? with (?:its|their) (.+)$/.exec(
      clause.toLowerCase().trim(),
    ) ??
    /^(?:its|their) (.+)$/.exec(clause.toLowerCase().trim())
  if (!m) return null
  const fields: FieldRequest[] = [{ key: 'name', source: 'name' }]
  for (const phrase of m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const p = phrase.trim()
    const hit = FIELD_PHRASES.find(([re]) => re.test(p))
    if (!p || !hit) return null
    if (hit[1] === 'name') continue
    // "regular and sale price": each is a price.
    const key = /price/.test(p) || (hit[1] !== 'old_price' && hit[1] !== 'price') ? p : `${p} price`
    fields.push({ key: key.replace(/\s+/g, '_'), source: hit[1] })
  }
  return fields.length ? fields : null
}
