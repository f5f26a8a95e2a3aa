import { describe, expect, it } from 'vitest'
import type { StepContext } from '../../../src/planner/heuristic/heuristic-planner'
import { type LabelIntent, parseLabel, stepLabel } from '../../../src/planner/heuristic/label-value'

const ctx = (lines: string[]) =>
  ({ lines, state: { result: {}, phase: 'start' }, controls: [] }) as unknown as StepContext

const run = (clause: string, lines: string[]) => {
  const intent = parseLabel(clause) as LabelIntent
  const c = ctx(lines)
  const step = stepLabel(intent, c)
  return 'refuse' in step ? step : c.state.result
}

describe('label-value', () => {
  it('reads a KPI tile whose label matches the goal words', () => {
    const lines = ['Open invoices 37', 'Overdue', '5', 'Customers 1,208']
    expect(run('How many open invoices', lines)).toEqual({ open_invoices: 37 })
    expect(run('how many overdue invoices are there', lines)).toEqual({ overdue_invoices: 5 })
  })

  it('refuses when no label or several labels match', () => {
    expect(run('how many paid invoices', ['Open invoices 37'])).toHaveProperty('refuse')
    expect(run('how many open invoices', ['Open invoices 37', 'Open 12'])).toHaveProperty('refuse')
  })

  it('reads who is signed in and a discount code', () => {
    expect(run('Who is signed in', ['Dashboard', 'Signed in as Morgan Lee'])).toEqual({
      signed_in_as: 'Morgan Lee',
    })
    expect(run('What is the discount code in the partner offer', ['Code LISBOA20 applied.'])).toEqual({
      code: 'LISBOA20',
    })
    expect(run('What is the discount code', ['Code AB12 or code CD34', 'Use code EF56'])).toHaveProperty(
      'refuse',
    )
  })

  it('parses spec questions into detail fields and leaves other clauses alone', () => {
    expect(parseLabel('What operating system')).toEqual({
      kind: 'detail',
      fields: [{ key: 'operating_system', source: 'operating_system' }],
    })
    expect(parseLabel('how much memory does this laptop have?')).toMatchObject({ kind: 'detail' })
    expect(parseLabel('What was the profit in Q4 2024')).toMatchObject({
      kind: 'label',
      mode: 'cell',
      row: 'q4 2024',
    })
    expect(parseLabel('how many results are there')).toBeNull()
  })
})
