/**
 * Held-out round 17: a gym and leisure centre site, "Active Northgate" (test/fixtures/sites/gym/).
 * The pages are plain HTML/CSS/JS and take all their data from one file, data.js:
 * - a home page (index.html) with a cookie notice on any page until a choice is made (Accept all
 *   cookies / Reject optional cookies / Cookie settings) and a header menu with submenus (Classes >
 *   Timetable, Class guide; Membership > Plans & prices, Join online; Centres > ...);
 * - the class timetable (timetable.html) for the week of 9-15 March 2026: one tab per day (today's
 *   tab open), a table of Time, Class, Duration, Centre, Studio, Instructor, Level, Places left ("Full"
 *   when none) and a Book / Waitlist button, two filter lists (Centre, Activity) and a "Show more
 *   classes" button after 8 rows;
 * - a class page (class.html?id=...) with labelled details and a "Book" dialog (member number,
 *   reminder list, Confirm booking), and a class guide (classes.html);
 * - membership plans as cards (price per month, joining fee, minimum term, what's included) and a
 *   join form in two steps (join.html: plan, home centre, a start date input, Next; then name, email,
 *   terms box, Join now);
 * - personal trainers as cards (centre, experience, session price, specialities) with a Centre filter
 *   and a "Show more trainers" button after 6;
 * - centres (locations.html) and a page per centre (centre.html?id=...) with an opening hours table
 *   (Day, Opens, Closes) and labelled visiting details;
 * - a sign-in page (signin.html: member number, password, Keep me signed in) and a member area
 *   (account.html) with tabs: My bookings (each with a Cancel button and a confirm dialog), Payments,
 *   Profile & settings (checkboxes, selects, Save changes);
 * - a contact form (contact.html) with a centre autocomplete, a topic list and a callback date input.
 *
 * The goals were written from the grammar in the README section "The embedded planner (no model)" by
 * someone who had not read the planner, its tests or the earlier rounds, and they were not run through
 * the planner before being committed. Every expected answer was read off data.js (the one sum is
 * computed from it and marked `derived`).
 *
 * "Today" on the site: Wednesday 11 March 2026.
 * The member: member number 40217, password Treadmill42 (Priya Raman, Anytime Plus).
 *
 * State keys the pages report with reportState(key, value) (plus the server's `visited`):
 * - cookies ('accepted' | 'rejected' | 'custom'), cookies_analytics, cookies_marketing (booleans);
 * - timetable_day (day name, e.g. 'Saturday'), timetable_centre ('Elm Park', 'All centres', ...),
 *   timetable_activity ('Cycling', 'All activities', ...), timetable_shown (rows shown after Show more);
 * - dialog (the open dialog's title, or 'closed'); booking ('<class>, <long date>, <time>'),
 *   waitlist (the same, for a full class), booking_member, booking_reminder (the option's text);
 * - signed_in (member number, null after signing out), keep_signed_in (boolean);
 * - account_tab, cancelled (the booking reference); on Save changes: settings_email, email_reminders,
 *   sms_reminders, newsletter, partner_offers (booleans), home_centre (centre's full name),
 *   preferred_contact;
 * - join_step, and on Join now: join_plan, join_centre, join_start (yyyy-mm-dd), join_name, join_email;
 * - trainers_centre, trainers_shown;
 * - on Send message: contact_name, contact_email, contact_centre (full name), contact_topic,
 *   contact_callback (yyyy-mm-dd or null), contact_message.
 *
 * First contact (one run before any work on it): 19 of 30 correct, 13 of 24 tasks done (7 of 10
 * instructions, 6 of 14 questions), 1 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

const COUNT_KEYS = ['count', 'number', 'total', 'number_of_classes', 'classes']
const CLASS_ALIASES = { class: ['name', 'class_name', 'title'] }

export const round17Cases: GoalCase[] = [
  // ---- explicit instructions (10)
  {
    id: 'r17-gym-cookies-menu',
    site: '/gym/',
    goal: 'Accept all cookies, then open Classes > Timetable',
    expect: performed,
    state: { cookies: 'accepted', visited: '/gym/timetable.html' },
  },
  {
    id: 'r17-gym-saturday-cycling',
    site: '/gym/timetable.html',
    goal: 'switch to the Saturday tab and only show Cycling classes',
    expect: performed,
    state: { timetable_day: 'Saturday', timetable_activity: 'Cycling' },
  },
  {
    id: 'r17-gym-elm-park-thursday',
    site: '/gym/timetable.html',
    goal: 'Narrow the timetable down to Elm Park, then go to Thursday',
    expect: performed,
    state: { timetable_centre: 'Elm Park', timetable_day: 'Thursday' },
  },
  {
    id: 'r17-gym-book-class',
    site: '/gym/class.html?id=c0314-1000',
    goal: 'click Book, put 40217 in the member number field, set the reminder to the evening before and confirm the booking',
    expect: performed,
    state: {
      booking: 'Vinyasa Flow, Saturday 14 March 2026, 10:00',
      booking_member: '40217',
      booking_reminder: 'The evening before',
    },
  },
  {
    id: 'r17-gym-sign-in-keep',
    site: '/gym/',
    goal: 'Sign in as 40217 with password Treadmill42, and keep me signed in',
    expect: performed,
    state: { signed_in: '40217', keep_signed_in: true, visited: '/gym/account.html' },
  },
  {
    id: 'r17-gym-cancel-booking',
    site: '/gym/signin.html',
    goal: 'log in as 40217 / Treadmill42, then cancel the Rhythm Ride booking and confirm it',
    expect: performed,
    state: { signed_in: '40217', cancelled: 'BK-20954' },
  },
  {
    id: 'r17-gym-settings',
    site: '/gym/',
    goal: 'Sign in as 40217 with password Treadmill42. In Profile & settings, untick the newsletter, tick text message reminders, change the home centre to Riverside Pool & Gym and save',
    expect: performed,
    state: { newsletter: false, sms_reminders: true, home_centre: 'Riverside Pool & Gym' },
  },
  {
    id: 'r17-gym-join',
    site: '/gym/membership.html',
    goal: 'Fill the join form with plan: Off-Peak, home centre: Riverside Pool & Gym, start date: 1 April 2026, first name: Tom, last name: Becker, email: tom.becker@example.com, then tick the terms box and submit',
    expect: performed,
    state: {
      join_plan: 'Off-Peak',
      join_centre: 'Riverside Pool & Gym',
      join_start: '2026-04-01',
      join_name: 'Tom Becker',
      join_email: 'tom.becker@example.com',
    },
  },
  {
    id: 'r17-gym-contact',
    site: '/gym/contact.html',
    goal: "Fill out the contact form with name: Lena Fischer, email: lena.f@example.com, centre: Elm Park, topic: Membership, message: I'd like to pause my membership in May, then send it",
    expect: performed,
    state: {
      contact_name: 'Lena Fischer',
      contact_email: 'lena.f@example.com',
      contact_centre: 'Elm Park Fitness Hub',
      contact_topic: 'Membership',
    },
  },
  {
    id: 'r17-gym-load-trainers',
    site: '/gym/trainers.html',
    goal: 'please load all the trainers',
    expect: performed,
    state: { trainers_shown: 11 },
  },

  // ---- questions (14)
  {
    id: 'r17-gym-full-today',
    site: '/gym/timetable.html',
    goal: 'How many classes are full today?',
    expect: { count: 3 },
    keys: [...COUNT_KEYS, 'full', 'full_classes'],
  },
  {
    id: 'r17-gym-who-teaches',
    site: '/gym/timetable.html',
    goal: "who's teaching the 18:30 Hatha Yoga?",
    expect: { instructor: 'Maya Lindqvist' },
    keys: ['teacher', 'trainer'],
    match: 'subset',
  },
  {
    id: 'r17-gym-friday-most-places',
    site: '/gym/timetable.html',
    goal: 'Open the Friday tab. Which class has the most places left?',
    expect: { class: 'Aqua Gentle' },
    keys: ['name', 'class_name'],
    aliases: CLASS_ALIASES,
    match: 'subset',
    also: [
      { most_places_left: { class: 'Aqua Gentle' } },
      { most_places: { class: 'Aqua Gentle' } },
      { most: { class: 'Aqua Gentle' } },
    ],
  },
  {
    id: 'r17-gym-saturday-riverside',
    site: '/gym/timetable.html',
    goal: 'Go to Saturday and list the Riverside classes with their times',
    expect: {
      classes: [
        { class: 'Aqua Fit', time: '09:00' },
        { class: 'Body Conditioning', time: '10:30' },
        { class: 'Aqua Gentle', time: '14:00' },
      ],
    },
    keys: ['riverside_classes', 'results', 'rows', 'items'],
    aliases: { ...CLASS_ALIASES, time: ['start', 'start_time', 'starts'] },
    match: 'subset',
  },
  {
    id: 'r17-gym-class-level-instructor',
    site: '/gym/class.html?id=c0312-1900',
    goal: "What level is this class, and who's the instructor?",
    expect: { level: 'Advanced', instructor: 'Dan Okafor' },
    match: 'subset',
  },
  {
    id: 'r17-gym-cheapest-plan',
    site: '/gym/membership.html',
    goal: 'Which membership is the cheapest per month?',
    expect: { plan: 'Student' },
    keys: ['membership', 'name', 'cheapest', 'cheapest_membership', 'cheapest_plan'],
    aliases: { plan: ['name', 'membership', 'title'] },
    match: 'subset',
    also: [
      { cheapest: { plan: 'Student' } },
      { cheapest_membership: { plan: 'Student' } },
      { cheapest_plan: { plan: 'Student' } },
      { membership: { plan: 'Student' } },
    ],
  },
  {
    id: 'r17-gym-family-joining-fee',
    site: '/gym/membership.html',
    goal: "what's the joining fee for the Family plan?",
    expect: { joining_fee: '£25.00' },
    keys: ['fee'],
    match: 'subset',
  },
  {
    id: 'r17-gym-plans-under-30',
    site: '/gym/membership.html',
    goal: 'How many plans cost less than £30 a month?',
    expect: { count: 4 },
    keys: ['number', 'total', 'plans', 'memberships', 'number_of_plans'],
  },
  {
    id: 'r17-gym-boxing-trainers',
    site: '/gym/trainers.html',
    goal: 'Which trainers specialise in boxing?',
    expect: { trainers: unordered(['Jonah Pryce', 'Kenji Sato']) },
    keys: ['names', 'boxing_trainers', 'results', 'items'],
  },
  {
    id: 'r17-gym-most-experience',
    site: '/gym/trainers.html',
    goal: 'Which trainer has the most experience, and how much?',
    expect: { trainer: 'Tom Hartley', experience: '15 years' },
    aliases: { trainer: ['name'], experience: ['years', 'years_of_experience'] },
    match: 'subset',
    also: [
      { most_experience: { trainer: 'Tom Hartley', experience: '15 years' } },
      { most_experienced: { trainer: 'Tom Hartley', experience: '15 years' } },
      { trainer: { trainer: 'Tom Hartley', experience: '15 years' } },
    ],
  },
  {
    id: 'r17-gym-riverside-sunday-close',
    site: '/gym/locations.html',
    goal: 'Open Riverside Pool & Gym and tell me what time it closes on Sunday',
    expect: { closes: '16:00' },
    keys: ['closing_time', 'close', 'closes_at', 'time'],
    match: 'subset',
  },
  {
    id: 'r17-gym-parking-spaces',
    site: '/gym/centre.html?id=northgate',
    goal: 'how many parking spaces are there?',
    expect: { parking_spaces: num('120') },
    keys: ['parking', 'spaces', 'count'],
  },
  {
    id: 'r17-gym-january-total',
    site: '/gym/signin.html',
    goal: 'Sign in as 40217 with password Treadmill42, then open Payments. What was the total amount of my payments in January 2026?',
    expect: { total_amount: oneOf('£187.99', 187.99) },
    keys: ['total', 'sum', 'total_paid', 'amount', 'sum_amount'],
    // £44.99 + £135.00 + £8.00, the three payments dated January 2026 in data.js
    derived: ['£187.99'],
  },
  {
    id: 'r17-gym-riverside-bookings',
    site: '/gym/',
    goal: 'log in as 40217 / Treadmill42 and tell me how many of my bookings are at Riverside',
    expect: { count: 2 },
    keys: ['number', 'total', 'bookings', 'number_of_bookings', 'riverside_bookings'],
  },

  // ---- to be refused (6): the site does not have it
  {
    id: 'r17-gym-refuse-day-pass',
    site: '/gym/membership.html',
    goal: 'How much does a day pass cost?',
    expect: refuse,
  },
  {
    id: 'r17-gym-refuse-trainer-phone',
    site: '/gym/trainers.html',
    goal: "What's Kenji Sato's phone number?",
    expect: refuse,
  },
  {
    id: 'r17-gym-refuse-calories',
    site: '/gym/class.html?id=c0313-0630',
    goal: 'How many calories does this class burn?',
    expect: refuse,
  },
  {
    id: 'r17-gym-refuse-cancel-pilates',
    site: '/gym/signin.html',
    goal: 'Sign in as 40217 with password Treadmill42 and cancel my Pilates booking',
    expect: refuse,
  },
  {
    id: 'r17-gym-refuse-people-now',
    site: '/gym/centre.html?id=elm-park',
    goal: 'How many people are in the gym right now?',
    expect: refuse,
  },
  {
    id: 'r17-gym-refuse-sauna',
    site: '/gym/timetable.html',
    goal: 'Book a sauna session for Saturday at 10am',
    expect: refuse,
  },
]
