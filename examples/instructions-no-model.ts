/**
 * Explicit instructions and a question over a table, with no model at all: the embedded planner
 * reads the instruction by its grammar (a hidden tab, a date input, a dialog), checks every step,
 * then answers the question with operators over the table's rows.
 *
 *   pnpm example examples/instructions-no-model.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'

const html = `<!doctype html><title>Depot console</title><h1>Depot console</h1>
<div role="tablist">
  <button role="tab" aria-selected="true" aria-controls="p1">Parcels</button>
  <button role="tab" aria-selected="false" aria-controls="p2">Schedule</button>
</div>
<section id="p1" role="tabpanel">
  <table><thead><tr><th>Parcel</th><th>Destination</th><th>Weight</th><th>Status</th></tr></thead><tbody>
    <tr><td>P-101</td><td>Bergen</td><td>2.5 kg</td><td>Delayed</td></tr>
    <tr><td>P-102</td><td>Oslo</td><td>1.0 kg</td><td>On time</td></tr>
    <tr><td>P-103</td><td>Bergen</td><td>4.0 kg</td><td>Delayed</td></tr>
    <tr><td>P-104</td><td>Tromsø</td><td>0.5 kg</td><td>On time</td></tr>
  </tbody></table>
</section>
<section id="p2" role="tabpanel" hidden>
  <label>Next pickup <input type="date" id="pickup"></label>
  <button onclick="document.getElementById('ok').showModal()">Confirm pickup</button>
</section>
<dialog id="ok" aria-label="Pickup booked"><p>Pickup booked.</p><button onclick="this.closest('dialog').close()">Close</button></dialog>
<script>
for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
  for (const t of document.querySelectorAll('[role=tab]')) {
    t.setAttribute('aria-selected', String(t === tab))
    document.getElementById(t.getAttribute('aria-controls')).hidden = t !== tab
  }
}
</script>`
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

for (const goal of [
  // the date field is on another tab: the planner opens it to find the field
  'set the next pickup to 12 March 2027, click Confirm pickup, then close the dialog',
  'what is the total weight of the delayed parcels?',
]) {
  // No planner option: the embedded planner is the default.
  const run = runAutomation({ url, goal }, { allowPrivateNetwork: true })
  for await (const event of run) {
    if (event.type === 'PROGRESS') console.log(`progress: ${event.purpose}`)
  }
  const finished = await run.finished
  console.log(JSON.stringify({ goal, status: finished.status, result: finished.result }))
}
await closeDefaultBrowserPool()
server.close()
