import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

describe('loadConfig: the MCP and OAuth settings', () => {
  it('defaults to the request origin, an hour-long access token and 30-day refresh tokens', () => {
    const config = loadConfig({}, {})
    expect(config.publicUrl).toBeUndefined()
    expect(config.oauthAccessTokenSeconds).toBe(3600)
    expect(config.oauthRefreshTokenDays).toBe(30)
    expect(config.mcpAllowedOrigins).toEqual([])
  })

  it('reads a public origin and allowed origins', () => {
    const config = loadConfig(
      {},
      {
        AUTOMATION_PUBLIC_URL: 'https://Automation.Example.com/',
        AUTOMATION_MCP_ALLOWED_ORIGINS: 'https://app.example.com/, https://other.example',
        AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS: '600',
      },
    )
    expect(config.publicUrl).toBe('https://automation.example.com')
    expect(config.mcpAllowedOrigins).toEqual(['https://app.example.com', 'https://other.example'])
    expect(config.oauthAccessTokenSeconds).toBe(600)
  })

  it('refuses a public URL with a path, and access tokens shorter than a minute', () => {
    expect(() => loadConfig({}, { AUTOMATION_PUBLIC_URL: 'https://example.com/automation' })).toThrow(
      /AUTOMATION_PUBLIC_URL must be an origin, without a path/,
    )
    expect(() => loadConfig({}, { AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS: '5' })).toThrow(
      /AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS must be an integer >= 60/,
    )
  })

  it('reads the per-address limits, the trusted proxies and the consent secret', () => {
    const defaults = loadConfig({}, {})
    expect(defaults).toMatchObject({
      registrationsPerMinute: 10,
      authorizationsPerMinute: 60,
      tokenRequestsPerMinute: 60,
      invalidKeysPerMinute: 20,
      trustedProxies: 0,
    })
    expect(defaults.consentSecret).toBeUndefined()
    const config = loadConfig(
      {},
      {
        AUTOMATION_REGISTRATION_LIMIT_PER_MINUTE: '0',
        AUTOMATION_AUTHORIZE_LIMIT_PER_MINUTE: '30',
        AUTOMATION_TOKEN_LIMIT_PER_MINUTE: '120',
        AUTOMATION_INVALID_KEY_LIMIT_PER_MINUTE: '5',
        AUTOMATION_TRUST_PROXY: '2',
        AUTOMATION_CONSENT_SECRET: 'a secret shared by every server',
      },
    )
    expect(config).toMatchObject({
      registrationsPerMinute: 0,
      authorizationsPerMinute: 30,
      tokenRequestsPerMinute: 120,
      invalidKeysPerMinute: 5,
      trustedProxies: 2,
      consentSecret: 'a secret shared by every server',
    })
    expect(() => loadConfig({}, { AUTOMATION_TRUST_PROXY: 'yes' })).toThrow(
      /AUTOMATION_TRUST_PROXY must be an integer/,
    )
    expect(() => loadConfig({}, { AUTOMATION_CONSENT_SECRET: 'short' })).toThrow(/at least 16 characters/)
  })

  it('reads the live view settings, and refuses a frame-ancestors source that could rewrite the policy', () => {
    const defaults = loadConfig({}, {})
    expect(defaults).toMatchObject({
      liveViewTtlSeconds: 86_400,
      liveControlTtlSeconds: 900,
      liveFrameAncestors: "'self'",
      retentionDays: 30,
    })
    expect(defaults.liveSecret).toBeUndefined()
    const set = loadConfig(
      {},
      {
        AUTOMATION_LIVE_SECRET: 'one secret for every node',
        AUTOMATION_LIVE_URL_TTL_SECONDS: '600',
        AUTOMATION_LIVE_CONTROL_TTL_SECONDS: '120',
        AUTOMATION_LIVE_FRAME_ANCESTORS: "'self' https://app.example.com https://*.example.org:8443",
        AUTOMATION_RETENTION_DAYS: '0',
      },
    )
    expect(set).toMatchObject({
      liveSecret: 'one secret for every node',
      liveViewTtlSeconds: 600,
      liveControlTtlSeconds: 120,
      liveFrameAncestors: "'self' https://app.example.com https://*.example.org:8443",
      retentionDays: 0,
    })
    expect(() => loadConfig({}, { AUTOMATION_LIVE_SECRET: 'short' })).toThrow(/AUTOMATION_LIVE_SECRET/)
    expect(() => loadConfig({}, { AUTOMATION_LIVE_URL_TTL_SECONDS: '5' })).toThrow(/>= 60/)
    for (const bad of ["'self'; script-src *", 'https://a.example.com;', "'unsafe-inline'", 'javascript:x'])
      expect(() => loadConfig({}, { AUTOMATION_LIVE_FRAME_ANCESTORS: bad })).toThrow(
        /AUTOMATION_LIVE_FRAME_ANCESTORS/,
      )
  })
})
