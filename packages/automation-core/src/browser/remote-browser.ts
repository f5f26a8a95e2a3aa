import type { Browser, BrowserType } from 'playwright-core'
import { AutomationError, errorMessage } from '../errors'

/**
 * A browser the pool does not launch but connects to: Playwright's browser server
 * (`launch-server`, `protocol: 'playwright'`) or the CDP endpoint of a browser fleet
 * (browserless-style, `protocol: 'cdp'`).
 */
export interface RemoteBrowser {
  /** `ws://` or `wss://` (Playwright or CDP), or `http(s)://` of a CDP endpoint. */
  endpoint: string
  /** @default 'cdp' for http(s):// endpoints, else 'playwright' */
  protocol?: 'playwright' | 'cdp'
  /** How long connecting may take. @default 30000 */
  timeoutMs?: number
}

/** The protocol a remote browser is spoken to with. */
export function remoteProtocol(remote: RemoteBrowser): 'playwright' | 'cdp' {
  return remote.protocol ?? (/^https?:/i.test(remote.endpoint) ? 'cdp' : 'playwright')
}

/** The endpoint without credentials or query (a fleet's token), for messages. */
export function redactEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint)
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`
  } catch {
    return 'the configured endpoint'
  }
}

/** Connects to a remote browser with `engine` (playwright-core's or patchright-core's chromium). */
export async function connectChromium(engine: BrowserType, remote: RemoteBrowser): Promise<Browser> {
  const timeout = remote.timeoutMs ?? 30_000
  try {
    return remoteProtocol(remote) === 'cdp'
      ? await engine.connectOverCDP(remote.endpoint, { timeout })
      : await engine.connect(remote.endpoint, { timeout })
  } catch (e) {
    throw new AutomationError(
      'BROWSER_NOT_FOUND',
      `cannot connect to the remote browser at ${redactEndpoint(remote.endpoint)} (${remoteProtocol(remote)}): ${errorMessage(e).split('\n')[0]}`,
    )
  }
}
