import { migrate, type SqlClient } from 'automation-core'
import { CHANNELS } from './pg-listener'
import type { RunJob } from './run-jobs'

/** Holders of leases taken to cancel a run before any worker took it. */
export const CANCEL_PREFIX = 'cancel:'

/**
 * Which worker holds which run, and until when. A worker renews the leases of its runs
 * while it lives; a lease that runs out means the worker is gone, and whichever node sees it
 * first settles the run (the row is deleted by exactly one of them).
 */
export interface RunLeases {
  /**
   * Takes a PENDING run for `holder` (a worker, or a canceller that ends it before it starts):
   * `claimed`; `gone` when another holds it or it is no longer PENDING; `limit` when its owner
   * already has `perOwner` runs held (it waits its turn).
   */
  claim(
    runId: string,
    holder: string,
    ms: number,
    job?: RunJob,
    perOwner?: number,
  ): Promise<'claimed' | 'gone' | 'limit'>
  /** Extends every lease of `holder`; returns its runs and the cancel asked for each, if any. */
  renew(holder: string, ms: number): Promise<Array<{ runId: string; cancel: string | null }>>
  release(runId: string, holder: string): Promise<void>
  /** Asks the holder of the run to cancel it (stored, and sent at once by NOTIFY). False when nobody holds it. */
  requestCancel(runId: string, reason: string): Promise<boolean>
  /** Removes and returns the leases that ran out: the runs of workers that are gone. */
  takeExpired(): Promise<Array<{ runId: string; holder: string; job: RunJob | null }>>
}

export async function createRunLeases(db: SqlClient): Promise<RunLeases> {
  await migrate(db, 'run-leases', [
    `CREATE TABLE IF NOT EXISTS run_leases (
       run_id text COLLATE "C" PRIMARY KEY,
       holder text NOT NULL,
       lease_until timestamptz NOT NULL,
       job jsonb,
       cancel text
     )`,
    'CREATE INDEX IF NOT EXISTS run_leases_holder_idx ON run_leases (holder)',
    'CREATE INDEX IF NOT EXISTS run_leases_until_idx ON run_leases (lease_until)',
  ])
  return {
    async claim(runId, holder, ms, job, perOwner) {
      return db.transaction(async (tx) => {
        const { rows: runs } = await tx.query<{ owner: string | null }>(
          "SELECT owner FROM runs WHERE run_id = $1 AND status = 'PENDING'",
          [runId],
        )
        const run = runs[0]
        if (!run) return 'gone'
        if (perOwner !== undefined && perOwner > 0) {
          // one owner's claims one at a time, so two workers cannot both take the last place
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`automation:owner:${run.owner}`])
          const { rows } = await tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM run_leases l JOIN runs r USING (run_id)
             WHERE r.owner IS NOT DISTINCT FROM $1 AND l.holder NOT LIKE '${CANCEL_PREFIX}%'`,
            [run.owner],
          )
          if (Number(rows[0]?.n) >= perOwner) return 'limit'
        }
        const { rows } = await tx.query(
          `INSERT INTO run_leases (run_id, holder, lease_until, job)
           VALUES ($1, $2, now() + make_interval(secs => $3 / 1000.0), $4::jsonb)
           ON CONFLICT (run_id) DO NOTHING RETURNING run_id`,
          [runId, holder, ms, job ? JSON.stringify(job) : null],
        )
        return rows.length > 0 ? 'claimed' : 'gone'
      })
    },
    async renew(holder, ms) {
      const { rows } = await db.query<{ run_id: string; cancel: string | null }>(
        `UPDATE run_leases SET lease_until = now() + make_interval(secs => $2 / 1000.0)
         WHERE holder = $1 RETURNING run_id, cancel`,
        [holder, ms],
      )
      return rows.map((r) => ({ runId: r.run_id, cancel: r.cancel }))
    },
    async release(runId, holder) {
      await db.query('DELETE FROM run_leases WHERE run_id = $1 AND holder = $2', [runId, holder])
    },
    async requestCancel(runId, reason) {
      const { rows } = await db.query(
        `WITH asked AS (
           UPDATE run_leases SET cancel = $2 WHERE run_id = $1 RETURNING run_id
         ) SELECT pg_notify('${CHANNELS.cancel}', run_id) FROM asked`,
        [runId, reason],
      )
      return rows.length > 0
    },
    async takeExpired() {
      const { rows } = await db.query<{ run_id: string; holder: string; job: unknown }>(
        'DELETE FROM run_leases WHERE lease_until < now() RETURNING run_id, holder, job',
      )
      return rows.map((r) => ({
        runId: r.run_id,
        holder: r.holder,
        job: (typeof r.job === 'string' ? JSON.parse(r.job) : r.job) as RunJob | null,
      }))
    },
  }
}
