/**
 * An answer put in the shape the caller's output schema asks: its keys named as the schema names
 * them (a key of the answer that means the same: "price" for "price", "total_price" for "total"),
 * and its values of the schema's types (a number for "$2,399.00" when the schema wants a number).
 * Nothing is added that the answer did not hold: a key the answer has no value for stays missing,
 * and the run's own check of the schema says so.
 */
import { numberOf } from '../plan/operators'
import { keyWords } from './locate'

type Json = Record<string, unknown>

/** The answer in the schema's shape; unchanged where the schema says nothing of it. */
export function fitToSchema(value: unknown, schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return value
  const s = schema as Json
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if ((type === 'number' || type === 'integer') && typeof value === 'string') {
    const n = numberOf(value)
    return n === undefined ? value : type === 'integer' ? Math.round(n) : n
  }
  if (type === 'string' && typeof value === 'number') return String(value)
  if (type === 'array' && Array.isArray(value)) return value.map((v) => fitToSchema(v, s.items))
  const props = s.properties && typeof s.properties === 'object' ? (s.properties as Json) : undefined
  if (!props || !value || typeof value !== 'object' || Array.isArray(value)) return value
  const given = value as Json
  const out: Json = {}
  const used = new Set<string>()
  for (const [key, prop] of Object.entries(props)) {
    const source = sourceKey(key, Object.keys(given), used, Object.keys(props).length)
    if (source === undefined || !fits(given[source], prop)) continue
    used.add(source)
    out[key] = fitToSchema(given[source], prop)
  }
  // keys the schema does not name are kept, unless it allows none
  if (s.additionalProperties !== false)
    for (const [k, v] of Object.entries(given)) if (!used.has(k) && !(k in out)) out[k] = v
  return out
}

/** Whether a value can be given as the type the schema asks (a number from "$12", not from "Desk lamp"). */
function fits(value: unknown, prop: unknown): boolean {
  const type = prop && typeof prop === 'object' ? (prop as Json).type : undefined
  if (type !== 'number' && type !== 'integer') return true
  return typeof value === 'number' || (typeof value === 'string' && numberOf(value) !== undefined)
}

/**
 * The key of the answer that a schema's key names: the same key, the same words ("totalPrice"
 * and "total_price"), then one whose words hold the schema key's words or the other way round
 * ("price" and "total_price"), when only one does. For a schema of one key and an answer of one
 * key, that key.
 */
function sourceKey(key: string, keys: string[], used: Set<string>, schemaKeys: number): string | undefined {
  const free = keys.filter((k) => !used.has(k))
  if (free.includes(key)) return key
  const want = keyWords(key).join(' ')
  const same = free.find((k) => keyWords(k).join(' ') === want)
  if (same !== undefined) return same
  const wanted = new Set(keyWords(key))
  const overlapping = free.filter((k) => {
    const have = keyWords(k)
    return have.every((w) => wanted.has(w)) || [...wanted].every((w) => have.includes(w))
  })
  if (overlapping.length === 1) return overlapping[0]
  return schemaKeys === 1 && keys.length === 1 ? free[0] : undefined
}
