import { z } from 'zod'
import { DecisionSchema } from '../schemas/decision'

/**
 * The JSON Schema of a Decision for structured output, derived from `DecisionSchema` so the
 * model servers constrain decoding to exactly what the planner then validates. One source for
 * every model planner: Ollama sends it as `format`, OpenAI-compatible servers as
 * `response_format.json_schema`.
 */

type JsonSchema = Record<string, unknown>

/** What {@link decisionJsonSchema} returns: ready for `response_format.json_schema`. */
export interface DecisionJsonSchema {
  name: 'decision'
  schema: JsonSchema
  /** True when `schema` satisfies OpenAI strict mode, so the server may enforce it. */
  strict: boolean
}

/** Options of {@link decisionJsonSchema}. */
export interface DecisionJsonSchemaOptions {
  /**
   * The caller's output schema. When it only uses keywords every structured-output server
   * understands, it is embedded as the shape of `result`, so decoding produces it directly.
   * @default null
   */
  outputSchema?: JsonSchema | null
  /**
   * Aim for OpenAI strict mode: every property required (optional ones nullable) and every
   * object closed. It is only reached when `result` can be closed too, i.e. when an output
   * schema is given and is itself closed; otherwise the loose schema comes back with
   * `strict: false`. Ollama wants the loose one: fewer tokens, same validation.
   * @default true
   */
  strict?: boolean
  /**
   * The run can take no more actions (its last step, a loop, failed calls): the schema only
   * allows `done: true` with no actions.
   * @default false
   */
  finalOnly?: boolean
}

/** The result shape of a goal-level failure; also listed in the prompt. */
export const FAILURE_RESULT_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['failure'] }, reason: { type: 'string' } },
  required: ['status', 'reason'],
  additionalProperties: false,
}

// Keywords the OpenAI strict subset, llama.cpp grammars and Ollama all understand. Anything
// else (minLength, propertyNames, $ref...) is either dropped from our schema or, in a
// caller's output schema, a reason not to embed it.
const PORTABLE_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'anyOf',
  'enum',
  'const',
  'description',
  'title',
  'additionalProperties',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
])

/**
 * The JSON Schema a model's reply must match, for structured output.
 *
 * @example
 * const { schema, strict } = decisionJsonSchema({ outputSchema: request.output_schema })
 * body.response_format = { type: 'json_schema', json_schema: { name: 'decision', schema, strict } }
 */
export function decisionJsonSchema(options: DecisionJsonSchemaOptions = {}): DecisionJsonSchema {
  const { outputSchema = null, strict = true, finalOnly = false } = options
  const embedded = outputSchema && isPortable(outputSchema) ? outputSchema : null
  const canBeStrict = strict && embedded !== null && isClosed(embedded)
  const schema = canBeStrict ? strictBase() : looseBase()
  const props = schema.properties as Record<string, JsonSchema>
  if (embedded) {
    // `$schema` is only meaningful at the root; nested, strict validators reject it.
    const { $schema: _, ...shape } = structuredClone(embedded)
    props.result = { anyOf: [shape, structuredClone(FAILURE_RESULT_SCHEMA), { type: 'null' }] }
  }
  if (finalOnly) {
    props.done = { type: 'boolean', enum: [true] }
    props.actions = { ...props.actions, maxItems: 0 }
    if (!canBeStrict) schema.required = [...new Set([...((schema.required as string[]) ?? []), 'done'])]
  }
  return { name: 'decision', schema, strict: canBeStrict }
}

let loose: JsonSchema | undefined
let strictOne: JsonSchema | undefined

// Cached, then cloned per call: callers embed into `properties.result`.
// The loose one is the input shape (defaulted fields may be left out); the strict one starts
// from the output shape, where defaulted fields are required, so only truly optional fields
// become nullable (`done: false` rather than `done: null`).
function looseBase(): JsonSchema {
  loose ??= clean(z.toJSONSchema(DecisionSchema, { io: 'input' }) as JsonSchema)
  return structuredClone(loose)
}

function strictBase(): JsonSchema {
  strictOne ??= toStrict(clean(z.toJSONSchema(DecisionSchema, { io: 'output' }) as JsonSchema))
  return structuredClone(strictOne)
}

/** Drop what structured-output servers reject, turn `oneOf` into `anyOf`, close objects. */
function clean(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'oneOf' || key === 'anyOf') out.anyOf = (value as JsonSchema[]).map(clean)
    // `enum` of one reads the same and is understood by older grammar converters too.
    else if (key === 'const') out.enum = [value]
    else if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue
    else if (!PORTABLE_KEYWORDS.has(key)) continue
    else if (key === 'properties') out.properties = mapValues(value as Record<string, JsonSchema>, clean)
    else if (key === 'items' || key === 'additionalProperties') {
      out[key] = typeof value === 'object' && value !== null ? clean(value as JsonSchema) : value
    } else out[key] = value
  }
  // `result` is a free-form object (its additionalProperties is `{}`): leave it open.
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) {
    out.additionalProperties = false
  }
  return out
}

/** OpenAI strict: every property required, the optional ones made nullable. */
function toStrict(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node }
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as JsonSchema[]).map(toStrict)
  if (node.items && typeof node.items === 'object') out.items = toStrict(node.items as JsonSchema)
  if (node.properties) {
    const required = new Set((node.required as string[] | undefined) ?? [])
    out.properties = mapValues(node.properties as Record<string, JsonSchema>, (child, key) => {
      const strictChild = toStrict(child)
      return required.has(key) || isNullable(strictChild) ? strictChild : nullable(strictChild)
    })
    out.required = Object.keys(node.properties)
  }
  return out
}

function nullable(node: JsonSchema): JsonSchema {
  const { description, ...rest } = node
  return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] }
}

function isNullable(node: JsonSchema): boolean {
  return Array.isArray(node.anyOf) && (node.anyOf as JsonSchema[]).some((n) => n.type === 'null')
}

/** True when the schema only uses {@link PORTABLE_KEYWORDS} (so no `$ref` that would dangle). */
function isPortable(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return typeof node === 'boolean'
  return Object.entries(node).every(([key, value]) => {
    if (key === '$schema') return true
    if (!PORTABLE_KEYWORDS.has(key)) return false
    if (key === 'properties') return Object.values(value as object).every(isPortable)
    if (key === 'anyOf') return Array.isArray(value) && value.every(isPortable)
    if (key === 'items' || key === 'additionalProperties') return isPortable(value)
    return true
  })
}

/** True when every object of the schema is closed with all its properties required. */
function isClosed(node: JsonSchema): boolean {
  if (node.type === 'object' || node.properties) {
    const keys = Object.keys((node.properties as object | undefined) ?? {})
    const required = (node.required as string[] | undefined) ?? []
    if (node.additionalProperties !== false || !keys.every((k) => required.includes(k))) return false
    if (!Object.values((node.properties as Record<string, JsonSchema>) ?? {}).every(isClosed)) return false
  }
  if (Array.isArray(node.anyOf) && !(node.anyOf as JsonSchema[]).every(isClosed)) return false
  if (node.items && typeof node.items === 'object' && !isClosed(node.items as JsonSchema)) return false
  return true
}

function mapValues<T, U>(obj: Record<string, T>, fn: (value: T, key: string) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v, k)]))
}
