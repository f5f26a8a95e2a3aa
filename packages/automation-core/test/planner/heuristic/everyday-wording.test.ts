import { describe, expect, it } from 'vitest'
import { type Intent, parseGoal } from '../../../src/planner/heuristic/goal-parser'
import { rewriteClause } from '../../../src/planner/heuristic/rewrite'

const intents = (goal: string): Intent[] => {
  const parsed = parseGoal(goal)
  if (!parsed.ok) throw new Error(parsed.reason)
  return parsed.intents
}

describe('everyday wording', () => {
  it('rewrites phrasings into the forms the rules read, without changing what is asked', () => {
    expect(rewriteClause('which laptop is the most expensive')).toBe('get the most expensive laptop')
    expect(rewriteClause('Type bergen into the store search')).toBe('search for bergen')
    expect(rewriteClause('Deal with the cookie popup')).toBe('reject the cookies')
    expect(rewriteClause('what did it cost before the discount')).toBe('what is the old price of it')
    // "(title and price)" says what to read: it stays; "(keep pressing Load more)" says how.
    expect(rewriteClause('which is the cheapest one (title and price)')).toContain('(title and price)')
    expect(rewriteClause('Load the whole catalogue (keep pressing Load more)')).toBe(
      'Load the whole catalogue',
    )
  })

  it('reads a question asked before the steps that answer it', () => {
    expect(
      intents(
        "What's the cheapest item in the whole store? Load all the products and give me its name and price.",
      ),
    ).toEqual([
      { kind: 'load-all', noun: 'products' },
      expect.objectContaining({ kind: 'items', key: 'products', sort: 'asc', single: true, limit: 1 }),
    ])
  })

  it('orders by any field for "the one with the highest ..." and takes the fields asked after it', () => {
    expect(
      intents(
        'Open the report and find the quarter with the lowest profit: which quarter was it, and how much profit?',
      ),
    ).toEqual([
      { kind: 'open', target: 'report' },
      expect.objectContaining({
        kind: 'items',
        key: 'quarters',
        sort: 'asc',
        sortBy: 'profit',
        single: true,
      }),
    ])
    expect(intents('which one has the highest customer rating? name + price pls')[0]).toMatchObject({
      sortBy: 'rating',
      fields: [{ key: 'name' }, { key: 'rating' }, { key: 'price' }],
    })
  })

  it('reads a bound on the rating both ways', () => {
    expect(intents('show me the phones rated 4.5 stars or higher')[0]).toMatchObject({
      bound: { field: 'rating', min: 4.5, inclusive: true },
    })
    expect(intents('show me the phones rated 3 or worse')[0]).toMatchObject({
      bound: { field: 'rating', max: 3, inclusive: true },
    })
  })

  it('reads rows by rank and cells of named rows', () => {
    expect(
      intents('List the cities ranked 4th to 6th, each with its country and population.')[0],
    ).toMatchObject({
      kind: 'items',
      key: 'cities',
      ranks: { from: 4, to: 6 },
    })
    expect(intents('give me the profit for Q2 and Q3 2024')).toEqual([
      { kind: 'value', key: 'q2_2024', source: 'profit', of: 'Q2 2024' },
      { kind: 'value', key: 'q3_2024', source: 'profit', of: 'Q3 2024' },
    ])
  })

  it('reads form values that say what they are, and an explicit "leave the terms unticked"', () => {
    expect(
      intents('fill out the contact form as Maya Chen (maya.chen@example.net), pick Other as the subject')[0],
    ).toEqual({
      kind: 'fill',
      values: [
        { key: 'name', value: 'Maya Chen' },
        { key: 'email', value: 'maya.chen@example.net' },
        { key: 'subject', value: 'Other' },
      ],
      submit: false,
      agree: false,
    })
    const [fill] = intents(
      "Put in Sam Ortiz and sam.ortiz@example.com, click Next, type 'Where is my order?' as the message, but leave the terms box unticked. Submit",
    )
    expect(fill).toMatchObject({ kind: 'fill', submit: true, agree: false, leaveTerms: true })
  })

  it('keeps refusing what it cannot read, naming it', () => {
    const parsed = parseGoal('Send the confirmation text along with a summary of my mood')
    expect(parsed.ok).toBe(false)
  })
})
