import type { Browser, LaunchOptions } from 'playwright-core'
import { AutomationError, errorMessage, isAutomationError } from '../errors'

/** What both Playwright and its patchright fork offer to start a browser. */
export interface ChromiumLauncher {
  launch(options: LaunchOptions): Promise<unknown>
}

/**
 * WebRTC sends UDP (STUN, TURN, media) straight from the browser, past any proxy and so past
 * the egress gate: a page could reach UDP services on the host's network. This keeps WebRTC to
 * connections that go through the context's proxy (TURN over TCP, which the gate checks).
 */
export const PROXIED_WEBRTC_ONLY = '--force-webrtc-ip-handling-policy=disable_non_proxied_udp'

/**
 * Launches Chromium the way every driver does: signals left to the embedding process, WebRTC
 * kept to proxied connections, the given switches, and a failure reported as BROWSER_NOT_FOUND
 * naming the binary.
 */
export async function launchChromium(
  launcher: ChromiumLauncher,
  executablePath: string,
  headless: boolean,
  args: string[],
): Promise<Browser> {
  try {
    return (await launcher.launch({
      executablePath,
      headless,
      // Signals belong to the process that embeds us: a server drains its runs on SIGTERM
      // before it closes the browsers (Playwright would kill them at once).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      args: [PROXIED_WEBRTC_ONLY, ...args],
    })) as Browser
  } catch (e) {
    if (isAutomationError(e)) throw e
    // Playwright's message carries a long call log; its first line says what went wrong
    const reason = errorMessage(e).split('\n')[0] ?? ''
    throw new AutomationError(
      'BROWSER_NOT_FOUND',
      `could not launch Chromium at ${executablePath}: ${reason}`,
      {
        executablePath,
      },
    )
  }
}
