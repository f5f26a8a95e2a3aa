import type { ExtractArgs, FrameExtract } from './extract'

/**
 * The values a page writes beside labels of its own, as one row keyed by label: two-cell table
 * rows with a header cell ("Guarantee | 3 years"), definition lists, lines written
 * "Label: value" ("Opening hours: 9-17") and stat blocks of a short label and a figure ("Seats
 * left" over "14", or a heading over a short line with a figure). `name` is the page's one main heading, when it has one. The first value of a
 * label wins; a label written twice with different values is left out (it names no one value).
 * Runs in the page (self-contained).
 */
export function labelsInPage(args: ExtractArgs): FrameExtract {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const visible = (el: Element) => el.checkVisibility({ checkVisibilityCSS: true })
  const textOf = (el: Element) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    (el as HTMLElement).innerText ?? el.textContent ?? ''
  const snake = (s: string) =>
    norm(s)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
  const row: Record<string, string> = {}
  const twice = new Set<string>()
  // a label: up to five words, not a sentence, not a figure
  const isLabel = (s: string) => {
    const words = s.split(' ')
    return words.length <= 5 && /^\p{L}/u.test(s) && !/[.!?]/.test(s) && s.length <= 48
  }
  const put = (label: string, value: string) => {
    const k = snake(label)
    const v = norm(value)
    if (!k || !v || v.length > 160 || k === 'name' || twice.has(k)) return
    if (row[k] === undefined) row[k] = v
    else if (row[k] !== v) {
      delete row[k]
      twice.add(k)
    }
  }
  // (inside the part of the page `selector` names, an open dialog say, when it is shown)
  let scope: Document | Element = document
  if (args.selector) {
    try {
      const found = Array.from(document.querySelectorAll(args.selector)).find(visible)
      if (found) scope = found
    } catch {
      return { ok: false, reason: `invalid CSS selector: ${args.selector}` }
    }
  }
  const mains = Array.from(scope.querySelectorAll('h1')).filter(visible)
  const main = mains.length === 1 ? norm(textOf(mains[0]!)) : ''
  for (const tr of Array.from(scope.querySelectorAll('tr'))) {
    const cells = Array.from((tr as HTMLTableRowElement).cells)
    if (cells.length !== 2 || cells[0]!.tagName !== 'TH' || cells[1]!.tagName !== 'TD' || !visible(tr))
      continue
    const label = norm(textOf(cells[0]!)).replace(/:$/, '')
    if (isLabel(label)) put(label, textOf(cells[1]!))
  }
  for (const dt of Array.from(scope.querySelectorAll('dt'))) {
    const dd = dt.nextElementSibling
    if (dd?.tagName !== 'DD' || !visible(dt)) continue
    const label = norm(textOf(dt)).replace(/:$/, '')
    if (isLabel(label)) put(label, textOf(dd))
  }
  // a heading over a figure ("Seats left" then "14 of 40"): the heading labels the figure
  for (const h of Array.from(scope.querySelectorAll('h2, h3, h4, h5, h6, [role=heading]'))) {
    const next = h.nextElementSibling
    const label = norm(textOf(h))
    const value = next ? norm(textOf(next)) : ''
    const plain =
      next && /^(?:P|DIV|SPAN|STRONG|B)$/.test(next.tagName) && !next.querySelector('p, div, li, tr')
    // (a line that is itself "Label: value" is that label's, not the heading's)
    const labelled = /^[^:]{2,48}:\s/.test(value)
    if (
      plain &&
      !labelled &&
      visible(h) &&
      isLabel(label) &&
      /\d/.test(value) &&
      value.split(' ').length <= 8
    )
      put(label, value)
  }
  const blocks = Array.from(scope.querySelectorAll(scope === document ? 'body *' : '*')).filter(
    (el) => !/^(?:SCRIPT|STYLE|TEMPLATE|TABLE|THEAD|TBODY|TR|DL|DT|DD|SELECT|OPTION)$/.test(el.tagName),
  )
  for (const el of blocks) {
    if (!visible(el)) continue
    const text = textOf(el)
    const lines = text
      .split('\n')
      .map(norm)
      .filter((l) => l)
    // "Label: value" on one line of its own
    if (lines.length === 1) {
      const m = /^([^:]{2,48}):\s+(\S.*)$/.exec(lines[0]!)
      if (m && isLabel(m[1]!) && !/^https?$/i.test(m[1]!)) put(m[1]!, m[2]!)
      continue
    }
    // a stat block: two children, a short label and a figure ("Seats left" / "14")
    const kids = Array.from(el.children).filter(visible)
    if (lines.length === 2 && kids.length === 2 && kids.every((k) => norm(textOf(k)).length > 0)) {
      const [a, b] = kids.map((k) => norm(textOf(k)))
      if (isLabel(a!) && /\d/.test(b!) && !/\d/.test(a!) && b!.split(' ').length <= 4) put(a!, b!)
      else if (isLabel(b!) && /\d/.test(a!) && !/\d/.test(b!) && a!.split(' ').length <= 4) put(b!, a!)
    }
  }
  if (main) row.name = main
  const keys = Object.keys(row)
  if (!keys.length || (keys.length === 1 && main))
    return { ok: false, reason: 'no labelled values on this page' }
  return { ok: true, items: [row], source: 'detail', score: keys.length }
}
