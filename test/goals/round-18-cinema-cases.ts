/**
 * Held-out round 18: Lumen Cinemas, a cinema chain with three cinemas in one town
 * (test/fixtures/sites/cinema/, all data in data.js; the visitor's changes in sessionStorage).
 *
 * The site: a cookie notice on every page until a choice is made; a header with menus and
 * submenus (What's on, Cinemas, Membership, Help), a film search with suggestions and a Sign in
 * link (an account menu once signed in). `index.html` (a featured banner, "Now showing": 12 film
 * cards with Certificate / Runtime / Genres / Rating, 8 until "Show more films", genre chips and a
 * "Sort by" list; a "Coming soon" teaser of 4 with "Notify me" toggles), `coming-soon.html` (6
 * cards with Release date / Certificate / Genres / Runtime), `showtimes.html` (one tab per day of
 * the week, today's open; a Cinema radio list, Format chips 2D / IMAX / Audio described; a table
 * Film | Certificate | Cinema | Screen | Format | Times, 10 rows until "Show more showtimes"),
 * `film.html?id=` (Overview / "Showtimes today" tabs, a synopsis, labelled details: Director, Cast,
 * Release date, Runtime, Certificate, Genres, Language, Audience rating), `book.html?film=` (a
 * booking in four steps: film and cinema lists, day buttons and time buttons; Adult / Child /
 * Senior spin buttons with −/+; a seat map of seat buttons, some taken; a summary with "Confirm
 * booking"; an order panel with Subtotal, Booking fee and Total), `cinemas.html` (cards with
 * Screens, "Open today" and facility tags), `cinema.html?id=` (labelled details, facilities, an
 * opening hours table), `membership.html` (5 plan cards: Monthly price, Films, Minimum term; a
 * Join dialog), `giftcards.html` (a form in three steps: amount radios and design, recipient,
 * delivery date), `contact.html` (a topic list and a cinema autocomplete), `signin.html` and
 * `account.html` (sign-in needed; Upcoming bookings with "Cancel booking" and a confirm dialog,
 * Past visits as a table of 8 a page, Preferences with selects, checkboxes and Save).
 *
 * The goals were written from the grammar in the README section "The embedded planner (no
 * model)" by someone who had not read the planner, its tests or the earlier rounds, and they were
 * not run through the planner before being committed. Expected answers are read off data.js; the
 * computed ones are listed in `derived` with how they were computed.
 *
 * The site's "today": Fri 16 Apr 2027 (data.js TODAY; the day tabs run Fri 16 to Thu 22 Apr).
 * The member: Nadia Okafor, signs in with nadia.okafor@example.com / Reel-Popcorn-27.
 *
 * State the pages report (`reportState`): cookies ('accepted' | 'rejected' | 'custom'),
 * home_genre, home_sort (the option's text), notify_me (titles, in the order of Coming soon),
 * showtimes_day ('Sat 17 Apr'), showtimes_cinema ('All cinemas' or a cinema's name),
 * showtimes_format ('All formats' | '2D' | 'IMAX' | 'Audio described'), film_viewed, cinema_page,
 * booking_step, booking_confirmed ({film, cinema, date, time, format, seats, tickets: {adult,
 * child, senior}, total}), signed_in, keep_signed_in, account_tab, cancelled_bookings (refs),
 * preferences ({favourite_cinema, preferred_seats, preferred_format, email_newsletter,
 * text_reminders, partner_offers, audio_description}), join_plan, gift_card_step, gift_card
 * ({amount, design, recipient_name, recipient_email, message, sender_name, sender_email,
 * send_on}), contact_message ({topic, cinema, booking_reference (null when none), name, email,
 * message}); and the server's `visited`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 14 of 30 correct, 8 of 24 tasks done (6 of 10
 * instructions, 2 of 14 questions), 6 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true as const }
const SITE = '/cinema/'
const SIGN_IN = 'nadia.okafor@example.com'
const PASSWORD = 'Reel-Popcorn-27'

const FILM_ALIASES = {
  title: ['name', 'film'],
  runtime: ['length', 'duration', 'running_time', 'run_time'],
  release_date: ['release', 'released', 'date', 'in_cinemas'],
}

export const round18Cases: GoalCase[] = [
  // ---- explicit instructions (10)
  {
    id: 'round18-cinema-menu-westfield',
    site: SITE,
    goal: 'open Cinemas > Westfield Park',
    expect: performed,
    state: { visited: '/cinema/cinema.html', cinema_page: 'Lumen Westfield Park' },
  },
  {
    id: 'round18-cinema-sign-in-keep',
    site: '/cinema/signin.html',
    goal: `Sign in with email ${SIGN_IN} and the password ${PASSWORD}, and keep me signed in`,
    expect: performed,
    state: { signed_in: SIGN_IN, keep_signed_in: true },
  },
  {
    id: 'round18-cinema-notify-sundog',
    site: SITE,
    goal: 'press Notify me for Sundog',
    expect: performed,
    state: { notify_me: ['Sundog'] },
  },
  {
    id: 'round18-cinema-cookies-saturday-imax',
    site: SITE,
    goal: "Accept all cookies, go to What's on > Showtimes, switch to the Saturday tab, then only show IMAX",
    expect: performed,
    state: {
      cookies: 'accepted',
      visited: '/cinema/showtimes.html',
      showtimes_day: 'Sat 17 Apr',
      showtimes_format: 'IMAX',
    },
  },
  {
    id: 'round18-cinema-drama-by-rating',
    site: SITE,
    goal: 'filter the films to Drama, then sort them by rating, highest first',
    expect: performed,
    state: { home_genre: 'Drama', home_sort: 'Rating (highest first)' },
  },
  {
    id: 'round18-cinema-book-lantern-keeper',
    site: '/cinema/film.html?id=lantern-keeper',
    goal: 'Click Book tickets, pick 18:40, continue, set Adult to 2, continue, click seat F7, click seat F8, continue and then confirm the booking',
    expect: performed,
    state: {
      booking_confirmed: {
        film: 'The Lantern Keeper',
        cinema: 'Lumen Canal Street',
        date: 'Fri 16 Apr',
        time: '18:40',
        format: '2D',
        seats: ['F7', 'F8'],
        tickets: { adult: 2, child: 0, senior: 0 },
        // 2 × Adult £11.50 + booking fee £1.20 (not signed in)
        total: '£24.20',
      },
    },
  },
  {
    id: 'round18-cinema-cancel-cold-harbour',
    site: '/cinema/account.html',
    goal: `Log in as ${SIGN_IN} with password ${PASSWORD}, then click Cancel booking next to Cold Harbour and confirm the cancellation`,
    expect: performed,
    state: { signed_in: SIGN_IN, cancelled_bookings: ['LUM-48213'] },
  },
  {
    id: 'round18-cinema-preferences',
    site: '/cinema/account.html',
    goal: `sign in as ${SIGN_IN}, password ${PASSWORD}. In Preferences, change Favourite cinema to Lumen Riverside, untick Email newsletter, tick Text reminders and save`,
    expect: performed,
    state: {
      preferences: {
        favourite_cinema: 'Lumen Riverside',
        preferred_seats: 'Middle',
        preferred_format: 'Any',
        email_newsletter: false,
        text_reminders: true,
        partner_offers: false,
        audio_description: false,
      },
    },
  },
  {
    id: 'round18-cinema-gift-card',
    site: '/cinema/giftcards.html',
    goal: "Fill in the gift card form with Amount: £50, Design: Birthday, Recipient's name: Tom Reyes, Recipient's email: tom.reyes@example.com, Message: Enjoy the films, Your name: Nadia Okafor, Your email: nadia.okafor@example.com, Send on: 24 April 2027, and buy the gift card",
    expect: performed,
    state: {
      gift_card: {
        amount: '£50',
        design: 'Birthday',
        recipient_name: 'Tom Reyes',
        recipient_email: 'tom.reyes@example.com',
        message: 'Enjoy the films',
        sender_name: 'Nadia Okafor',
        sender_email: 'nadia.okafor@example.com',
        send_on: '2027-04-24',
      },
    },
  },
  {
    id: 'round18-cinema-contact-lost-scarf',
    site: '/cinema/contact.html',
    goal: 'Topic: Lost property, Cinema: Lumen Riverside, Your name: Jonah Price, Email: jonah.price@example.com, Message: I left a grey scarf in Screen 4 on Friday night, then send it',
    expect: performed,
    state: {
      contact_message: {
        topic: 'Lost property',
        cinema: 'Lumen Riverside',
        booking_reference: null,
        name: 'Jonah Price',
        email: 'jonah.price@example.com',
        message: 'I left a grey scarf in Screen 4 on Friday night',
      },
    },
  },

  // ---- questions over the site's data (14)
  {
    id: 'round18-cinema-count-now-showing',
    site: SITE,
    goal: 'How many films are now showing?',
    // data.js films: 12 (8 shown, 4 more behind "Show more films")
    expect: { count: num('12') },
    keys: ['films', 'number_of_films', 'film_count', 'now_showing', 'total'],
  },
  {
    id: 'round18-cinema-lowest-rating',
    site: SITE,
    goal: 'which film has the lowest rating?',
    expect: { film: 'Whispers in the Rye' },
    keys: ['title', 'name', 'lowest_rating', 'lowest_rated', 'lowest_rated_film'],
    match: 'subset',
    also: [{ film: { title: 'Whispers in the Rye' } }, { lowest_rating: { title: 'Whispers in the Rye' } }],
    aliases: { title: ['name', 'film'] },
  },
  {
    id: 'round18-cinema-under-100-minutes',
    site: SITE,
    goal: 'Show me the films under 100 minutes',
    expect: {
      films: unordered([
        { title: 'Paper Foxes', runtime: oneOf('92 min', 92) },
        { title: 'Kite Season', runtime: oneOf('98 min', 98) },
        { title: 'Whispers in the Rye', runtime: oneOf('99 min', 99) },
        { title: 'A Quiet Tuesday', runtime: oneOf('95 min', 95) },
      ]),
    },
    keys: ['titles', 'results', 'now_showing', 'films_under_100_minutes'],
    aliases: FILM_ALIASES,
    also: [{ films: unordered(['Paper Foxes', 'Kite Season', 'Whispers in the Rye', 'A Quiet Tuesday']) }],
  },
  {
    id: 'round18-cinema-certificate-15-runtimes',
    site: SITE,
    goal: 'list the films with a 15 certificate and their runtimes',
    expect: {
      films: unordered([
        { title: 'Orbit of Ash', runtime: oneOf('141 min', 141) },
        { title: 'Midnight at the Marigold', runtime: oneOf('117 min', 117) },
        { title: 'Ironbound', runtime: oneOf('152 min', 152) },
        { title: 'Whispers in the Rye', runtime: oneOf('99 min', 99) },
      ]),
    },
    keys: ['titles', 'results', 'now_showing', 'films_with_a_15_certificate'],
    aliases: FILM_ALIASES,
  },
  {
    id: 'round18-cinema-three-longest',
    site: SITE,
    goal: 'What are the 3 longest films, with their runtimes?',
    expect: {
      films: [
        { title: 'Ironbound', runtime: oneOf('152 min', 152) },
        { title: 'Orbit of Ash', runtime: oneOf('141 min', 141) },
        { title: "The Cartographer's Daughter", runtime: oneOf('136 min', 136) },
      ],
    },
    keys: ['longest', 'longest_films', 'titles', 'results'],
    aliases: FILM_ALIASES,
  },
  {
    id: 'round18-cinema-released-may',
    site: '/cinema/coming-soon.html',
    goal: 'Which films are released in May 2027?',
    expect: { films: unordered(['The Ninth Ferry', 'Sundog', 'Little Thunder']) },
    keys: ['titles', 'results', 'releases', 'coming_soon'],
    aliases: FILM_ALIASES,
    also: [
      {
        films: unordered([
          { title: 'The Ninth Ferry', release_date: oneOf('7 May 2027', '2027-05-07') },
          { title: 'Sundog', release_date: oneOf('14 May 2027', '2027-05-14') },
          { title: 'Little Thunder', release_date: oneOf('28 May 2027', '2027-05-28') },
        ]),
      },
    ],
  },
  {
    id: 'round18-cinema-director-one-link-away',
    site: SITE,
    goal: 'Open The Lantern Keeper and tell me who directed it',
    expect: { director: 'Imogen Hale' },
    keys: ['directed_by', 'directed'],
    match: 'subset',
  },
  {
    id: 'round18-cinema-booking-total',
    site: '/cinema/book.html?film=paper-foxes',
    goal: 'Choose Lumen Westfield Park from the Cinema list, pick 12:40, continue, set Adult to 2 and set Child to 1. What is the total?',
    expect: { total: oneOf('£32.15', 32.15) },
    keys: ['total_price', 'order_total', 'price'],
    // book.html: 2 × Adult £11.50 + 1 × Child £7.95 = £30.95, plus the booking fee £1.20 (not signed in)
    derived: ['£32.15'],
  },
  {
    id: 'round18-cinema-riverside-sunday-hours',
    site: '/cinema/cinemas.html',
    goal: 'Open Lumen Riverside. What are its opening hours on Sunday?',
    expect: { sunday: oneOf('09:30 – 22:00', '09:30–22:00', '09:30 - 22:00') },
    keys: ['opening_hours', 'hours', 'sunday_hours', 'sunday_opening_hours', 'opening_hours_on_sunday'],
  },
  {
    id: 'round18-cinema-saturday-imax-films',
    site: '/cinema/showtimes.html',
    goal: 'Switch to Saturday. Which films are showing in IMAX?',
    // Saturday 17 Apr, Format IMAX (all at Lumen Riverside); Ironbound's row is behind "Show more showtimes"
    expect: { films: unordered(['Orbit of Ash', 'Paper Foxes', 'Ironbound']) },
    keys: ['film', 'titles', 'imax_films', 'showtimes', 'results'],
    aliases: { film: ['title', 'name'] },
  },
  {
    id: 'round18-cinema-sunday-audio-described-count',
    site: '/cinema/showtimes.html',
    goal: 'Click the Sunday tab. How many audio described showtimes are there?',
    // Sunday 18 Apr: three rows of Format "Audio described", one time each (the last behind "Show more showtimes")
    expect: { count: num('3') },
    keys: ['audio_described', 'audio_described_showtimes', 'showtimes', 'number_of_showtimes', 'total'],
  },
  {
    id: 'round18-cinema-most-screens',
    site: '/cinema/cinemas.html',
    goal: 'Which cinema has the most screens, and how many are there?',
    expect: { cinema: 'Lumen Westfield Park', screens: num('11') },
    aliases: { cinema: ['name', 'title'], screens: ['count', 'number_of_screens', 'most_screens'] },
    also: [
      { cinema: { name: 'Lumen Westfield Park', screens: num('11') } },
      { most_screens: { name: 'Lumen Westfield Park', screens: num('11') } },
    ],
  },
  {
    id: 'round18-cinema-march-spend',
    site: '/cinema/account.html',
    goal: `Log in as ${SIGN_IN}, password ${PASSWORD}, open Past visits. How much did I spend in March 2027 in total?`,
    expect: { total_amount: oneOf('£97.30', 97.3) },
    keys: ['total', 'total_spent', 'total_spend', 'amount', 'spent', 'sum'],
    // Past visits in March 2027 (pages 1 and 2): £27.40 + £29.00 + £20.45 + £11.50 + £8.95
    derived: ['£97.30'],
  },
  {
    id: 'round18-cinema-average-plan-price',
    site: '/cinema/membership.html',
    goal: "What's the average monthly price of the plans?",
    expect: { average_monthly_price: oneOf('£14.79', 14.79) },
    keys: ['average_price', 'average', 'average_monthly_price_of_the_plans'],
    // (£5.99 + £8.99 + £14.99 + £19.99 + £23.99) / 5 = £73.95 / 5
    derived: ['£14.79'],
  },

  // ---- to refuse (6)
  {
    id: 'round18-cinema-refuse-recommend',
    site: SITE,
    goal: 'Which film would I enjoy most this weekend?',
    expect: refuse,
  },
  {
    id: 'round18-cinema-refuse-popcorn-price',
    site: '/cinema/cinema.html?id=riverside',
    goal: 'How much is a large popcorn here?',
    expect: refuse,
  },
  {
    id: 'round18-cinema-refuse-composer',
    site: '/cinema/film.html?id=lantern-keeper',
    goal: 'Who composed the music for this film?',
    expect: refuse,
  },
  {
    id: 'round18-cinema-refuse-on-sale-date',
    site: '/cinema/coming-soon.html',
    goal: 'When do tickets for Glasswater go on sale?',
    expect: refuse,
  },
  {
    id: 'round18-cinema-refuse-best-seats',
    site: '/cinema/book.html?film=ironbound',
    goal: 'Get me the two best seats for Ironbound on Saturday night',
    expect: refuse,
  },
  {
    id: 'round18-cinema-refuse-better-value',
    site: '/cinema/membership.html',
    goal: 'Is Lumen Plus or Lumen Unlimited better value for me?',
    expect: refuse,
  },
]
