import type { FieldRequest } from './goal-parser'
import { escapeRegExp } from './page-text'

/**
 * Figures written in a sentence rather than a list or table: "the annual sales and costs"
 * from "Annual sales were $412,000 and annual costs $97,300". Each field must be
 * named right after the goal's qualifier and be followed by one amount; anything less is no answer.
 */

const AMOUNT = String.raw`([$€£¥]\s?\d[\d,.]*(?:\s?(?:million|billion|bn|m|k))?|\d[\d,.]*\s?(?:%|percent|million|billion|USD|EUR|GBP)?)`

/**
 * The value of each field after "<qualifier> <field>", or undefined unless every field has
 * exactly one value on the page.
 * @example proseValues(['Annual sales were $412,000'], 'annual', [{ key: 'sales', source: 'sales' }])
 */
export function proseValues(
  lines: string[],
  qualifier: string,
  fields: FieldRequest[],
): Record<string, string> | undefined {
  const words = qualifier
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  const asked = fields.filter((f) => f.source !== 'name')
  if (!words.length || !asked.length) return undefined
  const qual = words.map(escapeRegExp).join(String.raw`[\s-]+`)
  const out: Record<string, string> = {}
  for (const f of asked) {
    const name = f.key.split('_').map(escapeRegExp).join(String.raw`[\s-]+`)
    const re = new RegExp(
      String.raw`\b${qual}[\s-]+${name}\b(?:\s+(?:was|is|were|are|of|came to|totall?ed|reached|stood at|amounted to))?\s*:?\s*${AMOUNT}`,
      'gi',
    )
    const found = new Set<string>()
    for (const line of lines) for (const m of line.matchAll(re)) found.add(m[1]!.trim().replace(/[.,]$/, ''))
    if (found.size !== 1) return undefined
    out[f.key] = [...found][0]!
  }
  return out
}
