import { describe, expect, it } from 'vitest'
import { columnOfKind, place } from '../../../src/planner/embedded/execute/place-words'
import { type ColumnKind, cellHolds, type Row } from '../../../src/planner/embedded/plan/operators'

const ROWS: Row[] = [
  { title: 'Salt and Stone', author: 'Ana Lund', url: 'https://x.test/1', stock: 'Out of print' },
  { title: 'Low Water', author: 'Per Vik', url: 'https://x.test/2', stock: 'In stock' },
]
const KINDS: Record<string, ColumnKind> = { title: 'text', author: 'text', url: 'text', stock: 'text' }

describe('placing words against rows', () => {
  it('reads "link" as the rows\' links and a verb as the column of its doer', () => {
    const placed = place([['books'], ['write'], ['link']], ROWS, Object.keys(KINDS), KINDS, new Set())
    expect(placed.columns).toEqual(['author', 'url'])
    expect(placed.unplaced).toEqual([])
  })

  it('compares values without linking words ("out print" holds "Out of print")', () => {
    expect(cellHolds('Out of print', 'out print')).toBe(true)
    expect(cellHolds('In stock', 'out print')).toBe(false)
    const placed = place([['out', 'print']], ROWS, Object.keys(KINDS), KINDS, new Set())
    expect(placed.conditions).toEqual([{ column: 'stock', op: 'equals', value: 'out print' }])
  })

  it('takes the plain column of a kind: not a rank, not an old price', () => {
    const kinds: Record<string, ColumnKind> = { rank: 'number', city: 'text', population: 'number' }
    expect(columnOfKind('numeric', [], Object.keys(kinds), kinds)).toBe('population')
    const money: Record<string, ColumnKind> = { name: 'text', price: 'money', old_price: 'money' }
    expect(columnOfKind('money', [], Object.keys(money), money)).toBe('price')
    // "the newest" over rows that give only a year
    const years: Record<string, ColumnKind> = { title: 'text', year: 'number', pages: 'number' }
    expect(columnOfKind('date', [], Object.keys(years), years)).toBe('year')
    // of a price and a fee, the price is what an item costs; two other amounts are several: say which
    const priced: Record<string, ColumnKind> = { deposit: 'money', price: 'money', joining_fee: 'money' }
    expect(columnOfKind('money', [], Object.keys(priced), priced)).toBe('price')
    const two: Record<string, ColumnKind> = { rent: 'money', deposit: 'money' }
    expect(columnOfKind('money', [], Object.keys(two), two)).toEqual({
      reason: expect.stringContaining('several columns hold amounts of money'),
    })
  })
})
