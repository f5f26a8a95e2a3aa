import type { LinePart, ObservedElement, ObservedLine } from '../../src/page/observation'

/**
 * A page written by hand the way a model reads it (`Title: ...` first, then lines with
 * `[n]<tag attrs>text</tag>` controls), as the structured lines and elements an observation
 * carries. For unit tests of the planners only: the pages they read are short to write this way.
 */
export function pageOfRendering(text: string): { lines: ObservedLine[]; elements: ObservedElement[] } {
  const elements: ObservedElement[] = []
  const lines = text
    .split('\n')
    .slice(/^Title: /.test(text) ? 1 : 0)
    .map((line): ObservedLine => ({ parts: partsOf(line, elements), position: 'in-view' }))
  return { lines, elements }
}

const CONTROL = /\[(\d+)\]<(\w+)((?:\s+[\w-]+(?:=(?:"[^"]*"|[^\s>]+))?)*)\s*>(?:([^<]*)<\/\2>)?/g
const ATTR = /([\w-]+)(?:=("[^"]*"|[^\s>]+))?/g
const ROLES: Record<string, string> = { a: 'link', button: 'button', select: 'combobox', textarea: 'textbox' }
const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  search: 'searchbox',
  submit: 'button',
  button: 'button',
  number: 'spinbutton',
}

function partsOf(line: string, elements: ObservedElement[]): LinePart[] {
  const parts: LinePart[] = []
  let at = 0
  for (const m of line.matchAll(CONTROL)) {
    if ((m.index ?? 0) > at) parts.push(line.slice(at, m.index))
    at = (m.index ?? 0) + m[0].length
    const attrs: Record<string, string> = {}
    for (const a of (m[3] ?? '').matchAll(ATTR))
      attrs[a[1]!.toLowerCase()] = (a[2] ?? '').replace(/^"|"$/g, '')
    const tag = m[2]!.toLowerCase()
    const body = m[4] ?? ''
    const type = attrs.type
    const role =
      attrs.role ?? (tag === 'input' ? (INPUT_ROLES[type ?? 'text'] ?? 'textbox') : (ROLES[tag] ?? 'generic'))
    const element: ObservedElement = {
      index: Number(m[1]),
      role,
      name: attrs['aria-label'] ?? (body.trim() || attrs.placeholder || attrs.value || ''),
      tag,
      position: 'in-view',
      ...(type ? { type } : {}),
      ...(attrs.name ? { htmlName: attrs.name } : {}),
      ...(attrs.placeholder ? { placeholder: attrs.placeholder } : {}),
      ...(attrs.value !== undefined && tag !== 'a' ? { value: attrs.value } : {}),
      ...(attrs['aria-label'] ? { ariaLabel: attrs['aria-label'] } : {}),
      ...(attrs.href ? { href: attrs.href } : {}),
      ...('checked' in attrs ? { checked: attrs.checked === 'mixed' ? ('mixed' as const) : true } : {}),
      ...(attrs.expanded ? { expanded: attrs.expanded === 'true' } : {}),
      ...('disabled' in attrs ? { disabled: true } : {}),
      ...('selected' in attrs ? { selected: true } : {}),
      ...(tag === 'select' ? { options: body.split(' | ') } : {}),
      ...(tag === 'textarea' && body ? { value: body } : {}),
    }
    elements.push(element)
    parts.push({ index: element.index, parts: tag === 'select' || !body ? [] : [body] })
  }
  if (at < line.length) parts.push(line.slice(at))
  return parts
}
