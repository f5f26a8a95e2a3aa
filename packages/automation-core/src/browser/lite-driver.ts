/**
 * The `lite` profile: a plain, standard headless Chromium driven by playwright-core.
 * Nothing is spoofed; the only additions keep Chromium's own background traffic off the
 * network (see background-traffic.ts), so a run's network activity is the page's and nothing else.
 */
import { type Browser, chromium } from 'playwright-core'
import { backgroundSinkArgs, DEFAULT_BACKGROUND_SINK, directConnection } from './background-traffic'
import type { BrowserDriver, DriverLaunchOptions } from './driver'
import { findChromium } from './find-chromium'
import { launchChromium } from './launch-chromium'
import { connectChromium, type RemoteBrowser } from './remote-browser'

/** Options of {@link createLiteDriver}. */
export interface LiteDriverOptions {
  /**
   * The Chromium binary.
   * @default findChromium() (CHROME_PATH, system installs, PATH, Playwright's cache)
   */
  executablePath?: string
  /**
   * Where Chromium's own background requests go (a proxy URL that goes nowhere).
   * Tests point it at a recording proxy.
   * @default DEFAULT_BACKGROUND_SINK (the closed discard port on loopback)
   */
  backgroundSink?: string
  /**
   * Extra Chromium switches, after the ones that keep background traffic off the network.
   * @default []
   */
  args?: string[]
  /**
   * Run without a window. Headful needs a display (e.g. Xvfb).
   * @default true
   */
  headless?: boolean
  /**
   * Connect to this browser instead of launching one (Playwright's browser server or a CDP
   * endpoint). The switches above are then the remote side's to set. @default none: launch
   */
  remote?: RemoteBrowser
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
  const sink = options.backgroundSink ?? DEFAULT_BACKGROUND_SINK
  let executablePath: string | undefined

  return {
    name: 'lite',
    options: { executablePath: options.executablePath, args: options.args ?? [], headless },

    async launch(launchOptions: DriverLaunchOptions = {}): Promise<Browser> {
      if (options.remote) return connectChromium(chromium, options.remote)
      executablePath ??= findChromium(options.executablePath)
      return launchChromium(chromium, executablePath, headless, [
        ...backgroundSinkArgs(sink),
        ...(options.args ?? []),
        ...(launchOptions.args ?? []),
      ])
    },

    contextOptions: () => ({ proxy: directConnection(sink) }),
  }
}
