/**
 * A necessary condition for an answer: every word of the goal is either a word the planner's
 * lists know or a word the run saw on its pages (text, control names, labels, values, data it
 * read). A word that is neither ("How old is ...?" on a page that never says "old") was placed by
 * no reader, so the answer cannot be what was asked.
 */

import type { Observation } from '../../../page/observation'
import { readableText } from '../../../page/page-lines'
import type { HistoryEntry } from '../../planner'
import { KNOWN_WORDS } from '../lexicon/known-words'
import { normalizeName, root, stem } from './locate'

/** What a run has seen so far: its words, and its text run together (for words a page joins). */
export interface Seen {
  words: Set<string>
  joined: string[]
  /** The first letters of the words of each text, run together ("eta" is in "estimated time of arrival"'s). */
  firsts: string[]
  /** Observations and outcomes already taken in. */
  fingerprints: Set<string>
  outcomes: number
  /** Texts seen and not yet read into words: they are read only when an answer is checked. */
  pending: string[]
}

export const newSeen = (): Seen => ({
  words: new Set(),
  joined: [],
  firsts: [],
  fingerprints: new Set(),
  outcomes: 0,
  pending: [],
})

function add(seen: Seen, text: string): void {
  const norm = normalizeName(text)
  const all = norm.split(' ').filter(Boolean)
  for (const w of new Set(all)) seen.words.add(root(w))
  seen.joined.push(norm.replace(/ /g, ''))
  seen.firsts.push(all.map((w) => w[0]).join(''))
}

/** Takes in an observation and the data of outcomes not seen before. */
export function see(seen: Seen, observation: Observation, history: readonly HistoryEntry[]): void {
  if (!seen.fingerprints.has(observation.fingerprint)) {
    seen.fingerprints.add(observation.fingerprint)
    const parts = [observation.title, observation.url, readableText(observation)]
    for (const e of observation.elements) {
      parts.push(
        e.name,
        e.label ?? '',
        e.placeholder ?? '',
        e.title ?? '',
        e.value ?? '',
        ...(e.options ?? []),
      )
    }
    seen.pending.push(parts.join(' \n '))
  }
  for (const entry of history.slice(seen.outcomes)) {
    for (const o of entry.outcomes) if (o.data !== undefined) seen.pending.push(JSON.stringify(o.data))
  }
  seen.outcomes = history.length
}

let stems: Set<string> | undefined
const knownStems = () => {
  stems ??= new Set([...KNOWN_WORDS].map(stem))
  return stems
}

/** The words of `goal` that no list knows and no page of the run showed (quoted text and numbers aside). */
export function unplacedWords(goal: string, seen: Seen): string[] {
  for (const text of seen.pending.splice(0)) add(seen, text)
  const unquoted = goal.replace(/"[^"]*"|“[^”]*”/g, ' ')
  const text = unquoted.toLowerCase()
  // words written in capitals ("ETA"), which may stand for words the page writes out
  const capitals = new Set((unquoted.match(/\b\p{Lu}{2,5}\b/gu) ?? []).map((w) => w.toLowerCase()))
  const out: string[] = []
  for (const raw of text.split(/[^\p{L}\p{N}'’-]+/u)) {
    // "the Herald's": the name without its possessive
    const word = raw
      .replace(/^['’-]+|['’-]+$/g, '')
      .replace(/’/g, "'")
      .replace(/'s$/, '')
    if (!word || /\d/.test(word) || KNOWN_WORDS.has(word)) continue
    if (capitals.has(word) && seen.firsts.some((f) => f.includes(word))) continue
    const parts = normalizeName(word).split(' ').filter(Boolean)
    const placed = parts.every((p) => {
      const s = root(p)
      if (KNOWN_WORDS.has(p) || knownStems().has(s)) return true
      if (seen.words.has(s)) return true
      if (s.length >= 4)
        for (const w of seen.words) if (w.length >= 4 && (w.startsWith(s) || s.startsWith(w))) return true
      return p.length >= 5 && seen.joined.some((j) => j.includes(p))
    })
    if (!placed) out.push(word)
  }
  return [...new Set(out)]
}
