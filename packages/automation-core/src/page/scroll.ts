import type { ElementHandle, Page } from 'playwright-core'
import { pageFunction } from './observe-script'

/** Which way to scroll. */
export type ScrollDirection = 'down' | 'up' | 'left' | 'right'

/** What a scroll did to the box it moved, in pixels along the direction's axis. */
export interface ScrollResult {
  /** False when no box to scroll was found (only when a container was asked for). */
  found: boolean
  /** How far it moved; 0 when it was already at the end. */
  moved: number
  /** The part of the box shown after the scroll, and the box's whole length. */
  from: number
  to: number
  size: number
  /** True when it is now at the end it scrolled towards. */
  atEnd: boolean
}

interface ScrollArg {
  direction: ScrollDirection
  amount?: number
}

/**
 * Scrolls `container`, or the nearest scrollable box around it (crossing shadow roots), along the
 * direction's axis; without a container, the page, or the largest scrollable box when the page
 * itself does not scroll (app layouts). The step is `amount` pixels, else 85% of the box's view.
 * A box inside an iframe whose document scrolls scrolls that document. Runs in the page.
 */
function scrollBox(target: Element | ScrollArg, given?: ScrollArg): ScrollResult {
  // On an element handle the element comes first; on the page there is only the argument.
  const container = given ? (target as Element) : null
  const arg = given ?? (target as ScrollArg)
  const vertical = arg.direction === 'down' || arg.direction === 'up'
  const forward = arg.direction === 'down' || arg.direction === 'right'
  const se = (document.scrollingElement ?? document.documentElement) as HTMLElement
  const length = (el: Element) => (vertical ? el.scrollHeight : el.scrollWidth)
  const view = (el: Element) => (vertical ? el.clientHeight : el.clientWidth)
  const overflows = (el: Element) => length(el) > view(el) + 2
  const scrolls = (el: Element) => {
    if (el === se) return overflows(el)
    const style = getComputedStyle(el)
    const o = vertical ? style.overflowY : style.overflowX
    return (o === 'auto' || o === 'scroll' || o === 'overlay') && overflows(el) && view(el) >= 40
  }
  let box: Element | null = null
  if (container) {
    for (let el: Element | null = container; el; ) {
      // (a body may be the box of an app layout: html fixed, body scrolling)
      if (el !== se && el !== document.documentElement && scrolls(el)) {
        box = el
        break
      }
      if (el === document.body || el === document.documentElement) {
        // The document of an iframe is a box in its page; the top document is the page itself.
        box = window !== window.top && overflows(se) ? se : null
        break
      }
      el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null)
    }
    if (!box) return { found: false, moved: 0, from: 0, to: 0, size: 0, atEnd: false }
  } else {
    box = se
    if (!overflows(se)) {
      let best = 0
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        if (!scrolls(el) || view(el) < 100) continue
        const area = el.clientWidth * el.clientHeight
        if (area > best) {
          best = area
          box = el
        }
      }
    }
  }
  const scroller = box
  const step =
    arg.amount ?? Math.round((box === se ? (vertical ? innerHeight : innerWidth) : view(box)) * 0.85)
  const at = () => (vertical ? scroller.scrollTop : scroller.scrollLeft)
  const before = at()
  const delta = forward ? step : -step
  box.scrollBy({ top: vertical ? delta : 0, left: vertical ? 0 : delta, behavior: 'instant' })
  const from = Math.round(at())
  const to = Math.round(at() + view(box))
  const size = length(box)
  return {
    found: true,
    moved: Math.round(Math.abs(at() - before)),
    from,
    to,
    size,
    atEnd: forward ? to >= size - 2 : from <= 0,
  }
}

const SCROLL_BOX = pageFunction(scrollBox)

/** Scrolls the page (or its main scrollable box when the page does not scroll). */
export function scrollPage(page: Page, arg: ScrollArg): Promise<ScrollResult> {
  return page.evaluate(SCROLL_BOX, arg)
}

/** Scrolls inside the box `container` is, or is in. */
export function scrollContainer(container: ElementHandle<Element>, arg: ScrollArg): Promise<ScrollResult> {
  return container.evaluate(SCROLL_BOX, arg)
}

/**
 * The outcome message of a scroll: how far it moved and what it shows now, or that it was
 * already at the end, so a planner can tell when scrolling changes nothing:
 * `scrolled down; now showing 612-1332 of 5000px`, `scrolled down 300px inside [4]; now showing
 * 300-500 of 1800px; at the bottom`, `already at the bottom (4280-5000 of 5000px)`.
 */
export function scrollMessage(
  r: ScrollResult,
  direction: ScrollDirection,
  options: { amount?: number; container?: number } = {},
): string {
  const edge = { down: 'bottom', up: 'top', right: 'right end', left: 'left end' }[direction]
  const inside = options.container === undefined ? '' : ` inside [${options.container}]`
  const span = `${r.from}-${r.to} of ${r.size}px${direction === 'left' || direction === 'right' ? ' wide' : ''}`
  if (!r.moved) return `already at the ${edge}${inside} (${span})`
  const by = options.amount === undefined ? '' : ` ${r.moved}px`
  return `scrolled ${direction}${by}${inside}; now showing ${span}${r.atEnd ? `; at the ${edge}` : ''}`
}
