/**
 * Held-out round 26: Maaskade DevConf 2026 (test/fixtures/sites/conference/), the site of a fictional
 * three-day developer conference at the Kraanhal, a converted crane workshop on the Maashaven in
 * Rotterdam, from Wednesday 2 to Friday 4 December 2026, run by Maaskade Events B.V. Every figure is
 * in `data.js` (57 sessions with day, times, room, track, level, format, seats left, abstract and
 * speakers; 54 speakers with role, company, "Based in" and a bio with figures; six rooms; the passes,
 * the discount code MEETUP10, three partner hotels, 17 sponsors, the one account) and the pages work
 * out the rest (time ranges, counts, the registration total, the hotel total). Five tracks (Web &
 * Frontend, Backend & Cloud, Data & AI, DevOps & Reliability, Security) plus Keynotes; six workshops
 * (24 places each, add-ons with a price) in Harbour Lab A and B.
 *
 * Every page has a header with a "Programme" menu (Schedule, All sessions, Workshops, Speakers),
 * "Venue & travel", "Tickets" and "Sponsors" links, an "Info" menu (FAQ, Code of conduct, Call for
 * papers 2027), "Sign in" (or "My agenda" and "Sign out") and "Register"; a footer with a newsletter
 * form (Email address, Subscribe) and "Cookie settings"; a cookie bar fixed to the bottom of the
 * window ("Allow all cookies" / "Necessary cookies only") until a choice is made. `index.html`: a
 * countdown, prose with figures, Key facts (a definition list), the keynotes, the five tracks with
 * their session counts; an "Early-bird prices end on Sunday" dialog (× Close, "Maybe later", "Get the
 * early-bird pass") opens by itself on the first visit. `schedule.html` (day tabs "Wednesday 2
 * December", "Thursday 3 December", "Friday 4 December"; a Track list; a table of Time, Session,
 * Speakers, Room, Track, Level with break rows). `sessions.html` (a "Search sessions" box with
 * Search; Day, Track, Format and "Sort by" (Start time, Title, Seats left: most first) lists; Level
 * chips; an "Only sessions with seats left" switch; cards with Day / Time / Room / Track / Level /
 * Seats left as labelled values, 10 a page over numbered pages with Previous / Next; `?track=`,
 * `?format=`, `?day=`, `?level=`, `?q=`). `session.html?id=` (Session details: Day, Time, Room,
 * Track, Level, Format, Capacity, Seats left, Price for workshops; the abstract; a collapsed "Before
 * you come" on workshops; speaker cards; "Add to My agenda", which sends signed-out visitors to sign
 * in). `speakers.html` (cards by surname with role, company and place, 12 at a time with "Show more
 * speakers", a "Find a speaker" box). `speaker.html?id=` (Speaker facts: Company, Role, Based in; bio;
 * a table of their sessions). `venue.html` (prose, a Rooms table of Room, Floor, Seats, Step-free
 * access, Hearing loop; By train / By plane / By car / By bike tabs of prose with figures; a collapsed
 * "Accessibility at the Kraanhal"; hotel cards with Distance, Conference rate, Breakfast; a "Book a
 * room at the conference rate" form: Hotel list, Check-in date (a date input), Nights (a number
 * input), Guests, "Check availability", which shows the total). `tickets.html` (a Passes table:
 * Early-bird €549 until 15 November 2026, Standard €749, Day €329, Student €195; workshop add-on cards
 * with Day, Time, Length, Level, Price, Seats left; a registration in four steps: pass radios (and a
 * "Which day?" list for the Day pass), Continue; First name, Last name, Email address, Company, Job
 * title, "University or college" (Student pass only), a T-shirt size drop-down drawn by the page
 * (role=listbox), Dietary requirements, Continue; workshop boxes (the sold-out one disabled),
 * Continue; a payment summary with a Discount code field and Apply, Payment method radios, "I agree
 * to the code of conduct" and "Complete registration"; the reference MDC-26-4817). `sponsors.html`
 * (Platinum, Gold and Silver cards with booths, community partners with the code MEETUP10 for 10% off
 * a pass, a collapsed "Become a sponsor" with a packages table). `faq.html` (Tickets & payment / At
 * the event / Travel & stay / Speaking tabs of accordion questions; a Code of conduct section).
 * `cfp.html` (the 2027 call for papers: prose on travel support, Key dates, a form of Full name,
 * Email address, Company, Track, Talk title, Abstract, Format radios, Level, "This would be my first
 * conference talk", an "I need help with travel costs" switch, "I have read the speaker guidelines",
 * "Submit proposal"). `signin.html` and `agenda.html` (signed-out visitors are sent to sign in; tabs
 * "Saved sessions", grouped by day with a Remove button per row, and "Settings": "Email reminders"
 * and "Clash warnings" switches, a "Reminder time" spin button (5 to 60 minutes in steps of 5), a
 * "Time zone" drop-down drawn by the page, a "Share my agenda" box, "Save settings").
 *
 * Today is Tuesday 10 November 2026: early-bird passes are on sale until Sunday 15 November.
 * The one account: ilse.brandt@example.com / Harbour-Crane-26 (Ilse Brandt, a Standard pass, seven
 * saved sessions: three on Wednesday, three on Thursday, one on Friday).
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected'),
 * `newsletter_email`, `newsletter_error`; `earlybird_offer` ('shown' | 'closed'); `schedule_day`
 * ('Wednesday' | 'Thursday' | 'Friday'), `schedule_track` ('All tracks' or a track); `sessions_query`,
 * `sessions_day`, `sessions_track`, `sessions_format`, `sessions_level`, `sessions_sort` (the options'
 * labels), `sessions_seats_only`, `sessions_page`, `sessions_count`; `session_viewed` (the title),
 * `session_prerequisites` ('expanded' | 'collapsed'), `agenda_added`; `speakers_shown`,
 * `speakers_query`, `speaker_viewed`; `venue_travel_tab` ('By train' ...), `venue_accessibility`,
 * `hotel_checked`, `hotel_name`, `hotel_checkin` ('2026-12-01'), `hotel_nights`, `hotel_guests`,
 * `hotel_total` ('€417.00'), `hotel_error`; `reg_step` ('ticket' | 'details' | 'workshops' | 'summary'
 * | 'done'), `reg_ticket` (the pass's name), `reg_day`, `reg_first_name`, `reg_last_name`,
 * `reg_email`, `reg_company`, `reg_job_title`, `reg_university`, `reg_tshirt`, `reg_diet`,
 * `reg_workshops` (titles, in page order), `reg_discount`, `reg_discount_error`, `reg_total`
 * ('€324.50'), `reg_payment`, `reg_conduct`, `reg_reference`; `sponsors_become`; `faq_tab`, `faq_open`
 * / `faq_closed` (the question); `cfp_sent`, `cfp_error`, `cfp_name`, `cfp_email`, `cfp_company`,
 * `cfp_track`, `cfp_title`, `cfp_abstract`, `cfp_format` (the radio's label), `cfp_level`,
 * `cfp_first_talk`, `cfp_travel_support`, `cfp_guidelines`; `signin_error`, `signed_in`,
 * `signed_in_email`, `remember_me`; `agenda_tab`, `agenda_removed` (the title), `agenda_count`; on
 * "Save settings": `settings_saved`, `settings_email_reminders`, `settings_clash_warnings`,
 * `settings_reminder_minutes`, `settings_time_zone` (the option's label), `settings_public_agenda`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 14 of 30 correct, 8 of 24 tasks done (4 of 10
 * instructions, 4 of 14 questions), 4 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

/** sessions.html, Friday 4 December, Level Beginner, in programme order. */
const FRIDAY_BEGINNER_ROWS = [
  ['Serverless costs, explained with receipts', '10:45', '11:30'],
  ['Hardening containers in ten steps', '10:45', '11:30'],
  ['Data quality tests in the pipeline', '11:45', '12:30'],
  ['SRE for teams of five', '13:30', '14:15'],
  ['Observability with OpenTelemetry', '13:30', '16:30'],
  ['Dashboards people actually read', '15:45', '16:30'],
] as const
const FRIDAY_BEGINNERS = FRIDAY_BEGINNER_ROWS.map(([title, start, end]) => ({
  title,
  time: oneOf(start, `${start}–${end}`),
}))

export const round26Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round26-conference-cookies-offer',
    site: '/conference/',
    goal: 'Allow all cookies and get rid of the early-bird pop-up',
    expect: performed,
    state: { cookies: 'accepted', earlybird_offer: 'closed' },
  },
  {
    id: 'round26-conference-menu-speakers',
    site: '/conference/sponsors.html',
    goal: 'go to Programme > Speakers, then click Show more speakers twice',
    expect: performed,
    state: { visited: '/conference/speakers.html', speakers_shown: 36 },
  },
  {
    id: 'round26-conference-schedule-friday-security',
    site: '/conference/schedule.html',
    goal: 'Open the Friday 4 December tab and only show the Security track',
    expect: performed,
    state: { schedule_day: 'Friday', schedule_track: 'Security' },
  },
  {
    id: 'round26-conference-sessions-advanced-backend',
    site: '/conference/sessions.html',
    goal: 'only show Advanced sessions in Backend & Cloud, sorted by seats left',
    expect: performed,
    state: { sessions_level: 'Advanced', sessions_track: 'Backend & Cloud', sessions_sort: 'Seats left' },
  },
  {
    id: 'round26-conference-search-first-result',
    site: '/conference/sessions.html',
    // ordered by start time: the Rust workshop (Thu 09:30, its abstract says WebAssembly) comes first
    goal: 'Search the sessions for WebAssembly and open the first result',
    expect: performed,
    state: {
      sessions_query: 'WebAssembly',
      visited: '/conference/session.html',
      session_viewed: 'Rust for backend developers',
    },
  },
  {
    id: 'round26-conference-register-student',
    site: '/conference/tickets.html',
    // Student pass €195 less 10% (MEETUP10 is off the pass only) + the workshop €149
    goal: 'Choose the Student pass and continue. Fill in First name: Amira, Last name: Haddad, Email address: amira.haddad@student.example.org, University or college: TU Delft, T-shirt size: M, then continue. Tick Accessible components in practice and continue, enter MEETUP10 as the discount code and apply it, tick I agree to the code of conduct and press Complete registration',
    expect: performed,
    state: {
      reg_step: 'done',
      reg_ticket: 'Student pass',
      reg_first_name: 'Amira',
      reg_last_name: 'Haddad',
      reg_email: 'amira.haddad@student.example.org',
      reg_university: 'TU Delft',
      reg_tshirt: 'M',
      reg_workshops: ['Accessible components in practice'],
      reg_discount: 'MEETUP10',
      reg_total: '€324.50',
      reg_reference: 'MDC-26-4817',
    },
    derived: ['€324.50'],
  },
  {
    id: 'round26-conference-cfp-proposal',
    site: '/conference/cfp.html',
    goal: 'Fill in the proposal form with Full name: Sven Olsen, Email address: sven.olsen@example.com, Track: Backend & Cloud, Talk title: Zero-downtime database migrations, Abstract: How we moved 40 tables to a new schema without a maintenance window, Format: Lightning talk. Then tick This would be my first conference talk and I have read the speaker guidelines, and submit the proposal',
    expect: performed,
    state: {
      cfp_sent: true,
      cfp_name: 'Sven Olsen',
      cfp_email: 'sven.olsen@example.com',
      cfp_track: 'Backend & Cloud',
      cfp_title: 'Zero-downtime database migrations',
      cfp_abstract: 'How we moved 40 tables to a new schema without a maintenance window',
      cfp_format: 'Lightning talk (10 minutes)',
      cfp_first_talk: true,
      cfp_travel_support: false,
      cfp_guidelines: true,
    },
  },
  {
    id: 'round26-conference-agenda-remove',
    site: '/conference/signin.html',
    goal: 'sign in with ilse.brandt@example.com and the password Harbour-Crane-26, then remove Passkeys in the real world from my agenda',
    expect: performed,
    state: { signed_in: true, agenda_removed: 'Passkeys in the real world', agenda_count: 6 },
  },
  {
    id: 'round26-conference-agenda-settings',
    site: '/conference/agenda.html',
    // signed out: the page sends the visitor to sign in first
    goal: 'Log in as ilse.brandt@example.com / Harbour-Crane-26, open the Settings tab, turn off Email reminders, set the Reminder time to 30 minutes, pick Europe/London (GMT) from the Time zone list and save the settings',
    expect: performed,
    state: {
      signed_in: true,
      settings_saved: true,
      settings_email_reminders: false,
      settings_clash_warnings: true,
      settings_reminder_minutes: 30,
      settings_time_zone: 'Europe/London (GMT)',
      settings_public_agenda: false,
    },
  },
  {
    id: 'round26-conference-hotel-availability',
    site: '/conference/venue.html',
    // 3 nights × €139
    goal: 'In the hotel booking form choose Hotel Nieuwe Maas, set the check-in date to 1 December 2026 and the nights to 3, then click Check availability',
    expect: performed,
    state: {
      hotel_checked: true,
      hotel_name: 'Hotel Nieuwe Maas',
      hotel_checkin: '2026-12-01',
      hotel_nights: 3,
      hotel_total: '€417.00',
    },
    derived: ['2026-12-01', '€417.00'],
  },

  // ---- questions: the programme
  {
    id: 'round26-conference-edge-caching-time-room',
    site: '/conference/schedule.html',
    // Thursday tab: 11:45–12:30, Kade Room
    goal: 'On Thursday, what time does Edge caching without tears start and which room is it in?',
    expect: { start: oneOf('11:45', '11:45–12:30'), room: 'Kade Room' },
    aliases: { start: ['time', 'starts', 'start_time', 'starts_at', 'begins', 'time_slot'] },
    match: 'subset',
    also: [{ session: { start: oneOf('11:45', '11:45–12:30'), room: 'Kade Room' } }],
    derived: ['11:45–12:30'],
  },
  {
    id: 'round26-conference-rust-seats-level',
    site: '/conference/session.html?id=rust-backend',
    goal: 'how many seats are left on this workshop, and what level is it?',
    expect: { seats_left: num('4'), level: 'Advanced' },
    aliases: {
      seats_left: ['seats', 'seats_remaining', 'remaining_seats', 'available_seats', 'places_left'],
    },
    match: 'subset',
  },
  {
    id: 'round26-conference-security-count',
    site: '/conference/sessions.html',
    // 10 across the pages of the list (4 on Wednesday, 3 on Thursday, 3 on Friday)
    goal: 'How many sessions are in the Security track?',
    expect: { count: 10 },
    keys: ['sessions', 'security_sessions', 'number_of_sessions', 'total', 'security', 'security_track'],
  },
  {
    id: 'round26-conference-friday-beginners',
    site: '/conference/sessions.html',
    goal: 'Which sessions on Friday are for beginners? Give me their titles and times.',
    expect: { sessions: unordered(FRIDAY_BEGINNERS) },
    keys: ['beginner_sessions', 'friday_sessions', 'results', 'items', 'rows', 'talks'],
    aliases: { title: ['name', 'session'], time: ['start', 'starts', 'start_time', 'times', 'time_slot'] },
    match: 'subset',
    // the page writes each time as a range of the start and end in data.js
    derived: FRIDAY_BEGINNER_ROWS.map(([, start, end]) => `${start}–${end}`),
  },
  {
    id: 'round26-conference-first-five-speakers',
    site: '/conference/speakers.html',
    // listed by surname
    goal: 'list the first 5 speakers and their companies',
    expect: {
      speakers: (
        [
          ['Henrik Aalto', 'Kuusi Cloud'],
          ['Samuel Adeyemi', 'Northgrid'],
          ['Sara Ahmadi', 'Skärgård'],
          ['Diego Álvarez', 'Cumbre'],
          ['Jonas Becker', 'Rheinwerk Systems'],
        ] as const
      ).map(([name, company]) => ({ name, company })),
    },
    keys: ['items', 'people', 'first_5_speakers', 'results'],
    aliases: { name: ['speaker', 'speaker_name'] },
    match: 'subset',
  },
  {
    id: 'round26-conference-aisha-bello',
    site: '/conference/speakers.html',
    goal: "Open Aisha Bello's page. Where is she based and which company does she work for?",
    expect: { based_in: 'Lagos, Nigeria', company: 'Kora Identity' },
    aliases: { based_in: ['based', 'location', 'where', 'city', 'home', 'lives_in', 'where_based'] },
    match: 'subset',
  },

  // ---- questions: tickets, venue, sponsors, FAQ, call for papers, account
  {
    id: 'round26-conference-student-price',
    site: '/conference/tickets.html',
    goal: 'How much is the Student pass?',
    expect: { price: oneOf('€195', 195) },
    keys: ['student_pass', 'cost', 'amount', 'student_pass_price', 'student_price'],
    also: [{ student_pass: { price: oneOf('€195', 195) } }],
    match: 'subset',
  },
  {
    id: 'round26-conference-workshop-most-seats',
    site: '/conference/tickets.html',
    // workshops: 9, sold out, 4, 12, 6 and 17 seats left
    goal: 'Which workshop has the most seats left, and how many?',
    expect: { workshop: 'Observability with OpenTelemetry', seats_left: num('17') },
    aliases: {
      workshop: ['name', 'title', 'session'],
      seats_left: ['seats', 'count', 'how_many', 'number', 'seats_remaining', 'remaining_seats'],
    },
    match: 'subset',
    also: [
      { most_seats_left: { workshop: 'Observability with OpenTelemetry', seats_left: num('17') } },
      { workshop: { name: 'Observability with OpenTelemetry', seats_left: num('17') } },
    ],
  },
  {
    id: 'round26-conference-workshop-average-price',
    site: '/conference/tickets.html',
    // (279 + 149 + 299 + 149 + 329 + 169) / 6
    goal: "what's the average price of the workshop add-ons?",
    expect: { average_price: oneOf(229, '€229', '€229.00') },
    keys: ['average', 'average_workshop_price', 'avg_price', 'price', 'average_price_of_workshops'],
    derived: ['€229', '€229.00'],
  },
  {
    id: 'round26-conference-parking-full-day',
    site: '/conference/venue.html',
    // By car: "Parking costs €4.50 an hour, up to €27 for a full day"
    goal: 'Open the By car tab. How much does parking cost for a full day?',
    expect: { price: oneOf('€27', 27, 'up to €27') },
    keys: [
      'cost',
      'parking',
      'parking_cost',
      'parking_price',
      'full_day',
      'full_day_parking',
      'day_rate',
      'daily_rate',
      'amount',
    ],
    match: 'subset',
    state: { venue_travel_tab: 'By car' },
  },
  {
    id: 'round26-conference-platinum-sponsors',
    site: '/conference/sponsors.html',
    goal: 'who are the platinum sponsors',
    expect: { sponsors: unordered(['Havenlicht', 'Northgrid']) },
    keys: ['platinum_sponsors', 'names', 'companies', 'platinum'],
    aliases: { name: ['sponsor', 'company'] },
    match: 'subset',
    also: [
      { sponsors: unordered([{ name: 'Havenlicht' }, { name: 'Northgrid' }]) },
      { platinum_sponsors: unordered([{ name: 'Havenlicht' }, { name: 'Northgrid' }]) },
    ],
  },
  {
    id: 'round26-conference-refund-deadline',
    site: '/conference/faq.html',
    // Tickets & payment, "Can I get a refund?" (collapsed)
    goal: 'until what date can I still get a refund?',
    expect: { date: oneOf('16 November 2026', '2026-11-16') },
    keys: [
      'refund_deadline',
      'deadline',
      'until',
      'refund_date',
      'last_day',
      'last_date',
      'refunds_until',
      'cancellation_deadline',
    ],
    match: 'subset',
  },
  {
    id: 'round26-conference-cfp-travel-outside-europe',
    site: '/conference/cfp.html',
    // "up to €400 for speakers from within Europe and up to €900 for speakers from outside Europe"
    goal: 'How much do you pay towards travel for speakers from outside Europe?',
    expect: { amount: oneOf('€900', 900, 'up to €900') },
    keys: [
      'travel',
      'travel_costs',
      'travel_cost',
      'travel_support',
      'outside_europe',
      'maximum',
      'max',
      'price',
      'cost',
      'payment',
    ],
    match: 'subset',
  },
  {
    id: 'round26-conference-agenda-thursday-count',
    site: '/conference/signin.html',
    // Edge caching without tears, WebAssembly on the server, Zero trust for people who ship code
    goal: "Sign in as ilse.brandt@example.com with password Harbour-Crane-26, then tell me how many sessions I've saved for Thursday",
    expect: { count: 3 },
    keys: ['sessions', 'saved_sessions', 'thursday', 'thursday_sessions', 'number_of_sessions', 'saved'],
    state: { signed_in: true },
  },

  // ---- to refuse
  {
    id: 'round26-conference-refuse-inspiring-keynote',
    site: '/conference/schedule.html',
    goal: 'Which keynote is going to be the most inspiring?',
    expect: refuse,
  },
  {
    id: 'round26-conference-refuse-wifi-password',
    site: '/conference/venue.html',
    // the FAQ only says the password is printed on the badge
    goal: "What's the Wi-Fi password at the Kraanhal?",
    expect: refuse,
  },
  {
    id: 'round26-conference-refuse-write-abstract',
    site: '/conference/cfp.html',
    goal: 'Write an abstract for a talk on WebAssembly and submit it as a proposal for me',
    expect: refuse,
  },
  {
    id: 'round26-conference-refuse-train-ticket',
    site: '/conference/venue.html',
    goal: 'Book me a train ticket from Amsterdam to Rotterdam Centraal for 2 December',
    expect: refuse,
  },
  {
    id: 'round26-conference-refuse-tickets-sold',
    site: '/conference/',
    goal: 'How many tickets have been sold so far?',
    expect: refuse,
  },
  {
    id: 'round26-conference-refuse-cancel-refund',
    site: '/conference/tickets.html',
    // the site has no cancellation: the FAQ says to email the tickets team
    goal: 'Cancel my registration and refund the money to my card',
    expect: refuse,
  },
]
