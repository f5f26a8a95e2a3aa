import { jsonProblems, jsonTextProblems, type ValidationDetail } from 'automation-core'
import { ApiError } from './api-error'

/** Callers waiting for a turn of their own, first come first served. */
const waitingForTurn: Array<() => void> = []
let turnScheduled = false

function nextInLine(): void {
  waitingForTurn.shift()?.()
  // an immediate set from inside an immediate runs on the loop's next turn, not this one
  if (waitingForTurn.length > 0) setImmediate(nextInLine)
  else turnScheduled = false
}

/**
 * Resolves on a turn of the event loop of the caller's own: one caller per turn. Costly
 * synchronous work of a request (parsing a large body, compiling a schema) waits for it, so that
 * requests arriving together take turns with timers and I/O instead of running back to back
 * (setImmediate alone would run every one of them in the same turn).
 */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    waitingForTurn.push(resolve)
    if (!turnScheduled) {
      turnScheduled = true
      setImmediate(nextInLine)
    }
  })
}

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * A JSON answer: the route wrapper hands `body` to h3 to serialise, with the status and
 * headers set on the event. (A web Response costs h3 about three times as much per request.)
 */
export interface Reply {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** A JSON answer (the request id header is added by the route wrapper). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, headers, body }
}

/**
 * Reads a JSON body: the content type must be JSON, the body at most 1 MB (413 otherwise,
 * also when a chunked body grows past it), it must parse, nest at most 64 levels, hold at most
 * 20,000 values and no NUL or unpaired surrogate (400 INVALID_INPUT with details otherwise).
 * Depth and size are checked on the text, before JSON.parse spends time on it.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError('INVALID_INPUT', 'the body must be JSON (Content-Type: application/json)', [
      { field: '(headers).content-type', message: `expected application/json, got ${type || 'nothing'}` },
    ])
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  const text = await readLimited(request)
  if (text.trim() === '') {
    throw new ApiError('INVALID_INPUT', 'the body is empty', [
      { field: '(body)', message: 'a JSON object is required' },
    ])
  }
  await nextTurn()
  // depth and size are seen on the text: JSON.parse spends ~30 ms on a megabyte of `{}`
  const shape = jsonTextProblems(text)
  if (shape.length > 0) throw cannotTake(shape)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    throw new ApiError('INVALID_INPUT', 'the body is not valid JSON', [{ field: '(body)', message }])
  }
  // before anything recursive (validation, storage) looks at it
  const problems = jsonProblems(body)
  if (problems.length > 0) throw cannotTake(problems)
  return body
}

function cannotTake(problems: ValidationDetail[]): ApiError {
  const summary = problems.map((p) => `${p.field}: ${p.message}`).join('; ')
  return new ApiError('INVALID_INPUT', `the body cannot be taken: ${summary}`, problems)
}

/** Reads a body as text, at most {@link MAX_BODY_BYTES} (413 PAYLOAD_TOO_LARGE beyond). */
export async function readLimited(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function tooLarge(): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `the body is larger than ${MAX_BODY_BYTES} bytes`)
}

/** Text made safe to put in HTML, in element content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
