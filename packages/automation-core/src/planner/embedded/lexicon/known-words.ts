/**
 * Every word the embedded planner's lists know, plus the small words of English questions that
 * carry no data (auxiliaries, pronouns, prepositions). Data only: a word of a goal that is
 * neither here nor anywhere on the pages a run saw cannot have been placed by any reader.
 */
import { ELEMENT_KINDS } from './element-kinds'
import * as questionWords from './question-words'
import * as words from './words'

/** Words of English that carry no data of their own. */
const FUNCTION_WORDS = `i me my mine we us our you your he him his she her it its they them their
is are was were be been being am do does did done have has had having can could would should will
shall may might must what which who whom whose when where why how there here of to in on at by for
with from about as into onto than then and or but nor not no yes any all each every some one ones
this that these those a an the so if up down out over under off again ever still also too very
just only even please thanks thank let know want need like see look seem would'd i'm i've i'd
you're it's that's there's what's how's don't doesn't didn't isn't aren't wasn't can't won't
currently right now today ever anything something everything nothing much many more most less
least get got give tell show say says said`

/**
 * Words about pages and what they show, not data of one page: a question may name a page's
 * parts ("the main headline", "the confirmation"), how a value reads ("how long", "how big"),
 * and the doing of things on a page ("after clicking", "before sending").
 */
const PAGE_WORDS = `page pages site website store shop screen tab window section part top bottom front main
whole full entire heading headings headline headlines title titles text line lines message messages
confirmation confirm error errors warning notice status label value values field fields box form
button link links list lists table row rows column columns card cards item items entry entries
new latest live current recent old oldest big bigger biggest small smaller long longer longest short
size cost costs price prices pay pays spend total amount sum number count
shows show appear appears appeared come comes came bring brings say saying says wrote written write
published posted made make use used try run leave left stay keep happen happens happened
click clicking press pressing type typing fill filling send sending sign signing submit submitting
open opening close closing choose choosing pick picking drop dropping before after afterwards
then first last next previous else other another among without within between blank empty
back away straight thing things piece pieces stuff catalogue catalog inventory range selection
address addresses contact phone phones telephone email emails mail url website touch hi hello hey question questions request requests enquiry inquiry
complain complains complaint deal deals discount discounts sale sales offer offers budget afford
postal street mailing physical stock available availability unavailable sold data information
info details source sources`

/**
 * Nouns that ask for a kind of answer rather than name data ("which firm ...", "what kind of
 * ..."): the answer is a name the page gives, whatever word it uses for its kind.
 */
const KIND_NOUNS = `company companies firm business organisation organization brand person people
place places kind kinds type types sort`

function wordsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const w of value.toLowerCase().split(/[^\p{L}\p{N}']+/u)) if (w) into.add(w)
  } else if (Array.isArray(value)) {
    for (const v of value) wordsOf(v, into)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      wordsOf(k, into)
      if (typeof v !== 'number') wordsOf(v, into)
    }
  }
}

/** The known words, lower case. */
export const KNOWN_WORDS: ReadonlySet<string> = (() => {
  const known = new Set<string>()
  wordsOf(FUNCTION_WORDS, known)
  wordsOf(PAGE_WORDS, known)
  wordsOf(KIND_NOUNS, known)
  for (const list of [...Object.values(words), ...Object.values(questionWords)]) wordsOf(list, known)
  wordsOf(Object.keys(ELEMENT_KINDS), known)
  return known
})()
