/**
 * What a run saw (the text of every page it observed, the data its actions read, the goal
 * itself), kept so that a model's result can be checked against it: a value found nowhere was
 * invented. Matching is normalised (case, whitespace, quotes and dashes, number formats:
 * "$1,299.00" matches 1299 and "1.299,00").
 */

/** Keys of a result that are the model's own words, not values read from a page. */
const OWN_WORDS = new Set(['status', 'reason', 'partial', 'partial_reason', 'unverified'])

/** Longer strings than this many words are checked word by word, not as one phrase. */
const PHRASE_WORDS = 8
/** Share of a long string's words that must have been seen. */
const WORD_SHARE = 0.75

export interface SeenValues {
  /** Adds text the planner was shown (a page, a message). */
  addText(text: string): void
  /** Adds data an action read (extract): its leaf values. */
  addData(data: unknown): void
  /** The leaf values of `result` found in nothing seen, in order (at most 20). */
  unfound(result: Record<string, unknown>): (string | number)[]
}

export function createSeenValues(): SeenValues {
  const texts: string[] = []
  const seenTexts = new Set<string>()
  const numbers = new Set<string>()
  const words = new Set<string>()

  const addText = (raw: string) => {
    const text = normalise(raw)
    if (!text || seenTexts.has(text)) return
    seenTexts.add(text)
    texts.push(text)
    for (const n of numbersIn(raw)) numbers.add(n)
    for (const w of text.split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3) words.add(w)
  }
  const seen = (value: string): boolean => {
    const text = normalise(value)
    if (!text || texts.some((t) => t.includes(text))) return true
    const found = numbersIn(value)
    // a value that is a number with a currency or unit around it: the number is what counts
    if (found.length && numeric(value) && found.some((n) => numbers.has(n))) return true
    // a URL: the page may show it relative, or with or without its trailing slash
    const url = /^https?:\/\/[^/]+(\/\S*?)\/?$/i.exec(value.trim())
    if (url?.[1] && url[1].length > 1 && texts.some((t) => t.includes(normalise(url[1]!)))) return true
    const ws = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
    if (ws.length > PHRASE_WORDS) return ws.filter((w) => words.has(w)).length >= ws.length * WORD_SHARE
    return false
  }

  return {
    addText,
    addData(data) {
      const leaves: string[] = []
      collectLeaves(data, leaves, 0)
      for (const leaf of leaves) addText(leaf)
    },
    unfound(result) {
      const out: (string | number)[] = []
      const visit = (value: unknown, key: string | undefined, depth: number) => {
        if (out.length >= 20 || depth > 8) return
        if (key !== undefined && depth === 1 && OWN_WORDS.has(key)) return
        if (typeof value === 'string') {
          if (!seen(value)) out.push(value)
        } else if (typeof value === 'number') {
          if (!numbers.has(canonical(value)) && !seen(String(value))) out.push(value)
        } else if (Array.isArray(value)) {
          for (const v of value) visit(v, undefined, depth + 1)
        } else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) visit(v, k, depth + 1)
        }
      }
      for (const [k, v] of Object.entries(result)) visit(v, k, 1)
      return out
    },
  }
}

function collectLeaves(value: unknown, out: string[], depth: number): void {
  if (depth > 8 || out.length > 5000) return
  if (typeof value === 'string' || typeof value === 'number') out.push(String(value))
  else if (Array.isArray(value)) for (const v of value) collectLeaves(v, out, depth + 1)
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collectLeaves(v, out, depth + 1)
}

/** Case, width, quotes, dashes and whitespace made alike. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** True for a value that is a number with at most a currency, sign, unit or percent around it. */
function numeric(value: string): boolean {
  return /^[^\p{L}\d]{0,3}\p{L}{0,3}\s?[-+]?\d[\d.,\s\u00a0\u202f']*\s?(%|\p{L}{0,5}\.?)$/u.test(value.trim())
}

/** A number as one canonical string: 1299, 0.5. */
function canonical(n: number): string {
  return String(Number(n.toFixed(6)))
}

/**
 * The numbers in a text, each read both ways where the separators are ambiguous
 * ("1,299.00" and "1.299,00" are 1299; "1,5" is 1.5 or 15).
 */
export function numbersIn(text: string): string[] {
  const out = new Set<string>()
  for (const m of text.matchAll(/\d+(?:[.,\u00a0\u202f' ]\d+)*/g)) {
    const raw = m[0]
    const english = Number(raw.replace(/[,\u00a0\u202f' ]/g, ''))
    const european = Number(raw.replace(/[.\u00a0\u202f' ]/g, '').replace(',', '.'))
    if (Number.isFinite(english)) out.add(canonical(english))
    if (Number.isFinite(european)) out.add(canonical(european))
    // "12 500 items" may also be two numbers
    for (const part of raw.split(/[\u00a0\u202f' ]/)) {
      const n = Number(part.replace(/,/g, ''))
      if (Number.isFinite(n)) out.add(canonical(n))
    }
  }
  return [...out]
}
