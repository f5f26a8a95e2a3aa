/**
 * Instructions carried out in a real Chromium on a page written for this test: each step is
 * located in the structured observation, done, and checked before the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrowserPool, type ManagedBrowserPool } from '../../../src/browser/browser-pool'
import { createHeuristicPlanner } from '../../../src/planner/embedded/embedded-planner'
import { runAutomation } from '../../../src/run/run-automation'
import { startTestServer, type TestServer } from '../../helpers/test-server'

const SETTINGS = `<!doctype html><title>Preferences</title>
<h1>Preferences</h1>
<form onsubmit="event.preventDefault(); document.querySelector('#saved').textContent = 'Saved for ' + this.nick.value">
  <label for="nick">Display name</label> <input id="nick" name="nick">
  <label for="lang">Language</label>
  <select id="lang"><option>English</option><option>Norsk</option><option>Suomi</option></select>
  <label><input type="checkbox" name="digest" checked> Weekly digest</label>
  <label><input type="checkbox" name="alerts"> Security alerts</label>
  <button id="apply">Apply</button>
</form>
<p id="saved"></p>
<button disabled>Delete account</button>
<a href="/help">Help</a> <a href="/about">Help centre</a>`

const LOGIN = `<!doctype html><title>Members</title>
<form onsubmit="event.preventDefault(); if (this.p.value === 'hunter2!') { document.querySelector('#who').textContent = 'Welcome ' + this.u.value; this.remove() } else document.querySelector('#who').textContent = 'Wrong password'">
  <input name="u" placeholder="Member number"> <input name="p" type="password" placeholder="Secret">
  <button>Sign in</button>
</form>
<p id="who"></p>`

const ENQUIRY = `<!doctype html><title>Enquiries</title>
<nav><button aria-expanded="false" onclick="this.setAttribute('aria-expanded','true')">Visit</button></nav><h1>Ask us</h1>
<form onsubmit="event.preventDefault(); document.querySelector('#sent').textContent = 'Thank you'">
<div><label for="n">Name</label> <input id="n" name="n"> <small>As on your ticket.</small></div>
<div><label for="q">Question</label> <textarea id="q" name="q"></textarea> <small>We answer within two days.</small></div>
<button>Send enquiry</button></form><p id="sent"></p>`

// a button whose name joins two verbs with "and", beside a link the second verb would name
const JOINED = `<!doctype html><title>Transfer</title><h1>Transfer</h1>
<button onclick="document.querySelector('#done').textContent = 'Sent'">Check and send</button>
<a href="/help">Sending limits</a><p id="done"></p>`

// a modal offer the page opens by itself over a page of links; it says "newsletter" only in its text
// (the control asked for is below the fold, where no look at the page can tell it is covered)
const POPUP = `<!doctype html><title>Harbour Books</title><h1>Harbour Books</h1>
<main style="height:1600px"><a href="/help">Opening times</a></main>
<footer><button onclick="this.textContent='Saved'">Remember this shop</button></footer>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.5)"><div role="dialog" aria-modal="true" aria-labelledby="t"
 style="background:#fff;margin:80px auto;width:300px;padding:20px">
<h2 id="t">Ten percent off your first order</h2><p>Sign up to our newsletter for the offer.</p>
<button onclick="this.closest('[role=dialog]').parentElement.remove()">No thanks</button></div></div>`

// a list that shows 3 more recipes per "Show more" click, 10 in all, then drops the button
const RECIPES = `<!doctype html><title>Recipes</title><h1>Recipes</h1><ul id="list"></ul>
<button id="more">Show more</button>
<script>
let shown = 0
const more = () => {
  for (let i = 0; i < 3 && shown < 10; i++) document.getElementById('list').insertAdjacentHTML('beforeend', '<li>Recipe ' + ++shown + '</li>')
  if (shown >= 10) document.getElementById('more').remove()
}
more()
document.getElementById('more').onclick = more
</script>`

// the same list, but each "Show more" brings its recipes only after a script's delay, with no
// request to wait for (what a busy machine makes of a quick one)
const SLOW_RECIPES = RECIPES.replace(
  "document.getElementById('more').onclick = more",
  "document.getElementById('more').onclick = () => setTimeout(more, 1200)",
)

// a booking panel the page draws again on every change: time buttons that stay pressed, a spin
// button of its own, an order summary it works out, and a "Confirm booking" button
const BOOKING = `<!doctype html><title>Book a table</title><h1>Book a table</h1><div id="panel"></div>
<script>
const s = { time: '', guests: 1, booked: false }
const draw = () => {
  document.getElementById('panel').innerHTML =
    '<div role="group" aria-label="Times">' + ['10:15', '12:40', '19:00'].map((t) =>
      '<button type="button" data-t="' + t + '" aria-pressed="' + (t === s.time) + '">' + t + '</button>').join('') + '</div>' +
    '<span id="gl">Guests</span> <div role="spinbutton" tabindex="0" aria-labelledby="gl" aria-valuemin="1" aria-valuemax="8" aria-valuenow="' + s.guests + '">' + s.guests + '</div>' +
    '<dl><dt>Subtotal</dt><dd>$' + (s.guests * 12) + '.00</dd><dt>Service</dt><dd>$2.00</dd><dt>Total</dt><dd>$' + (s.guests * 12 + 2) + '.00</dd></dl>' +
    '<button type="button" id="confirm">Confirm booking</button> <p>' + (s.booked ? 'Booked for ' + s.guests + ' at ' + s.time : '') + '</p>'
}
document.addEventListener('click', (e) => {
  if (e.target.dataset.t) { s.time = e.target.dataset.t; draw() }
  if (e.target.id === 'confirm' && s.time) { s.booked = true; draw() }
})
document.addEventListener('keydown', (e) => {
  if (e.target.getAttribute('role') !== 'spinbutton') return
  if (e.key === 'ArrowUp') s.guests = Math.min(8, s.guests + 1)
  if (e.key === 'ArrowDown') s.guests = Math.max(1, s.guests - 1)
  draw(); document.querySelector('[role=spinbutton]').focus()
})
draw()
</script>`

// a search form of two fields whose button shares its name with a link of the site's navigation
const FINDER = `<!doctype html><title>Finder</title><nav><a href="/finder">Find</a></nav>
<main><h1>Lamps and more</h1><form role="search" action="/results"><label>What <input name="q"></label>
<label>Where <input name="l"></label><button>Find</button></form></main>`
const RESULTS = `<!doctype html><title>Results</title><main><h1>Results</h1>
<ul><li><a href="/offer">Fern Lamp</a> <span>In stock</span></li><li><a href="/offer">Oak Lamp</a> <span>In stock</span></li></ul></main>`
const OFFER = `<!doctype html><title>Fern Lamp</title><main><h1>Fern Lamp</h1>
<button aria-pressed="false" onclick="this.setAttribute('aria-pressed', 'true'); document.querySelector('#s').textContent = 'Kept for later'">Save offer</button><p id="s"></p></main>`
// a form in two steps: the box to tick is on the second
const STEPS = `<!doctype html><title>Join</title><h1>Join</h1><form onsubmit="event.preventDefault(); document.querySelector('#done').textContent = 'Welcome ' + this.n.value">
<div id="one"><label>Name <input name="n"></label> <button type="button" onclick="one.hidden = true; two.hidden = false">Next</button></div>
<div id="two" hidden><label><input type="checkbox" name="t" required> I accept the terms</label> <button>Join now</button></div></form><p id="done"></p>`

// an offer that opens by itself a moment after the page loads, over a menu button that shares
// its name with a link of the footer; an amount of money set with the page's own spin button
const LATE_OFFER = `<!doctype html><title>Ferry line</title>
<nav><button aria-expanded="false" aria-haspopup="menu" onclick="this.setAttribute('aria-expanded','true'); m.hidden = false">Sailings ▾</button>
<div id="m" role="menu" hidden><a role="menuitem" href="/help">Winter sailings</a></div></nav>
<main><h1>Ferry line</h1><span id="al">Amount</span>
<div role="spinbutton" tabindex="0" aria-labelledby="al" aria-valuenow="10" aria-valuetext="£10.00" id="amt">£10.00</div>
<p id="paid"></p></main><footer><a href="/help">Sailings</a></footer>
<div id="o" hidden style="position:fixed;inset:0;background:rgba(0,0,0,.5)"><div role="dialog" aria-modal="true" aria-labelledby="ot"
 style="background:#fff;margin:80px auto;width:300px;padding:20px"><h2 id="ot">Island passes are back</h2>
<button aria-label="Close" onclick="o.remove()">×</button></div></div>
<script>
setTimeout(() => { o.hidden = false }, 1200)
let v = 10
const show = () => { amt.setAttribute('aria-valuenow', v); amt.setAttribute('aria-valuetext', '£' + v + '.00'); amt.textContent = '£' + v + '.00'; paid.textContent = 'Top-up £' + v }
amt.addEventListener('keydown', (e) => { if (e.key === 'ArrowUp') v += 5; if (e.key === 'ArrowDown') v -= 5; show() })
</script>`

let server: TestServer
let pool: ManagedBrowserPool
beforeAll(async () => {
  server = await startTestServer({
    '/': SETTINGS,
    '/help': '<title>Help</title><h1>Help</h1>',
    '/login': LOGIN,
    '/recipes': RECIPES,
    '/popup': POPUP,
    '/enquiry': ENQUIRY,
    '/joined': JOINED,
    '/booking': BOOKING,
    '/finder': FINDER,
    '/results': RESULTS,
    '/offer': OFFER,
    '/steps': STEPS,
    '/late-offer': LATE_OFFER,
    '/slow-recipes': SLOW_RECIPES,
    // two fields and no button: Enter sends nothing (a browser submits such a form only with one field)
    '/stuck': LOGIN.replace('<button>Sign in</button>', ''),
  })
  pool = createBrowserPool({ concurrency: 2 })
})
afterAll(async () => {
  await pool?.close()
  await server?.close()
})

const run = (goal: string, path = '/') =>
  runAutomation(
    { url: `${server.url}${path}`, goal },
    { planner: createHeuristicPlanner(), pool, allowPrivateNetwork: true },
  ).finished

describe('instructions on a page', () => {
  it('types, chooses, ticks and unticks, each checked, and says what it did', async () => {
    const final = await run(
      'type "Kari" into the Display name field, choose Norsk from the Language list, untick Weekly digest and tick Security alerts, then click Apply',
    )
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      status: 'done',
      steps: [
        expect.stringMatching(/^Type "Kari" into textbox "Display name"/),
        expect.stringMatching(/^Choose "Norsk" in combobox "Language"/),
        expect.stringMatching(/^Untick checkbox "Weekly digest"/),
        expect.stringMatching(/^Tick checkbox "Security alerts"/),
        expect.stringMatching(/^Click button "Apply"/),
      ],
    })
  })

  it('refuses rather than guess: a disabled button, two equal links, a control that is not there', async () => {
    expect((await run('click Delete account')).result).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/button "Delete account" \[\d+\] is disabled/),
    })
    expect((await run('click the Newsletter button')).result).toMatchObject({
      status: 'failure',
      reason: 'there is no "Newsletter" button on the page',
    })
    expect((await run('tick Weekly digest, then open Help')).result).toMatchObject({
      status: 'done',
      steps: [expect.stringMatching(/already ticked/), expect.stringMatching(/^Click link "Help"/)],
    })
  })

  it('picks a time button, steps a spin button the page draws again, confirms by the named button, reads the total', async () => {
    const final = await run(
      'pick 12:40, set Guests to 3 and confirm the booking. What is the total?',
      '/booking',
    )
    expect(final.result).toEqual({ total: '$38.00' })
    const booked = await run('pick 19:00, set Guests to 2, then confirm the booking', '/booking')
    expect(booked.result).toMatchObject({
      status: 'done',
      steps: expect.arrayContaining([
        expect.stringMatching(/^Choose button "19:00"/),
        expect.stringMatching(/^Click button "Confirm booking"/),
      ]),
    })
  })

  it('clicks the button of the form it filled in, not a link of the same name', async () => {
    const final = await run('type oak into What, put Bergen in Where and click Find', '/finder')
    expect(final.result).toMatchObject({
      status: 'done',
      steps: expect.arrayContaining([expect.stringMatching(/^Click button "Find"/)]),
    })
  })

  it('searches with the first field of the search form, opens an item named with its kind, and acts on "it" there', async () => {
    const final = await run('search for lamps, open the Fern Lamp offer and save it', '/finder')
    expect(final.result).toMatchObject({
      status: 'done',
      steps: expect.arrayContaining([
        expect.stringMatching(/^Type "lamps" into textbox "What"/),
        expect.stringMatching(/^Click link "Fern Lamp"/),
        expect.stringMatching(/^Click button "Save offer"/),
      ]),
    })
  })

  it('goes on to the next step of a form it fills in to find what the goal names next', async () => {
    const final = await run(
      'fill the form with Name: Ada, then tick the terms box and click Join now',
      '/steps',
    )
    expect(final.result).toMatchObject({
      status: 'done',
      steps: expect.arrayContaining([
        expect.stringMatching(/^Go on to the form's next step/),
        expect.stringMatching(/^Tick checkbox "I accept the terms"/),
      ]),
    })
  })

  it('names the words it could not place', async () => {
    expect((await run('click Apply, then frobnicate the sprocket')).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('"frobnicate the sprocket"'),
    })
  })

  it('logs in: the field before the password, the password, submit; the password is never shown', async () => {
    const final = await run('log in as M-1042 with password hunter2!', '/login')
    expect(final.result).toEqual({
      status: 'done',
      steps: [
        expect.stringMatching(/^Type "M-1042" into textbox "Member number"/),
        expect.stringMatching(/^Type "••••" into textbox "Secret"/),
        expect.stringMatching(/^Submit the form with button "Sign in"/),
        'Signed in (the sign-in form is gone)',
      ],
    })
    // the goal is the caller's own text; nothing the run made (steps, result) repeats the password
    expect(JSON.stringify({ ...final, goal: null })).not.toContain('hunter2')
  })

  it('never claims a sign-in the site refused', async () => {
    expect((await run('log in as M-1042 with password hunter3', '/login')).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('the sign-in form is still shown'),
    })
  })

  it('never claims a submit that sent nothing', async () => {
    const final = await run('log in as M-1042 with password hunter2!', '/stuck')
    expect(final.result).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(
        /Submit the form of textbox "Secret" \[\d+\] with Enter changed nothing on the page/,
      ),
    })
  })

  it('reads "it" after a form was filled in as that form, and the verb as its button', async () => {
    const final = await run(
      'fill in the enquiry form with name: Kari, question: "Open on Sunday?" and send it',
      '/enquiry',
    )
    expect(final.result).toEqual({
      status: 'done',
      steps: [
        expect.stringMatching(/^Type "Kari" into textbox "Name"/),
        expect.stringMatching(/^Type "Open on Sunday\?" into textbox "Question"/),
        expect.stringMatching(/^Click button "Send enquiry"/),
      ],
    })
  })

  it('reads "click A and B" as one name when a control is named so, not as a click and another verb', async () => {
    expect((await run('click Check and send', '/joined')).result).toEqual({
      status: 'done',
      steps: [expect.stringMatching(/^Click button "Check and send"/)],
    })
  })

  it('closes a dialog the page opened by itself once it covers the control asked for, then does the step', async () => {
    const final = await run('click Remember this shop', '/popup')
    expect(final.result).toEqual({
      status: 'done',
      steps: [
        expect.stringMatching(/^Close the dialog "Ten percent off your first order" the page opened/),
        expect.stringMatching(/^Click button "Remember this shop"/),
      ],
    })
    // named by a word of its name in another form ("orders" for "order")
    expect((await run('close the orders pop-up', '/popup')).result).toMatchObject({ status: 'done' })
  })

  it('waits for a pop-up the goal closes to open, and refuses one that never does', async () => {
    const final = await run('close the island passes pop-up', '/late-offer')
    expect(final.result).toEqual({
      status: 'done',
      steps: [expect.stringMatching(/^Close the dialog "Island passes are back"/)],
    })
    expect((await run('close the newsletter pop-up', '/popup')).result).toMatchObject({ status: 'done' })
    const none = await run('close the lottery pop-up', '/')
    expect(none.result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('no "lottery"'),
    })
  })

  it('opens a menu path by the button that opens the menu, not a link of its name', async () => {
    const final = await run('open Sailings > Winter sailings', '/late-offer')
    expect(final.result).toMatchObject({ status: 'done' })
    expect(final.result?.steps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Click button "Sailings ▾"/),
        expect.stringMatching(/^Click menuitem "Winter sailings"/),
      ]),
    )
  })

  it("sets an amount of money with the page's own spin button", async () => {
    const final = await run('set the amount to £25', '/late-offer')
    expect(final.result).toMatchObject({ status: 'done' })
    expect(final.result?.steps).toEqual(
      expect.arrayContaining([expect.stringMatching(/"Amount" \[\d+\] is £25$/)]),
    )
  })

  it('loads a whole list by following its "more" control until it is gone, then answers over it', async () => {
    const final = await run('load all the recipes', '/recipes')
    expect(final.result).toMatchObject({ status: 'done' })
    expect((final.result as { steps: string[] }).steps).toHaveLength(3)
    const counted = await run(
      'keep clicking Show more until the end, then how many recipes are there?',
      '/recipes',
    )
    expect(counted.result).toEqual({ count: 10 })
    // a list slow to grow is waited for, not called complete or clicked into a loop
    const slow = await run('keep clicking Show more, then how many recipes are there?', '/slow-recipes')
    expect(slow.status).toBe('COMPLETED')
    expect(slow.result).toEqual({ count: 10 })
    expect((await run('keep clicking Older posts', '/recipes')).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('there is no "Older posts" on the page'),
    })
  })
})
