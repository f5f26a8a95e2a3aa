import {
  type Expected,
  type GoalCase,
  isPerformed,
  isRefusal,
  type OneOf,
  type Unordered,
  type UrlPath,
} from './cases'

/**
 * - correct: the result matches the case (for a refusal case: the run refused);
 * - refused: the run said `result.status === 'failure'` on a goal it should have done (not wrong);
 * - wrong: a success-looking result that does not match (the worst outcome: an invented or wrong answer);
 * - failed: the run ended FAILED or CANCELLED (or the request itself failed).
 */
export type Verdict = 'correct' | 'refused' | 'wrong' | 'failed'

/** What a run answered: the sync response of POST /v1/automation/run, or the run. */
export interface RunOutcome {
  status: string
  result?: unknown
  error?: unknown
}

/**
 * Judges one run against its case. The matching rules are described in cases.ts; `state` is
 * what the site's pages reported for the run (FixtureServer.pageState).
 */
export function judge(caseDef: GoalCase, run: RunOutcome, state?: Record<string, unknown>): Verdict {
  return judgeWithReason(caseDef, run, state).verdict
}

/** Like judge(), with the first mismatch found when the verdict is 'wrong'. */
export function judgeWithReason(
  caseDef: GoalCase,
  run: RunOutcome,
  state?: Record<string, unknown>,
): { verdict: Verdict; reason?: string } {
  if (run.status !== 'COMPLETED') {
    return { verdict: 'failed', reason: `run ${run.status}: ${JSON.stringify(run.error ?? null)}` }
  }
  const result = run.result
  if (isPlainObject(result) && result.status === 'failure') {
    return { verdict: isRefusal(caseDef) ? 'correct' : 'refused' }
  }
  if (isRefusal(caseDef)) {
    return { verdict: 'wrong', reason: 'the goal must be refused (result.status "failure"), got a result' }
  }
  const reason = isPerformed(caseDef)
    ? isPlainObject(result) && result.status === 'done'
      ? undefined
      : `an instruction's result must say status "done", got ${show(result)}`
    : mismatch(caseDef, result)
  const wrongState = reason ?? stateMismatch(caseDef, state)
  return wrongState === undefined ? { verdict: 'correct' } : { verdict: 'wrong', reason: wrongState }
}

/** Why the reported page state does not match the case's `state` (undefined when it does). */
export function stateMismatch(
  caseDef: GoalCase,
  state: Record<string, unknown> | undefined,
): string | undefined {
  if (!caseDef.state) return undefined
  const ctx: Ctx = { subset: false, aliases: new Map(), topKeys: [], site: caseDef.site }
  for (const [key, expected] of Object.entries(caseDef.state)) {
    if (!state || !(key in state))
      return `page state: nothing reported for ${show(key)} (${show(state ?? {})})`
    const why = matchValue(expected, state[key], ctx, `state.${key}`)
    if (why !== undefined) return `page ${why}`
  }
  return undefined
}

/** Why `result` does not match the case (undefined when it matches `expect` or one of `also`). */
export function mismatch(caseDef: GoalCase, result: unknown): string | undefined {
  if (isRefusal(caseDef)) return 'refusal case'
  const candidates = [caseDef.expect as Record<string, Expected>, ...(caseDef.also ?? [])]
  const actual = isPlainObject(result) ? withoutSuccessStatus(result) : result
  let first: string | undefined
  for (const [i, expected] of candidates.entries()) {
    const ctx: Ctx = {
      subset: caseDef.match === 'subset',
      aliases: aliasTable(caseDef.aliases),
      // `keys` name the top-level key of `expect` only, not of the `also` alternatives
      topKeys: i === 0 && Object.keys(expected).length === 1 ? (caseDef.keys ?? []) : [],
      site: caseDef.site,
    }
    const why = matchObject(expected, actual, ctx, 'result', true)
    if (why === undefined) return undefined
    first ??= why
  }
  return candidates.length > 1
    ? `${first} (and none of the ${candidates.length - 1} alternatives matched)`
    : first
}

// ---- matching

interface Ctx {
  subset: boolean
  /** normalised key -> normalised acceptable names (itself included). */
  aliases: Map<string, Set<string>>
  topKeys: string[]
  site: string
}

function aliasTable(aliases: Record<string, string[]> | undefined): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>()
  for (const [key, names] of Object.entries(aliases ?? {})) {
    table.set(normKey(key), new Set([normKey(key), ...names.map(normKey)]))
  }
  return table
}

/** Keys compare without case, spaces, underscores or dashes: old_price = oldPrice = "Old price". */
export function normKey(key: string): string {
  return key
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** Strings compare after NFC and whitespace normalisation. */
export function normText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim()
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isOneOf(value: unknown): value is OneOf {
  return isPlainObject(value) && Array.isArray(value.$oneOf) && Object.keys(value).length === 1
}

function isUrlPath(value: unknown): value is UrlPath {
  return isPlainObject(value) && typeof value.$url === 'string' && Object.keys(value).length === 1
}

function isUnordered(value: unknown): value is Unordered {
  return isPlainObject(value) && Array.isArray(value.$unordered) && Object.keys(value).length === 1
}

function withoutSuccessStatus(result: Record<string, unknown>): Record<string, unknown> {
  if (result.status !== 'success') return result
  const { status: _status, ...rest } = result
  return rest
}

function show(value: unknown): string {
  const text = JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

function matchValue(expected: Expected, actual: unknown, ctx: Ctx, path: string): string | undefined {
  if (isOneOf(expected)) {
    for (const option of expected.$oneOf) {
      if (matchValue(option, actual, ctx, path) === undefined) return undefined
    }
    return `${path}: expected one of ${show(expected.$oneOf)}, got ${show(actual)}`
  }
  if (isUrlPath(expected)) {
    if (typeof actual !== 'string') return `${path}: expected a URL, got ${show(actual)}`
    const got = urlPath(actual.trim(), ctx.site)
    return got === expected.$url
      ? undefined
      : `${path}: expected a URL to ${expected.$url}, got ${show(actual)}`
  }
  if (isUnordered(expected)) return matchUnordered(expected.$unordered, actual, ctx, path)
  if (Array.isArray(expected)) return matchArray(expected, actual, ctx, path)
  if (isPlainObject(expected))
    return matchObject(expected as Record<string, Expected>, actual, ctx, path, false)
  if (typeof expected === 'string') {
    return typeof actual === 'string' && normText(actual) === normText(expected)
      ? undefined
      : `${path}: expected ${show(expected)}, got ${show(actual)}`
  }
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(actual - expected) < 1e-9
      ? undefined
      : `${path}: expected ${show(expected)}, got ${show(actual)}`
  }
  return actual === expected ? undefined : `${path}: expected ${show(expected)}, got ${show(actual)}`
}

/** Path (with search and hash) of a URL on the fixture server, relative ones resolved against the site. */
function urlPath(text: string, site: string): string | undefined {
  try {
    const parsed = new URL(text, `http://127.0.0.1${site}`)
    if (!['127.0.0.1', 'localhost'].includes(parsed.hostname)) return undefined
    if (parsed.protocol !== 'http:') return undefined
    return `${parsed.pathname}${parsed.search}${parsed.hash}`
  } catch {
    return undefined
  }
}

function isScalar(value: Expected): boolean {
  return typeof value === 'string' || typeof value === 'number' || isOneOf(value)
}

/** An array item: a scalar also matches a one-key object holding it (`'Tokyo'` ~ `{ name: 'Tokyo' }`). */
function matchItem(expected: Expected, actual: unknown, ctx: Ctx, path: string): string | undefined {
  const direct = matchValue(expected, actual, ctx, path)
  if (direct === undefined) return undefined
  if (isScalar(expected) && isPlainObject(actual)) {
    const values = Object.values(actual)
    if (values.length === 1 && matchValue(expected, values[0], ctx, path) === undefined) return undefined
  }
  return direct
}

function matchArray(expected: Expected[], actual: unknown, ctx: Ctx, path: string): string | undefined {
  if (!Array.isArray(actual)) return `${path}: expected an array of ${expected.length}, got ${show(actual)}`
  if (actual.length !== expected.length) {
    return `${path}: expected ${expected.length} items, got ${actual.length}: ${show(actual)}`
  }
  for (const [i, item] of expected.entries()) {
    const why = matchItem(item, actual[i], ctx, `${path}[${i}]`)
    if (why !== undefined) return why
  }
  return undefined
}

function matchUnordered(expected: Expected[], actual: unknown, ctx: Ctx, path: string): string | undefined {
  if (!Array.isArray(actual)) return `${path}: expected an array of ${expected.length}, got ${show(actual)}`
  if (actual.length !== expected.length) {
    return `${path}: expected ${expected.length} items, got ${actual.length}: ${show(actual)}`
  }
  // Which actual items each expected item matches, then a perfect matching (small arrays: backtracking).
  const fits = expected.map((item) =>
    actual.flatMap((got, j) => (matchItem(item, got, ctx, path) === undefined ? [j] : [])),
  )
  const used = new Set<number>()
  const assign = (i: number): boolean => {
    if (i === expected.length) return true
    for (const j of fits[i] ?? []) {
      if (used.has(j)) continue
      used.add(j)
      if (assign(i + 1)) return true
      used.delete(j)
    }
    return false
  }
  if (assign(0)) return undefined
  const missing = expected.findIndex((_, i) => (fits[i] ?? []).length === 0)
  return missing >= 0
    ? `${path}: nothing matches expected item ${show(expected[missing])} in ${show(actual)}`
    : `${path}: the items do not pair up with ${show(expected)}: ${show(actual)}`
}

function matchObject(
  expected: Record<string, Expected>,
  actual: unknown,
  ctx: Ctx,
  path: string,
  top: boolean,
): string | undefined {
  if (!isPlainObject(actual)) return `${path}: expected an object, got ${show(actual)}`
  const claimed = new Set<string>()
  for (const [key, value] of Object.entries(expected)) {
    const names = new Set(ctx.aliases.get(normKey(key)) ?? [normKey(key)])
    if (top) for (const name of ctx.topKeys) names.add(normKey(name))
    // Every key of the result under an accepted name is claimed, and each must hold a matching value
    // (`price` and `sale_price` both present: both must be right).
    const found = Object.keys(actual).filter((k) => names.has(normKey(k)) && !claimed.has(k))
    if (found.length === 0) {
      return `${path}: missing key ${show(key)} (or ${show([...names])}) in ${show(actual)}`
    }
    for (const k of found) {
      claimed.add(k)
      const why = matchValue(value, actual[k], ctx, `${path}.${k}`)
      if (why !== undefined) return why
    }
  }
  if (!ctx.subset) {
    const extra = Object.keys(actual).filter((k) => !claimed.has(k))
    if (extra.length > 0) return `${path}: unexpected keys ${show(extra)} in ${show(actual)}`
  }
  return undefined
}

// ---- helpers for the suite's own checks

/** One concrete result that satisfies `expected` (first option of oneOf, the URL's path, unordered reversed). */
export function materialise(expected: Expected): unknown {
  if (isOneOf(expected)) return materialise(expected.$oneOf[0] ?? null)
  if (isUrlPath(expected)) return expected.$url
  if (isUnordered(expected)) return [...expected.$unordered].reverse().map(materialise)
  if (Array.isArray(expected)) return expected.map(materialise)
  if (isPlainObject(expected)) {
    return Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, materialise(v as Expected)]))
  }
  return expected
}

/**
 * Results that differ from `value` in exactly one place: each string leaf changed, each number
 * leaf changed, each boolean flipped, each non-empty array shortened by its last item.
 */
export function mutations(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value} (wrong)`, '']
  if (typeof value === 'number') return [value + 1]
  if (typeof value === 'boolean') return [!value]
  if (Array.isArray(value)) {
    const out: unknown[] = []
    if (value.length > 0) out.push(value.slice(0, -1))
    for (const [i, item] of value.entries()) {
      for (const m of mutations(item)) out.push(value.map((v, j) => (j === i ? m : v)))
    }
    return out
  }
  if (isPlainObject(value)) {
    const out: unknown[] = []
    for (const [key, item] of Object.entries(value)) {
      for (const m of mutations(item)) out.push({ ...value, [key]: m })
    }
    return out
  }
  return []
}

/** Every string an expectation names (all oneOf options), for checking them against the fixtures. */
export function expectedStrings(expected: Expected): Array<string | string[]> {
  if (isOneOf(expected)) {
    const options = expected.$oneOf.filter((o): o is string => typeof o === 'string')
    return options.length > 0 ? [options] : []
  }
  if (isUrlPath(expected)) return []
  if (isUnordered(expected)) return expected.$unordered.flatMap(expectedStrings)
  if (Array.isArray(expected)) return expected.flatMap(expectedStrings)
  if (isPlainObject(expected)) return Object.values(expected).flatMap((v) => expectedStrings(v as Expected))
  return typeof expected === 'string' ? [expected] : []
}
