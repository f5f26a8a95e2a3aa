/**
 * Held-out round 15: a travel booking site (flight search, fares, passengers, trips) (test/fixtures/sites/travel/), written from the README's
 * grammar of the embedded planner by someone who has not read the planner. Placeholder until the
 * round is written.
 */
import type { GoalCase } from './cases'

export const round15Cases: GoalCase[] = []
