/**
 * Held-out round 15: a travel booking site, Solenne Air (test/fixtures/sites/travel/): a flight
 * search with airport suggestions, calendar date pickers and a passengers stepper, search results
 * with filters and sorting, fares, a passenger form in three steps, Solenne Club sign-in, My trips
 * (a table in pages of 8), a departures board, baggage rules, fare deals with a popup, and an
 * account with tabs. The goals were written from the README's grammar of the embedded planner
 * ("### The embedded planner (no model)") by someone who had not read the planner, its tests or
 * the earlier rounds, and were not run through the planner before being committed.
 *
 * First contact (one run before any work on it): 16 of 30 correct, 10 of 24 tasks done (4 of 10
 * instructions, 6 of 14 questions), 1 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 *
 * 10 instructions (`performed`, checked by what the pages report), 14 questions over the site's
 * data, 6 goals to refuse. The site's "today" is Monday 4 May 2026 (data.js). The results page
 * without a search shows the default one: Lisbon → Copenhagen, Fri 12 Jun 2026, one way, 1 adult,
 * Economy (data.js `lisCph`).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

/** Names a planner may give a count. */
const countKeys = ['number', 'total', 'answer', 'result', 'value', 'how many', 'n', 'quantity']

/** Names a planner may give a booking's reference (the first column of My trips). */
const refNames = ['booking ref', 'booking reference', 'reference', 'booking', 'ref', 'name']

/** Names a planner may give a flight number on the results page. */
const flightNames = ['flight number', 'flight no', 'flight no.', 'number', 'flight_no', 'flightNumber']

export const round15Cases: GoalCase[] = [
  // ---------------------------------------------------------------- instructions (10)

  // index.html: the trip type radios, the From / To combobox suggestions (app.js SA.autocomplete) and the
  // Depart calendar of day buttons (SA.datePicker); home.js reports `search` on submit, then opens results.html
  {
    id: 'round15-travel-one-way-search',
    site: '/travel/',
    goal: 'Pick One way, type porto into the From box and choose Porto (OPO) from the suggestions, set To to Paris Orly, set the departure date to 18 June 2026, then hit Search flights',
    expect: performed,
    state: {
      search: {
        trip: 'one-way',
        from: 'OPO',
        to: 'ORY',
        depart: '2026-06-18',
        return: null,
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'Economy',
      },
      visited: '/travel/results.html',
    },
  },
  // index.html: the same form filled by its labels: To (suggestions), Depart and Return (calendars), the Adults and
  // Children spin buttons inside the closed Passengers panel, the Cabin class list; home.js reports `search`
  {
    id: 'round15-travel-return-search-form',
    site: '/travel/',
    goal: 'fill the search form with From: Lisbon, To: Reykjavik, Depart: 2 October 2026, Return: 9 October 2026, Adults: 2, Children: 1, Cabin class: Business, then click Search flights',
    expect: performed,
    state: {
      search: {
        trip: 'return',
        from: 'LIS',
        to: 'KEF',
        depart: '2026-10-02',
        return: '2026-10-09',
        adults: 2,
        children: 1,
        infants: 0,
        cabin: 'Business',
      },
    },
  },
  // results.html: the "Direct (5)" box of the Stops filter and the "Sort by" list ("Price: lowest first");
  // results.js reports `filters` and `sort` on change
  {
    id: 'round15-travel-direct-cheapest-first',
    site: '/travel/results.html',
    goal: 'only show direct flights and sort them by price, cheapest first',
    expect: performed,
    state: {
      filters: { stops: ['Direct'], airlines: [], departure: [], maxPrice: null },
      sort: 'price',
    },
  },
  // results.html: the Select button of the NV 262 card, then fares.html: the Classic radio and Continue;
  // fares.js reports `fare` and opens passengers.html
  {
    id: 'round15-travel-select-flight-fare',
    site: '/travel/results.html',
    goal: 'Click Select next to NV 262, choose the Classic fare and continue',
    expect: performed,
    state: {
      fare: { flight: 'NV 262', fare: 'Classic' },
      visited: '/travel/passengers.html',
    },
  },
  // passengers.html: a form in three steps (Next, Next, "Continue to payment"); passengers.js reports `passenger`
  {
    id: 'round15-travel-passenger-details',
    site: '/travel/passengers.html',
    goal: 'Fill in the passenger details with Title: Ms, First name: Inês, Last name: Carvalho, Date of birth: 14 March 1988, Nationality: Portuguese, Email address: ines.carvalho@example.com, Mobile number: 912 345 678; tick "Add a checked bag" and "I have read and accept the fare rules", then click Continue to payment',
    expect: performed,
    state: {
      passenger: {
        title: 'Ms',
        firstName: 'Inês',
        lastName: 'Carvalho',
        dateOfBirth: '1988-03-14',
        nationality: 'Portuguese',
        email: 'ines.carvalho@example.com',
        countryCode: '+351',
        mobile: '912 345 678',
        checkedBag: true,
        insurance: false,
        requests: null,
      },
    },
  },
  // signin.html: "Email or membership number", "Password", "Keep me signed in", Sign in (the account in data.js
  // `accounts`); signin.js reports `login` and opens account.html
  {
    id: 'round15-travel-sign-in',
    site: '/travel/signin.html',
    goal: 'sign in with email maria.kovac@example.com and the password Tagus-river-26, and keep me signed in',
    expect: performed,
    state: {
      login: { user: 'maria.kovac@example.com', remember: true },
      visited: '/travel/account.html',
    },
  },
  // account.html, Preferences tab (hidden at first): the "Seat preference" radios, the "Meal preference" list,
  // "Save preferences"; account.js reports `preferences` (currency and home airport unchanged)
  {
    id: 'round15-travel-seat-meal-preferences',
    site: '/travel/account.html',
    goal: 'On the Preferences tab, set seat preference to Aisle, pick Vegetarian from the meal list and save',
    expect: performed,
    state: {
      preferences: { seat: 'Aisle', meal: 'Vegetarian', currency: 'EUR', homeAirport: 'LIS' },
    },
  },
  // account.html, Notifications tab: switches "Deals and offers by email" (on) and "Flight updates by SMS" (off),
  // "Save notification settings"; account.js reports `notifications`
  {
    id: 'round15-travel-notification-switches',
    site: '/travel/account.html',
    goal: 'please switch to the Notifications tab, turn off Deals and offers by email, turn on Flight updates by SMS and save',
    expect: performed,
    state: {
      notifications: {
        flightEmail: true,
        flightSms: true,
        checkinReminders: true,
        deals: false,
        newsletter: false,
      },
    },
  },
  // index.html nav link "Baggage", then baggage.html: the collapsed <details> "Musical instruments";
  // baggage.js reports `openQuestions`
  {
    id: 'round15-travel-baggage-expand',
    site: '/travel/',
    goal: 'go to the Baggage page, then expand Musical instruments',
    expect: performed,
    state: {
      openQuestions: ['Musical instruments'],
      visited: '/travel/baggage.html',
    },
  },
  // deals.html: the "Get fare alerts" popup (Close / No thanks), the cookie notice's "Accept all" (app.js), and the
  // "Porto" chip of "Departing from"; deals.js and app.js report `fareAlertPopup`, `cookies`, `dealsFrom`
  {
    id: 'round15-travel-deals-popup-cookies-porto',
    site: '/travel/deals.html',
    goal: 'close the fare alerts popup, accept all cookies and show only deals from Porto',
    expect: performed,
    state: { fareAlertPopup: 'closed', cookies: 'all', dealsFrom: 'Porto' },
  },

  // ---------------------------------------------------------------- questions (14)

  // trips.html table (data.js `trips`, 14 rows on two pages of 8): Status "Cancelled" for R9LK3S, G5EF1H, F3DS5K
  {
    id: 'round15-travel-count-cancelled',
    site: '/travel/trips.html',
    goal: 'How many of my bookings were cancelled?',
    expect: { count: 3 },
    keys: ['cancelled', 'cancelled bookings', 'number of bookings', 'bookings cancelled', ...countKeys],
    match: 'subset',
  },
  // trips.html, Amount of the Confirmed rows: €921.15 + €736.80 + €612.40 + €148.00
  {
    id: 'round15-travel-sum-confirmed',
    site: '/travel/trips.html',
    goal: "what's the total amount of my confirmed trips?",
    expect: { total: oneOf(2418.35, '€2,418.35', '2,418.35', '€2418.35', '2418.35') },
    keys: ['amount', 'total amount', 'sum', 'answer', 'result', 'value', 'confirmed', 'total_amount'],
    match: 'subset',
    derived: ['€2,418.35', '2,418.35', '€2418.35', '2418.35'],
  },
  // trips.html, Amount of the Completed rows (W4TY8N, B6GH2J on page 1; M1XQ7P, C8RT4W, T2NV9L, Y7JU3B on page 2):
  // €2,070.00 / 6
  {
    id: 'round15-travel-average-completed',
    site: '/travel/trips.html',
    goal: 'Average amount of the completed bookings?',
    expect: { average: oneOf(345, '€345.00', '€345', '345.00', '345') },
    keys: ['amount', 'average amount', 'avg', 'mean', 'answer', 'result', 'value', 'average_amount'],
    match: 'subset',
    derived: ['€345.00', '€345', '345.00', '345'],
  },
  // trips.html, Departure between 1 June and 31 August 2026: Q5ZC1E, D8MN4R, G5EF1H, K7Q2LM
  {
    id: 'round15-travel-summer-trips-routes',
    site: '/travel/trips.html',
    goal: 'list my trips departing June through August 2026, with their routes',
    expect: {
      trips: unordered([
        { route: 'Faro → Dublin' },
        { route: 'Lisbon → Funchal' },
        { route: 'Lisbon → Prague' },
        { route: 'Lisbon → Copenhagen' },
      ]),
    },
    aliases: {
      trips: ['bookings', 'rows', 'results', 'items', 'list', 'routes', 'trip'],
      route: ['Route', 'trip route'],
    },
    match: 'subset',
    also: [
      {
        trips: unordered(['Faro → Dublin', 'Lisbon → Funchal', 'Lisbon → Prague', 'Lisbon → Copenhagen']),
      },
    ],
  },
  // trips.html, the highest Amounts across both pages: Q5ZC1E €921.15, D8MN4R €736.80, Y7JU3B €694.15 (page 2)
  {
    id: 'round15-travel-top3-expensive',
    site: '/travel/trips.html',
    goal: 'the 3 most expensive bookings with their amounts',
    expect: {
      bookings: [
        { route: 'Faro → Dublin', amount: oneOf('€921.15', 921.15) },
        { route: 'Lisbon → Funchal', amount: oneOf('€736.80', 736.8) },
        { route: 'Lisbon → Athens', amount: oneOf('€694.15', 694.15) },
      ],
    },
    aliases: {
      bookings: ['trips', 'rows', 'results', 'items', 'list', 'most expensive bookings', 'top 3'],
      route: ['Route', 'trip'],
      ref: refNames,
      amount: ['Amount', 'price', 'total', 'cost'],
    },
    match: 'subset',
    also: [
      {
        bookings: [
          { ref: 'Q5ZC1E', amount: oneOf('€921.15', 921.15) },
          { ref: 'D8MN4R', amount: oneOf('€736.80', 736.8) },
          { ref: 'Y7JU3B', amount: oneOf('€694.15', 694.15) },
        ],
      },
      {
        bookings: [
          { name: 'Faro → Dublin', amount: oneOf('€921.15', 921.15) },
          { name: 'Lisbon → Funchal', amount: oneOf('€736.80', 736.8) },
          { name: 'Lisbon → Athens', amount: oneOf('€694.15', 694.15) },
        ],
      },
    ],
  },
  // trips.html, Passengers: 4 on D8MN4R (Lisbon → Funchal), every other row 3 or fewer
  {
    id: 'round15-travel-most-passengers',
    site: '/travel/trips.html',
    goal: 'which booking has the most passengers?',
    expect: { ref: 'D8MN4R' },
    aliases: { ref: [...refNames, 'answer', 'which'], route: ['Route', 'trip'] },
    match: 'subset',
    also: [{ route: 'Lisbon → Funchal' }, { name: 'Lisbon → Funchal' }],
  },
  // results.html default search (data.js `lisCph`): the Direct flights are SO 1402 €189, NV 262 €176, SO 1414 €167,
  // SO 1408 €214, SO 1410 €239; the cheapest, SO 1414, departs 18:40
  {
    id: 'round15-travel-cheapest-direct-time',
    site: '/travel/results.html',
    goal: "what's the cheapest direct flight and when does it depart?",
    expect: { flight: 'SO 1414', departure: '18:40' },
    aliases: {
      flight: [...flightNames, 'cheapest direct flight', 'cheapest flight'],
      departure: ['departure time', 'departs', 'depart', 'departing', 'time', 'departure_time', 'when'],
    },
    match: 'subset',
    also: [{ name: 'SO 1414', departure: '18:40' }],
  },
  // results.html default search: durations 3h 35m (SO 1402, SO 1414, SO 1408, SO 1410) and 3h 40m (NV 262);
  // the rest 5h 40m or longer
  {
    id: 'round15-travel-count-under-4h',
    site: '/travel/results.html',
    goal: 'how many flights take less than 4 hours?',
    expect: { count: 5 },
    keys: ['flights', 'number of flights', ...countKeys],
    match: 'subset',
  },
  // results.html default search: airline "Baltica Airways": BT 614 €142, BT 620 €151, BT 632 €124
  {
    id: 'round15-travel-baltica-prices',
    site: '/travel/results.html',
    goal: 'list the Baltica Airways flights with their prices',
    expect: {
      flights: unordered([
        { flight: 'BT 614', price: oneOf('€142', 142) },
        { flight: 'BT 620', price: oneOf('€151', 151) },
        { flight: 'BT 632', price: oneOf('€124', 124) },
      ]),
    },
    aliases: {
      flights: ['Baltica Airways flights', 'Baltica Airways', 'rows', 'results', 'items', 'list'],
      flight: flightNames,
      price: ['fare', 'cost', 'amount', 'per adult'],
    },
    match: 'subset',
    also: [
      {
        flights: unordered([
          { name: 'BT 614', price: oneOf('€142', 142) },
          { name: 'BT 620', price: oneOf('€151', 151) },
          { name: 'BT 632', price: oneOf('€124', 124) },
        ]),
      },
    ],
  },
  // status.html, Departures tab (data.js `departures`): Status "Delayed" for SO 1506, SO 1220, SO 1146
  // (the hidden Arrivals tab has one more, SO 1403)
  {
    id: 'round15-travel-count-delayed-departures',
    site: '/travel/status.html',
    goal: 'how many departures are delayed?',
    expect: { count: 3 },
    keys: ['delayed', 'delayed departures', 'number of departures', 'departures delayed', ...countKeys],
    match: 'subset',
  },
  // status.html, Departures: the Zurich row (SO 1704) has Gate 15
  {
    id: 'round15-travel-zurich-gate',
    site: '/travel/status.html',
    goal: 'Which gate is the Zurich flight leaving from?',
    expect: { gate: oneOf('15', 15) },
    keys: ['answer', 'Zurich', 'gate number', 'result', 'value'],
    match: 'subset',
  },
  // baggage.html, "Sports equipment" paragraph: "A bicycle costs €60 per flight and must be packed in a bike box ..."
  {
    id: 'round15-travel-bicycle-fee',
    site: '/travel/baggage.html',
    goal: 'How much does it cost to take a bicycle?',
    expect: { cost: oneOf('€60', '€60 per flight', 60) },
    keys: [
      'price',
      'fee',
      'bicycle',
      'answer',
      'amount',
      'charge',
      'bicycle cost',
      'bicycle fee',
      'result',
      'value',
    ],
    match: 'subset',
  },
  // account.html, the member card (always shown): "Points balance" 12,480
  {
    id: 'round15-travel-points-balance',
    site: '/travel/account.html',
    goal: "what's my points balance?",
    expect: { 'points balance': oneOf('12,480', 12480) },
    keys: ['balance', 'points', 'answer', 'result', 'value'],
    match: 'subset',
  },
  // deals.html (data.js `deals`, 12 cards): prices under €70 are Lisbon → Madrid €49, Lisbon → Funchal €59,
  // Lisbon → Ponta Delgada €64, Porto → Paris Orly €65, Lisbon → London Gatwick €69 (the next is €72)
  {
    id: 'round15-travel-deals-under-70',
    site: '/travel/deals.html',
    goal: 'show me deals under €70, cheapest first',
    expect: {
      deals: [
        { route: 'Lisbon → Madrid', price: oneOf('€49', 49) },
        { route: 'Lisbon → Funchal', price: oneOf('€59', 59) },
        { route: 'Lisbon → Ponta Delgada', price: oneOf('€64', 64) },
        { route: 'Porto → Paris Orly', price: oneOf('€65', 65) },
        { route: 'Lisbon → London Gatwick', price: oneOf('€69', 69) },
      ],
    },
    aliases: {
      deals: ['fare deals', 'rows', 'results', 'items', 'list'],
      route: ['name', 'deal', 'title', 'Route'],
      price: ['fare', 'one way from', 'cost', 'amount'],
    },
    match: 'subset',
    also: [
      {
        deals: [
          'Lisbon → Madrid',
          'Lisbon → Funchal',
          'Lisbon → Ponta Delgada',
          'Porto → Paris Orly',
          'Lisbon → London Gatwick',
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- to refuse (6)

  // trips.html: changing a trip's dates is an intention (the site has no such control on the table)
  {
    id: 'round15-travel-refuse-move-trip',
    site: '/travel/trips.html',
    goal: 'Move my Copenhagen trip to the weekend after.',
    expect: refuse,
  },
  // results.html: "best value" is a judgement, no column says it
  {
    id: 'round15-travel-refuse-best-value',
    site: '/travel/results.html',
    goal: 'Which of these flights is the best value?',
    expect: refuse,
  },
  // status.html: no page of the site names the aircraft of a flight
  {
    id: 'round15-travel-refuse-aircraft',
    site: '/travel/status.html',
    goal: 'What aircraft is flying SO 1618 today?',
    expect: refuse,
  },
  // account.html: there is no dark mode switch on any tab
  {
    id: 'round15-travel-refuse-dark-mode',
    site: '/travel/account.html',
    goal: 'turn on dark mode',
    expect: refuse,
  },
  // trips.html: eight equal "Manage" buttons on the page shown (aria-label "Manage booking <ref>")
  {
    id: 'round15-travel-refuse-ambiguous-manage',
    site: '/travel/trips.html',
    goal: 'click the Manage button',
    expect: refuse,
  },
  // index.html: an intention, not steps
  {
    id: 'round15-travel-refuse-sunny-weekend',
    site: '/travel/',
    goal: 'find me a cheap sunny weekend away in June',
    expect: refuse,
  },
]
