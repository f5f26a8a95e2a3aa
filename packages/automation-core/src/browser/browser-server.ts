import { chromium } from 'playwright-core'
import { backgroundSinkArgs } from './background-traffic'
import { findChromium } from './find-chromium'
import { PROXIED_WEBRTC_ONLY } from './launch-chromium'

/** Options of {@link launchBrowserServer}. */
export interface BrowserServerOptions {
  /** @default '127.0.0.1' */
  host?: string
  /** @default 0: a free port */
  port?: number
  /**
   * The endpoint's path: Playwright's browser server has no authentication, so this long
   * random path is what keeps others out. Keep it secret. @default a random one
   */
  wsPath?: string
  /** @default findChromium() */
  executablePath?: string
}

/** A Chromium that workers on other machines drive (AUTOMATION_BROWSER_ENDPOINT). */
export interface BrowserServer {
  /** `ws://host:port/path`, what workers connect to. */
  readonly wsEndpoint: string
  close(): Promise<void>
}

/**
 * Launches Playwright's browser server on a Chromium of this machine, with the same switches
 * the pool launches its own browsers with (Chromium's background traffic kept off the
 * network, WebRTC only through the proxy), so that a remote browser behaves like a local one.
 *
 * @example
 * const server = await launchBrowserServer({ host: '0.0.0.0', port: 3000, wsPath: secretPath })
 */
export async function launchBrowserServer(options: BrowserServerOptions = {}): Promise<BrowserServer> {
  const server = await chromium.launchServer({
    executablePath: findChromium(options.executablePath),
    headless: true,
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    wsPath: options.wsPath,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [PROXIED_WEBRTC_ONLY, ...backgroundSinkArgs()],
  })
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() }
}
