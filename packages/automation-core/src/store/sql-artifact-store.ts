import { type ArtifactStore, checkArtifactName } from './artifact-store'
import { migrate } from './migrate'
import type { SqlClient } from './sql-client'

/**
 * Run files in PostgreSQL (one `bytea` row per file): what several nodes share, so that a
 * screenshot taken by a worker is served by any API node. Screenshots are 7 to 25 KB.
 *
 * @example
 * const artifacts = await createSqlArtifactStore(await openPostgres({ url }))
 */
export async function createSqlArtifactStore(db: SqlClient): Promise<ArtifactStore> {
  await migrate(db, 'artifacts', [
    `CREATE TABLE IF NOT EXISTS run_artifacts (
       run_id text COLLATE "C" NOT NULL,
       file text COLLATE "C" NOT NULL,
       data bytea NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (run_id, file)
     )`,
    'CREATE INDEX IF NOT EXISTS run_artifacts_created_idx ON run_artifacts (created_at)',
  ])
  return {
    name: 'sql',
    async put(runId, file, data) {
      checkArtifactName('run id', runId)
      checkArtifactName('file name', file)
      await db.query(
        `INSERT INTO run_artifacts (run_id, file, data) VALUES ($1, $2, $3)
         ON CONFLICT (run_id, file) DO UPDATE SET data = excluded.data, created_at = now()`,
        [runId, file, Buffer.from(data)],
      )
    },
    async get(runId, file) {
      const { rows } = await db.query<{ data: Uint8Array }>(
        'SELECT data FROM run_artifacts WHERE run_id = $1 AND file = $2',
        [runId, file],
      )
      const data = rows[0]?.data
      return data ? new Uint8Array(data) : null
    },
    async removeRun(runId) {
      await db.query('DELETE FROM run_artifacts WHERE run_id = $1', [runId])
    },
    async removeOlderThan(before) {
      // a run goes as a whole, once its newest file is past the limit
      const { rows } = await db.query<{ run_id: string }>(
        `DELETE FROM run_artifacts WHERE run_id IN (
           SELECT run_id FROM run_artifacts GROUP BY run_id HAVING max(created_at) < to_timestamp($1 / 1000.0)
         ) RETURNING run_id`,
        [before],
      )
      return new Set(rows.map((r) => r.run_id)).size
    },
  }
}
