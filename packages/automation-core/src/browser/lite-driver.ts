/**
 * The `lite` profile: a plain, standard headless Chromium driven by playwright-core.
 * Nothing is spoofed; the only additions are switches that silence Chromium's own
 * background traffic, so a run's network activity is the page's and nothing else.
 */
import { type Browser, chromium } from 'playwright-core'
import { AutomationError, errorMessage, isAutomationError } from '../errors'
import type { BrowserDriver, DriverLaunchOptions } from './driver'
import { findChromium } from './find-chromium'

/**
 * Switches added on top of playwright-core's defaults. playwright-core already passes
 * --disable-background-networking, --disable-component-update, --disable-sync, --no-first-run,
 * --disable-default-apps, --metrics-recording-only, --disable-breakpad,
 * --disable-field-trial-config and --no-service-autorun (checked in 1.65); these are the
 * ones it leaves out. --disable-features is deliberately absent: a second copy would replace
 * Playwright's list instead of adding to it.
 */
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  // Domain Reliability uploads network error reports to Google
  '--disable-domain-reliability',
  // client-side phishing detection downloads models and pings Safe Browsing
  '--disable-client-side-phishing-detection',
]

/** Options of {@link createLiteDriver}. */
export interface LiteDriverOptions {
  /**
   * The Chromium binary.
   * @default findChromium() (CHROME_PATH, system installs, PATH, Playwright's cache)
   */
  executablePath?: string
  /**
   * Extra Chromium switches, after {@link QUIET_CHROMIUM_ARGS}.
   * @default []
   */
  args?: string[]
  /**
   * Run without a window. Headful needs a display (e.g. Xvfb).
   * @default true
   */
  headless?: boolean
}

/**
 * A {@link BrowserDriver} that launches a standard Chromium with playwright-core.
 * The binary is looked up on the first launch, not here, so building a driver never throws.
 *
 * @example
 * const driver = createLiteDriver({ executablePath: '/usr/bin/chromium' })
 * const browser = await driver.launch()
 */
export function createLiteDriver(options: LiteDriverOptions = {}): BrowserDriver {
  const headless = options.headless ?? true
  let executablePath: string | undefined

  return {
    name: 'lite',
    options: { executablePath: options.executablePath, args: options.args ?? [], headless },

    async launch(launchOptions: DriverLaunchOptions = {}): Promise<Browser> {
      executablePath ??= findChromium(options.executablePath)
      try {
        return await chromium.launch({
          executablePath,
          headless,
          // Signals belong to the process that embeds us: a server drains its runs on SIGTERM
          // before it closes the browsers (Playwright would kill them at once).
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
          args: [...QUIET_CHROMIUM_ARGS, ...(options.args ?? []), ...(launchOptions.args ?? [])],
        })
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
    },
  }
}
