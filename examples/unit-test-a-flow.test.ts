/**
 * How another project unit-tests its automation flow without a model: a scripted planner
 * stands in for the model; the browser is real.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type BrowserPool, createBrowserPool, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'

let server: Server
let pool: BrowserPool
let url: string

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    if (req.url?.startsWith('/thanks')) res.end('<h1>Thanks for subscribing!</h1>')
    else
      res.end(
        '<form action="/thanks"><input name="email" placeholder="Email"><button>Subscribe</button></form>',
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  pool = createBrowserPool()
})
afterAll(async () => {
  await pool.close()
  server.close()
})

it('subscribes and reports the confirmation', async () => {
  const planner = createScriptedPlanner([
    (input) => {
      // Find the email box by what the planner sees, as a model would.
      const index = Number(/\[(\d+)\]<input[^\n]*Email/.exec(input.observation.text)?.[1])
      return {
        purpose: 'Enter the email',
        actions: [{ type: 'fill', index, text: 'ada@example.com', submit: true }],
      }
    },
    (input) => ({
      purpose: 'Read the confirmation',
      done: true,
      result: {
        heading:
          input.observation.title || input.observation.text.split('\n').find((l) => l.includes('Thanks')),
      },
    }),
  ])
  const final = await runAutomation(
    { url, goal: 'Subscribe with ada@example.com' },
    { planner, pool, allowPrivateNetwork: true },
  ).finished
  expect(final.status).toBe('COMPLETED')
  expect(String(final.result?.heading)).toMatch(/Thanks for subscribing/)
})
