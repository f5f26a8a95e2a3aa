import { describe, expect, it } from 'vitest'
import { parseGoal, splitClauses } from '../../../src/planner/heuristic/goal-parser'

const intents = (goal: string) => {
  const p = parseGoal(goal)
  if (!p.ok) throw new Error(p.reason)
  return p.intents
}

describe('goal parser', () => {
  it('cuts clauses only before a new instruction', () => {
    expect(splitClauses('Extract the names and prices, then open the second result')).toEqual([
      'Extract the names and prices',
      'open the second result',
    ])
    expect(splitClauses("Search for 'a, then b' and list the results")).toEqual([
      'Search for "a, then b"',
      'list the results',
    ])
  })

  it.each([
    ['Extract the first 5 product names and prices', 5],
    ['Get me the top 5 products with name and price', 5],
    ['Please list five products: names and prices', 5],
  ])('reads items, fields and a count: %s', (goal, limit) => {
    const [i] = intents(goal)
    expect(i).toMatchObject({ kind: 'items', key: 'products', limit, pages: 1 })
    expect(i?.kind === 'items' && i.fields.map((f) => f.source)).toEqual(['name', 'price'])
  })

  it.each([
    ['Get the page title', { kind: 'fact', fact: 'title' }],
    ["What's the title of the page?", { kind: 'fact', fact: 'title' }],
    ['List all headings', { kind: 'fact', fact: 'headings' }],
    ['Return every link in the navigation', { kind: 'fact', fact: 'links', scope: 'navigation' }],
    ['Show me the footer links', { kind: 'fact', fact: 'links', scope: 'footer' }],
    ['What is the price of Novabook Pro 16?', { kind: 'value', source: 'price', of: 'Novabook Pro 16' }],
    ['How much does the Halo Phone 15 cost?', { kind: 'value', source: 'price', of: 'Halo Phone 15' }],
    ['Get the table of the largest cities', { kind: 'table', key: 'cities' }],
    ['Go to the Laptops category', { kind: 'open', target: 'Laptops' }],
    ["click 'Contact us'", { kind: 'open', target: 'Contact us' }],
    ['Navigate to the Phones page', { kind: 'open', target: 'Phones' }],
    ['open the second result', { kind: 'open-nth', ordinal: 2, noun: 'results' }],
    ['List the laptops on all pages', { kind: 'items', key: 'laptops', pages: 10 }],
    ['Collect laptop names and prices from the first 3 pages', { kind: 'items', key: 'laptops', pages: 3 }],
  ])('understands %s', (goal, expected) => {
    expect(intents(goal)[0]).toMatchObject(expected)
  })

  it('reads emails and phone numbers as two facts', () => {
    expect(
      intents('Find the emails and phone numbers on the page').map((i) => i.kind === 'fact' && i.fact),
    ).toEqual(['emails', 'phones'])
  })

  it('reads a search followed by an extraction', () => {
    expect(intents("Search for 'wireless mouse' and return the first 3 results with price")).toEqual([
      { kind: 'search', query: 'wireless mouse' },
      {
        kind: 'items',
        key: 'results',
        fields: [
          { key: 'name', source: 'name' },
          { key: 'price', source: 'price' },
        ],
        limit: 3,
        pages: 1,
      },
    ])
    expect(intents('look up kettle')[0]).toEqual({ kind: 'search', query: 'kettle' })
  })

  it('reads form values, submit, agreement and the confirmation', () => {
    expect(
      intents(
        'Fill the contact form with name Ada, email ada@example.com, message hello and submit; return the confirmation message',
      ),
    ).toEqual([
      {
        kind: 'fill',
        values: [
          { key: 'name', value: 'Ada' },
          { key: 'email', value: 'ada@example.com' },
          { key: 'message', value: 'hello' },
        ],
        submit: true,
        agree: false,
      },
      { kind: 'fact', fact: 'confirmation', key: 'confirmation' },
    ])
    const [fill] = intents(
      'Fill in full name: "Ada Lovelace", email address ada@example.com, agree to the terms and send it',
    )
    expect(fill).toEqual({
      kind: 'fill',
      values: [
        { key: 'full name', value: 'Ada Lovelace' },
        { key: 'email address', value: 'ada@example.com' },
      ],
      submit: true,
      agree: true,
    })
  })

  it('reads consent choices', () => {
    expect(intents('Accept the cookies, then list the article headlines')[0]).toEqual({
      kind: 'consent',
      choice: 'accept',
    })
    expect(intents('Reject all cookies and get the page title')[0]).toEqual({
      kind: 'consent',
      choice: 'reject',
    })
  })

  it.each([
    'Book a flight to Paris',
    'Buy the cheapest laptop',
    'Log in as admin',
    'Translate the page to French',
    '',
  ])('refuses %j, naming the part not understood', (goal) => {
    const p = parseGoal(goal)
    expect(p.ok).toBe(false)
    if (!p.ok && goal) expect(p.reason).toContain(goal)
  })

  it('tells phones (devices) from phone numbers, and one number from all of them', () => {
    expect(intents('list every phone with its price')).toMatchObject([{ kind: 'items', key: 'phones' }])
    expect(intents('Find the customer service phone number')).toMatchObject([
      { kind: 'fact', fact: 'phones', key: 'phone', single: true, qualifier: ['customer', 'service'] },
    ])
    expect(intents('return the newsroom phone number')).toMatchObject([
      { kind: 'fact', key: 'phone', qualifier: ['newsroom'] },
    ])
    expect(intents('List the phone numbers on the page')).toMatchObject([{ kind: 'fact', key: 'phones' }])
    expect(intents('get the email address on the page')).toMatchObject([
      { kind: 'fact', fact: 'emails', key: 'email', single: true },
    ])
    expect(intents('Get the emails and phone numbers')).toMatchObject([
      { kind: 'fact', key: 'emails' },
      { kind: 'fact', key: 'phones' },
    ])
  })

  it.each([
    ['Get the table of the top 10 cities by population', 'cities'],
    ['get the table of quarterly revenue and profit', 'table'],
    ['get the report table', 'table'],
    ['get the cities table', 'cities'],
  ])('names a table after the goal, not a column: %s', (goal, key) => {
    expect(intents(goal)).toMatchObject([{ kind: 'table', key }])
  })

  it('reads "the names of the products" as items, "the main heading" as one heading', () => {
    expect(intents('give me the names of the first 3 products')).toMatchObject([
      { kind: 'items', key: 'products', limit: 3 },
    ])
    expect(intents("What's the main heading on this page?")).toMatchObject([
      { kind: 'fact', fact: 'headings', key: 'heading', scope: 'h1', single: true },
    ])
    expect(intents('get the page title pls')).toMatchObject([{ kind: 'fact', fact: 'title' }])
  })

  it('reads the part of the page a list is under, named or implied', () => {
    expect(intents('List the headlines under "Latest news"')).toMatchObject([
      { kind: 'items', key: 'headlines', section: 'latest news' },
    ])
    expect(intents('list the stories in the most read section')).toMatchObject([
      { kind: 'items', key: 'stories', section: 'most read' },
    ])
    expect(intents('What are the most read stories this week?')).toMatchObject([
      { kind: 'items', key: 'stories', section: 'most read week' },
    ])
    // An item noun before the list's noun names no section.
    expect(intents('Get the article headlines')[0]).not.toHaveProperty('section')
    expect(intents('Extract the first 5 product names and prices')[0]).not.toHaveProperty('section')
  })

  it('reads clicks inside an item, "load more" loops and what a click brought', () => {
    expect(intents('Add the Novabook Pro 16 to the cart twice and report the cart total')).toEqual([
      { kind: 'click-in', button: 'add to cart', item: 'Novabook Pro 16', times: 2 },
      { kind: 'label', key: 'cart_total', mode: 'colon', words: ['cart', 'total'] },
    ])
    expect(intents('Click "Buy now" on the Lund Wool Throw')).toEqual([
      { kind: 'click-in', button: 'Buy now', item: 'Lund Wool Throw', times: 1 },
    ])
    expect(
      intents('Keep clicking "Load more" until everything is loaded, then list all products'),
    ).toMatchObject([
      { kind: 'load-all', target: 'Load more' },
      { kind: 'items', key: 'products' },
    ])
    expect(intents('Load all products, then list their names')).toMatchObject([
      { kind: 'load-all', noun: 'products' },
      { kind: 'items', key: 'products', fields: [{ key: 'name' }] },
    ])
    expect(intents('Accept the partner offer and tell me what it shows afterwards')).toEqual([
      { kind: 'open', target: 'Accept the partner offer' },
      { kind: 'fact', fact: 'confirmation', key: 'message' },
    ])
    expect(intents('Click Next without filling anything in and return the error messages')).toEqual([
      { kind: 'open', target: 'Next' },
      { kind: 'fact', fact: 'errors', key: 'errors' },
    ])
    expect(intents('look up teapot and tell me who sells the first result')).toEqual([
      { kind: 'search', query: 'teapot' },
      { kind: 'value', key: 'seller', source: 'seller', of: 'first result', nth: 1, noun: 'results' },
    ])
    expect(intents('When was the top story published?')).toEqual([
      { kind: 'detail', fields: [{ key: 'date', source: 'date' }] },
    ])
  })

  it('refuses a goal with one part it does not understand', () => {
    const p = parseGoal('Get the page title and then book a table for two')
    expect(p).toMatchObject({ ok: false, reason: expect.stringContaining('book a table for two') })
  })
})

describe('items on sale, single items, pages and questions about one item', () => {
  it('reads the item on sale and the fields asked for after it', () => {
    expect(intents('Find the phone that is on sale and return its name, old price and new price')).toEqual([
      {
        kind: 'items',
        key: 'phones',
        pages: 1,
        onSale: true,
        single: true,
        fields: [
          { key: 'name', source: 'name' },
          { key: 'old_price', source: 'old_price' },
          { key: 'new_price', source: 'price' },
        ],
      },
    ])
    expect(
      intents(
        'Which laptops are on sale right now? Go through all the pages and give me each one with its old and new price.',
      ),
    ).toMatchObject([
      {
        kind: 'items',
        key: 'laptops',
        onSale: true,
        pages: 10,
        fields: [
          { source: 'name' },
          { key: 'old_price', source: 'old_price' },
          { key: 'new_price', source: 'price' },
        ],
      },
    ])
  })

  it('reads "the cheapest one" as one item, and several questions about one item', () => {
    expect(intents('Head over to Phones and find me the cheapest one - name and price please')).toMatchObject(
      [
        { kind: 'open', target: 'Phones' },
        { kind: 'items', sort: 'asc', limit: 1, single: true, fields: [{ key: 'name' }, { key: 'price' }] },
      ],
    )
    expect(
      intents('Open the article about the river cleanup. Who wrote it, and on what date was it published?'),
    ).toEqual([
      { kind: 'open-about', noun: 'articles', topic: 'the river cleanup' },
      {
        kind: 'detail',
        fields: [
          { key: 'author', source: 'author' },
          { key: 'date', source: 'date' },
        ],
      },
    ])
  })

  it('reads form wording: a request sent through the form, "let me know", what comes back', () => {
    expect(
      intents(
        'Could you send a support request through the contact form? Name: Linus Park, email linus@example.org. Accept the terms, submit it and let me know what the confirmation says.',
      ),
    ).toEqual([
      {
        kind: 'fill',
        values: [
          { key: 'name', value: 'Linus Park' },
          { key: 'email', value: 'linus@example.org' },
        ],
        submit: true,
        agree: true,
      },
      { kind: 'fact', fact: 'confirmation', key: 'confirmation' },
    ])
    expect(
      intents(
        "Try signing up for the newsletter with the address 'lisbon-lover' and tell me what message comes back",
      ),
    ).toEqual([
      { kind: 'fill', values: [{ key: 'email', value: 'lisbon-lover' }], submit: true, agree: false },
      { kind: 'fact', fact: 'message', key: 'message' },
    ])
    expect(intents("I don't want any cookies, so decline them")).toEqual([
      { kind: 'consent', choice: 'reject' },
    ])
  })
})

describe('filters and pronouns', () => {
  it('reads price bounds and categories as filters of the list', () => {
    expect(intents('Show me all the accessories that cost less than $50, with their prices')).toMatchObject([
      { kind: 'items', key: 'accessories', price: { max: 50 }, fields: [{ key: 'name' }, { key: 'price' }] },
    ])
    expect(intents('list the phones up to $500')[0]).toMatchObject({ price: { max: 500, inclusive: true } })
    expect(intents('List every product in the Camping category with its price')).toMatchObject([
      { kind: 'items', key: 'products', where: { field: 'category', value: 'camping' } },
    ])
  })

  it('reads "it" after a search as its first result, and "its" after a value as the same item', () => {
    expect(intents('Look up the dutch oven. Who sells it and how much is it?')).toEqual([
      { kind: 'search', query: 'dutch oven' },
      { kind: 'value', key: 'seller', source: 'seller', of: 'first result', nth: 1, noun: 'results' },
      { kind: 'value', key: 'price', source: 'price', of: 'first result', nth: 1, noun: 'results' },
    ])
    expect(intents("What rank is Dhaka in the table, and what's its population?")).toEqual([
      { kind: 'value', key: 'rank', source: 'rank', of: 'Dhaka' },
      { kind: 'value', key: 'population', source: 'population', of: 'Dhaka' },
    ])
    expect(intents('Are the Trail Running Shoes in stock?')).toEqual([
      { kind: 'value', key: 'in_stock', source: 'availability', of: 'Trail Running Shoes', inStock: true },
    ])
    expect(
      intents('Use the search box to look for "table" - how many products match, and which ones?'),
    ).toEqual([
      { kind: 'search', query: 'table' },
      { kind: 'count', noun: 'products' },
      { kind: 'items', key: 'products', fields: [], pages: 1 },
    ])
    // Not a price question: only a label of the page may answer it.
    expect(intents('How much does the Alpine Down Jacket weigh?')).toEqual([
      { kind: 'lookup', key: 'answer', question: 'How much does the Alpine Down Jacket weigh' },
    ])
  })
})

describe('sentences and single things', () => {
  it('ends a clause at every sentence, so an open never swallows the next question', () => {
    expect(
      intents('Accept the cookie banner, then open the Politics story. How did the council vote?'),
    ).toEqual([
      { kind: 'consent', choice: 'accept' },
      { kind: 'open', target: 'Politics story' },
      expect.objectContaining({ kind: 'question', key: 'vote', answer: 'tally' }),
    ])
  })
  it('reads "the total" as one labelled amount, and a bare singular noun as one thing', () => {
    expect(intents('go to the cart and tell me the total')).toEqual([
      { kind: 'open', target: 'cart' },
      { kind: 'label', key: 'total', mode: 'colon', words: ['total'] },
    ])
    expect(intents('what is the winner')[0]).toMatchObject({ kind: 'items', oneThing: true })
  })
})

describe('pages of a filtered list', () => {
  it('reads "the first 2 pages of laptops. Which ones are out of stock?" as one filtered list', () => {
    expect(intents('Look through the first 2 pages of laptops. Which ones are out of stock?')).toEqual([
      {
        kind: 'items',
        key: 'laptops',
        fields: [{ key: 'name', source: 'name' }],
        pages: 2,
        outOfStock: true,
      },
    ])
  })
  it('reads "tagged X" as a filter, and "the headline and date of each" as its fields', () => {
    expect(
      intents('Which stories are tagged Technology? Give me the headline and date of each.'),
    ).toMatchObject([
      {
        kind: 'items',
        key: 'stories',
        where: { field: 'tag', value: 'technology' },
        fields: [
          { key: 'headline', source: 'name' },
          { key: 'date', source: 'date' },
        ],
      },
    ])
  })
})

describe('addresses, countries and their columns', () => {
  it('reads a postal address question, and "the Chinese cities ... their populations" as one filtered list', () => {
    expect(intents("What's Brightwave's postal address?")).toEqual([
      { kind: 'fact', fact: 'address', key: 'address' },
    ])
    expect(intents('which chinese cities are in the table, and what are their populations?')).toEqual([
      {
        kind: 'items',
        key: 'cities',
        fields: [
          { key: 'name', source: 'name' },
          { key: 'population', source: 'population' },
        ],
        pages: 1,
        where: { field: 'country', value: 'China' },
      },
    ])
  })
})
