import type { Decision } from '../../../schemas/decision'

/** The decision that ends a run saying why the goal cannot be done: COMPLETED, `{status: 'failure', reason}`. */
export const refusal = (purpose: string, reason: string): Decision => ({
  purpose,
  actions: [],
  done: true,
  result: { status: 'failure', reason },
})

/** The words a refused question ends with. */
export const CANNOT_ANSWER = 'Cannot answer from the page'
