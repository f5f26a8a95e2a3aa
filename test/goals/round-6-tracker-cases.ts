/**
 * Held-out round 6 (placeholder: the cases are being written by someone who has not read the planner).
 */
import type { GoalCase } from './cases'

export const round6Cases: GoalCase[] = []
