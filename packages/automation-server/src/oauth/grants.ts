import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { ApiKeyRecord, KeyStore } from '../auth/key-store'
import { isMetadataDocumentId } from './clients'
import type { OAuthEndpoints } from './metadata'
import { OAuthError } from './oauth-error'
import type { CodeGrant, OAuthStore, TokenGrant } from './oauth-store'

/** Lifetimes of what the authorization server issues. */
export interface GrantLifetimes {
  /** @default 60_000 (the task of a code is done within seconds; OAuth 2.1 asks for short) */
  codeMs: number
  /** @default 3_600_000 */
  accessTokenMs: number
  /** @default 30 days */
  refreshTokenMs: number
}

export const DEFAULT_LIFETIMES: GrantLifetimes = {
  codeMs: 60_000,
  accessTokenMs: 3_600_000,
  refreshTokenMs: 30 * 24 * 3_600_000,
}

/** What the grant functions need. */
export interface GrantContext {
  store: OAuthStore
  keys: KeyStore
  lifetimes: GrantLifetimes
  now: () => number
}

/** The token endpoint's success answer (OAuth 2.1 section 3.2.3). */
export interface TokenAnswer {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  scope: string
}

/** A new authorization code (256 random bits) for a consented request; stored hashed. */
export async function issueCode(
  ctx: GrantContext,
  grant: Omit<CodeGrant, 'expires_at' | 'family_id'>,
): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  const at = ctx.now()
  await ctx.store.prune(at)
  await ctx.store.saveCode(code, { ...grant, family_id: randomUUID(), expires_at: at + ctx.lifetimes.codeMs })
  return code
}

/** PKCE S256 (RFC 7636 section 4.6). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** RFC 7636: 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

/** The token endpoint: `authorization_code` and `refresh_token` grants of public clients. */
export async function exchangeToken(
  ctx: GrantContext,
  form: URLSearchParams,
  endpoints: OAuthEndpoints,
): Promise<TokenAnswer> {
  const grantType = form.get('grant_type')
  const clientId = form.get('client_id')
  if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required')
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
    throw new OAuthError(
      'unsupported_grant_type',
      `grant_type ${grantType} is not supported (authorization_code, refresh_token)`,
    )
  }
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required (public clients send it)')
  await assertKnownClient(ctx, clientId)
  const resource = form.get('resource')
  if (resource !== null && resource !== endpoints.resource) {
    throw new OAuthError(
      'invalid_target',
      `resource ${resource} is not served here; this server's MCP resource is ${endpoints.resource}`,
    )
  }
  return grantType === 'authorization_code' ? redeemCode(ctx, form, clientId) : refresh(ctx, form, clientId)
}

async function redeemCode(ctx: GrantContext, form: URLSearchParams, clientId: string): Promise<TokenAnswer> {
  const code = form.get('code')
  const redirectUri = form.get('redirect_uri')
  const verifier = form.get('code_verifier')
  if (!code) throw new OAuthError('invalid_request', 'code is required')
  if (!redirectUri) throw new OAuthError('invalid_request', 'redirect_uri is required')
  if (!verifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE)')
  if (!VERIFIER.test(verifier)) {
    throw new OAuthError('invalid_request', 'code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~')
  }
  const at = ctx.now()
  const taken = await ctx.store.takeCode(code, at)
  if (taken.status === 'unknown') throw new OAuthError('invalid_grant', 'the authorization code is not valid')
  if (taken.status === 'used') {
    // OAuth 2.1 section 4.1.3: a code used twice may have been stolen; what it gave is revoked.
    await ctx.store.revokeFamily(taken.grant.family_id, at)
    throw new OAuthError(
      'invalid_grant',
      'the authorization code was already used; the tokens issued for it have been revoked',
    )
  }
  const grant = taken.grant
  if (grant.expires_at <= at) {
    throw new OAuthError(
      'invalid_grant',
      `the authorization code expired (codes are valid for ${Math.round(ctx.lifetimes.codeMs / 1000)} s)`,
    )
  }
  if (grant.client_id !== clientId) {
    throw new OAuthError('invalid_grant', 'the authorization code was issued to another client')
  }
  if (grant.redirect_uri !== redirectUri) {
    throw new OAuthError('invalid_grant', 'redirect_uri is not the one of the authorization request')
  }
  if (s256(verifier) !== grant.code_challenge) {
    throw new OAuthError(
      'invalid_grant',
      'PKCE verification failed: code_verifier does not match code_challenge',
    )
  }
  await grantKey(ctx, grant.key_id)
  return issueTokens(ctx, grant, at)
}

async function refresh(ctx: GrantContext, form: URLSearchParams, clientId: string): Promise<TokenAnswer> {
  const token = form.get('refresh_token')
  if (!token) throw new OAuthError('invalid_request', 'refresh_token is required')
  const at = ctx.now()
  const known = await ctx.store.getToken(token)
  if (known?.kind !== 'refresh') throw new OAuthError('invalid_grant', 'the refresh token is not valid')
  // Checked before the token is spent: a stranger presenting it must not burn it.
  if (known.client_id !== clientId) {
    throw new OAuthError('invalid_grant', 'the refresh token was issued to another client')
  }
  if (known.revoked_at !== null && known.used_at === null) {
    throw new OAuthError('invalid_grant', 'the refresh token was revoked')
  }
  if (known.expires_at <= at)
    throw new OAuthError('invalid_grant', 'the refresh token expired; authorize again')
  const taken = await ctx.store.takeRefreshToken(token, at)
  if (taken.status !== 'ok') {
    // Rotation: each refresh token works once. A second use means two parties hold it.
    await ctx.store.revokeFamily(known.family_id, at)
    throw new OAuthError(
      'invalid_grant',
      'the refresh token was already used; every token of this grant has been revoked, authorize again',
    )
  }
  const requested = form.get('scope')
  if (requested !== null) {
    const granted = new Set(known.scope.split(' '))
    const extra = requested.split(' ').filter((s) => s && !granted.has(s))
    if (extra.length > 0) {
      throw new OAuthError(
        'invalid_scope',
        `scope ${extra.join(' ')} was not granted; authorize again for it`,
      )
    }
  }
  await grantKey(ctx, known.key_id)
  return issueTokens(ctx, { ...known, scope: requested?.trim() || known.scope }, at)
}

async function issueTokens(
  ctx: GrantContext,
  grant: Pick<TokenGrant, 'family_id' | 'client_id' | 'key_id' | 'scope' | 'resource'>,
  at: number,
): Promise<TokenAnswer> {
  const access = `mcp_at_${randomBytes(32).toString('base64url')}`
  const refreshToken = `mcp_rt_${randomBytes(32).toString('base64url')}`
  const shared = {
    family_id: grant.family_id,
    client_id: grant.client_id,
    key_id: grant.key_id,
    scope: grant.scope,
    resource: grant.resource,
  }
  await ctx.store.prune(at)
  await ctx.store.saveToken(access, {
    ...shared,
    kind: 'access',
    expires_at: at + ctx.lifetimes.accessTokenMs,
  })
  await ctx.store.saveToken(refreshToken, {
    ...shared,
    kind: 'refresh',
    expires_at: at + ctx.lifetimes.refreshTokenMs,
  })
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: Math.floor(ctx.lifetimes.accessTokenMs / 1000),
    refresh_token: refreshToken,
    scope: grant.scope,
  }
}

/**
 * RFC 7009 revocation: revokes the whole grant of an access or refresh token the client holds.
 * Unknown tokens, and tokens of other clients, are ignored (the answer is 200 either way).
 */
export async function revokeToken(ctx: GrantContext, form: URLSearchParams): Promise<void> {
  const token = form.get('token')
  if (!token) throw new OAuthError('invalid_request', 'token is required')
  const clientId = form.get('client_id')
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required (public clients send it)')
  const known = await ctx.store.getToken(token)
  if (known && known.client_id === clientId) await ctx.store.revokeFamily(known.family_id, ctx.now())
}

/** A token presented to `/mcp`, checked: live, for this resource, and its key still valid. */
export async function authorizeBearer(
  ctx: GrantContext,
  authorization: string | null,
  endpoints: OAuthEndpoints,
): Promise<{ key: ApiKeyRecord; grant: TokenGrant }> {
  const match = /^Bearer +([\x21-\x7e]+)\s*$/i.exec(authorization ?? '')
  if (!authorization) throw new BearerChallenge(null, 'this endpoint needs an OAuth access token')
  if (!match?.[1]) {
    throw new BearerChallenge(
      'invalid_request',
      'the Authorization header must be "Bearer <access token>"',
      400,
    )
  }
  const grant = await ctx.store.getToken(match[1])
  if (grant?.kind !== 'access') throw new BearerChallenge('invalid_token', 'the access token is not valid')
  if (grant.revoked_at !== null) throw new BearerChallenge('invalid_token', 'the access token was revoked')
  if (grant.expires_at <= ctx.now()) throw new BearerChallenge('invalid_token', 'the access token expired')
  if (grant.resource !== endpoints.resource) {
    throw new BearerChallenge(
      'invalid_token',
      `the access token was issued for ${grant.resource}, not for this resource (${endpoints.resource})`,
    )
  }
  const check = await ctx.keys.check(grant.key_id)
  if (!check.ok) {
    throw new BearerChallenge(
      'invalid_token',
      `the API key that approved this access cannot be used: ${check.message}`,
    )
  }
  return { key: check.key, grant }
}

/**
 * A refusal of `/mcp` (RFC 6750 section 3): the status, and a `WWW-Authenticate` challenge that
 * names the protected resource metadata so a client can find where to get a token.
 */
export class BearerChallenge extends Error {
  override readonly name = 'BearerChallenge'
  constructor(
    readonly code: 'invalid_request' | 'invalid_token' | null,
    message: string,
    readonly status = 401,
  ) {
    super(message)
  }

  toResponse(endpoints: OAuthEndpoints, scope: string): Response {
    const params = [`resource_metadata="${endpoints.resourceMetadata}"`, `scope="${scope}"`]
    if (this.code)
      params.push(`error="${this.code}"`, `error_description="${this.message.replaceAll('"', "'")}"`)
    return Response.json(
      { error: this.code ?? 'unauthorized', error_description: this.message },
      {
        status: this.status,
        headers: { 'www-authenticate': `Bearer ${params.join(', ')}`, 'cache-control': 'no-store' },
      },
    )
  }
}

async function assertKnownClient(ctx: GrantContext, clientId: string): Promise<void> {
  // A metadata-document client was checked when it was authorized; the code or token names it.
  if (isMetadataDocumentId(clientId)) return
  if (!(await ctx.store.getClient(clientId))) throw new OAuthError('invalid_client', 'unknown client_id')
}

async function grantKey(ctx: GrantContext, keyId: string): Promise<void> {
  const check = await ctx.keys.check(keyId)
  if (!check.ok) {
    throw new OAuthError(
      'invalid_grant',
      `the API key that approved this access cannot be used: ${check.message}`,
    )
  }
}
