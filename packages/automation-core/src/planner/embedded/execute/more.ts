/** The control that brings more of a list: "load more", or "next" beside numbered pages. */
import type { ObservedElement } from '../../../page/observation'
import { normalizeName } from './locate'

const MORE = /^(?:load|show|see|view) (?:\d+ )?(?:more|older|all)\b|^more (?:results|items)$|^load older\b/
/** "Page 4 of 9", "page 3 / 7": a list of pages, counted. */
const PAGE_OF = /\bpage \d{1,3} (?:of|\/) \d{1,3}\b/i
const NEXT = /^(?:next|next page|›|»|>|older|older posts)$/

/** The control that brings more rows: "load more", or "next" beside numbered pages. */
export function moreControl(elements: readonly ObservedElement[]): ObservedElement | undefined {
  const more = loadMoreControl(elements)
  if (more) return more
  const enabled = elements.filter((e) => !e.disabled && ['button', 'link'].includes(e.role) && !e.dialog)
  const numbered = enabled.some((e) => /^(?:page )?\d{1,3}$/i.test(e.name.trim()))
  const next = enabled.filter((e) => NEXT.test(normalizeName(e.name) || e.name.trim()))
  // ("Previous · Page 4 of 9 · Next": pages counted in words beside the one "next")
  const counted = next.length === 1 && PAGE_OF.test(next[0]?.context ?? '')
  return (numbered || counted) && next.length === 1 ? next[0] : undefined
}

/** The "load more" control alone (not "next"): what brings more of the same list onto this page. */
export function loadMoreControl(elements: readonly ObservedElement[]): ObservedElement | undefined {
  let more = elements.filter(
    (e) =>
      !e.disabled && ['button', 'link'].includes(e.role) && !e.dialog && MORE.test(normalizeName(e.name)),
  )
  // of several ("View all films" in the site's menu, "Show more films" under the list): not the
  // site's navigation, then one that says "more", then a button (a link may lead elsewhere)
  const narrow = (keep: (e: ObservedElement) => boolean) => {
    const kept = more.filter(keep)
    if (kept.length) more = kept
  }
  if (more.length > 1) narrow((e) => !e.landmark || e.landmark === 'complementary')
  if (more.length > 1) narrow((e) => /\bmore\b/.test(normalizeName(e.name)))
  if (more.length > 1) narrow((e) => e.role === 'button')
  return more.length === 1 ? more[0] : undefined
}
