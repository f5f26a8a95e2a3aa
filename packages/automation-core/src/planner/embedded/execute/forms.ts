/**
 * Forms: the fields a fill names (placed by what each value is), the button that sends a form or
 * goes on to its next step, the link to a sign-in form, and what a form says when it refuses.
 */
import type { ObservedElement } from '../../../page/observation'
import { NO_WORDS, YES_WORDS } from '../lexicon/words'
import type { FormPair, InstructionStep, TargetPhrase } from '../understand/instructions'
import { FIELD_ROLES, findElement } from './find'
import { normalizeName } from './locate'

/** Names of the link that leads to a sign-in form. */
export const SIGN_IN_NAMES = ['sign in', 'log in', 'login', 'signin', 'sign in to your account']

/** The button that goes on to the next step of a form ("Next", "Continue"), when there is one. */
export function nextButton(elements: readonly ObservedElement[]): ObservedElement | undefined {
  const next = elements.filter(
    (e) =>
      e.role === 'button' &&
      !e.disabled &&
      /^(?:next|continue|next step|proceed)\b/.test(normalizeName(e.name)),
  )
  return next.length === 1 ? next[0] : undefined
}

/** What a form says when it refuses what it was given. */
export const FORM_ERROR =
  /\b(?:required|is invalid|not valid|must (?:be|agree|accept|choose|select|enter)|please (?:enter|choose|select|fill|provide|agree|accept|check)|can(?:'|no)t be (?:blank|empty)|error)\b/i

export const SUBMIT_WORDS =
  /^(?:submit|send|save|sign in|log in|login|sign up|register|continue|next|search|go|apply|book|confirm|reserve|pay|place order|check ?out|subscribe|post|publish|update|create|add|find|ok|done)\b/

/** Names of the button that saves a setting (not one that searches, sends or books). */
export const SAVE_WORDS = /^(?:save|apply|update|save changes|save settings|done|ok)\b/

/** The button that sends the form `field` is in: the first submit-like button after it, in its dialog. */
export function submitButton(
  elements: readonly ObservedElement[],
  field: ObservedElement,
): ObservedElement | undefined {
  const after = elements.filter(
    (e) =>
      e.index > field.index &&
      e.role === 'button' &&
      !e.disabled &&
      e.dialog === field.dialog &&
      e.frame === field.frame,
  )
  return after.find((e) => e.type === 'submit') ?? after.find((e) => SUBMIT_WORDS.test(normalizeName(e.name)))
}

/** A fill step as one set step per field, or the first field the page does not show. */
export function expandFill(
  step: Extract<InstructionStep, { op: 'fill' }>,
  elements: readonly ObservedElement[],
): { steps: InstructionStep[] } | { missing: TargetPhrase; placed: InstructionStep[]; rest: FormPair[] } {
  const steps: InstructionStep[] = []
  // a field named in several forms ("Email address" in this form and in the footer's newsletter
  // form) is the one in the form of the other fields named (placed alone, each in one form)
  const alone = step.pairs.map((p) => ('field' in p ? placePairIn(elements, p.field, p.value) : undefined))
  const formOf = new Map(elements.map((e) => [e.index, e.form]))
  const forms = new Set(
    alone
      .map((s) => (s?.op === 'set' && s.target.index !== undefined ? formOf.get(s.target.index) : undefined))
      .filter((f): f is string => f !== undefined),
  )
  const inForm =
    forms.size === 1 ? elements.filter((e) => e.form !== undefined && forms.has(e.form)) : undefined
  const inTheForm = (field: string, value: string) => (inForm ? placePairIn(inForm, field, value) : undefined)
  for (const [i, pair] of step.pairs.entries()) {
    const missing = (name: string) => ({
      missing: { name, roles: FIELD_ROLES },
      placed: steps,
      rest: step.pairs.slice(i),
    })
    if ('field' in pair) {
      const placed = alone[i] ?? inTheForm(pair.field, pair.value)
      if (!placed) return missing(pair.field)
      steps.push(placed)
      continue
    }
    // "name Ada Lovelace": the longest leading words that name a field, the rest is the value
    const words = pair.words.split(' ')
    let placed: InstructionStep | undefined
    for (let k = words.length - 1; k >= 1 && !placed; k--) {
      const [field, value] = [words.slice(0, k).join(' '), words.slice(k).join(' ')]
      placed = placePairIn(elements, field, value) ?? inTheForm(field, value)
    }
    if (!placed) return missing(words[0] ?? pair.words)
    steps.push(placed)
  }
  return { steps }
}

const saysYesOrNo = (value: string) => [...YES_WORDS, ...NO_WORDS].includes(value.trim().toLowerCase())

/**
 * The set step for one field of a form: a field that takes text or a choice, named `field`; a
 * box named `field` when the value is yes or no; else the radio or option named by the value.
 */
function placePairIn(
  elements: readonly ObservedElement[],
  field: string,
  value: string,
): InstructionStep | undefined {
  const roles = saysYesOrNo(value) ? ['checkbox', 'switch', 'menuitemcheckbox'] : FIELD_ROLES
  const found = findElement(elements, { name: field }, roles, [], false)
  if ('element' in found) return { op: 'set', value, target: { name: field, index: found.element.index } }
  const radio = findElement(elements, { name: value }, ['radio', 'menuitemradio', 'option'], [], false)
  if ('element' in radio)
    return { op: 'set', value: 'yes', target: { name: value, index: radio.element.index } }
  return undefined
}
