import { describe, expect, it } from 'vitest'
import { addedLines } from '../../../src/planner/heuristic/search-results'

describe('addedLines', () => {
  it('finds the lines a search added, in order, even when they repeat lines already there', () => {
    const before = ['Basket: 0 items', 'New this season', 'Bergen Floor Lamp', '$129.00', 'Lund Wool Throw']
    const after = [
      'Basket: 0 items',
      '2 products match "lamp"',
      'Bergen Floor Lamp',
      'Bergen Table Lamp',
      'New this season',
      'Bergen Floor Lamp',
      '$129.00',
      'Lund Wool Throw',
    ]
    expect(addedLines(before, after)).toEqual([
      '2 products match "lamp"',
      'Bergen Floor Lamp',
      'Bergen Table Lamp',
    ])
  })
  it('finds nothing when nothing changed', () => {
    expect(addedLines(['a', 'b'], ['a', 'b'])).toEqual([])
  })
})
