import { createOpenAIPlanner } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import {
  type ApiRun,
  type ModelServer,
  openSse,
  type SyncAnswer,
  startModelServer,
  startTestServer,
  type TestServer,
} from './helpers'

/** What a run's model calls cost, as an API client sees it (the model answers on loopback like an OpenAI-compatible server). */

let site: FixtureServer
let model: ModelServer
let t: TestServer

beforeAll(async () => {
  site = await startFixtureServer()
  model = await startModelServer()
  t = await startTestServer({
    parts: { planner: createOpenAIPlanner({ baseUrl: model.baseUrl, model: 'm' }) },
  })
})
afterAll(async () => {
  await t?.close()
  await model?.close()
  await site?.close()
})

describe('usage of a run with a model', () => {
  it('is on the run, its steps, and the PROGRESS and COMPLETE events', async () => {
    const sync = await t.api<SyncAnswer>('/v1/automation/run', {
      body: { url: site.url('/news/'), goal: 'Get the page title' },
    })
    expect(sync.body.status).toBe('COMPLETED')
    const run = (await t.api<ApiRun>(`/v1/runs/${sync.body.run_id}`)).body
    const oneCall = { prompt_tokens: 812, cached_tokens: 512, completion_tokens: 64, calls: 1 }
    expect(run.usage).toMatchObject(oneCall)
    expect(run.steps[0]?.usage).toMatchObject(oneCall)

    const sse = openSse(`${t.url}/v1/automation/run-sse`, {
      key: t.key,
      method: 'POST',
      body: { url: site.url('/news/'), goal: 'Get the page title' },
    })
    const events = await sse.ended
    expect(events.find((m) => m.event.type === 'PROGRESS' && m.event.step === 1)?.event.usage).toMatchObject(
      oneCall,
    )
    expect(events.at(-1)?.event).toMatchObject({ type: 'COMPLETE', usage: oneCall })
  })

  it('is absent for a run without a model (the embedded planner)', async () => {
    const other = await startTestServer({ parts: { planner: undefined } })
    try {
      const sync = await other.api<SyncAnswer>('/v1/automation/run', {
        body: { url: site.url('/news/'), goal: 'Get the page title' },
      })
      const run = (await other.api<ApiRun>(`/v1/runs/${sync.body.run_id}`)).body
      expect(run.usage ?? null).toBeNull()
    } finally {
      await other.close()
    }
  })
})
