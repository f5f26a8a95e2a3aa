/**
 * Held-out round 30: placeholder, committed before the round is written. The goals and the site
 * are written by someone who has not read the planner, and run once before any work on them.
 */
import type { GoalCase } from './cases'

export const round30Cases: GoalCase[] = []
