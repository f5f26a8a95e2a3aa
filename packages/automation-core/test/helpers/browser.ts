import { type Browser, chromium } from 'playwright-core'
import type { PageController } from '../../src/page/controller'
import { createPageController } from '../../src/page/create-page-controller'

/** Chromium for the tests; CHROMIUM_PATH overrides the default location. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
}

/** A fresh context + page with a controller on it; close the context after the test. */
export async function newController(browser: Browser): Promise<PageController> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  return createPageController(context, page)
}
