/**
 * Held-out round 12: a workspace admin console (test/fixtures/sites/admin/), written by someone
 * who has not read the planner. Placeholder until the round is written.
 */
import type { GoalCase } from './cases'

export const round12Cases: GoalCase[] = []
