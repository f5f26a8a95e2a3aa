import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import {
  discoverAuthorizationServerMetadata,
  exchangeAuthorization,
  refreshAuthorization,
  UnauthorizedError,
} from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InvalidGrantError } from '@modelcontextprotocol/sdk/server/auth/errors.js'
import type { AuthorizationServerMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js'
import type { Progress } from '@modelcontextprotocol/sdk/types.js'
import { findChromium } from 'automation-core'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { type ErrorAnswer, startTestServer, type TestServer, waitFor } from './helpers'
import {
  type CallbackServer,
  consentInBrowser,
  type MetadataHost,
  startCallbackServer,
  startMetadataHost,
  TestOAuthProvider,
} from './oauth-helpers'

/**
 * POST /mcp and its OAuth 2.1 authorization server, through the official MCP TypeScript SDK:
 * discovery, registration (Client ID Metadata Document and dynamic), the consent page in
 * Chromium, tokens, tools with progress, refresh; then every refusal the specs prescribe.
 */

let site: FixtureServer
let t: TestServer
let browser: Browser
let callbacks: CallbackServer
let host: MetadataHost
/** The server's OAuth clock runs this far ahead of the wall clock (expiry without waiting). */
let clockOffset = 0
let metadata: AuthorizationServerMetadata

beforeAll(async () => {
  ;[site, callbacks, host, browser] = await Promise.all([
    startFixtureServer(),
    startCallbackServer(),
    startMetadataHost(),
    chromium.launch({ executablePath: findChromium() }),
  ])
  t = await startTestServer({
    parts: { now: () => Date.now() + clockOffset, outboundCa: host.cert },
  })
  metadata = (await discoverAuthorizationServerMetadata(t.url)) as AuthorizationServerMetadata
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  await Promise.all([site?.close(), callbacks?.close(), host?.close()])
})

const mcpUrl = () => new URL(`${t.url}/mcp`)
const newClient = () => new Client({ name: 'automation-e2e', version: '1.0.0' })

/** Connects the SDK client, which is refused, discovers, registers and asks for consent; then the person consents in Chromium. */
async function authorize(provider: TestOAuthProvider, apiKey: string) {
  await expect(
    newClient().connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider })),
  ).rejects.toThrow(UnauthorizedError)
  const authorizationUrl = provider.authorizationUrl
  if (!authorizationUrl) throw new Error('the SDK did not ask to open an authorization URL')
  const consent = await consentInBrowser(browser, authorizationUrl, callbacks, { allow: true, apiKey })
  const code = consent.callback.get('code')
  if (!code) throw new Error(`no code in the callback: ${consent.callback}`)
  await new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }).finishAuth(code)
  const client = newClient()
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }))
  return { client, consent, authorizationUrl }
}

/** A verifier and its S256 challenge. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Registers a client through RFC 7591, as the SDK does. */
async function registerClient(redirectUri = callbacks.url) {
  const r = await fetch(`${t.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Raw client',
      redirect_uris: [redirectUri],
      application_type: 'native',
    }),
  })
  expect(r.status).toBe(201)
  return (await r.json()) as { client_id: string; redirect_uris: string[] }
}

function authorizeParams(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callbacks.url,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    scope: 'automation',
    resource: mcpUrl().href,
    ...extra,
  })
}

/**
 * The consent form of an authorization request, filled in as the browser sends it: the page is
 * fetched for its CSRF token, which the server checks against the request.
 */
async function consentForm(params: URLSearchParams, extra: Record<string, string>): Promise<URLSearchParams> {
  const page = await (await fetch(`${t.url}/oauth/authorize?${params}`)).text()
  const token = /name="csrf_token" value="([^"]+)"/.exec(page)?.[1]
  if (!token) throw new Error('the consent page carries no csrf_token')
  return new URLSearchParams({ ...Object.fromEntries(params), ...extra, csrf_token: token })
}

/** Submits the consent form as the browser does (for the refusal cases, where the page is not the point). */
async function consentCode(clientId: string, challenge: string, apiKey: string): Promise<string> {
  const form = await consentForm(authorizeParams(clientId, challenge), { decision: 'allow', api_key: apiKey })
  const r = await fetch(`${t.url}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' })
  expect(r.status).toBe(303)
  const code = new URL(r.headers.get('location') ?? '').searchParams.get('code')
  if (!code) throw new Error(`no code: ${r.headers.get('location')}`)
  return code
}

/** A fresh grant for a registered client, without the browser. */
async function grant(apiKey: string) {
  const client = await registerClient()
  const { verifier, challenge } = pkce()
  const code = await consentCode(client.client_id, challenge, apiKey)
  const tokens = await exchangeAuthorization(t.url, {
    metadata,
    clientInformation: client,
    authorizationCode: code,
    codeVerifier: verifier,
    redirectUri: callbacks.url,
    resource: mcpUrl(),
  })
  return { client, tokens }
}

/** POST /mcp as any client would send a request. */
function postMcp(token: string | null, headers: Record<string, string> = {}) {
  return fetch(mcpUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  })
}

/** An SDK client using tokens it already holds. */
async function clientWith(tokens: OAuthTokens, clientId: string) {
  const provider = new TestOAuthProvider(callbacks.url)
  provider.saveClientInformation({ client_id: clientId })
  provider.saveTokens(tokens)
  const client = newClient()
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }))
  return client
}

const TOOL_NAMES = [
  'run_web_automation',
  'run_web_automation_async',
  'get_run',
  'list_runs',
  'cancel_run',
  'batch_create',
  'batch_status',
  'batch_cancel',
]

describe('MCP over OAuth 2.1 with the official SDK client', () => {
  it('Client ID Metadata Document: consent in Chromium, tools, a run with progress, then a refresh', async () => {
    const { key, record } = await t.server.keys.create({ name: 'assistant', credits: 5 })
    const clientId = host.serve('/acme/client.json', {
      client_id: `${host.origin}/acme/client.json`,
      client_name: 'Acme Assistant',
      redirect_uris: [callbacks.url],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    })
    const provider = new TestOAuthProvider(callbacks.url, clientId)
    const { client, consent, authorizationUrl } = await authorize(provider, key)

    // the SDK found CIMD support and used the document's URL as its client_id, with PKCE S256
    expect(authorizationUrl.searchParams.get('client_id')).toBe(clientId)
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcpUrl().href)
    expect(host.hits.get('/acme/client.json')).toBeGreaterThanOrEqual(1)
    // the consent page named the client, the scope and where the browser goes back to
    expect(consent.pageText).toContain('Acme Assistant')
    expect(consent.pageText).toContain('automation')
    expect(consent.pageText).toContain(new URL(callbacks.url).host)
    // state came back, and the issuer (RFC 9207) is the one discovery found
    expect(consent.callback.get('state')).toBe(provider.lastState)
    expect(consent.callback.get('iss')).toBe(metadata.issuer)

    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort())
    const runTool = tools.find((tool) => tool.name === 'run_web_automation')
    expect(runTool?.inputSchema.required).toEqual(['url', 'goal'])

    const progress: Progress[] = []
    const answer = await client.callTool(
      { name: 'run_web_automation', arguments: { url: site.url('/shop/'), goal: 'Read the shop steps=3' } },
      undefined,
      { onprogress: (p) => progress.push(p) },
    )
    expect(answer.isError).toBeFalsy()
    const run = answer.structuredContent as { run_id: string; status: string; result: { title: string } }
    expect(run.status).toBe('COMPLETED')
    expect(run.result.title).toContain('Voltline Electronics')
    const messages = progress.map((p) => p.message)
    expect(messages.filter((m) => m?.startsWith('Step') || m === 'Report the page title')).toEqual([
      'Step 1 of 3',
      'Step 2 of 3',
      'Report the page title',
    ])
    expect(progress.map((p) => p.progress)).toEqual(progress.map((_, i) => i + 1))

    // the run belongs to the key that consented, and took one of its credits
    const own = await t.api(`/v1/runs/${run.run_id}`, { key })
    expect(own.status).toBe(200)
    const other = await t.api<ErrorAnswer>(`/v1/runs/${run.run_id}`)
    expect(other.status).toBe(403)
    expect((await t.server.keys.list()).find((k) => k.id === record.id)?.credits).toBe(4)

    // an hour later the access token has expired: the SDK refreshes it (rotating the refresh token)
    const before = provider.tokens()
    clockOffset += 2 * 3_600_000
    const expired = await postMcp(before?.access_token ?? '')
    expect(expired.status).toBe(401)
    expect(expired.headers.get('www-authenticate')).toMatch(/error="invalid_token".*expired/)
    const fetched = await client.callTool({ name: 'get_run', arguments: { run_id: run.run_id } })
    expect(fetched.structuredContent).toMatchObject({ run_id: run.run_id, status: 'COMPLETED' })
    const after = provider.tokens()
    expect(after?.access_token).not.toBe(before?.access_token)
    expect(after?.refresh_token).not.toBe(before?.refresh_token)
    await client.close()
  })

  it('Dynamic Client Registration: the SDK registers, consents and lists the tools', async () => {
    const { key } = await t.server.keys.create({ name: 'dcr' })
    const provider = new TestOAuthProvider(callbacks.url, undefined, 'Registered Assistant')
    const { client, consent } = await authorize(provider, key)
    expect(provider.clientInformation()?.client_id).toMatch(/^mcp_[0-9a-f]{32}$/)
    expect(consent.pageText).toContain('Registered Assistant')
    expect(consent.pageText).toMatch(/dynamic client registration/i)
    expect((await client.listTools()).tools).toHaveLength(TOOL_NAMES.length)
    await client.close()
  })
})

describe('refusals, each as the specs prescribe', () => {
  it('no token: 401 with a WWW-Authenticate challenge naming the protected resource metadata', async () => {
    const r = await postMcp(null)
    expect(r.status).toBe(401)
    const challenge = r.headers.get('www-authenticate') ?? ''
    const prm = `${t.url}/.well-known/oauth-protected-resource/mcp`
    expect(challenge).toContain(`Bearer resource_metadata="${prm}"`)
    expect(challenge).toContain('scope="automation"')
    const document = (await (await fetch(prm)).json()) as Record<string, unknown>
    expect(document).toMatchObject({ resource: mcpUrl().href, authorization_servers: [t.url] })
    expect(metadata).toMatchObject({
      issuer: t.url,
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
      authorization_response_iss_parameter_supported: true,
    })
  })

  it('a token for another resource: 401 invalid_token', async () => {
    const { tokens } = await grant(t.key)
    expect((await postMcp(tokens.access_token)).status).toBe(200)
    // the same server reached under another name is another resource (RFC 8707 audience)
    const port = mcpUrl().port
    const answer = await new Promise<{ status: number; challenge: string }>((resolve, reject) => {
      const req = httpRequest(
        mcpUrl(),
        {
          method: 'POST',
          headers: {
            host: `localhost:${port}`,
            authorization: `Bearer ${tokens.access_token}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        },
        (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, challenge: String(res.headers['www-authenticate']) })
        },
      )
      req.on('error', reject)
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }))
    })
    expect(answer.status).toBe(401)
    expect(answer.challenge).toContain('error="invalid_token"')
    expect(answer.challenge).toContain(`issued for ${mcpUrl().href}`)
    // and the authorization server will not issue one for a resource it does not serve
    const { challenge } = pkce()
    const params = authorizeParams((await registerClient()).client_id, challenge, {
      resource: 'https://elsewhere.example/mcp',
    })
    const r = await fetch(`${t.url}/oauth/authorize?${params}`, { redirect: 'manual' })
    expect(new URL(r.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_target')
  })

  it('a wrong PKCE verifier: invalid_grant; plain PKCE is refused at the authorization endpoint', async () => {
    const client = await registerClient()
    const { challenge } = pkce()
    const code = await consentCode(client.client_id, challenge, t.key)
    const wrong = exchangeAuthorization(t.url, {
      metadata,
      clientInformation: client,
      authorizationCode: code,
      codeVerifier: pkce().verifier,
      redirectUri: callbacks.url,
      resource: mcpUrl(),
    })
    await expect(wrong).rejects.toBeInstanceOf(InvalidGrantError)
    await expect(wrong).rejects.toThrow(/PKCE verification failed/)

    const plain = authorizeParams(client.client_id, 'x'.repeat(43), { code_challenge_method: 'plain' })
    const r = await fetch(`${t.url}/oauth/authorize?${plain}`, { redirect: 'manual' })
    expect(r.status).toBe(303)
    const back = new URL(r.headers.get('location') ?? '').searchParams
    expect(back.get('error')).toBe('invalid_request')
    expect(back.get('error_description')).toMatch(/S256/)
    expect(back.get('state')).toBe('state-123')
    expect(back.get('iss')).toBe(t.url)
  })

  it('a reused code: invalid_grant, and the tokens issued for it are revoked; an old code has expired', async () => {
    const client = await registerClient()
    const { verifier, challenge } = pkce()
    const code = await consentCode(client.client_id, challenge, t.key)
    const exchange = () =>
      exchangeAuthorization(t.url, {
        metadata,
        clientInformation: client,
        authorizationCode: code,
        codeVerifier: verifier,
        redirectUri: callbacks.url,
        resource: mcpUrl(),
      })
    const tokens = await exchange()
    expect((await postMcp(tokens.access_token)).status).toBe(200)
    await expect(exchange()).rejects.toThrow(/already used/)
    const revoked = await postMcp(tokens.access_token)
    expect(revoked.status).toBe(401)
    expect(revoked.headers.get('www-authenticate')).toMatch(/invalid_token.*revoked/)

    const late = pkce()
    const lateCode = await consentCode(client.client_id, late.challenge, t.key)
    clockOffset += 61_000
    const lateExchange = exchangeAuthorization(t.url, {
      metadata,
      clientInformation: client,
      authorizationCode: lateCode,
      codeVerifier: late.verifier,
      redirectUri: callbacks.url,
      resource: mcpUrl(),
    })
    await expect(lateExchange).rejects.toThrow(/expired/)
  })

  it('an unregistered redirect_uri: an error page, never a redirect', async () => {
    const client = await registerClient()
    const params = authorizeParams(client.client_id, pkce().challenge, {
      redirect_uri: 'http://127.0.0.1:9/elsewhere',
    })
    const r = await fetch(`${t.url}/oauth/authorize?${params}`, { redirect: 'manual' })
    expect(r.status).toBe(400)
    expect(r.headers.get('location')).toBeNull()
    expect(await r.text()).toContain(
      'redirect_uri http://127.0.0.1:9/elsewhere is not registered for this client',
    )
  })

  it('a wrong API key on the consent page: the page again, saying why, and no code', async () => {
    const client = await registerClient()
    const form = await consentForm(authorizeParams(client.client_id, pkce().challenge), {
      decision: 'allow',
      api_key: 'wak_not-a-key',
    })
    const r = await fetch(`${t.url}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' })
    expect(r.status).toBe(401)
    expect(r.headers.get('location')).toBeNull()
    const page = await r.text()
    expect(page).toContain('That API key cannot be used: Invalid API key')
    expect(page).toContain('name="api_key"')
  })

  it('denied consent: the browser goes back with access_denied, the state and the issuer', async () => {
    const client = await registerClient()
    const url = new URL(`${t.url}/oauth/authorize?${authorizeParams(client.client_id, pkce().challenge)}`)
    const { pageText, callback } = await consentInBrowser(browser, url, callbacks, { allow: false })
    expect(pageText).toContain('Raw client')
    expect(callback.get('error')).toBe('access_denied')
    expect(callback.get('code')).toBeNull()
    expect(callback.get('state')).toBe('state-123')
    expect(callback.get('iss')).toBe(t.url)
  })

  it('a reused refresh token: invalid_grant, and every token of the grant is revoked', async () => {
    const { client, tokens } = await grant(t.key)
    const refresh = (refreshToken: string) =>
      refreshAuthorization(t.url, { metadata, clientInformation: client, refreshToken, resource: mcpUrl() })
    const rotated = await refresh(tokens.refresh_token ?? '')
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)
    expect((await postMcp(rotated.access_token)).status).toBe(200)
    const reuse = refresh(tokens.refresh_token ?? '')
    await expect(reuse).rejects.toBeInstanceOf(InvalidGrantError)
    await expect(reuse).rejects.toThrow(/already used/)
    expect((await postMcp(rotated.access_token)).status).toBe(401)
    await expect(refresh(rotated.refresh_token ?? '')).rejects.toBeInstanceOf(InvalidGrantError)
  })

  it('revocation (RFC 7009) ends the grant at once', async () => {
    const { client, tokens } = await grant(t.key)
    const r = await fetch(`${t.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: tokens.refresh_token ?? '', client_id: client.client_id }),
    })
    expect(r.status).toBe(200)
    expect((await postMcp(tokens.access_token)).status).toBe(401)
  })
})

describe('tools keep the HTTP API rules', () => {
  it('a call the client cancels cancels its run', async () => {
    const { key } = await t.server.keys.create({ name: 'cancel' })
    const { client: registered, tokens } = await grant(key)
    const client = await clientWith(tokens, registered.client_id)
    const abort = new AbortController()
    let progressed = () => {}
    const firstProgress = new Promise<void>((resolve) => {
      progressed = resolve
    })
    const call = client.callTool(
      { name: 'run_web_automation', arguments: { url: site.url('/news/'), goal: 'Think delay=20000' } },
      undefined,
      { signal: abort.signal, onprogress: () => progressed() },
    )
    call.catch(() => {})
    await firstProgress
    const runs = await t.api<{ data: Array<{ run_id: string; status: string }> }>('/v1/runs', { key })
    const started = runs.body.data[0]
    expect(started?.status).toBe('RUNNING')
    abort.abort()
    await expect(call).rejects.toThrow(/abort/i)
    const ended = await waitFor('the run to be cancelled', async () => {
      const run = await t.api<{ status: string; error: { message: string } | null }>(
        `/v1/runs/${started?.run_id}`,
        {
          key,
        },
      )
      return run.body.status === 'CANCELLED' ? run.body : null
    })
    expect(ended.error?.message).toContain('cancelled by the MCP client')
    await client.close()
  })

  it('a client that closes the response stream cancels the call and its run (MCP 2026-07-28)', async () => {
    const { key } = await t.server.keys.create({ name: 'closer' })
    const { tokens } = await grant(key)
    const abort = new AbortController()
    const r = await fetch(mcpUrl(), {
      method: 'POST',
      signal: abort.signal,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: {
          name: 'run_web_automation',
          arguments: { url: site.url('/news/'), goal: 'Think delay=20000' },
          _meta: { progressToken: 'p1' },
        },
      }),
    })
    expect(r.headers.get('content-type')).toMatch(/text\/event-stream/)
    const reader = (r.body as ReadableStream<Uint8Array>).getReader()
    let text = ''
    while (!text.includes('notifications/progress')) {
      const next = await reader.read()
      if (next.done) throw new Error(`the stream ended before any progress: ${text}`)
      text += new TextDecoder().decode(next.value)
    }
    const runs = await t.api<{ data: Array<{ run_id: string; status: string }> }>('/v1/runs', { key })
    const started = runs.body.data[0]
    expect(started?.status).toBe('RUNNING')
    abort.abort()
    const ended = await waitFor('the run to be cancelled', async () => {
      const run = await t.api<{ status: string }>(`/v1/runs/${started?.run_id}`, { key })
      return run.body.status === 'CANCELLED' ? run.body : null
    })
    expect(ended.status).toBe('CANCELLED')
  })

  it('errors carry the HTTP API message; ownership, credits and batches hold', async () => {
    const { key } = await t.server.keys.create({ name: 'batches', credits: 2 })
    const { client: registered, tokens } = await grant(key)
    const client = await clientWith(tokens, registered.client_id)

    const bad = { url: 'ftp://example.com', goal: '' }
    const viaTool = await client.callTool({ name: 'run_web_automation_async', arguments: bad })
    const viaApi = await t.api<ErrorAnswer>('/v1/automation/run-async', { body: bad, key })
    expect(viaApi.status).toBe(400)
    expect(viaTool.isError).toBe(true)
    expect(viaTool.content).toEqual([{ type: 'text', text: viaApi.body.error.message }])

    const foreignRun = (
      await t.api<{ run_id: string }>('/v1/automation/run-async', {
        body: { url: site.url('/news/'), goal: 'Read the news' },
      })
    ).body.run_id
    const foreign = await client.callTool({ name: 'get_run', arguments: { run_id: foreignRun } })
    expect(foreign.isError).toBe(true)
    expect(foreign.content).toEqual([{ type: 'text', text: `run ${foreignRun} belongs to another API key` }])

    const tooMany = await client.callTool({
      name: 'batch_create',
      arguments: { runs: Array.from({ length: 9 }, () => ({ url: site.url('/news/'), goal: 'x' })) },
    })
    expect(tooMany.isError).toBe(true)

    // three runs for a key with two credits: two start, the third is refused as /v1 refuses it
    const created = await client.callTool({
      name: 'batch_create',
      arguments: { runs: [1, 2, 3].map((n) => ({ url: site.url('/news/'), goal: `Read the news ${n}` })) },
    })
    const batch = created.structuredContent as {
      batch_id: string
      runs: Array<{ run_id: string | null; error: { code: string; message: string } | null }>
    }
    expect(batch.runs.map((r) => r.error?.message ?? 'started')).toEqual([
      'started',
      'started',
      'this API key has no credits left',
    ])
    const status = await waitFor('the batch to finish', async () => {
      const s = await client.callTool({ name: 'batch_status', arguments: { batch_id: batch.batch_id } })
      const body = s.structuredContent as { done: boolean; counts: Record<string, number> }
      return body.done ? body : null
    })
    expect(status.counts).toEqual({ COMPLETED: 2 })
    const listed = await client.callTool({ name: 'list_runs', arguments: { limit: 10 } })
    expect((listed.structuredContent as { pagination: { total: number } }).pagination.total).toBe(2)
    const cancelled = await client.callTool({
      name: 'cancel_run',
      arguments: { run_id: batch.runs[0]?.run_id },
    })
    expect(cancelled.structuredContent).toMatchObject({
      status: 'COMPLETED',
      message: 'Run already finished',
    })
    await client.close()
  })
})
