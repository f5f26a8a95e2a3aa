/**
 * Held-out round 5: the Murmur social feed (test/fixtures/sites/feed/), written without reading the
 * planner. The data lives in feed/data.js; app.js renders it and reports state with reportState.
 * Counts shown with a thousands separator (1,876) are formatted by app.js, hence `derived`.
 * First contact (one run before any work on it): 6 of 30 correct, 0 of 24 tasks done, 1 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const AUTHOR = ['name', 'user', 'by', 'postedBy', 'posted_by', 'poster', 'who']

export const round5Cases: GoalCase[] = [
  // ---- instructions

  // data.js p22 (kenji_t) "Snow on the tracks near Nagano this morning. Worth the 5 am alarm." is on the
  // third page of Latest (behind Load more); app.js reports `liked` and `bookmarks`
  // (bookmarks start as data.js `bookmarks: ['p12', 'p23']`).
  {
    id: 'r5-like-and-save-snow',
    site: '/feed/',
    goal: "like Kenji's photo of the snowy tracks near Nagano and bookmark it too",
    expect: performed,
    state: { liked: ['p22'], bookmarks: unordered(['p12', 'p23', 'p22']) },
  },
  // data.js p14 (dealzdealz) "FREE crypto giveaway!!! ..." (second page); the post's "More options" menu
  // has "Report post…", which opens the role=dialog with reason radios; app.js reports `report`
  // { post, author, reason } on "Submit report".
  {
    id: 'r5-report-crypto-spam',
    site: '/feed/',
    goal: 'Flag that free crypto giveaway post as spam.',
    expect: performed,
    state: { report: { post: 'p14', author: '@dealzdealz', reason: 'Spam' } },
  },
  // index.html compose box: textarea, audience select (Public / Followers only / Mentioned people only),
  // "Post"; app.js reports `posted` { text, audience, scheduled: null }.
  {
    id: 'r5-post-followers-only',
    site: '/feed/',
    goal: "post 'Off to the lake this weekend, back Monday' but make it visible to my followers only",
    expect: performed,
    state: {
      posted: {
        text: 'Off to the lake this weekend, back Monday',
        audience: 'Followers only',
        scheduled: null,
      },
    },
  },
  // index.html "Schedule for later" (aria-expanded) reveals the calendar of day buttons ("Next month",
  // aria-label "Friday, April 3, 2026") and the Time input; app.js reports scheduled "YYYY-MM-DD HH:MM".
  {
    id: 'r5-schedule-bread-class',
    site: '/feed/',
    goal: 'Schedule a post saying "Bread class tickets go on sale today!" for April 3rd at 6:30pm',
    expect: performed,
    state: {
      posted: {
        text: 'Bread class tickets go on sale today!',
        audience: 'Public',
        scheduled: '2026-04-03 18:30',
      },
    },
  },
  // settings.html: switches "Private account" (data-key privateAccount) and "Email notifications"
  // (emailNotifications), the "Email digest" radios Daily/Weekly/Never; each reports its own key.
  {
    id: 'r5-settings-private-digest',
    site: '/feed/settings.html',
    goal: 'make my account private, switch off email notifications and change the digest to weekly',
    expect: performed,
    state: { privateAccount: true, emailNotifications: false, digest: 'Weekly' },
  },
  // Settings is one link away (nav); "Muted words" is a collapsed accordion (aria-expanded=false) with
  // "Add a word or phrase" + "Add"; the list starts as ['crypto'] (app.js defaults), reported as `mutedWords`.
  {
    id: 'r5-mute-word-spoilers',
    site: '/feed/',
    goal: 'add spoilers to my muted words please',
    expect: performed,
    state: { mutedWords: ['crypto', 'spoilers'] },
  },
  // login.html: Username, Password, "Keep me logged in" checkbox, "Log in"; app.js reports `login`.
  {
    id: 'r5-login-nadia',
    site: '/feed/login.html',
    goal: 'sign in as nadia.k, password tulips2026, and keep me logged in',
    expect: performed,
    state: { login: { username: 'nadia.k', password: 'tulips2026', remember: true } },
  },
  // header search is a role=combobox with a listbox; "otter" suggests the person "River Otter Society"
  // and the tag "#otters"; picking reports `searchPick` and the profile page reports `profile`.
  {
    id: 'r5-autocomplete-otters',
    site: '/feed/',
    goal: 'type otter into the search box and choose River Otter Society from the dropdown',
    expect: performed,
    state: { searchPick: 'River Otter Society', profile: '@riverotters' },
  },
  // index.html tabs Latest/Top/Following (role=tab, reports `tab`); Following shows followed accounts,
  // newest first: p02 (priyabakes, 2026-03-14 19:40) is first.
  {
    id: 'r5-following-like-first',
    site: '/feed/',
    goal: 'Go to the Following tab, then like the first post there.',
    expect: performed,
    state: { tab: 'Following', liked: ['p02'] },
  },
  // post.html "Reply" opens the <dialog> "Reply" with a textarea and "Send reply"; app.js reports `reply`.
  {
    id: 'r5-reply-cleanup',
    site: '/feed/post.html?id=p05',
    goal: 'reply to this with: Great work everyone!',
    expect: performed,
    state: { reply: { to: 'p05', text: 'Great work everyone!' } },
  },

  // ---- questions

  // data.js likes: p04 leila.codes 1876, p05 riverotters 1302, p21 leila.codes 1214 (the Top tab order;
  // next is p31 with 832). users: 'Leila Haddad', 'River Otter Society'. Shown as 1,876 by app.js fmt().
  {
    id: 'r5-top-three-liked',
    site: '/feed/',
    goal: 'which three posts have the most likes? tell me who posted each one and how many likes',
    expect: {
      posts: [
        { author: 'Leila Haddad', likes: num('1,876') },
        { author: 'River Otter Society', likes: num('1,302') },
        { author: 'Leila Haddad', likes: num('1,214') },
      ],
    },
    keys: ['top', 'topPosts', 'mostLiked', 'results', 'items'],
    aliases: { author: AUTHOR, likes: ['likeCount', 'likesCount', 'count', 'numberOfLikes'] },
    match: 'subset',
    derived: ['1,876', '1,302', '1,214'],
  },
  // data.js tags 'climbing': p10, p17, p20, p29 (36 posts, 10 per Load more).
  {
    id: 'r5-count-climbing',
    site: '/feed/',
    goal: 'How many posts in my timeline are tagged #climbing? Load everything before counting.',
    expect: { count: num('4') },
    keys: ['climbing', 'posts', 'total', 'numberOfPosts', 'climbingPosts', 'tagged', 'climbingCount'],
    match: 'subset',
  },
  // data.js trending[0]: { tag: 'sourdough', count: '4,812' }, shown "#sourdough" / "4,812 posts".
  {
    id: 'r5-trending-first',
    site: '/feed/bookmarks.html',
    goal: "what's trending at number one right now and how many posts does it have",
    expect: { tag: oneOf('#sourdough', 'sourdough'), posts: num('4,812') },
    aliases: {
      tag: ['name', 'topic', 'hashtag', 'trending', 'trend'],
      posts: ['count', 'postCount', 'numberOfPosts', 'total', 'postsCount'],
    },
    match: 'subset',
  },
  // data.js kenji_t: joined 'January 2020', followers 1087 (profile shows "Joined January 2020", "1,087 Followers").
  {
    id: 'r5-kenji-joined-followers',
    site: '/feed/profile.html?u=kenji_t',
    goal: 'when did he join and how many followers has he got',
    expect: { joined: oneOf('January 2020', 'Joined January 2020'), followers: num('1,087') },
    aliases: {
      joined: ['joinDate', 'joinedDate', 'dateJoined', 'memberSince', 'joinedOn', 'since', 'joinedIn'],
      followers: ['followerCount', 'followersCount', 'numberOfFollowers'],
    },
    match: 'subset',
    derived: ['1,087', 'Joined January 2020'],
  },
  // data.js replies.p02, in order: gardenguru, priyabakes, tomwrites, ana.paints, kenji_t.
  {
    id: 'r5-who-replied-starter',
    site: '/feed/post.html?id=p02',
    goal: 'list the names of everyone who replied here',
    expect: { replies: ['Beth Whitley', 'Priya Raman', 'Tom Okafor', 'Ana Sousa', 'Kenji Tanaka'] },
    keys: ['names', 'repliers', 'people', 'authors', 'replied', 'users', 'replyAuthors'],
  },
  // search.html?q=coffee: posts p09 ("four coffees"), p19 (#coffee), p27 ("Coffee stop"), p36 ("drink
  // coffee"); newest p09 by tomwrites = 'Tom Okafor'. The summary reads "4 posts and 1 person match".
  {
    id: 'r5-search-coffee',
    site: '/feed/',
    goal: 'search for coffee. how many posts come up, and who wrote the most recent one?',
    expect: { count: num('4'), author: 'Tom Okafor' },
    aliases: {
      count: ['posts', 'results', 'total', 'postCount', 'numberOfPosts', 'resultCount'],
      author: [
        'name',
        'newestAuthor',
        'latestAuthor',
        'mostRecentAuthor',
        'by',
        'user',
        'newest',
        'mostRecent',
        'latest',
        'writtenBy',
      ],
    },
    match: 'subset',
  },
  // data.js reposts: p21 (leila.codes) 410, then p04 403 (p21 is on the third page of Latest).
  {
    id: 'r5-most-reposted',
    site: '/feed/',
    goal: 'Which post got reposted the most? I need the author and the number of reposts.',
    expect: { author: 'Leila Haddad', reposts: num('410') },
    aliases: {
      author: AUTHOR,
      reposts: ['repostCount', 'repostsCount', 'count', 'numberOfReposts', 'shares'],
    },
    match: 'subset',
  },
  // data.js gardenguru posts: p07 318 + p16 274 + p24 142 + p32 98 = 832 (computed).
  {
    id: 'r5-beth-total-likes',
    site: '/feed/profile.html?u=gardenguru',
    goal: "what's the total number of likes across all of Beth's posts?",
    expect: { totalLikes: oneOf('832', 832) },
    keys: ['total', 'likes', 'sum', 'totalLikeCount'],
    match: 'subset',
    derived: ['832'],
  },
  // data.js priyabakes bio: "Sourdough nerd. Baking bread in Leeds since 2011. Opinions are my starter's."
  {
    id: 'r5-priya-baking-since',
    site: '/feed/profile.html?u=priyabakes',
    goal: 'since what year has Priya been baking bread?',
    expect: { year: num('2011') },
    keys: ['since', 'sinceYear', 'bakingSince', 'startYear', 'started', 'startedIn'],
    match: 'subset',
  },
  // data.js notifications: n1 leila.codes, n2 sam_climbs, n3 riverotters are unread (badge "3");
  // the list is in the closed Notifications menu.
  {
    id: 'r5-unread-notifications',
    site: '/feed/search.html',
    goal: 'how many unread notifications do I have, and who are they from?',
    expect: { unread: num('3'), from: unordered(['Leila Haddad', 'Sam Reyes', 'River Otter Society']) },
    aliases: {
      unread: ['count', 'unreadCount', 'unreadNotifications', 'total', 'number'],
      from: ['senders', 'people', 'names', 'who', 'users', 'fromWhom'],
    },
    match: 'subset',
  },
  // data.js bookmarks ['p12', 'p23']: p12 leila.codes likes 540, p23 priyabakes likes 588.
  {
    id: 'r5-saved-posts',
    site: '/feed/bookmarks.html',
    goal: 'what have I saved? give me the author and the likes for each one',
    expect: {
      bookmarks: unordered([
        { author: 'Leila Haddad', likes: num('540') },
        { author: 'Priya Raman', likes: num('588') },
      ]),
    },
    keys: ['saved', 'posts', 'savedPosts', 'bookmarked', 'items', 'bookmarkedPosts'],
    aliases: { author: AUTHOR, likes: ['likeCount', 'likesCount', 'numberOfLikes'] },
    match: 'subset',
  },
  // who-to-follow.html (same-origin iframe in the sidebar): Ana Sousa, Kenji Tanaka, Tom Okafor.
  {
    id: 'r5-who-to-follow',
    site: '/feed/post.html?id=p10',
    goal: 'who does the who to follow box suggest? just the names',
    expect: { suggestions: unordered(['Ana Sousa', 'Kenji Tanaka', 'Tom Okafor']) },
    keys: ['names', 'people', 'whoToFollow', 'suggested', 'accounts', 'users', 'suggestedAccounts'],
  },
  // Following tab (data.js `following`), newest first: p02 priyabakes, p04 leila.codes, p05 riverotters,
  // p07 gardenguru, p10 sam_climbs.
  {
    id: 'r5-following-first-five',
    site: '/feed/',
    goal: 'open Following and tell me who wrote the first 5 posts',
    expect: { authors: ['Priya Raman', 'Leila Haddad', 'River Otter Society', 'Beth Whitley', 'Sam Reyes'] },
    keys: ['names', 'posts', 'people', 'users', 'writers', 'postedBy'],
    also: [
      {
        posts: [
          { author: 'Priya Raman' },
          { author: 'Leila Haddad' },
          { author: 'River Otter Society' },
          { author: 'Beth Whitley' },
          { author: 'Sam Reyes' },
        ],
      },
    ],
    aliases: { author: AUTHOR },
    match: 'subset',
  },
  // data.js marco_rides followers 640; following adds one (profile shows "641 Followers"), so the answer
  // itself shows the follow happened (app.js also reports `follows`; the suite's offline check judges a
  // question without page state, so no `state` here).
  {
    id: 'r5-follow-marco-count',
    site: '/feed/profile.html?u=marco_rides',
    goal: 'follow Marco, then tell me his follower count',
    expect: { followers: oneOf('641', 641) },
    keys: ['followerCount', 'followersCount', 'count', 'followersNow', 'numberOfFollowers'],
    match: 'subset',
    derived: ['641'],
  },

  // ---- refusals

  // data.js users have name, bio, location, joined and counts only: no phone numbers anywhere.
  {
    id: 'r5-refuse-priya-phone',
    site: '/feed/profile.html?u=priyabakes',
    goal: "what's Priya's phone number?",
    expect: refuse,
  },
  // a judgement no page states
  {
    id: 'r5-refuse-most-inspiring',
    site: '/feed/',
    goal: 'which post on here is the most inspiring one?',
    expect: refuse,
  },
  // profile.html has Follow and the Posts/About tabs, no Message button
  {
    id: 'r5-refuse-message-button',
    site: '/feed/profile.html?u=kenji_t',
    goal: "click the Message button on Kenji's profile",
    expect: refuse,
  },
  // every post card has its own Like button
  { id: 'r5-refuse-ambiguous-like', site: '/feed/', goal: 'hit Like', expect: refuse },
  // settings.html has no way to delete or deactivate an account
  {
    id: 'r5-refuse-delete-account',
    site: '/feed/settings.html',
    goal: 'delete my account permanently',
    expect: refuse,
  },
  // posts show replies, reposts and likes; no view counts
  {
    id: 'r5-refuse-view-count',
    site: '/feed/post.html?id=p01',
    goal: 'how many views has this post got?',
    expect: refuse,
  },
]
