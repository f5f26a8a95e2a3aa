import { isFinalStatus, type Run, type RunStatus } from 'automation-core'
import { escapeHtml as e } from '../app/http'
import type { ApiKeyRecord } from '../auth/key-store'

/** Who is looking, and the token their forms carry. */
export interface Viewer {
  key: ApiKeyRecord
  csrf: string
}

const STATUSES: RunStatus[] = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']

function layout(title: string, viewer: Viewer | null, body: string, current = ''): string {
  const link = (href: string, label: string) =>
    `<a href="${href}"${current === href ? ' aria-current="page"' : ''}>${label}</a>`
  const nav = viewer
    ? `<nav aria-label="Main">
    ${link('/runs', 'Runs')}
    ${link('/runs/new', 'New run')}
    ${viewer.key.admin ? link('/keys', 'API keys') : ''}
  </nav>
  <form method="post" action="/session/end" class="signout">
    <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
    <span class="note">Key <code>${e(viewer.key.prefix)}</code> (${e(viewer.key.name)})</span>
    <button type="submit" class="secondary">Sign out</button>
  </form>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · web automation</title>
<link rel="stylesheet" href="/dashboard/assets/app.css">
<script src="/dashboard/assets/app.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <p class="brand">web automation</p>
  ${nav}
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`
}

export function signInPage(error?: string): string {
  return layout(
    'Sign in',
    null,
    `<h1>Sign in</h1>
<p>Sign in with an API key. The dashboard keeps you signed in with a cookie; the key itself is never put in a URL.</p>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/session" class="stack narrow">
  <label for="api_key">API key</label>
  <input id="api_key" name="api_key" type="password" autocomplete="current-password" required autofocus spellcheck="false">
  <button type="submit">Sign in</button>
</form>`,
  )
}

const time = (iso: string | null) =>
  iso ? `<time datetime="${e(iso)}">${e(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>` : '—'

const badge = (status: RunStatus) => `<span class="status" data-status="${status}">${status}</span>`

export interface RunsQuery {
  status?: RunStatus
  goal?: string
}

export function runsPage(
  viewer: Viewer,
  runs: Run[],
  query: RunsQuery,
  page: { total: number; next: string | null },
): string {
  const options = ['', ...STATUSES]
    .map(
      (s) =>
        `<option value="${s}"${(query.status ?? '') === s ? ' selected' : ''}>${s === '' ? 'Any status' : s}</option>`,
    )
    .join('')
  const rows = runs
    .map(
      (run) => `<tr data-run="${e(run.run_id)}">
      <td><a href="/runs/${encodeURIComponent(run.run_id)}">${e(run.goal.length > 90 ? `${run.goal.slice(0, 90)}…` : run.goal)}</a></td>
      <td class="status-cell">${badge(run.status)}</td>
      <td class="num steps-cell">${run.num_of_steps ?? 0}</td>
      <td>${time(run.created_at)}</td>
    </tr>`,
    )
    .join('\n')
  const nextQuery = new URLSearchParams()
  if (query.status) nextQuery.set('status', query.status)
  if (query.goal) nextQuery.set('goal', query.goal)
  if (page.next) nextQuery.set('cursor', page.next)
  return layout(
    'Runs',
    viewer,
    `<h1>Runs</h1>
<form method="get" action="/runs" class="filters" role="search">
  <label for="status">Status</label>
  <select id="status" name="status">${options}</select>
  <label for="goal">Goal contains</label>
  <input id="goal" name="goal" type="search" value="${e(query.goal ?? '')}" maxlength="500">
  <button type="submit">Filter</button>
</form>
<p class="note" id="count">${page.total} run${page.total === 1 ? '' : 's'}</p>
${
  runs.length === 0
    ? '<p>No runs yet. <a href="/runs/new">Start one</a>.</p>'
    : `<table class="runs" data-live-runs>
  <caption class="visually-hidden">Runs of this key, newest first</caption>
  <thead><tr><th scope="col">Goal</th><th scope="col">Status</th><th scope="col">Steps</th><th scope="col">Created</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>`
}
${page.next ? `<p><a href="/runs?${e(nextQuery.toString())}">Older runs</a></p>` : ''}`,
    '/runs',
  )
}

export function runPage(viewer: Viewer, run: Run): string {
  const final = isFinalStatus(run.status)
  const steps = run.steps
    .map(
      (step, i) => `<li>
      <p>${e(step.action)} <span class="note">(${step.status === 'FAILED' ? 'failed, ' : ''}${Math.round(step.duration)} ms)</span></p>
      ${
        step.screenshot_url
          ? `<a href="/runs/${encodeURIComponent(run.run_id)}/steps/${i + 1}/screenshot"><img loading="lazy" src="/runs/${encodeURIComponent(run.run_id)}/steps/${i + 1}/screenshot" alt="The page after step ${i + 1}" width="320"></a>`
          : ''
      }
    </li>`,
    )
    .join('\n')
  return layout(
    `Run ${run.run_id.slice(0, 8)}`,
    viewer,
    `<h1>Run <code>${e(run.run_id.slice(0, 8))}</code> ${badge(run.status)}</h1>
<div data-live-run="${e(run.run_id)}" data-status="${run.status}" hidden></div>
<dl class="facts">
  <dt>Goal</dt><dd>${e(run.goal)}</dd>
  <dt>URL</dt><dd><code>${e(run.url)}</code></dd>
  <dt>Created</dt><dd>${time(run.created_at)}</dd>
  <dt>Started</dt><dd>${time(run.started_at)}</dd>
  <dt>Finished</dt><dd>${time(run.finished_at)}</dd>
  <dt>Browser</dt><dd>${e(run.browser_config.browser_type)}${run.browser_config.proxy_enabled ? `, proxy ${e(run.browser_config.proxy_country_code ?? '')}` : ''}</dd>
  <dt>Run id</dt><dd><code>${e(run.run_id)}</code></dd>
</dl>
${
  final
    ? ''
    : `<div class="actions">
<form method="post" action="/runs/${encodeURIComponent(run.run_id)}/control">
  <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
  <button type="submit" class="secondary">Take control</button>
</form>
<form method="post" action="/runs/${encodeURIComponent(run.run_id)}/cancel">
  <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
  <button type="submit" class="danger">Cancel run</button>
</form>
</div>`
}
${
  run.streaming_url && !final
    ? `<section aria-labelledby="live-h"><h2 id="live-h">Live view</h2>
<iframe class="live" src="${e(run.streaming_url)}" title="The run's browser, live"></iframe>
<p><a href="${e(run.streaming_url)}">Open the live view on its own</a> (a view-only link you can share while it lasts)</p></section>`
    : ''
}
${run.error ? `<section aria-labelledby="error-h"><h2 id="error-h">Error</h2><p class="error">${e(run.error.message)}</p></section>` : ''}
${
  final
    ? `<section aria-labelledby="result-h"><h2 id="result-h">Result</h2><pre>${e(JSON.stringify(run.result, null, 2))}</pre></section>`
    : ''
}
<section aria-labelledby="steps-h"><h2 id="steps-h">Steps</h2>
${run.steps.length ? `<ol class="steps">${steps}</ol>` : '<p class="note">No step yet.</p>'}
</section>`,
  )
}

export function newRunPage(viewer: Viewer, error?: string, values: Record<string, string> = {}): string {
  return layout(
    'New run',
    viewer,
    `<h1>New run</h1>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/runs" class="stack">
  <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
  <label for="url">URL</label>
  <input id="url" name="url" type="url" required placeholder="https://example.com" value="${e(values.url ?? '')}">
  <label for="goal-text">Goal</label>
  <textarea id="goal-text" name="goal" required rows="4" maxlength="20000">${e(values.goal ?? '')}</textarea>
  <label for="profile">Browser</label>
  <select id="profile" name="browser_profile">
    <option value="lite"${values.browser_profile === 'stealth' ? '' : ' selected'}>lite</option>
    <option value="stealth"${values.browser_profile === 'stealth' ? ' selected' : ''}>stealth</option>
  </select>
  <label for="max_steps">Most steps</label>
  <input id="max_steps" name="max_steps" type="number" min="1" max="500" value="${e(values.max_steps ?? '30')}">
  <button type="submit">Start run</button>
</form>`,
    '/runs/new',
  )
}

export function keysPage(
  viewer: Viewer,
  keys: ApiKeyRecord[],
  created?: { key: string; name: string },
  error?: string,
): string {
  const rows = keys
    .map((k) => {
      const state = k.revoked_at
        ? 'revoked'
        : k.expires_at && Date.parse(k.expires_at) <= Date.now()
          ? 'expired'
          : 'active'
      return `<tr>
      <td><code>${e(k.prefix)}</code></td>
      <td>${e(k.name)}${k.admin ? ' <span class="tag">admin</span>' : ''}</td>
      <td>${time(k.created_at)}</td>
      <td>${k.expires_at ? time(k.expires_at) : 'never'}</td>
      <td class="num">${k.credits === null ? 'unlimited' : k.credits}</td>
      <td>${time(k.last_used_at)}</td>
      <td>${state}</td>
      <td>${
        state === 'revoked' || k.id === viewer.key.id
          ? ''
          : `<form method="post" action="/keys/${encodeURIComponent(k.id)}/revoke">
          <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
          <button type="submit" class="danger" aria-label="Revoke ${e(k.name)} (${e(k.prefix)})">Revoke</button>
        </form>`
      }</td>
    </tr>`
    })
    .join('\n')
  return layout(
    'API keys',
    viewer,
    `<h1>API keys</h1>
${
  created
    ? `<section class="created" aria-labelledby="created-h">
  <h2 id="created-h">Key "${e(created.name)}" created</h2>
  <p>Copy it now: it is shown this once, and only its hash is kept.</p>
  <p><label for="new-key">New key</label> <input id="new-key" readonly value="${e(created.key)}" size="48" spellcheck="false">
  <button type="button" data-copy="new-key">Copy</button> <span class="note" data-copied role="status"></span></p>
</section>`
    : ''
}
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<table class="keys">
  <caption class="visually-hidden">Every API key of this server</caption>
  <thead><tr><th scope="col">Prefix</th><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Credits left</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
<h2>Create a key</h2>
<form method="post" action="/keys" class="stack narrow">
  <input type="hidden" name="csrf" value="${e(viewer.csrf)}">
  <label for="key-name">Name</label>
  <input id="key-name" name="name" required maxlength="100">
  <label for="expires">Expires after (days, empty for never)</label>
  <input id="expires" name="expires_in_days" type="number" min="1" max="3650">
  <label for="credits">Credits (runs it may start, empty for unlimited)</label>
  <input id="credits" name="credits" type="number" min="0">
  <button type="submit">Create key</button>
</form>`,
    '/keys',
  )
}

export function messagePage(viewer: Viewer | null, title: string, message: string): string {
  return layout(title, viewer, `<h1>${e(title)}</h1><p>${e(message)}</p><p><a href="/">Back</a></p>`)
}
