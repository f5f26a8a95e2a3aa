/**
 * A sixth set of everyday goals, held out for one unbiased measurement: written from the fixture
 * sites (test/fixtures) without reading the planner, its tests' results or the repository history.
 * Same matching rules as cases.ts; every expected value was read off the fixture files (quoted in
 * the comment above each case), values computed by a page or the server are listed in `derived`.
 * First run, after the planner was developed against the fifth set: 8 of 30 correct (the 6
 * refusals and 2 of the 24 tasks), 0 wrong, 22 refused.
 */
import { type GoalCase, num, oneOf, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

/** A price as shown ("$1,299.99") or as a plain number (1299.99). */
const usd = (text: string) => oneOf(text, Number(text.replace(/[$,]/g, '')))

/** A shop rating as shown ("4.6 out of 5"), as the bare figure, or as a number. */
const stars = (figure: string) => oneOf(`${figure} out of 5`, figure, Number(figure))

export const heldOut6Cases: GoalCase[] = [
  // ---- shop (Voltline Electronics)

  // shop/products/pixelle-8-pro.html: description, stock, specs (screen size, storage, network,
  // warranty) and reviews; no colour is named anywhere on the page or in the phones grid.
  {
    id: 'held6-shop-pixelle-colours',
    site: '/shop/phones.html',
    goal: 'Which colours does the Pixelle 8 Pro come in?',
    expect: refuse,
  },
  // shop/phones.html, rating-text of each card: Pixelle 8 Pro "4.6 out of 5", Pixelle 8a 4.4,
  // Nimbus S24 Ultra "4.7 out of 5", Nimbus A55 4.2, Halo Phone 15 "4.5 out of 5", Halo Phone 15 Mini
  // 4.3, Kite One Plus 12 4.4, Ember Rugged X 4.0, Motif G Power 3.8. Start on the home page.
  {
    id: 'held6-shop-phones-rated-4-5-plus',
    site: '/shop/',
    goal: 'go to phones and show me the ones rated 4.5 stars or higher, with their ratings',
    expect: {
      phones: unordered([
        { name: 'Pixelle 8 Pro', rating: stars('4.6') },
        { name: 'Nimbus S24 Ultra', rating: stars('4.7') },
        { name: 'Halo Phone 15', rating: stars('4.5') },
      ]),
    },
    keys: ['items', 'results', 'products', 'matches'],
    aliases: { name: ['title', 'product'], rating: ['stars', 'customer_rating', 'score'] },
    match: 'subset',
  },
  // shop/accessories.html links "PowerCell 20,000 mAh Power Bank" to
  // shop/products/powercell-20-000-mah-power-bank.html: review-count "873 reviews", specs
  // "Warranty" "2 years".
  {
    id: 'held6-shop-powercell-warranty-reviews',
    site: '/shop/',
    goal: 'Open the Accessories page, then the PowerCell power bank. What warranty does it come with, and how many reviews does it have?',
    expect: { warranty: '2 years', reviews: oneOf('873', 873, '873 reviews') },
    also: [{ product: { warranty: '2 years', reviews: oneOf('873', 873, '873 reviews') } }],
    aliases: {
      reviews: ['review_count', 'reviews_count', 'number_of_reviews', 'num_reviews', 'review_total'],
      product: ['power_bank', 'powercell', 'item'],
    },
    match: 'subset',
  },

  // ---- search (Hearth & Home)

  // catalog.ts searchItems whose title, snippet, category or seller contain "milk", in relevance
  // order: "Compact Espresso Machine with Milk Frother" (24900 cents), "Handheld Milk Frother"
  // (1299 cents); the server shows them as "$249.00" and "$12.99".
  {
    id: 'held6-search-milk',
    site: '/search/',
    goal: 'Search for milk and list the results with their prices.',
    expect: {
      results: [
        { title: 'Compact Espresso Machine with Milk Frother', price: usd('$249.00') },
        { title: 'Handheld Milk Frother', price: usd('$12.99') },
      ],
    },
    keys: ['items', 'products', 'milk'],
    aliases: { title: ['name', 'product'] },
    match: 'subset',
  },
  // "steel" matches six listings (catalog.ts): Conical Burr Coffee Grinder 8999, Whistling Stovetop
  // Tea Kettle, 2.5 L 4200, Cast Iron Teapot with Infuser 5800, 8-inch Chef's Knife, German Steel
  // 7999, Knife Block Set, 7 Pieces 18900, 4-Slice Stainless Steel Toaster 5499. Price high to low:
  // $189.00, $89.99, $79.99, ...
  {
    id: 'held6-search-steel-priciest-3',
    site: '/search/',
    goal: 'look up steel, sort by price from high to low and give me the first three titles with prices',
    expect: {
      results: [
        { title: 'Knife Block Set, 7 Pieces', price: usd('$189.00') },
        { title: 'Conical Burr Coffee Grinder', price: usd('$89.99') },
        { title: "8-inch Chef's Knife, German Steel", price: usd('$79.99') },
      ],
    },
    keys: ['items', 'products', 'top3', 'first_three'],
    aliases: { title: ['name', 'product'] },
    match: 'subset',
  },
  // "pour-over" matches Electric Gooseneck Kettle ($64.50), Ceramic Pour-Over Coffee Dripper ($22.00)
  // and Digital Kitchen Scale with Timer ($24.99). The cheapest, /search/item/pour-over-dripper:
  // "Sold by Clay Street Studio", "Hand-glazed porcelain cone that fits most mugs. Uses size 02
  // paper filters."
  {
    id: 'held6-search-pour-over-cheapest-open',
    site: '/search/',
    goal: 'Search for pour-over, open the cheapest result and tell me who sells it and what filters it takes.',
    expect: {
      seller: oneOf('Clay Street Studio', 'Sold by Clay Street Studio'),
      filters: oneOf(
        'size 02 paper filters',
        'Size 02 paper filters',
        'Uses size 02 paper filters.',
        'Uses size 02 paper filters',
        'size 02 paper filters.',
        'size 02',
        'Size 02',
        '02 paper filters',
      ),
    },
    also: [
      {
        product: {
          seller: oneOf('Clay Street Studio', 'Sold by Clay Street Studio'),
          filters: oneOf(
            'size 02 paper filters',
            'Size 02 paper filters',
            'Uses size 02 paper filters.',
            'Uses size 02 paper filters',
            'size 02',
          ),
        },
      },
    ],
    aliases: {
      seller: ['sold_by', 'vendor', 'shop', 'merchant'],
      filters: ['filter', 'filter_type', 'filter_size', 'filters_used', 'paper_filters'],
      product: ['result', 'item', 'cheapest', 'cheapest_result'],
    },
    match: 'subset',
  },

  // ---- form (Brightwave)

  // form/index.html: intro, two-step form and the footer "42 Harbour Street, Bristol" and
  // "help@brightwave.example"; no opening or office hours anywhere (the confirmation page only says
  // "We usually reply within one business day").
  {
    id: 'held6-form-opening-hours',
    site: '/form/',
    goal: "What are Brightwave's opening hours?",
    expect: refuse,
  },
  // form/form.js validateStep2: subject chosen, empty message -> "Please enter a message", terms
  // unticked -> "You must agree to the terms".
  {
    id: 'held6-form-support-no-message',
    site: '/form/',
    goal: 'Enter Mia Wong and mia.wong@example.com, go to the next step, pick Support as the subject and press Submit straight away. Which errors appear?',
    expect: { errors: unordered(['Please enter a message', 'You must agree to the terms']) },
    keys: ['error_messages', 'validation_errors', 'messages', 'error'],
    also: [{ message: 'Please enter a message', terms: 'You must agree to the terms' }],
    aliases: { message: ['message_error', 'messageError'], terms: ['terms_error', 'termsError'] },
    match: 'subset',
  },
  // server.ts formConfirmationPage: <h1>Message sent</h1> and "Thank you, ${name}! We received your
  // message." (computed from the name typed in).
  {
    id: 'held6-form-billing-address',
    site: '/form/',
    goal: "Please contact Brightwave for me: name Leo Brandt, email leo.brandt@example.de, subject Other, message 'Please update the billing address on my account'. Tick the terms, submit, then tell me the page heading and the thank-you message.",
    expect: {
      heading: 'Message sent',
      message: 'Thank you, Leo Brandt! We received your message.',
    },
    aliases: {
      heading: ['h1', 'page_heading', 'title', 'header'],
      message: [
        'thank_you_message',
        'thankyou',
        'thanks',
        'thank_you',
        'confirmation',
        'confirmation_message',
        'confirmation_text',
        'text',
      ],
    },
    match: 'subset',
    derived: ['Thank you, Leo Brandt! We received your message.'],
  },

  // ---- spa (Trailhead Outfitters)

  // catalog.ts: "Trail Running Shoes", Footwear, $129.99, description "Trail Running Shoes for the
  // trail, tested by our staff on the Sierra routes."; app.js shows name, price, rating, stock and
  // that description, no sizes.
  {
    id: 'held6-spa-shoe-sizes',
    site: '/spa/',
    goal: 'What sizes do the Trail Running Shoes come in?',
    expect: refuse,
  },
  // catalog.ts spaNames, all 24 (three loads): the dearest is "GPS Hiking Watch", 299, shown by
  // app.js as "$299.00" (next: Basecamp 2-Person Tent 249, Alpine Down Jacket 219).
  {
    id: 'held6-spa-priciest-overall',
    site: '/spa/',
    goal: 'Load the full catalogue and tell me which product is the most expensive and what it costs.',
    expect: { name: 'GPS Hiking Watch', price: usd('$299.00') },
    also: [{ product: { name: 'GPS Hiking Watch', price: usd('$299.00') } }],
    aliases: {
      name: ['product', 'product_name', 'title'],
      product: ['most_expensive', 'priciest', 'item', 'result'],
    },
    match: 'subset',
  },
  // catalog.ts spaNames 9 to 16 (the second page of the API, appended by one "Load more"), prices as
  // app.js money() shows them.
  {
    id: 'held6-spa-load-more-once',
    site: '/spa/',
    goal: 'Click Load more once and give me the names and prices of the 8 new products that appear.',
    expect: {
      products: [
        { name: 'Headlamp 400 Lumen', price: usd('$34.00') },
        { name: 'Merino Wool Hiking Socks, 3 Pack', price: usd('$38.00') },
        { name: 'Compact First Aid Kit', price: usd('$24.50') },
        { name: 'Self-Inflating Sleeping Pad', price: usd('$89.00') },
        { name: 'Rain Shell Jacket', price: usd('$149.00') },
        { name: 'Trail Running Shoes', price: usd('$129.99') },
        { name: 'Camp Chair, Ultralight', price: usd('$79.00') },
        { name: 'Water Filter Straw', price: usd('$19.99') },
      ],
    },
    keys: ['items', 'results', 'new_products', 'newProducts'],
    aliases: { name: ['title', 'product'] },
    match: 'subset',
  },

  // ---- iframe (Wanderlust Weekly)

  // iframe/index.html: "Finish with sunset at the Miradouro da Senhora do Monte, the highest
  // viewpoint in the city, before dinner in Bairro Alto."
  {
    id: 'held6-iframe-dinner',
    site: '/iframe/',
    goal: 'Where does the Lisbon article suggest going for dinner?',
    expect: { place: 'Bairro Alto' },
    keys: ['dinner', 'neighbourhood', 'neighborhood', 'location', 'area', 'district', 'where', 'answer'],
    match: 'subset',
  },
  // iframe/offer.html (cross-origin frame): "Book by 31 May for stays until the end of September."
  {
    id: 'held6-iframe-offer-stays-until',
    site: '/iframe/',
    goal: 'the hotel deal in the partner box - until when can the stays be?',
    expect: {
      stays_until: oneOf(
        'the end of September',
        'end of September',
        'End of September',
        'until the end of September',
        'September',
      ),
    },
    keys: ['until', 'stay_until', 'valid_until', 'stays', 'end', 'end_date', 'date', 'answer'],
    match: 'subset',
  },
  // iframe/offer.html: brand "StayFinder · sponsored", title "Partner offer - StayFinder", "Code
  // LISBOA20 applied automatically."; "No thanks" (#decline) shows "Offer declined".
  {
    id: 'held6-iframe-offer-decline',
    site: '/iframe/',
    goal: 'Tell me which company is behind the partner offer and what promo code it uses, then click No thanks and report what it says.',
    expect: { company: 'StayFinder', code: 'LISBOA20', result: 'Offer declined' },
    aliases: {
      company: ['partner', 'brand', 'provider', 'sponsor', 'company_name', 'partner_name'],
      code: ['promo_code', 'promoCode', 'discount_code', 'coupon', 'coupon_code', 'promo'],
      result: ['status', 'message', 'after', 'response', 'outcome', 'result_message', 'shows'],
    },
    match: 'subset',
  },

  // ---- shadow (Nordhem)

  // shadow/index.html footer: "© 2024 Nordhem AB · Free delivery on orders over $500".
  {
    id: 'held6-shadow-free-delivery',
    site: '/shadow/',
    goal: 'How much do I need to spend at Nordhem to get free delivery?',
    expect: {
      amount: oneOf(
        '$500',
        500,
        '$500.00',
        'over $500',
        'orders over $500',
        'Orders over $500',
        'Free delivery on orders over $500',
      ),
    },
    keys: [
      'threshold',
      'minimum',
      'minimum_order',
      'minimum_spend',
      'free_delivery',
      'free_delivery_threshold',
      'spend',
      'answer',
    ],
    match: 'subset',
  },
  // shadow/index.html product-widget prices: Oslo Lounge Chair $349.00, Bergen Floor Lamp $129.00,
  // Fjord Oak Dining Table $899.00, Lund Wool Throw $59.00; widgets.js deal-banner: Tromsø Sofa Bed
  // $1,199.00 (was $1,399.00).
  {
    id: 'held6-shadow-under-200',
    site: '/shadow/',
    goal: 'Is there anything here under $200? List the names and prices.',
    expect: {
      products: unordered([
        { name: 'Bergen Floor Lamp', price: usd('$129.00') },
        { name: 'Lund Wool Throw', price: usd('$59.00') },
      ]),
    },
    keys: ['items', 'results', 'matches', 'under_200'],
    aliases: { name: ['title', 'product'] },
    match: 'subset',
  },
  // widgets.js store-search: CATALOG names containing "chair" -> "Oslo Lounge Chair" only; its
  // product-widget "Buy now" shows "Added to basket" and the light-DOM pill becomes "Basket: 1 item"
  // (computed: `Basket: ${basket} ${basket === 1 ? 'item' : 'items'}`).
  {
    id: 'held6-shadow-search-chair-buy',
    site: '/shadow/',
    goal: "Use the store search to find a chair, press Buy now on it, and tell me the product's name and what the basket shows afterwards.",
    expect: { name: 'Oslo Lounge Chair', basket: oneOf('Basket: 1 item', '1 item', 1, '1') },
    aliases: {
      name: ['product', 'product_name', 'item', 'chair'],
      basket: ['basket_status', 'basket_count', 'basketCount', 'cart', 'basket_shows'],
    },
    match: 'subset',
    derived: ['Basket: 1 item', '1 item'],
  },

  // ---- cookie (The Harbor City Herald)

  // cookie/index.html date-line: "Wednesday, May 15, 2024 · Harbor City weather: 64°F, partly
  // cloudy": today's weather only; no forecast on any Herald page.
  {
    id: 'held6-cookie-weekend-forecast',
    site: '/cookie/',
    goal: "What's the weather forecast for the weekend in Harbor City?",
    expect: refuse,
  },
  // cookie/index.html date-line: "Wednesday, May 15, 2024".
  {
    id: 'held6-cookie-todays-date',
    site: '/cookie/',
    goal: "what's today's date on the Herald's front page?",
    expect: {
      date: oneOf(
        'Wednesday, May 15, 2024',
        'May 15, 2024',
        '2024-05-15',
        'Wednesday May 15, 2024',
        'Wed, May 15, 2024',
      ),
    },
    keys: ['today', 'todays_date', 'current_date', 'date_line', 'answer'],
    match: 'subset',
  },
  // cookie/harbor-bridge-reopens.html (the City story): "A new protected bike lane opens on the
  // north side next month."
  {
    id: 'held6-cookie-bike-lane',
    site: '/cookie/',
    goal: 'Accept the cookies, open the Harbor Bridge story and tell me when the new bike lane opens and on which side of the bridge.',
    expect: {
      when: oneOf('next month', 'Next month'),
      side: oneOf('north', 'North', 'north side', 'North side', 'the north side', 'on the north side'),
    },
    aliases: {
      when: ['opens', 'opening', 'opening_date', 'opens_when', 'date', 'timing', 'time'],
      side: ['location', 'where', 'bridge_side', 'which_side'],
    },
    match: 'subset',
  },

  // ---- tabs (Ledgerly)

  // tabs/index.html: the Settings link goes back to /tabs/; nothing on the dashboard, the report or
  // the help window changes a password.
  {
    id: 'held6-tabs-change-password',
    site: '/tabs/',
    goal: 'Go to Settings and change my Ledgerly password to Quartz!2024',
    expect: refuse,
  },
  // tabs/index.html nav.sidebar: links "Dashboard", "Invoices", "Customers", "Settings", all to /tabs/
  // (the names are asked for; a link next to each name is harmless).
  {
    id: 'held6-tabs-sidebar-menu',
    site: '/tabs/',
    goal: "What's in the sidebar menu?",
    expect: { items: ['Dashboard', 'Invoices', 'Customers', 'Settings'] },
    also: [
      {
        items: [{ name: 'Dashboard' }, { name: 'Invoices' }, { name: 'Customers' }, { name: 'Settings' }],
      },
    ],
    aliases: {
      items: ['menu', 'menu_items', 'links', 'sidebar', 'sidebar_menu', 'navigation', 'nav', 'options'],
      name: ['text', 'label', 'title'],
    },
    match: 'subset',
  },
  // tabs/report.html (opened in a new tab by "Open the report"): "Q3 2024" revenue "$1,512,000",
  // profit "$247,800".
  {
    id: 'held6-tabs-q3-figures',
    site: '/tabs/',
    goal: "Open the quarterly report and give me Q3's revenue and profit",
    expect: { revenue: usd('$1,512,000'), profit: usd('$247,800') },
    also: [{ q3: { revenue: usd('$1,512,000'), profit: usd('$247,800') } }],
    aliases: { q3: ['Q3 2024', 'q3_2024', 'quarter_3', 'third_quarter'] },
    match: 'subset',
  },

  // ---- table (Atlas Facts)

  // table/index.html: rank, city, country and 2018 population, and the quick facts; no climate or
  // temperature anywhere.
  {
    id: 'held6-table-cairo-heat',
    site: '/table/',
    goal: 'How hot does Cairo get in the summer?',
    expect: refuse,
  },
  // table/index.html dl#facts, dt/dd pairs in page order.
  {
    id: 'held6-table-quick-facts',
    site: '/table/',
    goal: 'Extract the quick facts as label/value pairs.',
    expect: {
      facts: {
        'Largest city': 'Tokyo, Japan (37,468,000 people)',
        'Smallest city in the top 10': 'Osaka, Japan (19,281,000 people)',
        'Combined population of the top 10': num('233,328,000'),
        'Countries with two cities in the top 10': 'Japan, India and China',
        'Cities in the Americas': 'São Paulo and Mexico City',
        Source: 'United Nations, World Urbanization Prospects: The 2018 Revision',
      },
    },
    also: [
      {
        'Largest city': 'Tokyo, Japan (37,468,000 people)',
        'Smallest city in the top 10': 'Osaka, Japan (19,281,000 people)',
        'Combined population of the top 10': num('233,328,000'),
        'Countries with two cities in the top 10': 'Japan, India and China',
        'Cities in the Americas': 'São Paulo and Mexico City',
        Source: 'United Nations, World Urbanization Prospects: The 2018 Revision',
      },
      {
        facts: [
          { label: 'Largest city', value: 'Tokyo, Japan (37,468,000 people)' },
          { label: 'Smallest city in the top 10', value: 'Osaka, Japan (19,281,000 people)' },
          { label: 'Combined population of the top 10', value: num('233,328,000') },
          { label: 'Countries with two cities in the top 10', value: 'Japan, India and China' },
          { label: 'Cities in the Americas', value: 'São Paulo and Mexico City' },
          { label: 'Source', value: 'United Nations, World Urbanization Prospects: The 2018 Revision' },
        ],
      },
    ],
    aliases: {
      facts: ['quick_facts', 'quickFacts', 'pairs', 'items', 'data'],
      label: ['term', 'key', 'name', 'fact', 'title', 'dt'],
      value: ['definition', 'description', 'detail', 'dd', 'text'],
    },
  },
  // table/index.html row 7: "Mumbai", "India", "19,980,000".
  {
    id: 'held6-table-rank-7',
    site: '/table/',
    goal: "who's number 7 on the list, and how many people live there?",
    expect: { city: 'Mumbai', population: num('19,980,000') },
    also: [{ city: { name: 'Mumbai', population: num('19,980,000') } }],
    aliases: { city: ['name', 'rank_7', 'number_7'], population: ['people', 'pop', 'inhabitants'] },
    match: 'subset',
  },

  // ---- news (The Millbrook Dispatch)

  // news/index.html, each article: p.tag and h2, in page order.
  {
    id: 'held6-news-headlines-tags',
    site: '/news/',
    goal: "Give me every story's headline along with its section tag.",
    expect: {
      stories: [
        { headline: 'New solar farm now powers 10,000 homes', tag: 'Energy' },
        { headline: 'Survey: most open-source maintainers are unpaid', tag: 'Technology' },
        { headline: 'Volunteers pull a record 8 tonnes of trash from the river', tag: 'Environment' },
        { headline: 'City libraries abolish late fees', tag: 'Community' },
        { headline: 'First electric buses arrive on Route 7', tag: 'Transport' },
        { headline: 'Startup Weekend winners build an app for food banks', tag: 'Technology' },
      ],
    },
    keys: ['articles', 'items', 'posts', 'results', 'headlines'],
    aliases: { headline: ['title', 'name'], tag: ['section', 'category', 'topic', 'section_tag'] },
    match: 'subset',
  },
  // news/index.html summary (and the article): "Sixty percent of the 1,200 maintainers we surveyed
  // receive no money for their work."
  {
    id: 'held6-news-maintainers-survey',
    site: '/news/',
    goal: "According to the Dispatch's survey, what share of open-source maintainers are unpaid, and how many maintainers answered?",
    expect: {
      share: oneOf('Sixty percent', 'sixty percent', '60%', '60 percent', 60, '60'),
      respondents: num('1,200'),
    },
    aliases: {
      share: [
        'percentage',
        'percent',
        'unpaid',
        'unpaid_share',
        'unpaid_percentage',
        'share_unpaid',
        'percent_unpaid',
        'proportion',
      ],
      respondents: [
        'maintainers',
        'surveyed',
        'maintainers_surveyed',
        'number_surveyed',
        'respondents_count',
        'sample_size',
        'answered',
        'total',
        'count',
      ],
    },
    match: 'subset',
  },
  // news/electric-buses-arrive.html: "Each bus has a range of 250 miles and charges overnight at the
  // Eastside depot."
  {
    id: 'held6-news-bus-charging',
    site: '/news/',
    goal: 'open the story about the electric buses - where and when do they charge?',
    expect: {
      where: oneOf('the Eastside depot', 'Eastside depot', 'at the Eastside depot', 'Eastside'),
      when: oneOf('overnight', 'Overnight'),
    },
    aliases: {
      where: ['location', 'place', 'charging_location', 'depot', 'charge_location'],
      when: ['time', 'charging_time', 'schedule', 'charge_time'],
    },
    match: 'subset',
  },
]
