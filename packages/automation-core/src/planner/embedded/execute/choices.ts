/**
 * Choices: the control that offers an option anywhere on the page, and the option of a sort list
 * that orders by a column in the direction a goal says.
 */
import type { ObservedElement } from '../../../page/observation'
import { findElement, PICK_ROLES } from './find'
import { describeElement, normalizeName, stem } from './locate'

const describe = describeElement

export function uniquePartial(options: readonly string[], wanted: string): string | undefined {
  const partial = options.filter((o) => ` ${normalizeName(o)} `.includes(` ${wanted} `))
  return partial.length === 1 ? partial[0] : undefined
}

/**
 * The control that offers `option` anywhere on the page: a list holding it, or a radio, option or
 * menu item of that name, else a pressed-or-not button of exactly that name.
 */
export function chooseAnywhere(
  elements: readonly ObservedElement[],
  option: string,
): ObservedElement | { reason: string } {
  const wanted = normalizeName(option)
  const lists = elements.filter((e) => e.options?.some((o) => normalizeName(o) === wanted))
  const found = findElement(elements, { name: option }, PICK_ROLES, [], false)
  const named = 'element' in found ? [found.element] : 'candidates' in found ? found.candidates : []
  // a button that stays pressed once chosen ("12:40" of a row of time buttons) is a choice too,
  // when no list, radio or option offers the name
  const toggles =
    lists.length || named.length
      ? []
      : elements.filter(
          (e) =>
            e.role === 'button' && e.pressed !== undefined && !e.disabled && normalizeName(e.name) === wanted,
        )
  const all = [...lists, ...named, ...toggles]
  if (all.length === 1) return all[0] as ObservedElement
  if (all.length === 0) return { reason: 'missing' }
  return { reason: `"${option}" is offered by several controls: ${all.map(describe).join(', ')}` }
}

/** Words of a direction of sorting, and the words sort options use for it. */
const SORT_DIRECTIONS: Array<[RegExp, RegExp]> = [
  [
    /^(?:cheapest|lowest|smallest|least|fewest|ascending|a to z)$/,
    /\b(?:low(?:est)? to high|ascending|cheapest|lowest|a ?[-–]? ?z|smallest|min)/,
  ],
  [
    /^(?:most expensive|highest|largest|biggest|most|descending|z to a|best)$/,
    /\b(?:high(?:est)? to low|descending|most expensive|highest|z ?[-–]? ?a|largest|max|best)/,
  ],
  [/^(?:newest|latest|most recent)$/, /\b(?:newest|latest|most recent|new to old)/],
  [/^(?:oldest|earliest)$/, /\b(?:oldest|earliest|old to new)/],
]

/** The direction a word of sorting asks of a column header: "cheapest" ascending, "newest" descending. */
export function headerDirection(dir?: string): 'ascending' | 'descending' | undefined {
  if (!dir) return undefined
  const at = SORT_DIRECTIONS.findIndex(([said]) => said.test(normalizeName(dir)))
  return at < 0 ? undefined : at === 0 || at === 3 ? 'ascending' : 'descending'
}

/** The one column header that sorts by `by` (a control with a sort state), if the page has it. */
export function sortHeader(elements: readonly ObservedElement[], by: string): ObservedElement | undefined {
  const words = normalizeName(by).split(' ').map(stem).join(' ')
  // a page marks only the column it sorts by now: the other headers of that row sort too
  const rows = new Set(elements.filter((e) => e.sort !== undefined && e.context).map((e) => e.context))
  const headers = elements.filter(
    (e) =>
      (e.sort !== undefined || (e.role === 'button' && e.context !== undefined && rows.has(e.context))) &&
      !e.disabled &&
      normalizeName(e.name).split(' ').map(stem).join(' ') === words,
  )
  return headers.length === 1 ? headers[0] : undefined
}

/** The sort list and its option that orders by `by` (in direction `dir`); a reason when not exactly one. */
export function sortChoice(
  elements: readonly ObservedElement[],
  by: string,
  dir?: string,
): { list: ObservedElement; option: string } | { reason: string } {
  const lists = elements.filter((e) => e.options?.length && !e.disabled)
  const sortLists = lists.filter((e) => /\bsort|\border/i.test(`${e.name} ${e.label ?? ''}`))
  const words = normalizeName(by).split(' ').map(stem)
  const pattern = dir ? SORT_DIRECTIONS.find(([said]) => said.test(normalizeName(dir)))?.[1] : undefined
  const hits = (sortLists.length ? sortLists : lists).flatMap((list) =>
    (list.options ?? [])
      .filter((o) => {
        const have = new Set(normalizeName(o).split(' ').map(stem))
        const byOk =
          words.every((w) => have.has(w)) ||
          (pattern?.test(normalizeName(o)) && normalizeName(o).includes(words[0] ?? ''))
        return byOk && (!pattern || pattern.test(normalizeName(o)))
      })
      .map((option) => ({ list, option })),
  )
  if (hits.length === 1) return hits[0] as { list: ObservedElement; option: string }
  if (!hits.length)
    return { reason: `no sort list offers an order by "${by}"${dir ? ` (${dir} first)` : ''}` }
  return {
    reason: `several sort options fit "${by}": ${hits.map((h) => `"${h.option}"`).join(', ')}; say which`,
  }
}

/** What a filter word is on the page: an option of a list, or a chip, box, switch or tab. */
export type FilterControl =
  | { kind: 'option'; list: ObservedElement; option: string }
  | { kind: 'toggle'; element: ObservedElement }

/** The words of a control's name that say which value it filters by ("Urgent only", "Open 12"). */
const valueStems = (name: string) =>
  normalizeName(name)
    .split(' ')
    .filter((w) => w && !/^\d+$/.test(w) && !['only', 'show', 'all', 'filter', 'by'].includes(w))
    .map(stem)

/**
 * The control that filters by `word` (or words, "North Quay"): the one option of a list, or the one
 * chip (a pressed button), box, switch, radio or tab, whose name is those words. A reason when several are.
 */
export function filterControl(
  elements: readonly ObservedElement[],
  word: string,
): FilterControl | { reason: string } | undefined {
  const wanted = valueStems(word)
  const same = (v: string[]) => v.length === wanted.length && v.every((w, i) => w === wanted[i])
  const found: FilterControl[] = []
  for (const e of elements) {
    if (e.disabled) continue
    if (e.options?.length) {
      const option = e.options.find((o) => same(valueStems(o)))
      if (option) found.push({ kind: 'option', list: e, option })
      continue
    }
    const toggles =
      (e.role === 'button' && e.pressed !== undefined) ||
      ['checkbox', 'switch', 'radio', 'tab', 'menuitemcheckbox', 'menuitemradio'].includes(e.role)
    if (toggles && same(valueStems(e.name))) found.push({ kind: 'toggle', element: e })
  }
  if (found.length === 1) return found[0]
  if (found.length > 1) {
    const named = found.map((f) =>
      f.kind === 'option' ? `"${f.option}" in ${describe(f.list)}` : describe(f.element),
    )
    return { reason: `several controls filter by "${word}": ${named.join(', ')}; say which` }
  }
  return undefined
}

/** The one item of an open menu (or list of options) that sorts by `by`: its name holds every word. */
export function sortMenuItem(elements: readonly ObservedElement[], by: string): ObservedElement | undefined {
  const words = normalizeName(by).split(' ').map(stem)
  const items = elements.filter(
    (e) =>
      ['menuitem', 'menuitemradio', 'option'].includes(e.role) &&
      !e.disabled &&
      words.every((w) => normalizeName(e.name).split(' ').map(stem).includes(w)),
  )
  return items.length === 1 ? items[0] : undefined
}
