import type { Frame, Page } from 'playwright-core'
import { pageFunction } from './observe-script'

/** What {@link findTextOnPage} found: how often the text shows, and the words around its first match. */
export interface FoundText {
  count: number
  /** The text of the element holding the first match, shortened; absent when nothing matched. */
  context?: string
}

/** What one document reports. */
interface DocumentMatches {
  count: number
  context?: string
}

/**
 * Counts where one document shows `text` (rendered text only: what display:none, visibility
 * hidden or a closed <details> hides does not count), in its light DOM and open shadow roots;
 * with `scroll`, scrolls the smallest element holding the first match into the middle of the
 * view (its scrollable boxes too). Case and runs of white space are ignored. Runs in the page.
 */
function matchesInDocument(arg: { text: string; scroll: boolean }): DocumentMatches {
  const norm = (s: string) => s.replace(/\s+/g, ' ').toLowerCase()
  const want = norm(arg.text).trim()
  // A frame with no size (a hidden iframe) shows nothing.
  if (!want || !document.body || window.innerWidth === 0 || window.innerHeight === 0) return { count: 0 }
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text is what the page shows
  const rendered = (el: Element) => (el as HTMLElement).innerText ?? el.textContent ?? ''
  // Not rendered (display: none), an element's innerText would be its textContent, hidden text included.
  const textOf = (el: Element) => (el.checkVisibility() ? norm(rendered(el)) : '')
  const occurrences = (s: string) => {
    let n = 0
    for (let at = s.indexOf(want); at >= 0; at = s.indexOf(want, at + want.length)) n++
    return n
  }
  // The document's own text, then each open shadow root's (innerText stops at shadow roots).
  const roots: Element[][] = [[document.body]]
  const walk = (root: Document | ShadowRoot) => {
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
    for (let n = it.nextNode(); n; n = it.nextNode()) {
      const shadow = (n as Element).shadowRoot
      if (shadow) {
        roots.push(Array.from(shadow.children))
        walk(shadow)
      }
    }
  }
  walk(document)
  let count = 0
  let first: Element | undefined
  for (const children of roots) {
    const n = occurrences(children.map(textOf).join(' '))
    if (!n) continue
    count += n
    if (first) continue
    // Down to the smallest element holding a whole match: where a person would look.
    let el = children.find((c) => textOf(c).includes(want))
    while (el) {
      const inner: Element | undefined = Array.from(el.children).find((c) => textOf(c).includes(want))
      if (!inner) break
      el = inner
    }
    first = el
  }
  if (!first) return { count }
  if (arg.scroll) first.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
  const text = rendered(first).replace(/\s+/g, ' ').trim()
  const at = text.toLowerCase().indexOf(want)
  const from = Math.max(0, at - 40)
  const to = Math.min(text.length, at + want.length + 40)
  const context = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`
  return { count, context }
}

const MATCHES_IN_DOCUMENT = pageFunction(matchesInDocument)

/**
 * Finds `text` in what the page shows, in every frame of the page (a frame that fails to answer,
 * cross-process or navigating, counts as no match), and scrolls its first match into view: the
 * main frame's first, else the first frame's that has one. No model involved.
 *
 * @example
 * const { count, context } = await findTextOnPage(page, 'Refund policy')
 */
export async function findTextOnPage(page: Page, text: string): Promise<FoundText> {
  const frames = page.frames().filter((f) => !f.isDetached())
  const counted = await Promise.all(
    frames.map((f: Frame) =>
      f.evaluate(MATCHES_IN_DOCUMENT, { text, scroll: false }).catch(() => ({ count: 0 }) as DocumentMatches),
    ),
  )
  const count = counted.reduce((sum, c) => sum + c.count, 0)
  const at = counted.findIndex((c) => c.count > 0)
  if (at < 0) return { count: 0 }
  const scrolled = await frames[at]!.evaluate(MATCHES_IN_DOCUMENT, { text, scroll: true }).catch(
    () => counted[at]!,
  )
  return { count, context: scrolled.context ?? counted[at]!.context }
}
