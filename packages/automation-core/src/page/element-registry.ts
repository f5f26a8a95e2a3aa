import type { ElementHandle, Frame } from 'playwright-core'
import { errorMessage } from '../errors'
import { pageExpression } from './observe-script'

/** Where an indexed element lives: its frame, the document, and its id in that document. */
export interface ElementRef {
  frame: Frame
  /** Random id of the document the element was seen in; a navigated frame has another. */
  docId: string
  localId: number
}

/** An element found again by index, or why it could not be. */
export type ResolvedElement = { handle: ElementHandle<Element>; ref: ElementRef } | { error: string }

/** Looks the element up in the page's own id table; null when it is gone. Runs in the page. */
function findElement(arg: { docId: string; localId: number }): Element | null {
  const state = (window as unknown as Record<string, unknown>).__waObserve as
    | { docId: string; els: Map<number, Element> }
    | undefined
  if (!state || state.docId !== arg.docId) return null
  const el = state.els.get(arg.localId)
  return el?.isConnected ? el : null
}

/**
 * Maps the stable global index `[n]` shown to the planner to (frame, document, local id)
 * and back. The page keeps element -> local id; this keeps (document, local id) -> index,
 * so an element keeps its number for as long as it exists, and new elements get new ones.
 */
export class ElementRegistry {
  readonly #byKey = new Map<string, number>()
  readonly #byIndex = new Map<number, ElementRef>()
  #next = 1
  #mainDocId: string | undefined
  /** The documents (main and frames) observed under the current main document. */
  readonly #docs = new Set<string>()
  #continues = false

  /**
   * Called once per observation with the main frame's document id. A new main document
   * (navigation, other tab) restarts numbering at 1, so indices stay short; the old refs are
   * dropped, so a stale index resolves to "no longer exists" instead of a wrong element.
   */
  beginObservation(mainDocId: string): void {
    this.#continues = mainDocId === this.#mainDocId && this.#byIndex.size < 100_000
    if (this.#continues) return
    this.#mainDocId = mainDocId
    this.#byKey.clear()
    this.#byIndex.clear()
    this.#docs.clear()
    this.#next = 1
  }

  /**
   * Whether the current observation is of the document the previous one read (same main document,
   * same numbering): only then can elements be new since the last step.
   */
  get continues(): boolean {
    return this.#continues
  }

  /**
   * Notes that a frame's document was read in this observation; true when an earlier observation of
   * the same main document had not read it (a frame that appeared or navigated since).
   */
  firstSight(docId: string): boolean {
    if (this.#docs.has(docId)) return false
    this.#docs.add(docId)
    return true
  }

  /** The global index of an element, assigning the next free one on first sight. */
  indexOf(frame: Frame, docId: string, localId: number): number {
    const key = `${docId}:${localId}`
    const known = this.#byKey.get(key)
    if (known !== undefined) {
      // The same document may come back in another Frame object (after a reattach).
      const ref = this.#byIndex.get(known)
      if (ref && ref.frame !== frame) ref.frame = frame
      return known
    }
    const index = this.#next++
    this.#byKey.set(key, index)
    this.#byIndex.set(index, { frame, docId, localId })
    return index
  }

  /** The ref behind an index, if it was ever shown. */
  get(index: number): ElementRef | undefined {
    return this.#byIndex.get(index)
  }

  /** Number of indices handed out for the current main document. */
  get size(): number {
    return this.#byIndex.size
  }

  /** Finds the element of `index` again, as a handle Playwright can act on. */
  async resolve(index: number): Promise<ResolvedElement> {
    const ref = this.#byIndex.get(index)
    if (!ref) return { error: `there is no element [${index}]; use an index from the latest observation` }
    const gone = { error: `element [${index}] no longer exists; observe again` }
    if (ref.frame.isDetached()) return gone
    try {
      const handle = await ref.frame.evaluateHandle(
        pageExpression(findElement, { docId: ref.docId, localId: ref.localId }),
      )
      const el = handle.asElement() as ElementHandle<Element> | null
      if (!el) {
        await handle.dispose()
        return gone
      }
      return { handle: el, ref }
    } catch (e) {
      // The frame navigated or closed while we asked: the element is gone with it.
      if (/destroyed|detached|closed|navigat/i.test(errorMessage(e))) return gone
      return { error: `element [${index}] could not be found: ${errorMessage(e).split('\n')[0]}` }
    }
  }
}
