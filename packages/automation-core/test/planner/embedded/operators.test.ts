import { describe, expect, it } from 'vitest'
import {
  cellHolds,
  cleanName,
  dateOf,
  durationOf,
  filterRows,
  kindOf,
  numberOf,
  orderRows,
  projectRows,
  reduceRows,
  takeRows,
} from '../../../src/planner/embedded/plan/operators'

const parcels = [
  { parcel: 'P-1', town: 'Bergen', weight: '2.5 kg', fee: '$12.00', sent: 'Mar 3, 2026', state: 'Delayed' },
  { parcel: 'P-2', town: 'Oslo', weight: '1 kg', fee: '$8.50', sent: 'Feb 27, 2026', state: 'On time' },
  { parcel: 'P-3', town: 'Bergen', weight: '4 kg', fee: '$1,020.00', sent: '2026-03-09', state: 'delayed' },
  {
    parcel: 'P-4',
    town: 'Tromsø',
    weight: '0.5 kg',
    fee: '$5.00',
    sent: 'Jan 2, 2026',
    state: 'On time, fragile',
  },
]
const kinds = Object.fromEntries(Object.keys(parcels[0]!).map((c) => [c, kindOf(parcels, c)]))

describe('values as the page shows them', () => {
  it('reads numbers, money and dates out of their text', () => {
    expect(numberOf('$1,299.00')).toBe(1299)
    expect(numberOf('4.6 out of 5')).toBe(4.6)
    expect(numberOf('1.2k followers')).toBe(1200)
    expect(numberOf('$2.4m budget')).toBe(2_400_000)
    // a unit written apart, or longer than the one letter, is a measure, not thousands or millions
    expect(numberOf('85 m²')).toBe(85)
    expect(numberOf('85m²')).toBe(85)
    expect(numberOf('12 km')).toBe(12)
    expect(numberOf('5 m')).toBe(5)
    expect(numberOf('none')).toBeUndefined()
    expect(dateOf('Dec 1, 2024')).toBe(20241201)
    expect(dateOf('posted 2025-09-16')).toBe(20250916)
    expect(dateOf('14 March 2026')).toBe(20260314)
    expect(dateOf('soon')).toBeUndefined()
  })

  it('reads lengths of time as seconds, and only lengths of time', () => {
    expect(durationOf('4:56')).toBe(296)
    expect(durationOf('1:02:03')).toBe(3723)
    expect(durationOf('1 hr 27 min')).toBe(5220)
    expect(durationOf('about 45 min')).toBe(2700)
    expect(durationOf('3h 5m')).toBe(11100)
    expect(durationOf('45 s')).toBe(45)
    expect(durationOf('2 hours, 30 secs')).toBe(7230)
    // days and weeks of a kind are days and weeks
    expect(durationOf('6 working days')).toBe(6 * 86_400)
    expect(durationOf('2 weeks')).toBe(14 * 86_400)
    expect(durationOf('open 7 days a week')).toBeUndefined()
    expect(durationOf('4m 30s')).toBe(270)
    expect(durationOf('3 days')).toBe(3 * 86_400)
    expect(durationOf('12 apples')).toBeUndefined()
    expect(durationOf('Room 4:56b')).toBeUndefined()
    expect(kindOf([{ d: '4:56' }, { d: '5:36' }, { d: '12:01' }], 'd')).toBe('duration')
  })

  it('tells the kind of a column from most of its cells', () => {
    expect(kinds).toMatchObject({
      parcel: 'text',
      weight: 'number',
      fee: 'money',
      sent: 'date',
      state: 'text',
    })
  })

  it('reads "Free" among prices as a price of nothing, and a column of "Free" alone as text', () => {
    const talks = [
      { talk: 'Rivers', entry: 'Free' },
      { talk: 'Bridges', entry: '£7.50' },
      { talk: 'Kilns', entry: 'Free' },
      { talk: 'Looms', entry: '£4' },
    ]
    expect(kindOf(talks, 'entry')).toBe('money')
    expect(orderRows(talks, 'entry', 'asc', 'money').map((t) => t.talk)).toEqual([
      'Rivers',
      'Kilns',
      'Looms',
      'Bridges',
    ])
    expect(kindOf([{ entry: 'Free' }, { entry: 'Free' }], 'entry')).toBe('text')
  })

  it('reads years under a column named a date or a year as dates, and years elsewhere as numbers', () => {
    const finds = [
      { find: 'Brooch', date: 'c. 1820' },
      { find: 'Coin', date: '1695' },
      { find: 'Lamp', date: '1745' },
    ]
    expect(kindOf(finds, 'date')).toBe('date')
    expect(orderRows(finds, 'date', 'asc', 'date').map((f) => f.find)).toEqual(['Coin', 'Lamp', 'Brooch'])
    expect(kindOf([{ seats: '1820' }, { seats: '1695' }], 'seats')).toBe('number')
  })

  it('reads a month of a year written alone as a date, but not the month that names a row', () => {
    expect(dateOf('March 2027')).toBe(20270301)
    expect(dateOf('Sept 2026')).toBe(20260901)
    const sailings = [
      { route: 'Skel – Orm', starts: 'March 2027' },
      { route: 'Orm – Vik', starts: 'June 2026' },
    ]
    expect(kindOf(sailings, 'starts')).toBe('date')
    expect(orderRows(sailings, 'starts', 'asc', 'date').map((r) => r.route)).toEqual([
      'Orm – Vik',
      'Skel – Orm',
    ])
    // rows named by their month ("Statement: March 2027") keep those names as names
    expect(kindOf([{ statement: 'March 2027' }, { statement: 'April 2027' }], 'statement')).toBe('text')
  })

  it('reads a name cell as the name alone: no address, no initials, no second spelling', () => {
    expect(cleanName('RM Rosa Marsh rosa@example.org')).toBe('Rosa Marsh')
    expect(cleanName('@otto_berg Otto Berg')).toBe('Otto Berg')
    expect(cleanName('otto.berg Otto Berg')).toBe('Otto Berg')
    // a cell of several lines: its first line, past initials and an address
    expect(cleanName("The Keeper's Daughter · Maren Solvik")).toBe("The Keeper's Daughter")
    expect(cleanName('RM · Rosa Marsh · rosa@example.org')).toBe('Rosa Marsh')
    expect(cleanName('@otto_berg · Otto Berg')).toBe('Otto Berg')
    // two different names stay as they are
    expect(cleanName('Otto Berg Ada Berg')).toBe('Otto Berg Ada Berg')
    // a capital that is not the name's initial is a word of it
    expect(cleanName('A Long Winter')).toBe('A Long Winter')
    expect(cleanName('I Was There')).toBe('I Was There')
  })

  it('finds a value as a whole cell or one of its parts, plural or not, any case', () => {
    expect(cellHolds('On time, fragile', 'fragile')).toBe(true)
    expect(cellHolds('Admin', 'admins')).toBe(true)
    expect(cellHolds('Delayed', 'delay')).toBe(false)
    expect(cellHolds('Bergen Sentrum', 'bergen')).toBe(false)
  })
})

describe('operators', () => {
  it('filter: by a value of a column and by bounds', () => {
    const delayed = filterRows(parcels, [{ column: 'state', op: 'equals', value: 'delayed' }], kinds)
    expect(delayed.map((r) => r.parcel)).toEqual(['P-1', 'P-3'])
    const cheap = filterRows(parcels, [{ column: 'fee', op: 'between', max: 8.5, strictMax: true }], kinds)
    expect(cheap.map((r) => r.parcel)).toEqual(['P-4'])
    const upTo = filterRows(parcels, [{ column: 'fee', op: 'between', max: 8.5 }], kinds)
    expect(upTo.map((r) => r.parcel)).toEqual(['P-2', 'P-4'])
  })

  it('order: by money, numbers and dates, whatever their format', () => {
    expect(orderRows(parcels, 'fee', 'desc', 'money').map((r) => r.parcel)).toEqual([
      'P-3',
      'P-1',
      'P-2',
      'P-4',
    ])
    expect(orderRows(parcels, 'sent', 'asc', 'date').map((r) => r.parcel)).toEqual([
      'P-4',
      'P-2',
      'P-1',
      'P-3',
    ])
    expect(orderRows(parcels, 'weight', 'asc', 'number').map((r) => r.parcel)).toEqual([
      'P-4',
      'P-2',
      'P-1',
      'P-3',
    ])
  })

  it('take: the first or last n', () => {
    expect(takeRows(parcels, 'first', 2).map((r) => r.parcel)).toEqual(['P-1', 'P-2'])
    expect(takeRows(parcels, 'last', 1).map((r) => r.parcel)).toEqual(['P-4'])
  })

  it('reduce: count, sum and average; not a sum over cells that are no numbers', () => {
    expect(reduceRows(parcels, 'count')).toBe(4)
    expect(reduceRows(parcels, 'sum', 'fee', 'money')).toBe(1045.5)
    expect(reduceRows(parcels, 'average', 'weight', 'number')).toBe(2)
    expect(reduceRows(parcels, 'sum', 'town', 'number')).toBeUndefined()
  })

  it('project: only the columns asked, in their order', () => {
    expect(projectRows(parcels.slice(0, 1), ['fee', 'parcel'])).toEqual([{ fee: '$12.00', parcel: 'P-1' }])
  })
})
