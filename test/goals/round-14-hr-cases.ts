/**
 * Held-out round 14: an HR portal (people directory, leave, payslips) (test/fixtures/sites/hr/), written from the README's
 * grammar of the embedded planner by someone who has not read the planner. Placeholder until the
 * round is written.
 */
import type { GoalCase } from './cases'

export const round14Cases: GoalCase[] = []
