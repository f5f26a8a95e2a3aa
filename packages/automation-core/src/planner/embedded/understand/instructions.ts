/**
 * Explicit instructions, read by a small grammar rather than by example sentences:
 *
 *   goal      := clause (joiner clause)*          joiner: "," ";" "then" "and <verb>" ...
 *   clause    := filler* verb rest
 *   click     := CLICK_VERB target [">" target]*   "click the Save button", "open File > Export"
 *   key       := ("press" | "hit") KEY ["key"]     "press Enter"
 *   type      := TYPE_VERB value INTO target       `type "hello" into the Message field`
 *   fill      := FILL_VERB [target] ["form"] "with" pair ("," pair)*    pair := field (":" | "=") value
 *              | FILL_VERB pair ("," pair)*                       the form at hand
 *              | FILL_VERB target "with" value      "fill the Name field with Ada"
 *   set       := SET_VERB target ("to" | "as") value   "set the reminder date to 3 May 2027"
 *   select    := SELECT_VERB value [FROM target]   "choose Large from the Size list"
 *   check     := CHECK_VERB target ("," | "and" target)*   (also UNCHECK_VERB)
 *   expand    := EXPAND_VERB target | COLLAPSE_VERB target
 *   dismiss   := DISMISS_VERB [article] [words] OVERLAY_WORD | DISMISS_VERB "it"
 *   back      := "go back" | "back"
 *   wait      := "wait" N ("second" | "seconds")
 *   scroll    := "scroll" ("down" | "up" | "to" target)
 *   submit    := "submit" ["the form"]
 *   confirm   := "confirm" ["it" | "the deletion" ...]   accepts the open dialog
 *   condition := ("when" | "if" | "once") ("it" | "the page" ...) ("asks" | "prompts") ...   a trailing
 *                condition on what the page asks: nothing to do (the step is taken when it does)
 *   login     := ("log in" | "login" | "sign in") ("as" | "with" ["user" | "username" | "email"]) value
 *                ("and" | "with" | ",") ["the"] "password" value
 *   target    := see target.ts (name, kind, ordinal, "the message from X")
 *
 * Every word must be placed by the grammar; a clause with words it cannot place is refused,
 * naming them. Nothing here knows a particular site or sentence.
 */

import { escapeRegExp } from '../../../internal/text'
import { rolesOfKind } from '../lexicon/element-kinds'
import { AT_LEAST, AT_MOST, SUPERLATIVES } from '../lexicon/question-words'
import {
  ANSWER_VERBS,
  ARTICLES,
  BUTTON_VERBS,
  CHECK_VERBS,
  CHECKED_AS,
  CLICK_VERBS,
  COLLAPSE_VERBS,
  CONFIRM_VERBS,
  CONFIRMED_WORDS,
  CONSENT_VERBS,
  CONSENT_WORDS,
  DISMISS_VERBS,
  EXPAND_VERBS,
  FILL_VERBS,
  FILLERS,
  FILTER_FILLERS,
  FROM,
  INTO,
  ITEM_NOUNS,
  KEYS,
  NUMBER_WORDS,
  OPEN_LIST_WORDS,
  OVERLAY_WORDS,
  PATH_SEPARATORS,
  PRONOUNS,
  QUESTION_STARTS,
  REMEMBER_ME,
  SEARCH_PLACES,
  SEARCH_VERBS,
  SELECT_VERBS,
  SET_VERBS,
  SORT_SPANS,
  TOGGLE_VERBS,
  TYPE_VERBS,
  UNCHECK_VERBS,
} from '../lexicon/words'
import { readTarget, startsWith, stripArticle, stripRegion, type TargetPhrase } from './target'

export type { TargetPhrase } from './target'

/** One field of a form fill: its name and value, or words to split against the page's labels. */
export type FormPair = { field: string; value: string } | { words: string }

/** One step of an instruction. */
export type InstructionStep =
  /** `clause`: the words of a loose reading (a verb read as the name of a button), for a refusal. */
  /**
   * `clause`: the words of a loose reading (a verb read as the name of a button), for a refusal.
   * `where`: a place named before the instruction ("in my billing settings, ..."): opened when it
   * is a tab or section not shown, passed over when the page shows no control of that name.
   */
  | { op: 'click'; target: TargetPhrase; clause?: string; where?: boolean }
  | { op: 'key'; key: string }
  | { op: 'type'; text: string; target: TargetPhrase }
  | { op: 'fill'; form?: string; pairs: FormPair[] }
  /** `unitDone`: the runner set the unit list beside the field (set by the runner). */
  | { op: 'set'; value: string; target: TargetPhrase; unitDone?: boolean }
  /** `optional`: an autocomplete's match, skipped when the field offers none. */
  | { op: 'select'; option: string; target?: TargetPhrase; optional?: boolean }
  /** `whole`: the targets said as one name ("Alerts and offers"), taken when a control has that name. */
  | { op: 'check'; checked: boolean; targets: TargetPhrase[]; whole?: TargetPhrase }
  | { op: 'expand'; expanded: boolean; target: TargetPhrase }
  | { op: 'dismiss'; name?: string }
  /** Answer a cookie notice: its button that accepts, or the one that declines. */
  | { op: 'consent'; choice: 'accept' | 'decline' }
  /**
   * Choose the option of a sort list that orders by `by` (in the direction `dir` says, e.g.
   * "cheapest"), or click the header of that column until it sorts so (`clicks`: set by the runner).
   */
  | { op: 'sort'; by: string; dir?: string; clicks?: number }
  /**
   * Narrow a list down by values its filters offer ("only show open orders", "filter the
   * people down to active drivers"): each word is an option of a filter list, a chip, a box or
   * a tab of the page, or the name of the rows themselves.
   */
  /** `lists`: the names of the lists a value was chosen in so far (the list's own name names no value). */
  | { op: 'filter'; words: string[]; lists?: string[] }
  | { op: 'back' }
  /**
   * Follow the page's "load more" control until it is gone ("load all the products", "keep
   * clicking Load more"): `name`, the control's name when the goal says it; `clicks`: made so far.
   */
  | { op: 'load-all'; name?: string; clicks?: number }
  | { op: 'wait'; seconds: number }
  | { op: 'scroll'; direction?: 'up' | 'down'; target?: TargetPhrase }
  /** `search`: the form of a search box, sent after its words were typed (results may already show). */
  | { op: 'submit'; search?: boolean }
  /** Accept the open dialog ("Are you sure?"): its one button that does not close it. */
  | { op: 'confirm' }
  /** `also`: steps on the sign-in form before it is sent ("and stay signed in"). */
  | { op: 'login'; user: string; password: string; also?: InstructionStep[] }
  /** After a sign-in: the sign-in form must be gone (a refused password leaves it there). */
  | { op: 'signed-in' }
  /** A date picked in a calendar of day buttons opened by the control `opener` (set by the runner). */
  | {
      op: 'calendar'
      date: { y: number; m: number; d: number }
      opener: number
      opened?: boolean
      moves?: number
    }

/** What the grammar made of a goal. */
export type InstructionPlan = { steps: InstructionStep[] } | { refused: string }

/** The clauses the grammar read from the start of a goal, and the rest of the goal from the first it could not. */
export interface LeadingInstructions {
  steps: InstructionStep[]
  /**
   * Some clause was read only as "press the button named by its verb" ("like the post by Ken"):
   * a reader of questions that understands the whole goal is asked first.
   */
  loose?: boolean
  /** The goal from the first clause the grammar could not read ('' when it read all). */
  rest: string
  /** That clause. */
  refused?: string
}

/** Quoted runs of a text ("...", '...', “...”, ‘...’) swapped for placeholders (private-use characters), and back. */
function protectQuotes(text: string): { text: string; quoted: string[] } {
  const quoted: string[] = []
  const out = text.replace(
    /"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\p{L}\p{N}])'([^']*)'(?![\p{L}\p{N}])/gu,
    (...m) => {
      quoted.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
      return ` \ue000${quoted.length - 1}\ue001 `
    },
  )
  return { text: out, quoted }
}

/** Words beside "cookies" in what a notice's answer names ("all the optional cookies"). */
const CONSENT_OBJECT_WORDS = [
  'all',
  'the',
  'optional',
  'non',
  'essential',
  'necessary',
  'notice',
  'banner',
  'popup',
  'pop',
  'up',
]
const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)

const VERB_STARTS = [
  ...Object.keys(CONSENT_VERBS),
  ...SEARCH_VERBS,
  'sorted by',
  'only show',
  'show only',
  'filter',
  ...CLICK_VERBS,
  ...FILL_VERBS,
  ...SET_VERBS,
  ...DISMISS_VERBS,
  ...TYPE_VERBS,
  ...CHECK_VERBS,
  ...UNCHECK_VERBS,
  ...SELECT_VERBS,
  ...EXPAND_VERBS,
  ...COLLAPSE_VERBS,
  'go back',
  'back',
  'keep clicking',
  'keep pressing',
  'keep hitting',
  'keep tapping',
  'wait',
  'scroll',
  'submit',
  'log in',
  'login',
  'sign in',
  ...REMEMBER_ME,
  ...ANSWER_VERBS,
  ...TOGGLE_VERBS,
  ...BUTTON_VERBS,
]

/**
 * Splits a goal into clauses at joiners; "and" joins clauses only before a verb or the start of
 * a question, which also ends a clause after a dash, a colon or a question mark.
 */
function clauses(text: string): string[] {
  return text
    .split(JOINERS)
    .map((c) => c.replace(/^[,\s]+|[,.\s]+$/g, '').trim())
    .filter(Boolean)
}

/** The joiners of clauses, made from the lexicon's verbs and words that ask. */
const JOINERS = (() => {
  const verbs = VERB_STARTS.map(escapeRegExp).join('|')
  const asks = QUESTION_STARTS.map(escapeRegExp).join('|')
  // (after a colon only a word that asks opens a question: "subject: Report a fault" is a value,
  // and so is a title that says something, "Abstract: How we cut our build time", "What I learned")
  const whAsks = QUESTION_STARTS.filter((q) => /^(?:wh|how)/.test(q))
    .map(escapeRegExp)
    .join('|')
  return new RegExp(
    `\\s*(?:[;.]\\s+|(?<=[?!])\\s+|,?\\s+(?:and\\s+then|then|after\\s+that|finally)\\s+|,\\s*(?:also\\s+|then\\s+|and\\s+)?(?=(?:${verbs}|${asks})(?![\\w-]))|\\s+and\\s+(?=(?:${verbs}|${asks})(?![\\w-]))|\\s+[-–—:]\\s+|:\\s+(?=(?:${whAsks})\\b(?!\\s+(?:we|i|you|they|he|she|it|to|my|our|your|their)\\b)))`,
    'i',
  )
})()

/** The dash of a name said whole, kept from the joiners (its spaces come back with the name). */
const NAME_DASH_SPACE = '\ue002'

/**
 * A dash inside a name said with its kind word ("the Spring Fair – Saturday 3 May section"): the
 * words after it, to the clause's end, start no instruction and end in a kind word, so the dash is
 * part of the name and not a joiner.
 */
function protectNameDashes(text: string): string {
  return text.replace(/ ([-–—]) /g, (dash, char: string, at: number) => {
    const after = text.slice(at + dash.length)
    const end = /[,;.!?:]|\s(?:then|and)\s/i.exec(after)
    const rest = (end ? after.slice(0, end.index) : after).toLowerCase().trim()
    const last = /(?:^|\s)((?:\S+\s)?\S+)$/.exec(rest)?.[1] ?? ''
    const kind = rolesOfKind(last) ? last : rolesOfKind(last.split(' ').at(-1) ?? '')
    const opens = startsWith(rest, VERB_STARTS) ?? startsWith(rest, QUESTION_STARTS)
    return kind && rest.includes(' ') && !opens ? `${NAME_DASH_SPACE}${char}${NAME_DASH_SPACE}` : dash
  })
}

/**
 * Reads explicit instructions. Returns the steps, or a refusal naming the words it could not
 * place (the caller adds how to configure a model).
 *
 * @example
 * readInstructions('click the Sign up button, then type "ada" into Username')
 */
export function readInstructions(goal: string): InstructionPlan {
  const read = readLeadingInstructions(goal)
  if (read.refused !== undefined) return { refused: read.refused }
  return read.steps.length ? { steps: read.steps } : { refused: goal.trim() || '(an empty goal)' }
}

/**
 * Reads clauses from the start of a goal while the grammar can: "open the Archive folder, then
 * how many messages are there?" gives the click and the rest, for a reader of questions.
 */
export function readLeadingInstructions(goal: string): LeadingInstructions {
  const protectedGoal = protectQuotes(goal.replace(/\s+/g, ' ').trim())
  const quoted = protectedGoal.quoted
  const text = protectNameDashes(protectedGoal.text.replace(/\s+/g, ' ').trim())
  const restore = (s: string) =>
    s
      .replace(/\ue000(\d+)\ue001/g, (_, i: string) => quoted[Number(i)] ?? '')
      .replaceAll(NAME_DASH_SPACE, ' ')
      .trim()
  const steps: InstructionStep[] = []
  let loose = false
  const parts = clauses(text)
  for (const [i, raw] of parts.entries()) {
    let clause = raw.toLowerCase()
    // drop leading fillers ("please", "now")
    for (let filler = startsWith(clause, FILLERS); filler; filler = startsWith(clause, FILLERS)) {
      clause = clause.slice(filler.length).trim()
    }
    // and trailing ones ("... for me?", "... please")
    clause = clause
      .replace(
        /,?\s+(?:when|if|once|whenever) (?:it|they|the (?:page|site|app|dialog)) (?:asks?|prompts?)\b.*$/,
        '',
      )
      // "..., so nobody can use it": why, not what to do
      .replace(/,?\s+so (?:that )?(?:i|we|you|nobody|no one|noone|people|they|it|others|everyone)\b.*$/, '')
      .replace(/(?:,?\s+(?:for me|please|too|as well|thanks|thank you))+\??$/, '')
      .replace(/\?$/, '')
      .trim()
    // "click Next twice": a click said with how many times it is made
    const times = TIMES.exec(clause)
    const count = times ? timesOf(times) : 1
    if (times) clause = clause.slice(0, times.index).trim()
    const once = readClause(clause, (s) => restore(originalCase(raw, s)))
    // (only one click is made several times, at most MAX_REPEATS: anything else is refused whole)
    const step = count === 1 ? once : (repeated(once, count) ?? { refused: restore(raw) })
    if ('refused' in step) {
      return { steps, rest: restore(parts.slice(i).join(', ')), refused: step.refused, loose }
    }
    if ('loose' in step) {
      loose = true
      steps.push(...(Array.isArray(step.loose) ? step.loose : [step.loose]))
      continue
    }
    const read = Array.isArray(step) ? step : [step]
    // "sign in ..., and stay signed in": the box is ticked on the form before it is sent
    const remembers = read[0]?.op === 'check' && read[0].targets[0]?.alternatives === REMEMBER_ME
    const signIn = steps.at(-2)
    if (remembers && steps.at(-1)?.op === 'signed-in' && signIn?.op === 'login') {
      signIn.also = [...(signIn.also ?? []), ...read]
      continue
    }
    steps.push(...read)
  }
  return { steps, rest: '', loose }
}

/** "once", "twice", "3 times", "three times" ending a clause. */
const TIMES = / (once|twice|thrice|(\S+) times)$/

function timesOf(m: RegExpExecArray): number {
  if (m[1] === 'once') return 1
  if (m[1] === 'twice') return 2
  if (m[1] === 'thrice') return 3
  const word = m[2] ?? ''
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]
  return n !== undefined && n >= 1 && n <= MAX_REPEATS ? n : 0
}

/** At most this many clicks of one clause ("click Next 10 times"). */
const MAX_REPEATS = 10

/** A clause read as one click, made `count` times (undefined for anything else, or too many times). */
function repeated(read: ClauseReading, count: number): ClauseReading | undefined {
  const one = 'loose' in read ? read.loose : read
  if ('refused' in one || count < 1) return undefined
  const steps = Array.isArray(one) ? one : [one]
  const click = steps.length === 1 && steps[0]?.op === 'click' ? steps[0] : undefined
  if (!click) return undefined
  const all = Array.from({ length: count }, () => ({ ...click }))
  return 'loose' in read ? { loose: all } : all
}

/** The words of `lower` as the goal wrote them (names keep their case). */
function originalCase(original: string, lower: string): string {
  if (!lower) return lower
  const text = original.toLowerCase()
  // the last place it stands on its own ("Mira" of "Name: Mira", not the "mira" of an
  // address later on), else the last place at all
  let at = -1
  let alone = -1
  for (let i = text.indexOf(lower); i >= 0; i = text.indexOf(lower, i + 1)) {
    at = i
    const before = text[i - 1] ?? ' '
    const after = text[i + lower.length] ?? ' '
    if (!/[\p{L}\p{N}.@_-]/u.test(before) && !/[\p{L}\p{N}.@_-]/u.test(after)) alone = i
  }
  const from = alone >= 0 ? alone : at
  return from >= 0 ? original.slice(from, from + lower.length) : lower
}

type ClauseReading =
  | InstructionStep
  | InstructionStep[]
  | { refused: string }
  | { loose: InstructionStep | InstructionStep[] }

function readClause(clause: string, cased: (s: string) => string): ClauseReading {
  const refuse = () => ({ refused: cased(clause) })
  const after = (verb: string) => clause.slice(verb.length).trim()

  if (/^(go )?back$/.test(clause)) return { op: 'back' }
  // "load all the recipes", "load the whole list", "keep clicking Older posts (until ...)"
  const keep =
    /^keep (?:clicking|pressing|hitting|tapping) (?:on )?(?:the )?(.+?)(?: button| link)?(?: until .*)?$/.exec(
      clause,
    )
  if (keep?.[1]) return { op: 'load-all', name: cased(keep[1]).replace(/^["'“]|["'”]$/g, '') }
  if (
    /^(?:load|reveal) (?:all|every|everything|the (?:whole|full|entire|complete))\b[\w\s-]{0,40}$/.test(
      clause,
    )
  )
    return { op: 'load-all' }
  const wait = /^wait (?:for )?(\d+(?:\.\d+)?) ?(?:s|secs?|seconds?)$/.exec(clause)
  if (wait) return { op: 'wait', seconds: Number(wait[1]) }
  const scroll = /^scroll(?: (?:(down|up)|(?:down |up )?to (.+)))?$/.exec(clause)
  if (scroll) {
    if (scroll[2]) {
      const target = readTarget(scroll[2], cased)
      return target ? { op: 'scroll', target } : refuse()
    }
    return { op: 'scroll', direction: (scroll[1] as 'up' | 'down' | undefined) ?? 'down' }
  }
  if (/^submit(?: (?:the |this |that )?form)?$/.test(clause)) return { op: 'submit' }
  // "look up walnut shelves", "search the shop for 'oak stools'": typed into the page's search field, then sent
  const searched = readSearch(clause)
  if (searched) {
    const box = readTarget('the search box', cased)
    return box
      ? [
          { op: 'type', text: cased(searched), target: box },
          { op: 'submit', search: true },
        ]
      : refuse()
  }
  // "only show open orders here", "filter the people down to active drivers"
  const filter =
    /^(?:only (?:show|list|display|keep)|(?:show|list|display|keep) only|show me only) (.+)$/.exec(clause) ??
    /^(?:filter|narrow)(?: (?:the |my |our )?[\w -]{1,30}?)?(?: down)? (?:to|by|for) (?:only )?(.+)$/.exec(
      clause,
    )
  // "only the ones under 40 kg, with their owners" is a question (a bound, fields asked)
  if (filter?.[1] && !asksAsQuestion(filter[1])) {
    const words = filter[1]
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter(Boolean)
      .map((w) => cased(w))
    // (the small words stay: an option may hold them, "On hold"; alone they name nothing)
    const open = words.filter((w) => !FILTER_FILLERS.includes(w.toLowerCase()))
    if (open.length && open.length <= 6) return { op: 'filter', words }
  }
  const confirm = startsWith(clause, CONFIRM_VERBS)
  if (confirm && (confirm === clause || CONFIRMED_WORDS.includes(after(confirm)))) return { op: 'confirm' }
  const login =
    /^(?:log ?in|sign ?in)(?: to (?:the )?(?:site|page|account))? (?:as|with)(?: (?:the |my )?(?:user ?name|user|e-?mail|login|account))? (\S+?),? (?:and |with |using )?(?:the |my )?password(?: of| is|:)? (\S+?)(?:,? (?:and )?(.+))?$/.exec(
      clause,
    ) ??
    // "log in with ada@example.org / s3cret": user and password written as a pair
    /^(?:log ?in|sign ?in)(?: to (?:the )?(?:site|page|account))? (?:as|with|using) (\S+?) \/ (\S+?)(?:,? (?:and )?(.+))?$/.exec(
      clause,
    )
  if (login?.[1] && login[2]) {
    const user = cased(login[1])
    const password = cased(login[2])
    if (!login[3]) return [{ op: 'login', user, password }, { op: 'signed-in' }]
    // "..., and stay signed in": the rest is a clause of its own, done on the form before it is sent
    const more = readClause(login[3], cased)
    if ('refused' in more || 'loose' in more) return refuse()
    return [{ op: 'login', user, password, also: Array.isArray(more) ? more : [more] }, { op: 'signed-in' }]
  }
  // "and stay signed in", "do not remember me": the remember-me box, ticked or not
  const remembered =
    /^(?:and )?(?:(?:do not|don't|dont|never) )?(.+?)(?: (?:on|for) this (?:device|computer|browser))?$/.exec(
      clause,
    )
  const remember = REMEMBER_ME.find((p) => remembered?.[1] === p)
  if (remember) {
    const target: TargetPhrase = { name: cased(remember), roles: rolesOfCheckable, alternatives: REMEMBER_ME }
    const checked = !/^(?:and )?(?:do not|don't|dont|never) /.test(clause)
    return { op: 'check', checked, targets: [target] }
  }
  // "turn the autosave switch on", "switch reminders off"
  const toggle = startsWith(clause, TOGGLE_VERBS)
  const onOff = toggle && / (on|off)$/.exec(clause)
  if (toggle && onOff) {
    const target = readTarget(clause.slice(toggle.length, -onOff[0].length), cased, rolesOfCheckable)
    return target ? { op: 'check', checked: onOff[1] === 'on', targets: [target] } : refuse()
  }
  // "answer Yes to 'Did this help?'": the button of that name by the question
  const answer = startsWith(clause, ANSWER_VERBS)
  const answered = answer && /^(.+?) to (.+)$/.exec(after(answer))
  if (answered?.[1] && answered[2]) {
    const value = readTarget(answered[1], cased)
    const question = stripArticle(cased(answered[2]))
    if (value && question) return { op: 'click', target: { ...value, near: question } }
  }
  // "in my billing settings untick ...": the place, then the instruction
  const placeThen = new RegExp(
    `^(?:on|in|under|within) (?:the |my |our )?([\\w' -]{2,40}?),? (?=(?:${VERB_STARTS.map(escapeRegExp).join('|')})(?![\\w-]))(.+)$`,
  ).exec(clause)
  if (placeThen?.[1] && placeThen[2]) {
    const place = readTarget(placeThen[1].replace(/\s+(?:settings|options|preferences)$/, ''), cased)
    const rest = readClause(placeThen[2], cased)
    if (place && !('refused' in rest) && !('loose' in rest)) {
      return [{ op: 'click', target: place, where: true }, ...(Array.isArray(rest) ? rest : [rest])]
    }
  }
  // "on the Billing tab, ...": go there first
  const on = /^(?:on|in|under|at|from|within) (.+)$/.exec(clause)
  if (on?.[1]) {
    const place = readTarget(on[1], cased)
    if (place?.kind && ['tab', 'page', 'section', 'folder', 'menu'].includes(place.kind)) {
      return { op: 'click', target: place }
    }
    // "in my billing settings, ...": a place named on its own, opened if it is a tab or section
    const named = readTarget(on[1].replace(/\s+(?:settings|options|preferences)$/, ''), cased)
    if (named && !named.item && !named.near && named.name.split(' ').length <= 4) {
      return { op: 'click', target: named, where: true }
    }
  }
  const press = /^(?:press|hit|tap) (?:the )?(.+?)(?: key)?$/.exec(clause)
  const key = press?.[1] && KEYS[press[1]]
  if (key) return { op: 'key', key }

  // "sort the parcels by weight, lightest first": the option of the sort list that says so
  const sort =
    /^(?:sort|sorted|order|ordered)(?: (?:the |my |our )?[\w-]+)? by (.+?)(?:,? (?:with )?(?:the )?(\w+(?: \w+)?) first|,? (?:in )?(ascending|descending)(?: order)?|,? (?:from )?(\w+ to \w+(?: \w+)?))?$/.exec(
      clause,
    )
  if (sort?.[1]) {
    // "from low to high", "a to z": a span read as the end it starts from
    const span = sort[4] ? SORT_SPANS[sort[4]] : undefined
    if (sort[4] && !span) return refuse()
    const dir = sort[2] ?? sort[3] ?? span
    return { op: 'sort', by: cased(sort[1]), ...(dir ? { dir } : {}) }
  }
  // "sort newest first", "order the boats cheapest first": an order said without a column
  const ordered =
    /^(?:sort|order)(?: (?:the |my |our )?[\w-]+)?,? (?:with )?(?:the )?(\w+(?: \w+)?) first$/.exec(clause)
  if (ordered?.[1] && SORT_ORDERS.test(ordered[1])) return { op: 'sort', by: '', dir: ordered[1] }
  // "sort windiest first": a superlative of the lexicon, the option of the sort list that says it
  if (ordered?.[1] && ordered[1] in SUPERLATIVES) return { op: 'sort', by: cased(ordered[1]) }
  // "switch the units to metric": a value for a control, like set
  // ("turn off the tide alerts for Skel moorings to let": "turn off" unticks, whatever "to" follows)
  const switchTo = /^(?:switch|turn|toggle|flip) (?!on |off )(.+?)(?: (?:up|down))? to (.+)$/.exec(clause)
  if (switchTo?.[1] && switchTo[2]) {
    const target = readTarget(switchTo[1], cased)
    if (target) return { op: 'set', value: stripArticle(cased(switchTo[2])), target }
  }
  // "Tools > Export > CSV" on its own: the path is the instruction
  const bare = startsWith(clause, [...CLICK_VERBS, ...SELECT_VERBS]) ? null : readPath(clause, cased)
  if (bare) return bare

  const fill = startsWith(clause, FILL_VERBS)
  if (fill) return readFill(after(fill), cased) ?? refuse()

  const set = startsWith(clause, SET_VERBS)
  // "set 3 guests": a number before the field it goes into
  const counted = set
    ? /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten) ([a-z].*)$/.exec(after(set))
    : null
  if (counted?.[1] && counted[2]) {
    const target = readTarget(counted[2], cased)
    if (target) return { op: 'set', value: counted[1], target }
  }
  // "using the calendar", "with the date picker": the instrument, which is how it is done anyway
  if (
    /^(?:using|with|via|through) (?:the )?(?:calendar|date picker|picker|keyboard|mouse|menu|dropdown|search box)$/.test(
      clause,
    )
  ) {
    return []
  }
  // "set the start to 2 May and the end to 9 May": one set for each
  // ("change A to 1, B to 2 and C to 3": a comma joins them too, not one inside a figure)
  const both = set ? after(set).split(/(?:,? and |, )(?=[\w -]{1,40}? to )/) : []
  if (both.length > 1) {
    const sets = both.map((part) => readClause(`${set} ${part}`, cased))
    if (sets.every((r) => !Array.isArray(r) && !('refused' in r) && !('loose' in r) && r.op === 'set')) {
      return sets as InstructionStep[]
    }
  }
  if (set) {
    const to = /^(.+?) (?:to|as|=) (.+)$/.exec(after(set))
    const target = to?.[1] ? readTarget(to[1], cased) : null
    const value = to?.[2] ? stripArticle(cased(to[2])) : ''
    return target && value ? { op: 'set', value, target } : refuse()
  }

  const typeVerb = startsWith(clause, TYPE_VERBS)
  if (typeVerb) {
    const rest = after(typeVerb)
    const into = new RegExp(`^(.+?) (?:${INTO.join('|')}) (.+)$`).exec(rest)
    if (!into?.[1] || !into[2]) return refuse()
    const target = readTarget(into[2], cased)
    const value = cased(into[1]).trim()
    return target && value ? { op: 'type', text: value, target } : refuse()
  }

  // "reject all cookies", "accept the tracking": the notice's own answer
  const consent = startsWith(clause, Object.keys(CONSENT_VERBS))
  const consentOf = consent ? normalizeWords(after(consent)) : []
  if (
    consent &&
    consentOf.length <= 4 &&
    consentOf.some((w) => CONSENT_WORDS.includes(w)) &&
    consentOf.every((w) => CONSENT_WORDS.includes(w) || CONSENT_OBJECT_WORDS.includes(w))
  ) {
    return { op: 'consent', choice: CONSENT_VERBS[consent] ?? 'decline' }
  }

  const dismiss = startsWith(clause, DISMISS_VERBS)
  if (dismiss) {
    const what = stripRegion(stripArticle(after(dismiss)))
    if (what === 'it' || what === '') return { op: 'dismiss' }
    const overlay = [...OVERLAY_WORDS]
      .sort((a, b) => b.length - a.length)
      .find((w) => what === w || what.endsWith(` ${w}`))
    if (overlay) {
      const name = cased(what.slice(0, what.length - overlay.length).trim())
      return name ? { op: 'dismiss', name } : { op: 'dismiss' }
    }
    // "close the Filters panel" is covered above; "close Settings" clicks what is named
    const target = readTarget(what, cased)
    return target ? { op: 'click', target } : refuse()
  }

  const uncheck = startsWith(clause, UNCHECK_VERBS)
  const check = uncheck ? undefined : startsWith(clause, CHECK_VERBS)
  if (uncheck || check) {
    // "mark Lesson 3 and Lesson 4 as done": what the box says comes last
    const said = after((uncheck ?? check) as string).replace(
      new RegExp(`\\s+(?:${CHECKED_AS.join('|')})$`),
      '',
    )
    const names = said.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    const targets = names.map((n) => readTarget(n, cased, rolesOfCheckable))
    if (targets.some((t) => !t)) return refuse()
    // "Alerts and offers by post" may be the name of one box: tried whole first
    const whole = names.length > 1 ? readTarget(said, cased, rolesOfCheckable) : undefined
    return { op: 'check', checked: !uncheck, targets: targets as TargetPhrase[], ...(whole ? { whole } : {}) }
  }

  const expand = startsWith(clause, EXPAND_VERBS)
  const collapse = expand ? undefined : startsWith(clause, COLLAPSE_VERBS)
  if (expand || collapse) {
    const target = readTarget(after((expand ?? collapse) as string), cased)
    return target ? { op: 'expand', expanded: Boolean(expand), target } : refuse()
  }

  const select = startsWith(clause, SELECT_VERBS)
  if (select) {
    const rest = after(select)
    const path = readPath(rest, cased)
    if (path) return path
    const from = new RegExp(`^(.+?) (?:${FROM.join('|')}) (.+)$`).exec(rest)
    // "pick Narvik from the suggestions": the list open now, not a list named so
    if (from?.[1] && from[2] && OPEN_LIST_WORDS.includes(stripArticle(from[2]))) {
      return { op: 'select', option: stripArticle(cased(from[1])) }
    }
    if (from?.[1] && from[2]) {
      const target = readTarget(from[2], cased, rolesOfList)
      return target ? { op: 'select', option: stripArticle(cased(from[1])), target } : refuse()
    }
    // "choose the metric units and 50 rows per screen": one choice each
    const each = rest.split(/,? and (?!.*\b(?:from|in) )/)
    if (each.length > 1) {
      const read = each.map((part) => readClause(`${select} ${part}`, cased))
      if (read.every((r) => !Array.isArray(r) && !('refused' in r) && !('loose' in r) && r.op === 'select'))
        return read as InstructionStep[]
    }
    // "50 rows per page": an option and its list, not a page
    if (/\bper page$/.test(rest)) return { op: 'select', option: stripArticle(cased(rest)) }
    // "select the Billing tab": a clickable kind named at the end is a click
    const target = readTarget(rest, cased)
    if (target?.kind && !['option', 'dropdown', 'list', 'select'].includes(target.kind)) {
      return { op: 'click', target }
    }
    return target ? { op: 'select', option: target.name } : refuse()
  }

  const click = startsWith(clause, CLICK_VERBS)
  if (click) {
    const rest = after(click)
    const path = readPath(rest, cased)
    if (path) return path
    const target = readTarget(rest, cased)
    return target ? { op: 'click', target } : refuse()
  }
  // "subject: Late delivery, message: ...": values for the fields of the form at hand (not a
  // question, nor the colon of a clock time: "who's driving at 07:40")
  if (
    /^[^:,]{1,40}:\s*\S/.test(clause) &&
    !/^[^:,]*\d:\d/.test(clause) &&
    !/^(?:what|which|who|whose|when|where|why|how)\b/.test(clause)
  ) {
    const pairs = readFill(`form with ${clause}`, cased)
    if (pairs) return pairs
  }
  return readButtonVerb(clause, cased) ?? refuse()
}

/**
 * "like the post by Ken", "bookmark it", "save": a verb no list above knows, read as the button
 * of that name (of the item the rest describes, or of the one acted on before). Only a page can
 * tell whether there is such a button, so the reading is loose: a reader of questions that
 * understands the whole goal goes first.
 */
function readButtonVerb(
  clause: string,
  cased: (s: string) => string,
): { loose: InstructionStep } | { loose: InstructionStep[] } | null {
  const m = /^([a-z][a-z-]{1,20})(?: (.+))?$/.exec(clause)
  if (!m?.[1] || startsWith(clause, QUESTION_STARTS)) return null
  // "the 3 dearest rooms", "my open orders": a noun phrase, not a verb
  if (ARTICLES.includes(m[1]) || PRONOUNS.includes(m[1]) || /^(?:my|our|your|all|each|every)$/.test(m[1]))
    return null
  // "by how much ...", "in which town ...": a question, whatever word comes first
  if (/^(?:\S+ ){1,2}(?:what|which|how|who|whom|whose|when|where|why)\b/.test(clause)) return null
  const name = cased(m[1])
  const clauseText = cased(clause)
  const roles = ['button', 'link', 'menuitem', 'switch', 'checkbox']
  const rest = m[2] ? stripRegion(m[2].replace(/\s+(?:too|as well|also|again)$/, '')) : ''
  const loose = (target: TargetPhrase) => ({ loose: { op: 'click' as const, target, clause: clauseText } })
  if (!rest) return loose({ name, roles })
  if (rest.split(' ').length > 12) return null
  // "like Blue Hour and Tidewater": the button of each item, one after the other
  const several = rest.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
  if (several.length > 1) {
    const each = several.map((part) => readButtonVerb(`${m[1]} ${part}`, cased))
    if (each.some((r) => !r)) return null
    const steps = each.flatMap((r) => (r as { loose: InstructionStep | InstructionStep[] }).loose)
    return { loose: steps.map((step) => ({ ...step, clause: clauseText })) }
  }
  // "delete this issue": the kind of item only, so the page's own button of that name
  if (ITEM_NOUNS.includes(stripArticle(rest))) return loose({ name, roles })
  const object = readTarget(rest, cased)
  if (object?.same) return loose({ name, roles, same: true })
  if (object?.item && !object.name && object.nth !== undefined) return loose({ name, roles, nth: object.nth })
  const near = stripArticle(cased(object?.item ? object.name : rest))
  // "approve the request": a control named by the verb and its object ("Approve request") first
  const literalName = `${name} ${stripArticle(cased(rest))}`
  return near ? loose({ name, roles, near, literalName }) : null
}

const rolesOfCheckable = ['checkbox', 'switch', 'menuitemcheckbox', 'radio', 'menuitemradio', 'option']
const rolesOfList = ['combobox', 'listbox', 'button', 'textbox', 'searchbox']

/** "File > Export > PDF": a click on each, in order; null when there is no separator. */
function readPath(rest: string, cased: (s: string) => string): InstructionStep[] | null {
  const separators = PATH_SEPARATORS.map((p) => p.replace(/[>]/g, '\\>')).join('|')
  const names = rest.split(new RegExp(`\\s*(?:${separators})\\s*`))
  if (names.length < 2) return null
  const targets = names.map((n) => readTarget(n, cased))
  if (targets.some((t) => !t)) return null
  // an entry of a menu is a name: a kind word in it is the name's ("Harbour area" is no field "Harbour")
  return (targets as TargetPhrase[]).map((target, i) => {
    const entry: TargetPhrase = i
      ? target.fullName
        ? { name: target.fullName, inMenu: true }
        : { ...target, inMenu: true }
      : target
    return { op: 'click', target: i < targets.length - 1 ? { ...entry, opensMenu: true } : entry }
  })
}

/** Orders a sort list says without naming a column ("newest first", "cheapest first"). */
const SORT_ORDERS =
  /^(?:cheapest|lowest|smallest|most expensive|highest|largest|biggest|newest|latest|most recent|oldest|earliest)$/

/**
 * "the enquiry form with company: Fjord Tools, seats: 12" (pairs), "the Name field with Ada"
 * (one field). Pairs without a colon keep their words, to be split against the page's labels.
 */
function readFill(rest: string, cased: (s: string) => string): InstructionStep | null {
  const withAt = / ?\bwith\b /.exec(` ${rest} `)
  // "fill in Name on card: Ana Ruiz, ...": pairs of the form at hand, with no "with"
  if (!withAt && /^[^:=]{1,40}[:=]\s*\S/.test(rest)) return readFill(`form with ${rest}`, cased)
  if (!withAt) return null
  const head = ` ${rest} `.slice(0, withAt.index).trim()
  const values = ` ${rest} `.slice(withAt.index + withAt[0].length).trim()
  if (!values) return null
  const formWords = stripArticle(head)
    .replace(/\s*\b(?:form|fields|details)$/, '')
    .trim()
  const hasPairs = /[:=]/.test(values) || /\bform$|\bfields$|\bdetails$|^$/.test(stripArticle(head))
  if (!hasPairs) {
    const target = readTarget(head, cased)
    return target ? { op: 'type', text: cased(values), target } : null
  }
  const pairs: FormPair[] = []
  for (const part of values.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+(?=[^:=]+[:=])/)) {
    if (!part) continue
    const kv = /^(.+?)\s*[:=]\s*(.+)$/.exec(part)
    if (kv?.[1] && kv[2]) pairs.push({ field: cased(kv[1]).trim(), value: cased(kv[2]).trim() })
    else if (part.includes(' ')) pairs.push({ words: cased(part).trim() })
    else return null
  }
  if (!pairs.length) return null
  return { op: 'fill', ...(formWords ? { form: cased(formWords) } : {}), pairs }
}

/**
 * The words a search clause looks for: "search (the PLACE) for WORDS", "look up WORDS (on the
 * PLACE)", "use the search box to find WORDS"; quotes and a leading article dropped.
 */
function readSearch(clause: string): string | undefined {
  // "search the moorings for X": whatever "the" names before "for" is the place searched
  const PLACE_BEFORE_FOR = new RegExp(
    `^(${SEARCH_VERBS.filter((v) => !v.endsWith(' for'))
      .map(escapeRegExp)
      .join('|')}) (?:the|this|our|all) [\\p{L}' -]{1,30}? for `,
    'u',
  )
  const verbs = SEARCH_VERBS.map(escapeRegExp).join('|')
  const places = SEARCH_PLACES.map(escapeRegExp).join('|')
  const m =
    new RegExp(
      `^(?:${verbs})(?: (?:the |this |our )?(?:${places}))?(?: for)? (.+?)(?: (?:on|in) (?:the |this )?(?:${places}))?$`,
    ).exec(clause.replace(PLACE_BEFORE_FOR, '$1 ')) ??
    new RegExp(
      `^use (?:the |its )?(?:(?:${places}) )?search(?: box| field| bar)? to (?:find|look for|look up|search for) (.+)$`,
    ).exec(clause)
  const words = m?.[1] && stripArticle(m[1].replace(/^["'“‘](.+)["'”’]$/, '$1'))
  return words && words.split(' ').length <= 6 ? words : undefined
}

/** Words after "show only" that bound a number or ask for fields: a question, not a filter. */
function asksAsQuestion(words: string): boolean {
  const bounds = [...AT_MOST, ...AT_LEAST].map(escapeRegExp).join('|')
  return new RegExp(`(?:^|\\s)(?:${bounds})\\s+\\S*\\d|,? with (?:the |their |its )?\\w`).test(words)
}
