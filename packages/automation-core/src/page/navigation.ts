import type { Page, Request } from 'playwright-core'
import { AutomationError, errorMessage } from '../errors'

/**
 * The error of a failed navigation, naming the url and the cause in plain words.
 * `blockedAt` is the url of a hop an interceptor refused, if one did: that makes it URL_BLOCKED
 * even when Chromium only reports net::ERR_FAILED for the navigation.
 */
export function navigationError(
  url: string,
  e: unknown,
  timeoutMs: number,
  blockedAt?: string,
): AutomationError {
  const msg = errorMessage(e)
  const code = msg.match(/net::(ERR_[A-Z_]+)/)?.[1]
  if (blockedAt || code === 'ERR_BLOCKED_BY_CLIENT' || code === 'ERR_BLOCKED_BY_ADMINISTRATOR') {
    const where = blockedAt && blockedAt !== url ? ` (at ${blockedAt})` : ''
    return new AutomationError('URL_BLOCKED', `navigation to ${url} was blocked by the URL policy${where}`, {
      url,
      blockedAt: blockedAt ?? url,
    })
  }
  const causes: Record<string, string> = {
    ERR_NAME_NOT_RESOLVED: 'could not resolve host',
    ERR_NAME_RESOLUTION_FAILED: 'could not resolve host',
    ERR_CONNECTION_REFUSED: 'connection refused',
    ERR_CONNECTION_RESET: 'connection reset',
    ERR_CONNECTION_CLOSED: 'connection closed',
    ERR_CONNECTION_TIMED_OUT: 'connection timed out',
    ERR_ADDRESS_UNREACHABLE: 'address unreachable',
    ERR_INTERNET_DISCONNECTED: 'no network connection',
    ERR_CERT_AUTHORITY_INVALID: 'invalid TLS certificate',
    ERR_CERT_COMMON_NAME_INVALID: 'invalid TLS certificate',
    ERR_CERT_DATE_INVALID: 'expired TLS certificate',
    ERR_SSL_PROTOCOL_ERROR: 'TLS error',
    ERR_TOO_MANY_REDIRECTS: 'too many redirects',
    ERR_EMPTY_RESPONSE: 'empty response',
    ERR_ABORTED: 'navigation aborted',
    ERR_FAILED: 'request failed',
    ERR_UNSAFE_PORT: 'the browser refuses this port',
    ERR_INVALID_URL: 'invalid url',
  }
  let cause: string
  if (code) cause = causes[code] ?? code
  else if (/Timeout \d+ms exceeded|timed out/i.test(msg)) cause = `timed out after ${timeoutMs} ms`
  else cause = msg.split('\n')[0]!.replace(/^page\.goto: /, '')
  return new AutomationError('NAVIGATION_FAILED', `could not open ${url}: ${cause}`, {
    url,
    cause,
    netError: code,
  })
}

/**
 * `page.goto` until domcontentloaded; a failure throws {@link navigationError}'s error.
 * Resolves with the HTTP status of the document (0 when there was no response).
 */
export async function gotoPage(
  page: Page,
  url: string,
  options: { timeout: number; signal?: AbortSignal; referer?: string },
): Promise<number> {
  let blockedAt: string | undefined
  const onFailed = (r: Request) => {
    if (
      r.isNavigationRequest() &&
      r.frame() === page.mainFrame() &&
      /BLOCKED_BY/.test(r.failure()?.errorText ?? '')
    ) {
      blockedAt = r.url()
    }
  }
  page.on('requestfailed', onFailed)
  try {
    const res = await page.goto(url, { waitUntil: 'domcontentloaded', ...options })
    return res?.status() ?? 0
  } catch (e) {
    throw navigationError(url, e, options.timeout, blockedAt)
  } finally {
    page.off('requestfailed', onFailed)
  }
}
