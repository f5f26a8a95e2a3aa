/**
 * The addresses of the MCP endpoint and its authorization server, and the two discovery
 * documents: protected resource metadata (RFC 9728) and authorization server metadata
 * (RFC 8414). The server is its own authorization server, so both live on one origin.
 */

/** Where the MCP endpoint is mounted. */
export const MCP_PATH = '/mcp'

/** The one scope: what the consent page asks for. */
export const MCP_SCOPE = 'automation'

/** What the scope allows, as the consent page says it. */
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [MCP_SCOPE]:
    "Start web automation runs (each one uses a credit of your API key) and read, list and cancel your key's runs",
}

/** The URLs of one origin's MCP resource and authorization server. */
export interface OAuthEndpoints {
  /** The authorization server's issuer identifier: the origin, without a trailing slash. */
  issuer: string
  /** The canonical URI of the MCP server (RFC 8707 resource): `<origin>/mcp`. */
  resource: string
  resourceMetadata: string
  authorization: string
  token: string
  registration: string
  revocation: string
}

/**
 * The origin the server is reached at: the configured public URL (behind a proxy or TLS
 * terminator), else the scheme and Host of the request itself.
 */
export function originOf(requestUrl: URL, publicUrl?: string): string {
  if (publicUrl === undefined) return requestUrl.origin
  const url = httpUrl(publicUrl)
  // scheme and host as a browser writes them (lowercase, no default port)
  return (url ? `${url.origin}${url.pathname}` : publicUrl).replace(/\/+$/, '')
}

/**
 * Whether `origin` (an `Origin` header) is the origin of `url`, compared as browsers serialize
 * origins; "null" and anything that is not http(s) never is.
 */
export function sameOrigin(origin: string, url: string): boolean {
  const a = httpUrl(origin)
  return a !== null && a.origin === origin.toLowerCase() && a.origin === httpUrl(url)?.origin
}

/** An http(s) URL, or null. */
export function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export function endpointsOf(origin: string): OAuthEndpoints {
  return {
    issuer: origin,
    resource: `${origin}${MCP_PATH}`,
    resourceMetadata: `${origin}/.well-known/oauth-protected-resource${MCP_PATH}`,
    authorization: `${origin}/oauth/authorize`,
    token: `${origin}/oauth/token`,
    registration: `${origin}/oauth/register`,
    revocation: `${origin}/oauth/revoke`,
  }
}

/** RFC 9728: what protects `/mcp` and how to send a token to it. */
export function protectedResourceMetadata(endpoints: OAuthEndpoints) {
  return {
    resource: endpoints.resource,
    authorization_servers: [endpoints.issuer],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'automation-server MCP endpoint',
  }
}

/** RFC 8414: the authorization server's endpoints and what it supports. */
export function authorizationServerMetadata(endpoints: OAuthEndpoints) {
  return {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    registration_endpoint: endpoints.registration,
    revocation_endpoint: endpoints.revocation,
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  }
}
