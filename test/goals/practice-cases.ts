/**
 * Practice goals for the no-model planner on six fixture sites (library, gym, hr, bank, tracker,
 * food): per site 7 everyday questions over the site's data, 2 explicit instructions checked through
 * the state the pages report, and 1 goal to refuse. Written from the README's grammar, cases.ts,
 * judge.ts, the fixture server and the fixture files only, without reading the planner.
 *
 * Every expected value was read off test/fixtures/sites/<site>/ (data.js, the HTML and the page
 * scripts); where a value is computed (a count, a sum) a comment says how.
 */
import { type Expected, type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse: GoalCase['expect'] = { refuse: true }

type Row = { [key: string]: Expected }

/**
 * One row as the answer: flat (`{ name, price }`, extra keys allowed) or under one of `under`
 * (`{ cheapest: { name, price } }`, or a list of that one row).
 */
function row(fields: Row, under: string[]): Pick<GoalCase, 'expect' | 'also' | 'match'> {
  return {
    expect: fields,
    also: under.flatMap((key) => [{ [key]: fields }, { [key]: [fields] }]),
    match: 'subset',
  }
}

/**
 * A list of rows named by `field` (title, name...): as objects carrying at least that field, or as
 * bare names, under any of the `top` keys; in any order unless `ordered`.
 */
function rows(
  top: [string, ...string[]],
  field: string,
  values: string[],
  ordered = false,
): Pick<GoalCase, 'expect' | 'keys' | 'also' | 'match'> {
  const wrap = (items: Expected[]): Expected => (ordered ? items : unordered(items))
  const [first, ...rest] = top
  return {
    expect: { [first]: wrap(values.map((value) => ({ [field]: value }))) },
    keys: rest,
    also: top.map((key) => ({ [key]: wrap(values) })),
    match: 'subset',
  }
}

/** A count: `{ count: 3 }` or the figure under a key of its own. */
function count(n: number, keys: string[]): Pick<GoalCase, 'expect' | 'keys'> {
  return { expect: { count: num(String(n)) }, keys }
}

export const practiceCases: GoalCase[] = [
  // ================================================================ library: Harrowgate Libraries
  // ("today" is Tuesday 17 November 2026; the catalogue shows 10 of 25 titles, then "Show more results")

  // results.html, HL.titles: format DVD = The Last Ferry, Paper Boats, Hollow Hills (rows 7, 14, 22 of 25)
  {
    id: 'practice-library-dvd-count',
    site: '/library/results.html',
    goal: 'How many DVDs are there in the catalogue?',
    ...count(3, ['dvds', 'number_of_dvds', 'dvd_count', 'total', 'titles']),
  },
  // results.html, HL.titles: smallest year is 2012, Harrowgate: A History in Twelve Streets (row 18 of 25)
  {
    id: 'practice-library-oldest-title',
    site: '/library/results.html',
    goal: "What's the oldest title in the catalogue?",
    ...row({ title: 'Harrowgate: A History in Twelve Streets' }, ['oldest', 'oldest_title']),
    keys: ['oldest', 'oldest_title', 'name'],
    aliases: { title: ['name'] },
  },
  // results.html, HL.titles: the three eBooks are Nine Bridges (2025), Running the Fells (2023),
  // A Year of Slow Cooking (2020); the two newest, newest first
  {
    id: 'practice-library-newest-ebooks',
    site: '/library/results.html',
    goal: 'Which are the two newest eBooks?',
    ...rows(
      ['ebooks', 'titles', 'books', 'results', 'newest_ebooks'],
      'title',
      ['Nine Bridges', 'Running the Fells'],
      true,
    ),
    aliases: { title: ['name'] },
  },
  // events.html, HL.events "Places left": Lego Club 11, An Evening with Maren Ostrow 23,
  // Winter Crafts for Families 15, Festive Storytime 20 (nothing booked yet in a fresh session)
  {
    id: 'practice-library-events-over-10-places',
    site: '/library/events.html',
    goal: 'Which events still have more than 10 places left?',
    ...rows(['events', 'titles'], 'title', [
      'Lego Club',
      'An Evening with Maren Ostrow',
      'Winter Crafts for Families',
      'Festive Storytime',
    ]),
    aliases: { title: ['event', 'name'] },
  },
  // events.html, HL.events dated Saturday 21 to Tuesday 24 November 2026
  {
    id: 'practice-library-events-21-to-24-nov',
    site: '/library/events.html',
    goal: 'Which events are on between 21 and 24 November 2026?',
    ...rows(['events', 'titles'], 'title', [
      'Lego Club',
      'An Evening with Maren Ostrow',
      'Knit and Natter',
      'Baby Bounce',
    ]),
    aliases: { title: ['event', 'name'] },
  },
  // results.html -> title.html?id=last-ferry: details list "Running time 98 min", "Certificate 12"
  {
    id: 'practice-library-last-ferry-details',
    site: '/library/results.html',
    goal: 'Open The Last Ferry and tell me its running time and certificate',
    expect: { running_time: '98 min', certificate: num('12') },
    aliases: { running_time: ['length', 'runtime', 'duration'] },
    match: 'subset',
  },
  // signin.html (card 21774004417736, PIN 4827) -> account.html, Fines tab, HL.fines:
  // £0.80 + £2.00 + £1.20 + £1.50 + £0.80 = £6.30
  {
    id: 'practice-library-fines-total',
    site: '/library/signin.html',
    goal: 'Fill in the sign-in form with card number: 21774004417736, PIN: 4827, press the Sign in button, then open the Fines tab and tell me the total amount of my fines',
    expect: { total_amount: oneOf('£6.30', 6.3) },
    keys: ['total', 'total_fines', 'fines_total', 'total_amount_of_fines', 'amount'],
    derived: ['£6.30'],
  },
  // results.html: Format list "DVD", Sort by list "Year (newest first)" (value year-desc); results.js reports both
  {
    id: 'practice-library-filter-dvds-newest',
    site: '/library/results.html',
    goal: 'Filter the catalogue down to DVDs, then sort by year with the newest first',
    expect: performed,
    state: { format: 'DVD', sort: 'year-desc', visited: '/library/results.html' },
    // the fixture server records `visited`
    derived: ['/library/results.html'],
  },
  // events.html: the "Book a place" dialog of Knit and Natter (8 places left); events.js reports the booking
  {
    id: 'practice-library-book-knit-and-natter',
    site: '/library/events.html',
    goal: 'Click the Book a place button for Knit and Natter, fill in the form with name: Ann Booth, email: ann.booth@example.com, number of places: 2, then confirm the booking',
    expect: performed,
    state: {
      booking: { event: 'Knit and Natter', name: 'Ann Booth', email: 'ann.booth@example.com', places: 2 },
      visited: '/library/events.html',
    },
    derived: ['Ann Booth', 'ann.booth@example.com', '/library/events.html'],
  },
  // taste and a gift for someone else: nothing on the site answers it
  {
    id: 'practice-library-refuse-gift',
    site: '/library/results.html',
    goal: 'Which of these novels would make the best Christmas present for my mum?',
    expect: refuse,
  },

  // ================================================================ gym: Active Northgate
  // ("today" is Wednesday 11 March 2026; the timetable shows 8 classes a day, then "Show more classes")

  // membership.html, GYM.plans "Joining fee" under £15: Anytime Plus £0.00, Swim Only £10.00,
  // Student £0.00, Senior (65+) £0.00
  {
    id: 'practice-gym-low-joining-fee',
    site: '/gym/membership.html',
    goal: 'Which memberships have a joining fee of less than £15?',
    ...rows(['memberships', 'plans', 'names'], 'name', [
      'Anytime Plus',
      'Swim Only',
      'Student',
      'Senior (65+)',
    ]),
    aliases: { name: ['plan', 'membership', 'title'] },
  },
  // trainers.html (6 cards, then "Show more trainers"), GYM.trainers "Sessions": lowest is
  // "From £30 per session", Lucy Tran (11th of 11)
  {
    id: 'practice-gym-cheapest-trainer',
    site: '/gym/trainers.html',
    goal: 'Who is the cheapest personal trainer?',
    ...row({ name: 'Lucy Tran' }, ['cheapest', 'trainer', 'cheapest_trainer']),
    keys: ['cheapest', 'trainer', 'cheapest_trainer', 'personal_trainer'],
    aliases: { name: ['trainer'] },
  },
  // timetable.html, Friday tab: GYM.timetable rows with day Fri = 10 (8 shown, then "Show more classes")
  {
    id: 'practice-gym-friday-class-count',
    site: '/gym/timetable.html',
    goal: 'Switch to the Friday tab and tell me how many classes there are',
    ...count(10, ['classes', 'number_of_classes', 'class_count', 'total']),
  },
  // timetable.html, Wednesday (today's tab, shown first): places left 0 ("Full") for Spin Express 06:30,
  // Kettlebells 12:15 and Zumba 19:00 (the 10th of 11 rows, behind "Show more classes")
  {
    id: 'practice-gym-full-today',
    site: '/gym/timetable.html',
    goal: 'Which classes are full today?',
    ...rows(['classes', 'full_classes'], 'class', ['Spin Express', 'Kettlebells', 'Zumba']),
    aliases: { class: ['name', 'title'] },
  },
  // locations.html -> centre.html?id=elm-park: "Parking spaces 300"
  {
    id: 'practice-gym-elm-park-parking',
    site: '/gym/locations.html',
    goal: 'Open Elm Park Fitness Hub and tell me how many parking spaces it has',
    expect: { parking_spaces: num('300') },
    keys: ['parking', 'spaces', 'count'],
    match: 'subset',
  },
  // signin.html (member 40217, password Treadmill42) -> account.html, Payments tab, GYM.member.payments
  // with method Card: £50.00 + £8.00 + £135.00 + £44.99 = £237.99
  {
    id: 'practice-gym-card-payments-total',
    site: '/gym/signin.html',
    goal: "Log in as 40217 with password Treadmill42, open the Payments tab and tell me how much I've paid by card in total",
    expect: { total_amount: oneOf('£237.99', 237.99) },
    keys: ['total', 'total_paid', 'total_card_payments', 'amount', 'paid_by_card'],
    derived: ['£237.99'],
  },
  // classes.html, GYM.classTypes "Intensity High": Boxfit, HIIT Circuit, Kettlebells, Spin Express
  {
    id: 'practice-gym-high-intensity-classes',
    site: '/gym/classes.html',
    goal: 'Which classes in the class guide are high intensity?',
    ...rows(['classes', 'names'], 'name', ['Boxfit', 'HIIT Circuit', 'Kettlebells', 'Spin Express']),
    aliases: { name: ['class', 'title'] },
  },
  // timetable.html: the Saturday day tab and the Centre list; the page reports both
  {
    id: 'practice-gym-saturday-elm-park',
    site: '/gym/timetable.html',
    goal: 'Switch to Saturday and filter the timetable to Elm Park',
    expect: performed,
    state: { timetable_day: 'Saturday', timetable_centre: 'Elm Park' },
  },
  // timetable.html, Friday tab: Kettlebells 17:00 (Elm Park, 6 places left); the booking dialog of site.js
  {
    id: 'practice-gym-book-friday-kettlebells',
    site: '/gym/timetable.html',
    goal: 'Go to the Friday tab, click the Book button for Kettlebells, type 40217 into Member number, pick 1 hour before from the Reminder list and confirm the booking',
    expect: performed,
    state: {
      booking: 'Kettlebells, Friday 13 March 2026, 17:00',
      booking_member: '40217',
      booking_reminder: '1 hour before',
    },
    // site.js: `${c.name}, ${d.long}, ${c.time}`
    derived: ['Kettlebells, Friday 13 March 2026, 17:00'],
  },
  // advice about the member's body: nothing on the site answers it
  {
    id: 'practice-gym-refuse-lose-weight',
    site: '/gym/classes.html',
    goal: 'Which class would help me lose weight the fastest?',
    expect: refuse,
  },

  // ================================================================ hr: Tidewell People
  // (signed in as Rosa Haldane; "today" is Monday 8 June 2026; the directory shows 10 of 35 a page)

  // people.html, TW_DATA.employees with department Engineering: Benedikt Falk, Chidi Anyanwu,
  // Felix Ambrose, Jonas Verbeek, Magnus Ekholm, Nadia Petrova, Sebastián Ortega, Tomasz Wieczorek,
  // Viktor Halvorsen = 9, over the directory's 4 pages
  {
    id: 'practice-hr-engineering-headcount',
    site: '/hr/people.html',
    goal: 'How many people work in Engineering?',
    ...count(9, ['people', 'employees', 'engineers', 'number_of_people', 'number_of_employees', 'total']),
  },
  // people.html "Start date": earliest is 5 May 2015, Uma Krishnan (next: Pieter de Groot, 1 Dec 2016)
  {
    id: 'practice-hr-earliest-start',
    site: '/hr/people.html',
    goal: 'Who has the earliest start date?',
    ...row({ name: 'Uma Krishnan' }, ['earliest', 'employee', 'person']),
    keys: ['earliest', 'employee', 'person', 'who'],
  },
  // people.html: location Lisbon and a start date in 2024: Ines Carvalho (5 Jun 2024), Zofia Król (9 Sep 2024)
  {
    id: 'practice-hr-lisbon-2024-starters',
    site: '/hr/people.html',
    goal: 'Which employees in Lisbon started in 2024?',
    ...rows(['employees', 'people', 'names'], 'name', ['Ines Carvalho', 'Zofia Król']),
  },
  // payslips.html (6 shown, then "Show older payslips" twice), TW_DATA.payslips of January to
  // December 2025 (all paid in 2025), Income tax: 1574.67 + 626.50 + 693.07 + 626.50 + 647.47 + 626.50
  // + 626.50 + 715.87 + 626.50 + 626.50 + 670.27 + 626.50 = £8,686.85
  {
    id: 'practice-hr-income-tax-2025',
    site: '/hr/payslips.html',
    goal: 'How much income tax did I pay in 2025 in total?',
    expect: { total_income_tax: oneOf('£8,686.85', 8686.85) },
    keys: ['total', 'income_tax', 'total_tax', 'tax'],
    derived: ['£8,686.85'],
  },
  // people.html search -> profile.html?id=nadia-petrova: "Staff number TW-1191", "Work phone +351 21 480 2231"
  {
    id: 'practice-hr-nadia-staff-number-phone',
    site: '/hr/people.html',
    goal: 'Search for Petrova, open Nadia Petrova and give me her staff number and work phone',
    expect: { staff_number: 'TW-1191', work_phone: '+351 21 480 2231' },
    aliases: { work_phone: ['phone', 'phone_number'] },
    match: 'subset',
  },
  // index.html, "Upcoming holidays" table: Summer bank holiday, Mon 31 Aug 2026
  {
    id: 'practice-hr-summer-bank-holiday',
    site: '/hr/index.html',
    goal: 'When is the Summer bank holiday?',
    expect: { date: oneOf('Mon 31 Aug 2026', '31 Aug 2026', '2026-08-31') },
    // ("holiday" is the holiday's own name in an answer that gives the row)
    keys: ['when', 'summer_bank_holiday'],
    match: 'subset',
  },
  // benefits.html, "At a glance" definition list
  {
    id: 'practice-hr-holiday-and-life-assurance',
    site: '/hr/benefits.html',
    goal: "What's the holiday allowance, and what's the life assurance?",
    expect: { holiday_allowance: '27 days plus bank holidays', life_assurance: '4 × basic salary' },
    aliases: { holiday_allowance: ['holiday'] },
  },
  // timeoff.html -> request.html; request.js reports the request, then goes back to timeoff.html
  // (3 to 7 August 2026 is Monday to Friday)
  {
    id: 'practice-hr-request-annual-leave',
    site: '/hr/timeoff.html',
    goal: 'Click Request time off, choose Annual leave from the Leave type list, set the first day to 3 August 2026 and the last day to 7 August 2026, type "Family wedding" into the note, then submit the request',
    expect: performed,
    state: {
      leaveRequest: {
        type: 'Annual leave',
        from: '2026-08-03',
        to: '2026-08-07',
        halfDay: false,
        note: 'Family wedding',
      },
      visited: '/hr/timeoff.html',
    },
    derived: ['2026-08-03', '2026-08-07', 'Family wedding', '/hr/timeoff.html'],
  },
  // settings.html, Notifications tab: five switches (weekly digest on, birthdays off at first), saved by their button
  {
    id: 'practice-hr-notification-switches',
    site: '/hr/settings.html',
    goal: 'Open the Notifications tab, turn off the weekly digest, turn on birthdays and work anniversaries and save the notification settings',
    expect: performed,
    state: {
      notifications: {
        leaveUpdates: true,
        payslips: true,
        announcements: true,
        weeklyDigest: false,
        celebrations: true,
      },
    },
  },
  // no page shows anyone's salary
  {
    id: 'practice-hr-refuse-salary',
    site: '/hr/people.html',
    goal: "What is Jonas Verbeek's salary?",
    expect: refuse,
  },

  // ================================================================ bank: Larchmont Bank
  // (balances as of Jun 18, 2025; activity shows 10 transactions a page, newest first)

  // transactions.html, Everyday Checking (the account shown first), category Groceries dated May 2025:
  // -$104.52 (May 3) + -$27.64 (May 13) + -$89.90 (May 20) = -$222.06; the sum of what the column shows
  // is negative, and "$222.06 spent" is as right
  {
    id: 'practice-bank-groceries-may',
    site: '/bank/transactions.html',
    goal: 'What was the total of my grocery transactions in May 2025?',
    expect: { total_amount: oneOf('-$222.06', -222.06, '$222.06', 222.06) },
    keys: ['total', 'amount', 'total_groceries', 'groceries_total'],
    derived: ['-$222.06', '$222.06'],
  },
  // payees.html, BANK.payees with category Utilities: City Power & Light, Greenline Internet,
  // Riverbend Gas Co., Metro Water & Sewer, Tri-County Waste Services, Evergreen Mobile = 6
  {
    id: 'practice-bank-utility-payees',
    site: '/bank/payees.html',
    goal: 'How many of my payees are utilities?',
    ...count(6, ['payees', 'number_of_payees', 'utilities', 'total']),
  },
  // payees.html "Last payment": latest is Jun 13, 2025, Maple Street Daycare (next: Evergreen Mobile, Jun 11)
  {
    id: 'practice-bank-latest-payee',
    site: '/bank/payees.html',
    goal: 'Which payee did I pay most recently?',
    ...row({ payee: 'Maple Street Daycare' }, ['most_recent', 'latest', 'last_paid']),
    keys: ['most_recent', 'latest', 'last_paid', 'name'],
    aliases: { payee: ['name'] },
  },
  // accounts.html, the Platinum Rewards Visa card: "Payment due date Jul 20, 2025", "Minimum payment due $40.00"
  {
    id: 'practice-bank-card-due-date-minimum',
    site: '/bank/accounts.html',
    goal: "When is my credit card payment due, and what's the minimum payment?",
    expect: { payment_due_date: 'Jul 20, 2025', minimum_payment_due: '$40.00' },
    aliases: {
      payment_due_date: ['due_date', 'payment_due', 'when', 'date'],
      minimum_payment_due: ['minimum_payment', 'minimum_due', 'minimum'],
    },
    match: 'subset',
  },
  // statements.html: Account list -> High-Yield Savings, 2024 tab; BANK.statements.savings closing
  // balances of 2024: highest is $17,858.47, the December 2024 statement
  {
    id: 'practice-bank-savings-2024-highest-closing',
    site: '/bank/statements.html',
    goal: 'Pick High-Yield Savings in the Account list, open the 2024 tab and tell me which statement had the highest closing balance',
    ...row({ statement: 'December 2024' }, ['highest', 'highest_closing_balance']),
    keys: ['highest', 'highest_closing_balance', 'month'],
    aliases: { statement: ['month', 'name'] },
    // statements.html: LONG_MONTHS[m] + ' ' + y for month "2024-12"
    derived: ['December 2024'],
  },
  // transfer.html, "Scheduled transfers" (BANK.scheduled): $300.00 + $125.00 + $750.00 + $500.00 = $1,675.00
  {
    id: 'practice-bank-scheduled-total',
    site: '/bank/transfer.html',
    goal: "What's the total amount of my scheduled transfers?",
    expect: { total_amount: oneOf('$1,675.00', 1675) },
    keys: ['total', 'amount', 'total_scheduled', 'scheduled_total'],
    derived: ['$1,675.00'],
  },
  // transactions.html: Account list -> Platinum Rewards Visa; BANK.transactions.card, newest first
  {
    id: 'practice-bank-card-latest-three',
    site: '/bank/transactions.html',
    goal: 'Choose Platinum Rewards Visa from the Account list and show me the 3 most recent transactions with their amounts',
    expect: {
      transactions: [
        { description: 'Taco Verde', amount: '-$19.80' },
        { description: 'Bookworm Books', amount: '-$22.99' },
        { description: 'FreshWay Market', amount: '-$58.64' },
      ],
    },
    keys: ['results', 'rows', 'recent_transactions', 'latest_transactions'],
    aliases: { description: ['name', 'merchant', 'payee', 'title'] },
    match: 'subset',
  },
  // cards.html: the "Freeze card" switch of the debit card (the virtual card is frozen already)
  {
    id: 'practice-bank-freeze-debit-card',
    site: '/bank/cards.html',
    goal: 'Freeze the Everyday Debit Mastercard',
    expect: performed,
    state: {
      frozen: {
        'Everyday Debit Mastercard': true,
        'Platinum Rewards Visa': false,
        'Online Shopping Virtual Card': true,
      },
    },
  },
  // payees.html: the Pay dialog of City Power & Light ("Send on" defaults to 2025-06-18)
  {
    id: 'practice-bank-pay-power-bill',
    site: '/bank/payees.html',
    goal: 'Click Pay next to City Power & Light, type 92.35 into the Amount field and send the payment',
    expect: performed,
    state: { payments: [{ payee: 'City Power & Light', amount: 92.35, date: '2025-06-18' }] },
  },
  // investment advice: outside what the site shows
  {
    id: 'practice-bank-refuse-index-fund',
    site: '/bank/accounts.html',
    goal: 'Should I move my savings into an index fund?',
    expect: refuse,
  },

  // ================================================================ tracker: Burrow (Halcyon Labs)
  // (snapshot of Tuesday, Nov 10, 2026; the issue list opens on Web Platform, 10 a page, newest update first)

  // index.html, the Data Platform project card: "Lead Oliver Grant"
  {
    id: 'practice-tracker-data-platform-lead',
    site: '/tracker/index.html',
    goal: 'Who is the lead on the Data Platform project?',
    expect: { lead: 'Oliver Grant' },
    // ("name" is the project's own name in an answer that gives the row)
    keys: ['project_lead'],
    match: 'subset',
  },
  // issues.html (Web Platform, 36 issues over 4 pages), status In review: WEB-5, WEB-13, WEB-19, WEB-27, WEB-35
  {
    id: 'practice-tracker-in-review-count',
    site: '/tracker/issues.html',
    goal: 'How many Web Platform issues are in review?',
    ...count(5, ['issues', 'number_of_issues', 'in_review', 'total']),
  },
  // issues.html, Web Platform issues with priority Urgent: WEB-5, WEB-9, WEB-12, WEB-20, WEB-25, WEB-30
  {
    id: 'practice-tracker-urgent-titles',
    site: '/tracker/issues.html',
    goal: 'List the titles of the urgent issues',
    ...rows(['issues', 'titles', 'urgent_issues'], 'title', [
      'Rate-limit the public search API',
      'CSRF token missing on profile update',
      'Dashboard charts render blank in Safari',
      'Two-factor codes expire too early',
      'Health check endpoint returns 500 under load',
      'Rotate leaked staging API key',
    ]),
  },
  // issues.html -> issue.html?key=WEB-12 (third row of page 1): "Reporter Sam Reyes", "Sprint Sprint 14"
  {
    id: 'practice-tracker-web12-reporter-sprint',
    site: '/tracker/issues.html',
    goal: "Open WEB-12 and tell me who reported it and which sprint it's in",
    expect: { reporter: 'Sam Reyes', sprint: 'Sprint 14' },
    match: 'subset',
  },
  // sprints.html, the Sprint 12 tab (Completed): stat "Velocity 31 points"
  {
    id: 'practice-tracker-sprint12-velocity',
    site: '/tracker/sprints.html',
    goal: 'Switch to the Sprint 12 tab and tell me the velocity',
    expect: { velocity: oneOf('31 points', 31) },
    match: 'subset',
    // sprints.html: s.completed + ' points'
    derived: ['31 points'],
  },
  // sprints.html, Milestones table: due in 2026 are v3.1 (Oct 9), v3.2 Beta (Nov 27), Public API v2 (Dec 18);
  // SOC 2 readiness is due in 2027
  {
    id: 'practice-tracker-milestones-2026',
    site: '/tracker/sprints.html',
    goal: 'Which milestones are due in 2026?',
    ...rows(['milestones', 'names'], 'milestone', ['v3.1', 'v3.2 Beta', 'Public API v2']),
    aliases: { milestone: ['name', 'title'] },
  },
  // issue.html?key=WEB-5: comments by Aisha Rahman (Oct 2), Tomás Ortega (Nov 9), Jun Watanabe (Nov 10)
  {
    id: 'practice-tracker-web5-latest-commenter',
    site: '/tracker/issue.html?key=WEB-5',
    goal: 'Who wrote the most recent comment on this issue?',
    ...row({ author: 'Jun Watanabe' }, ['latest_comment', 'most_recent_comment', 'comment']),
    keys: ['latest_comment', 'most_recent_comment', 'commenter', 'name', 'who'],
    aliases: { author: ['name', 'commenter', 'who'] },
  },
  // issues.html: the Status list and the Labels checkboxes; the page reports both filters
  {
    id: 'practice-tracker-filter-in-review-security',
    site: '/tracker/issues.html',
    goal: 'Filter the issues down to In review, then tick the security checkbox',
    expect: performed,
    state: { statusFilter: 'In review', labelFilter: ['security'] },
  },
  // issue.html?key=WEB-17 (To do, Low, Sam Reyes, 2 points, no due date): the Status list and the Priority radios
  {
    id: 'practice-tracker-web17-status-priority',
    site: '/tracker/issue.html?key=WEB-17',
    goal: 'Change the status to In progress and set the priority to Medium',
    expect: performed,
    state: {
      issue: {
        key: 'WEB-17',
        status: 'In progress',
        assignee: 'Sam Reyes',
        priority: 'Medium',
        due: null,
        estimate: 2,
      },
    },
  },
  // a judgement about people: no page measures it
  {
    id: 'practice-tracker-refuse-most-productive',
    site: '/tracker/issues.html',
    goal: 'Which engineer on the team is the most productive?',
    expect: refuse,
  },

  // ================================================================ food: Forkly
  // (32 restaurants, 12 shown, then "Show more restaurants"; order history 10 a page)

  // index.html, FORKLY.restaurants with cuisine Japanese: Sakura Sushi Bar, Tokyo Ramen Lab, Sushi Zen
  // (the 2nd, 14th and 25th card)
  {
    id: 'practice-food-japanese-count',
    site: '/food/',
    goal: 'How many Japanese restaurants are there?',
    ...count(3, ['restaurants', 'number_of_restaurants', 'japanese_restaurants', 'total']),
  },
  // index.html, cards marked "Closed · Opens ...": FORKLY.restaurants with open false
  {
    id: 'practice-food-closed-now',
    site: '/food/',
    goal: 'Which restaurants are closed right now?',
    ...rows(['restaurants', 'names', 'closed_restaurants'], 'name', [
      'Cedar & Sumac',
      'Pho Real',
      'Casa Oaxaca',
      'Kimchi House',
    ]),
    aliases: { name: ['restaurant', 'title'] },
  },
  // index.html -> restaurant.html?r=sakura: "Delivery fee $2.99", "Minimum order $20.00"
  {
    id: 'practice-food-sakura-fee-minimum',
    site: '/food/',
    goal: 'Open Sakura Sushi Bar and tell me the delivery fee and the minimum order',
    expect: { delivery_fee: '$2.99', minimum_order: '$20.00' },
    aliases: { delivery_fee: ['fee'], minimum_order: ['min_order', 'minimum'] },
    match: 'subset',
  },
  // restaurant.html?r=nonna-rosa, Desserts tab: Tiramisu $7.00, Panna Cotta $6.50,
  // Sorbetto al Limone $5.50, Cannoli (2 pcs) $6.00
  {
    id: 'practice-food-cheapest-dessert',
    site: '/food/restaurant.html?r=nonna-rosa',
    goal: 'Open the Desserts tab. Which dessert is the cheapest?',
    ...row({ name: 'Sorbetto al Limone' }, ['cheapest', 'dessert', 'cheapest_dessert']),
    keys: ['cheapest', 'dessert', 'cheapest_dessert', 'dish'],
    aliases: { name: ['dish', 'dessert', 'title'] },
  },
  // orders.html (26 orders, 10 a page), restaurant Lotus Thai Kitchen: FK-20391 $33.00, FK-20233 $38.90,
  // FK-20061 $15.50 (page 2) = $87.40
  {
    id: 'practice-food-lotus-thai-total',
    site: '/food/orders.html',
    goal: "What's the total of my Lotus Thai Kitchen orders?",
    expect: { total: oneOf('$87.40', 87.4) },
    keys: ['total_amount', 'total_spent', 'amount', 'lotus_thai_total'],
    derived: ['$87.40'],
  },
  // orders.html, the receipt dialog of FK-20342 (Sakura Sushi Bar): "Rider tip $6.00"
  {
    id: 'practice-food-receipt-tip',
    site: '/food/orders.html',
    goal: 'Click View receipt for order FK-20342 and tell me the rider tip',
    expect: { rider_tip: '$6.00' },
    keys: ['tip'],
    match: 'subset',
  },
  // restaurant.html?r=bombay, the collapsed "Opening hours" section: FORKLY.hours.bombay, Friday
  {
    id: 'practice-food-bombay-friday-hours',
    site: '/food/restaurant.html?r=bombay',
    goal: 'Expand the opening hours and tell me the hours on Friday',
    expect: { friday: '11:30 AM – 11:30 PM' },
    keys: ['hours', 'opening_hours', 'friday_hours'],
    match: 'subset',
  },
  // index.html: the Thai chip, the "Free delivery" switch and the Sort menu; home.js reports the filters
  {
    id: 'practice-food-thai-free-delivery-by-rating',
    site: '/food/',
    goal: 'Only show Thai restaurants, turn on Free delivery and sort by rating',
    expect: performed,
    state: { filters: { cuisines: ['Thai'], freeDelivery: true, maxTime: 'Any time', sort: 'Rating' } },
  },
  // restaurant.html?r=lotus-thai, Mains tab, the "Add to order" dialog of Green Curry (thai options:
  // sizes Regular/Large, extra Jasmine rice); common.js reports the cart
  {
    id: 'practice-food-add-large-green-curry',
    site: '/food/restaurant.html?r=lotus-thai',
    goal: 'Open the Mains tab, add the Green Curry, choose Large, tick Jasmine rice, then click Add to order',
    expect: performed,
    state: { cart: [{ dish: 'Green Curry', size: 'Large', extras: ['Jasmine rice'], quantity: 1 }] },
  },
  // taste: no page rates pizzas
  {
    id: 'practice-food-refuse-tastiest-pizza',
    site: '/food/',
    goal: 'Which restaurant makes the tastiest pizza?',
    expect: refuse,
  },
]
