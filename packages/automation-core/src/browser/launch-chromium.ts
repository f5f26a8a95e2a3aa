import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core'
import { AutomationError, errorMessage, isAutomationError } from '../errors'
import { sleep } from '../internal/abort'
import { findProcessByArg } from './process-memory'

/** What both Playwright and its patchright fork offer to start a browser. */
export interface ChromiumLauncher {
  launch(options: LaunchOptions): Promise<unknown>
  launchPersistentContext(userDataDir: string, options: LaunchOptions): Promise<unknown>
}

/**
 * Profile preferences of the full Chromium. Its WebRTC policy comes from here, not from the
 * command line (only the headless shell reads {@link PROXIED_WEBRTC_ONLY}); the contexts of a
 * run inherit it from the profile.
 */
export const FULL_BROWSER_PREFERENCES = { webrtc: { ip_handling_policy: 'disable_non_proxied_udp' } }

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
  preferences?: Record<string, unknown>,
): Promise<Browser> {
  const options: LaunchOptions = {
    executablePath,
    headless,
    // Signals belong to the process that embeds us: a server drains its runs on SIGTERM
    // before it closes the browsers (Playwright would kill them at once).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [PROXIED_WEBRTC_ONLY, ...args],
  }
  try {
    if (!preferences) return (await launcher.launch(options)) as Browser
    return await launchWithPreferences(launcher, options, preferences)
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

/**
 * Starts Chromium on a profile of its own whose preferences are written first (Playwright's
 * `launch` gives no way to set them), and hands back its Browser: runs open their own contexts
 * in it as usual. The profile's own window is closed; the directory goes with the browser.
 */
async function launchWithPreferences(
  launcher: ChromiumLauncher,
  options: LaunchOptions,
  preferences: Record<string, unknown>,
): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'automation-profile-'))
  keepTrackOf(userDataDir)
  try {
    mkdirSync(join(userDataDir, 'Default'))
    writeFileSync(join(userDataDir, 'Default', 'Preferences'), JSON.stringify(preferences))
    const profile = (await launcher.launchPersistentContext(userDataDir, options)) as BrowserContext
    const browser = profile.browser()
    if (!browser) throw new Error('the browser of the persistent profile is not available')
    let removed: Promise<void> | undefined
    browser.once('disconnected', () => {
      removed = removeProfile(userDataDir)
    })
    // close() resolves once the profile is gone too, so that closing a pool leaves nothing
    const close = browser.close.bind(browser)
    browser.close = async (...args) => {
      await close(...args)
      await removed
    }
    await Promise.all(profile.pages().map((page) => page.close().catch(() => {})))
    return browser
  } catch (e) {
    void removeProfile(userDataDir)
    throw e
  }
}

/** Profile directories of browsers of this process not removed yet. */
const profiles = new Set<string>()

function keepTrackOf(userDataDir: string): void {
  // whatever is left when the process exits goes with it
  if (profiles.size === 0) process.once('exit', removeLeftProfiles)
  profiles.add(userDataDir)
}

function removeLeftProfiles(): void {
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true })
  profiles.clear()
}

/**
 * A closing browser writes its profile after it disconnected: waits until no process of it is
 * left (at most 10 s), then removes the directory. Never throws.
 */
async function removeProfile(userDataDir: string): Promise<void> {
  try {
    for (let waited = 0; waited < 10_000 && findProcessByArg(userDataDir); waited += 100) await sleep(100)
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    profiles.delete(userDataDir)
    if (profiles.size === 0) process.off('exit', removeLeftProfiles)
  } catch {
    // left for the exit handler
  }
}
