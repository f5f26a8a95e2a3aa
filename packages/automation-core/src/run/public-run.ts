import type { Run } from '../schemas/run'
import type { StoredRun } from '../store/run-store'

/** The run as the API shows it: without its owner, its request and its event count. */
export function toPublicRun(run: StoredRun): Run {
  const { owner: _owner, request: _request, event_count: _events, ...rest } = run
  return rest
}
