/**
 * Questions as operators over a real page's rows, in Chromium: a table that loads more rows,
 * filters by a value, bounds and dates, a superlative, a sum, and the refusals that keep an
 * answer from being partial or made up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrowserPool, type ManagedBrowserPool } from '../../../src/browser/browser-pool'
import { createHeuristicPlanner } from '../../../src/planner/embedded/embedded-planner'
import { questionParts } from '../../../src/planner/embedded/execute/run-question'
import { runAutomation } from '../../../src/run/run-automation'
import { startTestServer, type TestServer } from '../../helpers/test-server'

const ROWS = [
  ['R-1', 'Narvik', '$120.00', 'Open', 'Jan 5, 2026'],
  ['R-2', 'Bodø', '$80.00', 'Closed', 'Jan 19, 2026'],
  ['R-3', 'Narvik', '$45.50', 'Open', 'Feb 2, 2026'],
  ['R-4', 'Alta', '$300.00', 'Open', 'Feb 20, 2026'],
  ['R-5', 'Bodø', '$15.00', 'Open', 'Mar 1, 2026'],
  ['R-6', 'Alta', '$60.00', 'Closed', 'Mar 9, 2026'],
]
const row = (r: string[]) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`
const TABLE = `<!doctype html><title>Repairs</title><h1>Repairs</h1>
<table><thead><tr><th>Ticket</th><th>Town</th><th>Cost</th><th>State</th><th>Reported</th></tr></thead>
<tbody id="rows">${ROWS.slice(0, 3).map(row).join('')}</tbody></table>
<button id="more">Load more</button>
<script>
const rest = ${JSON.stringify(ROWS.slice(3).map(row))}
document.getElementById('more').onclick = (e) => {
  document.getElementById('rows').insertAdjacentHTML('beforeend', rest.join('')); e.target.remove()
}
</script>`
// a "load more" that stays on screen once every row is shown (its hiding undone by the page's style)
// (each click draws the control again, as a page that renders its list from its data does)
const STAYS = TABLE.replace(
  /document\.getElementById\('more'\)\.onclick = \(e\) => \{([^}]*)\}/,
  (_, body: string) =>
    `document.addEventListener('click', (e) => { if (e.target.id !== 'more') return;${body.replace(
      'e.target.remove()',
      'rest.length = 0; e.target.replaceWith(e.target.cloneNode(true))',
    )}})`,
)
// a "load more" that never brings anything: the rows cannot all be read
const STUCK = TABLE.replace(
  "insertAdjacentHTML('beforeend', rest.join(''))",
  "insertAdjacentHTML('beforeend', '')",
).replace('e.target.remove()', "e.target.textContent = 'Load more rows'")

const CALLS = `<!doctype html><title>Calls</title><h1>Support calls</h1>
<table><thead><tr><th>Caller</th><th>Agent</th><th>Length</th></tr></thead><tbody>
${[
  ['Ines Berg', 'Tor', '4:05'],
  ['Omar Lid', 'Siv', '12:40'],
  ['Pia Holm', 'Tor', '0:58'],
  ['Jon Aas', 'Siv', '5:20'],
]
  .map(row)
  .join('')}</tbody></table>`

const MEMBERS = `<!doctype html><title>Members</title><h1>Members</h1>
<table><thead><tr><th>Name</th><th>Role</th><th>Last active</th></tr></thead><tbody>
${[
  ['Ada Holm', 'Member', 'Aug 21, 2026'],
  ['Bo Lind', 'Viewer', 'Aug 28, 2026'],
  ['Cy Berg', 'Viewer', 'Sep 2, 2026'],
  ['Di Moe', 'Admin', 'Sep 9, 2026'],
]
  .map(row)
  .join('')}</tbody></table>`

let server: TestServer
// statements named by their month, with two date columns that agree on the year
const STATEMENTS = `<!doctype html><title>Statements</title><h1>Statements</h1>
<table><thead><tr><th>Statement</th><th>Opened</th><th>Closed</th><th>Balance</th></tr></thead><tbody>
${[
  ['December 2025', 'Dec 1, 2025', 'Dec 31, 2025', '$40.00'],
  ['January 2026', 'Jan 1, 2026', 'Jan 31, 2026', '$55.00'],
  ['February 2026', 'Feb 1, 2026', 'Feb 28, 2026', '$70.00'],
]
  .map(row)
  .join('')}</tbody></table>`

// a page of values beside labels: a two-cell table, a definition list, "Label: value" lines,
// stat blocks under headings, and a table of rows below them
const ITEM = `<!doctype html><title>Heron 9 kettle</title><main><h1>Heron 9 kettle</h1>
<table><tr><th scope="row">Capacity</th><td>1.7 litres</td></tr>
<tr><th scope="row">Guarantee</th><td>3 years</td></tr></table>
<dl><dt>Ratings</dt><dd>118 ratings</dd><dt>Colour</dt><dd>Slate</dd></dl>
<p>Price: €64.00</p>
<section><h2>Units left</h2><p><b>9</b> in the Oslo store</p></section>
<h2>Other kettles</h2>
<table><thead><tr><th>Model</th><th>Price</th></tr></thead><tbody>
<tr><td>Heron 7</td><td>€49.00</td></tr><tr><td>Egret 2</td><td>€58.00</td></tr></tbody></table>
</main><footer><p>Questions? Call us: 0800 123 456</p></footer>`

// cards whose values stand beside labels of their own: "Bedrooms: 2", dt/dd, a labelled stat
const FLATS = `<!doctype html><meta charset="utf-8"><title>Flats to let</title><main><h1>Flats to let</h1>${[
  ['Harbour View', 2, 3, '$1,450', 60, 'gas'],
  ['Mill Loft', 1, 5, '$990', 42, 'electric'],
  ['Garden Court', 3, 1, '$1,800', 85, 'gas'],
  ['Station Place', 2, 2, '$1,200', 55, 'electric'],
]
  .map(
    (
      [name, beds, floor, rent, size, heating],
      i,
    ) => `<div class="flat"><h2>${name}</h2><p>Bedrooms: ${beds}</p>
<dl><dt>Floor</dt><dd>${floor}</dd></dl><div class="stat"><span class="stat-label">Monthly rent</span> <strong>${rent}</strong></div>
<p class="meta"><span>Size: ${size} m²</span> <span>Heating: ${heating}</span></p><a href="/f/${i}">View flat</a></div>`,
  )
  .join('')}</main>`

// "Load more" brings its items only after a script's delay, with no request to wait for
const SLOW_SHOP = `<!doctype html><title>Tiny shop</title><h1>Tiny shop</h1>
<ul id="list"><li class="product"><h2><a href="/p/1">Desk lamp</a></h2><span class="price">$24.00</span> <del class="was">$29.00</del></li><li class="product"><h2><a href="/p/2">Office chair</a></h2><span class="price">$129.00</span></li><li class="product"><h2><a href="/p/3">Standing desk</a></h2><span class="price">$349.00</span></li></ul>
<button id="more">Load more</button>
<script>
document.getElementById('more').onclick = (e) => setTimeout(() => {
  document.getElementById('list').insertAdjacentHTML('beforeend', '<li class="product"><h2><a href="/p/4">Monitor arm</a></h2><span class="price">$59.00</span> <del class="was">$79.00</del></li><li class="product"><h2><a href="/p/5">Cable tray</a></h2><span class="price">$19.00</span></li>')
  e.target.remove()
}, 1500)
</script>`

// a timetable in day tabs (Monday open); trainers as cards with tags and years
const slot = (t: string, c: string, who: string, left: number) =>
  `<tr><td>${t}</td><td>${c}</td><td>${who}</td><td>${left}</td></tr>`
const day = (name: string, rows: string, open: boolean) =>
  `<div role="tabpanel" id="p-${name}" ${open ? '' : 'hidden'}><table><thead><tr><th>Time</th><th>Class</th>
<th>Instructor</th><th>Places left</th></tr></thead><tbody>${rows}</tbody></table></div>`
const TIMETABLE = `<!doctype html><meta charset="utf-8"><title>Timetable</title><main><h1>Timetable</h1>
<div role="tablist"><button role="tab" aria-selected="true" data-day="Monday">Monday</button>
<button role="tab" aria-selected="false" data-day="Friday">Friday</button></div>
${day('Monday', slot('07:00', 'Spin', 'Ola Berg', 3) + slot('18:30', 'Pilates', 'Ines Moreau', 9), true)}
${day('Friday', slot('09:15', 'Aqua', 'Kari Moe', 14) + slot('18:30', 'Boxfit', 'Tom Vik', 6), false)}
</main>
<script>for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
  for (const t of document.querySelectorAll('[role=tab]')) t.setAttribute('aria-selected', String(t === tab))
  for (const p of document.querySelectorAll('[role=tabpanel]')) p.hidden = p.id !== 'p-' + tab.dataset.day
}</script>`
const TRAINERS = `<!doctype html><meta charset="utf-8"><title>Trainers</title><main><h1>Trainers</h1>
<div class="trainers">${[
  ['Tom Vik', '15 years', ['Boxing', 'Strength']],
  ['Ola Berg', '6 years', ['Cycling', 'HIIT']],
  ['Ines Moreau', '9 years', ['Pilates', 'Boxing']],
]
  .map(
    ([n, years, tags]) => `<article class="trainer"><h3>${n}</h3><p>Experience: ${years}</p>
<p><strong>Specialities:</strong> ${(tags as string[]).map((t) => `<span class="tag">${t}</span>`).join(' ')}</p></article>`,
  )
  .join('')}</div></main>`

// a table under a heading of its own beside other figures; a running balance beside the amounts
const TRANSFERS = `<!doctype html><meta charset="utf-8"><title>Move money</title><main><h1>Move money</h1>
<aside><h2>Limits</h2><p>Up to $5,000.00 a day.</p></aside>
<section aria-labelledby="up"><h2 id="up">Upcoming payments</h2><table><thead><tr><th>Date</th><th>To</th>
<th>Amount</th><th>Balance after</th></tr></thead><tbody>${[
  ['Jul 2, 2026', 'Savings', '$200.00', '$1,300.00'],
  ['Jul 9, 2026', 'Rent', '$900.00', '$400.00'],
  ['Jun 28, 2026', 'Gym', '$35.00', '$1,500.00'],
]
  .map(row)
  .join('')}</tbody></table></section></main>`

// a restaurant's opening hours, a table of labels and values behind a disclosure
const HOURS = `<!doctype html><meta charset="utf-8"><title>Spice Yard</title><main><h1>Spice Yard</h1>
<button aria-expanded="false" aria-controls="h" onclick="this.setAttribute('aria-expanded','true');document.getElementById('h').hidden=false">Opening hours</button>
<div id="h" hidden><table><tbody><tr><th scope="row">Monday</th><td>11:00 – 22:00</td></tr>
<tr><th scope="row">Friday</th><td>11:00 – 23:30</td></tr><tr><th scope="row">Sunday</th><td>12:00 – 21:00</td></tr></tbody></table></div></main>`

// sections of a page, one holding a timetable of days (row headers) under its caption
const PIER = `<!doctype html><meta charset="utf-8"><title>Getting to the island</title><main><h1>Getting to the island</h1>
<section class="info"><h2>Timetable</h2><table><caption>Harbour ferry departures</caption><tbody>
<tr><th scope="row">Monday</th><td>07:10, 12:40</td></tr><tr><th scope="row">Tuesday</th><td>07:10</td></tr>
<tr><th scope="row">Saturday</th><td>09:00, 15:30</td></tr></tbody></table>
<p>Crossings take forty minutes and leave from the north pier.</p></section>
<section class="info"><h2>Fares</h2><p>A return crossing costs £14.00 for adults and £7.00 for children.</p></section>
<section class="info"><h2>Luggage</h2><p>Bicycles travel free; kayaks cost £5.00 each way.</p></section></main>`

// an item's own page in sections, each with a labelled value of its own (a word ending in "ss" too)
const CAR = `<!doctype html><meta charset="utf-8"><title>Vela Estate</title><main><h1>Vela Estate or similar</h1>
<section class="box"><h2>Car details</h2><p>Estate · Manual · Petrol</p><dl><div><dt>Seats</dt><dd>5</dd></div>
<div><dt>Deposit</dt><dd>£300</dd></div></dl></section>
<section class="box"><h2>Collecting the car</h2><p>Bring your licence and a card in the driver's name.</p>
<table><tr><th>Excess</th><td>£1,200</td></tr></table></section>
<section class="box"><h2>Extras</h2><p>A child seat costs £8 a day.</p></section></main>`

// cards with two amounts each: a price per day and the total for the days asked
const VANS = `<!doctype html><meta charset="utf-8"><title>Vans</title><main><h1>Vans to hire</h1>${[
  ['Lugger', '£48.00', '£192.00', '3'],
  ['Carrier', '£39.50', '£158.00', '2'],
  ['Hauler', '£61.00', '£244.00', '6'],
]
  .map(
    ([n, day, total, seats]) =>
      `<article class="card"><div class="van"><h2>${n}</h2><dl><div><dt>Seats</dt><dd>${seats}</dd></div><div><dt>Price per day</dt><dd>${day}</dd></div><div><dt>Total</dt><dd>${total}</dd></div></dl></div></article>`,
  )
  .join('')}</main>`

// cards whose cuisine and state are unlabelled words; a closed one is marked by one more class
const EATERIES = `<!doctype html><meta charset="utf-8"><title>Eat in town</title><main><h1>Restaurants</h1><ul>${[
  ['Lotus Leaf', 'Thai', true],
  ['Nonna Mia', 'Italian', true],
  ['Bangkok Bowl', 'Thai', false],
  ['Casa Luz', 'Mexican', true],
]
  .map(
    ([
      name,
      cuisine,
      open,
    ]) => `<li class="card${open ? '' : ' shut'}"><h3><a href="/r/${name}">${name}</a></h3>
<div class="meta"><span>${cuisine}</span><span>(120 reviews)</span></div>
<div class="meta">${open ? '<span>Open now</span>' : '<span>Closed · Opens 5:00 PM</span>'}</div></li>`,
  )
  .join('')}</ul></main>`

// orders whose receipts open in a modal dialog of labelled values
const ORDERS = `<!doctype html><meta charset="utf-8"><title>Orders</title><main><h1>Your orders</h1>
<table><thead><tr><th>Order</th><th>Date</th><th>Total</th><th></th></tr></thead><tbody>
${[
  ['FK-1041', 'May 2, 2026', '$31.00', '$3.00'],
  ['FK-1042', 'May 9, 2026', '$44.50', '$4.00'],
  ['FK-1043', 'May 20, 2026', '$18.20', '$2.00'],
]
  .map(
    ([id, date, total, tip]) =>
      `<tr><td>${id}</td><td>${date}</td><td>${total}</td><td><button onclick="document.getElementById('tip').textContent='${tip}';document.getElementById('r').showModal()">View receipt</button></td></tr>`,
  )
  .join('')}</tbody></table></main>
<dialog id="r" aria-label="Receipt"><h2>Receipt</h2><dl><dt>Rider tip</dt><dd id="tip"></dd><dt>Paid with</dt><dd>Card</dd></dl>
<button onclick="this.closest('dialog').close()">Close</button></dialog>`

// projects as cards named by a code and a name, each with a labelled lead
const PROJECTS = `<!doctype html><meta charset="utf-8"><title>Projects</title><main><h1>Projects</h1>${[
  ['DATA', 'Data Platform', 'Oliver Grant'],
  ['WEB', 'Web Platform', 'Priya Nair'],
  ['MOB', 'Mobile App', 'Jun Sato'],
]
  .map(
    ([key, name, lead]) =>
      `<article class="card"><h2><span class="key">${key}</span> <a href="/p/${key}">${name}</a></h2><p>Work on ${name}.</p><dl><dt>Lead</dt><dd>${lead}</dd></dl></article>`,
  )
  .join('')}</main>`

let pool: ManagedBrowserPool
beforeAll(async () => {
  server = await startTestServer({
    '/': TABLE,
    '/stuck': STUCK,
    '/stays': STAYS,
    '/calls': CALLS,
    '/members': MEMBERS,
    '/statements': STATEMENTS,
    '/item': ITEM,
    '/flats': FLATS,
    '/slow-shop': SLOW_SHOP,
    '/timetable': TIMETABLE,
    '/trainers': TRAINERS,
    '/transfers': TRANSFERS,
    '/hours': HOURS,
    '/pier': PIER,
    '/car': CAR,
    '/vans': VANS,
    '/eateries': EATERIES,
    '/orders': ORDERS,
    '/projects': PROJECTS,
    '/berths': `<!doctype html><title>Berths</title><h1>Visitor berths</h1><table><thead><tr><th>Berth</th>
<th>Deposit</th><th>Nightly fee</th></tr></thead><tbody>${[
      ['North Mole', '£30', '£45'],
      ['Inner Basin', '£60', '£32'],
      ['Slipway', '£20', '£38'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    '/harbours': `<!doctype html><title>Harbours</title><h1>Harbours</h1><table><thead><tr><th>Harbour</th>
<th>Average berth fee</th><th>Berths</th></tr></thead><tbody>${[
      ['Skel', '£31', '40'],
      ['Orm', '£24', '65'],
      ['Vik', '£28', '22'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    '/plays': `<!doctype html><title>Plays</title><h1>This season</h1><table><thead><tr><th>Play</th>
<th>Age rating</th><th>Length</th></tr></thead><tbody>${[
      ['The Salt Road', '12', '2h 10m'],
      ['Winter Birds', '18', '1h 45m'],
      ['Small Hours', 'PG', '1h 30m'],
      ['Iron Coast', '18', '2h 40m'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    '/tiers': `<!doctype html><title>Tiers</title><h1>Storage tiers</h1>${[
      ['Small', '$2.00'],
      ['Medium', '$5.00'],
      ['Large', '$11.00'],
    ]
      .map(
        ([name, rate]) =>
          `<article class="tier"><h2>${name}</h2><dl><div><dt>Weekly rate</dt><dd class="rate">${rate}</dd></div></dl><button>Pick ${name}</button></article>`,
      )
      .join('')}`,
    // a page about one thing, named also by a link of its menu, whose price is in a sentence
    '/permit': `<!doctype html><title>Annual permit</title><nav><ul><li><a href="/a">Day permit</a></li>
<li><a href="/b">Annual permit</a></li><li><a href="/c">Visitor permit</a></li></ul></nav>
<main><h1>Annual permit</h1><p>The permit lets you park in any council car park.</p>
<p>An annual permit costs £48 per car for the 2031 season.</p>
<h2>Visitor permit</h2><p>Ask at the front desk for a visitor permit.</p>
<h2>Bike permit</h2><p>Valid for 2 bikes on one rack.</p>
<h2>Late payments</h2><p>Paying after the due date adds a late fee of £15 per month, up to £60 a year.</p></main>`,
    // a programme by day: one table per day under the day's heading, a time column first
    '/festival': `<!doctype html><title>Festival</title><h1>Programme</h1>${[
      [
        'Saturday 6 June',
        [
          ['10:00–11:00', 'Kite making', 'Green tent'],
          ['14:30–15:15', 'Brass band', 'Bandstand'],
        ],
      ],
      [
        'Sunday 7 June',
        [
          ['11:00–12:00', 'Dog show', 'Arena'],
          ['13:00–13:45', 'Kite making', 'Green tent'],
          ['15:00–16:00', 'Tug of war', 'Arena'],
        ],
      ],
    ]
      .map(
        ([day, events]) =>
          `<section><h2>${day}</h2><table><thead><tr><th>Time</th><th>Event</th><th>Place</th></tr></thead><tbody>${(events as string[][]).map(row).join('')}</tbody></table></section>`,
      )
      .join('')}`,
    // a list with one column of dates headed by no verb, years of birth, lengths of time
    '/shelf': `<!doctype html><title>Shelf</title><h1>New on the shelf</h1><table><thead><tr><th>Title</th><th>Author born</th><th>Date</th><th>Reading time</th></tr></thead><tbody>${[
      ['Salt Roads', '1971', '3 March 2025', '6 h'],
      ['Moss and Stone', '1984', '14 May 2026', '4 h'],
      ['Night Skies', '1966', '2 June 2026', '9 h'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    // a list of the week's days as cards, and an hourly table that is not what is asked
    '/forecast': `<!doctype html><title>Forecast</title><h1>Forecast</h1><h2>Hourly</h2><table><thead><tr><th>Hour</th><th>Temp</th><th>Wind</th></tr></thead><tbody>${[
      ['06:00', '4°', '10 mph'],
      ['09:00', '6°', '12 mph'],
      ['12:00', '9°', '15 mph'],
      ['15:00', '8°', '14 mph'],
    ]
      .map(row)
      .join('')}</tbody></table><h2>Next days</h2><div class="days">${[
      ['Monday', '8°', '30%'],
      ['Tuesday', '11°', '70%'],
      ['Wednesday', '5°', '10%'],
    ]
      .map(
        ([d, hi, rain]) =>
          `<div class="day"><h3>${d}</h3><p><span>High</span> <b>${hi}</b></p><p><span>Chance of rain</span> <b>${rain}</b></p></div>`,
      )
      .join(
        '',
      )}</div><p>Sunrise 07:42 · Sunset 16:05</p><dl><dt>Sunset</dt><dd>16:05</dd><dt>Sunrise</dt><dd>07:42</dd></dl>`,
    // closures by date, ferry fares by number of crossings, repairs by mode over pages of a pager
    '/closures': `<!doctype html><title>Library hours</title><h1>Library closures</h1><table><thead><tr><th>Date</th>
<th>Closure</th><th>Hours closed</th></tr></thead><tbody>${[
      ['Friday 3 April 2026', 'Spring holiday', 'Closed all day'],
      ['Monday 6 April 2026', 'Spring holiday', 'Closed all day'],
      ['Tuesday 12 May 2026', 'Stocktake', 'Closed from 14:00'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    // news cards whose headlines run to ten words, and one list item that is a sentence
    '/bulletins': `<!doctype html><title>Bulletins</title><h1>News</h1><ul>${[
      ['Winter opening hours for the harbour office start next Monday', '2 November 2026'],
      ['New ferry timetable for the islands from December onwards', '20 October 2026'],
      ['Quay works finished', '3 October 2026'],
    ]
      .map(([t, d]) => `<li><article><h2>${t}</h2><p>Posted <time>${d}</time></p></article></li>`)
      .join('')}</ul>`,
    '/crossings': `<!doctype html><title>Ferry fares</title><h1>Ferry fares</h1><table><thead><tr><th>Journey</th>
<th>Adult single</th><th>Adult return</th><th>Child return</th></tr></thead><tbody>${[
      ['1 crossing', '£3.00', '£5.50', '£2.75'],
      ['2 crossings', '£5.00', '£9.00', '£4.50'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    '/crossings-named': `<!doctype html><title>Ferry fares</title><h1>Ferry fares</h1><table><thead><tr><th>Crossings</th>
<th>Adult single</th><th>Adult return</th><th>Child return</th></tr></thead><tbody>${[
      ['1 crossing', '£3.00', '£5.50', '£2.75'],
      ['2 crossings', '£5.00', '£9.00', '£4.50'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
    '/jobs': `<!doctype html><title>Jobs</title><h1>Repair jobs</h1><table><thead><tr><th>Engineer</th><th>Mode</th>
<th>Wait</th></tr></thead><tbody id="t"></tbody></table><div class="pager"><button id="prev">Previous</button>
<span id="at">Page 1 of 2</span> <button id="next">Next</button></div><script>
const pages = [${JSON.stringify(
      [
        ['Ines Moe', 'Van', '2 working days'],
        ['Ola Berg', 'Bike', '6 working days'],
        ['Ines Moe', 'Bike', '1 working day'],
      ].map(row),
    )}, ${JSON.stringify(
      [
        ['Ines Moe', 'Van', '9 working days'],
        ['Kari Dahl', 'Van', '3 working days'],
      ].map(row),
    )}]
let p = 0
const show = () => { t.innerHTML = pages[p].join(''); at.textContent = 'Page ' + (p + 1) + ' of 2' }
next.onclick = () => { if (p < 1) { p++; show() } }
prev.onclick = () => { if (p > 0) { p--; show() } }
show()
</script>`,
    '/cinemas': `<!doctype html><title>Cinemas</title><h1>Our cinemas</h1><table><thead><tr><th>Cinema</th>
<th>Screens</th></tr></thead><tbody>${[
      ['Riverside', '8'],
      ['Westfield Park', '11'],
      ['Old Town', '4'],
    ]
      .map(row)
      .join('')}</tbody></table>`,
  })
  pool = createBrowserPool({ concurrency: 2 })
})
afterAll(async () => {
  await pool?.close()
  await server?.close()
})

const ask = async (goal: string, path = '/') =>
  (
    await runAutomation(
      { url: `${server.url}${path}`, goal },
      { planner: createHeuristicPlanner(), pool, allowPrivateNetwork: true },
    ).finished
  ).result as Record<string, unknown>

describe('questions over the rows of a page', () => {
  it('counts and adds up over every row, "load more" included', async () => {
    expect(await ask('how many repairs are open?')).toEqual({ count: 4 })
    // a "load more" that brought rows and then brings none: the list is whole
    expect(await ask('how many repairs are open?', '/stays')).toEqual({ count: 4 })
    expect(await ask('what is the total cost of the Narvik repairs?')).toEqual({ total_cost: 165.5 })
  })

  it('filters by bounds and dates, orders and keeps only the columns asked', async () => {
    const dear = await ask('which repairs cost more than $70? give me the ticket and town')
    expect(dear).toMatchObject({
      repairs: [
        { ticket: 'R-1', town: 'Narvik' },
        { ticket: 'R-2', town: 'Bodø' },
        { ticket: 'R-4', town: 'Alta' },
      ],
    })
    // the date the rows were filtered by comes with them: it is what the question asked about
    expect(await ask('list the repairs reported in February 2026 with their cost')).toMatchObject({
      repairs: [
        { ticket: 'R-3', cost: '$45.50' },
        { ticket: 'R-4', cost: '$300.00' },
      ],
    })
  })

  it('answers the one row of a superlative', async () => {
    expect(await ask('which repair was the cheapest, and in which town?')).toEqual({
      ticket: 'R-5',
      town: 'Bodø',
      cost: '$15.00',
    })
  })

  it('reads lengths of time: how long, longer than, the longest', async () => {
    expect(await ask('how long was the call from Pia Holm?', '/calls')).toEqual({
      caller: 'Pia Holm',
      length: '0:58',
    })
    expect(await ask('which calls took longer than 5 minutes? callers only', '/calls')).toMatchObject({
      calls: [{ caller: 'Omar Lid' }, { caller: 'Jon Aas' }],
    })
    expect(await ask('which calls were longer than 5 minutes? caller and length', '/calls')).toMatchObject({
      calls: [
        { caller: 'Omar Lid', length: '12:40' },
        { caller: 'Jon Aas', length: '5:20' },
      ],
    })
    expect(await ask('what was the longest call and how long was it?', '/calls')).toEqual({
      caller: 'Omar Lid',
      length: '12:40',
    })
  })

  it('reads a plural that names the rows of the page as the rows, not as a value of one of them', async () => {
    expect(await ask('how many members have the Viewer role?', '/members')).toEqual({ count: 2 })
    expect(await ask('which members were last active in August 2026?', '/members')).toMatchObject({
      members: [{ name: 'Ada Holm' }, { name: 'Bo Lind' }],
    })
  })

  it('finds a row by one word of its name, when only one row has it', async () => {
    expect(await ask("what's ada's role?", '/members')).toEqual({ name: 'Ada Holm', role: 'Member' })
  })

  it('reads on past the first rows when too few of them fit ("the first 2 repairs in Alta")', async () => {
    expect(await ask('the first 2 repairs in Alta')).toEqual({
      repairs: [{ ticket: 'R-4' }, { ticket: 'R-6' }],
    })
  })

  it('takes a month of a year as a name, and dates of several columns when they agree', async () => {
    expect(await ask('which statement in 2026 had the highest balance?', '/statements')).toEqual({
      statement: 'February 2026',
      balance: '$70.00',
    })
    expect(await ask('how many statements in 2025?', '/statements')).toEqual({ count: 1 })
  })

  it('answers a question of parts that stand on their own over the same rows, and leaves "it" alone', async () => {
    expect(questionParts('How many repairs are open, and which is the cheapest one?')).toEqual([
      'How many repairs are open',
      'which is the cheapest one?',
    ])
    expect(await ask('how many repairs are open, and which is the cheapest one?')).toEqual({
      count: 4,
      cheapest: { ticket: 'R-5', cost: '$15.00' },
    })
  })

  it('reads a qualifier before a column name as the column ("their exact balance")', async () => {
    expect(await ask('the statements from 2026 with their exact balance', '/statements')).toEqual({
      statements: [
        { statement: 'January 2026', balance: '$55.00' },
        { statement: 'February 2026', balance: '$70.00' },
      ],
    })
  })

  it('answers "which X is ..." with the one row it leaves, not a list of one', async () => {
    expect(await ask('which ticket is closed in Bodø?')).toEqual({ ticket: 'R-2' })
    expect(await ask('which tickets are closed?')).toEqual({
      tickets: [{ ticket: 'R-2' }, { ticket: 'R-6' }],
    })
  })

  it('refuses dates the rows never reach rather than count none', async () => {
    expect(await ask('how many members were last active in March 2025?', '/members')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('runs from 2026-08-21 to 2026-09-09'),
    })
  })

  it('refuses words it cannot place, and rows it could not all read', async () => {
    expect(await ask('which repairs were rushed?')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('"rushed"'),
    })
    // "two" is not "the first 3": a number that says something else is not passed over
    expect(await ask('which towns have two repairs in the first 3?')).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('"2"'),
    })
    expect(await ask("what's the title of this page?")).toEqual({ title: 'Repairs' })
    expect(await ask('how many repairs are open?', '/stuck')).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/could not be read|not all of them/),
    })
  })
})

describe('a question the rows do not answer', () => {
  it('reads the price of what no row is named from a sentence of the page', async () => {
    expect(await ask('how much is an annual permit per car?', '/permit')).toEqual({ annual_permit: '£48' })
    expect((await ask('how much is a weekly permit?', '/permit')).status).toBe('failure')
    // a heading and the sentence under it are no price
    expect((await ask('how much is a visitor permit?', '/permit')).status).toBe('failure')
    // nor is a figure that is no amount of money, when what it costs is asked
    expect((await ask('how much does a bike permit cost?', '/permit')).status).toBe('failure')
    // a heading over a sentence gives the amount the sentence says, not the sentence
    expect(await ask('how much is the late payment fee?', '/permit')).toEqual({ late_payment_fee: '£15' })
    expect((await ask('how much does it cost to post the bike permit to Spain?', '/permit')).status).toBe(
      'failure',
    )
  })
})

describe('questions over the labelled values of cards', () => {
  it('filters on a figure said with its column, names a column by its last words, and reads "how big"', async () => {
    expect(await ask('which flats have 2 bedrooms?', '/flats')).toEqual({
      flats: [
        { name: 'Harbour View', bedrooms: '2' },
        { name: 'Station Place', bedrooms: '2' },
      ],
    })
    expect(await ask('list the flats with electric heating and their rent', '/flats')).toEqual({
      flats: [
        { name: 'Mill Loft', heating: 'electric', monthly_rent: '$990' },
        { name: 'Station Place', heating: 'electric', monthly_rent: '$1,200' },
      ],
    })
    // a figure with its unit is given as written, never read as millions
    expect(await ask('how big is Garden Court?', '/flats')).toEqual({ name: 'Garden Court', size: '85 m²' })
  })

  it('refuses a measure several columns could say, never answering with the value of another label', async () => {
    const largest = await ask('which is the largest flat?', '/flats')
    expect(largest.status).toBe('failure')
    expect(String(largest.reason)).toMatch(/several columns/)
    expect((await ask('how wide is Mill Loft?', '/flats')).status).toBe('failure')
  })
})

describe('a timetable and its trainers', () => {
  it('reads a clock time as a value and a doer verb as its column', async () => {
    expect(await ask("who's teaching the 18:30 Pilates?", '/timetable')).toMatchObject({
      instructor: 'Ines Moreau',
    })
  })

  it('links a verb to the column of the value it names, and reads tags apart', async () => {
    const boxing = (await ask('which trainers specialise in boxing?', '/trainers')) as {
      trainers: { name: string }[]
    }
    expect(boxing.trainers.map((t) => t.name)).toEqual(['Tom Vik', 'Ines Moreau'])
  })

  it('reads "..., and how much?" with the part before it, and gives years as written', async () => {
    expect(await ask('which trainer has the most experience, and how much?', '/trainers')).toEqual({
      name: 'Tom Vik',
      experience: '15 years',
    })
  })

  it('carries out the instructions of a goal refused whole, then asks its question', async () => {
    expect(
      await ask('Open the Friday tab. Which class has the most places left?', '/timetable'),
    ).toMatchObject({ class: 'Aqua' })
  })
})

describe('a list slow to grow', () => {
  it('waits for "load more" to bring its items instead of clicking into a loop', async () => {
    const final = await runAutomation(
      {
        url: `${server.url}/slow-shop`,
        goal: 'Load all products, then tell me which products are on sale with their old and new price',
      },
      { planner: createHeuristicPlanner(), pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(final.result).toEqual({
      products: [
        { name: 'Desk lamp', old_price: '$29.00', new_price: '$24.00' },
        { name: 'Monitor arm', old_price: '$79.00', new_price: '$59.00' },
      ],
    })
  })
})

describe('rows of several tables, days and times, and the next list of a page', () => {
  it('reads tables of one header under their headings as one list, each row with its heading', async () => {
    expect(await ask('how many events are there on Sunday?', '/festival')).toEqual({ count: 3 })
    // the column of clock times says when, not which: the rows are named by their event
    expect(
      await ask('on Saturday, what time does the brass band start and which place is it in?', '/festival'),
    ).toEqual({
      event: 'Brass band',
      time: '14:30–15:15',
      place: 'Bandstand',
    })
    // a last part that only names what to read is read of the row the part before picked
    expect(await ask('what time does the tug of war start, and where?', '/festival')).toEqual({
      event: 'Tug of war',
      time: '15:00–16:00',
      place: 'Arena',
    })
    // "with their places" names a column: the list is not called "places"
    expect(await ask('list the events on Sunday with their places', '/festival')).toEqual({
      events: [
        { event: 'Dog show', place: 'Arena' },
        { event: 'Kite making', place: 'Green tent' },
        { event: 'Tug of war', place: 'Arena' },
      ],
    })
    // a name on both days is not one row
    expect(await ask('what time does kite making start?', '/festival')).toSatisfy(
      (r: Record<string, unknown>) => r.status === 'failure' || Array.isArray(Object.values(r)[0]),
    )
  })

  it('reads the next list of the page when the first does not place the words', async () => {
    expect(await ask("what's the chance of rain on Tuesday?", '/forecast')).toEqual({ chance_of_rain: '70%' })
    expect(await ask('the average high over the next 3 days', '/forecast')).toEqual({ average_high: 8 })
    // a word of a label written apart ("sun set" for Sunset)
    expect(await ask('when does the sun set?', '/forecast')).toEqual({ sunset: '16:05' })
    // nothing on the page says it: refused, not read off another list
    expect(await ask('what is the pollen count on Tuesday?', '/forecast')).toSatisfy(
      (r: Record<string, unknown>) => r.status === 'failure',
    )
  })
})

describe('verbs and kinds of the columns of dates and times', () => {
  it('reads "published" of the one date column, "what year" of years, "quickest" by lengths of time', async () => {
    expect(await ask('which titles were published in 2026?', '/shelf')).toEqual({
      titles: [{ title: 'Moss and Stone' }, { title: 'Night Skies' }],
    })
    expect(await ask('what year was the author of Night Skies born?', '/shelf')).toEqual({
      author_born: '1966',
    })
    expect(await ask('the 2 quickest titles with their reading times', '/shelf')).toEqual({
      titles: [
        { title: 'Moss and Stone', reading_time: '4 h' },
        { title: 'Salt Roads', reading_time: '6 h' },
      ],
    })
  })
})

describe('rows named by what they are and by a number said with its word', () => {
  it('names rows that are days by their date, and asks no column a word every row says', async () => {
    expect(await ask('which days is the library closed in April 2026?', '/closures')).toEqual({
      days: [{ date: 'Friday 3 April 2026' }, { date: 'Monday 6 April 2026' }],
    })
  })

  it('gives a long headline as the name of its post', async () => {
    expect(await ask('what are the two most recent news posts, with their dates?', '/bulletins')).toEqual({
      news_posts: [
        { name: 'Winter opening hours for the harbour office start next Monday', date: '2 November 2026' },
        { name: 'New ferry timetable for the islands from December onwards', date: '20 October 2026' },
      ],
    })
  })

  it('picks the row whose cell is a number and its word, and reads a noun after an article', async () => {
    expect(await ask('how much is a child return for 2 crossings?', '/crossings')).toEqual({
      child_return: '£4.50',
    })
    // (the same, where the number's word names the column: one value, not a list of one row)
    expect(await ask('how much is a child return for 2 crossings?', '/crossings-named')).toEqual({
      child_return: '£4.50',
    })
  })

  it('counts over every page of a pager, by a name several rows share and by a category said in the plural', async () => {
    expect(await ask('how many of the jobs were with Ines Moe?', '/jobs')).toEqual({ count: 3 })
    expect(await ask('how many jobs are there on bikes?', '/jobs')).toEqual({ count: 2 })
    expect(await ask('which jobs take more than 5 working days?', '/jobs')).toEqual({
      jobs: [
        { engineer: 'Ola Berg', wait: '6 working days' },
        { engineer: 'Ines Moe', wait: '9 working days' },
      ],
    })
  })
})

describe('the read operator: values beside labels of the page', () => {
  const failed = (r: Record<string, unknown>) => r.status === 'failure'

  it('reads named labels of every kind: table rows, definitions, "Label: value", stat blocks', async () => {
    expect(await ask('what is the capacity and the guarantee?', '/item')).toEqual({
      capacity: '1.7 litres',
      guarantee: '3 years',
    })
    expect(await ask('what colour is it?', '/item')).toEqual({ colour: 'Slate' })
    expect(await ask('what number do I call us on?', '/item')).toSatisfy(failed)
    expect(await ask('how many units are left?', '/item')).toEqual({ units_left: 9 })
    // words of the value itself ("in the Oslo store") and of the page's heading are no loose words
    expect(await ask('how many units left in the Oslo store for this kettle?', '/item')).toEqual({
      units_left: 9,
    })
  })

  it('gives a labelled figure for "how many", and the one labelled amount for "how much"', async () => {
    expect(await ask('how many ratings does the Heron 9 kettle have?', '/item')).toEqual({ ratings: 118 })
    expect(await ask('how much is the Heron 9 kettle?', '/item')).toEqual({ price: '€64.00' })
  })

  it('refuses what one row of labels cannot answer, and a label of another item', async () => {
    // the rows of the page answer questions about rows, not the labels
    expect(await ask('which kettle is the cheapest?', '/item')).toEqual({ model: 'Heron 7', price: '€49.00' })
    const other = await ask('what is the guarantee of the Egret 2?', '/item')
    expect(other).toSatisfy(failed)
    expect(await ask('what is the wattage?', '/item')).toSatisfy(failed)
    expect(await ask('what is the average guarantee?', '/item')).toSatisfy(failed)
  })
})

describe('words of the page around its rows', () => {
  it('reads the heading over a table as where its rows are, and sums the amounts, not the running balance', async () => {
    expect(await ask("what's the total amount of my upcoming payments?", '/transfers')).toEqual({
      total_amount: 1135,
    })
  })

  it('orders "the most recent" by the dates, though another column of figures is named', async () => {
    expect(await ask('show me the 2 most recent payments with their amounts', '/transfers')).toEqual({
      payments: [
        { to: 'Rent', amount: '$900.00', date: 'Jul 9, 2026' },
        { to: 'Savings', amount: '$200.00', date: 'Jul 2, 2026' },
      ],
    })
  })

  it('reads a table of labels and values as one record, with no name taken from its first value', async () => {
    expect(await ask('expand the opening hours and tell me the hours on Friday', '/hours')).toEqual({
      friday: '11:00 – 23:30',
    })
  })

  it('gives the field of the one row the words of a list name picked ("the X departures on Monday")', async () => {
    expect(await ask('what are the harbour ferry departures on Monday?', '/pier')).toEqual({
      monday: '07:10, 12:40',
    })
  })

  it('orders "the cheapest" by the price of several amounts (a price per day beside a total)', async () => {
    expect(await ask('which van is the cheapest?', '/vans')).toEqual({
      name: 'Carrier',
      price: '£39.50',
    })
  })

  it('bounds "under £40 a night" on the column of money that says it is nightly', async () => {
    expect(await ask('which berths are under £40 a night?', '/berths')).toEqual({
      berths: [
        { berth: 'Inner Basin', nightly_fee: '£32' },
        { berth: 'Slipway', nightly_fee: '£38' },
      ],
    })
  })

  it('reads "the lowest average X" as the column named "Average X", not as an average to work out', async () => {
    expect(await ask('which harbour has the lowest average berth fee?', '/harbours')).toEqual({
      harbour: 'Orm',
      average_berth_fee: '£24',
    })
  })

  it('reads a column named by the question beside a column of whole cards that says every word', async () => {
    // ("van" reads each card's whole text, which says "Seats" too: that is no value of the column)
    expect(await ask('which van has the most seats?', '/vans')).toEqual({ name: 'Hauler', seats: '6' })
  })

  it("reads values each shown by one part of an item's page as the page's labels, not a list of its parts", async () => {
    expect(await ask('what are the deposit and the excess on this car?', '/car')).toEqual({
      deposit: '£300',
      excess: '£1,200',
    })
  })

  it('reads the unlabelled words of cards as tags, and keeps a card marked by one more class', async () => {
    expect(await ask('how many Thai restaurants are there?', '/eateries')).toEqual({ count: 2 })
    expect(await ask('which restaurants are closed right now?', '/eateries')).toEqual({
      restaurants: [{ name: 'Bangkok Bowl' }],
    })
  })

  it('reads a question asked while a dialog is open in that dialog, and finds "X for ITEM" by its item', async () => {
    expect(await ask('click View receipt for order FK-1042 and tell me the rider tip', '/orders')).toEqual({
      rider_tip: '$4.00',
    })
  })

  it('names a row by a run of words of its name ("Data Platform" of "DATA Data Platform")', async () => {
    expect(await ask('who is the lead on the Data Platform project?', '/projects')).toMatchObject({
      lead: 'Oliver Grant',
    })
  })

  it('keeps a labelled column the question names by a word of it, beside a copy of it', async () => {
    // (the card's value is read both by its class, "rate", and by its label, "Weekly rate")
    expect(await ask('what is the average rate of the tiers?', '/tiers')).toEqual({ average_weekly_rate: 6 })
  })

  it('reads "item" as the rows of any list, though the page never says the word', async () => {
    expect(await ask('which is the cheapest item, and what is its weekly rate?', '/tiers')).toEqual({
      name: 'Small',
      weekly_rate: '$2.00',
    })
  })

  it('reads "an 18 rating" as the rows whose cell is that code, not as a count', async () => {
    expect(await ask('list the plays with an 18 age rating and their lengths', '/plays')).toEqual({
      plays: [
        { play: 'Winter Birds', length: '1h 45m' },
        { play: 'Iron Coast', length: '2h 40m' },
      ],
    })
  })

  it('reads "..., and how many are there?" after a superlative as the figure of the row chosen', async () => {
    expect(await ask('which cinema has the most screens, and how many are there?', '/cinemas')).toEqual({
      cinema: 'Westfield Park',
      screens: '11',
    })
  })
})
