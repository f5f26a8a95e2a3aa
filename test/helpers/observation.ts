import type { Observation, PlannerInput } from 'automation-core'

/**
 * The index of the first interactive element whose line in the observation contains
 * `label` (case-insensitive), as a planner would read it off `[12]Laptops` or `*[12]<input label=Email>`
 * (up to the next element).
 */
export function indexOf(observation: Observation, label: string | RegExp): number {
  const test =
    typeof label === 'string'
      ? (s: string) => s.toLowerCase().includes(label.toLowerCase())
      : (s: string) => label.test(s)
  for (const match of observation.text.matchAll(/\[(\d+)\]([^\n]*?)(?=\s\*?\[\d+\]|\n|$)/g)) {
    if (test(match[2] ?? '')) return Number(match[1])
  }
  throw new Error(`no element matching ${String(label)} in the observation:\n${observation.text}`)
}

/** The items of the last step's extract action, as a planner finds them in its history. */
export function lastExtracted(input: PlannerInput): unknown[] {
  const data = input.history.at(-1)?.outcomes.find((o) => o.action.type === 'extract')?.data as
    | { items?: unknown[] }
    | undefined
  return data?.items ?? []
}
