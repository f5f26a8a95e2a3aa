/**
 * The words of questions over a page's data, by the operator they stand for. Data only: the
 * reader in understand/question.ts places every word of a question with these lists or against
 * the data itself (a column's name, a value in a column); anything else is refused.
 */
import { SECONDS_IN } from './words'

/** Words that ask for the rows themselves (collect, then emit). */
export const ASK_WORDS = [
  'list',
  'show',
  'show me',
  'give me',
  'get',
  'get me',
  'tell me',
  'return',
  'find',
  'find me',
  'i need',
  'i want',
  'what are',
  'what is',
  "what's",
  'whats',
  'which',
  'which are',
  'who are',
  'who is',
  "who's",
  'what',
  'who',
  'name',
  'can you',
  'could you',
  'please',
  'pls',
  'plz',
  'let me know',
  'look up',
  'check',
  'give',
  'tell',
  'show me only',
  'extract',
  'collect',
  'pull',
  'fetch',
  'grab',
  'read',
  'report',
]

/** Words that carry nothing in a question. */
export const QUESTION_FILLERS = [
  // a linking verb before a word of a column ("become available": Available from)
  'become',
  'becomes',
  // verbs of where rows are: the place is a value of theirs ("nurses who work in Tromsø")
  'work in',
  'works in',
  'working in',
  'work at',
  'works at',
  'work for',
  'works for',
  'work on',
  'works on',
  'based in',
  'located in',
  'live in',
  'lives in',
  'living in',
  // where rows arrive: the place is a value or a column ("gets to Hamar")
  'gets to',
  'get to',
  'arrives at',
  'arrive at',
  'arrives in',
  'arrive in',
  // where rows leave from or go to: the place is a value, the gate or platform a column
  'leaving from',
  'leaves from',
  'leave from',
  'departing from',
  'departs from',
  // verbs of lasting: the length of time is asked by "how long", "longer than", "the longest"
  // what an item comes with is a value of it ("what lid comes with it")
  'comes with',
  'come with',
  'took',
  'take',
  'takes',
  'lasted',
  'lasts',
  // (what takes that time, said after it: "how long do repairs take to get back")
  'come back',
  'comes back',
  'get back',
  'be back',
  // how often a length of time holds: what a page gives is the usual one
  'usually',
  'normally',
  'typically',
  'generally',
  'run',
  'runs',
  'across',
  'the',
  'a',
  'an',
  'of',
  'all',
  'every',
  'each',
  'per',
  'our',
  'my',
  'your',
  'their',
  'its',
  'his',
  'her',
  'he',
  'she',
  'we',
  'i',
  'me',
  'us',
  'you',
  'is',
  'are',
  'was',
  'were',
  // (the future and the conditional of those: "which will be the busiest", "what would it cost")
  'will be',
  'would be',
  'will',
  'would',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'there',
  'that',
  'this',
  'these',
  'those',
  'them',
  'they',
  'it',
  'for',
  'with',
  'and',
  'to',
  'on',
  'in',
  'at',
  'by',
  'from',
  'page',
  'listed',
  'shown',
  'here',
  'currently',
  'still',
  "i've",
  "we've",
  "you've",
  'right now',
  'at the moment',
  'at present',
  'now',
  'ever',
  'so far',
  'just',
  'only',
  'also',
  'too',
  'please',
  'for me',
  'for each',
  'for each one',
  'along with',
  'together with',
  'as well as',
  'both',
  'one',
  'ones',
  'site',
  'of them',
  'dated',
  'between',
  'set to',
  'is it',
  'does it',
  'do they',
  'it costs',
  'per night',
  'a night',
  'nightly',
  'per month',
  'a month',
  'monthly',
  'per person',
  'apiece',
  'each one',
  'everyone',
  'anyone',
  'any',
  'that are',
  'which are',
  'who have',
  'have got',
  'get',
]

/**
 * Columns that hold what an item costs or comes to, among several amounts: a price beside a fee,
 * an amount beside a running balance, a total beside a count of items.
 */
export const AMOUNT_COLUMNS = ['price', 'amount', 'total', 'cost']

/** Words that count the rows. */
export const COUNT_WORDS = ['how many', 'number of', 'count', 'count of', 'the number of']
/** Words that add up a column. */
export const SUM_WORDS = [
  'total',
  'sum',
  'sum of',
  'add up',
  'added up',
  'altogether',
  'combined',
  'in total',
  'all together',
]
/** Words that average a column. */
export const AVERAGE_WORDS = ['average', 'mean', 'avg']

/** A superlative: the order it asks for and what kind of column it orders by (a named column wins). */
export interface Superlative {
  dir: 'max' | 'min'
  /** The kind of value it orders by when the question names no column. */
  kind?: 'money' | 'date' | 'number' | 'duration'
  /**
   * The words a column of what it measures is named by, most telling first: "the warmest" orders
   * by a column "High" or "Temperature", whatever the question names.
   */
  measures?: string[]
}

/**
 * Nouns of a measure and the words a column of it is named by ("how much rain": a column
 * "Rainfall (mm)"), for a noun that is no word of any column's name.
 */
export const MEASURE_NOUNS: Readonly<Record<string, readonly string[]>> = {
  rain: ['rainfall', 'precipitation'],
  sun: ['sunshine'],
  snow: ['snowfall'],
  temperature: ['temp'],
  temp: ['temperature'],
}

const WARM = ['high', 'max', 'maximum', 'temperature', 'temp']
const COLD = ['low', 'min', 'minimum', 'temperature', 'temp']
const WET = ['rainfall', 'precipitation', 'rain']
const SUN = ['sunshine', 'sun']
const WIND = ['wind', 'gust']

/** Superlatives, most specific first. "most" and "fewest" take the column named after them. */
export const SUPERLATIVES: Readonly<Record<string, Superlative>> = {
  'most expensive': { dir: 'max', kind: 'money' },
  'least expensive': { dir: 'min', kind: 'money' },
  priciest: { dir: 'max', kind: 'money' },
  dearest: { dir: 'max', kind: 'money' },
  cheapest: { dir: 'min', kind: 'money' },
  'most recent': { dir: 'max', kind: 'date' },
  'most recently': { dir: 'max', kind: 'date' },
  'least recently': { dir: 'min', kind: 'date' },
  newest: { dir: 'max', kind: 'date' },
  latest: { dir: 'max', kind: 'date' },
  oldest: { dir: 'min', kind: 'date' },
  earliest: { dir: 'min', kind: 'date' },
  highest: { dir: 'max', kind: 'number' },
  largest: { dir: 'max', kind: 'number' },
  biggest: { dir: 'max', kind: 'number' },
  maximum: { dir: 'max', kind: 'number' },
  max: { dir: 'max', kind: 'number' },
  most: { dir: 'max', kind: 'number' },
  best: { dir: 'max', kind: 'number' },
  'top rated': { dir: 'max', kind: 'number' },
  'highest rated': { dir: 'max', kind: 'number' },
  'best rated': { dir: 'max', kind: 'number' },
  heaviest: { dir: 'max', kind: 'number' },
  longest: { dir: 'max', kind: 'duration' },
  lightest: { dir: 'min', kind: 'number' },
  shortest: { dir: 'min', kind: 'duration' },
  lowest: { dir: 'min', kind: 'number' },
  smallest: { dir: 'min', kind: 'number' },
  minimum: { dir: 'min', kind: 'number' },
  min: { dir: 'min', kind: 'number' },
  least: { dir: 'min', kind: 'number' },
  fewest: { dir: 'min', kind: 'number' },
  worst: { dir: 'min', kind: 'number' },
  'lowest rated': { dir: 'min', kind: 'number' },
  // a measure said by its adjective
  // (the least time: "the quickest crossings" by their duration)
  quickest: { dir: 'min', kind: 'duration', measures: ['time', 'duration'] },
  warmest: { dir: 'max', kind: 'number', measures: WARM },
  hottest: { dir: 'max', kind: 'number', measures: WARM },
  coldest: { dir: 'min', kind: 'number', measures: COLD },
  coolest: { dir: 'min', kind: 'number', measures: COLD },
  wettest: { dir: 'max', kind: 'number', measures: WET },
  rainiest: { dir: 'max', kind: 'number', measures: WET },
  driest: { dir: 'min', kind: 'number', measures: WET },
  sunniest: { dir: 'max', kind: 'number', measures: SUN },
  windiest: { dir: 'max', kind: 'number', measures: WIND },
  calmest: { dir: 'min', kind: 'number', measures: WIND },
  tallest: { dir: 'max', kind: 'number', measures: ['height', 'tall'] },
  deepest: { dir: 'max', kind: 'number', measures: ['depth', 'deep'] },
  widest: { dir: 'max', kind: 'number', measures: ['width', 'wide'] },
}

/** Order words after the rows: "newest first", "by price". */
export const ORDER_FIRST: Readonly<Record<string, Superlative>> = {
  'newest first': { dir: 'max', kind: 'date' },
  'latest first': { dir: 'max', kind: 'date' },
  'most recent first': { dir: 'max', kind: 'date' },
  'oldest first': { dir: 'min', kind: 'date' },
  'earliest first': { dir: 'min', kind: 'date' },
  'cheapest first': { dir: 'min', kind: 'money' },
  'most expensive first': { dir: 'max', kind: 'money' },
  'highest first': { dir: 'max', kind: 'number' },
  'lowest first': { dir: 'min', kind: 'number' },
  'in order': { dir: 'min' },
}
/** Words before the column rows are ordered by: "sorted by price". */
export const ORDER_BY = ['sorted by', 'ordered by', 'order by', 'sort by', 'by', 'in order of', 'ranked by']
export const ASCENDING = ['ascending', 'low to high', 'lowest to highest', 'smallest first']
export const DESCENDING = ['descending', 'high to low', 'highest to lowest', 'largest first', 'biggest first']

/** Comparators of a bound, and which side they bound. */
export const AT_MOST = [
  'under',
  'below',
  'less than',
  'fewer than',
  'cheaper than',
  'shorter than',
  'at most',
  'up to',
  'no more than',
  'not more than',
  'max',
  'maximum',
  'or less',
  'or under',
  'lower than',
]
export const AT_LEAST = [
  'over',
  'above',
  'more than',
  'greater than',
  'higher than',
  'longer than',
  'at least',
  'no less than',
  'minimum',
  'min',
  'or more',
  'or above',
  'or over',
  'plus',
]
/** Strict comparators (the bound itself is out). */
export const STRICT = [
  'under',
  'below',
  'less than',
  'fewer than',
  'cheaper than',
  'over',
  'above',
  'more than',
  'greater than',
  'higher than',
  'lower than',
  'longer than',
  'shorter than',
]

/** Date ranges: "in 2025", "from June through August 2024", "before March", "since 2024". */
export const DATE_FROM = ['between', 'from', 'since', 'after']
/** Between the two ends of a range of dates written with digits ("between 03/01/2026 and ..."). */
export const DATE_TO = ['and', 'to', 'through', 'until']
/** Between two months of a range ("June through August"). */
export const MONTH_TO = ['through', 'thru', 'to', 'until', 'till', 'and', '-']

/** Words that take the first or last N rows. */
export const TAKE_FIRST = ['first', 'top', 'next']
/** Words that only lead to "the next N" of a span of time ("over the next 5 days"). */
export const SPAN_LEADS = ['over', 'during', 'for', 'in', 'within']
export const TAKE_LAST = ['last', 'bottom', 'final']

/** Words that name the identity of a row (its name or title). */
export const IDENTITY_WORDS = ['name', 'names', 'title', 'titles']
/** Nouns that name the rows of any list, whatever the page calls them ("the dearest item"). */
export const ROW_NOUNS = ['item', 'items', 'thing', 'things', 'entry', 'entries', 'one', 'ones']
/** Nouns of the entries of a list of writing ("the club stories", "the latest articles"). */
export const ENTRY_NOUNS = ['posts', 'articles', 'stories']
/** Words after a column's name that say nothing more ("invoice number", "order id"). */
/** Words before a column's name that say nothing more ("full name" for a column "Name", "display name"). */
export const COLUMN_QUALIFIERS = ['job', 'full', 'display', 'current', 'official', 'exact', 'asking']

/** Words that name the rows' links (their `url`). */
export const LINK_WORDS = ['link', 'links', 'url', 'urls', 'href']

/** Column names that rank the rows (an order, not a quantity): left out of "the largest". */
export const RANK_COLUMNS = ['rank', 'ranking', 'position', 'place', 'no', 'number', 'pos']

/** Words before a column's name that make it another value than the column's plain name ("old price"). */
export const OTHER_VALUE_QUALIFIERS = [
  'old',
  'was',
  'original',
  'previous',
  'regular',
  'list',
  'former',
  'usual',
]

/** Verbs whose doer a column names ("which posts did Ana write": the author column). */
export const DOER_COLUMNS: Record<string, readonly string[]> = {
  write: ['author', 'writer', 'by'],
  wrote: ['author', 'writer', 'by'],
  written: ['author', 'writer', 'by'],
  sell: ['seller', 'vendor', 'merchant', 'sold by'],
  sells: ['seller', 'vendor', 'merchant', 'sold by'],
  sold: ['seller', 'vendor', 'merchant', 'sold by'],
  make: ['maker', 'manufacturer', 'brand', 'made by'],
  makes: ['maker', 'manufacturer', 'brand', 'made by'],
  made: ['maker', 'manufacturer', 'brand', 'made by'],
  publish: ['publisher', 'published by'],
  published: ['publisher', 'published by'],
  host: ['host', 'hosted by'],
  hosts: ['host', 'hosted by'],
  hosted: ['host', 'hosted by'],
  organise: ['organiser', 'organizer', 'organised by', 'organized by'],
  organised: ['organiser', 'organizer', 'organised by', 'organized by'],
  organize: ['organizer', 'organiser', 'organized by', 'organised by'],
  organized: ['organizer', 'organiser', 'organized by', 'organised by'],
  teach: ['teacher', 'instructor', 'tutor', 'taught by'],
  teaches: ['teacher', 'instructor', 'tutor', 'taught by'],
  taught: ['teacher', 'instructor', 'tutor', 'taught by'],
  teaching: ['teacher', 'instructor', 'tutor', 'taught by'],
  lead: ['leader', 'instructor', 'host', 'led by'],
  leads: ['leader', 'instructor', 'host', 'led by'],
  leading: ['leader', 'instructor', 'host', 'led by'],
  led: ['leader', 'instructor', 'host', 'led by'],
  assign: ['assignee', 'assigned to', 'owner'],
  assigned: ['assignee', 'assigned to', 'owner'],
  // "where was it": the column of the place
  where: ['place', 'location', 'venue', 'where', 'based in', 'address', 'room', 'town', 'city'],
}

export const COLUMN_SUFFIXES = [
  'number',
  'numbers',
  'no',
  'id',
  'ids',
  'code',
  'codes',
  'address',
  'addresses',
]

/** Names of the units of time, as words ("minutes", "hrs"; not the one-letter signs). */
const TIME_UNITS = Object.keys(SECONDS_IN).filter((n) => n.length > 1)
const LENGTH_UNITS = [
  'm',
  'km',
  'cm',
  'mm',
  'mi',
  'ft',
  'feet',
  'in',
  'inch',
  'inches',
  'meter',
  'meters',
  'metre',
  'metres',
  'mile',
  'miles',
]
const HEIGHT_UNITS = [
  'm',
  'cm',
  'mm',
  'ft',
  'feet',
  'foot',
  'in',
  'inch',
  'inches',
  'meter',
  'meters',
  'metre',
  'metres',
  'storey',
  'storeys',
  'floor',
  'floors',
]

/**
 * "How big / heavy / tall / far / old / wide / deep ...": the names a column of that measure goes by.
 * ("how long" is a length of time, and "how much" money: read apart.)
 */
export const MEASURE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  big: ['size', 'area', 'capacity', 'dimensions', 'floor area', 'surface'],
  large: ['size', 'area', 'capacity', 'dimensions', 'floor area', 'surface'],
  heavy: ['weight', 'mass'],
  tall: ['height'],
  high: ['height', 'elevation', 'altitude'],
  far: ['distance'],
  old: ['age'],
  wide: ['width'],
  deep: ['depth'],
}

/**
 * "How old / long / far / tall / big / heavy ...": what such an answer is written in. An answer
 * without one of these words (or a year, for "how old") does not say what was asked.
 */
export const MEASURE_WORDS: Readonly<Record<string, readonly string[]>> = {
  old: [
    'year',
    'years',
    'yr',
    'yrs',
    'month',
    'months',
    'born',
    'age',
    'aged',
    'since',
    'founded',
    'established',
  ],
  long: [
    ...TIME_UNITS,
    'h',
    'day',
    'days',
    'week',
    'weeks',
    'month',
    'months',
    'year',
    'years',
    ...LENGTH_UNITS,
    'lifetime',
    'page',
    'pages',
    'word',
    'words',
  ],
  far: [
    'm',
    'km',
    'mi',
    'mile',
    'miles',
    'meter',
    'meters',
    'metre',
    'metres',
    'ft',
    'feet',
    'yard',
    'yards',
    ...TIME_UNITS,
    'walk',
    'drive',
    'away',
  ],
  tall: [...HEIGHT_UNITS, 'story', 'stories'],
  high: HEIGHT_UNITS,
  heavy: [
    'g',
    'kg',
    'mg',
    'lb',
    'lbs',
    'oz',
    'gram',
    'grams',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'pound',
    'pounds',
    'ounce',
    'ounces',
    't',
    'ton',
    'tons',
    'tonne',
    'tonnes',
  ],
}

/** Adjectives of countries, for "the Italian towns". */
export const DEMONYMS: Readonly<Record<string, string>> = {
  chinese: 'China',
  indian: 'India',
  japanese: 'Japan',
  brazilian: 'Brazil',
  mexican: 'Mexico',
  egyptian: 'Egypt',
  american: 'United States',
  british: 'United Kingdom',
  german: 'Germany',
  french: 'France',
  italian: 'Italy',
  spanish: 'Spain',
  canadian: 'Canada',
  australian: 'Australia',
  russian: 'Russia',
  korean: 'South Korea',
  pakistani: 'Pakistan',
  nigerian: 'Nigeria',
  turkish: 'Turkey',
  indonesian: 'Indonesia',
  bangladeshi: 'Bangladesh',
  argentinian: 'Argentina',
}

/** Words that scale a number ("20 million"). */
export const SCALE_WORDS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
}

/**
 * Words an answer to "when" is written in, besides numbers of dates and times: months, days,
 * parts of the day, spans and words of relative time.
 */
export const WHEN_WORDS: readonly string[] = [
  ...'january february march april may june july august september october november december'.split(' '),
  ...'jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '),
  ...'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun'.split(
    ' ',
  ),
  ...'today tonight tomorrow yesterday now soon later ago since until till daily weekly monthly yearly every'.split(
    ' ',
  ),
  ...'morning afternoon evening night noon midnight am pm spring summer autumn fall winter season'.split(' '),
  ...TIME_UNITS,
  ...'day days week weeks weekend month months year years quarter q1 q2 q3 q4'.split(' '),
]

/**
 * Verbs of when something starts or ends ("what time does the match kick off ... begin"): said
 * with a column of clock times, they name nothing more than that column.
 */
export const CLOCK_VERBS = ['start', 'starts', 'begin', 'begins', 'end', 'ends', 'finish', 'finishes']

/**
 * Verbs of the one date a row has ("published in 1998", "released since May"): they only say
 * which dates, of the rows' one column of dates, whatever the page heads it.
 */
export const DATE_VERBS = ['published', 'released', 'issued', 'launched', 'posted', 'founded', 'opened']

/** The days of the week, as dates write them ("Saturday 6 June"). */
export const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ')

/** Words for what a job pays, naming the rows' one column of money when no column is so named. */
export const PAY_WORDS = ['salary', 'salaries', 'pay', 'wage', 'wages', 'earnings']
/** Verbs of price before an amount ("costing over £10", "priced under $5"): they say it is a price. */
export const PRICE_VERBS = ['cost', 'costs', 'costing', 'priced', 'charged', 'charging', 'selling', 'sold']

/** Words that name a column of lengths of time, whatever the page heads it ("length", "duration"). */
export const DURATION_WORDS = [
  'length',
  'lengths',
  'duration',
  'durations',
  'runtime',
  'running time',
  'time',
]

/** Words that ask for text rather than a value: a description, what something says, why. */
export const TEXT_WORDS: readonly string[] = [
  'about',
  'advice',
  'answer',
  'bio',
  'blurb',
  'body',
  'comment',
  'comments',
  'conditions',
  'content',
  'describe',
  'described',
  'description',
  'descriptions',
  'details',
  'excerpt',
  'explain',
  'explains',
  'instructions',
  'intro',
  'introduction',
  'message',
  'messages',
  'note',
  'notes',
  'overview',
  'policy',
  'quote',
  'reason',
  'reasons',
  'review',
  'reviews',
  'rules',
  'said',
  'say',
  'says',
  'snippet',
  'snippets',
  'statement',
  'summary',
  'summaries',
  'summarise',
  'summarize',
  'tagline',
  'terms',
  'text',
  'tip',
  'tips',
  'why',
  'wording',
]

/** What an amount is paid per ("£40 a night"), and the words a column of such amounts says it with. */
export const RATE_PERIODS: Readonly<Record<string, readonly string[]>> = {
  hour: ['hour', 'hourly'],
  day: ['day', 'daily'],
  night: ['night', 'nightly'],
  week: ['week', 'weekly', 'pw'],
  month: ['month', 'monthly', 'pcm'],
  year: ['year', 'yearly', 'annual', 'annually', 'pa'],
}
