import { type BrowserPool, createBrowserPool, type LiveFrame, runAutomation } from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'
import { indexOf } from './helpers/observation'

/** Watching a run's browser and looking back at its steps, through the library. */

let site: FixtureServer
let pool: BrowserPool

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 2 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})

const wait = (ms: number) => ({
  purpose: `Wait ${ms} ms`,
  actions: [{ type: 'wait' as const, for: 'time' as const, ms }],
})
const finish = { purpose: 'Finish', done: true, result: { ok: true } }
const isJpeg = (bytes: Uint8Array | null) => bytes !== null && bytes[0] === 0xff && bytes[1] === 0xd8

describe('step screenshots', () => {
  it('keeps a small JPEG of the page after each step, linked from the step', async () => {
    const run = runAutomation(
      { url: site.url('/live/?still'), goal: 'look' },
      {
        pool,
        allowPrivateNetwork: true,
        planner: createScriptedPlanner([wait(50), finish]),
        screenshotUrl: (id, step) => `/v1/runs/${id}/steps/${step}/screenshot`,
      },
    )
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(final.steps.map((s) => s.screenshot_url)).toEqual([
      `/v1/runs/${run.runId}/steps/1/screenshot`,
      `/v1/runs/${run.runId}/steps/2/screenshot`,
    ])
    const shot = await run.screenshot(1)
    expect(isJpeg(shot)).toBe(true)
    // a few tens of KB, not a full-size PNG
    expect(shot!.byteLength).toBeGreaterThan(2_000)
    expect(shot!.byteLength).toBeLessThan(150_000)
    expect(await run.screenshot(3)).toBeNull()
    // after the run the view still has the last picture, for a page opened late
    expect(run.live.lastFrame?.url).toContain('/live/')
  })

  it('keeps none when agent_config.screenshots is false', async () => {
    const run = runAutomation(
      { url: site.url('/live/?still'), goal: 'look', agent_config: { screenshots: false } },
      {
        pool,
        allowPrivateNetwork: true,
        planner: createScriptedPlanner([finish]),
        screenshotUrl: (id, step) => `/v1/runs/${id}/steps/${step}/screenshot`,
      },
    )
    const final = await run.finished
    expect(final.steps[0]?.screenshot_url).toBeUndefined()
    expect(await run.screenshot(1)).toBeNull()
  })
})

describe('live view', () => {
  it('streams frames of a changing page while watched, and follows the run into a new tab', async () => {
    const planner = createScriptedPlanner([
      wait(1200),
      (input) => ({
        purpose: 'Open the second page in a new tab',
        actions: [{ type: 'click', index: indexOf(input.observation, 'in a new tab') }],
      }),
      wait(800),
      finish,
    ])
    const run = runAutomation(
      { url: site.url('/live/'), goal: 'watch me' },
      {
        pool,
        allowPrivateNetwork: true,
        planner,
        streamingUrl: (id) => `https://view.example/${id}`,
      },
    )
    const frames: LiveFrame[] = []
    const stop = run.live.watch((f) => frames.push(f))
    expect(run.live.watchers).toBe(1)
    const events = []
    for await (const e of run) events.push(e)
    stop()
    expect(run.live.watchers).toBe(0)
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['STARTED', 'STREAMING_URL'])
    expect(events[1]).toMatchObject({ streamingUrl: `https://view.example/${run.runId}` })
    expect((await run.finished).streaming_url).toBe(`https://view.example/${run.runId}`)

    const board = frames.filter((f) => f.url.includes('/live/') && !f.url.includes('second'))
    // the ticker paints every animation frame: during the 1.2 s wait the view gets many frames
    const first = board[0]!.at
    const inFirstSecond = board.filter((f) => f.at - first <= 1000).length
    expect(inFirstSecond).toBeGreaterThanOrEqual(10)
    expect(board[0]).toMatchObject({ width: expect.any(Number), viewportWidth: 1280, viewportHeight: 720 })
    expect(isJpeg(Buffer.from(board[0]!.data, 'base64'))).toBe(true)
    // the run switched to the new tab: the view went with it
    expect(frames.some((f) => f.url.endsWith('/live/second.html'))).toBe(true)
  })

  it('sends no frame to nobody: a view opened after the run shows its last picture', async () => {
    const run = runAutomation(
      { url: site.url('/live/'), goal: 'unwatched' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([wait(300), finish]) },
    )
    await run.finished
    const seen: LiveFrame[] = []
    const stop = run.live.watch((f) => seen.push(f))
    stop()
    // one picture (the last step's screenshot), not a stream
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toContain('/live/')
  })

  it('holds the run while a person types and clicks, then goes on with what they did', async () => {
    const planner = createScriptedPlanner([wait(100), finish])
    const run = runAutomation(
      { url: site.url('/live/?still'), goal: 'a person adds a note' },
      { pool, allowPrivateNetwork: true, planner },
    )
    let release: (() => void) | undefined
    for await (const e of run) {
      if (e.type === 'PROGRESS' && e.step === 1) {
        release = run.live.hold()
        break
      }
    }
    expect(run.live.held).toBe(true)
    // Tab order of the board: "Pause ticker", the Note field, "Add note"
    await run.live.input({ type: 'key', key: 'Tab' })
    await run.live.input({ type: 'key', key: 'Tab' })
    await run.live.input({ type: 'type', text: 'Bring the ladder' })
    await run.live.input({ type: 'key', key: 'Tab' })
    await run.live.input({ type: 'key', key: 'Enter' })
    await new Promise((r) => setTimeout(r, 700))
    // the run waited: the planner was asked once so far
    expect(planner.calls).toHaveLength(1)
    release?.()
    const final = await run.finished
    expect(final.status).toBe('COMPLETED')
    expect(planner.calls).toHaveLength(2)
    expect(planner.calls[1]?.observation.text).toContain('Bring the ladder')
  })

  it('refuses input when the run has no browser', async () => {
    const run = runAutomation(
      { url: site.url('/live/?still'), goal: 'over' },
      { pool, allowPrivateNetwork: true, planner: createScriptedPlanner([finish]) },
    )
    await run.finished
    await expect(run.live.input({ type: 'key', key: 'Tab' })).rejects.toThrow(/no browser/)
  })
})
