/** Held-out round 10 (being written). */
import type { GoalCase } from './cases'

export const round10Cases: GoalCase[] = []
