/**
 * Held-out round 12: Harbor Console, a team workspace admin console (test/fixtures/sites/admin/),
 * written by someone who has not read the planner. 10 instructions, 14 questions, 6 refusals.
 *
 * The site: the admin console of the "Tidewater Studio" workspace, a snapshot as of Sep 14, 2026
 * (data.js), rendered by one script per page; what the visitor changes is kept in sessionStorage and
 * reported with reportState. Pages: overview (index.html), members, teams, billing, audit, tokens,
 * settings (tabs), help (FAQ accordion), signin.
 *
 * First contact (one run before any work on it): 5 of 30 correct, 0 of 24 tasks done, 5 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

/** data.js teams/members: the four members whose team is Operations (teams.js lists them by name). */
const OPERATIONS = ['Ben Whitaker', 'Grace Liu', 'Marcus Bell', 'Tomasz Wójcik']
/** data.js tokens whose expires is 'Never'. */
const NEVER_EXPIRING = ['analytics-export', 'support-bot', 'legacy-webhook']
const MEMBER_ALIASES = { name: ['member', 'full_name'] }
const TOKEN_ALIASES = { name: ['token', 'token_name'] }

export const round12Cases: GoalCase[] = [
  // ---- instructions

  // members.js invite dialog (#invite-emails, #invite-role, #invite-team, #invite-message, "Send invites"):
  // reports invited [{email, role, team, message}] for every address sent in the session
  {
    id: 'r12-admin-invite-viewer-design',
    site: '/admin/members.html',
    goal: "Invite maya.chen@ridgeview.io to the workspace as a Viewer on the Design team, with the message 'Welcome! Start with the brand guidelines board.'",
    expect: performed,
    state: {
      invited: [
        {
          email: 'maya.chen@ridgeview.io',
          role: 'Viewer',
          team: 'Design',
          message: 'Welcome! Start with the brand guidelines board.',
        },
      ],
    },
  },
  // members.js: role select #role-filter = Admin and the status chip "Active" (aria-pressed) report
  // membersFilter {role, status} on every change ({query, role, status} once the search box has text)
  {
    id: 'r12-admin-filter-active-admins',
    site: '/admin/members.html',
    goal: 'filter the members list down to active admins',
    expect: performed,
    state: { membersFilter: { role: 'Admin', status: 'Active' } },
  },
  // members.js: the "Last active" header button sorts ascending on the first click, descending on the
  // second (aria-sort); reports membersSort {column: 'Last active', direction}
  {
    id: 'r12-admin-sort-last-active',
    site: '/admin/members.html',
    goal: 'Sort members by last active, most recent first please',
    expect: performed,
    state: { membersSort: { column: 'Last active', direction: 'descending' } },
  },
  // members.js: Owen Gallagher is on page 2 of Members (12 a page, by name); his "⋯" menu
  // (aria-label "More actions for Owen Gallagher") > "Remove from workspace" > confirm "Remove member"
  // reports removed ['Owen Gallagher']; starts on the overview
  {
    id: 'r12-admin-remove-owen',
    site: '/admin/',
    goal: 'Remove Owen Gallagher from the workspace.',
    expect: performed,
    state: { removed: ['Owen Gallagher'] },
  },
  // settings.js, Security tab (hidden at first): #session-timeout (8) and #session-unit (hours), "Save"
  // reports sessionTimeout {value: 30, unit: 'minutes'}
  {
    id: 'r12-admin-session-timeout',
    site: '/admin/settings.html',
    goal: 'Change the session timeout to 30 minutes.',
    expect: performed,
    state: { sessionTimeout: { value: 30, unit: 'minutes' } },
  },
  // billing.js "Billing contact" form (Contact name Grace Liu, Billing email billing@tidewater.studio,
  // Tax ID empty), "Save contact" reports billingContact {name, email, taxId}
  {
    id: 'r12-admin-billing-contact',
    site: '/admin/billing.html',
    goal: 'Could you update our billing contact to Ravi Shah, ravi.shah@tidewater.studio, and add the tax ID GB123456789?',
    expect: performed,
    state: {
      billingContact: { name: 'Ravi Shah', email: 'ravi.shah@tidewater.studio', taxId: 'GB123456789' },
    },
  },
  // signin.js: Work email, Password, checkbox "Remember this device for 30 days", "Sign in" reports
  // signedIn {email, remember} and goes to index.html
  {
    id: 'r12-admin-sign-in-remember',
    site: '/admin/signin.html',
    goal: 'log in with ops@tidewater.studio / Harbor-2026! and keep me signed in on this device',
    expect: performed,
    state: { signedIn: { email: 'ops@tidewater.studio', remember: true } },
  },
  // tokens.js "Create token" dialog: #token-name, scope checkboxes (data.js scopes), #token-expiry
  // (30 days by default), "Create token" reports tokenCreated {name, scopes (checkbox order), expires}
  {
    id: 'r12-admin-create-token',
    site: '/admin/tokens.html',
    goal: 'make a new API token called metrics-dashboard with read:usage and read:projects, expiring in 90 days',
    expect: performed,
    state: {
      tokenCreated: {
        name: 'metrics-dashboard',
        scopes: unordered(['read:usage', 'read:projects']),
        expires: '90 days',
      },
    },
  },
  // audit.js: date inputs #audit-from / #audit-to (type=date) report auditFilter {actor, action, from, to}
  // on every change; actor and action type stay 'all'
  {
    id: 'r12-admin-audit-date-range',
    site: '/admin/audit.html',
    goal: 'Show me the audit log entries from September 1 to September 7, 2026.',
    expect: performed,
    state: { auditFilter: { actor: 'all', action: 'all', from: '2026-09-01', to: '2026-09-07' } },
  },
  // billing.js "Change plan" dialog: switch "Bill yearly" (role=switch), radio Team, "Review change",
  // "Confirm change" reports plan {name: 'Team', billing: 'yearly'}
  {
    id: 'r12-admin-team-plan-yearly',
    site: '/admin/billing.html',
    goal: 'Switch us to the Team plan, billed yearly.',
    expect: performed,
    state: { plan: { name: 'Team', billing: 'yearly' } },
  },

  // ---- questions

  // data.js kpis.apiChange '+12.4%', shown on the overview card "API requests this month" as
  // "▲ +12.4% vs. same period in August"
  {
    id: 'r12-admin-api-requests-change',
    site: '/admin/',
    goal: 'By how much have our API requests gone up compared to last month?',
    expect: { change: oneOf('+12.4%', '12.4%', 12.4) },
    keys: [
      'increase',
      'percent_change',
      'percentage_change',
      'change_percent',
      'api_requests_change',
      'growth',
    ],
    match: 'subset',
  },
  // overview.js usage table: the custom "Date range" dropdown (button + listbox) > "Last 12 weeks" shows
  // weekly rows; "Week of Jul 13, 2026": API requests 603,845 (data.js weekly, formatted by the page)
  {
    id: 'r12-admin-requests-week-jul-13',
    site: '/admin/',
    goal: 'how many API requests did we make in the week of July 13?',
    expect: { requests: num('603,845') },
    keys: ['api_requests', 'count', 'total', 'total_requests'],
    match: 'subset',
    derived: ['603,845'],
  },
  // overview.js usage table, "Last 14 days" (Sep 1-14): the Total row sums the deployments to 119
  {
    id: 'r12-admin-deployments-14-days',
    site: '/admin/',
    goal: 'Total number of deployments over the last 14 days?',
    expect: { deployments: num('119') },
    keys: ['total_deployments', 'total', 'count'],
    match: 'subset',
    derived: ['119'],
  },
  // data.js members m31 "Tomasz Wójcik", the only Tomasz, on page 3 of Members (or found by the search box)
  {
    id: 'r12-admin-tomasz-email',
    site: '/admin/members.html',
    goal: "what's tomasz's email address?",
    expect: { email: 'tomasz.wojcik@tidewater.studio' },
    keys: ['email_address'],
    match: 'subset',
  },
  // data.js members with role Viewer: Alex Morgan (amorgan@), Emeka Obi, Lars Nilsson, Ruth Adeyemi,
  // Uma Patel = 5 (the role filter shows "Showing 1–5 of 5 members")
  {
    id: 'r12-admin-viewer-count',
    site: '/admin/members.html',
    goal: 'How many members are listed with the Viewer role?',
    expect: { count: num('5') },
    keys: ['viewers', 'viewer_count', 'number_of_viewers', 'total'],
    match: 'subset',
  },
  // data.js members lastActive in August 2026: Noah Brennan (2026-08-21, page 2) and Ruth Adeyemi
  // (2026-08-28, page 3), shown as "Aug 21, 2026" / "Aug 28, 2026"; Emeka Obi is Jul 30
  {
    id: 'r12-admin-last-active-august',
    site: '/admin/members.html',
    goal: 'Which members were last active in August?',
    expect: { members: unordered(['Noah Brennan', 'Ruth Adeyemi']) },
    also: [{ members: unordered([{ name: 'Noah Brennan' }, { name: 'Ruth Adeyemi' }]) }],
    keys: ['names', 'people', 'users'],
    aliases: MEMBER_ALIASES,
    match: 'subset',
  },
  // data.js invoices: INV-2026-0012, Mar 1, 2026, $1,236.00, the largest, behind "Load more invoices"
  // (the table shows the 6 newest first)
  {
    id: 'r12-admin-largest-invoice',
    site: '/admin/billing.html',
    goal: 'How much was our biggest invoice so far?',
    expect: { amount: oneOf('$1,236.00', 1236) },
    keys: ['largest_invoice', 'largest_amount', 'max_amount', 'total', 'invoice_amount', 'biggest_invoice'],
    match: 'subset',
  },
  // billing.js sentence on the Current plan card: "Your next invoice of $769.00 will be issued on
  // Oct 1, 2026." (data.js billing.nextInvoice); starts on the overview
  {
    id: 'r12-admin-next-invoice-date',
    site: '/admin/',
    goal: "when's the next invoice going out?",
    expect: { date: oneOf('Oct 1, 2026', 'October 1, 2026', '2026-10-01') },
    keys: ['next_invoice_date', 'issue_date', 'invoice_date', 'next_invoice'],
    match: 'subset',
  },
  // billing.js "Compare plans" table: row "Audit log retention", column Team: "30 days"
  {
    id: 'r12-admin-team-audit-retention',
    site: '/admin/billing.html',
    goal: 'How long does the Team plan keep the audit log?',
    expect: { retention: '30 days' },
    keys: ['audit_log_retention', 'duration', 'period', 'answer', 'value'],
    match: 'subset',
  },
  // teams.js Operations card: the collapsed "Members" list (aria-expanded=false) holds the 4 members
  {
    id: 'r12-admin-operations-members',
    site: '/admin/teams.html',
    goal: "Who's on the Operations team?",
    expect: { members: unordered(OPERATIONS) },
    also: [{ members: unordered(OPERATIONS.map((name) => ({ name }))) }],
    keys: ['names', 'people', 'team_members', 'operations'],
    aliases: MEMBER_ALIASES,
    match: 'subset',
  },
  // data.js audit, page 2 of the audit log (15 a page): Aug 27, 2026 14:58, Marcus Bell,
  // security.sso_enabled, "SAML SSO (Okta)", IP 192.0.2.61 (his other events are from 198.51.100.23)
  {
    id: 'r12-admin-sso-ip',
    site: '/admin/audit.html',
    goal: 'From which IP address did Marcus Bell turn on SSO?',
    expect: { ip: '192.0.2.61' },
    keys: ['ip_address', 'address'],
    match: 'subset',
  },
  // data.js tokens with expires 'Never': analytics-export, support-bot, legacy-webhook
  {
    id: 'r12-admin-never-expiring-tokens',
    site: '/admin/tokens.html',
    goal: 'Which API tokens never expire?',
    expect: { tokens: unordered(NEVER_EXPIRING) },
    also: [{ tokens: unordered(NEVER_EXPIRING.map((name) => ({ name }))) }],
    keys: ['names', 'token_names', 'api_tokens'],
    aliases: TOKEN_ALIASES,
    match: 'subset',
  },
  // settings.js Security tab (hidden at first), "Allowed email domains": data.js settings.allowedDomains
  {
    id: 'r12-admin-allowed-domains',
    site: '/admin/settings.html',
    goal: 'what email domains can join without an invite?',
    expect: { domains: unordered(['tidewater.studio', 'tidewater-contractors.com']) },
    keys: ['allowed_domains', 'allowed_email_domains', 'email_domains'],
    match: 'subset',
  },
  // help.html FAQ accordion (collapsed) "What happens when a workspace is deleted?": "A deleted workspace
  // is kept for 30 days. During that time the owner can restore it ..."
  {
    id: 'r12-admin-restore-window',
    site: '/admin/help.html',
    goal: 'How long do we have to restore a workspace after deleting it?',
    expect: { period: oneOf('30 days', 30) },
    keys: ['duration', 'restore_window', 'restore_period', 'time', 'days', 'answer', 'retention'],
    match: 'subset',
  },

  // ---- refusals

  // data.js members have no phone numbers (name, email, role, team, status, last active, 2FA)
  {
    id: 'r12-admin-refuse-phone-number',
    site: '/admin/members.html',
    goal: "What's Priya Nair's phone number?",
    expect: refuse,
  },
  // a judgement: teams.html shows descriptions, leads and member counts, nothing about work quality
  {
    id: 'r12-admin-refuse-best-team',
    site: '/admin/teams.html',
    goal: 'Which team is doing the best work?',
    expect: refuse,
  },
  // data.js members m02 and m03 are both "Alex Morgan" (alex.morgan@ Engineering, amorgan@ Marketing),
  // both Active: the target is ambiguous
  {
    id: 'r12-admin-refuse-suspend-alex',
    site: '/admin/members.html',
    goal: 'Suspend Alex Morgan.',
    expect: refuse,
  },
  // members.html has no export or download of the member list
  {
    id: 'r12-admin-refuse-export-csv',
    site: '/admin/members.html',
    goal: 'Export the member list as a CSV file',
    expect: refuse,
  },
  // data.js usage goes back to the week of Jun 22, 2026 and invoices to Nov 2025: nothing for March 2025
  {
    id: 'r12-admin-refuse-march-2025-usage',
    site: '/admin/',
    goal: 'How many API requests did we have in March 2025?',
    expect: refuse,
  },
  // the console has no announcements or messages to members
  {
    id: 'r12-admin-refuse-announcement',
    site: '/admin/',
    goal: 'post an announcement to everyone that the office is closed on Friday',
    expect: refuse,
  },
]
