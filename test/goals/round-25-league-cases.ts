/**
 * Held-out round 25: the Westmoor Counties League (test/fixtures/sites/league/), the official site
 * of a fictional regional football league of twelve clubs (Ashwold Rangers, Dunholt Athletic,
 * Fallowcross City, Hollinsby Town, Kelmscar Rovers, Marl Bridge, Morrow Green, Pennock Celtic,
 * Quayhurst Port, Sallowmere Swifts, Tarnwick United, Wrexby Colliery). Every figure is in `data.js`
 * (squads, the 2026/27 matches with line-ups, goals, attendances, referees and reports, the results
 * of 2025/26 and 2024/25, ticket prices by stand, news, the member account) and the pages work out
 * the rest from it: the tables (home, away and all, form as W/D/L badges), the player figures
 * (appearances, goals, assists, clean sheets) and ticket totals. Every page has a header with
 * "Fixtures & results" (Fixtures, Results), "Clubs" (the twelve clubs and All clubs) and "Players"
 * (Player stats, Top scorers, Clean sheets) menus, "Table", "Tickets" and "News" links and a "Sign
 * in" link; a footer repeating the links with "Contact us", "Report a problem" and a newsletter form;
 * a cookie bar ("Accept all cookies" / "Reject non-essential cookies") drawn above everything until
 * a choice is made. `index.html`: this weekend's fixtures (Preview and "Buy tickets" links on every
 * row), latest results, the top six, news cards; a "Half-season tickets are here" offer dialog
 * (× Close, "Not now") opens by itself on the first visit of the home page. `table.html` (a Season
 * list 2026/27, 2025/26, 2024/25; All / Home / Away tabs; Pos, Club, Played, Won, Drawn, Lost,
 * Goals for, Goals against, Goal difference, Points, Form; a collapsed "Key and rules" section).
 * `fixtures.html?mw=` (a Matchweek list with "Previous matchweek" / "Next matchweek" buttons, a
 * Club list; a table of Date, Kick-off, Home, Score, Away, Venue, Status with "Match centre" and
 * "Buy tickets" links; it opens on Matchweek 14, the next one; two Matchweek 11 games are
 * postponed). `results.html` (12 results at a time, "Show more results", a Club list).
 * `match.html?id=` (score and scorers with minutes, "Match details" labelled facts with Attendance
 * and Referee, Report / Line-ups / Stats tabs; the report is prose with figures in sentences; no
 * cards are shown anywhere). `clubs.html` (twelve cards with Nickname, Town, Stadium, Capacity,
 * Founded), `club.html?id=` (Club facts: Founded, Stadium, Capacity, Manager, Captain...; a Squad
 * table of No., Player, Position, Age, Appearances, Goals; a collapsed "Club history"; next
 * fixtures and recent results). `players.html` (207 players, 20 at a time with "Load more
 * players"; Position, Club and "Sort by" lists; Player, Club, Position, Appearances, Goals,
 * Assists, Clean sheets; two goalkeepers share the most clean sheets, 5). `tickets.html` in four
 * steps (a match chosen by radio and Continue, or `?match=` from a "Buy tickets" link; a Stand list,
 * Adults and Concessions spin buttons with −/+, Seat area radios, a collapsed "Accessibility
 * requirements" with boxes, a price table and a total worked out by the page, Continue; Full name,
 * Email address, Phone number, "I accept the ground regulations", "Pay now"; a reference) and a
 * prose section on half-season tickets. `news.html` (24 stories as cards, 8 a page over three
 * numbered pages with Next, category chips), `article.html?id=`, `contact.html` (Your name, Email
 * address, Topic list, Club list, Message, "Send me a copy", "Send message"; `?topic=problem`
 * preselects "Report a problem"), `signin.html` and `account.html` (signed-out visitors are sent
 * to sign in; tabs My tickets (Upcoming tickets with a "Cancel booking" dialog per row, Past
 * tickets), Favourite club (a list, a box, Save), Notifications (Email / App tabs of switches of
 * the same names, one "Save preferences" button)).
 *
 * Today is Thursday 12 November 2026: Matchweeks 1-13 are played, Matchweek 14 starts on Friday.
 * The one account: morven.tallis@example.com / Tarn-Park-79 (Morven Tallis, a Tarnwick United fan).
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected'),
 * `season_offer` ('shown' | 'closed'), `newsletter_email`; `table_season`, `table_view` ('All' |
 * 'Home' | 'Away'), `table_key` ('expanded' | 'collapsed'); `fixtures_matchweek` (a number),
 * `fixtures_club` (a club's name or 'All clubs'); `results_club`, `results_shown`; `match_viewed`
 * ('Home v Away'), `match_tab`; `club_viewed` (the club's name), `club_history`;
 * `players_position`, `players_club`, `players_sort` (the options' labels), `players_shown`;
 * `news_category`, `news_page`, `article_viewed`; `ticket_step` ('match' | 'seats' | 'details' |
 * 'done'), `ticket_match` ('Home v Away'), `ticket_stand`, `ticket_adults`, `ticket_concessions`,
 * `ticket_area`, `ticket_wheelchair`, `ticket_carer`, `ticket_total` ('£42.00'), `ticket_name`,
 * `ticket_email`, `ticket_reference`; `contact_sent`, `contact_name`, `contact_email`,
 * `contact_topic` (the option's label), `contact_club`, `contact_message`, `contact_copy`;
 * `signin_error`, `signed_in`, `signed_in_email`, `keep_signed_in`, `account_tab`,
 * `ticket_cancelled` (the reference); on Save: `favourite_saved`, `favourite_club`,
 * `favourite_fixtures_first`; on "Save preferences": `notifications_saved` and
 * `notify_email_<switch>` / `notify_app_<switch>` (match_reminders, goal_alerts, final_scores,
 * ticket_offers, and newsletter for email); `notifications_channel`.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 22 of 30 correct, 16 of 24 tasks done (7 of 10
 * instructions, 9 of 14 questions), 0 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const CLUB = ['club', 'name', 'team']

export const round25Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round25-league-cookies-offer',
    site: '/league/',
    goal: 'Reject the non-essential cookies and close the half-season tickets pop-up',
    expect: performed,
    state: { cookies: 'rejected', season_offer: 'closed' },
  },
  {
    id: 'round25-league-table-away-2025',
    site: '/league/table.html',
    goal: 'Pick 2025/26 from the season list, open the Away tab and expand Key and rules',
    expect: performed,
    state: { table_season: '2025/26', table_view: 'Away', table_key: 'expanded' },
  },
  {
    id: 'round25-league-menu-club',
    site: '/league/news.html',
    goal: 'open Clubs > Pennock Celtic',
    expect: performed,
    state: { visited: '/league/club.html', club_viewed: 'Pennock Celtic' },
  },
  {
    id: 'round25-league-matchweek-next',
    site: '/league/fixtures.html',
    goal: 'Choose Matchweek 15 from the matchweek list, hit Next matchweek twice, then pick Morrow Green from the Club list',
    expect: performed,
    state: { fixtures_matchweek: 17, fixtures_club: 'Morrow Green' },
  },
  {
    id: 'round25-league-players-defenders-assists',
    site: '/league/players.html',
    goal: 'only show defenders and sort by assists',
    expect: performed,
    state: { players_position: 'Defenders', players_sort: 'Assists' },
  },
  {
    id: 'round25-league-buy-tickets-seats',
    site: '/league/fixtures.html',
    // Forge End at Anvil Road: 2 × £16 + 1 × £10
    goal: 'Click Buy tickets for Dunholt Athletic v Quayhurst Port, choose Forge End, set Adults to 2 and Concessions to 1, pick Block C and continue',
    expect: performed,
    state: {
      visited: '/league/tickets.html',
      ticket_step: 'details',
      ticket_match: 'Dunholt Athletic v Quayhurst Port',
      ticket_stand: 'Forge End',
      ticket_adults: 2,
      ticket_concessions: 1,
      ticket_area: 'Block C',
      ticket_total: '£42.00',
    },
    derived: ['£42.00'],
  },
  {
    id: 'round25-league-tickets-checkout',
    site: '/league/tickets.html',
    // North Stand at Minster Road: 1 × £18 + 2 × £11
    goal: 'Select Fallowcross City v Sallowmere Swifts and click Continue. Choose the North Stand, set Adults to 1 and Concessions to 2, expand Accessibility requirements, tick I need a wheelchair space, then Continue. Fill in Full name: Ailsa Marwick, Email address: ailsa.marwick@example.com, tick I accept the ground regulations and press Pay now',
    expect: performed,
    state: {
      ticket_step: 'done',
      ticket_match: 'Fallowcross City v Sallowmere Swifts',
      ticket_stand: 'North Stand',
      ticket_adults: 1,
      ticket_concessions: 2,
      ticket_wheelchair: true,
      ticket_name: 'Ailsa Marwick',
      ticket_email: 'ailsa.marwick@example.com',
      ticket_total: '£40.00',
      ticket_reference: 'WCL-40218',
    },
    derived: ['£40.00'],
  },
  {
    id: 'round25-league-favourite-club',
    site: '/league/signin.html',
    goal: 'Sign in as morven.tallis@example.com with password Tarn-Park-79, go to the Favourite club tab, choose Sallowmere Swifts and save',
    expect: performed,
    state: { signed_in: true, favourite_saved: true, favourite_club: 'Sallowmere Swifts' },
  },
  {
    id: 'round25-league-app-notifications',
    site: '/league/account.html',
    goal: 'Log in with morven.tallis@example.com / Tarn-Park-79, then open the Notifications tab, switch to App, turn on Goal alerts, turn off Ticket offers and click Save preferences',
    expect: performed,
    state: {
      signed_in: true,
      notifications_saved: true,
      notify_app_goal_alerts: true,
      notify_app_ticket_offers: false,
      notify_app_match_reminders: true,
      notify_email_goal_alerts: false,
      notify_email_ticket_offers: true,
    },
  },
  {
    id: 'round25-league-report-problem',
    site: '/league/contact.html',
    goal: 'Fill in the form with Your name: Duncan Ferrie, Email address: duncan.ferrie@example.com, Topic: Report a problem, Message: "The attendance for Pennock Celtic v Morrow Green looks wrong", then send it',
    expect: performed,
    state: {
      contact_sent: true,
      contact_name: 'Duncan Ferrie',
      contact_email: 'duncan.ferrie@example.com',
      contact_topic: 'Report a problem',
      contact_message: 'The attendance for Pennock Celtic v Morrow Green looks wrong',
    },
  },

  // ---- questions: the table (2026/27 after Matchweek 13, computed by the page from the results)
  {
    id: 'round25-league-points-sallowmere',
    site: '/league/table.html',
    goal: 'How many points have Sallowmere Swifts got?',
    expect: { points: oneOf(20, '20') },
    match: 'subset',
  },
  {
    id: 'round25-league-champions-2024',
    site: '/league/table.html',
    goal: 'Choose 2024/25 in the season list, then which club had the most points?',
    expect: { club: 'Dunholt Athletic' },
    keys: ['most_points', 'team', 'name', 'result', 'answer'],
    aliases: { club: CLUB },
    match: 'subset',
    also: [{ most_points: { club: 'Dunholt Athletic' } }, { club: { name: 'Dunholt Athletic' } }],
    state: { table_season: '2024/25' },
  },
  {
    id: 'round25-league-home-wins',
    site: '/league/table.html',
    // Home table: Morrow Green, Sallowmere Swifts and Wrexby Colliery have 4 home wins, no one more
    goal: 'Open the Home tab, then which clubs have won at least 4 games?',
    expect: { clubs: unordered(['Morrow Green', 'Sallowmere Swifts', 'Wrexby Colliery']) },
    keys: ['teams', 'games', 'results', 'rows'],
    aliases: { club: CLUB },
    match: 'subset',
    also: [
      {
        clubs: unordered([
          { club: 'Morrow Green' },
          { club: 'Sallowmere Swifts' },
          { club: 'Wrexby Colliery' },
        ]),
      },
    ],
    state: { table_view: 'Home' },
  },

  // ---- questions: fixtures and a match
  {
    id: 'round25-league-kickoff-time',
    site: '/league/fixtures.html',
    goal: 'What time does Kelmscar Rovers v Tarnwick United kick off?',
    expect: { kick_off: '12:30' },
    keys: ['time', 'kickoff', 'kick_off_time'],
    match: 'subset',
  },
  {
    id: 'round25-league-postponed-count',
    site: '/league/fixtures.html',
    goal: 'Pick Matchweek 11 from the list, then how many matches were postponed?',
    expect: { count: 2 },
    keys: ['postponed', 'matches', 'postponed_matches', 'number_of_matches'],
    state: { fixtures_matchweek: 11 },
  },
  {
    id: 'round25-league-attendance-referee',
    site: '/league/match.html?id=m13-3',
    goal: 'What was the attendance and who refereed the game?',
    expect: { attendance: num('5,699'), referee: 'Dafydd Pryce' },
    match: 'subset',
  },

  // ---- questions: tickets, clubs, players, news, account
  {
    id: 'round25-league-half-season-price',
    site: '/league/tickets.html',
    // "... costs £95 for adults and £55 for concessions."
    goal: 'How much does an adult half-season ticket cost?',
    expect: { half_season_ticket: '£95' },
    keys: ['adult_half_season_ticket', 'price', 'cost', 'adult', 'adults', 'amount', 'half_season_tickets'],
    match: 'subset',
  },
  {
    id: 'round25-league-capacity-manager',
    site: '/league/club.html?id=kelmscar',
    goal: "What's the capacity of the stadium, and who is the manager?",
    expect: { capacity: num('3,850'), manager: 'Deirdre Fallon' },
    match: 'subset',
  },
  {
    id: 'round25-league-average-defender-age',
    site: '/league/club.html?id=dunholt',
    // Dunholt Athletic defenders: 18, 34, 20, 21, 25, 35
    goal: 'What is the average age of the defenders in the squad?',
    expect: { average_age: oneOf(25.5, '25.5') },
    keys: ['average', 'average_age_of_defenders', 'age'],
    derived: ['25.5'],
  },
  {
    id: 'round25-league-largest-capacity',
    site: '/league/clubs.html',
    goal: 'Which club has the largest stadium capacity?',
    expect: { club: 'Tarnwick United' },
    keys: ['largest_capacity', 'largest', 'name', 'team', 'result'],
    aliases: { club: CLUB },
    match: 'subset',
    also: [{ largest_capacity: { club: 'Tarnwick United' } }, { club: { name: 'Tarnwick United' } }],
  },
  {
    id: 'round25-league-top-three-scorers',
    site: '/league/players.html',
    goal: 'List the top 3 scorers with their clubs',
    expect: {
      scorers: [
        { player: 'Ewan Kitching', club: 'Tarnwick United' },
        { player: 'Jordan Moxon', club: 'Pennock Celtic' },
        { player: 'Brennan Ingram', club: 'Kelmscar Rovers' },
      ],
    },
    keys: ['top_scorers', 'players', 'top_3_scorers', 'results'],
    aliases: { player: ['name', 'scorer'] },
    match: 'subset',
  },
  {
    id: 'round25-league-goalkeepers-clean-sheets',
    site: '/league/players.html',
    // goalkeepers with 5, 5, 4, 4, 3, 3 and 3 clean sheets, all behind "Load more players"
    goal: 'How many goalkeepers have kept at least 3 clean sheets?',
    expect: { count: 7 },
    keys: ['goalkeepers', 'number_of_goalkeepers'],
  },
  {
    id: 'round25-league-october-stories',
    site: '/league/news.html',
    // all seven are on page 2 of 3
    goal: 'How many news stories were published in October 2026?',
    expect: { count: 7 },
    keys: ['stories', 'news_stories', 'number_of_stories'],
  },
  {
    id: 'round25-league-past-tickets-total',
    site: '/league/signin.html',
    // past tickets: £33.00 + £47.00 + £14.00 + £36.00 + £36.00 (the two upcoming ones are not past)
    goal: "Sign in as morven.tallis@example.com with the password Tarn-Park-79, then what's the total of my past tickets?",
    expect: { total: oneOf('£166.00', 166) },
    keys: ['total_spent', 'sum', 'total_amount', 'total_cost', 'total_total', 'past_tickets_total'],
    derived: ['£166.00'],
  },

  // ---- to refuse
  {
    id: 'round25-league-refuse-prediction',
    site: '/league/table.html',
    goal: 'Who is going to win the league this season?',
    expect: refuse,
  },
  {
    id: 'round25-league-refuse-loyal-fans',
    site: '/league/clubs.html',
    goal: 'Which club has the most loyal supporters?',
    expect: refuse,
  },
  {
    id: 'round25-league-refuse-yellow-cards',
    site: '/league/match.html?id=m13-3',
    // the match centre shows no cards
    goal: 'How many yellow cards were shown in this match?',
    expect: refuse,
  },
  {
    id: 'round25-league-refuse-best-seats',
    site: '/league/tickets.html',
    goal: 'Get me the best seats for the next Tarnwick home game',
    expect: refuse,
  },
  {
    id: 'round25-league-refuse-clean-sheets-tie',
    site: '/league/players.html',
    // Emeka Eccles and Oscar Rook both have 5
    goal: 'Who has kept the most clean sheets?',
    expect: refuse,
  },
  {
    id: 'round25-league-refuse-wage',
    site: '/league/club.html?id=kelmscar',
    goal: "What is Brennan Ingram's weekly wage?",
    expect: refuse,
  },
]
