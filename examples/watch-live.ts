/**
 * Watching a run and stepping in, from the library: count the frames of the live view, hold
 * the run while "a person" types into the page, then read the screenshot kept for each step.
 * The server's live page (streaming_url) is built on the same calls.
 *
 *   pnpm example examples/watch-live.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'

const html = `<!doctype html><title>Sign-up</title>
<h1>Sign-up</h1>
<p>Seconds open: <span id="clock">0</span></p>
<label>Nickname <input id="nick" autofocus></label>
<script>let n = 0; setInterval(() => { document.getElementById('clock').textContent = String(++n / 10) }, 100)</script>`
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

const planner = createScriptedPlanner([
  { purpose: 'Look at the form', actions: [{ type: 'wait', for: 'time', ms: 500 }] },
  (input) => ({
    purpose: 'Report the nickname a person typed',
    done: true,
    result: { typed: input.observation.elements.find((e) => e.tag === 'input')?.value ?? null },
  }),
])

const run = runAutomation(
  { url, goal: 'Wait for a person to fill the nickname' },
  { planner, allowPrivateNetwork: true },
)

// Frames come only while someone watches: the screencast stops when the last watcher leaves.
let frames = 0
let firstFrame: () => void = () => {}
const framed = new Promise<void>((resolve) => {
  firstFrame = resolve
})
const stopWatching = run.live.watch(() => {
  frames++
  firstFrame()
})

for await (const event of run) {
  if (event.type === 'PROGRESS' && event.step === 1) {
    // Take over before the next step: the run waits until every hold is released.
    const release = run.live.hold()
    // what a person would do: look at the page first (a busy machine may take a moment to paint)
    await Promise.race([framed, new Promise((resolve) => setTimeout(resolve, 10_000))])
    await run.live.input({ type: 'type', text: 'ada' })
    release()
  }
}
stopWatching()

const final = await run.finished
const shot = await run.screenshot(1)
console.log(`frames while watched: ${frames}`)
console.log(`step 1 screenshot: ${shot?.byteLength ?? 0} bytes of JPEG`)
console.log(JSON.stringify({ status: final.status, result: final.result }))

await closeDefaultBrowserPool()
server.close()
