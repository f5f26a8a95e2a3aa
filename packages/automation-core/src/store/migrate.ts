import type { SqlClient } from './sql-client'

/**
 * Runs a store's schema statements in one transaction under an advisory lock named for the
 * store: any number of processes may start at once against an empty database (plain `CREATE
 * TABLE IF NOT EXISTS` races on PostgreSQL's catalog when two run together).
 */
export async function migrate(db: SqlClient, name: string, statements: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`automation:${name}`])
    for (const statement of statements) await tx.query(statement)
  })
}
