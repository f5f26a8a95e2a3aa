/**
 * Held-out round 6: Burrow, a small project issue tracker (test/fixtures/sites/tracker/), written by
 * an author who has not read the planner. Same matching rules as cases.ts. Every expected value was
 * read off the fixture files (quoted above each case); values the page computes are in `derived`.
 * The data lives in tracker/data.js (TRACKER_DATA); the pages render it with tracker/app.js and an
 * inline script each, and report what a visitor changed with reportState.
 * First contact (one run before any work on it): 8 of 30 correct, 2 of 24 tasks done, 2 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

const ISSUE_LIST_KEYS = ['issues', 'results', 'items', 'cards', 'list']

export const round6Cases: GoalCase[] = [
  // ---- instructions

  // issue.html: Status is a native select (#f-status), Priority a radio group; every change reports
  // `issue` = {key, status, assignee, priority, due, estimate}. data.js WEB-4: 'To do', 'High',
  // 'Jun Watanabe', due '2026-11-20', estimate 2.
  {
    id: 'round6-tracker-status-and-priority',
    site: '/tracker/issue.html?key=WEB-4',
    goal: 'Move this one to In progress and bump its priority up to Urgent',
    expect: performed,
    state: {
      issue: {
        key: 'WEB-4',
        status: 'In progress',
        assignee: 'Jun Watanabe',
        priority: 'Urgent',
        due: '2026-11-20',
        estimate: 2,
      },
    },
  },
  // issue.html: Assignee is a combobox (#f-assignee) over 'Unassigned' and the 10 people of data.js;
  // picking an option reports `issue`. data.js WEB-29: 'To do', 'Low', 'Mei Chen', no due date, 2 points.
  {
    id: 'round6-tracker-assignee-autocomplete',
    site: '/tracker/issue.html?key=WEB-29',
    goal: 'type "len" into the assignee field and pick Lena Fischer from the suggestions',
    expect: performed,
    state: {
      issue: {
        key: 'WEB-29',
        status: 'To do',
        assignee: 'Lena Fischer',
        priority: 'Low',
        due: null,
        estimate: 2,
      },
    },
  },
  // issues.html lists WEB issues 10 a page, newest update first: WEB-8 (updated 2026-10-27) is on
  // page 2. issue.html: the "Due date" button opens a calendar of day buttons on the due date's month
  // (WEB-8: '2026-12-11'), "Next month" moves on; the estimate spinner has − / + buttons.
  // data.js WEB-8: 'To do', 'Medium', 'Marco Bellini', 8 points.
  {
    id: 'round6-tracker-due-date-and-estimate',
    site: '/tracker/issues.html',
    goal: 'Open WEB-8, use the date picker to push its due date to January 8, 2027, then lower the estimate to 5 points',
    expect: performed,
    state: {
      issue: {
        key: 'WEB-8',
        status: 'To do',
        assignee: 'Marco Bellini',
        priority: 'Medium',
        due: '2027-01-08',
        estimate: 5,
      },
    },
  },
  // issue.html: "More" (aria-haspopup=menu) > "Move to project" (a submenu listing the other
  // projects: Mobile App, Data Platform, Infrastructure); reports `moved` = {issue, project}.
  {
    id: 'round6-tracker-move-to-project',
    site: '/tracker/issue.html?key=WEB-11',
    goal: 'More > Move to project > Infrastructure',
    expect: performed,
    state: { moved: { issue: 'WEB-11', project: 'Infrastructure' } },
  },
  // issue.html: More > "Delete…" opens the role=dialog "Delete WEB-26?" with Cancel / "Delete issue";
  // confirming reports `dialogOpen` false and `deleted` 'WEB-26'.
  {
    id: 'round6-tracker-delete-confirm',
    site: '/tracker/issue.html?key=WEB-26',
    goal: "please delete this issue, and confirm when it asks if you're sure",
    expect: performed,
    state: { deleted: 'WEB-26', dialogOpen: false },
  },
  // issues.html has a "New issue" link to new.html?project=WEB: project select (Web Platform), Issue
  // type radios (Task/Bug/Story), Title, Description, Priority select, Assignee combobox, 8 label
  // checkboxes, Due date, Estimate; "Create issue" reports `created` with every field (empty ones null).
  {
    id: 'round6-tracker-new-bug-form',
    site: '/tracker/issues.html',
    goal: 'create a new issue of type Bug titled "Export button does nothing in Firefox", priority High, labels bug and frontend, assignee Mei Chen, estimate 3',
    expect: performed,
    state: {
      created: {
        project: 'Web Platform',
        type: 'Bug',
        title: 'Export button does nothing in Firefox',
        description: null,
        priority: 'High',
        assignee: 'Mei Chen',
        labels: unordered(['bug', 'frontend']),
        due: null,
        estimate: 3,
      },
    },
  },
  // issues.html: the Priority select sits in the collapsed "More filters" section (aria-expanded
  // false); label checkboxes in the "Labels" fieldset. Reports `priorityFilter` and `labelFilter`.
  {
    id: 'round6-tracker-filter-priority-labels',
    site: '/tracker/issues.html',
    goal: 'Narrow the list down to High priority issues, and tick the security and backend labels',
    expect: performed,
    state: { priorityFilter: 'High', labelFilter: unordered(['security', 'backend']) },
  },
  // login.html: "Username or email", "Password", "Keep me signed in", "Sign in"; the hint names the
  // demo account "sreyes" / "burrow-demo". Success reports `signedIn` = {user, remember}.
  {
    id: 'round6-tracker-login-remember',
    site: '/tracker/login.html',
    goal: 'sign in as sreyes, password burrow-demo, and keep me signed in',
    expect: performed,
    state: { signedIn: { user: 'sreyes', remember: true } },
  },
  // app.js header: the bell button (aria-haspopup=dialog) opens the Notifications drawer with
  // "Mark all as read" (reports `unread` 0) and "Close notifications" (reports `notificationsOpen`).
  {
    id: 'round6-tracker-notifications-read-close',
    site: '/tracker/board.html',
    goal: 'Open my notifications, mark them all as read and then close the panel',
    expect: performed,
    state: { unread: 0, notificationsOpen: false },
  },
  // issue.html: "Add a comment" textarea + "Comment" button reports `comment` = {issue, body};
  // the "Watch" toggle (aria-pressed) reports `watching` = {issue, watching}.
  {
    id: 'round6-tracker-comment-then-watch',
    site: '/tracker/issue.html?key=WEB-12',
    goal: 'Leave a comment saying "Reproduced on Safari 18.1 as well" and then start watching this issue',
    expect: performed,
    state: {
      comment: { issue: 'WEB-12', body: 'Reproduced on Safari 18.1 as well' },
      watching: { issue: 'WEB-12', watching: true },
    },
  },

  // ---- questions

  // index.html project cards (from data.js projects and issues): Data Platform, "Lead" Oliver Grant,
  // "Open issues" = DATA issues not Done: DATA-1, DATA-3, DATA-5, DATA-6, DATA-8 = 5.
  {
    id: 'round6-tracker-project-lead-open',
    site: '/tracker/',
    goal: 'who leads the Data Platform project and how many open issues has it got?',
    expect: { lead: 'Oliver Grant', open_issues: 5 },
    aliases: {
      lead: ['project_lead', 'leader', 'owner'],
      open_issues: ['open', 'open_count', 'open_issue_count', 'issues_open'],
    },
    match: 'subset',
  },
  // data.js, WEB issues with priority 'Urgent': WEB-5, WEB-9, WEB-12, WEB-20, WEB-25, WEB-30 (spread
  // over the 4 pages of issues.html; the Priority filter is under "More filters").
  {
    id: 'round6-tracker-urgent-issues',
    site: '/tracker/issues.html?project=WEB',
    goal: 'List every Urgent issue in this project with its key and title',
    expect: {
      issues: unordered([
        { key: 'WEB-5', title: 'Rate-limit the public search API' },
        { key: 'WEB-9', title: 'CSRF token missing on profile update' },
        { key: 'WEB-12', title: 'Dashboard charts render blank in Safari' },
        { key: 'WEB-20', title: 'Two-factor codes expire too early' },
        { key: 'WEB-25', title: 'Health check endpoint returns 500 under load' },
        { key: 'WEB-30', title: 'Rotate leaked staging API key' },
      ]),
    },
    keys: [...ISSUE_LIST_KEYS, 'urgent_issues', 'urgent'],
    aliases: { key: ['id', 'issue', 'issue_key'], title: ['name', 'summary'] },
    match: 'subset',
  },
  // data.js, WEB issues with status 'Done': WEB-1, 2, 9, 14, 18, 23, 25, 30, 33 = 9
  // (the Status select gives "Showing 1–9 of 9 issues").
  {
    id: 'round6-tracker-done-count',
    site: '/tracker/issues.html',
    goal: 'how many Web Platform issues are done?',
    expect: { count: 9 },
    keys: ['done', 'done_count', 'total', 'number', 'issues_done', 'done_issues'],
  },
  // data.js WEB-17: reporter 'Aisha Rahman', created '2026-10-05' (issue.html shows "Oct 5, 2026");
  // WEB-17 is the last row of page 2 of issues.html.
  {
    id: 'round6-tracker-reporter-and-created',
    site: '/tracker/issues.html',
    goal: 'Who reported WEB-17, and when was it created?',
    expect: { reporter: 'Aisha Rahman', created: oneOf('Oct 5, 2026', '2026-10-05', 'October 5, 2026') },
    aliases: {
      reporter: ['reported_by', 'author'],
      created: ['created_on', 'created_at', 'date', 'opened', 'date_created'],
    },
    match: 'subset',
    derived: ['Oct 5, 2026', 'October 5, 2026'],
  },
  // data.js comments['WEB-12'], author 'Priya Natarajan', date '2026-11-04'.
  {
    id: 'round6-tracker-priya-comment',
    site: '/tracker/issue.html?key=WEB-12',
    goal: 'What did Priya say in her comment on this issue?',
    expect: {
      comment:
        'This is blocking the customer demo on Nov 12, so I bumped it to Urgent. Marco, can you pair with Mei on it?',
    },
    keys: ['text', 'body', 'message', 'content', 'comment_text'],
  },
  // board.html shows the WEB issues of 'Sprint 14' in To do / In progress / In review / Done columns;
  // In review: WEB-5, WEB-13, WEB-19, WEB-27, WEB-35 (data.js).
  {
    id: 'round6-tracker-board-in-review',
    site: '/tracker/board.html',
    goal: "what's in the In review column? keys and titles please",
    expect: {
      cards: unordered([
        { key: 'WEB-5', title: 'Rate-limit the public search API' },
        { key: 'WEB-13', title: 'Document the webhooks retry policy' },
        { key: 'WEB-19', title: 'Screen reader announces wrong page title' },
        { key: 'WEB-27', title: 'Paginate the comments API' },
        { key: 'WEB-35', title: 'Sanitize HTML in issue descriptions' },
      ]),
    },
    keys: [...ISSUE_LIST_KEYS, 'in_review'],
    aliases: { key: ['id', 'issue', 'issue_key'], title: ['name', 'summary'] },
    match: 'subset',
  },
  // board.html: role=switch "Only my issues" (reports `onlyMine`) keeps cards assigned to data.js `me`
  // ('Sam Reyes'): in Sprint 14 only WEB-17 (To do) and WEB-28 (In progress).
  {
    id: 'round6-tracker-board-only-mine',
    site: '/tracker/board.html',
    goal: "flip on 'Only my issues' and tell me which cards are still on the board",
    expect: {
      cards: unordered([
        { key: 'WEB-17', title: 'Keyboard shortcuts cheat sheet' },
        { key: 'WEB-28', title: 'Saved filters for the issues list' },
      ]),
    },
    keys: ISSUE_LIST_KEYS,
    aliases: { key: ['id', 'issue', 'issue_key'], title: ['name', 'summary'] },
    match: 'subset',
    also: [{ cards: unordered(['Keyboard shortcuts cheat sheet', 'Saved filters for the issues list']) }],
    state: { onlyMine: true },
  },
  // sprints.html, Sprint 14 tab (active, selected): "Remaining" = committed 60 (sum of the Sprint 14
  // estimates in data.js) − completed 10 (WEB-14 3, WEB-23 2, WEB-25 3, WEB-33 2) = "50 points".
  {
    id: 'round6-tracker-remaining-points',
    site: '/tracker/sprints.html',
    goal: 'How many story points are still left in the current sprint?',
    expect: { remaining: oneOf(50, '50 points', '50') },
    keys: ['remaining_points', 'points_remaining', 'points_left', 'points', 'left'],
    derived: ['50 points', '50'],
  },
  // data.js sprints, Sprint 13 (a hidden tab): "Sprint 13 closed on Oct 30, 2026 with a velocity of
  // 38 points."; the stats show "Velocity 38 points".
  {
    id: 'round6-tracker-sprint13-velocity',
    site: '/tracker/sprints.html',
    goal: 'what was our velocity in sprint 13',
    expect: { velocity: oneOf(38, '38 points', '38') },
    keys: ['sprint_13_velocity', 'points'],
    derived: ['38'],
  },
  // data.js sprints, Sprint 13 retro.actions, inside the collapsed "Retrospective notes" of the
  // Sprint 13 tab.
  {
    id: 'round6-tracker-retro-action-items',
    site: '/tracker/sprints.html',
    goal: 'What were the action items from the Sprint 13 retrospective?',
    expect: {
      action_items: unordered([
        'Freeze sprint scope after the planning meeting',
        'Book design reviews in the first week',
        'Add Safari to the nightly browser tests',
      ]),
    },
    keys: ['actions', 'items', 'action_points', 'retro_action_items'],
  },
  // burndown.html (same-origin iframe on the Sprint 14 tab), data.js burndown ['2026-11-05', 55, 42]:
  // the row "Nov 5 | 55 | 42" (Day, Remaining, Ideal).
  {
    id: 'round6-tracker-burndown-nov5',
    site: '/tracker/sprints.html',
    goal: 'According to the burndown chart, how many points were remaining on Nov 5?',
    expect: { remaining: oneOf(55, '55') },
    keys: ['remaining_points', 'points', 'points_remaining'],
    derived: ['55'],
  },
  // sprints.html Milestones table (data.js milestones): v3.1 due 2026-10-09 'Released'; next is
  // 'v3.2 Beta' due '2026-11-27', progress 68 (shown "68%"), then Public API v2 (2026-12-18).
  {
    id: 'round6-tracker-next-milestone',
    site: '/tracker/board.html',
    goal: 'which milestone is due next and how far along is it?',
    expect: { milestone: 'v3.2 Beta', progress: oneOf('68%', 68) },
    aliases: {
      milestone: ['name', 'next_milestone', 'title'],
      progress: ['percent', 'complete', 'percent_complete'],
    },
    derived: ['68%'],
  },
  // data.js, WEB issues assigned to 'Jun Watanabe' by updated date: WEB-4 '2026-11-04',
  // WEB-27 '2026-11-01', WEB-20 '2026-10-30', WEB-32 '2026-10-22'.
  {
    id: 'round6-tracker-jun-recent-three',
    site: '/tracker/issues.html',
    goal: 'show me the 3 most recently updated Web Platform issues assigned to Jun Watanabe',
    expect: {
      issues: [
        { key: 'WEB-4', title: 'Password reset email arrives twice' },
        { key: 'WEB-27', title: 'Paginate the comments API' },
        { key: 'WEB-20', title: 'Two-factor codes expire too early' },
      ],
    },
    keys: ISSUE_LIST_KEYS,
    aliases: { key: ['id', 'issue', 'issue_key'], title: ['name', 'summary'] },
    match: 'subset',
  },
  // data.js notifications with text 'mentioned you in': WEB-12 (Marco Bellini), WEB-19 (Hannah
  // Okafor), OPS-4 (Tomás Ortega); shown in the drawer behind the header's bell button.
  {
    id: 'round6-tracker-mentions',
    site: '/tracker/sprints.html',
    goal: 'check my notifications - which issues have I been mentioned in?',
    expect: { issues: unordered(['WEB-12', 'WEB-19', 'OPS-4']) },
    keys: ['mentions', 'mentioned_in', 'issue_keys', 'keys'],
  },

  // ---- refusals

  // issue.html shows status, assignee, priority, due date, estimate (points), reporter, dates,
  // sprint and labels; Burrow has no time tracking anywhere.
  {
    id: 'round6-tracker-refuse-hours-logged',
    site: '/tracker/issue.html?key=WEB-16',
    goal: 'How many hours has Tomás logged on this issue so far?',
    expect: refuse,
  },
  // No page rates people; the board only lists cards.
  {
    id: 'round6-tracker-refuse-best-engineer',
    site: '/tracker/board.html',
    goal: "Who's the strongest engineer on the team this sprint?",
    expect: refuse,
  },
  // issues.html has filters, sorting and pages, but no export or download control.
  {
    id: 'round6-tracker-refuse-export-csv',
    site: '/tracker/issues.html',
    goal: 'Download this issue list as a CSV file',
    expect: refuse,
  },
  // index.html project cards have Issues / Board / Sprints links and a "Star" button; no archive control.
  {
    id: 'round6-tracker-refuse-archive-project',
    site: '/tracker/',
    goal: 'Click the Archive project button on the Mobile App card',
    expect: refuse,
  },
  // issue.html?key=WEB-5 has three comments (Aisha Rahman, Tomás Ortega, Jun Watanabe), each with its
  // own "Reply" button; the goal does not say which.
  {
    id: 'round6-tracker-refuse-ambiguous-reply',
    site: '/tracker/issue.html?key=WEB-5',
    goal: 'click Reply',
    expect: refuse,
  },
  // sprints.html shows points, issues, dates and goals; no money figure for any sprint.
  {
    id: 'round6-tracker-refuse-sprint-budget',
    site: '/tracker/sprints.html',
    goal: "What's the budget for Sprint 14 in dollars?",
    expect: refuse,
  },
]
