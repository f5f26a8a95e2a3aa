/**
 * Finds the element a goal names, the way Capybara's finders and Playwright's getByRole /
 * getByLabel / getByPlaceholder / getByText do: by accessible name, then label, placeholder,
 * title and value; case and punctuation do not matter; an exact match wins over a partial one;
 * a kind ("button", "field") narrows the roles. Several equally good candidates are not guessed
 * between: they are returned, so the caller can refuse and name them.
 */

import type { ObservedElement } from '../../../page/observation'
import { DERIVATIONS } from '../lexicon/words'

/** What to look for. */
export interface Target {
  /** The words that name the element ("Save", "Email address"). */
  name: string
  /** Roles it may have (from a kind word); any role when absent. */
  roles?: readonly string[]
}

/** The outcome: one element, none, or several equally good ones. */
export type Located =
  | { kind: 'found'; element: ObservedElement; score: number }
  | { kind: 'missing' }
  | { kind: 'ambiguous'; candidates: ObservedElement[]; score: number }

/** How an element reads in steps and messages: its role, name and index. */
export const describeElement = (e: ObservedElement) => `${e.role} "${e.name}" [${e.index}]`

/** Short texts (names, keys) whose answer is kept: the same ones come back on every step. */
const REMEMBERED_LENGTH = 200
const REMEMBERED_COUNT = 20_000

/** A pure function of a short text, its answers kept (all forgotten at once when there are many). */
function remembered<T>(f: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>()
  return (text) => {
    if (text.length > REMEMBERED_LENGTH) return f(text)
    let value = known.get(text)
    if (value === undefined) {
      if (known.size >= REMEMBERED_COUNT) known.clear()
      value = f(text)
      known.set(text, value)
    }
    return value
  }
}

/** Lower case, punctuation and extra spaces gone: how names are compared. */
export const normalizeName = remembered((text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
)

/** A word's stem, enough to match "parcels" with "parcel" and "routes" with "route". */
export function stem(word: string): string {
  if (word.length <= 3) return word
  // "prices" and "price", "courses" and "course", "classes" and "class" meet at one stem
  // ("fees" and "fee": a short word keeps its "e")
  return word
    .replace(/ies$/, 'y')
    .replace(word.length <= 4 ? /s$/ : /(?:es|s)$/, '')
    .replace(/(?:ing|ed)$/, '')
    .replace(/(?<=...)e$/, '')
}

/** The word stems of a key ("totalWeight", "total_weight": "total", "weight"). */
export const keyWords = remembered((key: string): readonly string[] =>
  normalizeName(key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' '))
    .split(' ')
    .filter(Boolean)
    .map(stem),
)

/** A word's stem without the doubled last letter of "winning" or "tagged" ("win", "tag"): a verb's root. */
export function root(word: string): string {
  const s = stem(word)
  return /(?:ing|ed)$/.test(word) && /([b-df-hj-np-tv-z])\1$/.test(s) ? s.slice(0, -1) : s
}

/**
 * Whether two words are one word in two forms: the same root ("tagged", "tag"), or one made of the
 * other by an ending of the lexicon ("departure" of "departing", "arrival" of "arrive").
 */
export function related(a: string, b: string): boolean {
  const [x, y] = [root(a), root(b)]
  if (x === y || stem(a) === stem(b)) return true
  for (const [short, long] of [
    [x, b],
    [y, a],
  ] as const) {
    if (short.length >= 4 && long.startsWith(short) && DERIVATIONS.includes(long.slice(short.length)))
      return true
  }
  return false
}

/**
 * How well an element matches, lower is better; undefined when it does not. 0: its accessible
 * name exactly; 1: its label, placeholder, title or value exactly; 2: its name or label holds the
 * target's words as a phrase (2.5: its placeholder, title or value does); 3: holds every word of
 * the target.
 */
function rank(element: ObservedElement, target: string): number | undefined {
  if (!target) return undefined
  const name = normalizeName(element.name)
  if (name === target) return 0
  const others = [element.label, element.placeholder, element.title, element.value]
    .filter((t): t is string => Boolean(t))
    .map(normalizeName)
  if (others.includes(target)) return 1
  const texts = [name, ...others].filter(Boolean)
  // (in a name or label before a placeholder, title or value: "Full name" over a box whose
  // placeholder says "a branch name", as getByLabel comes before getByPlaceholder)
  const named = [name, element.label ? normalizeName(element.label) : ''].filter(Boolean)
  if (named.some((t) => ` ${t} `.includes(` ${target} `))) return 2
  if (texts.some((t) => ` ${t} `.includes(` ${target} `))) return 2.5
  const words = target.split(' ').map(stem)
  if (texts.some((t) => words.every((w) => ` ${t.split(' ').map(stem).join(' ')} `.includes(` ${w} `))))
    return 3
  // "the departure date" for a field "Depart", "arrival" for "Arrive": the same words in other forms
  const said = target.split(' ')
  if (texts.some((t) => said.every((w) => t.split(' ').some((h) => related(w, h))))) return 4
  // a name whose parts the page runs together ("StartPick a day" of <span>Start</span><strong>Pick a
  // day</strong>): the target's letters from the start of a word, when it says enough of them
  const compact = target.replace(/ /g, '')
  if (
    compact.length >= 5 &&
    texts.some((t) =>
      ` ${t}`
        .replace(/ (?=\S)/g, ' ')
        .split(' ')
        .some((_, i, all) => all.slice(i).join('').startsWith(compact)),
    )
  ) {
    return 3
  }
  return undefined
}

/** The highest `score` of an exact match (of the name, label, placeholder, title or value; disabled too). */
export const EXACT_MATCH = 5
/** The highest `score` of a match as a phrase (of the name or label, or of a placeholder, title or value). */
export const PHRASE_MATCH = 11

/** Elements that are the same control twice over (a logo and a text link to the same page). */
function sameTarget(a: ObservedElement, b: ObservedElement): boolean {
  return (
    a.role === b.role &&
    normalizeName(a.name) === normalizeName(b.name) &&
    a.href !== undefined &&
    a.href === b.href
  )
}

/**
 * The element `target` names among `elements`. Between equal matches an enabled one wins;
 * candidates that are really one control (same role, name and link) count once; several
 * others equally good are returned as ambiguous, never picked between.
 *
 * @example
 * locate(observation.elements, { name: 'Sign in', roles: rolesOfKind('button') })
 */
export function locate(elements: readonly ObservedElement[], target: Target): Located {
  const wanted = normalizeName(target.name)
  const roles = target.roles
  let best: ObservedElement[] = []
  let bestScore = Number.POSITIVE_INFINITY
  for (const element of elements) {
    if (roles && !roles.includes(element.role)) continue
    const r = rank(element, wanted)
    if (r === undefined) continue
    // between equal matches an enabled control wins; a better match wins even when disabled
    // (clicking "Delete" must never become clicking "Delete all": the caller says it is disabled)
    const score = r * 4 + (element.disabled ? 1 : 0)
    if (score < bestScore) {
      bestScore = score
      best = [element]
    } else if (score === bestScore) {
      best.push(element)
    }
  }
  const distinct = best.filter((e, i) => !best.slice(0, i).some((earlier) => sameTarget(earlier, e)))
  if (distinct.length === 0) return { kind: 'missing' }
  if (distinct.length === 1)
    return { kind: 'found', element: distinct[0] as ObservedElement, score: bestScore }
  // never a guess between equals, not even by what is in view
  return { kind: 'ambiguous', candidates: distinct, score: bestScore }
}
