/**
 * Attacks on the OAuth and key surface of the real server, each refused: a cross-site consent
 * POST, a consent token of another request, registrations, token requests and key guesses
 * without limit, and a DNS-rebinding page calling /mcp with its own Host as Origin.
 */
import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './helpers'

let t: TestServer
const redirectUri = 'http://127.0.0.1:9/callback'

beforeAll(async () => {
  t = await startTestServer({
    config: { registrationsPerMinute: 10, tokenRequestsPerMinute: 60, invalidKeysPerMinute: 20 },
  })
})
afterAll(async () => t?.close())

function register() {
  return fetch(`${t.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Probe', redirect_uris: [redirectUri] }),
  })
}

function authorizeParams(clientId: string, state = 'state-1') {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
  return new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    scope: 'automation',
  })
}

async function tokenOf(params: URLSearchParams): Promise<string> {
  const page = await (await fetch(`${t.url}/oauth/authorize?${params}`)).text()
  const token = /name="csrf_token" value="([^"]+)"/.exec(page)?.[1]
  if (!token) throw new Error('no csrf_token on the consent page')
  return token
}

function decide(
  params: URLSearchParams,
  extra: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${t.url}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...Object.fromEntries(params), decision: 'allow', api_key: t.key, ...extra }),
    redirect: 'manual',
  })
}

describe('the consent form', () => {
  let clientId: string
  beforeAll(async () => {
    clientId = ((await (await register()).json()) as { client_id: string }).client_id
  })

  it('refuses a cross-site POST (another Origin) even with a valid token and key: no code', async () => {
    const params = authorizeParams(clientId)
    const csrf_token = await tokenOf(params)
    const r = await decide(params, { csrf_token }, { origin: 'https://evil.example' })
    expect(r.status).toBe(403)
    expect(r.headers.get('location')).toBeNull()
    expect(await r.text()).toContain('sent from https://evil.example')
  })

  it('refuses a POST without a token, or with the token of another authorization request', async () => {
    const params = authorizeParams(clientId, 'mine')
    const other = await tokenOf(authorizeParams(clientId, 'theirs'))
    for (const extra of [{}, { csrf_token: other }, { csrf_token: 'x.y' }] as Record<string, string>[]) {
      const r = await decide(params, extra)
      expect(r.status).toBe(403)
      expect(r.headers.get('location')).toBeNull()
    }
  })

  it('control: the page token, sent from its own origin, gets a code', async () => {
    const params = authorizeParams(clientId)
    const csrf_token = await tokenOf(params)
    const r = await decide(params, { csrf_token }, { origin: t.url })
    expect(r.status).toBe(303)
    expect(new URL(r.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
  })
})

describe('limits per client address', () => {
  it('client registration: 300 at once get 429 with Retry-After past 10 a minute', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => register()))
    const statuses = answers.map((r) => r.status)
    // the consent tests above registered one already
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(9)
    const refused = answers.find((r) => r.status === 429)
    expect(refused).toBeDefined()
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused?.json()).toMatchObject({ error: 'slow_down' })
  })

  it('the token endpoint: 429 past 60 a minute', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () =>
        fetch(`${t.url}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code: 'nope', client_id: 'x' }),
        }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
  })

  it('invalid API keys: 429 past 20 a minute, then for any key from that address', async () => {
    const guesses = []
    for (let i = 0; i < 25; i++) guesses.push((await t.api(`/v1/runs`, { key: `wak_guess_${i}` })).status)
    expect(guesses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(guesses.slice(20).every((s) => s === 429)).toBe(true)
    const valid = await t.api('/v1/runs')
    expect(valid.status).toBe(429)
    expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('/mcp and DNS rebinding', () => {
  it('refuses a browser Origin that equals a non-loopback Host (a rebinding page)', async () => {
    const port = new URL(t.url).port
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'POST',
          headers: {
            host: `attacker.example:${port}`,
            origin: `http://attacker.example:${port}`,
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end('{}')
    })
    expect(status).toBe(403)
  })
})
