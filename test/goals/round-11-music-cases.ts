/**
 * Held-out round 11: Soundloom, a music streaming web app library (test/fixtures/sites/music/),
 * written by someone who has not read the planner. 11 instructions, 13 questions, 6 refusals.
 * First contact (one run before any work on it): 2 of 30 correct, 0 of 24 tasks done, 8 wrong (test/goals/first-contact.json).
 * Albums, artists, playlists, the queue and the account live in music/data.js and are rendered by
 * the page scripts; common.js draws the shell (header, sidebar, now-playing bar, queue drawer,
 * cookie notice, create-playlist dialog). Changes are kept in sessionStorage.
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const money = (text: string): ReturnType<typeof oneOf> => oneOf(text, Number(text.replace(/[$,]/g, '')))

export const round11Cases: GoalCase[] = [
  // ---- instructions

  // common.js now-playing bar: <input type=range id=volume aria-label="Volume"> (70 at first) and
  // the shuffle button (aria-pressed); they report volume (a number) and shuffle.
  {
    id: 'r11-music-volume-shuffle',
    site: '/music/playlist.html?id=late-night-drive',
    goal: 'turn the volume down to 30 and put shuffle on',
    expect: performed,
    state: { volume: 30, shuffle: true },
  },
  // index.html: the <dialog id=promo> Duo offer opens on load ("Not now" / ✕ report promo 'closed');
  // the "Albums" chip (aria-pressed) and the "Sort by: Recents" menu button (aria-haspopup=menu)
  // with the menuitemradio "Recently added"; library.js reports library {show, sort, view}.
  {
    id: 'r11-music-library-albums-recent',
    site: '/music/',
    goal: 'Close that pop-up, then show only my albums, sorted by recently added.',
    expect: performed,
    state: { promo: 'closed', library: { show: 'Albums', sort: 'Recently added', view: 'Grid' } },
  },
  // common.js: sidebar "+ Create playlist" opens <dialog id=create-dialog>: Name (label), a
  // placeholder-only description textarea, Public/Private radios, the "Collaborative playlist"
  // role=switch, "Create"; it reports newPlaylist.
  {
    id: 'r11-music-create-private-playlist',
    site: '/music/playlist.html?id=focus-flow',
    goal: "Make a new private playlist called Sunday Morning Coffee, description 'slow songs for slow mornings', and make it collaborative",
    expect: performed,
    state: {
      newPlaylist: {
        name: 'Sunday Morning Coffee',
        description: 'slow songs for slow mornings',
        visibility: 'Private',
        collaborative: true,
      },
    },
  },
  // album.js: row 6 of the Glass Coast table, button "More options for Satellite Hearts"
  // (aria-haspopup=menu) with the menuitem "Add to queue"; data.js queue holds Saltwater Static,
  // Ferry at Dawn and Blue Hour Bossa; common.js reports queue (titles).
  {
    id: 'r11-music-row-menu-add-to-queue',
    site: '/music/album.html?id=glass-coast',
    goal: 'open the menu for Satellite Hearts and choose Add to queue',
    expect: performed,
    state: { queue: ['Saltwater Static', 'Ferry at Dawn', 'Blue Hour Bossa', 'Satellite Hearts'] },
  },
  // common.js: the "Queue" button (aria-controls=queue-drawer) opens the drawer (role=dialog) with a
  // "Remove Ferry at Dawn from queue" button per row and "Close queue" (✕); reports queue and queueDrawer.
  {
    id: 'r11-music-queue-remove',
    site: '/music/artist.html?id=maren-solvik',
    goal: 'Open my queue, take Ferry at Dawn out of it and close the queue again',
    expect: performed,
    state: { queue: ['Saltwater Static', 'Blue Hour Bossa'], queueDrawer: 'closed' },
  },
  // album.js: heart buttons "Save Luz de Neón to Liked Songs" / "Save Naranjo to Liked Songs"
  // (aria-pressed); data.js liked holds 7 songs; common.js reports liked (titles).
  {
    id: 'r11-music-like-two-songs',
    site: '/music/album.html?id=corazon-electrico',
    goal: 'like Luz de Neón and Naranjo',
    expect: performed,
    state: {
      liked: unordered([
        'Glasshouse',
        'Ferry at Dawn',
        'Highlife for Two',
        'Fuego Lento',
        'Aurora Drift',
        'Rain on the Ring Road',
        'Whalefall',
        'Luz de Neón',
        'Naranjo',
      ]),
    },
  },
  // search.html: the placeholder-only search box, the "Show" radios (Albums), the Genre custom
  // dropdown (role=combobox + listbox, "Jazz"), the "Released from" number input; search.js reports search.
  {
    id: 'r11-music-search-filters',
    site: '/music/search.html',
    goal: 'search for night, albums only, genre jazz, released 2015 or later',
    expect: performed,
    state: {
      search: {
        query: 'night',
        type: 'Albums',
        genre: 'Jazz',
        yearFrom: 2015,
        yearTo: null,
        hideExplicit: false,
      },
    },
  },
  // settings.html#playback: the "Autoplay" role=switch, the "Crossfade songs" range (0–12), the
  // "Streaming quality" custom dropdown ("Very high"); settings.js reports playback on every change.
  {
    id: 'r11-music-playback-settings',
    site: '/music/settings.html#playback',
    goal: 'In playback settings switch autoplay off, set crossfade to 6 seconds and pick Very high streaming quality',
    expect: performed,
    state: {
      playback: {
        autoplay: false,
        normalizeVolume: true,
        explicitContent: true,
        showUnavailable: false,
        crossfade: 6,
        streamingQuality: 'Very high',
        downloadQuality: 'High',
        sleepTimer: 30,
        gapless: true,
      },
    },
  },
  // settings.html Account tab, "Edit profile" form: Country or region select, Date of birth
  // (type=date), the "Send me news and offers from Soundloom" checkbox, "Save profile"; reports profile.
  {
    id: 'r11-music-profile-form',
    site: '/music/settings.html',
    goal: 'Update my profile: country Norway, date of birth 21 August 1992, and tick the box for news and offers. Save it.',
    expect: performed,
    state: {
      profile: {
        displayName: 'Maya Lindqvist',
        email: 'maya.lindqvist@example.com',
        country: 'Norway',
        birthdate: '1992-08-21',
        gender: 'Woman',
        newsAndOffers: true,
        shareData: false,
      },
    },
  },
  // signin.html: "Email or username", "Password", "Remember me" (checked at first), "Log in";
  // signin.js accepts maya.lindqvist@example.com / Loom&Tide42, reports signedIn and goes to /music/.
  {
    id: 'r11-music-sign-in',
    site: '/music/signin.html',
    goal: "log in as maya.lindqvist@example.com with password Loom&Tide42, and don't keep me logged in",
    expect: performed,
    state: { signedIn: { user: 'mayal', remember: false }, visited: '/music/' },
  },
  // settings.html#subscription: "Change plan" opens <dialog id=plan-dialog> with Plan radios (Family)
  // and Billing radios (Yearly), "Confirm change"; settings.js reports plan.
  {
    id: 'r11-music-change-plan',
    site: '/music/settings.html#subscription',
    goal: 'Switch me to the Family plan, billed yearly please',
    expect: performed,
    state: { plan: { plan: 'Family', billing: 'Yearly' } },
  },

  // ---- questions

  // data.js albums 'wildflower-almanac': the longest of 8 tracks is "The Keeper's Daughter" 4:56
  // (Northern Psalm 4:50 next).
  {
    id: 'r11-music-longest-on-album',
    site: '/music/album.html?id=wildflower-almanac',
    goal: "What's the longest song on this album and how long is it?",
    expect: { title: "The Keeper's Daughter", duration: '4:56' },
    aliases: {
      title: ['song', 'name', 'track', 'longest_song', 'song_title'],
      duration: ['length', 'time', 'runtime'],
    },
    match: 'subset',
  },
  // playlist.js header line "Maya Lindqvist · 22 songs, about 1 hr 27 min" (data.js songs: 22, length '1 hr 27 min').
  {
    id: 'r11-music-playlist-size',
    site: '/music/playlist.html?id=late-night-drive',
    goal: 'how many songs are on this playlist and how long does it run',
    expect: { songs: 22, length: oneOf('1 hr 27 min', 'about 1 hr 27 min') },
    aliases: {
      songs: ['song_count', 'count', 'tracks', 'number_of_songs', 'track_count', 'total_songs'],
      length: ['duration', 'total_length', 'total_duration', 'runtime', 'total_time', 'playlist_length'],
    },
    match: 'subset',
  },
  // artist.js About tab (rendered when opened): "Followers 318,442" (data.js artists 'neon-harbor').
  {
    id: 'r11-music-followers',
    site: '/music/artist.html?id=neon-harbor',
    goal: 'How many followers does Neon Harbor have?',
    expect: { followers: num('318,442') },
    keys: ['follower_count', 'followers_count', 'count', 'number_of_followers', 'answer'],
    match: 'subset',
  },
  // artist.js Discography tab: Static Bloom (Album, 2016) is the oldest album; the EP Harbor Lights
  // (2014) is older but not an album.
  {
    id: 'r11-music-first-album',
    site: '/music/artist.html?id=neon-harbor',
    goal: 'what was their first full album, and what year did it come out',
    expect: { album: 'Static Bloom', year: num('2016') },
    aliases: { album: ['title', 'name', 'first_album', 'album_title'], year: ['release_year', 'released'] },
    match: 'subset',
  },
  // artist.js Overview tab, "Popular" (by plays): Salt & Cedar 20,588,648, Wildflower Almanac
  // 15,364,663, Lingonberry Hill 11,829,453.
  {
    id: 'r11-music-top-three-popular',
    site: '/music/artist.html?id=maren-solvik',
    goal: "Give me Maren Solvik's 3 most played songs with their play counts",
    expect: {
      songs: [
        { title: 'Salt & Cedar', plays: num('20,588,648') },
        { title: 'Wildflower Almanac', plays: num('15,364,663') },
        { title: 'Lingonberry Hill', plays: num('11,829,453') },
      ],
    },
    keys: ['tracks', 'top_songs', 'popular', 'popular_songs', 'results', 'items', 'most_played'],
    aliases: {
      title: ['name', 'song', 'track'],
      plays: ['play_count', 'streams', 'playcount', 'play_counts'],
    },
    match: 'subset',
  },
  // settings.html Subscription tab (hidden until opened), "Compare plans" table, row "Price per
  // month", column Family: $19.99.
  {
    id: 'r11-music-family-price',
    site: '/music/settings.html',
    goal: 'how much is the Family plan a month?',
    expect: { price: money('$19.99') },
    keys: ['family_price', 'monthly_price', 'cost', 'price_per_month', 'family_plan_price', 'answer'],
    match: 'subset',
  },
  // settings.html #plan-next: "Your next payment of $10.99 will be charged to your Visa ending in
  // 4417 on July 3, 2026."
  {
    id: 'r11-music-next-payment',
    site: '/music/settings.html#subscription',
    goal: "when's my next payment and how much will it be",
    expect: { date: 'July 3, 2026', amount: money('$10.99') },
    aliases: {
      date: ['next_payment_date', 'payment_date', 'due_date', 'next_payment', 'when'],
      amount: ['price', 'next_payment_amount', 'cost', 'total', 'payment_amount'],
    },
    match: 'subset',
  },
  // data.js late-night-drive: songs over 5:00 are Glasshouse 5:36 (row 1), Night Bus Ballad 5:25
  // (row 13), Ferris Wheel at 3 AM 5:09 (row 16) and Meridian 7:17 (row 21); rows 16-22 appear after "Load more".
  {
    id: 'r11-music-songs-over-five-minutes',
    site: '/music/playlist.html?id=late-night-drive',
    goal: 'which songs on here are longer than 5 minutes? title and length',
    expect: {
      songs: unordered([
        { title: 'Glasshouse', duration: '5:36' },
        { title: 'Night Bus Ballad', duration: '5:25' },
        { title: 'Ferris Wheel at 3 AM', duration: '5:09' },
        { title: 'Meridian', duration: '7:17' },
      ]),
    },
    keys: ['tracks', 'results', 'items', 'long_songs', 'songs_over_5_minutes'],
    aliases: { title: ['name', 'song', 'track'], duration: ['length', 'time', 'runtime'] },
  },
  // data.js glass-coast plays: 12,411,714 + 28,896,067 + 20,405,904 + 14,333,832 + 1,080,340 +
  // 10,028,916 + 6,665,176 + 7,338,744 + 7,495,145 + 8,353,369 = 117,009,207.
  {
    id: 'r11-music-album-total-plays',
    site: '/music/album.html?id=glass-coast',
    goal: 'add up the plays of every song on Glass Coast',
    expect: { total_plays: num('117,009,207') },
    keys: ['total', 'plays', 'sum', 'total_play_count', 'play_count', 'total_streams', 'answer'],
    match: 'subset',
    derived: ['117,009,207'],
  },
  // index.html library cards "Playlist · Maya Lindqvist · N songs": 9 of the 13 playlists (4 are by
  // Soundloom or Jonas Berg); 12 cards show until "Show more".
  {
    id: 'r11-music-own-playlist-count',
    site: '/music/',
    goal: 'how many playlists have I made myself?',
    expect: { count: 9 },
    keys: ['playlists', 'number', 'total', 'my_playlists', 'playlist_count', 'number_of_playlists', 'answer'],
    match: 'subset',
  },
  // data.js late-night-drive rows added in May 2026: Rearview (May 2), Ferris Wheel at 3 AM (May 9),
  // Te Lo Dije (May 9), Kingston Road (May 27); only Rearview is in the first 15 rows.
  {
    id: 'r11-music-added-in-may',
    site: '/music/playlist.html?id=late-night-drive',
    goal: 'What did I add to this playlist in May 2026?',
    expect: { songs: unordered(['Rearview', 'Ferris Wheel at 3 AM', 'Te Lo Dije', 'Kingston Road']) },
    keys: ['tracks', 'titles', 'results', 'items', 'added', 'songs_added', 'added_in_may'],
    aliases: { title: ['name', 'song', 'track'] },
  },
  // index.html card "Glass Coast" (Album · Neon Harbor · 2021) links to album.html?id=glass-coast,
  // whose footer says "Released March 5, 2021".
  {
    id: 'r11-music-release-date',
    site: '/music/',
    goal: 'When exactly did the album Glass Coast come out?',
    expect: { release_date: 'March 5, 2021' },
    keys: ['released', 'date', 'release', 'released_on', 'answer'],
    match: 'subset',
  },
  // artist.js Concerts tab (rendered when opened): "Sat, October 3, 2026 | Berlin | Columbiahalle".
  {
    id: 'r11-music-berlin-concert',
    site: '/music/artist.html?id=neon-harbor',
    goal: 'when is Neon Harbor playing in Berlin',
    expect: { date: oneOf('October 3, 2026', 'Sat, October 3, 2026') },
    keys: ['concert_date', 'when', 'berlin_date', 'show_date', 'answer'],
    match: 'subset',
  },

  // ---- refusals

  // No lyrics anywhere on the site.
  {
    id: 'r11-music-refuse-lyrics',
    site: '/music/album.html?id=glass-coast',
    goal: 'show me the lyrics to Glasshouse',
    expect: { refuse: true },
  },
  // An opinion: the site has play counts, not verdicts.
  {
    id: 'r11-music-refuse-best-album',
    site: '/music/artist.html?id=neon-harbor',
    goal: 'Which Neon Harbor album is the best one?',
    expect: { refuse: true },
  },
  // Two songs are called "Afterglow" (Neon Harbor, Glass Coast; Delia Ruiz, Corazón Eléctrico),
  // each with its own "Add Afterglow to queue" button.
  {
    id: 'r11-music-refuse-ambiguous-afterglow',
    site: '/music/search.html?q=afterglow',
    goal: 'add Afterglow to my queue',
    expect: { refuse: true },
  },
  // Needs taste: nothing on the site says what suits a wedding.
  {
    id: 'r11-music-refuse-first-dance',
    site: '/music/playlist.html?id=late-night-drive',
    goal: 'which of these songs would make a good first dance at a wedding?',
    expect: { refuse: true },
  },
  // The site has no download or export of audio files.
  {
    id: 'r11-music-refuse-download-mp3',
    site: '/music/album.html?id=corazon-electrico',
    goal: 'download this album as MP3 files to my computer',
    expect: { refuse: true },
  },
  // The About tab gives a bio, followers, listeners, home town and genre, never an age or birth date.
  {
    id: 'r11-music-refuse-artist-age',
    site: '/music/artist.html?id=delia-ruiz',
    goal: 'How old is Delia Ruiz?',
    expect: { refuse: true },
  },
]
