/** The dashboard's style and script: served by this server, no build step, no CDN. */

export const APP_STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #5b6470; --line: #d5dae0; --accent: #1f6feb; --bad: #b42318; --good: #067647; --soft: #f3f5f7; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --bg: #14171b; --muted: #9aa4af; --line: #30363d; --accent: #58a6ff; --bad: #ff7b72; --good: #56d364; --soft: #1d2228; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: .5rem; }
.skip:focus { left: .5rem; }
.top { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: center; padding: .6rem 1.2rem; border-bottom: 1px solid var(--line); }
.brand { font-weight: 700; margin: 0; }
nav { display: flex; gap: 1rem; }
nav a[aria-current=page] { font-weight: 700; text-decoration: none; }
.signout { margin-left: auto; display: flex; gap: .5rem; align-items: center; }
main { padding: 1rem 1.2rem 3rem; max-width: 72rem; }
main:focus { outline: none; }
h1 { font-size: 1.4rem; display: flex; gap: .75rem; align-items: center; flex-wrap: wrap; }
h2 { font-size: 1.1rem; margin-top: 1.5rem; }
label { font-weight: 600; }
input, select, textarea, button { font: inherit; }
input, select, textarea { padding: .4rem .5rem; border: 1px solid var(--line); border-radius: .3rem; background: var(--bg); color: var(--fg); }
button { padding: .4rem .9rem; border-radius: .3rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: var(--fg); border-color: var(--line); }
button.danger { background: transparent; color: var(--bad); border-color: var(--bad); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.stack { display: grid; gap: .35rem; max-width: 40rem; }
.stack button { justify-self: start; margin-top: .5rem; }
.narrow { max-width: 24rem; }
.filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: .5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .45rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
td.num { text-align: right; }
.status { font-size: .8rem; font-weight: 700; padding: .1rem .5rem; border-radius: 1rem; border: 1px solid var(--line); }
.status[data-status=RUNNING], .status[data-status=PENDING] { color: var(--accent); }
.status[data-status=COMPLETED] { color: var(--good); }
.status[data-status=FAILED], .status[data-status=CANCELLED] { color: var(--bad); }
.tag { font-size: .75rem; border: 1px solid var(--line); border-radius: .3rem; padding: 0 .3rem; }
.note { color: var(--muted); }
.error { color: var(--bad); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
pre { background: var(--soft); padding: .75rem; border-radius: .3rem; white-space: pre-wrap; overflow-wrap: anywhere; }
ol.steps li { margin-bottom: 1rem; }
ol.steps img { border: 1px solid var(--line); max-width: 100%; height: auto; }
iframe.live { width: 100%; height: 42rem; border: 1px solid var(--line); }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; }
.created { border: 2px solid var(--good); padding: .5rem 1rem; border-radius: .4rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

export const APP_SCRIPT = `(function () {
  'use strict'
  var FINAL = ['COMPLETED', 'FAILED', 'CANCELLED']

  // the key shown once: copy it
  document.querySelectorAll('[data-copy]').forEach(function (button) {
    button.addEventListener('click', function () {
      var input = document.getElementById(button.getAttribute('data-copy'))
      var done = document.querySelector('[data-copied]')
      input.select()
      var copied = navigator.clipboard ? navigator.clipboard.writeText(input.value) : Promise.reject(new Error('no clipboard'))
      copied.catch(function () { document.execCommand('copy') }).then(function () { if (done) done.textContent = 'Copied' })
    })
  })

  // the runs list: statuses and step counts follow the runs
  var table = document.querySelector('[data-live-runs]')
  if (table) {
    var ids = Array.prototype.map.call(table.querySelectorAll('tr[data-run]'), function (tr) { return tr.getAttribute('data-run') })
    var tick = function () {
      fetch('/runs/status.json?ids=' + encodeURIComponent(ids.join(',')), { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : { runs: [] } })
        .then(function (body) {
          body.runs.forEach(function (run) {
            var row = table.querySelector('tr[data-run="' + run.run_id + '"]')
            if (!row) return
            var badge = row.querySelector('.status')
            badge.textContent = run.status
            badge.setAttribute('data-status', run.status)
            row.querySelector('.steps-cell').textContent = String(run.num_of_steps)
          })
        })
        .catch(function () {})
    }
    if (ids.length) setInterval(tick, 2000)
  }

  // a run's page: when the run ends, show its result
  var live = document.querySelector('[data-live-run]')
  if (live && FINAL.indexOf(live.getAttribute('data-status')) < 0) {
    var id = live.getAttribute('data-live-run')
    setInterval(function () {
      fetch('/runs/status.json?ids=' + encodeURIComponent(id), { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : { runs: [] } })
        .then(function (body) {
          var run = body.runs[0]
          if (run && run.status !== live.getAttribute('data-status')) location.reload()
        })
        .catch(function () {})
    }, 2000)
  }
})()
`
