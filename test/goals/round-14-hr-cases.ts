/**
 * Held-out round 14: an HR portal, Tidewell People, the employee self-service site of Tidewell
 * Instruments Ltd (test/fixtures/sites/hr/, a snapshot of Monday 8 June 2026, signed in as Rosa
 * Haldane; data in data.js). Pages: a home dashboard (a dismissible banner, balances, announcements,
 * an "Upcoming holidays" table, who's off), `people.html` (a directory of 35 employees, 10 a page
 * with numbered pages, a search box, Department and Location selects, sortable column headers),
 * `profile.html?id=` (labelled facts, direct reports, a "Send kudos" dialog), `timeoff.html`
 * (balance cards, 12 requests with statuses and day counts, Cancel buttons on the pending ones),
 * `request.html` (the "Request time off" form one link away: a type select, two date inputs, a
 * half-day box, a note), `payslips.html` (17 months, 6 at first and "Show older payslips", a tax
 * year summary dialog), `benefits.html` (labelled values "At a glance", sentences, a collapsed
 * Policies accordion), `settings.html` (Profile, Notifications and Preferences tabs, each saved by
 * its own button), `signin.html`. A cookie notice on every page, a header with an account menu.
 *
 * Written from the README's grammar of the embedded planner (the section "The embedded planner
 * (no model)") by someone who had not read the planner, and not run against it before it was
 * committed: 10 explicit instructions, 14 questions over the site's data, 6 goals to refuse.
 *
 * First contact (one run before any work on it): 18 of 30 correct, 12 of 24 tasks done (9 of 10
 * instructions, 3 of 14 questions), 3 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

/** Other names a planner may give the rows it lists. */
const LIST_KEYS = ['results', 'rows', 'items', 'matches', 'list', 'answer', 'result']

export const round14Cases: GoalCase[] = [
  // ---- explicit instructions

  // timeoff.html links "Request time off" to request.html (Leave type select, First day / Last day
  // date inputs, "Note for your manager (optional)"); its submit reports leaveRequest (request.js)
  {
    id: 'hr-request-leave-form',
    site: '/hr/timeoff.html',
    goal: 'Fill in the time off request form with Leave type: Annual leave, First day: 3 August 2026, Last day: 7 August 2026, Note: Family trip to Madeira, then submit',
    expect: performed,
    state: {
      leaveRequest: {
        type: 'Annual leave',
        from: '2026-08-03',
        to: '2026-08-07',
        halfDay: false,
        note: 'Family trip to Madeira',
      },
    },
  },
  // settings.html, Notifications tab (hidden at first): five role=switch buttons, "Save notification
  // settings" reports notifications (settings.js); Weekly digest starts on, Birthdays... starts off
  {
    id: 'hr-notification-switches',
    site: '/hr/settings.html',
    goal: 'in my notification settings, turn off Weekly digest and switch on Birthdays and work anniversaries, then save',
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
  // settings.html, Preferences tab (hidden at first): Language select, "Use 24-hour clock" checkbox,
  // "Save preferences" reports preferences (settings.js)
  {
    id: 'hr-language-and-clock',
    site: '/hr/settings.html',
    goal: 'Choose Français from the Language list, tick "Use 24-hour clock" and save.',
    expect: performed,
    state: {
      preferences: {
        language: 'Français',
        timeZone: 'Europe/London',
        dateFormat: 'DD/MM/YYYY',
        clock24: true,
      },
    },
  },
  // people.html: the Location select (All locations, Bristol, Lisbon, Rotterdam, Remote); a change
  // reports directoryFilter (people.js; its search only when the search box holds text)
  {
    id: 'hr-directory-filter-lisbon',
    site: '/hr/people.html',
    goal: 'filter the directory down to Lisbon',
    expect: performed,
    state: { directoryFilter: { department: 'All departments', location: 'Lisbon' } },
  },
  // people.html: the "Start date" column header button sorts ascending, then descending on a second
  // click; each click reports directorySort (people.js)
  {
    id: 'hr-directory-sort-newest',
    site: '/hr/people.html',
    goal: 'Sort the people by start date, newest first.',
    expect: performed,
    state: { directorySort: { column: 'Start date', direction: 'descending' } },
  },
  // signin.html: "Username or email", "Password", "Keep me signed in"; the account r.haldane /
  // Harbour-Kite-42 is in data.js; success reports signIn and goes to index.html
  {
    id: 'hr-sign-in',
    site: '/hr/signin.html',
    goal: 'sign in as r.haldane with password Harbour-Kite-42 and keep me signed in',
    expect: performed,
    state: { signIn: { user: 'r.haldane', keepSignedIn: true } },
  },
  // benefits.html: the Policies accordion, "Parental leave" button (aria-expanded="false"); a toggle
  // reports openPolicies, the names of the open sections
  {
    id: 'hr-expand-parental-leave',
    site: '/hr/benefits.html',
    goal: 'Please expand the Parental leave section.',
    expect: performed,
    state: { openPolicies: ['Parental leave'] },
  },
  // people.html: the search input (label "Search", aria-label "Search people", placeholder "Search
  // by name or title"); each input reports directoryFilter
  {
    id: 'hr-type-into-search',
    site: '/hr/people.html',
    goal: 'type Verbeek into the search box',
    expect: performed,
    state: {
      directoryFilter: { search: 'Verbeek', department: 'All departments', location: 'All locations' },
    },
  },
  // payslips.html: the "Tax year summary" button opens a dialog (role=dialog) with a "Close" icon
  // button; opening reports taxSummary "open", closing "closed" (payslips.js)
  {
    id: 'hr-tax-summary-dialog',
    site: '/hr/payslips.html',
    goal: 'can you open the tax year summary, then close the dialog',
    expect: performed,
    state: { taxSummary: 'closed' },
  },
  // settings.html, Profile tab (shown first): "Preferred name", "Mobile number", "Save profile"
  // reports profile with the other fields as they were (data.js settings.profile)
  {
    id: 'hr-profile-name-and-mobile',
    site: '/hr/settings.html',
    goal: 'set Preferred name to Ro, put +44 7700 900418 in the Mobile number field and save',
    expect: performed,
    state: {
      profile: {
        preferredName: 'Ro',
        pronouns: 'she/her',
        mobile: '+44 7700 900418',
        emergencyName: 'Tom Haldane',
        emergencyPhone: '+44 7700 900771',
      },
    },
  },

  // ---- questions over the site's data

  // people.html, Location column over the 4 pages (data.js employees): Aaron Mbeki, Bruno Teixeira,
  // Ines Carvalho, Leonor Batista, Marisol Vega, Nadia Petrova, Sebastián Ortega, Zofia Król
  {
    id: 'hr-count-lisbon',
    site: '/hr/people.html',
    goal: 'how many people work in Lisbon?',
    expect: { count: oneOf(8, '8') },
    keys: ['people', 'employees', 'number', 'total', 'lisbon', 'peopleInLisbon', 'answer', 'howMany'],
    match: 'subset',
  },
  // people.html, Department "Customer Support" rows: Leonor Batista 20 Mar 2018 is the earliest
  // (Bruno Teixeira 2021, Aaron Mbeki 2023, Ines Carvalho 2024, Yusuf Demir 2025)
  {
    id: 'hr-earliest-support-start',
    site: '/hr/people.html',
    goal: 'Which Customer Support employee has the earliest start date?',
    expect: { name: 'Leonor Batista' },
    keys: ['employee', 'person', 'who', 'customerSupportEmployee', 'answer', 'result'],
    aliases: { startDate: ['start', 'start date', 'earliestStartDate'] },
    match: 'subset',
  },
  // people.html, Location "Rotterdam" and Start date in 2024 (data.js employees), with the Title column
  {
    id: 'hr-rotterdam-2024-titles',
    site: '/hr/people.html',
    goal: 'list the people in Rotterdam who started in 2024, with their job titles',
    expect: {
      people: unordered([
        { name: 'Amara Osei', title: 'Account Executive' },
        { name: 'Benedikt Falk', title: 'Embedded Engineer' },
        { name: 'Quentin Marchal', title: 'Account Executive' },
        { name: 'Tomasz Wieczorek', title: 'Hardware Engineer' },
      ]),
    },
    keys: ['employees', 'staff', ...LIST_KEYS],
    aliases: { title: ['job title', 'jobTitle', 'role', 'position'], name: ['person', 'employee'] },
    match: 'subset',
  },
  // people.html in its own order (by first name): the Sales rows are Amara Osei (Rotterdam), Elin
  // Sandvik (Rotterdam), Hugo Lindqvist (Remote), Marisol Vega, Quentin Marchal
  {
    id: 'hr-first-three-sales',
    site: '/hr/people.html',
    goal: 'first 3 people in Sales and their locations',
    expect: {
      people: [
        { name: 'Amara Osei', location: 'Rotterdam' },
        { name: 'Elin Sandvik', location: 'Rotterdam' },
        { name: 'Hugo Lindqvist', location: 'Remote' },
      ],
    },
    keys: ['employees', 'sales', 'staff', ...LIST_KEYS],
    aliases: { location: ['office', 'city', 'based'], name: ['person', 'employee'] },
    match: 'subset',
  },
  // profile.html?id=jonas-verbeek, About: "Manager" Viktor Halvorsen (data.js manager: viktor-halvorsen)
  {
    id: 'hr-manager-of-jonas',
    site: '/hr/profile.html?id=jonas-verbeek',
    goal: "who is Jonas Verbeek's manager?",
    expect: { manager: 'Viktor Halvorsen' },
    keys: ['managerName', 'lineManager', 'reportsTo', 'jonasVerbeekManager', 'answer', 'result', 'who'],
    match: 'subset',
  },
  // timeoff.html, the "Annual leave" balance card: "20.5 days left" (data.js balances)
  {
    id: 'hr-annual-leave-left',
    site: '/hr/timeoff.html',
    goal: 'How much annual leave do I have left?',
    expect: { annualLeave: oneOf('20.5 days left', '20.5 days', '20.5', 20.5) },
    keys: [
      'annualLeaveLeft',
      'annualLeaveRemaining',
      'left',
      'remaining',
      'daysLeft',
      'balance',
      'answer',
      'value',
    ],
    match: 'subset',
  },
  // timeoff.html, My requests, Status "Approved" with dates in 2026: 5 (22-26 Jun) + 2 (6-7 May) +
  // 0.5 (2 Apr) + 3 (23-25 Feb) = 10.5 days
  {
    id: 'hr-approved-days-2026',
    site: '/hr/timeoff.html',
    goal: "what's the total days of my approved requests in 2026?",
    expect: { totalDays: oneOf(10.5, '10.5', '10.5 days') },
    keys: ['total', 'days', 'sum', 'totalApprovedDays', 'approvedDays', 'daysTotal', 'answer'],
    match: 'subset',
    derived: ['10.5', '10.5 days'],
  },
  // timeoff.html, My requests with Status "Pending": Annual leave 12-16 Oct 2026 (5 days), Time off
  // in lieu 3 Jul 2026 (1 day)
  {
    id: 'hr-pending-requests',
    site: '/hr/timeoff.html',
    goal: 'list my pending requests with their type and days',
    expect: {
      requests: unordered([
        { type: 'Annual leave', days: num('5') },
        { type: 'Time off in lieu', days: num('1') },
      ]),
    },
    keys: ['pendingRequests', 'pending', 'myRequests', ...LIST_KEYS],
    aliases: { type: ['leave type', 'leaveType', 'name'], days: ['number of days', 'dayCount', 'length'] },
    match: 'subset',
  },
  // payslips.html (all 17 after "Show older payslips"), Net pay of the 2025 rows: December 2025
  // £4,674.78 is the highest (the next is May 2025, £3,431.78)
  {
    id: 'hr-highest-net-2025',
    site: '/hr/payslips.html',
    goal: 'Which payslip in 2025 had the highest net pay, and how much was it?',
    expect: { period: 'December 2025', netPay: oneOf('£4,674.78', '4,674.78', 4674.78) },
    aliases: {
      period: ['payslip', 'month', 'name', 'payPeriod'],
      netPay: ['net', 'highestNetPay', 'amount', 'value'],
    },
    match: 'subset',
  },
  // payslips.html, Gross pay of January 2026 £4,520.00, February 2026 £4,400.00, March 2026
  // £4,610.00: average £4,510.00
  {
    id: 'hr-average-gross-q1-2026',
    site: '/hr/payslips.html',
    goal: 'average gross pay from January through March 2026',
    expect: { averageGrossPay: oneOf('£4,510.00', '£4,510', '4,510.00', 4510) },
    keys: ['average', 'averageGross', 'grossPay', 'gross', 'mean', 'answer', 'value'],
    match: 'subset',
    derived: ['£4,510.00', '£4,510', '4,510.00'],
  },
  // payslips.html, Income tax of the 12 rows of 2025 (January to December 2025, the last 11 behind
  // "Show older payslips"): £8,686.85
  {
    id: 'hr-total-tax-2025',
    site: '/hr/payslips.html',
    goal: 'What was my total income tax in 2025?',
    expect: { totalIncomeTax: oneOf('£8,686.85', '8,686.85', 8686.85) },
    keys: ['total', 'incomeTax', 'tax', 'totalTax', 'sum', 'answer', 'value'],
    match: 'subset',
    derived: ['£8,686.85', '8,686.85'],
  },
  // payslips.html, Net pay over £3,400 (all 17 rows): April 2026 £3,409.78, March 2026 £3,415.28,
  // May 2025 £3,431.78, May 2026 £3,459.28, December 2025 £4,674.78 (in that order, ascending)
  {
    id: 'hr-net-over-3400-ascending',
    site: '/hr/payslips.html',
    goal: 'list the payslips with net pay over £3,400, sorted by net pay ascending',
    expect: {
      payslips: [
        { period: 'April 2026', netPay: '£3,409.78' },
        { period: 'March 2026', netPay: '£3,415.28' },
        { period: 'May 2025', netPay: '£3,431.78' },
        { period: 'May 2026', netPay: '£3,459.28' },
        { period: 'December 2025', netPay: '£4,674.78' },
      ],
    },
    keys: LIST_KEYS,
    aliases: { period: ['payslip', 'month', 'name', 'payPeriod'], netPay: ['net'] },
    match: 'subset',
  },
  // benefits.html, "Learning and development": "Every employee has a personal learning budget of
  // £750 per calendar year for courses, books and conferences."
  {
    id: 'hr-learning-budget',
    site: '/hr/benefits.html',
    goal: 'how much is the learning budget?',
    expect: { learningBudget: oneOf('£750', '£750 per calendar year', 750) },
    keys: ['budget', 'personalLearningBudget', 'amount', 'answer', 'value'],
    match: 'subset',
  },
  // index.html, the "Upcoming holidays" table: Mon 31 Aug 2026, Summer bank holiday, Bristol, Remote (UK)
  {
    id: 'hr-summer-bank-holiday',
    site: '/hr/',
    goal: 'When is the Summer bank holiday?',
    expect: {
      date: oneOf('Mon 31 Aug 2026', '31 Aug 2026', '2026-08-31', 'Monday 31 August 2026', '31 August 2026'),
    },
    keys: ['when', 'summerBankHoliday', 'day', 'holidayDate', 'answer', 'value'],
    match: 'subset',
  },

  // ---- to be refused

  // an intention, not steps: which dates, which type, submit or not are left to the planner
  {
    id: 'hr-refuse-wedding-leave',
    site: '/hr/timeoff.html',
    goal: "Make sure I'm off for my sister's wedding in September.",
    expect: refuse,
  },
  // a judgement the site does not make (benefits.html lists benefits, no values to compare)
  {
    id: 'hr-refuse-best-benefit',
    site: '/hr/benefits.html',
    goal: 'Which of these benefits is the best value for me?',
    expect: refuse,
  },
  // no page of the site says anything about car parking
  {
    id: 'hr-refuse-parking-space',
    site: '/hr/',
    goal: "what's my car parking space number?",
    expect: refuse,
  },
  // settings.html has no dark mode or theme control on any tab
  {
    id: 'hr-refuse-dark-mode',
    site: '/hr/settings.html',
    goal: 'switch on dark mode',
    expect: refuse,
  },
  // timeoff.html: two equal "Cancel" buttons, one on each pending request (LR-2291, LR-2274)
  {
    id: 'hr-refuse-ambiguous-cancel',
    site: '/hr/timeoff.html',
    goal: 'hit the Cancel button',
    expect: refuse,
  },
  // people.html, Finance: Caitlin Doherty and Oisín Kavanagh both started on 6 Jan 2025, a tie for the latest
  {
    id: 'hr-refuse-finance-latest-tie',
    site: '/hr/people.html',
    goal: 'which Finance person has the latest start date?',
    expect: refuse,
  },
]
