import { describe, expect, it } from 'vitest'
import { fitToSchema } from '../../../src/planner/embedded/execute/fit-schema'

describe('fitToSchema', () => {
  const price = { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] }

  it('gives a number where the schema asks one, keeping the other keys of the answer', () => {
    expect(fitToSchema({ name: 'Desk lamp', price: '$1,249.50' }, price)).toEqual({
      price: 1249.5,
      name: 'Desk lamp',
    })
  })

  it('names keys as the schema does, from keys of the same words or holding them', () => {
    const schema = {
      type: 'object',
      properties: {
        totalWeight: { type: 'number' },
        items: {
          type: 'array',
          items: { type: 'object', properties: { title: { type: 'string' }, stock: { type: 'integer' } } },
        },
      },
    }
    expect(
      fitToSchema({ total_weight: '12.5 kg', parcels: [{ title: 'A', stock: '3 left' }] }, schema),
    ).toEqual({ totalWeight: 12.5, parcels: [{ title: 'A', stock: '3 left' }] })
    expect(
      fitToSchema({ total_weight: '12.5 kg', items: [{ title: 'A', stock: '3 left' }] }, schema),
    ).toEqual({
      totalWeight: 12.5,
      items: [{ title: 'A', stock: 3 }],
    })
    // one key asked, one key given: that one
    expect(
      fitToSchema({ total_population: 4200 }, { type: 'object', properties: { answer: { type: 'string' } } }),
    ).toEqual({
      answer: '4200',
    })
  })

  it('adds nothing the answer did not hold, and drops what the schema forbids', () => {
    expect(fitToSchema({ name: 'Desk lamp' }, price)).toEqual({ name: 'Desk lamp' })
    expect(fitToSchema({ name: 'x', price: 'about 3' }, { ...price, additionalProperties: false })).toEqual({
      price: 3,
    })
    expect(fitToSchema({ price: 'free' }, price)).toEqual({ price: 'free' })
  })
})
