/**
 * Instructions against the widgets real sites are made of, in a real Chromium: tabs that hide
 * controls, menus and menu paths, a dialog, date/time/number inputs and a spin button of the
 * page's own, an autocomplete, and a form one link away. The page tells the test what happened
 * (a synchronous POST to /log), so each test checks the page's state, not only the run's words.
 */
import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBrowserPool, type ManagedBrowserPool } from '../../../src/browser/browser-pool'
import { createHeuristicPlanner } from '../../../src/planner/embedded/embedded-planner'
import { runAutomation } from '../../../src/run/run-automation'
import { startTestServer, type TestServer } from '../../helpers/test-server'

const LOG = `<script>
function log(key, value) {
  const r = new XMLHttpRequest(); r.open('POST', '/log', false); r.send(JSON.stringify([key, value]))
}
</script>`

const APP = `<!doctype html><title>Workspace</title>${LOG}
<style>[hidden]{display:none}</style>
<h1>Workspace</h1>
<a href="/contact">Contact us</a>
<div role="tablist">
  <button role="tab" id="t1" aria-selected="true" aria-controls="p1">Profile</button>
  <button role="tab" id="t2" aria-selected="false" aria-controls="p2">Notifications</button>
</div>
<section id="p1" role="tabpanel"><label>Nickname <input name="nick"></label></section>
<section id="p2" role="tabpanel" hidden>
  <label><input type="checkbox" id="replies" onchange="log('replies', this.checked)"> Email me about replies</label>
</section>
<script>
for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
  for (const t of document.querySelectorAll('[role=tab]')) {
    t.setAttribute('aria-selected', String(t === tab))
    document.getElementById(t.getAttribute('aria-controls')).hidden = t !== tab
  }
}
</script>

<nav aria-label="Folders"><a href="#receipts">Receipts</a></nav>
<div class="menu">
  <button id="actions" aria-haspopup="menu" aria-expanded="false">Actions</button>
  <ul role="menu" id="menu" hidden>
    <li role="menuitem" tabindex="-1" onclick="log('action', 'archive'); closeMenus()">Archive</li>
    <li role="menuitem" tabindex="-1" id="moveto" aria-haspopup="menu" aria-expanded="false">Move to</li>
    <ul role="menu" id="sub" hidden>
      <li role="menuitem" tabindex="-1" onclick="log('action', 'move:Spam'); closeMenus()">Spam</li>
      <li role="menuitem" tabindex="-1" onclick="log('action', 'move:Receipts'); closeMenus()">Receipts</li>
    </ul>
  </ul>
</div>
<script>
const actions = document.getElementById('actions'), menu = document.getElementById('menu')
const moveto = document.getElementById('moveto'), sub = document.getElementById('sub')
function closeMenus() { menu.hidden = sub.hidden = true; actions.setAttribute('aria-expanded', 'false'); moveto.setAttribute('aria-expanded', 'false') }
actions.onclick = () => { const open = menu.hidden; menu.hidden = !open; actions.setAttribute('aria-expanded', String(open)) }
moveto.onclick = () => { sub.hidden = false; moveto.setAttribute('aria-expanded', 'true') }
</script>

<button id="invite" onclick="document.getElementById('dlg').showModal()">Invite member</button>
<dialog id="dlg" aria-labelledby="dlg-title">
  <h2 id="dlg-title">Invite a member</h2>
  <label>Email <input id="inv-email" oninput="log('inviteEmail', this.value)"></label>
  <label>Role <select onchange="log('inviteRole', this.value)"><option>Member</option><option>Viewer</option><option>Admin</option></select></label>
  <button aria-label="Close" onclick="document.getElementById('dlg').close(); log('dialog', 'closed')">×</button>
</dialog>

<fieldset><legend>Trip</legend>
  <label>Start date <input type="date" onchange="log('date', this.value)"></label>
  <label>Start time <input type="time" onchange="log('time', this.value)"></label>
  <label>Guests <input type="number" min="1" max="9" value="1" onchange="log('guests', this.value)"></label>
  <span id="rooms-label">Rooms</span>
  <div role="spinbutton" tabindex="0" aria-labelledby="rooms-label" aria-valuenow="1" aria-valuemin="1" aria-valuemax="5" id="rooms">1</div>
</fieldset>
<script>
const rooms = document.getElementById('rooms')
rooms.onkeydown = (e) => {
  let v = Number(rooms.getAttribute('aria-valuenow'))
  if (e.key === 'ArrowUp') v = Math.min(5, v + 1)
  else if (e.key === 'ArrowDown') v = Math.max(1, v - 1)
  else return
  rooms.setAttribute('aria-valuenow', String(v)); rooms.textContent = String(v); log('rooms', v)
}
</script>

<label for="city">City</label>
<input id="city" role="combobox" aria-expanded="false" aria-controls="cities" autocomplete="off">
<ul id="cities" role="listbox" hidden></ul>
<script>
const city = document.getElementById('city'), list = document.getElementById('cities')
const CITIES = ['Bergen', 'Berlin', 'Bern', 'Oslo']
city.oninput = () => {
  const q = city.value.toLowerCase()
  const hits = q ? CITIES.filter((c) => c.toLowerCase().startsWith(q)) : []
  list.innerHTML = hits.map((c) => '<li role="option" tabindex="-1">' + c + '</li>').join('')
  list.hidden = !hits.length; city.setAttribute('aria-expanded', String(hits.length > 0))
  for (const li of list.children) li.onclick = () => { city.value = li.textContent; list.hidden = true; city.setAttribute('aria-expanded', 'false'); log('city', city.value) }
}
</script>
<ul><li>Ada <button onclick="log('removed', 'Ada'); this.parentElement.remove()">Remove</button></li>
<li>Kim <button onclick="log('removed', 'Kim'); this.parentElement.remove()">Remove</button></li></ul>
<p>Many people use this workspace every day.</p>`

/**
 * A date field the user cannot type into, and a calendar of day buttons that opens on November
 * 2026; the page names another month too (the months shown are those its day buttons name).
 */
const PICKER = `<!doctype html><title>Delivery</title>${LOG}
<label>Delivery date <input id="when" readonly placeholder="Pick a date"></label>
<p>Deliveries run until 28 February 2027.</p>
<div id="cal" hidden>
  <button id="prev" aria-label="Previous month">‹</button> <span id="month"></span>
  <button id="next" aria-label="Next month">›</button>
  <div id="days"></div>
</div>
<script>
const NAMES = ['January','February','March','April','May','June','July','August','September','October','November','December']
let y = 2026, m = 10
const when = document.getElementById('when'), cal = document.getElementById('cal')
function draw() {
  document.getElementById('month').textContent = NAMES[m] + ' ' + y
  const n = new Date(y, m + 1, 0).getDate()
  document.getElementById('days').innerHTML = Array.from({ length: n }, (_, i) =>
    '<button aria-label="' + NAMES[m] + ' ' + (i + 1) + ', ' + y + '">' + (i + 1) + '</button>').join('')
  for (const b of document.querySelectorAll('#days button')) b.onclick = () => {
    when.value = b.getAttribute('aria-label'); cal.hidden = true; log('date', when.value)
  }
}
when.onclick = () => { cal.hidden = false; draw() }
document.getElementById('next').onclick = () => { m++; if (m > 11) { m = 0; y++ } draw() }
document.getElementById('prev').onclick = () => { m--; if (m < 0) { m = 11; y-- } draw() }
</script>`

// the same calendar behind a button named by a label beside it, under a menu button named by the
// label's first word; times of the day picked as radios whose names run into how many are left
const SLOTS = PICKER.replace(
  '<label>Delivery date <input id="when" readonly placeholder="Pick a date"></label>',
  `<nav><button aria-expanded="false" onclick="this.setAttribute('aria-expanded', 'true')">Delivery</button></nav>
<span id="dl">Delivery date</span> <button id="when" aria-labelledby="dl when">Pick a date</button>
<fieldset><legend>Delivery time</legend>${['08:00', '10:00', '12:00']
    .map(
      (t) =>
        `<label><input type="radio" name="t" value="${t}" onclick="log('time', this.value)"><span>${t}<small>3 left</small></span></label>`,
    )
    .join('')}</fieldset>`,
)
  .replace('when.value = b.getAttribute', 'when.textContent = b.getAttribute')
  .replace("log('date', when.value)", "log('date', when.textContent)")

const CONTACT = `<!doctype html><title>Contact</title>${LOG}
<h1>Write to us</h1>
<form onsubmit="event.preventDefault(); log('sent', Object.fromEntries(new FormData(this))); document.getElementById('ok').textContent = 'Thanks, we will answer soon.'">
  <label>Your name <input name="name" required></label>
  <label>Email <input name="email" type="email" required></label>
  <label>Message <textarea name="message"></textarea></label>
  <fieldset><legend>Reply by</legend>
    <label><input type="radio" name="reply" value="email" checked> Email</label>
    <label><input type="radio" name="reply" value="phone"> Phone</label>
  </fieldset>
  <button>Send message</button>
</form>
<p id="ok"></p>`

/** Project cards, three at a time behind a "Load more" that is busy for a moment; a confirm dialog. */
const PROJECTS = `<!doctype html><title>Projects</title>${LOG}
<style>[hidden]{display:none}</style>
<h1>Projects</h1>
<ul id="list"></ul>
<button id="more">Load more</button>
<div role="dialog" aria-label="Archive this project?" id="ask" hidden>
  <p>It leaves every board.</p>
  <button id="no">Cancel</button> <button id="yes">Archive project</button>
</div>
<script>
const projects = [
  ['Harbour crane refit', 'Replacing the winch of crane 4 at the north quay.'],
  ['School roof', 'Solar panels on the gym roof before the winter term.'],
  ['Tram depot', 'New sidings and a washing bay for twelve trams.'],
  ['Tidal survey', 'Measuring the tides of the fjord near Bergen every hour.'],
  ['Ferry ramp', 'A second ramp for the island ferry.'],
  ['Bike lanes', 'Painted lanes along the ring road.'],
]
const stars = {}
let shown = 3
let asking
function render() {
  document.getElementById('list').innerHTML = projects.slice(0, shown).map(([t, d]) =>
    '<li><h2>' + t + '</h2><p>' + d + '</p><button data-star="' + t + '" aria-pressed="' + Boolean(stars[t]) + '">Star ' + (stars[t] ? 1 : 0) + '</button> <button data-archive="' + t + '">Archive</button></li>').join('')
  document.getElementById('more').hidden = shown >= projects.length
}
document.getElementById('list').onclick = (e) => {
  const star = e.target.getAttribute('data-star')
  if (star) { stars[star] = !stars[star]; log('starred', Object.keys(stars).filter((k) => stars[k])); render() }
  const archive = e.target.getAttribute('data-archive')
  if (archive) { asking = archive; document.getElementById('ask').hidden = false }
}
document.getElementById('no').onclick = () => { document.getElementById('ask').hidden = true }
document.getElementById('yes').onclick = () => { log('archived', asking); document.getElementById('ask').hidden = true }
const more = document.getElementById('more')
more.onclick = () => {
  more.disabled = true; more.textContent = 'Loading…'
  setTimeout(() => { shown += 3; more.disabled = false; more.textContent = 'Load more'; render() }, 400)
}
render()
</script>`

// two tracks of the same name; a cookie notice fixed to the bottom covers the second
const TRACKS = `<!doctype html><title>Search</title>${LOG}<body style="margin:0">
<h1 style="height:600px">Search: dawn</h1>
<p>Dawn (Ola Berg) <button onclick="log('queued', 'ola')">Add Dawn to queue</button></p>
<p>Dawn (Kari Moe) <button onclick="log('queued', 'kari')">Add Dawn to queue</button></p>
<p>Dusk (Kari Moe) <button onclick="log('queued', 'dusk')">Add Dusk to queue</button></p>
<div style="height:800px"></div>
<div id="notice" style="position:fixed;left:0;right:0;bottom:0;height:160px;background:#eee">
  We use cookies to remember your settings.
  <button onclick="log('cookies', 'necessary'); notice.remove()">Only necessary</button>
  <button onclick="log('cookies', 'all'); notice.remove()">Accept all</button>
</div>`

// a table sorted by clicking its column headers (aria-sort on the header cell)
const SORTABLE = `<!doctype html><title>People</title>${LOG}
<table><thead><tr>
<th aria-sort="ascending"><button data-col="name">Name</button></th>
<th aria-sort="none"><button data-col="joined">Joined</button></th>
</tr></thead><tbody id="rows"></tbody></table>
<script>
const people = [['Ada', '2026-03-01'], ['Bo', '2026-05-09'], ['Cy', '2025-12-24']]
let col = 'name', dir = 'ascending'
function draw() {
  const i = col === 'name' ? 0 : 1
  const rows = [...people].sort((a, b) => (a[i] < b[i] ? -1 : 1) * (dir === 'ascending' ? 1 : -1))
  document.getElementById('rows').innerHTML = rows.map((r) => '<tr><td>' + r[0] + '</td><td>' + r[1] + '</td></tr>').join('')
  for (const th of document.querySelectorAll('th')) th.setAttribute('aria-sort', th.firstChild.dataset.col === col ? dir : 'none')
}
for (const b of document.querySelectorAll('th button')) b.onclick = () => {
  dir = col === b.dataset.col && dir === 'ascending' ? 'descending' : 'ascending'
  col = b.dataset.col
  draw()
  log('sorted', col + ' ' + dir)
}
draw()
</script>`

// the same table with no order marked until a header is clicked (an arrow glyph beside each name)
const UNMARKED = SORTABLE.replace(
  '<th aria-sort="ascending"><button data-col="name">Name</button>',
  '<th><button data-col="name">Name ↕</button>',
)
  .replace(
    '<th aria-sort="none"><button data-col="joined">Joined</button>',
    '<th><button data-col="joined">Joined ↕</button>',
  )
  .replace("let col = 'name'", 'let col = null')
  .replace(
    "th.setAttribute('aria-sort', th.firstChild.dataset.col === col ? dir : 'none')",
    "if (th.firstChild.dataset.col === col) th.setAttribute('aria-sort', dir); else th.removeAttribute('aria-sort')",
  )

// a setting made of a number, its unit in a list beside it, and the form's own Save button
const SETTING = `<!doctype html><title>Security</title>${LOG}
<form onsubmit="event.preventDefault(); log('timeout', lock.value + ' ' + unit.value); done.textContent = 'Saved.'">
  <label for="lock">Lock the screen after</label>
  <input type="number" id="lock" value="2">
  <select id="unit" aria-label="Lock unit"><option>minutes</option><option selected>hours</option></select>
  <button>Save</button> <span id="done"></span>
</form>
<form onsubmit="event.preventDefault(); log('searched', q.value)"><input id="q" aria-label="Search"><button>Search</button></form>`

// filters of a list: chips (pressed buttons), a list of kinds, a box; a sort menu of its own
const TICKETS = `<!doctype html><title>Tickets</title>${LOG}<h1>Tickets</h1>
<div role="group" aria-label="State">
  <button aria-pressed="false" data-state="Open">Open (4)</button>
  <button aria-pressed="false" data-state="Closed">Closed (9)</button>
</div>
<label>Kind <select id="kind"><option>All kinds</option><option>Bug</option><option>Feature</option></select></label>
<label><input type="checkbox" id="mine"> Mine only</label>
<button id="sort" aria-expanded="false" aria-haspopup="menu">Sort: Newest ▾</button>
<div role="menu" id="sorts" hidden>
  <button role="menuitemradio" aria-checked="true">Newest</button>
  <button role="menuitemradio" aria-checked="false">Oldest first</button>
</div>
<script>
const state = { state: 'all', kind: 'All kinds', mine: false, sort: 'Newest' }
const report = () => log('filters', { ...state })
for (const b of document.querySelectorAll('[data-state]')) b.onclick = () => {
  for (const o of document.querySelectorAll('[data-state]')) o.setAttribute('aria-pressed', String(o === b))
  state.state = b.dataset.state; report()
}
kind.onchange = () => { state.kind = kind.value; report() }
mine.onchange = () => { state.mine = mine.checked; report() }
sort.onclick = () => { sorts.hidden = !sorts.hidden; sort.setAttribute('aria-expanded', String(!sorts.hidden)) }
for (const i of document.querySelectorAll('[role=menuitemradio]')) i.onclick = () => {
  state.sort = i.textContent; sort.textContent = 'Sort: ' + i.textContent + ' ▾'
  sorts.hidden = true; sort.setAttribute('aria-expanded', 'false'); report()
}
</script>`

// rows with a menu each, opened by an icon button named for its row
const ROWMENUS = `<!doctype html><title>Files</title>${LOG}
${['Budget.xlsx', 'Plan.docx']
  .map(
    (f, i) => `<div class="row"><span>${f}</span> <button aria-label="Share ${f}">⇪</button>
<button aria-label="More options for ${f}" aria-haspopup="menu" aria-expanded="false" onclick="m${i}.hidden = !m${i}.hidden; this.setAttribute('aria-expanded', String(!m${i}.hidden))">⋯</button>
<div role="menu" id="m${i}" hidden onclick="this.hidden = true"><div role="menuitem" tabindex="-1" onclick="log('renamed', '${f}')">Rename</div>
<div role="menuitem" tabindex="-1" onclick="log('deleted', '${f}')">Delete</div></div></div>`,
  )
  .join('\n')}`

// a group of choices headed by its name, and a number field named after its unit
const DISPLAY = `<!doctype html><title>Display</title>${LOG}
<form onsubmit="event.preventDefault(); log('display', { theme: new FormData(this).get('theme'), rows: rows.value }); saved.textContent = 'Saved.'">
  <fieldset><legend>Theme</legend>
    <label><input type="radio" name="theme" value="Light" checked> Light</label>
    <label><input type="radio" name="theme" value="Dark"> Dark</label>
  </fieldset>
  <label for="rows">Rows per page</label> <input type="number" id="rows" value="10">
  <button>Save display settings</button> <span id="saved"></span>
</form>`

// rows whose switches are all called "Active", the list drawn anew on every toggle
const LINKS = `<!doctype html><title>Links</title>${LOG}<table><tbody id="rows"></tbody></table>
<script>
const on = { Intro: true, Scoping: true, Review: true }
function draw() {
  rows.innerHTML = Object.keys(on).map((k) => '<tr><td>' + k + ' call</td><td><button role="switch" aria-label="Active" aria-checked="' + on[k] + '" data-k="' + k + '"></button> ' + (on[k] ? 'On' : 'Off') + '</td></tr>').join('')
}
rows.onclick = (e) => { const b = e.target.closest('[data-k]'); if (!b) return; on[b.dataset.k] = !on[b.dataset.k]; draw(); log('on', { ...on }) }
draw()
</script>`

/**
 * A search page: a bar of links the page does not mark as navigation and a search form that
 * sends; results are links, one per item.
 */
const SEARCH = `<!doctype html><title>Tool shed</title>${LOG}
<div class="top"><a href="/search">Tool shed</a> <a href="/search?q=saws">Saws</a> <a href="/search?q=drills">Drills</a></div>
<form action="/search"><input name="q" placeholder="Search the shed" aria-label="Search"> <button>Search</button></form>
<ul id="results"></ul>
<script>
const tools = ['Oak mallet', 'Steel hammer', 'Claw hammer', 'Hand saw']
const q = new URLSearchParams(location.search).get('q')
if (q) {
  log('searched', q)
  document.getElementById('results').innerHTML = tools.filter((t) => t.toLowerCase().includes(q.toLowerCase()))
    .map((t) => '<li><a href="/search?item=' + encodeURIComponent(t) + '">' + t + '</a> <p>In stock, ships in two days from the north yard.</p></li>').join('')
}
const item = new URLSearchParams(location.search).get('item')
if (item) log('opened', item)
</script>`

/** A list with a filter box that shows its matches as one types, and no button to send it. */
const FILTER = `<!doctype html><title>Parts</title>${LOG}
<label>Search parts <input id="filter" type="search"></label>
<ul id="parts"></ul>
<script>
const parts = ['Hinge', 'Hook', 'Bolt']
const filter = document.getElementById('filter')
const draw = () => { document.getElementById('parts').innerHTML = parts.filter((p) => p.toLowerCase().includes(filter.value.toLowerCase())).map((p) => '<li>' + p + '</li>').join('') }
filter.oninput = () => { draw(); log('filtered', filter.value) }
draw()
</script>`

/** Cards with a "Select" button each, and a switch whose name holds "and". */
const CARDS = `<!doctype html><title>Flights</title>${LOG}
<ul>
  <li><article><p>Fjord Air · <b>FA 12</b></p><p><span>Departs</span><span>09:20</span></p><button data-f="FA 12">Select</button></article></li>
  <li><article><p>Fjord Air · <b>FA 14</b></p><p><span>Departs</span><span>18:40</span></p><button data-f="FA 14">Select</button></article></li>
</ul>
<label><input type="checkbox" role="switch" checked onchange="log('offers', this.checked)"> Alerts and offers by post</label>
<script>
for (const b of document.querySelectorAll('[data-f]')) b.onclick = () => { log('selected', b.dataset.f); b.textContent = 'Selected' }
</script>`

let server: TestServer
let pool: ManagedBrowserPool
// a spin button that writes its unit after its number, a list drawn as a button that opens
// options, and a filter list whose "All ..." option holds the list's own name
const PREFS = `<!doctype html><title>Preferences</title>${LOG}
<style>[hidden]{display:none}</style>
<p><span id="rl">Reminder</span>
<button aria-label="Five minutes less" onclick="step(-5)">−</button>
<span role="spinbutton" tabindex="0" id="spin" aria-labelledby="rl" aria-valuemin="5" aria-valuemax="60"></span>
<button aria-label="Five minutes more" onclick="step(5)">+</button></p>
<p><span id="ol">Office</span>
<button id="lb" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="ol lb"><span id="lbv">Bergen</span> ▾</button></p>
<ul role="listbox" id="opts" aria-labelledby="ol" hidden>
  <li role="option" aria-selected="true">Bergen</li><li role="option" aria-selected="false">Oslo</li>
</ul>
<p><label>Carrier <select id="carrier" onchange="log('carrier', this.value)"><option>All carriers</option><option>Express</option><option>Post</option></select></label></p>
<script>
let minutes = 15
const spin = document.getElementById('spin')
function show() {
  spin.textContent = minutes + ' min'
  spin.setAttribute('aria-valuenow', String(minutes)); spin.setAttribute('aria-valuetext', minutes + ' minutes before')
}
function step(d) { minutes = Math.min(60, Math.max(5, minutes + d)); show(); log('reminder', minutes) }
spin.onkeydown = (e) => { if (e.key === 'ArrowUp') step(5); if (e.key === 'ArrowDown') step(-5) }
show()
const lb = document.getElementById('lb'), opts = document.getElementById('opts')
lb.onclick = () => { opts.hidden = !opts.hidden; lb.setAttribute('aria-expanded', String(!opts.hidden)) }
for (const o of opts.children) o.onclick = () => {
  document.getElementById('lbv').textContent = o.textContent
  for (const x of opts.children) x.setAttribute('aria-selected', String(x === o))
  opts.hidden = true; lb.setAttribute('aria-expanded', 'false'); log('office', o.textContent)
}
</script>`

let logged: Record<string, unknown> = {}

beforeAll(async () => {
  server = await startTestServer({
    '/prefs': PREFS,
    '/': APP,
    '/contact': CONTACT,
    '/picker': PICKER,
    '/projects': PROJECTS,
    '/tracks': TRACKS,
    '/sortable': SORTABLE,
    '/unmarked': UNMARKED,
    '/slots': SLOTS,
    '/setting': SETTING,
    '/tickets': TICKETS,
    '/rowmenus': ROWMENUS,
    '/display': DISPLAY,
    '/links': LINKS,
    '/search': SEARCH,
    '/cards': CARDS,
    '/filter': FILTER,
    '/log': (req: IncomingMessage, res) => {
      let body = ''
      req.on('data', (c: Buffer) => {
        body += c.toString()
      })
      req.on('end', () => {
        const [key, value] = JSON.parse(body) as [string, unknown]
        logged[key] = value
        res.end('ok')
      })
    },
  })
  pool = createBrowserPool({ concurrency: 1 })
})
afterAll(async () => {
  await pool?.close()
  await server?.close()
})
beforeEach(() => {
  logged = {}
})

const run = async (goal: string, path = '/') => {
  const final = await runAutomation(
    { url: `${server.url}${path}`, goal },
    { planner: createHeuristicPlanner(), pool, allowPrivateNetwork: true },
  ).finished
  if (process.env.DEBUG_GOALS)
    console.log(
      goal,
      JSON.stringify(final.result),
      JSON.stringify((final as { steps?: unknown[] }).steps?.map((s) => s)),
    )
  return final.result as { status: string; steps?: string[]; reason?: string }
}

describe('instructions against real widgets', () => {
  it('sets a spin button to a number said with its unit, and picks from a list drawn as a button', async () => {
    const result = await run('set the Reminder to 30 minutes, then pick Oslo from the Office list', '/prefs')
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ reminder: 30, office: 'Oslo' })
  })

  it("takes the name of the list a filter value was chosen in as that list's, not as another value", async () => {
    expect(await run('only show the Express carrier', '/prefs')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ carrier: 'Express' })
  })

  it('ticks a box that another tab hides, opening the tab first', async () => {
    const result = await run('tick "Email me about replies"')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps?.at(-1)).toMatch(/^Tick checkbox "Email me about replies"/)
    expect(logged).toEqual({ replies: true })
  })

  it('ticks a box whose name ends like an item ("... email me about replies" is a box, not a message)', async () => {
    expect(await run('in my notifications settings tick Email me about replies')).toMatchObject({
      status: 'done',
    })
    expect(logged).toEqual({ replies: true })
  })

  it('follows a menu path', async () => {
    expect(await run('open Actions > Move to > Spam')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ action: 'move:Spam' })
  })

  it('takes an entry of a menu path from the menu it opened, not a link of the same name elsewhere', async () => {
    expect(await run('open Actions > Move to > Receipts')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ action: 'move:Receipts' })
  })

  it('picks an item from a menu it opens', async () => {
    expect(await run('choose Archive from the Actions menu')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ action: 'archive' })
  })

  it('works inside a dialog, then closes it', async () => {
    const result = await run(
      'click Invite member, type "kim@example.org" into Email, choose Viewer from the Role list, then close the dialog',
    )
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps?.at(-1)).toMatch(/^Close the dialog "Invite a member" with button/)
    expect(logged).toEqual({ inviteEmail: 'kim@example.org', inviteRole: 'Viewer', dialog: 'closed' })
  })

  it('sets a date, a time and numbers the way each control takes them', async () => {
    const result = await run(
      'set the start date to 14 March 2027, set the start time to 2:30 pm, set Guests to 3 and set Rooms to 3',
    )
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ date: '2027-03-14', time: '14:30', guests: '3', rooms: 3 })
  })

  it('picks a date in a calendar of day buttons, a month at a time', async () => {
    const result = await run('set the delivery date to 3 January 2027', '/picker')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps).toEqual([
      expect.stringMatching(/^Open the calendar of textbox "Delivery date"/),
      expect.stringMatching(/^Show the next month of the calendar/),
      expect.stringMatching(/^Show the next month of the calendar/),
      expect.stringMatching(/^Pick January 3, 2027 in the calendar/),
    ])
    expect(logged).toEqual({ date: 'January 3, 2027' })
    // the control whose name says the whole "delivery date", not the one named "Delivery";
    // a time picked among choices that open with it
    logged = {}
    const slot = await run(
      'set the delivery date to 3 January 2027, then choose the 10:00 delivery time',
      '/slots',
    )
    expect(slot).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ date: 'January 3, 2027', time: '10:00' })
  })

  it('types into an autocomplete and picks the match', async () => {
    expect(await run('choose Bergen in the City box')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ city: 'Bergen' })
  })

  it('fills a form one link away, with a radio named by its value, and sends it', async () => {
    const result = await run(
      'fill the contact form with your name: Kim Lee, email: kim@example.org, message: Hi there, reply by: Phone, then submit',
    )
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({
      sent: { name: 'Kim Lee', email: 'kim@example.org', message: 'Hi there', reply: 'phone' },
    })
  })

  it('finds an item further down its list (waiting while it loads), acts on it again as "it", and confirms', async () => {
    const result = await run(
      'star the tide measuring project near Bergen, then archive it too and confirm when it asks',
      '/projects',
    )
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps).toEqual([
      expect.stringMatching(/^Click button "Star 0"/),
      expect.stringMatching(/^Click button "Archive"/),
      expect.stringMatching(/^Confirm with button "Archive project"/),
    ])
    expect(logged).toEqual({ starred: ['Tidal survey'], archived: 'Tidal survey' })
  })

  it('clears a cookie notice first, declining, and then sees what it covered', async () => {
    expect(await run('add Dawn to my queue', '/tracks')).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/Add Dawn to queue.*Add Dawn to queue/),
    })
    expect(logged).toEqual({ cookies: 'necessary' })
    logged = {}
    const result = await run('click "Add Dusk to queue"', '/tracks')
    expect(result.steps).toEqual([
      expect.stringMatching(/^Dismiss the cookie notice: button "Only necessary"/),
      expect.stringMatching(/^Click button "Add Dusk to queue"/),
    ])
    expect(logged).toEqual({ cookies: 'necessary', queued: 'dusk' })
    // a goal that says what to do with the notice is followed
    logged = {}
    expect(await run('accept all cookies, then click "Add Dusk to queue"', '/tracks')).toMatchObject({
      status: 'done',
    })
    expect(logged).toEqual({ cookies: 'all', queued: 'dusk' })
  })

  it('sorts by clicking a column header until it sorts the way asked', async () => {
    const result = await run('sort the people by joined, newest first', '/sortable')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps?.at(-1)).toMatch(/"Joined" .* sorts descending/)
    expect(logged).toEqual({ sorted: 'joined descending' })
    // a header that is a button of the column's name sorts, though no order is marked yet
    logged = {}
    expect(await run('sort the people by joined, newest first', '/unmarked')).toMatchObject({
      status: 'done',
    })
    expect(logged).toEqual({ sorted: 'joined descending' })
  })

  it('makes a setting: the number, its unit in the list beside it, then the form saved', async () => {
    const result = await run('set the lock the screen after field to 45 minutes', '/setting')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps?.at(-1)).toMatch(/^Save the change with button "Save"/)
    expect(logged).toEqual({ timeout: '45 minutes' })
    // typing is what was asked, not a search: a form that searches is left alone
    logged = {}
    expect(await run('type "locks" into the search box', '/setting')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({})
  })

  it('filters a list by the values its chips, lists and boxes offer, then sorts through its own menu', async () => {
    const result = await run('only show my open bugs, sorted by oldest', '/tickets')
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ filters: { state: 'Open', kind: 'Bug', mine: false, sort: 'Oldest first' } })
    // a word no filter offers is named, not guessed
    expect(await run('only show urgent tickets', '/tickets')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('no filter of the page offers "urgent"'),
    })
  })

  it("opens an item's own menu and picks from it", async () => {
    const result = await run('open the menu for Plan.docx and choose Rename', '/rowmenus')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps?.[0]).toMatch(/^Click button "More options for Plan.docx"/)
    expect(logged).toEqual({ renamed: 'Plan.docx' })
  })

  it('reads "the dark theme" and "25 rows per page" as values for the choice and the field so named', async () => {
    const result = await run('choose the dark theme and 25 rows per page, then save', '/display')
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ display: { theme: 'Dark', rows: '25' } })
  })

  it("switches an item's own switch when the item is named, and checks it after the list is drawn anew", async () => {
    const result = await run('switch off the Scoping call link so nobody can book it', '/links')
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ on: { Intro: true, Scoping: false, Review: true } })
  })

  it('searches through the search box, then opens the nth result, not a link of the bar above', async () => {
    const result = await run('look up hammer, then open the second result', '/search')
    expect(result).toMatchObject({ status: 'done' })
    expect(result.steps).toEqual([
      'Type "hammer" into textbox "Search" [4]',
      expect.stringMatching(/^Search with button "Search"/),
      expect.stringMatching(/^Click link "Claw hammer"/),
    ])
    expect(logged).toEqual({ searched: 'hammer', opened: 'Claw hammer' })
    // no result of that rank: refused, not another link taken
    logged = {}
    expect(await run('search for saw and open the third result', '/search')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('the page shows no third result'),
    })
    expect(logged).toEqual({ searched: 'saw' })
  })

  it('takes a search whose matches show as one types as done, though sending it changes nothing more', async () => {
    const result = await run('search for ho', '/filter')
    expect(result).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ filtered: 'ho' })
  })

  it('clicks a button named like a kind of control ("Select") in the item named, and a box whose name holds "and"', async () => {
    expect(await run('click Select next to FA 14', '/cards')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ selected: 'FA 14' })
    logged = {}
    expect(await run('turn off Alerts and offers by post', '/cards')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ offers: false })
  })

  it('refuses to confirm when nothing asks', async () => {
    expect(await run('confirm', '/projects')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('nothing on the page asks to be confirmed'),
    })
  })

  it('refuses what is not there, and two equal candidates, naming them', async () => {
    expect(await run('click the Teleport button')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('there is no "Teleport" button on the page'),
    })
    expect(await run('click Remove')).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(
        /could be any of: button "Remove" \[\d+\], button "Remove" \[\d+\]; say which/,
      ),
    })
    expect(logged).toEqual({})
    expect(await run('click the second Remove button')).toMatchObject({ status: 'done' })
    expect(logged).toEqual({ removed: 'Kim' })
  })
})
