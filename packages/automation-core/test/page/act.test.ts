import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isAutomationError } from '../../src/errors'
import type { PageController } from '../../src/page/controller'
import { launchBrowser, newController } from '../helpers/browser'
import { closedPort, startTestServer, type TestServer } from '../helpers/test-server'

const FORM = `<!doctype html><title>Search</title>
<form action="/result"><input name="q" placeholder="Query" value="old"><button>Go</button></form>
<select id="sort"><option value="rel">Relevance</option><option value="price-asc">Price: low to high</option></select>
<label><input type="checkbox" id="news" checked> Newsletter</label>
<input id="keys" placeholder="Keys"><output id="last"></output>
<script>
  document.getElementById('keys').addEventListener('keydown', (e) => { document.getElementById('last').textContent = 'key ' + e.key })
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') document.title = 'Escaped' })
</script>`

const MENU = `<!doctype html><title>Menu</title>
<style>.sub { display: none } .menu:hover .sub { display: block }</style>
<div class="menu"><button>Products</button><div class="sub"><a href="/laptops">Laptops</a></div></div>`

const TALL = `<!doctype html><title>Tall</title><div style="height:5000px">Top</div><button>The end</button>`

let browser: Browser
let server: TestServer
let pc: PageController

/** The index of the control whose rendering matches `re` in a fresh observation. */
async function indexOf(re: RegExp): Promise<number> {
  const o = await pc.observe()
  const at = o.text.search(re)
  // The nearest "[n]" before the match is the control the match belongs to.
  const marks = at < 0 ? [] : [...o.text.slice(0, at + 1).matchAll(/\[(\d+)\]/g)]
  const index = Number(marks.at(-1)?.[1])
  if (!index) throw new Error(`no control matching ${re} in:\n${o.text}`)
  return index
}

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startTestServer({
    '/form': FORM,
    '/result': (req, res) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<title>Result</title><p>You searched for ${q}</p>`)
    },
    '/menu': MENU,
    '/tall': TALL,
    '/a': '<title>A</title><p>Page A</p><a href="/b" target="_blank">Open B in a tab</a>',
    '/b': '<title>B</title><p>Page B</p>',
    '/late': `<title>Late</title><p>Working…</p>
      <script>setTimeout(() => { const p = document.createElement('p'); p.className = 'done'; p.textContent = 'Done'; document.body.append(p) }, 400)</script>`,
    '/vanish': '<title>Vanish</title><button id="x">Soon gone</button>',
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
afterEach(async () => {
  await pc?.context.close()
})

describe('act', () => {
  it('fills a field and submits the form with Enter', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    const out = await pc.act({
      type: 'fill',
      index: await indexOf(/placeholder=Query/),
      text: 'laptops',
      submit: true,
    })
    expect(out).toMatchObject({ ok: true, message: expect.stringContaining('navigated to') })
    expect(pc.page.url()).toBe(`${server.url}/result?q=laptops`)
    expect((await pc.observe()).text).toContain('You searched for laptops')
  })

  it('types after what is there', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    expect(
      await pc.act({ type: 'type', index: await indexOf(/placeholder=Query/), text: ' news' }),
    ).toMatchObject({
      ok: true,
    })
    expect(await pc.page.inputValue('input[name=q]')).toBe('old news')
  })

  it('selects by label and by value, and explains a missing option', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    const index = await indexOf(/<select/)
    expect(await pc.act({ type: 'select', index, value: 'Price: low to high' })).toMatchObject({ ok: true })
    expect(await pc.page.inputValue('#sort')).toBe('price-asc')
    expect(await pc.act({ type: 'select', index, value: 'rel' })).toMatchObject({ ok: true })
    expect(await pc.page.inputValue('#sort')).toBe('rel')
    const bad = await pc.act({ type: 'select', index, value: 'Rating' })
    expect(bad).toMatchObject({
      ok: false,
      message: expect.stringContaining('options are: Relevance | Price: low to high'),
    })
  })

  it('checks and unchecks', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    const index = await indexOf(/type=checkbox/)
    expect(await pc.act({ type: 'check', index, checked: false })).toMatchObject({ ok: true })
    expect(await pc.page.isChecked('#news')).toBe(false)
    expect((await pc.observe()).text).toMatch(/type=checkbox label=Newsletter>/)
    expect(await pc.act({ type: 'check', index, checked: true })).toMatchObject({ ok: true })
    expect(await pc.page.isChecked('#news')).toBe(true)
  })

  it('presses keys on an element and on the page', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    expect(
      await pc.act({ type: 'press', index: await indexOf(/placeholder=Keys/), key: 'arrowdown' }),
    ).toMatchObject({
      ok: true,
    })
    expect((await pc.observe()).text).toContain('key ArrowDown')
    expect(await pc.act({ type: 'press', key: 'Escape' })).toMatchObject({ ok: true })
    expect(await pc.page.title()).toBe('Escaped')
    expect(await pc.act({ type: 'press', key: 'NoSuchKey' })).toMatchObject({ ok: false })
  })

  it('hovers to reveal a menu', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/menu`)
    expect((await pc.observe()).text).not.toContain('Laptops')
    expect(await pc.act({ type: 'hover', index: await indexOf(/Products/) })).toMatchObject({
      ok: true,
    })
    expect((await pc.observe()).text).toMatch(/\[\d+\]Laptops$/m)
  })

  it('scrolls the page by about a viewport, and reports the top and bottom', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/tall`)
    const down = await pc.act({ type: 'scroll', direction: 'down' })
    expect(down).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^scrolled down; now showing 612-1332 of 5\d{3}px/),
    })
    expect(await pc.page.evaluate(() => window.scrollY)).toBe(612)
    expect((await pc.observe()).text).toContain('Viewport: 612-1332')
    await pc.act({ type: 'scroll', direction: 'up' })
    expect(await pc.act({ type: 'scroll', direction: 'up' })).toMatchObject({
      message: expect.stringContaining('already at the top'),
    })
    expect(
      await pc.act({ type: 'scroll', direction: 'down', index: await indexOf(/The end/) }),
    ).toMatchObject({ ok: true })
    expect(await pc.page.evaluate(() => window.scrollY)).toBeGreaterThan(4000)
  })

  it('navigates to a relative url, and goes back', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/form`)
    expect(await pc.act({ type: 'navigate', url: 'a' })).toMatchObject({ ok: true })
    expect(pc.page.url()).toBe(`${server.url}/a`)
    expect(await pc.act({ type: 'back' })).toMatchObject({ ok: true })
    expect(pc.page.url()).toBe(`${server.url}/form`)
    expect(await pc.act({ type: 'back' })).toMatchObject({
      ok: false,
      message: 'there is no previous page in this tab',
    })
  })

  it('waits for late text and elements within the bound, and times out with a clear message', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/late`)
    expect(await pc.act({ type: 'wait', for: 'text', text: 'Done', ms: 5000 })).toMatchObject({ ok: true })
    expect(await pc.act({ type: 'wait', for: 'element', selector: 'p.done', ms: 1000 })).toMatchObject({
      ok: true,
    })
    expect(await pc.act({ type: 'wait', for: 'network', ms: 3000 })).toMatchObject({ ok: true })
    const started = Date.now()
    const never = await pc.act({ type: 'wait', for: 'text', text: 'Never', ms: 300 })
    expect(never).toEqual({
      action: { type: 'wait', for: 'text', text: 'Never', ms: 300 },
      ok: false,
      message: "timed out after 300 ms waiting for text 'Never'",
    })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await pc.act({ type: 'wait', for: 'time', ms: 50 })).toMatchObject({
      ok: true,
      message: 'waited 50 ms',
    })
  })

  it('follows a tab opened by target=_blank, and switches back by tab index', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/a`)
    const out = await pc.act({ type: 'click', index: await indexOf(/Open B/) })
    expect(out).toMatchObject({ ok: true, message: expect.stringContaining('opened a new tab (1)') })
    expect(pc.page.url()).toBe(`${server.url}/b`)
    const o = await pc.observe()
    expect(o.text).toContain('Page B')
    expect(o.tabs.map((t) => [t.index, t.active])).toEqual([
      [0, false],
      [1, true],
    ])
    expect(await pc.act({ type: 'switch_tab', tab: 0 })).toMatchObject({ ok: true })
    expect((await pc.observe()).text).toContain('Page A')
    expect(await pc.act({ type: 'switch_tab', tab: 5 })).toMatchObject({ ok: false })
  })

  it('settles after a click until the data it fetched is on the page', async () => {
    server.route('/api/total', (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":42}'), 200)
    })
    server.route(
      '/fetch',
      `<title>Fetch</title><button onclick="fetch('/api/total').then((r) => r.json())
         .then((d) => { document.querySelector('output').textContent = 'Total: ' + d.total })">Load</button><output></output>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/fetch`)
    expect(await pc.act({ type: 'click', index: await indexOf(/Load/) })).toMatchObject({ ok: true })
    expect((await pc.observe()).text).toContain('Total: 42')
  })

  it('follows a window opened by script, and reports a dialog it accepted', async () => {
    server.route(
      '/popup',
      `<title>Popup</title><button onclick="window.open('/b')">Open window</button>
       <button onclick="document.title = confirm('Delete it?') ? 'yes' : 'no'">Delete</button>`,
    )
    pc = await newController(browser)
    await pc.goto(`${server.url}/popup`)
    const del = await pc.act({ type: 'click', index: await indexOf(/Delete/) })
    expect(del).toMatchObject({ ok: true, message: 'accepted a confirm dialog: "Delete it?"' })
    expect(await pc.page.title()).toBe('yes')
    const out = await pc.act({ type: 'click', index: await indexOf(/Open window/) })
    expect(out).toMatchObject({ ok: true, message: expect.stringContaining('opened a new tab (1)') })
    expect((await pc.observe()).text).toContain('Page B')
  })

  it('reports a vanished or unknown element instead of throwing', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/vanish`)
    const index = await indexOf(/Soon gone/)
    await pc.page.evaluate(() => document.getElementById('x')!.remove())
    expect(await pc.act({ type: 'click', index })).toMatchObject({
      ok: false,
      message: `element [${index}] no longer exists; observe again`,
    })
    expect(await pc.act({ type: 'click', index: 999 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('[999]'),
    })
  })

  it('bounds an action by its timeout', async () => {
    server.route('/covered', '<button>Under</button><div style="position:fixed;inset:0;z-index:2"></div>')
    pc = await newController(browser)
    await pc.goto(`${server.url}/covered`)
    await pc.page.evaluate(() => {
      const d = document.querySelector('div')!
      d.style.display = 'none'
    })
    const index = await indexOf(/Under/)
    await pc.page.evaluate(() => {
      document.querySelector('div')!.style.display = 'block'
    })
    const started = Date.now()
    const out = await pc.act({ type: 'click', index }, { timeoutMs: 500 })
    expect(Date.now() - started).toBeLessThan(2500)
    expect(out).toMatchObject({
      ok: false,
      message: expect.stringMatching(/covered by <div|timed out after 500 ms/),
    })
  })

  it('throws NAVIGATION_FAILED for a closed port and URL_BLOCKED for a refused request', async () => {
    pc = await newController(browser)
    const port = await closedPort()
    const err = await pc.goto(`http://127.0.0.1:${port}/`).catch((e: unknown) => e)
    expect(isAutomationError(err, 'NAVIGATION_FAILED')).toBe(true)
    expect((err as Error).message).toBe(`could not open http://127.0.0.1:${port}/: connection refused`)
    await pc.context.route('**/blocked', (route) => route.abort('blockedbyclient'))
    const blocked = await pc.goto(`${server.url}/blocked`).catch((e: unknown) => e)
    expect(isAutomationError(blocked, 'URL_BLOCKED')).toBe(true)
  })
})
