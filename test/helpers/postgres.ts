import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A PostgreSQL database of the test's own on the machine's server (AUTOMATION_TEST_POSTGRES_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), dropped after. Null, with the reason
 * printed, when no server can be reached: the tests that need one are skipped there.
 */
export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

const ADMIN_URL = process.env.AUTOMATION_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether a PostgreSQL server answers; the reason when not. */
export async function postgresReachable(): Promise<true | string> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch (e) {
    return `no PostgreSQL at ${new URL(ADMIN_URL).host} (${e instanceof Error ? e.message : e}): set AUTOMATION_TEST_POSTGRES_URL to run these tests`
  } finally {
    await client.end().catch(() => {})
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `automation_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
