/**
 * One error class for the whole library: a string `code` says what went wrong,
 * `data` carries the details a caller may act on (never a stack trace).
 */

/** The codes an {@link AutomationError} can carry. */
export type AutomationErrorCode =
  /** The request failed validation; `data.details` lists every problem. */
  | 'INVALID_INPUT'
  /** No Chromium could be found or launched. */
  | 'BROWSER_NOT_FOUND'
  /** The browser process died or could not be used. */
  | 'BROWSER_CRASHED'
  /** A URL was refused by the URL policy (scheme, private network). */
  | 'URL_BLOCKED'
  /** A navigation failed (DNS, connection, timeout). */
  | 'NAVIGATION_FAILED'
  /** The run's proxy refused or failed (its message names the proxy, never its credentials). */
  | 'PROXY_FAILED'
  /** The planner could not produce a valid decision. */
  | 'PLANNER_FAILED'
  /** The run was cancelled. */
  | 'CANCELLED'
  /** A limit was reached (steps, duration, loop). */
  | 'LIMIT_REACHED'
  /** A run or other resource does not exist. */
  | 'NOT_FOUND'
  /** Anything else. */
  | 'INTERNAL'

/** One validation problem: where (dotted path) and what. */
export interface ValidationDetail {
  field: string
  message: string
}

/**
 * The single error class of automation-core.
 *
 * @example
 * try { runAutomation({ url: 'ftp://x', goal: '' }) }
 * catch (e) { if (e instanceof AutomationError && e.code === 'INVALID_INPUT') console.log(e.data.details) }
 */
export class AutomationError extends Error {
  override readonly name = 'AutomationError'
  constructor(
    readonly code: AutomationErrorCode,
    message: string,
    readonly data: { details?: ValidationDetail[]; [key: string]: unknown } = {},
  ) {
    super(message)
  }
}

/** True when `e` is an {@link AutomationError}, optionally with the given code. */
export function isAutomationError(e: unknown, code?: AutomationErrorCode): e is AutomationError {
  return e instanceof AutomationError && (code === undefined || e.code === code)
}

/** The message of any thrown value, without its stack. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message
  return String(e)
}
