/**
 * Twenty everyday goals written without reading the planner, its tests, its history or its
 * results. They were held out for one measurement (5 of 20 correct, 2 wrong on the first run);
 * the planner was then developed against them, so they count with the developed cases now.
 * Same matching rules as cases.ts (see the header there). Every expected value was read off
 * the fixture files (test/fixtures/sites/, catalog.ts, server.ts); values computed by a page
 * script are listed in `derived`.
 */
import { type GoalCase, num, oneOf, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

const DATE_ALIASES = ['published', 'published_at', 'published_on', 'publication_date', 'date_published']

export const laterCases: GoalCase[] = [
  // ---- shop: Voltline Electronics
  {
    id: 'held-shop-accessories-under-50',
    site: '/shop/accessories.html',
    goal: 'Show me all the accessories that cost less than $50, with their prices',
    // accessories.html: the four cards priced under $50 (ClickPro $49.99, charger, sleeve, stand)
    expect: {
      accessories: unordered([
        { name: 'ClickPro Wireless Mouse', price: '$49.99' },
        { name: 'Voltline 65W GaN Charger', price: '$39.99' },
        { name: 'SleeveGuard 14" Laptop Sleeve', price: '$29.00' },
        { name: 'StandUp Aluminium Laptop Stand', price: '$45.00' },
      ]),
    },
    keys: ['products', 'items', 'accessories_under_50', 'results'],
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'held-shop-mouse-qty-3-cart',
    site: '/shop/accessories.html',
    goal: 'Open the ClickPro Wireless Mouse, set the quantity to 3, add it to the cart and then tell me the cart total',
    // shop.js: 3 × data-price 49.99 on the product page, formatted with money()
    expect: { cart_total: oneOf('$149.97', 149.97) },
    keys: ['total', 'total_price', 'cart_total_price', 'order_total'],
    derived: ['$149.97'],
  },
  {
    id: 'held-shop-pixelle-8a-reviews',
    site: '/shop/phones.html',
    goal: 'how many reviews does the Pixelle 8a have?',
    // phones.html: "(932 reviews)" on the Pixelle 8a card
    expect: { reviews: oneOf('932 reviews', '(932 reviews)', '932', 932) },
    keys: ['review_count', 'reviews_count', 'number_of_reviews', 'total_reviews', 'count'],
    match: 'subset',
  },
  {
    id: 'held-shop-refuse-cancel-order',
    site: '/shop/',
    goal: 'Cancel my last Voltline order and get me a refund',
    expect: refuse,
  },

  // ---- search: Hearth & Home (catalog.ts, server-side results)
  {
    id: 'held-search-appliances-price-asc',
    site: '/search/',
    goal: "search for appliances, sort by price from low to high and give me each result's title and price",
    // catalog.ts: "appliances" matches the four Appliances listings; price-asc order
    expect: {
      results: [
        { title: '4-Slice Stainless Steel Toaster', price: '$54.99' },
        { title: 'Digital Air Fryer, 5.8 Qt', price: '$89.99' },
        { title: 'High-Speed Countertop Blender', price: '$149.99' },
        { title: 'Tilt-Head Stand Mixer, 5 Qt', price: '$279.00' },
      ],
    },
    keys: ['products', 'items', 'appliances', 'search_results'],
    aliases: { title: ['name'] },
    match: 'subset',
  },
  {
    id: 'held-search-dutch-oven-seller-price',
    site: '/search/',
    goal: 'Look up the dutch oven. Who sells it and how much is it?',
    // catalog.ts dutch-oven: the only match for "dutch oven"
    expect: {
      seller: oneOf('Kitchen Corner', 'Sold by Kitchen Corner'),
      price: '$119.00',
    },
    aliases: { seller: ['sold_by', 'vendor', 'sold_by_seller'] },
    also: [
      { result: { seller: oneOf('Kitchen Corner', 'Sold by Kitchen Corner'), price: '$119.00' } },
      { product: { seller: oneOf('Kitchen Corner', 'Sold by Kitchen Corner'), price: '$119.00' } },
      { dutch_oven: { seller: oneOf('Kitchen Corner', 'Sold by Kitchen Corner'), price: '$119.00' } },
    ],
    match: 'subset',
  },
  {
    id: 'held-search-refuse-shipping-cost',
    site: '/search/',
    // neither the results nor the item page mention shipping
    goal: 'Search for the air fryer and tell me how much shipping costs',
    expect: refuse,
  },

  // ---- form: Brightwave contact form
  {
    id: 'held-form-submit-other-casual',
    site: '/form/',
    goal: "fill out the contact form as Maya Chen (maya.chen@example.net), pick Other as the subject, message: do you ship to Canada? tick the terms box and send it. what's the confirmation message?",
    // server.ts formConfirmationPage with name "Maya Chen"
    expect: { confirmation: 'Thank you, Maya Chen! We received your message.' },
    keys: ['confirmation_message', 'confirmation_text', 'message', 'thanks', 'status_message'],
    match: 'subset',
    derived: ['Thank you, Maya Chen! We received your message.'],
  },
  {
    id: 'held-form-refuse-phone',
    site: '/form/',
    // the page gives an email address and a street address, no phone number
    goal: "What's Brightwave's support phone number?",
    expect: refuse,
  },

  // ---- spa: Trailhead Outfitters (catalog.ts spaProducts, app.js money())
  {
    id: 'held-spa-camping-products',
    site: '/spa/',
    goal: 'List every product in the Camping category with its price',
    // catalog.ts spaNames with category Camping (ids 5, 6, 7, 12, 15, 18, 21, 23): needs "Load more"
    expect: {
      products: unordered(
        (
          [
            ['Basecamp 2-Person Tent', '$249.00'],
            ['Nightfall 20°F Sleeping Bag', '$139.00'],
            ['Featherlite Camping Stove', '$44.99'],
            ['Self-Inflating Sleeping Pad', '$89.00'],
            ['Camp Chair, Ultralight', '$79.00'],
            ['Titanium Spork', '$9.95'],
            ['Hammock with Tree Straps', '$64.99'],
            ['Bear-Resistant Food Canister', '$84.95'],
          ] as const
        ).map(([name, price]) => ({ name, price: oneOf(price, Number(price.slice(1))) })),
      ),
    },
    keys: ['items', 'camping', 'camping_products', 'camping_gear', 'gear'],
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'held-spa-trail-shoes-stock',
    site: '/spa/',
    goal: 'Are the Trail Running Shoes in stock?',
    // catalog.ts: id 14 (i = 13, i % 9 === 4) has inStock false; app.js shows "Sold out"
    expect: { in_stock: oneOf(false, 'Sold out', 'Out of stock', 'No', 'no') },
    keys: ['stock', 'availability', 'status', 'stock_status', 'available'],
    also: [{ sold_out: true }],
    match: 'subset',
  },
  {
    id: 'held-spa-refuse-weight',
    site: '/spa/',
    // neither the cards nor the detail page give a weight
    goal: 'How much does the Alpine Down Jacket weigh?',
    expect: refuse,
  },

  // ---- iframe: Wanderlust Weekly
  {
    id: 'held-iframe-published-read-time',
    site: '/iframe/',
    goal: 'When was the Lisbon article published, and how long does it take to read?',
    // iframe/index.html byline: "By Marta Oliveira · 12 March 2024 · 6 min read"
    expect: {
      date: oneOf('12 March 2024', '2024-03-12', 'March 12, 2024'),
      reading_time: oneOf('6 min read', '6 min', '6 minutes', 6),
    },
    aliases: {
      date: DATE_ALIASES,
      reading_time: ['read_time', 'time_to_read', 'reading_length', 'length', 'duration'],
    },
    match: 'subset',
  },
  {
    id: 'held-iframe-refuse-hotel-price',
    site: '/iframe/',
    // the partner offer gives a discount and a code, no hotel prices
    goal: 'What is the nightly price of the hotels in the partner offer?',
    expect: refuse,
  },

  // ---- shadow: Nordhem (search inside an open shadow root)
  {
    id: 'held-shadow-search-table',
    site: '/shadow/',
    goal: 'Use the search box to look for "table" - how many products match, and which ones?',
    // widgets.js CATALOG: names containing "table"
    expect: {
      count: num('2'),
      products: unordered(['Fjord Oak Dining Table', 'Bergen Table Lamp']),
    },
    aliases: {
      count: [
        'match_count',
        'matches_count',
        'number_of_matches',
        'result_count',
        'number_of_results',
        'total',
      ],
      products: ['results', 'matches', 'matching_products', 'names'],
    },
    match: 'subset',
  },

  // ---- cookie: The Harbor City Herald (consent overlay)
  {
    id: 'held-cookie-tide-final-score',
    site: '/cookie/',
    goal: 'Accept the cookies, open the Sports story and tell me who the Tide beat and what the final score was',
    // tide-win-championship.html: "The Tide beat the Ridgeport Rangers 3–1"
    expect: {
      opponent: oneOf('Ridgeport Rangers', 'the Ridgeport Rangers'),
      score: oneOf('3–1', '3-1'),
    },
    aliases: {
      opponent: ['team', 'beat', 'opponents', 'opposing_team', 'defeated', 'rival'],
      score: ['final_score', 'result'],
    },
    match: 'subset',
  },
  {
    id: 'held-cookie-bridge-daily-drivers',
    site: '/cookie/',
    goal: 'How many drivers cross the Harbor Bridge every day?',
    // cookie/index.html top story and harbor-bridge-reopens.html: "the 60,000 drivers who cross it every day"
    expect: { drivers: num('60,000') },
    keys: [
      'daily_drivers',
      'drivers_per_day',
      'drivers_daily',
      'number_of_drivers',
      'daily_crossings',
      'crossings_per_day',
      'count',
    ],
    match: 'subset',
  },

  // ---- tabs: Ledgerly (report in a new tab)
  {
    id: 'held-tabs-report-prepared-by',
    site: '/tabs/',
    goal: 'Open the quarterly report and tell me who prepared it and when',
    // report.html: "Prepared by the Ledgerly finance team on 15 January 2025."
    expect: {
      prepared_by: oneOf('the Ledgerly finance team', 'Ledgerly finance team'),
      date: oneOf('15 January 2025', '2025-01-15', 'January 15, 2025'),
    },
    aliases: {
      prepared_by: ['author', 'preparer', 'team', 'by'],
      date: ['prepared_on', 'prepared_at', 'prepared_date', 'date_prepared', 'when'],
    },
    match: 'subset',
  },

  // ---- table: Atlas Facts
  {
    id: 'held-table-dhaka-rank-population',
    site: '/table/',
    goal: "What rank is Dhaka in the table, and what's its population?",
    expect: { rank: num('9'), population: num('19,578,000') },
    also: [{ dhaka: { rank: num('9'), population: num('19,578,000') } }],
    match: 'subset',
  },

  // ---- news: The Millbrook Dispatch
  {
    id: 'held-news-electric-buses-range',
    site: '/news/',
    goal: 'Open the story about the electric buses and tell me how many buses there are and what range each one has',
    // electric-buses-arrive.html: "Twelve battery-electric buses", "a range of 250 miles"
    expect: {
      buses: oneOf('Twelve', 'twelve', '12', 12),
      range: oneOf('250 miles', '250', 250),
    },
    aliases: {
      buses: ['number_of_buses', 'bus_count', 'buses_count', 'count'],
      range: ['range_per_bus', 'bus_range', 'range_miles'],
    },
    match: 'subset',
  },
]
