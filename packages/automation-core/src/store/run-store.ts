import type { AutomationRequestInput } from '../schemas/request'
import type { Run, RunStatus, RunStep } from '../schemas/run'

/** Filters and paging of {@link RunStore.list}. */
export interface RunQuery {
  status?: RunStatus
  /** Case-insensitive substring of the goal. */
  goal?: string
  createdAfter?: string
  createdBefore?: string
  /** @default 'desc' */
  sortDirection?: 'asc' | 'desc'
  /** @default 20 */
  limit?: number
  /** Opaque cursor from a previous page. */
  cursor?: string
  /** Only runs of this owner (set by the server). */
  owner?: string
}

export interface RunPage {
  runs: Run[]
  total: number
  nextCursor: string | null
}

/**
 * A stored run: the API's Run plus who owns it and the request it was made from (so a
 * PENDING run can be started again after a restart). Neither is shown by the API.
 */
export type StoredRun = Run & {
  owner?: string | null
  request?: AutomationRequestInput | null
  /** How many events the run sent, COMPLETE included (streams resumed after a restart need it). */
  event_count?: number | null
}

/**
 * The storage port. A run's state change is stored before its event is emitted, so the
 * store never knows less than a client was told.
 */
export interface RunStore {
  readonly name: string
  create(run: StoredRun): Promise<void>
  /** Applies a patch and returns the run as stored; throws when the run does not exist. */
  update(runId: string, patch: Partial<Omit<StoredRun, 'run_id' | 'steps'>>): Promise<StoredRun>
  appendStep(runId: string, step: RunStep): Promise<void>
  get(runId: string): Promise<StoredRun | null>
  /** Every run in one of these states, oldest first (for recovery after a restart). */
  listByStatus(statuses: readonly RunStatus[]): Promise<StoredRun[]>
  list(query?: RunQuery): Promise<RunPage>
  dispose?(): Promise<void>
}
