import { AutomationError, errorMessage, isAutomationError } from '../errors'
import type { Usage } from '../schemas/run'
import type { Planner, PlannerInput } from './planner'
import { buildPrompt, type ChatMessage, type PromptOptions } from './prompt'
import { parseDecision } from './reply-parse'

export { extractJson, formatIssues, type ParsedDecision, parseDecision } from './reply-parse'

/**
 * The part every model planner shares: prompt, parse, validate, re-ask. A concrete planner
 * (Ollama, OpenAI-compatible) only supplies `complete`, which sends the messages and returns
 * the model's text, and maps its server's errors with {@link modelServerError}.
 */

/** What a model server reported a call cost, in tokens. */
export interface CallTokens {
  prompt_tokens?: number
  cached_tokens?: number
  completion_tokens?: number
}

/** Sends the chat to a model and returns the text of its reply, with its token counts when the server gives them. */
export type CompleteFn = (
  messages: ChatMessage[],
  signal: AbortSignal,
  input: PlannerInput,
) => Promise<string | { text: string; tokens?: CallTokens }>

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
    modelDriven: true,
    async next(input, signal) {
      let messages = buildPrompt(input, prompt)
      let text = ''
      let problem = ''
      // every call of the step counts, re-asks included
      const usage: Usage = {
        prompt_tokens: 0,
        cached_tokens: 0,
        completion_tokens: 0,
        calls: 0,
        latency_ms: 0,
      }
      for (let attempt = 0; attempt <= maxRetries; attempt++) {
        throwIfCancelled(signal)
        const started = performance.now()
        try {
          const reply = await complete(messages, signal, input)
          text = typeof reply === 'string' ? reply : reply.text
          const tokens = typeof reply === 'string' ? undefined : reply.tokens
          usage.prompt_tokens += tokens?.prompt_tokens ?? 0
          usage.cached_tokens += tokens?.cached_tokens ?? 0
          usage.completion_tokens += tokens?.completion_tokens ?? 0
        } catch (e) {
          throwIfCancelled(signal)
          throw isAutomationError(e)
            ? e
            : new AutomationError('PLANNER_FAILED', `${name}: ${errorMessage(e)}`, { planner: name })
        } finally {
          usage.calls++
          usage.latency_ms += Math.round(performance.now() - started)
        }
        const parsed = parseDecision(text)
        if (parsed.ok && (parsed.decision.done || !input.final)) return { ...parsed.decision, usage }
        problem = parsed.ok ? 'no more actions can be taken: answer done true with a result' : parsed.problem
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
        { planner: name, attempts: maxRetries + 1, problem, reply: quote(text), usage },
      )
    },
  }
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
