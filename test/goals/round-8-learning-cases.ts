/**
 * Held-out round 8: Fernhill Academy, an online learning platform (test/fixtures/sites/learning/).
 * Written by an author who had not read the planner. Data lives in learning/data.js (36 courses,
 * syllabi, reviews, enrollments, assignments, grade items); pages report what a user changed with
 * reportState (see each page's script). 10 instructions, 14 questions, 6 refusals.
 * First contact (one run before any work on it): 9 of 30 correct, 3 of 24 tasks done, 0 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const TITLE_ALIASES = { title: ['name', 'course', 'course_title', 'courseTitle'] }

export const round8Cases: GoalCase[] = [
  // ---- instructions

  // catalog.html: category checkboxes report 'categories', the level select 'level', the
  // "Free courses only" switch (role=switch) 'freeOnly'.
  {
    id: 'round-8-learning-catalog-filters',
    site: '/learning/catalog.html',
    goal: 'only show me free beginner courses in Design and Photography',
    expect: performed,
    state: {
      categories: unordered(['Design', 'Photography']),
      level: 'Beginner',
      freeOnly: true,
    },
  },
  // course.html: "Enroll now" opens a role=dialog with radios Certificate / Audit ("Audit for
  // free"); "Confirm enrollment" reports enrollment { course, option }.
  {
    id: 'round-8-learning-enroll-audit',
    site: '/learning/course.html?id=portrait-lighting',
    goal: "Enroll me in this course but I just want to audit it for free, I don't need the certificate",
    expect: performed,
    state: { enrollment: { course: 'Portrait Lighting', option: 'Audit' } },
  },
  // player.html: each lesson has a "Mark <title> as complete" checkbox; completedLessons is the
  // course's full list (data.js FH.completedLessons['python-data-analysis'] plus the two new ones);
  // "Save note" reports the textarea text as 'note'.
  {
    id: 'round-8-learning-player-complete-and-note',
    site: '/learning/player.html?course=python-data-analysis',
    goal: 'tick off Grouping and aggregation and Plotting with Matplotlib as done, then save a note saying "redo the groupby exercise with two keys"',
    expect: performed,
    state: {
      completedLessons: unordered([
        'Welcome and course overview',
        'Installing Anaconda and Jupyter',
        'Python basics refresher',
        'Arrays and dtypes',
        'Vectorized operations',
        'Broadcasting explained',
        'Series and DataFrames',
        'Loading CSV and Excel files',
        'Cleaning missing values',
        'Grouping and aggregation',
        'Plotting with Matplotlib',
      ]),
      note: 'redo the groupby exercise with two keys',
    },
  },
  // dashboard.html "Upcoming assignments" links to assignment.html?id=a2 (Type-safe Todo API); its
  // form (File name, Comment for your instructor, "I confirm this submission is my own work")
  // reports submission { assignment, fileName, comment }. The dashboard opens a streak pop-up first.
  {
    id: 'round-8-learning-submit-assignment',
    site: '/learning/dashboard.html',
    goal: 'Hand in my Type-safe Todo API assignment: file name todo-api-final.zip, comment "Validator tests are in src/validators.test.ts", and confirm it is my own work',
    expect: performed,
    state: {
      submission: {
        assignment: 'Type-safe Todo API',
        fileName: 'todo-api-final.zip',
        comment: 'Validator tests are in src/validators.test.ts',
      },
      visited: '/learning/assignment.html',
    },
  },
  // assignment.html?id=a4 (Linear Regression Notebook, due Dec 4, 2026): "Request an extension"
  // opens a <dialog> with a calendar of day buttons (opens on December 2026), a Reason select
  // (Illness, ...) and "Send request", which reports extension { assignment, date, reason }.
  {
    id: 'round-8-learning-request-extension',
    site: '/learning/assignment.html?id=a4',
    goal: 'ask for an extension on this to December 11, 2026 - reason: illness',
    expect: performed,
    state: {
      extension: { assignment: 'Linear Regression Notebook', date: '2026-12-11', reason: 'Illness' },
    },
  },
  // settings.html Notifications tab (hidden behind the tab): 7 role=switch buttons; each flip
  // reports the whole 'notifications' object (initial values in the page script).
  {
    id: 'round-8-learning-notification-switches',
    site: '/learning/settings.html',
    goal: 'Turn off the weekly progress digest and turn SMS reminders on.',
    expect: performed,
    state: {
      notifications: {
        'Course announcements': true,
        'Assignment due reminders': true,
        'Weekly progress digest': false,
        'Replies to my discussion posts': false,
        'Instructor messages': true,
        'New course recommendations': false,
        'SMS reminders': true,
      },
    },
  },
  // signin.html: Email address + Password; the account priya.nair@example.com / maple-Lantern-42
  // reports signedIn and goes to dashboard.html.
  {
    id: 'round-8-learning-sign-in',
    site: '/learning/signin.html',
    goal: 'log in with priya.nair@example.com and password maple-Lantern-42',
    expect: performed,
    state: { signedIn: 'priya.nair@example.com', visited: '/learning/dashboard.html' },
  },
  // player.html: the gear icon button (aria-label "Player settings") opens a menu; "Playback
  // speed" opens a submenu of menuitemradio 0.75x / Normal / 1.25x / 1.5x / 2x; reports playbackSpeed.
  {
    id: 'round-8-learning-playback-speed',
    site: '/learning/player.html?course=modern-typescript',
    goal: 'Player settings > Playback speed > 1.5x',
    expect: performed,
    state: { playbackSpeed: '1.5x' },
  },
  // settings.html Profile tab: Time zone is a combobox over FH.timeZones (Europe/Lisbon), Site
  // language a select (Português); "Save profile" reports profile { displayName, timeZone, language }.
  {
    id: 'round-8-learning-profile-timezone',
    site: '/learning/settings.html?tab=profile',
    goal: 'Set my time zone to Lisbon (type it in the time zone box and pick Europe/Lisbon), switch the site language to Português and save',
    expect: performed,
    state: { profile: { displayName: 'Priya Nair', timeZone: 'Europe/Lisbon', language: 'Português' } },
  },
  // dashboard.html: the streak pop-up (role=dialog, closes on Escape) reports dialogOpen false;
  // the "Completed" tab reports dashboardTab.
  {
    id: 'round-8-learning-dismiss-and-tab',
    site: '/learning/dashboard.html',
    goal: 'press escape to get rid of the popup, then open the Completed tab',
    expect: performed,
    state: { dialogOpen: false, dashboardTab: 'Completed' },
  },

  // ---- questions

  // data.js: Programming courses with price 'Free': JavaScript from Scratch (page 1), Git and GitHub
  // Essentials (page 3), Algorithms and Data Structures (page 4).
  {
    id: 'round-8-learning-free-programming',
    site: '/learning/catalog.html',
    goal: 'which programming courses can I take for free? just the titles',
    expect: {
      courses: unordered([
        'JavaScript from Scratch',
        'Git and GitHub Essentials',
        'Algorithms and Data Structures',
      ]),
    },
    keys: ['titles', 'free_courses', 'freeCourses', 'programming_courses', 'names', 'results'],
    aliases: TITLE_ALIASES,
  },
  // data.js Design courses: Accessible Web Design has the top rating 4.9 (others 4.8 and below),
  // instructor 'Julia Romero'.
  {
    id: 'round-8-learning-top-design',
    site: '/learning/catalog.html',
    goal: "What's the highest rated design course, and who teaches it?",
    expect: { title: 'Accessible Web Design', instructor: 'Julia Romero' },
    aliases: { ...TITLE_ALIASES, instructor: ['teacher', 'taught_by', 'taughtBy', 'tutor'] },
    match: 'subset',
    also: [{ course: { title: 'Accessible Web Design', instructor: 'Julia Romero' } }],
  },
  // data.js level: 'Advanced': Rust Systems Programming, Deep Learning with PyTorch, Design Systems at
  // Scale, Corporate Strategy, Landscape Photography Masterclass, Algorithms and Data Structures,
  // Advanced German Grammar = 7.
  {
    id: 'round-8-learning-count-advanced',
    site: '/learning/',
    goal: 'how many advanced-level courses are there altogether?',
    expect: { count: 7 },
    keys: ['advanced_courses', 'advancedCourses', 'total', 'number', 'advanced_count', 'number_of_courses'],
  },
  // data.js Data Science with a price: SQL for Analysts '$29.00', Data Visualization with D3
  // '$39.00', Python for Data Analysis '$49.99' (then $89.00 and $119.00).
  {
    id: 'round-8-learning-cheapest-data-science',
    site: '/learning/catalog.html',
    goal: 'Give me the 3 cheapest paid Data Science courses with their prices, cheapest first.',
    expect: {
      courses: [
        { title: 'SQL for Analysts', price: num('$29.00') },
        { title: 'Data Visualization with D3', price: num('$39.00') },
        { title: 'Python for Data Analysis', price: num('$49.99') },
      ],
    },
    keys: ['items', 'results', 'cheapest', 'data_science_courses'],
    aliases: TITLE_ALIASES,
  },
  // data.js: Rust Systems Programming, instructor 'Ingrid Holm', hours: 38 (cards show "38 hours").
  {
    id: 'round-8-learning-rust-facts',
    site: '/learning/',
    goal: "who's the instructor for Rust Systems Programming and how many hours is it?",
    expect: { instructor: 'Ingrid Holm', hours: oneOf(38, '38', '38 hours') },
    aliases: {
      instructor: ['teacher', 'taught_by', 'taughtBy'],
      hours: ['duration', 'length', 'total_hours'],
    },
    derived: ['38 hours'],
  },
  // data.js FH.syllabus['python-data-analysis'] module 3 'Data Wrangling with pandas' (collapsed in
  // the accordion of the Syllabus tab).
  {
    id: 'round-8-learning-pandas-lessons',
    site: '/learning/course.html?id=python-data-analysis',
    goal: 'What lessons are in the pandas module?',
    expect: {
      lessons: [
        'Series and DataFrames',
        'Loading CSV and Excel files',
        'Cleaning missing values',
        'Grouping and aggregation',
      ],
    },
    keys: ['titles', 'lesson_titles', 'module_lessons'],
    aliases: { title: ['name', 'lesson'], duration: ['length', 'time'] },
    also: [
      {
        lessons: [
          { title: 'Series and DataFrames', duration: '15:30' },
          { title: 'Loading CSV and Excel files', duration: '12:05' },
          { title: 'Cleaning missing values', duration: '16:40' },
          { title: 'Grouping and aggregation', duration: '18:25' },
        ],
      },
    ],
  },
  // data.js FH.reviews['python-data-analysis']: { name: 'Tomasz K.', stars: 3, date: 'Sep 2, 2026' },
  // the 4th review, shown after "Show more reviews" on the Reviews tab.
  {
    id: 'round-8-learning-review-rating',
    site: '/learning/course.html?id=python-data-analysis',
    goal: 'what rating did Tomasz K. give this course and when did he post the review?',
    expect: { rating: oneOf(3, '3', '3 out of 5', '3/5'), date: oneOf('Sep 2, 2026', '2026-09-02') },
    aliases: { rating: ['stars', 'score'], date: ['posted', 'posted_on', 'review_date', 'reviewDate'] },
  },
  // dashboard.html "Upcoming assignments" (data.js dueShort): Audit a Landing Page Nov 18, 2026;
  // Exploratory Analysis of Bike Rentals Nov 20, 2026; Type-safe Todo API Nov 27, 2026 (next is Dec 2).
  {
    id: 'round-8-learning-due-november',
    site: '/learning/dashboard.html',
    goal: 'Which assignments are due before December? Name and due date, soonest first please',
    expect: {
      assignments: [
        { title: 'Audit a Landing Page', due: oneOf('Nov 18, 2026', '2026-11-18', 'November 18, 2026') },
        {
          title: 'Exploratory Analysis of Bike Rentals',
          due: oneOf('Nov 20, 2026', '2026-11-20', 'November 20, 2026'),
        },
        { title: 'Type-safe Todo API', due: oneOf('Nov 27, 2026', '2026-11-27', 'November 27, 2026') },
      ],
    },
    keys: ['items', 'results', 'due_assignments'],
    aliases: { title: ['name', 'assignment'], due: ['due_date', 'dueDate', 'deadline'] },
  },
  // data.js FH.enrollments: modern-typescript progress 36 (dashboard "36% complete").
  {
    id: 'round-8-learning-typescript-progress',
    site: '/learning/dashboard.html',
    goal: 'how far along am I in Modern TypeScript',
    expect: { progress: oneOf('36%', 36, '36% complete') },
    keys: ['percent_complete', 'completion', 'percentage', 'progress_percent', 'percent'],
    derived: ['36%', '36% complete'],
  },
  // data.js FH.grades['accessible-web-design']: { item: 'Final project', weight: 40 } (table "40%").
  {
    id: 'round-8-learning-final-project-weight',
    site: '/learning/grades.html',
    goal: 'In Accessible Web Design, how much is the final project worth towards my grade?',
    expect: { weight: oneOf('40%', 40) },
    keys: ['final_project_weight', 'worth', 'percentage', 'value'],
    derived: ['40%'],
  },
  // grades.html computes the current grade: Modern TypeScript (72x10 + 88x10 + 94x15) / 35 = 86.0,
  // shown "86.0% (B)"; changing the Course select reports gradesCourse.
  {
    id: 'round-8-learning-typescript-grade',
    site: '/learning/grades.html',
    goal: 'switch the grades over to Modern TypeScript and tell me what my current grade is there',
    expect: { grade: oneOf('86.0%', '86.0% (B)', 86, '86%') },
    keys: ['current_grade', 'currentGrade'],
    state: { gradesCourse: 'Modern TypeScript' },
    derived: ['86.0%', '86.0% (B)', '86%'],
  },
  // data.js a5 Dashboard Mini-Project: dueText 'Friday, December 11, 2026 at 11:59 PM' (page: "Due ...").
  {
    id: 'round-8-learning-due-date-sentence',
    site: '/learning/assignment.html?id=a5',
    goal: "when's this assignment due?",
    expect: {
      due: oneOf(
        'Friday, December 11, 2026 at 11:59 PM',
        'December 11, 2026 at 11:59 PM',
        'Friday, December 11, 2026',
        'December 11, 2026',
        'Dec 11, 2026',
        '2026-12-11',
        '2026-12-11T23:59',
      ),
    },
    keys: ['due_date', 'dueDate', 'deadline'],
  },
  // data.js Business hours: 10 + 13 + 7 + 12 + 24 + 9 = 75.
  {
    id: 'round-8-learning-business-hours',
    site: '/learning/',
    goal: 'if I took every Business course, how many hours would that be in total?',
    expect: { total_hours: oneOf(75, '75', '75 hours') },
    keys: ['total', 'hours', 'sum', 'totalHours', 'business_hours'],
    derived: ['75', '75 hours'],
  },
  // settings.html Notifications tab: switches on by default are Course announcements, Assignment due
  // reminders, Weekly progress digest, Instructor messages.
  {
    id: 'round-8-learning-notifications-on',
    site: '/learning/settings.html',
    goal: 'Which of my notification settings are switched on right now?',
    expect: {
      notifications: unordered([
        'Course announcements',
        'Assignment due reminders',
        'Weekly progress digest',
        'Instructor messages',
      ]),
    },
    keys: ['enabled', 'on', 'enabled_notifications', 'enabledNotifications', 'active'],
  },

  // ---- refusals

  // No page states a refund policy.
  {
    id: 'round-8-learning-refuse-refund',
    site: '/learning/course.html?id=machine-learning-foundations',
    goal: "What's the refund policy if I drop this course after two weeks?",
    expect: { refuse: true },
  },
  // Every catalog card has a "View course" link (9 on the page), and the goal names none.
  {
    id: 'round-8-learning-refuse-ambiguous-view',
    site: '/learning/catalog.html',
    goal: 'click View course',
    expect: { refuse: true },
  },
  // The player has no download control.
  {
    id: 'round-8-learning-refuse-download',
    site: '/learning/player.html?course=python-data-analysis',
    goal: 'Press the Download lesson button',
    expect: { refuse: true },
  },
  // A judgement no page states.
  {
    id: 'round-8-learning-refuse-opinion',
    site: '/learning/dashboard.html',
    goal: 'which of my courses is going to help my career the most?',
    expect: { refuse: true },
  },
  // Instructors have no contact details anywhere on the site.
  {
    id: 'round-8-learning-refuse-instructor-email',
    site: '/learning/course.html?id=rust-systems-programming',
    goal: "What's Ingrid Holm's email address? I want to ask her something",
    expect: { refuse: true },
  },
  // The grades page cannot send anything by email.
  {
    id: 'round-8-learning-refuse-email-grades',
    site: '/learning/grades.html',
    goal: 'Email my grade report to my manager at dana.lee@example.com',
    expect: { refuse: true },
  },
]
