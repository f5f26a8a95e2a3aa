import { escapeHtml } from '../app/http'

/** Headers of every live page and asset: nothing from elsewhere, no referrer (the URL is a capability). */
export function livePageHeaders(frameAncestors: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' blob:",
      "connect-src 'self'",
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  }
}

/** The live page of one run; the script fills it from the stream. */
export function livePage(run: { run_id: string; goal: string; url: string }, control: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live run ${escapeHtml(run.run_id.slice(0, 8))}</title>
<link rel="stylesheet" href="/live/assets/live.css">
<script src="/live/assets/live.js" defer></script>
</head>
<body>
<header>
  <h1>${control ? 'Controlling' : 'Watching'} run <code>${escapeHtml(run.run_id.slice(0, 8))}</code></h1>
  <span class="status" id="status" role="status" data-status="PENDING">PENDING</span>
  <p class="goal"><span class="note">Goal:</span> ${escapeHtml(run.goal)}</p>
</header>
<main class="live${control ? ' control' : ''}" id="live" data-run="${escapeHtml(run.run_id)}" data-control="${control}">
  <figure class="screen">
    <img id="screen" alt="The run's browser${control ? ': click, type and scroll here to act in the page' : ', live'}"${control ? ' tabindex="0"' : ''}>
    <figcaption><span class="note">Page:</span> <span id="address">${escapeHtml(run.url)}</span></figcaption>
    <p class="note" id="note" role="alert" hidden></p>
  </figure>
  <aside>
    <p class="error" id="person" role="alert" hidden></p>
    ${
      control
        ? `<p class="note">You have the controls: the run waits while you click, type and scroll in the picture. Press <strong>Done</strong> to hand it back.</p>
    <p id="held" class="note" hidden>The run is waiting for you.</p>
    <p><button type="button" id="done" hidden>Done</button></p>`
        : ''
    }
    <h2>Steps</h2>
    <ol class="steps" id="steps" aria-live="polite"></ol>
    <section id="result" hidden>
      <h2>Result</h2>
      <p class="error" id="error" hidden></p>
      <pre id="result-json"></pre>
    </section>
  </aside>
</main>
</body>
</html>
`
}

/** What a refused live link shows: a page, never a stack trace. */
export function refusedPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/live/assets/live.css"></head>
<body><main style="padding:2rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body>
</html>
`
}
