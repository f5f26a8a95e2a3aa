import type { KeyLimited } from '../auth/address-limits'
import type { KeyCheck } from '../auth/key-store'
import type { RateLimitResult } from '../auth/rate-limiter'
import type { ClientResolver, OAuthClientInfo } from './clients'
import type { CsrfGuard } from './consent-csrf'
import { CARRIED_PARAMS, consentPage, errorPage, PAGE_HEADERS } from './consent-page'
import { type GrantContext, issueCode } from './grants'
import { MCP_SCOPE, type OAuthEndpoints, sameOrigin } from './metadata'
import { OAuthError } from './oauth-error'

const KEYS_FAILED = 'API keys that could not be used'

/** A checked authorization request, ready for consent. */
interface AuthorizationRequest {
  client: OAuthClientInfo
  redirectUri: string
  state: string | null
  codeChallenge: string
  scope: string
  resource: string
}

/** Everything the authorization endpoint needs. */
export interface AuthorizeContext extends GrantContext {
  clients: ClientResolver
  csrf: CsrfGuard
}

/** Who sent a consent decision: the browser's Origin, and the limits on keys of its address. */
export interface ConsentSender {
  origin: string | null
  /** Whether the address may present a key now (too many failed ones: no); counts nothing. */
  keysAllowed(): RateLimitResult
  /** Checks a presented key under the address's limit on failed keys (see AddressLimits.checkKey). */
  checkKey(presented: string, verify: (key: string) => Promise<KeyCheck>): Promise<KeyCheck | KeyLimited>
}

/**
 * A refusal. Without a trustworthy client and redirect URI it is shown to the person (never
 * redirected: an open redirector otherwise); after that it goes back to the client.
 */
class AuthorizeFailure extends Error {
  constructor(
    readonly error: OAuthError,
    readonly back?: { redirectUri: string; state: string | null },
  ) {
    super(error.message)
  }
}

/** GET /oauth/authorize: the consent page, or the refusal of a bad request. */
export async function showConsent(
  ctx: AuthorizeContext,
  params: URLSearchParams,
  endpoints: OAuthEndpoints,
): Promise<Response> {
  try {
    const request = await checkRequest(ctx, params, endpoints)
    return html(consentPage({ ...request, params, csrfToken: ctx.csrf.issue(params) }), 200)
  } catch (e) {
    return refuse(e, endpoints)
  }
}

/**
 * POST /oauth/authorize: the person's decision. Refused on a page (403) when sent from another
 * Origin or without this request's CSRF token, and (429) when the sender's address sent too many
 * keys that failed. Deny goes back with `access_denied`; Allow checks the API key (shown the page
 * again when it is refused) and goes back with a code. Every parameter of the request is checked
 * again: the form is only a carrier.
 */
export async function decideConsent(
  ctx: AuthorizeContext,
  form: URLSearchParams,
  endpoints: OAuthEndpoints,
  sender: ConsentSender,
): Promise<Response> {
  const params = new URLSearchParams()
  for (const name of CARRIED_PARAMS) {
    const value = form.get(name)
    if (value !== null) params.set(name, value)
  }
  // a form posted from another site (CSRF), or not from a page this server showed for this
  // very request: refused on a page, never sent back to the client with a code
  if (sender.origin !== null && !sameOrigin(sender.origin, endpoints.issuer)) {
    return html(
      errorPage(
        'access_denied',
        `the decision was sent from ${sender.origin}, not from this server's consent page`,
      ),
      403,
    )
  }
  if (!ctx.csrf.check(params, form.get('csrf_token'))) {
    return html(
      errorPage(
        'access_denied',
        'the consent form expired or was not issued for this request; start the authorization again',
      ),
      403,
    )
  }
  const decision = form.get('decision')
  if (decision === 'allow') {
    // an address out of failed keys is told so before the client is even looked up
    const allowed = sender.keysAllowed()
    if (!allowed.ok) return tooManyRequestsPage(KEYS_FAILED, allowed.retryAfterSeconds)
  }
  try {
    const request = await checkRequest(ctx, params, endpoints)
    const back = { redirectUri: request.redirectUri, state: request.state }
    if (decision !== 'allow') {
      throw new AuthorizeFailure(new OAuthError('access_denied', 'the person denied the request'), back)
    }
    const presented = form.get('api_key')?.trim() ?? ''
    const check = presented
      ? await sender.checkKey(presented, (key) => ctx.keys.verify(key))
      : ({ ok: false, message: 'Enter an API key' } as const)
    if (!check.ok) {
      if ('retryAfterSeconds' in check) return tooManyRequestsPage(KEYS_FAILED, check.retryAfterSeconds)
      const error = `That API key cannot be used: ${check.message}`
      return html(consentPage({ ...request, params, error, csrfToken: ctx.csrf.issue(params) }), 401)
    }
    const code = await issueCode(ctx, {
      client_id: request.client.client_id,
      key_id: check.key.id,
      redirect_uri: request.redirectUri,
      code_challenge: request.codeChallenge,
      scope: request.scope,
      resource: request.resource,
    })
    return redirect(request.redirectUri, { code, state: request.state, iss: endpoints.issuer })
  } catch (e) {
    return refuse(e, endpoints)
  }
}

async function checkRequest(
  ctx: AuthorizeContext,
  params: URLSearchParams,
  endpoints: OAuthEndpoints,
): Promise<AuthorizationRequest> {
  const clientId = params.get('client_id')
  if (!clientId) throw new AuthorizeFailure(new OAuthError('invalid_request', 'client_id is required'))
  let client: OAuthClientInfo
  try {
    client = await ctx.clients.resolve(clientId)
  } catch (e) {
    if (e instanceof OAuthError) throw new AuthorizeFailure(e)
    throw e
  }
  const redirectUri = params.get('redirect_uri')
  if (!redirectUri) throw new AuthorizeFailure(new OAuthError('invalid_request', 'redirect_uri is required'))
  // Exact string comparison (OAuth 2.1 section 2.3.1), loopback ports included.
  if (!client.redirect_uris.includes(redirectUri)) {
    throw new AuthorizeFailure(
      new OAuthError('invalid_request', `redirect_uri ${redirectUri} is not registered for this client`),
    )
  }
  const state = params.get('state')
  const back = { redirectUri, state }
  const fail = (code: ConstructorParameters<typeof OAuthError>[0], message: string) =>
    new AuthorizeFailure(new OAuthError(code, message), back)
  const responseType = params.get('response_type')
  if (responseType !== 'code') {
    throw fail('unsupported_response_type', `response_type must be code, got ${responseType ?? 'nothing'}`)
  }
  const challenge = params.get('code_challenge')
  if (!challenge) throw fail('invalid_request', 'code_challenge is required (PKCE)')
  const method = params.get('code_challenge_method')
  if (method !== 'S256') {
    throw fail(
      'invalid_request',
      `code_challenge_method must be S256, got ${method ?? 'nothing'} (plain is refused)`,
    )
  }
  if (!/^[A-Za-z0-9\-_]{43}$/.test(challenge)) {
    throw fail(
      'invalid_request',
      'code_challenge must be the base64url SHA-256 of the code verifier (43 characters)',
    )
  }
  const resource = params.get('resource') ?? endpoints.resource
  if (resource !== endpoints.resource) {
    throw fail(
      'invalid_target',
      `resource ${resource} is not served here; this server's MCP resource is ${endpoints.resource}`,
    )
  }
  const requested = (params.get('scope') ?? '').split(' ').filter(Boolean)
  const unknown = requested.filter((s) => s !== MCP_SCOPE)
  if (unknown.length > 0)
    throw fail('invalid_scope', `unknown scope ${unknown.join(' ')} (supported: ${MCP_SCOPE})`)
  return { client, redirectUri, state, codeChallenge: challenge, scope: MCP_SCOPE, resource }
}

function refuse(e: unknown, endpoints: OAuthEndpoints): Response {
  if (!(e instanceof AuthorizeFailure)) throw e
  if (!e.back)
    return html(errorPage(e.error.code, e.error.message), e.error.status === 401 ? 400 : e.error.status)
  return redirect(e.back.redirectUri, {
    error: e.error.code,
    error_description: e.error.message,
    state: e.back.state,
    iss: endpoints.issuer,
  })
}

/** 303 back to the client with the response parameters (RFC 9207 `iss` included). */
function redirect(uri: string, values: Record<string, string | null>): Response {
  const url = new URL(uri)
  for (const [name, value] of Object.entries(values)) if (value !== null) url.searchParams.set(name, value)
  return new Response(null, { status: 303, headers: { location: url.href, 'cache-control': 'no-store' } })
}

/**
 * 429 on a page (the authorization endpoint is a browser's), never a redirect: too many `what`
 * were sent from the person's address.
 */
export function tooManyRequestsPage(what: string, retryAfterSeconds: number): Response {
  const page = errorPage(
    'temporarily_unavailable',
    `too many ${what} were sent from your address`,
    `Go back and try again in ${retryAfterSeconds} s.`,
  )
  return new Response(page, {
    status: 429,
    headers: { ...PAGE_HEADERS, 'retry-after': String(retryAfterSeconds) },
  })
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: PAGE_HEADERS })
}
