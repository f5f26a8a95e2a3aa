import { randomBytes } from 'node:crypto'
import { isAutomationError } from 'automation-core'
import { type PinnedAnswer, pinnedRequest } from '../net/pinned-request'
import { OAuthError } from './oauth-error'
import type { OAuthStore } from './oauth-store'

/** A client as the authorization endpoint needs it, however it registered. */
export interface OAuthClientInfo {
  client_id: string
  client_name: string | null
  client_uri: string | null
  redirect_uris: string[]
  /** A Client ID Metadata Document (client_id is its URL) or Dynamic Client Registration. */
  registration: 'metadata-document' | 'dynamic'
}

/** Options of {@link createClientResolver}. */
export interface ClientResolverOptions {
  store: OAuthStore
  /** Lets client metadata URLs point at loopback and private addresses (development). @default false */
  allowPrivateNetwork?: boolean
  /** More CA certificates (PEM) to trust for metadata documents besides the system's. @default none */
  ca?: string
  /** Resolves hostnames of metadata URLs. @default dns.promises.lookup, all addresses */
  lookup?: (hostname: string) => Promise<string[]>
  /** Epoch ms. @default Date.now */
  now?: () => number
  /** How long a metadata document is reused when it says nothing (Cache-Control). @default 300_000 */
  defaultCacheMs?: number
}

/** Finds a client by its client_id: a registered one, or a metadata document fetched from the id. */
export interface ClientResolver {
  /** The client, or OAuthError invalid_client saying why there is none. */
  resolve(clientId: string): Promise<OAuthClientInfo>
}

/** The draft asks servers to bound what they read; 5 kB is its suggestion. */
const MAX_DOCUMENT_BYTES = 5 * 1024
const FETCH_TIMEOUT_MS = 5_000
const MAX_CACHE_MS = 3_600_000
const MAX_CACHED = 1_000

/** A client_id that names a metadata document: an https URL with a path (CIMD draft section 3). */
export function isMetadataDocumentId(clientId: string): boolean {
  return /^https:\/\//i.test(clientId)
}

/**
 * Resolves client ids. A URL-formatted one is fetched as a Client ID Metadata Document under the
 * same URL policy as the runs' browser (https, no private network unless allowed; the connection
 * goes to the addresses the policy checked), without following redirects, within 5 s and 5 kB,
 * and kept as long as its Cache-Control allows (at most an hour).
 */
export function createClientResolver(options: ClientResolverOptions): ClientResolver {
  const now = options.now ?? Date.now
  const cache = new Map<string, { client: OAuthClientInfo; until: number }>()

  async function fetchDocument(clientId: string): Promise<OAuthClientInfo> {
    const hit = cache.get(clientId)
    if (hit && hit.until > now()) return hit.client
    cache.delete(clientId)
    const fail = (why: string) =>
      new OAuthError('invalid_client', `the client metadata document ${clientId} cannot be used: ${why}`)
    const formProblem = metadataUrlProblem(clientId)
    if (formProblem) throw fail(formProblem)
    let answer: PinnedAnswer
    try {
      answer = await pinnedRequest(clientId, {
        headers: { accept: 'application/json', 'user-agent': 'automation-server (OAuth client metadata)' },
        allowPrivateNetwork: options.allowPrivateNetwork,
        ca: options.ca,
        lookup: options.lookup,
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: MAX_DOCUMENT_BYTES,
      })
    } catch (e) {
      if (isAutomationError(e, 'URL_BLOCKED')) throw fail(e.message)
      throw fail(`fetching it failed (${e instanceof Error ? e.message : String(e)})`)
    }
    if (answer.status !== 200) {
      const redirect = answer.status >= 300 && answer.status < 400
      throw fail(`it answered HTTP ${answer.status}${redirect ? ' (redirects are not followed)' : ''}`)
    }
    const text = answer.body
    if (text === null) throw fail(`it is larger than ${MAX_DOCUMENT_BYTES} bytes`)
    let document: unknown
    try {
      document = JSON.parse(text)
    } catch {
      throw fail('it is not JSON')
    }
    const client = parseMetadataDocument(clientId, document, fail)
    const cacheControl = answer.headers['cache-control']
    const keepMs = cacheMs(
      Array.isArray(cacheControl) ? cacheControl.join(', ') : (cacheControl ?? null),
      options.defaultCacheMs ?? 300_000,
    )
    if (keepMs > 0) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
      cache.set(clientId, { client, until: now() + keepMs })
    }
    return client
  }

  return {
    async resolve(clientId) {
      if (isMetadataDocumentId(clientId)) return fetchDocument(clientId)
      const registered = await options.store.getClient(clientId)
      if (!registered) {
        throw new OAuthError(
          'invalid_client',
          `unknown client_id ${JSON.stringify(clientId.slice(0, 200))}: register the client first (Dynamic Client Registration) or use a Client ID Metadata Document URL`,
        )
      }
      return {
        client_id: registered.client_id,
        client_name: registered.client_name,
        client_uri:
          typeof registered.metadata.client_uri === 'string' ? registered.metadata.client_uri : null,
        redirect_uris: registered.redirect_uris,
        registration: 'dynamic',
      }
    },
  }
}

/** Why a redirect URI may not be registered: https, or http on a loopback host (native apps). */
export function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri.length > 2000) return 'must be a URL of at most 2000 characters'
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return `${uri} is not an absolute URL`
  }
  if (url.hash) return `${uri} must not have a fragment`
  if (url.protocol === 'https:') return null
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol === 'http:' && loopback) return null
  return `${uri} must use https, or http on localhost / 127.0.0.1 / [::1]`
}

/** Dynamic Client Registration (RFC 7591): validates the metadata and answers the registration. */
export async function registerClient(
  body: unknown,
  store: OAuthStore,
  now: () => number = Date.now,
): Promise<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OAuthError('invalid_client_metadata', 'the registration must be a JSON object')
  }
  const input = body as Record<string, unknown>
  const redirectUris = input.redirect_uris
  if (!Array.isArray(redirectUris) || redirectUris.length === 0 || redirectUris.length > 10) {
    throw new OAuthError('invalid_redirect_uri', 'redirect_uris must list 1 to 10 redirect URIs')
  }
  for (const uri of redirectUris) {
    const problem = redirectUriProblem(uri)
    if (problem) throw new OAuthError('invalid_redirect_uri', `redirect_uris: ${problem}`)
  }
  const name = input.client_name
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > 200)) {
    throw new OAuthError('invalid_client_metadata', 'client_name must be 1-200 characters')
  }
  const grantTypes = stringList(input.grant_types, ['authorization_code', 'refresh_token'])
  const unsupportedGrant = grantTypes?.find((g) => g !== 'authorization_code' && g !== 'refresh_token')
  if (grantTypes === null || unsupportedGrant !== undefined) {
    throw new OAuthError(
      'invalid_client_metadata',
      `grant_types may hold authorization_code and refresh_token only${unsupportedGrant ? `, not ${unsupportedGrant}` : ''}`,
    )
  }
  const responseTypes = stringList(input.response_types, ['code'])
  if (responseTypes === null || responseTypes.some((t) => t !== 'code')) {
    throw new OAuthError('invalid_client_metadata', 'response_types may hold code only')
  }
  const clientUri = typeof input.client_uri === 'string' ? input.client_uri : undefined
  const issuedAt = Math.floor(now() / 1000)
  // Public clients only: there is no secret to keep, PKCE proves the code's requester.
  const metadata: Record<string, unknown> = {
    client_id: `mcp_${randomBytes(16).toString('hex')}`,
    client_id_issued_at: issuedAt,
    redirect_uris: redirectUris,
    grant_types: grantTypes,
    response_types: responseTypes,
    token_endpoint_auth_method: 'none',
    ...(typeof name === 'string' ? { client_name: name.trim() } : {}),
    ...(clientUri ? { client_uri: clientUri } : {}),
    ...(typeof input.application_type === 'string' ? { application_type: input.application_type } : {}),
    ...(typeof input.scope === 'string' ? { scope: input.scope } : {}),
  }
  await store.saveClient({
    client_id: metadata.client_id as string,
    client_name: typeof name === 'string' ? name.trim() : null,
    redirect_uris: redirectUris as string[],
    created_at: new Date(now()).toISOString(),
    metadata,
  })
  return metadata
}

/** A list of strings, the default when absent, null when malformed. */
function stringList(value: unknown, fallback: string[]): string[] | null {
  if (value === undefined) return fallback
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return null
  return value as string[]
}

function metadataUrlProblem(clientId: string): string | null {
  let url: URL
  try {
    url = new URL(clientId)
  } catch {
    return 'it is not a valid URL'
  }
  if (clientId.length > 2000) return 'the URL is longer than 2000 characters'
  if (url.protocol !== 'https:') return 'the URL must use https'
  if (url.pathname === '/' || url.pathname === '') return 'the URL must have a path'
  if (url.hash || clientId.includes('#')) return 'the URL must not have a fragment'
  if (url.username || url.password) return 'the URL must not carry credentials'
  if (/\/\.{1,2}(\/|$)/.test(url.pathname)) return 'the URL must not have . or .. path segments'
  return null
}

function parseMetadataDocument(
  clientId: string,
  document: unknown,
  fail: (why: string) => OAuthError,
): OAuthClientInfo {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw fail('it is not a JSON object')
  }
  const doc = document as Record<string, unknown>
  if (doc.client_id !== clientId) {
    throw fail(`its client_id (${JSON.stringify(doc.client_id)}) is not the document's URL`)
  }
  if (typeof doc.client_name !== 'string' || doc.client_name.trim() === '') {
    throw fail('it has no client_name')
  }
  if (!Array.isArray(doc.redirect_uris) || doc.redirect_uris.length === 0) {
    throw fail('it has no redirect_uris')
  }
  for (const uri of doc.redirect_uris) {
    const problem = redirectUriProblem(uri)
    if (problem) throw fail(`redirect_uris: ${problem}`)
  }
  const method = doc.token_endpoint_auth_method
  if (method !== undefined && method !== 'none') {
    throw fail(`token_endpoint_auth_method ${JSON.stringify(method)} is not supported (only none)`)
  }
  if ('client_secret' in doc) throw fail('a metadata document must not contain a client_secret')
  return {
    client_id: clientId,
    client_name: doc.client_name.trim().slice(0, 200),
    client_uri: typeof doc.client_uri === 'string' ? doc.client_uri : null,
    redirect_uris: doc.redirect_uris as string[],
    registration: 'metadata-document',
  }
}

/** How long Cache-Control lets a document be kept: no-store 0, max-age capped at an hour. */
function cacheMs(header: string | null, fallback: number): number {
  if (!header) return fallback
  if (/\b(no-store|no-cache)\b/i.test(header)) return 0
  const maxAge = /\bmax-age=(\d+)/i.exec(header)?.[1]
  return maxAge === undefined ? fallback : Math.min(Number(maxAge) * 1000, MAX_CACHE_MS)
}
