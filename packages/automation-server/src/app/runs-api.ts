import {
  type Run,
  RunStatusSchema,
  type RunStore,
  type StoredRun,
  toPublicRun,
  zodDetails,
} from 'automation-core'
import { z } from 'zod'
import type { ApiKeyRecord } from '../auth/key-store'
import { ApiError } from './api-error'

/**
 * What the HTTP API and the MCP tools share about runs: the list query, ownership and the
 * synchronous answer, so both speak with the same fields and the same error messages.
 */

/** The query of GET /v1/runs (and of the MCP tool list_runs). */
export const ListQuerySchema = z.object({
  status: RunStatusSchema.optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int('must be an integer').min(1).max(100).default(20),
  goal: z.string().max(500).optional(),
  created_after: z.iso.datetime({ offset: true }).optional(),
  created_before: z.iso.datetime({ offset: true }).optional(),
  sort_direction: z.enum(['asc', 'desc']).default('desc'),
})

/** One page of the key's runs, as GET /v1/runs answers it; INVALID_INPUT on a bad query. */
export async function listRuns(store: RunStore, key: ApiKeyRecord, query: unknown) {
  const parsed = ListQuerySchema.safeParse(query)
  if (!parsed.success) {
    const details = zodDetails(parsed.error)
    throw new ApiError(
      'INVALID_INPUT',
      `invalid query: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
      details,
    )
  }
  const q = parsed.data
  const page = await store.list({
    owner: key.id,
    status: q.status,
    goal: q.goal,
    createdAfter: q.created_after,
    createdBefore: q.created_before,
    sortDirection: q.sort_direction,
    limit: q.limit,
    cursor: q.cursor,
  })
  return {
    data: page.runs.map(toPublicRun),
    pagination: { total: page.total, has_more: page.nextCursor !== null, next_cursor: page.nextCursor },
  }
}

/** The run, when it exists and belongs to `key`: NOT_FOUND or FORBIDDEN otherwise. */
export async function ownedRun(store: RunStore, runId: string, key: ApiKeyRecord): Promise<StoredRun> {
  const run = await store.get(runId)
  if (!run) throw new ApiError('NOT_FOUND', `run ${runId} does not exist`)
  if (run.owner !== key.id) throw new ApiError('FORBIDDEN', `run ${runId} belongs to another API key`)
  return run
}

/** The synchronous endpoint's answer: COMPLETED or FAILED only (spec). */
export function syncResponse(run: Run) {
  const cancelled = run.status === 'CANCELLED'
  return {
    run_id: run.run_id,
    status: cancelled ? 'FAILED' : run.status,
    started_at: run.started_at,
    finished_at: run.finished_at,
    num_of_steps: run.num_of_steps ?? 0,
    result: run.status === 'COMPLETED' ? run.result : null,
    error: cancelled
      ? {
          ...run.error,
          message: `the run was cancelled before it finished: ${run.error?.message ?? 'cancelled'}`,
          category: 'UNKNOWN',
          retry_after: null,
        }
      : run.error,
  }
}
