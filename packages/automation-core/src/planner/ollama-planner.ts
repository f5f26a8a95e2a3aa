import { errorMessage } from '../errors'
import { decisionJsonSchema } from './decision-json-schema'
import { createModelPlanner, modelServerError } from './model-planner'
import type { Planner } from './planner'
import type { PromptOptions } from './prompt'
import {
  type ReplyFormat,
  refusesFormat,
  replyFormatOf,
  weakerReplyFormat,
  withSchemaInPrompt,
} from './reply-format'

/** Options of {@link createOllamaPlanner}. */
export interface OllamaPlannerOptions {
  /** The Ollama server. @default process.env.OLLAMA_HOST ?? 'http://127.0.0.1:11434' */
  host?: string
  /** A model pulled on that server. @default process.env.AUTOMATION_MODEL ?? 'qwen2.5:7b' */
  model?: string
  /** @default 0 */
  temperature?: number
  /**
   * Context window asked of Ollama. Its own default (2048 to 4096 tokens, by version) would
   * silently cut the prompt, system message first; a fixed value avoids reloading the model
   * between calls. @default 16384
   */
  numCtx?: number
  /** How long Ollama keeps the model loaded after a call, e.g. '10m'. @default undefined (server default) */
  keepAlive?: string | number
  /** Re-asks after an invalid reply. @default 2 */
  maxRetries?: number
  /** The fetch used for HTTP, e.g. to add a proxy. @default globalThis.fetch, looked up at call time */
  fetch?: typeof fetch
  /** History sizes of the prompt. @default {} */
  prompt?: PromptOptions
}

/**
 * A planner backed by a local Ollama model, with the decision JSON Schema as `format` so
 * decoding is constrained to valid decisions.
 *
 * @example
 * const planner = createOllamaPlanner({ model: 'qwen2.5:7b' })
 * const decision = await planner.next(input, AbortSignal.timeout(60_000))
 */
export function createOllamaPlanner(options: OllamaPlannerOptions = {}): Planner {
  const host = withScheme(options.host ?? process.env.OLLAMA_HOST ?? 'http://127.0.0.1:11434')
  const model = options.model ?? process.env.AUTOMATION_MODEL ?? 'qwen2.5:7b'
  const { temperature = 0, numCtx = 16_384, keepAlive, maxRetries = 2, prompt } = options
  const server = { kind: 'Ollama', url: host, model }

  return createModelPlanner({
    name: `ollama:${model}`,
    maxRetries,
    prompt,
    async complete(messages, signal, input) {
      // The ollama client passes no signal on non-streamed calls, so it goes in through fetch;
      // and fetch is looked up per call so test interceptors (msw) installed later still apply.
      // Loaded on first use: importing automation-core costs nothing for those who never use Ollama.
      const { Ollama } = await import('ollama')
      const client = new Ollama({
        host,
        fetch: (url, init) => (options.fetch ?? globalThis.fetch)(url, { ...init, signal }),
      })
      const { schema } = decisionJsonSchema({
        outputSchema: input.outputSchema,
        strict: false,
        finalOnly: input.final !== undefined,
      })
      // a schema, else any JSON ('json'), else the schema in the prompt: what this model takes
      const ask = (format: ReplyFormat) =>
        client.chat({
          model,
          messages: format === 'schema' ? messages : withSchemaInPrompt(messages, schema),
          stream: false,
          ...(format === 'schema' ? { format: schema } : format === 'json' ? { format: 'json' } : {}),
          options: { temperature, num_ctx: numCtx },
          ...(keepAlive !== undefined ? { keep_alive: keepAlive } : {}),
        })
      try {
        let format = replyFormatOf(host, model, 'schema')
        let response: Awaited<ReturnType<typeof ask>> | undefined
        while (!response) {
          try {
            response = await ask(format)
          } catch (e) {
            const status = (e as { status_code?: unknown }).status_code
            const next =
              (status === 400 || status === 500) && refusesFormat(errorMessage(e))
                ? weakerReplyFormat(host, model, format)
                : null
            if (!next) throw e
            format = next
          }
        }
        // Ollama reports no cache hits: a prompt it reused is simply not evaluated again
        return {
          text: response.message?.content ?? '',
          tokens: { prompt_tokens: response.prompt_eval_count, completion_tokens: response.eval_count },
        }
      } catch (e) {
        if (signal.aborted) throw e
        const status = (e as { status_code?: unknown }).status_code
        if (typeof status !== 'number') {
          throw modelServerError(server, {
            cause: e,
            hint: 'is `ollama serve` running? (OLLAMA_HOST sets the address)',
          })
        }
        if (status === 404) {
          throw modelServerError(server, { status, hint: `run \`ollama pull ${model}\`` })
        }
        throw modelServerError(server, { status, message: (e as Error).message })
      }
    },
  })
}

/** OLLAMA_HOST is often `127.0.0.1:11434` or `0.0.0.0`; name it as the full URL the client uses. */
function withScheme(host: string): string {
  if (/^https?:\/\//.test(host)) return host.replace(/\/+$/, '')
  const bare = host.replace(/\/+$/, '')
  // Like the ollama client: no scheme means http, no port means 11434.
  return `http://${/:\d+$/.test(bare) ? bare : `${bare}:11434`}`
}
