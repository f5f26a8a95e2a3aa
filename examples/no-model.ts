/**
 * Everyday goals with no model at all: the embedded planner (the default) reads the goal,
 * clicks "Load more" until the list is whole, and answers with the items on sale.
 *
 *   pnpm example examples/no-model.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'

const products = [
  ['Desk lamp', '$24.00', '$29.00'],
  ['Office chair', '$129.00', ''],
  ['Standing desk', '$349.00', ''],
  ['Monitor arm', '$59.00', '$79.00'],
  ['Cable tray', '$19.00', ''],
]
const card = ([name, price, was]: string[]) =>
  `<li class="product"><h2><a href="/p/${encodeURIComponent(name!)}">${name}</a></h2>
   <span class="price">${price}</span>${was ? ` <del class="was">${was}</del>` : ''}</li>`
// Three products first; "Load more" adds the rest, the way shops page their lists.
const html = `<!doctype html><title>Tiny shop</title><h1>Tiny shop</h1>
<ul id="list">${products.slice(0, 3).map(card).join('')}</ul>
<button id="more">Load more</button>
<script>
  const rest = ${JSON.stringify(products.slice(3).map(card))}
  document.getElementById('more').onclick = (e) => {
    setTimeout(() => {
      document.getElementById('list').insertAdjacentHTML('beforeend', rest.join(''))
      e.target.remove()
    }, 200)
  }
</script>`
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

// No planner option: the embedded heuristic planner is the default.
const run = runAutomation(
  { url, goal: 'Load all products, then tell me which products are on sale with their old and new price' },
  { allowPrivateNetwork: true },
)
for await (const event of run) {
  if (event.type === 'PROGRESS') console.log(`progress: ${event.purpose}`)
}
const finished = await run.finished
console.log(
  JSON.stringify(
    {
      status: finished.status,
      result: finished.result,
      ...(finished.error ? { error: finished.error } : {}),
    },
    null,
    2,
  ),
)
await closeDefaultBrowserPool()
server.close()
