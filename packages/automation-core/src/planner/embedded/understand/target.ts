/**
 * Target phrases: how a goal names one element.
 *
 *   target  := [article] [ORDINAL] name [KIND] [near] [region]   "the second Delete button"
 *            | [article] [ORDINAL] [words] ITEM_NOUN LINK words   "the invoice from Tarik", "the note about backups"
 *            | PRONOUN                                            "it", "that one": the item acted on before
 *            | quoted                                             '"Save & close"'
 *   near    := NEAR_WORD item     "the options menu next to Ines", "the Delete button for R-7"
 *   region  := REGION_PREPOSITION [article] REGION   "in the sidebar", "at the top": where, not a name
 *
 * The name is matched later against accessible names, labels, placeholders, titles and values
 * (execute/locate.ts); the kind narrows the roles; `near` is matched against the text of the
 * item a control belongs to. Nothing here knows a site.
 */
import { rolesOfKind } from '../lexicon/element-kinds'
import {
  ARTICLES,
  BUTTON_VERBS,
  ITEM_LINKS,
  ITEM_NOUNS,
  NEAR_WORDS,
  ORDINALS,
  PRONOUNS,
  REGION_PREPOSITIONS,
  REGIONS,
} from '../lexicon/words'

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
  /** "the invoice from Tarik": an item (link or button) whose text or item holds the name. */
  item?: string
  /** The name with its kind word ("Start date"), tried first: a kind word may be part of a label. */
  fullName?: string
  /** The name with its ordinal ("last name" of "the last name field"), taken when it names a control exactly. */
  literalName?: string
  /** The roles the whole phrase may name ("tick Show my email": a box), when they differ from `roles`. */
  literalRoles?: readonly string[]
  /** Words of the item the control belongs to ("Ines Moreau" of "the options menu next to Ines Moreau"). */
  near?: string
  /** "it", "that one": the item the previous step acted on. */
  same?: boolean
  /**
   * "Archive on it": the control of the item acted on before, else the one control of that name
   * on the page (several are refused as such).
   */
  ofSame?: boolean
  /** An entry of a menu path after its first ("A > B"): in the menu the step before opened. */
  inMenu?: boolean
  /** An entry of a menu path before its last: a control that opens the next (a menu button). */
  opensMenu?: boolean
  /** Other names that find the same control ("remember me" for "stay signed in"). */
  alternatives?: readonly string[]
  /**
   * "Print label for parcel 7": when no control has the whole name, the control named before
   * "for" of the item named after it.
   */
  orNear?: { name: string; near: string }
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

/** Roles an item of a list can be clicked by. */
export const ITEM_ROLES: readonly string[] = ['link', 'button', 'row', 'option', 'treeitem', 'article', 'tab']

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length)

/** Longest word list entry `text` starts with (whole words), or undefined. */
export function startsWith(text: string, words: readonly string[]): string | undefined {
  return byLength(words).find((w) => text === w || text.startsWith(`${w} `))
}

/** `text` without a leading article. */
export function stripArticle(text: string): string {
  const article = startsWith(text.toLowerCase(), ARTICLES)
  return article ? text.slice(article.length).trim() : text.trim()
}

/** `words` without a trailing "in the sidebar", "at the top", "there". */
export function stripRegion(words: string): string {
  let out = words.replace(/\s+(?:there|here)$/, '')
  for (const region of byLength(REGIONS)) {
    for (const prep of REGION_PREPOSITIONS) {
      for (const article of ['the ', '']) {
        const tail = ` ${prep} ${article}${region}`
        if (out.endsWith(tail) && out.length > tail.length) out = out.slice(0, -tail.length).trim()
      }
    }
  }
  return out
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
  let words = stripRegion(stripArticle(phrase.trim().toLowerCase()))
  if (!words) return null
  // "the Sunday tab in the tide tables": after a kind word, the part of the page it is in
  // only says where to look
  const inPart = /^(.+? ([\w-]+)) (?:in|on|under) the [\p{L}' -]{3,40}$/u.exec(words)
  if (inPart?.[1] && inPart[2] && rolesOfKind(inPart[2]) && !/ (?:next to|beside|for) /.test(inPart[1]))
    words = inPart[1]
  // "My bookings" may be a control's whole name: tried first, as written
  const owner = /^(my|our|your) /.exec(phrase.trim().toLowerCase())?.[1]
  if (PRONOUNS.includes(words)) return { name: '', same: true }
  let nth: number | undefined
  const ordinal = startsWith(words, Object.keys(ORDINALS))
  if (ordinal && words.length > ordinal.length) {
    nth = ORDINALS[ordinal]
    words = words.slice(ordinal.length).trim()
  }
  const item = readItem(words, cased, nth)
  if (item) return item
  // "the Depot move plan email": an item named by what it holds, then its kind of item
  const tailNoun = ITEM_NOUNS.find((n) => n !== 'one' && words.endsWith(` ${n}`))
  if (tailNoun && !rolesOfKind(tailNoun)) {
    const held = words.slice(0, -tailNoun.length).trim()
    if (held && held.split(' ').length >= 2) {
      // "Show my email" may also be the whole name of a control: tried first, as written
      return {
        name: cased(held).trim(),
        item: tailNoun,
        roles: ITEM_ROLES,
        literalName: cased(words).trim(),
        ...(defaultRoles ? { literalRoles: defaultRoles } : {}),
        ...(nth !== undefined ? { nth } : {}),
      }
    }
  }
  // "the options menu next to Ines": the control, and the item it belongs to
  const near = splitNear(words)
  if (near) {
    const left = readTarget(near.left, cased, defaultRoles)
    const held = cased(near.right).trim()
    // "Archive on it": the control of the item acted on before
    if (left && !left.same && PRONOUNS.includes(near.right))
      return { ...left, ofSame: true, ...(nth !== undefined ? { nth } : {}) }
    if (left && held && !left.same) return { ...left, near: held, ...(nth !== undefined ? { nth } : {}) }
  }
  let kind = MULTI_WORD_KINDS.find((k) => words.endsWith(` ${k}`) || words === k)
  kind ??= /(?:^| )([\w-]+)$/.exec(words)?.[1]
  if (kind && !rolesOfKind(kind)) kind = undefined
  const whole = words
  if (kind && words !== kind) words = words.slice(0, words.length - kind.length).trim()
  // "Ana Ruiz's page", "the Harbour team's tab": the kind of the one named, their link or tab
  if (kind && /\S['’]s$/.test(words)) words = words.replace(/['’]s$/, '')
  // "the last name field" names a field, not the last of them: an ordinal needs a kind to count
  if (nth !== undefined && !kind) {
    words = `${ordinal} ${words}`
    nth = undefined
  }
  const name = cased(words).trim()
  if (!name || (!/^\ue000\d+\ue001$/.test(words.trim()) && !namelike(name))) return null
  const roles = kind ? rolesOfKind(kind) : defaultRoles
  const forAt = words.indexOf(' for ')
  const orNear =
    forAt > 0 && words.slice(forAt + 5).trim()
      ? { name: cased(words.slice(0, forAt)).trim(), near: cased(words.slice(forAt + 5)).trim() }
      : undefined
  return {
    name,
    ...(orNear ? { orNear } : {}),
    ...(roles ? { roles } : {}),
    ...(kind ? { kind } : {}),
    ...(nth !== undefined ? { nth } : {}),
    ...(kind && whole !== words ? { fullName: cased(whole).trim() } : {}),
    ...(nth !== undefined && ordinal
      ? { literalName: cased(`${ordinal} ${words}`).trim() }
      : owner && !kind
        ? { literalName: cased(`${owner} ${words}`).trim() }
        : {}),
  }
}

/** "invoice from Tarik", "note about backups", "post": an item of a list, by what it holds. */
function readItem(words: string, cased: (s: string) => string, nth: number | undefined): TargetPhrase | null {
  const at = (nth !== undefined ? ITEM_NOUNS : ITEM_NOUNS.filter((n) => n !== 'one'))
    .map((noun) => ({ noun, i: ` ${words} `.indexOf(` ${noun} `) }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i)[0]
  if (!at) return null
  // "Send a message for Ana": a verb before the noun makes them the name of a control, not an item
  const before = words.slice(0, at.i).trim().split(' ')[0] ?? ''
  if (BUTTON_VERBS.includes(before)) return null
  const after = words.slice(at.i + at.noun.length).trim()
  const link = startsWith(after, ITEM_LINKS)
  const ordinalOnly = nth !== undefined && after === '' && at.i === 0
  if (!link && !ordinalOnly) return null
  const held = link ? after.slice(link.length).trim() : ''
  if (link && !held) return null
  return {
    name: held ? cased(held).trim() : '',
    item: at.noun,
    roles: ITEM_ROLES,
    ...(nth !== undefined ? { nth } : {}),
  }
}

/**
 * "X next to Y": the control and its item; "for", "of" and "on" only after a kind word ("the Edit
 * link for ...") or before a pronoun ("Archive on it").
 */
function splitNear(words: string): { left: string; right: string } | null {
  for (const near of byLength(NEAR_WORDS)) {
    const i = words.indexOf(` ${near} `)
    if (i <= 0) continue
    const left = words.slice(0, i).trim()
    const right = words.slice(i + near.length + 2).trim()
    const weak = ['for', 'of', 'on'].includes(near)
    const leftKind = /(?:^| )([\w-]+)$/.exec(left)?.[1]
    if (weak && !(leftKind && rolesOfKind(leftKind)) && !PRONOUNS.includes(right)) continue
    if (left && right) return { left, right }
  }
  return null
}

/** Unquoted names are short and hold no sentence punctuation; quoted ones may hold anything. */
const MAX_NAME_WORDS = 8
function namelike(name: string): boolean {
  return !/[?!;]/.test(name) && name.split(/\s+/).length <= MAX_NAME_WORDS
}

/** How a target reads in a message. */
export function describeTarget(t: TargetPhrase): string {
  if (t.same) return 'the same item'
  const near = t.near ? ` of the item with "${t.near}"` : ''
  if (t.item) {
    const nth = Object.entries(ORDINALS).find(([, n]) => n === t.nth)?.[0]
    return `the ${nth ? `${nth} ` : ''}${t.item}${t.name ? ` with "${t.name}"` : ''}${near}`
  }
  return `"${t.name}"${t.kind ? ` ${t.kind}` : ''}${near}`
}
