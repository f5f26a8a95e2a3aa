import {
  createBrowserPool,
  createHeuristicPlanner,
  type Planner,
  type PlannerInput,
  runAutomation,
} from 'automation-core'
import type { FixtureServer } from '../fixtures/server'
import { rounds } from '../goals/all-cases'
import { percentile } from './stats'

/** How many goals run at once. */
const CONCURRENCY = 4

/** One step's input as the planner saw it, kept to be planned again with no browser running. */
type Recorded = PlannerInput

/**
 * What the embedded planner costs a step: the time of each `next` call (reading the goal,
 * placing words, locating controls, computing answers; no browser time), over every goal of the
 * suite's own cases and the held-out rounds, against the real fixture sites.
 *
 * Two figures: `live` is timed during the runs, four at once, while their browsers draw on the
 * same cores (on a small machine that wall time includes the browsers' share); `planning_step_*`
 * plans every recorded step again afterwards, one at a time, with the browsers closed: the
 * planner's own cost, and the figure the target is for.
 */
export async function benchPlanning(site: FixtureServer): Promise<Record<string, number>> {
  const inner = createHeuristicPlanner()
  const times: number[] = []
  const runs = new Map<PlannerInput['history'], Recorded[]>()
  const planner: Planner = {
    name: 'timed',
    async next(input, signal) {
      const started = performance.now()
      try {
        return await inner.next(input, signal)
      } finally {
        times.push(performance.now() - started)
        const steps = runs.get(input.history) ?? []
        runs.set(input.history, steps)
        steps.push(structuredClone(input))
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
  const replayed = replay([...runs.values()])
  return {
    planning_goals: goals.length,
    planning_steps: replayed.length,
    planning_step_p50_ms: round(percentile(replayed, 50)),
    planning_step_p95_ms: round(percentile(replayed, 95)),
    planning_step_max_ms: round(Math.max(...replayed)),
    planning_live_step_p50_ms: round(percentile(times, 50)),
    planning_live_step_p95_ms: round(percentile(times, 95)),
  }
}

/**
 * Plans every recorded run again, step by step, with a fresh planner: each run's steps share one
 * history array (the planner keeps a run's progress by it), refilled with what the run had done
 * before that step.
 */
function replay(recorded: Recorded[][]): number[] {
  const planner = createHeuristicPlanner()
  const signal = new AbortController().signal
  const times: number[] = []
  for (const steps of recorded) {
    const history: PlannerInput['history'] = []
    for (const step of steps) {
      history.splice(0, history.length, ...step.history)
      const started = performance.now()
      // the embedded planner decides with no wait inside: the promise is settled when it returns
      planner.next({ ...step, history }, signal).catch(() => undefined)
      times.push(performance.now() - started)
    }
  }
  return times
}

const round = (n: number) => Math.round(n * 100) / 100
