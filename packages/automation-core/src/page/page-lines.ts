/**
 * The lines of a page, structured: text runs and controls (by index), what the embedded planner
 * reads. The text a model reads is rendered from them (`renderParts`), and so is the plain text a
 * person reads (`readableLine`), so both say the same facts.
 */
import type { LinePart, Observation, ObservedElement, ObservedLine } from './observation'
import { bodyOf, renderControl } from './render-control'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the page marks a control as \u0001 id \u0002 text \u0003
const MARK = /\u0001(\d+)\u0002|\u0003/g

/**
 * The pieces of a line the page sent (`\u0001id\u0002 text \u0003` where a control stands),
 * controls given their index by `indexOf`. A line cut inside a control closes it at its end.
 */
export function partsOfMarked(marked: string, indexOf: (localId: number) => number): LinePart[] {
  const root: LinePart[] = []
  const open: LinePart[][] = [root]
  let at = 0
  const text = (s: string) => {
    if (s) open[open.length - 1]!.push(s)
  }
  for (const m of marked.matchAll(MARK)) {
    text(marked.slice(at, m.index))
    at = (m.index ?? 0) + m[0].length
    if (m[1] === undefined) {
      if (open.length > 1) open.pop()
      continue
    }
    const control = { index: indexOf(Number(m[1])), parts: [] as LinePart[] }
    open[open.length - 1]!.push(control)
    open.push(control.parts)
  }
  text(marked.slice(at))
  return root
}

/** What of an observation is read as the page's text: its lines and their controls. */
export type PageLines = Pick<Observation, 'lines' | 'elements'>

/** Looks an element up by its index. */
export type ElementOf = (index: number) => ObservedElement | undefined

/** An index of an observation's elements, for `renderParts` and `readableLine`. */
export function elementIndex(elements: ObservedElement[]): ElementOf {
  const byIndex = new Map(elements.map((e) => [e.index, e]))
  return (index) => byIndex.get(index)
}

/** A line as the model reads it: controls as `[index]<tag attrs>text</tag>`. */
export function renderParts(parts: LinePart[], elementOf: ElementOf): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p
      const inner = renderParts(p.parts, elementOf)
      const record = elementOf(p.index)
      return record ? renderControl(p.index, record, inner) : `[${p.index}]${inner}`
    })
    .join('')
}

/** Controls whose text is left out of what is read ("the options of sort lists"). */
export type LeaveOut = (element: ObservedElement) => boolean

/** What a person reads of a control: a list's options, a text area's text, else its text. */
function controlText(part: Exclude<LinePart, string>, elementOf: ElementOf, leaveOut?: LeaveOut): string {
  const record = elementOf(part.index)
  if (record && leaveOut?.(record)) return ' '
  const inner = part.parts
    .map((p) => (typeof p === 'string' ? p : controlText(p, elementOf, leaveOut)))
    .join('')
  return ` ${record ? bodyOf(record, inner) : inner} `
}

/** A line as a person reads it: controls as the text they show, single spaces. */
export function readableLine(line: ObservedLine, elementOf: ElementOf, leaveOut?: LeaveOut): string {
  return line.parts
    .map((p) => (typeof p === 'string' ? p : controlText(p, elementOf, leaveOut)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The lines of an observation as a person reads them (empty ones left out). */
export function readableLines(observation: PageLines, leaveOut?: LeaveOut): string[] {
  const elementOf = elementIndex(observation.elements)
  return observation.lines.map((l) => readableLine(l, elementOf, leaveOut)).filter((l) => l.length > 0)
}

/** The page's text as a person reads it, a line each. */
export function readableText(observation: PageLines, leaveOut?: LeaveOut): string {
  return readableLines(observation, leaveOut).join('\n')
}
