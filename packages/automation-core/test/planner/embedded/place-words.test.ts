import { describe, expect, it } from 'vitest'
import { columnOfKind, doerNames, place, plural } from '../../../src/planner/embedded/execute/place-words'
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

  it('makes the plural of a word that ends in "ss", "x", "ch" or "sh" with "es", never the word itself', () => {
    expect(['excess', 'class', 'box', 'match', 'dish', 'fee', 'city', 'fees'].map(plural)).toEqual([
      'excesses',
      'classes',
      'boxes',
      'matches',
      'dishes',
      'fees',
      'cities',
      'fees',
    ])
  })

  it('names a column by its words without "per" ("price day" for Price per day)', () => {
    const rows: Row[] = [{ name: 'Van', price_per_day: '£40', total: '£160' }]
    const kinds: Record<string, ColumnKind> = { name: 'text', price_per_day: 'money', total: 'money' }
    expect(place([['price', 'day']], rows, Object.keys(kinds), kinds, new Set())).toMatchObject({
      columns: ['price_per_day'],
      unplaced: [],
    })
  })

  it('names a column by a hyphened word ("pick-up dates"), and takes the heading over the rows said whole', () => {
    const rows: Row[] = [{ reference: 'T-1', pick_up_date: '4 May 2027' }]
    const kinds: Record<string, ColumnKind> = { reference: 'text', pick_up_date: 'date' }
    const columns = Object.keys(kinds)
    // (the heading "Upcoming trips": its words, and the heading whole)
    const where = new Set(['upcom', 'trip', 'upcom trip'])
    const placed = place(
      [
        ['upcoming', 'trips'],
        ['pick-up', 'dates'],
      ],
      rows,
      columns,
      kinds,
      where,
      false,
    )
    expect(placed).toMatchObject({ columns: ['pick_up_date'], unplaced: [] })
    expect(placed.subject).toBeUndefined()
    // the hyphened word names the column whole
    expect(place([['pick-up', 'date']], rows, columns, kinds, new Set())).toMatchObject({
      columns: ['pick_up_date'],
      unplaced: [],
    })
    expect(place([['pick-up', 'date']], rows, columns, kinds, new Set()).subject).toBeUndefined()
  })

  it('reads a word that is a whole cell of a column of figures as a value of it ("free")', () => {
    const rows: Row[] = [
      { name: 'Rope course', fee: '£6.00' },
      { name: 'Nature trail', fee: 'Free' },
    ]
    const kinds: Record<string, ColumnKind> = { name: 'text', fee: 'money' }
    const placed = place([['courses'], ['free']], rows, Object.keys(kinds), kinds, new Set())
    expect(placed.conditions).toEqual([{ column: 'fee', op: 'equals', value: 'free' }])
    expect(placed.unplaced).toEqual([])
    // a word no cell is whole is still not placed ("cheap")
    expect(place([['courses'], ['cheap']], rows, Object.keys(kinds), kinds, new Set()).unplaced).toContain(
      'cheap',
    )
  })

  it('takes a word for the one date column it names, and never one of several', () => {
    const row: Row = { reference: 'R-7', posted_today_closing_date: '3 May 2027' }
    const kinds: Record<string, ColumnKind> = { reference: 'text', posted_today_closing_date: 'date' }
    const words = [['closing', 'date'], ['reference']]
    // where dates can be said, the word says which dates ("closing in May"); else it asks for the column
    expect(place(words, [row], Object.keys(kinds), kinds, new Set()).columns).toEqual(['reference'])
    expect(place(words, [row], Object.keys(kinds), kinds, new Set(), false).columns).toEqual([
      'posted_today_closing_date',
      'reference',
    ])
    // two such columns (of other items beside the one asked about): neither is taken
    const two: Row = { ...row, posted_monday_closing_date: '9 May 2027' }
    const twoKinds: Record<string, ColumnKind> = { ...kinds, posted_monday_closing_date: 'date' }
    expect(place(words, [two], Object.keys(twoKinds), twoKinds, new Set(), false)).toMatchObject({
      columns: ['reference'],
      subject: 'closing date',
    })
  })

  it('takes the column whose last words are said, and of two, the one whose first word is said too', () => {
    const rows: Row[] = [{ crew: 'Blue watch', early_shift: 'Mon 6 Jun 2033', late_shift: 'Wed 8 Jun 2033' }]
    const kinds: Record<string, ColumnKind> = { crew: 'text', early_shift: 'date', late_shift: 'date' }
    const columns = Object.keys(kinds)
    // "the early blue watch shift": "early" said apart from "shift" still names Early shift
    expect(place([['early', 'blue', 'watch', 'shift']], rows, columns, kinds, new Set()).columns).toEqual([
      'early_shift',
    ])
    expect(place([['late', 'blue', 'watch', 'shift']], rows, columns, kinds, new Set()).columns).toEqual([
      'late_shift',
    ])
    // its first word said apart is taken with it, not left as the name of the rows
    const units: Row[] = [{ model: 'Heron 7', units_left: '9' }]
    const unitKinds: Record<string, ColumnKind> = { model: 'text', units_left: 'number' }
    const left = place([['units'], ['left']], units, Object.keys(unitKinds), unitKinds, new Set())
    expect(left).toMatchObject({ columns: ['units_left'], unplaced: [] })
    expect(left.subject).toBeUndefined()
    // "shift" alone names neither of the two
    expect(place([['blue', 'watch', 'shift']], rows, columns, kinds, new Set()).columns).toEqual([])
  })

  it('takes a column named with figures by its other words, when one column has them', () => {
    const rows: Row[] = [{ plot: 'A', yearly_fee_2031_32: '£40', monthly_fee: '£4' }]
    const kinds: Record<string, ColumnKind> = {
      plot: 'text',
      yearly_fee_2031_32: 'money',
      monthly_fee: 'money',
    }
    expect(place([['yearly', 'fee']], rows, Object.keys(kinds), kinds, new Set())).toMatchObject({
      columns: ['yearly_fee_2031_32'],
      saidAs: { yearly_fee_2031_32: 'yearly_fee' },
      unplaced: [],
    })
    // two years of it: the words name neither
    const two = { ...kinds, yearly_fee_2032_33: 'money' as const }
    const both = place([['yearly', 'fee']], rows, Object.keys(two), two, new Set())
    expect(both.columns.filter((c) => c.startsWith('yearly'))).toEqual([])
    // a figure that is no year is a word of the name ("Rover 7" is not named by "rover")
    const models: Record<string, ColumnKind> = { plot: 'text', rover_7: 'text' }
    expect(
      place([['rover']], [{ plot: 'A', rover_7: 'x' }], Object.keys(models), models, new Set()).columns,
    ).toEqual([])
  })

  it("takes a word for pay as the rows' one column of money, and says it in the answer", () => {
    const rows: Row[] = [{ name: 'Night Porter', price: '£23,100', hours: '40' }]
    const kinds: Record<string, ColumnKind> = { name: 'text', price: 'money', hours: 'number' }
    expect(place([['salary']], rows, Object.keys(kinds), kinds, new Set())).toMatchObject({
      columns: ['price'],
      saidAs: { price: 'salary' },
    })
    const two: Record<string, ColumnKind> = { ...kinds, bonus: 'money' }
    expect(place([['salary']], rows, Object.keys(two), two, new Set()).columns).toEqual([])
    // of several amounts, "pay" is still the verb of the one date column that holds it ("did I pay in 2025")
    const slips: Record<string, ColumnKind> = { pay_date: 'date', gross_pay: 'money', net_pay: 'money' }
    const slip: Row = { pay_date: '28 Mar 2025', gross_pay: '£3,000', net_pay: '£2,300' }
    expect(place([['pay']], [slip], Object.keys(slips), slips, new Set())).toMatchObject({
      columns: [],
      unplaced: [],
    })
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

  it('takes the amount of several amounts, not a running balance; of figures of any kind, none', () => {
    const bank: Record<string, ColumnKind> = { date: 'date', amount: 'money', balance: 'money' }
    expect(columnOfKind('money', [], Object.keys(bank), bank)).toBe('amount')
    // "the best rated": a price is no rating
    const places: Record<string, ColumnKind> = { name: 'text', price: 'money', rating: 'number' }
    expect(columnOfKind('numeric', [], Object.keys(places), places)).toHaveProperty('reason')
  })

  it('reads a verb as the column of its doer by its form ("reported": Reporter)', () => {
    expect(doerNames('reported')).toContain('reporter')
    expect(doerNames('assigned')).toContain('assignee')
    expect(doerNames('created')).toContain('creator')
    const rows: Row[] = [
      { key: 'W-1', reporter: 'Ana Lund', status: 'Open' },
      { key: 'W-2', reporter: 'Per Vik', status: 'Assigned' },
    ]
    const kinds: Record<string, ColumnKind> = { key: 'text', reporter: 'text', status: 'text' }
    expect(place([['reported']], rows, Object.keys(kinds), kinds, new Set()).columns).toEqual(['reporter'])
    // a short plural ("fees") meets its singular; a column of dates said with "dates" after its name
    const berths: Row[] = [{ name: 'Skel', mooring_fee: '£12', due: '3 May 2027' }]
    const berthKinds: Record<string, ColumnKind> = { name: 'text', mooring_fee: 'money', due: 'date' }
    expect(
      place([['mooring', 'fees']], berths, Object.keys(berthKinds), berthKinds, new Set()).columns,
    ).toEqual(['mooring_fee'])
    expect(place([['due', 'dates']], berths, Object.keys(berthKinds), berthKinds, new Set()).columns).toEqual(
      ['due'],
    )
    // a word of four letters after its stem is taken once ("closes": the column Closes, from "close")
    const hours: Row[] = [{ day: 'Friday', opens: '08:00', closes: '17:30' }]
    const hourKinds: Record<string, ColumnKind> = { day: 'text', opens: 'text', closes: 'text' }
    expect(place([['close']], hours, Object.keys(hourKinds), hourKinds, new Set()).columns).toEqual([
      'closes',
    ])
    // the one column whose last word is the doer ("who inspects it": Hull inspector)
    const hulls: Row[] = [{ name: 'Skua', hull_inspector: 'Ana Lund' }]
    const hullKinds: Record<string, ColumnKind> = { name: 'text', hull_inspector: 'text' }
    expect(place([['inspects']], hulls, Object.keys(hullKinds), hullKinds, new Set()).columns).toEqual([
      'hull_inspector',
    ])
    // a value of a column is that value, not a doer ("assigned" where a status says so)
    expect(place([['assigned']], rows, Object.keys(kinds), kinds, new Set()).conditions).toEqual([
      { column: 'status', op: 'equals', value: 'assigned' },
    ])
  })

  it('names a row by a run of words of its short name, when one row has them', () => {
    const rows: Row[] = [
      { name: 'DATA Data Platform', lead: 'Oliver Grant' },
      { name: 'WEB Web Platform', lead: 'Priya Nair' },
    ]
    const kinds: Record<string, ColumnKind> = { name: 'text', lead: 'text' }
    const placed = place([['lead'], ['data', 'platform']], rows, Object.keys(kinds), kinds, new Set())
    expect(placed.conditions).toEqual([{ column: 'name', op: 'word', value: 'data platform' }])
    expect(placed.unplaced).toEqual([])
    // "platform" alone is in two names: it says no one row
    expect(place([['platform']], rows, Object.keys(kinds), kinds, new Set()).conditions).toEqual([])
  })
})

describe('placing words of measures, spans and places', () => {
  const rows: Row[] = [
    {
      day: 'Mon 2 Mar 2026',
      rainfall_mm: '4.2',
      chance_of_rain: '40%',
      valid_from: '2 Mar',
      valid_to: '4 Mar',
      place: 'Skel',
    },
  ]
  const kinds: Record<string, ColumnKind> = {
    day: 'date',
    rainfall_mm: 'number',
    chance_of_rain: 'number',
    valid_from: 'date',
    valid_to: 'date',
    place: 'text',
  }
  const columns = Object.keys(kinds)
  const placed = (open: string[][]) => place(open, rows, columns, kinds, new Set())

  it('names a column by a noun of its measure ("rain" for Rainfall)', () => {
    expect(placed([['rain']])).toMatchObject({ columns: ['rainfall_mm'], unplaced: [] })
  })

  it('joins the parts of a column name the small words parted ("chance" "rain" of "chance of rain")', () => {
    expect(placed([['chance'], ['rain']])).toMatchObject({ columns: ['chance_of_rain'], unplaced: [] })
  })

  it('reads "until when ... valid" as the end of the span, "where" as the column of the place', () => {
    expect(placed([['until', 'when'], ['valid']])).toMatchObject({ columns: ['valid_to'], unplaced: [] })
    expect(placed([['where']])).toMatchObject({ columns: ['place'], unplaced: [] })
  })
})
