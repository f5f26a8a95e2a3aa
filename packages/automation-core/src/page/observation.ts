/** A tab of the run's browser context. */
export interface TabInfo {
  index: number
  url: string
  title: string
  active: boolean
}

/**
 * A compact view of what a person sees on the page, for a planner.
 * `text` is the rendering a model reads: visible text and every interactive control as
 * `[index]<tag attrs>label</tag>`, in-view content first when cut to the token budget.
 */
export interface Observation {
  url: string
  title: string
  text: string
  /** Number of interactive elements listed in `text`. */
  elementCount: number
  /** Number of interactive elements left out by the token budget. */
  omittedElements: number
  /** Rough token count of `text` (chars / 4). */
  tokens: number
  tabs: TabInfo[]
  /** Stable key of the page state, for the loop guard. */
  fingerprint: string
}
