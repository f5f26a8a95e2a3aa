import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  apiClient,
  type ErrorAnswer,
  openSse,
  type SseMessage,
  seqOf,
  startAsync,
  startTestServer,
  type TestServer,
  waitForRun,
} from './helpers'

/** The event stream in detail: ids, heartbeats, clients that go away and come back. */

let site: FixtureServer
let t: TestServer

beforeAll(async () => {
  site = await startFixtureServer()
  t = await startTestServer({ config: { concurrency: 2, heartbeatSeconds: 1 } })
})
afterAll(async () => {
  await t?.close()
  await site?.close()
})

const runSse = (goal: string, extra: Record<string, unknown> = {}) =>
  openSse(`${t.url}/v1/automation/run-sse`, {
    key: t.key,
    method: 'POST',
    body: { url: site.url('/news/'), goal, ...extra },
  })

const runIdOf = (messages: SseMessage[]) => messages[0]?.id.replace(/:\d+$/, '') ?? ''

function expectConsecutiveIds(messages: SseMessage[], runId: string, from: number) {
  expect(messages.map((m) => m.id)).toEqual(messages.map((_, i) => `${runId}:${from + i}`))
}

describe('SSE', () => {
  it('sends HEARTBEAT (with an id and a timestamp) while the run waits, and the run still completes', async () => {
    const sse = runSse('Think for a while delay=2600')
    const messages = await sse.ended
    const types = messages.map((m) => m.event.type)
    const runId = runIdOf(messages)
    expectConsecutiveIds(messages, runId, 1)
    const opening = types.indexOf('PROGRESS')
    const lastProgress = types.lastIndexOf('PROGRESS')
    const beats = messages.slice(opening, lastProgress).filter((m) => m.event.type === 'HEARTBEAT')
    // 2.6 s of silence with a 1 s heartbeat
    expect(beats.length).toBeGreaterThanOrEqual(2)
    for (const beat of beats) expect(Date.parse(beat.event.timestamp)).not.toBeNaN()
    // a run that waited for its browser longer than a heartbeat may send HEARTBEAT before it
    // starts (heartbeats run while waiting too); STARTED still comes before any work
    expect(types.filter((t) => t !== 'HEARTBEAT')[0]).toBe('STARTED')
    expect(messages.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED' })
  })

  it('sends HEARTBEAT to a client of a run that waits PENDING for a slot', async () => {
    // both slots taken by long runs, so the streamed run waits PENDING
    const blockers = await Promise.all(
      [1, 2].map((i) => startAsync(t.api, { url: site.url('/news/'), goal: `Block ${i} delay=2500` })),
    )
    await Promise.all(blockers.map((id) => waitForRun(t.api, id, ['RUNNING'])))
    const sse = runSse('Waits its turn')
    const beat = await sse.next((m) => m.event.type === 'HEARTBEAT', 5000)
    // nothing started yet when the heartbeat came
    expect(sse.messages.indexOf(beat)).toBe(0)
    expect(beat.id).toMatch(/^.+:1$/)
    const messages = await sse.ended
    expect(messages.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED' })
    expect(messages.find((m) => m.event.type === 'STARTED')).toBeDefined()
    for (const id of blockers) expect((await waitForRun(t.api, id)).status).toBe('COMPLETED')
  })

  it('a client that disconnects mid-run does not stop the run: it ends COMPLETED', async () => {
    const sse = runSse('Leave early delay=1200')
    const started = await sse.next((m) => m.event.type === 'STARTED')
    sse.close()
    const runId = started.event.run_id as string
    expect((await t.api<ApiRun>(`/v1/runs/${runId}`)).body.status).toBe('RUNNING')
    const run = await waitForRun(t.api, runId)
    expect(run.status).toBe('COMPLETED')
    expect(run.result?.title).toMatch(/.+/)
  })

  it('resumes with Last-Event-ID: exactly the events after that id, no repeats (POST and GET)', async () => {
    const first = runSse('Several steps steps=3 delay=500')
    await first.next((m) => seqOf(m.id) === 3)
    first.close()
    const seen = first.messages.slice(0, 3)
    const runId = runIdOf(seen)
    expectConsecutiveIds(seen, runId, 1)

    // the real client reconnects with the id it saw last; the body is not needed again
    const resumed = openSse(`${t.url}/v1/automation/run-sse`, {
      key: t.key,
      method: 'POST',
      body: {},
      lastEventId: `${runId}:3`,
    })
    const rest = await resumed.ended
    expect(rest.length).toBeGreaterThan(0)
    expectConsecutiveIds(rest, runId, 4)
    expect(rest.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED', run_id: runId })
    expect(rest.filter((m) => m.event.type === 'STARTED')).toHaveLength(0)

    // the whole stream from the start, and from id 2, through GET /v1/runs/{id}/events
    const whole = await openSse(`${t.url}/v1/runs/${runId}/events`, { key: t.key }).ended
    expectConsecutiveIds(whole, runId, 1)
    expect(whole.map((m) => m.event)).toEqual([...seen, ...rest].map((m) => m.event))
    const fromTwo = await openSse(`${t.url}/v1/runs/${runId}/events`, {
      key: t.key,
      lastEventId: `${runId}:2`,
    }).ended
    expect(fromTwo).toEqual(whole.slice(2))
    // only one run was made
    expect(
      (await t.api<{ pagination: { total: number } }>('/v1/runs?goal=Several%20steps')).body.pagination.total,
    ).toBe(1)
  })

  it('GET /v1/runs/{id}/events follows a live run from the start, for a client that never had it', async () => {
    const runId = await startAsync(t.api, { url: site.url('/news/'), goal: 'Watched delay=600' })
    const messages = await openSse(`${t.url}/v1/runs/${runId}/events`, { key: t.key }).ended
    expectConsecutiveIds(messages, runId, 1)
    expect(messages.map((m) => m.event.type).filter((type) => type !== 'HEARTBEAT')).toEqual([
      'STARTED',
      'STREAMING_URL',
      'PROGRESS',
      'PROGRESS',
      'COMPLETE',
    ])
  })

  it("refuses another key's stream (403) and an unknown run (404)", async () => {
    const runId = await startAsync(t.api, { url: site.url('/news/'), goal: 'Private' })
    const other = apiClient(t.url, await t.newKey('other'))
    const r = await other<ErrorAnswer>(`/v1/runs/${runId}/events`)
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('FORBIDDEN')
    const resume = await other<ErrorAnswer>('/v1/automation/run-sse', {
      body: {},
      headers: { 'last-event-id': `${runId}:1` },
    })
    expect(resume.status).toBe(403)
    const unknown = await t.api<ErrorAnswer>('/v1/runs/nope/events')
    expect(unknown.status).toBe(404)
    await waitForRun(t.api, runId)
  })
})
