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
]
/** Verbs that type a quoted value into a field. */
export const TYPE_VERBS = ['type', 'enter', 'put', 'write', 'input', 'key in', 'fill in']
/** Verbs that tick boxes, and that untick them. */
export const CHECK_VERBS = ['check', 'tick', 'select the checkbox', 'enable', 'turn on']
export const UNCHECK_VERBS = ['uncheck', 'untick', 'clear the checkbox', 'disable', 'turn off', 'deselect']
/** Verbs that pick an option. */
export const SELECT_VERBS = ['select', 'choose', 'pick']
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
/** Words that join clauses of one goal. */
export const CLAUSE_JOINERS = ['and then', 'then', 'after that', 'afterwards', 'next', 'finally', 'and']
/** Words that carry nothing of their own in an instruction. */
export const FILLERS = ['please', 'for me', 'now', 'just', 'kindly']
/** Articles before a name. */
export const ARTICLES = ['the', 'a', 'an', 'that', 'this']
/** Prepositions before the field a value goes into, and before the list an option is in. */
export const INTO = ['into', 'in', 'inside', 'to']
export const FROM = ['from', 'in', 'on']
