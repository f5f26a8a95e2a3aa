import { AutomationError } from '../errors'
import { decisionJsonSchema } from './decision-json-schema'
import { createModelPlanner, type ModelServer, modelServerError } from './model-planner'
import type { Planner, PlannerInput } from './planner'
import type { ChatMessage, PromptOptions } from './prompt'
import { refusesFormat, replyFormatOf, weakerReplyFormat, withSchemaInPrompt } from './reply-format'

/** Options of {@link createOpenAIPlanner}. */
export interface OpenAIPlannerOptions {
  /**
   * Any OpenAI-compatible `/v1` endpoint: OpenAI, vLLM, llama.cpp server, LM Studio.
   * @default process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1'
   */
  baseUrl?: string
  /** Sent as a Bearer token when set; local servers usually need none. @default process.env.OPENAI_API_KEY */
  apiKey?: string
  /** @default process.env.AUTOMATION_MODEL ?? 'gpt-4o-mini' */
  model?: string
  /** `null` leaves it out, for models that only accept their own. @default 0 */
  temperature?: number | null
  /**
   * Ask for strict structured output when the schema allows it (see `decisionJsonSchema`).
   * A server that refuses a format is asked with the next weaker one (strict schema, loose
   * schema, `json_object`, the schema in the prompt), remembered per server and model.
   * @default true
   */
  strict?: boolean
  /** Re-asks after an invalid reply. @default 2 */
  maxRetries?: number
  /** The fetch used for HTTP. @default globalThis.fetch, looked up at call time */
  fetch?: typeof fetch
  /** History sizes of the prompt. @default {} */
  prompt?: PromptOptions
}

/** The part of a chat completion this planner reads. */
interface ChatCompletion {
  choices?: Array<{ message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }>
  usage?: {
    prompt_tokens?: number
    completion_tokens?: number
    prompt_tokens_details?: { cached_tokens?: number } | null
  } | null
}

/**
 * A planner backed by an OpenAI-compatible chat completions endpoint, with the decision JSON
 * Schema as `response_format` so the server constrains decoding.
 *
 * @example
 * // a local llama.cpp server, no key
 * const planner = createOpenAIPlanner({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'qwen2.5-7b-instruct' })
 */
export function createOpenAIPlanner(options: OpenAIPlannerOptions = {}): Planner {
  const baseUrl = (options.baseUrl ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(
    /\/+$/,
    '',
  )
  const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY
  const model = options.model ?? process.env.AUTOMATION_MODEL ?? 'gpt-4o-mini'
  const { temperature = 0, maxRetries = 2, prompt } = options
  const url = `${baseUrl}/chat/completions`
  const server: ModelServer = { kind: 'OpenAI-compatible server', url: baseUrl, model }
  // what this server takes, learnt per model; strict: false starts one step weaker
  const start = options.strict === false ? 'schema' : 'strict'

  // Only the text of a server's error is kept, with anything that looks like the key masked:
  // some servers quote the key they were sent.
  const redact = (text: string) => {
    const masked = apiKey && apiKey.length >= 4 ? text.split(apiKey).join('***') : text
    return masked.replace(/\bsk-[\w*-]{6,}/g, 'sk-***')
  }

  async function post(messages: ChatMessage[], input: PlannerInput, signal: AbortSignal): Promise<Response> {
    const format = replyFormatOf(baseUrl, model, start)
    const { name, schema, strict } = decisionJsonSchema({
      outputSchema: input.outputSchema,
      strict: format === 'strict',
      finalOnly: input.final !== undefined,
    })
    const body = {
      model,
      messages: format === 'prompt' || format === 'json' ? withSchemaInPrompt(messages, schema) : messages,
      ...(temperature === null ? {} : { temperature }),
      ...(format === 'strict' || format === 'schema'
        ? { response_format: { type: 'json_schema', json_schema: { name, schema, strict } } }
        : format === 'json'
          ? { response_format: { type: 'json_object' } }
          : {}),
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (apiKey) headers.authorization = `Bearer ${apiKey}`
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      })
      // A format the server cannot take is a 400 (or 422) that says so: ask with the next weaker
      // one (a strict schema it cannot compile, then any schema, then any JSON object, then none).
      if ((response.status === 400 || response.status === 422) && format !== 'prompt') {
        const message = await errorText(response)
        if (refusesFormat(message) && weakerReplyFormat(baseUrl, model, format))
          return post(messages, input, signal)
        throw failure(response.status, message)
      }
      return response
    } catch (e) {
      if (signal.aborted || e instanceof AutomationError) throw e
      throw modelServerError(server, { cause: e, hint: `check that ${baseUrl} is up` })
    }
  }

  function failure(status: number, message: string): AutomationError {
    const hint =
      status === 401 || status === 403
        ? apiKey
          ? 'check OPENAI_API_KEY'
          : 'set OPENAI_API_KEY'
        : status === 404
          ? 'check the model name, and that the base URL ends with /v1'
          : undefined
    return modelServerError(server, { status, message: redact(message), hint })
  }

  return createModelPlanner({
    name: `openai:${model}`,
    maxRetries,
    prompt,
    async complete(messages, signal, input) {
      const response = await post(messages, input, signal)
      if (!response.ok) throw failure(response.status, await errorText(response))
      let completion: ChatCompletion
      try {
        completion = (await response.json()) as ChatCompletion
      } catch (e) {
        if (signal.aborted) throw e
        throw modelServerError(server, { status: response.status, message: 'the response is not JSON' })
      }
      const message = completion.choices?.[0]?.message
      if (message?.refusal) {
        throw new AutomationError('PLANNER_FAILED', `model '${model}' refused: ${redact(message.refusal)}`, {
          server: baseUrl,
          model,
          retryable: false,
        })
      }
      // An empty reply fails validation and is re-asked; a cut one (finish_reason 'length') gives
      // its complete actions.
      return {
        text: message?.content ?? '',
        tokens: {
          prompt_tokens: completion.usage?.prompt_tokens,
          cached_tokens: completion.usage?.prompt_tokens_details?.cached_tokens,
          completion_tokens: completion.usage?.completion_tokens,
        },
      }
    },
  })
}

/** The message of an error body: OpenAI `{error: {message}}`, vLLM `{message}`, or the text. */
async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown }
    if (typeof body.error === 'string') return body.error
    if (typeof body.error?.message === 'string') return body.error.message
    if (typeof body.message === 'string') return body.message
  } catch {
    // not JSON: the text itself, e.g. a proxy's HTML error page
  }
  return text || response.statusText
}
