/**
 * Held-out round 3: the settings site (test/fixtures/sites/settings, "Quillstack" account and
 * workspace settings for Northwind Labs). Written from the fixture files only, without reading the
 * planner. Every expected value is quoted from the site's files in the comment above its case;
 * values the page computes are listed in `derived`.
 * First contact (one run before any work on it): 6 of 30 correct, 0 of 24 tasks done, 1 wrong (test/goals/first-contact.json).
 */
import { type Expected, type GoalCase, oneOf, performed, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

/** An amount as shown ("$180.00") or as a plain number (180). */
const usd = (text: string) => oneOf(text, Number(text.replace(/[$,]/g, '')))

/** A date as the page shows it ("Sep 1, 2024") or in ISO form. */
const day = (shown: string, iso: string) => oneOf(shown, iso)

/** settings/settings.js MEMBERS: name -> role, in table order. */
const ROLES: Record<string, Expected> = {
  'Dana Whitfield': 'Owner',
  'Priya Nair': 'Admin',
  'Marcus Okafor': 'Admin',
  'Elena Petrova': 'Member',
  'Tomás Herrera': 'Member',
  'Hannah Schultz': 'Member',
  'Kenji Watanabe': 'Member',
  'Aisha Bello': 'Viewer',
  "Liam O'Connor": 'Member',
  'Sofia Marques': 'Viewer',
  'Noah Fischer': 'Member',
  'Grace Kim': 'Admin',
  'Omar Haddad': 'Viewer',
  'Chloé Laurent': 'Member',
}

/** settings/index.html profile form defaults, as settings.js profileValue() reports them. */
const PROFILE = {
  fullName: 'Dana Whitfield',
  displayName: 'dana',
  email: 'dana.whitfield@northwindlabs.com',
  jobTitle: 'Head of Operations',
  phone: '+1 415 555 0142',
  language: 'English (US)',
  timezone: 'America/Los_Angeles',
  dateFormat: 'MM/DD/YYYY',
  bio: 'Keeping the lights on at Northwind Labs.',
}

/** settings/index.html #switch-list: data-key -> aria-checked on load. */
const SWITCHES = {
  productUpdates: true,
  weeklyDigest: true,
  mentions: true,
  comments: true,
  assignments: true,
  billingAlerts: true,
  marketing: false,
  securityAlerts: true,
}

const INVOICE_ALIASES = {
  number: ['invoice', 'invoice_number', 'invoice_no', 'id', 'invoice_id'],
  amount: ['total', 'price', 'sum'],
  date: ['issued', 'invoice_date', 'issued_on'],
}

export const round3Cases: GoalCase[] = [
  // ================================================================ instructions

  // index.html Profile tab: #job-title "Head of Operations"; #timezone-input is a combobox over
  // settings.js TIMEZONES, ['Europe/Lisbon', '(GMT+00:00) Lisbon']; "Save changes" reports
  // reportState('profile', profileValue()) (timezone reported by its id).
  {
    id: 'r3-settings-job-title-timezone',
    site: '/settings/',
    goal: 'update my job title to VP of Operations and change my time zone to Lisbon, then save',
    expect: performed,
    state: { profile: { ...PROFILE, jobTitle: 'VP of Operations', timezone: 'Europe/Lisbon' } },
  },
  // index.html Notifications tab (hidden behind the tab): switches "Weekly digest"
  // (data-key weeklyDigest) and "Comments" (data-key comments), both aria-checked="true"; each
  // click reports reportState('notifications', notificationValue()).
  {
    id: 'r3-settings-mute-digest-comments',
    site: '/settings/index.html',
    goal: "I'm getting too many emails. Switch off the weekly digest and the comments notifications",
    expect: performed,
    state: { notifications: { ...SWITCHES, weeklyDigest: false, comments: false } },
  },
  // index.html Security tab: button "Sign out of all other sessions" opens the role=dialog
  // "Sign out of all other sessions?"; its "Sign out" button keeps only the current session
  // (settings.js SESSIONS, current: 'MacBook Pro') and reports sessions and dialogOpen false.
  {
    id: 'r3-settings-signout-everywhere',
    site: '/settings/',
    goal: "go to security and sign me out of all the other sessions. yes I'm sure",
    expect: performed,
    state: { sessions: ['MacBook Pro'], dialogOpen: false },
  },
  // index.html Team tab: each row's kebab button aria-label "Actions for Hannah Schultz" opens
  // #row-menu, "Change role" opens #role-menu with menuitemradio "Viewer"; reports members (name -> role).
  {
    id: 'r3-settings-hannah-viewer',
    site: '/settings/index.html?tab=team',
    goal: 'Open the actions menu next to Hannah Schultz and pick Change role > Viewer',
    expect: performed,
    state: { members: { ...ROLES, 'Hannah Schultz': 'Viewer' } },
  },
  // index.html Team tab: "Invite member" opens <dialog id="invite-dialog"> (Email address, Role
  // select Admin/Member/Viewer, default Member); "Send invite" reports pendingInvites, the two
  // pending ones (jordan.reyes Member, ines.castillo Viewer) plus the new one.
  {
    id: 'r3-settings-invite-sam',
    site: '/settings/',
    goal: 'invite sam.patel@northwindlabs.com to the team as an admin',
    expect: performed,
    state: {
      pendingInvites: [
        { email: 'jordan.reyes@northwindlabs.com', role: 'Member' },
        { email: 'ines.castillo@northwindlabs.com', role: 'Viewer' },
        { email: 'sam.patel@northwindlabs.com', role: 'Admin' },
      ],
    },
  },
  // index.html Notifications tab, collapsed disclosure "Quiet hours" (aria-expanded="false"):
  // switch "Enable quiet hours" (off), time inputs From 22:00 / To 07:00, "Save quiet hours"
  // reports quietHours {enabled, from, to}.
  {
    id: 'r3-settings-quiet-hours',
    site: '/settings/index.html',
    goal: 'On the notifications tab, open Quiet hours, enable them from 21:30 to 06:45 and save.',
    expect: performed,
    state: { quietHours: { enabled: true, from: '21:30', to: '06:45' } },
  },
  // signin.html: Work email, Password, checkbox "Keep me signed in for 30 days", "Sign in";
  // reports signedIn {email, password, remember} then goes to /settings/.
  {
    id: 'r3-settings-sign-in',
    site: '/settings/signin.html',
    goal: 'log in as dana.whitfield@northwindlabs.com with password Harbor-Lights-92 and keep me signed in',
    expect: performed,
    state: {
      signedIn: { email: 'dana.whitfield@northwindlabs.com', password: 'Harbor-Lights-92', remember: true },
      visited: '/settings/',
    },
  },
  // Header link "Help" -> help.html, "Contact support" form: Topic select ("Billing and invoices"),
  // Subject, "How can we help?" textarea, Priority radios Low/Normal/Urgent (Normal checked),
  // "Email me a copy" unchecked; "Send to support" reports ticket.
  {
    id: 'r3-settings-support-ticket',
    site: '/settings/',
    goal: 'Go to the help center and file a support ticket. Topic: Billing and invoices, subject: Charged twice in November, message: We were billed twice for INV-0029, please refund one of them. Make it urgent.',
    expect: performed,
    state: {
      ticket: {
        topic: 'Billing and invoices',
        subject: 'Charged twice in November',
        message: 'We were billed twice for INV-0029, please refund one of them.',
        priority: 'Urgent',
        copy: false,
      },
    },
  },
  // index.html Notifications tab: "Pause until…" opens a calendar of day buttons (aria-label
  // "January 10, 2025"), starting on December 2024 (settings.js TODAY = Dec 4, 2024), "Next month";
  // a pick reports pausedUntil as an ISO date.
  {
    id: 'r3-settings-pause-until',
    site: '/settings/index.html?tab=notifications',
    goal: 'pause all my notifications until January 10th',
    expect: performed,
    state: { pausedUntil: '2025-01-10' },
  },
  // index.html Billing tab: <plan-card> (open shadow root) button "Change plan" opens
  // #plan-dialog: Plan radios (Pro checked), Billing cycle Monthly/Annual, "Paid seats" number
  // input 12 with −/+ buttons; "Confirm change" reports plan {plan, cycle, seats}.
  {
    id: 'r3-settings-annual-15-seats',
    site: '/settings/index.html?tab=billing',
    goal: 'Change our plan: stay on Pro but go annual, and bump the paid seats to 15',
    expect: performed,
    state: { plan: { plan: 'Pro', cycle: 'Annual', seats: 15 } },
  },
  // index.html Team tab, collapsed "Danger zone" (reports dangerZoneExpanded on toggle): "New owner"
  // select of admins (Priya Nair, Marcus Okafor, Grace Kim), "Transfer ownership" opens a
  // confirmation dialog whose "Transfer" reports owner.
  {
    id: 'r3-settings-transfer-grace',
    site: '/settings/',
    goal: 'on the team page expand the danger zone and hand ownership of the workspace over to Grace Kim',
    expect: performed,
    state: { dangerZoneExpanded: true, owner: 'Grace Kim' },
  },

  // ================================================================ questions

  // settings.js INVOICES (Billing tab, 8 a page over 4 pages): 'INV-0025', 'Sep 1, 2024',
  // '$180.00', 'Failed' (page 1) and 'INV-0014', 'Jan 1, 2024', '$144.00', 'Failed' (page 3).
  {
    id: 'r3-settings-failed-invoices',
    site: '/settings/',
    goal: 'which of our invoices failed? give me the invoice number, date and amount for each',
    expect: {
      invoices: unordered([
        { number: 'INV-0025', date: day('Sep 1, 2024', '2024-09-01'), amount: usd('$180.00') },
        { number: 'INV-0014', date: day('Jan 1, 2024', '2024-01-01'), amount: usd('$144.00') },
      ]),
    },
    keys: ['failed_invoices', 'failed', 'results', 'items'],
    aliases: INVOICE_ALIASES,
    match: 'subset',
  },
  // settings.js INVOICES with status 'Refunded': INV-0020 '$18.00' (page 2) and INV-0010
  // '$90.00' (page 3); 18 + 90 = 108.
  {
    id: 'r3-settings-refund-total',
    site: '/settings/index.html?tab=billing',
    goal: "What's the total of all the refunded invoices?",
    expect: { total: usd('$108.00') },
    keys: ['refunded_total', 'total_refunded', 'sum', 'amount', 'refund_total', 'total_amount'],
    derived: ['$108.00'],
  },
  // settings.js INVOICES: the largest amount is 'INV-0016', 'Feb 9, 2024',
  // 'Storage add-on · 1 TB (annual)', '$288.00' (page 2); every other one is $216.00 or less.
  {
    id: 'r3-settings-biggest-invoice',
    site: '/settings/',
    goal: 'whats the most expensive invoice weve ever had? number and amount pls',
    expect: { number: 'INV-0016', amount: usd('$288.00') },
    also: [{ invoice: { number: 'INV-0016', amount: usd('$288.00') } }],
    aliases: INVOICE_ALIASES,
    match: 'subset',
  },
  // settings.js INVOICES between Jun 1 and Aug 31, 2024: 'INV-0024' 'Aug 1, 2024' '$180.00',
  // 'INV-0023' 'Jul 22, 2024' '$54.00' (page 1), 'INV-0022' 'Jul 1, 2024' '$162.00',
  // 'INV-0021' 'Jun 1, 2024' '$162.00' (page 2).
  {
    id: 'r3-settings-summer-invoices',
    site: '/settings/index.html?tab=billing',
    goal: 'List the invoices dated June through August 2024 with their amounts.',
    expect: {
      invoices: unordered([
        { number: 'INV-0024', amount: usd('$180.00') },
        { number: 'INV-0023', amount: usd('$54.00') },
        { number: 'INV-0022', amount: usd('$162.00') },
        { number: 'INV-0021', amount: usd('$162.00') },
      ]),
    },
    keys: ['results', 'items', 'summer_invoices'],
    aliases: INVOICE_ALIASES,
    match: 'subset',
  },
  // settings.js MEMBERS with role 'Admin': 'Priya Nair', 'Marcus Okafor' and 'Grace Kim'
  // (12th row: hidden until "Show 4 more members").
  {
    id: 'r3-settings-admins',
    site: '/settings/index.html?tab=team',
    goal: 'who are the admins on our team?',
    expect: { admins: unordered(['Priya Nair', 'Marcus Okafor', 'Grace Kim']) },
    keys: ['names', 'members', 'admin_members', 'users', 'people', 'team_admins'],
  },
  // settings.js MEMBERS with twoFactor 'Off': Marcus Okafor, Hannah Schultz, Aisha Bello,
  // Noah Fischer and Omar Haddad (the last two behind "Show 4 more members"): 5.
  {
    id: 'r3-settings-no-2fa-count',
    site: '/settings/',
    goal: "How many people on the team still don't have two-factor turned on?",
    expect: { count: 5 },
    keys: ['members_without_2fa', 'without_two_factor', 'number', 'total', 'people', 'members'],
    match: 'subset',
  },
  // settings.js SESSIONS (Security tab) outside the US: 'ThinkPad X1' 'Berlin, DE',
  // 'Pixel 8' 'Toronto, CA', 'MacBook Air' 'Lisbon, PT', 'Surface Laptop 5' 'London, GB',
  // 'Chromebook' 'Dublin, IE'.
  {
    id: 'r3-settings-foreign-sessions',
    site: '/settings/index.html?tab=security',
    goal: 'Which of my active sessions are outside the US? Just device and location.',
    expect: {
      sessions: unordered([
        { device: 'ThinkPad X1', location: 'Berlin, DE' },
        { device: 'Pixel 8', location: 'Toronto, CA' },
        { device: 'MacBook Air', location: 'Lisbon, PT' },
        { device: 'Surface Laptop 5', location: 'London, GB' },
        { device: 'Chromebook', location: 'Dublin, IE' },
      ]),
    },
    keys: ['results', 'items', 'devices', 'active_sessions'],
    aliases: { device: ['name', 'device_name'], location: ['place', 'where'] },
    match: 'subset',
  },
  // audit-log.js EVENTS with event 'Failed sign-in': Dec 3 (row 3), Nov 25 (row 14), Nov 12
  // (row 19), Oct 2 (row 27), Aug 14 (row 33); the log shows 12 rows then "Load more".
  {
    id: 'r3-settings-failed-signins',
    site: '/settings/audit-log.html',
    goal: 'how many failed sign-in attempts are in the security log?',
    expect: { count: 5 },
    keys: [
      'failed_sign_ins',
      'failed_signins',
      'failed_sign_in_attempts',
      'failed_attempts',
      'attempts',
      'total',
      'number',
    ],
    match: 'subset',
  },
  // audit-log.html <dialog id="announcement"> "New: filter the log by date" opens on load (closing
  // it reports announcementDismissed, not checked here: the suite's self-check judges question
  // cases without page state). audit-log.js, newest 'Failed sign-in':
  // 'Dec 3, 2024, 23:41', IP '185.220.101.34', 'Frankfurt, DE'.
  {
    id: 'r3-settings-dismiss-latest-failed-ip',
    site: '/settings/audit-log.html',
    goal: "close the what's new popup, then tell me the IP address of the most recent failed sign-in",
    expect: { ip: '185.220.101.34' },
    keys: ['ip_address', 'address', 'ipaddress'],
    match: 'subset',
  },
  // plan-card.js (open shadow root in the Billing tab): "Next invoice" 'Jan 1, 2025',
  // "Estimated amount" '$216.00'.
  {
    id: 'r3-settings-next-invoice',
    site: '/settings/index.html?tab=billing',
    goal: 'When is our next invoice and about how much will it be?',
    expect: { date: day('Jan 1, 2025', '2025-01-01'), amount: usd('$216.00') },
    aliases: {
      date: ['next_invoice', 'next_invoice_date', 'due', 'due_date', 'when', 'invoice_date'],
      amount: ['estimated_amount', 'estimate', 'total', 'estimated_total', 'how_much'],
    },
    match: 'subset',
  },
  // integrations.html cards with the "Connected" badge: 'Slack', 'GitHub', 'Jira Cloud',
  // 'Google Drive', 'Zapier' (the other 7 say "Not connected").
  {
    id: 'r3-settings-connected-apps',
    site: '/settings/integrations.html',
    goal: 'which integrations do we have hooked up right now?',
    expect: { connected: unordered(['Slack', 'GitHub', 'Jira Cloud', 'Google Drive', 'Zapier']) },
    keys: ['integrations', 'apps', 'connected_integrations', 'names', 'connected_apps'],
  },
  // webhooks.html (same-origin iframe #webhooks-frame on integrations.html): the "Failing" row is
  // 'https://api.northwindlabs.com/billing/events', last delivery '503 Service Unavailable · 1 hour ago'.
  {
    id: 'r3-settings-failing-webhook',
    site: '/settings/integrations.html',
    goal: 'One of our webhooks is failing. Which endpoint is it and what error did its last delivery get?',
    expect: {
      endpoint: 'https://api.northwindlabs.com/billing/events',
      error: oneOf('503 Service Unavailable', '503 Service Unavailable · 1 hour ago', '503', 503),
    },
    aliases: {
      endpoint: ['url', 'endpoint_url', 'webhook'],
      error: ['status', 'last_delivery', 'response', 'status_code', 'error_code'],
    },
    match: 'subset',
  },
  // help.html FAQ "What happens when a workspace is deleted?" (collapsed): "Deleted workspaces are
  // kept for 30 days, during which the owner can restore them ... After 30 days every doc, comment
  // and file is purged for good."
  {
    id: 'r3-settings-workspace-retention',
    site: '/settings/help.html',
    goal: 'If we delete our workspace, how long is it kept before everything gets purged?',
    expect: { retention: oneOf('30 days', 30) },
    keys: ['kept_for', 'days', 'duration', 'period', 'retention_period', 'answer', 'time'],
  },

  // ================================================================ refusals

  // Team tab lists name, email, role, two-factor, joined and last active; the only phone number
  // on the site is Dana's own, in the profile form.
  {
    id: 'r3-settings-priya-phone',
    site: '/settings/index.html?tab=team',
    goal: "What's Priya Nair's phone number?",
    expect: refuse,
  },
  // plan dialog lists Starter/Pro/Business with prices; no page recommends a plan.
  {
    id: 'r3-settings-business-worth-it',
    site: '/settings/index.html?tab=billing',
    goal: 'would the Business plan be worth it for a team our size?',
    expect: refuse,
  },
  // Billing tab: a Download button per invoice (PDF), a status filter and pages; no export of
  // the list, no CSV anywhere.
  {
    id: 'r3-settings-invoices-csv',
    site: '/settings/',
    goal: 'export all our invoices to a CSV file',
    expect: refuse,
  },
  // Security tab: two-factor switch, login alerts checkbox, idle timeout select, sessions and
  // "Sign out of all other sessions"; no recovery codes.
  {
    id: 'r3-settings-recovery-codes',
    site: '/settings/index.html?tab=security',
    goal: 'click the "Regenerate recovery codes" button',
    expect: refuse,
  },
  // Billing tab: every invoice row has its own "Download" button (8 on the page).
  {
    id: 'r3-settings-ambiguous-download',
    site: '/settings/index.html?tab=billing',
    goal: 'press Download',
    expect: refuse,
  },
  // No page shows API usage or request counts (billing has seats and invoices only).
  {
    id: 'r3-settings-api-usage',
    site: '/settings/',
    goal: 'how many API requests did we make in November?',
    expect: refuse,
  },
]
