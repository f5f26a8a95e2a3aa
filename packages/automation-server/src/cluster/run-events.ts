import { type AutomationEvent, migrate, type SqlClient } from 'automation-core'
import { CHANNELS } from './pg-listener'

/**
 * The events of every run, in PostgreSQL, numbered as the run sent them (the SSE ids): the
 * worker that runs a run appends them, and any API node streams them, woken by NOTIFY.
 */
export interface EventTable {
  /** Stores event `seq` (1-based) of the run and wakes the nodes that follow it. */
  append(runId: string, seq: number, event: AutomationEvent): Promise<void>
  /** The run's events after `seq`, in order. */
  after(runId: string, seq: number): Promise<Array<{ seq: number; event: AutomationEvent }>>
  /** The highest number used so far (0 when none). */
  last(runId: string): Promise<number>
  /** Deletes the events of runs that ended before `before` (epoch ms); returns how many events. */
  removeFinishedBefore(before: number): Promise<number>
}

export async function createEventTable(db: SqlClient): Promise<EventTable> {
  await migrate(db, 'run-events', [
    `CREATE TABLE IF NOT EXISTS run_events (
       run_id text COLLATE "C" NOT NULL,
       seq integer NOT NULL,
       event jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (run_id, seq)
     )`,
  ])
  return {
    async append(runId, seq, event) {
      // one round trip: the row, then the notification (sent when the transaction commits)
      await db.query(
        `WITH added AS (
           INSERT INTO run_events (run_id, seq, event) VALUES ($1, $2, $3::jsonb)
           ON CONFLICT (run_id, seq) DO NOTHING RETURNING run_id
         ) SELECT pg_notify('${CHANNELS.events}', run_id) FROM added`,
        [runId, seq, JSON.stringify(event)],
      )
    },
    async after(runId, seq) {
      const { rows } = await db.query<{ seq: number; event: unknown }>(
        'SELECT seq, event FROM run_events WHERE run_id = $1 AND seq > $2 ORDER BY seq',
        [runId, seq],
      )
      return rows.map((row) => ({
        seq: Number(row.seq),
        event: (typeof row.event === 'string' ? JSON.parse(row.event) : row.event) as AutomationEvent,
      }))
    },
    async last(runId) {
      const { rows } = await db.query<{ seq: number | null }>(
        'SELECT max(seq) AS seq FROM run_events WHERE run_id = $1',
        [runId],
      )
      return Number(rows[0]?.seq ?? 0)
    },
    async removeFinishedBefore(before) {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM run_events e WHERE run_id IN (
             SELECT run_id FROM run_events WHERE event->>'type' = 'COMPLETE' AND created_at < to_timestamp($1 / 1000.0)
           ) RETURNING 1
         ) SELECT count(*)::int AS n FROM gone`,
        [before],
      )
      return Number(rows[0]?.n ?? 0)
    },
  }
}
