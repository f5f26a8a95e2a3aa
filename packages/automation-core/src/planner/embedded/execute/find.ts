/**
 * Finding the element a target phrase names, with what a person would do when it is not in
 * sight: open the collapsed section, the closed menu or the other tab that may hold it, one at
 * a time, and look again. Several equal candidates are never guessed between, unless the goal
 * said which by position ("the second ...").
 */
import type { ObservedElement } from '../../../page/observation'
import { ITEM_NOUNS } from '../lexicon/words'
import type { TargetPhrase } from '../understand/target'
import { describeTarget } from '../understand/target'
import {
  describeElement,
  EXACT_MATCH,
  type Located,
  locate,
  normalizeName,
  PHRASE_MATCH,
  stem,
} from './locate'
import { loadMoreControl } from './more'
import { closeControl, dialogsOf } from './overlays'

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
/** How often "load more" is clicked, at most, to look for one item. */
const MAX_MORE = 5

export type Found =
  | { element: ObservedElement }
  | { reveal: ObservedElement }
  | { candidates: ObservedElement[]; reason: string }
  /** The list is loading more of itself ("Loading…"): look again in a moment. */
  | { wait: string }
  | { reason: string }

const describe = describeElement

/**
 * The element `target` names. `roles` narrow it when the target says no kind; `revealed` are the
 * controls already opened for this target (role:name), and `reveal: false` asks for no opening.
 */
export function findElement(
  all: readonly ObservedElement[],
  target: TargetPhrase,
  roles: readonly string[] | undefined,
  revealed: readonly string[],
  reveal = true,
  lastContext?: string,
): Found {
  if (target.index !== undefined) {
    const known = all.find((e) => e.index === target.index)
    return known ? { element: known } : { reason: `${describeTarget(target)} is no longer on the page` }
  }
  if (target.orNear) {
    const plain = { ...target, orNear: undefined }
    const whole = findElement(all, plain, roles, revealed, false, lastContext)
    if ('element' in whole || 'candidates' in whole) return whole
    const near = { ...plain, ...target.orNear }
    const split = findElement(all, near, roles, revealed, false, lastContext)
    if ('element' in split || 'candidates' in split) return split
    // (the whole name, looked for behind what reveals it; without revealing, that was done above)
    return reveal ? findElement(all, plain, roles, revealed, reveal, lastContext) : whole
  }
  // "Archive on it": of the item acted on before if it has one, else the page's one
  if (target.ofSame) {
    const plain = { ...target, ofSame: undefined }
    if (lastContext) {
      const own = findElement(all, { ...plain, same: true }, roles, revealed, reveal, lastContext)
      if ('element' in own || 'candidates' in own) return own
    }
    return findElement(all, plain, roles, revealed, reveal, lastContext)
  }
  // "bookmark it": the control of the item acted on before (its counts may have changed since)
  if (target.same && !lastContext) return { reason: 'nothing was acted on before that "it" could mean' }
  // "approve the request": a control named so exactly ("Approve request") before the verb's button of the item
  if (target.near && target.literalName && !target.item) {
    const whole = locate(all, { name: target.literalName, roles: target.roles ?? roles })
    if (whole.kind === 'found' && whole.score <= EXACT_MATCH) return { element: whole.element }
  }
  let elements = all
  if (target.same) {
    const sameItem = (context: string | undefined) =>
      context !== undefined && context.replace(/\d+/g, '#') === lastContext?.replace(/\d+/g, '#')
    elements = all.filter((e) => sameItem(e.context))
  } else if (target.near) elements = nearest(all, target.near)
  if (target.item && target.literalName) {
    const whole = locate(elements, { name: target.literalName, roles: target.literalRoles ?? roles })
    if (whole.kind === 'found' && whole.score <= EXACT_MATCH) return { element: whole.element }
  }
  if (target.item) return findItem(elements, target, revealed, reveal, all)
  if (target.alternatives) {
    for (const name of [target.name, ...target.alternatives]) {
      const found = findElement(
        elements,
        { ...target, name, alternatives: undefined },
        roles,
        revealed,
        false,
      )
      if ('element' in found || 'candidates' in found) return found
    }
  }
  let wantedRoles: readonly string[] | undefined = target.roles ?? roles
  // a modal dialog takes the page: look in it first
  // "the search box", "the dropdown": the kind is all the goal says, so the one control of that kind
  const kindRoles = wantedRoles
  if (target.kind && normalizeName(target.name) === normalizeName(target.kind) && kindRoles) {
    const kindWords = normalizeName(target.kind).split(' ')
    const ofKind = elements.filter((e) => kindRoles.includes(e.role) && !e.disabled)
    const saying = ofKind.filter((e) =>
      kindWords.some((w) =>
        normalizeName(`${e.name} ${e.placeholder ?? ''} ${e.label ?? ''}`)
          .split(' ')
          .includes(w),
      ),
    )
    // "the menu for the Harbour report": of an item's controls, the one that opens a menu
    const openers = ['menu', 'dropdown', 'drop down'].includes(target.kind)
      ? ofKind.filter((e) => e.role === 'button' && e.expanded !== undefined)
      : []
    // "the search box": of the fields of the page's search form, its first (what to look for;
    // a second says where)
    const searchForm = kindWords.includes('search')
      ? ofKind.filter((e) => e.search && ['textbox', 'searchbox', 'combobox'].includes(e.role))
      : []
    const one =
      ofKind.length === 1
        ? ofKind
        : saying.length === 1
          ? saying
          : openers.length === 1
            ? openers
            : !saying.length && searchForm.length
              ? searchForm.slice(0, 1)
              : []
    if (one[0]) return { element: one[0] }
    // "click Select next to Ward 4": no control of that kind, so a control of that name
    if (!ofKind.length) wantedRoles = undefined
  }
  const open = elements.filter((e) => e.dialog !== undefined)
  const scopes = open.length ? [open, elements] : [elements]
  const names = target.fullName ? [target.fullName, target.name] : [target.name]
  for (const scope of scopes) {
    // "the last name field": a control named "Last name" exactly wins over the last of the fields
    if (target.literalName) {
      const literal = locate(scope, { name: target.literalName, roles: wantedRoles })
      if (literal.kind === 'found' && literal.score <= EXACT_MATCH) return { element: literal.element }
    }
    // the better match of the name with and without its kind word ("Start date" before "Start")
    let found: Located = { kind: 'missing' }
    for (const name of names) {
      const next = locate(scope, { name, roles: wantedRoles })
      if (next.kind !== 'missing' && (found.kind === 'missing' || next.score < found.score)) found = next
      // (the whole name said as a phrase of a control's name: "Visit date" of a date button,
      // not a menu button named "Visit" alone)
      if (name === target.fullName && next.kind !== 'missing' && next.score <= PHRASE_MATCH) break
    }
    if (found.kind === 'missing') continue
    if (found.kind === 'found') {
      if (target.nth !== undefined && target.nth !== 1 && target.nth !== -1) {
        return { reason: `there is only one of ${describeTarget(target)} on the page` }
      }
      return { element: found.element }
    }
    const ordered = [...found.candidates].sort((a, b) => a.index - b.index)
    // "Sailings > Winter sailings": of a button that opens a menu and a link of one name, the button
    const openers = target.opensMenu ? ordered.filter((e) => e.expanded === false) : []
    if (openers.length === 1 && target.nth === undefined) return { element: openers[0] as ObservedElement }
    // "the start" beside "Start of lease": a name that goes on to say of what is another thing's
    const said = normalizeName(target.name)
    const plain = ordered.filter(
      (e) => !['of', 'for'].some((w) => normalizeName(e.name).startsWith(`${said} ${w} `)),
    )
    if (said && plain.length === 1 && target.nth === undefined)
      return { element: plain[0] as ObservedElement }
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
  // "tick the Depot move plan mail": the box of the item whose text says so
  const checkables = ['checkbox', 'switch', 'menuitemcheckbox']
  if (wantedRoles?.some((r) => checkables.includes(r)) && target.name) {
    const boxes = nearest(
      elements.filter((e) => checkables.includes(e.role)),
      target.name,
    )
    const items = new Set(boxes.map((e) => e.context))
    if (boxes.length === 1 || (boxes.length > 1 && items.size === 1 && boxes[0]?.role === 'checkbox')) {
      return { element: boxes[0] as ObservedElement }
    }
  }
  // "open the Harbour Lights job": a name written whole on the page, then the kind of item it is
  // (a word of the goal's own, in lower case)
  const words = target.name.split(' ')
  const kindWord = words.at(-1) ?? ''
  if (!target.item && !target.kind && words.length >= 3 && /^\p{Ll}+$/u.test(kindWord)) {
    const head = locate(elements, { name: words.slice(0, -1).join(' '), roles: wantedRoles })
    if (head.kind === 'found' && head.score <= EXACT_MATCH) return { element: head.element }
  }
  if (!reveal) return { reason: `the page shows no ${describeTarget(target).replace(/^the /, '')}` }
  if (loading(all)) return { wait: 'the list is loading more' }
  const next = revealer(all, target, revealed)
  if (next) return { reveal: next }
  return { reason: `there is no ${describeTarget(target)} on the page` }
}

/** A "load more" control busy loading ("Loading…", disabled). */
export const loading = (elements: readonly ObservedElement[]) =>
  elements.some(
    (e) => e.disabled && e.role === 'button' && /^(?:loading|load|show|see) ?/.test(normalizeName(e.name)),
  )

/** Words that say nothing of which item is meant. */
const STOP = new Set(
  'the a an of on in at to for with and or by from about near this that my our your its their is are was s'.split(
    ' ',
  ),
)

const contentWords = (text: string) =>
  normalizeName(text)
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .map(stem)

/** Stems that meet: equal, or one the start of the other when both say enough ("snowy", "snow"). */
const sameStem = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)))

/** The words that tell one item from another: not the kind of item ("post", "photo"). */
function itemWords(near: string): string[] {
  const words = contentWords(near)
  const nouns = new Set(ITEM_NOUNS.map(stem))
  const telling = words.filter((w) => !nouns.has(w))
  return telling.length ? telling : words
}

/**
 * The controls of the item `near` describes: those whose item text holds every content word of
 * it, else those whose item holds the most of them (at least two thirds), when one item does.
 */
function nearest(elements: readonly ObservedElement[], near: string): ObservedElement[] {
  const wanted = itemWords(near)
  if (!wanted.length) return []
  const scored = elements.map((e) => {
    const text = `${e.context ?? ''} ${e.name}`
    const have = contentWords(text)
    // an item's text may run words of two blocks together ("SurveyMeasuring"): long words are also looked for inside
    const joined = normalizeName(text).replace(/ /g, '')
    const holds = (w: string) => have.some((h) => sameStem(h, w)) || (w.length >= 5 && joined.includes(w))
    return { e, hits: wanted.filter(holds).length }
  })
  const best = Math.max(0, ...scored.map((x) => x.hits))
  if (best < Math.ceil((wanted.length * 2) / 3)) return []
  let top = scored.filter((x) => x.hits === best).map((x) => x.e)
  // a text that holds another one of them is the list around the items, not an item (a card's
  // text that holds its own title block and a few words more, its buttons, is the same item)
  const texts = [...new Set(top.map((e) => normalizeName(e.context ?? '')))].filter(Boolean)
  const container = (t: string) =>
    texts.some((o) => o !== t && o.length < t.length && t.includes(o) && t.length > o.length * 1.5)
  if (texts.length > 1) top = top.filter((e) => !container(normalizeName(e.context ?? '')))
  // one item only: its controls share one item text (or texts of which one holds the others)
  const own = top.map((e) => (e.context ? normalizeName(e.context) : `#${e.index}`))
  const items = new Set(own.filter((t) => !own.some((o) => o !== t && o.includes(t))))
  return best === wanted.length || items.size === 1 ? top : []
}

/**
 * "the invoice from Tarik": a link or button whose name holds the words, else the one link (or
 * button) of the one item whose text holds them; with an ordinal and no words, the nth item.
 */
function findItem(
  elements: readonly ObservedElement[],
  target: TargetPhrase,
  revealed: readonly string[],
  reveal: boolean,
  all: readonly ObservedElement[],
): Found {
  const roles = target.roles ?? ['link', 'button']
  const pool = elements.filter((e) => roles.includes(e.role) && !e.disabled)
  const words = contentWords(target.name)
  const named = words.length
    ? pool.filter((e) => {
        const have = new Set(contentWords(e.name))
        return words.every((w) => have.has(w))
      })
    : []
  let candidates = named
  if (!candidates.length && words.length) {
    const inItem = nearest(pool, target.name)
    const links = inItem.filter((e) => e.role === 'link')
    candidates = links.length ? links : inItem.filter((e) => e.role === 'button')
    // one link per item: several links of one item are its parts (sender, subject), the first leads to it
    const items = new Set(candidates.map((e) => e.context))
    if (candidates.length > 1 && items.size === 1) candidates = candidates.slice(0, 1)
  }
  if (!words.length && target.nth !== undefined) {
    // "the first post": the first item's link, one per item, among the page's own content (not
    // the site's navigation, header or footer)
    const seen = new Set<string>()
    const bars = linkBars(pool)
    candidates = pool.filter(
      (e) =>
        e.role === 'link' &&
        e.context &&
        (e.landmark === undefined || e.landmark === 'complementary') &&
        // (a link that skips to a part of the same page, "Skip to content", is no item)
        !(/#[^/]*$/.test(e.href ?? '') && /^skip\b/i.test(e.name)) &&
        !bars.has(e.context) &&
        !seen.has(e.context) &&
        seen.add(e.context),
    )
  }
  if (candidates.length === 1 && (target.nth === undefined || target.nth === 1 || target.nth === -1)) {
    return { element: candidates[0] as ObservedElement }
  }
  if (candidates.length > 1) {
    if (target.nth !== undefined) {
      const chosen = target.nth === -1 ? candidates.at(-1) : candidates[target.nth - 1]
      if (chosen) return { element: chosen }
    }
    return {
      candidates,
      reason: `${describeTarget(target)} could be any of: ${candidates.map(describe).join(', ')}; say which`,
    }
  }
  if (!reveal) return { reason: `the page shows no ${describeTarget(target).replace(/^the /, '')}` }
  if (loading(all)) return { wait: 'the list is loading more' }
  const next = revealer(all, target, revealed)
  return next
    ? { reveal: next }
    : { reason: `the page shows no ${describeTarget(target).replace(/^the /, '')}` }
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
  const key = (e: ObservedElement) => `${e.role}:${e.name}`
  // a pop-up the goal did not mention covers the page: its close button first
  const dialogs = dialogsOf(elements)
  if (dialogs.length === 1 && revealed.length < MAX_REVEALS) {
    const close = closeControl(elements)
    if ('element' in close && close.element && !revealed.includes(key(close.element))) return close.element
  }
  // an item not shown yet may be further down its list: "load more", a few times
  const more = target.item || target.near ? loadMoreControl(elements) : undefined
  if (more && revealed.filter((k) => k === key(more)).length < MAX_MORE) return more
  if (revealed.length >= MAX_REVEALS) return undefined
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

/**
 * "switch off the Weekend rota": the one box or switch of the item that name describes,
 * when the item's own name is no control that can be ticked (its switch is called "Active").
 */
export function itemToggle(elements: readonly ObservedElement[], name: string): ObservedElement | undefined {
  const toggles = nearest(elements, name).filter(
    (e) => ['checkbox', 'switch', 'menuitemcheckbox'].includes(e.role) && !e.disabled,
  )
  return toggles.length === 1 ? toggles[0] : undefined
}

/**
 * The texts of bars of links (a menu the page does not mark as navigation, "Home Coffee
 * Knives"): texts that are nearly nothing but the names of three links or more.
 */
function linkBars(elements: readonly ObservedElement[]): Set<string> {
  const links = elements.filter((e) => e.role === 'link' && normalizeName(e.name))
  const bars = new Set<string>()
  for (const context of new Set(links.map((e) => e.context ?? ''))) {
    if (!context) continue
    let rest = ` ${normalizeName(context)} `
    let named = 0
    for (const e of links) {
      const name = ` ${normalizeName(e.name)} `
      if (!rest.includes(name)) continue
      rest = rest.replace(name, ' ')
      named++
    }
    if (named >= 3 && rest.trim().length <= normalizeName(context).length * 0.15) bars.add(context)
  }
  return bars
}
