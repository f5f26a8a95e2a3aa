/**
 * Output schemas: compiled once (validating a request compiles it, the run reuses it) and
 * results checked against them within a time limit. Costly in both ways when a client wants
 * it to be, so bounded in both: what is kept, and how long a check may take.
 */
import { createContext, Script } from 'node:vm'
import { z } from 'zod'
import { countJsonValues } from './input-limits'
import { zodDetails } from './zod-details'

/**
 * Longest a result may take to check against its output schema. The check runs on the event
 * loop, and a client chooses both the schema and (through the page) the result: a `pattern`
 * that backtracks (`^(a+)+$` against forty a's and a b takes hours), or a large union over a
 * long list, must not stall every other run.
 */
export const OUTPUT_CHECK_TIMEOUT_MS = 25

/** The most mismatches reported for one result: the planner and the client act on the first. */
const MAX_MISMATCHES = 20

/**
 * Compiled schemas are kept up to this many JSON values of schema in all, the least recently
 * used going first. A compiled schema holds up to ~1.5 kB of memory per value of its JSON
 * (~1.5 MB at the limit of 1,000 values): this keeps ~30 MB at most, twenty schemas at the
 * limit or hundreds of ordinary ones. A schema is compiled when its request is validated, and
 * taken from here when its run starts; a run whose schema was dropped meanwhile compiles it again.
 */
const KEPT_VALUES = 20_000

/** A compiled output schema, or why it could not be compiled. */
type Compiled = { validator: z.ZodType; error?: undefined } | { validator: null; error: string }

/** Compiled output schemas by their JSON text, least recently used first, with their weight. */
const compiled = new Map<string, { entry: Compiled; values: number }>()
let keptValues = 0

/**
 * A schema just compiled, by the object that stands for it in the validated request: validating
 * that request again (runAutomation does, after the server) takes it from here, whatever the
 * cache dropped meanwhile. Taken once, so that a run waiting in the queue does not hold it.
 */
const handedOver = new WeakMap<object, Compiled>()

/** The compiled schema, and whether it was handed over by an earlier validation. */
function compile(schema: Record<string, unknown>): { entry: Compiled; handed: boolean } {
  const handed = handedOver.get(schema)
  if (handed) {
    handedOver.delete(schema)
    return { entry: handed, handed: true }
  }
  const key = JSON.stringify(schema)
  const kept = compiled.get(key)
  if (kept) {
    compiled.delete(key)
    compiled.set(key, kept)
    return { entry: kept.entry, handed: false }
  }
  let entry: Compiled
  try {
    // a registry of its own: zod keeps every schema with an `id` in the global one, for ever
    entry = {
      validator: z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], {
        registry: z.registry(),
      }),
    }
  } catch (e) {
    entry = { validator: null, error: e instanceof Error ? e.message : String(e) }
  }
  const values = countJsonValues(schema)
  compiled.set(key, { entry, values })
  keptValues += values
  for (const [oldest, { values: weight }] of compiled) {
    if (keptValues <= KEPT_VALUES || oldest === key) break
    compiled.delete(oldest)
    keptValues -= weight
  }
  return { entry, handed: false }
}

/**
 * Compiles a JSON Schema into a validator; null when the schema itself is not usable. Kept
 * (within a memory budget): validating a request and running it compile the schema once.
 */
export function compileOutputSchema(schema: Record<string, unknown>): z.ZodType | null {
  return compile(schema).entry.validator
}

/**
 * Why a JSON Schema cannot be compiled, or null when it can. The compiled form is handed over
 * to `validated`, the schema's copy in the validated request, unless it was itself handed over.
 */
export function outputSchemaCompileError(schema: Record<string, unknown>, validated?: object): string | null {
  const { entry, handed } = compile(schema)
  if (!handed && validated && entry.validator) handedOver.set(validated, entry)
  return entry.error ?? null
}

// The check runs inside a script with a timeout, so V8 can interrupt it (a regular expression
// that backtracks included); the function it calls lives in this realm.
const checkContext = createContext({ check: () => {} })
const checkScript = new Script('check()')

/**
 * Checks a result against the output schema. Returns the problems as short lines a planner
 * (and a person) can act on (at most 20), or an empty list when it matches. A check that takes
 * longer than {@link OUTPUT_CHECK_TIMEOUT_MS}, twice, is stopped and reported as a problem.
 */
export function outputSchemaMismatches(validator: z.ZodType, result: unknown): string[] {
  let lines: string[] | undefined
  checkContext.check = () => {
    // jitless: zod would otherwise generate code for each object schema on its first use
    // (30 ms for 500 properties), and a result is checked once or twice
    const parsed = validator.safeParse(result, { jitless: true })
    lines = []
    if (parsed.success) return
    const issues = zodDetails(parsed.error)
    for (const d of issues.slice(0, MAX_MISMATCHES)) lines.push(`${d.field}: ${d.message}`)
    if (issues.length > MAX_MISMATCHES) lines.push(`... and ${issues.length - MAX_MISMATCHES} more`)
  }
  try {
    // The limit is wall-clock time: a pause of the whole process (garbage collection, a busy
    // machine) can stop an ordinary check, so a stopped check gets one more try. A check that is
    // costly by itself is stopped again, at twice the limit in all. A try stopped while this
    // process hardly ran (it waited for a CPU on a loaded machine) does not count: up to
    // PAUSED_TRIES of those are tried again, each costing little CPU.
    let costly = 0
    let paused = 0
    while (!runCheck()) {
      if (lastTryCpuMs < OUTPUT_CHECK_TIMEOUT_MS / 2 && paused < PAUSED_TRIES) paused++
      else costly++
      if (costly < 2) continue
      return [
        `(result): could not be checked against output_schema within ${OUTPUT_CHECK_TIMEOUT_MS} ms (a pattern that backtracks, or a schema too costly for a result this large)`,
      ]
    }
  } finally {
    checkContext.check = () => {}
  }
  return lines ?? []
}

/** Tries stopped while the process was not running that are tried again, beyond the one retry. */
const PAUSED_TRIES = 3
/** CPU time (user and system, ms) this process used during the last try. */
let lastTryCpuMs = 0

/** Runs the check within the time limit; false when it was stopped. */
function runCheck(): boolean {
  const before = process.cpuUsage()
  try {
    checkScript.runInContext(checkContext, { timeout: OUTPUT_CHECK_TIMEOUT_MS })
    return true
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw e
    return false
  } finally {
    const used = process.cpuUsage(before)
    lastTryCpuMs = (used.user + used.system) / 1000
  }
}
