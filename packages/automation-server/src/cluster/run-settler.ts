import {
  type AutomationEvent,
  migrate,
  type Run,
  type RunError,
  type RunStore,
  type SqlClient,
  type StoredRun,
  toPublicRun,
} from 'automation-core'
import type { EventTable } from './run-events'

/**
 * Ends runs that no worker will end (cancelled before a worker took them, or left by a
 * worker that died), and sends each run's webhook exactly once across every node: the first
 * node to record the sending sends it, whichever node that is.
 */
export interface RunSettler {
  /** Stores the run's end, sends COMPLETE to its followers and its webhook. */
  settle(runId: string, status: 'FAILED' | 'CANCELLED', error: RunError): Promise<Run>
  /** Sends the webhook of a finished run unless a node already did. */
  webhookOnce(run: StoredRun): Promise<void>
}

export async function createRunSettler(options: {
  db: SqlClient
  store: RunStore
  events: EventTable
  holder: string
  send: (url: string, run: Run, ownerId: string) => Promise<void>
}): Promise<RunSettler> {
  const { db, store, events } = options
  await migrate(db, 'webhook-sends', [
    `CREATE TABLE IF NOT EXISTS webhook_sends (
       run_id text COLLATE "C" PRIMARY KEY,
       holder text NOT NULL,
       sent_at timestamptz NOT NULL DEFAULT now()
     )`,
  ])
  const webhookOnce = async (run: StoredRun) => {
    const url = run.request?.webhook_url
    if (!url || !run.owner) return
    const { rows } = await db.query(
      'INSERT INTO webhook_sends (run_id, holder) VALUES ($1, $2) ON CONFLICT (run_id) DO NOTHING RETURNING run_id',
      [run.run_id, options.holder],
    )
    if (rows.length > 0) await options.send(url, toPublicRun(run), run.owner)
  }
  return {
    webhookOnce,
    async settle(runId, status, error) {
      const seq = (await events.last(runId)) + 1
      const finished = await store.update(runId, {
        status,
        finished_at: new Date().toISOString(),
        result: null,
        error,
        event_count: seq,
      })
      const complete: AutomationEvent = {
        type: 'COMPLETE',
        status,
        resultJson: null,
        result: null,
        error,
        run_id: runId,
        timestamp: finished.finished_at ?? new Date().toISOString(),
      }
      await events.append(runId, seq, complete)
      void webhookOnce(finished).catch(() => {})
      return toPublicRun(finished)
    },
  }
}
