import { describe, expect, it } from 'vitest'
import {
  parseAggregate,
  parseSortClause,
  sortByPrice,
  takeOrder,
} from '../../../src/planner/heuristic/aggregate'
import { parseGoal } from '../../../src/planner/heuristic/goal-parser'

describe('parseAggregate', () => {
  it('reads the largest, a sum, filters and out-of-stock questions', () => {
    expect(parseAggregate('Which city is the largest')).toEqual({
      kind: 'aggregate',
      op: 'max',
      noun: 'city',
    })
    expect(parseAggregate('What is the combined population of the top 10')).toEqual({
      kind: 'aggregate',
      op: 'sum',
      column: 'population',
      key: 'combined_population',
      limit: 10,
    })
    expect(parseAggregate('List the cities in India')).toEqual({
      kind: 'aggregate',
      op: 'filter',
      noun: 'cities',
      value: 'India',
    })
    expect(parseAggregate('Which articles did Amelia Hart write')).toEqual({
      kind: 'aggregate',
      op: 'filter',
      noun: 'articles',
      value: 'Amelia Hart',
      column: 'author',
    })
    expect(parseAggregate('Which of the first 8 products are sold out')).toEqual({
      kind: 'aggregate',
      op: 'unavailable',
      noun: 'products',
      limit: 8,
    })
  })

  it('leaves other clauses alone', () => {
    expect(parseAggregate('list the products in the laptops category')).toBeNull()
    expect(parseAggregate('What is the population of Cairo')).toBeNull()
  })
})

describe('sorting by price', () => {
  it('reads sort clauses and order words', () => {
    expect(parseSortClause('sort by price from high to low')).toBe('desc')
    expect(parseSortClause('sort by price low to high')).toBe('asc')
    expect(takeOrder('return the three cheapest results')).toEqual({
      clause: 'return the three results',
      sort: 'asc',
    })
  })

  it('attaches the order to the items read next, or refuses a dangling sort', () => {
    const parsed = parseGoal('Search for "cast iron", sort by price from high to low and list the titles')
    expect(parsed.ok && parsed.intents[1]).toMatchObject({ kind: 'items', sort: 'desc' })
    expect(parseGoal('sort by price from high to low').ok).toBe(false)
  })

  it('sorts by parsed price and refuses rows without one', () => {
    const rows = [
      { name: 'a', price: '$1,200.00' },
      { name: 'b', price: '$99.50' },
    ]
    expect(sortByPrice(rows, 'asc')).toEqual([rows[1], rows[0]])
    expect(typeof sortByPrice([{ name: 'c' }], 'asc')).toBe('string')
  })
})
