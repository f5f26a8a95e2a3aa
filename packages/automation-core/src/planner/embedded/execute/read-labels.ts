/**
 * The `read` operator: a question answered from the values a page writes beside labels of its
 * own ("Guarantee: 3 years", a two-cell table row, a stat block "Seats left / 14"), read as one
 * row keyed by label (see page/labels-in-page.ts). Only what a single row can answer is answered:
 * the values of named labels ("what is the guarantee", "how much capacity"), a labelled figure
 * ("how many ratings"), the one labelled amount or date ("the price", "when does it
 * close"). Orders, bounds, firsts and counts of rows need rows, and are refused here.
 */
import type { Decision } from '../../../schemas/decision'
import type { PlannerInput } from '../../planner'
import { type ColumnKind, filterRows, kindOf, numberOf, type Row, withoutAvatar } from '../plan/operators'
import type { QuestionReading } from '../understand/question'
import { keyWords, normalizeName, stem } from './locate'
import { columnOfKind, place } from './place-words'
import { CANNOT_ANSWER, refusal } from './refusal'

const refuse = (reason: string): Decision => refusal(CANNOT_ANSWER, reason)

/** Words that ask what something costs (not "how much storage"). */
const PRICE_ASKED = /\b(?:cost|costs|price|priced|fee|fees|charge|charged)\b/i

/** The answer from the page's labelled values, or a refusal that says why there is none. */
export function answerLabels(
  question: string,
  reading: QuestionReading,
  row: Row,
  where: Set<string>,
): Decision {
  const columns = Object.keys(row).filter((c) => c !== 'name' && c !== 'url')
  const kinds = Object.fromEntries(columns.map((c) => [c, kindOf([row], c)])) as Record<string, ColumnKind>
  if (reading.take || reading.order || reading.bounds.length || reading.dates.length)
    return refuse(`"${question}" asks about a list, and the page shows labelled values only`)
  const named: string[] = []
  // "the maximum load" where a label says "Maximum load": that label, not an order of rows
  const said = reading.superlative?.said
  if (reading.superlative) {
    const label = said ? labelFor(said, columns) : undefined
    if (!label)
      return refuse(`"${question}" asks for the highest or lowest of a list; the page shows no list`)
    named.push(label)
  }
  const open = said
    ? reading.open.map((run) => run.filter((w) => !normalizeName(said).split(' ').includes(w)))
    : reading.open
  const placed = place(
    open.filter((r) => r.length),
    [row],
    [...columns, ...(row.name ? ['name'] : [])],
    { ...kinds, name: 'text' },
    where,
    false,
  )
  for (const c of placed.columns) {
    const column = c === '#identity' ? 'name' : c
    if (!named.includes(column)) named.push(column)
  }
  // words left over may only name what the page is about (its heading: "this kettle") or be
  // words of the value read ("how many days are left" for "20 days left")
  const written = new Set(
    [row.name ?? '', ...named.map((c) => row[c] ?? '')].flatMap((t) => normalizeName(t).split(' ').map(stem)),
  )
  let loose = [...placed.unplaced, ...(placed.subject?.split(' ') ?? [])].filter(
    (w) => !written.has(stem(normalizeName(w))),
  )
  // a label named by all its words with others between ("units are left" for "Units left")
  for (;;) {
    const stems = new Set(loose.map((w) => stem(normalizeName(w))))
    const whole = columns
      .filter((c) => !named.includes(c) && keyWords(c).every((w) => stems.has(w)))
      .sort((a, b) => keyWords(b).length - keyWords(a).length)[0]
    if (!whole) break
    named.push(whole)
    const used = new Set(keyWords(whole))
    loose = loose.filter((w) => !used.has(stem(normalizeName(w))))
  }
  if (loose.length)
    return refuse(`no label of the page says "${loose.join(' ')}" (labels: ${columns.join(', ')})`)
  if (!filterRows([row], placed.conditions, { ...kinds, name: 'text' }).length)
    return refuse(
      `the page is not about "${placed.conditions.map((c) => ('value' in c ? c.value : '')).join(' ')}"`,
    )
  // "how many ratings": the figure a label gives, not a number of rows
  if (reading.reduce === 'count') {
    const countOf = reading.countOf?.map((w) => stem(normalizeName(w))) ?? []
    // a label named whole ("units left") or by the words after "how many" ("reviews")
    const counted =
      named.find((c) => numberOf(row[c] ?? '') !== undefined && keyWords(c)[0] === countOf[0]) ??
      columns.find(
        (c) => kinds[c] !== 'text' && countOf.length > 0 && keyWords(c).every((w, j) => w === countOf[j]),
      )
    if (!counted)
      return refuse(`"how many" asks for a number of rows, and the page shows labelled values only`)
    if (!named.includes(counted)) named.push(counted)
  } else if (reading.reduce === 'sum' && !named.length && labelFor('total', columns)) {
    // "what is the total?" of nothing named: the page's own label Total (an order's sum, worked out by the page)
    named.push(labelFor('total', columns) as string)
  } else if (reading.reduce) {
    return refuse(`"${question}" asks to add up or average a list; the page shows labelled values only`)
  }
  // "how much", "how long", "when": the one labelled value of that kind, unless a label was named
  const kind = reading.money ? 'money' : reading.duration ? 'duration' : reading.date ? 'date' : undefined
  if (kind && !named.some((c) => c !== 'name')) {
    const column = columnOfKind(kind, [], columns, kinds)
    if (typeof column !== 'string') return refuse(column.reason)
    named.push(column)
  }
  if (!named.length) return refuse(`the question names no label of the page (labels: ${columns.join(', ')})`)
  // what something costs is an amount of money: a label whose value is none ("Valid for 2 bikes")
  // does not say it
  if (reading.money && PRICE_ASKED.test(question)) {
    const none = named.find((c) => c !== 'name' && kindOf([row], c) !== 'money')
    if (none)
      return refuse(`"${question}" asks what something costs, and the label ${none} gives no amount of money`)
  }
  // a labelled figure counted ("118 ratings") is given as the figure; other values as written
  const counted = reading.reduce === 'count' ? named.at(-1) : undefined
  const result = Object.fromEntries(
    named.map((c) => [c, c === counted ? (numberOf(row[c] ?? '') ?? row[c]) : withoutAvatar(row[c] ?? '')]),
  )
  return { purpose: `Read ${named.join(', ')} from the page's labels`, actions: [], done: true, result }
}

/** The label a phrase names ("maximum load" for a label "Maximum load"). */
function labelFor(phrase: string, columns: readonly string[]): string | undefined {
  const words = normalizeName(phrase).split(' ').map(stem)
  return columns.find((c) => {
    const k = keyWords(c)
    return k.length === words.length && k.every((w, i) => w === words[i])
  })
}

/** The row of labelled values an extract of the page's labels brought, if any. */
export function labelsRow(input: PlannerInput): Row | undefined {
  const last = input.history.at(-1)?.outcomes.find((o) => o.action.type === 'extract')
  const data = last?.ok ? (last.data as { items?: Row[] } | undefined) : undefined
  return data?.items?.[0]
}
