/**
 * Carries out instruction steps against the structured observation, one action at a time, and
 * checks each before the next: after typing the field holds the text, after ticking the box is
 * ticked, after choosing the list shows the option. Success is claimed only when every step
 * ran and was checked; the result says what was done, step by step.
 */
import type { ObservedElement } from '../../../page/observation'
import type { Action, Decision } from '../../../schemas/decision'
import type { PlannerInput } from '../../planner'
import type { InstructionStep, TargetPhrase } from '../understand/instructions'
import { locate, normalizeName } from './locate'

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
  /** The field typed into last: `submit` presses Enter there. */
  lastField?: number
}

type Expectation =
  | { kind: 'value'; index: number; text: string; what: string }
  | { kind: 'checked'; index: number; checked: boolean; what: string }
  | { kind: 'option'; index: number; option: string; what: string }
  | { kind: 'ok'; what: string }

export function startInstructions(steps: InstructionStep[]): InstructionRun {
  return { steps, at: 0, part: 0, done: [] }
}

const fail = (reason: string): Decision => ({
  purpose: 'Cannot carry out the instruction',
  actions: [],
  done: true,
  result: { status: 'failure', reason },
})

const describe = (e: ObservedElement) => `${e.role} "${e.name}" [${e.index}]`
const phrase = (t: TargetPhrase) => `"${t.name}"${t.kind ? ` ${t.kind}` : ''}`

/** The element a target names, or the decision that ends the run saying why there is none. */
function find(elements: readonly ObservedElement[], target: TargetPhrase): ObservedElement | Decision {
  if (target.index !== undefined) {
    const known = elements.find((e) => e.index === target.index)
    return known ?? fail(`${phrase(target)} is no longer on the page`)
  }
  const found = locate(elements, target)
  if (found.kind === 'found') return found.element
  if (found.kind === 'missing') return fail(`there is no ${phrase(target)} on the page`)
  return fail(`${phrase(target)} could be any of: ${found.candidates.map(describe).join(', ')}`)
}

/** Whether the last action did what it had to; a reason when it did not. */
function verify(run: InstructionRun, input: PlannerInput): string | null {
  const expected = run.expect
  if (!expected) return null
  const last = input.history[input.history.length - 1]?.outcomes ?? []
  const failed = last.find((o) => !o.ok)
  if (failed) return `${expected.what} failed: ${failed.message ?? 'the action did not succeed'}`
  const element =
    'index' in expected ? input.observation.elements.find((e) => e.index === expected.index) : undefined
  // a control that is gone (the page moved on after the action) cannot be read back: the action succeeded
  if (!element) return null
  // a password field shows only that it holds something
  const shown =
    element.type === 'password' && element.value && expected.kind === 'value' ? expected.text : element.value
  if (expected.kind === 'value' && !normalizeName(shown ?? '').includes(normalizeName(expected.text))) {
    return `${expected.what}: the field holds "${element.value ?? ''}" afterwards`
  }
  if (expected.kind === 'checked' && element.checked !== expected.checked) {
    return `${expected.what}: the box is ${element.checked ? 'ticked' : 'not ticked'} afterwards`
  }
  if (expected.kind === 'option' && normalizeName(element.value ?? '') !== normalizeName(expected.option)) {
    return `${expected.what}: the list shows "${element.value ?? ''}" afterwards`
  }
  return null
}

/**
 * The next decision of a run of instructions: the next action, or done with what was done, or
 * a failure that says which step could not be carried out and why.
 */
export function nextInstruction(run: InstructionRun, input: PlannerInput): Decision {
  const problem = verify(run, input)
  if (problem) return fail(problem)
  if (run.expect) {
    run.done.push(run.expect.what)
    run.expect = undefined
  }
  const elements = input.observation.elements
  for (;;) {
    const step = run.steps[run.at]
    if (!step)
      return {
        purpose: 'All steps done',
        actions: [],
        done: true,
        result: { status: 'done', steps: run.done },
      }
    const act = (actions: Action[], expect: Expectation): Decision => {
      run.expect = expect
      return { purpose: expect.what, actions, done: false }
    }
    const advance = () => {
      run.at++
      run.part = 0
    }
    switch (step.op) {
      case 'click':
      case 'expand': {
        const element = find(elements, step.target)
        if (!('index' in element)) return element
        if (element.disabled) return fail(`${describe(element)} is disabled`)
        advance()
        if (step.op === 'expand' && element.expanded === step.expanded) {
          run.done.push(`${describe(element)} was already ${step.expanded ? 'expanded' : 'collapsed'}`)
          continue
        }
        return act([{ type: 'click', index: element.index }], {
          kind: 'ok',
          what: `Click ${describe(element)}`,
        })
      }
      case 'type': {
        const element = find(elements, step.target)
        if (!('index' in element)) return element
        advance()
        run.lastField = element.index
        return act([{ type: 'fill', index: element.index, text: step.text }], {
          kind: 'value',
          index: element.index,
          text: step.text,
          what: `Type "${element.type === 'password' ? '••••' : step.text}" into ${describe(element)}`,
        })
      }
      case 'select': {
        const list = step.target ? find(elements, step.target) : listWith(elements, step.option)
        if (!('index' in list)) return list
        advance()
        return act([{ type: 'select', index: list.index, value: step.option }], {
          kind: 'option',
          index: list.index,
          option: step.option,
          what: `Choose "${step.option}" in ${describe(list)}`,
        })
      }
      case 'check': {
        const target = step.targets[run.part]
        if (!target) {
          advance()
          continue
        }
        const element = find(elements, target)
        if (!('index' in element)) return element
        run.part++
        if (element.checked === step.checked) {
          run.done.push(`${describe(element)} was already ${step.checked ? 'ticked' : 'not ticked'}`)
          continue
        }
        return act([{ type: 'check', index: element.index, checked: step.checked }], {
          kind: 'checked',
          index: element.index,
          checked: step.checked,
          what: `${step.checked ? 'Tick' : 'Untick'} ${describe(element)}`,
        })
      }
      case 'key':
        advance()
        return act([{ type: 'press', key: step.key }], { kind: 'ok', what: `Press ${step.key}` })
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
        const element = find(elements, step.target)
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
          { op: 'submit' },
        )
        continue
      }
      case 'submit': {
        if (run.lastField === undefined) return fail('nothing was typed into a field that could be submitted')
        advance()
        return act([{ type: 'press', key: 'Enter', index: run.lastField }], {
          kind: 'ok',
          what: `Submit the form of [${run.lastField}]`,
        })
      }
    }
  }
}

/** The one list (select) that offers `option`; a failure when none or several do. */
function listWith(elements: readonly ObservedElement[], option: string): ObservedElement | Decision {
  const wanted = normalizeName(option)
  const lists = elements.filter((e) => e.options?.some((o) => normalizeName(o) === wanted))
  if (lists.length === 1) return lists[0] as ObservedElement
  if (lists.length === 0) return fail(`no list on the page offers "${option}"`)
  return fail(`"${option}" is offered by several lists: ${lists.map(describe).join(', ')}`)
}
