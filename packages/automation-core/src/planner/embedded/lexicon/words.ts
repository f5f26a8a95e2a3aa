/**
 * The words of explicit instructions, by what they do. Data only: the grammar in
 * understand/instructions.ts reads a goal with these lists and nothing else.
 */

/** Verbs that click the element they name. */
export const CLICK_VERBS = [
  'click',
  'click on',
  'press',
  'hit',
  'tap',
  'tap on',
  'open',
  'follow',
  'push',
  'activate',
  'go to',
  'navigate to',
  'visit',
  'switch to',
  'head to',
]
/** Verbs that type a quoted value into a field. */
export const TYPE_VERBS = ['type', 'enter', 'put', 'write', 'input', 'key in', 'fill in']
/** Verbs that tick boxes, and that untick them. */
/** What a box ticked "as done" says: "mark X as done", "tick off X as read". */
export const CHECKED_AS = ['as done', 'as complete', 'as completed', 'as read', 'as finished', 'as watched']
export const CHECK_VERBS = [
  'check',
  'tick',
  'tick off',
  'mark',
  'select the checkbox',
  'enable',
  'turn on',
  'switch on',
  'flip on',
]
export const UNCHECK_VERBS = [
  'uncheck',
  'untick',
  'clear the checkbox',
  'disable',
  'turn off',
  'switch off',
  'flip off',
  'deselect',
]
/** Verbs of "turn X on", "switch X off": the state comes last. */
export const TOGGLE_VERBS = ['turn', 'switch', 'flip', 'toggle', 'set', 'put']
/** What people call the "remember me" box of a sign-in form; any of them finds it. */
export const REMEMBER_ME = [
  'keep me signed in',
  'keep me logged in',
  'stay signed in',
  'stay logged in',
  'remember me',
  'remember this device',
  'keep me signed-in',
]
/** Verbs that answer a question the page asks ("answer No to ..."). */
export const ANSWER_VERBS = ['answer', 'reply', 'respond']
/** Verbs that pick an option. */
export const SELECT_VERBS = ['select', 'choose', 'pick']
/** Verbs that fill a form (or one field) "with" values. */
export const FILL_VERBS = ['fill in', 'fill out', 'fill', 'complete']
/** Verbs that give a control a value: a date, a time, a number, an option. */
export const SET_VERBS = ['set', 'change', 'adjust', 'update', 'make']
/** Verbs that close what covers the page. */
export const DISMISS_VERBS = ['close', 'dismiss', 'exit', 'shut', 'get rid of']
/** What covers the page, as people call it. */
export const OVERLAY_WORDS = [
  'dialog',
  'dialog box',
  'popup',
  'pop-up',
  'pop up',
  'modal',
  'banner',
  'overlay',
  'window',
  'notice',
  'announcement',
  'alert',
  'toast',
  'notification',
  'message',
  'panel',
  'drawer',
  'bar',
  'announcement bar',
  'ribbon',
  'box',
  'widget',
  'bubble',
  'chat',
]
/** Words for the list an open menu or autocomplete shows: "pick X from the suggestions" names no list of its own. */
export const OPEN_LIST_WORDS = [
  'suggestions',
  'suggestion list',
  'results',
  'options',
  'matches',
  'list',
  'dropdown',
  'menu',
  'choices',
]
/** Words that name the buttons that close an overlay, best first. */
export const CLOSE_NAMES = [
  'close',
  'dismiss',
  '×',
  '✕',
  'x',
  'no thanks',
  'not now',
  'maybe later',
  'got it',
  'ok',
  'cancel',
]
/** Verbs that accept what a dialog asks ("confirm", "confirm it"). */
export const CONFIRM_VERBS = ['confirm']
/** Names of the button that accepts a dialog, when it has several that do not close it. */
export const CONFIRM_NAMES = ['confirm', 'yes', 'ok', 'continue']
/** Words of a notice about cookies or consent. */
export const CONSENT_WORDS = ['cookie', 'cookies', 'consent', 'privacy', 'tracking', 'gdpr']
/** Verbs that answer a cookie notice, with the answer each gives ("accept all cookies"). */
export const CONSENT_VERBS: Readonly<Record<string, 'accept' | 'decline'>> = {
  accept: 'accept',
  allow: 'accept',
  'agree to': 'accept',
  'consent to': 'accept',
  reject: 'decline',
  decline: 'decline',
  refuse: 'decline',
  deny: 'decline',
  'turn down': 'decline',
}
/** Names of the buttons that decline a cookie notice, sharing the least. */
export const CONSENT_DECLINE = [
  'reject',
  'reject all',
  'reject cookies',
  'reject all cookies',
  'reject optional cookies',
  'reject optional',
  'decline optional',
  'reject non essential',
  'decline',
  'decline all',
  'deny',
  'refuse',
  'only necessary',
  'necessary only',
  'only necessary cookies',
  'necessary cookies only',
  'essential only',
  'only essential',
  'use necessary cookies only',
]
/** Names of the buttons that accept a cookie notice (when it has no way to decline). */
export const CONSENT_ACCEPT = [
  'accept',
  'accept all',
  'accept cookies',
  'accept all cookies',
  'allow all',
  'agree',
  'i agree',
  'ok',
  'got it',
]
/** Words after a confirmation that name what is confirmed: nothing to find ("confirm the deletion"). */
export const CONFIRMED_WORDS = [
  'it',
  'that',
  'this',
  'the dialog',
  'the prompt',
  'the deletion',
  'the change',
  'the changes',
]
/** Nouns for an item of a list ("the message from ...", "the post by ..."). */
export const ITEM_NOUNS = [
  'message',
  'email',
  'e-mail',
  'mail',
  'post',
  'item',
  'entry',
  'row',
  'result',
  'product',
  'article',
  'story',
  'card',
  'thread',
  'conversation',
  'comment',
  'reply',
  'photo',
  'picture',
  'image',
  'video',
  'listing',
  'issue',
  'ticket',
  'task',
  'one',
]
/** Words between an item noun and what the item holds ("from", "by", "about", "titled"). */
export const ITEM_LINKS = [
  'from',
  'by',
  'about',
  'named',
  'called',
  'titled',
  'with',
  'for',
  'of',
  'regarding',
]
/** What a page writes for a price of nothing, in a column of prices ("Free"). */
export const FREE_WORDS = ['free', 'free of charge', 'no charge', 'free entry', 'free admission']
/** Numbers said in words. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
}
/** Ordinals that count from the start. */
export const COUNTING_ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
}
/** Ordinal words and their position (-1: the last). */
export const ORDINALS: Readonly<Record<string, number>> = { ...COUNTING_ORDINALS, last: -1 }
/** Separators of a menu path ("File > Export > PDF"). */
export const PATH_SEPARATORS = ['>', '→', '»', '->']
/** Words for the answer "yes" and "no" of a checkbox in a form. */
export const YES_WORDS = ['yes', 'true', 'on', 'checked', 'ticked', 'enable', 'enabled']
export const NO_WORDS = ['no', 'false', 'off', 'unchecked', 'unticked', 'disable', 'disabled']
export const EXPAND_VERBS = ['expand', 'unfold', 'show more of']
export const COLLAPSE_VERBS = ['collapse', 'fold', 'hide']
/** Keys a goal may press by name, and the key Playwright knows them by. */
export const KEYS: Readonly<Record<string, string>> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  space: ' ',
  backspace: 'Backspace',
  'arrow down': 'ArrowDown',
  'arrow up': 'ArrowUp',
  'down arrow': 'ArrowDown',
  'up arrow': 'ArrowUp',
}
/**
 * Words that start a question or a request for data: a clause they start is not an instruction
 * (it goes to the reader of questions), so "and" or a comma before them ends the clause before.
 */
export const QUESTION_STARTS = [
  'tell me',
  'tell us',
  'give me',
  'show me',
  'let me know',
  'i need',
  'i want',
  'return',
  'report',
  'list',
  'get',
  'find',
  'read',
  'count',
  'add up',
  'sum up',
  'total up',
  'total',
  'number of',
  'sum of',
  'average',
  'extract',
  'pull',
  'what',
  'which',
  'how',
  'who',
  'when',
  'where',
  'whose',
  'why',
  'whats',
  "what's",
  'whos',
  "who's",
  'wheres',
  'hows',
  'if',
  'one of',
  'only',
  'across',
  'according to',
  'from what',
  'is there',
  'are there',
  'does',
  'do',
  'did',
  'can you',
  'could you',
  'copy',
  'grab',
  'fetch',
  'collect',
  'summarize',
  'summarise',
]
/** Words that link others and carry nothing in a value ("out of print", "ready for pickup"). */
export const LINKING_WORDS: readonly string[] = ['of', 'the', 'a', 'an', 'for', 'to', 'in', 'on', 'at']

/** Words that carry nothing of their own in an instruction. */
export const FILLERS = [
  'please',
  'pls',
  'plz',
  'for me',
  'now',
  'just',
  'kindly',
  'then',
  'also',
  'first',
  'finally',
  'next',
  'after that',
  'can you',
  'could you',
  'would you',
  'will you',
  'help me',
  'i want to',
  'i would like to',
  "i'd like to",
  'go ahead and',
  'and',
]
/**
 * Verbs that name the button they press ("send it", "like the post by ..."): read loosely, as a
 * button of that name, and a clause boundary before them ("... in the box and send it").
 */
export const BUTTON_VERBS = [
  'send',
  'save',
  'post',
  'publish',
  'apply',
  'confirm',
  'continue',
  'cancel',
  'delete',
  'remove',
  'archive',
  'like',
  'unlike',
  'follow',
  'unfollow',
  'bookmark',
  'share',
  'star',
  'unstar',
  'flag',
  'report',
  'mute',
  'block',
  'reply',
  'upload',
  'download',
  'copy',
  'print',
  'refresh',
  'retry',
  'book',
  'reserve',
  'buy',
  'subscribe',
  'unsubscribe',
  'join',
  'invite',
  'approve',
  'request',
  'reject',
  'accept',
  'decline',
  'sort',
  'search',
  'add',
]
/**
 * Endings that make one word of another ("depart" -> "departure", "arrive" -> "arrival",
 * "deliver" -> "delivery"): a goal may say one where the page says the other.
 */
export const DERIVATIONS = ['ure', 'al', 'ion', 'ation', 'ance', 'ence', 'y', 'er', 'or', 'ship']
/** Orders said as a span ("from low to high"), as the direction word they mean. */
export const SORT_SPANS: Readonly<Record<string, string>> = {
  'low to high': 'ascending',
  'lowest to highest': 'ascending',
  'a to z': 'ascending',
  'small to large': 'ascending',
  'smallest to largest': 'ascending',
  'cheapest to most expensive': 'ascending',
  'high to low': 'descending',
  'highest to lowest': 'descending',
  'z to a': 'descending',
  'large to small': 'descending',
  'largest to smallest': 'descending',
  'most expensive to cheapest': 'descending',
  'new to old': 'newest',
  'newest to oldest': 'newest',
  'old to new': 'oldest',
  'oldest to newest': 'oldest',
}
/** Verbs that search a site for words ("look up walnut shelves"): typed into its search box and sent. */
export const SEARCH_VERBS = [
  'search for',
  'search',
  'look up',
  'lookup',
  'do a search for',
  'run a search for',
]
/** What a search is made in, named after the verb or the words ("search the shop for ..."). */
export const SEARCH_PLACES = [
  'site',
  'store',
  'shop',
  'catalogue',
  'catalog',
  'website',
  'page',
  'list',
  'app',
]
/** Articles before a name. */
export const ARTICLES = [
  'the',
  'a',
  'an',
  'that',
  'this',
  'my',
  'our',
  'your',
  'its',
  'their',
  'these',
  'those',
]
/** Words that point back at the item the previous clause acted on ("bookmark it too"). */
export const PRONOUNS = ['it', 'this', 'that', 'this one', 'that one', 'them', 'there', 'it too', 'this too']
/** Where on the page, said after a target ("in the sidebar", "at the top"): not part of its name. */
export const REGIONS = [
  'sidebar',
  'side bar',
  'header',
  'footer',
  'top',
  'bottom',
  'top of the page',
  'bottom of the page',
  'page',
  'menu',
  'menu bar',
  'navigation',
  'nav',
  'nav bar',
  'toolbar',
  'left',
  'right',
  'dialog',
  'popup',
  'form',
  'list',
  'table',
]
/** Prepositions before a region. */
export const REGION_PREPOSITIONS = ['in', 'from', 'on', 'at', 'of']
/** Words between a target and the item it belongs to ("the Delete button next to Ada"). */
export const NEAR_WORDS = ['next to', 'beside', 'for', 'of', 'on', 'in the row of', 'in the row for', 'near']
/** Prepositions before the field a value goes into, and before the list an option is in. */
export const INTO = ['into', 'in', 'inside', 'to', 'as']
export const FROM = ['from', 'in', 'on']
/** Month names, January first. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/**
 * Units a number may be written with ("6 seconds", "30%"), by what they measure: each entry is
 * one unit's names, its short sign first.
 */
export const UNITS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  time: [
    ['ms', 'millisecond', 'milliseconds'],
    ['s', 'sec', 'secs', 'second', 'seconds'],
    ['min', 'mins', 'minute', 'minutes'],
    ['h', 'hr', 'hrs', 'hour', 'hours'],
    ['d', 'day', 'days'],
    ['wk', 'week', 'weeks'],
    ['mo', 'month', 'months'],
    ['yr', 'yrs', 'year', 'years'],
  ],
  share: [['%', 'percent', 'per cent', 'pct']],
  length: [
    ['px', 'pixel', 'pixels'],
    ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
    ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
    ['m', 'metre', 'metres', 'meter', 'meters'],
    ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
    ['in', 'inch', 'inches'],
    ['mi', 'mile', 'miles'],
  ],
  weight: [
    ['g', 'gram', 'grams'],
    ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms'],
    ['lb', 'lbs', 'pound', 'pounds'],
  ],
  size: [
    ['kb', 'kilobyte', 'kilobytes'],
    ['mb', 'megabyte', 'megabytes'],
    ['gb', 'gigabyte', 'gigabytes'],
  ],
}

/**
 * Seconds in each unit a length of time is written in ("1 hr 27 min", "45 s"), under every name
 * of the unit in UNITS.time (days and weeks are dates' business, not a length read off a clock).
 */
/** Words of a kind of day or week, counted as days or weeks ("6 business days"). */
export const DAY_KINDS = ['working', 'business', 'school', 'calendar', 'clear']

export const SECONDS_IN: Readonly<Record<string, number>> = Object.fromEntries(
  (UNITS.time ?? []).flatMap((names) => {
    const size = ({ s: 1, min: 60, h: 3600, d: 86_400, wk: 604_800 } as Record<string, number>)[
      names[0] ?? ''
    ]
    return size ? names.map((n) => [n, size] as const) : []
  }),
)

/** Words of a filter that name no value: "only show the late ones here". */
export const FILTER_FILLERS = [
  'the',
  'my',
  'our',
  'me',
  'here',
  'ones',
  'one',
  'that',
  'are',
  'is',
  'and',
  'with',
  'in',
  'list',
  'please',
]
