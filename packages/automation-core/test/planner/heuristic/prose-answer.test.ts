import { describe, expect, it } from 'vitest'
import { lookupLabel, lookupLabelled } from '../../../src/planner/heuristic/label-lookup'
import { answerFromProse } from '../../../src/planner/heuristic/prose-answer'
import { parseQuestion } from '../../../src/planner/heuristic/question'

const ask = (lines: string[], q: string, title = '') => {
  const parsed = parseQuestion(q)
  if (!parsed) throw new Error(`not a question: ${q}`)
  return { key: parsed.key, ...answerFromProse(lines, title, parsed) }
}

const bridge = [
  'Harbor Bridge reopens after two years of repairs',
  'The Harbor Bridge reopened to traffic on Tuesday morning, ending two years of detours for the 60,000 drivers who cross it every day. City engineers replaced 1,400 tonnes of steel. The project came in at $182 million, $9 million under budget.',
]

describe('parseQuestion', () => {
  it('reads the kind of answer and names the key after what was asked', () => {
    expect(parseQuestion('How many branch libraries does the city have?')).toMatchObject({
      key: 'branch_libraries',
      answer: 'count',
      terms: ['branch', 'city'],
    })
    expect(parseQuestion('who the MVP was')).toMatchObject({ key: 'mvp', answer: 'who', who: 'role' })
    expect(parseQuestion('who prepared it')).toMatchObject({ key: 'prepared_by', who: 'doer' })
    expect(parseQuestion('who did the Tide beat')).toMatchObject({ key: 'beat', who: 'object' })
    expect(parseQuestion('by when do I have to book')).toMatchObject({ key: 'book_by', answer: 'when' })
    expect(parseQuestion('what the final score was')).toMatchObject({ key: 'final_score', answer: 'tally' })
    expect(parseQuestion('how long does it take to read')).toMatchObject({ answer: 'duration' })
  })
  it('does not take other sentences for questions', () => {
    expect(parseQuestion('what the description says')).toBeNull()
    expect(parseQuestion('how many')).toBeNull()
    expect(parseQuestion('get the page title')).toBeNull()
  })
})

describe('answerFromProse', () => {
  it('finds the value of the asked kind next to the asked word', () => {
    expect(ask(bridge, 'How many drivers cross the Harbor Bridge every day?')).toEqual({
      key: 'drivers',
      value: 60000,
    })
    expect(
      ask(bridge, 'how much the bridge repairs cost', 'Harbor Bridge reopens after two years of repairs'),
    ).toEqual({ key: 'cost', value: '$182 million' })
    expect(
      ask(['Each bus has a range of 250 miles and charges overnight.'], 'what range each one has'),
    ).toEqual({
      key: 'range',
      value: '250 miles',
    })
    expect(
      ask(['Founded in Boulder, Colorado in 2016.'], 'what year was Trailhead founded', 'Trailhead'),
    ).toEqual({
      key: 'year',
      value: '2016',
    })
  })
  it('reads names by their place: the doer, the one done to, the one named as the role', () => {
    const report = ['Prepared by the Ledgerly finance team on 15 January 2025.']
    expect(ask(report, 'who prepared it')).toEqual({ key: 'prepared_by', value: 'the Ledgerly finance team' })
    const game = [
      'The Tide beat the Ridgeport Rangers 3–1 on Sunday night.',
      'Captain Mateo Reyes scored twice and was named the most valuable player of the final.',
    ]
    expect(ask(game, 'who did the Tide beat')).toEqual({ key: 'beat', value: 'Ridgeport Rangers' })
    expect(ask(game, 'who was the MVP')).toEqual({ key: 'mvp', value: 'Captain Mateo Reyes' })
  })
  it('uses the lines above a sentence for the item it is about', () => {
    const cards = [
      'Pixelle 8 Pro',
      '4.6 out of 5 (1,873 reviews)',
      'Pixelle 8a',
      '4.4 out of 5 (932 reviews)',
    ]
    expect(ask(cards, 'how many reviews does the Pixelle 8a have')).toEqual({ key: 'reviews', value: 932 })
  })
  it('says so instead of guessing', () => {
    // the asked word is not on the page
    expect(ask(bridge, 'How many cyclists cross the bridge every day?')).toHaveProperty('none')
    // a word of the question is nowhere near the answer
    expect(ask(bridge, 'How many drivers cross the tunnel every day?')).toHaveProperty('none')
    // two sentences answer differently
    expect(
      ask(['The red team has 5 players.', 'The blue team has 7 players.'], 'how many players are there'),
    ).toHaveProperty('none')
    // no value of the asked kind next to the word
    expect(ask(['The discount is generous.'], 'how big is the discount')).toHaveProperty('none')
  })
  it('of several amounts in one clause, takes the one whose own words the question says', () => {
    const rental = ['Kayak hire is £12 per session or £40 for a full weekend; groups pay £8 each.']
    expect(ask(rental, 'how much is kayak hire for a full weekend?')).toMatchObject({ value: '£40' })
    expect(ask(rental, 'how much is kayak hire per session?')).toMatchObject({ value: '£12' })
    // the question's other words said by none of them: the anchor's nearest, as before
    expect(ask(['Kayak hire costs £12, a helmet included.'], 'how much is kayak hire?')).toMatchObject({
      value: '£12',
    })
    // a row of a table with a value in several cells: the cell nearest the label is not the one asked
    expect(
      ask(
        ['Plan | Basic | Plus | Studio', 'Price per month | £4 | £9 | £20'],
        'how much does the Plus plan cost per month?',
      ),
    ).toHaveProperty('none')
    // "the A is £x and the B is £y": the words after "and" are B's, not £x's own
    expect(
      ask(['Mooring costs £30 a week and the harbour due is £6 a night.'], 'how much is the harbour due?'),
    ).toMatchObject({ value: '£6' })
    // what something costs, said as its fee or charge
    expect(
      ask(
        ['Boats may stay overnight; the mooring fee is £12, paid at the office.'],
        'how much does a mooring cost?',
      ),
    ).toMatchObject({ value: '£12' })
    // said as much by two: no answer
    expect(
      ask(
        ['Kayak hire is £12 for adults at the weekend or £9 for children at the weekend.'],
        'how much is kayak hire on a weekend?',
      ),
    ).toHaveProperty('none')
  })
})

describe('lookupLabel', () => {
  const facts = [
    'Largest city',
    'Tokyo, Japan (37,468,000 people)',
    'Cities in the Americas',
    'São Paulo and Mexico City',
    'Partner offer',
    'StayFinder · sponsored',
    'Source',
    'United Nations, World Urbanization Prospects',
  ]
  it('answers with the value of the one label that says most of the question', () => {
    expect(lookupLabel(facts, 'Which of the top 10 cities are in the Americas')).toBe(
      'São Paulo and Mexico City',
    )
    expect(lookupLabel(facts, 'get the source', 'source')).toBe(
      'United Nations, World Urbanization Prospects',
    )
  })
  it('reads "X\'s Y" under the label Y, on a page that names X, not under the name X', () => {
    const profile = ['Ines Moreau', 'Head of Sales · Lisbon', 'Manager', 'Work email', 'ines@example.com']
    const readable = [
      'Ines Moreau',
      'Head of Sales · Lisbon',
      'Manager',
      'Paulo Reis',
      'Work email',
      'ines@example.com',
    ]
    expect(lookupLabelled(profile, "who is Ines Moreau's manager?", undefined, readable)).toEqual({
      value: 'Paulo Reis',
      label: 'Manager',
    })
    // another person's page does not answer it
    const other = readable.map((l) => l.replace('Ines Moreau', 'Tom Berg'))
    expect(lookupLabelled(other, "who is Ines Moreau's manager?", undefined, other)).toHaveProperty('none')
  })

  it('does not take a heading that says only part of the question for its label', () => {
    expect(lookupLabel(facts, 'What is the nightly price of the hotels in the partner offer')).toHaveProperty(
      'none',
    )
    expect(lookupLabel(facts, 'get the source')).toHaveProperty('none')
  })
})
