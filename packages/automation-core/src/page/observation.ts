/** A tab of the run's browser context. */
export interface TabInfo {
  index: number
  url: string
  title: string
  active: boolean
}

/**
 * An interactive element of the page as a planner finds it: by role and accessible name, label,
 * placeholder, title, value or text, and its state. `index` is what actions take.
 */
export interface ObservedElement {
  /** The element's index in actions (`{ type: 'click', index }`) and in `text` (`[index]`). */
  index: number
  /** ARIA role, explicit or implied: link, button, textbox, checkbox, radio, combobox, ... */
  role: string
  /** Accessible name: aria-label, aria-labelledby, its <label>, its text, title, alt, placeholder. */
  name: string
  tag: string
  /** `type` of an <input>. */
  type?: string
  /** Text of its <label> elements (form fields). */
  label?: string
  placeholder?: string
  title?: string
  /** Current value (`••••` for a password); the chosen option of a select. */
  value?: string
  checked?: boolean | 'mixed'
  expanded?: boolean
  selected?: boolean
  pressed?: boolean
  disabled?: boolean
  required?: boolean
  href?: string
  /** The options of a select (at most 50). */
  options?: string[]
  /** Where it is: 'above', 'in-view' or 'below' the viewport. */
  position: 'above' | 'in-view' | 'below'
  /** The URL of its frame when it is in an iframe. */
  frame?: string
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
  /**
   * The interactive elements, structured, in document order (iframes at their place): every
   * one the page sent, which may be more than `text` kept within its budget.
   */
  elements: ObservedElement[]
}
