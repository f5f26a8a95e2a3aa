import { openPglite, openPostgres, type SqlClient } from 'automation-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../../../../test/helpers/postgres'
import { createMemoryKeyStore, createSqlKeyStore } from '../../src/auth/key-store'
import { describeKeyStoreConformance } from './key-store-conformance'

describeKeyStoreConformance('memory', async () => createMemoryKeyStore())

describe('SQL key store (PGlite)', () => {
  let db: SqlClient
  beforeAll(async () => {
    db = await openPglite()
  })
  afterAll(async () => {
    await db.close()
  })
  beforeEach(async () => {
    // One PGlite for the whole file: emptying the table is far cheaper than a new database.
    await db.query('DROP TABLE IF EXISTS api_keys')
  })

  describeKeyStoreConformance('sql', () => createSqlKeyStore(db))

  it('stores only the hash: the plain key appears nowhere in the table', async () => {
    const store = await createSqlKeyStore(db)
    const { key, record } = await store.create({ name: 'secret' })
    const { rows } = await db.query('SELECT * FROM api_keys')
    expect(rows).toHaveLength(1)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(key)
    expect(dump).not.toContain(key.slice(12))
    expect(dump).toContain(record.prefix)
  })

  it('migrates idempotently and sees keys made by another store on the same database', async () => {
    const a = await createSqlKeyStore(db)
    const { key } = await a.create({ name: 'shared' })
    const b = await createSqlKeyStore(db)
    expect(await b.count()).toBe(1)
    expect(await b.verify(key)).toMatchObject({ ok: true })
  })

  it('applies an in-process revoke at once, despite the verify cache', async () => {
    const store = await createSqlKeyStore(db, { cacheTtlMs: 60_000 })
    const { key, record } = await store.create({ name: 'cached' })
    expect(await store.verify(key)).toMatchObject({ ok: true })
    await store.revoke(record.prefix)
    expect(await store.verify(key)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
  })

  it('serves verify from the cache, so a revoke from another process applies within the TTL', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z')
    const server = await createSqlKeyStore(db, { cacheTtlMs: 5000, now: () => now })
    const cli = await createSqlKeyStore(db)
    const { key, record } = await cli.create({ name: 'remote' })
    expect(await server.verify(key)).toMatchObject({ ok: true })
    await cli.revoke(record.id)
    now += 4000
    expect(await server.verify(key)).toMatchObject({ ok: true })
    now += 1001
    expect(await server.verify(key)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
  })

  it('forgets a cached "unknown" when the same process imports that secret', async () => {
    const store = await createSqlKeyStore(db, { cacheTtlMs: 60_000 })
    const secret = 'wak_later_imported_0123456789abcdef'
    expect(await store.verify(secret)).toMatchObject({ ok: false })
    await store.create({ name: 'late', key: secret })
    expect(await store.verify(secret)).toMatchObject({ ok: true })
  })

  it('checks expiry against the clock even for a cached key', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z')
    const store = await createSqlKeyStore(db, { cacheTtlMs: 60_000, now: () => now })
    const { key } = await store.create({ name: 'soon', expiresAt: '2030-01-01T00:00:02Z' })
    expect(await store.verify(key)).toMatchObject({ ok: true })
    now += 2000
    expect(await store.verify(key)).toMatchObject({ ok: false, code: 'UNAUTHORIZED' })
  })

  it('keeps the cache bounded', async () => {
    const store = await createSqlKeyStore(db, { cacheMaxEntries: 2 })
    const { key } = await store.create({ name: 'k' })
    for (let i = 0; i < 50; i++) await store.verify(`wak_random_${i}`)
    expect(await store.verify(key)).toMatchObject({ ok: true })
  })
})

describe.skipIf((await postgresReachable()) !== true)('SQL key store (PostgreSQL)', () => {
  let database: TestDatabase
  let db: SqlClient
  beforeAll(async () => {
    database = await createTestDatabase()
    db = await openPostgres({ url: database.url })
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })
  beforeEach(async () => {
    await db.query('DROP TABLE IF EXISTS api_keys')
  })

  describeKeyStoreConformance('sql', () => createSqlKeyStore(db))
})
