/**
 * The stealth profile against two bot detectors nobody here wrote (@fingerprintjs/botd and
 * fpscanner, served on loopback from their npm packages), and the lite profile as the control.
 */
import {
  type BrowserPool,
  type CountryCode,
  createBrowserPool,
  createLiteDriver,
  createStealthDriver,
} from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DetectorReport, type DetectorServer, startDetectorServer } from './fixtures/detectors'

let detectors: DetectorServer
let pool: BrowserPool
/** The brands each profile showed, to compare the greased brand with the browser's own. */
const brandsSeen: Partial<Record<'lite' | 'stealth', Array<{ brand: string; version: string }>>> = {}

beforeAll(async () => {
  detectors = await startDetectorServer()
  pool = createBrowserPool({
    concurrency: 2,
    drivers: { lite: createLiteDriver(), stealth: createStealthDriver() },
  })
})
afterAll(async () => {
  await pool?.close()
  await detectors?.close()
})

/** Opens the detector page in a fresh context of `profile` and returns what it found. */
async function detect(
  profile: 'lite' | 'stealth',
  countryCode?: CountryCode,
): Promise<{ report: DetectorReport; version: string }> {
  const lease = await pool.acquire({ profile, countryCode })
  try {
    await lease.page.goto(detectors.url)
    const result = lease.page.locator('#result')
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).not.toBe('pending')
    const text = (await result.textContent()) ?? ''
    if (!text.startsWith('{')) throw new Error(`the detector page failed: ${text}`)
    return { report: JSON.parse(text) as DetectorReport, version: lease.context.browser()?.version() ?? '' }
  } finally {
    await lease.release()
  }
}

function printFired(label: string, report: DetectorReport): void {
  const fired = report.fpscanner.fired.map((f) => `${f.rule} (${f.severity})`)
  console.log(`fpscanner rules firing for ${label}: ${fired.length > 0 ? fired.join(', ') : 'none'}`)
}

describe('bot detectors', () => {
  it('botd reads stealth as not a bot, and its identity holds together (JP)', async () => {
    const { report, version } = await detect('stealth', 'JP')
    printFired('stealth, JP', report)
    expect(report.botd.bot, JSON.stringify(report.botd)).toBe(false)

    const major = version.split('.')[0]
    const { page } = report
    // a real Chrome user agent of this browser's version, reduced as Chrome reduces it
    expect(page.userAgent).toBe(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    )
    expect(page.userAgent).not.toMatch(/Headless/)
    // client hints: Google Chrome and Chromium of the same major version, the same platform
    expect(page.brands).toEqual(
      expect.arrayContaining([
        { brand: 'Google Chrome', version: major },
        { brand: 'Chromium', version: major },
      ]),
    )
    expect(page.brands.every((b) => !/Headless/.test(b.brand))).toBe(true)
    brandsSeen.stealth = page.brands
    expect(page.uaDataPlatform).toBe('Linux')
    expect(page.platform).toMatch(/^Linux/)
    expect(page.userAgent).toContain('Linux')
    // the country's timezone and languages, the same in the page and on the wire
    expect(page.timezone).toBe('Asia/Tokyo')
    expect(report.fpscanner.timezone).toBe('Asia/Tokyo')
    expect(page.language).toBe('ja-JP')
    expect(page.languages[0]).toBe('ja-JP')
    const headers = detectors.pageHeaders.at(-1) ?? {}
    expect(headers['accept-language']).toMatch(/^ja-JP,ja;q=0\.9/)
    expect(headers['user-agent']).toBe(page.userAgent)
    expect(headers['sec-ch-ua']).toContain(`"Google Chrome";v="${major}"`)
    expect(headers['sec-ch-ua-platform']).toBe('"Linux"')
    // the rest of a desktop
    expect(page.webdriver).toBe(false)
    expect(page.plugins).toBeGreaterThan(0)
    expect(page.screen).toEqual([1920, 1080])
    expect(page.viewport[0]).toBe(1920)
    expect(report.fpscanner.webGL.renderer).not.toMatch(/SwiftShader/)
  })

  it('stealth without a proxy country takes the host timezone', async () => {
    const { report } = await detect('stealth')
    printFired('stealth, host region', report)
    expect(report.botd.bot).toBe(false)
    expect(report.page.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('botd reads lite, a plain headless Chromium, as a bot', async () => {
    const { report } = await detect('lite')
    printFired('lite', report)
    expect(report.botd.bot).toBe(true)
    expect(report.page.userAgent).toMatch(/HeadlessChrome/)
    // stealth's brands are the browser's own, in the same order, with Google Chrome for HeadlessChrome
    const own = report.page.brands.map((b) =>
      b.brand === 'HeadlessChrome' ? { ...b, brand: 'Google Chrome' } : b,
    )
    if (brandsSeen.stealth) expect(brandsSeen.stealth).toEqual(own)
  })
})
