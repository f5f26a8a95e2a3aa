import type { BrowserContext, Page } from 'playwright-core'
import type { ActionOutcome } from '../planner/planner'
import type { Action } from '../schemas/decision'
import type { Observation } from './observation'

export interface ObserveOptions {
  /** Upper bound of the observation's `text` in o200k_base tokens (counted, not estimated). @default 900 */
  tokenBudget?: number
}

export interface ActOptions {
  /** Upper bound of one action. @default 10000 */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * Drives the pages of one run's context: observes, acts, follows new tabs.
 * Element indices are stable across observations while the element exists.
 */
export interface PageController {
  /** The active page (changes on switch_tab, or when the page opens a tab). */
  readonly page: Page
  readonly context: BrowserContext
  /**
   * First navigation of the run; resolves with the document's HTTP status (0 without a
   * response); throws AutomationError NAVIGATION_FAILED / URL_BLOCKED.
   */
  goto(url: string, options?: { timeoutMs?: number }): Promise<number>
  observe(options?: ObserveOptions): Promise<Observation>
  /** Never throws for a failing action: the failure comes back as `{ ok: false, message }`. */
  act(action: Action, options?: ActOptions): Promise<ActionOutcome>
}
