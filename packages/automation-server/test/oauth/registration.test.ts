import { describe, expect, it } from 'vitest'
import { registerClient } from '../../src/oauth/clients'
import { OAuthError } from '../../src/oauth/oauth-error'
import { createMemoryOAuthStore } from '../../src/oauth/oauth-store'

/** Dynamic Client Registration (RFC 7591): what is accepted, and each refusal with its error code. */
describe('registerClient', () => {
  const refusal = async (body: unknown) => {
    const error = await registerClient(body, createMemoryOAuthStore()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OAuthError)
    return error as OAuthError
  }

  it('registers a public client and keeps it', async () => {
    const store = createMemoryOAuthStore()
    const answer = await registerClient(
      {
        client_name: 'Desk',
        redirect_uris: ['http://127.0.0.1:5000/cb', 'https://app.example.com/cb'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      store,
    )
    expect(answer).toMatchObject({
      client_name: 'Desk',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
    })
    expect(answer).not.toHaveProperty('client_secret')
    expect(await store.getClient(answer.client_id as string)).toMatchObject({
      client_name: 'Desk',
      redirect_uris: ['http://127.0.0.1:5000/cb', 'https://app.example.com/cb'],
    })
  })

  it('refuses redirect URIs that are neither https nor loopback http', async () => {
    expect(await refusal({ redirect_uris: ['http://example.com/cb'] })).toMatchObject({
      code: 'invalid_redirect_uri',
      message: expect.stringContaining('must use https, or http on localhost'),
    })
    expect((await refusal({ redirect_uris: ['https://a.example/cb#frag'] })).code).toBe(
      'invalid_redirect_uri',
    )
    expect((await refusal({ redirect_uris: [] })).code).toBe('invalid_redirect_uri')
    expect((await refusal({})).code).toBe('invalid_redirect_uri')
  })

  it('refuses grants and response types it does not serve', async () => {
    const grant = await refusal({
      redirect_uris: ['http://localhost:1/cb'],
      grant_types: ['client_credentials'],
    })
    expect(grant).toMatchObject({
      code: 'invalid_client_metadata',
      message: expect.stringContaining('client_credentials'),
    })
    expect(
      (await refusal({ redirect_uris: ['http://localhost:1/cb'], response_types: ['token'] })).code,
    ).toBe('invalid_client_metadata')
    expect((await refusal('not an object')).code).toBe('invalid_client_metadata')
  })
})
