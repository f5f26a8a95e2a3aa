/**
 * Held-out round 29: an online bookshop, Larkspur Books (test/fixtures/sites/bookshop/). The site
 * and the goals were written by someone who had not read the planner, from the README's section
 * on the embedded planner, and committed before the planner ever ran on them.
 *
 * The site (static HTML + plain JS; every figure comes from data.js, the pages work out the rest):
 * - every page: a header with a search box whose suggestions (a listbox drawn by the page, two
 *   letters or more) list matching titles and authors (picking one opens its page; Enter searches),
 *   "Sign in" / "My account", a "Basket" link with a count, and a main menu with a "Books"
 *   drop-down (All books, Fiction, Crime & Thriller, Science Fiction & Fantasy, History, Children's
 *   Books, Food & Drink), Bestsellers, New releases, Authors, Delivery & help; a cookie notice at
 *   the bottom ("Accept all cookies" / "Reject optional cookies") until it is answered; a footer
 *   with a newsletter sign-up.
 * - index.html: the home page. A "Join Larkspur Rewards" dialog opens by itself 0.3 s after load
 *   (× "Close", "No thanks", an email field and "Sign me up"); a hero, category tiles, "Bestsellers
 *   this week" and "New & notable" as cards with "Add to basket", staff picks, "Coming soon" (one
 *   pre-order), the shop's hours in prose.
 * - browse.html?cat=ID | ?q=WORDS | ?sort=newest: the catalogue, 40 books in six categories, as
 *   cards (title, author, rating, the listed edition's format and price, "Published: 3 September
 *   2026", stock, "Add to basket"), 8 a page with numbered pages (links); a sidebar of category
 *   links with counts, Format boxes (Hardback, Paperback, eBook, Audiobook: books available in
 *   that format), a Price list (native select: Any price, Under £10, £10 to £20, Over £20), an "In
 *   stock only" box and "Clear all filters"; a "Sort by" listbox drawn by the page (Recommended,
 *   Price: low to high, Price: high to low, Newest first, Highest rated). Fiction has 10 books (2
 *   pages), Crime & Thriller 8, Science Fiction & Fantasy 7, History 6, Children's Books 5, Food &
 *   Drink 4.
 * - book.html?id=ID: a book. Labelled facts (Published, Pages, Publisher), the blurb, a buy box
 *   with one radio per format and its price, a Quantity number field (1-10) and "Add to basket"
 *   (or "Pre-order now"); tabs Description / Details (a table: ISBN, Format, Publisher, Publication
 *   date, Pages, Language, Dimensions) / Reviews (n) (written reviews with a sort list and "Show
 *   more reviews"); collapsed "Delivery & returns" (prose with prices), "About the author" open
 *   (a biography with figures), more books by the author as cards.
 * - bestsellers.html[?list=fiction|nonfiction|children]: the weekly charts, updated Monday 16
 *   November 2026, in tabs Fiction (10) / Non-fiction (8) / Children's (5), each a table: No.,
 *   Title, Author, Format, Price, Weeks on list; a collapsed "How the charts work".
 * - authors.html[#ID]: 22 authors A-Z by surname as cards (Born, Country, Writes, Books with us,
 *   a "Read biography" disclosure, a link to their books), 8 at a time behind "Load more authors";
 *   genre chips (toggle buttons) filter them.
 * - basket.html: the basket a returning visitor starts with (The Glass Orchard, Paperback £9.99
 *   x1; Dead Reckoning, Hardback £16.99 x1; Pip and the Puddle Dragon, Paperback £6.99 x2) as a
 *   table (Item, Format, Price, Quantity field, Total, a "Remove" button per row); a summary
 *   (Subtotal, Discount, Delivery, Total: £40.96 to start, standard delivery free from £25), a
 *   "Promo code" field with "Apply" (READMORE10 takes 10% off), "Go to checkout".
 * - checkout.html[?step=2]: a checkout in four steps. 1 Address: Full name, Email address, Phone
 *   number (optional), Address line 1, Address line 2 (optional), Town or city, Postcode, "Continue
 *   to delivery"; 2 Delivery: radios Standard delivery / Express delivery (£5.99) / Nominated day
 *   delivery (£6.99, shows a "Delivery date" date field: 20 November to 18 December 2026, no
 *   Sundays) / Click & Collect, "Continue to payment"; 3 Payment (card fields), "Review your
 *   order"; 4 Review, a gift box, "Place order" (order LB-21107). ?step=2 opens the Delivery step.
 * - signin.html: Email address, Password, "Keep me signed in", "Sign in"; then account.html (or
 *   ?next=). One account: ellen.marsh@example.com / shelf-life-7 (Ellen Marsh).
 * - account.html: signed-out visitors are sent to signin.html?next=account.html. "Hello, Ellen",
 *   Member since / Rewards points; tabs Orders (a table: Order, Date placed, Items, Total, Status,
 *   "View items"; 5 of 9 orders until "Show older orders"), Wishlist (cards), Email preferences
 *   (four boxes, "Save preferences").
 * - help.html: delivery and returns in prose with prices, questions as collapsed sections, contact
 *   details and the Bath shop's opening hours as a table.
 *
 * Today is Wednesday 18 November 2026.
 *
 * State the pages report: visited; cookies ('accepted' | 'rejected'); promo_dialog ('open' |
 * 'closed'), rewards_signup; search_query, search_pick; category, formats, price_range,
 * in_stock_only, sort, results_page, results_count (browse); book, book_format, book_tab,
 * delivery_returns, about_author, review_sort, reviews_shown, added_to_basket, added_format,
 * added_quantity; chart (bestsellers); authors_shown, author_genre, biography_open; basket_items,
 * basket_total, basket_removed, quantity_changed, promo_code, promo_error; checkout_step
 * ('Address' | 'Delivery' | 'Payment' | 'Review' | 'Order placed'), checkout_name,
 * checkout_email, checkout_address, checkout_town, checkout_postcode, delivery_option (Standard,
 * Express, Nominated day, Click & Collect), delivery_date (yyyy-mm-dd), payment_card_last4,
 * gift_order, order_placed; signed_in, signed_in_email, keep_signed_in, signin_error;
 * account_tab, older_orders, email_newsletter, email_authors, email_preorders, email_partners,
 * preferences_saved; newsletter_signup; faq_opened, faq_closed; page.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it, on the code of commit 08d4b8f): 21 of 30
 * correct, 15 of 24 tasks done (6 of 10 instructions, 9 of 14 questions), 1 wrong, 6 of 6
 * refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered, url } from './cases'

const refuse = { refuse: true } as const

export const round29Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round29-bookshop-menu-scifi',
    site: '/bookshop/',
    goal: 'open Books > Science Fiction & Fantasy',
    expect: performed,
    state: { visited: url('/bookshop/browse.html'), category: 'Science Fiction & Fantasy' },
  },
  {
    id: 'round29-bookshop-search-suggestion',
    site: '/bookshop/',
    goal: 'type lantern into the search box and pick The Lantern Keepers from the suggestions',
    expect: performed,
    state: {
      search_pick: 'The Lantern Keepers',
      book: 'The Lantern Keepers',
      visited: url('/bookshop/book.html'),
    },
  },
  {
    id: 'round29-bookshop-formats-sort',
    site: '/bookshop/browse.html?cat=fiction',
    goal: 'tick Paperback and Audiobook, then sort by price, low to high',
    expect: performed,
    state: {
      category: 'Fiction',
      formats: unordered(['Paperback', 'Audiobook']),
      sort: 'Price: low to high',
    },
  },
  {
    id: 'round29-bookshop-paperback-quantity',
    site: '/bookshop/book.html?id=the-salt-road',
    goal: 'choose the paperback, set the quantity to 2, then click Add to basket',
    expect: performed,
    state: { added_to_basket: 'The Salt Road', added_format: 'Paperback', added_quantity: 2 },
  },
  {
    id: 'round29-bookshop-cookies-promo',
    site: '/bookshop/',
    goal: 'Reject the optional cookies and close the Rewards pop-up',
    expect: performed,
    state: { cookies: 'rejected', promo_dialog: 'closed' },
  },
  {
    id: 'round29-bookshop-sign-in',
    site: '/bookshop/',
    goal: 'sign in with ellen.marsh@example.com and the password shelf-life-7, and keep me signed in',
    expect: performed,
    state: { signed_in: true, signed_in_email: 'ellen.marsh@example.com', keep_signed_in: true },
  },
  {
    id: 'round29-bookshop-checkout-address',
    site: '/bookshop/checkout.html',
    goal: 'fill in the checkout form with full name: Tom Reyes, email address: tom.reyes@example.com, address line 1: 14 Orchard Lane, town or city: Leeds, postcode: LS6 2AB, then continue to delivery',
    expect: performed,
    state: {
      checkout_step: 'Delivery',
      checkout_name: 'Tom Reyes',
      checkout_email: 'tom.reyes@example.com',
      checkout_address: '14 Orchard Lane',
      checkout_town: 'Leeds',
      checkout_postcode: 'LS6 2AB',
    },
    derived: ['Tom Reyes', 'tom.reyes@example.com', '14 Orchard Lane', 'Leeds', 'LS6 2AB'],
  },
  {
    id: 'round29-bookshop-nominated-day',
    site: '/bookshop/checkout.html?step=2',
    goal: 'please choose Nominated day delivery, set the delivery date to 27 November 2026 and continue to payment',
    expect: performed,
    state: { delivery_option: 'Nominated day', delivery_date: '2026-11-27', checkout_step: 'Payment' },
    derived: ['2026-11-27'],
  },
  {
    id: 'round29-bookshop-reviews-delivery',
    site: '/bookshop/book.html?id=the-lantern-keepers',
    goal: 'switch to the Reviews tab, then expand Delivery & returns',
    expect: performed,
    state: { book_tab: 'Reviews', delivery_returns: 'expanded' },
  },
  {
    id: 'round29-bookshop-basket-promo',
    site: '/bookshop/basket.html',
    goal: 'remove Dead Reckoning from my basket, then enter READMORE10 in the promo code box and apply it',
    expect: performed,
    state: {
      basket_removed: 'Dead Reckoning',
      basket_items: ['The Glass Orchard', 'Pip and the Puddle Dragon'],
      promo_code: 'READMORE10',
    },
  },

  // ---- questions
  {
    id: 'round29-bookshop-pages',
    site: '/bookshop/book.html?id=the-salt-road',
    goal: 'how many pages does The Salt Road have?',
    expect: { pages: num('384') },
    keys: ['page_count', 'number_of_pages', 'pages_count', 'count'],
    match: 'subset',
  },
  {
    id: 'round29-bookshop-express-cost',
    site: '/bookshop/help.html',
    goal: 'what does express delivery cost',
    expect: { express_delivery: oneOf('£5.99', 5.99) },
    keys: ['price', 'cost', 'express', 'express_delivery_cost', 'express_delivery_price', 'amount'],
    match: 'subset',
  },
  {
    id: 'round29-bookshop-fiction-over-15',
    site: '/bookshop/browse.html?cat=fiction',
    goal: 'How many fiction books cost more than £15?',
    expect: { count: 4 },
    keys: ['books', 'number', 'total', 'fiction_books', 'number_of_books'],
  },
  {
    id: 'round29-bookshop-most-weeks',
    site: '/bookshop/bestsellers.html',
    goal: 'which fiction bestseller has been on the list for the most weeks?',
    expect: { title: 'The Glass Orchard' },
    keys: ['book', 'name', 'bestseller', 'fiction_bestseller'],
    aliases: { title: ['name', 'book'] },
    match: 'subset',
    also: [{ bestseller: { title: 'The Glass Orchard' } }, { book: { title: 'The Glass Orchard' } }],
  },
  {
    id: 'round29-bookshop-childrens-average',
    site: '/bookshop/bestsellers.html',
    goal: "switch to the Children's tab, then what's the average price?",
    expect: { average_price: oneOf('£8.19', 8.19) },
    keys: ['average', 'avg_price', 'mean_price', 'price', 'average_cost'],
    match: 'subset',
    derived: ['£8.19'],
  },
  {
    id: 'round29-bookshop-cheapest-scifi',
    site: '/bookshop/browse.html?cat=scifi',
    goal: 'list the 3 cheapest science fiction books with their prices',
    expect: {
      books: [
        { title: 'Seedship', price: oneOf('£6.99', 6.99) },
        { title: 'Drift', price: oneOf('£7.99', 7.99) },
        { title: 'Iron and Ivy', price: oneOf('£8.99', 8.99) },
      ],
    },
    keys: ['cheapest', 'cheapest_books', 'results', 'items', 'science_fiction_books', 'titles'],
    aliases: { title: ['name', 'book'], price: ['cost'] },
    match: 'subset',
  },
  {
    id: 'round29-bookshop-crime-under-9',
    site: '/bookshop/browse.html?cat=crime',
    goal: 'show me the crime & thriller books under £9',
    expect: {
      books: unordered([
        { title: 'The Ferryman Files' },
        { title: 'No Safe Harbour' },
        { title: 'A Death in Kestrel Lane' },
        { title: 'The Orchid Room' },
      ]),
    },
    keys: ['results', 'items', 'titles', 'crime_books', 'crime_thriller_books', 'crime_and_thriller_books'],
    aliases: { title: ['name', 'book'] },
    match: 'subset',
    also: [
      {
        books: unordered([
          'The Ferryman Files',
          'No Safe Harbour',
          'A Death in Kestrel Lane',
          'The Orchid Room',
        ]),
      },
      {
        titles: unordered([
          'The Ferryman Files',
          'No Safe Harbour',
          'A Death in Kestrel Lane',
          'The Orchid Room',
        ]),
      },
    ],
  },
  {
    id: 'round29-bookshop-history-2026',
    site: '/bookshop/browse.html?cat=history',
    goal: 'which history books were published in 2026',
    expect: {
      books: unordered([
        { title: 'Women of the Weald' },
        { title: 'The Last Telegraph' },
        { title: 'The Silk Ledger' },
      ]),
    },
    keys: ['results', 'items', 'titles', 'history_books'],
    aliases: { title: ['name', 'book'] },
    match: 'subset',
    also: [
      { books: unordered(['Women of the Weald', 'The Last Telegraph', 'The Silk Ledger']) },
      { titles: unordered(['Women of the Weald', 'The Last Telegraph', 'The Silk Ledger']) },
    ],
  },
  {
    id: 'round29-bookshop-authors-ireland',
    site: '/bookshop/authors.html',
    goal: 'Which authors are from Ireland?',
    expect: { authors: unordered(['Amara Bello', 'Fiona Gallagher', 'Siobhán Kearney']) },
    keys: ['names', 'results', 'items', 'irish_authors'],
    also: [
      {
        authors: unordered([
          { name: 'Amara Bello' },
          { name: 'Fiona Gallagher' },
          { name: 'Siobhán Kearney' },
        ]),
      },
    ],
    aliases: { name: ['author'] },
    match: 'subset',
  },
  {
    id: 'round29-bookshop-isbn',
    site: '/bookshop/book.html?id=the-lantern-keepers',
    goal: 'click the Details tab and tell me the ISBN',
    expect: { isbn: num('9781911204583') },
    keys: ['isbn13', 'isbn_13'],
    match: 'subset',
  },
  {
    id: 'round29-bookshop-nonfiction-top3',
    site: '/bookshop/bestsellers.html',
    goal: 'open the Non-fiction tab and list the top 3 with their authors',
    expect: {
      books: [
        { title: 'Sunday Suppers', author: 'Sofia Marchetti' },
        { title: 'The Silk Ledger', author: 'Leila Haddad' },
        { title: 'The One-Pan Kitchen', author: 'Sofia Marchetti' },
      ],
    },
    keys: ['top_3', 'top3', 'bestsellers', 'results', 'items', 'non_fiction', 'titles', 'top'],
    aliases: { title: ['name', 'book'] },
    match: 'subset',
  },
  {
    id: 'round29-bookshop-october-orders',
    site: '/bookshop/account.html',
    goal: 'log in as ellen.marsh@example.com with password shelf-life-7, then how many orders did I place in October 2026?',
    expect: { count: 2 },
    keys: ['orders', 'number', 'total', 'october_orders', 'number_of_orders'],
  },
  {
    id: 'round29-bookshop-basket-total',
    site: '/bookshop/basket.html',
    goal: "what's the total of my basket?",
    expect: { total: oneOf('£40.96', 40.96) },
    keys: ['basket_total', 'total_price', 'order_total', 'amount', 'total_to_pay'],
    match: 'subset',
    derived: ['£40.96'],
  },
  {
    id: 'round29-bookshop-solberg-born',
    site: '/bookshop/authors.html',
    goal: 'tell me what year Ingrid Solberg was born',
    expect: { born: oneOf('1965', 1965) },
    keys: ['year', 'birth_year', 'year_of_birth', 'born_in', 'year_born'],
    match: 'subset',
  },

  // ---- to refuse
  {
    id: 'round29-bookshop-refuse-worth-reading',
    site: '/bookshop/book.html?id=the-salt-road',
    goal: 'is The Salt Road worth reading?',
    expect: refuse,
  },
  {
    id: 'round29-bookshop-refuse-present',
    site: '/bookshop/bestsellers.html',
    goal: 'which of these would make a good Christmas present for my dad?',
    expect: refuse,
  },
  {
    id: 'round29-bookshop-refuse-goodreads',
    site: '/bookshop/book.html?id=the-lantern-keepers',
    goal: 'what is the Goodreads rating of The Lantern Keepers?',
    expect: refuse,
  },
  {
    id: 'round29-bookshop-refuse-warehouse',
    site: '/bookshop/book.html?id=the-night-courier',
    goal: 'how many copies of The Night Courier are left in the warehouse',
    expect: refuse,
  },
  {
    id: 'round29-bookshop-refuse-summary',
    site: '/bookshop/book.html?id=the-glass-orchard',
    goal: 'summarise the plot of The Glass Orchard in two sentences',
    expect: refuse,
  },
  {
    id: 'round29-bookshop-refuse-price-watch',
    site: '/bookshop/book.html?id=the-salt-road',
    goal: 'let me know when the hardback drops below £12',
    expect: refuse,
  },
]
