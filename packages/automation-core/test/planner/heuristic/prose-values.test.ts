import { describe, expect, it } from 'vitest'
import { proseValues } from '../../../src/planner/heuristic/prose-values'

const fields = [
  { key: 'name', source: 'name' },
  { key: 'revenue', source: 'revenue' },
  { key: 'profit', source: 'profit' },
]

describe('proseValues', () => {
  it('reads figures written in a sentence after the qualifier and the field', () => {
    const lines = [
      'Full-year revenue was $5,835,000 and full-year profit $950,500. Q4 was the strongest quarter.',
    ]
    expect(proseValues(lines, 'full-year', fields)).toEqual({ revenue: '$5,835,000', profit: '$950,500' })
  })
  it('gives nothing when a field is missing or has two different values', () => {
    expect(proseValues(['Full-year revenue was $5,835,000.'], 'full-year', fields)).toBeUndefined()
    expect(
      proseValues(
        ['Full-year revenue was $1 and full-year profit $2.', 'Full-year revenue: $3'],
        'full year',
        fields,
      ),
    ).toBeUndefined()
    expect(proseValues(['Revenue was $5,835,000 and profit $950,500.'], 'full-year', fields)).toBeUndefined()
  })
})
