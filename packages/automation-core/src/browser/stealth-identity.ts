/**
 * The identity the stealth profile presents: a desktop Chrome on Linux whose user agent,
 * client hints, language and timezone agree with each other and with the run's country.
 */
import type { CountryCode } from '../schemas/request'

/** Locale, accepted languages and timezone of a country (its capital's, or its largest city's). */
export interface Region {
  locale: string
  /**
   * Languages in order of preference, comma-separated without weights: Chromium adds the
   * q-values of the Accept-Language header itself; navigator.languages lists them as they are.
   */
  acceptLanguage: string
  timezoneId: string
}

/** The regions of the API's proxy countries. */
export const REGIONS: Record<CountryCode, Region> = {
  US: { locale: 'en-US', acceptLanguage: 'en-US,en', timezoneId: 'America/New_York' },
  GB: { locale: 'en-GB', acceptLanguage: 'en-GB,en', timezoneId: 'Europe/London' },
  CA: { locale: 'en-CA', acceptLanguage: 'en-CA,en,fr-CA', timezoneId: 'America/Toronto' },
  DE: { locale: 'de-DE', acceptLanguage: 'de-DE,de,en', timezoneId: 'Europe/Berlin' },
  FR: { locale: 'fr-FR', acceptLanguage: 'fr-FR,fr,en', timezoneId: 'Europe/Paris' },
  JP: { locale: 'ja-JP', acceptLanguage: 'ja-JP,ja,en', timezoneId: 'Asia/Tokyo' },
  AU: { locale: 'en-AU', acceptLanguage: 'en-AU,en', timezoneId: 'Australia/Sydney' },
}

/** The host's own region: its timezone and its LANG (en-US when unset or `C`). */
export function hostRegion(env: NodeJS.ProcessEnv = process.env): Region {
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  const lang = /^([a-z]{2})[_-]([A-Z]{2})/.exec(env.LC_ALL || env.LANG || '')
  const locale = lang ? `${lang[1]}-${lang[2]}` : 'en-US'
  const base = locale.slice(0, 2)
  const acceptLanguage = base === 'en' ? `${locale},en` : `${locale},${base},en`
  return { locale, acceptLanguage, timezoneId }
}

/** The region of a run: its country's, or the host's when it has none. */
export function regionOf(countryCode: CountryCode | null | undefined): Region {
  return countryCode ? REGIONS[countryCode] : hostRegion()
}

/** One entry of `navigator.userAgentData.brands` (CDP's UserAgentBrandVersion). */
export interface BrandVersion {
  brand: string
  version: string
}

/** The CDP `Emulation.setUserAgentOverride` parameters of a Chrome of `fullVersion` on Linux. */
export interface UserAgentOverride {
  userAgent: string
  acceptLanguage: string
  platform: string
  userAgentMetadata: {
    brands: BrandVersion[]
    fullVersionList: BrandVersion[]
    fullVersion: string
    platform: string
    platformVersion: string
    architecture: string
    model: string
    mobile: boolean
    bitness: string
    wow64: boolean
  }
}

const GREASY_CHARS = [' ', '(', ':', '-', '.', '/', ')', ';', '=', '?', '_']
const GREASED_VERSIONS = ['8', '99', '24']
const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
]

/**
 * Chrome's brand list for a major version, as Chrome itself builds it (user_agent_utils.cc):
 * a "greased" brand whose punctuation, version and position follow from the major version,
 * then Chromium and Google Chrome. With `full`, versions are full ("156.0.8078.79").
 */
export function chromeBrands(fullVersion: string, full = false): BrandVersion[] {
  const major = Number.parseInt(fullVersion, 10)
  const greasy = `Not${GREASY_CHARS[major % GREASY_CHARS.length]}A${GREASY_CHARS[(major + 1) % GREASY_CHARS.length]}Brand`
  const greasedVersion = GREASED_VERSIONS[major % GREASED_VERSIONS.length] ?? '8'
  const version = full ? fullVersion : String(major)
  const entries: BrandVersion[] = [
    { brand: greasy, version: full ? `${greasedVersion}.0.0.0` : greasedVersion },
    { brand: 'Chromium', version },
    { brand: 'Google Chrome', version },
  ]
  const order = ORDERS[major % ORDERS.length] ?? [0, 1, 2]
  const shuffled: BrandVersion[] = []
  order.forEach((position, i) => {
    shuffled[position] = entries[i] as BrandVersion
  })
  return shuffled
}

/**
 * What Chrome `fullVersion` on x86-64 Linux sends and shows: the reduced user agent (minor
 * versions zeroed, as Chrome does), client hints with a Google Chrome brand, and the
 * region's languages.
 */
export function chromeUserAgent(fullVersion: string, region: Region): UserAgentOverride {
  const major = Number.parseInt(fullVersion, 10)
  return {
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    acceptLanguage: region.acceptLanguage,
    platform: 'Linux x86_64',
    userAgentMetadata: {
      brands: chromeBrands(fullVersion),
      fullVersionList: chromeBrands(fullVersion, true),
      fullVersion,
      platform: 'Linux',
      platformVersion: '',
      architecture: 'x86',
      model: '',
      mobile: false,
      bitness: '64',
      wow64: false,
    },
  }
}
