/**
 * Reading the observation's structured lines without a model: its controls with the text
 * around them, its plain text lines, and the facts a person reads off a page (emails, phones,
 * a consent overlay, a message that appeared).
 */
import { escapeRegExp } from '../../internal/text'
import type { LinePart } from '../../page/observation'
import { elementIndex, type PageLines, readableLine, readableLines } from '../../page/page-lines'
import { attributePairs, bodyOf } from '../../page/render-control'

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

/** Every control of the observation, in order, with the text around it on its line. */
export function controlsOf(observation: PageLines): Control[] {
  const elementOf = elementIndex(observation.elements)
  const out: Control[] = []
  for (const line of observation.lines) {
    const mine: Control[] = []
    let outside = ''
    let since = ''
    const walk = (parts: LinePart[]) => {
      for (const part of parts) {
        if (typeof part === 'string') {
          outside += part
          since += part
          continue
        }
        const element = elementOf(part.index)
        const nested = part.parts.some((p) => typeof p !== 'string')
        mine.push({
          index: part.index,
          tag: element?.tag ?? '',
          attrs: element ? Object.fromEntries(attributePairs(element)) : {},
          label: element ? bodyOf(element, innerText(part.parts)).trim() : innerText(part.parts).trim(),
          before: since
            .replace(/[·|:*]/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
          line: '',
        })
        since = ''
        // (the text of a control holding controls is read around them: a card's link and its button)
        if (nested) walk(part.parts)
        else outside += ' '
      }
    }
    walk(line.parts)
    const plain = outside.replace(/\s+/g, ' ').trim()
    for (const c of mine) out.push({ ...c, line: plain })
  }
  return out
}

/** The text written inside a control (controls in it as their text). */
function innerText(parts: LinePart[]): string {
  return parts
    .map((p) => (typeof p === 'string' ? p : innerText(p.parts)))
    .join('')
    .replace(/\s+/g, ' ')
}

/** The lines of plain text: no line that opens with a control, controls as their text. */
export function textLines(observation: PageLines): string[] {
  const elementOf = elementIndex(observation.elements)
  return observation.lines
    .filter((l) => {
      const first = l.parts.find((p) => typeof p !== 'string' || p.trim())
      return typeof first === 'string'
    })
    .map((l) => readableLine(l, elementOf))
    .filter((l) => l.length > 0)
}

/**
 * The page's text as a person reads it, a line each, with where each control starts in it:
 * to tell which name a control stands after.
 */
export function placedText(page: PageLines): { text: string; at: Map<number, number> } {
  const elementOf = elementIndex(page.elements)
  const at = new Map<number, number>()
  let text = ''
  const walk = (parts: LinePart[]) => {
    for (const part of parts) {
      if (typeof part === 'string') {
        text += part
        continue
      }
      at.set(part.index, text.length)
      const element = elementOf(part.index)
      const nested = part.parts.some((p) => typeof p !== 'string')
      text += ' '
      if (nested || !element) walk(part.parts)
      else text += bodyOf(element, innerText(part.parts))
      text += ' '
    }
  }
  for (const line of page.lines) {
    walk(line.parts)
    text += '\n'
  }
  return { text, at }
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

export { escapeRegExp, type PageLines, readableLines }

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

/** One e-mail address or phone number written on the page, with the text around it. */
export interface Contact {
  value: string
  /** Its line (and the line before when its own says nothing else), lowercase. */
  context: string
}

function contactsIn(page: PageLines, re: RegExp, keep: (v: string) => boolean): Contact[] {
  const lines = readableLines(page)
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
export const emailContacts = (page: PageLines) => contactsIn(page, EMAIL, () => true)

/** The phone numbers written on the page (7 to 15 digits), each with the text around it. */
export const phoneContacts = (page: PageLines) =>
  contactsIn(page, PHONE, (p) => {
    const digits = p.replace(/\D/g, '').length
    return digits >= 7 && digits <= 15
  })

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
