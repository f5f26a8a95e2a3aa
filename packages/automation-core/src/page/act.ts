import type { BrowserContext, ElementHandle, Page } from 'playwright-core'
import { errorMessage } from '../errors'
import type { ActionOutcome } from '../planner/planner'
import type { Action } from '../schemas/decision'
import type { ElementRegistry } from './element-registry'
import { extractFromPage } from './extract'
import { findTextOnPage } from './find-text'
import { listOptions } from './list-options'
import { gotoPage, navigationError } from './navigation'
import { pageFunction } from './observe-script'
import { scrollContainer, scrollMessage, scrollPage } from './scroll'
import { closeTab, openInNewTab } from './tab-actions'

/** What `performAction` needs from the controller. */
export interface ActEnv {
  readonly context: BrowserContext
  /** The active page. */
  readonly page: Page
  readonly registry: ElementRegistry
  /** Makes another tab the active page. */
  activate(page: Page): void
  /** Starts watching a page for what an action sets off (navigation, requests, DOM changes). */
  watch(page: Page): ActionWatch
  /** Resolves true once the page had no request in flight for `quietMs`; false after `boundMs`. */
  waitForNetworkQuiet(page: Page, quietMs: number, boundMs: number, signal: AbortSignal): Promise<boolean>
}

/** Watches one action's effects; `settle` waits for them to calm down, within a bound. */
export interface ActionWatch {
  /** Resolves with a note for the planner (e.g. "navigated to ..."), if there is one. */
  settle(budgetMs: number): Promise<string | undefined>
  dispose(): void
}

/** Bounds of one action. */
export interface PerformOptions {
  /** @default 10000 */
  timeoutMs?: number
  signal?: AbortSignal
}

/** A failure the action code raises to end the action with a short message. */
class ActionFailure extends Error {}
const fail = (message: string): never => {
  throw new ActionFailure(message)
}

/** Key names a planner may write, lower-cased, in Playwright's spelling. */
const KEYS: Record<string, string> = Object.fromEntries(
  (
    'enter:Enter return:Enter escape:Escape esc:Escape tab:Tab backspace:Backspace ' +
    'delete:Delete del:Delete space:Space up:ArrowUp down:ArrowDown left:ArrowLeft ' +
    'right:ArrowRight arrowup:ArrowUp arrowdown:ArrowDown arrowleft:ArrowLeft ' +
    'arrowright:ArrowRight pageup:PageUp pagedown:PageDown home:Home end:End ctrl:Control ' +
    'control:Control cmd:Meta meta:Meta alt:Alt option:Alt shift:Shift'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
)

/** Planner-written keys ("ctrl+a", "enter") in Playwright's spelling ("Control+a", "Enter"). */
export function normalizeKey(key: string): string {
  if (key === ' ' || key === '+') return key
  return key
    .split('+')
    .map((part) => {
      const k = part.trim()
      // Single characters keep their case ("a" vs "A"); names are capitalised ("f5" -> "F5").
      return KEYS[k.toLowerCase()] ?? (k.length === 1 ? k : k[0]!.toUpperCase() + k.slice(1))
    })
    .join('+')
}

/** A Playwright error in words a model understands. */
function describe(e: unknown, action: Action, timeoutMs: number): string {
  if (e instanceof ActionFailure) return e.message
  const msg = errorMessage(e)
  const el = 'index' in action && action.index !== undefined ? `element [${action.index}]` : 'the element'
  if (/abort/i.test(msg) && !/ERR_ABORTED/.test(msg)) return 'cancelled'
  const cover = msg.match(/(<[^\n>]{1,80}>)[^\n]*intercepts pointer events/)
  if (cover) return `${el} is covered by ${cover[1]}; close or scroll past it, then observe again`
  if (/not attached|detached|Execution context was destroyed|has been closed/i.test(msg)) {
    return `${el} no longer exists; observe again`
  }
  if (/Element is not an <input>|not an <input>, <textarea>/i.test(msg)) return `${el} is not a text field`
  if (/Not a checkbox or radio/i.test(msg)) return `${el} is not a checkbox or radio button`
  if (/Unknown key/i.test(msg)) return `unknown key "${'key' in action ? action.key : ''}"`
  const waiting = /element is not visible/.test(msg)
    ? ` (${el} is not visible)`
    : /not enabled|element is disabled/.test(msg)
      ? ` (${el} is disabled)`
      : /not editable/.test(msg)
        ? ` (${el} is not editable)`
        : /not stable/.test(msg)
          ? ` (${el} keeps moving)`
          : ''
  if (/Timeout \d+ms exceeded|timed out/i.test(msg))
    return `timed out after ${timeoutMs} ms on ${action.type}${waiting}`
  const first = msg.split('\n')[0]!.replace(/^[\w.]+: /, '')
  return first.length > 200 ? `${first.slice(0, 199)}…` : first
}

/** Moves the caret to the end of a text field, so typed text comes after what is there. Runs in the page. */
function caretToEnd(el: Element): void {
  const f = el as HTMLInputElement
  try {
    if (typeof f.value === 'string') f.setSelectionRange(f.value.length, f.value.length)
  } catch {
    // type=email/number have no selection API; typing still appends at the focused caret.
  }
}

/** The option of a <select> matching by value or label (exact, then loose). Runs in the page. */
function findOption(el: Element, want: string): { index?: number; error?: string; options?: string[] } {
  if (el.tagName !== 'SELECT') return { error: 'not-select' }
  const opts = Array.from((el as HTMLSelectElement).options)
  const w = want.trim().toLowerCase()
  const label = (o: HTMLOptionElement) => (o.label || o.text).replace(/\s+/g, ' ').trim()
  const o =
    opts.find((x) => x.value === want) ??
    opts.find((x) => label(x) === want.trim()) ??
    opts.find((x) => label(x).toLowerCase() === w || x.value.toLowerCase() === w) ??
    opts.find((x) => label(x).toLowerCase().includes(w))
  return o ? { index: o.index } : { options: opts.slice(0, 20).map(label) }
}

const CARET_TO_END = pageFunction(caretToEnd)
const FIND_OPTION = pageFunction(findOption)

/** Frees the page-side handle without waiting for the round trip. */
function release(el: ElementHandle): void {
  el.dispose().catch(() => {})
}

async function elementFor(env: ActEnv, index: number): Promise<ElementHandle<Element>> {
  const r = await env.registry.resolve(index)
  if ('error' in r) return fail(r.error)
  if (r.ref.frame.page() !== env.page) {
    // An index from before a tab switch: acting on a tab the planner is not looking at is wrong.
    release(r.handle)
    return fail(`element [${index}] is on another tab; observe again`)
  }
  return r.handle
}

/** Waits for text anywhere in the main frame: visible element text, or the page's innerText. */
async function waitForText(page: Page, text: string, ms: number, signal: AbortSignal): Promise<void> {
  const inner = page
    .waitForFunction(
      // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts as having appeared
      (t) => (document.body?.innerText ?? '').replace(/\s+/g, ' ').toLowerCase().includes(t),
      text.replace(/\s+/g, ' ').trim().toLowerCase(),
      { timeout: ms, polling: 100, signal },
    )
    .then(() => undefined)
  // The locator also sees text inside open shadow roots.
  const located = page.getByText(text).first().waitFor({ state: 'visible', timeout: ms, signal })
  await Promise.any([inner, located]).catch((e: AggregateError) => {
    throw e.errors[0]
  })
}

/**
 * Carries out one action on the active page, bounded by `timeoutMs`, then lets the page
 * settle (navigation committed + domcontentloaded, or a short network/DOM quiet).
 * Never throws: failures come back as `{ ok: false, message }`.
 */
export async function performAction(
  env: ActEnv,
  action: Action,
  options: PerformOptions = {},
): Promise<ActionOutcome> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const outer = options.signal
  if (outer?.aborted) return { action, ok: false, message: 'cancelled' }
  // One controller for every wait of this action: aborted by the caller or by our deadline.
  const ac = new AbortController()
  const onAbort = () => ac.abort()
  outer?.addEventListener('abort', onAbort, { once: true })
  const deadline = Date.now() + timeoutMs
  const remaining = () => Math.max(1, deadline - Date.now())
  const page = env.page
  const watch = SETTLES.has(action.type) ? env.watch(page) : undefined
  let timer: NodeJS.Timeout | undefined
  try {
    const run = async (): Promise<ActionOutcome> => {
      const o = await carryOut(env, page, action, { timeoutMs, remaining, signal: ac.signal })
      if (o.ok && watch) {
        const note = await watch.settle(Math.max(remaining(), 1000))
        if (note && !o.message) o.message = note
      }
      return o
    }
    const bounded = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Timeout ${timeoutMs}ms exceeded`)), timeoutMs + 1500)
      ac.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
    })
    return await Promise.race([run(), bounded])
  } catch (e) {
    return { action, ok: false, message: outer?.aborted ? 'cancelled' : describe(e, action, timeoutMs) }
  } finally {
    clearTimeout(timer)
    watch?.dispose()
    outer?.removeEventListener('abort', onAbort)
    if (!ac.signal.aborted) ac.abort()
  }
}

/** Actions after which the page may change: they settle before returning. */
const SETTLES = new Set<Action['type']>([
  'click',
  'fill',
  'type',
  'select',
  'check',
  'press',
  'hover',
  'scroll',
  'find_text',
])

interface Bounds {
  timeoutMs: number
  remaining: () => number
  signal: AbortSignal
}

async function carryOut(env: ActEnv, page: Page, action: Action, b: Bounds): Promise<ActionOutcome> {
  const ok = (message?: string, data?: unknown): ActionOutcome => {
    const o: ActionOutcome = { action, ok: true }
    if (message) o.message = message
    if (data !== undefined) o.data = data
    return o
  }
  const t = () => ({ timeout: b.remaining(), signal: b.signal })
  switch (action.type) {
    case 'click': {
      const el = await elementFor(env, action.index)
      await el.click(t()).finally(() => release(el))
      return ok()
    }
    case 'fill': {
      const el = await elementFor(env, action.index)
      try {
        await el.fill(action.text, t())
        if (action.submit) await el.press('Enter', t())
      } finally {
        release(el)
      }
      return ok()
    }
    case 'type': {
      const el = await elementFor(env, action.index)
      try {
        await el.focus()
        await el.evaluate(CARET_TO_END)
        await page.keyboard.type(action.text)
      } finally {
        release(el)
      }
      return ok()
    }
    case 'select': {
      const el = await elementFor(env, action.index)
      try {
        const found = await el.evaluate(FIND_OPTION, action.value)
        if (found.error)
          fail(
            `element [${action.index}] is not a <select>; list_options opens its list and reads it, then click the option`,
          )
        if (found.index === undefined) {
          fail(`no option "${action.value}" in [${action.index}]; options are: ${found.options?.join(' | ')}`)
        }
        const chosen = await el.selectOption({ index: found.index! }, t())
        return ok(`selected ${JSON.stringify(chosen[0] ?? action.value)}`)
      } finally {
        release(el)
      }
    }
    case 'check': {
      const el = await elementFor(env, action.index)
      await el.setChecked(action.checked, t()).finally(() => release(el))
      return ok()
    }
    case 'press': {
      const key = normalizeKey(action.key)
      if (action.index === undefined) {
        await page.keyboard.press(key)
        return ok()
      }
      const el = await elementFor(env, action.index)
      await el.press(key, t()).finally(() => release(el))
      return ok()
    }
    case 'hover': {
      const el = await elementFor(env, action.index)
      await el.hover(t()).finally(() => release(el))
      return ok()
    }
    case 'scroll': {
      if (action.index !== undefined) {
        const el = await elementFor(env, action.index)
        await el.scrollIntoViewIfNeeded(t()).finally(() => release(el))
        return ok(`scrolled [${action.index}] into view`)
      }
      const how = { direction: action.direction, amount: action.amount }
      if (action.container === undefined)
        return ok(scrollMessage(await scrollPage(page, how), action.direction, how))
      const box = await elementFor(env, action.container)
      const s = await scrollContainer(box, how).finally(() => release(box))
      if (!s.found) {
        fail(`element [${action.container}] is not a scrollable box, nor inside one; scroll the page instead`)
      }
      return ok(scrollMessage(s, action.direction, { ...how, container: action.container }))
    }
    case 'find_text': {
      const found = await findTextOnPage(page, action.text)
      const quoted = JSON.stringify(action.text)
      if (!found.count) return fail(`${quoted} is not on the page`)
      const times = found.count === 1 ? 'once' : `${found.count} times`
      const context = found.context ? `: "${found.context}"` : ''
      return ok(`${quoted} found ${times}; scrolled to the first${context}`)
    }
    case 'list_options': {
      const el = await elementFor(env, action.index)
      const r = await listOptions(el, action.index, { remaining: b.remaining, signal: b.signal }).finally(
        () => release(el),
      )
      if ('reason' in r) return fail(r.reason)
      const count =
        r.total > r.options.length ? `first ${r.options.length} of ${r.total} options` : `${r.total} options`
      const selected = r.selected.length ? `; selected: ${r.selected.join(', ')}` : ''
      const how = r.native ? '' : r.opened ? ' (opened; the list stays open)' : ' (the list is open)'
      return ok(`${count}${how}${selected}`, r.options)
    }
    case 'navigate': {
      const base = page.url()
      let url: string
      try {
        url = new URL(action.url, base.startsWith('http') ? base : undefined).href
      } catch {
        return fail(
          `"${action.url}" is not a valid url${base.startsWith('http') ? '' : ' (give an absolute one)'}`,
        )
      }
      let status: number
      try {
        status = await gotoPage(page, url, t())
      } catch (e) {
        return fail((e as Error).message)
      }
      return ok(`now at ${page.url()}${status >= 400 ? ` (HTTP ${status})` : ''}`)
    }
    case 'back': {
      const before = page.url()
      const res = await page.goBack({ waitUntil: 'domcontentloaded', ...t() })
      if (!res && page.url() === before) fail('there is no previous page in this tab')
      if (page.url() === 'about:blank' && before !== 'about:blank') {
        // The blank page a tab starts with is no page to go back to.
        await page.goForward({ waitUntil: 'domcontentloaded', ...t() }).catch(() => null)
        fail('there is no previous page in this tab')
      }
      return ok(`now at ${page.url()}`)
    }
    case 'forward': {
      const before = page.url()
      const res = await page.goForward({ waitUntil: 'domcontentloaded', ...t() })
      if (!res && page.url() === before) fail('there is no next page in this tab')
      return ok(`now at ${page.url()}`)
    }
    case 'reload': {
      const url = page.url()
      const res = await page.reload({ waitUntil: 'domcontentloaded', ...t() }).catch((e: unknown) => {
        throw new ActionFailure(navigationError(url, e, b.timeoutMs).message)
      })
      const status = res?.status() ?? 0
      return ok(`reloaded ${page.url()}${status >= 400 ? ` (HTTP ${status})` : ''}`)
    }
    case 'wait':
      return ok(await waitFor(env, page, action, b))
    case 'switch_tab': {
      const pages = env.context.pages()
      const target = pages[action.tab]
      if (!target) return fail(`there is no tab ${action.tab}; tabs are 0-${pages.length - 1}`)
      env.activate(target)
      await target.bringToFront().catch(() => {})
      return ok(`switched to tab ${action.tab}: ${target.url()}`)
    }
    case 'open_tab': {
      const el = await elementFor(env, action.index)
      const r = await openInNewTab(env, el, action.index, t()).finally(() => release(el))
      return 'reason' in r ? fail(r.reason) : ok(r.message)
    }
    case 'close_tab': {
      const r = await closeTab(env, action.tab)
      return 'reason' in r ? fail(r.reason) : ok(r.message)
    }
    case 'extract': {
      const r = await extractFromPage(page, action, b.remaining())
      return r.ok ? ok(undefined, r.data) : fail(r.reason)
    }
  }
}

async function waitFor(
  env: ActEnv,
  page: Page,
  action: Extract<Action, { type: 'wait' }>,
  b: Bounds,
): Promise<string> {
  const ms = Math.min(action.ms ?? b.timeoutMs, b.remaining())
  const started = Date.now()
  const took = () => `after ${Date.now() - started} ms`
  const timedOut = (what: string) => (e: unknown) => {
    if (/Timeout \d+ms exceeded/.test(errorMessage(e))) fail(`timed out after ${ms} ms waiting for ${what}`)
    throw e
  }
  switch (action.for) {
    case 'text': {
      if (!action.text) return fail('wait for text needs `text`')
      await waitForText(page, action.text, ms, b.signal).catch(timedOut(`text '${action.text}'`))
      return `text '${action.text}' appeared ${took()}`
    }
    case 'element': {
      if (!action.selector) return fail('wait for element needs `selector`')
      await page
        .locator(action.selector)
        .first()
        .waitFor({ state: 'visible', timeout: ms, signal: b.signal })
        .catch(timedOut(`element '${action.selector}'`))
      return `element '${action.selector}' appeared ${took()}`
    }
    case 'network': {
      const quiet = await env.waitForNetworkQuiet(page, 500, ms, b.signal)
      if (!quiet) fail(`timed out after ${ms} ms waiting for the network to be quiet`)
      return `network quiet ${took()}`
    }
    case 'time': {
      const wait = Math.min(action.ms ?? 1000, b.remaining())
      await page.waitForTimeout(wait)
      return `waited ${wait} ms`
    }
  }
}
