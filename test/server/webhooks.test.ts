import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  type CancelAnswer,
  type ErrorAnswer,
  readBody,
  sleep,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/** Webhooks to a receiver on loopback: retries, no retry on 4xx, and a signature that verifies. */

interface Delivery {
  path: string
  headers: IncomingHttpHeaders
  body: string
  at: number
}

let site: FixtureServer
let t: TestServer
let receiver: Server
let receiverUrl: string
const deliveries: Delivery[] = []
/** Answers per path: the next status to send, the last one repeating. */
const script: Record<string, number[]> = {}

beforeAll(async () => {
  site = await startFixtureServer()
  t = await startTestServer({ config: { concurrency: 4 }, parts: { webhookBackoffMs: [50, 50, 50] } })
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = req.url ?? '/'
      deliveries.push({ path, headers: req.headers, body, at: Date.now() })
      const statuses = script[path] ?? [200]
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!
      res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status))
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
  await site?.close()
})

const to = (path: string) => deliveries.filter((d) => d.path === path)

async function secretOfDefaultKey(): Promise<string> {
  const record = (await t.server.keys.list()).find((k) => k.name === 'env-1')
  if (!record) throw new Error('the key of AUTOMATION_API_KEYS is not listed')
  return record.webhook_secret
}

function verifySignature(header: string | undefined, body: string, secret: string): number {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) throw new Error(`malformed x-webhook-signature: ${header}`)
  const [, t, v1] = match as unknown as [string, string, string]
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new Error('signature does not verify')
  return Number(t)
}

describe('webhooks', () => {
  it('retries after a 500, delivers { event, run_id, status, data } signed with the key secret', async () => {
    script['/flaky'] = [500, 200]
    const runId = await startAsync(t.api, {
      url: site.url('/news/'),
      goal: 'Get the title',
      webhook_url: `${receiverUrl}/flaky`,
    })
    const run = await waitForRun(t.api, runId)
    expect(run.status).toBe('COMPLETED')
    await waitFor('two deliveries', () => to('/flaky').length >= 2)
    // the 200 ends it: no third attempt
    await sleep(300)
    const [first, second] = to('/flaky') as [Delivery, Delivery]
    expect(to('/flaky')).toHaveLength(2)
    expect(second.at - first.at).toBeGreaterThanOrEqual(45)

    const secret = await secretOfDefaultKey()
    for (const d of [first, second]) {
      expect(d.headers['content-type']).toMatch(/application\/json/)
      const body = JSON.parse(d.body) as { event: string; run_id: string; status: string; data: ApiRun }
      expect(body).toEqual({ event: 'run.completed', run_id: runId, status: 'COMPLETED', data: run })
      const signedAt = verifySignature(d.headers['x-webhook-signature'] as string, d.body, secret)
      expect(Math.abs(signedAt - Date.now() / 1000)).toBeLessThan(60)
      // a forged body does not verify with the same header
      expect(() =>
        verifySignature(
          d.headers['x-webhook-signature'] as string,
          d.body.replace('COMPLETED', 'FAILED'),
          secret,
        ),
      ).toThrow(/does not verify/)
    }
  })

  it('makes exactly one attempt when the receiver answers 4xx', async () => {
    script['/reject'] = [422]
    const runId = await startAsync(t.api, {
      url: site.url('/news/'),
      goal: 'Get the title',
      webhook_url: `${receiverUrl}/reject`,
    })
    await waitForRun(t.api, runId)
    await waitFor('the first delivery', () => to('/reject').length >= 1)
    // three backoffs of 50 ms would be long over
    await sleep(400)
    expect(to('/reject')).toHaveLength(1)
    expect(JSON.parse(to('/reject')[0]!.body)).toMatchObject({ event: 'run.completed', run_id: runId })
  })

  it('sends run.failed and run.cancelled for runs that end so', async () => {
    const failed = await startAsync(t.api, {
      url: 'http://127.0.0.1:9/',
      goal: 'Fail',
      webhook_url: `${receiverUrl}/failed`,
    })
    const cancelled = await startAsync(t.api, {
      url: site.url('/news/'),
      goal: 'Be cancelled delay=10000',
      webhook_url: `${receiverUrl}/cancelled`,
    })
    await waitForRun(t.api, cancelled, ['RUNNING'])
    const c = await t.api<CancelAnswer>(`/v1/runs/${cancelled}/cancel`, { method: 'POST' })
    expect(c.body.status).toBe('CANCELLED')
    await waitFor('both deliveries', () => to('/failed').length === 1 && to('/cancelled').length === 1)
    const secret = await secretOfDefaultKey()
    const f = to('/failed')[0]!
    const x = to('/cancelled')[0]!
    expect(JSON.parse(f.body)).toMatchObject({ event: 'run.failed', run_id: failed, status: 'FAILED' })
    expect(JSON.parse(x.body)).toMatchObject({
      event: 'run.cancelled',
      run_id: cancelled,
      status: 'CANCELLED',
    })
    verifySignature(f.headers['x-webhook-signature'] as string, f.body, secret)
    verifySignature(x.headers['x-webhook-signature'] as string, x.body, secret)
  })

  it('refuses a webhook_url that is not http(s) with 400 INVALID_INPUT', async () => {
    const r = await t.api<ErrorAnswer>('/v1/automation/run-async', {
      body: { url: site.url('/news/'), goal: 'x', webhook_url: 'ftp://127.0.0.1/hook' },
    })
    expect(r.status).toBe(400)
    expect(r.body.error.details?.map((d) => d.field)).toContain('webhook_url')
  })
})
