import type { BrowserContext, Dialog, Page, Request } from 'playwright-core'
import type { ActionOutcome } from '../planner/planner'
import type { Action } from '../schemas/decision'
import { type ActEnv, type ActionWatch, performAction } from './act'
import type { ActOptions, ObserveOptions, PageController } from './controller'
import { ElementRegistry } from './element-registry'
import { gotoPage } from './navigation'
import type { Observation } from './observation'
import { observePage } from './observe'
import { pageExpression } from './observe-script'

/** Options of {@link createPageController}. */
export interface PageControllerOptions {
  /** Bound of `goto`. @default 30000 */
  navigationTimeoutMs?: number
  /** Bound of one action when `act` is not given one. @default 10000 */
  actionTimeoutMs?: number
  /** Accept alert/confirm/prompt/beforeunload dialogs (and report them); false dismisses them. @default true */
  acceptDialogs?: boolean
}

/** Requests that never end on their own (streams, sockets) must not hold up "network quiet". */
const LONG_LIVED = new Set(['websocket', 'eventsource', 'manifest', 'other'])
/** A request open this long is treated as a long poll. */
const STALE_MS = 10_000

/** Counts a page's requests in flight, for settle and `wait for: network`. */
class NetworkTracker {
  readonly #inflight = new Map<Request, number>()
  lastChange = Date.now()

  constructor(page: Page) {
    page.on('request', (r) => {
      if (LONG_LIVED.has(r.resourceType())) return
      this.#inflight.set(r, Date.now())
      this.lastChange = Date.now()
    })
    const done = (r: Request) => {
      if (this.#inflight.delete(r)) this.lastChange = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  }

  /** Requests in flight, optionally only those started at or after `since`. */
  pending(since = 0, types?: Set<string>): number {
    const now = Date.now()
    let n = 0
    for (const [r, at] of this.#inflight) {
      if (now - at > STALE_MS) this.#inflight.delete(r)
      else if (at >= since && (!types || types.has(r.resourceType()))) n++
    }
    return n
  }

  /** Resolves true when nothing was in flight for `quietMs`, false after `boundMs`. */
  async waitForQuiet(quietMs: number, boundMs: number, signal?: AbortSignal, since = 0, types?: Set<string>) {
    const end = Date.now() + boundMs
    for (;;) {
      const now = Date.now()
      if (this.pending(since, types) === 0 && now - this.lastChange >= quietMs) return true
      if (now >= end || signal?.aborted) return false
      await new Promise((r) => setTimeout(r, Math.min(25, end - now)))
    }
  }
}

/** What the page notes while an action runs. */
interface ActionTrace {
  last: number
  opened: number
  observer: MutationObserver
  undo: () => void
}

/**
 * Runs in the page before an action: notes the time of the latest DOM mutation, and whether
 * the action opens a window (window.open, or a click on a link with a target), for a while.
 */
function traceAction(): void {
  const w = window as unknown as Record<string, ActionTrace | undefined> & Window
  w.__waTrace?.undo()
  const state: ActionTrace = {
    last: -1e9,
    opened: 0,
    observer: new MutationObserver(() => {
      state.last = performance.now()
    }),
    undo: () => {},
  }
  state.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  const open = w.open
  const traced = function (this: Window, ...args: Parameters<Window['open']>) {
    state.opened++
    return open.apply(this, args)
  }
  w.open = traced
  const onClick = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href][target], area[href][target]')
    const target = a?.getAttribute('target')?.toLowerCase()
    if (target && target !== '_self' && target !== '_top' && target !== '_parent') state.opened++
  }
  w.addEventListener('click', onClick, true)
  state.undo = () => {
    state.observer.disconnect()
    if (w.open === traced) w.open = open
    w.removeEventListener('click', onClick, true)
    delete w.__waTrace
  }
  Object.defineProperty(w, '__waTrace', { value: state, configurable: true, enumerable: false })
}

/**
 * Runs in the page after an action: waits one animation frame (what a handler scheduled
 * lands by then), then until the DOM saw no mutation for `quiet` ms, at most `max` ms.
 * Resolves with the number of windows the action opened.
 */
function awaitQuiet(arg: { quiet: number; max: number }): Promise<number> {
  const state = (window as unknown as Record<string, ActionTrace | undefined>).__waTrace
  const started = performance.now()
  let finished = false
  return new Promise((resolve) => {
    const check = () => {
      if (finished) return
      const now = performance.now()
      const since = now - (state?.last ?? -1e9)
      if (!state || since >= arg.quiet || now - started >= arg.max) {
        finished = true
        const opened = state?.opened ?? 0
        // Counted once: a second wait in the same action reports only new windows.
        if (state) state.opened = 0
        resolve(opened)
      } else {
        setTimeout(check, Math.min(arg.quiet - since, arg.max - (now - started)) + 1)
      }
    }
    requestAnimationFrame(() => setTimeout(check, 0))
    // Pages in the background get no animation frames: do not wait for one forever.
    setTimeout(check, 50)
  })
}

const FETCHES = new Set(['fetch', 'xhr', 'document'])
const TRACE_ACTION = pageExpression(traceAction, undefined)
const UNDO_TRACE = '(() => { window.__waTrace?.undo() })()'
// 15 ms without a mutation: a handler's own updates (sync, microtasks, next frame) have landed.
const AWAIT_QUIET = pageExpression(awaitQuiet, { quiet: 15, max: 300 })

/**
 * Starts watching what an action on `page` sets off. `newPage(ms)` resolves true once the
 * context got a page after the watch began (waiting up to `ms`).
 */
function watchAction(
  page: Page,
  network: NetworkTracker,
  newPage: (ms: number) => Promise<boolean>,
): ActionWatch {
  const start = Date.now()
  const urlBefore = page.url()
  let requested = false
  let committed = false
  let ended = false
  let wake: (() => void) | undefined
  const main = (r: Request) => r.isNavigationRequest() && r.frame() === page.mainFrame()
  const onRequest = (r: Request) => {
    if (main(r)) requested = true
    wake?.()
  }
  // A navigation that ends without a new document (204, download, failure).
  const onEnd = (r: Request) => {
    if (!main(r)) return
    setTimeout(() => {
      ended = true
      wake?.()
    }, 50)
  }
  // Only a navigation with a request is a new document; pushState/hash changes are not.
  const onNav = (f: unknown) => {
    if (f === page.mainFrame() && requested) committed = true
    wake?.()
  }
  page.on('request', onRequest)
  page.on('requestfailed', onEnd)
  page.on('requestfinished', onEnd)
  page.on('framenavigated', onNav)
  // Sent before the action's own calls, so the page runs it first; no need to wait for it.
  page.evaluate(TRACE_ACTION).catch(() => {})
  const until = (cond: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (cond() || ms <= 0) return resolve()
      const t = setTimeout(() => resolve(), ms)
      wake = () => {
        if (cond()) {
          clearTimeout(t)
          resolve()
        }
      }
    })
  return {
    async settle(budgetMs) {
      const end = Date.now() + budgetMs
      const left = () => Math.max(0, end - Date.now())
      // The requests the action started (a search, "load more") usually bring the change:
      // wait for them (up to 1 s in all), then for the DOM to be quiet; twice if a request
      // only showed up during the first quiet wait.
      const fetchesUntil = Date.now() + Math.min(1000, budgetMs)
      for (let round = 0; round < 2 && !requested; round++) {
        await network.waitForQuiet(0, Math.max(0, fetchesUntil - Date.now()), undefined, start, FETCHES)
        if (requested) break
        // A navigation started meanwhile destroys the context: that is fine, handled below.
        const opened = await page.evaluate<number>(AWAIT_QUIET).catch(() => 0)
        // The new tab reaches us a little after the click: wait for it, so act can follow it.
        if (opened) await newPage(Math.min(3000, left()))
        if (network.pending(start, FETCHES) === 0 || Date.now() >= fetchesUntil) break
      }
      if (requested && !committed) await until(() => committed || ended, Math.min(left(), 10_000))
      if (committed) {
        await page.waitForLoadState('domcontentloaded', { timeout: Math.max(1, left()) }).catch(() => {})
      }
      const url = page.url()
      return url !== urlBefore ? `navigated to ${url}` : undefined
    },
    dispose() {
      page.evaluate(UNDO_TRACE).catch(() => {})
      page.off('request', onRequest)
      page.off('requestfailed', onEnd)
      page.off('requestfinished', onEnd)
      page.off('framenavigated', onNav)
    },
  }
}

class Controller implements PageController, ActEnv {
  readonly context: BrowserContext
  readonly registry = new ElementRegistry()
  #page: Page
  readonly #networks = new WeakMap<Page, NetworkTracker>()
  readonly #opened: Page[] = []
  readonly #dialogs: string[] = []
  readonly #options: PageControllerOptions

  constructor(context: BrowserContext, page: Page, options: PageControllerOptions) {
    this.context = context
    this.#page = page
    this.#options = options
    for (const p of context.pages()) this.#attach(p)
    if (!context.pages().includes(page)) this.#attach(page)
    context.on('page', (p) => {
      this.#attach(p)
      this.#opened.push(p)
    })
  }

  get page(): Page {
    return this.#page
  }

  #attach(page: Page): void {
    if (this.#networks.has(page)) return
    this.#networks.set(page, new NetworkTracker(page))
    page.on('dialog', (d) => this.#onDialog(d))
    page.on('close', () => {
      if (page !== this.#page) return
      // The active tab closed itself: carry on in the most recent remaining one.
      const rest = this.context.pages().filter((p) => !p.isClosed())
      const next = rest[rest.length - 1]
      if (next) this.#page = next
    })
  }

  #onDialog(d: Dialog): void {
    const accept = this.#options.acceptDialogs !== false
    this.#dialogs.push(
      `${accept ? 'accepted' : 'dismissed'} a ${d.type()} dialog: "${d.message().slice(0, 200)}"`,
    )
    const answer = accept ? d.accept(d.type() === 'prompt' ? d.defaultValue() : undefined) : d.dismiss()
    // Another listener may have handled it already.
    answer.catch(() => {})
  }

  activate(page: Page): void {
    this.#page = page
  }

  watch(page: Page): ActionWatch {
    const before = this.#opened.length
    return watchAction(page, this.#network(page), async (ms) => {
      const end = Date.now() + ms
      while (this.#opened.length === before && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      return this.#opened.length > before
    })
  }

  waitForNetworkQuiet(page: Page, quietMs: number, boundMs: number, signal: AbortSignal): Promise<boolean> {
    return this.#network(page).waitForQuiet(quietMs, boundMs, signal)
  }

  #network(page: Page): NetworkTracker {
    let n = this.#networks.get(page)
    if (!n) this.#attach(page)
    n = this.#networks.get(page)!
    return n
  }

  goto(url: string, options: { timeoutMs?: number } = {}): Promise<number> {
    const timeoutMs = options.timeoutMs ?? this.#options.navigationTimeoutMs ?? 30_000
    return gotoPage(this.#page, url, { timeout: timeoutMs })
  }

  observe(options: ObserveOptions = {}): Promise<Observation> {
    return observePage(this.context, this.#page, this.registry, options)
  }

  async act(action: Action, options: ActOptions = {}): Promise<ActionOutcome> {
    const before = this.#opened.length
    this.#dialogs.length = 0
    const outcome = await performAction(this, action, {
      timeoutMs: options.timeoutMs ?? this.#options.actionTimeoutMs ?? 10_000,
      signal: options.signal,
    })
    const notes: string[] = []
    const fresh = this.#opened.slice(before).filter((p) => !p.isClosed())
    const tab = fresh[fresh.length - 1]
    // open_tab makes its tab active itself, and says so.
    if (tab && tab !== this.#page) {
      // The action opened a tab (target=_blank, window.open): follow it, as a person would.
      await tab.waitForLoadState('domcontentloaded', { timeout: 5000 }).catch(() => {})
      this.#page = tab
      notes.push(`opened a new tab (${this.context.pages().indexOf(tab)}) ${tab.url()}; switched to it`)
    }
    if (this.#dialogs.length) notes.push(...this.#dialogs)
    if (notes.length) outcome.message = [outcome.message, ...notes].filter(Boolean).join('; ')
    return outcome
  }
}

/**
 * The page controller of one run: observes the active page, carries out actions on it and
 * follows the tabs it opens. Indices stay stable across observations while elements exist.
 * @example
 * const pc = createPageController(context, page)
 * await pc.goto('https://example.com')
 * const obs = await pc.observe({ tokenBudget: 2000 })
 * await pc.act({ type: 'click', index: 3 })
 */
export function createPageController(
  context: BrowserContext,
  page: Page,
  options: PageControllerOptions = {},
): PageController {
  return new Controller(context, page, options)
}
