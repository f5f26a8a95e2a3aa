/**
 * What closes what covers the page: the close button of the one open dialog (or of the one
 * named), else Escape; outside dialogs, the one close button of a banner or notice.
 */
import type { ObservedElement } from '../../../page/observation'
import { CLOSE_NAMES, CONFIRM_NAMES, CONSENT_ACCEPT, CONSENT_DECLINE, CONSENT_WORDS } from '../lexicon/words'
import { describeElement, normalizeName, related } from './locate'

/** The names of the open dialogs, in page order. */
export function dialogsOf(elements: readonly ObservedElement[]): string[] {
  return [...new Set(elements.flatMap((e) => (e.dialog === undefined ? [] : [e.dialog])))]
}

const closeRank = (e: ObservedElement): number => {
  if (!['button', 'link', 'menuitem'].includes(e.role) || e.disabled) return -1
  const names = [e.name, e.title, e.label].filter((t): t is string => Boolean(t)).map(normalizeName)
  const raw = [e.name, e.title].filter((t): t is string => Boolean(t)).map((t) => t.trim().toLowerCase())
  let best = -1
  CLOSE_NAMES.forEach((word, i) => {
    const w = normalizeName(word)
    const hit = w ? names.some((n) => n === w || n.startsWith(`${w} `)) : raw.some((n) => n === word)
    if (hit && (best < 0 || i < best)) best = i
  })
  return best
}

/** The close control of `e`'s set, best first. */
function closers(elements: readonly ObservedElement[]): ObservedElement[] {
  return elements
    .map((e) => [e, closeRank(e)] as const)
    .filter(([, r]) => r >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([e]) => e)
}

export type CloseControl = { element?: ObservedElement; dialog?: string } | { reason: string }

/**
 * How to close the dialog named `name` (or the only one open): its best close control, or
 * Escape (no element). Outside dialogs: the only close-like button whose names hold `name`.
 */
export function closeControl(elements: readonly ObservedElement[], name?: string): CloseControl {
  const wanted = name ? normalizeName(name) : ''
  // every word said, in one of its forms ("the membership offer": a dialog "Members save 10%")
  const holds = (text: string | undefined) => {
    if (!wanted) return true
    const words = normalizeName(text ?? '').split(' ')
    return wanted.split(' ').every((w) => words.some((t) => t === w || related(t, w)))
  }
  // a dialog named so, or one whose controls or their words say them ("the chat box": "Close
  // chat"; "the tide alerts pop-up": a dialog "Never miss high water" that offers tide alerts)
  const says = (d: string) =>
    holds(d) ||
    elements.some(
      (e) =>
        e.dialog === d &&
        (holds(`${e.name} ${e.title ?? ''} ${e.label ?? ''} ${e.placeholder ?? ''}`) || holds(e.context)),
    )
  const dialogs = dialogsOf(elements).filter((d) => !wanted || says(d))
  const named = wanted ? dialogs.filter((d) => says(d)) : dialogs
  const chosen = named.length ? named : wanted ? [] : dialogs
  if (chosen.length > 1)
    return { reason: `several dialogs are open: ${chosen.map((d) => `"${d}"`).join(', ')}; say which` }
  if (chosen.length === 1) {
    const dialog = chosen[0] as string
    const inside = closers(elements.filter((e) => e.dialog === dialog))
    // the strongest word wins; "cancel" and "ok" only when nothing says close
    return { element: inside[0], dialog }
  }
  // not a dialog: a banner or notice with a close button
  const outside = closers(elements.filter((e) => e.dialog === undefined))
  const strong = outside.filter((e) => closeRank(e) <= CLOSE_NAMES.indexOf('x'))
  // "the purple announcement bar": a close button that says one of its words ("Dismiss announcement")
  const text = (e: ObservedElement) =>
    normalizeName(`${e.name} ${e.title ?? ''} ${e.label ?? ''} ${e.context ?? ''}`)
  const someWord = (e: ObservedElement) =>
    wanted.split(' ').some((w) => w.length > 2 && ` ${text(e)} `.includes(` ${w} `))
  const byName = wanted ? strong.filter((e) => holds(`${e.name} ${e.title ?? ''} ${e.label ?? ''}`)) : []
  const partly = wanted && !byName.length ? strong.filter(someWord) : []
  const pool = wanted
    ? byName.length
      ? byName
      : partly.length
        ? partly
        : strong.length === 1
          ? strong
          : []
    : strong
  const unique = [...new Set(pool)]
  if (unique.length === 1) return { element: unique[0] }
  if (unique.length === 0)
    return { reason: name ? `there is no "${name}" open to close` : 'there is no dialog open to close' }
  return {
    reason: `several things could be closed: ${unique.map(describeElement).join(', ')}; say which`,
  }
}

/**
 * The button that accepts the one open dialog: its one enabled button that does not close it,
 * or among several the one named like a confirmation ("Confirm", "Yes"). Outside dialogs, the
 * page's one "Confirm" button.
 */
export function confirmControl(
  elements: readonly ObservedElement[],
): { element: ObservedElement } | { reason: string } {
  const dialogs = dialogsOf(elements)
  if (dialogs.length > 1)
    return { reason: `several dialogs are open: ${dialogs.map((d) => `"${d}"`).join(', ')}; say which` }
  const scope = dialogs.length ? elements.filter((e) => e.dialog === dialogs[0]) : elements
  const buttons = scope.filter((e) => e.role === 'button' && !e.disabled)
  const acting = dialogs.length ? buttons.filter((e) => closeRank(e) < 0) : []
  const named = buttons.filter((e) =>
    CONFIRM_NAMES.some((w) => {
      const n = normalizeName(e.name)
      return n === w || n.startsWith(`${w} `)
    }),
  )
  const pool = acting.length === 1 ? acting : named
  if (pool.length === 1) return { element: pool[0] as ObservedElement }
  if (pool.length > 1)
    return { reason: `several buttons could confirm: ${pool.map(describeElement).join(', ')}; say which` }
  return {
    reason: dialogs.length
      ? `the dialog "${dialogs[0]}" has no button that confirms`
      : 'nothing on the page asks to be confirmed',
  }
}

/**
 * The button that clears a cookie notice the page shows: by default the one that declines (it
 * shares the least, and the page is the same either way), else the one that accepts. Such a notice covers
 * part of the page, and what it covers cannot be read or told apart.
 */
export function consentControl(
  elements: readonly ObservedElement[],
  choice: 'accept' | 'decline' = 'decline',
  /** The goal says the answer: no other clears the notice in its place. */
  said = false,
): ObservedElement | undefined {
  const speaks = (e: ObservedElement | undefined) =>
    e !== undefined &&
    normalizeName(`${e.context ?? ''} ${e.dialog ?? ''}`)
      .split(' ')
      .some((w) => CONSENT_WORDS.includes(w))
  // the text around it, the name of the dialog it is in ("We value your privacy"), or the text
  // of a control just before it in the same notice (a "Cookie policy" link above the buttons)
  const notice = (e: ObservedElement, at: number) =>
    ['button', 'link'].includes(e.role) &&
    !e.disabled &&
    (speaks(e) ||
      [1, 2, 3].some((back) => {
        const before = elements[at - back]
        return (
          before !== undefined && before.frame === e.frame && before.dialog === e.dialog && speaks(before)
        )
      }))
  // a name of the list, or one that goes on from it ("Reject non-essential cookies")
  const says = (name: string, names: readonly string[]) => {
    const n = normalizeName(name)
    return names.includes(n) || names.some((w) => n.startsWith(`${w} `))
  }
  const named = (names: readonly string[], other: readonly string[]) =>
    elements.find((e, at) => says(e.name, names) && !says(e.name, other) && notice(e, at))
  const accept = () => named(CONSENT_ACCEPT, CONSENT_DECLINE)
  const decline = () => named(CONSENT_DECLINE, CONSENT_ACCEPT)
  // the answer the goal says is that answer or none; unsaid, whichever clears the notice
  if (said) return choice === 'accept' ? accept() : decline()
  return choice === 'accept' ? (accept() ?? decline()) : (decline() ?? accept())
}
