/**
 * Held-out round 23: Halloran & Vesey (test/fixtures/sites/property/), a fictional estate and
 * letting agency in the Lannet valley: the market town of Lannerby, its suburb Wrenfield, the
 * villages of Copsewick and Sallow Cross and the riverside town of Otterbridge (trains run to the
 * city of Belmond). Every figure is in `data.js` and the pages render from it: 26 homes for sale
 * (22 available, 2 "Under offer", 2 "Sold STC"), 14 homes to rent (2 "Let agreed"), five
 * branches, the area guide's figures and the one account. Every page has a header with "Buy"
 * (Property for sale, New homes, a "By area" sub-menu, Area guides), "Rent" (Property to rent, a
 * "By area" sub-menu of the same five names, Tenant fees) and "Sell" menus, "Area guides" and
 * "Branches" links, a "Saved" link and "Sign in" (a "My account" menu once signed in); a cookie
 * notice until a choice is made ("Accept all", "Reject all", "Manage preferences" opening a
 * dialog of switches) and a footer with a newsletter box ("Email address").
 *
 * `index.html`: a "For sale" / "To rent" toggle and the search form (a Location autocomplete over
 * the five areas, Min price / Max price / Bedrooms / Property type lists, "Search"), "Just added"
 * cards; a newsletter pop-up "Be first to see new homes" (a dialog) opens by itself once per visit
 * as soon as a cookie choice is made (at once when one was made before). `buy.html` (`?loc=`,
 * `min`, `max`, `beds`, `type`, `must`, `uo`, `sort`): a search bar (Location autocomplete, Min
 * price, Max price, Bedrooms, "Update results"), Property type chips (Detached, Semi-detached,
 * Terraced, Flat, Bungalow), an "Include under offer, sold STC" switch (off: only available homes
 * are listed), must-have boxes behind a collapsed "More filters", a "Sort by" list (Recommended,
 * Highest price, Lowest price, Newest listed, Oldest listed), cards (a "Guide price" / "Offers
 * over" / ... line above the price, the address as the title link, "3 bedroom semi-detached
 * house", bedrooms / bathrooms / receptions as icons with hidden labels, "Floor area", tags such
 * as "Chain free" and "New build", a status badge, "Added on ...", a "Save property" heart), 10 a
 * page with numbered pages (Previous, 1, 2, 3, Next). `rent.html` (`?area=`): Location, Min rent,
 * Max rent, Bedrooms and Furnishing lists, "Pets considered" and "Hide let agreed" boxes, a "Sort
 * by" list, cards with the rent ("£950 pcm", "£219 pw"), Deposit, Available from and Furnishing as
 * labelled values, 8 until "Show more properties"; a collapsed "Tenant fees and deposits" section.
 * `property.html?id=` (s01-s26 for sale, r01-r14 to rent): price, key features, a "Property
 * details" (or "Let details") list of labelled values (tenure, council tax band, EPC rating, floor
 * area, ...), a description in prose with figures in sentences (lease, service charge and ground
 * rent of the leasehold flats), a "Schools and stations nearby" table (Name, Type, Distance), a
 * "Book a viewing" form (a "Viewing date" calendar of day buttons drawn by the page, from tomorrow,
 * Sundays closed; "Viewing time" slot buttons that stay pressed, some booked; Full name, Email
 * address, Phone number; "Request viewing"), and for homes for sale a mortgage calculator (Property
 * price, Deposit, Interest rate, Mortgage term as number fields; the monthly repayment computed by
 * the page). `branches.html` (a table: Branch, Address, Phone, Branch manager; opening hours in
 * collapsed sections), `area-guide.html` (a table: Area, Average asking price, Average rent, Train
 * to Belmond; a section of prose per area), `sell.html` (a valuation request in two steps: Property
 * address, Postcode, Property type, Bedrooms, "Next", then Full name, Email address, Phone number,
 * "Best time to call" radios, "Request valuation"; a fees table; collapsed questions),
 * `signin.html` and `account.html` (tabs: Saved properties with Remove; Saved searches, each with
 * an "Email alerts" switch, "Run search" and a Delete dialog; My viewings with Upcoming viewings
 * (Cancel opens a dialog) and Past viewings tables; Settings with four switches, an "Alert
 * frequency" list, "Contact me by" radios, "Save settings", and "Change password" / "Close my
 * account" dialogs). Signed-out visitors to the account page are sent to sign in.
 *
 * Today is Thursday 22 April 2027 (the viewing calendar starts on Friday 23 April).
 * The one account: owen.castell@example.com / Keystone-Willow-31 (Owen Castell).
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected' |
 * 'custom'), `cookies_performance`, `cookies_advertising`, `newsletter_popup` ('shown' |
 * 'closed'), `newsletter_email`, `saved_properties` (addresses); on `buy.html`, on load and on
 * every change: `search_location` (an area or null), `search_min_price`, `search_max_price`
 * (numbers or null), `search_min_beds`, `filter_types` (chip names, in chip order),
 * `filter_must_haves`, `include_under_offer`, `sort` ('recommended' | 'price-desc' | 'price-asc' |
 * 'newest' | 'oldest'), `results_count`, `results_page`; on `rent.html`: `rent_area`, `rent_min`,
 * `rent_max`, `rent_min_beds`, `rent_furnishing` ('Any' | 'Furnished' | 'Part furnished' |
 * 'Unfurnished'), `rent_pets`, `rent_hide_let_agreed`, `rent_sort` ('recommended' | 'rent-asc' |
 * 'rent-desc' | 'available' | 'newest'), `rent_count`, `rent_shown`, `tenant_fees_expanded`; on a
 * property page: `property_viewed` (the address); on "Request viewing": `viewing_property`,
 * `viewing_date` (yyyy-mm-dd), `viewing_time`, `viewing_name`, `viewing_email`, `viewing_phone`,
 * `viewing_requested`; in the calculator, on every input: `mortgage_price`, `mortgage_deposit`,
 * `mortgage_rate`, `mortgage_term` (numbers), `mortgage_monthly` ('£1,657.72' or null);
 * `hours_expanded` (branch names); `valuation_step` ('property' | 'details' | 'done'),
 * `valuation_address`, `valuation_postcode`, `valuation_type`, `valuation_bedrooms` (the option's
 * text), `valuation_name`, `valuation_email`, `valuation_phone`, `valuation_call_time`,
 * `valuation_letting`, `valuation_reference`; `signin_error`, `signed_in`, `signed_in_email`,
 * `keep_signed_in`, `account_tab`, `saved_searches`, `search_alerts_on` (names of the saved
 * searches with alerts on, in list order), `upcoming_viewings`, `cancel_reason`; on "Save
 * settings": `settings_saved`, `settings_new_alerts`, `settings_price_alerts`,
 * `settings_sms_reminders`, `settings_partner_offers`, `settings_alert_frequency`,
 * `settings_contact_by`; `password_changed`, `account_closed`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 16 of 30 correct, 10 of 24 tasks done (3 of 10
 * instructions, 7 of 14 questions), 2 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const NAME = ['address', 'property', 'home', 'title', 'house']

export const round23Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round23-property-cookies-newsletter',
    site: '/property/',
    goal: 'decline all cookies and get rid of the newsletter popup',
    expect: performed,
    state: { cookies: 'rejected', newsletter_popup: 'closed' },
  },
  {
    id: 'round23-property-home-search',
    site: '/property/',
    // Copsewick, up to £450,000, 3+ bedrooms, available: The Granary, The Laurels, Plot 7
    goal: 'type Copse into Location and pick Copsewick from the suggestions, choose £450,000 from Max price, choose 3+ from Bedrooms and hit Search',
    expect: performed,
    state: {
      visited: '/property/buy.html',
      search_location: 'Copsewick',
      search_max_price: 450000,
      search_min_beds: 3,
      results_count: 3,
    },
  },
  {
    id: 'round23-property-semis-with-garden',
    site: '/property/buy.html',
    // semi-detached with a garden, under offer and sold STC included: s03, s15, s19, s20
    goal: 'Show only Semi-detached homes, tick Garden, turn on Include under offer and sort newest first',
    expect: performed,
    state: {
      filter_types: ['Semi-detached'],
      filter_must_haves: ['Garden'],
      include_under_offer: true,
      sort: 'newest',
      results_count: 4,
    },
  },
  {
    id: 'round23-property-rent-menu',
    site: '/property/area-guide.html',
    goal: 'open Rent > By area > Otterbridge',
    expect: performed,
    state: { visited: '/property/rent.html', rent_area: 'Otterbridge', rent_count: 4 },
  },
  {
    id: 'round23-property-book-viewing',
    site: '/property/property.html?id=s09',
    // the calendar opens on April 2027 and is turned to May; 11:30 is free on 4 May
    goal: 'Set the viewing date to Tuesday 4 May 2027 and pick 11:30, then fill in Full name: Tom Avery, Email address: tom.avery@example.com, Phone number: 07700 900456 and press Request viewing',
    expect: performed,
    state: {
      viewing_property: '22 Linnet Way, Wrenfield',
      viewing_date: '2027-05-04',
      viewing_time: '11:30',
      viewing_name: 'Tom Avery',
      viewing_email: 'tom.avery@example.com',
      viewing_requested: true,
    },
  },
  {
    id: 'round23-property-mortgage',
    site: '/property/property.html?id=s20',
    // £340,000 − £45,000 = £295,000 over 360 months at 4.5% a year: £1,494.72 a month
    goal: 'In the mortgage calculator, change the deposit to £45,000, the interest rate to 4.5% and the mortgage term to 30 years',
    expect: performed,
    state: {
      mortgage_deposit: 45000,
      mortgage_rate: 4.5,
      mortgage_term: 30,
      mortgage_monthly: '£1,494.72',
    },
    derived: ['£1,494.72'],
  },
  {
    id: 'round23-property-valuation',
    site: '/property/sell.html',
    goal: 'Fill in the valuation form with Property address: 7 Tanners Row, Postcode: LY4 2QT, Property type: Terraced house, Bedrooms: 3, click Next, then fill in Full name: Grace Lim, Email address: grace.lim@example.com, Phone number: 07700 900321, choose Weekday evenings and request the valuation',
    expect: performed,
    state: {
      valuation_step: 'done',
      valuation_address: '7 Tanners Row',
      valuation_postcode: 'LY4 2QT',
      valuation_type: 'Terraced house',
      valuation_bedrooms: '3',
      valuation_name: 'Grace Lim',
      valuation_email: 'grace.lim@example.com',
      valuation_call_time: 'Weekday evenings',
    },
  },
  {
    id: 'round23-property-rent-filters',
    site: '/property/rent.html',
    // furnished and pets considered: 2 Weir Cottages, Flat 2 Heron Court, The Coach House
    goal: 'only show Furnished homes, tick Pets considered and sort by rent, lowest first',
    expect: performed,
    state: { rent_furnishing: 'Furnished', rent_pets: true, rent_sort: 'rent-asc', rent_count: 3 },
  },
  {
    id: 'round23-property-settings',
    site: '/property/signin.html',
    goal: 'Sign in as owen.castell@example.com with the password Keystone-Willow-31, then open the Settings tab, switch off SMS viewing reminders, set Alert frequency to Weekly and click Save settings',
    expect: performed,
    state: {
      signed_in: true,
      settings_saved: true,
      settings_sms_reminders: false,
      settings_alert_frequency: 'Weekly',
      settings_new_alerts: true,
      settings_price_alerts: true,
    },
  },
  {
    id: 'round23-property-search-alerts',
    site: '/property/rent.html',
    // alerts were on for "Family homes in Copsewick" and "Lannerby flats to rent", off for the third
    goal: 'log in with owen.castell@example.com / Keystone-Willow-31, go to Saved searches and turn off the email alerts for Lannerby flats to rent',
    expect: performed,
    state: { signed_in: true, search_alerts_on: ['Family homes in Copsewick'] },
  },

  // ---- questions: homes for sale (22 available, 10 a page over three pages)
  {
    id: 'round23-property-count-detached',
    site: '/property/buy.html',
    // s01, s06, s08, s09 (page 1), s12, s14 (page 2), s18 (page 3); none under offer or sold STC
    goal: 'How many detached houses are for sale?',
    expect: { count: 7 },
    keys: ['detached_houses', 'number_of_detached_houses', 'houses', 'properties', 'total'],
  },
  {
    id: 'round23-property-cheapest-flats',
    site: '/property/buy.html',
    // the flat under offer (Abbey Mews, £210,000) is dearer than the third
    goal: 'list the 3 cheapest flats for sale with their prices',
    expect: {
      flats: [
        { name: 'Flat 12, Kingfisher House, Lannerby', price: '£159,950' },
        { name: 'Flat 2, 41 Station Road, Wrenfield', price: oneOf('£172,000', 'Offers over £172,000') },
        { name: 'Flat 3, Riverside Court, Otterbridge', price: oneOf('£185,000', 'Offers over £185,000') },
      ],
    },
    keys: ['cheapest_flats', 'properties', 'homes', 'results'],
    aliases: { name: NAME },
    match: 'subset',
  },
  {
    id: 'round23-property-biggest-floor-area',
    site: '/property/buy.html',
    goal: 'Which home has the biggest floor area, and how big is it?',
    expect: {
      biggest_floor_area: {
        name: 'Orchard House, Church Lane, Copsewick',
        floor_area: oneOf('2,640 sq ft', 2640),
      },
    },
    keys: ['home', 'property', 'biggest', 'largest', 'largest_floor_area', 'result'],
    aliases: { name: NAME },
    match: 'subset',
    also: [{ name: 'Orchard House, Church Lane, Copsewick', floor_area: oneOf('2,640 sq ft', 2640) }],
  },
  {
    id: 'round23-property-average-4-bed',
    site: '/property/buy.html',
    // The Granary £450,000, 14 Tanyard Lane £395,000, 31 Coopers Hill £525,000, Plot 7 £410,000
    goal: "What's the average asking price of the homes with 4 bedrooms?",
    expect: { average_asking_price: oneOf('£445,000', 445000) },
    keys: ['average_price', 'average', 'average_asking_price_of_homes'],
    derived: ['£445,000'],
  },
  {
    id: 'round23-property-chain-free-range',
    site: '/property/buy.html',
    // Rosebay £275,000, 22 Linnet Way £399,950, 11 Larkspur Road £340,000
    goal: 'How many chain free homes are there between £250,000 and £400,000?',
    expect: { count: 3 },
    keys: ['chain_free_homes', 'homes', 'number_of_homes', 'number_of_chain_free_homes', 'total'],
  },
  {
    id: 'round23-property-sold-stc',
    site: '/property/buy.html',
    // one on page 2, one on page 3 once under offer and sold STC are included
    goal: 'Turn on Include under offer, then which properties are sold STC?',
    expect: { properties: unordered(['17 Alder Drive, Wrenfield', '3 Chapel Yard, Copsewick']) },
    keys: ['sold_stc', 'sold_stc_properties', 'homes', 'names', 'addresses'],
    state: { include_under_offer: true },
    also: [
      {
        properties: unordered([{ name: '17 Alder Drive, Wrenfield' }, { name: '3 Chapel Yard, Copsewick' }]),
      },
      { sold_stc: unordered([{ name: '17 Alder Drive, Wrenfield' }, { name: '3 Chapel Yard, Copsewick' }]) },
    ],
    match: 'subset',
    aliases: { name: NAME },
  },

  // ---- questions: homes to rent (14, 8 until "Show more properties")
  {
    id: 'round23-property-may-rentals',
    site: '/property/rent.html',
    // available from 1 May, 14 May and 28 May 2027 (the last behind "Show more properties")
    goal: 'Which homes to rent become available in May 2027, and what are their rents?',
    expect: {
      homes: unordered([
        { name: 'Flat 4, Tannery Wharf, Lannerby', rent: oneOf('£950 pcm', '£950') },
        { name: '44 Thistle Road, Wrenfield', rent: oneOf('£1,395 pcm', '£1,395') },
        { name: "10 Saddler's Walk, Sallow Cross", rent: oneOf('£1,150 pcm', '£1,150') },
      ]),
    },
    keys: ['rentals', 'properties', 'homes_to_rent', 'results'],
    aliases: { name: NAME, rent: ['rents', 'monthly_rent', 'rent_pcm', 'price'] },
    match: 'subset',
  },
  {
    id: 'round23-property-lowest-deposit',
    site: '/property/rent.html',
    // Flat 9, Tannery Wharf (£650 pcm) is the 10th card, behind "Show more properties"
    goal: 'Which home to rent has the lowest deposit, and how much?',
    expect: { lowest_deposit: { name: 'Flat 9, Tannery Wharf, Lannerby', deposit: oneOf('£750', 750) } },
    keys: ['home', 'property', 'lowest', 'result', 'home_with_lowest_deposit'],
    aliases: { name: NAME },
    match: 'subset',
    also: [{ name: 'Flat 9, Tannery Wharf, Lannerby', deposit: oneOf('£750', 750) }],
  },

  // ---- questions on other pages
  {
    id: 'round23-property-band-epc',
    site: '/property/property.html?id=s05',
    goal: "What council tax band is this bungalow in, and what's its EPC rating?",
    expect: { council_tax_band: 'C', epc_rating: 'D' },
    aliases: { council_tax_band: ['council_tax', 'band', 'tax_band'], epc_rating: ['epc', 'energy_rating'] },
    match: 'subset',
  },
  {
    id: 'round23-property-station-distance',
    site: '/property/property.html?id=s01',
    goal: 'How far away is Copsewick Halt Station?',
    expect: { distance: '0.9 miles' },
    keys: ['copsewick_halt_station', 'distance_to_copsewick_halt_station', 'how_far'],
    match: 'subset',
  },
  {
    id: 'round23-property-ground-rent',
    site: '/property/property.html?id=s21',
    // "The annual service charge is £1,860 and the ground rent is £250 per year."
    goal: 'How much is the ground rent on this flat?',
    expect: { ground_rent: oneOf('£250', '£250 per year', 250) },
    keys: ['price', 'amount', 'cost', 'rent'],
    match: 'subset',
  },
  {
    id: 'round23-property-branch-manager',
    site: '/property/branches.html',
    goal: 'Who manages the Otterbridge branch?',
    expect: { manager: 'Priya Nandakumar' },
    keys: ['branch_manager', 'otterbridge_manager', 'name', 'who'],
    match: 'subset',
  },
  {
    id: 'round23-property-cheapest-area',
    site: '/property/area-guide.html',
    goal: 'Which area has the lowest average asking price, and what is it?',
    expect: {
      lowest_average_asking_price: { area: 'Otterbridge', average_asking_price: oneOf('£241,000', 241000) },
    },
    keys: ['area', 'lowest', 'cheapest_area', 'result'],
    aliases: { average_asking_price: ['price', 'average_price', 'asking_price'] },
    match: 'subset',
    also: [{ area: 'Otterbridge', average_asking_price: oneOf('£241,000', 241000) }],
  },
  {
    id: 'round23-property-upcoming-viewings',
    site: '/property/signin.html',
    goal: 'Sign in as owen.castell@example.com with password Keystone-Willow-31, open My viewings and list my upcoming viewings with their dates and times',
    expect: {
      upcoming_viewings: unordered([
        { date: oneOf('Tue 27 Apr 2027', '27 Apr 2027', '2027-04-27'), time: '10:30' },
        { date: oneOf('Sat 1 May 2027', '1 May 2027', '2027-05-01'), time: '11:00' },
        { date: oneOf('Thu 6 May 2027', '6 May 2027', '2027-05-06'), time: '15:00' },
      ]),
    },
    keys: ['viewings', 'upcoming'],
    aliases: { date: ['viewing_date', 'day'], time: ['viewing_time'] },
    match: 'subset',
  },

  // ---- to refuse
  {
    id: 'round23-property-refuse-good-value',
    site: '/property/property.html?id=s05',
    goal: 'Is Rosebay good value for money?',
    expect: refuse,
  },
  {
    id: 'round23-property-refuse-crime',
    site: '/property/area-guide.html',
    // the area guide says nothing of crime
    goal: 'What is the crime rate in Copsewick?',
    expect: refuse,
  },
  {
    id: 'round23-property-refuse-last-sold',
    site: '/property/property.html?id=s01',
    // no sale history is shown
    goal: 'What did this house last sell for, and when?',
    expect: refuse,
  },
  {
    id: 'round23-property-refuse-most-bedrooms',
    site: '/property/buy.html',
    // a tie: Orchard House (page 1) and The Old Rectory (page 2) both have 5 bedrooms
    goal: 'Which home for sale has the most bedrooms?',
    expect: refuse,
  },
  {
    id: 'round23-property-refuse-offer',
    site: '/property/property.html?id=s09',
    // the site has no way to make an offer
    goal: 'Put in an offer of £390,000 on this house',
    expect: refuse,
  },
  {
    id: 'round23-property-refuse-worth',
    site: '/property/sell.html',
    goal: 'How much is my house worth?',
    expect: refuse,
  },
]
