/**
 * The live page's script and style, served from this server (no CDN, no build step). Plain
 * browser JavaScript: it runs as written in any current browser.
 */

export const LIVE_STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #5b6470; --line: #d5dae0; --accent: #1f6feb; --bad: #b42318; --good: #067647; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --bg: #14171b; --muted: #9aa4af; --line: #30363d; --accent: #58a6ff; --bad: #ff7b72; --good: #56d364; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; gap: 1rem; align-items: baseline; flex-wrap: wrap; padding: .75rem 1rem; border-bottom: 1px solid var(--line); }
header h1 { font-size: 1.1rem; margin: 0; }
.goal { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
.status { font-weight: 600; padding: .1rem .5rem; border-radius: 1rem; border: 1px solid var(--line); }
.status[data-status=RUNNING] { color: var(--accent); }
.status[data-status=COMPLETED] { color: var(--good); }
.status[data-status=FAILED], .status[data-status=CANCELLED] { color: var(--bad); }
main.live { display: grid; grid-template-columns: minmax(0, 3fr) minmax(16rem, 1fr); gap: 1rem; padding: 1rem; }
@media (max-width: 50rem) { main.live { grid-template-columns: 1fr; } }
.screen { margin: 0; }
.screen img { width: 100%; height: auto; display: block; border: 1px solid var(--line); background: #888; min-height: 8rem; }
.screen img:focus { outline: 3px solid var(--accent); outline-offset: 2px; }
.screen figcaption { color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; margin-top: .25rem; }
.control img { cursor: crosshair; }
aside h2 { font-size: 1rem; margin: 0 0 .5rem; }
ol.steps { margin: 0; padding-left: 2.5rem; max-height: 50vh; overflow: auto; }
ol.steps li { margin: .2rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: color-mix(in srgb, var(--fg) 6%, transparent); padding: .5rem; border-radius: .25rem; }
.error { color: var(--bad); }
.note { color: var(--muted); }
button { font: inherit; padding: .35rem .8rem; border-radius: .3rem; border: 1px solid var(--line); background: var(--accent); color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid var(--fg); outline-offset: 2px; }
[hidden] { display: none !important; }
`

export const LIVE_SCRIPT = `(function () {
  'use strict'
  var root = document.getElementById('live')
  if (!root) return
  var runId = root.getAttribute('data-run')
  var control = root.getAttribute('data-control') === 'true'
  var token = new URLSearchParams(location.search).get('token') || ''
  var query = '?token=' + encodeURIComponent(token)
  var base = '/live/' + encodeURIComponent(runId)
  var img = document.getElementById('screen')
  var caption = document.getElementById('address')
  var statusEl = document.getElementById('status')
  var steps = document.getElementById('steps')
  var resultBox = document.getElementById('result')
  var resultText = document.getElementById('result-json')
  var errorText = document.getElementById('error')
  var note = document.getElementById('note')
  var heldNote = document.getElementById('held')
  var done = document.getElementById('done')
  var person = document.getElementById('person')
  var viewport = { width: 1280, height: 720 }
  var shownUrl = null
  var frames = 0
  var over = false

  function say(text) { note.textContent = text; note.hidden = !text }

  var source = new EventSource(base + '/stream' + query)
  source.addEventListener('frame', function (e) {
    var frame = JSON.parse(e.data)
    viewport = { width: frame.viewportWidth, height: frame.viewportHeight }
    var bytes = atob(frame.data)
    var buffer = new Uint8Array(bytes.length)
    for (var i = 0; i < bytes.length; i++) buffer[i] = bytes.charCodeAt(i)
    var url = URL.createObjectURL(new Blob([buffer], { type: 'image/jpeg' }))
    var old = shownUrl
    img.src = url
    shownUrl = url
    if (old) setTimeout(function () { URL.revokeObjectURL(old) }, 1000)
    frames++
    root.setAttribute('data-frames', String(frames))
    if (frame.url) caption.textContent = frame.url
  })
  source.addEventListener('run', function (e) { render(JSON.parse(e.data)) })
  source.addEventListener('end', function () { over = true; source.close() })
  source.onerror = function () {
    if (over) return
    if (source.readyState === 2) say('The live view is not available: this link may have expired or been revoked.')
    else say('Connection lost; reconnecting...')
  }
  source.onopen = function () { say('') }

  function render(run) {
    statusEl.textContent = run.status
    statusEl.setAttribute('data-status', run.status)
    root.setAttribute('data-status', run.status)
    steps.textContent = ''
    run.steps.forEach(function (s) {
      var li = document.createElement('li')
      li.value = s.step
      li.textContent = s.purpose
      steps.appendChild(li)
    })
    var finished = run.status === 'COMPLETED' || run.status === 'FAILED' || run.status === 'CANCELLED'
    resultBox.hidden = !finished
    resultText.textContent = run.result ? JSON.stringify(run.result, null, 2) : '(no result)'
    errorText.textContent = run.error ? run.error.message : ''
    errorText.hidden = !run.error
    if (heldNote) heldNote.hidden = !run.held
    if (done) done.hidden = !(control && (run.held || run.waiting_for_person))
    person.textContent = run.waiting_for_person || ''
    person.hidden = !run.waiting_for_person
    if (control && finished) say('The run is over: there is nothing left to control.')
  }

  if (!control) return

  // inputs go one after another, in the order the person made them
  var sending = Promise.resolve()
  function send(body) {
    sending = sending.then(function () {
      return fetch(base + '/input' + query, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(function (r) {
        if (!r.ok) return r.json().then(function (b) { say(b.error ? b.error.message : 'Input refused') })
      }, function () { say('Input could not be sent') })
    })
    return sending
  }
  function point(e) {
    var box = img.getBoundingClientRect()
    return {
      x: Math.round(((e.clientX - box.left) / box.width) * viewport.width),
      y: Math.round(((e.clientY - box.top) / box.height) * viewport.height),
    }
  }
  var KEYS = ['Enter', 'Escape', 'Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']
  img.addEventListener('click', function (e) {
    img.focus()
    var p = point(e)
    send({ type: 'click', x: p.x, y: p.y })
  })
  img.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return
    // Space is a key (it ticks boxes and presses buttons), other characters are typed
    if (e.key === ' ') { send({ type: 'key', key: 'Space' }); e.preventDefault() }
    else if (e.key.length === 1) { send({ type: 'type', text: e.key }); e.preventDefault() }
    else if (KEYS.indexOf(e.key) >= 0) { send({ type: 'key', key: e.key }); e.preventDefault() }
  })
  img.addEventListener('wheel', function (e) {
    var p = point(e)
    send({ type: 'scroll', x: p.x, y: p.y, dy: Math.round(e.deltaY) })
    e.preventDefault()
  }, { passive: false })
  done.addEventListener('click', function () {
    // what the person did goes first, then the run gets the page back
    sending.then(function () {
      return fetch(base + '/done' + query, { method: 'POST' })
    }).then(function () { say('Handed back to the run.') })
  })
})()
`
