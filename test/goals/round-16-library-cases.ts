/**
 * Held-out round 16: a public library site, "Harrowgate Libraries" (test/fixtures/sites/library/):
 * a home page with a catalogue search box that suggests titles as you type, a results page (a table
 * of 25 titles with author, format, year, availability and shelf mark; Format and Availability
 * filter lists, a "Sort by" list, 10 rows at a time behind "Show more results"), a title page
 * (labelled details, copies per branch, a "Place hold" dialog), branches with opening hours, events
 * as cards with a "Book a place" dialog, a sign-in page (library card number + PIN) and "My account"
 * with Loans, Holds, Fines and Settings tabs. A cookie notice shows on the first visit; the "What's
 * on" menu in the header leads to the events of one age group. All the data is in data.js.
 *
 * The goals were written from the README's grammar of the embedded planner by someone who had not
 * read the planner, its tests or the earlier rounds, and were not run through the planner before
 * being committed.
 *
 * First contact (one run before any work on it): 19 of 30 correct, 13 of 24 tasks done (9 of 10
 * instructions, 4 of 14 questions), 3 wrong, 6 of 6 refusals (test/goals/first-contact.json). It
 * also ran once, minutes before, inside an experiment with the older reader's phrase rewrites
 * turned off; nothing was changed between the two runs.
 *
 * "Today" on the site is fixed in data.js: Tuesday 17 November 2026 (this week: Monday 16 to Sunday
 * 22 November 2026). The member is Eleanor Pryce, library card number 21774004417736, PIN 4827.
 *
 * State the pages report (reportState): `search` (the query a results page was opened with),
 * `format` / `availability` / `sort` (the results page's lists), `shown` (rows after "Show more
 * results"), `suggestion` (a title picked from the suggestions), `cookies` ('accepted' | 'rejected'),
 * `dialog` ('open: ...' | 'closed'), `hold` ({ title, branch }), `signedIn` (the card number),
 * `keepSignedIn`, `renewed` (titles renewed, in order), `holdsCancelled`, `accountTab`, `settings`
 * ({ emailReminders, smsReminders, eventNews, preferredBranch }), `contact`, `ageGroup` / `branch`
 * (the events page's lists) and `booking` ({ event, name, email, places }).
 */
import { type GoalCase, oneOf, performed } from './cases'

const CARD = '21774004417736'

export const round16Cases: GoalCase[] = [
  // ---- explicit instructions (10)

  // index.html: the hero search box (combobox "Search the catalogue") and its Search button;
  // results.html reports `search` with the query it was opened with.
  {
    id: 'round16-library-search-author',
    site: '/library/',
    goal: 'search the catalogue for Maren Ostrow',
    expect: performed,
    state: { search: 'Maren Ostrow', visited: '/library/results.html' },
  },
  // index.html: cookie notice ("Accept all cookies"), the search box's suggestion list (role
  // listbox, one option per matching title); picking one reports `suggestion` and opens title.html.
  {
    id: 'round16-library-suggestion',
    site: '/library/',
    goal: 'accept all cookies, then type winter into the catalogue search box and pick A Winter Orchard from the suggestions',
    expect: performed,
    state: { cookies: 'accepted', suggestion: 'A Winter Orchard', visited: '/library/title.html' },
  },
  // results.html: the Format list (option "Audiobook"), the Availability list (option "Available")
  // and the "Sort by" list (option "Year (newest first)", value year-desc); each reports on change.
  {
    id: 'round16-library-filter-sort',
    site: '/library/results.html',
    goal: 'only show available audiobooks, then sort them by year, newest first',
    expect: performed,
    state: { format: 'Audiobook', availability: 'Available', sort: 'year-desc' },
  },
  // results.html: "Show more results" adds 10 rows a time (10, 20, 25) and reports `shown`; the
  // button is hidden once all 25 titles are in the table.
  {
    id: 'round16-library-load-all',
    site: '/library/results.html',
    goal: 'load all the results',
    expect: performed,
    state: { shown: 25 },
  },
  // title.html?id=quiet-engineers: "Place hold" opens a dialog; signed out, it asks for "Library
  // card number" and "PIN", then "Pickup branch" (a list) and "Confirm hold"; reports `hold`.
  {
    id: 'round16-library-place-hold',
    site: '/library/title.html?id=quiet-engineers',
    goal: `click Place hold, fill the form with library card number: ${CARD}, PIN: 4827, choose Kingsmoor Library from the pickup branch list and confirm the hold`,
    expect: performed,
    state: { hold: { title: 'The Quiet Engineers', branch: 'Kingsmoor Library' } },
  },
  // signin.html: cookie notice ("Reject optional cookies"), the fields "Library card number" and
  // "PIN" (a password field), the "Keep me signed in" box and "Sign in"; it then opens account.html.
  {
    id: 'round16-library-sign-in',
    site: '/library/signin.html',
    goal: `reject the optional cookies, then sign in as ${CARD} with password 4827 and keep me signed in`,
    expect: performed,
    state: {
      cookies: 'rejected',
      signedIn: CARD,
      keepSignedIn: true,
      visited: '/library/account.html',
    },
  },
  // account.html sends a signed-out visitor to signin.html?next=account.html; the Loans tab (shown
  // first) has a "Renew" button in each row (disabled for two reserved loans and one at 3 of 3).
  {
    id: 'round16-library-renew',
    site: '/library/account.html',
    goal: `log in as ${CARD}, password 4827, then renew The Cartographer's Apprentice`,
    expect: performed,
    state: { signedIn: CARD, renewed: ["The Cartographer's Apprentice"] },
  },
  // account.html, Settings tab: boxes "Email reminders before items are due" (ticked), "SMS
  // reminders before items are due" (unticked), "Email me about events and library news" (ticked),
  // the "Preferred branch" list and "Save settings"; reports `settings` when saved.
  {
    id: 'round16-library-settings',
    site: '/library/account.html',
    goal: `sign in with ${CARD} and the password 4827. In Settings, untick email reminders, tick SMS reminders, pick Millbrook Library from the preferred branch list and save`,
    expect: performed,
    state: {
      settings: {
        emailReminders: false,
        smsReminders: true,
        eventNews: true,
        preferredBranch: 'Millbrook Library',
      },
    },
  },
  // events.html: each event card has a "Book a place" button (the dialog: "Your name", "Email
  // address", "Number of places", "Confirm booking"; then "Done" and the × "Close"); reports `booking`
  // and `dialog`.
  {
    id: 'round16-library-book-event',
    site: '/library/events.html',
    goal: 'press the Book a place button next to Lego Club, fill in the form with name: Sam Okoro, email: sam.okoro@example.com, number of places: 2, then confirm the booking and close the dialog',
    expect: performed,
    state: {
      booking: { event: 'Lego Club', name: 'Sam Okoro', email: 'sam.okoro@example.com', places: 2 },
      dialog: 'closed',
    },
    // the name and email are the goal's own inputs, reported back by the page
    derived: ['Sam Okoro', 'sam.okoro@example.com'],
  },
  // index.html header: the "What's on" menu button and its menu items ("Teen events" links to
  // events.html?age=Teens, which sets the Age group list and reports `ageGroup`).
  {
    id: 'round16-library-menu-path',
    site: '/library/',
    goal: "open What's on > Teen events",
    expect: performed,
    state: { ageGroup: 'Teens', visited: '/library/events.html' },
  },

  // ---- questions over the site's data (14)

  // results.html: Availability column over all 25 rows (3 pages of "Show more results"):
  // 16 Available, 8 On loan, 1 Reference only.
  {
    id: 'round16-library-count-available',
    site: '/library/results.html',
    goal: 'how many titles are available?',
    expect: { count: 16 },
    keys: ['titles', 'available', 'available_titles', 'number_of_titles'],
  },
  // results.html: Format "Audiobook" rows (Tidewater 2022, Starlight Detectives 2024, Wild Swimming
  // in the North 2021, Letters from Fenwick Street 2025, the last on page 3); the Year column.
  {
    id: 'round16-library-newest-audiobook',
    site: '/library/results.html',
    goal: 'which is the newest audiobook?',
    expect: { newest: { title: 'Letters from Fenwick Street' } },
    keys: ['newest_audiobook', 'audiobook'],
    match: 'subset',
    also: [
      { title: 'Letters from Fenwick Street' },
      { newest: 'Letters from Fenwick Street' },
      { newest_audiobook: 'Letters from Fenwick Street' },
      { audiobook: 'Letters from Fenwick Street' },
    ],
  },
  // results.html: the first three rows of Format "Large print" in the page's order (rows 5, 10 and
  // 15: the third only after "Show more results"), with the Author column.
  {
    id: 'round16-library-first-large-print',
    site: '/library/results.html',
    goal: 'list the first 3 large print titles with their authors',
    expect: {
      titles: [
        { title: "The Lantern Keeper's Daughter", author: 'Saoirse Quinlan' },
        { title: 'Murder at Kingsmoor Hall', author: 'Alistair Penrose' },
        { title: 'The Long Field', author: 'Ines Calloway' },
      ],
    },
    keys: ['large_print_titles', 'large_print', 'results', 'books'],
  },
  // results.html: the Year column over all 25 rows; the three lowest are 2012, 2016 and 2017 (the
  // next, 2018, is shared by two titles), on pages 2, 2 and 1.
  {
    id: 'round16-library-oldest-three',
    site: '/library/results.html',
    goal: 'the 3 oldest titles with their years',
    expect: {
      titles: [
        { title: 'Harrowgate: A History in Twelve Streets', year: oneOf('2012', 2012) },
        { title: 'Bread for Beginners', year: oneOf('2016', 2016) },
        { title: 'Murder at Kingsmoor Hall', year: oneOf('2017', 2017) },
      ],
    },
    keys: ['oldest', 'oldest_titles', 'results'],
  },
  // results.html: the Author column ("by" = the author): The Salt Road, Tidewater, Under the Harrow.
  {
    id: 'round16-library-count-by-author',
    site: '/library/results.html',
    goal: 'how many titles by Maren Ostrow are there?',
    expect: { count: 3 },
    keys: ['titles', 'number_of_titles'],
  },
  // title.html?id=winter-orchard: the "Details" definition list (ISBN, Publisher, Pages).
  {
    id: 'round16-library-isbn-publisher-pages',
    site: '/library/title.html?id=winter-orchard',
    goal: 'what are the ISBN, the publisher and the number of pages?',
    expect: { isbn: '978-0-85752-411-9', publisher: 'Harbour & Finch', pages: oneOf('296', 296) },
    aliases: { pages: ['number_of_pages'] },
  },
  // title.html?id=winter-orchard: the "Copies at each branch" table (Branch, Collection, Copies,
  // On shelf): Central 3, Millbrook 2, Eastfield 1, Ashby Green 1.
  {
    id: 'round16-library-most-copies',
    site: '/library/title.html?id=winter-orchard',
    goal: 'which branch has the most copies?',
    expect: { most_copies: { branch: 'Harrowgate Central Library' } },
    keys: ['most', 'branch_with_most_copies'],
    match: 'subset',
    also: [{ branch: 'Harrowgate Central Library' }, { most_copies: 'Harrowgate Central Library' }],
  },
  // branches.html: one card per branch (h2 name, then Address / Phone / Email in a definition
  // list, then an opening-hours table).
  {
    id: 'round16-library-branch-phone',
    site: '/library/branches.html',
    goal: "what's the phone number of Eastfield Library?",
    expect: { phone: '01423 572 390' },
    keys: ['phone_number', 'eastfield_library_phone'],
    match: 'subset',
  },
  // events.html: 12 event cards (Date, Time, Branch, Age group, Places left); 6 fall on 18-21
  // November 2026, none on the 17th or the 22nd (so "between" counts the same either way), the
  // next on Monday 23 November.
  {
    id: 'round16-library-count-events-dates',
    site: '/library/events.html',
    goal: 'how many events are there between 17 and 22 November 2026?',
    expect: { count: 6 },
    keys: ['events', 'number_of_events'],
  },
  // events.html: Places left of the Millbrook Library events: Toddler Rhyme Time 6, Digital Skills
  // 5, Festive Storytime 20.
  {
    id: 'round16-library-sum-places',
    site: '/library/events.html',
    goal: 'what is the total of places left for the events at Millbrook Library?',
    expect: { total_places_left: 31 },
    keys: ['total', 'places_left', 'total_places'],
  },
  // events.html: Age group "Adults": Family History Drop-in 4, An Evening with Maren Ostrow 23,
  // Knit and Natter 8, Digital Skills 5 (40 / 4).
  {
    id: 'round16-library-average-places',
    site: '/library/events.html',
    goal: 'what is the average number of places left at events for adults?',
    expect: { average_places_left: 10 },
    keys: ['average', 'average_places', 'places_left'],
  },
  // events.html: Places left over 10: Lego Club 11, An Evening with Maren Ostrow 23, Winter Crafts
  // for Families 15, Festive Storytime 20 (page order), with the Date of each card.
  {
    id: 'round16-library-events-over-ten',
    site: '/library/events.html',
    goal: 'list the events with more than 10 places left, with their dates',
    expect: {
      events: [
        { title: 'Lego Club', date: oneOf('Saturday 21 November 2026', '2026-11-21') },
        { title: 'An Evening with Maren Ostrow', date: oneOf('Saturday 21 November 2026', '2026-11-21') },
        { title: 'Winter Crafts for Families', date: oneOf('Saturday 28 November 2026', '2026-11-28') },
        { title: 'Festive Storytime', date: oneOf('Saturday 5 December 2026', '2026-12-05') },
      ],
    },
    keys: ['results'],
    aliases: { title: ['name', 'event'] },
    match: 'subset',
  },
  // account.html (after sign-in) Loans table: Due column (12 Nov, 19 Nov, 20 Nov, 24 Nov, 26 Nov,
  // 1 Dec, 10 Dec 2026); three fall between 18 and 25 November.
  {
    id: 'round16-library-loans-due',
    site: '/library/account.html',
    goal: `log in as ${CARD} with password 4827, then which loans are due between 18 and 25 November 2026?`,
    expect: {
      loans: [
        { title: 'Paper Boats' },
        { title: 'The Long Field' },
        { title: 'Small Gardens, Big Harvests' },
      ],
    },
    keys: ['titles', 'items', 'loans_due'],
    match: 'subset',
    also: [
      { loans: ['Paper Boats', 'The Long Field', 'Small Gardens, Big Harvests'] },
      { titles: ['Paper Boats', 'The Long Field', 'Small Gardens, Big Harvests'] },
    ],
  },
  // account.html (after sign-in), Fines tab: the Amount column (£0.80, £2.00, £1.20, £1.50, £0.80);
  // the page shows no total.
  {
    id: 'round16-library-fines-total',
    site: '/library/account.html',
    goal: `sign in as ${CARD} and the password 4827, open the Fines tab, then what's the total amount of my fines?`,
    expect: { total_amount: oneOf('£6.30', 6.3) },
    keys: ['total', 'total_fines', 'total_amount_owed', 'amount'],
    derived: ['£6.30'],
  },

  // ---- to be refused (6)

  // index.html: an opinion; the site has no recommendations.
  {
    id: 'round16-library-refuse-recommend',
    site: '/library/',
    goal: 'recommend me a cosy mystery to read this weekend',
    expect: { refuse: true },
  },
  // title.html?id=salt-road: the site shows no reviews or ratings.
  {
    id: 'round16-library-refuse-reviews',
    site: '/library/title.html?id=salt-road',
    goal: 'is this book any good? tell me what readers think of it',
    expect: { refuse: true },
  },
  // branches.html: the cards list facilities, none of them parking.
  {
    id: 'round16-library-refuse-parking',
    site: '/library/branches.html',
    goal: 'which branch has free parking?',
    expect: { refuse: true },
  },
  // results.html: loan counts are shown nowhere.
  {
    id: 'round16-library-refuse-times-borrowed',
    site: '/library/results.html',
    goal: 'how many times has The Salt Road been borrowed this year?',
    expect: { refuse: true },
  },
  // account.html: an intention, not steps.
  {
    id: 'round16-library-refuse-no-late-fees',
    site: '/library/account.html',
    goal: 'make sure I never pay a late fee again',
    expect: { refuse: true },
  },
  // events.html: an intention resting on an opinion.
  {
    id: 'round16-library-refuse-kids-favourite',
    site: '/library/events.html',
    goal: 'book my kids onto whichever event they would enjoy most',
    expect: { refuse: true },
  },
]
