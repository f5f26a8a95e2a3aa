/**
 * Reading the observation text (`[n]<tag attrs>label</tag>` lines) without a model: its
 * controls, its plain text lines, and the facts a person reads off a page (emails, phones,
 * a consent overlay, a message that appeared).
 */
import { escapeRegExp } from '../../internal/text'

/** One interactive element of the observation. */
export interface Control {
  index: number
  tag: string
  attrs: Record<string, string>
  /** Its visible label (text between the tags). */
  label: string
  /** The plain text before it on its line: often its form label ("Shoe size"). */
  before: string
  /** The plain text of its whole line (a checkbox's label often follows it). */
  line: string
}

const CONTROL = /\[(\d+)\]<(\w+)((?:\s+[\w-]+(?:=(?:"[^"]*"|[^\s>]+))?)*)\s*>(?:([^<]*)<\/\2>)?/g
const ATTR = /([\w-]+)(?:=("[^"]*"|[^\s>]+))?/g

/** Every control of the observation, in order. */
export function parseControls(text: string): Control[] {
  const out: Control[] = []
  for (const line of text.split('\n')) {
    let last = 0
    const plain = line.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
    for (const m of line.matchAll(CONTROL)) {
      const attrs: Record<string, string> = {}
      for (const a of (m[3] ?? '').matchAll(ATTR))
        attrs[a[1]!.toLowerCase()] = (a[2] ?? '').replace(/^"|"$/g, '')
      const before = line
        .slice(last, m.index)
        .replace(/[·|:*]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
      out.push({
        index: Number(m[1]),
        tag: m[2]!.toLowerCase(),
        attrs,
        label: (m[4] ?? '').trim(),
        before,
        line: plain,
      })
      last = (m.index ?? 0) + m[0].length
    }
  }
  return out
}

/** The lines of plain text (no controls, no frame marks, no header). */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .slice(1)
    .filter((l) => !/^\s*\[\d+\]</.test(l) && !/^(?:--- |Viewport: |Tabs: |\.\.\. |…$)/.test(l))
    .map((l) => l.replace(CONTROL, (_m, _i, _t, _a, label: string | undefined) => label ?? '').trim())
    .filter((l) => l.length > 0)
}

/** Lowercase words of a string, for loose matching. */
export const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9@.]+/)
    .filter((w) => w.length > 0)

/** Lower case with single spaces, for comparing what the goal and the page say. */
export const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()

/** Words around a control's label that name the control, not another thing to do. */
const CONTROL_WORDS = new Set(
  'the a an link button tab page menu item option section category step on to over in at that this story article post'.split(
    ' ',
  ),
)

/** The control a person would click for `target`: exact label first, then the label containing it. */
export function findClickable(controls: Control[], target: string): Control | undefined {
  const want = norm(target)
  const clickable = controls.filter(
    (c) => /^(a|button|summary)$/.test(c.tag) || c.attrs.role || c.attrs.type === 'submit',
  )
  const label = (c: Control) => norm(c.label || c.attrs['aria-label'] || c.attrs.value || '')
  return (
    clickable.find((c) => label(c) === want) ??
    clickable.find((c) => norm(c.attrs['aria-label'] ?? '') === want) ??
    clickable.find((c) => new RegExp(`\\b${escapeRegExp(want)}\\b`).test(label(c))) ??
    // The label inside a longer target, when the rest only says what kind of control it is.
    clickable.find((c) => {
      const l = label(c)
      if (l.length < 4 || !want.includes(l)) return false
      const rest = wordsOf(want.replace(l, ' '))
      return rest.every((w) => CONTROL_WORDS.has(w))
    }) ??
    byWords(
      clickable.map((c) => ({ c, words: wordsOf(label(c)) })),
      wordsOf(want),
    ) ??
    byHeadNoun(clickable, label, wordsOf(want)) ??
    byAllWords(clickable, label, wordsOf(want))
  )
}

/**
 * "the Wrenfield touring canoe" -> "Wrenfield 4.2 m Touring Canoe": the one control whose label
 * has every word of a target of two or more words.
 */
function byAllWords(
  clickable: Control[],
  label: (c: Control) => string,
  want: string[],
): Control | undefined {
  const words = want.filter((w) => !CONTROL_WORDS.has(w))
  if (words.length < 2) return undefined
  const hits = clickable.filter((c) => {
    const have = wordsOf(label(c))
    return words.every((w) => have.includes(w))
  })
  const distinct = [...new Set(hits.map((c) => label(c)))]
  return distinct.length === 1 ? hits[0] : undefined
}

/** "the annual survey" -> "Open the survey": the one control whose label has the target's last word. */
function byHeadNoun(
  clickable: Control[],
  label: (c: Control) => string,
  want: string[],
): Control | undefined {
  const head = want[want.length - 1]
  // Only a short name of a thing ("the annual survey"), never a sentence that ends in a noun.
  if (!head || head.length < 4 || want.length < 2 || want.length > 4) return undefined
  const hits = clickable.filter((c) => wordsOf(label(c)).includes(head))
  return hits.length === 1 ? hits[0] : undefined
}

/**
 * "decline the upgrade offer" -> "Decline upgrade": a label of two or more words, all of them in
 * the target, starting with the target's verb; only when exactly one control fits.
 */
function byWords(labels: { c: Control; words: string[] }[], want: string[]): Control | undefined {
  let fits = labels.filter(
    ({ words }) => words.length >= 2 && words[0] === want[0] && words.every((w) => want.includes(w)),
  )
  // "decline the offer" -> "Not interested": the polite no, when the page has exactly one.
  if (!fits.length && /^(?:decline|reject|refuse)$/.test(want[0] ?? ''))
    fits = labels.filter(({ words }) =>
      /^(?:no thanks?|no thank you|not now|not interested|no|decline)$/.test(words.join(' ')),
    )
  return fits.length === 1 ? fits[0]!.c : undefined
}

export { escapeRegExp }

/** The text inputs of the observation (inputs, textareas, selects, checkboxes). */
export const fieldsOf = (controls: Control[]) =>
  controls.filter(
    (c) =>
      /^(input|textarea|select)$/.test(c.tag) &&
      !/^(submit|button|hidden|image|reset)$/.test(c.attrs.type ?? ''),
  )

/** The search box: a search-typed or search-named input. */
export function findSearchBox(controls: Control[]): Control | undefined {
  const inputs = controls.filter(
    (c) => c.tag === 'input' && !/^(checkbox|radio|submit|button|hidden)$/.test(c.attrs.type ?? ''),
  )
  return (
    inputs.find((c) => c.attrs.type === 'search' || c.attrs.role === 'searchbox') ??
    inputs.find((c) => /^(q|query|search|s|keywords?|term)$/i.test(c.attrs.name ?? '')) ??
    inputs.find((c) =>
      /search|find/i.test(`${c.attrs.placeholder ?? ''} ${c.attrs['aria-label'] ?? ''} ${c.before}`),
    )
  )
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
/**
 * A phone number: optional +country code, an optional (area) code, then groups of digits split
 * by spaces, dots or dashes, the last of 3-4 digits ("1-800-555-0123", "(212) 555-0188"). Not
 * part of a longer number, a price or a date.
 */
const PHONE =
  /(?<![\w.,$€£/-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)[ .-]?\d{2,4}|\d{1,4})(?:[ .-]\d{2,4}){0,3}[ .-]\d{3,4}(?![\w,/]|[.-]\d)/g

/**
 * The lines a person reads: controls replaced by their visible label, so that attributes
 * (an input's placeholder or value) are not taken for page text. Without the header line.
 */
export function readableLines(text: string): string[] {
  return text
    .split('\n')
    .slice(1)
    .filter((l) => !/^(?:--- |Viewport: |Tabs: |\.\.\. |…$)/.test(l))
    .map((l) =>
      l
        .replace(CONTROL, (_m, _i, _t, _a, label: string | undefined) => ` ${label ?? ''} `)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((l) => l.length > 0)
}

/** One e-mail address or phone number written on the page, with the text around it. */
export interface Contact {
  value: string
  /** Its line (and the line before when its own says nothing else), lowercase. */
  context: string
}

function contactsIn(text: string, re: RegExp, keep: (v: string) => boolean): Contact[] {
  const lines = readableLines(text)
  const out: Contact[] = []
  lines.forEach((line, i) => {
    for (const m of line.match(re) ?? []) {
      const value = m.trim()
      if (!keep(value)) continue
      const rest = line.replace(m, ' ')
      const context = (/[a-z]{3}/i.test(rest) ? rest : `${lines[i - 1] ?? ''} ${rest}`).toLowerCase()
      out.push({ value, context })
    }
  })
  return out
}

/** The e-mail addresses written on the page, each with the text around it. */
export const emailContacts = (text: string) => contactsIn(text, EMAIL, () => true)

/** The phone numbers written on the page (7 to 15 digits), each with the text around it. */
export const phoneContacts = (text: string) =>
  contactsIn(text, PHONE, (p) => {
    const digits = p.replace(/\D/g, '').length
    return digits >= 7 && digits <= 15
  })

/** The distinct e-mail addresses written on the page. */
export function emailsIn(text: string): string[] {
  return [...new Set(emailContacts(text).map((c) => c.value))]
}

/** The distinct phone numbers written on the page (at least 7 digits). */
export function phonesIn(text: string): string[] {
  return [...new Set(phoneContacts(text).map((c) => c.value))]
}

const MESSAGE =
  /\b(?:thank(?:s| you)|received|success(?:ful(?:ly)?)?|submitted|confirm(?:ed|ation)|sent|accepted|declined|subscribed|added|welcome|done|saved|complete[d]?)\b/i
const ERROR = /\b(?:please (?:enter|choose|select|fill|provide)|must|required|invalid|error|failed)\b/i

/**
 * The message a person reads after an action: among the lines that were not there before,
 * the first that sounds like a confirmation, else the first new line; undefined if none.
 */
export function newMessage(before: string[], after: string[]): string | undefined {
  const old = new Set(before)
  const fresh = after.filter((l) => !old.has(l))
  const ok = fresh.filter((l) => MESSAGE.test(l) && !ERROR.test(l))
  // "Thanks, Rolf! Your request is on its way." says more than a "Request received" heading.
  return ok.find((l) => /\bthank(?:s| you)\b/i.test(l)) ?? ok[0]
}

/** The new lines that read like validation errors. */
export function newErrors(before: string[], after: string[]): string[] {
  const old = new Set(before)
  return after.filter((l) => !old.has(l) && ERROR.test(l) && l.length < 200)
}
