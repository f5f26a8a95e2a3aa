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
  /**
   * JSON values in a whole request body (each object, array, string, number, boolean and null;
   * keys do not count). Parsing and walking a megabyte of `{}` (350,000 values) costs ~30 ms
   * each; 20,000 is far more than any request needs, the output schema's 1,000 included.
   */
  bodyValues: 20_000,
  /** `output_schema`, serialized, in bytes. */
  schemaBytes: 65_536,
  /** Properties named anywhere in `output_schema`, in total. */
  schemaProperties: 500,
  /**
   * JSON values in `output_schema` (objects, arrays, strings, numbers...; keys do not count):
   * what bounds the time compiling it takes and the memory the compiled schema holds (zod
   * spends ~5 µs and keeps ~1 kB a value). An `anyOf` of 20,000 `{}` names no property and fits
   * in 64 KB, yet compiles four times slower than 500 properties; at 1,000 values a compile
   * takes ~5-10 ms.
   */
  schemaValues: 1_000,
  /** Nesting of `output_schema`. */
  schemaDepth: 32,
} as const

/** Limits of a JSON value or text as a whole. */
export interface JsonLimits {
  /** Most levels of objects and arrays. @default INPUT_LIMITS.bodyDepth */
  maxDepth?: number
  /** Most values (objects, arrays, strings, numbers, booleans, nulls; not keys). @default INPUT_LIMITS.bodyValues */
  maxValues?: number
}

/** How many problems of one kind are reported: enough to act on, bounded for a hostile body. */
const MAX_REPORTED = 5

const nestedTooDeep = (maxDepth: number) => `is nested more than ${maxDepth} levels deep`
const tooManyValues = (maxValues: number) =>
  `holds more than ${maxValues} JSON values (each object, array, string, number, boolean or null counts one)`

/**
 * Problems of a JSON value as a whole: nesting deeper than `maxDepth`, more than `maxValues`
 * values (the walk stops there, so its cost is bounded too), and strings or keys that hold a NUL
 * character or an unpaired surrogate (no database stores them, and no page has them). Each
 * detail names the top-level field it is under ('(body)' for the value itself and for the count).
 */
export function jsonProblems(value: unknown, limits: JsonLimits = {}): ValidationDetail[] {
  const maxDepth = limits.maxDepth ?? INPUT_LIMITS.bodyDepth
  const maxValues = limits.maxValues ?? INPUT_LIMITS.bodyValues
  const problems: ValidationDetail[] = []
  const seen = new Set<string>()
  const report = (field: string, kind: string, message: string) => {
    if (seen.has(`${field}\u0000${kind}`) || problems.length >= MAX_REPORTED) return
    seen.add(`${field}\u0000${kind}`)
    problems.push({ field, message })
  }
  // containers still to walk: parallel stacks, so that a visit allocates nothing
  const nodes: object[] = []
  const depths: number[] = []
  const fields: string[] = []
  let values = 0
  const take = (item: unknown, depth: number, field: string) => {
    values++
    if (typeof item === 'string') {
      const text = textProblem(item)
      if (text) report(field, 'text', text)
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) report(field, 'depth', nestedTooDeep(maxDepth))
      else {
        nodes.push(item)
        depths.push(depth)
        fields.push(field)
      }
    }
  }
  take(value, 0, '(body)')
  while (nodes.length > 0 && values <= maxValues) {
    const current = nodes.pop() as object
    const depth = (depths.pop() as number) + 1
    const field = fields.pop() as string
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length && values <= maxValues; i++) take(current[i], depth, field)
      continue
    }
    const record = current as Record<string, unknown>
    for (const key in record) {
      if (values > maxValues) break
      if (!Object.hasOwn(record, key)) continue
      const at = depth === 1 ? key : field
      const keyProblem = textProblem(key)
      if (keyProblem) report(at, 'key', `has a key that ${keyProblem}`)
      take(record[key], depth, at)
    }
  }
  if (values > maxValues) report('(body)', 'values', tooManyValues(maxValues))
  return problems
}

/** How many JSON values `value` holds (objects, arrays, strings, numbers...; keys do not count). */
export function countJsonValues(value: unknown): number {
  let values = 0
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const current = stack.pop()
    values++
    if (current === null || typeof current !== 'object') continue
    if (Array.isArray(current)) for (const item of current) stack.push(item)
    else
      for (const key in current)
        if (Object.hasOwn(current, key)) stack.push((current as Record<string, unknown>)[key])
  }
  return values
}

/**
 * Problems of a JSON text that can be seen without parsing it: nesting deeper than `maxDepth`
 * (named by the top-level field it is under) and more than `maxValues` values. V8 parses a
 * megabyte of `{}` in ~30 ms; this scan refuses it in one or two. Malformed JSON is left to
 * JSON.parse to describe; strings are looked into after parsing, by {@link jsonProblems}.
 */
export function jsonTextProblems(text: string, limits: JsonLimits = {}): ValidationDetail[] {
  const maxDepth = limits.maxDepth ?? INPUT_LIMITS.bodyDepth
  const maxValues = limits.maxValues ?? INPUT_LIMITS.bodyValues
  // whether each open container is an object (1) or an array (0)
  const objects = new Uint8Array(maxDepth + 1)
  let depth = 0
  let values = 0
  let expectKey = false
  let inToken = false
  // the top-level key the scan is under, as its JSON text
  let topKey = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = stringEnd(text, i)
      if (end < 0) return []
      if (!expectKey) values++
      else if (depth === 1) topKey = text.slice(i, end + 1)
      i = end
      inToken = false
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      values++
      if (depth >= maxDepth) return [{ field: fieldOf(topKey, depth), message: nestedTooDeep(maxDepth) }]
      objects[depth++] = c === OPEN_OBJECT ? 1 : 0
      expectKey = c === OPEN_OBJECT
      inToken = false
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth = Math.max(0, depth - 1)
      expectKey = false
      inToken = false
    } else if (c === COMMA) {
      expectKey = depth > 0 && objects[depth - 1] === 1
      inToken = false
    } else if (c === COLON) {
      expectKey = false
      inToken = false
    } else if (c === SPACE || c === TAB || c === LF || c === CR) {
      inToken = false
    } else if (!inToken) {
      // the first character of a number, true, false or null
      values++
      inToken = true
    }
    if (values > maxValues) return [{ field: '(body)', message: tooManyValues(maxValues) }]
  }
  return []
}

// character codes of JSON's structure
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b // {
const CLOSE_OBJECT = 0x7d // }
const OPEN_ARRAY = 0x5b // [
const CLOSE_ARRAY = 0x5d // ]
const COMMA = 0x2c
const COLON = 0x3a
const [SPACE, TAB, LF, CR] = [0x20, 0x09, 0x0a, 0x0d] as const

/** The index of the quote that closes the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let end = start
  for (;;) {
    end = text.indexOf('"', end + 1)
    if (end < 0) return -1
    let backslashes = 0
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return end
  }
}

/** The top-level field a text scan is under: the key's value, or '(body)' at the top. */
function fieldOf(topKey: string, depth: number): string {
  if (topKey === '' || depth < 1) return '(body)'
  try {
    return JSON.parse(topKey) as string
  } catch {
    return '(body)'
  }
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
 * Problems of an `output_schema` before it is compiled: its size, how many properties and values
 * it holds, its nesting, and references that point outside it, nowhere, or in a cycle (`{"$ref": "#"}`,
 * a -> b -> a), which no result could be checked against. Each detail is for `output_schema`.
 */
export function outputSchemaProblems(schema: Record<string, unknown>): ValidationDetail[] {
  const problem = (message: string): ValidationDetail[] => [{ field: 'output_schema', message }]
  const bytes = Buffer.byteLength(JSON.stringify(schema))
  if (bytes > INPUT_LIMITS.schemaBytes) {
    return problem(`is ${bytes} bytes long; at most ${INPUT_LIMITS.schemaBytes} are accepted`)
  }
  const shape = jsonProblems(schema, {
    maxDepth: INPUT_LIMITS.schemaDepth,
    maxValues: INPUT_LIMITS.schemaValues,
  }).find((p) => p.message.startsWith('is nested') || p.message.startsWith('holds more'))
  if (shape) return problem(shape.message)
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
