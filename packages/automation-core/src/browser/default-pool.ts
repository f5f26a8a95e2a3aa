import { createBrowserPool } from './browser-pool'
import type { BrowserPool } from './driver'

let shared: BrowserPool | null = null

/**
 * The pool `runAutomation` uses when none is passed: created on first use, one warm
 * browser shared by every run of the process.
 */
export function getDefaultBrowserPool(): BrowserPool {
  shared ??= createBrowserPool()
  return shared
}

/** Closes the default pool (if it was ever created); no Chromium process is left behind. */
export async function closeDefaultBrowserPool(): Promise<void> {
  const pool = shared
  shared = null
  await pool?.close()
}
