import { randomUUID } from 'node:crypto'
import { isFinalStatus, type RunStore, stepScreenshotFile, toPublicRun } from 'automation-core'
import { H3, type H3Event } from 'h3'
import { type AddressLimits, createAddressLimits } from '../auth/address-limits'
import type { ApiKeyRecord, KeyStore } from '../auth/key-store'
import type { RateLimiter } from '../auth/rate-limiter'
import { mountDashboard } from '../dashboard/dashboard-routes'
import type { SessionStore } from '../dashboard/sessions'
import { type LiveRouteOptions, mountLive } from '../live/live-routes'
import { type McpOptions, mountMcp } from '../mcp/mount-mcp'
import type { RunManager } from '../runs/run-manager'
import { ApiError, apiErrorOf, errorReply } from './api-error'
import { authenticate } from './auth'
import { json, type Reply, readJsonBody } from './http'
import { docsPage, openApiDocument } from './openapi'
import { listRuns, ownedRun, syncResponse } from './runs-api'
import { parseLastEventId, streamRun, streamStoredRun } from './sse'

export interface AppOptions {
  runs: RunManager
  store: RunStore
  keys: KeyStore
  limiter: RateLimiter
  /**
   * Limits per client address (key guessing, OAuth registration, consent pages and tokens).
   * @default createAddressLimits()
   */
  addresses?: AddressLimits
  /** Told about every 5xx, with its request id (never sent to the client). */
  log?: (line: string) => void
  /** Version shown by /healthz and the OpenAPI document. */
  version?: string
  /** Serves `POST /mcp` and its OAuth 2.1 authorization server; absent, neither is mounted. */
  mcp?: McpOptions
  /** Serves the live view and step screenshots; absent, neither is mounted. */
  live?: Omit<LiveRouteOptions, 'runs' | 'store' | 'baseUrl'>
  /** The origin clients reach the server at (behind a proxy). @default each request's own */
  publicUrl?: string
  /** Serves the dashboard at `/` (needs `live` for screenshots); absent, it is not mounted. */
  dashboard?: { sessions: SessionStore; sessionTtlMs: number }
}

type Answer = Response | Reply
type Handler = (event: H3Event, requestId: string) => Promise<Answer> | Answer
type KeyedHandler = (event: H3Event, requestId: string, key: ApiKeyRecord) => Promise<Answer> | Answer

/**
 * The h3 app of the API: thin adapters from HTTP to the run manager and the store. Every
 * error leaves through one envelope; nothing else (no stack trace) reaches a client.
 */
export function createApp(options: AppOptions): H3 {
  const { runs, store, keys, limiter } = options
  const addresses = options.addresses ?? createAddressLimits()
  const log = options.log ?? (() => {})
  /** Where the client reached the server: the base of the URLs handed out. */
  const baseUrl = (event: H3Event) => options.publicUrl ?? event.url.origin
  const app = new H3({
    // what h3 refuses before any route runs (a path that is not valid percent-encoding, which
    // it answers 400 on its own) leaves through the same envelope, with details
    onError(error, event) {
      const requestId = randomUUID()
      const refused =
        error.status === 400
          ? new ApiError('INVALID_INPUT', 'the request cannot be read', [
              event.url.pathname.includes('%')
                ? { field: '(path)', message: 'is not valid percent-encoding' }
                : { field: '(request)', message: error.message },
            ])
          : new ApiError(
              'INTERNAL_ERROR',
              `unexpected server error (request id ${requestId}); retry after a delay`,
            )
      if (refused.code === 'INTERNAL_ERROR')
        log(`request ${requestId} failed before routing: ${error.message}`)
      const reply = errorReply(refused, requestId)
      return Response.json(reply.body, {
        status: reply.status,
        headers: { ...reply.headers, 'x-request-id': requestId },
      })
    },
  })

  /** Sends an answer: a Response as it is, a Reply as JSON through h3 with its status and headers. */
  const send = (event: H3Event, requestId: string, answer: Answer): unknown => {
    if (answer instanceof Response) return answer
    event.res.status = answer.status
    event.res.headers.set('x-request-id', requestId)
    for (const [name, value] of Object.entries(answer.headers)) event.res.headers.set(name, value)
    return answer.body
  }
  const route =
    (handler: Handler) =>
    async (event: H3Event): Promise<unknown> => {
      const requestId = event.req.headers.get('x-request-id')?.slice(0, 100) || randomUUID()
      try {
        return send(event, requestId, await handler(event, requestId))
      } catch (e) {
        const known = apiErrorOf(e)
        if (known) return send(event, requestId, errorReply(known, requestId))
        log(
          `request ${requestId} ${event.req.method} ${event.url.pathname} failed: ${e instanceof Error ? (e.stack ?? e.message) : e}`,
        )
        const internal = new ApiError(
          'INTERNAL_ERROR',
          `unexpected server error (request id ${requestId}); retry after a delay`,
        )
        return send(event, requestId, errorReply(internal, requestId))
      }
    }
  const keyed = (handler: KeyedHandler) =>
    route(async (event, requestId) =>
      handler(event, requestId, await authenticate(event, keys, limiter, addresses)),
    )

  // ---- automation
  app.post(
    '/v1/automation/run',
    keyed(async (event, _requestId, key) => {
      const run = await runs.start(await readJsonBody(event.req), key, baseUrl(event))
      const final = await run.finished
      return json(syncResponse(final))
    }),
  )
  app.post(
    '/v1/automation/run-async',
    keyed(async (event, _requestId, key) => {
      const run = await runs.start(await readJsonBody(event.req), key, baseUrl(event))
      return json({ run_id: run.runId, error: null })
    }),
  )
  app.post(
    '/v1/automation/run-sse',
    keyed(async (event, requestId, key) => {
      const resume = parseLastEventId(event.req.headers.get('last-event-id'))
      if (resume) return resumeStream(resume.runId, resume.seq, key, requestId)
      const run = await runs.start(await readJsonBody(event.req), key, baseUrl(event))
      return streamRun(run, 0, requestId)
    }),
  )

  async function resumeStream(runId: string, seq: number, key: ApiKeyRecord, requestId: string) {
    const stored = await ownedRun(store, runId, key)
    const live = runs.follow(runId, isFinalStatus(stored.status))
    if (live) return streamRun(live, seq, requestId)
    // A run that ended without a count of its events (interrupted by a restart): its COMPLETE
    // gets the next number now, and keeps it, so the client's next reconnect is told it is over.
    const final = isFinalStatus(stored.status)
    const numbered =
      final && stored.event_count == null && seq > 0
        ? await store.update(runId, { event_count: seq + 1 })
        : stored
    return streamStoredRun(numbered, seq, requestId)
  }

  // ---- runs
  app.get(
    '/v1/runs',
    keyed(async (event, _requestId, key) =>
      json(await listRuns(store, key, Object.fromEntries(event.url.searchParams))),
    ),
  )
  app.get(
    '/v1/runs/:id',
    keyed(async (event, _requestId, key) => {
      const run = toPublicRun(await ownedRun(store, event.context.params?.id ?? '', key))
      // COMPAT: `?screenshots=base64` puts each step's picture in the step itself
      const artifacts = options.live?.artifacts
      if (event.url.searchParams.get('screenshots') === 'base64' && artifacts) {
        run.steps = await Promise.all(
          run.steps.map(async (step, i) => {
            const jpeg = step.screenshot_url
              ? await artifacts.get(run.run_id, stepScreenshotFile(i + 1))
              : null
            return jpeg ? { ...step, screenshot: Buffer.from(jpeg).toString('base64') } : step
          }),
        )
      }
      return json(run)
    }),
  )
  app.get(
    '/v1/runs/:id/events',
    keyed(async (event, requestId, key) => {
      const after = parseLastEventId(event.req.headers.get('last-event-id'))
      const runId = event.context.params?.id ?? ''
      return resumeStream(runId, after?.runId === runId ? after.seq : 0, key, requestId)
    }),
  )
  app.post(
    '/v1/runs/:id/cancel',
    keyed(async (event, _requestId, key) => json(await runs.cancel(event.context.params?.id ?? '', key))),
  )

  // ---- meta
  app.get(
    '/healthz',
    route((_event, _requestId) =>
      json({ status: 'ok', version: options.version ?? null, active_runs: runs.active }),
    ),
  )
  app.get(
    '/openapi.json',
    route((_event, _requestId) => json(openApiDocument(options.version))),
  )
  app.get(
    '/docs',
    route(
      (_event, requestId) =>
        new Response(docsPage(options.version), {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-request-id': requestId },
        }),
    ),
  )
  if (options.live) mountLive(app, route, keyed, { ...options.live, runs, store, baseUrl })
  if (options.dashboard && options.live)
    mountDashboard(app, route, {
      ...options.dashboard,
      runs,
      store,
      keys,
      addresses,
      artifacts: options.live.artifacts,
      links: options.live.links,
      baseUrl,
    })
  if (options.mcp)
    mountMcp(app, { ...options.mcp, runs, store, keys, limiter, addresses, log, version: options.version })
  app.all(
    '/**',
    route((event) => {
      throw new ApiError('NOT_FOUND', `no route for ${event.req.method} ${event.url.pathname}`)
    }),
  )
  return app
}
