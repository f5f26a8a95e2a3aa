import type { SqlClient } from './sql-client'

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` (or `postgresql://`). */
  url: string
  /** The most connections this process opens. @default 10 */
  maxConnections?: number
}

/** A {@link SqlClient} on a PostgreSQL server, shared by any number of processes. */
export interface PostgresClient extends SqlClient {
  /** The database's name and host, for messages (never the password). */
  readonly label: string
}

/**
 * Opens a pool of connections to a PostgreSQL server as a {@link SqlClient}: what several
 * servers and workers share (PGlite serves one process). node-postgres is imported here, so
 * that importing automation-core loads it only when PostgreSQL is used. Fails with a clear
 * message when the server cannot be reached.
 *
 * @example
 * const db = await openPostgres({ url: process.env.AUTOMATION_DATABASE_URL })
 * const store = await createSqlRunStore(db)
 */
export async function openPostgres(options: PostgresOptions): Promise<PostgresClient> {
  const url = new URL(options.url)
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(`a PostgreSQL URL starts with postgres:// or postgresql://, got ${url.protocol}//`)
  const label = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'} on ${url.host}`
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 })
  // an idle connection that dies (the server restarted) must not crash the process
  pool.on('error', () => {})
  try {
    await pool.query('SELECT 1')
  } catch (e) {
    await pool.end().catch(() => {})
    throw new Error(`cannot reach the database ${label}: ${e instanceof Error ? e.message : String(e)}`)
  }
  let closed = false
  return {
    label,
    async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
      const { rows } = await pool.query(sql, params as unknown[])
      return { rows: rows as Row[] }
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
            const { rows } = await client.query(sql, params as unknown[])
            return { rows: rows as Row[] }
          },
        })
        await client.query('COMMIT')
        return result
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {})
        throw e
      } finally {
        client.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
