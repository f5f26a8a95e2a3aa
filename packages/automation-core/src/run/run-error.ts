import { AutomationError, errorMessage } from '../errors'
import type { RunError } from '../schemas/run'

/** Seconds after which retrying an infrastructure failure makes sense. */
const RETRY_AFTER_SECONDS = 5

/**
 * Maps any failure to the run's error object (COMPAT): infrastructure problems are
 * SYSTEM_FAILURE with `retry_after`, problems of the run itself AGENT_FAILURE.
 */
export function toRunError(e: unknown): RunError {
  if (!(e instanceof AutomationError)) {
    return { message: errorMessage(e), category: 'UNKNOWN', retry_after: null, code: 'internal_error' }
  }
  switch (e.code) {
    case 'BROWSER_CRASHED':
      return system(`The browser crashed during the run: ${e.message}`, 'browser_crashed')
    case 'BROWSER_NOT_FOUND':
      return { message: e.message, category: 'SYSTEM_FAILURE', retry_after: null, code: 'browser_not_found' }
    case 'NAVIGATION_FAILED':
      return system(e.message, 'navigation_failed')
    case 'PROXY_FAILED':
      return system(e.message, 'proxy_failed')
    case 'URL_BLOCKED':
      // a name that does not resolve is refused (fail closed), but a lookup may fail for a while:
      // worth a retry, unlike an address the policy forbids
      return e.data.unresolved ? system(e.message, 'name_not_resolved') : agent(e.message, 'url_blocked')
    case 'PLANNER_FAILED':
      return e.data.retryable ? system(e.message, 'planner_unavailable') : agent(e.message, 'planner_failed')
    case 'LIMIT_REACHED':
      return agent(e.message, typeof e.data.reason === 'string' ? e.data.reason : 'limit_reached')
    case 'CANCELLED':
      return { message: e.message, category: 'UNKNOWN', retry_after: null, code: 'cancelled' }
    default:
      return { message: e.message, category: 'UNKNOWN', retry_after: null, code: e.code.toLowerCase() }
  }
}

function system(message: string, code: string): RunError {
  return { message, category: 'SYSTEM_FAILURE', retry_after: RETRY_AFTER_SECONDS, code }
}

function agent(message: string, code: string): RunError {
  return { message, category: 'AGENT_FAILURE', retry_after: null, code }
}
