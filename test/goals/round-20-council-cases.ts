/**
 * Held-out round 20: Harrowdene Borough Council (test/fixtures/sites/council/), the online
 * services of a fictional town council. Written from the README's section on the embedded
 * planner by someone who had not read the planner, and run once before any work on it.
 *
 * "Today" on the site is Thursday 15 October 2026. Every figure is in `data.js`; the pages render
 * from it. The one resident account: m.ellison@example.com / Civic-Heron-58 (Margaret Ellison).
 *
 * Pages: a shared header (site search, a "Services" menu with sub-menus, a "Council and
 * democracy" menu, Sign in / My account), a cookie banner on every page until a choice is made
 * (Accept all / Reject non-essential / a "Cookie settings" dialog with switches), a footer.
 * `index.html` (service tiles, news, a dismissible service update), `bins.html` (postcode, an
 * address list, a table of next collections per bin, a sentence on garden waste), `bulky.html`
 * (a price table), `garden-waste.html` (prose), `council-tax.html` (bands table, discounts in
 * expandable sections), `pay.html` (a payment in four steps), `report.html` (report a problem:
 * category radios, location, description, a photo box, contact details, a reference number),
 * `planning.html` (26 applications, 10 a page with numbered pages, Ward / Status lists, date
 * inputs, sortable Reference and Date received headers), `application.html?ref=` (labelled
 * details, public comments, a comment dialog), `leisure.html` (a tab per library or centre, a
 * table of opening hours by day), `parking.html` (zone prices; a permit form in two steps with a
 * zone dropdown drawn by the page and a calendar of day buttons), `events.html` (20 event cards,
 * 8 until "Show more events", category chips), `councillors.html` (21 cards, 12 until "Show
 * more councillors", Ward / Party lists, a "Send a message" dialog per card), `meetings.html`
 * (a table of meetings, agendas in expandable sections), `news.html`, `search.html`,
 * `signin.html`, `account.html` (My requests / Saved addresses with a confirm dialog /
 * Notification settings with switches, radios, a list and "Save settings").
 *
 * Reported state (`reportState`): cookies ("accepted" | "rejected" | "custom"),
 * cookie_analytics, cookie_marketing, signed_in, keep_signed_in, bin_address, report_* (category,
 * location, ward, description, photo, name, email, phone, updates, reference), ct_* (step,
 * account, amount, card_last4, card_name, expiry, reference, paid), planning_* (keyword, ward,
 * status, from, to, sort), planning_comment, leisure_tab, permit_* (zone, registration, make,
 * length, start, price, email, reference, submitted), events_category, councillors_ward,
 * councillors_party, message_* (to, name, email, text), agendas_open, account_tab,
 * saved_addresses, notify_* (bins, council_tax, planning, news, channel, timing),
 * settings_saved, search, feedback; and `visited`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 21 of 30 correct, 15 of 24 tasks done (7 of 10
 * instructions, 8 of 14 questions), 1 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

export const round20Cases: GoalCase[] = [
  // ---- explicit instructions
  {
    id: 'council-cookies-menu-path',
    site: '/council/',
    goal: 'accept all cookies, then open Services > Bins and recycling > Check your bin day',
    expect: performed,
    state: { cookies: 'accepted', visited: '/council/bins.html' },
  },
  {
    id: 'council-cookie-settings',
    site: '/council/',
    goal: 'Open cookie settings, switch on Analytics cookies and save preferences',
    expect: performed,
    state: { cookies: 'custom', cookie_analytics: true, cookie_marketing: false },
  },
  {
    id: 'council-report-fly-tipping',
    site: '/council/report.html',
    goal: 'choose Fly-tipping, type "Lay-by on Quarry Lane, opposite the farm gate" into Street or location, type "About ten black bags and an old mattress dumped overnight" into Describe the problem, tick I can send a photo, fill the form with Full name: Dana Whitlock, Email address: dana.w@example.com, then submit the report',
    expect: performed,
    state: {
      report_category: 'Fly-tipping',
      report_location: 'Lay-by on Quarry Lane, opposite the farm gate',
      report_description: 'About ten black bags and an old mattress dumped overnight',
      report_photo: true,
      report_name: 'Dana Whitlock',
      report_email: 'dana.w@example.com',
    },
  },
  {
    id: 'council-pay-council-tax',
    site: '/council/pay.html',
    goal: 'fill in the form with account number: 70418263, postcode: HD2 5LS, click Next, pick Another amount, type 85.50 into Amount and click Next. Then fill with name on card: J Okoro, card number: 4111 1111 1111 1111, expiry month: 09, expiry year: 2028, security code: 123, click Next, then click Pay now',
    expect: performed,
    state: {
      ct_account: '70418263',
      ct_amount: '£85.50',
      ct_card_last4: '1111',
      ct_expiry: '09/2028',
      ct_paid: true,
    },
  },
  {
    id: 'council-signin-notification-settings',
    site: '/council/',
    goal: 'sign in as m.ellison@example.com with password Civic-Heron-58, open the Notification settings tab, turn on Planning applications near my addresses, choose Text message, set Reminder time to Morning of collection and click Save settings',
    expect: performed,
    state: {
      signed_in: true,
      notify_bins: true,
      notify_council_tax: false,
      notify_planning: true,
      notify_news: true,
      notify_channel: 'Text message',
      notify_timing: 'Morning of collection',
      settings_saved: true,
    },
  },
  {
    id: 'council-parking-permit',
    site: '/council/parking.html',
    goal: "Choose Zone C from the Permit zone dropdown, type HX19 KMR into Vehicle registration, select 6 months, set the start date to 2 November 2026, put sam.k@example.com in Email address, click Continue, tick 'I confirm the vehicle is kept at an address in this zone' and submit the application",
    expect: performed,
    state: {
      permit_zone: 'Zone C – Station Quarter',
      permit_registration: 'HX19 KMR',
      permit_length: '6 months',
      permit_start: '2026-11-02',
      permit_email: 'sam.k@example.com',
      permit_submitted: true,
    },
  },
  {
    id: 'council-expand-agendas',
    site: '/council/meetings.html',
    goal: 'expand the Cabinet section, then expand the Planning Committee – Thursday 19 November 2026 section',
    expect: performed,
    state: { agendas_open: unordered(['cab-2026-10-28', 'plan-2026-11-19']) },
  },
  {
    id: 'council-message-councillor',
    site: '/council/councillors.html',
    goal: 'click Send a message for Janet Crowther, fill in the form with Your name: Tom Reeve, Your email: tom.reeve@example.com, Message: Cars park on the pavement on Moor Road every morning, then send it',
    expect: performed,
    state: {
      message_to: 'Janet Crowther',
      message_name: 'Tom Reeve',
      message_email: 'tom.reeve@example.com',
      message_text: 'Cars park on the pavement on Moor Road every morning',
    },
  },
  {
    id: 'council-planning-filters',
    site: '/council/planning.html',
    goal: 'pick Castle Hill in the Ward list, choose Pending from Status, set Received from to 1 September 2026 and click Apply filters',
    expect: performed,
    state: {
      planning_ward: 'Castle Hill',
      planning_status: 'Pending',
      planning_from: '2026-09-01',
      visited: '/council/planning.html',
    },
  },
  {
    id: 'council-remove-saved-address',
    site: '/council/signin.html',
    goal: 'log in with m.ellison@example.com / Civic-Heron-58, go to the Saved addresses tab, click Remove next to 7 Quarry Lane and confirm',
    expect: performed,
    state: {
      signed_in: true,
      saved_addresses: ['14 Elm Grove, Harrowdene, HD3 2BW', 'Flat 3, 22 Mill Lane, Harrowdene, HD1 4JT'],
    },
  },

  // ---- questions
  {
    id: 'council-bins-next-garden-waste',
    site: '/council/bins.html',
    // round "tue" of data.js: the Garden waste (brown bin) row, Next collection
    goal: 'type HD4 7QP into Postcode, click Find address, pick 12 Linden Walk from the address list and click Show collection days. When is the next garden waste collection?',
    expect: { next_collection: 'Tuesday 27 October 2026' },
    keys: [
      'garden_waste',
      'garden_waste_collection',
      'next_garden_waste_collection',
      'collection',
      'date',
      'next',
    ],
    match: 'subset',
    state: { bin_address: '12 Linden Walk, Harrowdene, HD4 7QP' },
  },
  {
    id: 'council-band-d-annual',
    site: '/council/council-tax.html',
    goal: "What's the annual charge for Band D?",
    expect: { annual_charge: '£2,187.40' },
    keys: ['annual_charge_2026/27', 'annual_charge_2026_27', 'charge', 'band_d'],
    match: 'subset',
  },
  {
    id: 'council-bands-over-2500',
    site: '/council/council-tax.html',
    // E £2,673.49, F £3,159.58, G £3,645.67, H £4,374.80
    goal: 'how many bands have an annual charge over £2,500?',
    expect: { count: 4 },
    keys: ['bands', 'number_of_bands', 'band_count'],
  },
  {
    id: 'council-planning-northfield-pending',
    site: '/council/planning.html',
    // 26/00399/HOU (page 2), 26/00452/HOU and 26/00470/FUL (page 3)
    goal: 'How many planning applications in Northfield are still pending?',
    expect: { count: 3 },
    keys: ['applications', 'planning_applications', 'pending', 'pending_applications'],
  },
  {
    id: 'council-planning-newest-three',
    site: '/council/planning.html',
    // received 13 Oct, 9 Oct, 7 Oct 2026 (26/00474/HOU was received on 5 Oct)
    goal: 'sort the applications by date received, newest first, and give me the first 3 references',
    expect: { references: ['26/00470/FUL', '26/00466/HOU', '26/00461/TEL'] },
    keys: ['reference', 'applications', 'planning_applications'],
  },
  {
    id: 'council-application-officer-consultation',
    site: '/council/application.html?ref=26/00412/FUL',
    goal: "who's the case officer on this one, and when does the consultation end?",
    expect: { case_officer: 'Helen Marsh', consultation_end_date: '23 October 2026' },
    aliases: {
      case_officer: ['officer'],
      consultation_end_date: ['consultation_end', 'consultation_ends', 'consultation', 'end_date'],
    },
  },
  {
    id: 'council-application-supporters',
    site: '/council/application.html?ref=26/00412/FUL',
    goal: 'which comments are in support? just the names',
    expect: { comments: ['Joseph Adeyemi', "Liam O'Connor"] },
    keys: ['names', 'supporters', 'support', 'comments_in_support', 'supporting_comments'],
  },
  {
    id: 'council-northfield-library-saturday',
    site: '/council/leisure.html',
    goal: 'Open the Northfield Library tab. What time does it close on Saturdays?',
    expect: { closes: '1:00pm' },
    keys: ['closing_time', 'close', 'closes_at', 'saturday'],
    match: 'subset',
  },
  {
    id: 'council-garden-waste-price',
    site: '/council/garden-waste.html',
    // a sentence: "A garden waste subscription costs £56 per bin for the 2027 season."
    goal: 'how much is a garden waste subscription per bin?',
    expect: { price: oneOf('£56', '£56 per bin', 56) },
    keys: [
      'cost',
      'amount',
      'subscription',
      'subscription_cost',
      'garden_waste_subscription',
      'price_per_bin',
      'cost_per_bin',
    ],
    match: 'subset',
  },
  {
    id: 'council-millbrook-councillors',
    site: '/council/councillors.html',
    // Priya Sandhu is the 19th card, behind "Show more councillors"
    goal: 'list the Millbrook councillors with their parties',
    expect: {
      councillors: [
        { name: 'Kevin Doyle', party: 'Labour' },
        { name: 'Amira Haddad', party: 'Green Party' },
        { name: 'Priya Sandhu', party: 'Labour' },
      ],
    },
    keys: ['millbrook_councillors'],
    aliases: { name: ['councillor'] },
  },
  {
    id: 'council-november-events',
    site: '/council/events.html',
    goal: 'what events are on in November 2026? just the titles and dates',
    expect: {
      events: [
        { title: 'Bonfire and Fireworks Night', date: oneOf('Thu 5 Nov 2026', '2026-11-05') },
        { title: "Harrowdene Farmers' Market", date: oneOf('Sat 7 Nov 2026', '2026-11-07') },
        { title: 'Remembrance Sunday Service', date: oneOf('Sun 8 Nov 2026', '2026-11-08') },
        { title: 'Brass Band Concert', date: oneOf('Sat 14 Nov 2026', '2026-11-14') },
        { title: 'Jobs and Skills Fair', date: oneOf('Thu 19 Nov 2026', '2026-11-19') },
        { title: 'Craft and Makers Fair', date: oneOf('Sat 21 Nov 2026', '2026-11-21') },
        { title: 'Christmas Lights Switch-On', date: oneOf('Sun 29 Nov 2026', '2026-11-29') },
      ],
    },
    keys: ['november_events', 'events_in_november'],
    aliases: { title: ['name', 'event'] },
  },
  {
    id: 'council-most-expensive-event',
    site: '/council/events.html',
    // the 15th card, behind "Show more events"
    goal: "What's the most expensive event, and how much is it?",
    expect: { most_expensive_event: { title: 'Winter Gala Concert', price: oneOf('£18.50', 18.5) } },
    keys: ['most_expensive', 'event'],
    aliases: { title: ['name', 'event'] },
    also: [{ title: 'Winter Gala Concert', price: oneOf('£18.50', 18.5) }],
  },
  {
    id: 'council-bulky-average-price',
    site: '/council/bulky.html',
    // 10 items, £250.00 in all
    goal: "what's the average price of a bulky waste item?",
    expect: { average_price: oneOf('£25.00', '£25', 25) },
    keys: ['average', 'average_item_price'],
    derived: ['£25.00', '£25'],
  },
  {
    id: 'council-requests-in-progress',
    site: '/council/',
    // HBC-R-41035, HBC-R-40892, HBC-R-40450
    goal: 'sign in as m.ellison@example.com, password Civic-Heron-58, then how many of my requests are in progress?',
    expect: { count: 3 },
    keys: ['requests', 'in_progress', 'requests_in_progress'],
  },

  // ---- to be refused: opinions, judgment, world knowledge, vague goals
  {
    id: 'council-refuse-most-helpful-councillor',
    site: '/council/councillors.html',
    goal: 'Which councillor is the most helpful?',
    expect: refuse,
  },
  {
    id: 'council-refuse-band-value',
    site: '/council/council-tax.html',
    goal: 'Is Band E good value compared with other councils?',
    expect: refuse,
  },
  {
    id: 'council-refuse-sort-out-bins',
    site: '/council/',
    goal: 'sort out my bins',
    expect: refuse,
  },
  {
    id: 'council-refuse-approval-chance',
    site: '/council/application.html?ref=26/00412/FUL',
    goal: 'is this application likely to be approved?',
    expect: refuse,
  },
  {
    id: 'council-refuse-rain-bin-day',
    site: '/council/bins.html',
    goal: 'will it rain on my next bin day?',
    expect: refuse,
  },
  {
    id: 'council-refuse-kids-event',
    site: '/council/events.html',
    goal: 'which of these events would my kids enjoy most?',
    expect: refuse,
  },
]
