/**
 * Goal cases for the no-model planner: everyday goals in varied wording, run against the fixture
 * sites (test/fixtures). Every expected value was read off the fixture files: the static HTML under
 * test/fixtures/sites/, the catalog (test/fixtures/catalog.ts) for the search and SPA sites, and the
 * page scripts for what a page computes (cart total, basket pill, confirmation text).
 *
 * Matching rules (implemented in judge.ts):
 * - By default a result passes when it deep-equals `expect`: same keys, same array lengths and
 *   order, equal values. Strings are compared after Unicode NFC and whitespace normalisation
 *   (runs of whitespace become one space, ends trimmed); case and punctuation still count.
 * - Object keys are compared loosely: case, spaces, `_` and `-` are ignored (`old_price` =
 *   `oldPrice` = `Old price`). A top-level `status: 'success'` in the result is ignored.
 * - `keys`: other acceptable names for the single top-level key of `expect`.
 * - `aliases`: other acceptable names for a nested key, anywhere in the result.
 * - `match: 'subset'`: objects in the result may carry extra keys; arrays still need the exact
 *   length and every expected key must be there with an equal value. Used where only some keys
 *   matter: single-fact questions (the answer may come with the name of what was asked about),
 *   search results (may carry seller, snippet, link), products that may carry an old price.
 * - `also`: further acceptable results (same rules), for goals whose answer has several natural shapes.
 * - Inside an array, an expected scalar also matches a one-key object holding that scalar
 *   (`'Tokyo'` matches `{ name: 'Tokyo' }`).
 * - Value matchers: `oneOf(a, b)` (any of them), `num('37,468,000')` (the text as shown or the
 *   plain number), `url('/shop/laptops.html')` (that path, relative or absolute on the fixture
 *   server), `unordered([...])` (same items in any order, for goals that ask for no order).
 * - `{ refuse: true }`: the goal is out of scope or asks for data the page does not have; the
 *   only correct answer is `result.status === 'failure'`, any success-looking result is wrong.
 * - `{ performed: true }`: an instruction with nothing to return; the result must say
 *   `status: 'done'` (with the steps it took), and `state` says what the page must show after.
 * - `state`: what the site's pages reported at the end of the run with `reportState(key, value)`
 *   (the fixture server's `/__state.js`; `visited` is the last HTML page loaded), checked key by
 *   key with the same value rules. A success-looking result with the wrong state is wrong.
 *
 * `derived` lists expected strings that are not written in the fixture files but computed by the
 * page or server from the goal's inputs (a sanity test checks every other expected string against
 * the fixture files).
 */

export interface OneOf {
  $oneOf: Expected[]
}
export interface UrlPath {
  $url: string
}
export interface Unordered {
  $unordered: Expected[]
}
export type Expected =
  | string
  | number
  | boolean
  | null
  | OneOf
  | UrlPath
  | Unordered
  | Expected[]
  | { [key: string]: Expected }

export interface Refusal {
  refuse: true
}

/** An instruction with nothing to return: judged by `status: 'done'` and the case's `state`. */
export interface Performed {
  performed: true
}

export interface GoalCase {
  id: string
  /** Path on the fixture server, e.g. '/shop/'. */
  site: string
  goal: string
  /** The expected result, `{ refuse: true }`, or `{ performed: true }`. */
  expect: { [key: string]: Expected } | Refusal | Performed
  /** What the site's pages must have reported at the end of the run (see the rules above). */
  state?: { [key: string]: Expected }
  /** Other acceptable names for the single top-level key of `expect`. */
  keys?: string[]
  /** Other acceptable names for nested keys, e.g. `{ url: ['href', 'link'] }`. */
  aliases?: Record<string, string[]>
  /** @default 'exact' */
  match?: 'exact' | 'subset'
  /** Further acceptable results. */
  also?: Array<{ [key: string]: Expected }>
  outputSchema?: Record<string, unknown>
  /** Expected strings computed by a page or the server rather than written in the fixtures. */
  derived?: string[]
}

export const oneOf = (...values: Expected[]): OneOf => ({ $oneOf: values })
/** A number shown as text: the text as shown, or the plain number. */
export const num = (text: string): OneOf => oneOf(text, Number(text.replaceAll(',', '')))
export const url = (path: string): UrlPath => ({ $url: path })
export const unordered = (items: Expected[]): Unordered => ({ $unordered: items })
const refuse: Refusal = { refuse: true }

export function isRefusal(caseDef: GoalCase): boolean {
  return 'refuse' in caseDef.expect && caseDef.expect.refuse === true
}

export function isPerformed(caseDef: GoalCase): boolean {
  return 'performed' in caseDef.expect && caseDef.expect.performed === true
}

/** For an instruction with nothing to return. */
export const performed: Performed = { performed: true }

// ---- values read off the fixtures

type NamePrice = { name: string; price: string }

/** test/fixtures/sites/shop/laptops.html, laptops-2.html, laptops-3.html, in page order. */
const LAPTOPS: NamePrice[] = [
  { name: 'Aerolite 14 Ultrabook', price: '$1,299.00' },
  { name: 'Novabook Pro 16', price: '$2,399.00' },
  { name: 'Kestrel X13 Carbon', price: '$1,549.00' },
  { name: 'Vantage 15 Creator', price: '$1,899.99' },
  { name: 'Orion G17 Gaming Laptop', price: '$2,199.00' },
  { name: 'Lumen Air 13', price: '$899.00' },
  { name: 'Pathfinder Chromebook 14', price: '$349.99' },
  { name: 'Stratos Flip 14 2-in-1', price: '$1,099.00' },
  // page 2
  { name: 'Meridian Workstation 16', price: '$3,149.00' },
  { name: 'Aerolite 13 Everyday', price: '$749.00' },
  { name: 'Orion G15 Gaming Laptop', price: '$1,499.00' },
  { name: 'Kestrel T14 Business', price: '$1,329.00' },
  { name: 'Novabook Air 13', price: '$1,099.00' },
  { name: 'Lumen 15 Student', price: '$579.00' },
  { name: 'Vantage 14 Slim', price: '$1,249.00' },
  { name: 'Zephyr Fold 17', price: '$2,999.00' },
  // page 3
  { name: 'Stratos 16 Pro', price: '$1,799.00' },
  { name: 'Pathfinder Chromebook Plus', price: '$499.00' },
  { name: 'Orion Blade 18', price: '$3,499.00' },
  { name: 'Kestrel E16 Essential', price: '$699.00' },
  { name: 'Meridian Mobile 14', price: '$1,699.00' },
  { name: 'Lumen Duo 14', price: '$1,399.00' },
  { name: 'Aerolite 16 Studio', price: '$1,999.00' },
  { name: 'Nimbus Netbook 11', price: '$279.00' },
]

/** test/fixtures/sites/shop/phones.html, in page order (current prices). */
const PHONES: NamePrice[] = [
  { name: 'Pixelle 8 Pro', price: '$999.00' },
  { name: 'Pixelle 8a', price: '$499.00' },
  { name: 'Nimbus S24 Ultra', price: '$1,299.99' },
  { name: 'Nimbus A55', price: '$449.00' },
  { name: 'Halo Phone 15', price: '$799.00' },
  { name: 'Halo Phone 15 Mini', price: '$699.00' },
  { name: 'Kite One Plus 12', price: '$899.00' },
  { name: 'Ember Rugged X', price: '$379.00' },
  { name: 'Motif G Power', price: '$199.99' },
]

/** catalog.ts spaNames, in API order (prices as app.js shows them). */
const SPA_NAMES = [
  'Summit 40L Hiking Backpack',
  'Ridgeline Trekking Poles',
  'Alpine Down Jacket',
  'Trailblazer Waterproof Boots',
  'Basecamp 2-Person Tent',
  'Nightfall 20°F Sleeping Bag',
  'Featherlite Camping Stove',
  'Insulated Water Bottle, 1 L',
  'Headlamp 400 Lumen',
  'Merino Wool Hiking Socks, 3 Pack',
  'Compact First Aid Kit',
  'Self-Inflating Sleeping Pad',
  'Rain Shell Jacket',
  'Trail Running Shoes',
  'Camp Chair, Ultralight',
  'Water Filter Straw',
  'Dry Bag Set, 3 Sizes',
  'Titanium Spork',
  'Daypack 22L',
  'Fleece Quarter-Zip Pullover',
  'Hammock with Tree Straps',
  'GPS Hiking Watch',
  'Bear-Resistant Food Canister',
  'Gaiters, Waterproof',
]

/** test/fixtures/sites/table/index.html, the cities table. */
const CITIES: Array<[string, string, string, string]> = [
  ['1', 'Tokyo', 'Japan', '37,468,000'],
  ['2', 'Delhi', 'India', '28,514,000'],
  ['3', 'Shanghai', 'China', '25,582,000'],
  ['4', 'São Paulo', 'Brazil', '21,650,000'],
  ['5', 'Mexico City', 'Mexico', '21,581,000'],
  ['6', 'Cairo', 'Egypt', '20,076,000'],
  ['7', 'Mumbai', 'India', '19,980,000'],
  ['8', 'Beijing', 'China', '19,618,000'],
  ['9', 'Dhaka', 'Bangladesh', '19,578,000'],
  ['10', 'Osaka', 'Japan', '19,281,000'],
]

/** test/fixtures/sites/news/index.html, the six articles in page order. */
const NEWS: Array<{ title: string; author: string; date: Expected }> = [
  {
    title: 'New solar farm now powers 10,000 homes',
    author: 'Amelia Hart',
    date: oneOf('June 3, 2024', '2024-06-03'),
  },
  {
    title: 'Survey: most open-source maintainers are unpaid',
    author: 'Rahul Mehta',
    date: oneOf('May 28, 2024', '2024-05-28'),
  },
  {
    title: 'Volunteers pull a record 8 tonnes of trash from the river',
    author: 'Sofia Lindqvist',
    date: oneOf('May 21, 2024', '2024-05-21'),
  },
  {
    title: 'City libraries abolish late fees',
    author: 'Amelia Hart',
    date: oneOf('May 14, 2024', '2024-05-14'),
  },
  {
    title: 'First electric buses arrive on Route 7',
    author: 'Jonas Weber',
    date: oneOf('May 7, 2024', '2024-05-07'),
  },
  {
    title: 'Startup Weekend winners build an app for food banks',
    author: 'Rahul Mehta',
    date: oneOf('April 30, 2024', '2024-04-30'),
  },
]

const PRODUCT_KEYS = ['products', 'items']
const NAME_KEYS = ['products', 'names', 'product_names', 'items']
const LINK_ALIASES = { text: ['name', 'label', 'title'], url: ['href', 'link'] }

export const cases: GoalCase[] = [
  // ---- shop: Voltline Electronics
  {
    id: 'shop-title',
    site: '/shop/',
    goal: 'Get the page title',
    expect: { title: 'Voltline Electronics - Laptops, Phones & Accessories' },
    keys: ['page_title'],
  },
  {
    id: 'shop-first-5',
    site: '/shop/laptops.html',
    goal: 'Extract the first 5 product names and prices',
    expect: { products: LAPTOPS.slice(0, 5) },
    keys: [...PRODUCT_KEYS, 'laptops'],
  },
  {
    id: 'shop-nav-laptops-first-3',
    site: '/shop/',
    goal: 'Go to the Laptops category and give me the names of the first 3 products',
    expect: { products: LAPTOPS.slice(0, 3).map((p) => p.name) },
    keys: [...NAME_KEYS, 'laptops'],
  },
  {
    id: 'shop-pages-3',
    site: '/shop/laptops.html',
    goal: 'Get the names and prices of the laptops from the first 3 pages',
    expect: { laptops: LAPTOPS },
    keys: PRODUCT_KEYS,
  },
  {
    id: 'shop-pages-2',
    site: '/shop/laptops.html',
    goal: 'pls collect every laptop name + price on the first two pages',
    expect: { laptops: LAPTOPS.slice(0, 16) },
    keys: PRODUCT_KEYS,
  },
  {
    id: 'shop-page-2-sale-price',
    site: '/shop/laptops-2.html',
    goal: 'Return the first three products with their prices',
    expect: { products: LAPTOPS.slice(8, 11) },
    keys: [...PRODUCT_KEYS, 'laptops'],
  },
  {
    id: 'shop-phones',
    site: '/shop/',
    goal: 'Open the Phones category and list every phone with its price',
    expect: { phones: PHONES },
    keys: PRODUCT_KEYS,
  },
  {
    id: 'shop-price-question',
    site: '/shop/accessories.html',
    goal: 'What is the price of the ClickPro Wireless Mouse?',
    expect: { price: '$49.99' },
    match: 'subset',
  },
  {
    id: 'shop-price-unquoted-lowercase',
    site: '/shop/',
    goal: 'how much does the Halo Phone 15 cost',
    expect: { price: '$799.00' },
    match: 'subset',
  },
  {
    id: 'shop-price-as-number',
    site: '/shop/',
    goal: 'What is the price of "Novabook Pro 16"?',
    expect: { price: 2399 },
    outputSchema: {
      type: 'object',
      properties: { price: { type: 'number' } },
      required: ['price'],
    },
    match: 'subset',
  },
  {
    id: 'shop-nav-links',
    site: '/shop/',
    goal: 'Return every link in the navigation',
    expect: {
      links: [
        { text: 'Laptops', url: url('/shop/laptops.html') },
        { text: 'Phones', url: url('/shop/phones.html') },
        { text: 'Accessories', url: url('/shop/accessories.html') },
      ],
    },
    keys: ['navigation', 'nav_links', 'navigation_links'],
    aliases: LINK_ALIASES,
  },
  {
    id: 'shop-open-second',
    site: '/shop/accessories.html',
    goal: 'open the second product and tell me its name and price',
    expect: { name: 'TypeMaster Mechanical Keyboard', price: '$129.00' },
    also: [{ product: { name: 'TypeMaster Mechanical Keyboard', price: '$129.00' } }],
  },
  {
    id: 'shop-specs',
    site: '/shop/products/novabook-pro-16.html',
    goal: 'What operating system and how much memory does this laptop have?',
    expect: { operating_system: 'macOS', memory: '32 GB' },
    aliases: { operating_system: ['os'] },
  },
  {
    id: 'shop-warranty',
    site: '/shop/products/clickpro-wireless-mouse.html',
    goal: 'How long is the warranty on this mouse?',
    expect: { warranty: '2 years' },
    match: 'subset',
  },
  {
    id: 'shop-out-of-stock',
    site: '/shop/phones.html',
    goal: 'Which phones are out of stock?',
    expect: { phones: ['Ember Rugged X'] },
    keys: ['out_of_stock', 'out_of_stock_phones', 'products'],
  },
  {
    id: 'shop-on-sale',
    site: '/shop/phones.html',
    goal: 'Find the phone that is on sale and return its name, old price and new price',
    expect: { name: 'Halo Phone 15 Mini', old_price: '$749.00', new_price: '$699.00' },
    aliases: {
      old_price: ['was', 'was_price', 'original_price', 'regular_price'],
      new_price: ['price', 'sale_price', 'current_price'],
    },
    also: [
      { phone: { name: 'Halo Phone 15 Mini', old_price: '$749.00', new_price: '$699.00' } },
      { product: { name: 'Halo Phone 15 Mini', old_price: '$749.00', new_price: '$699.00' } },
    ],
  },
  {
    id: 'shop-cart-total',
    site: '/shop/',
    goal: 'Add the Novabook Pro 16 to the cart twice and report the cart total',
    expect: { cart_total: '$4,798.00' },
    keys: ['total'],
    // shop.js: 2 × data-price 2399, formatted with money()
    derived: ['$4,798.00'],
  },
  {
    id: 'shop-phone-number',
    site: '/shop/',
    goal: 'Find the customer service phone number',
    expect: { phone: '1-800-555-0199' },
    keys: ['phone_number', 'customer_service_phone', 'customer_service_phone_number'],
    also: [{ phone_numbers: ['1-800-555-0199'] }, { phones: ['1-800-555-0199'] }],
  },
  {
    id: 'shop-refuse-flight',
    site: '/shop/',
    goal: 'Book a flight from Paris to Rome for next Friday',
    expect: refuse,
  },
  {
    id: 'shop-refuse-missing-product',
    site: '/shop/phones.html',
    goal: 'What is the price of the iPhone 99?',
    expect: refuse,
  },
  {
    id: 'shop-refuse-missing-spec',
    site: '/shop/products/novabook-pro-16.html',
    goal: 'What is the battery capacity of this laptop in mAh?',
    expect: refuse,
  },

  // ---- search: Hearth & Home (results from catalog.ts, server-side)
  {
    id: 'search-first-3',
    site: '/search/',
    goal: "Search for 'coffee' and return the first 3 results with price",
    expect: {
      results: [
        { title: 'Conical Burr Coffee Grinder', price: '$89.99' },
        { title: 'Glass French Press Coffee Maker, 1 L', price: '$29.99' },
        { title: 'Compact Espresso Machine with Milk Frother', price: '$249.00' },
      ],
    },
    keys: PRODUCT_KEYS,
    aliases: { title: ['name'] },
    match: 'subset',
  },
  {
    id: 'search-cheapest',
    site: '/search/',
    goal: 'search for coffee and return the three cheapest results with their prices',
    expect: {
      results: [
        { title: 'Handheld Milk Frother', price: '$12.99' },
        { title: 'Ethiopia Yirgacheffe Whole Coffee Beans, 500 g', price: '$18.50' },
        { title: 'Ceramic Pour-Over Coffee Dripper', price: '$22.00' },
      ],
    },
    keys: [...PRODUCT_KEYS, 'cheapest', 'cheapest_results'],
    aliases: { title: ['name'] },
    match: 'subset',
  },
  {
    id: 'search-count',
    site: '/search/',
    goal: 'Search kettle. How many results are there?',
    expect: { count: num('2') },
    keys: ['result_count', 'results_count', 'number_of_results', 'total'],
  },
  {
    id: 'search-open-second',
    site: '/search/',
    goal: 'Search for "kettle", open the second result and return its title and price',
    expect: { title: 'Whistling Stovetop Tea Kettle, 2.5 L', price: '$42.00' },
    aliases: { title: ['name'] },
  },
  {
    id: 'search-seller',
    site: '/search/',
    goal: 'look up teapot and tell me who sells the first result',
    expect: { seller: oneOf('Leaf & Co.', 'Sold by Leaf & Co.') },
    keys: ['sold_by'],
    match: 'subset',
  },
  {
    id: 'search-open-first-price',
    site: '/search/',
    goal: 'Search for knife, open the first result and get its price',
    expect: { price: '$79.99' },
    match: 'subset',
  },
  {
    id: 'search-sorted-desc',
    site: '/search/',
    goal: 'Search for "cast iron", sort by price from high to low and list the titles',
    expect: {
      titles: [
        'Enamelled Dutch Oven, 5.5 Qt',
        'Cast Iron Teapot with Infuser',
        'Pre-Seasoned Cast Iron Skillet, 12 inch',
      ],
    },
    keys: ['results', 'products', 'items'],
  },
  {
    id: 'search-refuse-no-results',
    site: '/search/',
    goal: 'Search for zebra and return the price of the first result',
    expect: refuse,
  },
  {
    id: 'search-refuse-wireless-mouse',
    site: '/search/',
    goal: "Search for 'wireless mouse' and return the first 3 results with price",
    expect: refuse,
  },

  // ---- form: Brightwave contact form (two steps; confirmation from server.ts formConfirmationPage)
  {
    id: 'form-submit-issue-wording',
    site: '/form/',
    goal: 'Fill the contact form with name Ada, email ada@example.com, message hello and submit; return the confirmation message',
    expect: { confirmation_message: 'Thank you, Ada! We received your message.' },
    keys: ['confirmation', 'confirmation_text', 'message'],
    derived: ['Thank you, Ada! We received your message.'],
  },
  {
    id: 'form-submit-polite-full',
    site: '/form/',
    goal: 'Please fill in the contact form: full name Grace Hopper, email grace@navy.example, subject Sales, message "Need a quote for 20 seats", tick the terms box, then submit it and return the confirmation text',
    expect: { confirmation: 'Thank you, Grace Hopper! We received your message.' },
    keys: ['confirmation_text', 'confirmation_message', 'message'],
    derived: ['Thank you, Grace Hopper! We received your message.'],
  },
  {
    id: 'form-validation-errors',
    site: '/form/',
    goal: 'Click Next without filling anything in and return the error messages',
    expect: { errors: ['Please enter your name', 'Please enter a valid email address'] },
    keys: ['error_messages', 'messages'],
  },
  {
    id: 'form-heading',
    site: '/form/',
    goal: "What's the main heading on this page?",
    expect: { heading: 'Contact us' },
    keys: ['main_heading', 'h1'],
  },
  {
    id: 'form-email',
    site: '/form/',
    goal: 'get the email address on the page',
    expect: { email: 'help@brightwave.example' },
    keys: ['email_address'],
    also: [{ emails: ['help@brightwave.example'] }],
  },
  {
    id: 'form-refuse-login',
    site: '/form/',
    goal: 'Log in to my Brightwave account with username ada and password hunter2',
    expect: refuse,
  },

  // ---- spa: Trailhead Outfitters (catalog.ts spaProducts, rendered late by app.js)
  {
    id: 'spa-first-3',
    site: '/spa/',
    goal: 'Extract the first 3 product names and prices',
    expect: {
      products: [
        { name: 'Summit 40L Hiking Backpack', price: '$129.00' },
        { name: 'Ridgeline Trekking Poles', price: '$59.95' },
        { name: 'Alpine Down Jacket', price: '$219.00' },
      ],
    },
    keys: PRODUCT_KEYS,
  },
  {
    id: 'spa-schema-numbers',
    site: '/spa/',
    goal: 'Get the first 4 products with name and price',
    expect: {
      products: [
        { name: 'Summit 40L Hiking Backpack', price: 129 },
        { name: 'Ridgeline Trekking Poles', price: 59.95 },
        { name: 'Alpine Down Jacket', price: 219 },
        { name: 'Trailblazer Waterproof Boots', price: 164.5 },
      ],
    },
    outputSchema: {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, price: { type: 'number' } },
            required: ['name', 'price'],
          },
        },
      },
      required: ['products'],
    },
  },
  {
    id: 'spa-total',
    site: '/spa/',
    goal: 'How many products does the store have in total?',
    expect: { total: num('24') },
    keys: ['total_products', 'count', 'product_count', 'number_of_products'],
  },
  {
    id: 'spa-load-all',
    site: '/spa/',
    goal: 'Keep clicking "Load more" until everything is loaded, then list the names of all products',
    expect: { products: SPA_NAMES },
    keys: NAME_KEYS,
  },
  {
    id: 'spa-detail-rating',
    site: '/spa/',
    goal: 'Open the Alpine Down Jacket and tell me its rating',
    expect: { rating: oneOf('Rated 3.7 out of 5', '3.7 out of 5', '3.7', 3.7) },
    match: 'subset',
  },
  {
    id: 'spa-about-heading',
    site: '/spa/',
    goal: 'Go to the About page and return its heading',
    expect: { heading: 'About Trailhead Outfitters' },
    keys: ['title', 'h1'],
  },
  {
    id: 'spa-sold-out',
    site: '/spa/',
    goal: 'Which of the first 8 products are sold out?',
    // spaProducts: inStock is false for i % 9 === 4, i.e. id 5 on the first page
    expect: { products: ['Basecamp 2-Person Tent'] },
    keys: ['sold_out', 'sold_out_products', 'items'],
  },
  {
    id: 'spa-refuse-missing-product',
    site: '/spa/',
    goal: 'what is the price of the Ultralight Kayak?',
    expect: refuse,
  },

  // ---- iframe: Wanderlust Weekly (same-origin newsletter frame, cross-origin offer frame)
  {
    id: 'iframe-headline',
    site: '/iframe/',
    goal: 'Get the headline of the article',
    expect: { headline: 'Lisbon in three days' },
    keys: ['title', 'heading'],
  },
  {
    id: 'iframe-author',
    site: '/iframe/',
    goal: 'Who wrote the article?',
    expect: { author: oneOf('Marta Oliveira', 'By Marta Oliveira') },
    match: 'subset',
  },
  {
    id: 'iframe-subscribe',
    site: '/iframe/',
    goal: 'Subscribe to the newsletter with traveler@example.com and return the status message',
    expect: { message: 'Subscribed!' },
    keys: ['status_message', 'status', 'confirmation', 'result', 'subscription_status'],
  },
  {
    id: 'iframe-accept-offer',
    site: '/iframe/',
    goal: 'Accept the partner offer and tell me what it shows afterwards',
    expect: { message: 'Offer accepted' },
    keys: ['status', 'result', 'confirmation', 'offer_status'],
  },
  {
    id: 'iframe-offer-code',
    site: '/iframe/',
    goal: 'What is the discount code in the partner offer?',
    expect: { code: 'LISBOA20' },
    keys: ['discount_code', 'promo_code', 'offer_code'],
  },
  {
    id: 'iframe-refuse-hotel',
    site: '/iframe/',
    goal: 'Book a hotel room in Lisbon for three nights',
    expect: refuse,
  },

  // ---- shadow: Nordhem (open shadow roots, one nested two deep)
  {
    id: 'shadow-products',
    site: '/shadow/',
    goal: 'List all products with their prices',
    expect: {
      products: unordered([
        { name: 'Tromsø Sofa Bed', price: '$1,199.00' },
        { name: 'Oslo Lounge Chair', price: '$349.00' },
        { name: 'Bergen Floor Lamp', price: '$129.00' },
        { name: 'Fjord Oak Dining Table', price: '$899.00' },
        { name: 'Lund Wool Throw', price: '$59.00' },
      ]),
    },
    keys: ['items'],
    match: 'subset',
  },
  {
    id: 'shadow-search',
    site: '/shadow/',
    goal: 'Search for lamp and list the matching products',
    expect: { products: ['Bergen Floor Lamp', 'Bergen Table Lamp'] },
    keys: ['results', 'matches', 'matching_products'],
  },
  {
    id: 'shadow-buy-basket',
    site: '/shadow/',
    goal: 'Click "Buy now" on the Lund Wool Throw, then return the basket count',
    expect: { basket: oneOf('Basket: 1 item', '1 item', 1, '1') },
    keys: ['basket_count', 'count', 'items'],
    // widgets.js: `Basket: ${basket} ${basket === 1 ? 'item' : 'items'}`
    derived: ['Basket: 1 item'],
  },
  {
    id: 'shadow-price',
    site: '/shadow/',
    goal: 'how much is the Oslo Lounge Chair',
    expect: { price: '$349.00' },
    match: 'subset',
  },
  {
    id: 'shadow-deal',
    site: '/shadow/',
    goal: 'What is the deal of the day? Give the product name and price',
    expect: { name: 'Tromsø Sofa Bed', price: '$1,199.00' },
    also: [
      { deal: { name: 'Tromsø Sofa Bed', price: '$1,199.00' } },
      { deal_of_the_day: { name: 'Tromsø Sofa Bed', price: '$1,199.00' } },
      { product: { name: 'Tromsø Sofa Bed', price: '$1,199.00' } },
    ],
    match: 'subset',
  },
  {
    id: 'shadow-refuse-no-price',
    site: '/shadow/',
    // in the search catalog of widgets.js, but no price anywhere
    goal: 'What is the price of the Malmö Bookshelf?',
    expect: refuse,
  },

  // ---- cookie: The Harbor City Herald (consent overlay)
  {
    id: 'cookie-headlines',
    site: '/cookie/',
    goal: 'List the headlines under "Latest news"',
    expect: {
      headlines: [
        'Harbor Bridge reopens after two years of repairs',
        'Council approves $2.4 billion budget with more money for parks',
        'Harbor City Tide win first championship in 31 years',
      ],
    },
    keys: ['latest_news', 'news', 'articles', 'titles'],
  },
  {
    id: 'cookie-accept-open-author',
    site: '/cookie/',
    goal: 'Accept the cookies, open the Sports story and tell me who wrote it',
    expect: { author: oneOf('Keisha Brown', 'By Keisha Brown') },
    match: 'subset',
  },
  {
    id: 'cookie-top-story-date',
    site: '/cookie/',
    goal: 'When was the top story published?',
    expect: { date: oneOf('May 14, 2024', '2024-05-14') },
    keys: ['published', 'published_at', 'publication_date', 'date_published'],
    match: 'subset',
  },
  {
    id: 'cookie-reject-title',
    site: '/cookie/',
    goal: 'reject all cookies then get the page title pls',
    expect: { title: 'The Harbor City Herald - Local news' },
    keys: ['page_title'],
  },
  {
    id: 'cookie-click-story',
    site: '/cookie/',
    goal: 'Click "Council approves $2.4 billion budget with more money for parks" and return the headline and author of the article',
    expect: {
      headline: 'Council approves $2.4 billion budget with more money for parks',
      author: oneOf('Luis Ortega', 'By Luis Ortega'),
    },
    aliases: { headline: ['title'] },
  },
  {
    id: 'cookie-refuse-subscribe',
    site: '/cookie/',
    goal: 'Subscribe me to the print edition and pay with my Visa card',
    expect: refuse,
  },

  // ---- tabs: Ledgerly (report opens in a new tab, help in a popup)
  {
    id: 'tabs-report-table',
    site: '/tabs/',
    goal: 'Open the report and get the table of quarterly revenue and profit',
    expect: {
      table: [
        { quarter: 'Q1 2024', revenue: '$1,240,000', profit: '$186,000' },
        { quarter: 'Q2 2024', revenue: '$1,385,000', profit: '$215,500' },
        { quarter: 'Q3 2024', revenue: '$1,512,000', profit: '$247,800' },
        { quarter: 'Q4 2024', revenue: '$1,698,000', profit: '$301,200' },
      ],
    },
    keys: [
      'quarters',
      'report',
      'quarterly_report',
      'rows',
      'revenue_and_profit',
      'quarterly_revenue_and_profit',
    ],
  },
  {
    id: 'tabs-q4-profit',
    site: '/tabs/',
    goal: 'Open the report. What was the profit in Q4 2024?',
    expect: { profit: '$301,200' },
    keys: ['q4_profit', 'q4_2024_profit'],
    match: 'subset',
  },
  {
    id: 'tabs-kpis',
    site: '/tabs/',
    goal: 'How many open invoices and how many overdue invoices are there?',
    expect: { open_invoices: num('37'), overdue_invoices: num('5') },
    aliases: { open_invoices: ['open'], overdue_invoices: ['overdue'] },
  },
  {
    id: 'tabs-signed-in',
    site: '/tabs/',
    goal: 'Who is signed in?',
    expect: { user: oneOf('Morgan Lee', 'Signed in as Morgan Lee') },
    keys: ['signed_in_as', 'signed_in_user', 'name', 'username'],
  },
  {
    id: 'tabs-help-popup',
    site: '/tabs/',
    goal: 'Open help in a new window and return the support email address',
    expect: { email: 'support@ledgerly.example' },
    keys: ['support_email', 'email_address'],
    also: [{ emails: ['support@ledgerly.example'] }],
  },
  {
    id: 'tabs-refuse-payment',
    site: '/tabs/',
    goal: 'Pay all overdue invoices with my credit card',
    expect: refuse,
  },
  {
    id: 'tabs-refuse-missing-year',
    site: '/tabs/report.html',
    goal: 'What was the revenue in Q1 2023?',
    expect: refuse,
  },

  // ---- table: Atlas Facts
  {
    id: 'table-cities',
    site: '/table/',
    goal: 'Get the table of the top 10 cities by population',
    expect: {
      cities: CITIES.map(([rank, city, country, population]) => ({
        rank: num(rank),
        city,
        country,
        population: num(population),
      })),
    },
    keys: ['table', 'rows', 'top_10_cities', 'top_cities'],
  },
  {
    id: 'table-headings',
    site: '/table/',
    goal: 'List all headings',
    expect: { headings: ['Largest cities of the world', 'Top 10 cities by population', 'Quick facts'] },
  },
  {
    id: 'table-population-question',
    site: '/table/',
    goal: 'What is the population of Cairo?',
    expect: { population: num('20,076,000') },
    keys: ['cairo_population'],
    match: 'subset',
  },
  {
    id: 'table-largest-city',
    site: '/table/',
    goal: 'Which city is the largest?',
    expect: { city: oneOf('Tokyo', 'Tokyo, Japan', 'Tokyo, Japan (37,468,000 people)') },
    keys: ['largest_city'],
    match: 'subset',
  },
  {
    id: 'table-filter-country',
    site: '/table/',
    goal: 'List the cities in India',
    expect: { cities: ['Delhi', 'Mumbai'] },
  },
  {
    id: 'table-combined',
    site: '/table/',
    goal: 'What is the combined population of the top 10?',
    expect: { combined_population: num('233,328,000') },
    keys: ['total_population', 'population'],
    match: 'subset',
  },
  {
    id: 'table-first-3-countries',
    site: '/table/',
    goal: 'give me the first three cities and their countries',
    expect: {
      cities: [
        { city: 'Tokyo', country: 'Japan' },
        { city: 'Delhi', country: 'India' },
        { city: 'Shanghai', country: 'China' },
      ],
    },
    aliases: { city: ['name'] },
    match: 'subset',
  },
  {
    id: 'table-refuse-missing-city',
    site: '/table/',
    goal: 'What is the population of London?',
    expect: refuse,
  },
  {
    id: 'table-refuse-missing-fact',
    site: '/table/',
    goal: "What's the area of Tokyo in square kilometres?",
    expect: refuse,
  },

  // ---- news: The Millbrook Dispatch
  {
    id: 'news-articles',
    site: '/news/',
    goal: 'Extract the title, author and date of every article',
    expect: { articles: NEWS },
    keys: ['stories', 'posts'],
    aliases: { title: ['headline'] },
  },
  {
    id: 'news-emails',
    site: '/news/',
    goal: 'Get the emails on the page',
    expect: {
      emails: unordered([
        'tips@millbrookdispatch.example',
        'editor@millbrookdispatch.example',
        'ads@millbrookdispatch.example',
      ]),
    },
    keys: ['email_addresses'],
  },
  {
    id: 'news-phone-numbers',
    site: '/news/',
    goal: 'List the phone numbers on the page',
    expect: {
      phone_numbers: unordered([
        oneOf('(503) 555-0142', '+15035550142'),
        oneOf('(503) 555-0199', '+15035550199'),
      ]),
    },
    keys: ['phones', 'phone'],
  },
  {
    id: 'news-contact-newsroom-phone',
    site: '/news/',
    goal: "Click 'Contact' and return the newsroom phone number",
    expect: { phone: oneOf('(503) 555-0142', '+15035550142') },
    keys: ['phone_number', 'newsroom_phone', 'newsroom_phone_number', 'newsroom'],
    also: [
      { phones: [oneOf('(503) 555-0142', '+15035550142')] },
      { phone_numbers: [oneOf('(503) 555-0142', '+15035550142')] },
    ],
  },
  {
    id: 'news-open-second',
    site: '/news/',
    goal: 'Open the second article and return its headline and author',
    expect: { headline: 'Survey: most open-source maintainers are unpaid', author: 'Rahul Mehta' },
    aliases: { headline: ['title'] },
  },
  {
    id: 'news-by-author',
    site: '/news/',
    goal: 'Which articles did Amelia Hart write?',
    expect: { articles: ['New solar farm now powers 10,000 homes', 'City libraries abolish late fees'] },
    keys: ['titles', 'headlines', 'stories'],
  },
  {
    id: 'news-most-read',
    site: '/news/',
    goal: 'What are the most read stories this week?',
    expect: {
      stories: [
        'City libraries abolish late fees',
        'New solar farm now powers 10,000 homes',
        'First electric buses arrive on Route 7',
      ],
    },
    keys: ['most_read', 'most_read_stories', 'articles', 'titles', 'headlines'],
  },
  {
    id: 'news-refuse-weather',
    site: '/news/',
    goal: 'What will the weather be in Millbrook tomorrow?',
    expect: refuse,
  },
  {
    id: 'news-refuse-comment',
    site: '/news/',
    goal: 'Post a comment on the solar farm story saying "great news"',
    expect: refuse,
  },
  // ---- sections, clicks inside items, "load more", messages after a click (second batch, written
  // before the planner was run on them)
  {
    id: 'news-most-read-section',
    site: '/news/',
    goal: 'List the stories in the most read section',
    expect: {
      stories: [
        'City libraries abolish late fees',
        'New solar farm now powers 10,000 homes',
        'First electric buses arrive on Route 7',
      ],
    },
    keys: ['most_read', 'articles', 'titles', 'headlines'],
  },
  {
    id: 'news-refuse-sports-section',
    site: '/news/',
    // the page has no sports section (Energy, Tech, ... are tags, not sections)
    goal: 'List the stories in the sports section',
    expect: refuse,
  },
  {
    id: 'cookie-latest-box',
    site: '/cookie/',
    goal: 'Which headlines are in the "Latest news" box?',
    expect: {
      headlines: [
        'Harbor Bridge reopens after two years of repairs',
        'Council approves $2.4 billion budget with more money for parks',
        'Harbor City Tide win first championship in 31 years',
      ],
    },
    keys: ['latest_news', 'news', 'articles', 'titles'],
  },
  {
    id: 'spa-load-all-names',
    site: '/spa/',
    goal: 'Load all products, then list their names',
    expect: { products: SPA_NAMES },
    keys: NAME_KEYS,
  },
  {
    id: 'shadow-buy-oslo-status',
    site: '/shadow/',
    goal: "Press 'Buy now' for the Oslo Lounge Chair and then tell me the basket status",
    expect: { basket: oneOf('Basket: 1 item', '1 item', 1, '1') },
    keys: ['basket_status', 'status'],
    derived: ['Basket: 1 item'],
  },
  {
    id: 'shadow-refuse-buy-missing',
    site: '/shadow/',
    goal: 'Click "Buy now" on the Stockholm Sofa, then return the basket count',
    expect: refuse,
  },
  {
    id: 'iframe-decline-offer',
    site: '/iframe/',
    goal: 'Decline the partner offer and tell me what the page says',
    expect: { message: 'Offer declined' },
    keys: ['status', 'result', 'confirmation', 'offer_status'],
  },
  {
    id: 'form-empty-next-errors',
    site: '/form/',
    goal: 'Press Next with the form empty and list the validation errors',
    expect: { errors: ['Please enter your name', 'Please enter a valid email address'] },
    keys: ['error_messages', 'messages', 'validation_errors'],
  },
  {
    id: 'table-first-5-population',
    site: '/table/',
    goal: 'Show me the first 5 cities with their population',
    expect: {
      cities: CITIES.slice(0, 5).map(([, city, , population]) => ({ city, population: num(population) })),
    },
    aliases: { city: ['name'] },
    match: 'subset',
  },
  {
    id: 'cookie-refuse-weather-date',
    site: '/cookie/',
    goal: 'When was the weather report published?',
    expect: refuse,
  },

  // ---- third batch: written without reading the planner
  {
    id: 'shop-nav-cheapest-phone',
    site: '/shop/',
    goal: 'Head over to Phones and find me the cheapest one - name and price please',
    expect: { name: 'Motif G Power', price: '$199.99' },
    also: [
      { cheapest_phone: { name: 'Motif G Power', price: '$199.99' } },
      { phone: { name: 'Motif G Power', price: '$199.99' } },
      { product: { name: 'Motif G Power', price: '$199.99' } },
      { cheapest: { name: 'Motif G Power', price: '$199.99' } },
    ],
    match: 'subset',
  },
  {
    id: 'shop-sale-laptops-all-pages',
    site: '/shop/laptops.html',
    goal: 'Which laptops are on sale right now? Go through all the pages and give me each one with its old and new price.',
    // laptops-2.html and laptops-3.html: the only cards with a <del> old price
    expect: {
      laptops: [
        { name: 'Aerolite 13 Everyday', old_price: '$849.00', new_price: '$749.00' },
        { name: 'Aerolite 16 Studio', old_price: '$2,199.00', new_price: '$1,999.00' },
      ],
    },
    keys: ['products', 'items', 'on_sale', 'laptops_on_sale', 'sale_laptops', 'sale_items'],
    aliases: {
      old_price: ['was', 'was_price', 'original_price', 'regular_price', 'previous_price'],
      new_price: ['price', 'sale_price', 'current_price'],
    },
    match: 'subset',
  },
  {
    id: 'search-knives-sellers',
    site: '/search/',
    goal: 'Search for knives and list each result with its title, price and seller',
    // catalog.ts: "knives" matches the three Knives listings, in relevance order
    expect: {
      results: [
        {
          title: "8-inch Chef's Knife, German Steel",
          price: '$79.99',
          seller: oneOf('Edgeworks', 'Sold by Edgeworks'),
        },
        {
          title: 'Knife Block Set, 7 Pieces',
          price: '$189.00',
          seller: oneOf('Edgeworks', 'Sold by Edgeworks'),
        },
        {
          title: 'Whetstone Knife Sharpener 1000/6000',
          price: '$32.99',
          seller: oneOf('Edgeworks', 'Sold by Edgeworks'),
        },
      ],
    },
    keys: ['products', 'items', 'knives', 'search_results'],
    aliases: { title: ['name'], seller: ['sold_by', 'vendor'] },
    match: 'subset',
  },
  {
    id: 'search-refuse-checkout',
    site: '/search/',
    goal: 'Find a French press, put it in my basket and check out with my saved card',
    expect: refuse,
  },
  {
    id: 'form-support-request-submit',
    site: '/form/',
    goal: 'Could you send a support request through the contact form? Name: Linus Park, email linus.park@example.org, subject Support, message "My invoice shows the wrong amount". Accept the terms, submit it and let me know what the confirmation says.',
    expect: { confirmation: 'Thank you, Linus Park! We received your message.' },
    keys: ['confirmation_message', 'confirmation_text', 'message', 'thanks', 'status_message'],
    match: 'subset',
    // server.ts formConfirmationPage with name "Linus Park"
    derived: ['Thank you, Linus Park! We received your message.'],
  },
  {
    id: 'form-step-two-errors',
    site: '/form/',
    goal: 'Enter the name Bo Svensson and the email bo@example.com, go to the next step, then hit Submit without filling in anything else. What errors show up?',
    // form.js validateStep2: subject, message and terms all fail
    expect: {
      errors: unordered(['Please choose a subject', 'Please enter a message', 'You must agree to the terms']),
    },
    keys: ['error_messages', 'messages', 'validation_errors'],
  },
  {
    id: 'news-stories-author-link',
    site: '/news/',
    goal: 'can you pull every story on the front page with its headline, author and link?',
    expect: {
      // news/index.html: each h2 links to /news/<article id>.html
      stories: [
        'solar-farm-powers-10000-homes',
        'open-source-maintainers-survey',
        'river-cleanup-record',
        'library-late-fees-abolished',
        'electric-buses-arrive',
        'startup-weekend-winners',
      ].map((slug, i) => ({
        headline: NEWS[i]!.title,
        author: NEWS[i]!.author,
        link: url(`/news/${slug}.html`),
      })),
    },
    keys: ['articles', 'posts', 'headlines', 'front_page_stories'],
    aliases: { headline: ['title', 'name'], link: ['url', 'href'] },
    match: 'subset',
  },
  {
    id: 'news-editor-email',
    site: '/news/',
    goal: "What's the email address for the editor?",
    expect: { email: 'editor@millbrookdispatch.example' },
    keys: ['editor_email', 'email_address', 'editor', 'editor_email_address'],
    also: [{ emails: ['editor@millbrookdispatch.example'] }],
    match: 'subset',
  },
  {
    id: 'news-river-story-byline',
    site: '/news/',
    goal: 'Open the article about the river cleanup. Who wrote it, and on what date was it published?',
    expect: {
      author: oneOf('Sofia Lindqvist', 'by Sofia Lindqvist'),
      date: oneOf('May 21, 2024', '2024-05-21'),
    },
    aliases: {
      date: ['published', 'published_at', 'published_on', 'publication_date', 'date_published'],
    },
    match: 'subset',
  },
  {
    id: 'news-refuse-read-count',
    site: '/news/',
    goal: 'How many people have read the solar farm story so far?',
    expect: refuse,
  },
  {
    id: 'cookie-decline-politics-byline',
    site: '/cookie/',
    goal: "I don't want any cookies, so decline them, then open the Politics section and tell me who wrote the story there and when it was published",
    // council-approves-budget.html byline
    expect: {
      author: oneOf('Luis Ortega', 'By Luis Ortega'),
      date: oneOf('May 13, 2024', '2024-05-13'),
    },
    aliases: {
      date: ['published', 'published_at', 'published_on', 'publication_date', 'date_published'],
    },
    match: 'subset',
  },
  {
    id: 'iframe-newsletter-invalid-email',
    site: '/iframe/',
    goal: "Try signing up for the newsletter with the address 'lisbon-lover' and tell me what message comes back",
    // newsletter.html: the address fails the email pattern
    expect: { message: 'Please enter a valid email address' },
    keys: ['error', 'error_message', 'status', 'status_message', 'result', 'response'],
  },
  {
    id: 'shadow-deal-old-price',
    site: '/shadow/',
    goal: 'The sofa bed in the deal of the day: what did it cost before the discount?',
    // widgets.js DealBanner: the nested product-widget has was="$1,399.00"
    expect: { old_price: '$1,399.00' },
    keys: ['was', 'was_price', 'original_price', 'regular_price', 'previous_price', 'price_before_discount'],
    match: 'subset',
  },
  {
    id: 'spa-first-12-price-rating',
    site: '/spa/',
    goal: 'Show me the first 12 products with their price and rating',
    // catalog.ts spaProducts 1-12 (8 on load, 4 more after "Load more"), shown with app.js money()
    expect: {
      products: (
        [
          ['Summit 40L Hiking Backpack', '$129.00', '3.6'],
          ['Ridgeline Trekking Poles', '$59.95', '4.3'],
          ['Alpine Down Jacket', '$219.00', '3.7'],
          ['Trailblazer Waterproof Boots', '$164.50', '4.4'],
          ['Basecamp 2-Person Tent', '$249.00', '3.8'],
          ['Nightfall 20°F Sleeping Bag', '$139.00', '4.5'],
          ['Featherlite Camping Stove', '$44.99', '3.9'],
          ['Insulated Water Bottle, 1 L', '$29.95', '4.6'],
          ['Headlamp 400 Lumen', '$34.00', '4.0'],
          ['Merino Wool Hiking Socks, 3 Pack', '$38.00', '4.7'],
          ['Compact First Aid Kit', '$24.50', '4.1'],
          ['Self-Inflating Sleeping Pad', '$89.00', '4.8'],
        ] as const
      ).map(([name, price, rating]) => ({
        name,
        price: oneOf(price, Number(price.slice(1))),
        rating: oneOf(`Rated ${rating} out of 5`, `${rating} out of 5`, rating, Number(rating)),
      })),
    },
    keys: ['items', 'gear'],
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'spa-refuse-write-review',
    site: '/spa/',
    goal: 'Leave a 5-star review on the Alpine Down Jacket saying it kept me warm',
    expect: refuse,
  },
  {
    id: 'tabs-report-full-year',
    site: '/tabs/',
    goal: 'Open the quarterly report and tell me the full-year revenue and profit.',
    expect: {
      revenue: oneOf('$5,835,000', 5835000),
      profit: oneOf('$950,500', 950500),
    },
    aliases: {
      revenue: ['full_year_revenue', 'total_revenue', 'annual_revenue', 'revenue_2024'],
      profit: ['full_year_profit', 'total_profit', 'annual_profit', 'profit_2024'],
    },
    match: 'subset',
  },
  {
    id: 'table-refuse-email-table',
    site: '/table/',
    goal: 'Email this cities table to my boss at boss@example.com',
    expect: refuse,
  },

  // ---- fourth batch (held out): written without reading the planner, not tuned against
  {
    id: 'shop-accessories-ratings',
    site: '/shop/accessories.html',
    goal: 'show me the first 4 accessories and their ratings',
    // accessories.html: rating-text of the first four cards
    expect: {
      accessories: (
        [
          ['ClickPro Wireless Mouse', '4.6'],
          ['TypeMaster Mechanical Keyboard', '4.7'],
          ['HubMax USB-C 7-in-1 Adapter', '4.3'],
          ['NoiseHush ANC Headphones', '4.5'],
        ] as const
      ).map(([name, rating]) => ({
        name,
        rating: oneOf(`${rating} out of 5`, rating, Number(rating)),
      })),
    },
    keys: PRODUCT_KEYS,
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'shop-laptops-out-of-stock-two-pages',
    site: '/shop/laptops.html',
    goal: 'Look through the first 2 pages of laptops. Which ones are out of stock?',
    // laptops-2.html: the only disabled "Out of stock" button on pages 1 and 2
    expect: { laptops: ['Vantage 14 Slim'] },
    keys: ['out_of_stock', 'out_of_stock_laptops', 'products', 'items'],
    also: [{ name: 'Vantage 14 Slim' }, { laptop: 'Vantage 14 Slim' }],
  },
  {
    id: 'shop-kite-storage-warranty',
    site: '/shop/phones.html',
    goal: 'Open the Kite One Plus 12 and tell me how much storage it has and what warranty comes with it',
    // products/kite-one-plus-12.html specs table
    expect: { storage: '128 GB', warranty: '1 year limited' },
    match: 'subset',
  },
  {
    id: 'search-air-fryer-link',
    site: '/search/',
    goal: 'search air fryer, then give me the title, price and link of the result',
    // catalog.ts: only "air-fryer" has both words
    expect: {
      results: [{ title: 'Digital Air Fryer, 5.8 Qt', price: '$89.99', link: url('/search/item/air-fryer') }],
    },
    keys: [...PRODUCT_KEYS, 'search_results'],
    aliases: { title: ['name'], link: ['url', 'href'] },
    also: [
      { title: 'Digital Air Fryer, 5.8 Qt', price: '$89.99', link: url('/search/item/air-fryer') },
      {
        result: { title: 'Digital Air Fryer, 5.8 Qt', price: '$89.99', link: url('/search/item/air-fryer') },
      },
    ],
    match: 'subset',
  },
  {
    id: 'search-cookware-cheapest',
    site: '/search/',
    goal: "What's the cheapest cookware you can find? Search for cookware and give me its name and price.",
    // catalog.ts category Cookware: skillet $39.99, pan set $69.99, Dutch oven $119.00
    expect: { name: 'Pre-Seasoned Cast Iron Skillet, 12 inch', price: '$39.99' },
    aliases: { name: ['title'] },
    also: [
      { cheapest: { name: 'Pre-Seasoned Cast Iron Skillet, 12 inch', price: '$39.99' } },
      { product: { name: 'Pre-Seasoned Cast Iron Skillet, 12 inch', price: '$39.99' } },
      { result: { name: 'Pre-Seasoned Cast Iron Skillet, 12 inch', price: '$39.99' } },
      { results: [{ name: 'Pre-Seasoned Cast Iron Skillet, 12 inch', price: '$39.99' }] },
    ],
    match: 'subset',
  },
  {
    id: 'form-postal-address',
    site: '/form/',
    goal: "What's Brightwave's postal address?",
    // form/index.html footer
    expect: { address: '42 Harbour Street, Bristol' },
    keys: ['postal_address', 'street_address', 'mailing_address'],
    match: 'subset',
  },
  {
    id: 'form-bad-email-error',
    site: '/form/',
    goal: 'Type Kim Lee as the name and kim.lee@example as the email, click Next and tell me what error appears',
    // form.js: the address has no dot after the @, so only the email check fails
    expect: { error: 'Please enter a valid email address' },
    keys: ['error_message', 'message', 'validation_error'],
    also: [
      { errors: ['Please enter a valid email address'] },
      { error_messages: ['Please enter a valid email address'] },
      { validation_errors: ['Please enter a valid email address'] },
    ],
  },
  {
    id: 'spa-first-8-categories',
    site: '/spa/',
    goal: 'List the first 8 products along with their category',
    // catalog.ts spaNames 1-8, category shown on each card by app.js
    expect: {
      products: (
        [
          ['Summit 40L Hiking Backpack', 'Packs'],
          ['Ridgeline Trekking Poles', 'Hiking'],
          ['Alpine Down Jacket', 'Clothing'],
          ['Trailblazer Waterproof Boots', 'Footwear'],
          ['Basecamp 2-Person Tent', 'Camping'],
          ['Nightfall 20°F Sleeping Bag', 'Camping'],
          ['Featherlite Camping Stove', 'Camping'],
          ['Insulated Water Bottle, 1 L', 'Hiking'],
        ] as const
      ).map(([name, category]) => ({ name, category })),
    },
    keys: ['items', 'gear'],
    aliases: { name: ['title'] },
    match: 'subset',
  },
  {
    id: 'spa-about-founded-year',
    site: '/spa/',
    goal: 'Open the About page - what year was Trailhead Outfitters founded?',
    // app.js renderAbout: "Founded in Boulder, Colorado in 2016."
    expect: { year: num('2016') },
    keys: ['founded', 'founded_in', 'year_founded', 'founding_year', 'founded_year'],
    match: 'subset',
  },
  {
    id: 'iframe-newsletter-readers',
    site: '/iframe/',
    goal: 'how many readers does the newsletter have',
    // newsletter.html (same-origin frame): "Join 48,000 readers."
    expect: { readers: num('48,000') },
    keys: ['reader_count', 'readers_count', 'number_of_readers', 'subscribers', 'count'],
    match: 'subset',
  },
  {
    id: 'shadow-add-two-basket',
    site: '/shadow/',
    goal: 'Add the Bergen Floor Lamp and the Lund Wool Throw to my basket, then tell me what the basket shows',
    expect: { basket: oneOf('Basket: 2 items', '2 items', 2, '2') },
    keys: ['basket_count', 'basket_status', 'status', 'count', 'items'],
    // widgets.js: two basket-add events, `Basket: ${basket} items`
    derived: ['Basket: 2 items'],
  },
  {
    id: 'cookie-bridge-cost',
    site: '/cookie/',
    goal: 'Accept the cookie banner, open the top story and tell me how much the bridge repairs cost',
    // harbor-bridge-reopens.html: "The project came in at $182 million"
    expect: { cost: oneOf('$182 million', 182000000) },
    keys: ['project_cost', 'repair_cost', 'repairs_cost', 'total_cost', 'amount'],
    match: 'subset',
  },
  {
    id: 'tabs-revenue-by-quarter',
    site: '/tabs/',
    goal: 'Open the report, then give me the revenue for each quarter',
    expect: {
      quarters: (
        [
          ['Q1 2024', '$1,240,000'],
          ['Q2 2024', '$1,385,000'],
          ['Q3 2024', '$1,512,000'],
          ['Q4 2024', '$1,698,000'],
        ] as const
      ).map(([quarter, revenue]) => ({
        quarter,
        revenue: oneOf(revenue, Number(revenue.replace(/[$,]/g, ''))),
      })),
    },
    keys: ['revenue', 'revenues', 'quarterly_revenue', 'revenue_by_quarter', 'rows', 'table', 'report'],
    match: 'subset',
  },
  {
    id: 'table-chinese-cities',
    site: '/table/',
    goal: 'which chinese cities are in the table, and what are their populations?',
    expect: {
      cities: unordered([
        { city: 'Shanghai', population: num('25,582,000') },
        { city: 'Beijing', population: num('19,618,000') },
      ]),
    },
    keys: ['chinese_cities', 'cities_in_china', 'rows'],
    aliases: { city: ['name'] },
    match: 'subset',
  },
  {
    id: 'news-technology-stories',
    site: '/news/',
    goal: 'Which stories are tagged Technology? Give me the headline and date of each.',
    expect: {
      stories: [
        {
          headline: 'Survey: most open-source maintainers are unpaid',
          date: oneOf('May 28, 2024', '2024-05-28'),
        },
        {
          headline: 'Startup Weekend winners build an app for food banks',
          date: oneOf('April 30, 2024', '2024-04-30'),
        },
      ],
    },
    keys: ['articles', 'posts', 'technology_stories', 'tech_stories', 'technology'],
    aliases: {
      headline: ['title'],
      date: ['published', 'published_at', 'published_on', 'publication_date', 'date_published'],
    },
    match: 'subset',
  },
  {
    id: 'shop-refuse-paypal',
    site: '/shop/accessories.html',
    goal: 'Buy the ClickPro Wireless Mouse and pay for it with my PayPal account',
    expect: refuse,
  },
  {
    id: 'search-refuse-grinder-rating',
    site: '/search/',
    // the search site shows no ratings, neither in results nor on item pages
    goal: 'Search for coffee grinder and tell me its star rating',
    expect: refuse,
  },
  {
    id: 'tabs-refuse-delete-overdue',
    site: '/tabs/',
    goal: 'Delete the overdue invoices from Ledgerly',
    expect: refuse,
  },
  {
    id: 'table-refuse-tokyo-1950',
    site: '/table/',
    // the table has 2018 estimates only
    goal: 'What was the population of Tokyo in 1950?',
    expect: refuse,
  },
  {
    id: 'news-refuse-subscriber-login',
    site: '/news/',
    goal: 'Sign in to my Millbrook Dispatch subscriber account and show me my saved articles',
    expect: refuse,
  },
]
