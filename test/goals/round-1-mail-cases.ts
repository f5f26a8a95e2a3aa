/**
 * Held-out round 1: Larkmail, a web mail client (test/fixtures/sites/mail/), written by someone who
 * had not read the planner. Values come from test/fixtures/sites/mail/data.js (messages and
 * contacts), the page files and their scripts (what is reported with reportState).
 * First contact (one run before any work on it): 7 of 30 correct, 1 of 24 tasks done, 0 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, oneOf, performed, unordered } from './cases'

/** data.js: every message with `starred: true` outside Spam, in file order. */
const STARRED_AT_START = [
  'Your booking confirmation LX4821',
  'Contract draft v3',
  'Logo concepts round 2',
  'Reservation confirmed: Casa Lumen, Lisbon',
  'Photos from Easter',
  'Q1 results deck',
  'Recipe for the lemon cake',
]

/** settings.html: the defaults of the General tab, as settings.js reports them on "Save changes". */
const GENERAL_DEFAULTS = {
  displayName: 'Jordan Ellis',
  language: 'English (UK)',
  perPage: 15,
  theme: 'Light',
  conversationView: true,
  notifications: true,
  readReceipts: false,
  signature: 'Best, Jordan',
}

const SUBJECT_KEYS = ['subjects', 'emails', 'messages', 'mails', 'subject_lines', 'results']

export const round1Cases: GoalCase[] = [
  // ---- instructions

  // index.html: hint "Username: jordan.ellis · Password: lark-2025"; on success the page reports
  // signedIn = 'jordan.ellis' and goes to inbox.html.
  {
    id: 'mail-r1-sign-in',
    site: '/mail/',
    goal: 'sign in as jordan.ellis, password lark-2025',
    expect: performed,
    state: { signedIn: 'jordan.ellis', visited: '/mail/inbox.html' },
  },
  // data.js id 3 "Team offsite in Lisbon" (inbox page 1, starred: false); inbox.js reports
  // `starred`: the subjects of every starred message outside Spam.
  {
    id: 'mail-r1-star-offsite',
    site: '/mail/inbox.html',
    goal: 'Can you star the Team offsite in Lisbon email for me?',
    expect: performed,
    state: { starred: unordered([...STARRED_AT_START, 'Team offsite in Lisbon']) },
  },
  // app.js compose dialog: To is a combobox over LARK_CONTACTS ("Tomás Ortega",
  // tomas.ortega@northwind.example); Cc is revealed by the "Cc" button; Send reports `sent`.
  {
    id: 'mail-r1-compose-autocomplete',
    site: '/mail/inbox.html?folder=sent',
    goal: 'New email: type Tomás in the To field and pick him from the suggestions, Cc mira.chen@gmail.example, subject "Flights booked", message "I booked the 25 June flight, see you in Lisbon." then send it',
    expect: performed,
    state: {
      sent: {
        to: 'tomas.ortega@northwind.example',
        cc: 'mira.chen@gmail.example',
        subject: 'Flights booked',
        body: 'I booked the 25 June flight, see you in Lisbon.',
      },
    },
  },
  // inbox.html "More actions" menu > "Move to" submenu > "Archive"; inbox.js reports
  // `moved` {messages, folder}. Ids 8 and 9 are on page 1.
  {
    id: 'mail-r1-move-two-to-archive',
    site: '/mail/inbox.html',
    goal: 'tick the GitHub "Pull request #482 merged" mail and the timesheet reminder, then More actions > Move to > Archive',
    expect: performed,
    state: {
      moved: {
        messages: unordered(['[larkmail/web] Pull request #482 merged', 'Reminder: submit your timesheet']),
        folder: 'Archive',
      },
    },
  },
  // message.html "Labels" menu (menuitemcheckbox per label); id 3 has labels ['Work'];
  // message.js reports `labels` [{message, labels}] in LARK_LABELS order.
  {
    id: 'mail-r1-label-travel',
    site: '/mail/message.html?id=3',
    goal: 'add the Travel label to this message',
    expect: performed,
    state: { labels: [{ message: 'Team offsite in Lisbon', labels: ['Work', 'Travel'] }] },
  },
  // settings.html General tab: theme radios Light/Dark/Match system, "Messages per page" select
  // (10/15/25/50/100), "Save changes" reports `settings` (settings.js).
  {
    id: 'mail-r1-settings-theme-per-page',
    site: '/mail/inbox.html',
    goal: 'Go to settings, switch the theme to dark and show 50 messages per page, then save',
    expect: performed,
    state: { settings: { ...GENERAL_DEFAULTS, theme: 'Dark', perPage: 50 } },
  },
  // settings.html "Vacation responder" tab (hidden until chosen): role=switch, "First day" is a
  // custom picker of day buttons, "Last day" a native date input; settings.js reports `vacation`.
  {
    id: 'mail-r1-vacation-responder',
    site: '/mail/settings.html',
    goal: "Turn on my vacation responder from 30 June 2025 to 11 July 2025. Subject: Out of office. Message: I'm away until 14 July with limited access to email. Save it.",
    expect: performed,
    state: {
      vacation: {
        enabled: true,
        firstDay: '2025-06-30',
        lastDay: '2025-07-11',
        subject: 'Out of office',
        message: "I'm away until 14 July with limited access to email.",
        contactsOnly: false,
      },
    },
  },
  // contacts.html "+ New contact" links to contact-new.html: First name, Last name, Email, Phone,
  // Company, Group select (Work/Family/Friends/Other); "Save contact" reports `contactAdded`.
  {
    id: 'mail-r1-new-contact',
    site: '/mail/contacts.html',
    goal: 'add a new contact - first name Zoe, last name Park, email zoe.park@lumenlabs.example, company Lumen Labs, put her in the Friends group',
    expect: performed,
    state: {
      contactAdded: {
        firstName: 'Zoe',
        lastName: 'Park',
        email: 'zoe.park@lumenlabs.example',
        company: 'Lumen Labs',
        group: 'Friends',
      },
    },
  },
  // data.js id 6 "Contract draft v3" from Daniel Okafor; message.html reports `opened` on load and
  // "Show details" (aria-expanded disclosure) reports `detailsExpanded`.
  {
    id: 'mail-r1-open-show-details',
    site: '/mail/inbox.html',
    goal: "open Daniel Okafor's Contract draft v3 email and expand the message details",
    expect: performed,
    state: { opened: 'Contract draft v3', detailsExpanded: true },
  },
  // settings.html General tab: collapsed "Signature" section (textarea, default "Best, Jordan"),
  // "Send read receipts" checkbox (unchecked), "Save changes".
  {
    id: 'mail-r1-signature-receipts',
    site: '/mail/settings.html',
    goal: 'Open the Signature section and change my signature to "Jordan Ellis · Northwind Traders", also tick Send read receipts, then Save changes',
    expect: performed,
    state: {
      settings: { ...GENERAL_DEFAULTS, readReceipts: true, signature: 'Jordan Ellis · Northwind Traders' },
    },
  },

  // ---- questions

  // data.js inbox (ids 1-34, pages 1-3): the largest size is id 23, '8.9 MB', Grace Whitfield,
  // "Photos from Easter" (page 2); next is id 7 at '6.4 MB'.
  {
    id: 'mail-r1-largest-inbox-message',
    site: '/mail/inbox.html',
    goal: "What's the biggest email in my inbox? I need who sent it, the subject and its size",
    expect: { sender: 'Grace Whitfield', subject: 'Photos from Easter', size: '8.9 MB' },
    aliases: { sender: ['from', 'from_name', 'sender_name', 'name'] },
    match: 'subset',
    also: [
      { email: { sender: 'Grace Whitfield', subject: 'Photos from Easter', size: '8.9 MB' } },
      { message: { sender: 'Grace Whitfield', subject: 'Photos from Easter', size: '8.9 MB' } },
    ],
  },
  // data.js inbox messages with `unread: true`: ids 1, 2, 3, 5, 9, 13, 15, 19, 24, 27 (app.js shows the
  // same number next to Inbox in the folder list).
  {
    id: 'mail-r1-unread-count',
    site: '/mail/settings.html',
    goal: 'How many unread messages are in my inbox?',
    expect: { unread: 10 },
    keys: ['unread_count', 'count', 'unread_messages', 'unread_emails', 'number', 'total'],
  },
  // data.js inbox messages with 'Finance' in labels: ids 1, 5, 11, 15, 24, 27, 32 (id 39 is in
  // Archive, so the Finance label view shows 8).
  {
    id: 'mail-r1-finance-count',
    site: '/mail/inbox.html',
    goal: 'how many messages in the inbox have the Finance label?',
    expect: { count: 7 },
    keys: ['finance', 'finance_count', 'number', 'total', 'messages', 'emails', 'finance_emails'],
  },
  // data.js ids 1-5, the newest inbox messages (inbox.js sorts by date and time, newest first).
  {
    id: 'mail-r1-five-newest',
    site: '/mail/inbox.html',
    goal: 'subjects of my 5 most recent emails?',
    expect: {
      subjects: [
        'Q2 budget review: final numbers',
        'Your booking confirmation LX4821',
        'Team offsite in Lisbon',
        'Sunday lunch?',
        'Your May electricity bill is ready',
      ],
    },
    keys: SUBJECT_KEYS,
  },
  // data.js folder 'archive' from Priya Raman: id 35 "Q1 results deck" (25 Apr 2025) and id 42
  // "Northwind all-hands recording" (14 Mar 2025).
  {
    id: 'mail-r1-archive-from-priya',
    site: '/mail/inbox.html',
    goal: 'Open the Archive folder and list the subjects of the emails Priya Raman sent',
    expect: { subjects: ['Q1 results deck', 'Northwind all-hands recording'] },
    keys: SUBJECT_KEYS,
  },
  // data.js folder 'spam': ids 56-60.
  {
    id: 'mail-r1-spam-senders',
    site: '/mail/contacts.html',
    goal: "who's in my spam folder? just the sender names",
    expect: {
      senders: unordered([
        'Prize Desk',
        'Crypto Signals Pro',
        'Parcel Service',
        'Dr. Wellness',
        'Account Security',
      ]),
    },
    keys: ['names', 'spam_senders', 'sender_names', 'from'],
  },
  // data.js folder 'sent' with to 'Priya Raman': ids 44, 49, 51.
  {
    id: 'mail-r1-sent-to-priya',
    site: '/mail/inbox.html?folder=archive',
    goal: 'How many emails have I sent to Priya Raman?',
    expect: { count: 3 },
    keys: ['sent', 'emails_sent', 'number', 'total', 'emails', 'messages', 'sent_count'],
  },
  // data.js LARK_CONTACTS: Sofia Marino, '+39 06 5550 4412' (26th by name: contacts.html shows 20,
  // then "Show more contacts").
  {
    id: 'mail-r1-sofia-phone',
    site: '/mail/contacts.html',
    goal: "What's Sofia Marino's phone number?",
    expect: { phone: '+39 06 5550 4412' },
    keys: ['phone_number', 'telephone', 'number', 'tel'],
    match: 'subset',
  },
  // data.js LARK_CONTACTS with company 'Northwind Traders': Elif Demir, Noah Williams, Oliver Grant,
  // Priya Raman, Sofia Marino, Tomás Ortega (the last three after "Show more contacts" in All).
  {
    id: 'mail-r1-northwind-contacts',
    site: '/mail/contacts.html',
    goal: 'list everyone in my contacts who works at Northwind Traders, with their email addresses',
    expect: {
      contacts: unordered([
        { name: 'Elif Demir', email: 'elif.demir@northwind.example' },
        { name: 'Noah Williams', email: 'noah.williams@northwind.example' },
        { name: 'Oliver Grant', email: 'oliver.grant@northwind.example' },
        { name: 'Priya Raman', email: 'priya.raman@northwind.example' },
        { name: 'Sofia Marino', email: 'sofia.marino@northwind.example' },
        { name: 'Tomás Ortega', email: 'tomas.ortega@northwind.example' },
      ]),
    },
    keys: ['people', 'employees', 'colleagues', 'results', 'northwind_traders', 'northwind_contacts'],
    aliases: { email: ['email_address', 'mail', 'address'] },
    match: 'subset',
  },
  // data.js id 3 body (shown in the message page's iframe): "it will be on Thursday 26 June at the
  // Alfama Riverside Hotel, starting at 10:00 in the Tejo meeting room."
  {
    id: 'mail-r1-offsite-hotel',
    site: '/mail/inbox.html',
    goal: 'which hotel is the team offsite in Lisbon at?',
    expect: { hotel: 'Alfama Riverside Hotel' },
    keys: ['venue', 'location', 'place', 'hotel_name', 'name'],
    match: 'subset',
  },
  // data.js id 5 body: "The amount due is €84.20, payable by 24 June 2025."
  {
    id: 'mail-r1-bill-amount-due',
    site: '/mail/message.html?id=5',
    goal: 'how much do I owe on this bill and when is it due?',
    expect: { amount: oneOf('€84.20', 84.2), due_date: oneOf('24 June 2025', '2025-06-24') },
    aliases: {
      amount: ['amount_due', 'total', 'bill_amount', 'owed', 'amount_owed'],
      due_date: ['due', 'due_by', 'payable_by', 'deadline', 'date', 'when'],
    },
  },
  // data.js id 7 attachments: ridge-trail-1.jpg 3.1 MB, ridge-trail-2.jpg 3.2 MB.
  {
    id: 'mail-r1-attachments',
    site: '/mail/message.html?id=7',
    goal: 'List the attachments on this email with their sizes.',
    expect: {
      attachments: [
        { name: 'ridge-trail-1.jpg', size: '3.1 MB' },
        { name: 'ridge-trail-2.jpg', size: '3.2 MB' },
      ],
    },
    keys: ['files'],
    aliases: { name: ['filename', 'file_name', 'file', 'title'] },
  },
  // settings.js storage-meter shadow root: "<strong>4.6 GB</strong> of 15 GB used (31%)" (inside the
  // collapsed Storage section); app.js sidebar: "4.6 GB of 15 GB used".
  {
    id: 'mail-r1-storage-used',
    site: '/mail/settings.html',
    goal: 'how much storage space am I using right now',
    expect: { used: '4.6 GB' },
    keys: ['storage', 'storage_used', 'used_storage', 'usage', 'space_used'],
    match: 'subset',
    also: [{ storage: '4.6 GB of 15 GB used' }],
  },
  // data.js messages labelled Travel outside Spam dated May 2025: ids 19 (26 May 2025), 29 (12 May
  // 2025), 30 (10 May 2025); ids 2 and 13 are June, 36 and 43 (Archive) are April and March.
  {
    id: 'mail-r1-travel-in-may',
    site: '/mail/inbox.html',
    goal: 'Which emails labelled Travel did I receive in May 2025? Give the subject and date of each.',
    expect: {
      emails: unordered([
        { subject: 'Reservation confirmed: Casa Lumen, Lisbon', date: oneOf('26 May 2025', '2025-05-26') },
        { subject: 'Spring sale: fares to Europe from €59', date: oneOf('12 May 2025', '2025-05-12') },
        { subject: 'Re: Weekend in Sintra?', date: oneOf('10 May 2025', '2025-05-10') },
      ]),
    },
    keys: ['messages', 'travel_emails', 'results', 'mails'],
  },

  // ---- refusals

  // contacts.html columns: Name, Email, Company, Phone, Group; no addresses anywhere.
  {
    id: 'mail-r1-refuse-home-address',
    site: '/mail/contacts.html',
    goal: "What's Priya Raman's home address?",
    expect: { refuse: true },
  },
  // A judgement no page states.
  {
    id: 'mail-r1-refuse-most-important',
    site: '/mail/inbox.html',
    goal: 'which of my unread emails is the most important one to reply to first?',
    expect: { refuse: true },
  },
  // inbox.js: every row has its own "Delete" button and the goal does not say which message.
  {
    id: 'mail-r1-refuse-ambiguous-delete',
    site: '/mail/inbox.html',
    goal: 'hit the Delete button',
    expect: { refuse: true },
  },
  // settings.html tabs: General, Vacation responder, Filters, Labels; no forwarding setting.
  {
    id: 'mail-r1-refuse-auto-forwarding',
    site: '/mail/settings.html',
    goal: 'Set up automatic forwarding of all my incoming mail to jordan@personal.example',
    expect: { refuse: true },
  },
  // message.html toolbar: Back, Archive, Report spam, Delete, Mark as unread, Labels; no Snooze.
  {
    id: 'mail-r1-refuse-snooze',
    site: '/mail/message.html?id=14',
    goal: 'click the Snooze button',
    expect: { refuse: true },
  },
  // data.js LARK_FOLDERS: Inbox, Starred, Sent, Drafts, Archive, Spam; no Promotions folder.
  {
    id: 'mail-r1-refuse-promotions-folder',
    site: '/mail/inbox.html',
    goal: 'How many emails are sitting in my Promotions folder?',
    expect: { refuse: true },
  },
]
