import type { Run } from '../schemas/run'
import type { StoredRun } from '../store/run-store'

/** The run as the API shows it: without its owner and the request it was made from. */
export function toPublicRun(run: StoredRun): Run {
  const { owner: _owner, request: _request, ...rest } = run
  return rest
}
