import type { Browser, LaunchOptions } from 'playwright-core'
import { AutomationError, errorMessage, isAutomationError } from '../errors'

/** What both Playwright and its patchright fork offer to start a browser. */
export interface ChromiumLauncher {
  launch(options: LaunchOptions): Promise<unknown>
}

/**
 * Launches Chromium the way every driver does: signals left to the embedding process, the given
 * switches, and a failure reported as BROWSER_NOT_FOUND naming the binary.
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
      args,
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
