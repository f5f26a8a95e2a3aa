/**
 * The text a model reads of a page, from the lines the page sent (observe.ts) and their controls'
 * records: controls written compactly (render-control.ts `renderModelControl`), the lines of one
 * item (a card, a row, a form field) on one line, a field's label written once, in the field,
 * controls that appeared since the last observation marked `*[n]`, a control repeated in each
 * item of a list written once, and the whole cut to a budget of real tokens: whole items only,
 * in-view first, then in document order.
 */
import type { LinePart, ObservedElement } from './observation'
import { ABOVE, IN_VIEW } from './observe-script'
import { modelLabel, modelTag, renderModelControl } from './render-control'
import type { CountTokens } from './tokens'

/** One line of the page as the cut sees it. */
export interface ModelLine {
  /** Its pieces; absent on a frame mark and on a gap. */
  parts?: LinePart[]
  /** The text of a frame mark (`--- iframe: … ---`). */
  mark?: string
  /** Lines the page already left out: [controls above, controls below, lines of text]. */
  gap?: [number, number, number]
  pos: number
  /** Number of controls on the line. */
  elements: number
  /** The item it belongs to (lines of one card share it). */
  item?: string
  /** Whether it is among the lines the observation gives structured (else left out here too). */
  kept: boolean
}

/** The model's text and what it lists. */
export interface ModelText {
  text: string
  /** Controls listed in `text`. */
  shown: number
  /** Controls the budget left out. */
  omitted: number
  /** Tokens of `text`. */
  tokens: number
}

/** Looks up a control's record by index. */
type RecordOf = (index: number) => ObservedElement | undefined

/** An item's lines go on one line up to this many characters. */
const JOIN_CHARS = 300
/** Between the lines of an item written on one line. */
const JOIN = ' · '
/** Said once, before the first line whose repeated controls are written as their index alone. */
export const FOLD_LEGEND = '(a bare [n] is labelled like the control in its place on the lines above)'
/** Left for the note on what was left out, until the text is counted whole. */
const NOTE_TOKENS = 28

/** One line rendered for a model. */
interface RenderedLine {
  text: string
  /** It holds no control. */
  plain: boolean
  /** The label written in the control that starts the line, if any. */
  lead?: string
  /** Per control of the line (outermost only), in order: its index and what it shows when written bare ('' if it is not). */
  controls: Array<{ index: number; bare: string }>
}

const lower = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()
/** A label's text as written beside a field ("Email:", "Name *"). */
const labelWords = (s: string) => lower(s).replace(/[\s:*]+$/, '')

/** A label this short is taken off the text beside its field only when it is all of that text. */
const SHORT_LABEL = 3

/** `s` without the label at its end (the text before a field), or undefined when it does not end with it. */
function withoutEnd(s: string, label: string): string | undefined {
  const t = s.replace(/[\s:*]+$/, '')
  if (!t.toLowerCase().endsWith(label.toLowerCase())) return undefined
  const before = t.slice(0, t.length - label.length)
  if (before && (label.length < SHORT_LABEL || !/[\s\p{P}]$/u.test(before))) return undefined
  return before ? `${before.trimEnd()} ` : ''
}

/** `s` without the label at its start (the text after a box or a radio), or undefined. */
function withoutStart(s: string, label: string): string | undefined {
  const t = s.replace(/^\s+/, '')
  if (!t.toLowerCase().startsWith(label.toLowerCase())) return undefined
  const after = t.slice(label.length)
  if (after.trim() && (label.length < SHORT_LABEL || !/^[\s\p{P}]/u.test(after))) return undefined
  const rest = after.replace(/^[\s:]+/, '')
  return rest ? ` ${rest}` : ' '
}

/** What a person reads of some pieces: text and the text of controls, no markup. */
function plainOf(parts: LinePart[], recordOf: RecordOf): string {
  return parts.map((p) => (typeof p === 'string' ? p : plainOf(p.parts, recordOf))).join('')
}

/**
 * Renders pieces of a line: controls compactly, a label that the text beside a field repeats
 * written only in the field. `top` collects the outermost controls (for folding).
 */
function renderPieces(
  parts: LinePart[],
  recordOf: RecordOf,
  fold: Set<number> | undefined,
  top: RenderedLine['controls'] | undefined,
): string {
  const out = parts.map((p) => (typeof p === 'string' ? p : ''))
  parts.forEach((p, j) => {
    if (typeof p === 'string') return
    const record = recordOf(p.index)
    const inner = renderPieces(p.parts, recordOf, undefined, undefined)
    if (!record) {
      out[j] = `[${p.index}]${inner}`
      top?.push({ index: p.index, bare: '' })
      return
    }
    const shown = plainOf(p.parts, recordOf)
    const label = modelLabel(record, shown)
    if (label && !label.endsWith('…')) {
      const before = parts[j - 1]
      const after = parts[j + 1]
      const cutBefore = typeof before === 'string' ? withoutEnd(out[j - 1]!, label) : undefined
      if (cutBefore !== undefined) out[j - 1] = cutBefore
      else if (typeof after === 'string') {
        const cutAfter = withoutStart(out[j + 1]!, label)
        if (cutAfter !== undefined) out[j + 1] = cutAfter
      }
    }
    // written bare only when what follows cannot be taken for its text: the end of the line,
    // another control, or a table's cell mark
    const next = parts[j + 1]
    const following = typeof next === 'string' ? out[j + 1]! : ''
    const bare =
      next === undefined ||
      typeof next !== 'string' ||
      /^\s*(?:\||·|$)/.test(following) ||
      (!following.trim() && typeof parts[j + 2] !== 'string')
    const nested = p.parts.some((q) => typeof q !== 'string')
    const folded = fold?.has(p.index) ?? false
    out[j] = renderModelControl(p.index, record, inner, shown, nested, {
      isNew: record.isNew === true,
      bare,
      folded,
    })
    if (top) {
      const written = out[j]!
      const isBare = folded || !written.slice(written.indexOf(']') + 1).startsWith('<')
      top.push({ index: p.index, bare: isBare ? `${modelTag(record)}:${lower(shown || record.name)}` : '' })
    }
  })
  return out.join('')
}

/** The label written in the control that starts a line, if it starts with one that has a label. */
function leadLabel(parts: LinePart[], recordOf: RecordOf): string | undefined {
  const first = parts.find((p) => typeof p !== 'string' || p.trim())
  if (first === undefined || typeof first === 'string') return undefined
  const record = recordOf(first.index)
  return record ? modelLabel(record, plainOf(first.parts, recordOf)) : undefined
}

/** One line for a model; `fold` names the controls written as their index alone. */
function renderLine(parts: LinePart[], recordOf: RecordOf, fold?: Set<number>): RenderedLine {
  const controls: RenderedLine['controls'] = []
  const text = renderPieces(parts, recordOf, fold, controls).replace(/ {2,}/g, ' ').trim()
  return { text, plain: controls.length === 0, lead: leadLabel(parts, recordOf), controls }
}

/** A run of lines kept or left out together: an item's lines, or one line. */
interface Unit {
  lines: ModelLine[]
  pos: number
  elements: number
  item?: string
  /** The previous unit, when nothing was left out between them. */
  before?: Unit
  taken: boolean
  /** Memoised renderings: [as written alone, as written after its `before`]. */
  texts: [string | undefined, string | undefined]
  costs: [number | undefined, number | undefined]
  /** The controls written as their index alone after `before` (null: none; computed once). */
  fold?: Set<number> | null
  /** Whether the item's lines were written on one line. */
  oneLine?: boolean
  rendered?: RenderedLine[]
}

type Entry = { unit: Unit } | { left: LeftOut }

/** Renders a unit's lines, one line for an item's when short; a line repeating the label of the next line's field is dropped. */
function renderUnit(
  unit: Unit,
  recordOf: RecordOf,
  fold?: Set<number>,
): { text: string; rendered: RenderedLine[] } {
  const rendered = unit.lines.map((l) =>
    l.parts ? renderLine(l.parts, recordOf, fold) : { text: l.mark ?? '', plain: true, controls: [] },
  )
  const texts: string[] = []
  rendered.forEach((r, k) => {
    const next = rendered[k + 1]
    if (r.plain && next?.lead && labelWords(r.text) === labelWords(next.lead)) return
    if (r.text) texts.push(r.text)
  })
  const length = texts.reduce((n, t) => n + t.length + JOIN.length, 0)
  const oneLine = unit.item !== undefined && length <= JOIN_CHARS
  unit.oneLine = oneLine || texts.length <= 1
  return { text: texts.join(oneLine ? JOIN : '\n'), rendered }
}

/** The controls of `unit` that say what the control in their place in `before` says: written as their index alone. */
function foldable(unit: Unit, recordOf: RecordOf): Set<number> | undefined {
  const before = unit.before
  if (!before || unit.item === undefined || before.item === undefined) return undefined
  unit.rendered ??= renderUnit(unit, recordOf).rendered
  before.rendered ??= renderUnit(before, recordOf).rendered
  if (!unit.oneLine || !before.oneLine) return undefined
  const mine = unit.rendered.flatMap((r) => r.controls)
  const theirs = before.rendered.flatMap((r) => r.controls)
  if (!mine.length || mine.length !== theirs.length) return undefined
  const fold = new Set<number>()
  mine.forEach((c, k) => {
    if (c.bare && c.bare === theirs[k]!.bare) fold.add(c.index)
  })
  return fold.size ? fold : undefined
}

/** What a cut left out: controls above the viewport, controls below it, lines of text. */
export type LeftOut = [number, number, number]

/** Counts a left-out line into `left`: a gap the page already counted, a line of text, or its controls where they are. */
export function countLeftOut(left: LeftOut, line: { gap?: LeftOut; elements: number; pos: number }): void {
  if (line.gap) {
    left[0] += line.gap[0]
    left[1] += line.gap[1]
    left[2] += line.gap[2]
  } else if (!line.elements) left[2]++
  else if (line.pos === ABOVE) left[0] += line.elements
  else left[1] += line.elements
}

/** The note on what a cut left out. */
export function leftOutNote([above, below, textLines]: LeftOut): string {
  const parts: string[] = []
  if (above) parts.push(`${above} elements above`)
  if (below) parts.push(`${below} ${above ? '' : 'more elements '}below`)
  const what = parts.length ? `${parts.join(' and ')}${above ? ' left out' : ''}` : 'more text left out'
  const text = textLines ? ` (and ${textLines} lines of text)` : ''
  return `... ${what}${parts.length ? text : ''}; scroll to see them`
}

/**
 * The model's text of a page: `header`, then the lines within `budget` tokens (header and note
 * included), whole items only: the in-view ones first, then the others in document order. Lines
 * not `kept` are left out and counted in the note.
 */
export function modelText(
  header: string,
  lines: ModelLine[],
  recordOf: RecordOf,
  budget: number,
  count: CountTokens,
): ModelText {
  // the page as units and runs of left-out lines, in document order
  const entries: Entry[] = []
  const units: Unit[] = []
  let last: Unit | undefined
  const leave = (l: ModelLine) => {
    const tail = entries[entries.length - 1]
    const left: LeftOut = tail && 'left' in tail ? tail.left : [0, 0, 0]
    if (!(tail && 'left' in tail)) entries.push({ left })
    countLeftOut(left, l)
    last = undefined
  }
  lines.forEach((l, k) => {
    if (!l.kept || l.gap) {
      leave(l)
      return
    }
    // a line that only says the label of the field starting the next line is written in the field
    const next = lines[k + 1]
    if (
      l.item === undefined &&
      next?.kept &&
      next.parts &&
      next.item === undefined &&
      l.parts?.every((p) => typeof p === 'string')
    ) {
      const lead = leadLabel(next.parts, recordOf)
      if (lead && labelWords(lead) === labelWords(l.parts.join(''))) return
    }
    if (last && l.item !== undefined && last.item === l.item) {
      last.lines.push(l)
      last.elements += l.elements
      if (l.pos === IN_VIEW) last.pos = IN_VIEW
      return
    }
    const unit: Unit = {
      lines: [l],
      pos: l.pos,
      elements: l.elements,
      item: l.item,
      before: last,
      taken: false,
      texts: [undefined, undefined],
      costs: [undefined, undefined],
    }
    units.push(unit)
    entries.push({ unit })
    last = unit
  })

  const foldsOf = (u: Unit): Set<number> | null => {
    if (u.fold === undefined) u.fold = foldable(u, recordOf) ?? null
    return u.fold
  }
  const textOf = (u: Unit, after: boolean): string => {
    const k = after ? 1 : 0
    let t = u.texts[k]
    if (t === undefined) {
      if (after) {
        const fold = foldsOf(u)
        t = fold ? renderUnit(u, recordOf, fold).text : textOf(u, false)
      } else {
        const r = renderUnit(u, recordOf)
        u.rendered = r.rendered
        t = r.text
      }
      u.texts[k] = t
    }
    return t
  }
  /** Whether `u` is written after its `before`, folded. */
  const folds = (u: Unit) => !!u.before?.taken && foldsOf(u) !== null
  const costOf = (u: Unit): number => {
    const after = !!u.before?.taken
    const k = after ? 1 : 0
    u.costs[k] ??= count(textOf(u, after)) + 1
    return u.costs[k]!
  }

  const render = (): { text: string; shown: number; omitted: number } => {
    const out = [header]
    const left: LeftOut = [0, 0, 0]
    let shown = 0
    let legend = false
    let gap = false
    for (const e of entries) {
      if ('left' in e || !e.unit.taken) {
        if ('left' in e) countLeftOut(left, { gap: e.left, elements: 0, pos: IN_VIEW })
        else for (const l of e.unit.lines) countLeftOut(left, l)
        if (!gap) out.push('…')
        gap = true
        continue
      }
      gap = false
      const u = e.unit
      const after = folds(u)
      if (after && !legend) {
        out.push(FOLD_LEGEND)
        legend = true
      }
      const text = textOf(u, !!u.before?.taken)
      if (text) out.push(text)
      shown += u.elements
    }
    const omitted = left[0] + left[1]
    if (gap) out.push(leftOutNote(left))
    return { text: out.join('\n'), shown, omitted }
  }

  // Everything, when it fits.
  const all = entries.every((e) => 'unit' in e)
  if (all) {
    for (const u of units) u.taken = true
    const whole = render()
    const tokens = count(whole.text)
    if (tokens <= budget) return { ...whole, tokens }
    for (const u of units) u.taken = false
  }

  let room = budget - count(header) - 1 - NOTE_TOKENS
  let legendPaid = false
  const order: Unit[] = []
  /** Takes `u` if it fits; false when it does not (and is not so big that smaller ones should go on). */
  const take = (u: Unit): boolean => {
    let cost = costOf(u)
    if (!u.before?.taken) cost += 2 // the gap mark before it
    const legend = !legendPaid && folds(u) ? count(FOLD_LEGEND) + 1 : 0
    if (cost + legend > room) return cost > budget / 4
    room -= cost + legend
    if (legend) legendPaid = true
    u.taken = true
    order.push(u)
    return true
  }
  for (const u of units) if (u.pos === IN_VIEW && !take(u)) break
  for (const u of units) if (!u.taken && u.pos !== IN_VIEW && !take(u)) break

  // The count of the whole text decides: units go, last taken first, until it fits.
  for (;;) {
    const out = render()
    const tokens = count(out.text)
    if (tokens <= budget || !order.length) return { ...out, tokens }
    order.pop()!.taken = false
  }
}
