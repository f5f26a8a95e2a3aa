/**
 * Held-out round 22: Fernway Car Hire (test/fixtures/sites/carhire/), a fictional car rental
 * company with eight branches (two airports, two ferry ports, four in town) around Ashcombe,
 * Brindle Bay, Corrin Vale, Dunmere and Eskerton. Every figure is in `data.js` and the pages render
 * from it. Every page has a header with "Car hire" (a "Car types" sub-menu), "Locations"
 * ("Airports", "Towns and cities" and "Ports" sub-menus) and "Help" menus, a "Deals" link, a
 * "Manage booking" link and an icon-only "Sign in" link; a cookie notice until a choice is made
 * (with a "Cookie settings" dialog of switches), a chat bubble (a div with role=button) and a
 * footer newsletter form. `index.html`: the search form (a pick-up location autocomplete over the
 * branches, "Return car to a different location" revealing a drop-off autocomplete, pick-up and
 * drop-off dates from a calendar of day buttons drawn by the page, time lists, "Driver aged 25–69"
 * revealing an age box), car type tiles, deals; a "Winter getaway" offer pop-up (a dialog) opens
 * once per visit as soon as a cookie choice is made. `results.html` (a search summary with a
 * collapsed "Change search" form; 24 car cards, 10 at a time with "Show more cars": name "or
 * similar", category, Seats / Doors / Bags / Transmission / Fuel as labelled values, perks, a
 * "Free cancellation" or "Non-refundable" badge, a rating, "Price per day" and "Total"; car type
 * chips, Transmission radios, Fuel boxes, a "Max price per day" slider, a "Free cancellation only"
 * switch, a "Sort by" list; `?type=` preselects a chip). Without a search of its own the results
 * page shows Ashcombe Airport, Thu 10 Dec 2026 10:00 to Mon 14 Dec 2026 10:00, 4 days.
 * `car.html?id=` (a table of car details with Deposit and Excess, the "Add extras" step: a "Child
 * seats" spin button with −/+, "Additional driver" and "Sat nav" boxes, Protection radios; a price
 * summary computed by the page), `checkout.html` (driver details, "Continue to payment", payment,
 * "Pay and book") and `confirmation.html` (a booking reference), `locations.html` (a branch table
 * with a filter box, a same-origin map iframe `map.html`, opening hours in an accordion),
 * `branch.html?id=` (labelled details, an opening hours table, the map), `deals.html` (8 offer
 * cards with codes and "Offer ends ..." sentences, kind chips, "Copy code"), `help.html` (FAQ
 * questions that expand, "Good to know" prose with figures in sentences, contact details),
 * `fleet.html` (a table of car types), `manage.html` (look-up by booking reference and surname,
 * a cancel dialog), `signin.html` and `account.html` (tabs: My rentals with Upcoming rentals and
 * Past rentals tables, 4 past rentals until "Show more rentals"; Saved drivers with add / remove
 * dialogs; Settings with switches, radios, a custom "Preferred pick-up branch" dropdown, a
 * Currency list and "Save changes"). Signed-out visitors to the account page are sent to sign in.
 *
 * Today is Tuesday 1 December 2026 (the calendars disable earlier days).
 * The one account: ingrid.holloway@example.com / Fern-Road-73 (Ingrid Holloway).
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected' |
 * 'custom'), `cookies_analytics`, `cookies_marketing`, `promo_popup` ('shown' | 'closed'), `chat`
 * ('open' | 'closed'), `newsletter_email`; on a results page opened by a search: `search_pickup`,
 * `search_dropoff` (branch names; the drop-off is the pick-up unless one-way), `search_one_way`,
 * `search_pickup_date`, `search_dropoff_date` (yyyy-mm-dd), `search_pickup_time`,
 * `search_dropoff_time` (hh:mm), `search_driver_age` ('25-69' or the age); on the results page:
 * `filter_types` (chip names, in chip order), `filter_transmission` ('Any' | 'Manual' |
 * 'Automatic'), `filter_fuel`, `filter_max_price` (a number, 100 = any), `filter_free_cancellation`,
 * `sort` ('recommended' | 'price-asc' | 'price-desc' | 'seats-desc' | 'name-asc'),
 * `results_count`, `results_shown`; on the car page: `car_viewed`, `extras_child_seats`,
 * `extras_additional_driver`, `extras_sat_nav`, `extras_protection` (the radio's label),
 * `quote_total`; at checkout: `checkout_step` ('driver' | 'payment' | 'done'),
 * `driver_first_name`, `driver_last_name`, `driver_email`, `driver_phone`, `driver_flight`,
 * `booking_reference`, `booked_car`, `booked_driver`, `booking_total`; `branch_filter`,
 * `hours_expanded` (branch names), `branch_viewed`, `deal_code_copied`, `deals_filter`,
 * `faq_expanded` (the questions open), `manage_found` (the reference, or null),
 * `manage_cancelled`; `signin_error`, `signed_in`, `signed_in_email`, `keep_signed_in`,
 * `account_tab`, `past_rentals_shown`, `saved_drivers`; on "Save changes": `settings_saved`,
 * `settings_email_offers`, `settings_sms_reminders`, `settings_partner_sharing`,
 * `settings_distance_unit`, `settings_transmission`, `settings_home_branch`, `settings_currency`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 19 of 30 correct, 13 of 24 tasks done (7 of 10
 * instructions, 6 of 14 questions), 2 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const NAME = ['car', 'model', 'vehicle', 'title']
const carName = (name: string) => oneOf(name, `${name} or similar`)

export const round22Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'carhire-cookies-popup',
    site: '/carhire/',
    goal: 'Accept all cookies, then close the pop-up',
    expect: performed,
    state: { cookies: 'accepted', promo_popup: 'closed' },
  },
  {
    id: 'carhire-search-brindle',
    site: '/carhire/',
    goal: 'close the offer pop-up, type Brindle into Pick-up location and pick Brindle Bay Harbour from the suggestions, set the pick-up date to 18 December 2026, set the drop-off date to 22 December 2026, then click Search',
    expect: performed,
    state: {
      visited: '/carhire/results.html',
      search_pickup: 'Brindle Bay Harbour',
      search_one_way: false,
      search_pickup_date: '2026-12-18',
      search_dropoff_date: '2026-12-22',
    },
  },
  {
    id: 'carhire-one-way-change-search',
    site: '/carhire/results.html',
    goal: "Expand Change search, tick 'Return car to a different location', type Esk into Drop-off location and choose Eskerton Ferry Terminal from the suggestions, select 14:30 from Pick-up time and hit Search",
    expect: performed,
    state: {
      visited: '/carhire/results.html',
      search_pickup: 'Ashcombe Airport',
      search_dropoff: 'Eskerton Ferry Terminal',
      search_one_way: true,
      search_pickup_time: '14:30',
    },
  },
  {
    id: 'carhire-suvs-by-price',
    site: '/carhire/results.html',
    goal: 'only show SUVs and sort by price, cheapest first',
    expect: performed,
    state: { filter_types: ['SUV'], sort: 'price-asc' },
  },
  {
    id: 'carhire-free-cancellation-automatic',
    site: '/carhire/results.html',
    goal: 'Please switch on Free cancellation only, choose Automatic and set the max price per day to £60',
    expect: performed,
    state: { filter_free_cancellation: true, filter_transmission: 'Automatic', filter_max_price: 60 },
  },
  {
    id: 'carhire-menu-people-carriers',
    site: '/carhire/help.html',
    goal: 'open Car hire > Car types > People carriers',
    expect: performed,
    state: { visited: '/carhire/results.html', filter_types: ['People carrier'] },
  },
  {
    id: 'carhire-extras',
    site: '/carhire/car.html?id=nordis-forma',
    // 4 days: £38.90 × 4 + 2 seats × £8.50 × 4 + £11.00 × 4 + £18.50 × 4
    goal: 'set Child seats to 2, tick Additional driver and pick Full protection',
    expect: performed,
    state: {
      extras_child_seats: 2,
      extras_additional_driver: true,
      extras_protection: 'Full protection',
      quote_total: '£341.60',
    },
    derived: ['£341.60'],
  },
  {
    id: 'carhire-checkout',
    site: '/carhire/checkout.html?id=halden-civa',
    goal: 'Fill in the driver details with First name: Ana, Last name: Ruiz, Email address: ana.ruiz@example.com, Phone number: 07700 900123, then press Continue to payment, then fill in Name on card: Ana Ruiz, Card number: 4242 4242 4242 4242, Expiry date: 09/29, Security code: 123, tick "I accept the rental terms and conditions" and click Pay and book',
    expect: performed,
    state: {
      visited: '/carhire/confirmation.html',
      booked_car: 'Halden Civa',
      booked_driver: 'Ana Ruiz',
      booking_total: '£124.80',
    },
    derived: ['£124.80'],
  },
  {
    id: 'carhire-account-settings',
    site: '/carhire/signin.html',
    goal: 'Log in as ingrid.holloway@example.com with password Fern-Road-73, then open the Settings tab, turn off SMS pick-up reminders, choose Kilometres, pick Dunmere Airport from Preferred pick-up branch and save changes',
    expect: performed,
    state: {
      signed_in: true,
      settings_saved: true,
      settings_sms_reminders: false,
      settings_email_offers: true,
      settings_distance_unit: 'Kilometres',
      settings_home_branch: 'Dunmere Airport',
    },
  },
  {
    id: 'carhire-faq-late-return',
    site: '/carhire/help.html',
    goal: 'expand "What happens if I return the car late?"',
    expect: performed,
    state: { faq_expanded: ['What happens if I return the car late?'] },
  },

  // ---- questions (results page: the default search, 4 days, 24 cars behind "Show more cars")
  {
    id: 'carhire-count-automatic',
    site: '/carhire/results.html',
    goal: 'How many automatic cars are there?',
    expect: { count: 14 },
    keys: ['automatic_cars', 'cars', 'number_of_cars', 'number_of_automatic_cars'],
  },
  {
    id: 'carhire-cheapest-suv',
    site: '/carhire/results.html',
    goal: 'which SUV is the cheapest?',
    expect: { cheapest_suv: { name: carName('Corvan Ridge') } },
    keys: ['cheapest', 'suv', 'car', 'cheapest_car', 'result'],
    aliases: { name: [...NAME, 'suv'] },
    match: 'subset',
    also: [
      { name: carName('Corvan Ridge') },
      { cheapest: carName('Corvan Ridge') },
      { cheapest_suv: carName('Corvan Ridge') },
      { suv: carName('Corvan Ridge') },
    ],
  },
  {
    id: 'carhire-three-cheapest',
    site: '/carhire/results.html',
    goal: 'List the 3 cheapest cars with their price per day',
    expect: {
      cars: [
        { name: carName('Tessel Pico'), price_per_day: oneOf('£24.90', 24.9) },
        { name: carName('Marlowe Dot'), price_per_day: oneOf('£26.50', 26.5) },
        { name: carName('Solari Uno'), price_per_day: oneOf('£27.80', 27.8) },
      ],
    },
    keys: ['cheapest_cars', 'results'],
    aliases: { name: NAME, price_per_day: ['price', 'per_day', 'daily_price', 'price_a_day'] },
    derived: ['£24.90', '£26.50', '£27.80'],
  },
  {
    id: 'carhire-average-estate',
    site: '/carhire/results.html',
    // (£39.80 + £47.20 + £43.20) / 3
    goal: "what's the average price per day of the estate cars?",
    expect: { average_price_per_day: oneOf('£43.40', 43.4) },
    keys: ['average_price', 'average', 'average_daily_price', 'average_per_day', 'average_price_a_day'],
    derived: ['£43.40'],
  },
  {
    id: 'carhire-filter-then-count',
    site: '/carhire/results.html',
    goal: 'Turn on Free cancellation only and select Automatic, then how many cars are there?',
    expect: { count: 11 },
    keys: ['cars', 'number_of_cars'],
    state: { filter_free_cancellation: true, filter_transmission: 'Automatic' },
  },
  {
    id: 'carhire-most-bags',
    site: '/carhire/results.html',
    goal: 'Which car has the most bags, and how many?',
    expect: { most_bags: { name: carName('Vantor Long'), bags: oneOf(5, '5') } },
    keys: ['car', 'most', 'car_with_most_bags', 'result'],
    aliases: { name: NAME },
    match: 'subset',
    also: [{ name: carName('Vantor Long'), bags: oneOf(5, '5') }],
  },

  // ---- questions on other pages
  {
    id: 'carhire-deposit-excess',
    site: '/carhire/car.html?id=kestra-terra',
    goal: 'What are the deposit and the excess on this car?',
    expect: { deposit: '£400', excess: '£1,500' },
  },
  {
    id: 'carhire-young-driver-surcharge',
    site: '/carhire/help.html',
    goal: 'How much is the young driver surcharge?',
    expect: { young_driver_surcharge: oneOf('£32.00', '£32.00 per day', 32) },
    keys: ['surcharge', 'young_driver', 'price', 'amount', 'cost', 'fee'],
    match: 'subset',
  },
  {
    id: 'carhire-airport-phones',
    site: '/carhire/locations.html',
    goal: 'list the airport branches with their phone numbers',
    expect: {
      branches: [
        { branch: 'Ashcombe Airport', phone: '01632 960 410' },
        { branch: 'Dunmere Airport', phone: '01632 960 480' },
      ],
    },
    keys: ['airport_branches', 'airports', 'locations'],
    aliases: { branch: ['name', 'location', 'airport'], phone: ['phone_number', 'telephone'] },
    match: 'subset',
  },
  {
    id: 'carhire-sunday-hours',
    site: '/carhire/branch.html?id=cor-rtl',
    goal: 'What are the opening hours on Sunday?',
    expect: { sunday: oneOf('10:00 – 16:00', '10:00–16:00', '10:00 - 16:00') },
    keys: ['opening_hours', 'hours', 'sunday_hours', 'sunday_opening_hours', 'opening_hours_on_sunday'],
    match: 'subset',
    also: [{ opens: '10:00', closes: '16:00' }],
  },
  {
    id: 'carhire-deals-ending-january',
    site: '/carhire/deals.html',
    goal: 'Which offers end in January 2027?',
    expect: {
      offers: unordered([
        { title: 'Weekend escape' },
        { title: 'Airport fast lane' },
        { title: 'Go electric' },
      ]),
    },
    keys: ['deals', 'titles', 'names'],
    aliases: { title: ['name', 'offer', 'deal'] },
    match: 'subset',
    also: [
      { offers: unordered(['Weekend escape', 'Airport fast lane', 'Go electric']) },
      { deals: unordered(['Weekend escape', 'Airport fast lane', 'Go electric']) },
    ],
  },
  {
    id: 'carhire-past-rentals-2026-total',
    site: '/carhire/signin.html',
    // past rentals picked up in 2026: £318.00 + £117.00 + £365.75 + £131.40 + £86.80 (the first
    // is behind "Show more rentals"; the upcoming FWY-48213 of Dec 2026 is not a past rental)
    goal: 'Sign in as ingrid.holloway@example.com with the password Fern-Road-73, then what is the total of my past rentals from 2026?',
    expect: { total: oneOf('£1,018.95', 1018.95) },
    keys: ['total_spent', 'sum', 'total_amount', 'total_cost', 'total_total', 'past_rentals_total'],
    derived: ['£1,018.95'],
  },
  {
    id: 'carhire-upcoming-pickup-dates',
    site: '/carhire/signin.html',
    goal: 'log in with ingrid.holloway@example.com / Fern-Road-73 and list my upcoming rentals with their pick-up dates',
    expect: {
      rentals: [
        { pick_up_date: oneOf('18 Dec 2026', '2026-12-18') },
        { pick_up_date: oneOf('8 Jan 2027', '2027-01-08') },
        { pick_up_date: oneOf('14 Feb 2027', '2027-02-14') },
      ],
    },
    keys: ['upcoming_rentals', 'upcoming', 'bookings'],
    aliases: { pick_up_date: ['pick_up', 'pickup', 'pickup_date', 'date', 'pick_up_dates'] },
    match: 'subset',
  },
  {
    id: 'carhire-manage-lookup',
    site: '/carhire/manage.html',
    goal: 'fill in Booking reference: FWY-51766, Surname: Holloway, click Find booking, then what are the car and the total?',
    expect: { car: carName('Tessel Tourer'), total: oneOf('£119.40', 119.4) },
    aliases: { total: ['total_paid', 'price', 'amount'] },
    match: 'subset',
    state: { manage_found: 'FWY-51766' },
  },

  // ---- to refuse
  {
    id: 'carhire-refuse-fun-to-drive',
    site: '/carhire/results.html',
    goal: 'Which of these cars is the most fun to drive?',
    expect: refuse,
  },
  {
    id: 'carhire-refuse-mpg',
    site: '/carhire/car.html?id=kestra-terra',
    // the car page shows no fuel economy
    goal: "What's the fuel economy of this car in mpg?",
    expect: refuse,
  },
  {
    id: 'carhire-refuse-ski-trip',
    site: '/carhire/',
    goal: 'find me the best car for a family ski trip',
    expect: refuse,
  },
  {
    id: 'carhire-refuse-friendliest-branch',
    site: '/carhire/locations.html',
    goal: 'Which branch has the friendliest staff?',
    expect: refuse,
  },
  {
    id: 'carhire-refuse-chauffeur',
    site: '/carhire/',
    goal: 'Book a chauffeur to meet me at Dunmere Airport on Friday',
    expect: refuse,
  },
  {
    id: 'carhire-refuse-refund',
    site: '/carhire/manage.html',
    goal: 'Cancel my booking and tell me when the refund reaches my bank',
    expect: refuse,
  },
]
