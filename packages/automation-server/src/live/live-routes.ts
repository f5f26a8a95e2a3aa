import {
  type ArtifactStore,
  isFinalStatus,
  type LiveFrame,
  type LiveInput,
  type RunStore,
  stepScreenshotFile,
  TRACE_FILE,
} from 'automation-core'
import type { H3, H3Event } from 'h3'
import { z } from 'zod'
import { ApiError } from '../app/api-error'
import { json, type Reply, readJsonBody } from '../app/http'
import { ownedRun } from '../app/runs-api'
import type { ApiKeyRecord } from '../auth/key-store'
import type { RunManager } from '../runs/run-manager'
import { LIVE_SCRIPT, LIVE_STYLE } from './live-assets'
import { livePage, livePageHeaders, refusedPage } from './live-page'
import { liveStream } from './live-stream'
import type { LiveGrant, LiveKind, LiveTokens } from './live-tokens'

/** Settings of the live view (AUTOMATION_LIVE_*). */
export interface LiveSettings {
  /** How long a view URL works. @default 24 h */
  viewTtlMs: number
  /** How long a control URL works. @default 15 min */
  controlTtlMs: number
  /** Who may frame the live page (CSP frame-ancestors). @default 'self' */
  frameAncestors: string
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  viewTtlMs: 86_400_000,
  controlTtlMs: 900_000,
  frameAncestors: "'self'",
}

/** Makes a run's live URLs. */
export interface LiveLinks {
  url(base: string, runId: string, kind: LiveKind): { url: string; expiresAt: number }
}

export function createLiveLinks(tokens: LiveTokens, settings: LiveSettings): LiveLinks {
  return {
    url(base, runId, kind) {
      const { token, expiresAt } = tokens.mint(
        runId,
        kind,
        kind === 'control' ? settings.controlTtlMs : settings.viewTtlMs,
      )
      return { url: `${base}/live/${encodeURIComponent(runId)}?token=${token}`, expiresAt }
    },
  }
}

export interface LiveRouteOptions {
  runs: RunManager
  store: RunStore
  artifacts: ArtifactStore
  tokens: LiveTokens
  links: LiveLinks
  settings: LiveSettings
  /** The origin clients reach the server at (for the URLs the API hands out). */
  baseUrl: (event: H3Event) => string
}

type Answer = Response | Reply
type Route = (
  handler: (event: H3Event, requestId: string) => Promise<Answer> | Answer,
) => (event: H3Event) => unknown
type Keyed = (
  handler: (event: H3Event, requestId: string, key: ApiKeyRecord) => Promise<Answer> | Answer,
) => (event: H3Event) => unknown

const LiveInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('click'), x: z.number().min(0).max(10_000), y: z.number().min(0).max(100_000) }),
  z.object({ type: z.literal('type'), text: z.string().min(1).max(1000) }),
  z.object({
    type: z.literal('key'),
    key: z.enum([
      'Enter',
      'Space',
      'Tab',
      'Escape',
      'Backspace',
      'Delete',
      'ArrowUp',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ]),
  }),
  z.object({
    type: z.literal('scroll'),
    x: z.number().min(0).max(10_000),
    y: z.number().min(0).max(100_000),
    dy: z.number().min(-10_000).max(10_000),
  }),
])

/**
 * The live view: a page per run at `/live/{id}?token=...` (signed, expiring, view or control),
 * its stream of frames and steps, a person's input, and the API that mints control links and
 * serves step screenshots to the run's owner.
 */
export function mountLive(app: H3, route: Route, keyed: Keyed, options: LiveRouteOptions): void {
  const { runs, store, artifacts, tokens, settings } = options
  const pageHeaders = livePageHeaders(settings.frameAncestors)
  /** The releases of the holds of control streams, by run. */
  const holds = new Map<string, Set<() => void>>()
  /** The refresh of each open stream, by run (a hold changed). */
  const streams = new Map<string, Set<() => void>>()
  const refresh = (runId: string) => {
    for (const r of streams.get(runId) ?? []) r()
  }
  const releaseAll = (runId: string) => {
    for (const release of holds.get(runId) ?? []) release()
    holds.delete(runId)
    refresh(runId)
  }

  const grantOf = (event: H3Event, runId: string, need: LiveKind = 'view'): LiveGrant => {
    const grant = tokens.check(event.url.searchParams.get('token') ?? '', runId)
    if ('refused' in grant)
      throw new ApiError(
        'FORBIDDEN',
        grant.refused === 'expired'
          ? 'this live link has expired'
          : 'this live link is not valid for this run',
      )
    if (need === 'control' && grant.kind !== 'control')
      throw new ApiError('FORBIDDEN', 'this live link can watch the run, not control it')
    return grant
  }
  const runOf = async (runId: string) => {
    const stored = await store.get(runId)
    if (!stored) throw new ApiError('NOT_FOUND', `run ${runId} does not exist`)
    return stored
  }
  const asset = (body: string, type: string) =>
    route(
      () =>
        new Response(body, {
          headers: {
            'content-type': type,
            'cache-control': 'public, max-age=3600',
            'x-content-type-options': 'nosniff',
          },
        }),
    )

  app.get('/live/assets/live.js', asset(LIVE_SCRIPT, 'text/javascript; charset=utf-8'))
  app.get('/live/assets/live.css', asset(LIVE_STYLE, 'text/css; charset=utf-8'))

  app.get(
    '/live/:id',
    route(async (event) => {
      const runId = event.context.params?.id ?? ''
      const html = (status: number, body: string) =>
        new Response(body, {
          status,
          headers: { ...pageHeaders, 'content-type': 'text/html; charset=utf-8' },
        })
      let grant: LiveGrant
      try {
        grant = grantOf(event, runId)
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e)
        return html(403, refusedPage('Live view refused', `${message}. Ask the run's owner for a new link.`))
      }
      const stored = await store.get(runId)
      if (!stored) return html(404, refusedPage('No such run', `Run ${runId} does not exist.`))
      return html(200, livePage(stored, grant.kind === 'control'))
    }),
  )

  app.get(
    '/live/:id/stream',
    route(async (event) => {
      const runId = event.context.params?.id ?? ''
      const grant = grantOf(event, runId)
      const stored = await runOf(runId)
      // a run another node executes is followed from here: its steps and a picture a step
      const local = runs.live(runId)
      const run = local ?? runs.follow(runId, isFinalStatus(stored.status))
      // steering needs the process that runs it; a run followed from elsewhere is view-only here
      const control = grant.kind === 'control' && (local !== undefined || run === undefined)
      let release: (() => void) | undefined
      if (control && local && !isFinalStatus(stored.status)) {
        // a person at the controls: the run waits for them
        const hold = local.live.hold()
        release = () => {
          hold()
          holds.get(runId)?.delete(release as () => void)
        }
        const set = holds.get(runId) ?? new Set()
        set.add(release)
        holds.set(runId, set)
      }
      const response = liveStream({
        stored,
        run,
        control,
        lastFrame: () => lastScreenshot(artifacts, stored.run_id, stored.steps.length),
        register(r) {
          const set = streams.get(runId) ?? new Set()
          set.add(r)
          streams.set(runId, set)
          return () => set.delete(r)
        },
        onClose() {
          if (!release) return
          release()
          refresh(runId)
        },
      })
      if (release) refresh(runId)
      return response
    }),
  )

  app.post(
    '/live/:id/input',
    route(async (event) => {
      const runId = event.context.params?.id ?? ''
      grantOf(event, runId, 'control')
      const parsed = LiveInputSchema.safeParse(await readJsonBody(event.req))
      if (!parsed.success) throw new ApiError('INVALID_INPUT', 'not an input the live view knows')
      const run = runs.live(runId)
      if (!run?.live.held)
        throw new ApiError(
          'CONFLICT',
          'the run is not waiting for a person: open the control link to take over',
        )
      try {
        await run.live.input(parsed.data as LiveInput)
      } catch (e) {
        throw new ApiError(
          'CONFLICT',
          `the input could not be carried out: ${e instanceof Error ? e.message : e}`,
        )
      }
      return json({ ok: true })
    }),
  )

  app.post(
    '/live/:id/done',
    route((event) => {
      const runId = event.context.params?.id ?? ''
      grantOf(event, runId, 'control')
      releaseAll(runId)
      // a run that waits for a person (HUMAN_INPUT_NEEDED) goes on
      runs.live(runId)?.live.handBack()
      return json({ ok: true })
    }),
  )

  app.post(
    '/v1/runs/:id/live',
    keyed(async (event, _requestId, key) => {
      const run = await ownedRun(store, event.context.params?.id ?? '', key)
      const body = await readJsonBody(event.req).catch(() => ({}))
      const parsed = z.object({ control: z.boolean().default(false) }).safeParse(body ?? {})
      if (!parsed.success)
        throw new ApiError('INVALID_INPUT', 'invalid body: control must be true or false', [
          { field: 'control', message: 'must be a boolean' },
        ])
      const kind: LiveKind = parsed.data.control ? 'control' : 'view'
      const { url, expiresAt } = options.links.url(options.baseUrl(event), run.run_id, kind)
      return json({
        run_id: run.run_id,
        url,
        control: kind === 'control',
        expires_at: new Date(expiresAt).toISOString(),
      })
    }),
  )

  app.get(
    '/v1/runs/:id/trace',
    keyed(async (event, _requestId, key) => {
      const run = await ownedRun(store, event.context.params?.id ?? '', key)
      const trace = await artifacts.get(run.run_id, TRACE_FILE)
      if (!trace)
        throw new ApiError(
          'NOT_FOUND',
          isFinalStatus(run.status)
            ? `run ${run.run_id} has no trace: start runs with agent_config.record_trace set to true`
            : `run ${run.run_id} has not ended: its trace is written when it does`,
        )
      return new Response(new Uint8Array(trace), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="trace-${run.run_id}.zip"`,
          'cache-control': 'private, no-store',
        },
      })
    }),
  )

  app.get(
    '/v1/runs/:id/steps/:step/screenshot',
    keyed(async (event, _requestId, key) => {
      const run = await ownedRun(store, event.context.params?.id ?? '', key)
      const step = Number(event.context.params?.step)
      if (!Number.isInteger(step) || step < 1)
        throw new ApiError('INVALID_INPUT', 'the step must be a number from 1', [
          { field: 'step', message: 'must be a positive integer' },
        ])
      const response = await stepScreenshotResponse(artifacts, run.run_id, step)
      if (!response) throw new ApiError('NOT_FOUND', `run ${run.run_id} has no screenshot of step ${step}`)
      return response
    }),
  )
}

/** The JPEG kept after a step of a run, for its owner (API and dashboard alike); null when there is none. */
export async function stepScreenshotResponse(
  artifacts: ArtifactStore,
  runId: string,
  step: number,
): Promise<Response | null> {
  const jpeg =
    Number.isInteger(step) && step >= 1 ? await artifacts.get(runId, stepScreenshotFile(step)) : null
  return (
    jpeg &&
    new Response(new Uint8Array(jpeg), {
      headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=86400' },
    })
  )
}

/** The newest kept screenshot of a run that is not in memory, as a frame. */
async function lastScreenshot(
  artifacts: ArtifactStore,
  runId: string,
  steps: number,
): Promise<LiveFrame | null> {
  for (let step = steps; step >= 1 && step > steps - 3; step--) {
    const jpeg = await artifacts.get(runId, stepScreenshotFile(step))
    if (!jpeg) continue
    return {
      data: Buffer.from(jpeg).toString('base64'),
      width: 0,
      height: 0,
      viewportWidth: 0,
      viewportHeight: 0,
      url: '',
      at: Date.now(),
    }
  }
  return null
}
