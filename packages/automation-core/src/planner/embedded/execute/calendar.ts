/**
 * A date picker made of day buttons: which month it shows, the button that moves it towards the
 * wanted month, and the button of the wanted day. Read off the structured observation and the
 * page's text; nothing here knows a site's picker.
 */

import type { Observation, ObservedElement } from '../../../page/observation'
import { readableText } from '../../../page/page-lines'
import { MONTH_NAMES } from '../lexicon/words'
import { normalizeName } from './locate'

const MONTHS = MONTH_NAMES
const MONTH_IN = new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'i')
const SHOWN = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'gi')

/** The next step with a picker: open it, move a month, click the day, or why it cannot. */
export type CalendarMove = { open: true } | { click: ObservedElement; why: string } | { reason: string }

/** Month numbers of a calendar: year * 12 + month index, so months compare and subtract. */
const monthKey = (y: number, m: number) => y * 12 + m

/** The months a page shows as "December 2026", distinct, as month keys. */
function shownMonths(text: string): number[] {
  const keys = new Set<number>()
  for (const m of text.matchAll(SHOWN))
    keys.add(monthKey(Number(m[2]), MONTHS.indexOf((m[1] ?? '').toLowerCase())))
  return [...keys]
}

/**
 * The months the day buttons name ("2 November 2026"), when they name them: those with a week of
 * days or more (the few days of the months around do not count). The page's text may name other
 * months ("book until 31 January 2027"), so these come first.
 */
function monthsOfDays(days: readonly ObservedElement[]): number[] {
  const counts = new Map<number, number>()
  for (const e of days) {
    const month = MONTH_IN.exec(e.name)?.[1]
    const year = /\b(\d{4})\b/.exec(e.name)?.[1]
    if (!month || !year) continue
    const m = monthKey(Number(year), MONTHS.indexOf(month.toLowerCase()))
    counts.set(m, (counts.get(m) ?? 0) + 1)
  }
  return [...counts].filter(([, n]) => n >= 7).map(([m]) => m)
}

/** Day buttons: enabled buttons (or grid cells) named by a day number, alone or in a full date. */
function dayButtons(elements: readonly ObservedElement[], enabledOnly = true): ObservedElement[] {
  return elements.filter(
    (e) =>
      (e.role === 'button' || e.role === 'gridcell') &&
      (!enabledOnly || !e.disabled) &&
      (/^\d{1,2}$/.test(e.name.trim()) || MONTH_IN.test(e.name)),
  )
}

/**
 * What to do next to pick `date` (year, month 1-12, day): open the picker when no month is
 * shown, move towards the month, then click the day. `text` is the page text before.
 */
export function calendarMove(
  observation: Observation,
  date: { y: number; m: number; d: number },
  opened: boolean,
): CalendarMove {
  const days = dayButtons(observation.elements)
  const allDays = dayButtons(observation.elements, false)
  const named = monthsOfDays(allDays)
  const shown = named.length ? named : shownMonths(readableText(observation))
  // a month of days is there (past days may be disabled, so all are counted)
  if (allDays.length < 20 || !shown.length)
    return opened ? { reason: 'no calendar of days opened' } : { open: true }
  const wanted = monthKey(date.y, date.m - 1)
  // a picker shows one or two months; the wanted one among them is where the day is clicked
  if (!shown.includes(wanted)) {
    const ahead = wanted > Math.max(...shown)
    const pattern = ahead ? /^(?:next(?: month)?|›|»|→|>|▶)$/ : /^(?:prev(?:ious)?(?: month)?|‹|«|←|<|◀)$/
    const arrows = observation.elements.filter(
      (e) =>
        !e.disabled &&
        ['button', 'link'].includes(e.role) &&
        pattern.test(normalizeName(e.name) || e.name.trim()),
    )
    if (arrows.length !== 1) {
      return {
        reason: `the calendar shows another month and has no single ${ahead ? 'next' : 'previous'} month button`,
      }
    }
    return { click: arrows[0] as ObservedElement, why: ahead ? 'next month' : 'previous month' }
  }
  const monthName = MONTHS[date.m - 1] as string
  const ofDate = days.filter((e) => {
    const n = normalizeName(e.name)
    return (
      n.includes(monthName) &&
      new RegExp(`\\b${date.d}\\b`).test(n) &&
      (!/\b\d{4}\b/.test(n) || n.includes(String(date.y)))
    )
  })
  const plain = days.filter((e) => e.name.trim() === String(date.d))
  const pick = ofDate.length === 1 ? ofDate : shown.length === 1 && plain.length === 1 ? plain : []
  if (!pick[0])
    return {
      reason: `the day ${date.d} of ${monthName} ${date.y} cannot be told apart in the calendar, or it cannot be chosen`,
    }
  const shownName = `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)}`
  return { click: pick[0], why: `${shownName} ${date.d}, ${date.y}` }
}
