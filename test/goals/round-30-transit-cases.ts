/**
 * Held-out round 30: a bus and train operator's site, Brackenridge Connect
 * (test/fixtures/sites/transit/). The site and the goals were written by someone who had not read
 * the planner, from the README's section on the embedded planner, and committed before the planner
 * ever ran on them.
 *
 * First contact (one run before any work on it): 15 of 30 correct, 9 of 24 tasks done (6 of 10
 * instructions, 3 of 14 questions), 1 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 *
 * The site (all data in data.js; common.js draws the header, footer, cookie notice and the journey
 * planner form):
 * - Every page: a status strip ("5 of our 9 lines have disruption today"), a header with "Sign in"
 *   (or "My travel card" and "Sign out"), a main nav with Home, Journey planner, three drop-down
 *   menus (Timetables: All routes and the 9 routes by label, "Coastway (T1)" … "Night bus N9";
 *   Tickets & fares: Singles and returns, Day tickets, Season tickets, Top up a travel card; Help:
 *   Contact us, Report lost property, Disruption alerts), Service updates and Stations; a footer; a
 *   cookie notice fixed to the bottom ("Accept all cookies" / "Reject non-essential cookies").
 * - index.html: the journey planner form (From and To comboboxes with suggestions of the 12
 *   stations and 13 bus stops, a "Travel date" button opening a calendar of day buttons named
 *   "Saturday 23 May 2026", a Time input, Leave after / Arrive by radios, Adults and Children number
 *   inputs, "Find journeys"), a "Line status" table (Line | Status: Bus X40 "Minor delays"...),
 *   popular ticket cards, travel news cards, and a "Summer Rover is back" dialog that opens by itself
 *   after 0.7 s (close button "Close", and "No thanks").
 * - planner.html: the same form, and with ?from=&to=&date=&time= a table of journeys (Depart |
 *   Arrive | Duration | Changes | Service | Fare), 4 at a time with "Later journeys", each with a
 *   "Stops" toggle, and a paragraph of the fares for the journey's zones.
 * - timetables.html: 9 route cards (Mode, From, To, Runs, Frequency, Journey time, Status as
 *   labelled facts) with All routes / Trains / Buses chips and a "Choose a route" list; with
 *   ?route=T1 one route: day tabs "Monday to Friday" / "Saturday" / "Sunday" (today's is open),
 *   "Towards …" direction buttons, a table of departures with one column per stop, and a collapsed
 *   "Timetable notes" section. Times are computed from each trip's start and the stops' offsets.
 * - fares.html: prose with figures (daily cap £11.20, child cap £5.60, Summer Rover £18.00), a
 *   zone list, tabs "Singles and returns" (Zones travelled | Adult single | Child single | Railcard
 *   single | Adult return | Child return | Railcard return), "Day tickets" (Ticket | Valid on |
 *   Adult | Child | Railcard; the cheapest adult is Evening Saver £3.90) and "Season tickets"
 *   (Zones | Weekly | Monthly | Annual, and a "Season ticket price finder": Zones list, Ticket
 *   length radios, Passenger radios, Start date input, "Get price"); #day and #season open a tab.
 *   Collapsed "Railcards we accept" and "Where to buy tickets".
 * - updates.html: a "Line status" table (Line | Type | Status, 4 of 9 good), tabs "Disruptions now"
 *   (9 cards, 5 shown then "Show more updates"; 5 of them on buses; a "Show updates for" list:
 *   All services / Trains / Buses; each card with Line, Type, Severity, Since, Expected to end) and
 *   "Planned works" (Line | Starts | Ends | What's happening | Replacement buses; 7 rows, 3
 *   starting in June 2026); a "Get disruption alerts by email" form (Email address, a checkbox per
 *   line, "Every day" / "Weekdays only" radios, a planned-works checkbox, "Subscribe").
 * - stations.html: "Find a station" search (Enter filters), checkboxes "Step-free access only",
 *   "With a car park", "With a ticket office", a Zone list, and a table of the 12 stations (Station |
 *   Code | Zone | Step-free access | Car park spaces | Bike spaces | Ticket office), 8 a page with
 *   Previous / 1 / 2 / Next. Over 200 car park spaces: Ashcombe Central 340, Ashcombe Parkway 615,
 *   Oakhurst 205 (page 1), Redwater Junction 254, Thornbury Cross 212 (page 2).
 * - station.html?code=PNB: one station: "Station facts" (Station code, Zone, Platforms, Step-free
 *   access, Ticket office, Car park spaces, Bike spaces as a definition list), Facilities tags,
 *   collapsed "Accessibility details" and "Getting here", links to its lines' timetables.
 * - contact.html: "Send us a message": topic radios (Lost property / Feedback / Complaint / Travel
 *   card help); for Lost property a box with "Route or station" list, "Date of travel" date input,
 *   "Item category" list and "Item description"; Full name, Email address, optional phone and card
 *   number, "Email me a copy" and "I agree to the privacy notice" (required) checkboxes, "Send
 *   message", inline errors and a thank-you with a reference. Customer services (Call us 0300 555
 *   0140) and Lost property (Phone 0300 555 0187, opening hours, a paragraph: 28 days, £3.50 fee)
 *   panels, and 3 collapsed questions.
 * - signin.html: "Username or email", "Password", "Keep me signed in", "Sign in". The one account:
 *   mfairweather (or maya.fairweather@example.com), password Kestrel-42, Maya Fairweather.
 * - account.html (sends a visitor not signed in to signin.html, then back): card summary (Card
 *   number, Card type, Balance £23.60, Card status, Member since), an "Auto top-up" switch, tabs
 *   "Top-up history" (Date | Amount | Method | Reference, newest first, 6 of 10 then "Show older
 *   top-ups"; April 2026: £15.00 + £25.00 + £10.00), "Journey history" and "Card settings" (a
 *   "Report card lost or stolen" dialog); "Top up your card": a "Top-up amount" spin button of its
 *   own (£5 to £100 in steps of £5, arrow keys), a "Payment method" list, "Top up now".
 *
 * Today is Thursday 14 May 2026.
 *
 * State keys the pages report: cookies, promo, journey_from, journey_to, journey_date, journey_time,
 * journey_when, journey_adults, journey_children, journey_later, routes_filter, timetable_route,
 * timetable_day, timetable_direction, timetable_notes, fares_tab, fares_section, season_zones,
 * season_length, season_passenger, season_start, season_price, updates_tab, updates_mode,
 * updates_shown, alerts_email, alerts_lines, alerts_when, alerts_planned, alerts_subscribed,
 * stations_search, stations_stepfree, stations_carpark, stations_office, stations_zone,
 * stations_page, station_viewed, station_section, contact_topic, contact_name, contact_email,
 * contact_route, contact_date, contact_category, contact_item, contact_message, contact_copy,
 * contact_sent, signed_in, keep_signed_in, signin_failed, account_tab, auto_topup, topup_amount,
 * topup_method, topup_done, balance, card_blocked, setting_receipts, setting_monthly (and the
 * server's visited).
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true as const }

export const round30Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round30-transit-cookies-promo-menu',
    site: '/transit/index.html',
    goal: 'Reject the non-essential cookies, close the Summer Rover pop-up and then open Tickets & fares > Day tickets',
    expect: performed,
    state: { cookies: 'rejected', promo: 'closed', fares_tab: 'Day tickets', visited: '/transit/fares.html' },
  },
  {
    id: 'round30-transit-plan-journey',
    site: '/transit/index.html',
    goal: 'type Thornbury into From and pick Thornbury Cross from the suggestions, type Kestrel into To and pick Kestrel Bay, set the travel date to 23 May 2026 and the time to 09:30, then click Find journeys',
    expect: performed,
    state: {
      journey_from: 'Thornbury Cross',
      journey_to: 'Kestrel Bay',
      journey_date: '2026-05-23',
      journey_time: '09:30',
      visited: '/transit/planner.html',
    },
  },
  {
    id: 'round30-transit-valley-sunday',
    site: '/transit/timetables.html',
    goal: 'open Timetables > Valley Line (T2) and switch to the Sunday tab',
    expect: performed,
    state: { timetable_route: 'T2', timetable_day: 'Sunday' },
  },
  {
    id: 'round30-transit-season-price',
    site: '/transit/fares.html',
    goal: 'Go to the Season tickets tab. In the price finder choose All zones, pick Monthly, set the start date to 1 June 2026 and click Get price.',
    expect: performed,
    state: {
      season_zones: 'All zones',
      season_length: 'Monthly',
      season_passenger: 'Adult',
      season_start: '2026-06-01',
      season_price: '£158.00',
    },
  },
  {
    id: 'round30-transit-lost-umbrella',
    site: '/transit/contact.html',
    goal: 'Choose Lost property, then fill the form with Route or station: Coastway (T1), Date of travel: 12 May 2026, Item category: Umbrella, Item description: Black umbrella with a carved wooden handle, Full name: Idris Pemberton, Email address: idris.pemberton@example.net; tick I agree to the privacy notice and send it',
    expect: performed,
    state: {
      contact_sent: true,
      contact_topic: 'Lost property',
      contact_route: 'Coastway (T1)',
      contact_date: '2026-05-12',
      contact_category: 'Umbrella',
      contact_item: 'Black umbrella with a carved wooden handle',
      contact_name: 'Idris Pemberton',
      contact_email: 'idris.pemberton@example.net',
    },
  },
  {
    id: 'round30-transit-signin-autotopup',
    site: '/transit/signin.html',
    goal: 'Sign in as mfairweather with password Kestrel-42, then turn on Auto top-up',
    expect: performed,
    state: { signed_in: 'mfairweather', auto_topup: true },
  },
  {
    id: 'round30-transit-topup-25',
    site: '/transit/account.html',
    goal: 'log in with mfairweather / Kestrel-42, set the top-up amount to £25, choose Apple Pay from the Payment method list and press Top up now',
    expect: performed,
    state: { signed_in: 'mfairweather', topup_amount: '£25.00', topup_method: 'Apple Pay', topup_done: true },
  },
  {
    id: 'round30-transit-alerts',
    site: '/transit/updates.html',
    goal: 'In the disruption alerts form, type commuter.jo@example.org into Email address, tick Coastway (T1) and Bus X40, choose Weekdays only and click Subscribe',
    expect: performed,
    state: {
      alerts_email: 'commuter.jo@example.org',
      alerts_lines: ['T1', 'X40'],
      alerts_when: 'Weekdays only',
      alerts_subscribed: true,
    },
  },
  {
    id: 'round30-transit-find-cray-hill',
    site: '/transit/stations.html',
    goal: 'type Cray into Find a station and press Enter, then open Cray Hill and expand Accessibility details',
    expect: performed,
    state: { stations_search: 'Cray', station_viewed: 'CRH', station_section: 'Accessibility details' },
  },
  {
    id: 'round30-transit-back-getting-here',
    site: '/transit/station.html?code=LND',
    goal: 'Click the Valley Line (T2) link, go back, then expand Getting here',
    expect: performed,
    state: { timetable_route: 'T2', station_viewed: 'LND', station_section: 'Getting here' },
  },

  // ---- questions
  {
    id: 'round30-transit-child-return-3-zones',
    site: '/transit/fares.html',
    goal: 'how much is a child return for 3 zones?',
    expect: { child_return: '£4.80' },
    keys: ['price', 'fare', 'cost', '3_zones', 'child_return_3_zones'],
    also: [{ '3_zones': { child_return: '£4.80' } }],
    match: 'subset',
  },
  {
    id: 'round30-transit-cheapest-day-ticket',
    site: '/transit/fares.html',
    goal: 'Which day ticket is the cheapest for an adult, and what does it cost?',
    expect: { cheapest: { ticket: 'Evening Saver', adult: '£3.90' } },
    keys: ['cheapest_day_ticket', 'cheapest_ticket', 'day_ticket'],
    aliases: { ticket: ['name', 'day_ticket'], adult: ['price', 'cost', 'adult_price', 'adult_fare'] },
    also: [{ ticket: 'Evening Saver', adult: '£3.90' }],
    match: 'subset',
  },
  {
    id: 'round30-transit-daily-cap',
    site: '/transit/fares.html',
    goal: "What's the daily cap when you pay as you go with a travel card?",
    expect: { daily_cap: '£11.20' },
    keys: ['cap', 'fare_cap', 'price', 'amount', 'pay_as_you_go'],
    match: 'subset',
  },
  {
    id: 'round30-transit-big-car-parks',
    site: '/transit/stations.html',
    goal: 'Which stations have more than 200 car park spaces? Give me the number of spaces for each.',
    expect: {
      stations: unordered([
        { station: 'Ashcombe Central', car_park_spaces: num('340') },
        { station: 'Ashcombe Parkway', car_park_spaces: num('615') },
        { station: 'Oakhurst', car_park_spaces: num('205') },
        { station: 'Redwater Junction', car_park_spaces: num('254') },
        { station: 'Thornbury Cross', car_park_spaces: num('212') },
      ]),
    },
    keys: ['results', 'items', 'rows'],
    aliases: { station: ['name'], car_park_spaces: ['car_park', 'spaces', 'parking_spaces'] },
    match: 'subset',
  },
  {
    id: 'round30-transit-zone-3-count',
    site: '/transit/stations.html',
    goal: 'how many of your stations are in zone 3?',
    expect: { count: 3 },
    keys: ['stations', 'zone_3', 'number_of_stations', 'total', 'zone_3_stations'],
  },
  {
    id: 'round30-transit-most-bike-spaces',
    site: '/transit/stations.html',
    goal: 'Which station has the most bike spaces, and how many are there?',
    expect: { most_bike_spaces: { station: 'Ashcombe Central', bike_spaces: num('120') } },
    keys: ['most', 'most_bike_spaces_station', 'station_with_most_bike_spaces'],
    aliases: { station: ['name'], bike_spaces: ['bikes', 'spaces', 'count'] },
    also: [{ station: 'Ashcombe Central', bike_spaces: num('120') }],
    match: 'subset',
  },
  {
    id: 'round30-transit-pennock-office-hours',
    site: '/transit/station.html?code=PNB',
    goal: 'When is the ticket office at Pennock Bridge open?',
    expect: { ticket_office: 'Mon–Fri 07:00–13:30' },
    keys: ['opening_hours', 'hours', 'open', 'ticket_office_hours'],
    match: 'subset',
  },
  {
    id: 'round30-transit-first-saturday-coastway',
    site: '/transit/timetables.html?route=T1',
    goal: 'Switch to the Saturday tab and tell me what time the first train gets to Kestrel Bay',
    expect: { kestrel_bay: '07:50' },
    keys: ['arrival', 'arrives', 'time', 'arrival_time', 'first_train', 'first'],
    also: [{ first_train: { kestrel_bay: '07:50' } }],
    match: 'subset',
    state: { timetable_day: 'Saturday' },
    derived: ['07:50'],
  },
  {
    id: 'round30-transit-bus-disruptions-count',
    site: '/transit/updates.html',
    goal: 'How many disruptions are there on buses right now?',
    expect: { count: 5 },
    keys: ['bus_disruptions', 'disruptions', 'total', 'number_of_disruptions', 'updates'],
  },
  {
    id: 'round30-transit-june-works',
    site: '/transit/updates.html',
    goal: 'Which planned works start in June 2026? Give the line and the start date.',
    expect: {
      planned_works: [
        { line: 'Redwater Link (T3)', starts: '6 June 2026' },
        { line: 'Valley Line (T2)', starts: '13 June 2026' },
        { line: 'Coastway (T1)', starts: '27 June 2026' },
      ],
    },
    keys: ['works', 'results', 'items', 'rows'],
    aliases: { starts: ['start', 'start_date'] },
    match: 'subset',
  },
  {
    id: 'round30-transit-april-topups',
    site: '/transit/account.html',
    goal: 'Sign in as mfairweather with the password Kestrel-42 and tell me the total of my top-ups in April 2026',
    expect: { total_amount: oneOf('£50.00', '£50', 50) },
    keys: ['total', 'total_topups', 'total_top_ups', 'sum', 'april_total'],
    state: { signed_in: 'mfairweather' },
    derived: ['£50.00', '£50'],
  },
  {
    id: 'round30-transit-recent-topups',
    site: '/transit/signin.html',
    goal: 'log in as mfairweather, password Kestrel-42. What were my 3 most recent top-ups? Give the date and amount of each.',
    expect: {
      top_ups: [
        { date: '9 May 2026', amount: '£20.00' },
        { date: '28 April 2026', amount: '£15.00' },
        { date: '17 April 2026', amount: '£25.00' },
      ],
    },
    keys: ['topups', 'top_up_history', 'results', 'rows', 'items'],
    match: 'subset',
    state: { signed_in: 'mfairweather' },
    derived: ['9 May 2026', '28 April 2026', '17 April 2026'],
  },
  {
    id: 'round30-transit-x40-status',
    site: '/transit/index.html',
    goal: "what's the current status of bus X40?",
    expect: { status: 'Minor delays' },
    keys: ['bus_x40', 'x40', 'bus_x40_status'],
    match: 'subset',
  },
  {
    id: 'round30-transit-lost-property-phone',
    site: '/transit/contact.html',
    goal: 'What number should I call about lost property?',
    expect: { phone: '0300 555 0187' },
    keys: ['lost_property', 'phone_number', 'number', 'lost_property_phone'],
    match: 'subset',
  },

  // ---- to refuse
  {
    id: 'round30-transit-taxi',
    site: '/transit/index.html',
    goal: 'Book me a taxi to pick me up from Kestrel Bay station at 22:30 tonight',
    expect: refuse,
  },
  {
    id: 'round30-transit-first-class',
    site: '/transit/planner.html',
    goal: 'How much is a first class single from Ashcombe Central to Lindale?',
    expect: refuse,
  },
  {
    id: 'round30-transit-wifi-password',
    site: '/transit/station.html?code=ASC',
    goal: "What's the Wi-Fi password at Ashcombe Central?",
    expect: refuse,
  },
  {
    id: 'round30-transit-ferry',
    site: '/transit/timetables.html',
    goal: 'When does the next ferry leave Kestrel Bay for the islands?',
    expect: refuse,
  },
  {
    id: 'round30-transit-weekly-or-monthly',
    site: '/transit/fares.html',
    goal: 'Should I buy a weekly or a monthly season ticket for zones 1–3? Which is better value for me?',
    expect: refuse,
  },
  {
    id: 'round30-transit-refund-to-bank',
    site: '/transit/account.html',
    goal: 'Sign in as mfairweather with password Kestrel-42 and transfer my card balance back to my bank account',
    expect: refuse,
  },
]
