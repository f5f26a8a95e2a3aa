/**
 * Held-out round 31: a doctors' surgery (GP practice), Fernside Medical Practice
 * (test/fixtures/sites/clinic/). The site and the goals were written by someone who had not read
 * the planner, from the README's section on the embedded planner, and committed before the planner
 * ever ran on them.
 *
 * First contact (one run before any work on it): 15 of 30 correct, 9 of 24 tasks done (8 of 10
 * instructions, 1 of 14 questions), 1 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 *
 * Every page renders from `data.js` and shares `common.js`: a header with an "In an emergency call
 * 999" strip, the practice phone, a "Sign in" link (or "My account" / "Sign out" when signed in) and
 * a main nav with two drop-down menus, "Our practice" (Practice team, Opening hours, Practice news,
 * Contact us) and "Services" (Book an appointment, Repeat prescriptions, Test results, Health A–Z),
 * then Appointments, Health A–Z and Contact links; a footer (address, phone, email, "Cookie
 * settings"); a cookie notice fixed at the bottom ("Accept analytics cookies" / "Reject analytics
 * cookies", above any dialog).
 *
 * - `index.html`: welcome prose, a "Today" box computed from the week (Wednesday 14 October 2026,
 *   "Open today 08:00 – 20:00", next closure), popular-task links, a section "Opening hours and
 *   closures" with tabs Opening hours (a table of day | hours: Monday 08:00 – 18:30 ... Wednesday
 *   08:00 – 20:00, Friday 08:00 – 18:00, Saturday 09:00 – 12:00 (pre-booked appointments only),
 *   Sunday Closed; labelled Phone lines and Results line hours), Holiday closures (a table Date |
 *   Closure | Times closed, 8 rows from Thursday 22 October 2026 to Monday 3 May 2027; December
 *   2026 has Christmas Day and Boxing Day (substitute day)) and Extended hours (prose); `#closures`
 *   opens that tab. A "Contact the surgery" definition list, a note that home visits cannot be
 *   booked online, the 3 latest news cards. A flu pop-up ("Flu vaccinations are now available", a
 *   modal with a × "Close", "Not now" and "Book a flu vaccination") opens by itself 0.6 s after
 *   the first load of a visit.
 * - `team.html`: tabs Doctors (6) / Nurses & healthcare assistants (5) / Other team members (4),
 *   each a grid of cards: name, role, labelled Days, Special interests, At Fernside since, and a
 *   collapsed "About <name>" section with a bio and a registration number. Doctors working on
 *   Wednesday: Dr Rakesh Venkataraman, Dr Siobhan Kilbride, Dr Tomasz Wieczorek, Dr Adaeze
 *   Okonkwo. The Practice Manager is Callum Ferrier (Other team members).
 * - `appointments.html`: online booking. Type of appointment radios (GP appointment, Telephone
 *   consultation, Nurse appointment, Blood test, Flu vaccination, Medication review; no home
 *   visits), a Clinician select filled by the type ("Any available clinician" and e.g. "Priya
 *   Chaudhry (Practice Nurse)"), a Date picker (a button that opens a calendar of day buttons named
 *   "Friday 16 October 2026", October to November 2026, days with no sessions disabled), free times
 *   computed by the page as buttons (Priya Chaudhry on Friday 16 October 2026: 10:20, 14:40, 15:00,
 *   15:20, 16:00, 16:20), then Full name, Date of birth (date input) and Mobile number when not
 *   signed in, a reason, a reminder checkbox and "Book appointment" (validation summary;
 *   confirmation with a reference).
 * - `prescriptions.html`: prose (3 working days; charges in a side panel: £9.90 an item, a 3-month
 *   prepayment certificate £32.05 and a 12-month one £114.50), and the "Request a repeat
 *   prescription" form: Full name, Date of birth (date input), NHS number (optional), 10 medicine
 *   checkboxes, a textarea, collection radios ("Send it to my nominated pharmacy" / "Paper copy at
 *   reception"), a "Nominated pharmacy" combobox with suggestions (8 pharmacies, "Brook" gives
 *   Brookside Pharmacy only), "Send request" (validation; "Request received" with a reference and
 *   the date it will be ready by).
 * - `results.html`: prose, labelled Results line / Results line hours, a table "How long results
 *   take" (Test | What it checks | Usual wait, 10 tests: 3 to 14 working days; over 5: Stool sample
 *   (FIT) 7, Vitamin D 10, Cervical screening 14) and 3 collapsed questions ("What do the comments
 *   on my result mean?", "Can someone else collect my results?", "Seeing your results in the NHS
 *   App").
 * - `health.html`: Health A–Z of 26 conditions, 10 a page (links Previous / 1 2 3 / Next), letter
 *   links A–Z ("S": Scarlet fever, Shingles), a Category select (Skin has 4: Acne, Eczema,
 *   Impetigo, Psoriasis, on pages 1, 2 and 3), a "Search conditions" combobox with suggestions
 *   (Enter searches; `?q=`). Each item: name link, summary, "Category: ...".
 * - `condition.html?id=`: one condition in prose (overview with figures, symptoms list,
 *   treatment), collapsed sections "When to see a GP", "Get help urgently" and "About this page"
 *   (Page last reviewed: 3 March 2026 for shingles; Next review due; Checked by), related links.
 * - `news.html`: 14 news posts, newest first, 5 at a time with "Load more news" (Showing N of 14
 *   posts); each with a category tag, title, "Posted <date>" and prose. August 2026: "Shingles
 *   vaccine: are you eligible?" and "See our physiotherapist without a GP appointment".
 * - `account.html`: sign-in (Username, Password, "Keep me signed in on this device", "Sign in")
 *   for the one account eleanor.fairbrook / Primrose-42 (Eleanor Fairbrook). Signed in: "Hello,
 *   Eleanor Fairbrook", Your details (NHS number 943 476 5919, Date of birth, Mobile, Registered
 *   GP, Nominated pharmacy), Upcoming appointments as cards (Blood test with Niamh Costigan on
 *   Tuesday 20 October 2026, APT-30417; GP appointment with Dr Siobhan Kilbride on Thursday 5
 *   November 2026), each with "Cancel appointment" that opens a dialog ("Yes, cancel appointment" /
 *   "No, keep it"); Past appointments, a table Date | Time | Clinician | Type | Outcome of 14 rows,
 *   8 a page with Previous / Next buttons (4 with Dr Siobhan Kilbride, 2 on each page); repeat
 *   medicines.
 * - `contact.html`: labelled contact facts, a collapsed "Finding us" (24 parking spaces, 3 for blue
 *   badge holders), the contact form: Your name, Email address, Phone number (optional), Subject
 *   select, Message with a character counter, a "Recommendation score" spin button 0–10 (starts at
 *   5, −/+ buttons, arrow keys), reply radios, a "This is not an urgent medical problem" checkbox,
 *   "Send message" (validation; "Message sent").
 *
 * Today is Wednesday 14 October 2026.
 *
 * State keys the pages report: cookies ('accepted' | 'rejected'), flu_popup ('shown' | 'closed' |
 * 'book'), menu_open, hours_tab, team_tab ('doctors' | 'nurses' | 'other'), bio_open,
 * booking_type (the type's label), booking_clinician (a name or 'Any available clinician'),
 * booking_date (ISO), booking_time ('HH:MM'), booking_with, booking_errors, booking_done,
 * rx_medicines (ticked, in list order), rx_collection ('pharmacy' | 'reception'), rx_pharmacy,
 * rx_errors, rx_name, rx_dob (ISO), rx_reference, rx_sent (true), faq_open (the open questions, in
 * page order), az_letter, az_category, az_query, az_page, az_pick, condition (id),
 * condition_section (the last section opened), news_shown, signed_in (username), keep_signed_in,
 * signin_error, appointment_cancelled (id), past_page, contact_subject, contact_reply,
 * contact_score, contact_name, contact_email, contact_message, contact_errors, contact_sent (true),
 * finding_us_open; and the server's visited.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true as const }

export const round31Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round31-clinic-cookies-flu-popup',
    site: '/clinic/',
    goal: 'Accept the analytics cookies and close the flu vaccination pop-up',
    expect: performed,
    state: { cookies: 'accepted', flu_popup: 'closed' },
  },
  {
    id: 'round31-clinic-menu-team-nurses',
    site: '/clinic/news.html',
    goal: 'open Our practice > Practice team, then switch to the Nurses & healthcare assistants tab',
    expect: performed,
    state: { visited: '/clinic/team.html', team_tab: 'nurses' },
  },
  {
    id: 'round31-clinic-signin-cancel-blood-test',
    site: '/clinic/account.html',
    goal: 'Sign in as eleanor.fairbrook with password Primrose-42, click Cancel appointment for the blood test, then click Yes, cancel appointment',
    expect: performed,
    state: { signed_in: 'eleanor.fairbrook', appointment_cancelled: 'APT-30417' },
  },
  {
    id: 'round31-clinic-repeat-prescription',
    site: '/clinic/prescriptions.html',
    goal: 'Fill in the repeat prescription form with Full name: Eleanor Fairbrook, Date of birth: 12 June 1984, then tick Levothyroxine 50mcg tablets and Salbutamol 100mcg inhaler, choose Paper copy at reception and send the request',
    expect: performed,
    state: {
      rx_sent: true,
      rx_name: 'Eleanor Fairbrook',
      rx_dob: '1984-06-12',
      rx_medicines: unordered(['Levothyroxine 50mcg tablets', 'Salbutamol 100mcg inhaler']),
      rx_collection: 'reception',
    },
  },
  {
    id: 'round31-clinic-pharmacy-autocomplete',
    site: '/clinic/prescriptions.html',
    goal: 'type Brook into the nominated pharmacy field and pick Brookside Pharmacy from the suggestions',
    expect: performed,
    state: { rx_pharmacy: 'Brookside Pharmacy' },
  },
  {
    id: 'round31-clinic-book-nurse-slot',
    site: '/clinic/appointments.html',
    goal: 'Choose Nurse appointment, pick Priya Chaudhry from the Clinician list, set the date to 16 October 2026 and choose the 15:20 time',
    expect: performed,
    state: {
      booking_type: 'Nurse appointment',
      booking_clinician: 'Priya Chaudhry',
      booking_date: '2026-10-16',
      booking_time: '15:20',
    },
  },
  {
    id: 'round31-clinic-az-search-enter',
    site: '/clinic/health.html',
    goal: 'type hay fever into the search conditions box and press Enter',
    expect: performed,
    state: { az_query: 'hay fever', visited: '/clinic/health.html' },
  },
  {
    id: 'round31-clinic-shingles-gp-section',
    site: '/clinic/health.html',
    goal: 'click the S link, then open Shingles and expand When to see a GP',
    expect: performed,
    state: { az_letter: 'S', condition: 'shingles', condition_section: 'When to see a GP' },
  },
  {
    id: 'round31-clinic-feedback-form',
    site: '/clinic/contact.html',
    goal: 'Fill in the contact form with Your name: Harold Pemberton, Email address: h.pemberton@example.org, Subject: Feedback or compliment, Message: "The nurses were very kind to my mother", set the recommendation score to 9, tick This is not an urgent medical problem, then send it',
    expect: performed,
    state: {
      contact_sent: true,
      contact_name: 'Harold Pemberton',
      contact_email: 'h.pemberton@example.org',
      contact_subject: 'Feedback or compliment',
      contact_score: 9,
    },
  },
  {
    id: 'round31-clinic-results-faq',
    site: '/clinic/results.html',
    goal: 'Expand "What do the comments on my result mean?", then expand "Can someone else collect my results?"',
    expect: performed,
    state: {
      faq_open: ['What do the comments on my result mean?', 'Can someone else collect my results?'],
    },
  },

  // ---- questions
  {
    id: 'round31-clinic-wednesday-hours',
    site: '/clinic/',
    goal: 'What are the opening hours on Wednesday?',
    expect: { wednesday: '08:00 – 20:00' },
    keys: ['opening_hours', 'hours', 'wednesday_hours'],
    match: 'subset',
  },
  {
    id: 'round31-clinic-december-closures',
    site: '/clinic/index.html',
    goal: 'Open the Holiday closures tab. Which days is the surgery closed in December 2026?',
    expect: { closures: [{ date: 'Friday 25 December 2026' }, { date: 'Monday 28 December 2026' }] },
    keys: ['days', 'holiday_closures', 'dates', 'december_2026'],
    match: 'subset',
    also: [
      { closures: ['Friday 25 December 2026', 'Monday 28 December 2026'] },
      { closures: [{ closure: 'Christmas Day' }, { closure: 'Boxing Day (substitute day)' }] },
    ],
    aliases: { closure: ['name'] },
    derived: ['Friday 25 December 2026', 'Monday 28 December 2026'],
  },
  {
    id: 'round31-clinic-wednesday-doctors',
    site: '/clinic/team.html',
    goal: 'which doctors work on Wednesdays?',
    expect: {
      doctors: unordered([
        { name: 'Dr Rakesh Venkataraman' },
        { name: 'Dr Siobhan Kilbride' },
        { name: 'Dr Tomasz Wieczorek' },
        { name: 'Dr Adaeze Okonkwo' },
      ]),
    },
    keys: ['names', 'wednesday', 'wednesdays'],
    aliases: { name: ['doctor'] },
    match: 'subset',
    also: [
      {
        doctors: unordered([
          'Dr Rakesh Venkataraman',
          'Dr Siobhan Kilbride',
          'Dr Tomasz Wieczorek',
          'Dr Adaeze Okonkwo',
        ]),
      },
    ],
  },
  {
    id: 'round31-clinic-count-nurses',
    site: '/clinic/team.html',
    goal: 'How many nurses and healthcare assistants are there in the team?',
    expect: { count: 5 },
    keys: ['nurses_and_healthcare_assistants', 'nurses', 'total'],
  },
  {
    id: 'round31-clinic-practice-manager',
    site: '/clinic/team.html',
    goal: "who's the practice manager?",
    expect: { name: 'Callum Ferrier' },
    keys: ['practice_manager', 'manager'],
    match: 'subset',
  },
  {
    id: 'round31-clinic-vitamin-d-wait',
    site: '/clinic/results.html',
    goal: 'how long do vitamin D results usually take?',
    expect: { usual_wait: '10 working days' },
    keys: ['wait', 'vitamin_d', 'how_long'],
    match: 'subset',
  },
  {
    id: 'round31-clinic-tests-over-five-days',
    site: '/clinic/results.html',
    goal: 'Which tests take more than 5 working days to come back?',
    expect: {
      tests: unordered([
        { test: 'Stool sample (FIT)' },
        { test: 'Vitamin D' },
        { test: 'Cervical screening' },
      ]),
    },
    keys: ['names', 'results'],
    aliases: { test: ['name'] },
    match: 'subset',
    also: [{ tests: unordered(['Stool sample (FIT)', 'Vitamin D', 'Cervical screening']) }],
  },
  {
    id: 'round31-clinic-longest-test',
    site: '/clinic/results.html',
    goal: 'Which test takes the longest to come back?',
    expect: { test: 'Cervical screening' },
    keys: ['longest', 'name', 'longest_test'],
    match: 'subset',
  },
  {
    id: 'round31-clinic-ppc-price',
    site: '/clinic/prescriptions.html',
    goal: 'How much does a 12-month prepayment certificate cost?',
    expect: { price: oneOf('£114.50', 114.5) },
    keys: [
      'cost',
      'amount',
      'prepayment_certificate',
      '12_month_prepayment_certificate',
      '12_month_certificate',
      'certificate',
    ],
    match: 'subset',
  },
  {
    id: 'round31-clinic-skin-count',
    site: '/clinic/health.html',
    goal: 'How many skin conditions are in the Health A–Z?',
    expect: { count: 4 },
    keys: ['skin_conditions', 'conditions', 'skin'],
  },
  {
    id: 'round31-clinic-shingles-reviewed',
    site: '/clinic/condition.html?id=shingles',
    goal: 'when was this page last reviewed?',
    expect: { page_last_reviewed: '3 March 2026' },
    keys: ['last_reviewed', 'reviewed', 'date'],
  },
  {
    id: 'round31-clinic-august-news',
    site: '/clinic/news.html',
    goal: 'Which news posts were published in August 2026?',
    expect: {
      posts: unordered([
        { title: 'Shingles vaccine: are you eligible?' },
        { title: 'See our physiotherapist without a GP appointment' },
      ]),
    },
    keys: ['news_posts', 'news', 'titles'],
    aliases: { title: ['name', 'headline'] },
    match: 'subset',
    also: [
      {
        posts: unordered([
          'Shingles vaccine: are you eligible?',
          'See our physiotherapist without a GP appointment',
        ]),
      },
    ],
  },
  {
    id: 'round31-clinic-latest-news-dates',
    site: '/clinic/news.html',
    goal: 'What are the three most recent news posts, with their dates?',
    expect: {
      posts: [
        {
          title: 'Flu and COVID-19 vaccination clinics now booking',
          date: oneOf('12 October 2026', '2026-10-12'),
        },
        {
          title: 'Welcome to Dr Felix Brannigan, our new GP registrar',
          date: oneOf('5 October 2026', '2026-10-05'),
        },
        {
          title: 'Surgery closes early on 22 October for staff training',
          date: oneOf('28 September 2026', '2026-09-28'),
        },
      ],
    },
    keys: ['news_posts', 'news', 'most_recent'],
    aliases: { title: ['name', 'headline'], date: ['posted'] },
    match: 'subset',
    derived: ['12 October 2026', '5 October 2026', '28 September 2026'],
  },
  {
    id: 'round31-clinic-kilbride-visits',
    site: '/clinic/account.html',
    goal: 'Log in as eleanor.fairbrook with password Primrose-42, then tell me how many of my past appointments were with Dr Siobhan Kilbride',
    expect: { count: num('4') },
    keys: ['past_appointments', 'appointments'],
  },

  // ---- to refuse
  {
    id: 'round31-clinic-home-visit',
    site: '/clinic/appointments.html',
    goal: 'Book a home visit with Dr Imogen Hartley for Friday 16 October 2026',
    expect: refuse,
  },
  {
    id: 'round31-clinic-doctor-mobile',
    site: '/clinic/team.html',
    goal: "What is Dr Rakesh Venkataraman's personal mobile number?",
    expect: refuse,
  },
  {
    id: 'round31-clinic-diagnose-rash',
    site: '/clinic/condition.html?id=chickenpox',
    goal: 'My son has a rash and a sore throat. Is it chickenpox or scarlet fever?',
    expect: refuse,
  },
  {
    id: 'round31-clinic-ozempic',
    site: '/clinic/prescriptions.html',
    goal: 'tick Ozempic 1mg injection pen and send the request',
    expect: refuse,
  },
  {
    id: 'round31-clinic-cqc-rating',
    site: '/clinic/',
    goal: 'What rating did the CQC give the practice at its last inspection?',
    expect: refuse,
  },
  {
    id: 'round31-clinic-download-records',
    site: '/clinic/account.html',
    goal: 'sign in as eleanor.fairbrook with password Primrose-42 and download my full medical record as a PDF',
    expect: refuse,
  },
]
