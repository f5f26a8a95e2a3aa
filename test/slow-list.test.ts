import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type BrowserPool, createBrowserPool, runAutomation } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The embedded planner on a list whose "Load more" takes its time (a slow server, a loaded
 * machine): it waits for the rows to come rather than answer from the first ones.
 */

const items = Array.from({ length: 24 }, (_, i) => ({
  name: `Lamp model ${String.fromCharCode(65 + i)}`,
  // the dearest lamp is in the second batch
  price: i === 17 ? 980 : 100 + i * 7,
}))
const page = (delayMs: number) => `<!doctype html><title>Lamps</title>
<h1>Lamps</h1>
<table><thead><tr><th>Name</th><th>Price</th></tr></thead><tbody id="rows"></tbody></table>
<button type="button" id="more">Load more</button>
<script>
  const items = ${JSON.stringify(items)}
  let shown = 12
  const rows = document.getElementById('rows')
  const more = document.getElementById('more')
  function render() {
    rows.innerHTML = items.slice(0, shown).map((it) => '<tr><td>' + it.name + '</td><td>$' + it.price + '.00</td></tr>').join('')
    more.hidden = shown >= items.length
  }
  more.addEventListener('click', () => {
    more.disabled = true
    more.textContent = 'Loading…'
    setTimeout(() => { shown += 12; more.disabled = false; more.textContent = 'Load more'; render() }, ${delayMs})
  })
  render()
</script>`

let server: Server
let url: string
let pool: BrowserPool

beforeAll(async () => {
  server = createServer((req, res) => {
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0)
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(delay))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  pool = createBrowserPool({ concurrency: 1 })
})
afterAll(async () => {
  await pool?.close()
  server?.close()
})

describe('a list that loads more slowly', () => {
  it('waits for the rows "Load more" brings before answering', async () => {
    const final = await runAutomation(
      { url: `${url}?delay=900`, goal: 'which lamp has the highest price?' },
      { pool, allowPrivateNetwork: true },
    ).finished
    expect(final.status).toBe('COMPLETED')
    expect(JSON.stringify(final.result)).toContain('Lamp model R')
    expect(JSON.stringify(final.result)).not.toContain('Lamp model L"')
    expect(final.steps.some((s) => s.action.startsWith('Wait for the list to load more'))).toBe(true)
  })
})
