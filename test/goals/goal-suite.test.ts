import { readdirSync, readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AutomationServer, createAutomationServer, loadConfig } from 'automation-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchItems, spaProducts } from '../fixtures/catalog'
import { type FixtureServer, SITES_DIR, startFixtureServer } from '../fixtures/server'
import { freshDataDir } from '../server/helpers'
import { allCases, newestSet, rounds } from './all-cases'
import { type Expected, type GoalCase, isPerformed, isRefusal } from './cases'

/**
 * GOALS=<words> runs only the cases whose id holds one of the words or whose file starts with one (comma-separated),
 * for a first-contact measurement of one round: `GOALS=round-1 pnpm vitest run test/goals`.
 */
const only = process.env.GOALS?.split(',')
  .map((w) => w.trim())
  .filter(Boolean)
const fileOf = new Map(rounds.flatMap((r) => r.cases.map((c) => [c.id, r.file] as const)))
const cases = only
  ? allCases.filter((c) => only.some((w) => c.id.includes(w) || (fileOf.get(c.id) ?? '').startsWith(w)))
  : allCases
/** The newest set: its header gives its one measurement before the planner was developed against it. */
const newest = new Set(newestSet.cases.map((c) => c.id))

import { expectedStrings, judgeWithReason, materialise, mutations, normText, type Verdict } from './judge'

/** A failure the server calls transient: a page that did not load, worth a retry. */
function isTransient(error: unknown): boolean {
  const e = error as { category?: unknown; code?: unknown; retry_after?: unknown } | undefined
  return (
    e?.category === 'SYSTEM_FAILURE' && e.code === 'navigation_failed' && typeof e.retry_after === 'number'
  )
}

/** Fixture sites made for other tests (the live view's pages), with no goals of their own. */
const NOT_GOAL_SITES = ['live', 'widgets', 'reports']
const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url))
const CONCURRENCY = 4
/** The held-out rounds and the practice set, reported apart from the regression sets. */
const apart = (file: string) => file.startsWith('round-') || file.startsWith('practice-')

/** The regression sets (cases.ts, later-cases.ts, held-out-*.ts) must stay at or above this share. */
const REGRESSION_FLOOR_PCT = 90
/**
 * Held-out rounds measured at first contact and not yet developed against: their wrong answers
 * are reported, and must be brought to 0 when work on the round starts (then the round leaves this list).
 */
const UNWORKED_ROUNDS: string[] = []
/** Bounds one run, so a planner that loops cannot stall the suite. */
const MAX_RUN_SECONDS = 40

// ---- the cases themselves, checked without a browser

describe('goal cases', () => {
  it.skipIf(only)(
    'has at least 60 cases with unique ids, at least 10 refusals, on every fixture site',
    () => {
      expect(cases.length).toBeGreaterThanOrEqual(60)
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
      expect(cases.filter(isRefusal).length).toBeGreaterThanOrEqual(10)
      const sites = new Set(cases.map((c) => c.site.split('/')[1]))
      const all = readdirSync(SITES_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !NOT_GOAL_SITES.includes(d.name))
        .map((d) => d.name)
      expect([...sites].sort()).toEqual(all.sort())
    },
  )

  it('names only values written in the fixture files (or marked as computed by a page)', () => {
    const corpus = fixtureCorpus()
    const unknown: string[] = []
    for (const c of cases) {
      if (isRefusal(c)) continue
      const derived = new Set((c.derived ?? []).map(normText))
      const known = (s: string) => derived.has(normText(s)) || corpus.includes(normText(s))
      for (const expected of [c.expect as Expected, ...(c.also ?? [])]) {
        for (const item of expectedStrings(expected)) {
          const options = Array.isArray(item) ? item : [item]
          if (!options.some(known)) unknown.push(`${c.id}: ${JSON.stringify(item)}`)
        }
      }
    }
    expect(unknown).toEqual([])
  })

  it('judges: the expected result is correct, any one-place change of it is wrong', () => {
    const problems: string[] = []
    for (const c of cases) {
      if (isRefusal(c)) continue
      if (isPerformed(c)) {
        problems.push(...performedProblems(c))
        continue
      }
      const variants = [c.expect as Expected, ...(c.also ?? [])]
      for (const expected of variants) {
        const good = materialise(expected)
        const state = c.state ? (materialise(c.state) as Record<string, unknown>) : undefined
        const verdict = judgeWithReason(c, { status: 'COMPLETED', result: good }, state)
        if (verdict.verdict !== 'correct') problems.push(`${c.id}: expected result judged ${verdict.reason}`)
        for (const bad of mutations(good)) {
          if (judgeWithReason(c, { status: 'COMPLETED', result: bad }, state).verdict !== 'wrong') {
            problems.push(`${c.id}: a wrong result passed: ${JSON.stringify(bad)}`)
          }
        }
        if (c.match !== 'subset') {
          const extra = { ...(good as Record<string, unknown>), extra: 'x' }
          if (judgeWithReason(c, { status: 'COMPLETED', result: extra }, state).verdict !== 'wrong') {
            problems.push(`${c.id}: an extra key passed`)
          }
        }
      }
      const empty = judgeWithReason(c, { status: 'COMPLETED', result: {} }).verdict
      if (empty !== 'wrong') problems.push(`${c.id}: an empty result was ${empty}`)
    }
    expect(problems).toEqual([])
  })

  it.skipIf(only)('judges refusals, failures and failed runs', () => {
    const refusal = cases.find(isRefusal)!
    const task = cases.find((c) => !isRefusal(c))!
    const failure = { status: 'failure', reason: 'not on the page' }
    expect(judgeWithReason(refusal, { status: 'COMPLETED', result: failure }).verdict).toBe('correct')
    expect(judgeWithReason(refusal, { status: 'COMPLETED', result: { price: '$1.00' } }).verdict).toBe(
      'wrong',
    )
    expect(judgeWithReason(refusal, { status: 'COMPLETED', result: null }).verdict).toBe('wrong')
    expect(judgeWithReason(task, { status: 'COMPLETED', result: failure }).verdict).toBe('refused')
    expect(judgeWithReason(task, { status: 'FAILED', error: { message: 'x' } }).verdict).toBe('failed')
    expect(judgeWithReason(refusal, { status: 'CANCELLED' }).verdict).toBe('failed')
    // a top-level status: 'success' is ignored, alternative top-level keys are accepted
    const byId = (id: string) => cases.find((c) => c.id === id)!
    const judged = (id: string, result: unknown) =>
      judgeWithReason(byId(id), { status: 'COMPLETED', result }).verdict
    expect(
      judged('shop-title', {
        status: 'success',
        title: 'Voltline Electronics - Laptops, Phones & Accessories',
      }),
    ).toBe('correct')
    expect(
      judged('shop-title', { page_title: ' Voltline Electronics -  Laptops, Phones & Accessories\n' }),
    ).toBe('correct')
    expect(judged('shop-title', { heading: 'Voltline Electronics - Laptops, Phones & Accessories' })).toBe(
      'wrong',
    )
    expect(judged('shop-price-as-number', { price: '$2,399.00' })).toBe('wrong')
    expect(
      judged('shop-nav-links', {
        links: [
          { text: 'Laptops', href: 'http://127.0.0.1:4000/shop/laptops.html' },
          { text: 'Phones', href: '/shop/phones.html' },
          { text: 'Accessories', href: 'accessories.html' },
        ],
      }),
    ).toBe('correct')
    expect(
      judged('shop-nav-links', {
        links: [
          { text: 'Laptops', href: 'https://evil.example/shop/laptops.html' },
          { text: 'Phones', href: '/shop/phones.html' },
          { text: 'Accessories', href: 'accessories.html' },
        ],
      }),
    ).toBe('wrong')
    expect(
      judged('shop-nav-laptops-first-3', {
        laptops: [
          { name: 'Aerolite 14 Ultrabook' },
          { name: 'Novabook Pro 16' },
          { name: 'Kestrel X13 Carbon' },
        ],
      }),
    ).toBe('correct')
    expect(judged('table-population-question', { population: 20076000 })).toBe('correct')
    expect(judged('table-population-question', { population: 20076001 })).toBe('wrong')
  })
})

// ---- the real thing: every case through the server, over loopback

interface Outcome {
  caseDef: GoalCase
  verdict: Verdict
  reason?: string
  result: unknown
  ms: number
}

describe('goal suite (heuristic planner through the HTTP server)', () => {
  let fixtures: FixtureServer
  let server: AutomationServer
  let baseUrl: string
  let key: string
  let dataDir: string

  beforeAll(async () => {
    fixtures = await startFixtureServer()
    dataDir = await freshDataDir()
    server = await createAutomationServer(
      loadConfig(
        { port: '0', 'data-dir': dataDir, 'allow-private-network': true, planner: 'heuristic' },
        { AUTOMATION_RATE_LIMIT_PER_SECOND: '0' },
      ),
      { log: () => {} },
    )
    baseUrl = await server.listen()
    key = (await server.keys.create({ name: 'goals' })).key
  })

  afterAll(async () => {
    await server?.close(0)
    await fixtures?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  let probes = 0
  /** Runs retried because the server called their failure transient (reported with the figures). */
  const retried: string[] = []
  async function runCase(caseDef: GoalCase, attempt = 1): Promise<Outcome> {
    const started = Date.now()
    const site = fixtures.url(caseDef.site)
    // no word of the case in the URL: the planner reads URLs, and the id repeats the goal's words
    const probe = `p${++probes}-${Date.now()}`
    const body: Record<string, unknown> = {
      url: `${site}${site.includes('?') ? '&' : '?'}probe=${encodeURIComponent(probe)}`,
      goal: caseDef.goal,
      // the suite judges what the planner does; the screenshot kept after each step is tested
      // elsewhere, and over 1,273 goals it costs a 2-core machine minutes of browser CPU
      agent_config: { max_duration_seconds: MAX_RUN_SECONDS, screenshots: false },
    }
    if (caseDef.outputSchema) body.output_schema = caseDef.outputSchema
    let run: { status: string; result?: unknown; error?: unknown }
    try {
      const response = await fetch(`${baseUrl}/v1/automation/run`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      run =
        response.status === 200
          ? (JSON.parse(text) as typeof run)
          : { status: `HTTP ${response.status}`, error: text.slice(0, 500) }
    } catch (error) {
      run = { status: 'REQUEST ERROR', error: error instanceof Error ? error.message : String(error) }
    }
    // A loopback page that failed to load for the network's sake (the server says so: a
    // navigation failure with retry_after) is run once more, as a client would; the second run
    // is judged like any other.
    if (attempt === 1 && run.status === 'FAILED' && isTransient(run.error)) {
      retried.push(caseDef.id)
      return runCase(caseDef, 2)
    }
    const { verdict, reason } = judgeWithReason(caseDef, run, fixtures.pageState(probe))
    return { caseDef, verdict, reason, result: run.result ?? run.error, ms: Date.now() - started }
  }

  it('answers every goal, never wrongly, never with a FAILED run', { timeout: 1_800_000 }, async () => {
    const outcomes: Outcome[] = new Array(cases.length)
    let next = 0
    const worker = async () => {
      while (next < cases.length) {
        const i = next++
        outcomes[i] = await runCase(cases[i]!)
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (Date.now() - started) / 1000

    const count = (v: Verdict) => outcomes.filter((o) => o.verdict === v).length
    const correct = count('correct')
    const ofRound = (file: string) => outcomes.filter((o) => fileOf.get(o.caseDef.id) === file)
    const roundFigures = Object.fromEntries(
      rounds
        .filter((r) => apart(r.file) && ofRound(r.file).length > 0)
        .flatMap((r) => {
          const name = r.file.replace(/-cases\.ts$/, '').replaceAll('-', '_')
          const mine = ofRound(r.file)
          return [
            [`${name}_cases`, mine.length],
            [`${name}_correct`, mine.filter((o) => o.verdict === 'correct').length],
            [`${name}_wrong`, mine.filter((o) => o.verdict === 'wrong').length],
          ]
        }),
    )
    // the regression sets: the suite's own cases and the earlier held-out sets (not the rounds
    // nor the practice set)
    const regression = outcomes.filter((o) => !apart(fileOf.get(o.caseDef.id) ?? ''))
    const regressionCorrect = regression.filter((o) => o.verdict === 'correct').length
    const figures = {
      goal_regression_cases: regression.length,
      goal_regression_correct: regressionCorrect,
      goal_success_rate_pct: regression.length
        ? Math.round((regressionCorrect / regression.length) * 1000) / 10
        : 0,
      goal_cases: cases.length,
      goal_correct: correct,
      goal_refused_correctly: outcomes.filter((o) => o.verdict === 'correct' && isRefusal(o.caseDef)).length,
      goal_wrong: count('wrong'),
      goal_failed: count('failed'),
      goal_all_success_rate_pct: Math.round((correct / cases.length) * 1000) / 10,
      // The newest held-out set today (its first run, before any work on it, is in its header).
      goal_newest_set_cases: newest.size,
      goal_newest_set_correct: outcomes.filter((o) => newest.has(o.caseDef.id) && o.verdict === 'correct')
        .length,
      goal_newest_set_wrong: outcomes.filter((o) => newest.has(o.caseDef.id) && o.verdict === 'wrong').length,
      ...roundFigures,
    }
    if (!only) await writeFile(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`)

    const idWidth = Math.max(...cases.map((c) => c.id.length))
    const lines = outcomes.map(
      (o) =>
        `${o.caseDef.id.padEnd(idWidth)}  ${o.verdict.padEnd(7)}  ${String(o.ms).padStart(6)} ms  ${
          isRefusal(o.caseDef) ? '(refusal case)' : ''
        }`,
    )
    console.log(
      [
        `goal suite: ${cases.length} cases in ${seconds.toFixed(1)} s`,
        `${'case'.padEnd(idWidth)}  verdict       time`,
        ...lines,
        `correct ${correct} (refusals ${figures.goal_refused_correctly}), refused ${count('refused')}, ` +
          `wrong ${figures.goal_wrong}, failed ${figures.goal_failed}; success rate ${figures.goal_success_rate_pct}%`,
        `newest held-out set (${newestSet.file}): ${figures.goal_newest_set_correct} of ${figures.goal_newest_set_cases} correct, ` +
          `${figures.goal_newest_set_wrong} wrong`,
        ...Object.entries(roundFigures).map(([k, v]) => `${k}: ${v}`),
        `run again after a transient navigation failure: ${retried.length ? retried.join(', ') : 'none'}`,
        only
          ? '(a subset: figures not written)'
          : `figures written to ${join('test', 'goals', 'results.json')}`,
      ].join('\n'),
    )

    const describeOutcome = (o: Outcome) =>
      `${o.caseDef.id} (${o.caseDef.site}) "${o.caseDef.goal}"\n    expected: ${JSON.stringify(
        o.caseDef.expect,
      )}\n    got: ${JSON.stringify(o.result)}\n    why: ${o.reason ?? ''}`
    // GOALS_DETAIL=1 also prints what each refused goal answered (a debugging aid)
    if (process.env.GOALS_DETAIL) {
      console.log(
        outcomes
          .filter((o) => o.verdict === 'refused')
          .map(describeOutcome)
          .join('\n'),
      )
    }
    // a round whose first contact was taken and that no work has gone into yet: its wrong answers
    // are printed (and counted in its figures and in first-contact.json), not yet held against the suite
    const pending = (o: (typeof outcomes)[number]) => UNWORKED_ROUNDS.includes(fileOf.get(o.caseDef.id) ?? '')
    const pendingWrong = outcomes.filter((o) => o.verdict === 'wrong' && pending(o)).map(describeOutcome)
    if (pendingWrong.length) console.log(`wrong in rounds not yet worked on:\n${pendingWrong.join('\n')}`)
    const wrong = outcomes.filter((o) => o.verdict === 'wrong' && !pending(o)).map(describeOutcome)
    const failed = outcomes.filter((o) => o.verdict === 'failed').map(describeOutcome)
    expect(wrong.length, `${wrong.length} wrong answer(s):\n${wrong.join('\n')}\n`).toBe(0)
    expect(failed.length, `${failed.length} FAILED run(s):\n${failed.join('\n')}\n`).toBe(0)
    // the floor: a planner that refuses more of the regression sets than this does not pass
    if (!only) expect(figures.goal_success_rate_pct).toBeGreaterThanOrEqual(REGRESSION_FLOOR_PCT)
  })
})

// ---- helpers

/** An instruction case judges "done" with its state as correct, and anything else as wrong. */
function performedProblems(c: GoalCase): string[] {
  const problems: string[] = []
  const state = c.state ? (materialise(c.state) as Record<string, unknown>) : undefined
  const done = { status: 'COMPLETED', result: { status: 'done', steps: ['...'] } }
  if (judgeWithReason(c, done, state).verdict !== 'correct') problems.push(`${c.id}: "done" judged wrong`)
  if (judgeWithReason(c, { status: 'COMPLETED', result: {} }, state).verdict !== 'wrong') {
    problems.push(`${c.id}: an empty result passed`)
  }
  if (!c.state) problems.push(`${c.id}: an instruction case needs a state to check`)
  for (const bad of state ? mutations(state) : []) {
    if (judgeWithReason(c, done, bad as Record<string, unknown>).verdict !== 'wrong') {
      problems.push(`${c.id}: a wrong page state passed: ${JSON.stringify(bad)}`)
    }
  }
  return problems
}

/**
 * The text of every fixture file (HTML entities decoded), plus what the dynamic sites render from
 * the catalog (search prices, SPA prices and ratings), whitespace-normalised.
 */
function fixtureCorpus(): string {
  const parts: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(html|js|css)$/.test(entry.name)) parts.push(readFileSync(path, 'utf8'))
    }
  }
  walk(SITES_DIR)
  parts.push(readFileSync(fileURLToPath(new URL('../fixtures/catalog.ts', import.meta.url)), 'utf8'))
  parts.push(readFileSync(fileURLToPath(new URL('../fixtures/server.ts', import.meta.url)), 'utf8'))
  const money = (n: number) =>
    `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  for (const item of searchItems) parts.push(money(item.priceCents / 100))
  for (const p of spaProducts) parts.push(money(p.price), `Rated ${p.rating.toFixed(1)} out of 5`)
  const decoded = parts
    .join('\n')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return normText(decoded)
}
