import { describe, expect, it } from 'vitest'
import { routeOf } from '../../../src/planner/embedded/embedded-planner'
import {
  readInstructions,
  readLeadingInstructions,
} from '../../../src/planner/embedded/understand/instructions'

const steps = (goal: string) => {
  const plan = readInstructions(goal)
  if ('refused' in plan) throw new Error(`refused: ${plan.refused}`)
  return plan.steps
}

describe('readInstructions: sentence -> plan', () => {
  it.each([
    ['Click the Export button', [{ op: 'click', target: { name: 'Export', kind: 'button' } }]],
    ['tap on "Show all results"', [{ op: 'click', target: { name: 'Show all results' } }]],
    ['open the Invoices tab', [{ op: 'click', target: { name: 'Invoices', kind: 'tab' } }]],
    ['press Escape', [{ op: 'key', key: 'Escape' }]],
    ['load all the recipes', [{ op: 'load-all' }]],
    ['load the whole archive', [{ op: 'load-all' }]],
    ['keep clicking "Older posts" until the end', [{ op: 'load-all', name: 'Older posts' }]],
    ['keep pressing the Show more button', [{ op: 'load-all', name: 'Show more' }]],
    ['hit the enter key', [{ op: 'key', key: 'Enter' }]],
    [
      'type "Bergen" into the Destination field',
      [{ op: 'type', text: 'Bergen', target: { name: 'Destination', kind: 'field' } }],
    ],
    [
      "put 'red, green and blue' in Tags",
      [{ op: 'type', text: 'red, green and blue', target: { name: 'Tags' } }],
    ],
    [
      'choose Medium from the Crust size dropdown',
      [{ op: 'select', option: 'Medium', target: { name: 'Crust size', kind: 'dropdown' } }],
    ],
    ['select the Security tab', [{ op: 'click', target: { name: 'Security', kind: 'tab' } }]],
    // an order said by a superlative of the lexicon: that option of the sort list
    ['sort the days windiest first', [{ op: 'sort', by: 'windiest' }]],
    // whatever "the" names before "for" is the place searched, not words to search for
    [
      'search the talks for Rust',
      [
        { op: 'type', text: 'Rust', target: { kind: 'search box' } },
        { op: 'submit', search: true },
      ],
    ],
    // after a kind word, the part of the page it is in only says where to look
    [
      'open the Thursday tab in the hourly forecast',
      [{ op: 'click', target: { name: 'Thursday', kind: 'tab' } }],
    ],
    // one named by a possessive: the link or tab of that one
    ["open Ana Ruiz's page", [{ op: 'click', target: { name: 'Ana Ruiz', kind: 'page' } }]],
    // a title after a colon that says something is a value, not a question
    [
      'fill in Title: How we rebuilt the pier, Length: Short talk',
      [
        {
          op: 'fill',
          pairs: [
            { field: 'Title', value: 'How we rebuilt the pier' },
            { field: 'Length', value: 'Short talk' },
          ],
        },
      ],
    ],
    [
      'tick Vegetarian, Vegan and Gluten free',
      [
        {
          op: 'check',
          checked: true,
          targets: [{ name: 'Vegetarian' }, { name: 'Vegan' }, { name: 'Gluten free' }],
        },
      ],
    ],
    [
      'untick the Reminders box',
      [{ op: 'check', checked: false, targets: [{ name: 'Reminders', kind: 'box' }] }],
    ],
    [
      'expand the Shipping section',
      [{ op: 'expand', expanded: true, target: { name: 'Shipping', kind: 'section' } }],
    ],
    // a dash inside a name said with its kind word is part of the name, not a joiner
    [
      'expand the Spring Fair – Saturday 3 May section, then click the Book - Adults button',
      [
        {
          op: 'expand',
          expanded: true,
          target: { name: 'Spring Fair – Saturday 3 May', kind: 'section' },
        },
        { op: 'click', target: { name: 'Book - Adults', kind: 'button' } },
      ],
    ],
    ['go back', [{ op: 'back' }]],
    ['wait 3 seconds', [{ op: 'wait', seconds: 3 }]],
    ['scroll to the footer', [{ op: 'scroll', target: { name: 'footer' } }]],
    ['submit the form', [{ op: 'submit' }]],
    [
      'log in as nora_k with password Tr0ub4dor',
      [{ op: 'login', user: 'nora_k', password: 'Tr0ub4dor' }, { op: 'signed-in' }],
    ],
    [
      'sign in as nora_k, password Tr0ub4dor!, and keep me signed in',
      [
        {
          op: 'login',
          user: 'nora_k',
          password: 'Tr0ub4dor!',
          also: [{ op: 'check', checked: true, targets: [{ name: 'keep me signed in' }] }],
        },
        { op: 'signed-in' },
      ],
    ],
    [
      'sign in as nora_k with password Tr0ub4dor!, and do not keep me logged in',
      [
        {
          op: 'login',
          user: 'nora_k',
          password: 'Tr0ub4dor!',
          also: [{ op: 'check', checked: false, targets: [{ name: 'keep me logged in' }] }],
        },
        { op: 'signed-in' },
      ],
    ],
    [
      'log in with nora@example.org / Tr0ub4dor! and stay signed in on this device',
      [
        {
          op: 'login',
          user: 'nora@example.org',
          password: 'Tr0ub4dor!',
          also: [{ op: 'check', checked: true, targets: [{ name: 'stay signed in' }] }],
        },
        { op: 'signed-in' },
      ],
    ],
    [
      'Sign in with email nora@example.org and the password "p a s s"',
      [{ op: 'login', user: 'nora@example.org', password: 'p a s s' }, { op: 'signed-in' }],
    ],
    [
      'fill in the booking form with arrival: 3 June, nights = 2 and pets: yes',
      [
        {
          op: 'fill',
          form: 'booking',
          pairs: [
            { field: 'arrival', value: '3 June' },
            { field: 'nights', value: '2' },
            { field: 'pets', value: 'yes' },
          ],
        },
      ],
    ],
    [
      'fill out the form with surname Okafor, city Lagos',
      [{ op: 'fill', pairs: [{ words: 'surname Okafor' }, { words: 'city Lagos' }] }],
    ],
    ['fill the Surname field with Okafor', [{ op: 'type', text: 'Okafor', target: { name: 'Surname' } }]],
    [
      'set the departure date to 9 May 2027',
      [
        {
          op: 'set',
          value: '9 May 2027',
          target: { name: 'departure', kind: 'date', fullName: 'departure date' },
        },
      ],
    ],
    ['change Quantity to 4', [{ op: 'set', value: '4', target: { name: 'Quantity' } }]],
    [
      'open View > Zoom > 200%',
      [
        { op: 'click', target: { name: 'View' } },
        { op: 'click', target: { name: 'Zoom' } },
        { op: 'click', target: { name: '200%' } },
      ],
    ],
    [
      // an entry of a menu is a name, a kind word in it included
      'open Boats > Harbour area > Dinghies',
      [
        { op: 'click', target: { name: 'Boats' } },
        { op: 'click', target: { name: 'Harbour area', inMenu: true } },
        { op: 'click', target: { name: 'Dinghies', inMenu: true } },
      ],
    ],
    [
      // "turn off" unticks, though "to" follows in the item's name
      'turn off the tide alerts for Skel moorings to let',
      [
        {
          op: 'check',
          checked: false,
          targets: [
            expect.objectContaining({ orNear: { name: 'tide alerts', near: 'Skel moorings to let' } }),
          ],
        },
      ],
    ],
    [
      // one verb, several fields, joined by commas and "and"
      'change the length to 12, the beam to 4.5 and the draft to 2',
      [
        { op: 'set', value: '12', target: { name: 'length' } },
        { op: 'set', value: '4.5', target: { name: 'beam' } },
        { op: 'set', value: '2', target: { name: 'draft' } },
      ],
    ],
    // an order said without a column: an option of the sort list
    ['order the boats cheapest first', [{ op: 'sort', by: '', dir: 'cheapest' }]],
    ['sort latest first', [{ op: 'sort', by: '', dir: 'latest' }]],
    [
      // "keep clicking" starts a clause after "and"
      'open the Ferries and buses tab and keep clicking Show more until every sailing is shown',
      [
        { op: 'click', target: expect.objectContaining({ name: 'Ferries and buses', kind: 'tab' }) },
        { op: 'load-all', name: 'Show more' },
      ],
    ],
    ['close the dialog', [{ op: 'dismiss' }]],
    ['dismiss the cookie banner', [{ op: 'dismiss', name: 'cookie' }]],
    ['reject all optional cookies', [{ op: 'consent', choice: 'decline' }]],
    ['allow the tracking', [{ op: 'consent', choice: 'accept' }]],
    ['click the third Edit link', [{ op: 'click', target: { name: 'Edit', kind: 'link', nth: 3 } }]],
    [
      'type Okafor into the last name field',
      [{ op: 'type', text: 'Okafor', target: { name: 'name', nth: -1, literalName: 'last name' } }],
    ],
    ['open the email from Grace Hopper', [{ op: 'click', target: { name: 'Grace Hopper', item: 'email' } }]],
    ['go to the Pricing page', [{ op: 'click', target: { name: 'Pricing', kind: 'page' } }]],
    // pairs right after the verb fill the form at hand
    [
      'fill in Sort code: 20-00-00, Account number: 5512',
      [
        {
          op: 'fill',
          pairs: [
            { field: 'Sort code', value: '20-00-00' },
            { field: 'Account number', value: '5512' },
          ],
        },
      ],
    ],
    // a name that opens with "my" may be a control's whole name ("My orders")
    ['open My orders', [{ op: 'click', target: { name: 'orders', literalName: 'My orders' } }]],
    ['set 3 guests', [{ op: 'set', value: '3', target: { name: 'guests' } }]],
    [
      'in my privacy settings turn off Show my email',
      [
        { op: 'click', target: { name: 'privacy' }, where: true },
        { op: 'check', checked: false, targets: [{ literalName: 'Show my email' }] },
      ],
    ],
    [
      'set check-in to 12 May 2027 and check-out to 16 May 2027',
      [
        { op: 'set', value: '12 May 2027', target: { name: 'check-in' } },
        { op: 'set', value: '16 May 2027', target: { name: 'check-out' } },
      ],
    ],
    [
      'using the calendar, set the arrival date to 2 May 2027',
      [{ op: 'set', value: '2 May 2027', target: { name: 'arrival', kind: 'date' } }],
    ],
    ['close the green banner at the top', [{ op: 'dismiss', name: 'green' }]],
    [
      'mark Lesson 2 and Lesson 3 as done',
      [{ op: 'check', checked: true, targets: [{ name: 'Lesson 2' }, { name: 'Lesson 3' }] }],
    ],
    ['put 22 as the house number', [{ op: 'type', text: '22', target: { name: 'house number' } }]],
    ['pick Oslo from the suggestions', [{ op: 'select', option: 'Oslo' }]],
    ['sort the rooms by price, cheapest first', [{ op: 'sort', by: 'price', dir: 'cheapest' }]],
    [
      'only show open tickets here, sorted by oldest',
      [
        { op: 'filter', words: ['open', 'tickets', 'here'] },
        { op: 'sort', by: 'oldest' },
      ],
    ],
    ['filter the orders down to refunded', [{ op: 'filter', words: ['refunded'] }]],
    [
      'turn off Alerts and offers by post',
      [
        {
          op: 'check',
          checked: false,
          targets: [{ name: 'Alerts' }, { literalName: 'offers by post' }],
          whole: { literalName: 'Alerts and offers by post' },
        },
      ],
    ],
    ['sort the plants by height from high to low', [{ op: 'sort', by: 'height', dir: 'descending' }]],
    ['order by name, a to z', [{ op: 'sort', by: 'name', dir: 'ascending' }]],
    ['sort by date in descending order', [{ op: 'sort', by: 'date', dir: 'descending' }]],
    [
      'look up "Walnut shelf" on the store',
      [
        { op: 'type', text: 'Walnut shelf', target: { kind: 'search box' } },
        { op: 'submit', search: true },
      ],
    ],
    [
      'search the catalogue for oak stools, then open the first result',
      [
        { op: 'type', text: 'oak stools', target: { kind: 'search box' } },
        { op: 'submit', search: true },
        { op: 'click', target: { item: 'result', nth: 1 } },
      ],
    ],
    [
      'use the search box to find a hammer',
      [
        { op: 'type', text: 'hammer', target: { kind: 'search box' } },
        { op: 'submit', search: true },
      ],
    ],
    [
      'choose the dark theme and 25 rows per page',
      [
        { op: 'select', option: 'dark theme' },
        { op: 'select', option: '25 rows per page' },
      ],
    ],
    // (small words stay: an option may hold them, "In review"; alone they name nothing)
    ['show only my drafts', [{ op: 'filter', words: ['my', 'drafts'] }]],
    ['filter the tickets down to In review', [{ op: 'filter', words: ['In', 'review'] }]],
    ['sort by year with the newest first', [{ op: 'sort', by: 'year', dir: 'newest' }]],
    [
      'click View receipt for order 7',
      [
        {
          op: 'click',
          target: { name: 'View receipt for order 7', orNear: { name: 'View receipt', near: 'order 7' } },
        },
      ],
    ],
    [
      'untick Weekly summary so that nobody gets it',
      [{ op: 'check', checked: false, targets: [{ name: 'Weekly summary' }] }],
    ],
    ['switch the theme to dark', [{ op: 'set', value: 'dark', target: { name: 'theme' } }]],
    ['turn the brightness down to 40', [{ op: 'set', value: '40', target: { name: 'brightness' } }]],
    ['put autosave on', [{ op: 'check', checked: true, targets: [{ name: 'autosave' }] }]],
    [
      'turn the dark mode switch on',
      [{ op: 'check', checked: true, targets: [{ name: 'dark mode', kind: 'switch' }] }],
    ],
    [
      'star the Quarterly review email',
      [{ op: 'click', target: { name: 'star', near: 'Quarterly review' } }],
    ],
    ['confirm', [{ op: 'confirm' }]],
    [
      'like Blue Hour and Tidewater',
      [
        { op: 'click', target: { name: 'like', near: 'Blue Hour' } },
        { op: 'click', target: { name: 'like', near: 'Tidewater' } },
      ],
    ],
    ['confirm the deletion', [{ op: 'confirm' }]],
    // a verb before an item noun names a control of the item, not the item
    [
      'press Report comment for Lena Ortiz',
      [
        {
          op: 'click',
          target: {
            name: 'Report comment for Lena Ortiz',
            orNear: { name: 'Report comment', near: 'Lena Ortiz' },
          },
        },
      ],
    ],
    [
      'archive this project, then confirm if the page asks whether you are certain',
      [{ op: 'click', target: { name: 'archive' } }, { op: 'confirm' }],
    ],
  ])('%s', (goal, expected) => {
    expect(steps(goal)).toMatchObject(expected)
  })

  it('ends a clause where a question starts, so the question goes to the reader of questions', () => {
    expect(readLeadingInstructions('Open the Reports tab and tell me the total for May')).toMatchObject({
      steps: [{ op: 'click', target: { name: 'Reports', kind: 'tab' } }],
      rest: 'tell me the total for May',
    })
    expect(readLeadingInstructions('go to Archive - how many invoices are unpaid?')).toMatchObject({
      steps: [{ op: 'click', target: { name: 'Archive' } }],
      rest: 'how many invoices are unpaid?',
    })
  })

  it('leaves "only the ones under N" and "with their fields" to the question after a search', () => {
    expect(
      readLeadingInstructions('search for lamps and show me only the ones under $40, with their prices'),
    ).toMatchObject({
      steps: [
        { op: 'type', text: 'lamps' },
        { op: 'submit', search: true },
      ],
      rest: 'show me only the ones under $40, with their prices',
    })
    expect(steps('only show shipped orders')).toEqual([{ op: 'filter', words: ['shipped', 'orders'] }])
  })

  it('reads no question as a button verb, whatever word comes first', () => {
    for (const question of [
      'the 3 dearest rooms with their prices',
      'my open orders from March',
      'By how much did sales go up?',
      'From which town did the order come',
      'Total number of orders this week?',
      // neither a question nor a clock time is "FIELD: VALUE"
      "who's driving the 18:30 to Bodø?",
      'which trains leave after 07:15',
    ]) {
      expect(readLeadingInstructions(question).steps, question).toEqual([])
    }
  })

  it('takes no sentence for a name: an unquoted name is short and has no question mark', () => {
    expect(
      readInstructions('click the button that looks like it would take me to the pricing page'),
    ).toHaveProperty('refused')
    expect(steps('click "Yes, I am sure?"')).toMatchObject([
      { op: 'click', target: { name: 'Yes, I am sure?' } },
    ])
  })

  it('joins clauses with commas, "then" and "and" before a verb, keeping "and" inside names', () => {
    expect(
      steps('Please open Account settings, then uncheck Weekly digest and click Save changes'),
    ).toMatchObject([
      { op: 'click', target: { name: 'Account settings' } },
      { op: 'check', checked: false, targets: [{ name: 'Weekly digest' }] },
      { op: 'click', target: { name: 'Save changes' } },
    ])
    expect(steps('click "Terms and conditions"')).toMatchObject([
      { op: 'click', target: { name: 'Terms and conditions' } },
    ])
  })

  it('makes a click as many times as it is said, and only a click', () => {
    expect(steps('click Older entries twice')).toMatchObject([
      { op: 'click', target: { name: 'Older entries' } },
      { op: 'click', target: { name: 'Older entries' } },
    ])
    expect(steps('press the Next button three times')).toHaveLength(3)
    expect(steps('tap Refresh once')).toMatchObject([{ op: 'click', target: { name: 'Refresh' } }])
    expect(readInstructions('type "ab" into Code twice')).toHaveProperty('refused')
    expect(readInstructions('click Next 40 times')).toHaveProperty('refused')
  })

  it('reads "X on it" as the control of the item acted on before', () => {
    expect(steps('open the Fern Lamp, then press Add to basket on it')).toMatchObject([
      { op: 'click', target: { name: 'Fern Lamp' } },
      { op: 'click', target: { name: 'Add to basket', ofSame: true } },
    ])
  })

  it('keeps a value as written where it stands alone, and takes no verb after a colon for a clause', () => {
    expect(
      steps(
        'fill the form with First name: Mira, Email: mira.lund@example.org, Topic: Report a fault, then send it',
      ),
    ).toMatchObject([
      {
        op: 'fill',
        pairs: [
          { field: 'First name', value: 'Mira' },
          { field: 'Email', value: 'mira.lund@example.org' },
          { field: 'Topic', value: 'Report a fault' },
        ],
      },
      { op: 'click', target: { name: 'send' } },
    ])
  })

  it('keeps the case of names and quoted values as written', () => {
    expect(steps('type "McAllister O\'Neil" into Last Name')).toMatchObject([
      { op: 'type', text: "McAllister O'Neil", target: { name: 'Last Name' } },
    ])
  })

  it('refuses a clause it cannot place, naming it', () => {
    expect(readInstructions('click Save, then summarise the article')).toEqual({
      refused: 'summarise the article',
    })
    expect(readInstructions('type into the box')).toEqual({ refused: 'type into the box' })
    expect(readInstructions('')).toMatchObject({ refused: expect.any(String) })
    // an order said as a span the lexicon does not know is not guessed
    expect(readInstructions('sort by price from left to right')).toHaveProperty('refused')
  })
})

describe('routeOf: instructions, or a question', () => {
  it('takes "list" inside a clause as a kind of control, not as a request for data', () => {
    const goal =
      'open the Friday tab, click the Book button for Spin, pick 1 hour before from the Reminder list and confirm the booking'
    expect(routeOf(goal)).toMatchObject({ kind: 'instructions' })
    expect(routeOf(goal)).not.toHaveProperty('question')
    // a clause that opens with it asks for the rows: a question, asked after the instructions
    const asks = routeOf('open the Friday tab, then list the classes with their instructors')
    expect(asks.kind === 'question' || 'question' in asks).toBe(true)
  })

  it('reads a question mark inside a quoted value as part of the value, not as a question', () => {
    const goal = 'fill the enquiry form with subject: "Is the hall free on 4 May?" then send it'
    expect(routeOf(goal)).toMatchObject({ kind: 'instructions' })
    expect(routeOf(goal)).not.toHaveProperty('question')
  })
})
