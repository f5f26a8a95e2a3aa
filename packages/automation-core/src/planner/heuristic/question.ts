/**
 * Questions answered from what a page writes in sentences: "how many cyclists use the tunnel
 * each week?", "who was the top scorer?", "when does the sale close?", "how large is the rebate?".
 * Parsed into the kind of value that answers them (a count, an amount of money, a date, a
 * name, ...), the word the answer must stand next to (the anchor) and the other words of the
 * question; prose-answer.ts finds the value. Pure: no page.
 */

import { NUMBERS, singular } from './goal-words'

/** The kind of value that answers a question. */
export type AnswerKind =
  /** A number of things: "23 public pools", "Nine barges". */
  | 'count'
  /** An amount of money: "$4,250", "$76 million". */
  | 'money'
  /** A size of any kind: money, a percentage, a number with its unit. */
  | 'amount'
  /** A length of time: "9 min read", "five weeks". */
  | 'duration'
  /** A date or a time of day: "9 March", "at noon". */
  | 'when'
  | 'year'
  /** A score or a vote: "2–0", "8-3". */
  | 'tally'
  /** A name of a person, team or organisation. */
  | 'who'
  /** The one thing a sentence names as the best, largest, ...: "March was the wettest month". */
  | 'which'
  /** The name of a thing: "Tidewise, a tool that ...", "a tool called Tidewise". */
  | 'called'
  /** A place: "based in Tarnfield, Oregon". */
  | 'place'
  /** A share: "47%", "18 percent". */
  | 'percent'

/** Where the name that answers "who" stands in its sentence. */
export type WhoRole =
  /** "who compiled it": the one who did it ("compiled by X", "X compiled"). */
  | 'doer'
  /** "who did the Herons beat": the one it was done to ("beat X"). */
  | 'object'
  /** "who was the top scorer": the one named as that. */
  | 'role'

export interface QuestionIntent {
  kind: 'question'
  /** Output key, named after what was asked ("cyclists", "cost", "top_scorer", "apply_by"). */
  key: string
  answer: AnswerKind
  /** Word stems of which the answer's sentence must have one, next to the answer. */
  anchor: string[]
  /** Stems of the other words of the question: the page must say them around the answer. */
  terms: string[]
  who?: WhoRole
  /** The question as asked, for messages. */
  question: string
}

/** Past forms that do not end in -ed, to their verb. */
const IRREGULAR: Record<string, string> = {
  brought: 'bring',
  bought: 'buy',
  sold: 'sell',
  won: 'win',
  took: 'take',
  taken: 'take',
  made: 'make',
  wrote: 'write',
  written: 'write',
  went: 'go',
  gone: 'go',
  paid: 'pay',
  held: 'hold',
  led: 'lead',
  gave: 'give',
  given: 'give',
  began: 'begin',
  begun: 'begin',
  built: 'build',
  spent: 'spend',
  drew: 'draw',
  drawn: 'draw',
  ran: 'run',
  came: 'come',
  grew: 'grow',
  grown: 'grow',
  rose: 'rise',
  risen: 'rise',
  fell: 'fall',
  fallen: 'fall',
  saw: 'see',
  seen: 'see',
  chose: 'choose',
  chosen: 'choose',
  met: 'meet',
  lost: 'lose',
  kept: 'keep',
  left: 'leave',
  told: 'tell',
  said: 'say',
  found: 'found',
  beaten: 'beat',
}

/**
 * A crude stem, so that "hiked", "hikes" and "hike" or "bakeries" and "bakery" compare equal.
 * @example stem('compiled') // 'compil'
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, '')
  w = IRREGULAR[w] ?? w
  if (w.length <= 3) return w
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`
  if (/(?:ss|us|is)$/.test(w)) return w
  const bare = w.replace(/(?:ing|ed|es|s)$/, '')
  if (bare.length >= 3) w = bare
  if (w.length > 3) w = w.replace(/e$/, '')
  // "planned" -> "plann" -> "plan"
  if (/([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1)
  return w
}

/** Words of a question that say nothing about where the answer is. */
const STOP = new Set(
  (
    "a an the this that these those it its it's they them their there here is are was were be been being " +
    'do does did have has had will would can could should must shall may might to of in on at by for from ' +
    'with about into over after before than as and or but if so not no i me my we us our you your he she ' +
    'him her his what which who whom whose when where why how much many big large long old far each every ' +
    'one ones all any some just only still ever really actually exactly currently now total overall ' +
    'please tell know say says said show give find page site article story post final latest exact ' +
    'actual official'
  ).split(' '),
)

/** Content words of a phrase, as stems. */
export function termsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^a-z0-9'&-]+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter((w) => w && !STOP.has(w) && !NUMBERS[w])
  return [...new Set(words.map(stem))]
}

/** Words with the same meaning, for anchors: the page may say "15% off" for a discount. */
const SYNONYMS: Record<string, string[]> = {
  discount: ['discount', 'off', 'saving', 'reduction'],
  mvp: ['mvp', 'most valuable player'],
  cost: ['cost', 'came in at', 'priced at', 'price', 'spent'],
  price: ['price', 'cost', 'priced at'],
  attendance: ['attendance', 'crowd', 'spectators'],
  crowd: ['crowd', 'attendance', 'spectators'],
  founded: ['founded', 'established', 'started'],
  end: ['end', 'expires', 'until', 'closes'],
}

/** The words that say the same as `word`, unstemmed. */
const anchorOf = (word: string): string[] => SYNONYMS[word] ?? [word]

/** Output key from words: "public pools" -> "public_pools". */
const keyOf = (words: string) =>
  words
    .toLowerCase()
    .replace(/^(?:the|a|an|its|their|his|her)\s+/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

/** The kind of value a noun asks for: "score" a tally, "range" an amount. */
function kindOfNoun(noun: string): AnswerKind | undefined {
  const n = singular(noun)
  if (/^(?:score|result|tally|scoreline|vote)$/.test(n)) return 'tally'
  if (/^(?:price|cost|fee|fare|fine|budget|revenue|salary|rent|bill|charge)$/.test(n)) return 'money'
  if (
    /^(?:range|distance|length|height|width|depth|weight|capacity|size|speed|area|population|attendance|crowd|discount|increase|decrease|rise|drop|percentage|rate|share|temperature|dose|volume|battery|mileage)$/.test(
      n,
    )
  )
    return 'amount'
  if (n === 'year') return 'year'
  if (/^(?:date|day|deadline|time)$/.test(n)) return 'when'
  if (/^(?:duration)$/.test(n)) return 'duration'
  return undefined
}

/** Words that end the noun a "how many" asks about. */
const NOT_NOUN =
  /^(?:are|is|were|was|do|does|did|have|has|had|there|in|on|of|at|for|from|that|who|which|will|would|can|could|per|a|an|the|to|got|get)$/

/** A word that looks like a plural noun. */
const PLURAL = /(?:[^s]s|ies|people|children|men|women|staff|fish|sheep|deer)$/

/** "how many public pools does the town have" -> the noun "public pools" and the rest. */
function countedNoun(rest: string): { noun: string; rest: string } | undefined {
  const words = rest.split(/\s+/)
  const noun: string[] = []
  for (const w of words) {
    if (NOT_NOUN.test(w) || noun.length === 3) break
    noun.push(w)
    if (PLURAL.test(w)) break
  }
  if (!noun.length || !PLURAL.test(noun[noun.length - 1]!)) return undefined
  return { noun: noun.join(' '), rest: words.slice(noun.length).join(' ') }
}

const question = (
  text: string,
  key: string,
  answer: AnswerKind,
  anchor: string[],
  rest: string,
  who?: WhoRole,
): QuestionIntent => {
  const anchors = new Set(anchor.map((a) => (a.includes(' ') ? a : stem(a))))
  // what X costs, said as "the X fee" or "the X charge" (not any fee of the page)
  const thing = rest
    .toLowerCase()
    .replace(/^(?:the|a|an|its|their|my|your|our)\s+/, '')
    .trim()
  if (anchor.some((a) => a === 'cost' || a === 'price') && /^[a-z][a-z -]{2,40}$/.test(thing))
    for (const word of ['fee', 'charge']) anchors.add(`${thing} ${word}`)
  return {
    kind: 'question',
    key,
    answer,
    anchor: [...anchors],
    terms: termsOf(rest).filter((t) => !anchors.has(t)),
    ...(who ? { who } : {}),
    question: text,
  }
}

/** A role of a person, not a verb: "who was the top scorer", "who the winner is". */
const ROLE = /^(?:the )?([a-z][\w-]*(?: [a-z][\w-]*){0,3})$/

/** A question form and what it asks: `m` is the match on the lower-case question, `q` the question. */
type Form = [RegExp, (m: RegExpExecArray, q: string) => QuestionIntent | null]

const FORMS: Form[] = [
  // how many NOUN ...
  [
    /^how many (.+)$/,
    (m, q) => {
      const counted = countedNoun(m[1]!)
      if (!counted) return null
      const head = counted.noun.split(' ').pop()!
      return question(q, keyOf(counted.noun), 'count', [head], `${counted.noun} ${counted.rest}`)
    },
  ],
  // how much do I need to spend to get free delivery
  [
    /^how much (?:do|does|would|will|should) (?:i|we|you|one) (?:need|have) to (?:spend|pay|order|buy)(?: at [\w' ]+?)? (?:to (?:get|qualify for|unlock)|for) (.+)$/,
    (m, q) => question(q, keyOf(m[1]!), 'money', [m[1]!.replace(/^(?:a |an |the )/, '')], ''),
  ],
  // how much did the tolls bring in a month / how much the roof repairs cost
  [
    /^how much(?: money)? (?:(?:did|does|do|will|would|is|are|was|were) )?(.+?) (cost|costs|bring in|brings in|brought in|make|made|makes|raise|raised|raises|earn|earned|earns|save|saved|saves|spend|spent|spends|pay|paid|pays|charge|charges|charged|take home|takes home|took home|win|wins|won|get|gets|got|receive|receives|received)\b(.*)$/,
    (m, q) => {
      const subject = m[1]!
      const verb = m[2]!.split(' ')[0]!
      if (/^cost/.test(verb)) return question(q, 'cost', 'money', SYNONYMS.cost!, `${subject} ${m[3]}`)
      // "how much bonus money did they earn": what (bonus money) apart from who (they).
      const split = /^(.+?) (?:did|does|do|will|would|is|are|was|were) (.+)$/.exec(subject)
      const thing = (split?.[1] ?? subject).replace(/^(?:the|a|an|its|their)\s+/, '')
      const who = split?.[2] ?? ''
      const head = thing.split(' ').pop()!
      if (head === 'money' || /^(?:they|he|she|it|we|you|i)$/.test(thing)) {
        const key = head === 'money' && thing !== 'money' ? keyOf(thing) : 'amount'
        // The words of the money only say what it is ("bonus money"): the verb finds it.
        return question(q, key, 'money', [verb], `${who} ${m[3]}`)
      }
      return question(q, keyOf(head), 'money', [head], `${subject} ${verb} ${m[3]}`)
    },
  ],
  // how big is the rebate / how big the audience was / how large was the rise for schools
  [
    /^how (?:big|large|high|great|much|far|long|heavy|tall|wide) (?:(?:is|was|are|were) (.+)|(.+?) (?:is|was|are|were))$/,
    (m, q) => {
      const np = (m[1] ?? m[2])!.replace(/^(?:the|a|an|its|their)\s+/, '')
      const head = np
        .split(/\s+(?:in|on|of|for|at|from|with|to)\s+/)[0]!
        .split(' ')
        .pop()!
      if (!/^[a-z][a-z-]+$/.test(head) || STOP.has(head)) return null
      // "how long is the tunnel" (a length) or "how long is the guarantee" (a time): any amount.
      return question(q, keyOf(head), 'amount', anchorOf(head), np)
    },
  ],
  // how far over target did the campaign finish
  [
    /^how (?:far|much) (under|over|below|above|ahead of|behind) (budget|target|estimate|schedule|forecast|plan)\b(.*)$/,
    (m, q) => question(q, `${m[1]!.replace(/ /g, '_')}_${m[2]}`, 'amount', [`${m[1]} ${m[2]}`], m[3] ?? ''),
  ],
  // where is Quillby Labs based
  [
    /^where (?:is|are|was|were) (.+?) (based|located|headquartered|situated)$/,
    (m, q) => question(q, m[2]!, 'place', [m[2]!], m[1]!),
  ],
  // what share of local bakers are self-employed
  [
    /^what (share|percentage|proportion|fraction|percent|part) of (.+)$/,
    (m, q) => {
      const noun = m[2]!.split(/\s+(?:are|is|were|was|have|has|do|did|say|said)\b/)[0]!
      const head = noun.split(' ').pop()!
      return question(q, m[1]!, 'percent', [head], m[2]!)
    },
  ],
  // how long does it take to assemble
  [
    /^how long (?:does|do|did|will|would) (?:it|this|that|one) take (?:to )?([a-z]+)(.*)$/,
    (m, q) => question(q, `time_to_${m[1]}`, 'duration', [m[1]!], m[2] ?? ''),
  ],
  // how did the board vote / how did the match finish
  [
    /^how (?:did|does|do) (.+) (vote|score|finish|end)$/,
    (m, q) => question(q, m[2]!, 'tally', [m[2]!], m[1]!),
  ],
  // what year was Quillby Labs founded / in what year did ... open
  [
    /^(?:in )?(?:what|which) year (?:was|were|is|did|does) (.+?) ([a-z]+)$/,
    (m, q) => question(q, 'year', 'year', anchorOf(m[2]!), m[1]!),
  ],
  // what is the new barge called: the name given to it
  [
    /^what (?:is|was|are|were) (?:the |its |their )?((?:[a-z-]+ )?[a-z]+) (?:called|named)$/,
    (m, q) => question(q, 'name', 'called', [m[1]!.split(' ').pop()!], m[1]!),
  ],
  // which month was the wettest / what was the best-rated recipe
  [
    /^(?:which|what) (?:(?:was|is|were|are) (?:the )?)?([a-z]+) (?:(?:was|is|were|are) )?(?:the )?([a-z]+est|best|worst|biggest|most [a-z]+|least [a-z]+|best-[a-z]+)(?: one)?$/,
    (m, q) => question(q, m[1]!, 'which', [m[2]!], m[1]!),
  ],
  // what the half-time score was / what speed each one has / what is the score
  [
    /^(?:what|which) (?:(?:is|was|are|were) )?(?:the |its |their )?((?:[a-z]+ )?[a-z]+) (?:was|is|were|are)$|^(?:what|which) (?:(?:is|was) )?(?:the |its |their )?((?:[a-z]+ )?[a-z]+)$|^(?:what|which) ([a-z]+) (.+?) (?:has|have|had|offers?|gets?|got)$/,
    (m, q) => {
      const noun = (m[1] ?? m[2] ?? m[3])!
      const kind = kindOfNoun(noun.split(' ').pop()!)
      if (!kind) return null
      return question(q, keyOf(noun), kind, anchorOf(noun.split(' ').pop()!), m[4] ?? '')
    },
  ],
  // by when do we need to apply
  [
    /^by when (?:do|does|did|must|should|can|will) (?:i|we|you|they|one|it|the \w+)(?: have to| need to| need| must)? ([a-z]+)(.*)$/,
    (m, q) => question(q, `${m[1]}_by`, 'when', [m[1]!], m[2] ?? ''),
  ],
  // when does the spring sale end / when was the tunnel reopened
  [
    /^when (?:does|do|did|will|is|are|was|were) (.+) ([a-z]+)$/,
    (m, q) => {
      const verb = m[2]!
      const done = /ed$|en$/.test(verb) || IRREGULAR[verb]
      return question(q, done ? 'date' : `${verb}s`, 'when', anchorOf(verb), m[1]!)
    },
  ],
  // who was the top scorer / who the top scorer was
  [
    /^who (?:was|is|were|are) (.+)$|^who (.+) (?:was|is|were|are)$/,
    (m, q) => {
      const role = ROLE.exec((m[1] ?? m[2])!)
      if (!role) return null
      return question(q, keyOf(role[1]!), 'who', anchorOf(role[1]!.split(' ').pop()!), role[1]!, 'role')
    },
  ],
  // who did the Herons beat
  [/^who (?:did|does|do|will) (.+) ([a-z]+)$/, (m, q) => question(q, m[2]!, 'who', [m[2]!], m[1]!, 'object')],
  // who the Herons beat (the subject is a name: read off the question as written)
  [
    /^who (the .+|\S+ .*) ([a-z]+)$/,
    (_m, q) => {
      const m = /^who (the .+|[A-Z]\S* .*) ([a-z]+)$/.exec(q)
      return m ? question(q, m[2]!, 'who', [m[2]!], m[1]!, 'object') : null
    },
  ],
  // who compiled it / who wrote the survey
  [
    /^who ([a-z]+)(?: (.+))?$/,
    (m, q) => {
      const verb = m[1]!
      if (STOP.has(verb)) return null
      return question(q, /ed$/.test(verb) ? `${verb}_by` : verb, 'who', [verb], m[2] ?? '', 'doer')
    },
  ],
]

/**
 * A question answered from the page's sentences, or null if its form is not one of these.
 * @example parseQuestion('how many cyclists use the Quillby Tunnel each week')
 */
export function parseQuestion(text: string): QuestionIntent | null {
  const q = text
    .replace(/[’]/g, "'")
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  const l = q.toLowerCase()
  for (const [re, make] of FORMS) {
    const m = re.exec(l)
    if (!m) continue
    const made = make(m, q)
    if (made) return made
  }
  return null
}
