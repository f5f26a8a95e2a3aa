import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type BrowserPool, createPageController, type Observation } from 'automation-core'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { type FixtureServer, SITES_DIR } from '../fixtures/server'
import { percentile, timeIt } from './stats'

/** The fixture pages whose observation is counted in o200k tokens at the default budget (and timed by `pnpm bench`). */
export const FIXTURE_PAGES = [
  '/shop/',
  '/shop/laptops.html',
  '/search/',
  '/form/',
  '/news/',
  '/table/',
  '/iframe/',
  '/shadow/',
]

/**
 * What one observation costs on generated pages of 1k, 5k and 20k elements, and what a model
 * reads of the fixture pages in o200k tokens (`pnpm bench observe` alone): the 80 report cards
 * (target: at most 935 at the default budget, every card shown whole), the form with every kind
 * of control, and the other fixture sites.
 */
export async function benchObserve(site: FixtureServer, pool: BrowserPool): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const [label, n] of [
    ['1k', 1000],
    ['5k', 5000],
    ['20k', 20000],
  ] as const) {
    const lease = await pool.acquire()
    const page = createPageController(lease.context, lease.page)
    await page.goto(site.url(`/generated?n=${n}`))
    let last: Observation | undefined
    const times = await timeIt(
      async () => {
        last = await page.observe()
      },
      n >= 20000 ? 10 : 20,
    )
    results[`observe_${label}_p50_ms`] = percentile(times, 50)
    results[`observe_${label}_p95_ms`] = percentile(times, 95)
    results[`observe_${label}_tokens`] = countTokens(last?.text ?? '')
    results[`observe_${label}_elements_listed`] = last?.elementCount ?? 0
    await lease.release()
  }
  Object.assign(results, await benchModelText(site, pool))
  results.tokenizer_first_load_ms = await tokenizerFirstLoad()
  return results
}

/** What a model reads of the fixture pages, in o200k tokens. */
async function benchModelText(site: FixtureServer, pool: BrowserPool): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  const observe = async (path: string, tokenBudget?: number) => {
    const lease = await pool.acquire()
    try {
      const page = createPageController(lease.context, lease.page)
      await page.goto(site.url(path))
      return await page.observe({ tokenBudget })
    } finally {
      await lease.release()
    }
  }

  // the report library: 80 cards, each a title, 2-3 figures, "View report" and "Download"
  const html = await readFile(join(SITES_DIR, 'reports/index.html'), 'utf8')
  const cards = [...html.matchAll(/<article class="report-card"[\s\S]*?<\/article>/g)].map(([card]) => ({
    title: (/<h3[^>]*>([^<]+)<\/h3>/.exec(card)?.[1] ?? '').replaceAll('&amp;', '&'),
    figures: [...card.matchAll(/metric-label">([^<]+)<\/span> <span class="metric-value">([^<]+)</g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
  }))
  // a card counts as shown whole when its line holds its title and every one of its figures
  const whole = (o: Observation) =>
    cards.filter((c) => {
      const line = o.text.split('\n').find((l) => l.includes(c.title))
      return line !== undefined && c.figures.every((f) => line.includes(f))
    }).length
  const cardsDefault = await observe('/reports/')
  results.observe_reports_80_cards_tokens = countTokens(cardsDefault.text)
  results.observe_reports_80_cards_shown_whole = whole(cardsDefault)
  results.observe_reports_80_cards_shown_partly =
    cards.filter((c) => cardsDefault.text.includes(c.title)).length - whole(cardsDefault)
  const cardsAll = await observe('/reports/', 100_000)
  results.observe_reports_80_cards_all_shown_tokens = countTokens(cardsAll.text)
  results.observe_reports_80_cards_all_shown_whole = whole(cardsAll)

  // the form with every kind of control: listed, each with its accessible name beside its index
  const form = await observe('/reports/schedule.html')
  const controls = form.elements.filter((e) => e.form === 'form 1')
  results.observe_form_all_kinds_tokens = countTokens(form.text)
  results.observe_form_all_kinds_controls = controls.length
  results.observe_form_all_kinds_controls_named = controls.filter((e) => {
    const at = form.text.search(new RegExp(`\\*?\\[${e.index}\\]`))
    const rest = at < 0 ? '' : form.text.slice(at)
    const end = rest.slice(1).search(/\*?\[\d+\]|\n/)
    return (end < 0 ? rest : rest.slice(0, end + 1)).includes(e.name)
  }).length

  for (const path of FIXTURE_PAGES) {
    const o = await observe(path)
    results[`observe_fixture_${fixtureName(path)}_tokens`] = countTokens(o.text)
  }
  return results
}

/** A fixture page's path as it is named in the figures: `/shop/laptops.html` is `shop_laptops`. */
export function fixtureName(path: string): string {
  return path
    .replace(/\.html$/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

/** Time to load the o200k tokenizer and count a first text, in a fresh process (the observation loads it on first use). */
async function tokenizerFirstLoad(): Promise<number> {
  const script = `const t = performance.now(); const m = await import('gpt-tokenizer/encoding/o200k_base'); m.countTokens('[1]View report'); console.log(performance.now() - t)`
  const runs: number[] = []
  for (let i = 0; i < 3; i++) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../packages/automation-core/', import.meta.url)),
    })
    runs.push(Number(stdout.trim()))
  }
  return Math.round(percentile(runs, 50))
}
