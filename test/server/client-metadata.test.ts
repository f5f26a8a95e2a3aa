import { createClientResolver, createMemoryOAuthStore, OAuthError } from 'automation-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MetadataHost, startMetadataHost } from './oauth-helpers'

/**
 * Client ID Metadata Documents fetched over real https on loopback: what is accepted, cached and
 * refused, and the private-network policy the runs' browser obeys too.
 */

let host: MetadataHost
beforeAll(async () => {
  host = await startMetadataHost()
})
afterAll(async () => {
  await host?.close()
})

const resolver = (allowPrivateNetwork = true) =>
  createClientResolver({ store: createMemoryOAuthStore(), allowPrivateNetwork, ca: host.cert })

function document(path: string, extra: Record<string, unknown> = {}) {
  return {
    client_id: `${host.origin}${path}`,
    client_name: 'Doc Client',
    redirect_uris: ['http://127.0.0.1:4000/cb'],
    ...extra,
  }
}

async function refusal(clientId: string, allowPrivateNetwork = true): Promise<string> {
  const error = await resolver(allowPrivateNetwork)
    .resolve(clientId)
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(OAuthError)
  expect((error as OAuthError).code).toBe('invalid_client')
  return (error as OAuthError).message
}

describe('Client ID Metadata Documents', () => {
  it('resolves a document and reuses it while Cache-Control allows', async () => {
    const id = host.serve('/ok.json', document('/ok.json'), { 'cache-control': 'max-age=60' })
    const clients = resolver()
    expect(await clients.resolve(id)).toMatchObject({
      client_id: id,
      client_name: 'Doc Client',
      redirect_uris: ['http://127.0.0.1:4000/cb'],
      registration: 'metadata-document',
    })
    await clients.resolve(id)
    expect(host.hits.get('/ok.json')).toBe(1)

    const fresh = host.serve('/fresh.json', document('/fresh.json'), { 'cache-control': 'no-store' })
    await clients.resolve(fresh)
    await clients.resolve(fresh)
    expect(host.hits.get('/fresh.json')).toBe(2)
  })

  it('refuses loopback and private addresses unless private networks are allowed, without fetching', async () => {
    const id = host.serve('/private.json', document('/private.json'))
    expect(await refusal(id, false)).toContain('127.0.0.1 is a loopback address')
    expect(host.hits.get('/private.json')).toBeUndefined()
  })

  it('refuses a name that resolves to a private address: the check and the connection use the same lookup', async () => {
    const id = 'https://metadata.test/client.json'
    const clients = createClientResolver({
      store: createMemoryOAuthStore(),
      lookup: async () => ['10.1.2.3'],
    })
    const error = await clients.resolve(id).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'invalid_client' })
    expect((error as Error).message).toContain('metadata.test resolves to 10.1.2.3, a private address')
  })

  it('fails closed: a lookup that fails, then answers loopback, never lets the fetch through', async () => {
    let lookups = 0
    const clients = createClientResolver({
      store: createMemoryOAuthStore(),
      lookup: async () => {
        lookups++
        if (lookups === 1) throw new Error('SERVFAIL')
        return ['127.0.0.1']
      },
    })
    const id = `https://metadata.test:${new URL(host.origin).port}/flaky.json`
    host.serve('/flaky.json', document('/flaky.json'))
    const first = await clients.resolve(id).catch((e: unknown) => e)
    expect((first as Error).message).toContain('metadata.test could not be resolved')
    const second = await clients.resolve(id).catch((e: unknown) => e)
    expect((second as Error).message).toContain('metadata.test resolves to 127.0.0.1, a loopback address')
    expect(host.hits.get('/flaky.json')).toBeUndefined()
  })

  it('refuses a document whose client_id is not its URL, or that lacks what MCP requires', async () => {
    const other = host.serve('/other.json', document('/elsewhere.json'))
    expect(await refusal(other)).toContain("is not the document's URL")
    const nameless = host.serve('/nameless.json', document('/nameless.json', { client_name: undefined }))
    expect(await refusal(nameless)).toContain('no client_name')
    const badRedirect = host.serve(
      '/bad-redirect.json',
      document('/bad-redirect.json', { redirect_uris: ['http://attacker.example/cb'] }),
    )
    expect(await refusal(badRedirect)).toContain('must use https, or http on localhost')
    const secret = host.serve(
      '/secret.json',
      document('/secret.json', { token_endpoint_auth_method: 'client_secret_post' }),
    )
    expect(await refusal(secret)).toContain('not supported (only none)')
  })

  it('does not follow redirects, and bounds what it reads', async () => {
    const moved = host.serve('/moved.json', '', { location: `${host.origin}/ok.json` }, 302)
    expect(await refusal(moved)).toContain('answered HTTP 302 (redirects are not followed)')
    const big = host.serve('/big.json', document('/big.json', { padding: 'x'.repeat(6000) }))
    expect(await refusal(big)).toContain('larger than 5120 bytes')
    const notJson = host.serve('/not-json.json', '<html>')
    expect(await refusal(notJson)).toContain('not JSON')
    expect(await refusal(`${host.origin}/`)).toContain('must have a path')
  })
})
