/**
 * Held-out round 21: the Aldermoor Museum of Science and Art (test/fixtures/sites/museum/), a
 * fictional museum's website, written from the README's grammar by someone who has not read the
 * planner. Every figure comes from `data.js`; the pages render from it. A shared header (`common.js`)
 * has a "Visit", "What’s on", "Collection" (with a "Departments" sub-menu) and "Support us" menu, a
 * site search box, Sign in, "Book tickets", a cookie notice on every page until a choice is made and
 * a footer with a newsletter form. Pages: `index.html` (a membership offer pop-up once per session,
 * featured exhibitions, this week's events), `exhibitions.html` (17 exhibition cards with Dates /
 * Gallery / Price, 6 at a time behind "Load more", category chips, a "Sort by" list),
 * `exhibition.html?id=` (labelled details: Dates, Gallery, Adult, Concession, Child (5–15), Members,
 * Curator, Suitable for, Allow), `collection.html` (42 objects in a table, 10 a page with numbered
 * pages and Next; Keyword, a Department list, Object type boxes, Earliest / Latest year, "Only
 * objects on display", "Apply filters"; sortable Title / Maker / Date headers), `object.html?id=`,
 * `whats-on.html` (22 events as cards with a date, times, place and price, 10 until "Show more
 * events", type chips, a Month list, a "Free events only" switch, a "Book a place" dialog),
 * `tickets.html` (timed entry in four steps: spin buttons with −/+ per ticket type and a basket with
 * its Total; a "Visit date" field opening a calendar of day buttons, Mondays and past days disabled;
 * entry-time radios, some sold out; details and card payment; a booking reference), `membership.html`
 * (five tiers as the columns of a comparison table, a Join dialog, gift membership prose, FAQ
 * accordion), `visit.html` (opening hours in Museum / Planetarium / Café / Library and archive tabs,
 * admission and getting-here prose with prices in sentences, a same-origin map iframe `map.html`,
 * an accessibility accordion, facilities), `shop.html` (12 products, a Category and a "Sort by"
 * list, a basket with delivery and Total), `signin.html`, `account.html` (Overview with labelled
 * membership details, My bookings table of 8 with a Show list, Settings with three switches,
 * magazine radios, a custom "Newsletter frequency" dropdown, a "Contact me ... by" list and "Save
 * changes"), `contact.html` (name, email, membership number, Topic list, visit date, a rating shown
 * for feedback, Message, a reply box, "Send message") and `search.html?q=`.
 *
 * Today on the site is Saturday 14 November 2026. The member account: h.okonjo@example.com (or
 * membership number AM-204881), password Orrery-Lantern-19 (Harriet Okonjo, Joint member).
 *
 * State the pages report (`reportState`): `visited`; `cookie_consent` (accepted / rejected /
 * custom), `offer_popup` (closed / join), `newsletter_email`, `search_query`;
 * `exhibitions_category`, `exhibitions_sort`, `exhibitions_shown`, `exhibition_viewed`;
 * `collection_query`, `collection_department`, `collection_types`, `collection_year_from`,
 * `collection_year_to`, `collection_on_display`, `collection_sort` (number-asc, date-desc, ...),
 * `collection_page`, `collection_results`, `object_viewed`; `events_type`, `events_month`,
 * `events_free_only`, `events_shown`, `event_booking`; `tickets` ({adult, concession, child,
 * under5}), `planetarium`, `ticket_total`, `booking_step` (1-4), `ticket_date` (ISO),
 * `ticket_time`, `booking_reference`, `booking_name`, `booking_email`; `join_dialog`,
 * `membership_join`; `hours_tab`, `access_open` (the open accessibility sections); `shop_category`,
 * `shop_sort`, `shop_basket` ({product: quantity}), `shop_total`; `signed_in`, `signed_in_as`,
 * `keep_signed_in`, `signin_failed`; `account_tab`, `bookings_filter`, `settings_saved`
 * ({newsletter, event_reminders, previews, magazine, frequency, contact_by}, on "Save changes");
 * `contact_sent`, `contact_name`, `contact_email`, `contact_topic`, `contact_message`,
 * `contact_visit_date`, `contact_rating`, `contact_reply`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 17 of 30 correct, 11 of 24 tasks done (5 of 10
 * instructions, 6 of 14 questions), 3 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const EVENT_ALIASES = { name: ['title', 'event'] }

export const round21Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'museum-reject-cookies-close-offer',
    site: '/museum/',
    goal: 'Reject the cookies and then close the membership pop-up',
    expect: performed,
    state: { cookie_consent: 'rejected', offer_popup: 'closed' },
  },
  {
    id: 'museum-menu-natural-history',
    site: '/museum/',
    goal: 'Open Collection > Departments > Natural History',
    expect: performed,
    state: { visited: '/museum/collection.html', collection_department: 'Natural History' },
  },
  {
    id: 'museum-sign-in',
    site: '/museum/',
    goal: 'sign in as h.okonjo@example.com with the password Orrery-Lantern-19',
    expect: performed,
    state: { signed_in: true, visited: '/museum/account.html' },
  },
  {
    id: 'museum-settings-save',
    site: '/museum/signin.html',
    goal: 'Log in with h.okonjo@example.com / Orrery-Lantern-19, then in Settings switch off Event reminders, pick Digital edition, set Newsletter frequency to Weekly and save',
    expect: performed,
    state: {
      settings_saved: {
        newsletter: true,
        event_reminders: false,
        previews: false,
        magazine: 'Digital edition',
        frequency: 'Weekly',
        contact_by: 'Email',
      },
    },
  },
  {
    id: 'museum-contact-form',
    site: '/museum/contact.html',
    goal: 'Fill in the contact form with name: Pat Lindgren, email: pat.lindgren@example.com, topic: Accessibility, message: "Can I borrow a wheelchair on Sunday?" then send it',
    expect: performed,
    state: {
      contact_sent: true,
      contact_name: 'Pat Lindgren',
      contact_email: 'pat.lindgren@example.com',
      contact_topic: 'Accessibility',
      contact_message: 'Can I borrow a wheelchair on Sunday?',
    },
    derived: ['Pat Lindgren', 'pat.lindgren@example.com', 'Can I borrow a wheelchair on Sunday?'],
  },
  {
    id: 'museum-collection-filters',
    site: '/museum/collection.html',
    goal: 'Tick Ceramics and Glass, set the earliest year to 1750 and the latest year to 1850, then click Apply filters',
    expect: performed,
    state: {
      collection_types: unordered(['Ceramics', 'Glass']),
      collection_year_from: 1750,
      collection_year_to: 1850,
      collection_results: 4,
    },
  },
  {
    id: 'museum-collection-sort-newest',
    site: '/museum/collection.html',
    goal: 'sort the objects by date, newest first',
    expect: performed,
    state: { collection_sort: 'date-desc' },
    derived: ['date-desc'],
  },
  {
    id: 'museum-visit-tab-accordion',
    site: '/museum/visit.html',
    goal: 'Please switch to the Planetarium tab and expand "Wheelchair access"',
    expect: performed,
    state: { hours_tab: 'Planetarium', access_open: ['Wheelchair access'] },
  },
  {
    id: 'museum-shop-add-twice',
    site: '/museum/shop.html',
    goal: 'Click Add to basket for the Orrery Desk Model twice',
    expect: performed,
    state: { shop_basket: { 'Orrery Desk Model': 2 } },
  },
  {
    id: 'museum-book-entry-slot',
    site: '/museum/tickets.html',
    goal: 'Set Adult to 2 and Child to 1, click Continue, set the visit date to 21 November 2026, choose the 11:30 entry time and press Continue',
    expect: performed,
    state: {
      tickets: { adult: 2, concession: 0, child: 1, under5: 0 },
      ticket_date: '2026-11-21',
      ticket_time: '11:30',
      booking_step: 3,
    },
  },

  // ---- questions
  {
    id: 'museum-exhibition-curator',
    site: '/museum/exhibition.html?id=light-and-matter',
    goal: 'Who is the curator of this exhibition?',
    expect: { curator: 'Dr Imogen Reyes' },
    match: 'subset',
  },
  {
    id: 'museum-parking-whole-day',
    site: '/museum/visit.html',
    // "Parking costs £2.50 an hour or £9.00 for the whole day; members pay £4.00 a day."
    goal: 'how much is parking for the whole day?',
    expect: { parking: oneOf('£9.00', '£9') },
    keys: [
      'parking_for_the_whole_day',
      'parking_whole_day',
      'whole_day',
      'whole_day_parking',
      'day_parking',
      'full_day',
      'day',
      'price',
      'cost',
      'parking_cost',
    ],
  },
  {
    id: 'museum-science-exhibitions-galleries',
    site: '/museum/exhibitions.html',
    // 17 cards, 6 at a time: three of the five Science exhibitions are behind "Load more"
    goal: 'List the Science exhibitions with their galleries',
    expect: {
      exhibitions: unordered([
        { name: 'Light and Matter: Seeing the Invisible', gallery: 'Wolfson Gallery' },
        { name: 'Small Worlds: Victorian Microscopy', gallery: 'Gallery 9' },
        { name: 'Signals: 150 Years of the Telephone', gallery: 'Gallery 8' },
        { name: 'Clockwork Universe: Orreries and Automata', gallery: 'Gallery 7' },
        { name: 'Colour Theory: Newton to Now', gallery: 'Gallery 3' },
      ]),
    },
    keys: ['science_exhibitions', 'items', 'results'],
    aliases: { name: ['title', 'exhibition'], gallery: ['galleries'] },
  },
  {
    id: 'museum-free-exhibitions-count',
    site: '/museum/exhibitions.html',
    // Portraits of the Moor, Big Machines, Small Worlds, Feathered, After Dark, Pocket Museum
    goal: 'How many exhibitions are free?',
    expect: { count: 6 },
    keys: ['free_exhibitions', 'exhibitions', 'number', 'total'],
  },
  {
    id: 'museum-shop-dearest',
    site: '/museum/shop.html',
    goal: 'What’s the most expensive item in the shop, and how much is it?',
    expect: { most_expensive: { name: 'Orrery Desk Model', price: '£48.00' } },
    keys: ['dearest', 'most_expensive_item', 'item', 'product', 'priciest'],
    aliases: { name: ['product', 'item', 'title'] },
    also: [
      { product: 'Orrery Desk Model', price: '£48.00' },
      { item: 'Orrery Desk Model', price: '£48.00' },
      { name: 'Orrery Desk Model', price: '£48.00' },
    ],
  },
  {
    id: 'museum-natural-history-in-store',
    site: '/museum/collection.html',
    // across pages 1-3 of 5: Great auk egg, Case of moorland butterflies, Herbarium sheet, Fossil fern
    goal: 'How many Natural History objects are in store?',
    expect: { count: 4 },
    keys: ['objects', 'natural_history_objects', 'number', 'total'],
  },
  {
    id: 'museum-three-oldest-objects',
    site: '/museum/collection.html',
    goal: 'the 3 oldest objects in the collection with their dates',
    expect: {
      objects: [
        { title: 'Portrait of Margaret Holt', date: oneOf('1695', 1695) },
        { title: 'Longcase clock', date: oneOf('1728', 1728) },
        { title: 'Engraved wine glass', date: oneOf('1745', 1745) },
      ],
    },
    keys: ['oldest_objects', 'oldest', 'items', 'results'],
    aliases: { title: ['name', 'object'], date: ['dates', 'year'] },
  },
  {
    id: 'museum-events-over-10',
    site: '/museum/whats-on.html',
    // 22 events, 10 at a time: four of the six are behind "Show more events"
    goal: 'list the events costing more than £10 with their dates and prices',
    expect: {
      events: unordered([
        {
          name: 'Aldermoor Lates: Night at the Observatory',
          date: oneOf('Fri 20 Nov 2026', '2026-11-20', '20 Nov 2026'),
          price: '£12.00',
        },
        {
          name: 'Chamber Music in the Long Gallery',
          date: oneOf('Sun 22 Nov 2026', '2026-11-22', '22 Nov 2026'),
          price: '£15.00',
        },
        {
          name: 'Print Workshop: Cyanotypes',
          date: oneOf('Sat 28 Nov 2026', '2026-11-28', '28 Nov 2026'),
          price: '£22.00',
        },
        {
          name: 'Aldermoor Lates: Frost Fair',
          date: oneOf('Fri 11 Dec 2026', '2026-12-11', '11 Dec 2026'),
          price: '£12.00',
        },
        {
          name: 'Evening Life Drawing',
          date: oneOf('Thu 17 Dec 2026', '2026-12-17', '17 Dec 2026'),
          price: '£18.00',
        },
        {
          name: 'Candlelit Concert: Baroque Winter',
          date: oneOf('Sat 19 Dec 2026', '2026-12-19', '19 Dec 2026'),
          price: '£16.50',
        },
      ]),
    },
    keys: ['items', 'results'],
    aliases: EVENT_ALIASES,
  },
  {
    id: 'museum-events-20-to-22-november',
    site: '/museum/whats-on.html',
    goal: 'What’s on between 20 and 22 November 2026?',
    expect: {
      events: unordered([
        { name: 'Aldermoor Lates: Night at the Observatory' },
        { name: 'Little Scientists' },
        { name: 'Stargazing for Beginners' },
        { name: 'Chamber Music in the Long Gallery' },
      ]),
    },
    keys: ['items', 'results', 'whats_on'],
    aliases: EVENT_ALIASES,
    match: 'subset',
  },
  {
    id: 'museum-upcoming-bookings-total',
    site: '/museum/',
    // upcoming: £24.00 + £22.00 + £33.00
    goal: 'Sign in as h.okonjo@example.com with password Orrery-Lantern-19, open My bookings and tell me the total amount of my upcoming bookings',
    expect: { total_amount: oneOf('£79.00', 79) },
    keys: ['total', 'amount', 'sum', 'total_upcoming', 'upcoming_total', 'total_upcoming_amount'],
    state: { signed_in: true },
    derived: ['£79.00'],
  },
  {
    id: 'museum-books-average-price',
    site: '/museum/shop.html',
    // £25.00, £13.00, £6.00, £16.00
    goal: 'What is the average price of the books?',
    expect: { average_price: oneOf('£15.00', '£15', 15) },
    keys: ['average', 'average_book_price', 'avg_price', 'mean_price'],
    derived: ['£15.00', '£15'],
  },
  {
    id: 'museum-friday-opening-hours',
    site: '/museum/visit.html',
    goal: 'What are the museum’s opening hours on Friday?',
    expect: { friday: '10:00 – 21:00' },
    keys: ['opening_hours', 'hours', 'friday_hours', 'museum', 'museum_hours', 'opening_hours_friday'],
    also: [{ opening_hours: { friday: '10:00 – 21:00' } }],
  },
  {
    id: 'museum-joint-membership-price',
    site: '/museum/membership.html',
    goal: 'How much does Joint membership cost per year?',
    expect: { joint: '£95' },
    keys: ['price', 'price_per_year', 'joint_membership', 'joint_price', 'cost', 'annual_price', 'per_year'],
  },
  {
    id: 'museum-ticket-basket-total',
    site: '/museum/tickets.html',
    // 2 × £16.00 + 2 × £7.00
    goal: 'Set Adult to 2 and Child to 2, then what is the total?',
    expect: { total: '£46.00' },
    keys: ['basket_total', 'total_price', 'order_total'],
    state: { tickets: { adult: 2, concession: 0, child: 2, under5: 0 } },
    derived: ['£46.00'],
  },

  // ---- to refuse
  {
    id: 'museum-refuse-best-for-child',
    site: '/museum/exhibitions.html',
    goal: 'Which exhibition would my 7-year-old enjoy the most?',
    expect: refuse,
  },
  {
    id: 'museum-refuse-worth-the-money',
    site: '/museum/exhibition.html?id=light-and-matter',
    goal: 'Is this exhibition worth the money?',
    expect: refuse,
  },
  {
    id: 'museum-refuse-visitor-numbers',
    site: '/museum/visit.html',
    // the site gives no visitor figures
    goal: 'How many people visited the museum last year?',
    expect: refuse,
  },
  {
    id: 'museum-refuse-shipping-canada',
    site: '/museum/shop.html',
    // the shop gives UK delivery only
    goal: 'How much does it cost to ship the Orrery Desk Model to Canada?',
    expect: refuse,
  },
  {
    id: 'museum-refuse-most-valuable-painting',
    site: '/museum/collection.html',
    // the collection shows no values
    goal: 'Which painting in the collection is worth the most money?',
    expect: refuse,
  },
  {
    id: 'museum-refuse-text-reminder',
    site: '/museum/whats-on.html',
    goal: 'Text me a reminder the day before the Chamber Music concert',
    expect: refuse,
  },
]
