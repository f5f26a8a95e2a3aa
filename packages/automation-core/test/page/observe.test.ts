import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PageController } from '../../src/page/controller'
import { elementIndex, readableLines, renderParts } from '../../src/page/page-lines'
import { launchBrowser, newController } from '../helpers/browser'
import { generatePage } from '../helpers/generate-page'
import { startTestServer, type TestServer } from '../helpers/test-server'

const SHOP = `<!doctype html><title>Shop</title>
<nav><a href="/laptops">Laptops</a> <a href="/phones">Phones</a></nav>
<h1>Best laptops of 2026</h1>
<form action="/search">
  <input type="search" name="q" placeholder="Search products">
  <button>Search</button>
  <select name="sort"><option value="rel">Relevance</option><option value="price" selected>Price</option></select>
  <label><input type="checkbox" name="stock" checked> In stock</label>
  <label><input type="radio" name="size" value="s"> S</label>
  <input type="email" name="mail" value="a@b.c" disabled>
  <button aria-label="Close"><svg width="10" height="10"></svg></button>
</form>
<div style="display:none"><button>Hidden by display</button></div>
<div style="visibility:hidden"><button>Hidden by visibility</button></div>
<button style="width:0;height:0;padding:0;border:0;overflow:hidden">Zero size</button>
<div aria-hidden="true"><button>Aria hidden</button></div>
<details><summary>More</summary><button>Inside closed details</button></details>
<p>Plain paragraph text.</p>`

const OVERLAY = `<!doctype html><title>Cookies</title>
<button id="under">Under the banner</button>
<p>Covered text</p>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:10">
  <div style="background:white;margin:100px auto;width:300px">
    We use cookies. <button>Accept all</button> <button>Reject</button>
  </div>
</div>`

// a player bar fixed to the bottom edge, over the last row in view
const BAR = `<!doctype html><title>Bar</title><body style="margin:0">
<div style="height:660px">Songs</div>
<button style="height:40px">Add Dawn to queue</button>
<div style="height:900px"></div>
<div style="position:fixed;left:0;right:0;bottom:0;height:90px;background:#222;color:#fff">
  Now playing <button>Pause</button>
</div>`

const SHADOW = `<!doctype html><title>Shadow</title>
<my-widget></my-widget>
<script>
  customElements.define('my-widget', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' })
      root.innerHTML = '<p>Widget text <button id="b">Shadow button</button></p><output></output>'
      root.getElementById('b').addEventListener('click', () => { root.querySelector('output').textContent = 'Shadow clicked' })
    }
  })
</script>`

let browser: Browser
let server: TestServer
let other: TestServer
let pc: PageController

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startTestServer({ '/shop': SHOP, '/overlay': OVERLAY, '/shadow': SHADOW, '/bar': BAR })
  // Same machine, other host name: a cross-origin (cross-site) frame.
  other = await startTestServer({}, 'localhost')
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  await other?.close()
})
afterEach(async () => {
  await pc?.context.close()
})

describe('observe', () => {
  it('lists links, inputs, buttons, select options and states with indices', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/shop`)
    const o = await pc.observe()
    expect(o.text).toContain(`Title: Shop — ${server.url}/shop`)
    // a link or button with nothing but its text is written [n]text
    expect(o.text).toMatch(/\[\d+\]Laptops \[\d+\]Phones/)
    expect(o.text).toContain('Best laptops of 2026')
    // a field's placeholder names it; its form name is written only when nothing else does
    expect(o.text).toMatch(/\[\d+\]<input type=search placeholder="Search products"> \[\d+\]Search /)
    expect(o.text).toMatch(/\[\d+\]<select name=sort value=Price>Relevance \| Price<\/select>/)
    // the label is written in the field, not again beside it
    expect(o.text).toMatch(/\[\d+\]<input type=checkbox label="In stock" checked> \[/)
    expect(o.text).toMatch(/<input type=radio label=S> \[/)
    expect(o.text).toMatch(/<input type=email name=mail value=a@b.c disabled>/)
    // an icon button is written with its name
    expect(o.text).toMatch(/\[\d+\]Close\n/)
    expect(o.text).toMatch(/\[\d+\]<summary expanded=false>More<\/summary>/)
    expect(o.text).toContain('Plain paragraph text.')
    expect(o.elementCount).toBe(10)
    expect(o.omittedElements).toBe(0)
    expect(o.tokens).toBe(countTokens(o.text))
    // nothing is new on the first observation of a document
    expect(o.text).not.toContain('*[')
    expect(o.elements.some((e) => e.isNew)).toBe(false)
    expect(o.tabs).toEqual([{ index: 0, url: `${server.url}/shop`, title: 'Shop', active: true }])
    expect(o.fingerprint).toMatch(/^[\w-]{8,}$/)
  })

  it('gives the page as structured lines, from which its text is rendered', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/shop`)
    const o = await pc.observe()
    const elementOf = elementIndex(o.elements)
    // the full markup of each line, and the text a model reads, list the same controls in the same order
    const indices = (s: string) => [...s.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))
    const full = o.lines.map((l) => renderParts(l.parts, elementOf)).join('\n')
    expect(indices(o.text)).toEqual(indices(full))
    expect(full).toMatch(/\[\d+\]<a>Laptops<\/a> \[\d+\]<a>Phones<\/a>/)
    // what a person reads: controls as their text, no markup
    const read = readableLines(o)
    expect(read).toContain('Laptops Phones')
    expect(read).toContain('Best laptops of 2026')
    expect(read.join('\n')).not.toMatch(/\[\d+\]|<\/?\w+/)
    const search = o.lines.find((l) =>
      l.parts.some((p) => typeof p !== 'string' && elementOf(p.index)?.name === 'Search'),
    )
    expect(search?.position).toBe('in-view')
  })

  it('gives every listed control as a structured element: role, accessible name, label, state', async () => {
    server.route(
      '/structured',
      `<title>Form</title>
      <label for="who">Full name</label> <input id="who" value="Ada">
      <input type="password" aria-label="Password" value="secret">
      <input type="search" placeholder="Search the docs">
      <span id="lbl">Country</span> <select aria-labelledby="lbl"><option>France</option><option selected>Japan</option></select>
      <label>Sort by <select><option>Relevance</option><option>Price</option></select></label>
      <label><input type="checkbox" checked> Subscribe</label>
      <button disabled>Send</button> <button aria-expanded="false" aria-label="Menu">☰</button>
      <a href="/help" title="Help centre">?</a>
      <details open><summary>Details</summary><p>Inside</p></details>
      <div role="tab" aria-selected="true" tabindex="0">Overview</div>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/structured`)
    const o = await pc.observe()
    const by = (name: string) => o.elements.find((e) => e.name === name)
    expect(o.elements).toHaveLength(o.elementCount)
    expect(by('Full name')).toMatchObject({
      role: 'textbox',
      tag: 'input',
      label: 'Full name',
      value: 'Ada',
      position: 'in-view',
    })
    expect(by('Password')).toMatchObject({ role: 'textbox', type: 'password', value: '••••' })
    expect(by('Search the docs')).toMatchObject({ role: 'searchbox', placeholder: 'Search the docs' })
    expect(by('Country')).toMatchObject({ role: 'combobox', value: 'Japan', options: ['France', 'Japan'] })
    // a list inside its label: named by the label's own words, not its options
    expect(by('Sort by')).toMatchObject({ role: 'combobox', label: 'Sort by', value: 'Relevance' })
    expect(by('Subscribe')).toMatchObject({ role: 'checkbox', checked: true, label: 'Subscribe' })
    expect(by('Send')).toMatchObject({ role: 'button', disabled: true })
    expect(by('Menu')).toMatchObject({ role: 'button', expanded: false })
    expect(by('?')).toMatchObject({ role: 'link', title: 'Help centre', href: `${server.url}/help` })
    expect(by('Details')).toMatchObject({ role: 'button', tag: 'summary', expanded: true })
    expect(by('Overview')).toMatchObject({ role: 'tab', selected: true })
    // the index of each element is the one `text` shows, with its name
    for (const e of o.elements) expect(o.text).toContain(`[${e.index}]`)
    expect(o.text).toMatch(/\[\d+\]<input label="Full name" value=Ada>/)
    expect(o.text).toMatch(/\[\d+\]<input type=password label=Password value="••••">/)
    expect(o.text).toMatch(/\[\d+\]<select label=Country value=Japan>France \| Japan<\/select>/)
    expect(o.text).toMatch(/\[\d+\]<button label=Menu expanded=false>☰<\/button>/)
    expect(o.text).toMatch(/\[\d+\]<a label="Help centre">\?<\/a>/)
    expect(o.text).toMatch(/\[\d+\]<tab selected>Overview<\/tab>/)
  })

  it('says which part of the page around the content a control is in', async () => {
    server.route(
      '/landmarks',
      `<title>Parts</title>
      <header><a href="/">Home</a></header>
      <nav><a href="/docs">Docs</a></nav>
      <main><article><header><a href="/a">Article title</a></header><p>Body <a href="/b">Read on</a></p>
      <footer><a href="/share">Share</a></footer></article></main>
      <aside><a href="/related">Related</a></aside>
      <div role="navigation"><a href="/more">More</a></div>
      <footer><a href="/terms">Terms</a></footer>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/landmarks`)
    const o = await pc.observe()
    const mark = (name: string) => o.elements.find((e) => e.name === name)?.landmark
    expect(mark('Home')).toBe('banner')
    expect(mark('Docs')).toBe('navigation')
    expect(mark('More')).toBe('navigation')
    expect(mark('Related')).toBe('complementary')
    expect(mark('Terms')).toBe('contentinfo')
    // an article's own header and footer are content
    expect(mark('Article title')).toBeUndefined()
    expect(mark('Share')).toBeUndefined()
    expect(mark('Read on')).toBeUndefined()
  })

  it("gives a control in a table's cell its row as its item, not the words of a closed menu beside it", async () => {
    const payee = (name: string) =>
      `<tr><td>${name}</td><td>Utilities</td><td><button>Pay</button> <button aria-haspopup="menu">⋯</button>
      <ul role="menu" hidden><li role="menuitem">Edit payee</li><li role="menuitem">Remove payee</li></ul></td></tr>`
    server.route(
      '/payees',
      `<title>Payees</title><table><tbody>${payee('City Power')}${payee('Greenline Internet')}</tbody></table>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/payees`)
    const o = await pc.observe()
    const pays = o.elements.filter((e) => e.name === 'Pay')
    expect(pays.map((e) => e.context)).toEqual([
      expect.stringContaining('City Power'),
      expect.stringContaining('Greenline Internet'),
    ])
  })

  it("gives a bar of buttons the words of the part it ends, not only the buttons' names", async () => {
    server.route(
      '/notice',
      `<title>Notice</title><main><h1>Tide tables</h1><p>High water at 06:12.</p></main>
      <div role="region" aria-label="Cookies"><p>We use cookies to remember your harbour.</p>
      <div><button>Settings</button><button>Reject all</button><button>Accept all</button></div></div>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/notice`)
    const o = await pc.observe()
    const reject = o.elements.find((e) => e.name === 'Reject all')
    expect(reject?.context).toContain('We use cookies')
  })

  it("gives a switch whose label is written apart the words of its row, the row's name among them", async () => {
    const row = (id: string, name: string) =>
      `<div class="row"><div><h3>${name}</h3><p>Saved 3 May</p></div>
      <div><span id="l-${id}">Tide alerts</span><button role="switch" aria-checked="true" aria-labelledby="l-${id}"></button>
      <button>Delete</button></div></div>`
    server.route(
      '/alerts',
      `<title>Alerts</title><main>${row('a', 'Skel moorings')}${row('b', 'Orm slipway')}</main>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/alerts`)
    const o = await pc.observe()
    const switches = o.elements.filter((e) => e.role === 'switch')
    expect(switches.map((e) => e.context)).toEqual([
      expect.stringContaining('Skel moorings'),
      expect.stringContaining('Orm slipway'),
    ])
  })

  it('gives a control of a long item the name of that item, and a button that opens options the role of a list', async () => {
    const details = 'Gusts of 70 to 80 mph are likely on exposed coasts. '.repeat(14)
    const warning = (id: string, title: string) =>
      `<article aria-labelledby="${id}"><h2 id="${id}">${title}</h2><p>Valid to 21:00 Thursday.</p>
      <button aria-expanded="false">More details</button><div hidden><p>${details}</p></div></article>`
    server.route(
      '/warnings',
      `<title>Warnings</title><main>${warning('w1', 'Yellow warning of wind')}${warning('w2', 'Red warning of wind')}
      <span id="zl">Time zone</span><button aria-haspopup="listbox" aria-expanded="false" aria-labelledby="zl">Europe/Oslo</button></main>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/warnings`)
    const o = await pc.observe()
    expect(o.elements.filter((e) => e.name === 'More details').map((e) => e.context)).toEqual([
      'Yellow warning of wind',
      'Red warning of wind',
    ])
    expect(o.elements.find((e) => e.name.startsWith('Time zone'))).toMatchObject({ role: 'combobox' })
    expect(o.text).toMatch(/\[\d+\]<combobox label="Time zone" expanded=false>Europe\/Oslo<\/combobox>/)
  })

  it('keeps a lone switch with its label to its own words', async () => {
    server.route(
      '/prefs',
      `<title>Prefs</title><form><fieldset><legend>Chart style</legend>
      <label><input type="radio" name="s"> Nautical</label><label><input type="radio" name="s"> Plain</label></fieldset>
      <div><span id="g">Show depth grid lines</span><button type="button" role="switch" aria-checked="false" aria-labelledby="g"></button></div>
      <button>Save</button></form>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/prefs`)
    const o = await pc.observe()
    const grid = o.elements.find((e) => e.role === 'switch')
    expect(grid?.context ?? '').not.toContain('Nautical')
  })

  it('leaves out hidden elements', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/shop`)
    const o = await pc.observe()
    for (const hidden of [
      'Hidden by display',
      'Hidden by visibility',
      'Zero size',
      'Aria hidden',
      'Inside closed details',
    ]) {
      expect(o.text).not.toContain(hidden)
    }
  })

  it('waits for a late stylesheet before reading the page', async () => {
    server.route('/slow.css', (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/css' }).end('.menu { display: none }'), 400)
    })
    server.route(
      '/styled',
      '<title>Styled</title><link rel="stylesheet" href="/slow.css"><div class="menu"><a href="/x">Hidden by CSS</a></div><p>Shown</p>',
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/styled`)
    const o = await pc.observe()
    expect(o.text).toContain('Shown')
    expect(o.text).not.toContain('Hidden by CSS')
  })

  it('leaves out what an overlay covers but lists the overlay’s own buttons', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/overlay`)
    const o = await pc.observe()
    expect(o.text).not.toContain('Under the banner')
    expect(o.text).not.toContain('Covered text')
    expect(o.text).toContain('We use cookies.')
    expect(o.text).toMatch(/\[\d+\]Accept all \[\d+\]Reject/)
  })

  it('lists what a bar fixed to an edge of the window covers as out of view, and clicks it', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/bar`)
    const o = await pc.observe()
    const under = o.elements.find((e) => e.name === 'Add Dawn to queue')
    expect(under?.position).toBe('below')
    expect(o.elements.find((e) => e.name === 'Pause')?.position).toBe('in-view')
    const clicked = await pc.act({ type: 'click', index: under?.index ?? -1 }, { timeoutMs: 3000 })
    expect(clicked.ok).toBe(true)
  })

  it('sees into open shadow roots, and the shadow button is clickable by index', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/shadow`)
    const o = await pc.observe()
    const index = Number(o.text.match(/\[(\d+)\]Shadow button/)?.[1])
    expect(o.text).toContain('Widget text')
    expect(index).toBeGreaterThan(0)
    expect(await pc.act({ type: 'click', index })).toMatchObject({ ok: true })
    expect((await pc.observe()).text).toContain('Shadow clicked')
  })

  it('includes same-origin and cross-origin iframes, clickable by index', async () => {
    const frameBody = (name: string) =>
      `<p>${name} frame</p><button onclick="this.textContent='${name} clicked'">${name} button</button>`
    server.route('/inner', frameBody('Same'))
    other.route('/inner', frameBody('Cross'))
    server.route(
      '/frames',
      `<title>Frames</title><p>Top text</p>
       <iframe src="/inner" width="400" height="120"></iframe>
       <iframe src="${other.url}/inner" width="400" height="120"></iframe>
       <p>After frames</p>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/frames`)
    await pc.page.waitForLoadState('load')
    const o = await pc.observe()
    expect(o.text).toMatch(
      /Top text\n--- iframe: http:\/\/127\.0\.0\.1:\d+\/inner ---\nSame frame\n\[\d+\]Same button/,
    )
    expect(o.text).toMatch(/--- iframe: http:\/\/localhost:\d+\/inner ---\nCross frame\n\[\d+\]Cross button/)
    expect(o.text.indexOf('After frames')).toBeGreaterThan(o.text.indexOf('Cross button'))
    // the structured elements say which frame each is in
    expect(o.elements.find((e) => e.name === 'Cross button')?.frame).toBe(`${other.url}/inner`)
    expect(o.elements.find((e) => e.name === 'Same button')?.frame).toBe(`${server.url}/inner`)
    for (const name of ['Same', 'Cross']) {
      const index = Number(o.text.match(new RegExp(`\\[(\\d+)\\]${name} button`))?.[1])
      expect(await pc.act({ type: 'click', index })).toMatchObject({ ok: true })
    }
    const after = await pc.observe()
    expect(after.text).toContain('Same clicked')
    expect(after.text).toContain('Cross clicked')
  })

  it('keeps an element’s index after an unrelated DOM change', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/shop`)
    const first = await pc.observe()
    const index = first.text.match(/\[(\d+)\]Search /)?.[1]
    expect(first.fingerprint).toBe((await pc.observe()).fingerprint)
    await pc.page.evaluate(() => {
      const b = document.createElement('button')
      b.textContent = 'New one'
      document.body.prepend(b)
      document.querySelector('h1')!.textContent = 'Changed heading'
    })
    const second = await pc.observe()
    // the old one is not marked, the new one is: *[n]
    expect(second.text).toContain(` [${index}]Search`)
    expect(second.text).toMatch(/\*\[(\d+)\]New one/)
    expect(Number(second.text.match(/\*\[(\d+)\]New one/)?.[1])).toBeGreaterThan(first.elementCount)
    expect(second.elements.filter((e) => e.isNew).map((e) => e.name)).toEqual(['New one'])
    expect(second.fingerprint).not.toBe(first.fingerprint)
    // on the next observation it is no longer new, and the fingerprint does not hold the mark
    const third = await pc.observe()
    expect(third.text).not.toContain('*[')
    expect(third.fingerprint).toBe(second.fingerprint)
  })

  it('cuts to the token budget, keeping what is in view and reporting what was left out', async () => {
    server.route('/big', generatePage(3000))
    pc = await newController(browser)
    await pc.goto(`${server.url}/big`)
    await pc.page.evaluate(() => window.scrollTo(0, 8000))
    const inView = await pc.page.evaluate(() => {
      const b = Array.from(document.querySelectorAll('button')).find((x) => {
        const r = x.getBoundingClientRect()
        return r.top > 100 && r.bottom < innerHeight - 100
      })!
      b.textContent = 'Visible marker'
      return b.textContent
    })
    const o = await pc.observe({ tokenBudget: 800 })
    expect(o.tokens).toBeLessThanOrEqual(800)
    expect(o.text).toContain(inView)
    expect(o.omittedElements).toBeGreaterThan(100)
    expect(o.text).toMatch(/\.\.\. \d+ elements above and \d+ below left out.*; scroll to see them$/)
    // Cut content is marked, and what is shown keeps document order.
    expect(o.text).toContain('\n…\n')
  })
})
