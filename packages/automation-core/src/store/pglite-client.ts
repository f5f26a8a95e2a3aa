import { mkdir } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import type { SqlClient } from './sql-client'

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /**
   * Directory of the database files, created (with its parents) when missing. A data dir is
   * for ONE process at a time: PGlite has no locking between processes, and two processes
   * writing the same dir corrupt it. Left out, the database lives in memory and is lost on
   * close.
   * @default undefined (in memory)
   */
  dataDir?: string
}

/** A {@link SqlClient} backed by PGlite, with the PGlite instance itself as an escape hatch. */
export interface PgliteClient extends SqlClient {
  /** The PGlite instance (extensions, `exec`, `live`, dumps); closing it closes the client. */
  readonly raw: PGlite
}

/**
 * Opens an embedded PostgreSQL (PGlite, WASM) as a {@link SqlClient}. PGlite is imported
 * here, not at the top of the module, so that importing automation-core never loads the WASM
 * unless a PGlite store is used. Opening takes a few seconds for a new database and well
 * under one for an existing data dir, so open one per process and share it.
 *
 * PGlite runs one statement at a time: inside `transaction`, use only the `tx` it passes;
 * a query on the client itself would wait for the transaction and never run.
 *
 * @example
 * const db = await openPglite({ dataDir: './data/runs' })
 * const store = await createSqlRunStore(db)
 * // ... on shutdown
 * await db.close()
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteClient> {
  const { dataDir } = options
  // URLs such as memory:// or idb:// are PGlite's own; only a plain path is a directory here
  if (dataDir !== undefined && !dataDir.includes('://')) await mkdir(dataDir, { recursive: true })
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)

  return {
    raw: db,
    async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
      const { rows } = await db.query<Row>(sql, params)
      return { rows }
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
            const { rows } = await tx.query<Row>(sql, params)
            return { rows }
          },
        }),
      )
    },
    async close() {
      // closing twice is a no-op, so shutdown code need not track who closed first
      if (!db.closed) await db.close()
    },
  }
}
