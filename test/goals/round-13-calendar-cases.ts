/**
 * Held-out round 13: a calendar and scheduling app (test/fixtures/sites/calendar/), written by
 * someone who has not read the planner. Placeholder until the round is written.
 */
import type { GoalCase } from './cases'

export const round13Cases: GoalCase[] = []
