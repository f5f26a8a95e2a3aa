import { escapeHtml } from '../app/http'
import type { OAuthClientInfo } from './clients'
import { SCOPE_DESCRIPTIONS } from './metadata'

/** What the consent page shows and carries back to the server. */
export interface ConsentView {
  client: OAuthClientInfo
  redirectUri: string
  scope: string
  resource: string
  /** The request's parameters, sent back with the decision and checked again. */
  params: URLSearchParams
  /** Shown above the form after a refused key. */
  error?: string
  /** The CSRF token for this request (see consent-csrf.ts), sent back with the decision. */
  csrfToken: string
}

/** Security headers of every page of the authorization endpoint. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  // same-origin: the form's POST carries this server's Origin (no-referrer would make it "null"),
  // while nothing of the request's URL goes to another site
  'referrer-policy': 'same-origin',
}

/** The parameters of an authorization request that the form carries, and nothing else. */
export const CARRIED_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'state',
  'scope',
  'resource',
] as const

/**
 * The consent page: who asks (client name, where it sends the person back), for what (scope,
 * resource), and the API key that will own the runs; Allow and Deny. Plain HTML, no script.
 */
export function consentPage(view: ConsentView): string {
  const { client } = view
  const redirect = new URL(view.redirectUri)
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(redirect.hostname)
  const name = client.client_name ?? 'An unnamed application'
  const hidden = CARRIED_PARAMS.filter((p) => view.params.has(p))
    .map((p) => `<input type="hidden" name="${p}" value="${escapeHtml(view.params.get(p) ?? '')}">`)
    .join('\n      ')
  const scopes = view.scope
    .split(' ')
    .map(
      (s) =>
        `<li><code>${escapeHtml(s)}</code>: ${escapeHtml(SCOPE_DESCRIPTIONS[s] ?? 'access to this server')}</li>`,
    )
    .join('')
  const identity =
    client.registration === 'metadata-document'
      ? `Identified by its metadata document <code>${escapeHtml(client.client_id)}</code>.`
      : 'Registered itself with this server (dynamic client registration): its name is its own claim.'
  return page(
    `Authorize ${name}`,
    `<h1><span id="client-name">${escapeHtml(name)}</span> wants to use this automation server</h1>
    <p class="muted">${identity}</p>
    ${client.client_uri ? `<p>Website: <code>${escapeHtml(client.client_uri)}</code></p>` : ''}
    <p>After you decide, you are sent back to <strong id="redirect-host">${escapeHtml(redirect.host)}</strong>.</p>
    ${
      loopback
        ? '<p class="warn">That address is on your own computer: only allow this if you just started this application yourself.</p>'
        : ''
    }
    <h2>It asks for</h2>
    <ul id="scope">${scopes}</ul>
    <p class="muted">On <code>${escapeHtml(view.resource)}</code>.</p>
    ${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
    <form method="post" action="/oauth/authorize">
      ${hidden}
      <input type="hidden" name="csrf_token" value="${escapeHtml(view.csrfToken)}">
      <label for="api_key">Your API key: the runs this application starts will belong to it and use its credits</label>
      <input id="api_key" name="api_key" type="password" autocomplete="off" required>
      <div class="buttons">
        <button type="submit" name="decision" value="allow">Allow</button>
        <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
      </div>
    </form>`,
  )
}

/**
 * A page for a request that cannot go back to the client (no valid client or redirect URI, a
 * refused decision). `hint` says what the person can do.
 * @default hint: close the page, the application has to be fixed
 */
export function errorPage(
  error: string,
  description: string,
  hint = 'You can close this page. The application that sent you here has to be fixed or set up again.',
): string {
  return page(
    'Authorization failed',
    `<h1>This authorization request cannot be completed</h1>
    <p class="error" role="alert"><code>${escapeHtml(error)}</code>: ${escapeHtml(description)}</p>
    <p class="muted">${escapeHtml(hint)}</p>`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1d1d1f; }
    h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; }
    .muted { color: #555; font-size: .9rem; } .warn { background: #fff4d6; padding: .5rem .75rem; border-radius: 6px; }
    .error { background: #fde2e1; padding: .5rem .75rem; border-radius: 6px; }
    label { display: block; margin: 1.5rem 0 .25rem; font-weight: 600; }
    input[type=password] { width: 100%; padding: .5rem; font: inherit; box-sizing: border-box; }
    .buttons { display: flex; gap: .75rem; margin-top: 1rem; }
    button { font: inherit; padding: .5rem 1.25rem; border-radius: 6px; border: 1px solid #888; background: #fff; cursor: pointer; }
    button[value=allow] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  </style>
</head>
<body>
  <main>
    ${body}
  </main>
</body>
</html>
`
}
