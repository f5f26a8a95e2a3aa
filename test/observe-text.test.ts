import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type BrowserLease,
  type BrowserPool,
  createBrowserPool,
  createPageController,
  type Observation,
  type PageController,
} from 'automation-core'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, SITES_DIR, startFixtureServer } from './fixtures/server'

/**
 * What a model reads of a page (`observation.text`), in real Chromium on the fixture sites: its
 * size in o200k tokens, whole cards with their titles and figures, every control of a form with
 * its accessible name, new elements marked, and the budget counted in real tokens.
 */

/** The target on the 80-card page at the default budget: half of Stagehand 4.4.0's control-only view (1,869). */
const CARDS_TARGET_TOKENS = 935

const decode = (s: string) => s.replaceAll('&amp;', '&')
/** The cards of the report library as written in its HTML: title and figures ("Revenue $5.77M"). */
const cards = [
  ...readFileSync(join(SITES_DIR, 'reports/index.html'), 'utf8').matchAll(
    /<article class="report-card"[\s\S]*?<\/article>/g,
  ),
].map(([html]) => ({
  title: decode(/<h3[^>]*>([^<]+)<\/h3>/.exec(html)?.[1] ?? ''),
  figures: [...html.matchAll(/metric-label">([^<]+)<\/span> <span class="metric-value">([^<]+)</g)].map(
    (m) => `${decode(m[1] ?? '')} ${decode(m[2] ?? '')}`,
  ),
}))

let site: FixtureServer
let pool: BrowserPool
let lease: BrowserLease | undefined

beforeAll(async () => {
  site = await startFixtureServer()
  pool = createBrowserPool({ concurrency: 1 })
})
afterAll(async () => {
  await pool?.close()
  await site?.close()
})
afterEach(async () => {
  await lease?.release()
  lease = undefined
})

async function open(path: string): Promise<PageController> {
  lease = await pool.acquire()
  const page = createPageController(lease.context, lease.page)
  await page.goto(site.url(path))
  return page
}

/** The line of `text` that holds `words`. */
const lineWith = (o: Observation, words: string) => o.text.split('\n').find((l) => l.includes(words))

/** What `text` writes for the control of `index`: from its mark to the next control or the end of its line. */
function written(o: Observation, index: number): string {
  const at = o.text.search(new RegExp(`\\*?\\[${index}\\]`))
  if (at < 0) return ''
  const rest = o.text.slice(at)
  const end = rest.slice(1).search(/\*?\[\d+\]|\n/)
  return end < 0 ? rest : rest.slice(0, end + 1)
}

describe('the text a model reads', () => {
  it('has the fixture: 80 report cards, each with a title, 2 or 3 figures', () => {
    expect(cards).toHaveLength(80)
    expect(new Set(cards.map((c) => c.title)).size).toBe(80)
    for (const c of cards) expect(c.figures.length).toBeGreaterThanOrEqual(2)
  })

  it(`keeps the 80-card page within ${CARDS_TARGET_TOKENS} o200k tokens by default, each card shown whole`, async () => {
    const page = await open('/reports/')
    const o = await page.observe()
    const tokens = countTokens(o.text)
    expect(o.tokens).toBe(tokens)
    expect(tokens).toBeLessThanOrEqual(CARDS_TARGET_TOKENS)
    // every card shown has its title, its figures and its two controls on one line
    const shown = cards.filter((c) => o.text.includes(c.title))
    expect(shown.length).toBeGreaterThanOrEqual(15)
    for (const c of shown) {
      const line = lineWith(o, c.title) ?? ''
      for (const figure of c.figures) expect(line, c.title).toContain(figure)
      expect(line.match(/\[\d+\]/g), line).toHaveLength(2)
    }
    // the first card names its controls; the others repeat them by place
    expect(lineWith(o, cards[0]!.title)).toMatch(/\[\d+\]View report \[\d+\]Download$/)
    expect(lineWith(o, cards[1]!.title)).toMatch(/ \[\d+\] \[\d+\]$/)
    // the cards left out are said to be there
    expect(o.omittedElements).toBe(2 * (cards.length - shown.length) + 2)
    expect(o.text).toMatch(/\.\.\. \d+ more elements below .*; scroll to see them$/)
    // the planner that reads no text still gets every card
    const read = o.lines.map((l) => l.parts.map((p) => (typeof p === 'string' ? p : '')).join(''))
    for (const c of cards) expect(read.join('\n')).toContain(c.title)
  })

  it('gives all 80 cards, titles and figures, within a budget that holds them', async () => {
    const page = await open('/reports/')
    const o = await page.observe({ tokenBudget: 100_000 })
    for (const c of cards) {
      const line = lineWith(o, c.title) ?? ''
      for (const figure of c.figures) expect(line, c.title).toContain(figure)
    }
    expect(o.omittedElements).toBe(0)
    console.log(`80 report cards: ${o.tokens} o200k tokens in all`)
  })

  it('counts the budget in real tokens', async () => {
    const page = await open('/reports/')
    let before = 0
    let lines = 0
    for (const budget of [300, 500, 1500]) {
      const o = await page.observe({ tokenBudget: budget })
      const tokens = countTokens(o.text)
      expect(tokens).toBeLessThanOrEqual(budget)
      // most of the budget is used: the cut is by the count, not by a guess
      expect(tokens).toBeGreaterThan(budget * 0.85)
      expect(o.elementCount).toBeGreaterThan(before)
      before = o.elementCount
      // what the embedded planner reads does not shrink with the model's budget
      lines ||= o.lines.length
      expect(o.lines.length).toBe(lines)
    }
  })

  it('lists every control of a form with its accessible name, radios by their own labels', async () => {
    const page = await open('/reports/schedule.html')
    const o = await page.observe()
    expect(o.omittedElements).toBe(0)
    const names = [
      'Report name', // <label for>
      'Search datasets', // placeholder
      'Send to',
      'Add recipient', // alt of the button's image
      'PDF password', // aria-labelledby
      'Rows per table',
      'First run',
      'Format',
      'Standard', // <label> around the radio
      'Express',
      'Include charts',
      'Chart detail', // aria-label
      'Company logo',
      'Accent colour', // title
      'Notes',
      'Schedule report',
      'Cancel',
    ]
    const form = o.elements.filter((e) => e.form === 'form 1' || e.name === 'Cancel')
    expect(form.map((e) => e.name)).toEqual(names)
    for (const e of form) expect(written(o, e.index), e.name).toContain(e.name)
    // every kind of control: text, search, email, button, password, number, date, select, radio,
    // checkbox, range, file, color, textarea, submit (a <button> as the other), link
    expect(form.map((e) => `${e.tag}${e.type ? `:${e.type}` : ''}`)).toEqual([
      'input:text',
      'input:search',
      'input:email',
      'button',
      'input:password',
      'input:number',
      'input:date',
      'select',
      'input:radio',
      'input:radio',
      'input:checkbox',
      'input:range',
      'input:file',
      'input:color',
      'textarea',
      'button',
      'a',
    ])
    expect(o.text).toMatch(
      /\[\d+\]<input type=radio label=Standard checked> \[\d+\]<input type=radio label=Express>\n/,
    )
    // a label is written once, in its field
    expect(o.text).toMatch(/\n\[\d+\]<input type=password label="PDF password">\n/)
    expect(o.text.match(/Report name/g)).toHaveLength(1)
  })

  it('marks the elements that appeared since the last step, and only those', async () => {
    const page = await open('/reports/schedule.html')
    const first = await page.observe()
    expect(first.text).not.toContain('*[')
    const add = first.elements.find((e) => e.name === 'Add recipient')!
    expect(await page.act({ type: 'click', index: add.index })).toMatchObject({ ok: true })
    const second = await page.observe()
    const fresh = second.elements.filter((e) => e.isNew)
    expect(fresh.map((e) => e.name)).toEqual(['Second recipient'])
    expect(second.text).toContain(`*[${fresh[0]!.index}]<input type=email label="Second recipient">`)
    expect(second.text.match(/\*\[/g)).toHaveLength(1)
    // indices stay: the old controls keep theirs, unmarked
    for (const e of first.elements)
      expect(written(second, e.index).startsWith(`[${e.index}]`), e.name).toBe(true)
    // the next observation of the same page marks nothing, and the fingerprint ignores marks
    const third = await page.observe()
    expect(third.text).not.toContain('*[')
    expect(third.fingerprint).toBe(second.fingerprint)
    // a new document starts unmarked
    await page.act({ type: 'click', index: first.elements.find((e) => e.name === 'Cancel')!.index })
    const next = await page.observe()
    expect(next.url).toBe(site.url('/reports/'))
    expect(next.text).not.toContain('*[')
  })
})
