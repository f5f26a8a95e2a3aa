/**
 * Target phrases: how a goal names one element.
 *
 *   target  := [article] [ORDINAL] name [KIND]         "the second Delete button"
 *            | [article] [ORDINAL] ITEM_NOUN LINK words "the message from Priya", "the last post by Ken"
 *            | quoted                                   '"Save & close"'
 *
 * The name is matched later against accessible names, labels, placeholders, titles and values
 * (execute/locate.ts); the kind narrows the roles. Nothing here knows a site.
 */
import { rolesOfKind } from '../lexicon/element-kinds'
import { ARTICLES, ITEM_LINKS, ITEM_NOUNS, ORDINALS } from '../lexicon/words'

/** An element a step acts on: its name as the goal gives it, and the roles its kind allows. */
export interface TargetPhrase {
  name: string
  /** The element itself, when a step already found it (login finds its two fields). */
  index?: number
  roles?: readonly string[]
  /** The kind word the goal used ("button"), for messages. */
  kind?: string
  /** "the second ...": the nth of the equal candidates in page order (-1: the last). */
  nth?: number
  /** "the message from Priya": an item (link or button) whose text holds the name. */
  item?: string
  /** The name with its kind word ("Start date"), tried first: a kind word may be part of a label. */
  fullName?: string
  /** The name with its ordinal ("last name" of "the last name field"), taken when it names a control exactly. */
  literalName?: string
}

const MULTI_WORD_KINDS = [
  'menu item',
  'check box',
  'radio button',
  'text field',
  'search box',
  'drop down',
  'text area',
]

/** Longest word list entry `text` starts with (whole words), or undefined. */
export function startsWith(text: string, words: readonly string[]): string | undefined {
  return [...words].sort((a, b) => b.length - a.length).find((w) => text === w || text.startsWith(`${w} `))
}

/** `text` without a leading article. */
export function stripArticle(text: string): string {
  const article = startsWith(text.toLowerCase(), ARTICLES)
  return article ? text.slice(article.length).trim() : text.trim()
}

/**
 * Reads a target phrase. `cased` gives back the goal's own spelling of a lower-cased run;
 * `defaultRoles` apply when no kind is said. Null when nothing names an element.
 */
export function readTarget(
  phrase: string,
  cased: (s: string) => string,
  defaultRoles?: readonly string[],
): TargetPhrase | null {
  let words = stripArticle(phrase.trim().toLowerCase())
  let nth: number | undefined
  const ordinal = startsWith(words, Object.keys(ORDINALS))
  if (ordinal && words.length > ordinal.length) {
    nth = ORDINALS[ordinal]
    words = words.slice(ordinal.length).trim()
  }
  const noun = startsWith(words, ITEM_NOUNS)
  if (noun) {
    const link = startsWith(words.slice(noun.length).trim(), ITEM_LINKS)
    if (link) {
      const held = words.slice(noun.length).trim().slice(link.length).trim()
      if (held) {
        const name = cased(held).trim()
        const roles = ['link', 'button', 'row', 'option', 'treeitem', 'article']
        return { name, item: noun, roles, ...(nth !== undefined ? { nth } : {}) }
      }
    }
  }
  let kind = MULTI_WORD_KINDS.find((k) => words.endsWith(` ${k}`) || words === k)
  kind ??= /(?:^| )([\w-]+)$/.exec(words)?.[1]
  if (kind && !rolesOfKind(kind)) kind = undefined
  const whole = words
  if (kind && words !== kind) words = words.slice(0, words.length - kind.length).trim()
  // "the date", "the menu": the kind word is all there is, so it is the name too
  // "the last name field" names a field, not the last of them: an ordinal needs a kind to count
  if (nth !== undefined && !kind) {
    words = `${ordinal} ${words}`
    nth = undefined
  }
  const name = cased(words).trim()
  if (!name || (!/^\ue000\d+\ue001$/.test(words.trim()) && !namelike(name))) return null
  const roles = kind ? rolesOfKind(kind) : defaultRoles
  return {
    name,
    ...(roles ? { roles } : {}),
    ...(kind ? { kind } : {}),
    ...(nth !== undefined ? { nth } : {}),
    ...(kind && whole !== words ? { fullName: cased(whole).trim() } : {}),
    ...(nth !== undefined && ordinal ? { literalName: cased(`${ordinal} ${words}`).trim() } : {}),
  }
}

/** Unquoted names are short and hold no sentence punctuation; quoted ones may hold anything. */
const MAX_NAME_WORDS = 8
function namelike(name: string): boolean {
  return !/[?!;]/.test(name) && name.split(/\s+/).length <= MAX_NAME_WORDS
}

/** How a target reads in a message. */
export function describeTarget(t: TargetPhrase): string {
  if (t.item) return `the ${t.item} ${t.name ? `with "${t.name}"` : ''}`.trim()
  return `"${t.name}"${t.kind ? ` ${t.kind}` : ''}`
}
