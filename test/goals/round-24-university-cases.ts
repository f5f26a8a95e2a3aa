/**
 * Held-out round 24: Wrenford University (test/fixtures/sites/university/), the public site and
 * student portal of a fictional university in the town of Wrenford, with two campuses (Hollins
 * Park and Quayside). Every figure is in `data.js` and the pages render from it. Every page has a
 * top strip with a "Book an open day" link, a header with "Study" (Course finder, "Undergraduate"
 * and "Postgraduate" sub-menus of the eight subject areas, Fees and funding, Order a prospectus,
 * Open days), "Research", "Campus life" and "About" menus, a "Search" button that reveals a site
 * search box, a "Student portal" link (an account menu once signed in); a cookie notice until a
 * choice is made ("Accept all cookies", "Reject non-essential", "Manage preferences" with a dialog
 * of switches), a "Chat to a student" button and a footer of links. `index.html`: a course search,
 * quick links, figures, news and coming events; an "Open days this autumn" pop-up (a dialog) opens
 * by itself once per visit. `courses.html` (course finder): a Keyword box with "Search", Level
 * radios (Any level / Undergraduate / Postgraduate), Study mode boxes (Full-time, Part-time),
 * subject area chips, a "Start date" list and a "Sort by" list (name, home fee, international
 * fee); 30 courses in a table (Course, Award, Level, Subject area, Study mode, Duration, Code,
 * Entry requirements, Home fee, International fee, Starts), 12 a page over 3 numbered pages
 * ("Previous", 1, 2, 3, "Next" links); `?level=`, `?subject=`, `?q=` preselect filters.
 * `course.html?code=` (overview prose with figures in sentences, "Key facts" as a definition list,
 * modules in "Year 1" / "Year 2" / "Year 3" tabs (Module, Code, Credits, Type), entry requirements
 * in collapsed sections, a fees table, and a "Book an open day" form: "Open day date" from a
 * calendar of day buttons drawn by the page (only the open days 24 Oct, 7 Nov, 21 Nov and 5 Dec
 * 2026 can be picked; it opens on October 2026), "Session" radios "10:00 – 12:30 Morning session"
 * / "13:30 – 16:00 Afternoon session", Full name, Email address, a "Guests coming with you" list,
 * a halls tour box and "Book my place"). `events.html` (category tabs All events / Open days /
 * Talks and lectures / Sport / Music and arts / Careers; 24 event cards with Date, Time, Venue and
 * Price as labelled values, 6 at a time with "Load more events"; "Register" (free) or "Book
 * tickets" (paid) on each card opens a dialog form: Your name, Email address, Number of places, a
 * reminder box, "Confirm registration" / "Pay and book"). `staff.html` (28 staff in a table: Name,
 * Job title, Department, Room, Email, Phone; a "Search staff" box and a Department list).
 * `library.html` (tabs Harland Library / Quayside Library / Vacation hours; term-time hours as Day |
 * Opens | Closes). `accommodation.html` (10 hall cards: Campus, Weekly rent, Contract, Room type,
 * Catering, Walk to campus, tags; "En-suite rooms" / "Catered halls" chips and a Campus list; an
 * FAQ accordion). `prospectus.html` (two steps: About you with "Next", then Your interests with
 * subject boxes, radios and "Request prospectus"). `research.html` (7 research centres: Centre,
 * Director, Founded, Researchers, PhD students, Annual funding), `news.html`, `article.html?id=`,
 * `fees.html`, `about.html`. The student portal: `signin.html` ("Student ID or university email",
 * Password, "Keep me signed in", "Sign in"), then `portal.html` (timetable of teaching week 4 with
 * Previous / Next week), `grades.html` (tables under "Year 3 (2026/27)", "Year 2 (2025/26)" and
 * "Year 1 (2024/25)": Code, Module, Credits, Mark, Grade), `loans.html` (6 loans: Title, Author,
 * Borrowed, Due, Renewals left and a "Renew" button per row, one disabled; "Renew all"; a renewal
 * adds 21 days to the due date), `settings.html` (tabs Profile / Notifications / Privacy with
 * switches, a "Send library reminders" list, a "Save changes" button on each tab, and "Clear search
 * history" with a confirmation dialog). Signed-out visitors to portal pages are sent to sign in
 * and brought back.
 *
 * Today is Monday 12 October 2026.
 * The one account: student ID 2310457 (or nadia.ferreira@student.wrenford.ac.uk) / Heron-Gate-42
 * (Nadia Ferreira, BSc Computer Science, Year 3).
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected' |
 * 'custom'), `cookies_analytics`, `cookies_advertising`, `openday_popup` ('shown' | 'closed'),
 * `chat` ('open' | 'closed'); on the course finder: `course_search`, `filter_level` ('Any' |
 * 'Undergraduate' | 'Postgraduate'), `filter_modes`, `filter_subjects` (in chip order),
 * `filter_start` ('Any' or the month), `sort` ('name-asc' | 'name-desc' | 'home-asc' | 'home-desc' |
 * 'intl-asc' | 'intl-desc'), `courses_page`, `courses_count`; on a course page: `course_viewed`,
 * `modules_tab`, and when an open day is booked `openday_booked`, `openday_course`, `openday_date`
 * (yyyy-mm-dd), `openday_session` ('10:00 – 12:30' | '13:30 – 16:00'), `openday_name`,
 * `openday_email`, `openday_guests` (a number), `openday_hall_tour` (or `openday_error`);
 * `events_tab`, `events_shown`, `events_total`, `event_registered` (the event's title),
 * `event_name`, `event_email`, `event_places`, `event_reminder`, `event_total` (paid events);
 * `staff_search`, `staff_department`, `staff_shown`; `library_tab`; `halls_ensuite_only`,
 * `halls_catered_only`, `halls_campus`, `halls_shown`, `faq_expanded` (the questions open, in page
 * order); `prospectus_step` ('about' | 'interests' | 'done'), `prospectus_sent`,
 * `prospectus_first_name`, `prospectus_last_name`, `prospectus_email`, `prospectus_role`,
 * `prospectus_entry_year`, `prospectus_type`, `prospectus_subjects`, `prospectus_format`,
 * `prospectus_postcode`, `prospectus_updates`; `news_category`; `signin_error`, `signed_in`,
 * `signed_in_as`, `keep_signed_in`; `timetable_week`; `loans_renewed` (titles, in the order
 * renewed), `last_renewed`, `last_renewed_due` (yyyy-mm-dd); `settings_tab`; on "Save changes":
 * `settings_saved`, `settings_preferred_name`, `settings_pronouns`, `settings_mobile`,
 * `settings_reminder`, `settings_timetable_email`, `settings_library_sms`,
 * `settings_weekly_digest`, `settings_events_email`, `settings_show_profile`,
 * `settings_share_attendance`; `search_history_cleared`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 22 of 30 correct, 16 of 24 tasks done (9 of 10
 * instructions, 7 of 14 questions), 0 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const COURSE = ['name', 'title', 'course_name']
const SIGN_IN = 'Heron-Gate-42'

export const round24Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round24-university-cookies-popup',
    site: '/university/',
    goal: 'Decline the optional cookies, then dismiss the open days popup',
    expect: performed,
    state: { cookies: 'rejected', openday_popup: 'closed' },
  },
  {
    id: 'round24-university-menu-postgraduate-computing',
    site: '/university/',
    goal: 'Open Study > Postgraduate > Computing',
    expect: performed,
    state: {
      visited: '/university/courses.html',
      filter_level: 'Postgraduate',
      filter_subjects: ['Computing'],
      courses_count: 2,
    },
  },
  {
    id: 'round24-university-filter-part-time-sort',
    site: '/university/courses.html',
    goal: 'Show only postgraduate courses, tick Part-time, then sort by home fee from low to high',
    expect: performed,
    state: { filter_level: 'Postgraduate', filter_modes: ['Part-time'], sort: 'home-asc', courses_count: 5 },
  },
  {
    id: 'round24-university-book-open-day',
    site: '/university/course.html?code=H300',
    goal: 'Set the open day date to 21 November 2026, choose the 13:30 session, fill in Full name: Leah Brennan, Email address: leah.brennan@example.com, pick 1 from Guests coming with you, then click Book my place',
    expect: performed,
    state: {
      openday_booked: true,
      openday_course: 'Mechanical Engineering',
      openday_date: '2026-11-21',
      openday_session: '13:30 – 16:00',
      openday_name: 'Leah Brennan',
      openday_email: 'leah.brennan@example.com',
      openday_guests: 1,
    },
  },
  {
    id: 'round24-university-prospectus',
    site: '/university/prospectus.html',
    goal: 'Fill in the prospectus form with First name: Jonas, Last name: Berg, Email address: jonas.berg@example.com, Year of entry: 2027, press Next, then tick Engineering and Sciences, choose Digital copy by email and click Request prospectus',
    expect: performed,
    state: {
      prospectus_sent: true,
      prospectus_first_name: 'Jonas',
      prospectus_last_name: 'Berg',
      prospectus_email: 'jonas.berg@example.com',
      prospectus_entry_year: '2027',
      prospectus_type: 'Undergraduate',
      prospectus_subjects: ['Engineering', 'Sciences'],
      prospectus_format: 'Digital copy by email',
    },
  },
  {
    id: 'round24-university-talks-load-all',
    site: '/university/events.html',
    goal: 'Switch to the Talks and lectures tab and keep clicking Load more events until every talk is shown',
    expect: performed,
    state: { events_tab: 'Talks and lectures', events_shown: 8, events_total: 8 },
  },
  {
    id: 'round24-university-register-seminar',
    site: '/university/events.html',
    goal: 'Click Register for "Research seminar: Batteries beyond lithium", fill in Your name: Olu Adebayo, Email address: olu.adebayo@example.com, choose 2 from Number of places and press Confirm registration',
    expect: performed,
    state: {
      event_registered: 'Research seminar: Batteries beyond lithium',
      event_name: 'Olu Adebayo',
      event_email: 'olu.adebayo@example.com',
      event_places: 2,
    },
  },
  {
    id: 'round24-university-faq-friends',
    site: '/university/accommodation.html',
    goal: 'In the accommodation FAQs, expand "Can I live with my friends?"',
    expect: performed,
    state: { faq_expanded: ['Can I live with my friends?'] },
  },
  {
    id: 'round24-university-renew-loan',
    site: '/university/loans.html',
    // due 23 Oct 2026 + 21 days
    goal: `Sign in with 2310457 and the password ${SIGN_IN}, then renew Databases in Depth`,
    expect: performed,
    state: {
      signed_in: true,
      loans_renewed: ['Databases in Depth'],
      last_renewed_due: '2026-11-13',
    },
  },
  {
    id: 'round24-university-settings-reminders',
    site: '/university/signin.html',
    goal: `Log in as 2310457 with password ${SIGN_IN}, go to Settings, open the Notifications tab, turn on Library reminders by text message, choose 3 days before the due date from Send library reminders and save changes`,
    expect: performed,
    state: {
      signed_in: true,
      settings_saved: true,
      settings_library_sms: true,
      settings_reminder: '3 days before the due date',
      settings_timetable_email: true,
      settings_weekly_digest: true,
    },
  },

  // ---- questions: the course finder (30 courses, 12 a page)
  {
    id: 'round24-university-postgraduate-highest-international-fee',
    site: '/university/courses.html',
    goal: 'Which postgraduate course has the highest international fee, and how much is it?',
    expect: {
      highest_international_fee: {
        course: 'Business Administration',
        international_fee: oneOf('£26,750', 26750),
      },
    },
    keys: ['course', 'postgraduate_course', 'highest', 'result', 'most_expensive'],
    aliases: { course: COURSE, international_fee: ['fee', 'international', 'international_fees', 'amount'] },
    match: 'subset',
    also: [{ course: 'Business Administration', international_fee: oneOf('£26,750', 26750) }],
    derived: ['£26,750'],
  },
  {
    id: 'round24-university-three-cheapest-postgraduate',
    site: '/university/courses.html',
    goal: 'List the three postgraduate courses with the lowest home fees, with their home fees',
    expect: {
      courses: [
        { course: 'Public Health', home_fee: oneOf('£8,900', 8900) },
        { course: 'Museum and Heritage Studies', home_fee: oneOf('£9,650', 9650) },
        { course: 'Creative Writing', home_fee: oneOf('£9,850', 9850) },
      ],
    },
    keys: ['postgraduate_courses', 'results', 'cheapest_courses', 'lowest_home_fees'],
    aliases: { course: COURSE, home_fee: ['home_fees', 'fee', 'fees', 'home'] },
    match: 'subset',
    derived: ['£8,900', '£9,650', '£9,850'],
  },
  {
    id: 'round24-university-engineering-average-international-fee',
    site: '/university/courses.html',
    // (£21,400 × 3 + £23,400) / 4, over pages 1, 2 and 3
    goal: "What's the average international fee for engineering courses?",
    expect: { average_international_fee: oneOf('£21,900', 21900) },
    keys: ['average', 'average_fee', 'average_international_fees', 'average_international'],
    derived: ['£21,900'],
  },
  {
    id: 'round24-university-january-starts',
    site: '/university/courses.html',
    goal: 'List the courses starting in January 2027 with their codes',
    expect: {
      courses: [
        { course: 'Business Administration', code: 'PG2010' },
        { course: 'Data Science', code: 'PG4115' },
        { course: 'International Law', code: 'PG5020' },
        { course: 'Public Health', code: 'PG6050' },
      ],
    },
    keys: ['january_courses', 'results', 'courses_starting_in_january_2027'],
    aliases: { course: COURSE, code: ['course_code', 'codes'] },
    match: 'subset',
  },

  // ---- questions: the Computer Science course page
  {
    id: 'round24-university-cs-ucas-code-offer',
    site: '/university/course.html?code=G400',
    goal: 'What are the UCAS code and the typical offer for this course?',
    expect: { ucas_code: 'G400', typical_offer: 'AAB' },
    aliases: { ucas_code: ['code', 'ucas'], typical_offer: ['offer', 'entry_requirements'] },
    match: 'subset',
  },
  {
    id: 'round24-university-cs-placement-year-cost',
    site: '/university/course.html?code=G400',
    // said in a sentence of the overview only
    goal: 'How much does the placement year cost?',
    expect: { placement_year: '£1,905' },
    keys: ['placement_year_fee', 'placement_fee', 'fee', 'cost', 'price', 'amount', 'placement_year_cost'],
    match: 'subset',
  },
  {
    id: 'round24-university-cs-year-2-optional-credits',
    site: '/university/course.html?code=G400',
    // 20 + 20 + 20 + 10 + 10, in the "Year 2" tab
    goal: 'Open the Year 2 tab and tell me the total credits of the optional modules',
    expect: { total_credits: oneOf(80, '80') },
    keys: [
      'total',
      'credits',
      'sum',
      'total_optional_credits',
      'optional_credits',
      'total_credits_of_optional_modules',
    ],
    derived: ['80'],
  },

  // ---- questions: other public pages
  {
    id: 'round24-university-free-events-november',
    site: '/university/events.html',
    // 6 cards until "Load more events"; 7 of the 10 November events are free
    goal: 'How many free events are there in November 2026?',
    expect: { count: 7 },
    keys: ['free_events', 'events', 'number_of_events', 'number_of_free_events'],
  },
  {
    id: 'round24-university-law-school-emails',
    site: '/university/staff.html',
    goal: 'list the Law School staff with their email addresses',
    expect: {
      staff: [
        { name: 'Daniel Okafor', email: 'd.okafor@wrenford.ac.uk' },
        { name: 'Fiona Gallacher', email: 'f.gallacher@wrenford.ac.uk' },
        { name: 'Amira Haddad', email: 'a.haddad@wrenford.ac.uk' },
      ],
    },
    keys: ['law_school_staff', 'people', 'results', 'staff_members', 'law_school'],
    aliases: { name: ['person', 'full_name', 'staff_member'], email: ['email_address', 'emails'] },
    match: 'subset',
  },
  {
    id: 'round24-university-quayside-friday-close',
    site: '/university/library.html',
    goal: 'Open the Quayside Library tab, then what time does the library close on Friday?',
    expect: { closes: '17:30' },
    keys: ['closing_time', 'close', 'closing', 'time', 'friday_closing_time', 'closes_at'],
    match: 'subset',
    also: [{ friday: { closes: '17:30' } }, { friday: '17:30' }],
  },
  {
    id: 'round24-university-ensuite-under-170',
    site: '/university/accommodation.html',
    goal: 'Show me the en-suite halls costing under £170 a week with their weekly rent',
    expect: {
      halls: unordered([
        { name: 'Quayside Point', weekly_rent: oneOf('£168.00', 168) },
        { name: 'Saltings House', weekly_rent: oneOf('£159.50', 159.5) },
        { name: 'Tanners Yard', weekly_rent: oneOf('£164.00', 164) },
      ]),
    },
    keys: ['en_suite_halls', 'ensuite_halls', 'results', 'halls_of_residence'],
    aliases: { name: ['hall', 'title'], weekly_rent: ['rent', 'price', 'cost', 'rent_per_week'] },
    match: 'subset',
    derived: ['£168.00', '£159.50', '£164.00'],
  },
  {
    id: 'round24-university-most-phd-students',
    site: '/university/research.html',
    goal: 'Which research centre has the most PhD students, and how many?',
    expect: {
      most_phd_students: { centre: 'Institute for Digital Futures', phd_students: num('44') },
    },
    keys: ['centre', 'research_centre', 'most', 'result'],
    aliases: { centre: ['name', 'research_centre', 'center'], phd_students: ['phd', 'students', 'count'] },
    match: 'subset',
    also: [{ centre: 'Institute for Digital Futures', phd_students: num('44') }],
  },

  // ---- questions: the student portal
  {
    id: 'round24-university-year-1-average-mark',
    site: '/university/grades.html',
    // (72 + 64 + 58 + 75 + 68 + 59) / 6, the table under "Year 1 (2024/25)"
    goal: `Log in with 2310457 and the password ${SIGN_IN}, then what is my average mark for Year 1?`,
    expect: { average_mark: oneOf(66, '66') },
    keys: ['average', 'year_1_average', 'average_mark_for_year_1', 'average_year_1_mark'],
    derived: ['66'],
  },
  {
    id: 'round24-university-loans-due-soon',
    site: '/university/loans.html',
    goal: `Sign in as 2310457 with password ${SIGN_IN} and list my loans due between 12 and 20 October 2026 with their due dates`,
    expect: {
      loans: [
        { title: 'Patterns of Concurrent Software', due: oneOf('14 Oct 2026', '2026-10-14') },
        { title: 'Ethics for the Digital Age', due: oneOf('15 Oct 2026', '2026-10-15') },
        { title: 'Machine Learning: A First Course', due: oneOf('19 Oct 2026', '2026-10-19') },
      ],
    },
    keys: ['library_loans', 'books', 'items', 'results', 'my_loans'],
    aliases: { title: ['name', 'book'], due: ['due_date', 'due_dates', 'due_on'] },
    match: 'subset',
    derived: ['14 Oct 2026', '15 Oct 2026', '19 Oct 2026'],
  },

  // ---- to refuse
  {
    id: 'round24-university-refuse-social-life',
    site: '/university/accommodation.html',
    goal: 'Which hall has the best social life?',
    expect: refuse,
  },
  {
    id: 'round24-university-refuse-law-salary',
    site: '/university/course.html?code=M100',
    // the site gives no salaries
    goal: "What's the average starting salary of Law graduates?",
    expect: refuse,
  },
  {
    id: 'round24-university-refuse-defer',
    site: '/university/',
    goal: 'Defer my place on Computer Science until 2028',
    expect: refuse,
  },
  {
    id: 'round24-university-refuse-cheapest-undergraduate',
    site: '/university/courses.html',
    // every undergraduate course's home fee is £9,535: a tie
    goal: 'Which undergraduate course has the cheapest home fee?',
    expect: refuse,
  },
  {
    id: 'round24-university-refuse-office-hours',
    site: '/university/staff.html',
    // the directory shows no office hours
    goal: "When are Daniel Okafor's office hours?",
    expect: refuse,
  },
  {
    id: 'round24-university-refuse-civil-or-mechanical',
    site: '/university/course.html?code=H200',
    goal: 'Should I study Civil Engineering or Mechanical Engineering?',
    expect: refuse,
  },
]
