/**
 * Held-out round 2 (placeholder: the cases are being written by someone who has not read the planner).
 */
import type { GoalCase } from './cases'

export const round2Cases: GoalCase[] = []
