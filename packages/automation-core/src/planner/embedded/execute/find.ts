/**
 * Finding the element a target phrase names, with what a person would do when it is not in
 * sight: open the collapsed section, the closed menu or the other tab that may hold it, one at
 * a time, and look again. Several equal candidates are never guessed between, unless the goal
 * said which by position ("the second ...").
 */
import type { ObservedElement } from '../../../page/observation'
import type { TargetPhrase } from '../understand/target'
import { describeTarget } from '../understand/target'
import { type Located, locate, normalizeName } from './locate'

/** Roles of controls that hold a value a person types or chooses. */
export const FIELD_ROLES: readonly string[] = [
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'slider',
  'listbox',
]
/** Roles of what is picked from an open list or menu. */
export const PICK_ROLES: readonly string[] = [
  'option',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'radio',
  'treeitem',
  'tab',
  'gridcell',
]
/** How many controls are opened, at most, to look for one target. */
const MAX_REVEALS = 6

export type Found =
  | { element: ObservedElement }
  | { reveal: ObservedElement }
  | { candidates: ObservedElement[]; reason: string }
  | { reason: string }

const describe = (e: ObservedElement) => `${e.role} "${e.name}" [${e.index}]`

/**
 * The element `target` names. `roles` narrow it when the target says no kind; `revealed` are the
 * controls already opened for this target (role:name), and `reveal: false` asks for no opening.
 */
export function findElement(
  elements: readonly ObservedElement[],
  target: TargetPhrase,
  roles: readonly string[] | undefined,
  revealed: readonly string[],
  reveal = true,
): Found {
  if (target.index !== undefined) {
    const known = elements.find((e) => e.index === target.index)
    return known ? { element: known } : { reason: `${describeTarget(target)} is no longer on the page` }
  }
  const wantedRoles = target.roles ?? roles
  // a modal dialog takes the page: look in it first
  const open = elements.filter((e) => e.dialog !== undefined)
  const scopes = open.length ? [open, elements] : [elements]
  const names = target.fullName ? [target.fullName, target.name] : [target.name]
  for (const scope of scopes) {
    // "the last name field": a control named "Last name" exactly wins over the last of the fields
    if (target.literalName) {
      const literal = locate(scope, { name: target.literalName, roles: wantedRoles })
      if (literal.kind === 'found' && literal.score <= 3) return { element: literal.element }
    }
    // the better match of the name with and without its kind word ("Start date" before "Start")
    let found: Located = { kind: 'missing' }
    for (const name of names) {
      const next = locate(scope, { name, roles: wantedRoles })
      if (next.kind !== 'missing' && (found.kind === 'missing' || next.score < found.score)) found = next
    }
    if (found.kind === 'missing') continue
    if (found.kind === 'found') {
      if (target.nth !== undefined && target.nth !== 1 && target.nth !== -1) {
        return { reason: `there is only one of ${describeTarget(target)} on the page` }
      }
      return { element: found.element }
    }
    const ordered = [...found.candidates].sort((a, b) => a.index - b.index)
    if (target.nth !== undefined) {
      const chosen = target.nth === -1 ? ordered.at(-1) : ordered[target.nth - 1]
      if (chosen) return { element: chosen }
      return { reason: `there are only ${ordered.length} of ${describeTarget(target)} on the page` }
    }
    return {
      candidates: ordered,
      reason: `${describeTarget(target)} could be any of: ${ordered.map(describe).join(', ')}; say which`,
    }
  }
  if (!reveal) return { reason: `there is no ${describeTarget(target)} on the page` }
  const next = revealer(elements, target, revealed)
  if (next) return { reveal: next }
  return { reason: `there is no ${describeTarget(target)} on the page` }
}

/**
 * The next control that may reveal `target`: a collapsed section or closed menu (aria-expanded
 * false) or a tab not shown, those whose name shares a word with the target first, then in page
 * order. Undefined when none is left or enough were tried.
 */
function revealer(
  elements: readonly ObservedElement[],
  target: TargetPhrase,
  revealed: readonly string[],
): ObservedElement | undefined {
  if (revealed.length >= MAX_REVEALS) return undefined
  const key = (e: ObservedElement) => `${e.role}:${e.name}`
  const closed = elements.filter(
    (e) =>
      !e.disabled &&
      !revealed.includes(key(e)) &&
      ((e.expanded === false && e.role !== 'combobox') || (e.role === 'tab' && e.selected !== true)),
  )
  const words = new Set(
    normalizeName(target.name)
      .split(' ')
      .filter((w) => w.length > 2),
  )
  const shares = (e: ObservedElement) =>
    normalizeName(e.name)
      .split(' ')
      .some((w) => words.has(w))
  return closed.find(shares) ?? closed[0]
}
