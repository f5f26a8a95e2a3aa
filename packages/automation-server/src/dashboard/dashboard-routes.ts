import {
  type ArtifactStore,
  isFinalStatus,
  type RunStatus,
  RunStatusSchema,
  type RunStore,
  toPublicRun,
} from 'automation-core'
import type { H3, H3Event } from 'h3'
import { ApiError, apiErrorOf } from '../app/api-error'
import { readLimited } from '../app/http'
import type { AddressLimits } from '../auth/address-limits'
import type { KeyStore } from '../auth/key-store'
import { type LiveLinks, stepScreenshotResponse } from '../live/live-routes'
import type { RunManager } from '../runs/run-manager'
import { APP_SCRIPT, APP_STYLE } from './assets'
import { keysPage, messagePage, newRunPage, runPage, runsPage, signInPage, type Viewer } from './pages'
import { csrfMatches, csrfOf, type SessionStore } from './sessions'

export interface DashboardOptions {
  runs: RunManager
  store: RunStore
  keys: KeyStore
  addresses: AddressLimits
  sessions: SessionStore
  artifacts: ArtifactStore
  /** Mints the control URL of "Take control". */
  links: LiveLinks
  /** The origin clients reach the server at (for run links and the Origin check). */
  baseUrl: (event: H3Event) => string
  /** How long a sign-in lasts, in ms. */
  sessionTtlMs: number
}

const COOKIE = 'wa_session'

/** The dashboard loads only its own script and style, shows only its own live pages, and is framed by nobody. */
const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
}

type Route = (
  handler: (event: H3Event, requestId: string) => Promise<Response> | Response,
) => (event: H3Event) => unknown

const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...PAGE_HEADERS, ...headers } })
const redirect = (to: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store', ...headers } })

/**
 * The dashboard at `/`: sign in with an API key (an HttpOnly, SameSite=Strict session cookie),
 * the key's runs (list, filters, live status, a run's steps with screenshots, its live view,
 * cancel, a form to start one) and, for admin keys, the API keys page.
 */
export function mountDashboard(app: H3, route: Route, options: DashboardOptions): void {
  const { runs, store, keys, sessions, addresses } = options

  const tokenOf = (event: H3Event) => {
    const cookie = event.req.headers.get('cookie') ?? ''
    for (const part of cookie.split(';')) {
      const [name, ...value] = part.trim().split('=')
      if (name === COOKIE) return value.join('=')
    }
    return null
  }
  /** The signed-in viewer, or null; a key revoked or expired since sign-in ends the session. */
  const viewerOf = async (event: H3Event): Promise<(Viewer & { token: string }) | null> => {
    const token = tokenOf(event)
    if (!token) return null
    const session = await sessions.get(token)
    if (!session) return null
    const check = await keys.check(session.keyId)
    if (!check.ok) {
      await sessions.remove(token)
      return null
    }
    return { key: check.key, csrf: csrfOf(token), token }
  }
  /** A form post: same origin, and (once signed in) the session's CSRF token. */
  const readForm = async (event: H3Event, viewer: { token: string } | null): Promise<URLSearchParams> => {
    const origin = event.req.headers.get('origin')
    if (origin !== null && origin !== new URL(options.baseUrl(event)).origin && origin !== event.url.origin)
      throw new ApiError('FORBIDDEN', 'this form was sent from another site')
    const type = event.req.headers.get('content-type') ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded'))
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'send the form as application/x-www-form-urlencoded')
    const form = new URLSearchParams(await readLimited(event.req))
    if (viewer && !csrfMatches(viewer.token, form.get('csrf') ?? ''))
      throw new ApiError('FORBIDDEN', 'this form has expired: reload the page and send it again')
    return form
  }
  /** Pages for signed-in viewers: others go to the sign-in page. */
  const page = (
    handler: (event: H3Event, viewer: Viewer & { token: string }) => Promise<Response> | Response,
  ) =>
    route(async (event) => {
      const viewer = await viewerOf(event)
      if (!viewer) return redirect('/')
      try {
        return await handler(event, viewer)
      } catch (e) {
        const known = apiErrorOf(e)
        if (!known) throw e
        const status = known.code === 'NOT_FOUND' ? 404 : known.code === 'INVALID_INPUT' ? 400 : 403
        return html(messagePage(viewer, status === 404 ? 'Not found' : 'Refused', known.message), status)
      }
    })
  /** The viewer's own run, or NOT_FOUND (another key's run is not shown, nor said to exist). */
  const ownRun = async (viewer: Viewer, runId: string) => {
    const run = await store.get(runId)
    if (!run || run.owner !== viewer.key.id)
      throw new ApiError('NOT_FOUND', `there is no run ${runId} of this key`)
    return run
  }
  const secureCookie = (event: H3Event) => new URL(options.baseUrl(event)).protocol === 'https:'

  app.get(
    '/dashboard/assets/app.css',
    route(
      () =>
        new Response(APP_STYLE, {
          headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    ),
  )
  app.get(
    '/dashboard/assets/app.js',
    route(
      () =>
        new Response(APP_SCRIPT, {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        }),
    ),
  )

  app.get(
    '/',
    route(async (event) => ((await viewerOf(event)) ? redirect('/runs') : html(signInPage()))),
  )

  app.post(
    '/session',
    route(async (event) => {
      const form = await readForm(event, null)
      const presented = (form.get('api_key') ?? '').trim()
      if (!presented) return html(signInPage('Enter an API key.'), 400)
      const check = await addresses.checkKey(addresses.addressOf(event), presented, (k) => keys.verify(k))
      if (!check.ok) {
        const limited = check.code === 'RATE_LIMIT_EXCEEDED'
        return html(
          signInPage(
            limited
              ? `Too many keys that did not work from this address: try again in ${check.retryAfterSeconds} s.`
              : `That key cannot sign in: ${check.message}.`,
          ),
          limited ? 429 : 401,
          limited ? { 'retry-after': String(check.retryAfterSeconds) } : {},
        )
      }
      const { token } = await sessions.create(check.key.id)
      const cookie = [
        `${COOKIE}=${token}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Strict',
        `Max-Age=${Math.floor(options.sessionTtlMs / 1000)}`,
        ...(secureCookie(event) ? ['Secure'] : []),
      ].join('; ')
      return redirect('/runs', { 'set-cookie': cookie })
    }),
  )

  app.post(
    '/session/end',
    page(async (event, viewer) => {
      await readForm(event, viewer)
      await sessions.remove(viewer.token)
      return redirect('/', { 'set-cookie': `${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0` })
    }),
  )

  app.get(
    '/runs',
    page(async (event, viewer) => {
      const params = event.url.searchParams
      const status = RunStatusSchema.safeParse(params.get('status') || undefined)
      const goal = (params.get('goal') ?? '').slice(0, 500) || undefined
      const result = await store.list({
        owner: viewer.key.id,
        status: status.success ? status.data : undefined,
        goal,
        limit: 25,
        cursor: params.get('cursor') || undefined,
      })
      return html(
        runsPage(
          viewer,
          result.runs,
          { status: status.success ? status.data : undefined, goal },
          { total: result.total, next: result.nextCursor },
        ),
      )
    }),
  )

  app.get(
    '/runs/status.json',
    page(async (event, viewer) => {
      const ids = (event.url.searchParams.get('ids') ?? '').split(',').filter(Boolean).slice(0, 100)
      const found = await Promise.all(ids.map((id) => store.get(id)))
      const mine = found.filter((r) => r !== null && r.owner === viewer.key.id)
      return Response.json(
        {
          runs: mine.map((r) => ({
            run_id: r?.run_id,
            status: r?.status,
            num_of_steps: r?.num_of_steps ?? 0,
          })),
        },
        { headers: { 'cache-control': 'no-store' } },
      )
    }),
  )

  app.get(
    '/runs/new',
    page((_event, viewer) => html(newRunPage(viewer))),
  )

  app.post(
    '/runs',
    page(async (event, viewer) => {
      const form = await readForm(event, viewer)
      const values = Object.fromEntries(form) as Record<string, string>
      const maxSteps = Number(values.max_steps || 30)
      const body = {
        url: values.url ?? '',
        goal: values.goal ?? '',
        browser_profile: values.browser_profile || 'lite',
        agent_config: { max_steps: maxSteps },
      }
      try {
        const run = await runs.start(body, viewer.key, options.baseUrl(event))
        return redirect(`/runs/${encodeURIComponent(run.runId)}`)
      } catch (e) {
        const known = apiErrorOf(e)
        if (known?.code !== 'INVALID_INPUT') throw e
        return html(newRunPage(viewer, known.message, values), 400)
      }
    }),
  )

  app.get(
    '/runs/:id',
    page(async (event, viewer) =>
      html(runPage(viewer, toPublicRun(await ownRun(viewer, event.context.params?.id ?? '')))),
    ),
  )

  app.post(
    '/runs/:id/cancel',
    page(async (event, viewer) => {
      await readForm(event, viewer)
      const run = await ownRun(viewer, event.context.params?.id ?? '')
      if (!isFinalStatus(run.status as RunStatus)) await runs.cancel(run.run_id, viewer.key)
      return redirect(`/runs/${encodeURIComponent(run.run_id)}`)
    }),
  )

  app.post(
    '/runs/:id/control',
    page(async (event, viewer) => {
      await readForm(event, viewer)
      const run = await ownRun(viewer, event.context.params?.id ?? '')
      if (isFinalStatus(run.status as RunStatus)) return redirect(`/runs/${encodeURIComponent(run.run_id)}`)
      // the control page holds the run while it is open; Done hands it back
      return redirect(options.links.url(options.baseUrl(event), run.run_id, 'control').url)
    }),
  )

  app.get(
    '/runs/:id/steps/:step/screenshot',
    page(async (event, viewer) => {
      const run = await ownRun(viewer, event.context.params?.id ?? '')
      const response = await stepScreenshotResponse(
        options.artifacts,
        run.run_id,
        Number(event.context.params?.step),
      )
      if (!response)
        throw new ApiError(
          'NOT_FOUND',
          `run ${run.run_id} has no screenshot of step ${event.context.params?.step}`,
        )
      return response
    }),
  )

  const adminOnly = (viewer: Viewer) => {
    if (!viewer.key.admin) throw new ApiError('FORBIDDEN', 'only an admin key manages API keys')
  }

  app.get(
    '/keys',
    page(async (_event, viewer) => {
      adminOnly(viewer)
      return html(keysPage(viewer, await keys.list()))
    }),
  )

  app.post(
    '/keys',
    page(async (event, viewer) => {
      adminOnly(viewer)
      const form = await readForm(event, viewer)
      const days = form.get('expires_in_days') ?? ''
      const credits = form.get('credits') ?? ''
      const problems: string[] = []
      if (days !== '' && !(Number.isInteger(Number(days)) && Number(days) >= 1))
        problems.push('the expiry must be a whole number of days')
      if (credits !== '' && !(Number.isInteger(Number(credits)) && Number(credits) >= 0))
        problems.push('the credits must be a whole number')
      if (problems.length > 0)
        return html(
          keysPage(viewer, await keys.list(), undefined, `Not created: ${problems.join('; ')}.`),
          400,
        )
      try {
        const created = await keys.create({
          name: form.get('name') ?? '',
          expiresAt: days === '' ? null : new Date(Date.now() + Number(days) * 86_400_000).toISOString(),
          credits: credits === '' ? null : Number(credits),
        })
        return html(keysPage(viewer, await keys.list(), { key: created.key, name: created.record.name }))
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e)
        return html(keysPage(viewer, await keys.list(), undefined, `Not created: ${message}.`), 400)
      }
    }),
  )

  app.post(
    '/keys/:id/revoke',
    page(async (event, viewer) => {
      adminOnly(viewer)
      await readForm(event, viewer)
      const id = event.context.params?.id ?? ''
      if (id === viewer.key.id)
        throw new ApiError('FORBIDDEN', 'a key cannot revoke itself here: sign in with another admin key')
      if (!(await keys.revoke(id))) throw new ApiError('NOT_FOUND', `there is no key ${id}`)
      return redirect('/keys')
    }),
  )
}
