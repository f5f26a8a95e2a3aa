import { openPglite, type SqlClient } from 'automation-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryOAuthStore, createSqlOAuthStore } from '../../src/oauth/oauth-store'
import { describeOAuthStoreConformance } from './oauth-store-conformance'

describeOAuthStoreConformance('memory', async () => createMemoryOAuthStore())

describe('SQL OAuth store (PGlite)', () => {
  let db: SqlClient
  beforeAll(async () => {
    db = await openPglite()
  })
  afterAll(async () => {
    await db.close()
  })
  beforeEach(async () => {
    for (const table of ['oauth_clients', 'oauth_codes', 'oauth_tokens'])
      await db.query(`DROP TABLE IF EXISTS ${table}`)
  })

  describeOAuthStoreConformance('sql', () => createSqlOAuthStore(db))

  it('stores codes and tokens only as hashes', async () => {
    const store = await createSqlOAuthStore(db)
    const secret = 'mcp_at_SECRET-token-value-0123456789'
    await store.saveToken(secret, {
      kind: 'access',
      family_id: 'f',
      client_id: 'c',
      key_id: 'k',
      scope: 'automation',
      resource: 'http://127.0.0.1/mcp',
      expires_at: Date.now() + 60_000,
    })
    await store.saveCode('CODE-secret-value-0123456789', {
      family_id: 'f',
      client_id: 'c',
      key_id: 'k',
      redirect_uri: 'http://127.0.0.1/cb',
      code_challenge: 'x'.repeat(43),
      scope: 'automation',
      resource: 'http://127.0.0.1/mcp',
      expires_at: Date.now() + 60_000,
    })
    const dump = JSON.stringify([
      (await db.query('SELECT * FROM oauth_tokens')).rows,
      (await db.query('SELECT * FROM oauth_codes')).rows,
    ])
    expect(dump).not.toContain('SECRET')
    expect(dump).not.toContain('CODE-secret')
    expect(await store.getToken(secret)).toMatchObject({ kind: 'access' })
  })
})
