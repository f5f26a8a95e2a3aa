import type { FieldRequest } from './goal-parser'
import { singular } from './goal-parser'

/**
 * Shapes extracted rows into the result the goal asked for: keys named after the user's words
 * (or the output schema's), values exactly as shown on the page. A value the page does not
 * show is null, never guessed; a field no row has at all makes the caller refuse.
 */

/** Extracted field each schema/field word reads, by meaning. */
const MEANING: Record<string, string> = {
  name: 'name',
  title: 'name',
  headline: 'name',
  heading: 'name',
  product: 'name',
  label: 'name',
  price: 'price',
  cost: 'price',
  amount: 'price',
  link: 'url',
  url: 'url',
  href: 'url',
  image: 'image',
  image_url: 'image',
  picture: 'image',
  thumbnail: 'image',
  rating: 'rating',
  stars: 'rating',
  date: 'date',
  published: 'date',
  description: 'description',
  summary: 'description',
  snippet: 'description',
  author: 'author',
  seller: 'seller',
}

/** What the output schema says about the items: its array key, fields and number fields. */
export interface SchemaShape {
  key?: string
  fields?: FieldRequest[]
  numbers: Set<string>
}

type Json = Record<string, unknown>

/** Reads the first array-of-objects property of a JSON Schema (the items the caller wants). */
export function schemaShape(schema: Json | null | undefined): SchemaShape {
  const numbers = new Set<string>()
  const props = (schema?.properties ?? {}) as Record<string, Json>
  for (const [key, prop] of Object.entries(props)) {
    if (prop.type !== 'array') continue
    const itemProps = ((prop.items as Json | undefined)?.properties ?? {}) as Record<string, Json>
    const fields = Object.keys(itemProps).map((k) => {
      const t = itemProps[k]?.type
      if (t === 'number' || t === 'integer') numbers.add(k)
      return { key: k, source: MEANING[singular(k)] ?? MEANING[k] ?? k }
    })
    return { key, fields: fields.length ? fields : undefined, numbers }
  }
  for (const [key, prop] of Object.entries(props))
    if (prop.type === 'number' || prop.type === 'integer') numbers.add(key)
  return { numbers }
}

/** "$3,618.00" -> 3618; "€1.249,00" -> 1249; null when no number can be read. */
export function toNumber(text: string): number | null {
  const m = /\d[\d.,\s]*/.exec(text)
  if (!m) return null
  let s = m[0].replace(/\s/g, '').replace(/[.,]$/, '')
  // The last separator followed by exactly two digits is the decimal one.
  const dec = /[.,](\d{1,2})$/.exec(s)
  const int = dec ? s.slice(0, dec.index) : s
  s = `${int.replace(/[.,]/g, '')}${dec ? `.${dec[1]}` : ''}`
  const n = Number(s)
  return Number.isFinite(n) ? n : null
}

/** The value of one field of a row, as shown (or as a number when the schema asks). */
export function fieldValue(row: Record<string, string>, field: FieldRequest, numbers: Set<string>): unknown {
  const v = row[field.source] ?? row[field.key]
  if (v === undefined) return null
  return numbers.has(field.key) ? toNumber(v) : v
}

/** Rows shaped to the requested fields; `missing` lists fields no row has. */
export function shapeRows(
  rows: Record<string, string>[],
  fields: FieldRequest[],
  numbers: Set<string>,
): { items: Json[]; missing: string[] } {
  if (!fields.length) {
    const items = rows.map((r) => {
      const out: Json = { ...r }
      for (const k of numbers) if (typeof r[k] === 'string') out[k] = toNumber(r[k])
      return out
    })
    return { items, missing: [] }
  }
  const missing = fields
    .filter((f) => !rows.some((r) => r[f.source] !== undefined || r[f.key] !== undefined))
    .map((f) => f.key)
  const items = rows.map((r) => Object.fromEntries(fields.map((f) => [f.key, fieldValue(r, f, numbers)])))
  return { items, missing }
}
