import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../src/browser/find-chromium'
import { AutomationError } from '../../src/errors'

const root = mkdtempSync(join(tmpdir(), 'find-chromium-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Creates a file under the temp root; executable unless told otherwise. */
function fakeBinary(path: string, executable = true): string {
  const full = join(root, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, '#!/bin/sh\n')
  chmodSync(full, executable ? 0o755 : 0o644)
  return full
}

const explicit = fakeBinary('explicit/chrome')
const fromEnv = fakeBinary('env/chrome')
const systemA = fakeBinary('system/a/chromium')
const systemB = fakeBinary('system/b/google-chrome')
const inPath = fakeBinary('bin/chromium-browser')
const cache = join(root, 'ms-playwright')
const older = fakeBinary('ms-playwright/chromium-1100/chrome-linux/chrome')
const newer = fakeBinary('ms-playwright/chromium-1208/chrome-linux64/chrome')
fakeBinary('ms-playwright/chromium_headless_shell-1300/chrome-linux/headless_shell')
const missing = join(root, 'nowhere/chrome')
const notExecutable = fakeBinary('plain/chrome', false)

/** Everything but what a test puts in: no env, no system paths, an empty cache. */
const nothing = { env: {}, systemPaths: [], playwrightCacheDir: join(root, 'empty-cache') }

function thrown(fn: () => unknown): AutomationError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(AutomationError)
    expect((e as AutomationError).code).toBe('BROWSER_NOT_FOUND')
    return e as AutomationError
  }
  throw new Error('expected findChromium to throw')
}

describe('findChromium', () => {
  const everything = {
    env: { CHROME_PATH: fromEnv, PATH: join(root, 'bin') },
    systemPaths: [systemA, systemB],
    playwrightCacheDir: cache,
  }

  it('prefers, in order: explicit path, CHROME_PATH, system paths, PATH, Playwright cache', () => {
    expect(findChromium(explicit, everything)).toBe(explicit)
    expect(findChromium(undefined, everything)).toBe(fromEnv)
    expect(findChromium(undefined, { ...everything, env: { PATH: join(root, 'bin') } })).toBe(systemA)
    expect(findChromium(undefined, { ...everything, env: {}, systemPaths: [missing, systemB] })).toBe(systemB)
    expect(
      findChromium(undefined, { ...nothing, env: { PATH: `${join(root, 'none')}:${join(root, 'bin')}` } }),
    ).toBe(inPath)
    expect(findChromium(undefined, { ...nothing, playwrightCacheDir: cache })).toBe(newer)
  })

  it('takes the newest Chromium revision of the Playwright cache', () => {
    rmSync(newer)
    try {
      expect(findChromium(undefined, { ...nothing, playwrightCacheDir: cache })).toBe(older)
    } finally {
      fakeBinary('ms-playwright/chromium-1208/chrome-linux64/chrome')
    }
  })

  it('reads the cache location from PLAYWRIGHT_BROWSERS_PATH', () => {
    const options = { env: { PLAYWRIGHT_BROWSERS_PATH: cache }, systemPaths: [] }
    expect(findChromium(undefined, options)).toBe(newer)
  })

  it('treats an explicit path that is missing or not executable as an error naming it', () => {
    const error = thrown(() => findChromium(missing, everything))
    expect(error.message).toContain(`executablePath ${missing} does not exist`)
    expect(error.data.path).toBe(missing)
    expect(thrown(() => findChromium(notExecutable, everything)).message).toContain(notExecutable)
    expect(thrown(() => findChromium(join(root, 'system'), everything)).message).toContain(
      'not an executable file',
    )
  })

  it('treats a CHROME_PATH that is missing as an error naming it, without falling back', () => {
    const error = thrown(() => findChromium(undefined, { ...everything, env: { CHROME_PATH: missing } }))
    expect(error.message).toContain(`CHROME_PATH ${missing} does not exist`)
  })

  it('explains how to get a browser when there is none', () => {
    const error = thrown(() => findChromium(undefined, nothing))
    expect(error.message).toContain('apt-get install chromium')
    expect(error.message).toContain('CHROME_PATH')
  })

  it('skips headless shells when a full browser is asked for, CHROME_PATH included', () => {
    const shell = fakeBinary('system/shell/chromium-headless-shell')
    const options = { ...nothing, env: { CHROME_PATH: shell }, systemPaths: [shell, systemA] }
    expect(findChromium(undefined, options)).toBe(shell)
    expect(findChromium(undefined, { ...options, fullBrowser: true })).toBe(systemA)
  })

  it.skipIf(!existsSync('/usr/bin/chromium'))('finds the system Chromium of this machine by default', () => {
    const saved = process.env.CHROME_PATH
    delete process.env.CHROME_PATH
    try {
      // the headless shell (lighter) wins when both are installed
      const shell = '/usr/lib/chromium/chromium-headless-shell'
      // the binary itself rather than Debian's wrapper script
      const full = existsSync('/usr/lib/chromium/chromium')
        ? '/usr/lib/chromium/chromium'
        : '/usr/bin/chromium'
      expect(findChromium()).toBe(existsSync(shell) ? shell : full)
      // the stealth profile needs the full browser
      expect(findChromium(undefined, { fullBrowser: true })).toBe(full)
    } finally {
      if (saved !== undefined) process.env.CHROME_PATH = saved
    }
  })
})
