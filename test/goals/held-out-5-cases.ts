/**
 * A fifth set of everyday goals, held out for one unbiased measurement: written from the fixture
 * sites (test/fixtures) without reading the planner, its tests' results or the repository history.
 * Same matching rules as cases.ts; every expected value was read off the fixture files (quoted in
 * the comment above each case), values computed by a page or the server are listed in `derived`.
 * First run, after the planner was developed against the fourth set: 9 of 30 correct (the 6
 * refusals and 3 of the 24 tasks), 1 wrong (the links of the whole page for those of its section
 * menu), 20 refused. The planner was then developed against them, so they count with the
 * developed cases now.
 */
import { type Expected, type GoalCase, num, oneOf, type Refusal, unordered, url } from './cases'

const refuse: Refusal = { refuse: true }

/** A price as shown ("$1,299.99") or as a plain number (1299.99). */
const usd = (text: string) => oneOf(text, Number(text.replace(/[$,]/g, '')))

/** A rating as a bare figure, as the shop shows it ("4.7 out of 5"), as the SPA shows it, or as a number. */
const stars = (figure: string) =>
  oneOf(figure, `${figure} out of 5`, `Rated ${figure} out of 5`, Number(figure))

/** The same object nested under each of `keys`, for answers that wrap a single item. */
const nestedUnder = (keys: string[], value: { [key: string]: Expected }) =>
  keys.map((key) => ({ [key]: value }))

/** The same list under each of `keys`. */
const linkLists = (keys: string[], links: Expected[]) => keys.map((key) => ({ [key]: links }))

export const heldOut5Cases: GoalCase[] = [
  // ---- shop (Voltline Electronics)

  // accessories.html, first three cards in page order:
  // <a href="/shop/products/clickpro-wireless-mouse.html">ClickPro Wireless Mouse</a> "$49.99",
  // <a href="/shop/products/typemaster-mechanical-keyboard.html">TypeMaster Mechanical Keyboard</a> "$129.00",
  // <a href="/shop/products/hubmax-usb-c-7-in-1-adapter.html">HubMax USB-C 7-in-1 Adapter</a> "$59.95".
  {
    id: 'held5-shop-first-accessories-with-links',
    site: '/shop/',
    goal: 'Go to Accessories and get the first three products with their name, price and link',
    expect: {
      products: [
        {
          name: 'ClickPro Wireless Mouse',
          price: usd('$49.99'),
          link: url('/shop/products/clickpro-wireless-mouse.html'),
        },
        {
          name: 'TypeMaster Mechanical Keyboard',
          price: usd('$129.00'),
          link: url('/shop/products/typemaster-mechanical-keyboard.html'),
        },
        {
          name: 'HubMax USB-C 7-in-1 Adapter',
          price: usd('$59.95'),
          link: url('/shop/products/hubmax-usb-c-7-in-1-adapter.html'),
        },
      ],
    },
    keys: ['accessories', 'items', 'results'],
    aliases: { link: ['url', 'href'], name: ['title'] },
    match: 'subset',
  },

  // phones.html ratings: Pixelle 8 Pro 4.6, Pixelle 8a 4.4, Nimbus S24 Ultra 4.7, Nimbus A55 4.2,
  // Halo Phone 15 4.5, Halo Phone 15 Mini 4.3, Kite One Plus 12 4.4, Ember Rugged X 4.0, Motif G Power 3.8.
  // The only 4.7: "Nimbus S24 Ultra", "4.7 out of 5", "$1,299.99".
  {
    id: 'held5-shop-top-rated-phone',
    site: '/shop/',
    goal: "Out of all the phones, which one do customers rate highest? I'd like its name, rating and price.",
    expect: { name: 'Nimbus S24 Ultra', rating: stars('4.7'), price: usd('$1,299.99') },
    aliases: { name: ['phone', 'product', 'title'] },
    match: 'subset',
    also: nestedUnder(
      ['phone', 'product', 'result', 'best_rated_phone', 'highest_rated_phone', 'top_rated_phone'],
      { name: 'Nimbus S24 Ultra', rating: stars('4.7'), price: usd('$1,299.99') },
    ),
  },

  // laptops.html, laptops-2.html, laptops-3.html: the laptops priced under $700 are
  // "Pathfinder Chromebook 14" $349.99 (page 1), "Lumen 15 Student" $579.00 (page 2),
  // "Pathfinder Chromebook Plus" $499.00, "Kestrel E16 Essential" $699.00, "Nimbus Netbook 11" $279.00
  // (page 3). (Aerolite 13 Everyday is on sale at $749.00, not under $700.)
  {
    id: 'held5-shop-laptops-under-700-all-pages',
    site: '/shop/',
    goal: 'my budget is $700 - look through every page of laptops and list all the ones that cost less than that, with prices',
    expect: {
      laptops: unordered([
        { name: 'Pathfinder Chromebook 14', price: usd('$349.99') },
        { name: 'Lumen 15 Student', price: usd('$579.00') },
        { name: 'Pathfinder Chromebook Plus', price: usd('$499.00') },
        { name: 'Kestrel E16 Essential', price: usd('$699.00') },
        { name: 'Nimbus Netbook 11', price: usd('$279.00') },
      ]),
    },
    keys: ['items', 'results', 'products', 'matches'],
    aliases: { name: ['title'] },
    match: 'subset',
  },

  // ---- search (Hearth & Home)

  // catalog.ts: "stainless" matches (title, snippet, category or seller) Conical Burr Coffee Grinder
  // $89.99, Handheld Milk Frother $12.99 ("a stainless stand"), Cast Iron Teapot with Infuser $58.00,
  // Tilt-Head Stand Mixer, 5 Qt $279.00, 4-Slice Stainless Steel Toaster $54.99. Under $60: the frother,
  // the teapot and the toaster.
  {
    id: 'held5-search-stainless-under-60',
    site: '/search/',
    goal: 'Search for "stainless" and show me only the results under $60, with title and price',
    expect: {
      results: unordered([
        { title: 'Handheld Milk Frother', price: usd('$12.99') },
        { title: 'Cast Iron Teapot with Infuser', price: usd('$58.00') },
        { title: '4-Slice Stainless Steel Toaster', price: usd('$54.99') },
      ]),
    },
    keys: ['items', 'products', 'matches'],
    aliases: { title: ['name', 'product'] },
    match: 'subset',
  },

  // catalog.ts, kitchen-scale: "Digital Kitchen Scale with Timer", snippet "Weighs up to 5 kg in 0.1 g
  // steps. Handy for baking and pour-over coffee."
  {
    id: 'held5-search-kitchen-scale-capacity',
    site: '/search/',
    goal: "What's the heaviest thing the digital kitchen scale can weigh? Search for it and find out.",
    expect: { max_weight: oneOf('5 kg', 'up to 5 kg', 'Up to 5 kg', '5kg', 5) },
    keys: [
      'maximum_weight',
      'max_weight_kg',
      'capacity',
      'max_capacity',
      'maximum_capacity',
      'max_load',
      'weight',
      'answer',
    ],
    match: 'subset',
  },

  // catalog.ts, espresso-machine: title, snippet "15 bar pump, 1.2 L removable tank and a steam wand for
  // lattes and cappuccinos at home.", price and seller only; no warranty anywhere on the search site.
  {
    id: 'held5-search-espresso-warranty',
    site: '/search/',
    goal: 'Look up the espresso machine and tell me how long its warranty lasts',
    expect: refuse,
  },

  // ---- form (Brightwave contact form)

  // form.js: step 1 needs a name and an email, step 2 a subject, a message and the terms box; the server
  // (server.ts, formConfirmationPage) answers "Thank you, ${name}! We received your message."
  {
    id: 'held5-form-internship-question',
    site: '/form/',
    goal: "Hi! Please get in touch with Brightwave for me. I'm Aiko Mori (aiko.mori@example.jp); the subject is Other and the message is 'Are you hiring interns this summer?'. Agree to the terms, send it, and tell me what the confirmation says.",
    expect: { confirmation: 'Thank you, Aiko Mori! We received your message.' },
    keys: [
      'confirmation_message',
      'confirmation_text',
      'message',
      'text',
      'result',
      'response',
      'status_message',
    ],
    match: 'subset',
    derived: ['Thank you, Aiko Mori! We received your message.'],
  },

  // form.js, validateStep1: an empty name gives "Please enter your name"; "zoe.k@example.com" passes
  // the email check, so that is the only error.
  {
    id: 'held5-form-missing-name',
    site: '/form/',
    goal: 'Leave the name blank, put zoe.k@example.com as the email address and press Next. What does the form complain about?',
    expect: { error: 'Please enter your name' },
    keys: ['error_message', 'validation_error', 'validation_message', 'message', 'errors'],
    match: 'subset',
    also: [
      { errors: ['Please enter your name'] },
      { error_messages: ['Please enter your name'] },
      { validation_errors: ['Please enter your name'] },
      { messages: ['Please enter your name'] },
    ],
  },

  // form/index.html: a contact form only (name, email, subject, message, terms); no booking or calendar.
  {
    id: 'held5-form-book-sales-call',
    site: '/form/',
    goal: 'Book me a call with the Brightwave sales team for Thursday at 3 pm',
    expect: refuse,
  },

  // ---- spa (Trailhead Outfitters)

  // catalog.ts spaNames, category "Packs": "Summit 40L Hiking Backpack" 129 (product 1),
  // "Dry Bag Set, 3 Sizes" 32 (product 17), "Daypack 22L" 74 (product 19); app.js shows them as
  // $129.00, $32.00, $74.00. Products 17 and 19 only appear after pressing "Load more" twice.
  {
    id: 'held5-spa-packs-category',
    site: '/spa/',
    goal: 'Load the whole catalogue and then list everything in the Packs category with its price',
    expect: {
      products: unordered([
        { name: 'Summit 40L Hiking Backpack', price: usd('$129.00') },
        { name: 'Dry Bag Set, 3 Sizes', price: usd('$32.00') },
        { name: 'Daypack 22L', price: usd('$74.00') },
      ]),
    },
    keys: ['packs', 'items', 'results'],
    aliases: { name: ['title'] },
    match: 'subset',
  },

  // catalog.ts ratings of products 1-8 (the first page): 3.6, 4.3, 3.7, 4.4, 3.8, 4.5, 3.9, 4.6; rated
  // 4.5 or more: "Nightfall 20°F Sleeping Bag" ("Rated 4.5 out of 5") and "Insulated Water Bottle, 1 L"
  // ("Rated 4.6 out of 5").
  {
    id: 'held5-spa-well-rated-first-page',
    site: '/spa/',
    goal: 'Among the products shown when the page first loads, which are rated 4.5 or above? Give me their ratings too.',
    expect: {
      products: unordered([
        { name: 'Nightfall 20°F Sleeping Bag', rating: stars('4.5') },
        { name: 'Insulated Water Bottle, 1 L', rating: stars('4.6') },
      ]),
    },
    keys: ['items', 'results', 'matches'],
    aliases: { name: ['title'] },
    match: 'subset',
  },

  // A recommendation is a judgement call, not something to read off the page.
  {
    id: 'held5-spa-recommend-gear-list',
    site: '/spa/',
    goal: 'Can you put together the ideal gear list for my first overnight camping trip?',
    expect: refuse,
  },

  // ---- iframe (Wanderlust Weekly)

  // iframe/index.html: "On day two, take the train to Belém for the monastery, the tower and — of
  // course — a warm pastel de nata dusted with cinnamon."
  {
    id: 'held5-iframe-belem-pastry',
    site: '/iframe/',
    goal: 'According to the Lisbon article, what pastry should I try in Belém?',
    expect: {
      pastry: oneOf(
        'pastel de nata',
        'Pastel de nata',
        'a warm pastel de nata',
        'a warm pastel de nata dusted with cinnamon',
        'pastel de nata dusted with cinnamon',
      ),
    },
    keys: ['answer', 'food', 'treat', 'dish', 'recommendation', 'snack'],
    match: 'subset',
  },

  // newsletter.html (same-origin frame): a valid address shows "Subscribed!"; iframe/index.html:
  // <h1>Lisbon in three days</h1>, <title>Lisbon in three days - Wanderlust Weekly</title>.
  {
    id: 'held5-iframe-subscribe-and-article-title',
    site: '/iframe/',
    goal: 'Sign ana.costa@example.com up for the newsletter, then tell me the message it shows and the title of the article on this page',
    expect: {
      message: 'Subscribed!',
      title: oneOf('Lisbon in three days', 'Lisbon in three days - Wanderlust Weekly'),
    },
    aliases: {
      message: [
        'status',
        'status_message',
        'signup_message',
        'newsletter_status',
        'newsletter_message',
        'newsletter',
        'subscription_status',
        'subscription_message',
      ],
      title: ['article_title', 'headline', 'article', 'article_headline', 'page_title'],
    },
    match: 'subset',
  },

  // iframe/index.html: <nav aria-label="Sections"><a href="/iframe/">Europe</a><a href="/iframe/">Asia</a>
  // <a href="/iframe/">City breaks</a></nav> (names asked for; links may come along)
  {
    id: 'held5-iframe-section-menu',
    site: '/iframe/',
    goal: 'which sections are in the Wanderlust Weekly menu at the top?',
    expect: { sections: [{ name: 'Europe' }, { name: 'Asia' }, { name: 'City breaks' }] },
    keys: ['links', 'section_links', 'menu', 'nav', 'navigation', 'items', 'section_names'],
    aliases: { name: ['text', 'label', 'title', 'section'] },
    match: 'subset',
    also: linkLists(
      ['sections', 'links', 'section_links', 'menu', 'items'],
      ['Europe', 'Asia', 'City breaks'],
    ),
  },

  // ---- shadow (Nordhem)

  // shadow/index.html: Oslo Lounge Chair "$349.00", Bergen Floor Lamp "$129.00", Fjord Oak Dining Table
  // "$899.00", Lund Wool Throw "$59.00"; widgets.js deal-banner: Tromsø Sofa Bed price="$1,199.00"
  // was="$1,399.00". Over $300: the chair, the table and the sofa bed.
  {
    id: 'held5-shadow-over-300',
    site: '/shadow/',
    goal: 'Which pieces on this page cost more than $300? Name and price for each, please.',
    expect: {
      products: unordered([
        { name: 'Oslo Lounge Chair', price: usd('$349.00') },
        { name: 'Fjord Oak Dining Table', price: usd('$899.00') },
        { name: 'Tromsø Sofa Bed', price: usd('$1,199.00') },
      ]),
    },
    keys: ['items', 'results', 'pieces', 'matches'],
    aliases: { name: ['title'] },
    match: 'subset',
  },

  // widgets.js: "Buy now" sets the widget's status to "Added to basket" and the light-DOM pill to
  // `Basket: ${basket} ${basket === 1 ? 'item' : 'items'}`, so "Basket: 1 item" after one purchase.
  {
    id: 'held5-shadow-buy-lamp-messages',
    site: '/shadow/',
    goal: "Press Buy now on the Bergen Floor Lamp. What does it say on the lamp's card, and what does the basket show now?",
    expect: {
      message: 'Added to basket',
      basket: oneOf('Basket: 1 item', '1 item', 1, '1'),
    },
    aliases: {
      message: [
        'status',
        'card_message',
        'card_status',
        'card',
        'lamp',
        'lamp_status',
        'product_status',
        'confirmation',
        'widget_status',
      ],
      basket: ['basket_status', 'basket_count', 'basket_text', 'basket_items', 'items_in_basket'],
    },
    match: 'subset',
    derived: ['Basket: 1 item', '1 item'],
  },

  // shadow/index.html: the table's only description is "Seats six; extends to seat eight."; no
  // dimensions are given anywhere on the page.
  {
    id: 'held5-shadow-table-dimensions',
    site: '/shadow/',
    goal: 'What are the dimensions of the Fjord Oak Dining Table in centimetres?',
    expect: refuse,
  },

  // ---- cookie (The Harbor City Herald)

  // cookie/index.html: <nav aria-label="Sections"> Home /cookie/, City /cookie/harbor-bridge-reopens.html,
  // Politics /cookie/council-approves-budget.html, Sports /cookie/tide-win-championship.html
  {
    id: 'held5-cookie-section-links',
    // index.html rather than the directory, so that an empty link (which resolves to the start page)
    // cannot pass for the Home link to /cookie/
    site: '/cookie/index.html',
    goal: "Accept all cookies and then give me the links in the Herald's section menu",
    expect: {
      links: [
        { text: 'Home', url: url('/cookie/') },
        { text: 'City', url: url('/cookie/harbor-bridge-reopens.html') },
        { text: 'Politics', url: url('/cookie/council-approves-budget.html') },
        { text: 'Sports', url: url('/cookie/tide-win-championship.html') },
      ],
    },
    keys: ['sections', 'section_links', 'menu', 'nav', 'navigation', 'items'],
    aliases: { text: ['name', 'label', 'title', 'section'], url: ['href', 'link'] },
    match: 'subset',
  },

  // tide-win-championship.html: "... in front of a sold-out crowd of 18,500 at Pier Stadium.";
  // <time datetime="2024-05-12">May 12, 2024</time>
  {
    id: 'held5-cookie-championship-venue-date',
    site: '/cookie/',
    goal: 'reject the cookies, open the sports story and tell me where the championship game was played and what day the story was published',
    expect: { venue: 'Pier Stadium', date: oneOf('May 12, 2024', '2024-05-12') },
    aliases: {
      venue: ['stadium', 'location', 'place', 'where', 'played_at', 'arena'],
      date: ['published', 'published_on', 'publication_date', 'date_published', 'published_date', 'day'],
    },
    match: 'subset',
  },

  // council-approves-budget.html: "Parks and recreation receive a 12 percent increase, ..., funding
  // three new playgrounds and longer pool hours."
  {
    id: 'held5-cookie-budget-playgrounds',
    site: '/cookie/',
    goal: 'Get rid of the cookie popup, read the council budget story and tell me how many new playgrounds it pays for',
    expect: { playgrounds: oneOf('three', 'Three', 3, '3', 'three new playgrounds') },
    keys: [
      'new_playgrounds',
      'number_of_playgrounds',
      'playground_count',
      'number_of_new_playgrounds',
      'count',
      'number',
      'answer',
    ],
    match: 'subset',
  },

  // ---- tabs (Ledgerly)

  // tabs/index.html: <div class="kpi"><div class="label">Customers</div><div class="value">1,208</div></div>
  {
    id: 'held5-tabs-customer-count',
    site: '/tabs/',
    goal: 'how many customers do we have in Ledgerly?',
    expect: { customers: num('1,208') },
    keys: ['customer_count', 'total_customers', 'number_of_customers', 'count', 'answer'],
    match: 'subset',
  },

  // report.html: Q1 2024 profit $186,000, Q2 2024 $215,500, Q3 2024 $247,800, Q4 2024 $301,200;
  // above $200,000: Q2, Q3 and Q4.
  {
    id: 'held5-tabs-quarters-profit-over-200k',
    site: '/tabs/',
    goal: 'Open the report and tell me which quarters made more than $200,000 in profit, with the profit for each',
    expect: {
      quarters: unordered([
        { quarter: oneOf('Q2 2024', 'Q2'), profit: usd('$215,500') },
        { quarter: oneOf('Q3 2024', 'Q3'), profit: usd('$247,800') },
        { quarter: oneOf('Q4 2024', 'Q4'), profit: usd('$301,200') },
      ]),
    },
    keys: ['items', 'results', 'rows', 'data'],
    match: 'subset',
  },

  // Exporting a file and sharing it with someone is outside what the pages offer (a report page and a
  // help page, no export or sharing).
  {
    id: 'held5-tabs-export-report',
    site: '/tabs/',
    goal: 'Export the 2024 quarterly report to Excel and share it with my accountant',
    expect: refuse,
  },

  // ---- table (Atlas Facts)

  // table/index.html: <dt>Source</dt> <dd>United Nations, World Urbanization Prospects: The 2018
  // Revision</dd>; the intro: "the 2018 estimates of the United Nations <i>World Urbanization Prospects</i>".
  {
    id: 'held5-table-data-source',
    site: '/table/',
    goal: 'Where does the data on this page come from?',
    expect: {
      source: oneOf(
        'United Nations, World Urbanization Prospects: The 2018 Revision',
        'World Urbanization Prospects: The 2018 Revision',
        'United Nations World Urbanization Prospects',
        'the United Nations World Urbanization Prospects',
        'United Nations',
      ),
    },
    keys: ['data_source', 'sources', 'answer'],
    match: 'subset',
  },

  // table/index.html, ranks 8-10: Beijing / China, Dhaka / Bangladesh, Osaka / Japan.
  {
    id: 'held5-table-bottom-three',
    site: '/table/',
    goal: "who's at the bottom of the top 10? give me the last three cities and their countries",
    expect: {
      cities: unordered([
        { city: 'Beijing', country: 'China' },
        { city: 'Dhaka', country: 'Bangladesh' },
        { city: 'Osaka', country: 'Japan' },
      ]),
    },
    keys: ['items', 'results', 'rows', 'last_three', 'bottom_three', 'last_three_cities'],
    aliases: { city: ['name'] },
    match: 'subset',
  },

  // table/index.html: <td>Mexico City</td><td>Mexico</td><td class="num">21,581,000</td>
  {
    id: 'held5-table-mexico-city',
    site: '/table/',
    goal: 'How many people live in Mexico City according to the table?',
    expect: { population: num('21,581,000') },
    keys: ['answer', 'people', 'mexico_city', 'mexico_city_population'],
    match: 'subset',
  },

  // ---- news (The Millbrook Dispatch)

  // news/index.html footer <address>: "The Millbrook Dispatch, 118 Canal Street, Millbrook, OR 97301"
  {
    id: 'held5-news-postal-address',
    site: '/news/',
    goal: "What's the Dispatch's postal address?",
    expect: {
      address: oneOf(
        'The Millbrook Dispatch, 118 Canal Street, Millbrook, OR 97301',
        '118 Canal Street, Millbrook, OR 97301',
      ),
    },
    keys: ['postal_address', 'mailing_address', 'street_address'],
    match: 'subset',
  },

  // river-cleanup-record.html: "The strangest find: a 1970s pinball machine, now on display at the town
  // library."
  {
    id: 'held5-news-strangest-find',
    site: '/news/',
    goal: 'Open the story about the river cleanup and tell me the strangest thing the volunteers found',
    expect: {
      find: oneOf(
        'a 1970s pinball machine',
        'A 1970s pinball machine',
        '1970s pinball machine',
        'a 1970s pinball machine, now on display at the town library',
        'A 1970s pinball machine, now on display at the town library',
      ),
    },
    keys: ['strangest_find', 'strangest_thing', 'answer', 'item', 'thing', 'object'],
    match: 'subset',
  },

  // Writing promotional copy is a creative task, not something the page contains.
  {
    id: 'held5-news-write-tweet',
    site: '/news/',
    goal: 'Write a catchy tweet promoting the solar farm story',
    expect: refuse,
  },
]
