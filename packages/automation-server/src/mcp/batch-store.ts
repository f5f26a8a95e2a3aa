import { migrate, type SqlClient } from 'automation-core'

/** A batch of runs started together by the MCP tool batch_create. */
export interface Batch {
  batch_id: string
  /** The API key id that owns the batch (and its runs). */
  owner: string
  run_ids: string[]
  /** ISO-8601 UTC. */
  created_at: string
}

/** Where batches live: memory (tests) or the server's SQL database. */
export interface BatchStore {
  save(batch: Batch): Promise<void>
  get(batchId: string): Promise<Batch | null>
}

export function createMemoryBatchStore(): BatchStore {
  const batches = new Map<string, Batch>()
  return {
    async save(batch) {
      batches.set(batch.batch_id, structuredClone(batch))
    },
    async get(batchId) {
      const batch = batches.get(batchId)
      return batch ? structuredClone(batch) : null
    },
  }
}

/** A batch store in SQL, creating its table when missing. */
export async function createSqlBatchStore(db: SqlClient): Promise<BatchStore> {
  await migrate(db, 'mcp_batches', [
    `CREATE TABLE IF NOT EXISTS mcp_batches (
      batch_id text PRIMARY KEY,
      owner text NOT NULL,
      run_ids jsonb NOT NULL,
      created_at text NOT NULL
    )`,
  ])
  return {
    async save(batch) {
      await db.query(
        'INSERT INTO mcp_batches (batch_id, owner, run_ids, created_at) VALUES ($1, $2, $3, $4)',
        [batch.batch_id, batch.owner, JSON.stringify(batch.run_ids), batch.created_at],
      )
    },
    async get(batchId) {
      const { rows } = await db.query<Batch>(
        'SELECT batch_id, owner, run_ids, created_at FROM mcp_batches WHERE batch_id = $1',
        [batchId],
      )
      return rows[0] ?? null
    },
  }
}
