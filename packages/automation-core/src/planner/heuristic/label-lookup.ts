import { termsOf } from './question'

/**
 * A question answered by a label the page writes next to its value ("Lakes in Asia" /
 * "Baikal and Issyk-Kul", "Source: World Bank ..."): every word of the label must be
 * in the question, the label must say at least two things (or be the very thing asked for),
 * and only one label on the page may fit that well.
 */

/** Terms of a request that ask rather than describe ("get the source"). */
const ASKING = new Set(['get', 'list', 'return', 'extract', 'read', 'fetch', 'grab', 'need', 'want', 'look'])

export interface LookupIntent {
  kind: 'lookup'
  /** Output key: the noun asked for ("countries"), else "answer". */
  key: string
  question: string
}

/** A lookup intent for a question, or null when the clause is not a question. */
export function parseLookup(clause: string): LookupIntent | null {
  const q = clause.replace(/[?!.]+$/, '').trim()
  if (!/^(?:which|what|who|where|when|how|tell me|give me|get)\b/i.test(q) || q.split(/\s+/).length < 3)
    return null
  const noun =
    /^(?:which|what)(?: of the (?:top|first|last) (?:\d+|ten|five|three))? ([a-z]+)\b/i.exec(q)?.[1] ??
    /^(?:tell me|give me|get) (?:the |its |their )?([a-z]+)$/i.exec(q)?.[1]
  const key = noun && !/^(?:is|are|was|were|do|does|did|of|the)$/i.test(noun) ? noun.toLowerCase() : 'answer'
  return { kind: 'lookup', key, question: q }
}

/**
 * The value the page writes under or after the one label that fits the question. `lines` are
 * the page's text lines without its links and buttons: a menu is no label.
 */
export function lookupLabel(lines: string[], question: string, asked?: string): string | { none: string } {
  const found = lookupLabelled(lines, question, asked)
  return 'none' in found ? found : found.value
}

/**
 * The output key of a looked-up value: the noun asked for, or else the label it was read under
 * ("Remaining balance" -> remaining_balance), never a bare "answer".
 */
export function keyOfLookup(key: string, label: string): string {
  if (key !== 'answer') return key
  const words = label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
  return words.length && words.length <= 4 ? words.join('_') : key
}

/** Like lookupLabel, with the label the value was read under. */
export function lookupLabelled(
  textLines: string[],
  question: string,
  asked?: string,
  /** The page's lines with its links and buttons as words: a name owned may be a link ("Mentor" / "Rolf Varga"). */
  readable?: string[],
): { value: string; label: string } | { none: string } {
  const want = new Set(termsOf(question))
  const thingAsked = asked === undefined ? undefined : termsOf(asked).join(' ')
  // "Rolf Varga's mentor": the label says what is owned ("Mentor"), on a page that names the owner
  const possessive = /^(.+?)['’]s\s+(\p{L}+(?:\s+\p{L}+)?)$/u.exec(question.replace(/[?!.]+$/, '').trim())
  const owned = possessive ? termsOf(possessive[2] ?? '') : []
  const lines = owned.length && readable ? readable : textLines
  const pageTerms = owned.length ? new Set(lines.flatMap((l) => termsOf(l))) : undefined
  const ownerShown = possessive !== null && termsOf(possessive[1] ?? '').every((w) => pageTerms?.has(w))
  const fits: Array<{ value: string; size: number; label: string }> = []
  lines.forEach((line, i) => {
    const colon = /^([^:]{3,60}):\s+(\S.*)$/.exec(line)
    const label = colon ? colon[1]! : line
    const value = colon ? colon[2]! : lines[i + 1]
    if (!value || label.length > 60 || /[.!?]$/.test(label)) return
    const words = termsOf(label)
    if (owned.length) {
      if (!owned.every((w) => words.includes(w))) return
      if (ownerShown && words.length === owned.length) {
        fits.push({ value: value.trim(), size: words.length, label })
        return
      }
    }
    const thing = words.length === 1 && thingAsked === words[0]
    // Most of what is asked, all of it on the label: "Weekend offer" does not answer "the nightly
    // price of the cabins in the weekend offer".
    if (!(words.length >= 2 || thing) || !words.every((w) => want.has(w)) || words.length * 2 < want.size)
      return
    // a label that is only the thing asked says nothing of the rest of the question: then every
    // other word of it must be in the value ("which parcels were late" is not answered by a
    // "Parcels" heading and the line under it)
    const said = new Set([...words, ...termsOf(value)])
    if (thing && words.length === 1 && ![...want].every((w) => said.has(w) || ASKING.has(w))) return
    fits.push({ value: value.trim(), size: words.length, label })
  })
  const top = Math.max(0, ...fits.map((f) => f.size))
  const best = [...new Set(fits.filter((f) => f.size === top).map((f) => f.value))]
  const label = fits.find((f) => f.size === top)?.label ?? ''
  if (best.length === 1) return { value: best[0]!, label }
  return {
    none: best.length
      ? `Several labels on the page fit "${question}"; it does not say which`
      : `The page does not answer "${question}"; nothing was made up`,
  }
}
