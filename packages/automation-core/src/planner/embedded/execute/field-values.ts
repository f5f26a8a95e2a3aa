/**
 * Values as a field of a given type takes them: a date input wants 2027-03-12 whatever the goal
 * wrote ("12 March 2027", "March 12, 2027", "2027-03-12", "12/03/2027" is refused as ambiguous
 * unless the day is over 12), a time input 14:30 ("2:30 pm"), a number input digits.
 */
import type { ObservedElement } from '../../../page/observation'
import { MONTH_NAMES, NUMBER_WORDS, UNITS } from '../lexicon/words'

const MONTHS = MONTH_NAMES

const pad = (n: number) => String(n).padStart(2, '0')

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '')
  if (w.length < 3) return undefined
  const i = MONTHS.findIndex((m) => m.startsWith(w))
  return i >= 0 ? i + 1 : undefined
}

/** A calendar date written in words or digits, or undefined when it is not one (or is ambiguous). */
export function parseDate(
  text: string,
  thisYear = new Date().getFullYear(),
): { y: number; m: number; d: number } | undefined {
  const t = text
    .trim()
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    .replace(/^(?:on|the)\s+/i, '')
    .replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+/i, '')
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^(\d{1,2})(?:\s+of)?\s+([a-z]+)\.?,?(?:\s+(\d{4}))?$/i.exec(t)
  if (m?.[2] && monthOf(m[2])) return valid(Number(m[3] ?? thisYear), monthOf(m[2]) as number, Number(m[1]))
  m = /^([a-z]+)\.?\s+(\d{1,2}),?(?:\s+(\d{4}))?$/i.exec(t)
  if (m?.[1] && monthOf(m[1])) return valid(Number(m[3] ?? thisYear), monthOf(m[1]) as number, Number(m[2]))
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t)
  if (m) {
    const a = Number(m[1])
    const b = Number(m[2])
    // 05/03/2027 could be either; only a day over 12 tells
    if (a > 12 && b <= 12) return valid(Number(m[3]), b, a)
    if (b > 12 && a <= 12) return valid(Number(m[3]), a, b)
    if (a === b) return valid(Number(m[3]), a, b)
  }
  return undefined
}

function valid(y: number, m: number, d: number): { y: number; m: number; d: number } | undefined {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : undefined
}

/** A time of day ("2:30 pm", "14:30", "9am", "noon"), as HH:MM. */
export function parseTime(text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/\./g, '')
  if (t === 'noon' || t === 'midday') return '12:00'
  if (t === 'midnight') return '00:00'
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(t)
  if (!m) return undefined
  let h = Number(m[1])
  const min = Number(m[2] ?? 0)
  if (!m[3] && m[2] === undefined) return undefined
  if (m[3] === 'pm' && h < 12) h += 12
  if (m[3] === 'am' && h === 12) h = 0
  return h < 24 && min < 60 ? `${pad(h)}:${pad(min)}` : undefined
}

/** A number written with digits ("3", "1,200", "2.5"), or a small number word. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim().toLowerCase()
  const word = NUMBER_WORDS[t]
  if (word !== undefined) return word
  const m = /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/.exec(t)
  return m ? Number(t.replaceAll(',', '')) : undefined
}

/**
 * The text to put into `element` for `value`: converted for date, time, number and
 * datetime-local inputs; as written for anything else. Undefined when the input type cannot
 * take the value (the caller refuses, naming it).
 */
export function valueForField(element: ObservedElement, value: string): string | undefined {
  switch (element.type) {
    case 'date': {
      const d = parseDate(value)
      return d && `${d.y}-${pad(d.m)}-${pad(d.d)}`
    }
    case 'time':
      return parseTime(value)
    case 'month': {
      const m = /^([a-z]+)\s+(\d{4})$/i.exec(value.trim())
      const month = m?.[1] && monthOf(m[1])
      return month ? `${m?.[2]}-${pad(month)}` : /^\d{4}-\d{2}$/.test(value.trim()) ? value.trim() : undefined
    }
    case 'datetime-local': {
      const at = /^(.+?)\s+(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)$/i.exec(value.trim())
      const d = at?.[1] && parseDate(at[1])
      const time = at?.[2] && parseTime(at[2])
      return d && time ? `${d.y}-${pad(d.m)}-${pad(d.d)}T${time}` : undefined
    }
    case 'number':
    case 'range': {
      const n = parseNumber(value) ?? numberInUnit(value, element) ?? amountFor(value, element)
      return n === undefined ? undefined : String(n)
    }
    default:
      return value
  }
}

/**
 * "£60" for a field of money: the number, when the field shows that currency or speaks of a
 * price (its name, label or the text around it), and shows no other currency.
 */
export function amountFor(value: string, element: ObservedElement): number | undefined {
  const m = /^([$€£¥])\s?(\d[\d,]*(?:\.\d+)?)$/.exec(value.trim())
  if (!m?.[1] || !m[2]) return undefined
  const said = [element.name, element.label, element.context, element.value, element.title]
    .filter(Boolean)
    .join(' ')
  const signs = new Set(said.match(/[$€£¥]/g) ?? [])
  if ([...signs].some((c) => c !== m[1])) return undefined
  if (!signs.has(m[1]) && !/\b(?:price|cost|fee|budget|amount|spend|rent|fare|rate)\b/i.test(said))
    return undefined
  return Number(m[2].replace(/,/g, ''))
}

/** A unit: the names it is written with and what it measures. */
type Unit = { measure: string; names: readonly string[] }

/** The unit of `name` ("seconds" -> the names of seconds) and what it measures. */
function unitOf(name: string): Unit | undefined {
  for (const [measure, units] of Object.entries(UNITS)) {
    const names = units.find((u) => u.includes(name))
    if (names) return { measure, names }
  }
  return undefined
}

/** A value written as a number and a unit ("6 seconds", "30%"): its number text and its unit. */
function withUnit(value: string): { number: string; unit: Unit } | undefined {
  const m = /^(.+?)\s*(%|[a-z]+(?: cent)?)$/i.exec(value.trim())
  const unit = m?.[2] ? unitOf(m[2].toLowerCase()) : undefined
  return m?.[1] && unit ? { number: m[1], unit } : undefined
}

/**
 * "6 seconds" for a field of seconds: the number, when the field names no other unit of the
 * same measure ("6 seconds" is refused for a field that counts minutes).
 */
export function numberInUnit(value: string, element: ObservedElement): number | undefined {
  const written = withUnit(value)
  const n = written ? parseNumber(written.number) : undefined
  const unit = written?.unit
  if (n === undefined || !unit) return undefined
  const said = [element.name, element.label, element.context, element.value, element.title]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  // units the field itself writes: a sign after a number ("0 s", "70%"), a name as a word
  const shows = (name: string) =>
    name === '%'
      ? said.includes('%')
      : new RegExp(name.length <= 3 ? `\\d\\s*${name}\\b` : `\\b${name}\\b`).test(said)
  const others = (UNITS[unit.measure] ?? []).filter((u) => u !== unit.names && u.some(shows))
  return others.length && !unit.names.some(shows) ? undefined : n
}

/**
 * "30 minutes" for a number field whose unit is a list beside it (same form): that list and its
 * option for the unit, to be chosen after the number.
 */
export function unitCompanion(
  elements: readonly ObservedElement[],
  field: ObservedElement,
  value: string,
): { list: ObservedElement; option: string } | undefined {
  if (field.type !== 'number' && field.type !== 'range' && field.role !== 'spinbutton') return undefined
  const unit = withUnit(value)?.unit
  if (!unit || field.form === undefined) return undefined
  for (const list of elements) {
    if (list === field || !list.options || list.form !== field.form || list.frame !== field.frame) continue
    const option = list.options.find((o) => unit.names.includes(o.trim().toLowerCase()))
    if (option) return { list, option }
  }
  return undefined
}
