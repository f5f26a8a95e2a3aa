/**
 * Every goal case, in one list: those written with the planner (cases.ts), then the held-out
 * sets in the order they were written. Each held-out set was written without reading the
 * planner and measured once before any work on it (its header gives that first run); the
 * planner was then developed against it.
 */
import { cases } from './cases'
import { heldOut3Cases } from './held-out-3-cases'
import { heldOut4Cases } from './held-out-4-cases'
import { heldOut5Cases } from './held-out-5-cases'
import { heldOut6Cases } from './held-out-6-cases'
import { heldOutCases } from './held-out-cases'
import { laterCases } from './later-cases'

export const allCases = [
  ...cases,
  ...laterCases,
  ...heldOutCases,
  ...heldOut3Cases,
  ...heldOut4Cases,
  ...heldOut5Cases,
  ...heldOut6Cases,
]

/** The newest held-out set, reported apart. */
export const newestSet = { file: 'held-out-6-cases.ts', cases: heldOut6Cases }
