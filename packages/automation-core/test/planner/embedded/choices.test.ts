import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../../src/page/observation'
import { filterControl, sortChoice, sortHeader } from '../../../src/planner/embedded/execute/choices'

let next = 1
const header = (name: string, fields: Partial<ObservedElement> = {}): ObservedElement => ({
  index: next++,
  role: 'button',
  name,
  tag: 'button',
  position: 'in-view',
  context: 'Name Team Joined',
  ...fields,
})

describe('sortHeader', () => {
  it('takes the headers of the row the page sorts by as sorting, though only one says how it sorts', () => {
    const row = [header('Name', { sort: 'ascending' }), header('Team'), header('Joined')]
    expect(sortHeader(row, 'joined')?.name).toBe('Joined')
    expect(sortHeader(row, 'name')?.name).toBe('Name')
  })

  it('takes no button for a header when no header of its row sorts', () => {
    const plain = [header('Name'), header('Team'), header('Joined')]
    expect(sortHeader(plain, 'joined')).toBeUndefined()
  })
})

describe('sortChoice', () => {
  it('takes an order said without a column from the sort list', () => {
    const list = header('Sort by', {
      role: 'combobox',
      tag: 'select',
      options: ['Recommended', 'Price (lowest first)', 'Price (highest first)', 'Newest listed'],
    })
    expect(sortChoice([list], '', 'newest')).toMatchObject({ option: 'Newest listed' })
    expect(sortChoice([list], '', 'cheapest')).toMatchObject({ option: 'Price (lowest first)' })
    expect(sortChoice([list], '', 'oldest')).toHaveProperty('reason')
  })
})

describe('filterControl', () => {
  const list = header('Centre', {
    role: 'combobox',
    tag: 'select',
    options: ['All centres', 'Elm Park', 'Riverside', 'Park Lane'],
    value: 'All centres',
  })
  it('takes an option named by several words whole, and one word only for an option of one word', () => {
    expect(filterControl([list], 'Elm Park')).toMatchObject({ kind: 'option', option: 'Elm Park' })
    expect(filterControl([list], 'riverside')).toMatchObject({ kind: 'option', option: 'Riverside' })
    // "Elm" alone names no option: never the first option holding the word
    expect(filterControl([list], 'Elm')).toBeUndefined()
  })
})
