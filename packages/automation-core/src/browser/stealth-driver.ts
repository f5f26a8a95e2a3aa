/**
 * The `stealth` profile: the full Chromium driven by patchright-core (a Playwright fork that
 * leaves out the tells of automation: no Runtime.enable leak, no --enable-automation, page
 * scripts in an isolated world), presenting one consistent desktop Chrome: a Chrome user
 * agent and client hints that match the browser's version, the run's country's languages and
 * timezone, a common screen, and WebGL that does not name SwiftShader.
 */
import { chromium as patchright } from 'patchright-core'
import type { Browser, BrowserContextOptions, BrowserType, CDPSession, Page } from 'playwright-core'
import { backgroundSinkArgs, DEFAULT_BACKGROUND_SINK, directConnection } from './background-traffic'
import type { BrowserDriver, ContextHints, DriverLaunchOptions } from './driver'
import { findChromium } from './find-chromium'
import { FULL_BROWSER_PREFERENCES, launchChromium } from './launch-chromium'
import { pageSession } from './page-session'
import { connectChromium, type RemoteBrowser } from './remote-browser'
import { chromeUserAgent, regionOf } from './stealth-identity'
import { MASK_WEBGL_SCRIPT } from './webgl-mask'

/** Options of {@link createStealthDriver}. */
export interface StealthDriverOptions {
  /**
   * The Chromium binary: a full Chromium or Chrome, not a headless shell.
   * @default findChromium(undefined, { fullBrowser: true })
   */
  executablePath?: string
  /**
   * Where Chromium's own background requests go (see background-traffic.ts).
   * @default DEFAULT_BACKGROUND_SINK
   */
  backgroundSink?: string
  /** Extra Chromium switches. @default [] */
  args?: string[]
  /** Run without a window (Chromium's new headless mode). @default true */
  headless?: boolean
  /**
   * Report WebGL as a common Intel GPU instead of SwiftShader, the software renderer that
   * machines without a GPU use and that detectors look for.
   * @default true
   */
  maskWebGL?: boolean
  /**
   * Connect to this browser instead of launching one (Playwright's browser server or a CDP
   * endpoint, driven with patchright). The fingerprint set per page still applies; launch
   * switches are the remote side's to set. @default none: launch
   */
  remote?: RemoteBrowser
}

/** A common desktop: 1920x1080 screen, the window maximised below the browser's toolbars. */
const SCREEN = { width: 1920, height: 1080 }
const VIEWPORT = { width: 1920, height: 969 }

/**
 * A {@link BrowserDriver} for sites with bot protection. Read by @fingerprintjs/botd as not a
 * bot; see the README for what fpscanner still notices.
 *
 * @example
 * const pool = createBrowserPool({ drivers: { stealth: createStealthDriver() } })
 * const lease = await pool.acquire({ profile: 'stealth', countryCode: 'JP' })
 */
export function createStealthDriver(options: StealthDriverOptions = {}): BrowserDriver {
  const headless = options.headless ?? true
  const sink = options.backgroundSink ?? DEFAULT_BACKGROUND_SINK
  const maskWebGL = options.maskWebGL ?? true
  let executablePath: string | undefined
  /** Full version of the launched browser, e.g. 156.0.8078.79 (one binary per driver). */
  let version = ''

  async function override(session: CDPSession, hints: ContextHints | undefined): Promise<void> {
    const region = regionOf(hints?.countryCode)
    await Promise.all([
      session.send('Emulation.setUserAgentOverride', chromeUserAgent(version, region)),
      session.send('Emulation.setLocaleOverride', { locale: region.locale }),
    ])
  }

  return {
    name: 'stealth',
    options: { executablePath: options.executablePath, args: options.args ?? [], headless, maskWebGL },

    async launch(launchOptions: DriverLaunchOptions = {}): Promise<Browser> {
      if (options.remote) {
        const remote = await connectChromium(patchright as unknown as BrowserType, options.remote)
        version = remote.version()
        return remote
      }
      executablePath ??= findChromium(options.executablePath, { fullBrowser: true })
      const browser = await launchChromium(
        patchright,
        executablePath,
        headless,
        [...backgroundSinkArgs(sink), ...(options.args ?? []), ...(launchOptions.args ?? [])],
        FULL_BROWSER_PREFERENCES,
      )
      version = browser.version()
      return browser
    },

    contextOptions(hints?: ContextHints): BrowserContextOptions {
      // No `userAgent` or `locale` here: Playwright would send its own user agent override
      // (without Chrome's brands) on every frame; preparePage sends the whole of it instead.
      return {
        proxy: directConnection(sink),
        timezoneId: regionOf(hints?.countryCode).timezoneId,
        viewport: VIEWPORT,
        screen: SCREEN,
        deviceScaleFactor: 1,
      }
    },

    async preparePage(page: Page, hints?: ContextHints): Promise<void> {
      // The session stays open with the page: emulation overrides end with the session.
      const session = await pageSession(page)
      await override(session, hints)
      if (maskWebGL) {
        // new-document scripts of a session run only while its Page domain is enabled
        await session.send('Page.enable')
        await session.send('Page.addScriptToEvaluateOnNewDocument', {
          source: MASK_WEBGL_SCRIPT,
          runImmediately: true,
        })
      }
    },
  }
}
