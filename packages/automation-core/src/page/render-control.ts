/**
 * The text a model reads for one control, rendered from its structured record:
 * `[index]<tag attrs>text</tag>`. The page sends the record and the text inside the control;
 * everything else written here comes from the record, so what a model reads and what the
 * embedded planner matches on are the same facts.
 */
import type { RawControl } from './observe-script'

/** A control's record, as the page sent it or as an observation lists it. */
type Control = Omit<RawControl, 'id'>

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
/** An attribute value, quoted unless it is one plain word. */
const quoted = (s: string) => (/^[\w.:/@%+-]+$/.test(s) ? s : `"${s.replace(/"/g, "'")}"`)

const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  submit: 'button',
  reset: 'button',
  button: 'button',
  image: 'button',
}
const TAG_ROLES: Record<string, string[]> = {
  a: ['link'],
  button: ['button'],
  summary: ['button'],
  textarea: ['textbox'],
  option: ['option'],
  select: ['combobox', 'listbox'],
}

/** Whether `role` is the one the tag gives anyway (then it is not written). */
function impliedRole(c: Control): boolean {
  if (c.role === 'generic' || c.role === c.tag) return true
  if (c.tag === 'input') {
    const implied = INPUT_ROLES[c.type ?? 'text']
    return c.role === (implied ?? 'textbox')
  }
  if (c.editable && c.role === 'textbox') return true
  return TAG_ROLES[c.tag]?.includes(c.role) ?? false
}

/**
 * The attributes of a control, from its record, in the order they are written: a name and its
 * value ('' for one written bare, "checked").
 */
export function attributePairs(c: Control): [string, string][] {
  const out: [string, string][] = []
  if (!impliedRole(c)) out.push(['role', c.role])
  const field = c.tag === 'input' || c.tag === 'textarea' || c.tag === 'select'
  if (c.tag === 'input' && c.type && c.type !== 'text') out.push(['type', c.type])
  if (field && c.htmlName) out.push(['name', c.htmlName])
  if (c.tag !== 'select' && c.placeholder) out.push(['placeholder', c.placeholder])
  if (c.choiceValue) out.push(['value', c.choiceValue])
  const checked = c.checked === true ? '' : c.checked === 'mixed' ? 'mixed' : undefined
  // (a field's own state and value first, then what ARIA says of it)
  if (c.tag === 'input' && checked !== undefined) out.push(['checked', checked])
  if ((c.tag === 'input' || c.tag === 'select') && c.value) out.push(['value', cut(c.value, 80)])
  if (c.tag === 'input' && c.required) out.push(['required', ''])
  if (c.ariaLabel && c.tag !== 'select') out.push(['aria-label', c.ariaLabel])
  if (c.tag !== 'input' && checked !== undefined) out.push(['checked', checked])
  if (c.expanded !== undefined) out.push(['expanded', String(c.expanded)])
  if (c.selected) out.push(['selected', ''])
  if (c.pressed) out.push(['pressed', ''])
  if (c.sort === 'ascending' || c.sort === 'descending') out.push(['sorted', c.sort])
  if (c.disabled) out.push(['disabled', ''])
  if (c.editable) out.push(['contenteditable', ''])
  return out
}

/** The attributes of a control, as ` a=b c` (or ''), from its record. */
export function controlAttributes(c: Control): string {
  const out = attributePairs(c).map(([name, value]) => (value === '' ? name : `${name}=${quoted(value)}`))
  return out.length ? ` ${out.join(' ')}` : ''
}

/** What stands between the tags: a list's first options, a text area's text, else the page's text. */
export function bodyOf(c: Control, text: string): string {
  if (c.tag === 'select') {
    const options = (c.options ?? []).slice(0, 8).map((o) => cut(o, 30))
    const more = (c.optionCount ?? 0) > 8 ? ` | …+${(c.optionCount ?? 0) - 8} more` : ''
    return `${options.join(' | ')}${more}`
  }
  if (c.tag === 'textarea') return cut(c.value ?? '', 80)
  return text
}

/** One control as the model reads it: `[index]<tag attrs>text</tag>` (an input has no end tag). */
export function renderControl(index: number, c: Control, text: string): string {
  const head = `[${index}]<${c.tag}${controlAttributes(c)}>`
  return c.tag === 'input' ? head : `${head}${bodyOf(c, text)}</${c.tag}>`
}
