import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../../../../test/helpers/postgres'
import { openPostgres, type PostgresClient } from '../../src/store/postgres-client'
import { createSqlRunStore } from '../../src/store/sql-run-store'
import { makeRun, testRunStore } from './run-store-conformance'

/** The SQL run store on a real PostgreSQL server, held to the same contract as the others. */

const reachable = await postgresReachable()
if (reachable !== true) console.warn(`skipping the PostgreSQL run store tests: ${reachable}`)

describe.skipIf(reachable !== true)('PostgreSQL', () => {
  let database: TestDatabase
  let db: PostgresClient
  let tables = 0
  const newStore = () => createSqlRunStore(db, { table: `runs_${++tables}` })

  beforeAll(async () => {
    database = await createTestDatabase()
    db = await openPostgres({ url: database.url })
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })

  testRunStore('sql (PostgreSQL)', newStore)

  it('two stores on one database (two processes) see each other’s writes', async () => {
    const table = `runs_${++tables}`
    const other = await openPostgres({ url: database.url })
    try {
      const [a, b] = await Promise.all([
        createSqlRunStore(db, { table }),
        createSqlRunStore(other, { table }),
      ])
      const run = makeRun()
      await a.create(run)
      await b.update(run.run_id, { status: 'RUNNING' })
      expect((await a.get(run.run_id))?.status).toBe('RUNNING')
    } finally {
      await other.close()
    }
  })

  it('refuses a URL that is not PostgreSQL, and says which database it cannot reach', async () => {
    await expect(openPostgres({ url: 'mysql://localhost/db' })).rejects.toThrow(/postgres:\/\//)
    await expect(openPostgres({ url: 'postgres://postgres@127.0.0.1:1/nowhere' })).rejects.toThrow(
      /cannot reach the database nowhere on 127\.0\.0\.1:1/,
    )
  })
})
