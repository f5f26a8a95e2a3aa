/**
 * /mcp over `app.fetch`, without a socket: what the bearer check and the key's rate limit answer
 * before the MCP SDK sees a request. (The whole flow with the SDK client is in the e2e tests.)
 */
import { createBrowserPool, createFairQueue, createMemoryStore } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app/create-app'
import { createMemoryKeyStore } from '../../src/auth/key-store'
import { createRateLimiter } from '../../src/auth/rate-limiter'
import { createMemoryBatchStore } from '../../src/mcp/batch-store'
import { createClientResolver } from '../../src/oauth/clients'
import { createMemoryOAuthStore } from '../../src/oauth/oauth-store'
import { createRunManager } from '../../src/runs/run-manager'

const ORIGIN = 'http://mcp.test'
const keys = createMemoryKeyStore()
const oauth = createMemoryOAuthStore()
const pool = createBrowserPool({ concurrency: 1 })
let app: ReturnType<typeof createApp>

async function tokenFor(keyId: string, token: string, resource = `${ORIGIN}/mcp`) {
  await oauth.saveToken(token, {
    kind: 'access',
    family_id: token,
    client_id: 'mcp_client',
    key_id: keyId,
    scope: 'automation',
    resource,
    expires_at: Date.now() + 60_000,
  })
  return token
}

function post(token: string | null, method = 'POST') {
  return app.fetch(
    new Request(`${ORIGIN}/mcp`, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body:
        method === 'POST'
          ? JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'initialize',
              params: {
                protocolVersion: '2025-11-25',
                capabilities: {},
                clientInfo: { name: 't', version: '1' },
              },
            })
          : undefined,
    }),
  )
}

beforeAll(() => {
  const store = createMemoryStore()
  const runs = createRunManager({ store, queue: createFairQueue({ concurrency: 1 }), pool, keys })
  app = createApp({
    runs,
    store,
    keys,
    limiter: createRateLimiter({ ratePerSecond: 0.001, burst: 2 }),
    mcp: { oauth, batches: createMemoryBatchStore(), clients: createClientResolver({ store: oauth }) },
  })
})
afterAll(async () => {
  await pool.close()
})

describe('/mcp before the SDK', () => {
  it('limits requests per API key as /v1 does: 429 with Retry-After', async () => {
    const { record } = await keys.create({ name: 'limited' })
    const token = await tokenFor(record.id, 'mcp_at_limited')
    expect((await post(token)).status).toBe(200)
    expect((await post(token)).status).toBe(200)
    const limited = await post(token)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMIT_EXCEEDED' } })
  })

  it('ends the access of a revoked API key at once', async () => {
    const { record } = await keys.create({ name: 'revoked' })
    const token = await tokenFor(record.id, 'mcp_at_revoked')
    await keys.revoke(record.id)
    const r = await post(token)
    expect(r.status).toBe(401)
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"')
    expect(await r.json()).toMatchObject({
      error_description: expect.stringContaining('API key has been revoked'),
    })
  })

  it('refuses a malformed Authorization header with 400 invalid_request, and GET with 405', async () => {
    const malformed = await app.fetch(
      new Request(`${ORIGIN}/mcp`, { method: 'POST', headers: { authorization: 'Basic abc' } }),
    )
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('www-authenticate')).toContain('error="invalid_request"')
    const { record } = await keys.create({ name: 'get' })
    const get = await post(await tokenFor(record.id, 'mcp_at_get'), 'GET')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  it('refuses a foreign browser Origin with 403 (DNS rebinding), lets loopback and the configured public origin through', async () => {
    const { record } = await keys.create({ name: 'origin' })
    const token = await tokenFor(record.id, 'mcp_at_origin')
    const withOrigin = (origin: string) =>
      app.fetch(
        new Request(`${ORIGIN}/mcp`, {
          method: 'GET',
          headers: { origin, authorization: `Bearer ${token}` },
        }),
      )
    const foreign = await withOrigin('http://attacker.example')
    expect(foreign.status).toBe(403)
    expect(JSON.stringify(await foreign.json())).toContain(
      'requests from origin http://attacker.example are not allowed',
    )
    // past the origin check, GET is refused for its own reason
    expect((await withOrigin('http://localhost:6274')).status).toBe(405)
    // an Origin that equals the request's own Host is what a rebinding page sends (its name now
    // points here): refused unless that origin is the configured public URL
    expect((await withOrigin(ORIGIN)).status).toBe(403)
    const configured = createApp({
      runs: createRunManager({ store: createMemoryStore(), queue: createFairQueue(), pool, keys }),
      store: createMemoryStore(),
      keys,
      limiter: createRateLimiter({ ratePerSecond: 0 }),
      mcp: {
        oauth,
        batches: createMemoryBatchStore(),
        clients: createClientResolver({ store: oauth }),
        // written as a library caller might: compared as origins, not as strings
        publicUrl: `${ORIGIN.toUpperCase().replace('HTTP', 'http')}/`,
        allowedOrigins: ['HTTPS://App.Example.com'],
      },
    })
    const fromConfigured = (origin: string) =>
      configured.fetch(
        new Request(`${ORIGIN}/mcp`, {
          method: 'GET',
          headers: { origin, authorization: `Bearer ${token}` },
        }),
      )
    expect((await fromConfigured(ORIGIN)).status).toBe(405)
    expect((await fromConfigured('https://app.example.com')).status).toBe(405)
    // a look-alike, a path and "null" (a sandboxed frame) are not those origins
    for (const origin of ['https://app.example.com.attacker.example', `${ORIGIN}/x`, 'null']) {
      expect((await fromConfigured(origin)).status, origin).toBe(403)
    }
  })

  it('answers CORS preflights for browser-based clients', async () => {
    const r = await app.fetch(new Request(`${ORIGIN}/mcp`, { method: 'OPTIONS' }))
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-headers')).toContain('authorization')
    const challenge = await post(null)
    expect(challenge.headers.get('access-control-expose-headers')).toContain('www-authenticate')
  })
})
