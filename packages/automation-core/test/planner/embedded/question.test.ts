import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/planner/embedded/embedded-planner'
import { newSeen, see, unplacedWords } from '../../../src/planner/embedded/execute/grounding'
import { readQuestion } from '../../../src/planner/embedded/understand/question'
import { fakeObservation } from '../fixtures'

describe('readQuestion: question -> operators and open words', () => {
  it.each([
    ['how many parcels are delayed?', { reduce: 'count', open: [['parcels'], ['delayed']] }],
    // "still" says nothing of which rows
    ['which parcels are still delayed?', { open: [['parcels'], ['delayed']] }],
    [
      'what is the total fee of the Bergen parcels',
      { reduce: 'sum', open: [['fee'], ['bergen', 'parcels']] },
    ],
    ['average weight of parcels to Oslo', { reduce: 'average', open: [['weight'], ['parcels'], ['oslo']] }],
    ['the 3 heaviest parcels', { superlative: { dir: 'max', kind: 'number', n: 3 }, open: [['parcels']] }],
    ['which depot has the most staff?', { superlative: { dir: 'max' }, open: [['depot'], ['staff']] }],
    ['the cheapest route', { superlative: { dir: 'min', kind: 'money' }, open: [['route']] }],
    ['first 5 parcels', { take: { from: 'first', n: 5 }, open: [['parcels']] }],
    ['depots with 4 vans', { n: 4, nOf: 'vans', open: [['depots'], ['vans']] }],
    // the word before a number may name the column it is a value of
    [
      'how many depots are in region 2?',
      { reduce: 'count', n: 2, nAfter: 'region', open: [['depots'], ['region']] },
    ],
    // a length of time of a kind of days is a bound in days
    [
      'which repairs take longer than 3 business days?',
      { bounds: [{ min: 3 * 86_400, strict: true, duration: true }], open: [['repairs']] },
    ],
    // a verb that asks, said as a noun after an article, is a word of the question
    ['how much is an off-peak return to Hamar?', { money: true, open: [['off-peak', 'return'], ['hamar']] }],
    // how often a length of time holds, and what it is the time of, say nothing more
    ['how long do repairs usually take to come back?', { open: [['repairs']] }],
    // "count" after the words it counts is a noun, the name of a column, not a count of rows
    ['tell me his follower count', { open: [['follower', 'count']] }],
    // a clock time is one word, not two numbers
    ["who's driving the 18:30 to Bodø?", { open: [['driving'], ['18:30'], ['bodø']] }],
    ['how heavy is the Oslo parcel', { measure: 'heavy', open: [['oslo', 'parcel']] }],
    ['parcels sent newest first', { order: { dir: 'desc', kind: 'date' }, open: [['parcels', 'sent']] }],
    [
      'routes sorted by distance descending',
      { order: { column: ['distance'], dir: 'desc' }, open: [['routes']] },
    ],
    ['parcels under $20', { bounds: [{ max: 20, strict: true, money: true }], open: [['parcels']] }],
    // what the amount is paid per
    [
      'berths under £40 a night',
      { bounds: [{ max: 40, strict: true, money: true, per: 'night' }], open: [['berths']] },
    ],
    // a verb of price before the amount only says it is a price
    ['courses priced under £30', { bounds: [{ max: 30, strict: true, money: true }], open: [['courses']] }],
    // "the first two pages" says pages of the list, not two rows
    ['the boats on the first two pages', { pages: 2, open: [['boats']] }],
    // "per" inside a name keeps it one run
    ['the vans with their price per day', { open: [['vans'], ['price', 'day']] }],
    ['parcels of at least 2 kg', { bounds: [{ min: 2, strict: false, money: false }] }],
    ['returns between 10 and 30', { bounds: [{ min: 10, max: 30 }] }],
    ['parcels sent in March 2026', { dates: [{ from: 20260301, to: 20260331 }] }],
    ['parcels from June through August', { dates: [{ months: [6, 8] }] }],
    ['returns between 04/01/2026 and 05/31/2026', { dates: [{ from: 20260401, to: 20260531 }] }],
    ['visits between 4 and 9 March 2027', { dates: [{ from: 20270304, to: 20270309 }] }],
    ['visits from 28 February to 3 March 2027', { dates: [{ from: 20270228, to: 20270303 }] }],
    ['visits between March 4th and March 9th, 2027', { dates: [{ from: 20270304, to: 20270309 }] }],
    ['plays by Ola Berg', { order: { column: ['ola', 'berg'], bare: true }, open: [['plays']] }],
    ['what is the fee of P-3', { open: [['fee'], ['p-3']] }],
    ["what's the title of this page?", { pageTitle: true }],
    ['which depots have two vans in the first 10', { n: 2, take: { from: 'first', n: 10 } }],
    ['how much is the Oslo route', { money: true, open: [['oslo', 'route']] }],
    ['how long is the Oslo route', { duration: true, open: [['oslo', 'route']] }],
    [
      'calls longer than 2 minutes',
      { bounds: [{ min: 120, strict: true, duration: true }], open: [['calls']] },
    ],
    ['the shortest call', { superlative: { dir: 'min', kind: 'duration' }, open: [['call']] }],
    ['when did Ada Holm join', { date: true, open: [['ada', 'holm', 'join']] }],
    // a measure said by its adjective orders by the column of that measure
    [
      'which harbour will be the windiest tomorrow',
      { superlative: { dir: 'max', measures: ['wind', 'gust'] }, open: [['harbour'], ['tomorrow']] },
    ],
    [
      'the 2 driest weeks',
      { superlative: { dir: 'min', n: 2, measures: ['rainfall', 'precipitation', 'rain'] } },
    ],
    // a share as a bound, an article between
    ['piers with at least a 30% share of berths', { bounds: [{ min: 30, strict: false }] }],
    // "the next 5" of a span of time are its first rows; "over" only leads to them
    ['the lowest tide over the next 5 days', { take: { from: 'first', n: 5 }, open: [['tide'], ['days']] }],
    // a word that begins like a month is no month
    ['the average mark of the market stalls', { dates: [], open: [['mark'], ['market', 'stalls']] }],
  ])('%s', (question, expected) => {
    expect(readQuestion(question)).toMatchObject(expected)
  })

  it('keeps "how many X" as the words that may name a column', () => {
    expect(readQuestion('which three posts have the most likes and how many likes')).toMatchObject({
      n: 3,
      superlative: { dir: 'max' },
      countOf: ['likes'],
    })
  })

  it('leaves every word it does not know open, to be placed against the data or refused', () => {
    expect(readQuestion('which parcels are quietly humming').open.flat()).toEqual([
      'parcels',
      'quietly',
      'humming',
    ])
  })
})

describe('checkAnswer: an answer is given only when it holds what was asked', () => {
  const done = (result: Record<string, unknown>) => ({ purpose: 'x', actions: [], done: true, result })
  it('refuses a number asked for and answered with no figures', () => {
    expect(
      checkAnswer('what number do I ring for bookings?', done({ number: 'Phone' })).result,
    ).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('no figures'),
    })
    expect(
      checkAnswer('what number do I ring for bookings?', done({ phone: '0161 496 0000' })).result,
    ).toEqual({
      phone: '0161 496 0000',
    })
  })

  it('refuses an empty value and a "how many" without a number', () => {
    expect(checkAnswer('what is the fee', done({ fee: null })).result).toMatchObject({ status: 'failure' })
    expect(checkAnswer('who is it', done({ name: ' ' })).result).toMatchObject({ status: 'failure' })
    expect(checkAnswer('tell me how many devices', done({ answer: 'iPhone 14' })).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('not a number'),
    })
    expect(
      checkAnswer('how old is the bridge', done({ bridge: '1,204 visitors a day' })).result,
    ).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('"how old"'),
    })
    expect(checkAnswer('how old is the bridge', done({ built: '1931' })).result).toEqual({ built: '1931' })
    expect(checkAnswer('how long is the hike', done({ hike: '4.5 km' })).result).toEqual({ hike: '4.5 km' })
    expect(checkAnswer('look for jackets', done({})).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('came out empty'),
    })
  })

  it('refuses a row of a table given as a value, and a "who" answered with a sentence', () => {
    const refused = (goal: string, result: Record<string, unknown>) =>
      checkAnswer(goal, done(result)).result?.status === 'failure'
    expect(refused('what are the hours on Sunday', { opening_hours: 'Monday | 10:30 – 23:30' })).toBe(true)
    expect(refused('which branch has the most copies', { copies: 'Branch | Collection | Copies' })).toBe(true)
    expect(refused('who leads it', { lead: 'Pipelines, the warehouse and the dashboards.' })).toBe(true)
    expect(refused('who leads it', { lead: 'Oliver Grant' })).toBe(false)
  })

  it('refuses a "when" without a time, and a "which" or "who" answered with figures of something else', () => {
    const refused = (goal: string, result: Record<string, unknown>) =>
      checkAnswer(goal, done(result)).result?.status === 'failure'
    expect(refused('when does the ferry leave', { ferry: '48 cars' })).toBe(true)
    expect(refused('how much is it, and when is it due', { price: '$12', due: 'Gate B' })).toBe(true)
    expect(refused('when does the ferry leave', { departs: '7:45' })).toBe(false)
    expect(refused('when does the ferry leave', { departs: 'Tuesday morning' })).toBe(false)
    expect(refused('when did it open', { opened: 'March 2019' })).toBe(false)
    expect(refused('when did it open', { opened: '3 weeks ago' })).toBe(false)
    // "when" not asking: a condition
    expect(refused('what does it cost when booked early', { cost: '$40' })).toBe(false)
    expect(refused('which ferry is the fastest', { ferry: '48 cars' })).toBe(true)
    expect(refused('who runs the ferry', { ferry: '1,200 passengers a day' })).toBe(true)
    // a figure of what was asked, a bare number, or a name are answers
    expect(refused('which ferry carries the most cars', { ferry: 'Nordlys', cars: '48 cars' })).toBe(false)
    expect(refused('which deck has 48 cars', { deck: '48 cars' })).toBe(false)
    expect(refused('which year did it open', { year: '2019' })).toBe(false)
    expect(refused('which ferry is the fastest', { ferry: 'Nordlys' })).toBe(false)
    expect(
      refused('which ferries run at night', {
        ferries: 'Ferries leave from Pier 4 every hour. Check the board.',
      }),
    ).toBe(true)
  })

  it('lets a full answer through', () => {
    expect(checkAnswer('how many devices', done({ count: 4 })).result).toEqual({ count: 4 })
    expect(checkAnswer('how many devices', done({ devices: '4 devices' })).result).toEqual({
      devices: '4 devices',
    })
    expect(checkAnswer('what is the fee', done({ fee: '$8.50' })).result).toEqual({ fee: '$8.50' })
  })
})

describe('unplacedWords: a word no list knows and no page of the run showed', () => {
  const seenOn = (text: string) => {
    const seen = newSeen()
    see(seen, fakeObservation({ text, fingerprint: text }), [])
    return seen
  }
  it('names the words of a goal that the pages never showed', () => {
    const seen = seenOn('Lena Voss\n12,480 monthly listeners\nPopular tracks: Salt Road, Night Ferry')
    expect(unplacedWords("What is Lena Voss's shoe size?", seen)).toEqual(['shoe'])
    expect(unplacedWords('which album by Lena Voss won the prize', seen)).toEqual(['album', 'won', 'prize'])
  })
  it('places words the page shows in another form, numbers, quotes and the words of questions', () => {
    const seen = seenOn(
      "Pavel's Garage\nWinner of the 2024 award\nStarring: Ana Ruiz, Tom O'Hara\nTickets sold",
    )
    expect(unplacedWords("How many tickets has Pavel's garage sold since 2024?", seen)).toEqual([])
    expect(unplacedWords('who is starring in the show? tell me the "lead"', seen)).toEqual([])
    // a page that runs two words together still holds them
    expect(unplacedWords('what did ticketssold say', seenOn('TicketsSold: 40'))).toEqual([])
  })
  it('places letters in capitals that stand for words the page writes out, and words of the lists', () => {
    const seen = seenOn('Kari Moe was named Best New Artist; the hall held 9,000 fans.')
    expect(unplacedWords('who was the BNA this year', seen)).toEqual([])
    // in small letters "bna" is a word like any other, and capitals that stand for nothing are not placed
    expect(unplacedWords('who was the bna', seen)).toEqual(['bna'])
    expect(unplacedWords('who was the MVP', seen)).toEqual(['mvp'])
    // numbers' scale words, kinds of answer, country adjectives
    expect(unplacedWords('which company held over 2 million fans, and was it German?', seen)).toEqual([])
  })
})
