/**
 * Chromium's own traffic (component and extension update checks, Google account look-ups,
 * safe-browsing pings) must not leave the machine or reach a run's proxy. Switches silence
 * most of it, but the full Chromium still calls update.googleapis.com, clients2.google.com
 * and accounts.google.com within seconds (Chromium 156, with every Playwright switch). So
 * every browser is launched with a browser-wide proxy that goes nowhere (the sink), and every
 * context we open overrides it: either with the run's proxy, or with {@link DIRECT} (every
 * host bypasses the sink). Only requests that belong to no context of ours, the browser's
 * own, are left to the sink, where they fail on the spot.
 */
import type { BrowserContextOptions } from 'playwright-core'

/**
 * Where Chromium's background requests are sent: the discard port on loopback, closed on any
 * ordinary host, so they fail at once without leaving the machine.
 */
export const DEFAULT_BACKGROUND_SINK = 'http://127.0.0.1:9'

/**
 * Switches that silence background services at the source, on top of playwright-core's
 * (--disable-background-networking, --disable-sync, ... are already there; patchright drops
 * a few, such as --disable-component-update, so they are repeated). --disable-features is
 * deliberately absent: a second copy would replace Playwright's list instead of adding to it.
 */
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  // Domain Reliability uploads network error reports to Google
  '--disable-domain-reliability',
  // client-side phishing detection downloads models and pings Safe Browsing
  '--disable-client-side-phishing-detection',
  '--disable-component-update',
  '--disable-default-apps',
  '--no-pings',
]

/** The launch switches of a browser whose background traffic goes to `sink`. */
export function backgroundSinkArgs(sink: string = DEFAULT_BACKGROUND_SINK): string[] {
  return [...QUIET_CHROMIUM_ARGS, `--proxy-server=${sink}`]
}

/**
 * Context proxy settings meaning "no proxy": the sink as the server, bypassed for every host
 * (Playwright cannot express `direct://`). A run's own proxy replaces this.
 */
export function directConnection(
  sink: string = DEFAULT_BACKGROUND_SINK,
): NonNullable<BrowserContextOptions['proxy']> {
  return { server: sink, bypass: '*' }
}
