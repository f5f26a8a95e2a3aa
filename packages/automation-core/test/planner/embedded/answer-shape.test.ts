import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/planner/embedded/embedded-planner'
import { shapeProblem } from '../../../src/planner/embedded/execute/answer-shape'

const done = (result: Record<string, unknown>) => ({ purpose: 'x', actions: [], done: true, result })
const refused = (goal: string, result: Record<string, unknown>) =>
  checkAnswer(goal, done(result)).result?.status === 'failure'

describe('shapeProblem: what the form of a question promises', () => {
  it('one thing asked: no list of several values', () => {
    expect(shapeProblem('how much is the berth fee?', { berth_fee: ['£14', '£22'] })).toMatch(/list of 2/)
    expect(
      shapeProblem('when is the last ferry?', { sailings: [{ time: '21:10' }, { time: '22:40' }] }),
    ).toMatch(/one value/)
    expect(
      shapeProblem('which harbour is the busiest?', { harbour: [{ name: 'Skel' }, { name: 'Orm' }] }),
    ).toMatch(/one value/)
    // several said, or a plural verb: a list may answer
    expect(shapeProblem('what are the berth fees?', { berth_fees: ['£14', '£22'] })).toBeUndefined()
    expect(
      shapeProblem('how much is the berth fee and the mooring fee?', { fees: ['£14', '£22'] }),
    ).toBeUndefined()
    expect(shapeProblem('which harbours are open?', { harbours: ['Skel', 'Orm'] })).toBeUndefined()
    expect(shapeProblem('which boats has the yard repaired?', { boats: ['Skua', 'Tern'] })).toBeUndefined()
    // "did" says no number
    expect(shapeProblem('what did the yard repair in June?', { boats: ['Skua', 'Tern'] })).toBeUndefined()
    // "this <thing>" is the one thing a page is about; "this week" is a span of time
    expect(
      shapeProblem("what's the length of this boat?", { boats: [{ length: '9 m' }, { length: '11 m' }] }),
    ).toMatch(/"this boat" names one/)
    expect(shapeProblem("what's on this week?", { events: ['Regatta', 'Fair'] })).toBeUndefined()
    expect(shapeProblem('what did I add to this playlist?', { tracks: ['Tide', 'Dune'] })).toBeUndefined()
    expect(refused('how many berths does Skel have?', { berths: '4.5' })).toBe(true)
    expect(refused('how many berths does Skel have?', { berths: '40' })).toBe(false)
    expect(refused('how many km is the route?', { length: '3.5 km' })).toBe(false)
    // one value, or one row of a list: fine
    expect(shapeProblem('how much is the berth fee?', { berth_fee: '£14' })).toBeUndefined()
    expect(shapeProblem('how much is the berth fee?', { berth_fee: ['£14'] })).toBeUndefined()
  })

  it('an amount or a time asked: not the sentence that says it', () => {
    const sentence = 'Boats over ten metres pay a berth fee of £22 a night, payable at the office.'
    expect(shapeProblem('how much is the berth fee?', { berth_fee: sentence })).toMatch(/sentence/)
    expect(
      shapeProblem('when does the office open?', { office: 'The office opens at eight every day.' }),
    ).toMatch(/sentence/)
    expect(shapeProblem('how much is the berth fee?', { berth_fee: '£22 a night' })).toBeUndefined()
    // a question that asks for text may be answered with text
    expect(
      shapeProblem('what does the page say about the berth fee?', { berth_fee: sentence }),
    ).toBeUndefined()
  })

  it('anything asked: never a whole paragraph, unless text is asked', () => {
    const paragraph =
      'The harbour was rebuilt after the storm of 1953 and now has room for sixty boats, with a slipway, ' +
      'a fuel berth, showers and a small shop that opens in the summer months only'
    expect(shapeProblem('what is the harbour like?', { harbour: paragraph })).toMatch(/paragraph/)
    expect(shapeProblem('give me the description of the harbour', { description: paragraph })).toBeUndefined()
    // items of a list may be long (titles, snippets)
    expect(shapeProblem('list the notices', { notices: [paragraph, paragraph] })).toBeUndefined()
  })

  it('"which" or "who" asked: a name, not a figure alone', () => {
    expect(shapeProblem('which pier has the most berths, and how many?', { berths: '64' })).toMatch(
      /names nothing/,
    )
    expect(shapeProblem('which pier has the most berths?', { most_berths: 64 })).toMatch(/names nothing/)
    expect(
      shapeProblem('which pier has the most berths, and how many?', { pier: 'North Mole', berths: '64' }),
    ).toBeUndefined()
    // a figure under the word "which" asks of is that name
    expect(shapeProblem('which year was the pier built?', { year: '1889' })).toBeUndefined()
    expect(shapeProblem('which berth is free?', { berth: '14' })).toBeUndefined()
  })
})

describe('shapeProblem: several things asked', () => {
  it('two questions in one need two values, whatever reader answered', () => {
    expect(
      shapeProblem('how many berths are free on this pontoon, and what depth is it?', { count: 2 }),
    ).toMatch(/2 things were asked/)
    expect(shapeProblem('when does the ferry leave and where does it stop?', { time: '09:10' })).toMatch(
      /2 things/,
    )
    expect(
      shapeProblem('how many berths are free on this pontoon, and what depth is it?', {
        free_berths: 4,
        depth: '3.2 m',
      }),
    ).toBeUndefined()
    // a title after a colon, or words quoted, ask nothing
    expect(shapeProblem('how many talks are titled "What we got wrong"?', { count: 3 })).toBeUndefined()
  })
})

describe('checkAnswer holds every answer to its shape', () => {
  it('turns an answer of the wrong shape into a refusal that says why', () => {
    expect(refused('how much is the berth fee?', { berth_fee: ['£14', '£22'] })).toBe(true)
    expect(checkAnswer('which pier has the most berths?', done({ most_berths: 64 })).result).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('names nothing'),
    })
    expect(refused('how much is the berth fee?', { berth_fee: '£22 a night' })).toBe(false)
  })
})
