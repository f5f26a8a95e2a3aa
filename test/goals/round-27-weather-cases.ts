/**
 * Held-out round 27: Velland Met Service (test/fixtures/sites/weather/), the national weather
 * service of a fictional country of five regions (Central Lowlands, Eastern Coast, Northern
 * Highlands, Southern Downs, Western Isles) and sixteen towns (Ashby Moor, Blythe Green, Carrick
 * Point, Dunmore Quay, Fenwick Cross, Hallam Sands, Harbury Ness, Harrowby, Kellerby, Marrick,
 * Marrowgate, Pellingham, Rivenhall, Stourmouth, Tollan Bay, Westerholm). Every figure is in
 * `data.js` (each town's seven days of weather, high, low, chance of rain, wind and gusts and
 * today's labelled facts; nine warnings; daily observations of four stations from 1 October to
 * 16 November 2026; the marine forecast and harbours; pollen; the account) and the pages work out
 * the rest: the hourly rows of a day (three-hourly, from the day's figures), tide times, unit
 * conversions (°C / °F, mph / km/h / knots, a 24-hour clock or not). Every page has a header with
 * a "°C | °F" toggle, a "Settings" button (a dialog: Temperature radios Celsius (°C) / Fahrenheit
 * (°F), a "Wind speed" listbox drawn by the page (mph, km/h, knots), a "Use 24-hour clock" switch,
 * "Save settings" / "Cancel"), "Sign in" (or "My places" and "Sign out"), and a navigation of Home,
 * "Forecasts" (a menu: Town forecasts, Marine & coast, Pollen & UV), "Warnings", "Climate" (a menu:
 * Past weather, Rainfall & records) and "Report the weather"; a footer repeating the links; a
 * cookie bar fixed at the bottom ("Accept all cookies" / "Necessary cookies only") until a choice
 * is made. `index.html`: a "Find a forecast" search box whose suggestions (a listbox, two letters
 * or more) open `forecast.html?town=`; the home town's forecast (Harrowby, or a signed-in member's
 * default place): "Harrowby today" labelled facts (High, Low, Feels like, Chance of rain, Wind,
 * Gusts, Humidity, Pressure, Visibility, UV index, Sunrise, Sunset), "7-day forecast" cards (Today,
 * Wednesday ... Monday, each with High, Low, Chance of rain, Wind, Gusts), an "Hourly forecast"
 * table by day tabs (Time, Weather, Temperature, Feels like, Chance of rain, Wind, Gust, Humidity),
 * a collapsed "Forecaster’s notes", a warnings summary, a collapsed "National outlook"; a "Severe
 * weather alert" dialog (red warning of wind; "View warning", "Dismiss", × Close) opens by itself
 * on the first visit of the home page. `forecast.html?town=` (the same for one town, with the
 * warnings of its region and nearby towns). `towns.html` (today for the sixteen towns A to Z, 8
 * at a time with "Show more towns", a Region list; Town, Region, Weather, High, Low, Chance of rain,
 * Wind). `warnings.html` (nine warnings: 1 red, 3 amber, 5 yellow; Severity boxes Yellow / Amber /
 * Red, Region and Weather type lists; each with Areas, Valid from, Valid to, Issued, Likelihood,
 * Impact and a collapsed "More details" in prose). `past.html` (Station, Month and Sort lists;
 * Date, Max temp (°C), Min temp (°C), Rainfall (mm), Sunshine (hours), Max gust (mph); 10 rows a
 * page over numbered pages with Previous / Next; station details; a collapsed "About these
 * observations"). `records.html` (October 2026 in prose with figures in sentences, a table of
 * rainfall by region, a table of national records: Record, Value, Place, Date; a collapsed "How we
 * check a record"; storm names). `pollen-uv.html` (Pollen / UV index tabs; a table of pollen by
 * region, a UV table by town with Today, Tomorrow and Thursday, a Region list, the UV scale, a
 * collapsed "Sun protection advice"). `marine.html` (Shipping forecast / Inshore waters / Tide
 * times tabs; eight sea area cards with Wind, Sea state, Weather, Visibility and a "Gale warning"
 * badge on three; a collapsed "What the wind forces mean"; a Harbour list, "Previous day" / "Next
 * day" buttons and a table of High water / Low water times and heights). `report.html` in three
 * steps (Location with suggestions, a Date input, a Time input, Continue; Weather radios, a
 * Temperature (°C) number, a "Snow depth" spin button drawn by the page with −/+, a Wind list,
 * "Damage or disruption" boxes, notes, Continue; Your name, Email address, a box, "Submit report";
 * a reference). `signin.html` and `places.html` (signed-out visitors are sent to sign in; "Saved
 * places" rows with "Set as default" and "Remove", "Add a place" with suggestions and Add; "Alert
 * settings": switches Severe weather warnings, Rain alerts, Frost and ice alerts, Daily forecast
 * email, Weekend outlook email, a "Warning level" list, "Save alert settings").
 *
 * Today is Tuesday 17 November 2026 (the forecast updated at 10:00); Storm Bronwen arrives on
 * Thursday 19 November. The one account: imogen.hale@example.com / Cloudberry-58 (Imogen Hale,
 * places Harrowby (default), Stourmouth, Kellerby; alerts on: severe, frost, daily email; level
 * "Yellow and above").
 *
 * State the pages report (`reportState`): `visited`; `cookies` ('accepted' | 'rejected'),
 * `alert_dialog` ('shown' | 'dismissed' | 'viewed'), `settings_dialog` ('open' | 'closed'),
 * `temperature_unit` ('°C' | '°F'), `wind_unit` ('mph' | 'km/h' | 'knots'), `clock_24h`,
 * `settings_saved`; `search_query`, `search_town`, `town_viewed` (a town's name), `hourly_day`
 * (the tab's label: 'Today', 'Wednesday' ...), `notes`, `outlook` ('expanded' | 'collapsed');
 * `towns_region`, `towns_shown`; `warnings_yellow` / `warnings_amber` / `warnings_red` (the
 * boxes), `warnings_region`, `warnings_type`, `warnings_shown`, `warning_expanded` /
 * `warning_collapsed` (a warning's title); `past_station`, `past_month`, `past_sort` (the options'
 * labels), `past_page` (a number), `past_about`; `records_check`; `pollen_uv_tab`, `uv_region`,
 * `sun_advice`; `marine_tab`, `tide_harbour`, `tide_day` ('Wednesday 18 November'),
 * `wind_forces`; `report_step` ('where' | 'what' | 'you' | 'done'), `report_location`,
 * `report_date` (yyyy-mm-dd), `report_time` (hh:mm), `report_weather`, `report_temperature`,
 * `report_snow_depth`, `report_wind`, `report_damage` (the ticked boxes' labels), `report_notes`,
 * `report_name`, `report_email`, `report_show_name`, `report_reference`; `signin_error`,
 * `signed_in`, `signed_in_email`, `keep_signed_in`; `places` (the saved places' names, in order),
 * `default_place`; on "Save alert settings": `alerts_saved`, `alert_level` and `alert_<switch>`
 * (severe, rain, frost, daily_email, weekend_email).
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 14 of 30 correct, 8 of 24 tasks done (7 of 10
 * instructions, 1 of 14 questions), 0 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const
const TOWN = ['town', 'name', 'place']

export const round27Cases: GoalCase[] = [
  // ---- instructions
  {
    id: 'round27-weather-cookies-alert',
    site: '/weather/',
    goal: 'Accept all cookies, then dismiss the severe weather alert',
    expect: performed,
    state: { cookies: 'accepted', alert_dialog: 'dismissed' },
  },
  {
    id: 'round27-weather-settings-units',
    site: '/weather/forecast.html?town=kellerby',
    goal: 'Open Settings, select Fahrenheit, choose km/h in Wind speed and hit Save settings',
    expect: performed,
    state: { temperature_unit: '°F', wind_unit: 'km/h', settings_saved: true },
  },
  {
    id: 'round27-weather-menu-past-station',
    site: '/weather/marine.html',
    goal: 'Climate > Past weather, then pick Marrowgate Harbour from the Station list',
    expect: performed,
    state: { visited: '/weather/past.html', past_station: 'Marrowgate Harbour' },
  },
  {
    id: 'round27-weather-past-october-wettest-page-2',
    site: '/weather/past.html',
    goal: 'set the month to October 2026, sort wettest first and go to page 2',
    expect: performed,
    state: { past_month: 'October 2026', past_sort: 'Wettest first', past_page: 2 },
  },
  {
    id: 'round27-weather-warnings-filter-expand',
    site: '/weather/warnings.html',
    goal: 'Untick Yellow, choose Western Isles from the region list and expand More details for the Red warning of wind',
    expect: performed,
    state: {
      warnings_yellow: false,
      warnings_region: 'Western Isles',
      warning_expanded: 'Red warning of wind',
    },
  },
  {
    id: 'round27-weather-places-remove-default',
    site: '/weather/signin.html',
    goal: 'Sign in as imogen.hale@example.com with the password Cloudberry-58, remove Kellerby, then press Set as default next to Stourmouth',
    expect: performed,
    state: { signed_in: true, places: ['Harrowby', 'Stourmouth'], default_place: 'Stourmouth' },
  },
  {
    id: 'round27-weather-alert-settings',
    site: '/weather/places.html',
    goal: 'log in with imogen.hale@example.com / Cloudberry-58, turn on Rain alerts, turn off Daily forecast email, set Warning level to Amber and above and click Save alert settings',
    expect: performed,
    state: {
      signed_in: true,
      alerts_saved: true,
      alert_rain: true,
      alert_daily_email: false,
      alert_level: 'Amber and above',
      alert_severe: true,
      alert_frost: true,
      alert_weekend_email: false,
    },
  },
  {
    id: 'round27-weather-search-suggestion-friday',
    site: '/weather/',
    goal: 'type Marr into the search box, pick Marrowgate from the suggestions and then open the Friday tab',
    expect: performed,
    state: { visited: '/weather/forecast.html', town_viewed: 'Marrowgate', hourly_day: 'Friday' },
  },
  {
    id: 'round27-weather-report-snow',
    site: '/weather/report.html',
    goal: 'Fill in Location: Kellerby, Date: 16 November 2026, Time: 7:45 am and continue. Choose Snow, set Snow depth to 4 cm, tick Fallen trees and Travel disruption, then continue. Your name: Owen Pryce, Email address: owen.pryce@example.com, and submit the report',
    expect: performed,
    state: {
      report_step: 'done',
      report_location: 'Kellerby',
      report_date: '2026-11-16',
      report_time: '07:45',
      report_weather: 'Snow',
      report_snow_depth: 4,
      report_damage: ['Fallen trees', 'Travel disruption'],
      report_name: 'Owen Pryce',
      report_email: 'owen.pryce@example.com',
      report_reference: 'VWR-26-04815',
    },
    // the time input holds 7:45 am as 07:45
    derived: ['07:45'],
  },
  {
    id: 'round27-weather-tides-stourmouth',
    site: '/weather/marine.html',
    goal: 'switch to the Tide times tab, pick Stourmouth from the harbour list and press Next day twice',
    expect: performed,
    state: { marine_tab: 'Tide times', tide_harbour: 'Stourmouth', tide_day: 'Thursday 19 November' },
  },

  // ---- questions: the forecast of a town (Harrowby on the home page)
  {
    id: 'round27-weather-rain-chance-thursday',
    site: '/weather/',
    goal: "What's the chance of rain on Thursday?",
    expect: { chance_of_rain: oneOf('90%', 90) },
    keys: ['chance', 'rain', 'rain_chance', 'thursday', 'chance_of_rain_thursday'],
    match: 'subset',
    // forecast.js writes the day's figure with "%"
    derived: ['90%'],
  },
  {
    id: 'round27-weather-average-high',
    site: '/weather/',
    // Harrowby highs: 11, 12, 13, 9, 7, 8, 3
    goal: 'whats the average high over the next 7 days',
    expect: { average_high: oneOf('9°C', 9, '9') },
    keys: ['average', 'average_high_temperature', 'average_temperature', 'average_high_temp', 'high'],
    derived: ['9°C'],
  },
  {
    id: 'round27-weather-hourly-thursday-gust',
    site: '/weather/',
    // Thursday at Harrowby: gusts 30, 35, 41, 47, 52, 49, 44, 38 mph (00:00 to 21:00)
    goal: 'Click the Thursday tab in the hourly forecast. Which time has the highest gust, and what is it?',
    expect: { time: '12:00', gust: oneOf('52 mph', 52) },
    aliases: { gust: ['highest_gust', 'max_gust', 'gust_speed'] },
    match: 'subset',
    also: [{ highest_gust: { time: '12:00', gust: oneOf('52 mph', 52) } }],
    state: { hourly_day: 'Thursday' },
    derived: ['52 mph'],
  },
  {
    id: 'round27-weather-kellerby-sunset',
    site: '/weather/forecast.html?town=kellerby',
    goal: 'when does the sun set today?',
    expect: { sunset: '15:58' },
    keys: ['sunset_time', 'time', 'sun_sets'],
    match: 'subset',
  },

  // ---- questions: towns (8 at a time behind "Show more towns")
  {
    id: 'round27-weather-warmest-town',
    site: '/weather/towns.html',
    // Stourmouth, 14°C, is the 14th town of 16 A to Z
    goal: 'Which town will be the warmest today?',
    expect: { town: 'Stourmouth' },
    keys: ['warmest', 'warmest_town', 'name', 'result', 'answer'],
    aliases: { town: TOWN },
    match: 'subset',
    also: [{ warmest: { town: 'Stourmouth' } }, { town: { name: 'Stourmouth' } }],
  },
  {
    id: 'round27-weather-towns-rain-40',
    site: '/weather/towns.html',
    // Carrick Point 45%, Westerholm 40% (the 16th town); Dunmore Quay 35%
    goal: 'Which towns have at least a 40% chance of rain today?',
    expect: { towns: unordered(['Carrick Point', 'Westerholm']) },
    keys: ['results', 'rows', 'names', 'places'],
    aliases: { town: TOWN },
    match: 'subset',
    also: [{ towns: unordered([{ town: 'Carrick Point' }, { town: 'Westerholm' }]) }],
  },

  // ---- questions: warnings
  {
    id: 'round27-weather-amber-count',
    site: '/weather/warnings.html',
    goal: 'How many amber warnings are there?',
    expect: { count: 3 },
    keys: ['amber_warnings', 'warnings', 'number_of_amber_warnings', 'amber', 'number_of_warnings'],
  },
  {
    id: 'round27-weather-red-warning-end',
    site: '/weather/warnings.html',
    goal: 'until when is the red warning of wind valid?',
    expect: { valid_to: '21:00 Thu 19 Nov' },
    keys: ['end', 'ends', 'until', 'valid_until', 'to', 'end_time', 'time'],
    match: 'subset',
  },

  // ---- questions: past weather (47 days of Harrowby Airport, 10 a page, newest first)
  {
    id: 'round27-weather-wettest-october-day',
    site: '/weather/past.html',
    // 22.3 mm on 8 October, on page 4 of 5
    goal: 'Which October 2026 day was the wettest at Harrowby Airport, and how much rain was there?',
    expect: {
      date: oneOf('Thu 8 Oct 2026', '2026-10-08', '8 October 2026', 'Thursday 8 October 2026', '8 Oct 2026'),
      rainfall: oneOf('22.3', 22.3, '22.3 mm'),
    },
    aliases: {
      date: ['day', 'wettest_day'],
      rainfall: ['rain', 'amount', 'rainfall_mm', 'rain_mm', 'total'],
    },
    match: 'subset',
    also: [
      {
        wettest: {
          date: oneOf(
            'Thu 8 Oct 2026',
            '2026-10-08',
            '8 October 2026',
            'Thursday 8 October 2026',
            '8 Oct 2026',
          ),
          rainfall: oneOf('22.3', 22.3, '22.3 mm'),
        },
      },
    ],
    // past.html writes the dates as "Thu 8 Oct 2026"
    derived: ['Thu 8 Oct 2026'],
  },
  {
    id: 'round27-weather-sunniest-november-days',
    site: '/weather/past.html',
    // November sunshine: 5.8 (1 Nov), 5.7 (2 Nov), 5.5 (7 Nov), then 4.7 (9 Nov)
    goal: 'Give me the 3 sunniest days in November 2026 with their sunshine hours',
    expect: {
      days: [
        {
          date: oneOf('Sun 1 Nov 2026', '2026-11-01', '1 November 2026', '1 Nov 2026'),
          sunshine: num('5.8'),
        },
        {
          date: oneOf('Mon 2 Nov 2026', '2026-11-02', '2 November 2026', '2 Nov 2026'),
          sunshine: num('5.7'),
        },
        {
          date: oneOf('Sat 7 Nov 2026', '2026-11-07', '7 November 2026', '7 Nov 2026'),
          sunshine: num('5.5'),
        },
      ],
    },
    keys: ['results', 'rows', 'sunniest_days', 'observations', 'dates', 'sunniest'],
    aliases: { date: ['day'], sunshine: ['sunshine_hours', 'hours', 'sunshine_(hours)'] },
    match: 'subset',
    derived: ['Sun 1 Nov 2026', 'Mon 2 Nov 2026', 'Sat 7 Nov 2026'],
  },

  // ---- questions: records, pollen and UV, marine
  {
    id: 'round27-weather-carrick-point-october-rain',
    site: '/weather/records.html',
    // "The wettest place was Carrick Point in the Western Isles, with 288.6 mm, ..."
    goal: 'How much rain fell at Carrick Point in October?',
    expect: { rainfall: oneOf('288.6 mm', 288.6) },
    keys: ['rain', 'amount', 'total', 'carrick_point', 'rainfall_at_carrick_point', 'carrick_point_rainfall'],
    match: 'subset',
  },
  {
    id: 'round27-weather-gust-record',
    site: '/weather/records.html',
    goal: "what's the national record for the highest gust and where was it?",
    expect: { value: oneOf('142 mph', 142), place: 'Westerholm' },
    aliases: { value: ['highest_gust', 'gust', 'speed'], place: ['location', 'where', 'town', 'station'] },
    match: 'subset',
    also: [{ highest_gust: { value: oneOf('142 mph', 142), place: 'Westerholm' } }],
  },
  {
    id: 'round27-weather-uv-stourmouth-tomorrow',
    site: '/weather/pollen-uv.html',
    goal: "What's the UV index in Stourmouth tomorrow?",
    expect: { uv_index: oneOf(1, '1') },
    keys: ['tomorrow', 'uv', 'stourmouth', 'value', 'index'],
    match: 'subset',
  },
  {
    id: 'round27-weather-selkie-deep',
    site: '/weather/marine.html',
    goal: 'What are the sea state and visibility in Selkie Deep?',
    expect: { sea_state: 'Very rough', visibility: 'Moderate or poor' },
    match: 'subset',
    also: [{ selkie_deep: { sea_state: 'Very rough', visibility: 'Moderate or poor' } }],
  },

  // ---- to refuse
  {
    id: 'round27-weather-refuse-christmas-snow',
    site: '/weather/',
    // the forecast goes to Monday 23 November
    goal: 'Will it snow in Harrowby on Christmas Day?',
    expect: refuse,
  },
  {
    id: 'round27-weather-refuse-what-to-wear',
    site: '/weather/forecast.html?town=kellerby',
    goal: 'What should I wear for a hike here on Saturday?',
    expect: refuse,
  },
  {
    id: 'round27-weather-refuse-blog-paragraph',
    site: '/weather/records.html',
    goal: 'Write a short paragraph for my blog about how wet October was',
    expect: refuse,
  },
  {
    id: 'round27-weather-refuse-facebook',
    site: '/weather/',
    goal: 'Share the Harrowby forecast on my Facebook page',
    expect: refuse,
  },
  {
    id: 'round27-weather-refuse-sea-temperature',
    site: '/weather/marine.html',
    // the marine page gives wind, sea state, weather and visibility, no sea temperature
    goal: "What's the sea temperature in Selkie Deep?",
    expect: refuse,
  },
  {
    id: 'round27-weather-refuse-september-rain',
    site: '/weather/past.html',
    // the observations start on 1 October 2026
    goal: 'How much rain fell at Harrowby Airport on 3 September 2026?',
    expect: refuse,
  },
]
