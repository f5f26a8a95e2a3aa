/**
 * Attacks on the OAuth and key surface of the real server with its default limits, each refused:
 * a cross-site consent POST, a consent token of another request, registrations, consent pages,
 * token requests and key guesses without limit (one at a time and all at once, with a spoofed
 * X-Forwarded-For), and a DNS-rebinding page calling /mcp with its own Host as Origin.
 */
import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { loadConfig } from 'automation-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ErrorAnswer, sleep, startTestServer, type TestServer } from './helpers'

/** The limits a server has when nothing is configured (the test helper turns them off). */
const DEFAULTS = (() => {
  const c = loadConfig({}, {})
  return {
    registrationsPerMinute: c.registrationsPerMinute,
    authorizationsPerMinute: c.authorizationsPerMinute,
    tokenRequestsPerMinute: c.tokenRequestsPerMinute,
    invalidKeysPerMinute: c.invalidKeysPerMinute,
    trustedProxies: c.trustedProxies,
  }
})()

let t: TestServer
/** Behind one reverse proxy (AUTOMATION_TRUST_PROXY=1): each test speaks from an address of its own. */
let proxied: TestServer
const redirectUri = 'http://127.0.0.1:9/callback'

beforeAll(async () => {
  ;[t, proxied] = await Promise.all([
    startTestServer({ config: DEFAULTS }),
    startTestServer({ config: { ...DEFAULTS, trustedProxies: 1 } }),
  ])
})
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()])
})

it('tests the documented defaults', () => {
  expect(DEFAULTS).toEqual({
    registrationsPerMinute: 10,
    authorizationsPerMinute: 60,
    tokenRequestsPerMinute: 60,
    invalidKeysPerMinute: 20,
    trustedProxies: 0,
  })
})

const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`

function register(server = t, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ client_name: 'Probe', redirect_uris: [redirectUri] }),
  })
}

async function clientId(server = t, headers: Record<string, string> = {}): Promise<string> {
  const r = await register(server, headers)
  expect(r.status).toBe(201)
  return ((await r.json()) as { client_id: string }).client_id
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizeParams(id: string, state = 'state-1', challenge = pkce().challenge) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: id,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    scope: 'automation',
  })
}

/** The CSRF token of the consent page of `params`. */
async function tokenOf(params: URLSearchParams, server = t, headers: Record<string, string> = {}) {
  const page = await (await fetch(`${server.url}/oauth/authorize?${params}`, { headers })).text()
  const token = /name="csrf_token" value="([^"]+)"/.exec(page)?.[1]
  if (!token) throw new Error('no csrf_token on the consent page')
  return token
}

/** POSTs the consent form: Allow with the server's valid key unless `extra` says otherwise. */
function decide(
  params: URLSearchParams,
  extra: Record<string, string>,
  headers: Record<string, string> = {},
  server = t,
) {
  return fetch(`${server.url}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      ...Object.fromEntries(params),
      decision: 'allow',
      api_key: server.key,
      ...extra,
    }),
    redirect: 'manual',
  })
}

/** A request with headers fetch will not send (Host), straight to the server's socket. */
function rawPost(path: string, headers: Record<string, string>, body: string) {
  const port = new URL(t.url).port
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('the consent form', () => {
  let id: string
  beforeAll(async () => {
    id = await clientId()
  })

  it('refuses a cross-site POST (another Origin) even with a valid token and key: no code', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const params = authorizeParams(id)
      const csrf_token = await tokenOf(params)
      const r = await decide(params, { csrf_token }, { origin })
      expect(r.status).toBe(403)
      expect(r.headers.get('location')).toBeNull()
      expect(await r.text()).toContain(`sent from ${origin}`)
    }
  })

  it('refuses a POST without a token, or with the token of another authorization request', async () => {
    const params = authorizeParams(id, 'mine')
    const other = await tokenOf(authorizeParams(id, 'theirs'))
    const otherClient = await tokenOf(authorizeParams(await clientId(), 'mine'))
    for (const extra of [
      {},
      { csrf_token: other },
      { csrf_token: otherClient },
      { csrf_token: 'x.y' },
    ] as Record<string, string>[]) {
      const r = await decide(params, extra)
      expect(r.status).toBe(403)
      expect(r.headers.get('location')).toBeNull()
    }
  })

  it('control: the page token, sent from its own origin, gets a code', async () => {
    const params = authorizeParams(id)
    const csrf_token = await tokenOf(params)
    const r = await decide(params, { csrf_token }, { origin: t.url })
    expect(r.status).toBe(303)
    expect(new URL(r.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
  })
})

describe('/mcp and DNS rebinding', () => {
  let bearer: string
  const port = () => new URL(t.url).port
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
  })
  const mcp = (host: string, origin: string) =>
    rawPost(
      '/mcp',
      {
        host,
        origin,
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      initialize,
    )

  beforeAll(async () => {
    const id = await clientId()
    const { verifier, challenge } = pkce()
    const params = authorizeParams(id, 'mcp', challenge)
    const answer = await decide(params, { csrf_token: await tokenOf(params) })
    const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
    const token = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: id,
        redirect_uri: redirectUri,
      }),
    })
    expect(token.status).toBe(200)
    bearer = ((await token.json()) as { access_token: string }).access_token
  })

  it('refuses a valid token from a page whose Origin names the request Host (a rebinding page)', async () => {
    const r = await mcp(`attacker.example:${port()}`, `http://attacker.example:${port()}`)
    expect(r.status).toBe(403)
    expect(r.body).toContain('requests from origin http://attacker.example')
  })

  it('control: the same token from a loopback origin initializes', async () => {
    const r = await mcp(`127.0.0.1:${port()}`, `http://127.0.0.1:${port()}`)
    expect(r.status).toBe(200)
    expect(r.body).toContain('"protocolVersion"')
  })
})

describe('limits per client address (default settings)', () => {
  it('client registration: 300 at once get 429 with Retry-After past 10 a minute, X-Forwarded-For or not', async () => {
    // a client that writes its own X-Forwarded-For gains nothing: no proxy is trusted by default
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => register(t, { 'x-forwarded-for': randomAddress() })),
    )
    const statuses = answers.map((r) => r.status)
    // the tests above registered some already
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(290)
    const refused = answers.find((r) => r.status === 429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused?.json()).toMatchObject({ error: 'slow_down', error_description: expect.any(String) })
  })

  it('the token endpoint: 429 with Retry-After past 60 a minute, revocation included', async () => {
    // 100 at once against 60 a minute: the bucket refills one a second, so a slow machine that
    // takes seconds to send them still sees far more than 30 refused
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${t.url}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code: 'nope', client_id: 'x' }),
        }),
      ),
    )
    const refused = answers.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(30)
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused[0]?.json()).toMatchObject({ error: 'slow_down' })
    // revocation draws on the same bucket: of 10 at once, at most the few refilled meanwhile pass
    const revokes = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${t.url}/oauth/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: 'nope' }),
        }),
      ),
    )
    expect(revokes.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7)
  })

  it('consent pages: 429 on a page past 60 a minute (each may fetch a client metadata document)', async () => {
    const params = authorizeParams('mcp_client_unknown')
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${t.url}/oauth/authorize?${params}`, { redirect: 'manual' })),
    )
    const refused = answers.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(20)
    expect(refused[0]?.headers.get('content-type')).toContain('text/html')
    expect(refused[0]?.headers.get('location')).toBeNull()
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('invalid API keys on /v1: 429 past 20 a minute, then for the valid key too, until Retry-After passes', async () => {
    const guesses = []
    for (let i = 0; i < 25; i++) {
      const r = await t.api(`/v1/runs`, {
        key: `wak_guess_${i}`,
        headers: { 'x-forwarded-for': randomAddress() },
      })
      guesses.push(r.status)
    }
    expect(guesses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(guesses.slice(20).every((s) => s === 429)).toBe(true)
    const valid = await t.api<ErrorAnswer>('/v1/runs')
    expect(valid.status).toBe(429)
    expect(valid.body.error.code).toBe('RATE_LIMIT_EXCEEDED')
    const retryAfter = Number(valid.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(5)
    await sleep(retryAfter * 1000 + 100)
    expect((await t.api('/v1/runs')).status).toBe(200)
  })
})

describe('behind a trusted proxy (AUTOMATION_TRUST_PROXY=1)', () => {
  /** What the proxy forwards: whatever the client wrote first, then the address it saw. */
  const via = (address: string) => ({ 'x-forwarded-for': `${randomAddress()}, ${address}` })

  it('counts the address the proxy saw, whatever the client writes before it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => register(proxied, via('203.0.113.10'))),
    )
    expect(answers.filter((r) => r.status === 201).length).toBe(10)
    // another client behind the same proxy is not affected
    expect((await register(proxied, via('203.0.113.11'))).status).toBe(201)
  })

  it('a burst of 100 different keys at once: at most 20 are looked up, the rest get 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        proxied
          .api('/v1/runs', { key: `wak_burst_${i}`, headers: via('203.0.113.20') })
          .then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(80)
    expect((await proxied.api('/v1/runs', { headers: via('203.0.113.20') })).status).toBe(429)
    expect((await proxied.api('/v1/runs', { headers: via('203.0.113.21') })).status).toBe(200)
  })

  it('API keys guessed on the consent form: 429 on a page past 20, then no code even for the valid key', async () => {
    const from = via('203.0.113.30')
    const params = authorizeParams(await clientId(proxied, from))
    const csrf_token = await tokenOf(params, proxied, from)
    const statuses = []
    for (let i = 0; i < 22; i++) {
      statuses.push((await decide(params, { csrf_token, api_key: `wak_guess_${i}` }, from, proxied)).status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    const valid = await decide(params, { csrf_token }, from, proxied)
    expect(valid.status).toBe(429)
    expect(valid.headers.get('location')).toBeNull()
    expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await valid.text()).toContain('too many API keys that could not be used')
  })
})
