import { AutomationError } from '../errors'
import type { RunStep } from '../schemas/run'
import { compareRuns, decodeCursor, encodeCursor } from './cursor'
import type { RunPage, RunQuery, RunStore, StoredRun } from './run-store'

/**
 * A RunStore in process memory: the default of the library, lost when the process exits.
 * Runs are copied in and out, so callers never hold the store's own objects.
 *
 * @example
 * const store = createMemoryStore()
 * const run = runAutomation(request, { store })
 */
export function createMemoryStore(): RunStore {
  const runs = new Map<string, StoredRun>()

  function mustGet(runId: string): StoredRun {
    const run = runs.get(runId)
    if (!run) throw new AutomationError('NOT_FOUND', `run ${runId} does not exist`)
    return run
  }

  return {
    name: 'memory',
    async create(run) {
      if (runs.has(run.run_id)) throw new AutomationError('INVALID_INPUT', `run ${run.run_id} already exists`)
      runs.set(run.run_id, structuredClone(run))
    },
    async update(runId, patch) {
      const next = { ...mustGet(runId), ...structuredClone(patch) }
      runs.set(runId, next)
      return structuredClone(next)
    },
    async appendStep(runId, step: RunStep) {
      const run = mustGet(runId)
      run.steps.push(structuredClone(step))
      run.num_of_steps = run.steps.length
    },
    async get(runId) {
      const run = runs.get(runId)
      return run ? structuredClone(run) : null
    },
    async listByStatus(statuses) {
      return [...runs.values()]
        .filter((r) => statuses.includes(r.status))
        .sort(compareRuns)
        .map((r) => structuredClone(r))
    },
    async list(query: RunQuery = {}): Promise<RunPage> {
      const direction = query.sortDirection === 'asc' ? 1 : -1
      const limit = query.limit ?? 20
      const goal = query.goal?.toLowerCase()
      const matching = [...runs.values()]
        .filter(
          (r) =>
            (query.status === undefined || r.status === query.status) &&
            (query.owner === undefined || r.owner === query.owner) &&
            (goal === undefined || r.goal.toLowerCase().includes(goal)) &&
            (query.createdAfter === undefined || r.created_at > query.createdAfter) &&
            (query.createdBefore === undefined || r.created_at < query.createdBefore),
        )
        .sort((a, b) => direction * compareRuns(a, b))
      const after = query.cursor ? decodeCursor(query.cursor) : null
      if (query.cursor && !after) throw new AutomationError('INVALID_INPUT', 'cursor is not valid')
      const rest = after ? matching.filter((r) => direction * compareRuns(r, after) > 0) : matching
      const page = rest.slice(0, limit)
      const last = page.at(-1)
      return {
        runs: page.map((r) => structuredClone(r)),
        total: matching.length,
        nextCursor: rest.length > limit && last ? encodeCursor(last) : null,
      }
    },
  }
}
