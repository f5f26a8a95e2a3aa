import type { BrowserContext, Page } from 'playwright-core'
import type { BrowserDriver, ContextHints } from './driver'

function noop(): void {}

/**
 * The first page of a new context, prepared by the driver; later pages (popups) are prepared
 * as they appear.
 */
export async function openPreparedPage(
  driver: BrowserDriver,
  context: BrowserContext,
  hints: ContextHints,
): Promise<Page> {
  const prepare = driver.preparePage
  if (!prepare) return context.newPage()
  const first = context.newPage()
  context.on('page', (page) => {
    void first.then((p) => {
      if (p !== page) void prepare(page, hints).catch(noop)
    }, noop)
  })
  const page = await first
  await prepare(page, hints)
  return page
}
