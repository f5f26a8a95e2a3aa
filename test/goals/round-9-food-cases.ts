/**
 * Held-out round 9 (placeholder: the cases are being written by someone who has not read the planner).
 */
import type { GoalCase } from './cases'

export const round9Cases: GoalCase[] = []
