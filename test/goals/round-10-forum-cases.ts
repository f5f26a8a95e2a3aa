/**
 * Held-out round 10: Tendril, a community forum for home gardeners (test/fixtures/sites/forum/), written
 * by someone who has not read the planner. 10 instructions, 14 questions, 6 refusals.
 * First contact (one run before any work on it): 9 of 30 correct, 3 of 24 tasks done, 0 wrong (test/goals/first-contact.json).
 * Boards, threads, members, replies and notifications live in forum/data.js (a snapshot of Apr 20, 2026,
 * signed in as sam_w) and are rendered by the page scripts; the visitor's changes are kept in sessionStorage.
 */
import { type Expected, type GoalCase, num, oneOf, performed, unordered } from './cases'

const TOMATO = 'Tomato leaves curling upward — should I worry?'
const ROSEMARY = 'Best way to overwinter rosemary in pots?'

type Shape = { [key: string]: Expected }

/** A list of thread titles: as objects with a title (and anything else), or as plain strings. */
function titles(list: string[], ordered: boolean): { expect: Shape; also: Shape[] } {
  const wrap = (items: Expected[]): Expected => (ordered ? items : unordered(items))
  const objects = wrap(list.map((title) => ({ title })))
  const strings = wrap(list)
  return {
    expect: { threads: objects },
    also: [{ threads: strings }, { titles: strings }, { titles: objects }, { results: objects }],
  }
}

export const round10Cases: GoalCase[] = [
  // ---- instructions

  // category.html?c=vegetables: the "Sort by" select (option "Most votes") and the "Solved only" checkbox;
  // category.js reports threadFilters {board, sort, tag, solvedOnly} on every change (Tag select left at "Any tag").
  {
    id: 'r10-forum-veg-solved-most-votes',
    site: '/forum/category.html?c=vegetables',
    goal: 'only show solved threads here, sorted by most votes',
    expect: performed,
    state: { threadFilters: { board: 'Vegetables', sort: 'Most votes', tag: 'Any tag', solvedOnly: true } },
  },
  // thread.html?t=1402: reply #5 by cheap_seeds_4u; its "⋯" button (aria-haspopup=menu, "Post options for
  // reply by cheap_seeds_4u") has the menuitem "Report…", which opens <dialog id="report-dialog"> with reason
  // radios ("Spam or advertising"), an optional details box and "Send report"; thread.js reports reports
  // [{thread, author, reason, details}] (details null when the box is left empty).
  {
    id: 'r10-forum-report-spam',
    site: '/forum/thread.html?t=1402',
    goal: 'Report the post from cheap_seeds_4u as spam',
    expect: performed,
    state: {
      reports: [{ thread: TOMATO, author: 'cheap_seeds_4u', reason: 'Spam or advertising', details: null }],
    },
  },
  // category.html?c=houseplants: "Start a thread" links to new.html?board=houseplants (Board select preset);
  // new.html: "Title" input, the "Tags" combobox (role=combobox, listbox of existing tags, chips), the body
  // textarea with a placeholder only, "Thread type" radios (Question checked), "Email me when someone replies"
  // (checked), "Post thread"; new.js reports newThread.
  {
    id: 'r10-forum-new-thread-monstera',
    site: '/forum/category.html?c=houseplants',
    goal: "start a new thread titled 'Monstera aerial roots everywhere', tag it monstera and propagation, text: 'Should I cut the aerial roots off or guide them into the pot?' and post it",
    expect: performed,
    state: {
      newThread: {
        title: 'Monstera aerial roots everywhere',
        board: 'Houseplants',
        tags: unordered(['monstera', 'propagation']),
        type: 'Question',
        body: 'Should I cut the aerial roots off or guide them into the pot?',
        notifyReplies: true,
      },
    },
  },
  // settings.html: the "Notifications" tab (hidden at first) holds six role=switch buttons; settings.js
  // reports notifications (all six) on every toggle. Defaults: Replies on, Mentions off, Upvotes on,
  // Accepted answers on, Weekly digest email on, Forum announcements off.
  {
    id: 'r10-forum-notification-switches',
    site: '/forum/settings.html',
    goal: 'Turn off the weekly digest email and switch on notifications for mentions',
    expect: performed,
    state: {
      notifications: {
        'Replies to my threads': true,
        Mentions: true,
        'Upvotes on my posts': true,
        'Accepted answers': true,
        'Weekly digest email': false,
        'Forum announcements': false,
      },
    },
  },
  // signin.html: "Username or email", "Password", "Keep me signed in" (unticked), "Sign in"; data.js
  // TENDRIL.accounts has rosa_m / Sweetpea!88; the page reports signedIn and goes to index.html.
  {
    id: 'r10-forum-signin-rosa',
    site: '/forum/signin.html',
    goal: 'log in as rosa_m with the password Sweetpea!88',
    expect: performed,
    state: { signedIn: 'rosa_m' },
  },
  // settings.html, Account tab (open at first): "Location" input, "Hardiness zone" button (aria-haspopup=listbox)
  // opening a listbox of "Zone 3a" … "Zone 11b", "Save changes"; settings.js reports profile (display name and
  // About me unchanged from data.js sam_w).
  {
    id: 'r10-forum-location-zone',
    site: '/forum/settings.html',
    goal: 'Change my location to Leeds, UK and set my hardiness zone to 8b, then save',
    expect: performed,
    state: {
      profile: {
        displayName: 'Sam Whitlock',
        location: 'Leeds, UK',
        zone: '8b',
        about: 'Allotment in the city, greenhouse at home. Mostly tomatoes and herbs.',
      },
    },
  },
  // index.html: <dialog id="promo"> "Spring Seed Swap 2026 is open" opens on the first visit of the session
  // (× "Close", "Maybe later", "Join the swap"); the "Forum guidelines" disclosure button (aria-expanded) in
  // the sidebar; home.js reports seedSwapPopup ('closed' or 'joined') and guidelinesExpanded.
  {
    id: 'r10-forum-close-promo-guidelines',
    site: '/forum/',
    goal: 'close the seed swap pop-up and then expand the forum guidelines',
    expect: performed,
    state: { seedSwapPopup: 'closed', guidelinesExpanded: true },
  },
  // search.html: "Keywords" input (placeholder only), "Board" select, "Posted after" date input, "Solved
  // threads only" checkbox, "Sort results by" radios (Relevance checked), "Search"; search.js reports search.
  {
    id: 'r10-forum-search-blight',
    site: '/forum/search.html',
    goal: 'Search for blight in the Vegetables board, solved threads only, posted after 1 January 2026',
    expect: performed,
    state: {
      search: { q: 'blight', board: 'Vegetables', after: '2026-01-01', solvedOnly: true, sort: 'Relevance' },
    },
  },
  // thread.html?t=1255: "☆ Follow thread" (aria-pressed), fernhollow's reply #2 (the accepted answer) with its
  // "▲ 15" vote button (aria-pressed), the reply textarea ("Write a reply…", placeholder only) and "Post reply";
  // thread.js reports followedThreads, upvotes and replies.
  {
    id: 'r10-forum-rosemary-follow-upvote-reply',
    site: '/forum/thread.html?t=1255',
    goal: "Follow this thread, upvote fernhollow's answer, then reply: Thanks everyone, the pots are going up on feet this weekend.",
    expect: performed,
    state: {
      followedThreads: [ROSEMARY],
      upvotes: [{ thread: ROSEMARY, author: 'fernhollow' }],
      replies: [{ thread: ROSEMARY, text: 'Thanks everyone, the pots are going up on feet this weekend.' }],
    },
  },
  // settings.html, "Display" tab: "Theme" radios (Light / Dark / Match my system), "Replies per page" number
  // input (5 to 50, step 5, with − and + buttons), "Compact thread list" switch (off), "Save display settings";
  // settings.js reports display.
  {
    id: 'r10-forum-display-dark-25',
    site: '/forum/settings.html',
    goal: 'in display settings choose the dark theme and 25 replies per page, and save',
    expect: performed,
    state: { display: { theme: 'Dark', repliesPerPage: 25, compactList: false } },
  },

  // ---- questions

  // index.html "Forums" table, Threads column (counted from data.js): Vegetables 22, Fruit & Berries 12, Herbs 8,
  // Houseplants 13, Pests & Diseases 12, Lawns & Meadows 7.
  {
    id: 'r10-forum-fewest-threads',
    site: '/forum/',
    goal: 'Which board has the fewest threads?',
    expect: { board: 'Lawns & Meadows' },
    keys: ['category', 'forum', 'name', 'board_name', 'answer'],
    match: 'subset',
  },
  // data.js Vegetables threads: 'No-dig vs double digging — two seasons in' has 71 replies (next: 64); it is on
  // page 2 of category.html?c=vegetables in the default order.
  {
    id: 'r10-forum-veg-most-replies',
    site: '/forum/category.html?c=vegetables',
    goal: 'which vegetables thread has the most replies?',
    expect: { thread: 'No-dig vs double digging — two seasons in' },
    keys: ['title', 'thread_title', 'name', 'answer', 'most_replies'],
    match: 'subset',
  },
  // members.html table, Joined column; user.html?u=compost_carl stats "Joined": data.js joined 'Mar 3, 2019'.
  {
    id: 'r10-forum-carl-joined',
    site: '/forum/members.html',
    goal: 'When did compost_carl join?',
    expect: { joined: oneOf('Mar 3, 2019', 'March 3, 2019', '2019-03-03') },
    keys: ['join_date', 'joined_on', 'date_joined', 'member_since', 'date', 'answer'],
    match: 'subset',
    derived: ['March 3, 2019', '2019-03-03'],
  },
  // user.html?u=fernhollow: the "Badges" tab (hidden panel until clicked); data.js fernhollow badges.
  {
    id: 'r10-forum-fernhollow-badges',
    site: '/forum/user.html?u=fernhollow',
    goal: 'what badges does fernhollow have',
    expect: {
      badges: unordered(['Founding Member', 'Green Thumb', 'Seed Saver', 'Helpful Hand', 'Photographer']),
    },
    also: [
      {
        badges: unordered(
          ['Founding Member', 'Green Thumb', 'Seed Saver', 'Helpful Hand', 'Photographer'].map((name) => ({
            name,
          })),
        ),
      },
    ],
    keys: ['badge_names', 'earned_badges', 'names', 'items'],
    aliases: { name: ['badge', 'title', 'badge_name'] },
    match: 'subset',
  },
  // thread.html?t=1402 (linked from page 1 of the Vegetables board): reply #4 by ivy_lane carries
  // "✓ Accepted answer" (data.js accepted: true); ivy_lane's display name is 'Ivy Lane'.
  {
    id: 'r10-forum-tomato-accepted-author',
    site: '/forum/category.html?c=vegetables',
    goal: 'Who wrote the accepted answer in the "Tomato leaves curling upward" thread?',
    expect: { author: oneOf('ivy_lane', 'Ivy Lane') },
    keys: ['username', 'user', 'answered_by', 'accepted_answer_author', 'member', 'name', 'answer'],
    match: 'subset',
  },
  // index.html "Forums" table, Posts column: 1,482 + 736 + 412 + 958 + 1,107 + 263 = 4,958.
  {
    id: 'r10-forum-total-posts',
    site: '/forum/',
    goal: "add up the posts across all the boards - what's the total?",
    expect: { total: oneOf('4,958', 4958) },
    keys: ['total_posts', 'posts', 'sum', 'post_count', 'answer'],
    match: 'subset',
    derived: ['4,958'],
  },
  // category.html?c=houseplants, default order "Latest activity", no pinned threads: the first three rows.
  {
    id: 'r10-forum-houseplants-first-three',
    site: '/forum/category.html?c=houseplants',
    goal: 'Give me the first 3 threads listed in Houseplants',
    ...titles(
      [
        'Monstera leaves not splitting',
        'Fungus gnats everywhere — what finally worked for you?',
        'Fiddle leaf fig dropping leaves after repotting',
      ],
      true,
    ),
    keys: ['titles', 'first_3_threads', 'first_threads', 'items', 'results'],
    aliases: { title: ['name', 'thread', 'thread_title'] },
    match: 'subset',
  },
  // category.html?c=lawns, "Started" column; data.js Lawns & Meadows threads started 2026-03-04, 03-19, 03-26
  // and 03-11 (the other three started in Feb 2026, Oct 2025 and Apr 2025).
  {
    id: 'r10-forum-lawns-started-march',
    site: '/forum/category.html?c=lawns',
    goal: 'Which Lawns & Meadows threads were started in March 2026?',
    ...titles(
      [
        'Overseeding a patchy lawn in spring',
        'Moss in the lawn after a wet winter',
        'Robot mowers and hedgehogs',
        'When to do the first mow of the year?',
      ],
      false,
    ),
    keys: ['titles', 'march_threads', 'items', 'results'],
    aliases: { title: ['name', 'thread', 'thread_title'] },
    match: 'subset',
  },
  // category.html?c=fruit (2 pages of 10): Replies 42, 31, 36 on page 1 and 33 ('Best thornless blackberry…')
  // on page 2; the next highest are 29 and 27.
  {
    id: 'r10-forum-fruit-over-30-replies',
    site: '/forum/category.html?c=fruit',
    goal: 'list the fruit & berries threads that have more than 30 replies',
    ...titles(
      [
        'Pruning an old Bramley apple tree',
        'Blueberries in containers — ericaceous compost brands',
        'Raspberry canes: summer vs autumn fruiting',
        'Best thornless blackberry for a small garden?',
      ],
      false,
    ),
    keys: ['titles', 'items', 'results', 'threads_over_30'],
    aliases: { title: ['name', 'thread', 'thread_title'] },
    match: 'subset',
  },
  // index.html, collapsed "Forum guidelines": "Threads with no new replies for 120 days are archived
  // automatically and can no longer be replied to."
  {
    id: 'r10-forum-archive-after',
    site: '/forum/',
    goal: 'how long can a thread go without new replies before it gets archived?',
    expect: { answer: oneOf('120 days', 'after 120 days', 120) },
    keys: ['days', 'period', 'duration', 'time', 'archive_after', 'inactivity_period', 'limit'],
    match: 'subset',
  },
  // members.html, "Accepted answers" column (sortable): ivy_lane 263, fernhollow 241, greenhouse_gus 198.
  {
    id: 'r10-forum-most-accepted-answers',
    site: '/forum/members.html',
    goal: 'Who has the most accepted answers on the forum?',
    expect: { member: oneOf('ivy_lane', 'Ivy Lane') },
    keys: ['user', 'username', 'name', 'who', 'answer'],
    match: 'subset',
  },
  // thread.html?t=1402: reply #11 by moss_and_stone, "▲ 11", behind "Load more replies" (10 replies shown at first).
  {
    id: 'r10-forum-moss-reply-votes',
    site: '/forum/thread.html?t=1402',
    goal: "how many upvotes does moss_and_stone's reply have?",
    expect: { upvotes: num('11') },
    keys: ['votes', 'upvote_count', 'vote_count', 'count', 'score', 'answer'],
    match: 'subset',
  },
  // The header's Notifications button (🔔, aria-haspopup=menu) lists data.js TENDRIL.notifications newest
  // first: the latest "mentioned you in" is thyme_traveller's (Apr 18, 2026); the other is compost_carl's (Apr 12).
  {
    id: 'r10-forum-latest-mention',
    site: '/forum/category.html?c=herbs',
    goal: 'who mentioned me most recently?',
    expect: { user: oneOf('thyme_traveller', 'Nadia Rahman') },
    keys: ['username', 'member', 'who', 'name', 'mentioned_by', 'answer'],
    match: 'subset',
  },
  // category.html?c=herbs, Replies column: 6 + 21 + 38 + 27 + 30 + 16 + 9 + 5 = 152 over 8 threads = 19.
  {
    id: 'r10-forum-herbs-average-replies',
    site: '/forum/category.html?c=herbs',
    goal: "What's the average number of replies per thread in Herbs?",
    expect: { average: oneOf(19, '19') },
    keys: ['average_replies', 'avg_replies', 'avg', 'mean', 'answer'],
    match: 'subset',
    derived: ['19'],
  },

  // ---- refusals

  // Profiles and the member list show joined date, location, zone and stats, never an email address.
  {
    id: 'r10-forum-refuse-member-email',
    site: '/forum/user.html?u=compost_carl',
    goal: "what's compost_carl's email address?",
    expect: { refuse: true },
  },
  // An opinion: the board has threads about varieties, not a verdict.
  {
    id: 'r10-forum-refuse-best-tomato',
    site: '/forum/category.html?c=vegetables',
    goal: 'what is the best tomato variety for a beginner?',
    expect: { refuse: true },
  },
  // search.html?q=hostas lists two Pests & Diseases threads titled "What's eating my hostas?" (data.js ids 1389
  // and 1119, 15 and 23 replies).
  {
    id: 'r10-forum-refuse-ambiguous-hostas',
    site: '/forum/search.html?q=hostas',
    goal: 'How many replies does the "What\'s eating my hostas?" thread have?',
    expect: { refuse: true },
  },
  // A summary in the tool's own words needs a model.
  {
    id: 'r10-forum-refuse-summarise-thread',
    site: '/forum/thread.html?t=1386',
    goal: 'summarise this discussion for me in two sentences',
    expect: { refuse: true },
  },
  // Tendril has no private messages: profiles have only a Follow button.
  {
    id: 'r10-forum-refuse-private-message',
    site: '/forum/user.html?u=fernhollow',
    goal: 'send fernhollow a private message asking if she has any spare yellow rattle seed',
    expect: { refuse: true },
  },
  // No page shows who is online.
  {
    id: 'r10-forum-refuse-online-now',
    site: '/forum/',
    goal: 'how many members are online right now?',
    expect: { refuse: true },
  },
]
