import { describe, expect, it } from 'vitest'
import {
  credentialsWithheld,
  proxyFailure,
  redactProxyUrl,
  resolveProxy,
  withoutCredentials,
} from '../../src/browser/proxy'
import { chromeBrands, chromeUserAgent, REGIONS } from '../../src/browser/stealth-identity'
import { isAutomationError } from '../../src/errors'
import { validateRequest } from '../../src/run/validate-request'

function invalidDetails(fn: () => unknown) {
  try {
    fn()
  } catch (e) {
    if (isAutomationError(e, 'INVALID_INPUT')) return e.data.details
    throw e
  }
  throw new Error('expected INVALID_INPUT')
}

describe('resolveProxy', () => {
  const directory = {
    byCountry: { US: 'http://us-user:us%40pass@us.proxy.test:8000' },
    template: 'http://user-{country_lower}:tpl@gw.proxy.test:7000/',
  }

  it('is null without an enabled proxy', () => {
    expect(resolveProxy(undefined, directory)).toBeNull()
    expect(resolveProxy({ enabled: false, country_code: 'US' }, directory)).toBeNull()
  })

  it("takes a country's own URL first, then the template, credentials split off and decoded", () => {
    expect(resolveProxy({ enabled: true, country_code: 'US' }, directory)).toEqual({
      server: 'http://us.proxy.test:8000',
      username: 'us-user',
      password: 'us@pass',
      countryCode: 'US',
      label: 'http://us.proxy.test:8000 (US)',
      custom: false,
    })
    expect(resolveProxy({ enabled: true, country_code: 'JP' }, directory)).toMatchObject({
      server: 'http://gw.proxy.test:7000',
      username: 'user-jp',
      password: 'tpl',
      countryCode: 'JP',
    })
  })

  it('refuses a country without a proxy, and an enabled proxy without a country', () => {
    expect(
      invalidDetails(() => resolveProxy({ enabled: true, country_code: 'DE' }, { byCountry: {} })),
    ).toEqual([
      {
        field: 'proxy_config.country_code',
        message: expect.stringMatching(/no proxy for DE is configured on this server.*AUTOMATION_PROXY_DE/),
      },
    ])
    expect(invalidDetails(() => resolveProxy({ enabled: true }, directory))).toEqual([
      { field: 'proxy_config.country_code', message: expect.stringMatching(/is required/) },
    ])
  })

  it("uses a custom proxy's fields over the credentials in its URL; SOCKS with credentials is refused", () => {
    expect(
      resolveProxy({ enabled: true, type: 'custom', url: 'http://a:b@my.proxy:3128', password: 'c' }),
    ).toMatchObject({
      server: 'http://my.proxy:3128',
      username: 'a',
      password: 'c',
      countryCode: null,
      custom: true,
    })
    expect(
      invalidDetails(() =>
        resolveProxy({
          enabled: true,
          type: 'custom',
          url: 'socks5://my.proxy:1080',
          username: 'u',
          password: 'p',
        }),
      ),
    ).toEqual([{ field: 'proxy_config', message: expect.stringMatching(/SOCKS/) }])
  })
})

describe('credentials', () => {
  it('are removed from the request as stored, and the stored request says so', () => {
    const request = validateRequest({
      url: 'https://example.com',
      goal: 'x',
      proxy_config: {
        enabled: true,
        type: 'custom',
        url: 'http://u:secret1@my.proxy:3128',
        password: 'secret2',
      },
    })
    const stored = withoutCredentials(request)
    expect(JSON.stringify(stored)).not.toMatch(/secret/)
    expect(stored.proxy_config).toEqual({
      enabled: true,
      type: 'custom',
      url: 'http://my.proxy:3128/',
      credentials_withheld: true,
    })
    expect(credentialsWithheld(stored)).toBe(true)
    const plain = validateRequest({
      url: 'https://example.com',
      goal: 'x',
      proxy_config: { enabled: true, country_code: 'US' },
    })
    expect(withoutCredentials(plain)).toEqual(plain)
    expect(credentialsWithheld(plain)).toBe(false)
  })

  it('never appear in a redacted URL or a proxy failure', () => {
    expect(redactProxyUrl('http://user:pw@host.test:8000/x')).toBe('http://host.test:8000')
    const proxy = resolveProxy({ enabled: true, type: 'custom', url: 'http://user:pw@host.test:8000' })!
    const dead = proxyFailure(proxy, 'ERR_PROXY_CONNECTION_FAILED')
    expect(dead?.code).toBe('PROXY_FAILED')
    expect(dead?.message).toBe(
      'proxy http://host.test:8000 (custom) failed: the proxy refused the connection or is not reachable (net::ERR_PROXY_CONNECTION_FAILED)',
    )
    expect(proxyFailure(proxy, undefined, 407)?.message).toMatch(/407/)
    expect(proxyFailure(proxy, 'ERR_NAME_NOT_RESOLVED')).toBeNull()
  })
})

describe('stealth identity', () => {
  it("builds Chrome's brand list as Chrome does for its version", () => {
    // what Chromium 156 itself reports, with HeadlessChrome where Chrome says Google Chrome
    expect(chromeBrands('156.0.8078.79')).toEqual([
      { brand: 'Not:A-Brand', version: '8' },
      { brand: 'Chromium', version: '156' },
      { brand: 'Google Chrome', version: '156' },
    ])
    expect(chromeBrands('156.0.8078.79', true)).toContainEqual({
      brand: 'Google Chrome',
      version: '156.0.8078.79',
    })
  })

  it('agrees with itself: user agent, platform, client hints and languages', () => {
    const ua = chromeUserAgent('156.0.8078.79', REGIONS.JP)
    expect(ua.userAgent).toContain('Chrome/156.0.0.0')
    expect(ua.userAgent).toContain('Linux x86_64')
    expect(ua.platform).toBe('Linux x86_64')
    expect(ua.userAgentMetadata.platform).toBe('Linux')
    expect(ua.acceptLanguage.split(',')[0]).toBe(REGIONS.JP.locale)
  })
})
