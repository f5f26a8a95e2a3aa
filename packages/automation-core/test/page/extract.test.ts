import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PageController } from '../../src/page/controller'
import { launchBrowser, newController } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/test-server'

const card = (i: number, name: string, price: string) => `
  <div class="col"><article class="product-card">
    <a href="/p/${i}"><img src="/img/${i}.png" alt="${name}"></a>
    <h3 class="title"><a href="/p/${i}">${name}</a></h3>
    <div class="rating" aria-label="${(3 + i / 10).toFixed(1)} out of 5 stars">★★★★</div>
    <p class="desc">A fine ${name.toLowerCase()} for work and play.</p>
    <span class="price">${price}</span>
    <button>Add to cart</button>
  </article></div>`

const SHOP = `<!doctype html><title>Shop</title>
<header><nav><ul><li><a href="/">Home</a></li><li><a href="/deals">Deals</a></li><li><a href="/help">Help</a></li>
<li><a href="/account">Account</a></li></ul></nav></header>
<main><h1>Laptops</h1><div class="grid">
${card(1, 'Zenbook 14', '$999.00')}${card(2, 'ThinkPad X1', '€1.249,00')}${card(3, 'MacBook Air', '$1,099')}${card(4, 'Swift Go', '£749')}
</div></main>
<footer><ul><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/jobs">Jobs</a></li></ul></footer>`

const TABLE = `<!doctype html><title>Prices</title>
<p>Intro text</p>
<table id="t"><thead><tr><th>Model</th><th>Unit price</th><th>In stock</th></tr></thead>
<tbody><tr><td><a href="/m/a">Alpha</a></td><td>$10</td><td>yes</td></tr>
<tr><td><a href="/m/b">Beta</a></td><td>$12</td><td>no</td></tr>
<tr><td><a href="/m/c">Gamma</a></td><td>$15</td><td>yes</td></tr></tbody></table>
<ul class="links"><li>One</li><li>Two</li><li>Three</li></ul>`

// cells of two lines (a title over its artist), a badge beside a title, words in one line
const TRACKS = `<!doctype html><title>Album</title>
<table><thead><tr><th>Title</th><th>Plays</th></tr></thead><tbody>
<tr><td><div>Low Tide</div><div>Kari Moe</div></td><td>1,204</td></tr>
<tr><td><span class="badge">New</span><a href="/t/2">Salt Road</a><br>Kari Moe</td><td>980</td></tr>
<tr><td><b>Hel</b>lo <i>again</i></td><td>12</td></tr>
</tbody></table>`

let browser: Browser
let server: TestServer
let pc: PageController

// cards whose words stand unlabelled ("Thai", "Open now"); the closed one is marked by one more class;
// a table under a heading of its own
const PLACES = `<!doctype html><meta charset="utf-8"><title>Places</title><main><h1>Places</h1><ul>
<li class="card"><h3><a href="/r/1">Lotus Leaf</a></h3><span>Thai</span> <span>Open now</span></li>
<li class="card shut"><h3><a href="/r/2">Casa Luz</a></h3><span>Mexican</span> <span>Closed · Opens 5:00 PM</span></li>
<li class="card"><h3><a href="/r/3">Nonna Mia</a></h3><span>Italian</span> <span>Open now</span></li>
</ul><h2>Upcoming visits</h2><table><thead><tr><th>Day</th><th>Place</th></tr></thead><tbody>
<tr><td>Mon</td><td>Lotus Leaf</td></tr><tr><td>Tue</td><td>Casa Luz</td></tr><tr><td>Wed</td><td>Nonna Mia</td></tr></tbody></table></main>`

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startTestServer({
    '/places': PLACES,
    '/posts': `<!doctype html><title>Posts</title><main><h1>Open posts</h1>${[
      ['Night Porter', '£23,100 – £24,800 a year'],
      ['Sous Chef', '£31,000 a year'],
      ['Bar Manager', '£29,000 - £33,500 a year'],
    ]
      .map(
        ([t, pay]) =>
          `<article class="post"><h3><a href="/post/${t}">${t}</a></h3><p class="pay">${pay}</p><p>Full-time</p></article>`,
      )
      .join('')}</main>`,
    '/shop': SHOP,
    '/table': TABLE,
    '/tracks': TRACKS,
    '/dl':
      '<title>Specs</title><dl><dt>Weight</dt><dd>1.2 kg</dd><dt>Battery</dt><dd>12 h</dd><dt>Screen</dt><dd>14"</dd></dl>',
    '/empty': '<title>Empty</title><p>Nothing repeated here.</p>',
    '/flats': `<title>Flats to let</title><main><h1>Flats</h1>${[
      ['Harbour View', '2', '3', '$1,450', 'Yes'],
      ['Mill Loft', '1', '5', '$990', 'No'],
      ['Garden Court', '3', '1', '$1,800', 'Yes'],
    ]
      .map(
        ([n, beds, floor, rent, pets]) => `<div class="flat"><h2>${n}</h2>
      <p>Bedrooms: ${beds}</p><dl><dt>Floor</dt><dd>${floor}</dd></dl>
      <div class="stat"><span class="stat-label">Monthly rent</span> <strong>${rent}</strong></div>
      <div class="facts"><span class="fact-label">Pets allowed</span><span>${pets}</span></div>
      <p class="meta"><span>Size: 60 m²</span> <span>Heating: gas</span></p></div>`,
      )
      .join('')}</main>`,
    // two tables of one kind under their headings, the later one longer
    '/trips': `<title>Trips</title><main><h2>Upcoming trips</h2><table><thead><tr><th>Trip</th><th>Date</th></tr></thead>
<tbody><tr><td>Oslo</td><td>4 May 2027</td></tr></tbody></table><h2>Past trips</h2><table><thead><tr><th>Trip</th><th>Date</th></tr></thead>
<tbody>${['Rome', 'Lund', 'Bath', 'Gent', 'Riga'].map((t, i) => `<tr><td>${t}</td><td>${i + 1} May 2026</td></tr>`).join('')}</tbody></table></main>`,
    // titles written "Name: subtitle" under a badge, a sentence that opens with a phrase and a colon
    '/talks': `<title>Talks</title><main><h1>Talks</h1>${[
      ['Salt Roads: Trade on the Coast', 'Hall B', 'From salt pans to harbours: a tour of the old trade.'],
      ['Moss and Stone', 'Room 4', 'How mosses break rock, told by a botanist.'],
      ['Night Skies: A Beginner’s Guide', 'Hall A', 'Star maps for anyone with a garden.'],
    ]
      .map(
        ([
          n,
          room,
          about,
        ]) => `<article class="talk"><div class="head"><span class="badge">${n?.startsWith('Moss') ? 'Stone' : 'New'}</span><h3>${n}</h3></div>
      <p>${about}</p><p>Room: ${room}</p></article>`,
      )
      .join('')}</main>`,
    '/sections': `<title>News</title><main><h1>Latest stories</h1><div class="posts">${[
      'Rain',
      'Sun',
      'Snow',
      'Wind',
    ]
      .map(
        (n, i) => `<article><h2><a href="/a/${i}">${n} expected</a></h2><p>May ${i + 1}, 2024</p></article>`,
      )
      .join('')}</div></main>
<aside><h2>Most read this week</h2><ol><li><a href="/a/9">Fog lifts</a></li><li><a href="/a/8">Hail returns</a></li>
<li><a href="/a/7">Sleet again</a></li></ol></aside><section aria-label="Partners"><ul><li><a href="/p/1">Acme</a></li>
<li><a href="/p/2">Globex</a></li></ul></section>`,
    '/sale': `<title>Sale</title><main>${['One', 'Two', 'Three']
      .map(
        (n, i) =>
          `<article class="card"><h2><a href="/p/${i}">${n}</a></h2><p class="price">` +
          `<del class="old-price">$${i + 8}49.00</del> <span class="price-was">$${i + 8}99.00</span> ` +
          `<span style="text-decoration: line-through">$${i + 9}00.00</span> <span class="now">$${i + 7}49.00</span></p></article>`,
      )
      .join('')}</main>`,
    // a board: columns (each a heading with a count) holding cards, unevenly
    '/board': `<title>Board</title><main><div id="board">${(
      [
        ['Queued', ['Repaint the hall', 'Fix the gate']],
        ['Doing', ['Order tiles']],
        ['Done', []],
      ] as Array<[string, string[]]>
    )
      .map(
        ([col, cards]) =>
          `<section class="col"><h2>${col} <span class="n">${cards.length}</span></h2>${
            cards
              .map(
                (c) =>
                  `<div class="job"><a href="/j/${c.length}"><span class="k">JOB-${c.length}</span><br>${c}</a><div class="foot">2 pts</div></div>`,
              )
              .join('') || '<p>Nothing here</p>'
          }</section>`,
      )
      .join('')}</div></main>`,
    // cards under the headings of their parts; a part over its own table; items told apart by a class
    '/tiers': `<title>Partners</title><main><h1>Partners</h1>
<section><h2>Gold partners</h2><div class="grid"><article class="card"><h3>Kestrel Air</h3><p>Flights to the islands.</p></article>
<article class="card"><h3>Moor Bank</h3><p>Accounts for clubs.</p></article></div></section>
<section><h2>Silver partners</h2><div class="grid"><article class="card"><h3>Tarn Print</h3><p>Posters and badges.</p></article></div></section>
<section><h2>Bronze partners</h2><div class="grid"><article class="card"><h3>Wold Cafe</h3><p>Coffee at the stands.</p></article>
<article class="card"><h3>Ash Radio</h3><p>Live commentary.</p></article><article class="card"><h3>Fell Taxis</h3><p>Rides home.</p></article></div></section></main>`,
    '/passes': `<title>Passes</title><main>
<section><h2>Passes</h2><table><thead><tr><th>Pass</th><th>Price</th></tr></thead><tbody>
<tr><td>Day pass</td><td>€40</td></tr><tr><td>Week pass</td><td>€150</td></tr><tr><td>Season pass</td><td>€390</td></tr></tbody></table>
<p>Groups of five get 10% off week passes.</p></section>
<section><h2>Extras</h2><p>Parking from €5 a day, lockers from €2.</p><a href="/extras">See all extras</a></section>
<section><h2>Buy</h2><p>Choose a pass, then pay: €40 and up.</p><a href="/buy">Buy now</a></section></main>`,
    '/alerts': `<title>Alerts</title><main><h1>Alerts</h1>${['Yellow', 'Amber', 'Yellow', 'Red', 'Amber']
      .map(
        (level, i) =>
          `<article class="alert ${level}"><h2>${level} alert ${i + 1}</h2><p>Level: ${level}</p></article>`,
      )
      .join('')}</main>`,
    '/nested-shadow': `<title>Shadow</title><deal-box></deal-box><div class="grid"><x-card name="A" price="$1.00"></x-card>
<x-card name="B" price="$2.00"></x-card><x-card name="C" price="$3.00"></x-card></div>
<script>
customElements.define('x-card', class extends HTMLElement { connectedCallback() { if (this.shadowRoot) return
  const r = this.attachShadow({ mode: 'open' }); r.innerHTML = '<h3></h3><div class="price"><span class="amount"></span><span class="was">$9.00</span></div><p>Made of wood and steel.</p>'
  r.querySelector('h3').textContent = this.getAttribute('name'); r.querySelector('.amount').textContent = this.getAttribute('price') } })
customElements.define('deal-box', class extends HTMLElement { connectedCallback() { if (this.shadowRoot) return
  this.attachShadow({ mode: 'open' }).innerHTML = '<section><h2>Deal</h2><x-card name="D" price="$4.00"></x-card></section>' } })
</script>`,
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
afterEach(async () => {
  await pc?.context.close()
})

async function extract(
  path: string,
  action: { what: string; selector?: string; limit?: number; section?: string },
) {
  pc = await newController(browser)
  await pc.goto(`${server.url}${path}`)
  return pc.act({ type: 'extract', ...action })
}

describe('extract', () => {
  it('returns product cards with name, price as shown, absolute url, image, rating and description', async () => {
    const out = await extract('/shop', { what: 'the product cards' })
    expect(out.ok).toBe(true)
    const data = out.data as { items: Record<string, string>[]; count: number; source: string }
    expect(data.source).toBe('cards')
    expect(data.count).toBe(4)
    expect(data.items[0]).toEqual({
      name: 'Zenbook 14',
      url: `${server.url}/p/1`,
      price: '$999.00',
      image: `${server.url}/img/1.png`,
      rating: '3.1 out of 5',
      description: 'A fine zenbook 14 for work and play.',
    })
    expect(data.items.map((i) => i.price)).toEqual(['$999.00', '€1.249,00', '$1,099', '£749'])
  })

  it('reads the cards inside the columns of a board, not the columns', async () => {
    const out = await extract('/board', { what: 'the jobs' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.name)).toEqual(['Repaint the hall', 'Fix the gate', 'Order tiles'])
    // an item's code written apart before its name is its id
    expect(items.map((i) => i.id)).toEqual(['JOB-16', 'JOB-12', 'JOB-11'])
  })

  it("gives each card's labelled values a column of their own", async () => {
    const out = await extract('/flats', { what: 'the flats' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.name)).toEqual(['Harbour View', 'Mill Loft', 'Garden Court'])
    expect(items[1]).toMatchObject({
      bedrooms: '1',
      floor: '5',
      monthly_rent: '$990',
      pets_allowed: 'No',
      size: '60 m²',
      heating: 'gas',
    })
    // two labels on one line are two columns, never one value that runs into the next label
    expect(Object.values(items[1]!).some((v) => v.includes('Heating'))).toBe(false)
  })

  it('reads the table under the heading the words asked say whole, though another is longer', async () => {
    const out = await extract('/trips', { what: 'upcoming trips date' })
    expect((out.data as { items: Record<string, string>[] }).items).toEqual([
      { trip: 'Oslo', date: '4 May 2027' },
    ])
    await pc.context.close()
    // no heading said: the tables of one header are one list, each row under its table's heading
    const all = await extract('/trips', { what: 'trips date' })
    const items = (all.data as { items: Record<string, string>[] }).items
    expect(items).toHaveLength(6)
    expect(items[0]).toEqual({ trip: 'Oslo', date: '4 May 2027', group: 'Upcoming trips' })
    expect(items[5]).toEqual({ trip: 'Riga', date: '5 May 2026', group: 'Past trips' })
  })

  it('reads a title written "Name: subtitle" as the name, and no sentence as a labelled value', async () => {
    const out = await extract('/talks', { what: 'the talks' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.name)).toEqual([
      'Salt Roads: Trade on the Coast',
      'Moss and Stone',
      'Night Skies: A Beginner’s Guide',
    ])
    expect(items.map((i) => i.room)).toEqual(['Hall B', 'Room 4', 'Hall A'])
    // a badge that says a word of the card's name is still a tag of it
    expect(items.map((i) => i.tags)).toEqual(['New', 'Stone', 'New'])
    // no column named by a title's first part, by a badge run into it, or by a sentence's opening
    const keys = new Set(items.flatMap((i) => Object.keys(i)))
    expect([...keys].filter((k) => !['name', 'room', 'description', 'tags'].includes(k))).toEqual([])
  })

  it('reads only the part of the page under a heading or a labelled region', async () => {
    const whole = await extract('/sections', { what: 'the stories' })
    expect((whole.data as { items: { name: string }[] }).items[0]!.name).toBe('Rain expected')
    await pc.context.close()
    const read = await extract('/sections', { what: 'the stories', section: 'most read week' })
    expect(read.data).toMatchObject({
      section: 'Most read this week',
      items: [{ name: 'Fog lifts' }, { name: 'Hail returns' }, { name: 'Sleet again' }],
    })
    await pc.context.close()
    const labelled = await extract('/sections', { what: 'the partner list', section: 'partners' })
    expect(labelled.data).toMatchObject({
      section: 'Partners',
      items: [{ name: 'Acme' }, { name: 'Globex' }],
    })
    await pc.context.close()
    const missing = await extract('/sections', { what: 'the stories', section: 'sports' })
    expect(missing).toMatchObject({
      ok: false,
      message: expect.stringContaining('no part of the page is headed "sports"'),
    })
  })

  it('limits rows, and uses a selector that names the items', async () => {
    const out = await extract('/shop', { what: 'products', selector: '.product-card', limit: 2 })
    expect(out.data).toMatchObject({
      count: 2,
      source: 'cards',
      items: [{ name: 'Zenbook 14' }, { name: 'ThinkPad X1' }],
    })
  })

  it('returns a table’s rows keyed by its header', async () => {
    const out = await extract('/table', { what: 'the price table' })
    expect(out).toMatchObject({ ok: true })
    expect(out.data).toEqual({
      source: 'table',
      count: 3,
      items: [
        { model: 'Alpha', url: `${server.url}/m/a`, unit_price: '$10', in_stock: 'yes' },
        { model: 'Beta', url: `${server.url}/m/b`, unit_price: '$12', in_stock: 'no' },
        { model: 'Gamma', url: `${server.url}/m/c`, unit_price: '$15', in_stock: 'yes' },
      ],
    })
  })

  it('keeps the lines of a cell apart, and side-by-side elements words apart', async () => {
    const out = await extract('/tracks', { what: 'the tracks' })
    expect(out.data).toMatchObject({
      items: [
        { title: 'Low Tide · Kari Moe', plays: '1,204' },
        { title: 'New Salt Road · Kari Moe', plays: '980' },
        { title: 'Hello again', plays: '12' },
      ],
    })
  })

  it('reads a definition list and a plain list', async () => {
    const dl = await extract('/dl', { what: 'the specs' })
    expect(dl.data).toMatchObject({ source: 'list', count: 3 })
    expect((dl.data as { items: unknown[] }).items[0]).toEqual({ term: 'Weight', definition: '1.2 kg' })
    await pc.context.close()
    const list = await extract('/table', { what: 'links list', selector: 'ul.links' })
    expect(list.data).toMatchObject({
      source: 'list',
      items: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }],
    })
  })

  it('reads the current price, not a struck-through or "was" one', async () => {
    const out = await extract('/sale', { what: 'products' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.price)).toEqual(['$749.00', '$849.00', '$949.00'])
    // The first struck-through price is what it cost before.
    expect(items.map((i) => i.old_price)).toEqual(['$849.00', '$949.00', '$1049.00'])
  })

  it('keeps a range of two amounts whole', async () => {
    const out = await extract('/posts', { what: 'posts' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.price)).toEqual(['£23,100 – £24,800', '£31,000', '£29,000 - £33,500'])
  })

  it('finds items of one custom element wherever they are, through nested shadow roots', async () => {
    const out = await extract('/nested-shadow', { what: 'products' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => [i.name, i.price]).sort()).toEqual([
      ['A', '$1.00'],
      ['B', '$2.00'],
      ['C', '$3.00'],
      ['D', '$4.00'],
    ])
  })

  it("reads a card's unlabelled words as its tags, keeps a card marked by one more class, and names a table by its heading", async () => {
    const cards = await extract('/places', { what: 'the cards' })
    expect((cards.data as { items: Record<string, string>[] }).items.map((i) => [i.name, i.tags])).toEqual([
      ['Lotus Leaf', 'Thai, Open now'],
      ['Casa Luz', 'Mexican, Closed'],
      ['Nonna Mia', 'Italian, Open now'],
    ])
    const visits = await extract('/places', { what: 'the upcoming visits table' })
    expect(visits.data).toMatchObject({ source: 'table', heading: 'Upcoming visits', count: 3 })
  })

  it('reads cards under the headings of their parts, with the heading of each', async () => {
    const out = await extract('/tiers', { what: 'partners' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => [i.name, i.group])).toEqual([
      ['Kestrel Air', 'Gold partners'],
      ['Moor Bank', 'Gold partners'],
      ['Tarn Print', 'Silver partners'],
      ['Wold Cafe', 'Bronze partners'],
      ['Ash Radio', 'Bronze partners'],
      ['Fell Taxis', 'Bronze partners'],
    ])
  })

  it('reads the table of a part, not the parts of the page as items', async () => {
    const out = await extract('/passes', { what: 'passes' })
    expect(out.data).toMatchObject({ source: 'table', count: 3 })
  })

  it('reads items told apart by one class each as one list', async () => {
    const out = await extract('/alerts', { what: 'alerts' })
    const items = (out.data as { items: Record<string, string>[] }).items
    expect(items.map((i) => i.name)).toEqual([
      'Yellow alert 1',
      'Amber alert 2',
      'Yellow alert 3',
      'Red alert 4',
      'Amber alert 5',
    ])
  })

  it('says why when nothing repeated is found', async () => {
    expect(await extract('/empty', { what: 'products' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no repeated/),
    })
    await pc.context.close()
    expect(await extract('/shop', { what: 'x', selector: '#missing' })).toMatchObject({
      ok: false,
      message: 'no visible element matches #missing',
    })
  })
})
