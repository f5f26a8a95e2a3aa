/**
 * The smallest complete use of automation-core: serve a page, run a goal on it with a
 * scripted planner (no model needed), print the progress and the result.
 *
 *   pnpm example examples/basic-run.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'

const html = `<!doctype html><title>Tiny shop</title>
<h1>Tiny shop</h1>
<ul>
  <li class="product"><h2><a href="/a">Desk lamp</a></h2><span class="price">$24.00</span></li>
  <li class="product"><h2><a href="/b">Office chair</a></h2><span class="price">$129.00</span></li>
  <li class="product"><h2><a href="/c">Standing desk</a></h2><span class="price">$349.00</span></li>
</ul>`
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

// A scripted planner replays decisions; a real deployment passes createOllamaPlanner() or
// createOpenAIPlanner() instead.
const planner = createScriptedPlanner([
  { purpose: 'Read the products', actions: [{ type: 'extract', what: 'products' }] },
  (input) => {
    // The data of the extract action comes back in the history the planner is given.
    const extracted = input.history.at(-1)?.outcomes[0]?.data as { items: unknown[] } | undefined
    return { purpose: 'Return the products', done: true, result: { products: extracted?.items ?? [] } }
  },
])

// allowPrivateNetwork: the page is on loopback, which the URL policy refuses by default.
const run = runAutomation(
  { url, goal: 'List the products with their prices' },
  { planner, allowPrivateNetwork: true },
)
for await (const event of run) {
  if (event.type === 'PROGRESS') console.log(`progress: ${event.purpose}`)
}
const final = await run.finished
console.log(JSON.stringify({ status: final.status, result: final.result }, null, 2))

await closeDefaultBrowserPool()
server.close()
