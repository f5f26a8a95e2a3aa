import { createBrowserPool, createHeuristicPlanner, type Planner, runAutomation } from 'automation-core'
import type { FixtureServer } from '../fixtures/server'
import { rounds } from '../goals/all-cases'
import { percentile } from './stats'

/** How many goals run at once. */
const CONCURRENCY = 4

/**
 * What the embedded planner costs a step: the time of each `next` call (reading the goal,
 * placing words, locating controls, computing answers; no browser time), over every goal of the
 * suite's own cases and the held-out rounds, against the real fixture sites.
 */
export async function benchPlanning(site: FixtureServer): Promise<Record<string, number>> {
  const inner = createHeuristicPlanner()
  const times: number[] = []
  const planner: Planner = {
    name: 'timed',
    async next(input, signal) {
      const started = performance.now()
      try {
        return await inner.next(input, signal)
      } finally {
        times.push(performance.now() - started)
      }
    },
  }
  const goals = rounds
    .filter((r) => r.file === 'cases.ts' || r.file.startsWith('round-'))
    .flatMap((r) => r.cases)
  const pool = createBrowserPool({ concurrency: CONCURRENCY })
  try {
    let next = 0
    const worker = async () => {
      while (next < goals.length) {
        const c = goals[next++]
        if (!c) break
        await runAutomation(
          { url: site.url(c.site), goal: c.goal, agent_config: { max_duration_seconds: 40 } },
          { planner, pool, allowPrivateNetwork: true },
        ).finished
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } finally {
    await pool.close()
  }
  return {
    planning_goals: goals.length,
    planning_steps: times.length,
    planning_step_p50_ms: round(percentile(times, 50)),
    planning_step_p95_ms: round(percentile(times, 95)),
    planning_step_max_ms: round(Math.max(...times)),
  }
}

const round = (n: number) => Math.round(n * 100) / 100
