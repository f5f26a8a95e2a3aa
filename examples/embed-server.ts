/**
 * The HTTP API embedded in your own process, called the way existing clients call the hosted
 * API: start a run asynchronously, follow its events over SSE, read the final run.
 *
 *   pnpm example examples/embed-server.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createScriptedPlanner } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'

// A page to work on, on loopback (so the example allows private networks).
const page = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Demo</title><h1>Demo</h1>'),
)
await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`

const dataDir = mkdtempSync(join(tmpdir(), 'automation-example-'))
const server = await createAutomationServer(
  loadConfig({ port: '0', 'data-dir': dataDir, 'allow-private-network': true }),
  // No model on this machine: a scripted planner answers with the page title.
  {
    planner: createScriptedPlanner([
      (input) => ({ purpose: 'Read the title', done: true, result: { title: input.observation.title } }),
    ]),
    log: () => {},
  },
)
const base = await server.listen()
const { key } = await server.keys.create({ name: 'example' })
const headers = { 'x-api-key': key, 'content-type': 'application/json' }

// 1. start a run; the answer comes at once
const started = await fetch(`${base}/v1/automation/run-async`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ url: pageUrl, goal: 'Get the page title' }),
})
const { run_id } = (await started.json()) as { run_id: string }
console.log(`started ${run_id}`)

// 2. follow its events (each `data:` line is one JSON event; COMPLETE is the last)
const stream = await fetch(`${base}/v1/runs/${run_id}/events`, { headers })
for (const line of (await stream.text()).split('\n')) {
  if (line.startsWith('data: ')) console.log(`event: ${JSON.parse(line.slice(6)).type}`)
}

// 3. read the final run
const run = (await (await fetch(`${base}/v1/runs/${run_id}`, { headers })).json()) as {
  status: string
  result: unknown
}
console.log(JSON.stringify({ status: run.status, result: run.result }))

await server.close()
page.close()
rmSync(dataDir, { recursive: true, force: true })
