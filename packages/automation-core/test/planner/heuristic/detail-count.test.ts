import { describe, expect, it } from 'vitest'
import { statedCount } from '../../../src/planner/heuristic/count'
import { parseGoal } from '../../../src/planner/heuristic/goal-parser'

describe('detail and count goals', () => {
  it('reads "its" fields after opening a result', () => {
    expect(parseGoal('open the second product and tell me its name and price')).toEqual({
      ok: true,
      intents: [
        { kind: 'open-nth', ordinal: 2, noun: 'products' },
        {
          kind: 'detail',
          fields: [
            { key: 'name', source: 'name' },
            { key: 'price', source: 'price' },
          ],
        },
      ],
    })
    expect(parseGoal('Who wrote the article?')).toEqual({
      ok: true,
      intents: [{ kind: 'detail', fields: [{ key: 'author', source: 'author' }] }],
    })
    expect(parseGoal('How long is the warranty on this mouse?')).toEqual({
      ok: true,
      intents: [{ kind: 'detail', fields: [{ key: 'warranty', source: 'warranty' }] }],
    })
  })

  it('keeps the page title apart from the item', () => {
    expect(parseGoal('Get the title of this page')).toEqual({
      ok: true,
      intents: [{ kind: 'fact', fact: 'title', key: 'title' }],
    })
  })

  it('counts only what the page states', () => {
    expect(parseGoal('How many results are there?')).toEqual({
      ok: true,
      intents: [{ kind: 'count', noun: 'results' }],
    })
    expect(statedCount(['Showing 8 of 24 products'], 'products')).toBe(24)
    expect(statedCount(['2 results for “kettle”'], 'results')).toBe(2)
    expect(statedCount(['Tent', 'Boots'], 'products')).toBeUndefined()
  })
})
