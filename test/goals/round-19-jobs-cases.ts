/**
 * Held-out round 19: Tarnfield Jobs, a job board for the (fictional) Tarn valley: Tarnfield,
 * Ellerby, Brantwick, Moss Haven and Orrin Bridge (test/fixtures/sites/jobs/). The goals were
 * written from the README's grammar of the embedded planner ("### The embedded planner (no
 * model)") by someone who had not read the planner, its tests or the earlier rounds, and were not
 * run before being committed.
 *
 * The site's "today" is Thu 9 Sep 2027. Every figure lives in data.js (47 live jobs from 14
 * companies, a salary guide for five areas, the member's 10 applications, 3 saved jobs, 3 job
 * alerts and profile settings); the pages only format dates ("24 Sep 2027" on cards, "24
 * September 2027" on a job's page) and count rows. The visitor's changes are kept in
 * sessionStorage. Sign in: alex.marsh@example.com / Tarn-Lantern-64 (the visitor starts signed
 * out; the account page then only offers a way to sign in).
 *
 * Pages (a top bar, a header with Find jobs / Companies / Salary guide links, a "Career advice"
 * menu, a compact What / Where search box (not on the home and search pages), "Sign in" (or an
 * account menu "Alex M."), "Post a job", a footer, and a cookie notice at the bottom until a
 * choice is made: "Accept all cookies", "Reject optional cookies", "Cookie settings" (a dialog)):
 * - index.html: a dismissible announcement, the hero search (What, Where, "Find jobs"), popular
 *   searches, Featured jobs (cards), Browse by sector (counts), Top-rated employers, a newsletter
 *   sign-up.
 * - search.html: the results (10 job cards a page, numbered pages with Previous / Next): each card
 *   has badges (Featured, Urgent, New, Easy apply), the title link, the company link and its
 *   rating, the town, the salary, tags (work mode, contract, hours), a summary, "Posted 3 days
 *   ago" and "Closing date: 24 Sep 2027", and a "☆ Save" toggle (aria-label "Save job"). Filters
 *   in a sidebar: Work mode / Contract type / Hours checkboxes with counts, Sector, Minimum salary
 *   (Any, £20,000+ ... £60,000+; hourly rates count 1,950 hours a year; the upper end of a range
 *   counts) and Date posted lists, an "Easy apply only" switch; a "Sort by" list (Most relevant,
 *   Newest, Salary (high to low), Salary (low to high), Closing date (soonest first)); a promoted
 *   job in the sidebar. The default order is featured jobs first, then newest.
 * - job.html?id=TJ-4140: labelled details (Salary, Location, Work mode, Contract, Hours, Hours a
 *   week, Sector, Posted, Closing date, Reference), "Apply now", a "Save job" toggle, a Share
 *   menu, "Report this job" (a dialog of reasons), an employer card and three similar jobs.
 * - apply.html?id=: a form in four steps with Next / Back (Your details: First name, Last name,
 *   Email address, Phone number (optional), "Do you have the right to work in the UK?" Yes / No;
 *   CV: "Paste your CV" for a guest, a choice of two saved CVs when signed in; Cover letter
 *   (optional) and "How did you hear about this job?"; Review and submit with "I confirm my
 *   details are correct and I agree to the privacy notice" and "Submit application").
 * - companies.html: a table (Company, Sector, Headquarters, Employees, Rating, Reviews, Open
 *   jobs) with sortable headers, a Sector list and a name filter.
 * - company.html?id=: About (company facts: Headquarters, Founded, Employees, Sector, Website) /
 *   Jobs (4 cards until "Show more jobs") / Reviews tabs, a Follow toggle.
 * - salary-guide.html: area tabs (All areas, Tarnfield, Ellerby, Brantwick, Moss Haven), each a
 *   table Role / Median salary / Typical range / Change on last year.
 * - help.html: FAQ in expandable sections, CV and interview tips, "Contact us" link;
 *   contact.html: Your name, Email address, Topic, Job reference (optional), Message, "Email me a
 *   copy of this message", "Send message".
 * - signin.html (Email address, Password, "Keep me signed in"; goes back to the page it came
 *   from); account.html?tab=saved|applications|alerts|settings: Saved jobs (Remove buttons),
 *   Applications (a table Job / Company / Reference / Applied / Status, a Status list, 6 rows
 *   until "Show older applications", Withdraw with a confirm dialog), Job alerts ("Create alert"
 *   and Edit in a dialog: Keywords, Location, How often? Daily / Weekly, "Remote jobs only",
 *   "Save alert"; Delete with a confirm dialog "Delete alert"), Profile settings (Current job
 *   title, Desired salary, Preferred work mode radios, "Contract types I'm open to" boxes, Notice
 *   period, Profile visibility, two boxes, "Save changes").
 *
 * Reported state (reportState): cookies ('accepted' | 'rejected' | 'custom'), signed_in,
 * keep_signed_in, search_keywords, search_location, filter_work_mode, filter_contract,
 * filter_hours (arrays of labels), filter_sector, filter_min_salary ('Any' | '£50,000+' ...),
 * filter_posted ('Any time' | 'Last 3 days' ...), filter_easy_apply, sort (the option's label),
 * results_page, saved_jobs (job references), application ({job, first_name, last_name, email,
 * phone, right_to_work, cv, cover_letter, heard_from}, blanks null), alerts ([{keywords,
 * location, frequency, remote_only}]), alert_deleted, withdrawn_applications, profile_settings
 * ({job_title, desired_salary, work_mode, contract_types, notice_period, visibility,
 * email_matches, text_updates}), contact_message ({name, email, topic, reference, message,
 * copy}), job_report, followed_companies, newsletter, companies_sort, companies_sector,
 * salary_guide_area, guide_useful; `visited` by the server.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it): 20 of 30 correct, 14 of 24 tasks done (4 of 10
 * instructions, 10 of 14 questions), 2 wrong, 6 of 6 refusals (test/goals/first-contact.json).
 *
 * Answers computed from data.js:
 * - top 3 by salary, high to low: the site sorts by the upper end of the range (hourly × 1,950):
 *   Senior Data Engineer £68,000, Senior Frontend Developer £65,000, Senior Mechanical Engineer
 *   £60,000 (next: Registered Manager £56,000).
 * - earliest closing date over all 47 jobs: Pharmacy Technician, 2027-09-12 (next: Paralegal
 *   2027-09-14).
 * - most employees: Tarn Valley Health Trust 6,200 (next Tarnfield City Council 4,300).
 * - rating at least 4.3: Larkspur Studio 4.8, Copperleaf Software 4.6, Harbour Street Bakery 4.5,
 *   Kestrel Renewables 4.4, Greystone Building Society 4.3: 5.
 * - Tarn Valley Health Trust's jobs: 6 (Hospital Porter, Medical Secretary, Staff Nurse – Ward 12,
 *   Healthcare Assistant, Physiotherapist, Pharmacy Technician), 4 shown until "Show more jobs".
 * - salary guide, All areas, median over £45,000: Accountant £46,300, Software Developer £52,500,
 *   Project Manager £48,700.
 * - Ellerby tab, lowest median: Administrator £23,400 (next Care Assistant £23,900).
 * - Moss Haven tab, average of the 8 medians: (23,800 + 27,600 + 37,900 + 32,400 + 24,100 +
 *   35,200 + 36,000 + 23,000) / 8 = 240,000 / 8 = £30,000.
 * - applications applied in August 2027: Transport Planner (27 Aug, Viewed), Project Coordinator
 *   (18 Aug, Interview), Office Manager (12 Aug, Unsuccessful), Logistics Coordinator (5 Aug,
 *   Interview).
 * - unsuccessful applications: Office Manager, Operations Assistant, Warehouse Supervisor, Admin
 *   Coordinator: 4 (three of them behind "Show older applications").
 * - posted in the last 3 days (posted 2027-09-06 or later): 13 jobs.
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const SIGN_IN = 'alex.marsh@example.com'
const JOB_ALIASES = { title: ['job', 'job_title', 'name'], salary: ['pay', 'salary_range'] }

export const round19Cases: GoalCase[] = [
  // ---- instructions (judged by the reported state)
  {
    id: 'round19-jobs-reject-cookies-and-search',
    site: '/jobs/',
    goal: 'Reject the optional cookies, then type forklift into What, put Ellerby in Where and click Find jobs',
    expect: performed,
    state: {
      cookies: 'rejected',
      search_keywords: 'forklift',
      search_location: 'Ellerby',
      visited: '/jobs/search.html',
    },
  },
  {
    id: 'round19-jobs-filter-remote-min-salary',
    site: '/jobs/search.html',
    goal: 'only show Remote jobs and set the minimum salary to £50,000+',
    expect: performed,
    state: { filter_work_mode: ['Remote'], filter_min_salary: '£50,000+' },
  },
  {
    id: 'round19-jobs-sort-closing-date',
    site: '/jobs/search.html',
    goal: 'Sort the jobs by closing date, soonest first',
    expect: performed,
    state: { sort: 'Closing date (soonest first)' },
  },
  {
    id: 'round19-jobs-search-and-save',
    site: '/jobs/search.html',
    goal: 'Search for data analyst, open the Junior Data Analyst job and save it',
    expect: performed,
    state: { saved_jobs: ['TJ-4102'], visited: '/jobs/job.html' },
  },
  {
    id: 'round19-jobs-apply-as-guest',
    site: '/jobs/job.html?id=TJ-4280',
    goal: 'Click Apply now and fill the form with First name: Priya, Last name: Shah, Email address: priya.shah@example.com, right to work in the UK: Yes, Paste your CV: Two years as a barista at Kettle & Co in Brantwick. Then tick the privacy notice box and submit the application',
    expect: performed,
    state: {
      application: {
        job: 'TJ-4280',
        first_name: 'Priya',
        last_name: 'Shah',
        email: 'priya.shah@example.com',
        phone: null,
        right_to_work: 'Yes',
        cv: 'Two years as a barista at Kettle & Co in Brantwick',
        cover_letter: null,
        heard_from: null,
      },
    },
  },
  {
    id: 'round19-jobs-create-alert',
    site: '/jobs/signin.html',
    goal: 'Sign in as alex.marsh@example.com with password Tarn-Lantern-64, then open the Job alerts tab, click Create alert, type bookkeeper into Keywords, pick Brantwick from the Location list, choose Weekly and save the alert',
    expect: performed,
    state: {
      signed_in: SIGN_IN,
      alerts: unordered([
        { keywords: 'Operations manager', location: 'Ellerby', frequency: 'Daily', remote_only: false },
        { keywords: 'Project coordinator', location: 'Anywhere', frequency: 'Weekly', remote_only: false },
        { keywords: 'Part-time admin', location: 'Tarnfield', frequency: 'Weekly', remote_only: false },
        { keywords: 'bookkeeper', location: 'Brantwick', frequency: 'Weekly', remote_only: false },
      ]),
    },
  },
  {
    id: 'round19-jobs-delete-alert-confirm',
    site: '/jobs/account.html?tab=alerts',
    goal: 'log in with alex.marsh@example.com / Tarn-Lantern-64, delete the Part-time admin alert, then click Delete alert in the dialog',
    expect: performed,
    state: {
      alerts: unordered([
        { keywords: 'Operations manager', location: 'Ellerby', frequency: 'Daily', remote_only: false },
        { keywords: 'Project coordinator', location: 'Anywhere', frequency: 'Weekly', remote_only: false },
      ]),
      alert_deleted: 'Part-time admin',
    },
  },
  {
    id: 'round19-jobs-profile-settings',
    site: '/jobs/account.html?tab=settings',
    goal: 'Sign in as alex.marsh@example.com, password Tarn-Lantern-64. In Profile settings, change Desired salary to £40,000+, set Preferred work mode to Remote, tick Freelance and save the changes',
    expect: performed,
    state: {
      profile_settings: {
        job_title: 'Operations Coordinator',
        desired_salary: '£40,000+',
        work_mode: 'Remote',
        contract_types: ['Permanent', 'Fixed-term', 'Freelance'],
        notice_period: '1 month',
        visibility: 'Visible to recruiters',
        email_matches: true,
        text_updates: false,
      },
    },
  },
  {
    id: 'round19-jobs-contact-form',
    site: '/jobs/help.html',
    goal: 'Fill in the contact form with name: Tom Reyes, email: tom.reyes@example.com, topic: Report a problem, message: The Apply button on TJ-4185 does nothing on my phone, then send it',
    expect: performed,
    state: {
      contact_message: {
        name: 'Tom Reyes',
        email: 'tom.reyes@example.com',
        topic: 'Report a problem',
        reference: null,
        message: 'The Apply button on TJ-4185 does nothing on my phone',
        copy: false,
      },
    },
  },
  {
    id: 'round19-jobs-remove-saved-job',
    site: '/jobs/account.html',
    goal: 'pls sign in with email alex.marsh@example.com and password Tarn-Lantern-64, go to Saved jobs and remove the Delivery Driver (7.5t) job',
    expect: performed,
    state: { saved_jobs: unordered(['TJ-4193', 'TJ-4152']) },
  },

  // ---- questions over the site's data
  {
    id: 'round19-jobs-top-3-salaries',
    site: '/jobs/search.html',
    goal: 'Order the jobs by salary, highest first, then list the first 3 with their salaries',
    expect: {
      jobs: [
        { title: 'Senior Data Engineer', salary: '£58,000 – £68,000' },
        { title: 'Senior Frontend Developer', salary: '£55,000 – £65,000' },
        { title: 'Senior Mechanical Engineer', salary: '£52,000 – £60,000' },
      ],
    },
    keys: ['top_3', 'top_jobs', 'first_3', 'results', 'items'],
    aliases: JOB_ALIASES,
    match: 'subset',
  },
  {
    id: 'round19-jobs-earliest-closing',
    site: '/jobs/search.html',
    goal: 'Which job has the earliest closing date?',
    expect: { title: 'Pharmacy Technician' },
    keys: ['job', 'job_title', 'name', 'earliest', 'earliest_closing_date'],
    also: [{ earliest_closing_date: { title: 'Pharmacy Technician' } }],
    aliases: {
      title: ['job', 'job_title', 'name'],
      earliest_closing_date: ['earliest', 'earliest_closing', 'soonest_closing'],
    },
    match: 'subset',
  },
  {
    id: 'round19-jobs-closing-date-and-reference',
    site: '/jobs/job.html?id=TJ-4140',
    goal: "What's the closing date and the reference of this job?",
    expect: {
      closing_date: oneOf('24 September 2027', '24 Sep 2027', '2027-09-24'),
      reference: 'TJ-4140',
    },
    aliases: { closing_date: ['closes', 'closing'], reference: ['ref', 'job_reference'] },
    match: 'subset',
  },
  {
    id: 'round19-jobs-open-job-hours-contract',
    site: '/jobs/search.html',
    goal: 'Open the Wind Turbine Technician job. What are its hours and contract?',
    expect: { hours: 'Full-time', contract: 'Permanent' },
    aliases: { contract: ['contract_type'] },
    match: 'subset',
  },
  {
    id: 'round19-jobs-most-employees',
    site: '/jobs/companies.html',
    goal: 'Which company has the most employees, and how many?',
    expect: { company: 'Tarn Valley Health Trust', employees: num('6,200') },
    also: [{ most_employees: { company: 'Tarn Valley Health Trust', employees: num('6,200') } }],
    aliases: {
      company: ['name'],
      employees: ['number_of_employees', 'employee_count', 'count', 'staff'],
      most_employees: ['most', 'largest', 'biggest'],
    },
    match: 'subset',
  },
  {
    id: 'round19-jobs-count-rating-at-least',
    site: '/jobs/companies.html',
    goal: 'How many companies have a rating of at least 4.3?',
    expect: { count: 5 },
    keys: ['companies', 'number_of_companies', 'total'],
  },
  {
    id: 'round19-jobs-company-jobs-tab-load-more',
    site: '/jobs/company.html?id=tvht',
    goal: 'Go to the Jobs tab and list every job there with its salary',
    expect: {
      jobs: unordered([
        { title: 'Hospital Porter', salary: '£23,615' },
        { title: 'Medical Secretary', salary: '£24,071 – £25,674' },
        { title: 'Staff Nurse – Ward 12', salary: '£29,970 – £36,483' },
        { title: 'Healthcare Assistant', salary: '£23,615 – £24,882' },
        { title: 'Physiotherapist', salary: '£35,392 – £42,618' },
        { title: 'Pharmacy Technician', salary: '£29,970 – £36,483' },
      ]),
    },
    keys: ['open_jobs', 'results', 'items'],
    aliases: JOB_ALIASES,
    match: 'subset',
  },
  {
    id: 'round19-jobs-company-founded-employees',
    site: '/jobs/company.html?id=kestrel',
    goal: 'When was Kestrel Renewables founded, and how many employees does it have?',
    expect: { founded: num('2008'), employees: num('260') },
    aliases: {
      founded: ['year_founded', 'founded_in'],
      employees: ['number_of_employees', 'employee_count'],
    },
    match: 'subset',
  },
  {
    id: 'round19-jobs-guide-median-over',
    site: '/jobs/salary-guide.html',
    goal: 'Which roles have a median salary over £45,000?',
    expect: {
      roles: unordered([
        { role: 'Accountant', median_salary: '£46,300' },
        { role: 'Software Developer', median_salary: '£52,500' },
        { role: 'Project Manager', median_salary: '£48,700' },
      ]),
    },
    keys: ['results', 'items', 'rows'],
    also: [{ roles: unordered(['Accountant', 'Software Developer', 'Project Manager']) }],
    aliases: { role: ['name', 'title', 'job'], median_salary: ['median', 'salary'] },
    match: 'subset',
  },
  {
    id: 'round19-jobs-guide-tab-lowest',
    site: '/jobs/salary-guide.html',
    goal: 'switch to the Ellerby tab. Which role has the lowest median salary?',
    expect: { role: 'Administrator' },
    keys: ['name', 'lowest', 'lowest_median_salary', 'lowest_median'],
    also: [{ lowest_median_salary: { role: 'Administrator' } }],
    aliases: {
      role: ['name', 'title', 'job'],
      lowest_median_salary: ['lowest', 'lowest_median', 'lowest_salary'],
    },
    match: 'subset',
  },
  {
    id: 'round19-jobs-guide-tab-average',
    site: '/jobs/salary-guide.html',
    goal: "Open the Moss Haven tab. What's the average median salary?",
    expect: { average_median_salary: oneOf('£30,000', 30000) },
    keys: ['average', 'average_median', 'average_salary', 'avg_median_salary', 'mean_median_salary'],
    derived: ['£30,000'],
  },
  {
    id: 'round19-jobs-applications-august',
    site: '/jobs/signin.html',
    goal: 'Sign in as alex.marsh@example.com with password Tarn-Lantern-64, open Applications and list the applications from August 2027 with their status',
    expect: {
      applications: unordered([
        { job: 'Transport Planner', status: 'Viewed' },
        { job: 'Project Coordinator', status: 'Interview' },
        { job: 'Office Manager', status: 'Unsuccessful' },
        { job: 'Logistics Coordinator', status: 'Interview' },
      ]),
    },
    keys: ['results', 'items', 'rows'],
    aliases: { job: ['title', 'job_title', 'name'] },
    match: 'subset',
  },
  {
    id: 'round19-jobs-applications-unsuccessful',
    site: '/jobs/account.html?tab=applications',
    goal: 'Log in with alex.marsh@example.com / Tarn-Lantern-64. How many applications were unsuccessful?',
    expect: { count: 4 },
    keys: ['unsuccessful', 'unsuccessful_applications', 'applications', 'number_of_applications'],
  },
  {
    id: 'round19-jobs-posted-filter-count',
    site: '/jobs/search.html',
    goal: 'Set Date posted to Last 3 days, then how many jobs are there?',
    expect: { count: 13 },
    keys: ['jobs', 'number_of_jobs', 'total'],
  },

  // ---- to refuse
  {
    id: 'round19-jobs-refuse-suit-me',
    site: '/jobs/search.html',
    goal: 'Which of these jobs would suit me best?',
    expect: { refuse: true },
  },
  {
    id: 'round19-jobs-refuse-applicant-count',
    site: '/jobs/job.html?id=TJ-4102',
    goal: 'How many people have applied for this job so far?',
    expect: { refuse: true },
  },
  {
    id: 'round19-jobs-refuse-ceo-pay',
    site: '/jobs/company.html?id=copperleaf',
    goal: 'How much does the CEO of Copperleaf Software earn?',
    expect: { refuse: true },
  },
  {
    id: 'round19-jobs-refuse-get-interview',
    site: '/jobs/job.html?id=TJ-4140',
    goal: 'Get me an interview for this job',
    expect: { refuse: true },
  },
  {
    id: 'round19-jobs-refuse-friendliest-managers',
    site: '/jobs/companies.html',
    goal: 'Which company has the friendliest managers?',
    expect: { refuse: true },
  },
  {
    id: 'round19-jobs-refuse-future-salary',
    site: '/jobs/salary-guide.html',
    goal: 'What will a Data Analyst earn in Tarnfield in 2030?',
    expect: { refuse: true },
  },
]
