import type { z } from 'zod'
import { AutomationError, errorMessage, isAutomationError } from '../errors'
import { type Decision, DecisionSchema } from '../schemas/decision'
import type { Planner, PlannerInput } from './planner'
import { buildPrompt, type ChatMessage, type PromptOptions } from './prompt'

/**
 * The part every model planner shares: prompt, parse, validate, re-ask. A concrete planner
 * (Ollama, OpenAI-compatible) only supplies `complete`, which sends the messages and returns
 * the model's text, and maps its server's errors with {@link modelServerError}.
 */

/** Sends the chat to a model and returns the text of its reply. */
export type CompleteFn = (
  messages: ChatMessage[],
  signal: AbortSignal,
  input: PlannerInput,
) => Promise<string>

/** Options of {@link createModelPlanner}. */
export interface ModelPlannerOptions {
  /** Shown in events and errors, e.g. `ollama:qwen2.5:7b`. */
  name: string
  complete: CompleteFn
  /** Re-asks after an invalid reply, before giving up with PLANNER_FAILED. @default 2 */
  maxRetries?: number
  /** History sizes of the prompt. @default {} (the {@link PromptOptions} defaults) */
  prompt?: PromptOptions
}

/** Characters of the model's reply quoted in a PLANNER_FAILED message. */
const QUOTE_CHARS = 500

/**
 * A planner that asks a model for each decision.
 *
 * @example
 * const planner = createModelPlanner({
 *   name: 'echo',
 *   complete: async () => '{"purpose":"stop","done":true,"result":{"ok":true}}',
 * })
 */
export function createModelPlanner(options: ModelPlannerOptions): Planner {
  const { name, complete, maxRetries = 2, prompt } = options
  return {
    name,
    async next(input, signal) {
      let messages = buildPrompt(input, prompt)
      let text = ''
      let problem = ''
      for (let attempt = 0; attempt <= maxRetries; attempt++) {
        throwIfCancelled(signal)
        try {
          text = await complete(messages, signal, input)
        } catch (e) {
          throwIfCancelled(signal)
          throw isAutomationError(e)
            ? e
            : new AutomationError('PLANNER_FAILED', `${name}: ${errorMessage(e)}`, { planner: name })
        }
        const parsed = parseDecision(text)
        if (parsed.ok) return parsed.decision
        problem = parsed.problem
        // Keep the bad reply in the conversation so the model corrects it rather than starting over.
        messages = [
          ...messages,
          { role: 'assistant', content: text },
          {
            role: 'user',
            content: `Your reply was not a valid decision: ${problem}. Reply again with only the corrected JSON object.`,
          },
        ]
      }
      throw new AutomationError(
        'PLANNER_FAILED',
        `${name} gave no valid decision after ${maxRetries + 1} attempts: ${problem}. Last reply: ${quote(text)}`,
        { planner: name, attempts: maxRetries + 1, problem, reply: quote(text) },
      )
    },
  }
}

/** What {@link parseDecision} returns: the decision, or why the text is not one. */
export type ParsedDecision = { ok: true; decision: Decision } | { ok: false; problem: string }

/**
 * Parses a model's reply into a Decision. Tolerates ```json fences, prose around the object and
 * `null` for optional action fields (structured output in strict mode sends those).
 */
export function parseDecision(text: string): ParsedDecision {
  const json = extractJson(text)
  if (!json.ok) return json
  const result = DecisionSchema.safeParse(dropNullActionFields(json.value))
  if (result.success) return { ok: true, decision: result.data }
  return { ok: false, problem: formatIssues(result.error.issues) }
}

/** The first JSON object in `text`: the whole text, a fenced block, or the first balanced `{...}`. */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, problem: 'the reply is empty' }
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(trimmed)?.[1]
  const candidates = [trimmed, fenced, firstObject(trimmed)].filter((c): c is string => !!c)
  let lastError = ''
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate)
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value }
      lastError = 'the reply is JSON but not an object'
    } catch (e) {
      lastError = `the reply is not valid JSON (${errorMessage(e)})`
    }
  }
  if (!trimmed.includes('{')) return { ok: false, problem: 'the reply contains no JSON object' }
  return { ok: false, problem: lastError }
}

/** The first balanced `{...}` of `text`, braces inside strings ignored. */
function firstObject(text: string): string | undefined {
  const start = text.indexOf('{')
  if (start < 0) return undefined
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  return undefined
}

// Strict structured output makes optional fields nullable; small models send nulls anyway.
// `null` means "not given" here, so it is dropped before validation.
function dropNullActionFields(value: unknown): unknown {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  if (out.actions === null) delete out.actions
  if (out.done === null) delete out.done
  if (Array.isArray(out.actions)) {
    out.actions = out.actions.map((a: unknown) =>
      typeof a === 'object' && a !== null
        ? Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null))
        : a,
    )
  }
  return out
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

function quote(text: string): string {
  return text.length <= QUOTE_CHARS ? text : `${text.slice(0, QUOTE_CHARS)}...(truncated)`
}

/**
 * Throws when `signal` is aborted: its reason when that is already an AutomationError (e.g.
 * LIMIT_REACHED from the run's timer), else CANCELLED.
 */
export function throwIfCancelled(signal: AbortSignal): void {
  if (!signal.aborted) return
  if (isAutomationError(signal.reason)) throw signal.reason
  throw new AutomationError('CANCELLED', 'the planner call was cancelled', {
    reason: errorMessage(signal.reason),
  })
}

/** Where a model call went, for error messages. Never the API key. */
export interface ModelServer {
  /** Which kind of server: `Ollama`, `OpenAI-compatible server`. */
  kind: string
  url: string
  model: string
}

/**
 * A model server's failure as a PLANNER_FAILED error a person can act on; `data.retryable` is
 * true when trying again later may work (connection refused, 5xx, 429).
 */
export function modelServerError(
  server: ModelServer,
  failure: { status?: number; message?: string; cause?: unknown; hint?: string },
): AutomationError {
  const { status, hint } = failure
  const detail = failure.message ? `: ${truncateLine(failure.message)}` : ''
  const data = { server: server.url, model: server.model, status, retryable: false }
  if (status === undefined) {
    const code = connectionCode(failure.cause)
    return new AutomationError(
      'PLANNER_FAILED',
      `cannot reach ${server.kind} at ${server.url}${code ? ` (${code})` : ''}${detail}${hint ? `; ${hint}` : ''}`,
      { ...data, retryable: true, code },
    )
  }
  const retryable = status >= 500 || status === 429 || status === 408
  const what =
    status === 404
      ? `model '${server.model}' not found on ${server.url}`
      : `${server.kind} at ${server.url} answered ${status} for model '${server.model}'`
  return new AutomationError('PLANNER_FAILED', `${what}${detail}${hint ? `; ${hint}` : ''}`, {
    ...data,
    retryable,
  })
}

/** ECONNREFUSED and friends, from Node's `fetch failed` TypeError or its cause. */
function connectionCode(cause: unknown): string | undefined {
  for (let e = cause, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

function truncateLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= 300 ? line : `${line.slice(0, 300)}...`
}
