/**
 * How a model server is asked for JSON, from the strongest to the weakest: a strict JSON
 * Schema, a loose one, any JSON object, or only the schema written in the prompt. A server that
 * refuses one is asked with the next, and the answer is remembered per server and model, so
 * later runs start with what worked.
 */
export type ReplyFormat = 'strict' | 'schema' | 'json' | 'prompt'

const ORDER: readonly ReplyFormat[] = ['strict', 'schema', 'json', 'prompt']
const remembered = new Map<string, ReplyFormat>()

/** The format to ask `model` on `server` with first. */
export function replyFormatOf(server: string, model: string, start: ReplyFormat = 'strict'): ReplyFormat {
  return remembered.get(`${server}\n${model}`) ?? start
}

/** The next weaker format after a refusal (remembered), or null when none is left. */
export function weakerReplyFormat(server: string, model: string, refused: ReplyFormat): ReplyFormat | null {
  const next = ORDER[ORDER.indexOf(refused) + 1] ?? null
  if (next) remembered.set(`${server}\n${model}`, next)
  return next
}

/** Whether a server's error message says it does not take the format it was asked with. */
export function refusesFormat(message: string): boolean {
  return /response_format|json_schema|json schema|schema|strict|structured|format|not supported|unsupported/i.test(
    message,
  )
}

/** The system message with the decision schema written out, for servers that constrain nothing. */
export function withSchemaInPrompt<M extends { role: string; content: string }>(
  messages: M[],
  schema: unknown,
): M[] {
  return messages.map((m, i) =>
    i === 0 && m.role === 'system'
      ? {
          ...m,
          content: `${m.content}\n\nReply with one JSON object and nothing else. It must match this JSON Schema:\n${JSON.stringify(schema)}`,
        }
      : m,
  )
}

/** Forgets what was learnt (tests). */
export function forgetReplyFormats(): void {
  remembered.clear()
}
