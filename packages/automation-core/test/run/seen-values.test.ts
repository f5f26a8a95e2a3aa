import { describe, expect, it } from 'vitest'
import { createSeenValues, numbersIn } from '../../src/run/seen-values'

describe('seen values', () => {
  const seen = createSeenValues()
  seen.addText(
    'Title: Laptops — https://shop.example/laptops\nNovabook  Pro 16 — $2,399.00 “In stock”\nRated 4.5 of 5',
  )
  seen.addText(
    'Prix : 1.299,00 €\nA long review: the keyboard is firm, the screen is bright and the battery lasts all day',
  )
  seen.addData({ items: [{ name: 'Kestrel X13', url: 'https://shop.example/p/kestrel.html', stock: 12 }] })

  it('finds values whatever their case, spacing, quotes and number format', () => {
    expect(
      seen.unfound({
        name: 'NOVABOOK PRO 16',
        price: '$2399',
        as_number: 2399,
        euros: 1299,
        quote: '"In stock"',
        rating: 4.5,
        link: 'https://shop.example/p/kestrel.html',
        stock: 12,
        nested: [{ model: 'Kestrel X13' }],
      }),
    ).toEqual([])
  })

  it('names the values found nowhere, leaving the model’s own words alone', () => {
    expect(
      seen.unfound({
        name: 'Quantum Dynamics',
        price: 1999,
        status: 'success',
        reason: 'words of the model',
        list: ['Kestrel X13', 'Zephyr 9'],
      }),
    ).toEqual(['Quantum Dynamics', 1999, 'Zephyr 9'])
  })

  it('checks a long text word by word: a paraphrase of what was read passes, a made-up one does not', () => {
    expect(
      seen.unfound({ summary: 'The battery lasts all day, the keyboard is firm and the screen bright.' }),
    ).toEqual([])
    const invented = 'Customers complain the hinge cracks after a month and support never answers them.'
    expect(seen.unfound({ summary: invented })).toEqual([invented])
  })

  it('reads numbers both ways where separators are ambiguous', () => {
    expect(numbersIn('$1,299.00')).toContain('1299')
    expect(numbersIn('1.299,00 €')).toContain('1299')
    expect(numbersIn('1,5 kg')).toEqual(expect.arrayContaining(['15', '1.5']))
  })
})
