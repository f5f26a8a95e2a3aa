/**
 * Held-out round 13: Tempo, a calendar and scheduling app (test/fixtures/sites/calendar/), written by
 * someone who has not read the planner. 10 instructions, 14 questions, 6 refusals.
 * First contact (one run before any work on it): 7 of 30 correct, 1 of 24 tasks done, 0 wrong (test/goals/first-contact.json).
 *
 * The site's "today" is Tuesday, October 13, 2026 (data.js `today`), weeks start on Monday, so
 * "this week" is Oct 12-18 and "next week" Oct 19-25. Events come from data.js (one-off `events`
 * and recurring `series`, expanded by app.js); the visitor's changes live in sessionStorage and are
 * reported with reportState by the page scripts named below.
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true as const }

export const round13Cases: GoalCase[] = [
  // ---- instructions

  // new.js: Save reports eventCreated {title, date, start, end, guests, reminder}; the guest is
  // added as a chip by Enter, times are the values of the start/end selects.
  {
    id: 'r13-cal-create-q4-planning',
    site: '/calendar/',
    goal: 'Put "Q4 planning with Dana" on my calendar for Thursday, October 22 from 2 to 3pm. Invite dana.whitfield@harborline.com and remind me an hour before.',
    expect: performed,
    state: {
      eventCreated: {
        title: 'Q4 planning with Dana',
        date: '2026-10-22',
        start: '14:00',
        end: '15:00',
        guests: ['dana.whitfield@harborline.com'],
        reminder: '1 hour before',
      },
    },
  },
  // data.js e304 "Security awareness training", Tue Oct 20 (next week), Priya's answer is
  // "awaiting"; event.js RSVP "No" reports rsvp {title, date, response: 'no'}.
  {
    id: 'r13-cal-decline-training',
    site: '/calendar/',
    goal: "I can't make the security awareness training next Tuesday, please decline it.",
    expect: performed,
    state: { rsvp: { title: 'Security awareness training', date: '2026-10-20', response: 'no' } },
  },
  // booking.js: Oct 21 has a 1:30 PM slot (steering committee 11-12, webinar 3-4 PM); the form's
  // "Schedule Event" reports booking {link, date, time, name, email}.
  {
    id: 'r13-cal-book-intro-call',
    site: '/calendar/booking.html?link=intro-call',
    goal: 'Book an intro call on Wednesday, October 21 at 1:30 PM for Sam Whitaker, sam@whitakerco.com',
    expect: performed,
    state: {
      booking: {
        link: 'intro-call',
        date: '2026-10-21',
        time: '1:30 PM',
        name: 'Sam Whitaker',
        email: 'sam@whitakerco.com',
      },
    },
  },
  // availability.js: Save reports weeklyHours, every day as "HH:MM-HH:MM" or "unavailable"
  // (data.js availability.hours: Mon-Thu 9-5, Fri 9-3, weekend off).
  {
    id: 'r13-cal-friday-hours',
    site: '/calendar/availability.html',
    goal: 'change my friday hours to 10am - 2pm',
    expect: performed,
    state: {
      weeklyHours: {
        Monday: '09:00-17:00',
        Tuesday: '09:00-17:00',
        Wednesday: '09:00-17:00',
        Thursday: '09:00-17:00',
        Friday: '10:00-14:00',
        Saturday: 'unavailable',
        Sunday: 'unavailable',
      },
    },
  },
  // week.js reports weekShown (the Monday of the week shown) on every move; Nov 4, 2026 is a
  // Wednesday, its week starts on Monday Nov 2.
  {
    id: 'r13-cal-week-of-nov-4',
    site: '/calendar/',
    goal: 'Take me to the week of Nov 4.',
    expect: performed,
    state: { weekShown: '2026-11-02' },
  },
  // week.js calendar checkboxes -> app.js setShown reports calendarsShown, names in data.js order.
  {
    id: 'r13-cal-hide-team',
    site: '/calendar/',
    goal: 'Hide the Team calendar, I only want my own stuff and the holidays.',
    expect: performed,
    state: { calendarsShown: ['Work', 'Personal', 'Holidays'] },
  },
  // links.js: the row's role=switch "Active" reports linksActive {slug: active} for every link
  // (data.js links; workshop-planning is off already).
  {
    id: 'r13-cal-project-scoping-off',
    site: '/calendar/links.html',
    goal: 'Please switch off my Project scoping link so nobody can book it for now.',
    expect: performed,
    state: {
      linksActive: {
        'intro-call': true,
        'project-scoping': false,
        'quick-question': true,
        'workshop-planning': false,
        'coffee-chat': true,
      },
    },
  },
  // data.js series "marcus" (weekly on Friday); event.js delete dialog "This event" reports
  // eventDeleted {title, date, scope: 'this'}. "This Friday" is Oct 16.
  {
    id: 'r13-cal-skip-one-1on1',
    site: '/calendar/',
    goal: "Cancel this Friday's 1:1 with Marcus. Just that one, keep the rest of the series.",
    expect: performed,
    state: { eventDeleted: { title: '1:1 with Marcus', date: '2026-10-16', scope: 'this' } },
  },
  // settings.html Notifications tab; "Save changes" reports notifications (data.js notifications,
  // dailyAgenda turned off).
  {
    id: 'r13-cal-no-daily-agenda',
    site: '/calendar/settings.html',
    goal: 'Stop emailing me the daily agenda.',
    expect: performed,
    state: {
      notifications: {
        dailyAgenda: false,
        bookingAlerts: true,
        rsvpAlerts: true,
        weeklySummary: false,
        desktopReminders: false,
      },
    },
  },
  // signin.js: the account and password in ACCOUNTS; reports signedIn (the email).
  {
    id: 'r13-cal-sign-in',
    site: '/calendar/signin.html',
    goal: 'Log in as priya@northfieldadvisory.com, password Tempo-2026!',
    expect: performed,
    state: { signedIn: 'priya@northfieldadvisory.com' },
  },

  // ---- questions

  // Week view, Wed Oct 14: Team standup (series), Pinecrest kickoff (e205), Design crit (e206),
  // Dentist appointment (e207).
  {
    id: 'r13-cal-count-oct-14',
    site: '/calendar/',
    goal: 'How many events do I have on Wednesday, October 14?',
    expect: { count: num('4') },
    keys: ['event_count', 'number_of_events', 'total', 'total_events'],
    match: 'subset',
  },
  // Fri Oct 16: standup 9:00-9:15 (15), 1:1 with Marcus 11:00-11:30 (30), Team lunch 12-1 (60),
  // Invoice run 3:00-3:30 (30), Drinks with Theo 6:00-7:30 PM (90): 225 minutes.
  {
    id: 'r13-cal-friday-total-time',
    site: '/calendar/',
    goal: 'Add up everything on my calendar for Friday the 16th. How much time is that in total?',
    expect: {
      total: oneOf(
        '3 hr 45 min',
        '3 hours 45 minutes',
        '3h 45m',
        '3.75 hours',
        '225 minutes',
        '225 min',
        225,
        3.75,
      ),
    },
    keys: ['total_time', 'total_duration', 'duration', 'time', 'total_hours', 'total_minutes'],
    match: 'subset',
    derived: ['3 hr 45 min', '3 hours 45 minutes', '3h 45m', '3.75 hours', '225 minutes', '225 min'],
  },
  // data.js e213 "Drinks with Theo", Oct 16 18:00-19:30, the latest that day; shown "6:00 – 7:30 PM".
  {
    id: 'r13-cal-friday-last-event',
    site: '/calendar/',
    goal: "What's the last thing on my calendar on Friday, October 16, and when does it end?",
    expect: { title: 'Drinks with Theo', end: oneOf('7:30 PM', '19:30') },
    aliases: {
      title: ['event', 'name', 'summary', 'last_event'],
      end: ['end_time', 'ends', 'ends_at', 'until', 'finishes', 'finish_time'],
    },
    also: [
      { event: { title: 'Drinks with Theo', end: oneOf('7:30 PM', '19:30') } },
      { last_event: { title: 'Drinks with Theo', end: oneOf('7:30 PM', '19:30') } },
    ],
    match: 'subset',
    derived: ['7:30 PM', '19:30'],
  },
  // Week of Oct 19, Monday: Team standup 9:00, Pinecrest stakeholder interviews 10:00 (e301),
  // Proposal review with Lena 2:00 PM (e302), Weekly pipeline review 4:00 PM (series).
  {
    id: 'r13-cal-monday-19-schedule',
    site: '/calendar/',
    goal: "What's on my schedule for Monday, October 19?",
    expect: {
      events: [
        { title: 'Team standup' },
        { title: 'Pinecrest stakeholder interviews' },
        { title: 'Proposal review with Lena' },
        { title: 'Weekly pipeline review' },
      ],
    },
    keys: ['schedule', 'agenda', 'items', 'meetings'],
    aliases: { title: ['name', 'event', 'summary'] },
    also: [
      {
        events: [
          'Team standup',
          'Pinecrest stakeholder interviews',
          'Proposal review with Lena',
          'Weekly pipeline review',
        ],
      },
      {
        schedule: [
          'Team standup',
          'Pinecrest stakeholder interviews',
          'Proposal review with Lena',
          'Weekly pipeline review',
        ],
      },
    ],
    match: 'subset',
  },
  // event.html?id=e208 "Harborline workshop": Tomás Rivera and Ben Okoro answered No.
  {
    id: 'r13-cal-workshop-declined',
    site: '/calendar/',
    goal: 'Who declined the Harborline workshop?',
    expect: { declined: unordered([{ name: 'Tomás Rivera' }, { name: 'Ben Okoro' }]) },
    keys: ['declined_guests', 'people', 'names', 'declined_by'],
    aliases: { name: ['guest', 'person', 'guest_name'] },
    also: [
      {
        declined: unordered([
          oneOf('Tomás Rivera', 'tomas.rivera@harborline.com'),
          oneOf('Ben Okoro', 'ben.okoro@harborline.com'),
        ]),
      },
      {
        guests: unordered([
          oneOf('Tomás Rivera', 'tomas.rivera@harborline.com'),
          oneOf('Ben Okoro', 'ben.okoro@harborline.com'),
        ]),
      },
      {
        names: unordered(['Tomás Rivera', 'Ben Okoro']),
      },
    ],
    match: 'subset',
  },
  // event.html?id=e205 "Pinecrest kickoff", Location: "Cedar Room, Pinecrest HQ, 200 Alder Ave".
  {
    id: 'r13-cal-kickoff-room',
    site: '/calendar/',
    goal: 'Which room is the Pinecrest kickoff in?',
    expect: { room: oneOf('Cedar Room', 'Cedar Room, Pinecrest HQ, 200 Alder Ave') },
    keys: ['location', 'room_name', 'where', 'meeting_room'],
    match: 'subset',
  },
  // event.html?id=e211 "Team lunch" (Fri Oct 16) description: "the budget is $40 per person,
  // drinks not included".
  {
    id: 'r13-cal-team-lunch-budget',
    site: '/calendar/',
    goal: "what's the per-person budget for the team lunch on friday?",
    expect: { budget: oneOf('$40 per person', '$40', 40) },
    keys: ['budget_per_person', 'per_person_budget', 'amount', 'price', 'per_person'],
    match: 'subset',
  },
  // agenda.html: e801 "Harborline final readout" on 2026-11-24, far behind "Load more" (15 per
  // page, 114 upcoming events), header "Tuesday, November 24".
  {
    id: 'r13-cal-readout-date',
    site: '/calendar/agenda.html',
    goal: 'What date is the Harborline final readout?',
    expect: {
      date: oneOf(
        'Tuesday, November 24, 2026',
        'Tuesday, November 24',
        'November 24, 2026',
        'November 24',
        'Nov 24, 2026',
        'Nov 24',
        'Tue, Nov 24, 2026',
        'Tue, Nov 24',
        '2026-11-24',
      ),
    },
    keys: ['readout_date', 'final_readout_date', 'when'],
    match: 'subset',
  },
  // settings.html Integrations tab (closed at first): Google Meet, Zoom, Slack are "Connected";
  // Microsoft Teams, HubSpot, Stripe are "Not connected" (data.js integrations).
  {
    id: 'r13-cal-connected-apps',
    site: '/calendar/settings.html',
    goal: 'Which apps are connected to my account right now?',
    expect: { apps: unordered(['Google Meet', 'Zoom', 'Slack']) },
    keys: ['connected_apps', 'integrations', 'connected_integrations', 'apps_connected'],
    also: [
      { apps: unordered([{ name: 'Google Meet' }, { name: 'Zoom' }, { name: 'Slack' }]) },
      { integrations: unordered([{ name: 'Google Meet' }, { name: 'Zoom' }, { name: 'Slack' }]) },
      { connected_apps: unordered([{ name: 'Google Meet' }, { name: 'Zoom' }, { name: 'Slack' }]) },
    ],
    match: 'subset',
  },
  // booking.js slotsOn('2026-10-20') for the 30-minute intro call: hours 9-5, busy 10-11
  // (e303) and 1-2 PM (e304), 15 min buffer after (data.js availability.bufferAfter).
  {
    id: 'r13-cal-intro-slots-oct-20',
    site: '/calendar/booking.html?link=intro-call',
    goal: 'What times are open for an intro call on Tuesday, October 20?',
    expect: {
      times: unordered([
        '9:00 AM',
        '11:00 AM',
        '11:30 AM',
        '12:00 PM',
        '2:00 PM',
        '2:30 PM',
        '3:00 PM',
        '3:30 PM',
        '4:00 PM',
        '4:30 PM',
      ]),
    },
    keys: ['slots', 'available_times', 'open_times', 'time_slots', 'available_slots', 'open_slots'],
    match: 'subset',
    derived: [
      '9:00 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ],
  },
  // links.html "Bookings this month" (data.js links): 14 + 6 + 9 + 2 + 3 = 34.
  {
    id: 'r13-cal-bookings-this-month',
    site: '/calendar/links.html',
    goal: 'How many bookings did I get this month across all my scheduling links?',
    expect: { total: num('34') },
    keys: ['total_bookings', 'count', 'bookings_this_month', 'total_bookings_this_month'],
    match: 'subset',
    derived: ['34'],
  },
  // availability.html Date overrides (data.js availability.overrides): unavailable on Oct 23,
  // Nov 26 and Nov 27; Oct 30 is 9:00 AM - 12:00 PM only, so not blocked completely.
  {
    id: 'r13-cal-blocked-dates',
    site: '/calendar/availability.html',
    goal: 'Which dates have I blocked off completely?',
    expect: {
      dates: unordered([
        oneOf(
          'Fri, Oct 23, 2026',
          '2026-10-23',
          'October 23, 2026',
          'Friday, October 23, 2026',
          'Oct 23, 2026',
        ),
        oneOf(
          'Thu, Nov 26, 2026',
          '2026-11-26',
          'November 26, 2026',
          'Thursday, November 26, 2026',
          'Nov 26, 2026',
        ),
        oneOf(
          'Fri, Nov 27, 2026',
          '2026-11-27',
          'November 27, 2026',
          'Friday, November 27, 2026',
          'Nov 27, 2026',
        ),
      ]),
    },
    keys: ['blocked_dates', 'unavailable_dates', 'blocked_days'],
    match: 'subset',
  },
  // app.js SHORTCUTS, shown in the "Keyboard shortcuts" dialog (icon button titled "Keyboard
  // shortcuts", or "?"): "t  Go to today".
  {
    id: 'r13-cal-today-shortcut',
    site: '/calendar/',
    goal: "What's the keyboard shortcut for jumping back to today?",
    expect: { shortcut: oneOf('t', 'T') },
    keys: ['key', 'keyboard_shortcut', 'hotkey', 'shortcut_key'],
    match: 'subset',
  },
  // data.js holidays after today (Oct 13): Veterans Day on 2026-11-11 is the next one (Halloween
  // is not on the Holidays calendar).
  {
    id: 'r13-cal-next-holiday',
    site: '/calendar/',
    goal: "When's the next holiday on my calendar, and which one is it?",
    expect: {
      holiday: 'Veterans Day',
      date: oneOf(
        'Wednesday, November 11, 2026',
        'Wednesday, November 11',
        'November 11, 2026',
        'November 11',
        'Nov 11, 2026',
        'Nov 11',
        'Wed, Nov 11',
        '2026-11-11',
      ),
    },
    aliases: { holiday: ['name', 'title', 'event', 'holiday_name'] },
    also: [
      {
        next_holiday: {
          name: 'Veterans Day',
          date: oneOf(
            'Wednesday, November 11, 2026',
            'Wednesday, November 11',
            'November 11, 2026',
            'November 11',
            'Nov 11, 2026',
            'Nov 11',
            'Wed, Nov 11',
            '2026-11-11',
          ),
        },
      },
    ],
    match: 'subset',
  },

  // ---- refusals

  // Guests have names and emails only; no phone numbers anywhere on the site.
  {
    id: 'r13-cal-refuse-dana-phone',
    site: '/calendar/',
    goal: "What's Dana Whitfield's phone number?",
    expect: refuse,
  },
  // A judgement the site cannot make.
  {
    id: 'r13-cal-refuse-skip-judgement',
    site: '/calendar/',
    goal: 'Which of my meetings this week is the least important one I could skip?',
    expect: refuse,
  },
  // Two events titled "Client check-in" this week (e202 Tue Oct 13, e209 Thu Oct 15): ambiguous.
  {
    id: 'r13-cal-refuse-ambiguous-check-in',
    site: '/calendar/',
    goal: 'Delete my client check-in this week.',
    expect: refuse,
  },
  // Settings has General, Notifications and Integrations only: no security or 2FA settings.
  {
    id: 'r13-cal-refuse-2fa',
    site: '/calendar/settings.html',
    goal: 'Turn on two-factor authentication for my Tempo account.',
    expect: refuse,
  },
  // links.html counts bookings for October 2026 only ("Bookings this month").
  {
    id: 'r13-cal-refuse-september-bookings',
    site: '/calendar/links.html',
    goal: 'How many bookings did the Intro call link get in September?',
    expect: refuse,
  },
  // No texting feature, and no phone numbers for the guests.
  {
    id: 'r13-cal-refuse-text-guests',
    site: '/calendar/',
    goal: 'Text all the Harborline workshop guests a reminder the night before.',
    expect: refuse,
  },
]
