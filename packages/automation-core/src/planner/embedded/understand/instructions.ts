/**
 * Explicit instructions, read by a small grammar rather than by example sentences:
 *
 *   goal      := clause (joiner clause)*          joiner: "," ";" "then" "and <verb>" ...
 *   clause    := filler* verb rest
 *   click     := CLICK_VERB target                 "click the Save button", "open Settings"
 *   key       := ("press" | "hit") KEY ["key"]     "press Enter"
 *   type      := TYPE_VERB value INTO target       `type "hello" into the Message field`
 *   select    := SELECT_VERB value [FROM target]   "choose Large from the Size list"
 *   check     := CHECK_VERB target ("," | "and" target)*   (also UNCHECK_VERB)
 *   expand    := EXPAND_VERB target | COLLAPSE_VERB target
 *   back      := "go back" | "back"
 *   wait      := "wait" N ("second" | "seconds")
 *   scroll    := "scroll" ("down" | "up" | "to" target)
 *   submit    := "submit" ["the form"]
 *   login     := ("log in" | "login" | "sign in") ("as" | "with" ["user" | "username" | "email"]) value
 *                ("and" | "with" | ",") ["the"] "password" value
 *   target    := [article] (quoted | words) [KIND]  where KIND narrows the roles
 *
 * Every word must be placed by the grammar; a clause with words it cannot place is refused,
 * naming them. Nothing here knows a particular site or sentence.
 */
import { rolesOfKind } from '../lexicon/element-kinds'
import {
  ARTICLES,
  CHECK_VERBS,
  CLICK_VERBS,
  COLLAPSE_VERBS,
  EXPAND_VERBS,
  FILLERS,
  FROM,
  INTO,
  KEYS,
  SELECT_VERBS,
  TYPE_VERBS,
  UNCHECK_VERBS,
} from '../lexicon/words'

/** An element a step acts on: its name as the goal gives it, and the roles its kind allows. */
export interface TargetPhrase {
  name: string
  /** The element itself, when a step already found it (login finds its two fields). */
  index?: number
  roles?: readonly string[]
  /** The kind word the goal used ("button"), for messages. */
  kind?: string
}

/** One step of an instruction. */
export type InstructionStep =
  | { op: 'click'; target: TargetPhrase }
  | { op: 'key'; key: string }
  | { op: 'type'; text: string; target: TargetPhrase }
  | { op: 'select'; option: string; target?: TargetPhrase }
  | { op: 'check'; checked: boolean; targets: TargetPhrase[] }
  | { op: 'expand'; expanded: boolean; target: TargetPhrase }
  | { op: 'back' }
  | { op: 'wait'; seconds: number }
  | { op: 'scroll'; direction?: 'up' | 'down'; target?: TargetPhrase }
  | { op: 'submit' }
  | { op: 'login'; user: string; password: string }

/** What the grammar made of a goal. */
export type InstructionPlan = { steps: InstructionStep[] } | { refused: string }

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

const VERB_STARTS = [
  ...CLICK_VERBS,
  ...TYPE_VERBS,
  ...CHECK_VERBS,
  ...UNCHECK_VERBS,
  ...SELECT_VERBS,
  ...EXPAND_VERBS,
  ...COLLAPSE_VERBS,
  'go back',
  'back',
  'wait',
  'scroll',
  'submit',
  'log in',
  'login',
  'sign in',
]

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const startsWith = (text: string, words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).find((w) => text === w || text.startsWith(`${w} `))

/** Splits a goal into clauses at joiners; "and" joins clauses only before a verb. */
function clauses(text: string): string[] {
  const verbs = VERB_STARTS.map(escapeRegExp).join('|')
  return text
    .split(
      new RegExp(
        `\\s*(?:[;.]\\s+|,?\\s+(?:and\\s+then|then|after\\s+that|next|finally)\\s+|,\\s*(?=(?:${verbs})\\b)|\\s+and\\s+(?=(?:${verbs})\\b))`,
        'i',
      ),
    )
    .map((c) => c.replace(/^[,\s]+|[,.\s]+$/g, '').trim())
    .filter(Boolean)
}

/**
 * Reads explicit instructions. Returns the steps, or a refusal naming the words it could not
 * place (the caller adds how to configure a model).
 *
 * @example
 * readInstructions('click the Sign up button, then type "ada" into Username')
 */
export function readInstructions(goal: string): InstructionPlan {
  const { text, quoted } = protectQuotes(goal.replace(/\s+/g, ' ').trim())
  const restore = (s: string) =>
    s.replace(/\ue000(\d+)\ue001/g, (_, i: string) => quoted[Number(i)] ?? '').trim()
  const steps: InstructionStep[] = []
  for (const raw of clauses(text)) {
    let clause = raw.toLowerCase()
    const original = raw
    // drop leading fillers ("please", "now")
    for (let filler = startsWith(clause, FILLERS); filler; filler = startsWith(clause, FILLERS)) {
      clause = clause.slice(filler.length).trim()
    }
    const step = readClause(clause, (s) => restore(originalCase(original, s)))
    if ('refused' in step) return step
    steps.push(step)
  }
  return steps.length ? { steps } : { refused: goal.trim() || '(an empty goal)' }
}

/** The words of `lower` as the goal wrote them (names keep their case). */
function originalCase(original: string, lower: string): string {
  const at = original.toLowerCase().lastIndexOf(lower)
  return at >= 0 ? original.slice(at, at + lower.length) : lower
}

function readClause(clause: string, cased: (s: string) => string): InstructionStep | { refused: string } {
  const refuse = () => ({ refused: cased(clause) })
  const after = (verb: string) => clause.slice(verb.length).trim()

  if (/^(go )?back$/.test(clause)) return { op: 'back' }
  const wait = /^wait (?:for )?(\d+(?:\.\d+)?) ?(?:s|secs?|seconds?)$/.exec(clause)
  if (wait) return { op: 'wait', seconds: Number(wait[1]) }
  const scroll = /^scroll(?: (?:(down|up)|to (.+)))?$/.exec(clause)
  if (scroll) {
    if (scroll[2]) {
      const target = readTarget(scroll[2], cased)
      return target ? { op: 'scroll', target } : refuse()
    }
    return { op: 'scroll', direction: (scroll[1] as 'up' | 'down' | undefined) ?? 'down' }
  }
  if (/^submit(?: (?:the )?form)?$/.test(clause)) return { op: 'submit' }
  const login =
    /^(?:log ?in|sign ?in)(?: to (?:the )?(?:site|page|account))? (?:as|with)(?: (?:the )?(?:user ?name|user|e-?mail|login))? (.+?),? (?:and |with )?(?:the )?password (?:of |is )?(.+)$/.exec(
      clause,
    )
  if (login?.[1] && login[2]) return { op: 'login', user: cased(login[1]), password: cased(login[2]) }

  const press = /^(?:press|hit) (?:the )?(.+?)(?: key)?$/.exec(clause)
  const key = press?.[1] && KEYS[press[1]]
  if (key) return { op: 'key', key }

  const typeVerb = startsWith(clause, TYPE_VERBS)
  if (typeVerb) {
    const rest = after(typeVerb)
    const into = new RegExp(`^(.+?) (?:${INTO.join('|')}) (.+)$`).exec(rest)
    if (!into?.[1] || !into[2]) return refuse()
    const target = readTarget(into[2], cased)
    const value = cased(into[1]).trim()
    return target && value ? { op: 'type', text: value, target } : refuse()
  }

  const uncheck = startsWith(clause, UNCHECK_VERBS)
  const check = uncheck ? undefined : startsWith(clause, CHECK_VERBS)
  if (uncheck || check) {
    const names = after((uncheck ?? check) as string).split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    const targets = names.map((n) => readTarget(n, cased, rolesOfKind('checkbox')))
    if (targets.some((t) => !t)) return refuse()
    return { op: 'check', checked: !uncheck, targets: targets as TargetPhrase[] }
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
    const from = new RegExp(`^(.+?) (?:${FROM.join('|')}) (.+)$`).exec(rest)
    if (from?.[1] && from[2]) {
      const target = readTarget(from[2], cased, rolesOfKind('dropdown'))
      return target ? { op: 'select', option: stripArticle(cased(from[1])), target } : refuse()
    }
    // "select the Billing tab": a clickable kind named at the end is a click
    const target = readTarget(rest, cased)
    if (target?.kind && !['option', 'dropdown', 'list', 'select'].includes(target.kind)) {
      return { op: 'click', target }
    }
    return target ? { op: 'select', option: target.name } : refuse()
  }

  const click = startsWith(clause, CLICK_VERBS)
  if (click) {
    const target = readTarget(after(click), cased)
    return target ? { op: 'click', target } : refuse()
  }
  return refuse()
}

function stripArticle(text: string): string {
  const article = startsWith(text.toLowerCase(), ARTICLES)
  return article ? text.slice(article.length).trim() : text.trim()
}

/**
 * A target phrase: an optional article, the name (quoted or words), an optional kind word at
 * the end ("the Save button"). `defaultRoles` applies when no kind is said.
 */
function readTarget(
  phrase: string,
  cased: (s: string) => string,
  defaultRoles?: readonly string[],
): TargetPhrase | null {
  let words = stripArticle(phrase.trim())
  let kind: string | undefined
  for (const candidate of [
    'menu item',
    'check box',
    'radio button',
    'text field',
    'search box',
    'drop down',
  ]) {
    if (words.endsWith(` ${candidate}`) || words === candidate) kind = candidate
  }
  kind ??= /(?:^| )(\w+)$/.exec(words)?.[1]
  if (kind && !rolesOfKind(kind)) kind = undefined
  if (kind) words = words.slice(0, words.length - kind.length).trim()
  const name = cased(words).trim()
  if (!name) return null
  const roles = kind ? rolesOfKind(kind) : defaultRoles
  return { name, ...(roles ? { roles } : {}), ...(kind ? { kind } : {}) }
}
