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

/** Attribute pairs as written: ` a=b c` (or ''), values quoted unless one plain word. */
function writeAttributes(pairs: [string, string][]): string {
  const out = pairs.map(([name, value]) => (value === '' ? name : `${name}=${quoted(value)}`))
  return out.length ? ` ${out.join(' ')}` : ''
}

/** The attributes of a control, as ` a=b c` (or ''), from its record. */
export function controlAttributes(c: Control): string {
  return writeAttributes(attributePairs(c))
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

// ---- the model's text: the same facts, fewer tokens

/** Whitespace-normalised, for comparing what a control says with what it is called. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
/** The same words, whatever the spaces, case and punctuation ("Hearth&Home", "Hearth & Home"). */
const sameWords = (a: string, b: string) => {
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
  return words(a) === words(b)
}
const FIELD_TAGS = new Set(['input', 'select', 'textarea'])

/**
 * The tag a model reads for a control: its role where the element's own tag does not give it
 * (`tab`, `switch`, `combobox`), else the tag (`a`, `button`, `input`, `select`).
 */
export function modelTag(c: Control): string {
  if (!impliedRole(c)) return c.role
  return c.editable ? 'textbox' : c.tag
}

/**
 * The name a model reads for a control, when what it shows does not say it: a field's label
 * (label element, aria-label, aria-labelledby, title, alt; a placeholder is written as one), a
 * button's aria-label when its text says something else ("Like" named "Like Jo's post"), or the
 * title of a button that shows only a sign ("?", "×").
 */
export function modelLabel(c: Control, shown: string): string | undefined {
  const name = norm(c.name)
  if (!name) return undefined
  if (FIELD_TAGS.has(c.tag) || c.editable) {
    return c.placeholder && sameWords(name, c.placeholder) ? undefined : cut(name, 80)
  }
  const text = norm(shown)
  if (!text) return undefined
  if (!sameWords(name, text)) return cut(name, 80)
  if (c.title && !/[\p{L}\p{N}]/u.test(text)) return cut(c.title, 80)
  return undefined
}

/**
 * The attributes a model reads of a control, in the order they are written: its kind (`type`),
 * its name (`label`; the form's own `name` only when nothing else names a field), its hint and
 * value, then its state. What the tag already says (the role) is not written again.
 */
export function modelAttributePairs(c: Control, shown: string): [string, string][] {
  const out: [string, string][] = []
  const tag = modelTag(c)
  if (tag === 'input' && c.type && c.type !== 'text') out.push(['type', c.type])
  const label = modelLabel(c, shown)
  if (label) out.push(['label', label])
  else if (FIELD_TAGS.has(c.tag) && c.htmlName && !c.placeholder) out.push(['name', c.htmlName])
  if (c.tag !== 'select' && c.placeholder) out.push(['placeholder', c.placeholder])
  if (c.choiceValue && !label) out.push(['value', c.choiceValue])
  const checked = c.checked === true ? '' : c.checked === 'mixed' ? 'mixed' : undefined
  if (checked !== undefined) out.push(['checked', checked])
  if (FIELD_TAGS.has(c.tag) && c.value) out.push(['value', cut(c.value, 80)])
  if (FIELD_TAGS.has(c.tag) && c.required) out.push(['required', ''])
  if (c.expanded !== undefined) out.push(['expanded', String(c.expanded)])
  if (c.selected) out.push(['selected', ''])
  if (c.pressed) out.push(['pressed', ''])
  if (c.sort === 'ascending' || c.sort === 'descending') out.push(['sorted', c.sort])
  if (c.disabled) out.push(['disabled', ''])
  return out
}

/** How one control is written in the model's text. */
export interface ModelControlOptions {
  /** Appeared since the last observation: written `*[n]`. */
  isNew?: boolean
  /**
   * It may be written as its index and text alone (`[4]Download`) when nothing but its text is
   * worth saying: nothing follows it on its line but other controls.
   */
  bare?: boolean
  /** Only its index is written (`[14]`): its label is that of the control in its place on the line above. */
  folded?: boolean
}

/**
 * One control as a model reads it, from its record: a button or link with nothing but its text as
 * `[index]text`, others as `[index]<tag attrs>text</tag>` (a field with no end tag; a list with its
 * first options). `inner` is the rendering of what is written inside it, `shown` the same as plain
 * text, `nested` whether it holds other controls.
 */
export function renderModelControl(
  index: number,
  c: Control,
  inner: string,
  shown: string,
  nested: boolean,
  options: ModelControlOptions = {},
): string {
  const mark = `${options.isNew ? '*' : ''}[${index}]`
  if (options.folded) return mark
  const tag = modelTag(c)
  const pairs = modelAttributePairs(c, shown)
  const head = `${mark}<${tag}${writeAttributes(pairs)}>`
  // (a text area's text is its value)
  if (c.tag === 'input' || c.tag === 'textarea') return head
  if (c.tag === 'select') return `${head}${bodyOf(c, '')}</${tag}>`
  // a control that shows nothing is written with its name ("Close" for an icon button)
  const body = inner.trim() ? inner : cut(norm(c.name), 80)
  if (options.bare && !pairs.length && !nested && body.trim()) return `${mark}${body.trim()}`
  return `${head}${body}</${tag}>`
}
