import type { RawControl } from './observe-script'

/** A tab of the run's browser context. */
export interface TabInfo {
  index: number
  url: string
  title: string
  active: boolean
}

/**
 * An interactive element of the page as a planner finds it: by role and accessible name, label,
 * placeholder, title, value or text, and its state (the fields the page reads, see RawControl).
 * `index` is what actions take.
 */
export interface ObservedElement extends Omit<RawControl, 'id'> {
  /** The element's index in actions (`{ type: 'click', index }`) and in `text` (`[index]`). */
  index: number
  /** Where it is: 'above', 'in-view' or 'below' the viewport. */
  position: 'above' | 'in-view' | 'below'
  /** The URL of its frame when it is in an iframe. */
  frame?: string
  /**
   * Set when it appeared since the previous observation of the same document (`*[index]` in
   * `text`); never on the first observation of a document.
   */
  isNew?: true
}

/**
 * A piece of a line of the page: text as the page shows it, or a control (by its index in
 * `elements`) with the pieces written inside it (a card's button may hold a link).
 */
export type LinePart = string | { index: number; parts: LinePart[] }

/** One line of the page as a person reads it: text runs and controls, in order. */
export interface ObservedLine {
  parts: LinePart[]
  /** Where it is: 'above', 'in-view' or 'below' the viewport. */
  position: 'above' | 'in-view' | 'below'
  /** The URL of its frame when it is in an iframe. */
  frame?: string
}

/**
 * A compact view of what a person sees on the page, for a planner.
 * `text` is the rendering a model reads: visible text and every interactive control, a button or
 * link as `[index]label`, others as `[index]<tag attrs>label</tag>` with their accessible name
 * (`label=`), one line per item (a card, a row), `*[index]` for a control that appeared since the
 * previous observation; cut to the token budget, in-view content first, whole items only.
 */
export interface Observation {
  url: string
  title: string
  text: string
  /** Number of interactive elements listed in `text`. */
  elementCount: number
  /** Number of interactive elements left out by the token budget. */
  omittedElements: number
  /** Tokens of `text` in the o200k_base encoding (GPT-4o's), counted. */
  tokens: number
  tabs: TabInfo[]
  /** Stable key of the page state, for the loop guard. */
  fingerprint: string
  /**
   * The interactive elements, structured, in document order (iframes at their place): every
   * one the page sent, which may be more than `text` kept within its budget.
   */
  elements: ObservedElement[]
  /**
   * The lines of the page, structured, within the bound of what the page sends (at least 12,000
   * characters of markup, more than `text` keeps within its token budget), in-view first: what
   * the embedded planner reads. `text` is rendered from some of these and `elements`.
   */
  lines: ObservedLine[]
}
