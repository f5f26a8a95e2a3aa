import type { Intent } from './goal-parser'
import type { StepContext, StepResult } from './heuristic-planner'
import { type Control, escapeRegExp, findClickable, type PageLines, placedText } from './page-text'
import { LOADING, MAX_WAITS } from './read-rows'

/**
 * Clicks that do something on the page rather than open another one: a button inside one
 * item ("click 'Order now' on the Wrenfield canoe", "add the Wrenfield canoe to the cart twice"),
 * and "keep pressing 'Show more' until the list ends".
 */

export type ClickIntent =
  /** Clicks the button labelled `button` that belongs to the item named `item`, `times` times. */
  | { kind: 'click-in'; button: string; item: string; times: number }
  /** Clicks the "load more" control until it is gone (bounded by {@link MAX_LOAD_CLICKS}). */
  | { kind: 'load-all'; target?: string; noun?: string }

/** The enabled "Load more" (or "Show more", ...) control of the page, if any. */
export function loadMoreControl(controls: Control[]): Control | undefined {
  return controls.find(
    (c) =>
      /^(a|button)$/.test(c.tag) &&
      c.attrs.disabled === undefined &&
      LOAD_MORE.test((c.label || c.attrs['aria-label'] || '').trim()),
  )
}

/** How many times "load more" is clicked at most: a bound, so an endless feed still ends. */
export const MAX_LOAD_CLICKS = 20

const TIMES: Record<string, number> = { once: 1, twice: 2, 'two times': 2, thrice: 3, 'three times': 3 }
/** Labels of a control that adds more items to a list. */
export const LOAD_MORE = /^(?:load|show|see|view) more\b|^more (?:results|products|items)$/i
const UNTIL =
  /\s+until\s+(?:everything|all|it|the page|the list|nothing|no more|there (?:is|are) no more|the button)\b.*$/i

/** Labels of the button that puts an item in the cart, whatever the shop calls it. */
const BUY = /^(?:add to (?:cart|basket|bag|trolley)|buy(?: now| it now)?|add|order now)$/

const unquote = (s: string) => s.trim().replace(/^["“'‘](.*)["”'’]$/, '$1')

/**
 * A click intent for a clause, or null.
 * @example parseClickClause('add the Wrenfield canoe to the cart twice')
 */
export function parseClickClause(clause: string): Intent | Intent[] | null {
  const text = clause.trim()
  const add =
    /^(?:add|put)\s+(?:the\s+|a\s+|an\s+|one\s+)?(.+?)\s+(?:to|in|into)\s+(?:the\s+|my\s+)?(cart|basket|bag|wishlist)(?:\s+(once|twice|thrice|two times|three times|(\d+) times))?$/i.exec(
      text,
    )
  if (add) {
    const times = add[4] ? Number(add[4]) : add[3] ? TIMES[add[3].toLowerCase()]! : 1
    if (times < 1 || times > 10) return null
    const button = `add to ${add[2]!.toLowerCase()}`
    // "the Wrenfield canoe and the Tarn camp stool": one click each.
    const items = add[1]!.split(/\s*,\s*(?:and\s+)?(?:the\s+)?|\s+and\s+(?:the\s+|a\s+|an\s+)?/).map(unquote)
    if (items.length > 1) return items.map((item) => ({ kind: 'click-in' as const, button, item, times }))
    return { kind: 'click-in', button, item: unquote(add[1]!), times }
  }
  const load =
    /^(?:keep\s+)?(?:click(?:ing)?|press(?:ing)?|tap(?:ping)?)(?:\s+on)?\s+(?:the\s+)?(.+?)(?:\s+button)?\s+until\b/i.exec(
      text,
    )
  if (load && UNTIL.test(text)) return { kind: 'load-all', target: unquote(load[1]!) }
  const all = /^load (?:all|every|the whole|the full)(?: (?:the|of the))?(?: ([a-z]+))?(?: list)?$/i.exec(
    text,
  )
  if (all) return { kind: 'load-all', ...(all[1] ? { noun: all[1].toLowerCase() } : {}) }
  // "click 'Order now' on the Wrenfield canoe", "hit Reserve on the camp stool": a label of one to
  // three words, then the item.
  const inItem =
    /^(?:click|press|tap|hit)(?:\s+on)?\s+(?:the\s+)?("[^"]+"|“[^”]+”|'[^']+')(?:\s+button)?\s+(?:on|for|of|in|under|next to)\s+(?:the\s+)?(.+)$/i.exec(
      text,
    ) ??
    /^(?:click|press|tap|hit)(?:\s+on)?\s+(?:the\s+)?([a-z]+(?: [a-z]+){0,2}?)(?:\s+button)?\s+(?:on|for|next to)\s+(?:the\s+)?(.+)$/i.exec(
      text,
    )
  if (inItem) return { kind: 'click-in', button: unquote(inItem[1]!), item: unquote(inItem[2]!), times: 1 }
  return null
}

/**
 * The button labelled like `button` that belongs to `item`: the first such button after a
 * place where the item's name is written, with no other of the item list's names in between.
 */
export function buttonOfItem(
  page: PageLines,
  controls: Control[],
  button: string,
  item: string,
): Control | undefined {
  const want = button.toLowerCase()
  const label = (c: Control) => (c.label || c.attrs['aria-label'] || c.attrs.value || '').toLowerCase().trim()
  const buttons = controls.filter(
    (c) => /^(a|button)$/.test(c.tag) || c.attrs.type === 'submit' || c.attrs.role === 'button',
  )
  let matching = buttons.filter(
    (c) => label(c) === want || new RegExp(`\\b${escapeRegExp(want)}\\b`).test(label(c)),
  )
  // "add to my basket" on a page whose buttons say "Order now".
  if (!matching.length && /^add to (?:cart|basket|bag|trolley)$/.test(want))
    matching = buttons.filter((c) => BUY.test(label(c)))
  if (!matching.length) return undefined
  const { text, at: placeOf } = placedText(page)
  const low = text.toLowerCase()
  const name = item.toLowerCase()
  let best: { control: Control; gap: number } | undefined
  for (let at = low.indexOf(name); at >= 0; at = low.indexOf(name, at + 1)) {
    const after = matching
      .map((c) => ({ control: c, pos: placeOf.get(c.index) ?? -1 }))
      .filter((x) => x.pos > at)
      .sort((a, b) => a.pos - b.pos)[0]
    if (!after) continue
    // Another matching button between the name and this one belongs to someone else.
    const gap = after.pos - at
    if (!best || gap < best.gap) best = { control: after.control, gap }
  }
  // Too far from the name to be its button: over a screenful of text.
  return best && best.gap < 600 ? best.control : undefined
}

/** "put it in the basket" on the page of one product: the one button that says so. */
function onlyButton(controls: Control[], button: string): Control | undefined {
  const want = button.toLowerCase()
  const label = (c: Control) => (c.label || c.attrs['aria-label'] || c.attrs.value || '').toLowerCase().trim()
  let hits = controls.filter((c) => /^(a|button|input)$/.test(c.tag) && label(c) === want)
  if (!hits.length && /^add to (?:cart|basket|bag|trolley)$/.test(want))
    hits = controls.filter((c) => BUY.test(label(c)))
  return hits.length === 1 ? hits[0] : undefined
}

/** Carries out a click intent. */
export function stepClick(intent: ClickIntent, ctx: StepContext): StepResult {
  return intent.kind === 'click-in' ? stepClickIn(intent, ctx) : stepLoadAll(intent, ctx)
}

function stepClickIn(intent: Extract<ClickIntent, { kind: 'click-in' }>, ctx: StepContext): StepResult {
  const { state } = ctx
  const failed = ctx.last?.find((o) => !o.ok)
  if (state.phase !== 'start' && failed)
    return { refuse: `Could not click "${intent.button}": ${failed.message ?? 'the click failed'}` }
  const done = state.phase.startsWith('clicked-') ? Number(state.phase.slice(8)) : 0
  if (done >= intent.times) return { next: true }
  const target = /^(?:it|this|that|them|this one|the product|this product|the item|this item)$/i.test(
    intent.item,
  )
    ? onlyButton(ctx.controls, intent.button)
    : (buttonOfItem(ctx.input.observation, ctx.controls, intent.button, intent.item) ??
      // "the camp stool in the weekly offer": the item's name without where it is.
      buttonOfItem(
        ctx.input.observation,
        ctx.controls,
        intent.button,
        intent.item.replace(/\s+(?:in|under|from|at) (?:the )?[^,]+$/i, ''),
      ))
  if (!target) return { refuse: `There is no "${intent.button}" button for "${intent.item}" on this page` }
  state.before = ctx.lines
  return {
    act: [{ type: 'click', index: target.index }],
    purpose: `Click "${target.label || intent.button}" for "${intent.item}"${intent.times > 1 ? ` (${done + 1} of ${intent.times})` : ''}`,
    phase: `clicked-${done + 1}`,
  }
}

/** Waits for a "load more" click that has not changed the page yet (fewer than the loop guard's repeats). */
const MAX_MORE_WAITS = 2

function stepLoadAll(intent: Extract<ClickIntent, { kind: 'load-all' }>, ctx: StepContext): StepResult {
  const { state } = ctx
  const clicks = state.moreClicks
  const wanted = intent.target && !LOAD_MORE.test(intent.target) ? intent.target : undefined
  const button = wanted
    ? findClickable(
        ctx.controls.filter((c) => c.attrs.disabled === undefined),
        wanted,
      )
    : loadMoreControl(ctx.controls)
  const loading = ctx.lines.some((l) => LOADING.test(l)) || ctx.controls.some((c) => LOADING.test(c.label))
  if (!button) {
    // Still fetching the last batch: give it time before calling the list complete.
    if (loading && state.waits < MAX_WAITS + clicks) {
      state.waits++
      return {
        act: [{ type: 'wait', for: 'network', ms: 5000 }],
        purpose: 'Wait for more items to load',
        phase: 'loaded',
      }
    }
    if (clicks === 0 && !wanted) return { refuse: 'There is no "Load more" control on this page' }
    if (clicks === 0) return { refuse: `There is no "${wanted}" control on this page` }
    return { next: true }
  }
  if (clicks >= MAX_LOAD_CLICKS)
    return { refuse: `"${button.label}" was clicked ${MAX_LOAD_CLICKS} times and more kept coming` }
  // the page not changed since the last click: its items may still be on their way (a slow
  // script, a busy machine); wait for them before clicking again
  const fingerprint = ctx.input.observation.fingerprint
  const from = state.moreFrom
  if (clicks > 0 && from?.fingerprint === fingerprint) {
    if (from.waits >= MAX_MORE_WAITS)
      return { refuse: `clicking "${button.label}" changed nothing on the page` }
    from.waits++
    return {
      act: [{ type: 'wait', for: 'time', ms: 1000 }],
      purpose: `Wait for "${button.label || wanted}" to bring more items`,
      phase: 'loaded',
    }
  }
  state.moreFrom = { fingerprint, waits: 0 }
  state.moreClicks++
  return {
    act: [
      { type: 'click', index: button.index },
      { type: 'wait', for: 'network', ms: 5000 },
    ],
    purpose: `Click "${button.label || wanted}" (${clicks + 1})`,
    phase: 'loaded',
  }
}
