import {
  type ActionOutcome,
  type BrowserPool,
  createBrowserPool,
  type Observation,
  type PlannerInput,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

/**
 * The actions beyond click and fill, carried out by the real run loop in Chromium on the widgets
 * fixture (test/fixtures/sites/widgets/): what the planner reads of them in the next step's
 * history and page, and where the run ends up.
 */

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

type Step = Parameters<typeof createScriptedPlanner>[0][number]

const finish: Step = { purpose: 'Finish', done: true, result: { ok: true } }

/** Runs `steps` on the widgets page with the real loop; returns what the planner saw at each step. */
async function runSteps(steps: Step[]) {
  const planner = createScriptedPlanner(steps)
  const run = await runAutomation(
    { url: site.url('/widgets/'), goal: 'try the widgets', max_steps: steps.length + 1 },
    { pool, allowPrivateNetwork: true, planner },
  ).finished
  expect(run.status, JSON.stringify(run.error)).toBe('COMPLETED')
  return { run, seen: planner.calls }
}

/** The outcome of the only action of the step before `input`. */
function lastOutcome(input: PlannerInput | undefined): ActionOutcome {
  const outcomes = input?.history.at(-1)?.outcomes ?? []
  expect(outcomes).toHaveLength(1)
  return outcomes[0]!
}

/** The index of the first element of the page with this role (any for '*') and a name holding `name`. */
function indexOf(observation: Observation, role: string, name = ''): number {
  const el = observation.elements.find((e) => (role === '*' || e.role === role) && e.name.includes(name))
  if (!el) throw new Error(`no ${role} "${name}" among ${JSON.stringify(observation.elements)}`)
  return el.index
}

/** Where the observation places the first line holding `text`, or 'absent'. */
function lineWhere(observation: Observation, text: string): string {
  const line = observation.lines.find((l) => JSON.stringify(l.parts).includes(text))
  return line?.position ?? 'absent'
}

describe('find_text', () => {
  it('scrolls to the first match and counts them all, inside a scrollable box too; says when the text is not there', async () => {
    const { seen } = await runSteps([
      { purpose: 'Find the keeper', actions: [{ type: 'find_text', text: 'lighthouse  KEEPER' }] },
      { purpose: 'Find the lighthouse', actions: [{ type: 'find_text', text: 'lighthouse' }] },
      { purpose: 'Find a submarine', actions: [{ type: 'find_text', text: 'submarine' }] },
      finish,
    ])
    expect(lineWhere(seen[0]!.observation, 'lighthouse keeper')).not.toBe('in-view')
    expect(lastOutcome(seen[1])).toMatchObject({
      ok: true,
      message:
        '"lighthouse  KEEPER" found once; scrolled to the first: "The lighthouse keeper signs every delivery by hand."',
    })
    expect(lineWhere(seen[1]!.observation, 'lighthouse keeper')).toBe('in-view')

    // The first of the two is row 57 of the delivery log: the log scrolled to it as well.
    expect(lastOutcome(seen[2])).toMatchObject({
      ok: true,
      message: '"lighthouse" found 2 times; scrolled to the first: "Parcel 57 went to the lighthouse"',
    })
    expect(seen[1]!.observation.text).toContain('Showing rows 1-6 of 60')
    expect(seen[2]!.observation.text).toMatch(/Showing rows 5\d-(5\d|60) of 60/)

    expect(lastOutcome(seen[3])).toMatchObject({ ok: false, message: '"submarine" is not on the page' })
  })
})

describe('scroll', () => {
  it('moves the page by an amount and inside a box, says when it reached the end, and still scrolls an element into view', async () => {
    const log = (input: PlannerInput) => indexOf(input.observation, '*', 'Delivery log')
    const { seen } = await runSteps([
      { purpose: 'Down 500 px', actions: [{ type: 'scroll', direction: 'down', amount: 500 }] },
      (input) => ({
        purpose: 'Scroll the log',
        actions: [{ type: 'scroll', direction: 'down', amount: 300, container: log(input) }],
      }),
      (input) => ({
        purpose: 'To the end of the log',
        actions: [{ type: 'scroll', direction: 'down', amount: 5000, container: log(input) }],
      }),
      (input) => ({
        purpose: 'Further down the log',
        actions: [{ type: 'scroll', direction: 'down', amount: 5000, container: log(input) }],
      }),
      { purpose: 'Back to the top', actions: [{ type: 'scroll', direction: 'up', amount: 100_000 }] },
      (input) => ({
        purpose: 'Scroll inside a link',
        actions: [{ type: 'scroll', container: indexOf(input.observation, 'link', 'Second page') }],
      }),
      (input) => ({
        purpose: 'Bring the last link into view',
        actions: [
          { type: 'scroll', direction: 'down', index: indexOf(input.observation, 'link', 'Back to top') },
        ],
      }),
      finish,
    ])
    const index = log(seen[1]!)
    expect(lastOutcome(seen[1])).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^scrolled down 500px; now showing 500-1220 of \d{4}px$/),
    })
    expect(lastOutcome(seen[2])).toMatchObject({
      ok: true,
      message: `scrolled down 300px inside [${index}]; now showing 300-500 of 1800px`,
    })
    expect(seen[2]!.observation.text).toContain('Showing rows 11-16 of 60')
    expect(lastOutcome(seen[3])).toMatchObject({
      ok: true,
      message: `scrolled down 1300px inside [${index}]; now showing 1600-1800 of 1800px; at the bottom`,
    })
    expect(seen[3]!.observation.text).toContain('Showing rows 54-60 of 60')
    expect(lastOutcome(seen[4])).toMatchObject({
      ok: true,
      message: `already at the bottom inside [${index}] (1600-1800 of 1800px)`,
    })
    expect(lastOutcome(seen[5])).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^scrolled up 500px; now showing 0-720 of \d{4}px; at the top$/),
    })
    expect(lastOutcome(seen[6])).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not a scrollable box, nor inside one; scroll the page instead'),
    })
    expect(lineWhere(seen[6]!.observation, 'Back to top')).not.toBe('in-view')
    expect(lastOutcome(seen[7])).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^scrolled \[\d+\] into view$/),
    })
    expect(lineWhere(seen[7]!.observation, 'Back to top')).toBe('in-view')
  })
})

describe('list_options', () => {
  it("reads a select's options, opens a combobox whose options exist only when open, and one can be clicked", async () => {
    const { seen, run } = await runSteps([
      (input) => ({
        purpose: 'Countries',
        actions: [{ type: 'list_options', index: indexOf(input.observation, 'combobox', 'Country') }],
      }),
      (input) => ({
        purpose: 'Sizes',
        actions: [{ type: 'list_options', index: indexOf(input.observation, 'combobox', 'Size') }],
      }),
      (input) => ({
        purpose: 'Pick Medium',
        actions: [{ type: 'click', index: indexOf(input.observation, 'option', 'Medium') }],
      }),
      (input) => ({
        purpose: 'Cities',
        actions: [{ type: 'list_options', index: indexOf(input.observation, 'combobox', 'Pick-up city') }],
      }),
      (input) => ({
        purpose: 'Options of a link',
        actions: [{ type: 'list_options', index: indexOf(input.observation, 'link', 'Price list') }],
      }),
      (input) => ({
        purpose: 'Report',
        done: true,
        result: { cities: input.history[3]?.outcomes[0]?.data ?? null },
      }),
    ])
    expect(lastOutcome(seen[1])).toMatchObject({
      ok: true,
      message: '4 options; selected: Choose…',
      data: ['Choose…', 'Norway', 'Portugal', 'Japan'],
    })
    // the sizes are not on the page until the list opens; then they are, to be clicked
    const options = (o: Observation) => o.elements.filter((e) => e.role === 'option').map((e) => e.name)
    expect(options(seen[1]!.observation)).toEqual([])
    expect(lastOutcome(seen[2])).toMatchObject({
      ok: true,
      message: '4 options (opened; the list stays open)',
      data: ['Small', 'Medium', 'Large', 'Extra large'],
    })
    expect(options(seen[2]!.observation)).toEqual(['Small', 'Medium', 'Large', 'Extra large'])
    expect(lastOutcome(seen[3])).toMatchObject({ ok: true })
    expect(seen[3]!.observation.text).toContain('Size: Medium')
    // an editable combobox that opens on ArrowDown only
    expect(lastOutcome(seen[4])).toMatchObject({
      ok: true,
      message: '3 options (opened; the list stays open)',
      data: ['Lisbon', 'Porto', 'Faro'],
    })
    expect(lastOutcome(seen[5])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^element \[\d+\] is not a select, combobox or list of options$/),
    })
    expect(run.result).toEqual({ cities: ['Lisbon', 'Porto', 'Faro'] })
  })
})

describe('tabs', () => {
  it('opens a link in a new active tab, closes it back to the first, and never closes the last tab', async () => {
    const prices = (input: PlannerInput) => indexOf(input.observation, 'link', 'Price list')
    const { seen, run } = await runSteps([
      (input) => ({ purpose: 'Open prices in a tab', actions: [{ type: 'open_tab', index: prices(input) }] }),
      { purpose: 'Close it', actions: [{ type: 'close_tab' }] },
      { purpose: 'Close the last one', actions: [{ type: 'close_tab' }] },
      (input) => ({
        purpose: 'Open a button in a tab',
        actions: [{ type: 'open_tab', index: indexOf(input.observation, 'combobox', 'Size') }],
      }),
      (input) => ({ purpose: 'Open prices again', actions: [{ type: 'open_tab', index: prices(input) }] }),
      { purpose: 'Back to the first tab', actions: [{ type: 'switch_tab', tab: 0 }] },
      { purpose: 'Close the other tab', actions: [{ type: 'close_tab', tab: 1 }] },
      (input) => ({
        purpose: 'Report',
        done: true,
        result: { url: input.observation.url, tabs: input.observation.tabs.length },
      }),
    ])
    const home = site.url('/widgets/')
    const priceList = site.url('/widgets/prices.html')
    expect(lastOutcome(seen[1])).toMatchObject({
      ok: true,
      message: `opened ${priceList} in a new tab (1); switched to it`,
    })
    expect(seen[1]!.observation.url).toBe(priceList)
    expect(seen[1]!.observation.text).toContain('$6.50')
    expect(seen[1]!.observation.tabs.map((t) => [t.url, t.active])).toEqual([
      [home, false],
      [priceList, true],
    ])
    expect(lastOutcome(seen[2])).toMatchObject({
      ok: true,
      message: `closed tab 1 (${priceList}); now on tab 0: ${home}`,
    })
    expect(seen[2]!.observation.url).toBe(home)
    expect(seen[2]!.observation.tabs).toHaveLength(1)
    expect(lastOutcome(seen[3])).toMatchObject({
      ok: false,
      message: 'this is the only tab; it cannot be closed',
    })
    expect(lastOutcome(seen[4])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^element \[\d+\] is not a link; click it instead$/),
    })
    expect(seen[4]!.observation.tabs).toHaveLength(1)
    expect(seen[5]!.observation.url).toBe(priceList)
    expect(lastOutcome(seen[7])).toMatchObject({
      ok: true,
      message: `closed tab 1 (${priceList}); now on tab 0: ${home}`,
    })
    expect(run.result).toEqual({ url: home, tabs: 1 })
  })
})

describe('reload and forward', () => {
  it('reloads the page, and goes forward again after back', async () => {
    const { seen, run } = await runSteps([
      { purpose: 'Reload', actions: [{ type: 'reload' }] },
      { purpose: 'Forward with nowhere to go', actions: [{ type: 'forward' }] },
      (input) => ({
        purpose: 'Open the second page',
        actions: [{ type: 'click', index: indexOf(input.observation, 'link', 'Second page') }],
      }),
      { purpose: 'Back', actions: [{ type: 'back' }] },
      { purpose: 'Forward', actions: [{ type: 'forward' }] },
      (input) => ({ purpose: 'Report', done: true, result: { url: input.observation.url } }),
    ])
    const home = site.url('/widgets/')
    const second = site.url('/widgets/second.html')
    expect(seen[0]!.observation.text).toContain('Loaded 1 time')
    expect(lastOutcome(seen[1])).toMatchObject({ ok: true, message: `reloaded ${home}` })
    expect(seen[1]!.observation.text).toContain('Loaded 2 times')
    expect(lastOutcome(seen[2])).toMatchObject({ ok: false, message: 'there is no next page in this tab' })
    expect(seen[4]!.observation.url).toBe(home)
    expect(lastOutcome(seen[5])).toMatchObject({ ok: true, message: `now at ${second}` })
    expect(seen[5]!.observation.url).toBe(second)
    expect(run.result).toEqual({ url: second })
  })
})
