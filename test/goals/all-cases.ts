/**
 * Every goal case, in one list: those written with the planner (cases.ts), then the held-out
 * sets in the order they were written. Each held-out set was written without reading the
 * planner and measured once before any work on it (its header gives that first run); the
 * planner was then developed against it.
 */
import { cases, type GoalCase } from './cases'
import { heldOut3Cases } from './held-out-3-cases'
import { heldOut4Cases } from './held-out-4-cases'
import { heldOut5Cases } from './held-out-5-cases'
import { heldOut6Cases } from './held-out-6-cases'
import { heldOutCases } from './held-out-cases'
import { laterCases } from './later-cases'
import { practiceCases } from './practice-cases'
import { round1Cases } from './round-1-mail-cases'
import { round2Cases } from './round-2-booking-cases'
import { round3Cases } from './round-3-settings-cases'
import { round4Cases } from './round-4-docs-cases'
import { round5Cases } from './round-5-feed-cases'
import { round6Cases } from './round-6-tracker-cases'
import { round7Cases } from './round-7-bank-cases'
import { round8Cases } from './round-8-learning-cases'
import { round9Cases } from './round-9-food-cases'
import { round10Cases } from './round-10-forum-cases'
import { round11Cases } from './round-11-music-cases'
import { round12Cases } from './round-12-admin-cases'
import { round13Cases } from './round-13-calendar-cases'
import { round14Cases } from './round-14-hr-cases'
import { round15Cases } from './round-15-travel-cases'
import { round16Cases } from './round-16-library-cases'
import { round17Cases } from './round-17-gym-cases'
import { round18Cases } from './round-18-cinema-cases'
import { round19Cases } from './round-19-jobs-cases'
import { round20Cases } from './round-20-council-cases'
import { round21Cases } from './round-21-museum-cases'
import { round22Cases } from './round-22-carhire-cases'
import { round23Cases } from './round-23-property-cases'
import { round24Cases } from './round-24-university-cases'
import { round25Cases } from './round-25-league-cases'
import { round26Cases } from './round-26-conference-cases'
import { round27Cases } from './round-27-weather-cases'
import { round28Cases } from './round-28-recipes-cases'
import { round29Cases } from './round-29-bookshop-cases'
import { round30Cases } from './round-30-transit-cases'
import { round31Cases } from './round-31-clinic-cases'

/**
 * Every set, by file. The `round-*` files are the held-out rounds of the embedded planner's
 * grammar: each a new site with goals written by someone who had not read the planner,
 * committed before any work on them (the first run of each is in its header).
 */
export const rounds: Array<{ file: string; cases: GoalCase[] }> = [
  { file: 'cases.ts', cases },
  { file: 'later-cases.ts', cases: laterCases },
  { file: 'held-out-cases.ts', cases: heldOutCases },
  { file: 'held-out-3-cases.ts', cases: heldOut3Cases },
  { file: 'held-out-4-cases.ts', cases: heldOut4Cases },
  { file: 'held-out-5-cases.ts', cases: heldOut5Cases },
  { file: 'held-out-6-cases.ts', cases: heldOut6Cases },
  { file: 'round-1-mail-cases.ts', cases: round1Cases },
  { file: 'round-2-booking-cases.ts', cases: round2Cases },
  { file: 'round-3-settings-cases.ts', cases: round3Cases },
  { file: 'round-4-docs-cases.ts', cases: round4Cases },
  { file: 'round-5-feed-cases.ts', cases: round5Cases },
  { file: 'round-6-tracker-cases.ts', cases: round6Cases },
  { file: 'round-7-bank-cases.ts', cases: round7Cases },
  { file: 'round-8-learning-cases.ts', cases: round8Cases },
  { file: 'round-9-food-cases.ts', cases: round9Cases },
  { file: 'round-10-forum-cases.ts', cases: round10Cases },
  { file: 'round-11-music-cases.ts', cases: round11Cases },
  { file: 'round-12-admin-cases.ts', cases: round12Cases },
  { file: 'round-13-calendar-cases.ts', cases: round13Cases },
  { file: 'round-14-hr-cases.ts', cases: round14Cases },
  { file: 'round-15-travel-cases.ts', cases: round15Cases },
  { file: 'round-16-library-cases.ts', cases: round16Cases },
  { file: 'round-17-gym-cases.ts', cases: round17Cases },
  { file: 'round-18-cinema-cases.ts', cases: round18Cases },
  { file: 'round-19-jobs-cases.ts', cases: round19Cases },
  { file: 'round-20-council-cases.ts', cases: round20Cases },
  { file: 'round-21-museum-cases.ts', cases: round21Cases },
  { file: 'round-22-carhire-cases.ts', cases: round22Cases },
  { file: 'round-23-property-cases.ts', cases: round23Cases },
  { file: 'round-24-university-cases.ts', cases: round24Cases },
  { file: 'round-25-league-cases.ts', cases: round25Cases },
  { file: 'round-26-conference-cases.ts', cases: round26Cases },
  { file: 'round-27-weather-cases.ts', cases: round27Cases },
  { file: 'round-28-recipes-cases.ts', cases: round28Cases },
  { file: 'round-29-bookshop-cases.ts', cases: round29Cases },
  { file: 'round-30-transit-cases.ts', cases: round30Cases },
  { file: 'round-31-clinic-cases.ts', cases: round31Cases },
  { file: 'practice-cases.ts', cases: practiceCases },
]

export const allCases = rounds.flatMap((r) => r.cases)

/** The newest held-out set, reported apart. */
export const newestSet = { file: 'held-out-6-cases.ts', cases: heldOut6Cases }
