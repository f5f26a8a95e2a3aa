import type { z } from 'zod'
import { errorMessage } from '../errors'
import { ActionSchema, type Decision, DecisionSchema } from '../schemas/decision'

/**
 * Reads a model's reply as a decision, the way small local models actually answer: a
 * `<think>` block first, prose around the JSON, several objects of which one is the decision,
 * an action written as `{"click": {"index": 3}}`, numbers and booleans in quotes, or a reply
 * cut off mid-way whose complete actions are still worth carrying out.
 */

/** What {@link parseDecision} returns: the decision, or why the text is not one. */
export type ParsedDecision =
  | { ok: true; decision: Decision; partial?: boolean }
  | { ok: false; problem: string }

const ACTION_TYPES = new Set<string>(ActionSchema.options.map((option) => option.shape.type.value))
const NUMBER_FIELDS = ['index', 'ms', 'tab', 'limit', 'skip', 'amount', 'container'] as const
const BOOLEAN_FIELDS = ['checked', 'submit'] as const

/** A field of an action, by the kind of value it takes. */
interface FieldKind {
  key: string
  kind: string
  /** The values of an enum field. */
  values?: readonly unknown[]
}

/** The fields of each action type, for reading a bare value (`{"click": 3}`) into one. */
const ACTION_FIELDS = new Map<string, FieldKind[]>(
  ActionSchema.options.map((option) => [
    option.shape.type.value,
    Object.entries(option.shape as Record<string, z.ZodType>)
      .filter(([key]) => key !== 'type')
      .map(([key, schema]) => {
        let inner = schema
        while (['optional', 'default', 'nullable'].includes(inner.def.type)) {
          inner = (inner.def as unknown as { innerType: z.ZodType }).innerType
        }
        const values = inner.def.type === 'enum' ? (inner as z.ZodEnum).options : undefined
        return { key, kind: inner.def.type, values }
      }),
  ]),
)

/**
 * The field a bare value fills: a number goes to `index` (or the action's number field:
 * `{"close_tab": 1}`), text to the first text field or enum that takes it (`{"find_text":
 * "Refunds"}`, `{"scroll": "up"}`, `{"navigate": "https://..."}`); `index` when none fits.
 */
function bareValueField(type: string, value: unknown): string {
  const fields = ACTION_FIELDS.get(type) ?? []
  const numeric = typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))
  const field = numeric
    ? (fields.find((f) => f.key === 'index') ?? fields.find((f) => f.kind === 'number'))
    : typeof value === 'string'
      ? fields.find((f) => f.kind === 'string' || f.values?.includes(value))
      : undefined
  return field?.key ?? 'index'
}

/**
 * Parses a model's reply into a Decision: every JSON object of the reply is tried in order
 * (after any `<think>` block), aliases are read as their actions, and a reply cut off inside
 * its actions gives the actions that are complete (`partial: true`, never done).
 */
export function parseDecision(text: string): ParsedDecision {
  const cleaned = withoutThinking(text).trim()
  if (!cleaned) return { ok: false, problem: 'the reply is empty' }
  let firstProblem: string | undefined
  for (const candidate of jsonCandidates(cleaned)) {
    let value: unknown
    try {
      value = JSON.parse(candidate)
    } catch (e) {
      firstProblem ??= `the reply is not valid JSON (${errorMessage(e)})`
      continue
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      firstProblem ??= 'the reply is JSON but not an object'
      continue
    }
    const result = DecisionSchema.safeParse(normalizeDecision(value))
    if (result.success) return { ok: true, decision: result.data }
    firstProblem ??= formatIssues(result.error.issues)
  }
  const cut = completeActionsOfCutReply(cleaned)
  if (cut) return { ok: true, decision: cut, partial: true }
  if (!cleaned.includes('{')) return { ok: false, problem: 'the reply contains no JSON object' }
  return { ok: false, problem: firstProblem ?? 'the reply holds no complete JSON object' }
}

/** The first JSON object of `text` (after any `<think>` block), for callers that want the raw value. */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const cleaned = withoutThinking(text).trim()
  if (!cleaned) return { ok: false, problem: 'the reply is empty' }
  let lastError = ''
  for (const candidate of jsonCandidates(cleaned)) {
    try {
      const value: unknown = JSON.parse(candidate)
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value }
      lastError = 'the reply is JSON but not an object'
    } catch (e) {
      lastError = `the reply is not valid JSON (${errorMessage(e)})`
    }
  }
  if (!cleaned.includes('{')) return { ok: false, problem: 'the reply contains no JSON object' }
  return { ok: false, problem: lastError }
}

/** Zod issues as one line a model can act on: `actions.0.index: expected number, got string`. */
export function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const path = issue.path.length ? issue.path.join('.') : 'the object'
      if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)) {
        return `${path}: unknown action type; use one of ${issue.options.join(', ')}`
      }
      const missing = /expected (\w+), received undefined$/.exec(issue.message)
      if (missing) return `${path}: missing (required ${missing[1]})`
      return `${path}: ${issue.message.replace(/^Invalid input: /, '')}`
    })
    .join('; ')
}

/** Reasoning models (DeepSeek-R1, Qwen3) think aloud first; an unclosed block ends at the first `{`. */
function withoutThinking(text: string): string {
  const closed = text.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '')
  const open = /<think(?:ing)?>/i.exec(closed)
  if (!open) return closed
  const brace = closed.indexOf('{', open.index)
  return brace < 0 ? closed.slice(0, open.index) : closed.slice(brace)
}

/** The whole text, each fenced block, then every top-level balanced `{...}` in order. */
function jsonCandidates(text: string): string[] {
  const fenced = [...text.matchAll(/```(?:json)?\s*\n?([\s\S]*?)```/gi)].map((m) => m[1] as string)
  const seen = new Set<string>()
  return [text, ...fenced, ...balancedObjects(text)].filter((c) => {
    const key = c.trim()
    if (!key || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Every top-level balanced `{...}` of `text`, braces inside strings ignored. */
function balancedObjects(text: string): string[] {
  const found: string[] = []
  let from = text.indexOf('{')
  while (from >= 0) {
    const end = objectEnd(text, from)
    if (end < 0) break
    found.push(text.slice(from, end + 1))
    from = text.indexOf('{', end + 1)
  }
  return found
}

/** Where the object opened at `start` closes, or -1 when the text ends first. */
function objectEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  return -1
}

/**
 * A decision as small models write it, put in the schema's shape: nulls meaning "not given"
 * dropped, one action not in a list, actions named by their key or by `action`, numbers and
 * booleans in quotes.
 */
function normalizeDecision(value: object): unknown {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  if (out.actions === null) delete out.actions
  if (out.done === null) delete out.done
  if (out.done === 'true' || out.done === 'false') out.done = out.done === 'true'
  if (out.actions && !Array.isArray(out.actions) && typeof out.actions === 'object')
    out.actions = [out.actions]
  if (Array.isArray(out.actions)) out.actions = out.actions.map(normalizeAction)
  return out
}

function normalizeAction(action: unknown): unknown {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return action
  // {"reload": null}: an action with nothing to say, before nulls are dropped as "not given"
  const only = Object.keys(action)
  if (
    only.length === 1 &&
    ACTION_TYPES.has(only[0]!) &&
    (action as Record<string, unknown>)[only[0]!] === null
  )
    return { type: only[0] }
  let out: Record<string, unknown> = Object.fromEntries(Object.entries(action).filter(([, v]) => v !== null))
  if (out.type === undefined && typeof out.action === 'string') {
    const { action: name, ...rest } = out
    out = { type: name, ...rest }
  }
  if (out.type === undefined) {
    // {"click": {"index": 3}}, {"click": 3}, {"reload": {}}, {"find_text": "Refunds"}
    const keys = Object.keys(out)
    const name = keys.length === 1 ? (keys[0] as string) : undefined
    if (name && ACTION_TYPES.has(name)) {
      const inner = out[name]
      out =
        typeof inner === 'object' && inner !== null && !Array.isArray(inner)
          ? { type: name, ...(inner as Record<string, unknown>) }
          : inner === true || inner === undefined
            ? { type: name }
            : { type: name, [bareValueField(name, inner)]: inner }
    }
  }
  for (const field of NUMBER_FIELDS)
    if (typeof out[field] === 'string' && /^\s*\d+\s*$/.test(out[field] as string))
      out[field] = Number(out[field])
  for (const field of BOOLEAN_FIELDS)
    if (out[field] === 'true' || out[field] === 'false') out[field] = out[field] === 'true'
  return out
}

/**
 * A reply cut off mid-way (the server's token limit): the actions whose objects are complete,
 * with the purpose when it was written. Never a done decision: what came after is unknown.
 */
function completeActionsOfCutReply(text: string): Decision | null {
  const start = text.indexOf('{')
  if (start < 0 || objectEnd(text, start) >= 0) return null
  const list = /"actions"\s*:\s*\[/.exec(text.slice(start))
  if (!list) return null
  const actions: unknown[] = []
  let at = start + list.index + list[0].length
  for (;;) {
    const open = text.indexOf('{', at)
    if (open < 0) break
    // only what sits directly in the list: a comma and spaces between two actions
    if (!/^[\s,]*$/.test(text.slice(at, open))) break
    const end = objectEnd(text, open)
    if (end < 0) break
    try {
      actions.push(normalizeAction(JSON.parse(text.slice(open, end + 1))))
    } catch {
      break
    }
    at = end + 1
  }
  const valid = actions.filter((a) => ActionSchema.safeParse(a).success)
  if (valid.length === 0 || valid.length < actions.length) return null
  const purpose = /"purpose"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text.slice(start))?.[1]
  const decision = DecisionSchema.safeParse({
    purpose: purpose ? JSON.parse(`"${purpose}"`) : 'Carry out the actions of a reply that was cut off',
    actions: valid,
  })
  return decision.success ? decision.data : null
}
