import type { BrowserContext, ElementHandle, Page } from 'playwright-core'
import { gotoPage } from './navigation'

/** What the tab actions need: the run's context, its active page, and a way to change it. */
export interface TabEnv {
  readonly context: BrowserContext
  readonly page: Page
  activate(page: Page): void
}

/** A tab action's result: its message, or why it could not be done. */
export type TabResult = { message: string } | { reason: string }

/** The tab a tab was opened from by `open_tab`: where closing it goes back to. */
const openedFrom = new WeakMap<Page, Page>()

/** The address a link leads to, absolute; null when the element is not a link. Runs in the page. */
function linkTarget(el: Element): string | null {
  const a = el.closest('a[href], area[href]') ?? el.querySelector('a[href]')
  const href = (a as HTMLAnchorElement | null)?.href
  return href && /^https?:|^file:/i.test(href) ? href : null
}

/**
 * Opens the link `el` (or the link around or inside it) in a new tab, which becomes the
 * active one: the address is loaded there, the current tab stays as it is.
 */
export async function openInNewTab(
  env: TabEnv,
  el: ElementHandle<Element>,
  index: number,
  bounds: { timeout: number; signal: AbortSignal },
): Promise<TabResult> {
  const url = await el.evaluate(linkTarget)
  if (!url) return { reason: `element [${index}] is not a link; click it instead` }
  const from = env.page
  const tab = await env.context.newPage()
  openedFrom.set(tab, from)
  let status: number
  try {
    status = await gotoPage(tab, url, { ...bounds, referer: from.url() })
  } catch (e) {
    await tab.close().catch(() => {})
    return { reason: (e as Error).message }
  }
  env.activate(tab)
  await tab.bringToFront().catch(() => {})
  const n = env.context.pages().indexOf(tab)
  return {
    message: `opened ${tab.url()} in a new tab (${n})${status >= 400 ? ` (HTTP ${status})` : ''}; switched to it`,
  }
}

/**
 * Closes tab `tab` (by its index in the observation), or the active one; never the last tab.
 * Closing the active tab makes the tab it was opened from active again, else the one before it.
 */
export async function closeTab(env: TabEnv, tab: number | undefined): Promise<TabResult> {
  const pages = env.context.pages()
  const target = tab === undefined ? env.page : pages[tab]
  if (!target) return { reason: `there is no tab ${tab}; tabs are 0-${pages.length - 1}` }
  if (pages.length < 2) return { reason: 'this is the only tab; it cannot be closed' }
  const at = pages.indexOf(target)
  if (target === env.page) {
    const origin = openedFrom.get(target) ?? (await target.opener().catch(() => null))
    const next =
      origin && !origin.isClosed() && pages.includes(origin) ? origin : (pages[at - 1] ?? pages[at + 1]!)
    // Activated first: the controller would otherwise pick a tab itself when the active one closes.
    env.activate(next)
    await next.bringToFront().catch(() => {})
  }
  const url = target.url()
  await target.close({ runBeforeUnload: false })
  const active = env.page
  const now = env.context.pages().indexOf(active)
  return { message: `closed tab ${at} (${url}); now on tab ${now}: ${active.url()}` }
}
