import type { RunStore } from 'automation-core'
import type { H3, H3Event } from 'h3'
import { ApiError } from '../app/api-error'
import { readJsonBody, readLimited } from '../app/http'
import type { AddressLimits } from '../auth/address-limits'
import type { KeyStore } from '../auth/key-store'
import type { RateLimiter, RateLimitResult } from '../auth/rate-limiter'
import { decideConsent, showConsent, tooManyRequestsPage } from '../oauth/authorize'
import { type ClientResolver, registerClient } from '../oauth/clients'
import { createCsrfGuard } from '../oauth/consent-csrf'
import {
  authorizeBearer,
  BearerChallenge,
  DEFAULT_LIFETIMES,
  exchangeToken,
  type GrantContext,
  type GrantLifetimes,
  revokeToken,
} from '../oauth/grants'
import {
  authorizationServerMetadata,
  endpointsOf,
  httpUrl,
  MCP_PATH,
  MCP_SCOPE,
  originOf,
  protectedResourceMetadata,
  sameOrigin,
} from '../oauth/metadata'
import { OAuthError } from '../oauth/oauth-error'
import type { OAuthStore } from '../oauth/oauth-store'
import type { RunManager } from '../runs/run-manager'
import type { BatchStore } from './batch-store'
import { serveMcp } from './mcp-endpoint'

/** The MCP endpoint's own parts (the app supplies runs, store, keys and limiter). */
export interface McpOptions {
  oauth: OAuthStore
  batches: BatchStore
  clients: ClientResolver
  /** The origin clients reach the server at (behind a proxy); else each request's own. */
  publicUrl?: string
  /** @default DEFAULT_LIFETIMES */
  lifetimes?: Partial<GrantLifetimes>
  allowPrivateNetwork?: boolean
  /**
   * Browser origins allowed to call `/mcp` besides loopback ones and `publicUrl` (DNS rebinding
   * protection: any other `Origin` gets 403, even one that names the request's own Host, which
   * is what a rebinding page sends); `*` allows every origin. @default []
   */
  allowedOrigins?: string[]
  /**
   * Signs the consent form's CSRF tokens (AUTOMATION_CONSENT_SECRET), at least 16 characters;
   * every server behind one address needs the same. @default random bytes of this process
   */
  csrfSecret?: string
  /** Epoch ms: code and token expiry. @default Date.now */
  now?: () => number
}

interface MountOptions extends McpOptions {
  runs: RunManager
  store: RunStore
  keys: KeyStore
  limiter: RateLimiter
  addresses: AddressLimits
  version?: string
  log: (line: string) => void
}

/** Browser-based MCP clients call these from another origin; bearer tokens, no cookies, so `*` is safe. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'www-authenticate, mcp-session-id, mcp-protocol-version',
}
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, mcp-protocol-version, mcp-session-id, last-event-id',
  'access-control-max-age': '86400',
}

/**
 * Mounts `POST /mcp` and its OAuth 2.1 authorization server on the app: the discovery documents,
 * client registration, the consent page, the token and revocation endpoints.
 */
export function mountMcp(app: H3, options: MountOptions): void {
  const ctx: GrantContext = {
    store: options.oauth,
    keys: options.keys,
    lifetimes: { ...DEFAULT_LIFETIMES, ...options.lifetimes },
    now: options.now ?? Date.now,
  }
  const endpoints = (event: H3Event) => endpointsOf(originOf(event.url, options.publicUrl))
  const inFlight = new Map<string, AbortController>()

  /** Wraps a handler: CORS when asked, and a 500 that says nothing but a reference. */
  const handle =
    (fn: (event: H3Event) => Promise<Response> | Response, cors = true) =>
    async (event: H3Event): Promise<Response> => {
      let response: Response
      try {
        response = await fn(event)
      } catch (e) {
        if (e instanceof OAuthError) response = e.toResponse()
        else {
          options.log(
            `${event.req.method} ${event.url.pathname} failed: ${e instanceof Error ? (e.stack ?? e.message) : e}`,
          )
          response = new OAuthError(
            'server_error',
            'unexpected server error; retry after a delay',
            500,
          ).toResponse()
        }
      }
      if (cors) for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value)
      return response
    }
  const preflight = () => new Response(null, { status: 204, headers: PREFLIGHT })
  /** Refuses a request over its per-address limit, in the OAuth error shape, with Retry-After. */
  const limited = (taken: RateLimitResult, what: string) => {
    if (taken.ok) return
    const error = new OAuthError(
      'slow_down',
      `too many ${what} from this address; retry after ${taken.retryAfterSeconds} s`,
      429,
    )
    error.headers['retry-after'] = String(taken.retryAfterSeconds)
    throw error
  }

  // ---- discovery (RFC 9728, RFC 8414)
  for (const path of [
    `/.well-known/oauth-protected-resource${MCP_PATH}`,
    '/.well-known/oauth-protected-resource',
  ]) {
    app.get(
      path,
      handle((event) => Response.json(protectedResourceMetadata(endpoints(event)))),
    )
    app.options(path, preflight)
  }
  app.get(
    '/.well-known/oauth-authorization-server',
    handle((event) => Response.json(authorizationServerMetadata(endpoints(event)))),
  )
  app.options('/.well-known/oauth-authorization-server', preflight)

  // ---- registration (RFC 7591)
  app.post(
    '/oauth/register',
    handle(async (event) => {
      limited(options.addresses.registration(options.addresses.addressOf(event)), 'client registrations')
      let body: unknown
      try {
        body = await readJsonBody(event.req)
      } catch (e) {
        if (e instanceof ApiError) throw new OAuthError('invalid_client_metadata', e.message)
        throw e
      }
      const client = await registerClient(body, options.oauth, ctx.now)
      return Response.json(client, { status: 201, headers: { 'cache-control': 'no-store' } })
    }),
  )
  app.options('/oauth/register', preflight)

  // ---- authorization: the consent page (a browser navigation: no CORS)
  const authorize = {
    ...ctx,
    clients: options.clients,
    csrf: createCsrfGuard({ secret: options.csrfSecret, now: ctx.now }),
  }
  app.get(
    '/oauth/authorize',
    handle((event) => {
      const taken = options.addresses.authorization(options.addresses.addressOf(event))
      if (!taken.ok) return tooManyRequestsPage('authorization requests', taken.retryAfterSeconds)
      return showConsent(authorize, event.url.searchParams, endpoints(event))
    }, false),
  )
  app.post(
    '/oauth/authorize',
    handle(async (event) => {
      const address = options.addresses.addressOf(event)
      const taken = options.addresses.authorization(address)
      if (!taken.ok) return tooManyRequestsPage('authorization requests', taken.retryAfterSeconds)
      return decideConsent(authorize, await readForm(event.req), endpoints(event), {
        origin: event.req.headers.get('origin'),
        keysAllowed: () => options.addresses.keysAllowed(address),
        checkKey: (presented, verify) => options.addresses.checkKey(address, presented, verify),
      })
    }, false),
  )

  // ---- tokens
  app.post(
    '/oauth/token',
    handle(async (event) => {
      limited(options.addresses.token(options.addresses.addressOf(event)), 'token requests')
      const answer = await exchangeToken(ctx, await readForm(event.req), endpoints(event))
      return Response.json(answer, { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } })
    }),
  )
  app.options('/oauth/token', preflight)
  app.post(
    '/oauth/revoke',
    handle(async (event) => {
      limited(options.addresses.token(options.addresses.addressOf(event)), 'token requests')
      await revokeToken(ctx, await readForm(event.req))
      return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } })
    }),
  )
  app.options('/oauth/revoke', preflight)

  // ---- the MCP endpoint
  app.options(MCP_PATH, preflight)
  app.all(
    MCP_PATH,
    handle(async (event) => {
      const at = endpoints(event)
      const origin = event.req.headers.get('origin')
      if (origin !== null && !originAllowed(origin, options.publicUrl, options.allowedOrigins ?? [])) {
        return Response.json(
          {
            jsonrpc: '2.0',
            error: {
              code: -32000,
              message: `requests from origin ${origin} are not allowed (AUTOMATION_MCP_ALLOWED_ORIGINS lists the ones that are)`,
            },
          },
          { status: 403 },
        )
      }
      let caller: Awaited<ReturnType<typeof authorizeBearer>>
      try {
        caller = await authorizeBearer(ctx, event.req.headers.get('authorization'), at)
      } catch (e) {
        if (e instanceof BearerChallenge) return e.toResponse(at, MCP_SCOPE)
        throw e
      }
      const taken = options.limiter.take(caller.key.id)
      if (!taken.ok) {
        return Response.json(
          {
            error: {
              code: 'RATE_LIMIT_EXCEEDED',
              message: `too many requests for this API key; retry after ${taken.retryAfterSeconds} s`,
            },
          },
          { status: 429, headers: { 'retry-after': String(taken.retryAfterSeconds) } },
        )
      }
      return serveMcp(
        event.req,
        { key: caller.key, grantId: caller.grant.family_id },
        {
          inFlight,
          runs: options.runs,
          store: options.store,
          batches: options.batches,
          allowPrivateNetwork: options.allowPrivateNetwork,
          version: options.version,
        },
      )
    }),
  )
}

/**
 * The Streamable HTTP transport asks servers to refuse unexpected origins (DNS rebinding): the
 * configured public origin, loopback origins (local browser-based clients) and the listed ones
 * pass. An origin that merely equals the request's Host does not: a rebinding page sends exactly
 * that (its name now points at this server).
 */
function originAllowed(origin: string, publicUrl: string | undefined, allowed: string[]): boolean {
  if (allowed.includes('*')) return true
  const url = httpUrl(origin)
  // "null" (a sandboxed frame, a file), and anything that is not an http(s) origin
  if (url === null || url.origin !== origin.toLowerCase()) return false
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return true
  return [publicUrl, ...allowed].some((trusted) => trusted !== undefined && sameOrigin(origin, trusted))
}

/** An `application/x-www-form-urlencoded` body (OAuth endpoints), at most 1 MB. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded')
  }
  try {
    return new URLSearchParams(await readLimited(request))
  } catch (e) {
    if (e instanceof ApiError) throw new OAuthError('invalid_request', e.message)
    throw e
  }
}
