import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  apiClient,
  type CancelAnswer,
  type ErrorAnswer,
  type ListAnswer,
  openSse,
  type SyncAnswer,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/** One run at a time (concurrency 1): cancelling PENDING and RUNNING runs, and fair turns. */

let site: FixtureServer
let t: TestServer
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

beforeAll(async () => {
  site = await startFixtureServer()
  t = await startTestServer({ config: { concurrency: 1 } })
})
afterAll(async () => {
  await t?.close()
  await site?.close()
})

const cancel = (runId: string, api = t.api) =>
  api<CancelAnswer>(`/v1/runs/${runId}/cancel`, { method: 'POST' })

describe('POST /v1/runs/{id}/cancel', () => {
  it('cancels a PENDING run and a RUNNING one: both end CANCELLED', async () => {
    // the first run hangs in its navigation (the page answers after 10 s); the second waits its turn
    const running = await startAsync(t.api, { url: site.url('/slow?ms=10000'), goal: 'Load the slow page' })
    await waitForRun(t.api, running, ['RUNNING'])
    const pending = await startAsync(t.api, { url: site.url('/news/'), goal: 'Wait behind it' })
    expect((await t.api<ApiRun>(`/v1/runs/${pending}`)).body.status).toBe('PENDING')
    const watcher = openSse(`${t.url}/v1/runs/${running}/events`, { key: t.key })
    await watcher.next((m) => m.event.type === 'STARTED')

    const before = Date.now()
    const p = await cancel(pending)
    expect(p.status).toBe(200)
    expect(p.body).toEqual({
      run_id: pending,
      status: 'CANCELLED',
      cancelled_at: expect.stringMatching(ISO),
      message: expect.any(String),
    })
    const pendingRun = await t.api<ApiRun>(`/v1/runs/${pending}`)
    expect(pendingRun.body).toMatchObject({ status: 'CANCELLED', started_at: null, result: null })
    expect(pendingRun.body.finished_at).toMatch(ISO)

    const r = await cancel(running)
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      run_id: running,
      status: 'CANCELLED',
      cancelled_at: expect.stringMatching(ISO),
      message: expect.any(String),
    })
    // well before the slow page would have answered
    expect(Date.now() - before).toBeLessThan(5000)
    const runningRun = await t.api<ApiRun>(`/v1/runs/${running}`)
    expect(runningRun.body).toMatchObject({ status: 'CANCELLED', result: null })
    expect(runningRun.body.started_at).toMatch(ISO)
    expect(runningRun.body.error?.message).toEqual(expect.any(String))
    // a client watching the run is told, and its stream ends
    const messages = await watcher.ended
    expect(messages.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'CANCELLED', result: null })
    expect(runningRun.body.finished_at).toBe(r.body.cancelled_at)

    // the slot is free again: the next run goes through
    const next = await t.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'After the cancels' },
    })
    expect(next.body.status).toBe('COMPLETED')
  })

  it('a sync client whose PENDING run is cancelled is answered FAILED with the reason', async () => {
    const blocker = await startAsync(t.api, { url: site.url('/news/'), goal: 'Hold the slot delay=3000' })
    await waitForRun(t.api, blocker, ['RUNNING'])
    const goal = `Sync behind ${Date.now()}`
    const sync = t.api<SyncAnswer>('/v1/automation/run', { body: { url: site.url('/news/'), goal } })
    const queued = await waitFor('the sync run to be listed PENDING', async () => {
      const r = await t.api<ListAnswer>(`/v1/runs?status=PENDING&goal=${encodeURIComponent(goal)}`)
      return r.body.data[0]
    })
    expect((await cancel(queued.run_id)).body.status).toBe('CANCELLED')
    const answer = await sync
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ run_id: queued.run_id, status: 'FAILED', result: null })
    expect(answer.body.error?.message).toMatch(/cancel/)
    expect((await cancel(blocker)).body.status).toBe('CANCELLED')
  })

  it("cancelling again says 'Run already cancelled'; a COMPLETED run says 'Run already finished'", async () => {
    const runId = await startAsync(t.api, { url: site.url('/news/'), goal: 'Cancel twice delay=5000' })
    await waitForRun(t.api, runId, ['RUNNING'])
    const first = await cancel(runId)
    expect(first.body.status).toBe('CANCELLED')
    const again = await cancel(runId)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({
      run_id: runId,
      status: 'CANCELLED',
      cancelled_at: first.body.cancelled_at,
      message: 'Run already cancelled',
    })

    const done = await t.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'Finish first' },
    })
    expect(done.body.status).toBe('COMPLETED')
    const late = await cancel(done.body.run_id!)
    expect(late.status).toBe(200)
    expect(late.body).toEqual({
      run_id: done.body.run_id,
      status: 'COMPLETED',
      cancelled_at: null,
      message: 'Run already finished',
    })
    // still COMPLETED with its result
    const run = await t.api<ApiRun>(`/v1/runs/${done.body.run_id}`)
    expect(run.body).toMatchObject({ status: 'COMPLETED', result: done.body.result })
  })

  it("answers 403 FORBIDDEN for another key's run (which goes on) and 404 for an unknown run", async () => {
    const runId = await startAsync(t.api, { url: site.url('/news/'), goal: 'Not yours delay=300' })
    const other = apiClient(t.url, await t.newKey('intruder'))
    const r = await cancel(runId, other)
    expect(r.status).toBe(403)
    expect((r.body as unknown as ErrorAnswer).error.code).toBe('FORBIDDEN')
    expect((await waitForRun(t.api, runId)).status).toBe('COMPLETED')
    const unknown = await cancel('no-such-run')
    expect(unknown.status).toBe(404)
    expect((unknown.body as unknown as ErrorAnswer).error.code).toBe('NOT_FOUND')
  })
})

describe('fair turns between keys', () => {
  it("with concurrency 1, key B's one run starts second after key A submitted three", async () => {
    const a = apiClient(t.url, await t.newKey('A'))
    const b = apiClient(t.url, await t.newKey('B'))
    const body = (goal: string) => ({ url: site.url('/news/'), goal: `${goal} delay=300` })
    const aRuns: string[] = []
    for (const i of [1, 2, 3]) aRuns.push(await startAsync(a, body(`A${i}`)))
    const bRun = await startAsync(b, body('B1'))
    const runs = [...(await Promise.all(aRuns.map((id) => waitForRun(a, id)))), await waitForRun(b, bRun)]
    expect(runs.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED'])
    const order = [...runs]
      .sort((x, y) => Date.parse(x.started_at!) - Date.parse(y.started_at!))
      .map((r) => r.goal.split(' ')[0])
    expect(order[0]).toBe('A1')
    // round robin between keys: B's only run must not wait for A's backlog
    expect(order.indexOf('B1'), `start order ${order.join(', ')}`).toBe(1)
  })
})
