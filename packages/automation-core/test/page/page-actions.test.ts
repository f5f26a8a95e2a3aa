import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PageController } from '../../src/page/controller'
import { launchBrowser, newController } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/test-server'

/** find_text, scrolling inside a box and list_options on pages made for their corner cases. */

const FINDS = `<!doctype html><title>Finds</title><div style="height:3000px"></div>
<p style="display:none">Harbour fee hidden</p><details><summary>More</summary>Harbour fee folded</details>
<div id="host"></div><iframe src="/inner" style="height:300px"></iframe>
<div id="wide" tabindex="0" aria-label="Wide strip" style="width:300px;overflow-x:auto;white-space:nowrap">${'cell '.repeat(200)}</div>
<script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<b>Harbour  fee</b> paid'</script>`

// A combobox linked to nothing: its list is rendered at the end of the body when it opens. The
// "Colours" list is always there, and is not its list.
const PORTAL = `<!doctype html><title>Portal</title>
<ul role="listbox" aria-label="Colours"><li role="option" aria-selected="true">Red</li><li role="option">Blue</li></ul>
<div style="height:200px"></div>
<div id="pick" role="combobox" tabindex="0" aria-label="Flavour" aria-expanded="false">Pick a flavour</div>
<script>
  const pick = document.getElementById('pick')
  pick.addEventListener('click', () => {
    const list = document.createElement('div')
    list.setAttribute('role', 'listbox')
    list.innerHTML = '<div role="option">Vanilla</div><div role="option" aria-selected="true">Lemon</div>'
    document.body.append(list)
    pick.setAttribute('aria-expanded', 'true')
  })
</script>
<div role="combobox" tabindex="0" aria-label="Empty" aria-haspopup="listbox">Nothing here</div>`

let browser: Browser
let server: TestServer
let pc: PageController

/** The index of the first element named `name` in a fresh observation. */
async function indexOf(name: string): Promise<number> {
  const o = await pc.observe()
  const el = o.elements.find((e) => e.name.includes(name))
  if (!el) throw new Error(`no element named ${name} in:\n${o.text}`)
  return el.index
}

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startTestServer({
    '/finds': FINDS,
    '/inner': '<title>Inner</title><div style="height:1500px"></div><p>Harbour fee: 12 EUR</p>',
    '/portal': PORTAL,
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
afterEach(async () => {
  await pc?.context.close()
})

describe('find_text', () => {
  it('finds text in open shadow roots and frames, not where it is hidden, and scrolls to it', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/finds`)
    // the shadow root's (first) and the iframe's: the hidden and the folded ones do not count
    expect(await pc.act({ type: 'find_text', text: 'harbour fee' })).toMatchObject({
      ok: true,
      message: '"harbour fee" found 2 times; scrolled to the first: "Harbour fee"',
    })
    expect(await pc.page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
    // only in the iframe: the frame scrolls to it
    expect(await pc.act({ type: 'find_text', text: '12 EUR' })).toMatchObject({
      ok: true,
      message: '"12 EUR" found once; scrolled to the first: "Harbour fee: 12 EUR"',
    })
    const inner = pc.page.frames().find((f) => f.url().endsWith('/inner'))!
    expect(await inner.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    expect(await pc.act({ type: 'find_text', text: 'folded' })).toMatchObject({
      ok: false,
      message: '"folded" is not on the page',
    })
  })
})

describe('scroll inside a box', () => {
  it('scrolls a box sideways, by an amount and by most of its width, and says where it stands', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/finds`)
    const strip = await indexOf('Wide strip')
    const wide = () => pc.page.evaluate(() => document.getElementById('wide')!.scrollLeft)
    const right = await pc.act({ type: 'scroll', direction: 'right', container: strip, amount: 100 })
    expect(right).toMatchObject({ ok: true })
    expect(right.message).toMatch(
      new RegExp(`^scrolled right 100px inside \\[${strip}\\]; now showing 100-400 of \\d+px wide$`),
    )
    expect(await wide()).toBe(100)
    expect(await pc.act({ type: 'scroll', direction: 'left', container: strip })).toMatchObject({
      ok: true,
      message: expect.stringMatching(
        new RegExp(
          `^scrolled left inside \\[${strip}\\]; now showing 0-300 of \\d+px wide; at the left end$`,
        ),
      ),
    })
    expect(await wide()).toBe(0)
    expect(await pc.act({ type: 'scroll', direction: 'left', container: strip })).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^already at the left end inside \[\d+\] \(0-300 of \d+px wide\)$/),
    })
  })
})

describe('list_options', () => {
  it('reads the list a combobox renders apart when it opens, not another list of the page', async () => {
    pc = await newController(browser)
    await pc.goto(`${server.url}/portal`)
    const out = await pc.act({ type: 'list_options', index: await indexOf('Flavour') })
    expect(out).toMatchObject({
      ok: true,
      message: '2 options (opened; the list stays open); selected: Lemon',
      data: ['Vanilla', 'Lemon'],
    })
    // open already: read again, not clicked shut
    expect(await pc.act({ type: 'list_options', index: await indexOf('Flavour') })).toMatchObject({
      message: '2 options (the list is open); selected: Lemon',
    })
    // a listbox itself
    expect(await pc.act({ type: 'list_options', index: await indexOf('Red') })).toMatchObject({
      ok: true,
      data: ['Red', 'Blue'],
    })
    const started = Date.now()
    expect(await pc.act({ type: 'list_options', index: await indexOf('Empty') })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^no options showed when \[\d+\] was opened$/),
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
