/**
 * A third set of everyday goals, held out for one unbiased measurement: written from the fixture
 * sites (test/fixtures/sites/, test/fixtures/catalog.ts, test/fixtures/server.ts) without reading
 * the planner, its tests' results or the repository history. Same matching rules as cases.ts.
 * First run, after the planner learnt to answer questions from sentences: 6 of 24 correct (the 5
 * refusals and one answer whose shape the case had not foreseen, accepted since), 0 wrong. The
 * planner was then developed against them, so they count with the developed cases now.
 */

import { type GoalCase, num, oneOf, type Refusal, unordered, url } from './cases'

const refuse: Refusal = { refuse: true }

export const heldOut3Cases: GoalCase[] = [
  // ---- shop (Voltline)

  // laptops.html tops out at "$2,399.00" (Novabook Pro 16), laptops-2.html at "$3,149.00" (Meridian
  // Workstation 16); laptops-3.html: "Orion Blade 18" with "$3,499.00", the dearest of all 24.
  {
    id: 'held3-shop-priciest-laptop-all-pages',
    site: '/shop/',
    goal: 'Go through every page of the Laptops category and tell me which laptop is the most expensive, with its price.',
    expect: { name: 'Orion Blade 18', price: oneOf('$3,499.00', 3499) },
    aliases: { name: ['laptop', 'title', 'product', 'product_name'] },
    match: 'subset',
    also: [
      { laptop: { name: 'Orion Blade 18', price: oneOf('$3,499.00', 3499) } },
      { most_expensive: { name: 'Orion Blade 18', price: oneOf('$3,499.00', 3499) } },
    ],
  },
  // products/pathfinder-chromebook-plus.html: "Operating system</th><td>ChromeOS" and
  // "4.1 out of 5" in the buy box.
  {
    id: 'held3-shop-chromebook-plus-os',
    site: '/shop/laptops-3.html',
    goal: "open the Pathfinder Chromebook Plus - which operating system does it run and what's its customer rating?",
    expect: { operating_system: 'ChromeOS', rating: oneOf('4.1 out of 5', 4.1, '4.1') },
    aliases: {
      operating_system: ['os', 'system'],
      rating: ['customer_rating', 'stars', 'average_rating'],
    },
    match: 'subset',
  },
  // Needs judgement about the buyer's needs: out of scope for a no-model helper.
  {
    id: 'held3-shop-refuse-recommend',
    site: '/shop/laptops.html',
    goal: 'I edit videos and have about $1,500 to spend - which of your laptops would you recommend for me, and why?',
    expect: refuse,
  },

  // ---- search (Hearth & Home)

  // server.ts matchesQuery over catalog.ts: "tea" matches the espresso machine ("steam wand"), the
  // gooseneck kettle ("coffee and tea"), the stovetop tea kettle, the tea sampler and the teapot, so
  // the page says "5 results for “tea”"; the cheapest is 'Loose Leaf Tea Sampler, 12 Flavours',
  // priceCents 3600 ($36.00).
  {
    id: 'held3-search-tea-count-cheapest',
    site: '/search/',
    goal: 'Search for tea. How many results are there, and which is the cheapest one (title and price)?',
    expect: {
      count: oneOf(5, '5', '5 results'),
      cheapest: { title: 'Loose Leaf Tea Sampler, 12 Flavours', price: oneOf('$36.00', 36) },
    },
    aliases: {
      count: ['result_count', 'number_of_results', 'total_results', 'total', 'num_results', 'results_count'],
      cheapest: ['cheapest_result', 'cheapest_item', 'cheapest_product'],
      title: ['name'],
    },
    // The cheapest one's fields beside the count, unnested: the same answer in another shape
    // (added after the first run, which gave it and was judged wrong for the shape alone).
    also: [
      {
        count: oneOf(5, '5', '5 results'),
        title: 'Loose Leaf Tea Sampler, 12 Flavours',
        price: oneOf('$36.00', 36),
      },
    ],
    match: 'subset',
    derived: ['5 results'],
  },
  // catalog.ts cutting-board: 'End-Grain Walnut Cutting Board', snippet "Large 45 × 30 cm board with
  // juice groove.", priceCents 6500; the item page shows the snippet and "$65.00".
  {
    id: 'held3-search-cutting-board-size',
    site: '/search/',
    goal: "I'm after a cutting board - search for one, open the result and tell me its size and price.",
    expect: {
      size: oneOf('45 × 30 cm', 'Large 45 × 30 cm', '45 x 30 cm', '45×30 cm', '45 × 30'),
      price: oneOf('$65.00', 65),
    },
    aliases: { size: ['dimensions', 'board_size'] },
    match: 'subset',
  },
  // catalog.ts stand-mixer snippet: "10 speeds, stainless bowl, dough hook, flat beater and wire whisk
  // included." No wattage anywhere on the results or item page (only the blender has "1400 W").
  {
    id: 'held3-search-refuse-mixer-watts',
    site: '/search/',
    goal: 'Look up the stand mixer and tell me how many watts its motor has',
    expect: refuse,
  },

  // ---- form (Brightwave)

  // server.ts formConfirmationPage: "Thank you, ${name}! We received your message." and a summary
  // table with Email and Subject rows; form/index.html subject option "Sales".
  {
    id: 'held3-form-sales-confirmation-summary',
    site: '/form/',
    goal: 'Send a Sales enquiry from Priya Nair, priya.nair@example.co.uk, with the message "Could we book a demo next week?" - agree to the terms, submit, and give me the confirmation text plus the email and subject listed on the confirmation page.',
    expect: {
      confirmation: 'Thank you, Priya Nair! We received your message.',
      email: 'priya.nair@example.co.uk',
      subject: 'Sales',
    },
    aliases: {
      confirmation: [
        'message',
        'confirmation_message',
        'confirmation_text',
        'text',
        'thanks',
        'status_message',
      ],
      email: ['email_address'],
    },
    match: 'subset',
    derived: ['Thank you, Priya Nair! We received your message.', 'priya.nair@example.co.uk'],
  },
  // form.js validateStep2: only the subject is missing, so only "Please choose a subject" shows.
  {
    id: 'held3-form-missing-subject',
    site: '/form/',
    goal: "Fill in name Hiro Tanaka and email hiro@example.jp, go on to step 2, write 'Please call me back' as the message and tick the terms, but don't pick a subject. Submit and tell me what error you get.",
    expect: { error: 'Please choose a subject' },
    keys: ['errors', 'message', 'error_message', 'validation_error', 'errorMessage'],
    also: [{ errors: ['Please choose a subject'] }],
  },

  // ---- spa (Trailhead Outfitters)

  // catalog.ts: inStock is i % 9 !== 4, so ids 5, 14 and 23 are out of stock: 'Basecamp 2-Person Tent',
  // 'Trail Running Shoes', 'Bear-Resistant Food Canister'; app.js shows "Sold out" on their buttons.
  {
    id: 'held3-spa-all-sold-out',
    site: '/spa/',
    goal: 'Load the whole catalogue (keep pressing Load more) and tell me every product that is sold out.',
    expect: {
      sold_out: unordered(['Basecamp 2-Person Tent', 'Trail Running Shoes', 'Bear-Resistant Food Canister']),
    },
    keys: ['products', 'sold_out_products', 'out_of_stock', 'items', 'names', 'soldOutProducts'],
  },
  // catalog.ts: 'Hammock with Tree Straps' is id 21 (i = 20), price 64.99, rating 3.6 + (140 % 13) / 10
  // = 4.6, routes index 20 % 4 = 0 "Cascade"; app.js renders "Rated 4.6 out of 5" and the description.
  {
    id: 'held3-spa-hammock-details',
    site: '/spa/',
    goal: 'Find the Hammock with Tree Straps and give me its price, rating and the description from its product page',
    expect: {
      price: oneOf('$64.99', 64.99),
      rating: oneOf('Rated 4.6 out of 5', '4.6 out of 5', 4.6, '4.6'),
      description: 'Hammock with Tree Straps for the trail, tested by our staff on the Cascade routes.',
    },
    match: 'subset',
    derived: ['Hammock with Tree Straps for the trail, tested by our staff on the Cascade routes.'],
  },

  // ---- iframe (Wanderlust Weekly)

  // iframe/index.html: "Start in Alfama, where tram 28 rattles past tiled façades" and "Finish with
  // sunset at the Miradouro da Senhora do Monte, the highest viewpoint in the city".
  {
    id: 'held3-iframe-tram-sunset',
    site: '/iframe/',
    goal: 'According to the Lisbon article, which tram rattles through Alfama, and where does it suggest watching the sunset?',
    expect: {
      tram: oneOf('28', 28, 'tram 28', 'Tram 28'),
      sunset: oneOf('Miradouro da Senhora do Monte', 'the Miradouro da Senhora do Monte'),
    },
    aliases: {
      tram: ['tram_number', 'tram_line', 'line'],
      sunset: ['sunset_spot', 'sunset_location', 'sunset_viewpoint', 'viewpoint', 'sunset_place'],
    },
    match: 'subset',
  },
  // newsletter.html: "Subscribed!" for a valid address; offer.html: "Offer accepted" after Accept offer.
  {
    id: 'held3-iframe-subscribe-and-accept',
    site: '/iframe/',
    goal: 'Sign me up for the newsletter with jo.silva@example.pt and then accept the partner offer. What do the two boxes say afterwards?',
    expect: { newsletter: 'Subscribed!', offer: 'Offer accepted' },
    aliases: {
      newsletter: [
        'newsletter_status',
        'newsletter_message',
        'newsletter_result',
        'subscription',
        'subscribe_status',
      ],
      offer: ['offer_status', 'offer_message', 'offer_result', 'partner_offer', 'partner_offer_status'],
    },
    match: 'subset',
  },
  // Translation needs a language model: out of scope.
  {
    id: 'held3-iframe-refuse-translate',
    site: '/iframe/',
    goal: 'Translate the Lisbon article into Portuguese for me',
    expect: refuse,
  },

  // ---- shadow (Nordhem)

  // shadow/index.html: <product-widget name="Fjord Oak Dining Table" price="$899.00"><span>Seats six;
  // extends to seat eight.</span>
  {
    id: 'held3-shadow-fjord-table',
    site: '/shadow/',
    goal: 'How much is the Fjord Oak Dining Table, and what does its description say?',
    expect: { price: oneOf('$899.00', 899), description: 'Seats six; extends to seat eight.' },
    match: 'subset',
  },
  // widgets.js: the deal banner nests the "Tromsø Sofa Bed" widget; its Buy now dispatches basket-add,
  // and the light DOM pill becomes `Basket: ${basket} item` = "Basket: 1 item".
  {
    id: 'held3-shadow-buy-sofa-bed',
    site: '/shadow/',
    goal: 'Hit Buy now on the sofa bed in the deal of the day, then tell me what the basket shows.',
    expect: { basket: oneOf('Basket: 1 item', '1 item', 1) },
    keys: ['basket_count', 'basket_status', 'basket_text', 'count', 'items', 'basket_items'],
    match: 'subset',
    derived: ['Basket: 1 item', '1 item'],
  },

  // ---- cookie (Harbor City Herald)

  // cookie/index.html date line: "Wednesday, May 15, 2024 · Harbor City weather: 64°F, partly cloudy".
  {
    id: 'held3-cookie-weather',
    site: '/cookie/',
    goal: "Close the cookie popup, then tell me today's weather from the line at the top of the Herald's front page.",
    expect: {
      weather: oneOf('64°F, partly cloudy', 'Harbor City weather: 64°F, partly cloudy', '64°F partly cloudy'),
    },
    keys: ['forecast', 'today_weather', 'weather_today', 'todays_weather'],
    match: 'subset',
    also: [{ temperature: oneOf('64°F', 64, '64 °F'), conditions: oneOf('partly cloudy', 'Partly cloudy') }],
  },
  // harbor-bridge-reopens.html: "City engineers replaced 1,400 tonnes of steel and resurfaced the full
  // 1.2-mile span."
  {
    id: 'held3-cookie-bridge-steel-span',
    site: '/cookie/',
    goal: 'reject the cookies, open the City story and tell me how many tonnes of steel were replaced and how long the bridge span is',
    expect: {
      steel: oneOf('1,400 tonnes', '1400 tonnes', '1,400', 1400),
      span: oneOf('1.2 miles', '1.2-mile', '1.2 mile', '1.2 mi', 1.2),
    },
    aliases: {
      steel: ['steel_replaced', 'tonnes_of_steel', 'steel_tonnes', 'tonnes', 'steel_replaced_tonnes'],
      span: ['span_length', 'length', 'bridge_span', 'span_miles', 'bridge_length'],
    },
    match: 'subset',
  },

  // ---- tabs (Ledgerly)

  // report.html: "Q2 2024</th><td>$1,385,000</td><td>$215,500" and "Q3 2024</th><td>$1,512,000</td><td>$247,800".
  {
    id: 'held3-tabs-q2-q3-profit',
    site: '/tabs/',
    goal: 'Open the quarterly report in the new tab and give me the profit for Q2 and Q3 2024.',
    expect: { q2_2024: oneOf('$215,500', 215500), q3_2024: oneOf('$247,800', 247800) },
    aliases: {
      q2_2024: ['q2', 'q2_profit', 'profit_q2', 'q2_2024_profit', 'profit_q2_2024'],
      q3_2024: ['q3', 'q3_profit', 'profit_q3', 'q3_2024_profit', 'profit_q3_2024'],
    },
    match: 'subset',
    also: [
      {
        profits: [
          { quarter: 'Q2 2024', profit: oneOf('$215,500', 215500) },
          { quarter: 'Q3 2024', profit: oneOf('$247,800', 247800) },
        ],
      },
      {
        profit: [
          { quarter: 'Q2 2024', profit: oneOf('$215,500', 215500) },
          { quarter: 'Q3 2024', profit: oneOf('$247,800', 247800) },
        ],
      },
    ],
  },
  // A multi-step account task (the dashboard has no invoice editor): out of scope.
  {
    id: 'held3-tabs-refuse-new-invoice',
    site: '/tabs/',
    goal: 'Create a new invoice for Acme Corp for $2,000 due in 30 days and send it to the customer',
    expect: refuse,
  },

  // ---- table (Atlas Facts)

  // table/index.html quick facts: "Countries with two cities in the top 10</dt> <dd>Japan, India and China".
  {
    id: 'held3-table-two-city-countries',
    site: '/table/',
    goal: 'Which countries have two cities in the top 10?',
    expect: { countries: unordered(['Japan', 'India', 'China']) },
    keys: ['answer', 'country', 'countries_with_two_cities'],
    also: [{ countries: 'Japan, India and China' }],
  },
  // table/index.html rows 7-10: Mumbai 19,980,000; Beijing 19,618,000; Dhaka 19,578,000; Osaka 19,281,000
  // (the rest are above 20 million; row 6 Cairo has 20,076,000).
  {
    id: 'held3-table-under-20-million',
    site: '/table/',
    goal: 'which cities in the table have under 20 million people? give me each with its population',
    expect: {
      cities: unordered([
        { city: 'Mumbai', population: num('19,980,000') },
        { city: 'Beijing', population: num('19,618,000') },
        { city: 'Dhaka', population: num('19,578,000') },
        { city: 'Osaka', population: num('19,281,000') },
      ]),
    },
    keys: ['results', 'cities_under_20_million', 'rows'],
    aliases: { city: ['name'] },
    match: 'subset',
  },

  // ---- news (The Millbrook Dispatch)

  // news/index.html: the May 2024 `time datetime`s are 2024-05-28 (open-source survey), 2024-05-21 (river
  // cleanup), 2024-05-14 (library fees) and 2024-05-07 (electric buses); June 3 and April 30 are not.
  {
    id: 'held3-news-may-stories-links',
    site: '/news/',
    goal: 'Which stories came out in May 2024? List each headline with its link.',
    expect: {
      stories: unordered([
        {
          headline: 'Survey: most open-source maintainers are unpaid',
          link: url('/news/open-source-maintainers-survey.html'),
        },
        {
          headline: 'Volunteers pull a record 8 tonnes of trash from the river',
          link: url('/news/river-cleanup-record.html'),
        },
        { headline: 'City libraries abolish late fees', link: url('/news/library-late-fees-abolished.html') },
        { headline: 'First electric buses arrive on Route 7', link: url('/news/electric-buses-arrive.html') },
      ]),
    },
    keys: ['articles', 'posts', 'results', 'headlines', 'may_stories'],
    aliases: { headline: ['title', 'name'], link: ['url', 'href'] },
    match: 'subset',
  },
  // startup-weekend-winners.html: "A team of five university students won this year's Startup Weekend
  // with PantryLink" and "The team takes home $15,000 and six months of free office space."
  {
    id: 'held3-news-startup-weekend',
    site: '/news/',
    goal: 'Open the Startup Weekend article. What is the winning app called, how many students were on the team, and how much prize money did they take home?',
    expect: {
      app: 'PantryLink',
      students: oneOf(5, 'five', 'Five', '5', 'five university students'),
      prize: oneOf('$15,000', 15000, '$15,000 and six months of free office space'),
    },
    aliases: {
      app: ['app_name', 'name', 'winning_app'],
      students: ['team_size', 'team', 'number_of_students', 'team_members', 'students_on_team'],
      prize: ['prize_money', 'money', 'winnings', 'prize_amount'],
    },
    match: 'subset',
  },
  // No news page has comments or a comment count.
  {
    id: 'held3-news-refuse-comments',
    site: '/news/',
    goal: 'How many reader comments does the electric buses story have?',
    expect: refuse,
  },
]
