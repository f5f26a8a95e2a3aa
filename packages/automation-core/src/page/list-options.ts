import type { ElementHandle } from 'playwright-core'
import { pageFunction } from './observe-script'

/** The options of a select, a datalist input or an ARIA combobox / listbox, as {@link listOptions} reads them. */
export interface ListedOptions {
  /** The option labels, in order, at most `max` of them. */
  options: string[]
  /** How many options there are in all. */
  total: number
  /** The labels of the selected options. */
  selected: string[]
  /** True when the list was opened to read it (it is left open, so an option can be clicked). */
  opened: boolean
  /** True for a native <select> (pick with the select action rather than a click). */
  native: boolean
}

/** What the element offers, as the page shows it now. */
interface OptionsSeen {
  /** select and datalist always list their options; popup is a combobox or listbox; other is none of these. */
  kind: 'select' | 'datalist' | 'popup' | 'other'
  options: string[]
  total: number
  selected: string[]
  /** The element takes typed text (an editable combobox: its list may need typing). */
  editable: boolean
}

interface ReadArg {
  max: number
  /**
   * 'before' notes the listboxes already showing; 'after' also takes a newly shown listbox
   * that nothing links to the element (a list rendered elsewhere in the page), the nearest one.
   */
  phase: 'before' | 'after'
}

/**
 * Reads the options `el` offers: a <select>'s or a datalist's, else the visible `role=option`
 * elements of the listbox it is or is in, of the popup it names (aria-controls / aria-owns, on
 * it, on the combobox around it or on the combobox inside it), or inside it. Runs in the page.
 */
function readOptions(el: Element, arg: ReadArg): OptionsSeen {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim()
  const cap = (labels: string[]) =>
    labels.slice(0, arg.max).map((s) => (s.length > 100 ? `${s.slice(0, 99)}…` : s))
  const field = el.matches('input, textarea') ? el : el.querySelector('input:not([type=hidden]), textarea')
  const editable = !!field || (el as HTMLElement).isContentEditable
  if (el instanceof HTMLSelectElement) {
    const label = (o: HTMLOptionElement) => clean(o.label || o.text)
    const all = Array.from(el.options)
    const selected = Array.from(el.selectedOptions).map(label).filter(Boolean)
    return { kind: 'select', options: cap(all.map(label)), total: all.length, selected, editable: false }
  }
  const list = el instanceof HTMLInputElement ? el.list : null
  if (list) {
    const all = Array.from(list.querySelectorAll('option')).map((o) => clean(o.value || o.label))
    return { kind: 'datalist', options: cap(all), total: all.length, selected: [], editable: true }
  }
  const owners = [el, el.closest('[role="combobox"]'), el.querySelector('[role="combobox"]')].filter(
    (o): o is Element => !!o,
  )
  const role = el.getAttribute('role') ?? ''
  // a listbox, or an option of one: the listbox
  const listbox = el.closest('[role="listbox"]')
  const popupLike =
    role === 'combobox' ||
    !!listbox ||
    owners.some((o) =>
      ['aria-controls', 'aria-owns', 'aria-expanded', 'aria-haspopup'].some((a) => o.hasAttribute(a)),
    )
  const root = el.getRootNode() as Document | ShadowRoot
  const popups: Element[] = listbox ? [listbox] : []
  for (const o of owners) {
    for (const attr of ['aria-controls', 'aria-owns']) {
      for (const id of (o.getAttribute(attr) ?? '').split(/\s+/)) {
        const popup = id ? (root.getElementById?.(id) ?? document.getElementById(id)) : null
        if (popup && !popups.includes(popup)) popups.push(popup)
      }
    }
  }
  popups.push(el)
  const optionsIn = (popup: Element) =>
    popup.getAttribute('role') === 'option' ? [popup] : Array.from(popup.querySelectorAll('[role="option"]'))
  const shown = (o: Element) => o.checkVisibility()
  let found: Element[] = []
  for (const popup of popups) {
    for (const o of optionsIn(popup)) if (shown(o) && !found.includes(o)) found.push(o)
  }
  const w = window as unknown as { __waListboxes?: WeakSet<Element> }
  const listboxes = () => Array.from(document.querySelectorAll('[role="listbox"]')).filter(shown)
  const expanded = owners.some((o) => o.getAttribute('aria-expanded') === 'true')
  if (arg.phase === 'before') {
    Object.defineProperty(w, '__waListboxes', {
      value: new WeakSet(listboxes()),
      configurable: true,
      enumerable: false,
    })
  }
  if (!found.length && (arg.phase === 'after' || expanded)) {
    // A list the page rendered apart (a portal), linked by nothing: the nearest one that showed
    // up since, or the nearest one at all when the element says it is open.
    const before = arg.phase === 'after' ? w.__waListboxes : undefined
    const at = el.getBoundingClientRect()
    const distance = (e: Element) => {
      const r = e.getBoundingClientRect()
      return Math.hypot(r.left - at.left, r.top - at.bottom)
    }
    const fresh = listboxes()
      .filter((l) => !before?.has(l) && optionsIn(l).some(shown))
      .sort((a, b) => distance(a) - distance(b))
    if (fresh[0]) found = optionsIn(fresh[0]).filter(shown)
  }
  const label = (o: Element) => clean(o.getAttribute('aria-label') || o.textContent || '')
  const labels = found.map(label).filter(Boolean)
  const selected = found
    .filter((o) => o.getAttribute('aria-selected') === 'true' || o.getAttribute('aria-checked') === 'true')
    .map(label)
  return {
    kind: popupLike ? 'popup' : 'other',
    options: cap(labels),
    total: labels.length,
    selected,
    editable,
  }
}

const READ_OPTIONS = pageFunction(readOptions)

/** Bounds of {@link listOptions}. */
export interface ListOptionsBounds {
  /** Milliseconds left of the action. */
  remaining: () => number
  signal: AbortSignal
  /** At most this many labels come back. @default 200 */
  max?: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The options of a native <select> or a datalist input (read, nothing opened), or of an ARIA
 * combobox or listbox: read where they show, else the element is clicked (and, when it takes
 * typed text, ArrowDown pressed) and the options that appear are read. An opened list is left
 * open, so the next step can click an option. Resolves with a reason when there are none.
 *
 * @example
 * const r = await listOptions(handle, 12, { remaining: () => 5000, signal })
 * if ('reason' in r) throw new Error(r.reason)
 */
export async function listOptions(
  el: ElementHandle<Element>,
  index: number,
  bounds: ListOptionsBounds,
): Promise<ListedOptions | { reason: string }> {
  const max = bounds.max ?? 200
  const read = (phase: ReadArg['phase']) => el.evaluate(READ_OPTIONS, { max, phase })
  const listed = (seen: OptionsSeen, opened: boolean): ListedOptions => ({
    options: seen.options,
    total: seen.total,
    selected: seen.selected,
    opened,
    native: seen.kind === 'select',
  })
  const seen = await read('before')
  if (seen.kind === 'select' || seen.kind === 'datalist') {
    return seen.total ? listed(seen, false) : { reason: `element [${index}] has no options` }
  }
  if (seen.options.length) return listed(seen, false)
  if (seen.kind === 'other') {
    return { reason: `element [${index}] is not a select, combobox or list of options` }
  }
  // Options that appear come in over a few frames, or after a request: wait for them, then
  // until two reads agree.
  const waitForOptions = async (ms: number): Promise<OptionsSeen | undefined> => {
    const end = Date.now() + Math.min(ms, bounds.remaining() - 100)
    let last: OptionsSeen | undefined
    while (!bounds.signal.aborted) {
      const now = await read('after')
      if (now.options.length) {
        if (last && last.total === now.total && last.options.join('\n') === now.options.join('\n')) return now
        last = now
      } else if (last) return last
      if (Date.now() >= end) return last
      await sleep(100)
    }
    return last
  }
  const click = { timeout: Math.max(1, Math.min(5000, bounds.remaining() - 500)), signal: bounds.signal }
  await el.click(click)
  // A field that opens on a click does so at once; the ARIA pattern opens it with ArrowDown.
  let opened = await waitForOptions(seen.editable ? 800 : 2000)
  if (!opened && seen.editable) {
    await el.press('ArrowDown', click)
    opened = await waitForOptions(1500)
  }
  if (opened) return listed(opened, true)
  return {
    reason: seen.editable
      ? `no options showed when [${index}] was opened; type into it to get suggestions`
      : `no options showed when [${index}] was opened`,
  }
}
