/**
 * Bounded input: what a request may hold before anything recursive, costly or stored touches
 * it. Checked without recursion (a body of 100,000 nested arrays must not overflow the stack
 * here either), in time linear in the input.
 */
import type { ValidationDetail } from '../errors'

/** The limits, as documented in the README. */
export const INPUT_LIMITS = {
  /** Nesting of a whole request body (objects and arrays). */
  bodyDepth: 64,
  /** `output_schema`, serialized, in bytes. */
  schemaBytes: 65_536,
  /** Properties named anywhere in `output_schema`, in total. */
  schemaProperties: 500,
  /** Nesting of `output_schema`. */
  schemaDepth: 32,
} as const

/** How many problems of one kind are reported: enough to act on, bounded for a hostile body. */
const MAX_REPORTED = 5

/** What an iterative walk visits: a value, its depth, the top-level field it is under. */
interface Visit {
  value: unknown
  depth: number
  field: string
}

/**
 * Problems of a JSON value as a whole: nesting deeper than `maxDepth`, and strings or keys that
 * hold a NUL character or an unpaired surrogate (no database stores them, and no page has
 * them). Each detail names the top-level field it is under ('(body)' for the value itself).
 */
export function jsonProblems(value: unknown, maxDepth: number = INPUT_LIMITS.bodyDepth): ValidationDetail[] {
  const problems: ValidationDetail[] = []
  const seen = new Set<string>()
  const report = (field: string, kind: string, message: string) => {
    if (seen.has(`${field}\u0000${kind}`) || problems.length >= MAX_REPORTED) return
    seen.add(`${field}\u0000${kind}`)
    problems.push({ field, message })
  }
  const stack: Visit[] = [{ value, depth: 0, field: '(body)' }]
  while (stack.length > 0) {
    const { value: current, depth, field } = stack.pop() as Visit
    if (typeof current === 'string') {
      const text = textProblem(current)
      if (text) report(field, 'text', text)
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (depth >= maxDepth) {
      report(field, 'depth', `is nested more than ${maxDepth} levels deep`)
      continue
    }
    const top = depth === 0
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, depth: depth + 1, field })
      continue
    }
    for (const [key, item] of Object.entries(current)) {
      const at = top ? key : field
      const keyProblem = textProblem(key)
      if (keyProblem) report(at, 'key', `has a key that ${keyProblem}`)
      stack.push({ value: item, depth: depth + 1, field: at })
    }
  }
  return problems
}

/** Why a string cannot be taken (a NUL, an unpaired surrogate), or null. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000)'
  if (!(text as string & { isWellFormed(): boolean }).isWellFormed()) {
    return 'contains an unpaired UTF-16 surrogate (not valid Unicode)'
  }
  return null
}

/**
 * Problems of an `output_schema` before it is compiled: its size, how many properties it names,
 * its nesting, and references that point outside it, nowhere, or in a cycle (`{"$ref": "#"}`,
 * a -> b -> a), which no result could be checked against. Each detail is for `output_schema`.
 */
export function outputSchemaProblems(schema: Record<string, unknown>): ValidationDetail[] {
  const problem = (message: string): ValidationDetail[] => [{ field: 'output_schema', message }]
  const bytes = Buffer.byteLength(JSON.stringify(schema))
  if (bytes > INPUT_LIMITS.schemaBytes) {
    return problem(`is ${bytes} bytes long; at most ${INPUT_LIMITS.schemaBytes} are accepted`)
  }
  const depth = jsonProblems(schema, INPUT_LIMITS.schemaDepth).find((p) => /nested/.test(p.message))
  if (depth) return problem(`is nested more than ${INPUT_LIMITS.schemaDepth} levels deep`)
  let properties = 0
  const refs: string[] = []
  const stack: unknown[] = [schema]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    const record = node as Record<string, unknown>
    if (isPlainObject(record.properties)) properties += Object.keys(record.properties).length
    if (typeof record.$ref === 'string') refs.push(record.$ref)
    stack.push(...Object.values(record))
  }
  if (properties > INPUT_LIMITS.schemaProperties) {
    return problem(`names ${properties} properties; at most ${INPUT_LIMITS.schemaProperties} are accepted`)
  }
  const external = refs.find((ref) => !ref.startsWith('#'))
  if (external !== undefined) {
    return problem(
      `$ref ${JSON.stringify(external)} points outside the schema; only local references (#/...) are accepted`,
    )
  }
  for (const ref of refs) {
    if (resolvePointer(schema, ref) === undefined) {
      return problem(`$ref ${JSON.stringify(ref)} points to nothing in the schema`)
    }
  }
  const cycle = refCycle(schema)
  return cycle
    ? problem(
        `$ref ${JSON.stringify(cycle)} refers back to itself (a cycle): recursive schemas are not accepted`,
      )
    : []
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The value a local JSON pointer (`#`, `#/$defs/a`) names, or undefined. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root
  if (!ref.startsWith('#/')) return undefined
  let node: unknown = root
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/**
 * The first reference that, expanded, reaches itself again: depth-first over the schema with
 * every reference followed, each target walked once (white, grey while walked, black after).
 */
function refCycle(schema: Record<string, unknown>): string | null {
  const state = new Map<string, 'grey' | 'black'>([['#', 'grey']])
  // an explicit stack of work: enter a node, or finish a reference target
  type Work = { node: unknown } | { done: string }
  const work: Work[] = [{ node: schema }]
  while (work.length > 0) {
    const item = work.pop() as Work
    if ('done' in item) {
      state.set(item.done, 'black')
      continue
    }
    const node = item.node
    if (node === null || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      for (const child of node) work.push({ node: child })
      continue
    }
    const record = node as Record<string, unknown>
    const ref = record.$ref
    if (typeof ref === 'string') {
      const seen = state.get(ref)
      if (seen === 'grey') return ref
      if (seen === undefined) {
        state.set(ref, 'grey')
        work.push({ done: ref }, { node: resolvePointer(schema, ref) })
      }
    }
    for (const [key, child] of Object.entries(record)) if (key !== '$ref') work.push({ node: child })
  }
  return null
}
