import { createHash } from 'node:crypto'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import type { ElementRegistry } from './element-registry'
import { countLeftOut, type LeftOut, leftOutNote, type ModelLine, modelText } from './model-text'
import type { Observation, ObservedElement, ObservedLine, TabInfo } from './observation'
import {
  IN_VIEW,
  type ObserveScriptArgs,
  observeInPage,
  pageExpression,
  type RawControl,
  type RawFrame,
  stylesReady,
} from './observe-script'
import { elementIndex, partsOfMarked, renderParts } from './page-lines'
import { tokenCounter } from './tokens'

/** The default of {@link ObservePageOptions.tokenBudget}. */
export const DEFAULT_TOKEN_BUDGET = 900
/**
 * What the page sends and `lines` holds at least, in characters of the full markup
 * (`[index]<tag attrs>label</tag>`): what a budget of 3000 tokens of 4 characters gave, before
 * budgets were counted in real tokens. The embedded planner reads these lines.
 */
const MIN_PAGE_CHARS = 12_000
/** Characters of the full markup the page sends per budget token, above MIN_PAGE_CHARS. */
const PAGE_CHARS_PER_TOKEN = 5

/** Options of {@link observePage}. */
export interface ObservePageOptions {
  /**
   * Upper bound of `text` in tokens of the o200k_base encoding (GPT-4o's; counted, not estimated),
   * title and notes included. `lines` and `elements` are not held to it: they give what the page
   * sent (at least 12,000 characters of markup, 5 per budget token). @default 900
   */
  tokenBudget?: number
  /** Bound of the main frame's pass; child frames get at most 2 s and are left out after. @default 5000 */
  frameTimeoutMs?: number
}

/** One line of the merged page, ready for the budget cut. */
interface Line {
  text: string
  pos: number
  elements: number
  /** Set on lines the page already left out: [controls above, controls below, text lines]. */
  gap?: [number, number, number]
  /** The structured controls of the line. */
  found?: ObservedElement[]
  /** The line itself, structured (none on gap and frame marks). */
  line?: ObservedLine
  /** The item (card, row) it belongs to, unique across frames. */
  item?: string
}

const POSITIONS = ['above', 'in-view', 'below'] as const

/** A page control with its global index, position and frame. */
function toElement(
  control: RawControl,
  index: number,
  pos: number,
  frame: string | undefined,
  isNew: boolean,
): ObservedElement {
  const { id: _local, ...fields } = control
  return {
    index,
    ...fields,
    position: POSITIONS[pos] ?? 'below',
    ...(frame === undefined ? {} : { frame }),
    ...(isNew ? { isNew: true as const } : {}),
  }
}

// A paragraph stays whole up to 1200 chars (articles are read); labels are short.
const SCRIPT_ARGS: Omit<ObserveScriptArgs, 'budget'> = { maxText: 1200, maxLabel: 80 }
// biome-ignore lint/suspicious/noControlCharactersInRegex: the page marks controls with \u0001 id \u0002 text \u0003
const MARKER = /\u0001(\d+)\u0002/g

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([p, t]).finally(() => clearTimeout(timer))
}

/** Runs the in-page pass in one frame; null when the frame cannot be read (closed, busy). */
async function runFrame(frame: Frame, ms: number, budget: number): Promise<RawFrame | null> {
  try {
    // One JSON string crosses the protocol far faster than thousands of small objects.
    const script = pageExpression(observeInPage, { ...SCRIPT_ARGS, budget })
    const ready = pageExpression(stylesReady, Math.min(ms / 2, 2000))
    const json = await timeout(frame.evaluate<string>(`${ready}.then(() => JSON.stringify(${script}))`), ms)
    return JSON.parse(json) as RawFrame
  } catch {
    return null
  }
}

/** The local id the parent document gave the <iframe> of `frame`, once the parent was walked. */
async function placeholderId(frame: Frame): Promise<number | undefined> {
  try {
    const owner = await frame.frameElement()
    const id = await owner.evaluate((el) => {
      const state = (window as unknown as Record<string, unknown>).__waObserve as
        | { ids: WeakMap<Element, number> }
        | undefined
      return state?.ids.get(el as Element)
    })
    await owner.dispose()
    return id
  } catch {
    return undefined
  }
}

/** The tabs of the context, with the active one marked. */
export async function listTabs(context: BrowserContext, active: Page): Promise<TabInfo[]> {
  const pages = context.pages()
  return Promise.all(
    pages.map(async (p, index) => ({
      index,
      url: p.url(),
      title: await timeout(p.title(), 1000).catch(() => ''),
      active: p === active,
    })),
  )
}

/** Short, stable hash of the rendered page state. */
export function fingerprintOf(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 16)
}

/**
 * Merges the frames' lines in document order (child frame content at its iframe), and
 * turns local element markers into stable global indices.
 */
function mergeFrames(
  page: Page,
  registry: ElementRegistry,
  raws: Map<Frame, RawFrame>,
  children: Map<Frame, Map<number, Frame>>,
): Line[] {
  const out: Line[] = []
  let frames = 0
  const render = (frame: Frame, raw: RawFrame, outerPos: number, depth: number) => {
    const controls = new Map<number, RawControl>(raw.controls?.map((c) => [c.id, c]))
    const frameUrl = frame === page.mainFrame() ? undefined : frame.url()
    const frameKey = frames++
    // New since the last observation of this main document: a control first seen in this pass of
    // its document, or any control of a frame document not read before (a frame that appeared).
    const firstSight = registry.firstSight(raw.docId)
    const isNew = (id: number) =>
      registry.continues && (firstSight || (raw.newFrom !== undefined && id >= raw.newFrom))
    for (const line of raw.lines) {
      const pos = outerPos === IN_VIEW ? line.p : outerPos
      if (line.g) {
        out.push({ text: '', pos, elements: 0, gap: line.g })
        continue
      }
      if (line.f !== undefined) {
        const child = children.get(frame)?.get(line.f)
        const childRaw = child && raws.get(child)
        if (!child || !childRaw || depth > 5) continue
        const url = child.url()
        const head = out.length
        out.push({
          text: `--- iframe: ${url.length > 100 ? `${url.slice(0, 99)}…` : url} ---`,
          pos,
          elements: 0,
        })
        render(child, childRaw, pos, depth + 1)
        // An empty frame (ad slot, not loaded yet) is not worth two lines.
        if (out.length === head + 1) out.pop()
        else out.push({ text: '--- end iframe ---', pos, elements: 0 })
        continue
      }
      // indices in document order (the rendering goes innermost first: a link inside a card)
      const ids = [...line.t.matchAll(MARKER)].map((m) => Number(m[1]))
      const index = new Map(ids.map((id) => [id, registry.indexOf(frame, raw.docId, id)]))
      const found = ids.flatMap((id) => {
        const record = controls.get(id)
        return record ? [toElement(record, index.get(id)!, pos, frameUrl, isNew(id))] : []
      })
      const parts = partsOfMarked(line.t, (id) => index.get(id) ?? registry.indexOf(frame, raw.docId, id))
      const text = renderParts(parts, elementIndex(found))
      const structured: ObservedLine = {
        parts,
        position: POSITIONS[pos] ?? 'below',
        ...(frameUrl === undefined ? {} : { frame: frameUrl }),
      }
      const item = line.i === undefined ? undefined : `${frameKey}:${line.i}`
      out.push({ text, pos, elements: ids.length, found, line: structured, item })
    }
  }
  const main = raws.get(page.mainFrame())
  if (main) render(page.mainFrame(), main, IN_VIEW, 0)
  return out
}

/**
 * The lines within `budgetChars` of the full markup, in-view first, and the text they make with
 * a note about what was left out: the lines `lines` gives (what the embedded planner reads) and
 * the text the fingerprint is taken of. The model's text is cut from these (model-text.ts).
 */
function cutToBudget(
  lines: Line[],
  budgetChars: number,
): { kept: string[]; keep: boolean[]; structured: ObservedLine[] } {
  const total = lines.reduce((n, l) => n + l.text.length + 1, 0)
  const structuredOf = (ls: Line[]) => ls.flatMap((l) => (l.line ? [l.line] : []))
  if (total <= budgetChars && !lines.some((l) => l.gap)) {
    return { kept: lines.map((l) => l.text), keep: lines.map(() => true), structured: structuredOf(lines) }
  }
  // Leave room for the omission note; each kept line pays for the gap mark that may follow it.
  let room = budgetChars - 110
  const keep = new Array<boolean>(lines.length).fill(false)
  const take = (i: number, line: Line) => {
    if (line.text.length + 3 > room) return
    keep[i] = true
    room -= line.text.length + 3
  }
  lines.forEach((l, i) => {
    if (l.pos === IN_VIEW && !l.gap) take(i, l)
  })
  lines.forEach((l, i) => {
    if (!keep[i] && !l.gap) take(i, l)
  })
  const kept: string[] = []
  const left: LeftOut = [0, 0, 0]
  lines.forEach((l, i) => {
    if (keep[i]) {
      kept.push(l.text)
      return
    }
    countLeftOut(left, l)
    // One gap mark per run of left-out lines, so the planner knows the text is not contiguous.
    if (i === 0 || keep[i - 1]) kept.push('…')
  })
  kept.push(leftOutNote(left))
  return { kept, keep, structured: structuredOf(lines.filter((_, i) => keep[i])) }
}

/**
 * Observes the active page: runs the in-page pass in every frame (same- and cross-origin),
 * merges child frames at their <iframe>, assigns stable indices, renders the text and cuts
 * it to the token budget, in-view lines first.
 */
/** How long after navigation start a page still loading is given to finish (its iframes). */
const FRESH_PAGE_MS = 1500

/**
 * A page observed right after it loaded may still be loading its iframes (navigation waits
 * for domcontentloaded only): give it until `load`, at most FRESH_PAGE_MS after navigation
 * start. Older pages are not waited for, so a page whose load never ends costs nothing later.
 */
async function waitForFreshPage(page: Page): Promise<void> {
  const state = await page
    .evaluate<[string, number]>('[document.readyState, performance.now()]')
    .catch(() => null)
  if (!state || state[0] === 'complete' || state[1] >= FRESH_PAGE_MS) return
  await page.waitForLoadState('load', { timeout: FRESH_PAGE_MS - state[1] }).catch(() => {})
}

export async function observePage(
  context: BrowserContext,
  page: Page,
  registry: ElementRegistry,
  options: ObservePageOptions = {},
): Promise<Observation> {
  const tokenBudget = Math.max(1, options.tokenBudget ?? DEFAULT_TOKEN_BUDGET)
  // what the page sends: an upper bound of what the model's text can hold, in characters
  const budget = Math.max(MIN_PAGE_CHARS, tokenBudget * PAGE_CHARS_PER_TOKEN)
  const frameMs = options.frameTimeoutMs ?? 5000
  // (loaded on the first observation, while the page is read)
  const counter = tokenCounter()
  const tabsP = listTabs(context, page)
  // A busy ad frame must not hold up the page: child frames get a shorter bound.
  const run = (f: Frame) => runFrame(f, f === page.mainFrame() ? frameMs : Math.min(frameMs, 2000), budget)
  await waitForFreshPage(page)
  let frames = page.frames()
  let results = await Promise.all(frames.map(run))
  if (!results[frames.indexOf(page.mainFrame())]) {
    // Most often a navigation replaced the document under us: let it load, then try once more.
    await page.waitForLoadState('domcontentloaded', { timeout: frameMs }).catch(() => {})
    frames = page.frames()
    results = await Promise.all(frames.map(run))
  }
  const raws = new Map<Frame, RawFrame>()
  frames.forEach((f, i) => {
    const r = results[i]
    if (r && !f.isDetached()) raws.set(f, r)
  })
  const main = raws.get(page.mainFrame())
  const url = page.url()
  const title = (main?.title ?? '').replace(/\s+/g, ' ').trim().slice(0, 150)
  if (main) registry.beginObservation(main.docId)

  const children = new Map<Frame, Map<number, Frame>>()
  await Promise.all(
    [...raws.keys()].map(async (f) => {
      const parent = f.parentFrame()
      if (!parent || !raws.has(parent)) return
      const id = await placeholderId(f)
      if (id === undefined) return
      let m = children.get(parent)
      if (!m) {
        m = new Map()
        children.set(parent, m)
      }
      m.set(id, f)
    }),
  )

  const lines = mergeFrames(page, registry, raws, children)
  const header = [`Title: ${title} — ${url}`]
  if (main && main.scrollHeight > main.viewportHeight + 8) {
    const bottom = main.scrollY + main.viewportHeight
    header.push(`Viewport: ${main.scrollY}-${bottom} of ${main.scrollHeight}px`)
  }
  const tabs = await tabsP
  if (tabs.length > 1) {
    header.push(
      `Tabs: ${tabs.map((t) => `(${t.index}${t.active ? ' active' : ''}) ${t.title.slice(0, 40)}`).join(' | ')}`,
    )
  }
  if (!main) header.push('(the page could not be read; it may still be loading)')
  else if (!lines.length) header.push('(no visible text or controls)')
  const headerText = header.join('\n')
  const { kept, keep, structured } = cutToBudget(lines, budget - headerText.length - 1)
  // The page's state, as the full markup of these lines says it (no marks of what is new, which
  // change from one observation to the next on an unchanged page).
  const fingerprint = fingerprintOf(kept.length ? `${headerText}\n${kept.join('\n')}` : headerText)
  const elements = lines.flatMap((l) => l.found ?? [])
  const modelLines: ModelLine[] = lines.map((l, i) => ({
    ...(l.line ? { parts: l.line.parts } : l.gap ? { gap: l.gap } : { mark: l.text }),
    pos: l.pos,
    elements: l.elements,
    ...(l.item === undefined ? {} : { item: l.item }),
    kept: keep[i] ?? false,
  }))
  const model = modelText(headerText, modelLines, elementIndex(elements), tokenBudget, await counter)
  return {
    url,
    title,
    text: model.text,
    elementCount: model.shown,
    omittedElements: model.omitted,
    tokens: model.tokens,
    tabs,
    fingerprint,
    elements,
    lines: structured,
  }
}
