/** Percentile of a list of numbers (nearest rank), rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[rank] ?? Number.NaN) * 10) / 10
}

/** Runs `fn` `times` times after `warmup` unmeasured runs; returns the durations in ms. */
export async function timeIt(fn: () => Promise<unknown>, times: number, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn()
  const durations: number[] = []
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    await fn()
    durations.push(performance.now() - t0)
  }
  return durations
}
