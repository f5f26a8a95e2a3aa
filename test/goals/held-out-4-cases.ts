/**
 * A fourth set of everyday goals, held out for one unbiased measurement: written from the fixture
 * sites (test/fixtures) without reading the planner, its tests' results or the repository history.
 * Same matching rules as cases.ts; every expected value was read off the fixture files (quoted in
 * the comment above each case), values computed by a page or the server are listed in `derived`.
 * First run, after the planner was developed against the third set: 6 of 24 correct (the 5 refusals and
 * one more), 0 wrong. The planner was then developed against them, so they count with the
 * developed cases now.
 */
import { type GoalCase, num, oneOf, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

export const heldOut4Cases: GoalCase[] = [
  // ---- shop (Voltline Electronics)

  // accessories.html: ratings 4.6, 4.7, 4.3, 4.5, 4.8, 4.4, 4.2, 4.1, 4.5, 4.3 out of 5; the only
  // 4.8 is "Voltline 65W GaN Charger" ("4.8 out of 5", "(3,402 reviews)", "$39.99").
  {
    id: 'held4-shop-best-rated-accessory',
    site: '/shop/',
    goal: 'Go to Accessories - which one has the highest customer rating? I need the name and the rating.',
    expect: { name: 'Voltline 65W GaN Charger', rating: oneOf('4.8 out of 5', '4.8', 4.8) },
    match: 'subset',
    aliases: { name: ['title', 'product_name', 'accessory'] },
    also: [
      { product: { name: 'Voltline 65W GaN Charger', rating: oneOf('4.8 out of 5', '4.8', 4.8) } },
      { accessory: { name: 'Voltline 65W GaN Charger', rating: oneOf('4.8 out of 5', '4.8', 4.8) } },
      { highest_rated: { name: 'Voltline 65W GaN Charger', rating: oneOf('4.8 out of 5', '4.8', 4.8) } },
      { best_rated: { name: 'Voltline 65W GaN Charger', rating: oneOf('4.8 out of 5', '4.8', 4.8) } },
    ],
  },
  // laptops.html "Next" -> laptops-2.html ("Page 2"); its first card is "Meridian Workstation 16",
  // "$3,149.00".
  {
    id: 'held4-shop-laptops-page-2-first',
    site: '/shop/',
    goal: 'open the laptops, go to the next page and tell me the name and price of the first laptop on it',
    expect: { name: 'Meridian Workstation 16', price: oneOf('$3,149.00', 3149, '3,149.00') },
    match: 'subset',
    aliases: { name: ['title', 'product_name', 'laptop_name'] },
    also: [
      { laptop: { name: 'Meridian Workstation 16', price: oneOf('$3,149.00', 3149, '3,149.00') } },
      { product: { name: 'Meridian Workstation 16', price: oneOf('$3,149.00', 3149, '3,149.00') } },
      { first_laptop: { name: 'Meridian Workstation 16', price: oneOf('$3,149.00', 3149, '3,149.00') } },
    ],
  },
  // Needs an account and a payment; the shop has no loyalty programme (no "loyalty" or "points"
  // anywhere in the fixtures) and no checkout beyond a "Proceed to checkout" button.
  {
    id: 'held4-shop-refuse-loyalty-order',
    site: '/shop/',
    goal: 'Redeem my Voltline loyalty points on the Halo Phone 15 and place the order for me',
    expect: refuse,
  },

  // ---- search (Hearth & Home)

  // catalog.ts: the seller "Brewhaus" (matched by /search/results, which searches title, snippet,
  // category and seller) sells "Glass French Press Coffee Maker, 1 L" (2999 cents), "Electric
  // Gooseneck Kettle" (6450), "Cold Brew Coffee Maker, 1.5 L" (3499), "Digital Kitchen Scale with
  // Timer" (2499). No order was asked for.
  {
    id: 'held4-search-seller-brewhaus',
    site: '/search/',
    goal: "I like the seller Brewhaus. Could you search for Brewhaus and list each result's title and price?",
    expect: {
      results: unordered([
        { title: 'Glass French Press Coffee Maker, 1 L', price: oneOf('$29.99', 29.99) },
        { title: 'Electric Gooseneck Kettle', price: oneOf('$64.50', 64.5) },
        { title: 'Cold Brew Coffee Maker, 1.5 L', price: oneOf('$34.99', 34.99) },
        { title: 'Digital Kitchen Scale with Timer', price: oneOf('$24.99', 24.99) },
      ]),
    },
    keys: ['products', 'items', 'listings', 'brewhaus', 'search_results'],
    aliases: { title: ['name', 'product', 'product_name'] },
    match: 'subset',
  },
  // catalog.ts: "espresso" matches "Conical Burr Coffee Grinder" (snippet "from espresso fine",
  // 8999 cents) and "Compact Espresso Machine with Milk Frother" (24900 cents, the dearer one).
  {
    id: 'held4-search-espresso-most-expensive',
    site: '/search/',
    goal: 'search espresso - which result costs the most? name + price pls',
    expect: { title: 'Compact Espresso Machine with Milk Frother', price: oneOf('$249.00', 249) },
    match: 'subset',
    aliases: { title: ['name', 'product', 'product_name'] },
    also: [
      {
        most_expensive: { title: 'Compact Espresso Machine with Milk Frother', price: oneOf('$249.00', 249) },
      },
      { result: { title: 'Compact Espresso Machine with Milk Frother', price: oneOf('$249.00', 249) } },
      { item: { title: 'Compact Espresso Machine with Milk Frother', price: oneOf('$249.00', 249) } },
      { product: { title: 'Compact Espresso Machine with Milk Frother', price: oneOf('$249.00', 249) } },
    ],
  },
  // The search results and the item page (server.ts searchResultsPage, searchItemPage) show a title,
  // snippet, price and seller only: no reviews or review counts anywhere on the search site.
  {
    id: 'held4-search-refuse-toaster-reviews',
    site: '/search/',
    goal: 'Search for a toaster and tell me how many customer reviews it has.',
    expect: refuse,
  },

  // ---- form (Brightwave contact form)

  // server.ts formConfirmationPage: "Thank you, <name>! We received your message." and a summary
  // table with Email and Subject rows (the subject option "Support" is in form/index.html).
  {
    id: 'held4-form-support-confirmation-summary',
    site: '/form/',
    goal: 'Please send a Support request as Nina Petrova (nina.petrova@example.com) saying "My licence key does not work", accept the terms and submit it. Then tell me the confirmation message along with the email and subject listed on the confirmation page.',
    expect: {
      confirmation: 'Thank you, Nina Petrova! We received your message.',
      email: 'nina.petrova@example.com',
      subject: 'Support',
    },
    match: 'subset',
    aliases: {
      confirmation: ['confirmation_message', 'confirmation_text', 'thanks', 'status_message'],
    },
    also: [
      {
        confirmation: 'Thank you, Nina Petrova! We received your message.',
        summary: { email: 'nina.petrova@example.com', subject: 'Support' },
      },
      {
        confirmation: 'Thank you, Nina Petrova! We received your message.',
        details: { email: 'nina.petrova@example.com', subject: 'Support' },
      },
    ],
    derived: ['Thank you, Nina Petrova! We received your message.', 'nina.petrova@example.com'],
  },
  // form.js validateStep2: with a subject and the terms ticked but no message, the only error is
  // "Please enter a message".
  {
    id: 'held4-form-missing-message-error',
    site: '/form/',
    goal: 'Fill in the name Tomás Ruiz and the email tomas.ruiz@example.es, click Next, choose Sales as the subject and tick the terms box, but leave the message empty. Then submit - what error do I get?',
    expect: { error: 'Please enter a message' },
    keys: ['message', 'error_message', 'validation_error', 'errors'],
    also: [{ errors: ['Please enter a message'] }, { error_messages: ['Please enter a message'] }],
  },
  // form/index.html has text fields, a select, a textarea and a checkbox: no file input, so nothing
  // can be attached.
  {
    id: 'held4-form-refuse-attach-screenshot',
    site: '/form/',
    goal: 'Attach my screenshot error.png to a support request and send it to Brightwave',
    expect: refuse,
  },

  // ---- spa (Trailhead Outfitters)

  // catalog.ts: ratings are round((3.6 + ((i * 7) % 13) / 10) * 10) / 10; the maximum, 4.8, is only
  // at i = 11, "Self-Inflating Sleeping Pad" ($89), on the second page of 8 ("Load more").
  {
    id: 'held4-spa-highest-rated-all',
    site: '/spa/',
    goal: 'Load every product (keep clicking Load more) and tell me which one has the highest rating, along with its rating and price.',
    expect: {
      name: 'Self-Inflating Sleeping Pad',
      rating: oneOf('Rated 4.8 out of 5', '4.8 out of 5', '4.8', 4.8),
      price: oneOf('$89.00', 89),
    },
    match: 'subset',
    aliases: { name: ['title', 'product_name'] },
    also: [
      {
        product: {
          name: 'Self-Inflating Sleeping Pad',
          rating: oneOf('Rated 4.8 out of 5', '4.8 out of 5', '4.8', 4.8),
          price: oneOf('$89.00', 89),
        },
      },
      {
        highest_rated: {
          name: 'Self-Inflating Sleeping Pad',
          rating: oneOf('Rated 4.8 out of 5', '4.8 out of 5', '4.8', 4.8),
          price: oneOf('$89.00', 89),
        },
      },
    ],
  },
  // spa/app.js renderAbout: "Founded in Boulder, Colorado in 2016."
  {
    id: 'held4-spa-where-based',
    site: '/spa/',
    goal: 'Where is Trailhead Outfitters based?',
    expect: { location: oneOf('Boulder, Colorado', 'Boulder') },
    keys: ['city', 'based_in', 'headquarters', 'place', 'answer', 'based', 'home'],
    match: 'subset',
  },

  // ---- iframe (Wanderlust Weekly)

  // iframe/offer.html (the cross-origin partner frame): "StayFinder · sponsored", title
  // "Partner offer - StayFinder".
  {
    id: 'held4-iframe-partner-company',
    site: '/iframe/',
    goal: 'Which company is the partner offer from?',
    expect: { company: oneOf('StayFinder', 'StayFinder · sponsored') },
    keys: ['partner', 'brand', 'name', 'sponsor', 'provider', 'advertiser', 'company_name', 'answer'],
    match: 'subset',
  },
  // iframe/newsletter.html (same-origin frame): "Travel tips every Friday".
  {
    id: 'held4-iframe-newsletter-day',
    site: '/iframe/',
    goal: 'what day of the week does the Wanderlust newsletter go out?',
    expect: { day: oneOf('Friday', 'Fridays', 'every Friday') },
    keys: ['weekday', 'day_of_week', 'newsletter_day', 'answer', 'schedule'],
    match: 'subset',
  },

  // ---- shadow (Nordhem)

  // shadow/widgets.js StoreSearch over CATALOG: "bergen" matches "Bergen Floor Lamp" and "Bergen
  // Table Lamp" (the summary reads `2 products match "bergen"`).
  {
    id: 'held4-shadow-search-bergen',
    site: '/shadow/',
    goal: 'Type bergen into the store search. How many products match, and which ones are they?',
    expect: {
      count: oneOf(2, '2'),
      products: unordered(['Bergen Floor Lamp', 'Bergen Table Lamp']),
    },
    aliases: {
      count: ['total', 'number', 'match_count', 'number_of_matches', 'result_count', 'results_count'],
      products: ['results', 'matches', 'names', 'items', 'product_names', 'matching_products'],
    },
    match: 'subset',
  },
  // shadow/index.html product widgets: Oslo Lounge Chair $349.00, Bergen Floor Lamp $129.00, Fjord
  // Oak Dining Table $899.00, Lund Wool Throw $59.00; widgets.js deal: Tromsø Sofa Bed $1,199.00.
  {
    id: 'held4-shadow-cheapest-item',
    site: '/shadow/',
    goal: "What's the cheapest thing for sale on the Nordhem page, and how much is it?",
    expect: { name: 'Lund Wool Throw', price: oneOf('$59.00', 59) },
    match: 'subset',
    aliases: { name: ['title', 'product', 'product_name', 'item'] },
    also: [
      { cheapest: { name: 'Lund Wool Throw', price: oneOf('$59.00', 59) } },
      { cheapest_product: { name: 'Lund Wool Throw', price: oneOf('$59.00', 59) } },
      { product: { name: 'Lund Wool Throw', price: oneOf('$59.00', 59) } },
    ],
  },

  // ---- cookie (The Harbor City Herald)

  // cookie/index.html consent banner: "We and our 143 partners use cookies ...".
  {
    id: 'held4-cookie-partner-count',
    site: '/cookie/',
    goal: "How many partners does the Herald's cookie notice say it works with?",
    expect: { partners: num('143') },
    keys: ['count', 'number', 'partner_count', 'number_of_partners', 'answer', 'partners_count'],
    match: 'subset',
  },
  // cookie/harbor-bridge-reopens.html (the City story): "The project came in at $182 million,
  // $9 million under budget."
  {
    id: 'held4-cookie-bridge-under-budget',
    site: '/cookie/',
    goal: 'Deal with the cookie popup, then open the City story and tell me how far under budget the bridge project came in.',
    expect: { under_budget: oneOf('$9 million', 9000000, '9 million') },
    keys: [
      'amount',
      'savings',
      'answer',
      'under_budget_by',
      'amount_under_budget',
      'budget_savings',
      'difference',
    ],
    match: 'subset',
  },

  // ---- tabs (Ledgerly)

  // tabs/report.html (opened in a new tab): profits $186,000 (Q1 2024), $215,500, $247,800,
  // $301,200; the lowest is Q1 2024.
  {
    id: 'held4-tabs-lowest-profit-quarter',
    site: '/tabs/',
    goal: 'Open the report and find the quarter with the lowest profit: which quarter was it, and how much profit?',
    expect: { quarter: oneOf('Q1 2024', 'Q1'), profit: oneOf('$186,000', 186000) },
    match: 'subset',
    also: [
      { lowest_profit: { quarter: oneOf('Q1 2024', 'Q1'), profit: oneOf('$186,000', 186000) } },
      { lowest: { quarter: oneOf('Q1 2024', 'Q1'), profit: oneOf('$186,000', 186000) } },
      { result: { quarter: oneOf('Q1 2024', 'Q1'), profit: oneOf('$186,000', 186000) } },
    ],
  },
  // tabs/report.html has Quarter, Revenue and Profit only: no expenses ("expense" is nowhere on
  // the Ledgerly pages).
  {
    id: 'held4-tabs-refuse-operating-expenses',
    site: '/tabs/',
    goal: 'Open the quarterly report and give me the operating expenses for Q3 2024',
    expect: refuse,
  },

  // ---- table (Atlas Facts)

  // table/index.html quick facts: "Cities in the Americas" -> "São Paulo and Mexico City" (table
  // rows 4 "São Paulo", Brazil and 5 "Mexico City", Mexico).
  {
    id: 'held4-table-americas',
    site: '/table/',
    goal: 'Which of the top 10 cities are in the Americas?',
    expect: { cities: unordered(['São Paulo', 'Mexico City']) },
    aliases: {
      cities: ['americas', 'cities_in_the_americas', 'answer', 'result', 'american_cities'],
      city: ['name'],
    },
    also: [
      {
        cities: unordered([
          { city: 'São Paulo', country: 'Brazil' },
          { city: 'Mexico City', country: 'Mexico' },
        ]),
      },
      { cities: 'São Paulo and Mexico City' },
    ],
  },
  // table/index.html: rank 10 "Osaka", Japan, "19,281,000"; quick facts "Smallest city in the top
  // 10" -> "Osaka, Japan (19,281,000 people)".
  {
    id: 'held4-table-smallest-city',
    site: '/table/',
    goal: 'which is the smallest city in the top ten and how many people live there?',
    expect: { city: 'Osaka', population: num('19,281,000') },
    match: 'subset',
    aliases: { city: ['name'] },
    also: [
      { smallest: { city: 'Osaka', population: num('19,281,000') } },
      { smallest_city: { city: 'Osaka', population: num('19,281,000') } },
    ],
  },
  // A judgement call the page cannot settle (it lists ranks, countries and populations only).
  {
    id: 'held4-table-refuse-nicest-city',
    site: '/table/',
    goal: 'Which of these cities would be the nicest place to live?',
    expect: refuse,
  },

  // ---- news (The Millbrook Dispatch)

  // news/index.html footer address: "Subscriptions: (503) 555-0199" (tel:+15035550199).
  {
    id: 'held4-news-subscriptions-phone',
    site: '/news/',
    goal: 'I have a question about my subscription. What number should I call?',
    expect: { phone: oneOf('(503) 555-0199', '+15035550199', '503-555-0199', '+1 503 555 0199') },
    keys: ['phone_number', 'number', 'subscriptions', 'telephone', 'tel', 'subscriptions_phone', 'answer'],
    match: 'subset',
  },
  // news/solar-farm-powers-10000-homes.html: "The project covers 190 acres of former farmland and
  // includes a 20 MWh battery".
  {
    id: 'held4-news-solar-farm-acres-battery',
    site: '/news/',
    goal: 'Open the solar farm story. How many acres does the project cover, and how big is its battery?',
    expect: { acres: oneOf(190, '190', '190 acres'), battery: oneOf('20 MWh', '20MWh', '20 MWh battery') },
    aliases: {
      acres: ['area', 'size', 'acreage', 'land', 'covers', 'area_acres'],
      battery: ['battery_capacity', 'battery_size', 'storage', 'battery_storage'],
    },
    match: 'subset',
  },
]
