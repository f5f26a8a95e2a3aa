import { describe, expect, it } from 'vitest'
import { type CodeGrant, EXPIRED_CODE_KEPT_MS, type OAuthStore } from '../../src/oauth/oauth-store'

const code = (over: Partial<CodeGrant> = {}): CodeGrant => ({
  family_id: 'fam-1',
  client_id: 'mcp_client',
  key_id: 'key_1',
  redirect_uri: 'http://127.0.0.1:3000/cb',
  code_challenge: 'c'.repeat(43),
  scope: 'automation',
  resource: 'http://127.0.0.1:8080/mcp',
  expires_at: 1_000_000,
  ...over,
})

const token = (kind: 'access' | 'refresh', family = 'fam-1') => ({
  kind,
  family_id: family,
  client_id: 'mcp_client',
  key_id: 'key_1',
  scope: 'automation',
  resource: 'http://127.0.0.1:8080/mcp',
  expires_at: 10_000_000,
})

/** The behaviour every OAuthStore must have; each test gets a fresh, empty store. */
export function describeOAuthStoreConformance(label: string, makeStore: () => Promise<OAuthStore>): void {
  describe(`OAuthStore conformance: ${label}`, () => {
    it('keeps registered clients', async () => {
      const store = await makeStore()
      expect(await store.getClient('mcp_a')).toBeNull()
      const client = {
        client_id: 'mcp_a',
        client_name: 'A',
        redirect_uris: ['http://127.0.0.1:1/cb'],
        created_at: '2026-01-01T00:00:00.000Z',
        metadata: { client_id: 'mcp_a', token_endpoint_auth_method: 'none' },
      }
      await store.saveClient(client)
      expect(await store.getClient('mcp_a')).toEqual(client)
    })

    it('lets a code be taken once; the second take says used, with the grant', async () => {
      const store = await makeStore()
      await store.saveCode('the-code', code())
      expect(await store.takeCode('the-code', 10)).toEqual({ status: 'ok', grant: code() })
      expect(await store.takeCode('the-code', 11)).toEqual({ status: 'used', grant: code() })
      expect(await store.takeCode('another', 12)).toEqual({ status: 'unknown' })
    })

    it('rotates refresh tokens once and revokes a whole family', async () => {
      const store = await makeStore()
      await store.saveToken('rt-1', token('refresh'))
      await store.saveToken('at-1', token('access'))
      await store.saveToken('at-other', token('access', 'fam-2'))
      expect(await store.takeRefreshToken('at-1', 5)).toEqual({ status: 'unknown' })
      const first = await store.takeRefreshToken('rt-1', 5)
      expect(first).toMatchObject({ status: 'ok', grant: { used_at: 5, family_id: 'fam-1' } })
      expect(await store.takeRefreshToken('rt-1', 6)).toMatchObject({ status: 'used' })
      expect(await store.revokeFamily('fam-1', 7)).toBe(2)
      expect(await store.revokeFamily('fam-1', 8)).toBe(0)
      expect(await store.getToken('at-1')).toMatchObject({ kind: 'access', revoked_at: 7 })
      expect(await store.getToken('at-other')).toMatchObject({ revoked_at: null })
      expect(await store.getToken('nope')).toBeNull()
    })

    it('prunes expired tokens, and codes an hour after they expired', async () => {
      const store = await makeStore()
      await store.saveCode('old-code', code({ expires_at: 100 }))
      await store.saveCode('recent-code', code({ expires_at: 900 }))
      await store.saveToken('old-at', { ...token('access'), expires_at: 100 })
      await store.saveToken('new-at', token('access'))
      const at = 1000 + EXPIRED_CODE_KEPT_MS - 500
      await store.prune(at)
      expect(await store.takeCode('old-code', at)).toEqual({ status: 'unknown' })
      expect(await store.takeCode('recent-code', at)).toMatchObject({ status: 'ok' })
      expect(await store.getToken('old-at')).toBeNull()
      expect(await store.getToken('new-at')).not.toBeNull()
    })
  })
}
