/**
 * Runs on a browser this process does not launch: here a browser server started beside it
 * (what `automation-server browser-server` runs on another machine), reached through its
 * secret endpoint. A browser fleet's CDP endpoint works the same way with `protocol: 'cdp'`.
 *
 *   pnpm example examples/remote-browser.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBrowserPool, launchBrowserServer, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'

const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Remote</title><h1>Hello from afar</h1>'),
)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

// On another machine: automation-server browser-server --host 0.0.0.0 --port 3000
const browserServer = await launchBrowserServer()
// Workers: AUTOMATION_BROWSER_ENDPOINT=ws://that-machine:3000/<secret path>
const pool = createBrowserPool({ remote: { endpoint: browserServer.wsEndpoint } })

const planner = createScriptedPlanner([
  (input) => ({ purpose: 'Read the heading', done: true, result: { title: input.observation.title } }),
])
const final = await runAutomation(
  { url, goal: 'Get the page title' },
  { planner, pool, allowPrivateNetwork: true },
).finished
console.log(
  JSON.stringify({ status: final.status, result: final.result, local_browsers: pool.pids().length }),
)

await pool.close()
await browserServer.close()
server.close()
