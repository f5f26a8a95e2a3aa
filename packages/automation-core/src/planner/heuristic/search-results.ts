import { statedCount } from './count'
import type { StepContext } from './heuristic-planner'
import { norm } from './page-text'

/**
 * Searches that change only part of the page (a widget that lists its matches in place): rows
 * that were on the page before the search are not its results, and the results may be plain
 * lines that no repeated structure holds.
 */

/**
 * Whether a search that changed only part of the page left rows that were all there before it:
 * those are not its results.
 */
export function staleAfterSearch(ctx: StepContext, rows: Record<string, string>[]): boolean {
  const { state } = ctx
  if (state.parsed.ok !== true) return false
  // The last action before this list was a search (a count of its results may come between).
  const lastAction = state.parsed.intents
    .slice(0, state.at)
    .reverse()
    .find((x) => x.kind !== 'count' && x.kind !== 'value')
  if (lastAction?.kind !== 'search') return false
  if (!state.searchedFrom || state.searchedFrom !== ctx.input.observation.url) return false
  const before = norm(state.before.join('\n'))
  const names = rows.map((x) => norm(x.name ?? '')).filter(Boolean)
  return names.length > 0 && names.every((n) => before.includes(n))
}

/**
 * Results a search wrote into the page as lines: after a new line that states their number
 * ("4 recipes match “soup”"), exactly that many new short lines. Undefined if not so.
 */
export function writtenResults(ctx: StepContext, noun: string): Record<string, string>[] | undefined {
  const fresh = addedLines(ctx.state.before, ctx.lines)
  for (const [i, line] of fresh.entries()) {
    const stated = statedCount([line], noun) ?? statedCount([line], 'results')
    if (stated === undefined || stated < 1) continue
    const names = fresh.slice(i + 1, i + 1 + stated)
    if (names.length === stated && names.every((n) => n.length <= 120 && !/\[\d+\]</.test(n)))
      return names.map((name) => ({ name }))
    return undefined
  }
  return undefined
}

/** The lines of `after` that are not in its longest common subsequence with `before`, in order. */
export function addedLines(before: string[], after: string[]): string[] {
  const a = before.slice(0, 2000)
  const b = after.slice(0, 2000)
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const added: string[] = []
  let i = 0
  let j = 0
  while (j < b.length) {
    if (i < a.length && a[i] === b[j]) {
      i++
      j++
    } else if (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++
    else added.push(b[j++]!)
  }
  return added
}
