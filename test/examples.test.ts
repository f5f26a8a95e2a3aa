import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))

describe('examples', () => {
  // each example is a process of its own, started with tsx: on a loaded machine its start alone
  // can take longer than the default test timeout, so each test waits as long as its process may run
  it('basic-run prints progress and the extracted products', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/basic-run.ts'],
      {
        cwd: root,
        timeout: 60_000,
      },
    )
    expect(stdout).toMatch(/progress: Read the products/)
    const json = JSON.parse(stdout.slice(stdout.indexOf('{')))
    expect(json.status).toBe('COMPLETED')
    expect(json.result.products.map((p: { name: string }) => p.name)).toEqual([
      'Desk lamp',
      'Office chair',
      'Standing desk',
    ])
    expect(json.result.products[1].price).toBe('$129.00')
  }, 60_000)

  it('model-result-checks shows an invented value marked unverified and a partial answer at max_steps', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/model-result-checks.ts'],
      { cwd: root, timeout: 60_000 },
    )
    const [lamp, chair] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: string; result: Record<string, unknown> })
    expect(lamp).toMatchObject({
      status: 'COMPLETED',
      result: { price: 24, status: 'success', unverified: ['Lumina'] },
    })
    expect(chair).toMatchObject({
      status: 'COMPLETED',
      result: { chair_price: '$129.00', status: 'failure', partial: true },
    })
  }, 60_000)

  it('no-model loads the whole list and answers with the items on sale, without a model', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/no-model.ts'],
      { cwd: root, timeout: 60_000 },
    )
    expect(stdout).toMatch(/progress: Click "Load more"/)
    const json = JSON.parse(stdout.slice(stdout.indexOf('{')))
    expect(json).toEqual({
      status: 'COMPLETED',
      result: {
        products: [
          { name: 'Desk lamp', old_price: '$29.00', new_price: '$24.00' },
          { name: 'Monitor arm', old_price: '$79.00', new_price: '$59.00' },
        ],
      },
    })
  }, 60_000)

  it('embed-server starts a run over HTTP, follows its events and reads the result', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/embed-server.ts'],
      { cwd: root, timeout: 90_000 },
    )
    expect(stdout).toMatch(/event: STARTED/)
    expect(stdout).toMatch(/event: COMPLETE/)
    const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
    expect(last).toEqual({ status: 'COMPLETED', result: { title: 'Demo' } })
  }, 90_000)

  it('instructions-no-model opens a hidden tab, sets a date, closes a dialog, then adds up a column', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/instructions-no-model.ts'],
      { cwd: root, timeout: 90_000 },
    )
    const [instruction, question] = stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
    expect(stdout).toMatch(/progress: Look for "next pickup" behind tab "Schedule"/)
    expect(instruction.result).toEqual({
      status: 'done',
      steps: [
        expect.stringMatching(/^Type "12 March 2027" \(as 2027-03-12\) into textbox "Next pickup"/),
        expect.stringMatching(/^Click button "Confirm pickup"/),
        expect.stringMatching(/^Close the dialog "Pickup booked" with button "Close"/),
      ],
    })
    expect(question).toMatchObject({ status: 'COMPLETED', result: { total_weight: 6.5 } })
  }, 90_000)

  it('watch-live counts live frames, types into the page while the run is held, and reads a step screenshot', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/watch-live.ts'],
      { cwd: root, timeout: 60_000 },
    )
    expect(Number(/frames while watched: (\d+)/.exec(stdout)?.[1])).toBeGreaterThan(0)
    expect(Number(/step 1 screenshot: (\d+) bytes/.exec(stdout)?.[1])).toBeGreaterThan(1000)
    const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
    expect(last).toEqual({ status: 'COMPLETED', result: { typed: 'ada' } })
  }, 60_000)

  it('remote-browser runs on a browser server and launches no browser of its own', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/remote-browser.ts'],
      { cwd: root, timeout: 60_000 },
    )
    expect(JSON.parse(stdout.trim().split('\n').at(-1) as string)).toEqual({
      status: 'COMPLETED',
      result: { title: 'Remote' },
      local_browsers: 0,
    })
  }, 60_000)
})
