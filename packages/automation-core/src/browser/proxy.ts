/**
 * Proxies by country: which upstream proxy a run's browser context goes through, its
 * credentials kept apart from everything that is stored, logged or shown.
 */
import { AutomationError } from '../errors'
import type { AutomationRequest, CountryCode, ProxyConfig } from '../schemas/request'

/**
 * The proxies a deployment offers for `proxy_config.type: "tetra"` (the default type):
 * one URL per country, and/or one URL template whose `{country}` is replaced by the
 * country code (`US`, `JP`, ...; `{country_lower}` gives `us`, `jp`).
 *
 * @example
 * { byCountry: { US: 'http://user:pass@us.proxy.example:8000' },
 *   template: 'http://user-country-{country_lower}:pass@gw.proxy.example:7000' }
 */
export interface ProxyDirectory {
  byCountry?: Partial<Record<CountryCode, string>>
  template?: string
}

/** What a browser context is given: Playwright's proxy settings, plus where they came from. */
export interface ResolvedProxy {
  /** `scheme://host:port`, without credentials. */
  server: string
  username?: string
  password?: string
  /** The country the run asked for; null for a custom proxy without one. */
  countryCode: CountryCode | null
  /** For messages: `host:port (US)` or `host:port (custom)`, never a credential. */
  label: string
  /** True for the caller's own proxy (`type: "custom"`). */
  custom: boolean
}

/** The proxy URL with its credentials split off; throws INVALID_INPUT naming `field` when it is not usable. */
function parseProxyUrl(raw: string, field: string): { server: string; username?: string; password?: string } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw invalid(field, 'is not a valid proxy URL (expected scheme://[user:pass@]host:port)')
  }
  const scheme = url.protocol.replace(/:$/, '')
  if (!['http', 'https', 'socks5', 'socks4'].includes(scheme)) {
    throw invalid(field, `uses ${scheme}:, a proxy must be http, https, socks4 or socks5`)
  }
  if (!url.hostname) throw invalid(field, 'has no host')
  const username = url.username ? decodeURIComponent(url.username) : undefined
  const password = url.password ? decodeURIComponent(url.password) : undefined
  return { server: `${scheme}://${url.host}`, username, password }
}

function invalid(field: string, message: string): AutomationError {
  return new AutomationError('INVALID_INPUT', `invalid request: ${field}: ${message}`, {
    details: [{ field, message }],
  })
}

/** `http://host:port` of a proxy URL with any credentials left out (for config echoes and errors). */
export function redactProxyUrl(raw: string): string {
  try {
    const url = new URL(raw)
    return `${url.protocol}//${url.host}`
  } catch {
    return '(an unparsable proxy URL)'
  }
}

/**
 * The proxy a run goes through, or null when `proxy_config` is absent or not enabled.
 * Throws AutomationError INVALID_INPUT (with a `proxy_config.*` detail) when the run asks for
 * a country this deployment has no proxy for, or for a proxy that cannot work.
 */
export function resolveProxy(
  config: ProxyConfig | undefined,
  directory: ProxyDirectory = {},
): ResolvedProxy | null {
  if (!config?.enabled) return null
  if (config.type === 'custom') {
    if (!config.url) throw invalid('proxy_config.url', 'a custom proxy needs a url')
    const parsed = parseProxyUrl(config.url, 'proxy_config.url')
    const username = config.username ?? parsed.username
    const password = config.password ?? parsed.password
    if (/^socks/.test(parsed.server) && (username || password)) {
      throw invalid('proxy_config', 'Chromium cannot authenticate to a SOCKS proxy: use an http(s) proxy')
    }
    const country = config.country_code ?? null
    return {
      server: parsed.server,
      username,
      password,
      countryCode: country,
      label: `${parsed.server} (custom${country ? `, ${country}` : ''})`,
      custom: true,
    }
  }
  const country = config.country_code
  if (!country) {
    throw invalid('proxy_config.country_code', 'is required when the proxy is enabled (or use type "custom")')
  }
  const raw =
    directory.byCountry?.[country] ??
    directory.template?.replaceAll('{country}', country).replaceAll('{country_lower}', country.toLowerCase())
  if (!raw) {
    throw invalid(
      'proxy_config.country_code',
      `no proxy for ${country} is configured on this server (it needs AUTOMATION_PROXY_${country} or AUTOMATION_PROXY_TEMPLATE)`,
    )
  }
  const parsed = parseProxyUrl(raw, 'proxy_config.country_code')
  return { ...parsed, countryCode: country, label: `${parsed.server} (${country})`, custom: false }
}

/** The countries a directory offers: those with a URL of their own, or all of them with a template. */
export function configuredCountries(directory: ProxyDirectory, all: readonly CountryCode[]): CountryCode[] {
  return all.filter((c) => directory.template || directory.byCountry?.[c])
}

/** Marks a stored request whose proxy credentials were withheld (they are never stored). */
export const CREDENTIALS_WITHHELD = 'credentials_withheld'

/**
 * The request as it may be stored: the caller's proxy credentials (username, password, and
 * any `user:pass@` in the URL) are removed, and `proxy_config.credentials_withheld` says so.
 * The run itself uses the original, which lives only in memory.
 */
export function withoutCredentials(request: AutomationRequest): AutomationRequest {
  const proxy = request.proxy_config
  if (!proxy) return request
  const { username, password, url, ...rest } = proxy
  let hadUrlCredentials = false
  let cleanUrl = url
  if (url) {
    try {
      const parsed = new URL(url)
      hadUrlCredentials = Boolean(parsed.username || parsed.password)
      parsed.username = ''
      parsed.password = ''
      cleanUrl = parsed.toString()
    } catch {
      cleanUrl = undefined
    }
  }
  const withheld = username !== undefined || password !== undefined || hadUrlCredentials
  return {
    ...request,
    proxy_config: {
      ...rest,
      ...(cleanUrl ? { url: cleanUrl } : {}),
      ...(withheld ? { [CREDENTIALS_WITHHELD]: true } : {}),
    } as ProxyConfig,
  }
}

/** True when a stored request had proxy credentials that were not stored. */
export function credentialsWithheld(request: unknown): boolean {
  const proxy = (request as { proxy_config?: Record<string, unknown> } | null | undefined)?.proxy_config
  return proxy?.[CREDENTIALS_WITHHELD] === true
}

/** Chromium's net errors that mean the proxy, not the site, failed, in plain words. */
const PROXY_NET_ERRORS: Record<string, string> = {
  ERR_PROXY_CONNECTION_FAILED: 'the proxy refused the connection or is not reachable',
  ERR_TUNNEL_CONNECTION_FAILED: 'the proxy could not open a tunnel to the site',
  ERR_PROXY_AUTH_UNSUPPORTED: 'the proxy asks for an authentication scheme Chromium does not support',
  ERR_PROXY_AUTH_REQUESTED: 'the proxy asks for credentials',
  ERR_PROXY_CERTIFICATE_INVALID: 'the proxy has an invalid TLS certificate',
  ERR_NO_SUPPORTED_PROXIES: 'the proxy type is not supported',
  ERR_HTTP_RESPONSE_CODE_FAILURE: 'the proxy refused the request (wrong credentials?)',
  ERR_SOCKS_CONNECTION_FAILED: 'the SOCKS proxy failed to connect',
  ERR_SOCKS_CONNECTION_HOST_UNREACHABLE: 'the SOCKS proxy could not reach the site',
  ERR_PROXY_HTTP_1_1_REQUIRED: 'the proxy requires HTTP/1.1',
}

/**
 * The error of a navigation that failed because of the proxy: AutomationError PROXY_FAILED
 * naming the proxy (host, port and country, never its credentials) and the problem; null when
 * the failure does not look like the proxy's.
 */
export function proxyFailure(
  proxy: ResolvedProxy,
  netError: string | undefined,
  status?: number,
): AutomationError | null {
  let problem: string | undefined
  if (status === 407) problem = 'the proxy refused the credentials (HTTP 407 Proxy Authentication Required)'
  else if (netError) problem = PROXY_NET_ERRORS[netError]
  if (!problem) return null
  const code = status === 407 ? 'HTTP 407' : `net::${netError}`
  return new AutomationError('PROXY_FAILED', `proxy ${proxy.label} failed: ${problem} (${code})`, {
    proxy: proxy.label,
  })
}
