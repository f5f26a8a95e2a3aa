/**
 * Carries out instruction steps against the structured observation, one action at a time, and
 * checks each before the next: after typing the field holds the text, after ticking the box is
 * ticked, after choosing the list shows the option, after a click the page changed, after
 * closing a dialog it is gone. Success is claimed only when every step ran and was checked; the
 * result says what was done, step by step.
 */

import type { Observation, ObservedElement } from '../../../page/observation'
import { readableLines, readableText } from '../../../page/page-lines'
import type { Action, Decision } from '../../../schemas/decision'
import { CONFIGURE_MODEL_HINT } from '../../configure-hint'
import type { PlannerInput } from '../../planner'
import { CONSENT_WORDS, FILTER_FILLERS, NO_WORDS, YES_WORDS } from '../lexicon/words'
import type { InstructionStep, TargetPhrase } from '../understand/instructions'
import { describeTarget } from '../understand/target'
import { calendarMove } from './calendar'
import {
  chooseAnywhere,
  filterControl,
  headerDirection,
  sortChoice,
  sortHeader,
  sortMenuItem,
  uniquePartial,
} from './choices'
import { amountFor, numberInUnit, parseDate, parseNumber, unitCompanion, valueForField } from './field-values'
import { FIELD_ROLES, type Found, findElement, itemToggle, PICK_ROLES } from './find'
import {
  expandFill,
  FORM_ERROR,
  nextButton,
  SAVE_WORDS,
  SIGN_IN_NAMES,
  SUBMIT_WORDS,
  submitButton,
} from './forms'
import { describeElement, normalizeName, stem } from './locate'
import { loadMoreControl } from './more'
import { closeControl, confirmControl, consentControl, dialogsOf } from './overlays'
import { refusal } from './refusal'

/** A run's progress through its steps. */
export interface InstructionRun {
  steps: InstructionStep[]
  /** Index of the step under way. */
  at: number
  /** For a step over several targets (ticking a list of boxes): the target under way. */
  part: number
  /** What the last action must have done, checked on the next observation. */
  expect?: Expectation
  /** What was done, one line per step, for the result. */
  done: string[]
  /** The field typed into last: `submit` sends its form. */
  lastField?: ObservedElement
  /** The page before the last action, to tell whether it changed anything. */
  before?: { url: string; fingerprint: string; tabs: number }
  /**
   * How often the last action was given another look after it seemed to do nothing: once for
   * most, twice for a click (a slow script, a busy machine).
   */
  waits?: number
  /** Controls clicked to reveal the current step's target (by role and name). */
  revealed: string[]
  /** The form a fill step named was opened by following its link. */
  formOpened?: boolean
  /** The text of the item the last action was on, for "it" in the next step. */
  lastContext?: string
  /** The form of the last control acted on (frame and form). */
  lastForm?: string
  /** Steps of a form gone on to ("Next") to look for a target. */
  formSteps?: number
  /** The page the item of `lastContext` was on. */
  lastUrl?: string
  /** The highest element index when the last action was made: what came after, it brought. */
  lastIndex?: number
  /** The sign-in check waited once for the page to move on. */
  signInWaited?: boolean
  /** How many reveals had been made when the search for a target last waited for the page. */
  revealWait?: number
  /** Waits for a list loading more of itself. */
  loadWaits?: number
  /** Waits for a dialog the goal closes that was not open yet. */
  dialogWaits?: number
  /** A cookie notice the goal does not speak of was looked for (and cleared). */
  consentDone?: boolean
  /**
   * Forms a set step changed whose own button was not pressed since ("form 2" of a frame): a
   * setting is made when its form is saved, so they are saved before the run ends.
   */
  unsaved?: Array<{ form: string; frame?: string }>
  /** Dialogs that opened after an action of the run that may open one: the run's. */
  runDialogs?: string[]
  /** Whether the last action was a click or key on a control that may open a dialog. */
  lastCouldOpen?: boolean
  /** The dialogs open when the run began: the page's own (an offer, a notice), not the run's. */
  pageDialogs?: string[]
  /** The step and target of the last action, to be made again once what covered it is closed. */
  actFrom?: { at: number; part: number }
  /** A dialog of the page's own that covered a control was closed. */
  overlayClosed?: boolean
}

type Expectation =
  | { kind: 'value'; index: number; text: string; what: string }
  | {
      kind: 'checked'
      index: number
      checked: boolean
      what: string
      role?: string
      name?: string
      /** The text of the item the box is in, to find it again when the list is drawn anew. */
      context?: string
    }
  | { kind: 'option'; index: number; option: string; what: string }
  | { kind: 'expanded'; index: number; expanded: boolean; what: string }
  | { kind: 'changed'; what: string }
  /**
   * A form was sent: the page changed, and shows no new error ("Please enter your name").
   * `live`: the words typed had already changed the page (a search that shows results as one
   * types), so a send that changes nothing more is fine.
   */
  | { kind: 'submitted'; what: string; before: string[]; live?: boolean }
  | { kind: 'gone'; dialog: string; what: string }
  | { kind: 'reveal'; what: string }
  | { kind: 'ok'; what: string }

export function startInstructions(steps: InstructionStep[]): InstructionRun {
  return { steps, at: 0, part: 0, done: [], revealed: [] }
}

/**
 * Waits (of 1.5 s) at most for a dialog the goal closes to open by itself: fewer than the loop
 * guard's three same actions on an unchanged page.
 */
const MAX_DIALOG_WAITS = 2

/** "Load more" clicks made at most for "load all ...". */
const MAX_LOAD_MORE = 30

/** What closes a dialog the page opened by itself, covering the page. */
type PageDialog = { element?: ObservedElement; dialog: string }

/**
 * The one dialog open, opened by the page itself (see `pageDialogs`): what closes it. Once a
 * run: a dialog that comes back is the page's to keep.
 */
function openPageDialog(run: InstructionRun, elements: readonly ObservedElement[]): PageDialog | undefined {
  if (run.overlayClosed) return undefined
  const open = dialogsOf(elements)
  const dialog = open[0]
  if (open.length !== 1 || dialog === undefined || !run.pageDialogs?.includes(dialog)) return undefined
  const close = closeControl(elements)
  return 'reason' in close ? undefined : { dialog, ...(close.element ? { element: close.element } : {}) }
}

/** The page's dialog, when an action's failure says its control was covered. */
function coveringDialog(
  run: InstructionRun,
  problem: string,
  elements: readonly ObservedElement[],
): PageDialog | undefined {
  // (what covers it is the dialog or the backdrop under it)
  return / is covered by </.test(problem) ? openPageDialog(run, elements) : undefined
}

/**
 * The page's dialog, when a target of the goal cannot be found (it may be under the dialog's
 * backdrop); none when the goal itself closes or answers a dialog.
 */
function pageDialogCovering(
  run: InstructionRun,
  elements: readonly ObservedElement[],
): PageDialog | undefined {
  // (a goal that names the dialog, or acts in it, is about it: not closed unasked)
  if (run.steps.some((s) => s.op === 'dismiss' || s.op === 'consent')) return undefined
  return openPageDialog(run, elements)
}

/**
 * For a target of a time or date kind named by a value first ("11:30 entry time") that no field
 * is: the one enabled choice (radio, option, button) whose name opens with that value, when the
 * page says the target's other words (its group's name).
 */
function valueChoice(
  elements: readonly ObservedElement[],
  target: TargetPhrase,
  pageText: string,
): ObservedElement | undefined {
  if (target.kind !== 'time' && target.kind !== 'date') return undefined
  const value = /^(\d{1,2}[:.]\d{2}(?:\s?[ap]m)?)\b\s*(.*)$/i.exec(target.fullName ?? target.name)
  if (!value?.[1]) return undefined
  const v = normalizeName(value[1])
  const page = ` ${normalizeName(pageText)} `
  if (
    !normalizeName(value[2] ?? '')
      .split(' ')
      .every((w) => !w || page.includes(` ${w} `))
  )
    return undefined
  const choices = elements.filter(
    (e) =>
      ['radio', 'option', 'button', 'menuitemradio'].includes(e.role) &&
      !e.disabled &&
      // (its name may run the time into what follows it: "11:3024 left")
      (normalizeName(e.name).startsWith(v) || normalizeName(e.value ?? '') === v),
  )
  return choices.length === 1 ? choices[0] : undefined
}

/** Whether the last action was given another look already. */
const waited = (run: InstructionRun) => (run.waits ?? 0) > 0

const fail = (reason: string): Decision => refusal('Cannot carry out the instruction', reason)

const describe = describeElement
const snapshot = (o: Observation) => ({ url: o.url, fingerprint: o.fingerprint, tabs: o.tabs.length })

/** Whether the last action did what it had to: null when it did, 'again' to look once more, or why not. */
function verify(run: InstructionRun, input: PlannerInput): string | 'again' | null {
  const expected = run.expect
  if (!expected) return null
  const last = input.history[input.history.length - 1]?.outcomes ?? []
  const failed = last.find((o) => !o.ok)
  if (failed) return `${expected.what} failed: ${failed.message ?? 'the action did not succeed'}`
  const { observation } = input
  // a form sent that led to another page was sent (that page's own fields are no error of it)
  if (expected.kind === 'submitted' && observation.url === run.before?.url) {
    const before = new Set(expected.before)
    const errors = readableLines(observation).filter((l) => !before.has(l) && FORM_ERROR.test(l))
    if (errors.length) return `${expected.what}: the form was not sent, the page says "${errors[0]?.trim()}"`
  }
  if (expected.kind === 'changed' || expected.kind === 'submitted') {
    const now = snapshot(observation)
    const before = run.before
    const same =
      before && before.url === now.url && before.fingerprint === now.fingerprint && before.tabs === now.tabs
    if (!same || (expected.kind === 'submitted' && expected.live && waited(run))) return null
    return (run.waits ?? 0) >= 2 ? `${expected.what} changed nothing on the page` : 'again'
  }
  if (expected.kind === 'gone') {
    const open = dialogsOf(observation.elements).includes(expected.dialog)
    if (!open) return null
    return waited(run) ? `${expected.what}: the dialog "${expected.dialog}" is still open` : 'again'
  }
  if (!('index' in expected)) return null
  // a list drawn again after a tick has the same box under a new index: found by role and name,
  // in the item whose text is most like the one acted in (boxes of rows are often named alike)
  const byIndex = observation.elements.find((e) => e.index === expected.index)
  const element =
    expected.kind === 'checked' && expected.context !== undefined && byIndex?.context !== expected.context
      ? (sameItem(observation.elements, expected.role, expected.name, expected.context) ?? byIndex)
      : (byIndex ??
        (expected.kind === 'checked' && expected.role
          ? observation.elements.find((e) => e.role === expected.role && e.name === expected.name)
          : undefined))
  // a control that is gone (the page moved on after the action) cannot be read back: the action succeeded
  if (!element) return null
  if (expected.kind === 'value') {
    // a password field shows only that it holds something
    const shown = element.type === 'password' && element.value ? expected.text : (element.value ?? '')
    if (normalizeName(shown).includes(normalizeName(expected.text))) return null
    return waited(run) ? `${expected.what}: the field holds "${element.value ?? ''}" afterwards` : 'again'
  }
  if (expected.kind === 'checked' && element.checked !== expected.checked) {
    return waited(run)
      ? `${expected.what}: the box is ${element.checked ? 'ticked' : 'not ticked'} afterwards`
      : 'again'
  }
  if (expected.kind === 'option' && normalizeName(element.value ?? '') !== normalizeName(expected.option)) {
    return waited(run) ? `${expected.what}: the list shows "${element.value ?? ''}" afterwards` : 'again'
  }
  if (
    expected.kind === 'expanded' &&
    element.expanded !== undefined &&
    element.expanded !== expected.expanded
  ) {
    return waited(run)
      ? `${expected.what}: it is ${element.expanded ? 'expanded' : 'collapsed'} afterwards`
      : 'again'
  }
  return null
}

/**
 * The next decision of a run of instructions: the next action, or done with what was done, or
 * a failure that says which step could not be carried out and why.
 */
/** Whether the steps deal with a cookie notice themselves (name it, or close or dismiss something). */
function speaksOfConsent(steps: readonly InstructionStep[]): boolean {
  // (a dismiss of nothing named may mean the notice; "close the tide alerts pop-up" names another thing)
  return steps.some(
    (s) =>
      (s.op === 'dismiss' && !s.name) ||
      normalizeName(JSON.stringify(s))
        .split(' ')
        .some((w) => CONSENT_WORDS.includes(w)),
  )
}

/**
 * Of several candidates for an entry of a menu path, the one item of a menu, else the one that
 * appeared with the step before (indices above `lastIndex`).
 */
function inOpenedMenu(candidates: readonly ObservedElement[], lastIndex: number | undefined) {
  const menu = candidates.filter((c) => c.role.startsWith('menuitem'))
  if (menu.length === 1) return menu[0]
  const brought = candidates.filter((c) => lastIndex !== undefined && c.index > lastIndex)
  return brought.length === 1 ? brought[0] : undefined
}

/** The form a control belongs to, told apart across frames (undefined outside any form). */
const formOf = (e: ObservedElement): string | undefined =>
  e.form === undefined ? undefined : `${e.frame ?? ''}|${e.form}`

/** Roles of controls whose click or key opens no dialog: a dialog that opens after is the page's. */
const OPENS_NOTHING = [
  'option',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'spinbutton',
  'slider',
]

/** Steps of a form in steps gone on to, at most, to look for one target. */
const MAX_FORM_STEPS = 4

export function nextInstruction(run: InstructionRun, input: PlannerInput): Decision {
  const from = { at: run.at, part: run.part }
  // (a dialog that opens by itself a moment after the page loads is the page's too, when the
  // goal's first step has not been acted on yet)
  // (so is one that opened after an action that opens nothing: typing, choosing an option)
  const dialogsNow = dialogsOf(input.observation.elements)
  run.pageDialogs ??= dialogsNow
  const fresh = dialogsNow.filter((d) => !run.pageDialogs?.includes(d) && !run.runDialogs?.includes(d))
  if (fresh.length && run.lastCouldOpen) run.runDialogs = [...(run.runDialogs ?? []), ...fresh]
  else if (fresh.length) run.pageDialogs = [...run.pageDialogs, ...fresh]
  const problem = verify(run, input)
  // a dialog the page opened by itself (an offer, a newsletter) covered the control acted on: it
  // is closed, as a person would, and the action made again, once
  const covering =
    typeof problem === 'string' ? coveringDialog(run, problem, input.observation.elements) : undefined
  if (covering) {
    run.overlayClosed = true
    run.at = run.actFrom?.at ?? run.at
    run.part = run.actFrom?.part ?? run.part
    run.revealed = []
    run.waits = 0
    const what = `Close the dialog "${covering.dialog}" the page opened, which covers the page`
    run.expect = { kind: 'gone', dialog: covering.dialog, what }
    run.before = snapshot(input.observation)
    return covering.element
      ? {
          purpose: `${what} (${describe(covering.element)})`,
          actions: [{ type: 'click', index: covering.element.index }],
          done: false,
        }
      : { purpose: `${what} (Escape)`, actions: [{ type: 'press', key: 'Escape' }], done: false }
  }
  if (problem === 'again') {
    // give the page a moment (a fetch, an animation), then look once more
    run.waits = (run.waits ?? 0) + 1
    return {
      purpose: `Wait for the page after: ${run.expect?.what}`,
      actions: [{ type: 'wait', for: 'time', ms: 1000 }],
      done: false,
    }
  }
  if (problem) return fail(problem)
  if (run.expect && run.expect.kind !== 'reveal') run.done.push(run.expect.what)
  run.expect = undefined
  run.waits = 0
  const { observation } = input
  const elements = observation.elements
  // A cookie notice is cleared first, as a person would, unless the goal says what to do with
  // it or closes something itself: what the notice covers cannot be read or told apart.
  if (!run.consentDone) {
    run.consentDone = true
    const notice = speaksOfConsent(run.steps) ? undefined : consentControl(elements)
    if (notice) {
      run.expect = { kind: 'changed', what: `Dismiss the cookie notice: ${describe(notice)}` }
      run.before = snapshot(observation)
      return { purpose: run.expect.what, actions: [{ type: 'click', index: notice.index }], done: false }
    }
  }
  const act = (actions: Action[], expect: Expectation): Decision => {
    run.expect = expect
    run.actFrom = from
    run.before = snapshot(observation)
    run.lastIndex = elements.reduce((most, e) => Math.max(most, e.index), 0)
    const first = actions[0]
    const on = first && 'index' in first ? elements.find((e) => e.index === first.index) : undefined
    run.lastCouldOpen =
      !!on && (first?.type === 'click' || first?.type === 'press') && !OPENS_NOTHING.includes(on.role)
    if (expect.kind === 'checked' && on) {
      expect.context = on.context
      expect.role ??= on.role
      expect.name ??= on.name
    }
    // a button of a changed form pressed (its Save, or any other): the form is dealt with
    if (on && first?.type === 'click' && on.role === 'button' && on.form !== undefined)
      run.unsaved = run.unsaved?.filter((u) => u.form !== on.form || u.frame !== on.frame)
    if (on) run.lastForm = formOf(on) ?? run.lastForm
    if (on?.context && expect.kind !== 'reveal') {
      run.lastContext = on.context
      run.lastUrl = observation.url
    }
    return { purpose: expect.what, actions, done: false }
  }
  const advance = () => {
    run.at++
    run.part = 0
    run.revealed = []
  }
  /** The element a target names, a click that may reveal it, or the failure that ends the run. */
  const find = (named: TargetPhrase, roles?: readonly string[]): ObservedElement | Decision => {
    // "open the Fern Lamp and save it": once the item's own page is open, "it" is that page
    const itsPage = named.same && run.lastUrl !== undefined && run.lastUrl !== observation.url
    const target = itsPage ? { ...named, same: undefined } : named
    // "fill in ... then send it": after a form was filled in, "it" is that form, and the verb
    // names its button ("Send message")
    const verb = normalizeName(named.name)
    const ofFilled =
      named.same && run.lastForm !== undefined && run.lastField !== undefined && verb
        ? elements.filter(
            (e) =>
              formOf(e) === run.lastForm &&
              e.role === 'button' &&
              !e.disabled &&
              SUBMIT_WORDS.test(normalizeName(e.name)) &&
              normalizeName(e.name).split(' ')[0] === verb,
          )
        : []
    if (ofFilled.length === 1) return ofFilled[0] as ObservedElement
    // "search ..., then open the first result": the results are what follows the search box
    const searched = run.steps.slice(0, run.at).some((s) => s.op === 'submit' && s.search)
    const box = searched && target.item && !target.name ? elements.find((e) => e.search) : undefined
    const after = box ? elements.filter((e) => e.index > box.index) : elements
    const found: Found = findElement(after, target, roles, run.revealed, true, run.lastContext)
    if ('element' in found) return found.element
    // "choose the 11:30 entry time": no field of times, but one choice that opens with that time
    // (a radio "11:30 · 24 left" under "Entry time"), the rest of the words said on the page
    const picked = valueChoice(elements, named, readableText(observation))
    if (picked) return picked
    // "Places > Harbour": of several, the one in the menu the step before opened
    const opened =
      'candidates' in found && target.inMenu ? inOpenedMenu(found.candidates, run.lastIndex) : undefined
    if (opened) return opened
    // "type ... into Keyword, then click Go": of several, the one of the form just filled in
    const ofForm =
      'candidates' in found && run.lastForm ? found.candidates.filter((c) => formOf(c) === run.lastForm) : []
    if (ofForm.length === 1) return ofForm[0] as ObservedElement
    if ('reveal' in found) {
      run.revealed.push(`${found.reveal.role}:${found.reveal.name}`)
      return act([{ type: 'click', index: found.reveal.index }], {
        kind: 'reveal',
        what: `Look for ${describeTarget(target)} behind ${describe(found.reveal)}`,
      })
    }
    // what a reveal brings may still be loading ("Loading…"): one more look before giving up
    if ('wait' in found || (run.revealed.length && run.revealWait !== run.revealed.length)) {
      run.revealWait = run.revealed.length
      if ('wait' in found) {
        run.loadWaits = (run.loadWaits ?? 0) + 1
        if (run.loadWaits > 10) return fail(found.wait)
      }
      return {
        purpose: `Wait for the page while looking for ${describeTarget(target)}`,
        actions: [{ type: 'wait', for: 'time', ms: 1000 }],
        done: false,
      }
    }
    // a dialog the page opened by itself may cover what the goal names (a menu under its
    // backdrop): it is closed, as a person would, and the target looked for again, once
    const covering = pageDialogCovering(run, elements)
    if (covering) {
      run.overlayClosed = true
      const what = `Close the dialog "${covering.dialog}" the page opened, which covers the page`
      return act(
        covering.element
          ? [{ type: 'click', index: covering.element.index }]
          : [{ type: 'press', key: 'Escape' }],
        { kind: 'gone', dialog: covering.dialog, what },
      )
    }
    // a form in steps being filled in: what the goal names next may be on its next step
    const next = run.lastForm ? nextButton(elements) : undefined
    if (next && formOf(next) === run.lastForm && (run.formSteps ?? 0) < MAX_FORM_STEPS) {
      run.formSteps = (run.formSteps ?? 0) + 1
      return act([{ type: 'click', index: next.index }], {
        kind: 'changed',
        what: `Go on to the form's next step with ${describe(next)}, to look for ${describeTarget(target)}`,
      })
    }
    return fail(found.reason)
  }

  for (let guard = 0; guard < 100; guard++) {
    const step = run.steps[run.at]
    // a setting changed in a form with a Save button of its own is saved, as a person would
    // (a form that searches, sends or books is left to the goal)
    const unsaved = step ? undefined : run.unsaved?.shift()
    if (unsaved) {
      const save = elements.find(
        (e) =>
          e.form === unsaved.form &&
          e.frame === unsaved.frame &&
          e.role === 'button' &&
          !e.disabled &&
          SAVE_WORDS.test(normalizeName(e.name)),
      )
      if (save)
        return act([{ type: 'click', index: save.index }], {
          kind: 'submitted',
          what: `Save the change with ${describe(save)}`,
          before: readableLines(observation),
        })
      continue
    }
    if (!step)
      return {
        purpose: 'All steps done',
        actions: [],
        done: true,
        result: { status: 'done', steps: run.done },
      }
    switch (step.op) {
      case 'click':
      case 'expand': {
        // a place named before the instruction: opened if it is a tab or section not shown
        if (step.op === 'click' && step.where) {
          const place = findElement(
            elements,
            step.target,
            ['tab', 'button', 'link', 'menuitem', 'treeitem'],
            [],
            false,
          )
          advance()
          if (!('element' in place)) {
            run.done.push(`No control named "${step.target.name}": stayed on this page`)
            continue
          }
          const shown =
            place.element.selected || place.element.expanded === true || place.element.role === 'link'
          if (shown) continue
          return act([{ type: 'click', index: place.element.index }], {
            kind: 'changed',
            what: `Open ${describe(place.element)}`,
          })
        }
        const element = find(step.target)
        if (!('index' in element)) {
          // a verb read as a button's name that the page does not have: the words were not placed
          const clause = step.op === 'click' ? step.clause : undefined
          if (!clause || element.done !== true || element.result?.status !== 'failure') return element
          return fail(
            `these words could not be placed: "${clause}" (${String(element.result.reason)}). ${CONFIGURE_MODEL_HINT}`,
          )
        }
        if (element.disabled) return fail(`${describe(element)} is disabled`)
        // "click Save and close" where a button is named "Save and close": one name, not a click on
        // "Save" and a verb "close" after it
        const after = run.steps[run.at + 1]
        const joined =
          step.op === 'click' && after?.op === 'click' && after.clause !== undefined
            ? normalizeName(`${step.target.name} and ${after.clause}`)
            : undefined
        advance()
        if (joined && normalizeName(element.name) === joined) advance()
        if (step.op === 'expand') {
          if (element.expanded === step.expanded) {
            run.done.push(`${describe(element)} was already ${step.expanded ? 'expanded' : 'collapsed'}`)
            continue
          }
          const what = `${step.expanded ? 'Expand' : 'Collapse'} ${describe(element)}`
          return element.expanded === undefined
            ? act([{ type: 'click', index: element.index }], { kind: 'changed', what })
            : act([{ type: 'click', index: element.index }], {
                kind: 'expanded',
                index: element.index,
                expanded: step.expanded,
                what,
              })
        }
        if (element.role === 'tab' && element.selected) {
          run.done.push(`${describe(element)} was already selected`)
          continue
        }
        // a button that sends a form is checked like a submit: no new error on the page
        const sends =
          element.role === 'button' &&
          (element.type === 'submit' || SUBMIT_WORDS.test(normalizeName(element.name)))
        return act([{ type: 'click', index: element.index }], {
          kind: sends ? 'submitted' : 'changed',
          what: `Click ${describe(element)}`,
          before: readableLines(observation),
        })
      }
      case 'type': {
        const element = find(step.target, step.target.roles ?? FIELD_ROLES)
        if (!('index' in element)) return element
        advance()
        run.lastField = element
        const text = valueForField(element, step.text) ?? step.text
        return act(typeInto(element, text), {
          kind: 'value',
          index: element.index,
          text,
          what: `Type "${element.type === 'password' ? '••••' : step.text}"${text !== step.text ? ` (as ${text})` : ''} into ${describe(element)}`,
        })
      }
      case 'fill': {
        const expanded = expandFill(step, elements)
        if ('steps' in expanded) {
          run.steps.splice(run.at, 1, ...expanded.steps)
          continue
        }
        // the form is one link away: follow the link that names it, once
        if (step.form && !run.formOpened) {
          const link = findElement(elements, { name: step.form }, ['link', 'button', 'tab', 'menuitem'], [])
          if ('element' in link) {
            run.formOpened = true
            return act([{ type: 'click', index: link.element.index }], {
              kind: 'changed',
              what: `Open the ${step.form} form through ${describe(link.element)}`,
            })
          }
        }
        // a form in steps: fill what this step shows, go on with "Next", then the rest
        const next = expanded.placed.length ? nextButton(elements) : undefined
        if (next) {
          run.steps.splice(
            run.at,
            1,
            ...expanded.placed,
            { op: 'click', target: { name: next.name, index: next.index } },
            { ...step, pairs: expanded.rest },
          )
          continue
        }
        const revealing = find(expanded.missing)
        if (!('index' in revealing)) return revealing
        return fail(`there is no ${describeTarget(expanded.missing)} on the page`)
      }
      case 'set': {
        // a field of that name first; a button (a picker, a custom dropdown) only when there is none
        const asField = step.target.roles
          ? undefined
          : findElement(elements, step.target, FIELD_ROLES, run.revealed, false, run.lastContext)
        const element =
          asField && 'element' in asField
            ? asField.element
            : find(step.target, step.target.roles ?? [...FIELD_ROLES, 'button'])
        if (!('index' in element)) {
          // "set Delivery to Express": a radio or option of that name stands for the group
          const choice = findElement(elements, { name: step.value }, ['radio', 'menuitemradio', 'option'], [])
          if (!('element' in choice)) return element
          advance()
          return act([{ type: 'check', index: choice.element.index, checked: true }], {
            kind: 'checked',
            index: choice.element.index,
            checked: true,
            what: `Choose ${describe(choice.element)} for "${step.target.name}"`,
          })
        }
        if (element.disabled) return fail(`${describe(element)} is disabled`)
        // "30 minutes" where the unit is a list beside the number: that list is set next
        const unit = unitCompanion(elements, element, step.value)
        if (unit && !step.unitDone) {
          step.unitDone = true
          run.steps.splice(run.at + 1, 0, {
            op: 'select',
            option: unit.option,
            target: { name: unit.list.name, roles: ['combobox', 'listbox'] },
          })
        }
        if (
          element.form !== undefined &&
          !run.unsaved?.some((u) => u.form === element.form && u.frame === element.frame)
        )
          run.unsaved = [...(run.unsaved ?? []), { form: element.form, frame: element.frame }]
        const decision = setValue(run, element, step.value, act, advance)
        if (decision) return decision
        continue
      }
      case 'select': {
        if (step.target) {
          const list = find(step.target, step.target.roles)
          if (!('index' in list)) return list
          if (list.disabled) return fail(`${describe(list)} is disabled`)
          const decision = setValue(run, list, step.option, act, advance)
          if (decision) return decision
          continue
        }
        const choice = chooseAnywhere(elements, step.option)
        if (!('index' in choice)) {
          if (choice.reason !== 'missing') return fail(choice.reason)
          // "the metric units", "50 rows per screen": a value, then the name of what takes it
          const split = valueThenName(elements, readableText(observation), step.option)
          if (split && 'field' in split) {
            const decision = setValue(run, split.field, split.value, act, advance)
            if (decision) return decision
            continue
          }
          if (split) {
            advance()
            return pick(split.choice, split.value, act)
          }
          // an autocomplete that holds the typed text without offering a match is done
          if (step.optional) {
            advance()
            continue
          }
          const revealing = find({ name: step.option }, PICK_ROLES)
          if (!('index' in revealing)) return revealing
          return fail(`nothing on the page offers "${step.option}"`)
        }
        advance()
        return pick(choice, step.option, act)
      }
      case 'check': {
        if (step.whole && run.part === 0) {
          const whole = findElement(elements, step.whole, step.whole.roles, [], false)
          const exact =
            'element' in whole &&
            normalizeName(whole.element.name) === normalizeName(step.whole.literalName ?? step.whole.name)
          run.steps[run.at] = { ...step, whole: undefined, ...(exact ? { targets: [step.whole] } : {}) }
          continue
        }
        const target = step.targets[run.part]
        if (!target) {
          advance()
          continue
        }
        const named = findElement(elements, target, target.roles, run.revealed, false, run.lastContext)
        const toggle = 'element' in named ? undefined : itemToggle(elements, target.name)
        const element = toggle ?? find(target, target.roles)
        if (!('index' in element)) return element
        if (element.disabled) return fail(`${describe(element)} is disabled`)
        run.part++
        run.revealed = []
        if (element.checked === step.checked || (step.checked && element.selected)) {
          run.done.push(`${describe(element)} was already ${step.checked ? 'ticked' : 'not ticked'}`)
          continue
        }
        if (element.checked === undefined && element.pressed === undefined) {
          // an option or a menu item without a checked state: a click is how it is chosen
          return act([{ type: 'click', index: element.index }], {
            kind: 'changed',
            what: `Choose ${describe(element)}`,
          })
        }
        // a click toggles it (a list that redraws itself on the click leaves setChecked nothing to
        // look at); the next observation says whether it is ticked
        const what = `${step.checked ? 'Tick' : 'Untick'} ${describe(element)}`
        if (element.pressed !== undefined)
          return act([{ type: 'click', index: element.index }], { kind: 'changed', what })
        return act([{ type: 'click', index: element.index }], {
          kind: 'checked',
          index: element.index,
          checked: step.checked,
          role: element.role,
          name: element.name,
          what,
        })
      }
      case 'dismiss': {
        const close = closeControl(elements, step.name)
        // a pop-up that opens by itself a moment after the page loads: waited for, a few seconds
        // at most, before saying there is none
        if ('reason' in close && !dialogsOf(elements).length && (run.dialogWaits ?? 0) < MAX_DIALOG_WAITS) {
          run.dialogWaits = (run.dialogWaits ?? 0) + 1
          return {
            purpose: `Wait for ${step.name ? `"${step.name}"` : 'the dialog'} to open`,
            actions: [{ type: 'wait', for: 'time', ms: 1500 }],
            done: false,
          }
        }
        if ('reason' in close) return fail(close.reason)
        advance()
        const what = `Close ${close.dialog ? `the dialog "${close.dialog}"` : 'it'}`
        const expect: Expectation = close.dialog
          ? { kind: 'gone', dialog: close.dialog, what }
          : { kind: 'changed', what }
        return close.element
          ? act([{ type: 'click', index: close.element.index }], {
              ...expect,
              what: `${what} with ${describe(close.element)}`,
            })
          : act([{ type: 'press', key: 'Escape' }], { ...expect, what: `${what} with Escape` })
      }
      case 'consent': {
        const button = consentControl(elements, step.choice, true)
        if (!button)
          return fail(
            consentControl(elements)
              ? `the cookie notice has no button that says to ${step.choice} (${step.choice === 'accept' ? 'accept, allow, agree' : 'reject, decline, only necessary'})`
              : 'the page shows no cookie notice to answer',
          )
        advance()
        return act([{ type: 'click', index: button.index }], {
          kind: 'changed',
          what: `Answer the cookie notice with ${describe(button)}`,
        })
      }
      case 'confirm': {
        const accept = confirmControl(elements)
        if ('reason' in accept) return fail(accept.reason)
        advance()
        const what = `Confirm with ${describe(accept.element)}`
        const dialog = accept.element.dialog
        return act(
          [{ type: 'click', index: accept.element.index }],
          dialog === undefined ? { kind: 'changed', what } : { kind: 'gone', dialog, what },
        )
      }
      case 'key':
        advance()
        return act([{ type: 'press', key: step.key }], { kind: 'ok', what: `Press ${step.key}` })
      case 'load-all': {
        // the named control, or the page's one "load more"; gone (or disabled) means all is shown
        const named = step.name
          ? elements.filter(
              (e) =>
                !e.disabled &&
                ['button', 'link'].includes(e.role) &&
                normalizeName(e.name) === normalizeName(step.name ?? ''),
            )
          : []
        const more = step.name ? (named.length === 1 ? named[0] : undefined) : loadMoreControl(elements)
        if (!more) {
          if (!step.clicks && step.name) return fail(`there is no "${step.name}" on the page`)
          advance()
          continue
        }
        step.clicks = (step.clicks ?? 0) + 1
        if (step.clicks > MAX_LOAD_MORE)
          return fail(`"${more.name}" was still there after ${MAX_LOAD_MORE} clicks`)
        return act([{ type: 'click', index: more.index }], {
          kind: 'changed',
          what: `Load more (${describe(more)})`,
        })
      }
      case 'back':
        advance()
        return act([{ type: 'back' }], { kind: 'ok', what: 'Go back' })
      case 'wait':
        advance()
        return act([{ type: 'wait', for: 'time', ms: Math.min(30_000, step.seconds * 1000) }], {
          kind: 'ok',
          what: `Wait ${step.seconds} s`,
        })
      case 'scroll': {
        if (!step.target) {
          advance()
          return act([{ type: 'scroll', direction: step.direction ?? 'down' }], {
            kind: 'ok',
            what: `Scroll ${step.direction ?? 'down'}`,
          })
        }
        const element = find(step.target)
        if (!('index' in element)) return element
        advance()
        return act([{ type: 'scroll', direction: 'down', index: element.index }], {
          kind: 'ok',
          what: `Scroll to ${describe(element)}`,
        })
      }
      case 'login': {
        // the password field, and the text field that comes last before it (user name or e-mail)
        const passwords = elements.filter((e) => e.type === 'password' && !e.disabled)
        // the sign-in form is one link away ("Sign in" in the header or a menu)
        if (!passwords.length && !run.formOpened) {
          const link = findElement(
            elements,
            { name: 'sign in', alternatives: SIGN_IN_NAMES },
            ['link', 'button', 'menuitem'],
            run.revealed,
          )
          if ('element' in link) {
            run.formOpened = true
            return act([{ type: 'click', index: link.element.index }], {
              kind: 'changed',
              what: `Open the sign-in form through ${describe(link.element)}`,
            })
          }
          if ('reveal' in link) {
            run.revealed.push(`${link.reveal.role}:${link.reveal.name}`)
            return act([{ type: 'click', index: link.reveal.index }], {
              kind: 'reveal',
              what: `Look for the sign-in link behind ${describe(link.reveal)}`,
            })
          }
        }
        if (passwords.length !== 1) {
          return fail(
            passwords.length
              ? 'there are several password fields on the page'
              : 'there is no password field on the page',
          )
        }
        const password = passwords[0] as ObservedElement
        const user = elements
          .filter(
            (e) =>
              e.index < password.index &&
              (e.role === 'textbox' || e.role === 'combobox') &&
              e.type !== 'password',
          )
          .at(-1)
        if (!user) return fail('there is no user name field before the password field')
        // typed as three steps of their own, each checked
        run.steps.splice(
          run.at,
          1,
          { op: 'type', text: step.user, target: { name: user.name, index: user.index } },
          { op: 'type', text: step.password, target: { name: password.name, index: password.index } },
          // "... and stay signed in": done on the form before it is sent
          ...(step.also ?? []),
          { op: 'submit' },
        )
        continue
      }
      case 'sort': {
        const chosen = sortChoice(elements, step.by, step.dir)
        // (an order said without a column is an option of a sort list, or nothing)
        if ('reason' in chosen && !step.by) return fail(`no sort list offers "${step.dir} first"`)
        if ('reason' in chosen) {
          // no sort list: the header of that column, clicked until it sorts as asked
          const header = sortHeader(elements, step.by)
          if (!header) {
            // a sort menu of the page's own ("Order: Latest ▾"): opened, then its item chosen
            const item = sortMenuItem(elements, step.by)
            if (item) {
              advance()
              return act([{ type: 'click', index: item.index }], {
                kind: 'changed',
                what: `Sort by ${describe(item)}`,
              })
            }
            const menu = elements.find(
              (e) =>
                e.role === 'button' &&
                e.expanded === false &&
                /^(?:sort|order)\b/.test(normalizeName(e.name)) &&
                !run.revealed.includes(`sort:${e.index}`),
            )
            if (!menu) return fail(chosen.reason)
            run.revealed.push(`sort:${menu.index}`)
            return act([{ type: 'click', index: menu.index }], {
              kind: 'reveal',
              what: `Open the sort menu ${describe(menu)}`,
            })
          }
          const want = headerDirection(step.dir)
          const now = header.sort
          if (want ? now === want : now === 'ascending' || now === 'descending') {
            run.done.push(`${describe(header)} sorts ${now}`)
            advance()
            continue
          }
          step.clicks = (step.clicks ?? 0) + 1
          if (step.clicks > 3) return fail(`${describe(header)} did not sort ${want ?? 'the rows'}`)
          return act([{ type: 'click', index: header.index }], {
            kind: 'changed',
            what: `Click the column header ${describe(header)}`,
          })
        }
        advance()
        return act([{ type: 'select', index: chosen.list.index, value: chosen.option }], {
          kind: 'option',
          index: chosen.list.index,
          option: chosen.option,
          what: `Sort by "${chosen.option}" in ${describe(chosen.list)}`,
        })
      }
      case 'filter': {
        const word = step.words[run.part]
        if (word === undefined) {
          advance()
          continue
        }
        // the longest run of words an option or a control is named by ("North Quay"), else one word
        let control = filterControl(elements, word)
        let taken = 1
        for (let n = step.words.length - run.part; n > 1; n--) {
          const phrase = step.words.slice(run.part, run.part + n).join(' ')
          const found = filterControl(elements, phrase)
          if (found && !('reason' in found)) {
            control = found
            taken = n
            break
          }
        }
        run.part += taken
        // the name of a list a value was chosen in names that list, not another value of it
        // ("the Express carrier": "Express" in the Carrier list, not its "All carriers")
        const stems = (s: string) => normalizeName(s).split(' ').map(stem).join(' ')
        if (taken === 1 && step.lists?.includes(stems(word))) continue
        // a small word outside any option's name ("open and shipped") names nothing
        if (
          taken === 1 &&
          FILTER_FILLERS.includes(word.toLowerCase()) &&
          !(control && !('reason' in control))
        )
          continue
        if (control && 'reason' in control) return fail(control.reason)
        if (!control) {
          // the name of the rows themselves ("orders", "people"), as the page says it
          const said = ` ${normalizeName(`${observation.title}\n${readableText(observation)}`)} `
          if (/[^s]s$/i.test(word) && said.includes(` ${normalizeName(word)} `)) continue
          return fail(`no filter of the page offers "${word}"`)
        }
        if (control.kind === 'option') {
          step.lists = [...(step.lists ?? []), stems(control.list.label ?? control.list.name)]
          if (normalizeName(control.list.value ?? '') === normalizeName(control.option)) {
            run.done.push(`"${control.option}" was already chosen in ${describe(control.list)}`)
            continue
          }
          return act([{ type: 'select', index: control.list.index, value: control.option }], {
            kind: 'option',
            index: control.list.index,
            option: control.option,
            what: `Filter by "${control.option}" in ${describe(control.list)}`,
          })
        }
        const e = control.element
        const on = e.pressed ?? (e.checked === true ? true : e.selected)
        if (on === true) {
          run.done.push(`${describe(e)} was already on`)
          continue
        }
        // (a click, checked on the next observation: a list that draws its filters again on the
        // click leaves the box it ticked nothing to look at)
        if (e.role === 'checkbox' || e.role === 'switch' || e.role === 'radio')
          return act([{ type: 'click', index: e.index }], {
            kind: 'checked',
            index: e.index,
            checked: true,
            role: e.role,
            name: e.name,
            what: `Filter by ${describe(e)}`,
          })
        return act([{ type: 'click', index: e.index }], { kind: 'changed', what: `Filter by ${describe(e)}` })
      }
      case 'calendar': {
        const move = calendarMove(observation, step.date, step.opened ?? false)
        if ('reason' in move) return fail(move.reason)
        step.moves = (step.moves ?? 0) + 1
        if (step.moves > 30) return fail('the calendar did not reach the month asked for')
        if ('open' in move) {
          step.opened = true
          const opener = elements.find((e) => e.index === step.opener)
          if (!opener) return fail('the control that opens the calendar is gone')
          return act([{ type: 'click', index: opener.index }], {
            kind: 'changed',
            what: `Open the calendar of ${describe(opener)}`,
          })
        }
        const day = !/month$/.test(move.why)
        if (day) advance()
        return act([{ type: 'click', index: move.click.index }], {
          kind: 'changed',
          what: day ? `Pick ${move.why} in the calendar` : `Show the ${move.why} of the calendar`,
        })
      }
      case 'signed-in': {
        advance()
        // a refused password leaves the sign-in form where it was
        const still = elements.some((e) => e.type === 'password')
        if (still) {
          if (!run.signInWaited) {
            run.signInWaited = true
            run.at--
            return {
              purpose: 'Wait for the sign-in to finish',
              actions: [{ type: 'wait', for: 'time', ms: 1500 }],
              done: false,
            }
          }
          return fail(
            'the sign-in form is still shown after sending it: the site may have refused the user name or password',
          )
        }
        run.done.push('Signed in (the sign-in form is gone)')
        continue
      }
      case 'submit': {
        const field = run.lastField
        if (!field) return fail('nothing was typed into a field that could be submitted')
        advance()
        // a search that shows its results as one types has changed the page since the typing began
        const live = step.search === true && run.before?.fingerprint !== observation.fingerprint
        const before = readableLines(observation)
        const button = submitButton(elements, field)
        if (button) {
          return act([{ type: 'click', index: button.index }], {
            kind: 'submitted',
            what: step.search
              ? `Search with ${describe(button)}`
              : `Submit the form with ${describe(button)}`,
            before,
            live,
          })
        }
        if (field.tag === 'textarea')
          return fail(`there is no button that sends the form of ${describe(field)}`)
        return act([{ type: 'press', key: 'Enter', index: field.index }], {
          kind: 'submitted',
          what: step.search
            ? `Search with Enter in ${describe(field)}`
            : `Submit the form of ${describe(field)} with Enter`,
          before,
          live,
        })
      }
    }
  }
  return fail('the instructions did not make progress')
}

type Act = (actions: Action[], expect: Expectation) => Decision

/**
 * The actions that put `text` into a field: filled at once, or, for an autocomplete, emptied and
 * then typed key by key (many offer their matches only on key presses).
 */
function typeInto(element: ObservedElement, text: string): Action[] {
  if (element.role !== 'combobox' || element.options) return [{ type: 'fill', index: element.index, text }]
  return [
    { type: 'fill', index: element.index, text: '' },
    { type: 'type', index: element.index, text },
  ]
}

/** Gives a found control a value, the way its kind takes one; null when it already has it. */
function setValue(
  run: InstructionRun,
  element: ObservedElement,
  value: string,
  act: Act,
  advance: () => void,
): Decision | null {
  // a native list: choose the option
  if (element.options) {
    const wanted = normalizeName(value)
    const option =
      element.options.find((o) => normalizeName(o) === wanted) ?? uniquePartial(element.options, wanted)
    if (!option)
      return fail(`${describe(element)} has no option "${value}"; it offers: ${element.options.join(' | ')}`)
    advance()
    return act([{ type: 'select', index: element.index, value: option }], {
      kind: 'option',
      index: element.index,
      option,
      what: `Choose "${option}" in ${describe(element)}`,
    })
  }
  // a radio button stands for its value: choosing it is all there is
  if (element.role === 'radio' || element.role === 'menuitemradio') {
    advance()
    if (element.checked === true) {
      run.done.push(`${describe(element)} was already chosen`)
      return null
    }
    return act([{ type: 'check', index: element.index, checked: true }], {
      kind: 'checked',
      index: element.index,
      checked: true,
      what: `Choose ${describe(element)}`,
    })
  }
  // a checkbox or switch: yes/no
  if (element.checked !== undefined) {
    const said = value.trim().toLowerCase()
    const on = YES_WORDS.includes(said)
    const off = NO_WORDS.includes(said)
    if (!on && !off) return fail(`${describe(element)} is a box to tick; "${value}" is neither yes nor no`)
    advance()
    if (element.checked === on) {
      run.done.push(`${describe(element)} was already ${on ? 'ticked' : 'not ticked'}`)
      return null
    }
    return act([{ type: 'check', index: element.index, checked: on }], {
      kind: 'checked',
      index: element.index,
      checked: on,
      what: `${on ? 'Tick' : 'Untick'} ${describe(element)}`,
    })
  }
  // a spin button of the page's own (no input): arrow keys to the number
  if (element.role === 'spinbutton' && element.tag !== 'input') {
    // ("30 minutes" for a spin button of minutes: the number, in the unit it counts)
    const wanted = parseNumber(value) ?? numberInUnit(value, element) ?? amountFor(value, element)
    // (what it shows may say more after its number: "15 minutes before")
    const shown = /^\s*(-?\d+(?:\.\d+)?)\b/.exec(element.value ?? '')?.[1]
    const now =
      parseNumber(element.value ?? '') ??
      (shown === undefined ? amountFor(element.value ?? '', element) : Number(shown))
    if (wanted === undefined || now === undefined)
      return fail(`${describe(element)} takes a number; cannot set it to "${value}"`)
    if (wanted === now) {
      advance()
      run.done.push(`${describe(element)} is ${value}`)
      return null
    }
    const key = wanted > now ? 'ArrowUp' : 'ArrowDown'
    // the step stays under way until the value is reached (checked on the next observation); one
    // press at a time, for a page that draws the control again on each change
    return act([{ type: 'press' as const, key, index: element.index }], {
      kind: 'changed',
      what: `Set ${describe(element)} towards ${wanted}`,
    })
  }
  // a date shown by a picker (a field that cannot be typed into, or a button): its calendar
  const date =
    element.type !== 'date' && (element.readonly || element.role === 'button') ? parseDate(value) : undefined
  if (date) {
    advance()
    run.steps.splice(run.at, 0, { op: 'calendar', date, opener: element.index })
    return null
  }
  // a text-like field: typed (dates, times and numbers in the form the input takes)
  if (
    FIELD_ROLES.includes(element.role) &&
    (element.tag === 'input' || element.tag === 'textarea' || element.role !== 'combobox')
  ) {
    const text = valueForField(element, value)
    if (text === undefined)
      return fail(`${describe(element)} is a ${element.type} field; "${value}" is not one`)
    advance()
    run.lastField = element
    // an autocomplete offers matches as it is typed: pick the one named like the value (if any)
    if (element.role === 'combobox')
      run.steps.splice(run.at, 0, { op: 'select', option: value, optional: true })
    return act(typeInto(element, text), {
      kind: 'value',
      index: element.index,
      text,
      what: `Type "${element.type === 'password' ? '••••' : value}"${text !== value ? ` (as ${text})` : ''} into ${describe(element)}`,
    })
  }
  // a button that opens a list or menu (a custom dropdown): open it, then pick the option
  advance()
  run.steps.splice(run.at, 0, { op: 'select', option: value })
  if (element.expanded === true) return null
  return act([{ type: 'click', index: element.index }], {
    kind: 'changed',
    what: `Open ${describe(element)}`,
  })
}

/** The action that chooses `option` with `element` (a list, a radio, an option). */
function pick(element: ObservedElement, option: string, act: Act): Decision {
  if (element.options) {
    const wanted = normalizeName(option)
    const label = element.options.find((o) => normalizeName(o) === wanted) ?? option
    return act([{ type: 'select', index: element.index, value: label }], {
      kind: 'option',
      index: element.index,
      option: label,
      what: `Choose "${label}" in ${describe(element)}`,
    })
  }
  if (element.checked !== undefined) {
    return act([{ type: 'check', index: element.index, checked: true }], {
      kind: 'checked',
      index: element.index,
      checked: true,
      what: `Choose ${describe(element)}`,
    })
  }
  return act([{ type: 'click', index: element.index }], {
    kind: 'changed',
    what: `Choose ${describe(element)}`,
  })
}

/**
 * "50 rows per screen", "the metric units": the words before a name the page gives a field, a
 * list or a group of choices, read as the value for it. The field of that name, or (for a group
 * the page heads with the name, "Units") the one choice of the value's name.
 */
function valueThenName(
  elements: readonly ObservedElement[],
  pageText: string,
  phrase: string,
): { field: ObservedElement; value: string } | { choice: ObservedElement; value: string } | undefined {
  const words = phrase.split(/\s+/)
  const said = ` ${normalizeName(pageText)} `
  for (let cut = 1; cut < words.length; cut++) {
    const value = words.slice(0, cut).join(' ')
    const name = words.slice(cut).join(' ')
    const found = findElement(elements, { name }, [...FIELD_ROLES, 'combobox', 'listbox'], [], false)
    // a list of the name counts only when it offers the value
    const offers = (e: ObservedElement) =>
      !e.options?.length ||
      e.options.some((o) => normalizeName(o) === normalizeName(value)) ||
      uniquePartial(e.options, normalizeName(value)) !== undefined
    if ('element' in found && !found.element.disabled && offers(found.element))
      return { field: found.element, value }
    if (said.includes(` ${normalizeName(name)} `)) {
      const choice = chooseAnywhere(elements, value)
      if ('index' in choice) return { choice, value }
    }
  }
  return undefined
}

/**
 * The control of that role and name in the item whose text shares the most words with
 * `context`; undefined when two are as close.
 */
function sameItem(
  elements: readonly ObservedElement[],
  role: string | undefined,
  name: string | undefined,
  context: string,
): ObservedElement | undefined {
  const words = new Set(normalizeName(context).split(' '))
  const scored = elements
    .filter((e) => e.role === role && e.name === name)
    .map((e) => ({
      e,
      n: normalizeName(e.context ?? '')
        .split(' ')
        .filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.n - a.n)
  if (!scored[0] || scored[1]?.n === scored[0].n) return undefined
  return scored[0].e
}
