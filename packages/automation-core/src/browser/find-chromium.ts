/**
 * Finds a Chromium (or Chrome) binary to drive: an explicit path, then `CHROME_PATH`,
 * then the usual system install locations and `PATH`, then Playwright's browser cache.
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'
import { AutomationError } from '../errors'

/** Where system packages put Chromium-based browsers, most likely first. */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  // The headless shell first: built for automation, it runs a context in ~27 MB PSS where the
  // full browser's new headless mode needs ~78 MB (it opens browser-UI renderers per context).
  // Debian's /usr/bin wrapper does not exec the binary, so a kill would hit only the shell:
  // take the binary itself.
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/** Command names looked up in `PATH`, like `which` would. */
const PATH_COMMANDS = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
]

/** The binary inside a Playwright `chromium-<revision>` folder, per platform layout (old and new). */
const PLAYWRIGHT_BINARIES = [
  'chrome-linux64/chrome',
  'chrome-linux/chrome',
  'chrome-mac-arm64/Chromium.app/Contents/MacOS/Chromium',
  'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
]

/** Where to look besides the explicit path; every field exists so tests can point it at temp dirs. */
export interface FindChromiumOptions {
  /**
   * The environment to read `CHROME_PATH`, `PATH` and `PLAYWRIGHT_BROWSERS_PATH` from.
   * @default process.env
   */
  env?: NodeJS.ProcessEnv
  /**
   * Fixed install locations to try after `CHROME_PATH`.
   * @default SYSTEM_CHROMIUM_PATHS
   */
  systemPaths?: readonly string[]
  /**
   * Playwright's browser cache.
   * @default env.PLAYWRIGHT_BROWSERS_PATH, else ~/.cache/ms-playwright (~/Library/Caches/ms-playwright on macOS)
   */
  playwrightCacheDir?: string
  /**
   * Only a full browser will do: skip headless shells (the stealth profile needs the full
   * Chromium, a headless shell is trivially told apart from Chrome).
   * @default false
   */
  fullBrowser?: boolean
}

/** True for a headless shell binary (`chromium-headless-shell`, Playwright's `headless_shell`). */
export function isHeadlessShell(path: string): boolean {
  return /headless[-_]shell/.test(path)
}

/** True when `path` is a regular file this process may execute. */
function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first command of {@link PATH_COMMANDS} found in the `PATH` directories. */
function findInPath(pathVariable: string | undefined, full: boolean): string | undefined {
  if (!pathVariable) return undefined
  const dirs = pathVariable.split(delimiter).filter(Boolean)
  for (const name of PATH_COMMANDS.filter((c) => !full || !isHeadlessShell(c))) {
    for (const dir of dirs) {
      const candidate = join(dir, name)
      if (isExecutableFile(candidate)) return candidate
    }
  }
  return undefined
}

function defaultPlaywrightCacheDir(env: NodeJS.ProcessEnv): string {
  // `0` means "browsers next to the package", which we cannot locate reliably: fall back to the default
  const configured = env.PLAYWRIGHT_BROWSERS_PATH
  if (configured && configured !== '0') return configured
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'ms-playwright')
  return join(homedir(), '.cache', 'ms-playwright')
}

/** The newest Chromium Playwright downloaded, by revision number. */
function findInPlaywrightCache(cacheDir: string): string | undefined {
  let entries: string[]
  try {
    entries = readdirSync(cacheDir)
  } catch {
    return undefined
  }
  const revisions = entries
    .map((name) => ({ name, match: /^chromium-(\d+)$/.exec(name) }))
    .filter((e) => e.match !== null)
    .map((e) => ({ name: e.name, revision: Number(e.match?.[1]) }))
    .sort((a, b) => b.revision - a.revision)
  for (const { name } of revisions) {
    for (const binary of PLAYWRIGHT_BINARIES) {
      const candidate = join(cacheDir, name, binary)
      if (isExecutableFile(candidate)) return candidate
    }
  }
  return undefined
}

function notUsable(what: string, path: string): AutomationError {
  return new AutomationError(
    'BROWSER_NOT_FOUND',
    `${what} ${path} does not exist or is not an executable file; point it at a Chrome/Chromium binary`,
    { path },
  )
}

/**
 * The Chromium binary to launch. Order: `explicitPath`, the `CHROME_PATH` environment variable,
 * the system install locations ({@link SYSTEM_CHROMIUM_PATHS}), `PATH`, then the newest Chromium
 * in Playwright's cache.
 *
 * An explicit path or `CHROME_PATH` that is not an executable file is an error naming it,
 * never a silent fallback: the caller asked for that binary.
 *
 * @throws AutomationError `BROWSER_NOT_FOUND` when nothing usable is found.
 * @example
 * const path = findChromium(process.env.MY_CHROME) // '/usr/bin/chromium'
 */
export function findChromium(explicitPath?: string, options: FindChromiumOptions = {}): string {
  const env = options.env ?? process.env
  if (explicitPath) {
    if (isExecutableFile(explicitPath)) return explicitPath
    throw notUsable('executablePath', explicitPath)
  }
  const full = options.fullBrowser ?? false
  const fromEnv = env.CHROME_PATH
  if (fromEnv && !(full && isHeadlessShell(fromEnv))) {
    if (isExecutableFile(fromEnv)) return fromEnv
    throw notUsable('CHROME_PATH', fromEnv)
  }
  for (const candidate of options.systemPaths ?? SYSTEM_CHROMIUM_PATHS) {
    if (full && isHeadlessShell(candidate)) continue
    if (isExecutableFile(candidate)) return candidate
  }
  const inPath = findInPath(env.PATH, full)
  if (inPath) return inPath
  const cached = findInPlaywrightCache(options.playwrightCacheDir ?? defaultPlaywrightCacheDir(env))
  if (cached) return cached
  throw new AutomationError(
    'BROWSER_NOT_FOUND',
    'No Chrome/Chromium binary found. On Debian/Ubuntu run `apt-get install chromium`; ' +
      'otherwise set CHROME_PATH to a Chrome/Chromium binary (or pass executablePath).',
  )
}
