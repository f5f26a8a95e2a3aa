import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../../src/page/observation'
import { valueForField } from '../../../src/planner/embedded/execute/field-values'

const field = (type: string, more: Partial<ObservedElement> = {}): ObservedElement => ({
  index: 1,
  role: type === 'range' ? 'slider' : 'spinbutton',
  name: 'Fade',
  tag: 'input',
  type,
  position: 'in-view',
  ...more,
})

describe('valueForField: a value as the field takes it', () => {
  it('converts dates and times, and reads numbers in words', () => {
    expect(valueForField(field('date'), '3 May 2027')).toBe('2027-05-03')
    expect(valueForField(field('time'), '2:30 pm')).toBe('14:30')
    expect(valueForField(field('number'), 'three')).toBe('3')
  })

  it('takes a number written with its unit when the field counts in that unit or names none', () => {
    expect(valueForField(field('range', { context: 'Fade between songs 0 s' }), '6 seconds')).toBe('6')
    expect(valueForField(field('range', { context: 'Volume 70%' }), '30%')).toBe('30')
    expect(valueForField(field('range', { context: 'Volume 70%' }), '30 percent')).toBe('30')
    expect(valueForField(field('number', { label: 'Session timeout' }), '15 minutes')).toBe('15')
    // a field that counts in another unit of the same measure: no silent conversion
    expect(valueForField(field('number', { label: 'Session timeout (minutes)' }), '2 hours')).toBeUndefined()
    expect(valueForField(field('range', { context: 'Fade 0 min' }), '6 seconds')).toBeUndefined()
    // months and years are units of time too ("Loan term years")
    expect(
      valueForField(field('number', { label: 'Loan term', context: 'Loan term years' }), '25 years'),
    ).toBe('25')
    expect(valueForField(field('number', { label: 'Loan term (months)' }), '2 years')).toBeUndefined()
    // words that are no unit stay refused
    expect(valueForField(field('number'), '6 apples')).toBeUndefined()
  })

  it('takes an amount of money for a field of prices, in the currency it shows or none', () => {
    expect(valueForField(field('range', { name: 'Highest nightly rate' }), '£85')).toBe('85')
    expect(valueForField(field('number', { name: 'Budget', context: 'Budget €' }), '€1,200')).toBe('1200')
    // another currency shown, or a field that is no price: refused
    expect(
      valueForField(field('range', { name: 'Highest nightly rate', context: 'up to $300' }), '£85'),
    ).toBeUndefined()
    expect(valueForField(field('number', { name: 'Guests' }), '£85')).toBeUndefined()
  })
})
