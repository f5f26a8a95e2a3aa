/**
 * Held-out round 8 (placeholder: the cases are being written by someone who has not read the planner).
 */
import type { GoalCase } from './cases'

export const round8Cases: GoalCase[] = []
