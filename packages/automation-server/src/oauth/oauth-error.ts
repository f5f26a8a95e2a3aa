/** The error codes of OAuth 2.1, RFC 6750 (bearer), RFC 7591 (registration) and RFC 8707. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'access_denied'
  | 'invalid_token'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'server_error'
  /** Too many requests from one address (RFC 8628's name for it); answered 429 with Retry-After. */
  | 'slow_down'

/**
 * An OAuth error, answered as `{ "error", "error_description" }` (token, registration and
 * revocation endpoints) or as a redirect or page (authorization endpoint).
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError'
  /** Extra headers of the answer (Retry-After of a 429). */
  readonly headers: Record<string, string> = {}
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
    readonly status = code === 'invalid_client' || code === 'invalid_token' ? 401 : 400,
  ) {
    super(message)
  }

  /** The JSON answer; never cached (OAuth 2.1 section 3.2.4). */
  toResponse(headers: Record<string, string> = {}): Response {
    return Response.json(
      { error: this.code, error_description: this.message },
      { status: this.status, headers: { 'cache-control': 'no-store', ...this.headers, ...headers } },
    )
  }
}
