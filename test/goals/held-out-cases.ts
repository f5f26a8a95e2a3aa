/**
 * A second set of twenty everyday goals, written without reading the planner, its tests' results
 * or the repository history. They were held out for one measurement (6 of 20 correct, 2 wrong on
 * the first run); the planner was then developed against them, so they count with the developed
 * cases now. Same matching rules as cases.ts (see the header there). Every expected value was read off the
 * fixture files (test/fixtures/sites/, catalog.ts, server.ts); values computed by a page script or
 * the server from the goal's inputs are listed in `derived`. Four goals must be refused.
 */
import { type GoalCase, num, oneOf, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

const rating = (text: string) => oneOf(`${text} out of 5`, text, Number(text))

export const heldOutCases: GoalCase[] = [
  // ---- shop: Voltline Electronics
  {
    id: 'held2-shop-laptops-page-3-ratings',
    site: '/shop/laptops.html',
    goal: "Go to page 3 of the laptops and give me each laptop's name and rating",
    // laptops-3.html: the eight cards, rating-text in page order
    expect: {
      laptops: (
        [
          ['Stratos 16 Pro', '4.4'],
          ['Pathfinder Chromebook Plus', '4.1'],
          ['Orion Blade 18', '4.6'],
          ['Kestrel E16 Essential', '3.9'],
          ['Meridian Mobile 14', '4.2'],
          ['Lumen Duo 14', '4.0'],
          ['Aerolite 16 Studio', '4.7'],
          ['Nimbus Netbook 11', '3.4'],
        ] as const
      ).map(([name, r]) => ({ name, rating: rating(r) })),
    },
    keys: ['products', 'items', 'results', 'page_3', 'laptops_page_3'],
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'held2-shop-netbook-screen-memory',
    site: '/shop/laptops-3.html',
    goal: 'Could you open the Nimbus Netbook 11 and tell me its screen size and how much memory it has?',
    // products/nimbus-netbook-11.html specs table (the description says "11.6-inch" and "4 GB RAM")
    expect: {
      screen_size: oneOf('11.6 inches', '11.6-inch', '11.6"', 11.6),
      memory: oneOf('4 GB', '4 GB RAM', 4),
    },
    aliases: {
      screen_size: ['screen', 'display', 'display_size', 'screen_size_inches'],
      memory: ['ram', 'memory_gb', 'ram_gb'],
    },
    also: [
      {
        product: {
          screen_size: oneOf('11.6 inches', '11.6-inch', '11.6"', 11.6),
          memory: oneOf('4 GB', '4 GB RAM', 4),
        },
      },
      {
        specs: {
          screen_size: oneOf('11.6 inches', '11.6-inch', '11.6"', 11.6),
          memory: oneOf('4 GB', '4 GB RAM', 4),
        },
      },
    ],
    match: 'subset',
  },
  {
    id: 'held2-shop-keyboard-headphones-cart',
    site: '/shop/accessories.html',
    goal: 'add the TypeMaster Mechanical Keyboard and the NoiseHush ANC Headphones to the cart, then go to the cart and tell me the total',
    // shop.js: data-price 129 + 279, formatted with money() on cart.html
    expect: { cart_total: oneOf('$408.00', 408) },
    keys: ['total', 'total_price', 'cart_total_price', 'order_total', 'grand_total'],
    match: 'subset',
    derived: ['$408.00'],
  },
  {
    id: 'held2-shop-refuse-units-left',
    site: '/shop/laptops.html',
    // the pages say "In stock" only, never how many units
    goal: 'How many units of the Lumen Air 13 are left in stock?',
    expect: refuse,
  },

  // ---- search: Hearth & Home (catalog.ts, server-side results)
  {
    id: 'held2-search-coffee-maker-sellers',
    site: '/search/',
    goal: "What comes up when you search for 'coffee maker'? I need each result's name and who sells it.",
    // catalog.ts: french-press-1l and cold-brew-maker are the only listings with both words
    expect: {
      results: unordered([
        { title: 'Glass French Press Coffee Maker, 1 L', seller: oneOf('Brewhaus', 'Sold by Brewhaus') },
        { title: 'Cold Brew Coffee Maker, 1.5 L', seller: oneOf('Brewhaus', 'Sold by Brewhaus') },
      ]),
    },
    keys: ['products', 'items', 'search_results', 'coffee_makers'],
    aliases: { title: ['name'], seller: ['sold_by', 'vendor'] },
    match: 'subset',
  },
  {
    id: 'held2-search-blender-description',
    site: '/search/',
    goal: 'look up blender, open the result and tell me what the description says',
    // catalog.ts blender: the only match; server.ts searchItemPage shows the snippet as item-desc
    expect: { description: '1400 W motor and a 2 L jar for smoothies, soups and nut butters.' },
    keys: ['product_description', 'item_description', 'desc', 'details', 'text'],
    match: 'subset',
  },

  // ---- form: Brightwave contact form (two client-side steps, then POST /form/submit)
  {
    id: 'held2-form-submit-school-discount',
    site: '/form/',
    goal: 'Please send a message through the contact form: name Omar Haddad, email omar.haddad@example.com, subject Sales, message "Do you offer discounts for schools?". Agree to the terms, submit, and tell me the confirmation text.',
    // server.ts formConfirmationPage with name "Omar Haddad"
    expect: { confirmation: 'Thank you, Omar Haddad! We received your message.' },
    keys: ['confirmation_text', 'confirmation_message', 'message', 'thanks', 'status_message'],
    match: 'subset',
    derived: ['Thank you, Omar Haddad! We received your message.'],
  },
  {
    id: 'held2-form-missing-terms-error',
    site: '/form/',
    goal: "Put in Sam Ortiz and sam.ortiz@example.com, click Next, choose Support as the subject and type 'Where is my order?' as the message, but leave the terms box unticked. Submit, and tell me the error.",
    // form.js validateStep2: only the terms check fails
    expect: { error: 'You must agree to the terms' },
    keys: ['error_message', 'message', 'validation_error'],
    also: [
      { errors: ['You must agree to the terms'] },
      { error_messages: ['You must agree to the terms'] },
      { validation_errors: ['You must agree to the terms'] },
    ],
  },

  // ---- spa: Trailhead Outfitters (catalog.ts spaProducts, app.js money())
  {
    id: 'held2-spa-cheapest-item',
    site: '/spa/',
    goal: "What's the cheapest item in the whole store? Load all the products and give me its name and price.",
    // catalog.ts: Titanium Spork at 9.95 is the lowest of the 24 prices (id 18, third page)
    expect: { name: 'Titanium Spork', price: oneOf('$9.95', 9.95) },
    aliases: { name: ['title', 'product_name', 'item'] },
    also: [
      { cheapest: { name: 'Titanium Spork', price: oneOf('$9.95', 9.95) } },
      { cheapest_item: { name: 'Titanium Spork', price: oneOf('$9.95', 9.95) } },
      { product: { name: 'Titanium Spork', price: oneOf('$9.95', 9.95) } },
    ],
    match: 'subset',
  },
  {
    id: 'held2-spa-headlamp-stock-price',
    site: '/spa/',
    goal: 'Open the Headlamp 400 Lumen. Is it in stock, and how much does it cost?',
    // catalog.ts id 9 (i = 8, i % 9 !== 4): in stock, price 34; app.js shows "In stock" and "$34.00"
    expect: {
      in_stock: oneOf(true, 'In stock', 'Yes', 'yes'),
      price: oneOf('$34.00', 34),
    },
    aliases: { in_stock: ['stock', 'availability', 'available', 'stock_status', 'status'] },
    match: 'subset',
  },
  {
    id: 'held2-spa-refuse-track-order',
    site: '/spa/',
    goal: 'Track my Trailhead order #48213 and tell me when it will arrive',
    expect: refuse,
  },

  // ---- iframe: Wanderlust Weekly (the partner offer is a cross-origin frame)
  {
    id: 'held2-iframe-offer-discount-deadline',
    site: '/iframe/',
    goal: 'how big is the discount in the partner offer and by when do I have to book',
    // offer.html: "20% off hotels in Lisbon" / "Book by 31 May for stays until the end of September."
    expect: {
      discount: oneOf('20%', '20% off', '20% off hotels in Lisbon'),
      book_by: oneOf('31 May', 'by 31 May', 'Book by 31 May', 'May 31'),
    },
    aliases: {
      discount: ['discount_amount', 'discount_percent', 'discount_percentage', 'percent_off', 'amount'],
      book_by: ['deadline', 'booking_deadline', 'book_before', 'book_by_date', 'last_booking_date', 'date'],
    },
    match: 'subset',
  },

  // ---- shadow: Nordhem (deal banner in a shadow root)
  {
    id: 'held2-shadow-deal-ends',
    site: '/shadow/',
    goal: 'When does the deal of the day end?',
    // widgets.js DealBanner: "Offer ends at midnight."
    expect: {
      ends: oneOf(
        'midnight',
        'at midnight',
        'ends at midnight',
        'Offer ends at midnight',
        'Offer ends at midnight.',
      ),
    },
    keys: [
      'end',
      'ends_at',
      'end_time',
      'expires',
      'expires_at',
      'deadline',
      'offer_ends',
      'deal_ends',
      'ending',
    ],
    match: 'subset',
  },
  {
    id: 'held2-shadow-refuse-schedule-delivery',
    site: '/shadow/',
    goal: 'Schedule delivery of the Oslo Lounge Chair for next Tuesday morning',
    expect: refuse,
  },

  // ---- cookie: The Harbor City Herald (consent overlay)
  {
    id: 'held2-cookie-council-vote-parks',
    site: '/cookie/',
    goal: 'Accept the cookie banner, then open the Politics story. How did the council vote, and how big is the increase for parks?',
    // council-approves-budget.html: "voted 9–2", "Parks and recreation receive a 12 percent increase"
    expect: {
      vote: oneOf('9–2', '9-2', 'voted 9–2'),
      parks_increase: oneOf('12 percent', '12%', 'a 12 percent increase', '12 percent increase', 12),
    },
    aliases: {
      vote: ['council_vote', 'vote_result', 'votes', 'tally', 'result'],
      parks_increase: [
        'increase',
        'parks',
        'parks_and_recreation',
        'parks_and_recreation_increase',
        'parks_budget_increase',
        'parks_funding_increase',
        'increase_for_parks',
      ],
    },
    match: 'subset',
  },
  {
    id: 'held2-cookie-tide-mvp-crowd',
    site: '/cookie/',
    goal: 'reject the cookies, open the story about the Tide winning the championship and tell me who the MVP was and how big the crowd was',
    // tide-win-championship.html: "a sold-out crowd of 18,500", "Captain Mateo Reyes ... most valuable player"
    expect: {
      mvp: oneOf('Mateo Reyes', 'Captain Mateo Reyes'),
      crowd: num('18,500'),
    },
    aliases: {
      mvp: ['most_valuable_player', 'mvp_name', 'player'],
      crowd: ['crowd_size', 'attendance', 'spectators', 'number_of_people', 'people'],
    },
    match: 'subset',
  },

  // ---- tabs: Ledgerly (the report opens in a new tab)
  {
    id: 'held2-tabs-strongest-quarter',
    site: '/tabs/',
    goal: 'Open the 2024 quarterly report (it opens in a new tab) and tell me which quarter was the strongest',
    // report.html: "Q4 was the strongest quarter." (also the highest revenue and profit in the table)
    expect: { quarter: oneOf('Q4', 'Q4 2024') },
    keys: ['strongest_quarter', 'best_quarter', 'strongest'],
    match: 'subset',
  },

  // ---- table: Atlas Facts
  {
    id: 'held2-table-ranks-4-to-6',
    site: '/table/',
    goal: 'List the cities ranked 4th to 6th, each with its country and population.',
    expect: {
      cities: [
        { city: 'São Paulo', country: 'Brazil', population: num('21,650,000') },
        { city: 'Mexico City', country: 'Mexico', population: num('21,581,000') },
        { city: 'Cairo', country: 'Egypt', population: num('20,076,000') },
      ],
    },
    keys: ['rows', 'results', 'ranked_cities'],
    aliases: { city: ['name'] },
    match: 'subset',
  },
  {
    id: 'held2-table-refuse-density',
    site: '/table/',
    // the table gives population only, no area or density
    goal: "What's the population density of Delhi?",
    expect: refuse,
  },

  // ---- news: The Millbrook Dispatch
  {
    id: 'held2-news-library-branches-fines',
    site: '/news/',
    goal: 'Open the story about libraries dropping late fees. How many branch libraries does the city have, and how much did the fines bring in a year?',
    // library-late-fees-abolished.html: "any of the city’s 14 branch libraries", "only $38,000 a year"
    expect: {
      branches: num('14'),
      fines: oneOf('$38,000', '$38,000 a year', 38000),
    },
    aliases: {
      branches: [
        'branch_libraries',
        'number_of_branches',
        'number_of_branch_libraries',
        'branch_count',
        'libraries',
      ],
      fines: [
        'fines_per_year',
        'annual_fines',
        'yearly_fines',
        'fine_revenue',
        'fines_revenue',
        'fines_income',
        'revenue',
        'amount',
      ],
    },
    match: 'subset',
  },
]
