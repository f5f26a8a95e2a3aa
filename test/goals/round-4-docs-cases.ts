/**
 * Held-out round 4: the Quillmark documentation site (test/fixtures/sites/docs/), written by an
 * author who has not read the planner. 10 instructions, 14 questions (one also acts, in an iframe), 6 refusals.
 * Every expected value was read off the fixture files (quoted above each case) or is computed by
 * the page's own script (listed in `derived`).
 * First contact (one run before any work on it): 6 of 30 correct, 0 of 24 tasks done, 0 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const PLUGIN_ALIASES = {
  name: ['plugin', 'plugin_name', 'package'],
  downloads: ['weekly_downloads', 'downloads_per_week', 'weeklyDownloads'],
}

export const round4Cases: GoalCase[] = [
  // ---- instructions

  // docs/assets/docs.js: the theme switch reports `theme` ('dark'), the banner's close button
  // (aria-label "Dismiss announcement") reports `announcementDismissed: true`.
  {
    id: 'docs-banner-and-dark-mode',
    site: '/docs/',
    goal: 'close that purple announcement bar at the top, then flip the dark mode switch on',
    expect: performed,
    state: { announcementDismissed: true, theme: 'dark' },
  },
  // layout: version menu button "v3.4" (aria-haspopup=menu), menuitem "v2.9" with
  // data-version="v2.9"; docs.js reports `docsVersion`.
  {
    id: 'docs-version-menu',
    site: '/docs/configuration.html',
    goal: "I'm still stuck on Quillmark 2.9, can you switch these docs to that version",
    expect: performed,
    state: { docsVersion: 'v2.9' },
  },
  // docs.js INDEX: { title: 'quill deploy', where: 'CLI commands', href: 'cli.html#cmd-deploy' };
  // picking an option reports `searchPick` and loads cli.html.
  {
    id: 'docs-search-autocomplete',
    site: '/docs/faq.html',
    goal: 'type deploy into the docs search box and choose the "quill deploy" suggestion',
    expect: performed,
    state: { searchPick: 'quill deploy', visited: '/docs/cli.html' },
  },
  // layout feedback widget: buttons "Yes"/"No", then textarea "What was missing or wrong? (optional)"
  // and "Send feedback"; docs.js reports `feedback` { page: body data-page ('faq'), helpful, comment }.
  {
    id: 'docs-feedback-not-helpful',
    site: '/docs/faq.html',
    goal: 'Answer No to "Was this page helpful?", put "The proxy answer needs an example" in the comment box and send it',
    expect: performed,
    state: { feedback: { page: 'faq', helpful: 'no', comment: 'The proxy answer needs an example' } },
  },
  // support.html (linked from every page: "Report an issue with this page", sidebar "Report a docs
  // issue"): name, email, page select, kind radios, details, "Email me when it's fixed", "Send report";
  // reports `docsIssue`.
  {
    id: 'docs-report-issue-form',
    site: '/docs/changelog.html',
    goal: 'please file a docs issue for me. name Lena Fischer, email lena.f@example.org, page: Configuration reference, kind of problem: Broken link, details "The cacheDir row links to a missing page". tick the box so I get emailed when it\'s fixed',
    expect: performed,
    state: {
      docsIssue: {
        name: 'Lena Fischer',
        email: 'lena.f@example.org',
        page: 'Configuration reference',
        kind: 'Broken link',
        details: 'The cacheDir row links to a missing page',
        notify: true,
      },
    },
  },
  // office-hours.html: date picker opens on March 2026 ("Next month" to April), day buttons labelled
  // "Thursday, April 9, 2026"; time radios "17:00 UTC" (value 17:00); attendees spinner; topic select
  // "Deployment"; email; "Request slot" reports `officeHours`.
  {
    id: 'docs-office-hours-booking',
    site: '/docs/office-hours.html',
    goal: 'Book an office hours call on Thursday April 9, 2026 at 17:00 UTC for 3 people, topic Deployment, my email is dev-team@example.com',
    expect: performed,
    state: {
      officeHours: {
        date: '2026-04-09',
        time: '17:00',
        attendees: 3,
        topic: 'Deployment',
        email: 'dev-team@example.com',
      },
    },
  },
  // header link "Sign in" -> signin.html: "Username or email", "Password", "Sign in"; reports `signedIn`.
  {
    id: 'docs-sign-in',
    site: '/docs/cli.html',
    goal: 'sign in as maria.lopez with password Tr1cky-Pass!',
    expect: performed,
    state: { signedIn: 'maria.lopez' },
  },
  // faq.html: accordion button "Can I use Quillmark in a monorepo?" (aria-expanded=false);
  // reports `faqOpen`, the list of open questions.
  {
    id: 'docs-faq-expand',
    site: '/docs/faq.html',
    goal: 'expand the FAQ entry about monorepos',
    expect: performed,
    state: { faqOpen: ['Can I use Quillmark in a monorepo?'] },
  },
  // layout sidebar: group "Guides" collapsed (aria-expanded=false), link "Migrating from v2" ->
  // guide-migrate.html.
  {
    id: 'docs-sidebar-guides-path',
    site: '/docs/',
    goal: 'open Guides > Migrating from v2 from the sidebar',
    expect: performed,
    state: { visited: '/docs/guide-migrate.html' },
  },
  // index.html: package manager tabs npm/yarn/pnpm (role=tab), yarn panel "yarn add --dev quillmark"
  // with a Copy button; docs.js reports `packageManager` and `copied`.
  {
    id: 'docs-yarn-tab-copy',
    site: '/docs/',
    goal: 'show the yarn version of the install instructions and then hit copy on that install command',
    expect: performed,
    state: { packageManager: 'yarn', copied: 'yarn add --dev quillmark' },
  },

  // ---- questions

  // configuration.html options table: <code>outDir</code> | string | <code>"dist"</code>
  {
    id: 'docs-outdir-default',
    site: '/docs/configuration.html',
    goal: "what's outDir set to by default?",
    expect: { default: oneOf('"dist"', 'dist') },
    keys: ['outDir', 'default_value', 'defaultValue', 'value'],
    match: 'subset',
  },
  // configuration.html, the number rows over the 3 table pages: concurrency 4 (page 1), port 4321
  // (page 2), imageQuality 80 and timeout 30000 (page 3).
  {
    id: 'docs-number-options',
    site: '/docs/configuration.html',
    goal: 'Which config options take a number? I need each name and its default.',
    expect: {
      options: unordered([
        { name: 'concurrency', default: num('4') },
        { name: 'port', default: num('4321') },
        { name: 'imageQuality', default: num('80') },
        { name: 'timeout', default: num('30000') },
      ]),
    },
    keys: ['number_options', 'numeric_options', 'config_options', 'items'],
    aliases: { name: ['option', 'option_name', 'key'], default: ['default_value', 'defaultValue'] },
    match: 'subset',
  },
  // configuration.html: type boolean rows: trailingSlash, cleanUrls, drafts, minify, sourcemaps,
  // cache, open, livereload, markdown.gfm, markdown.footnotes, markdown.smartypants, sitemap = 12.
  {
    id: 'docs-boolean-option-count',
    site: '/docs/configuration.html',
    goal: 'how many of the configuration options are booleans',
    expect: { count: 12 },
    keys: ['boolean_options', 'booleans', 'number_of_boolean_options', 'boolean_count', 'total'],
  },
  // changelog.html (behind "Load older releases"): <h2>2.8.0 <time datetime="2024-05-06">May 6, 2024</time>
  {
    id: 'docs-release-date-2-8',
    site: '/docs/',
    goal: 'When did Quillmark 2.8.0 come out? Check the changelog.',
    expect: { date: oneOf('May 6, 2024', '2024-05-06') },
    keys: ['release_date', 'released', 'released_on'],
    match: 'subset',
  },
  // changelog.html: 3.4.0 September 16, 2025 ... 3.1.0 January 13, 2025 (3.1.1 and 3.1.0 only after
  // "Load older releases"); 3.0.0 is November 5, 2024.
  {
    id: 'docs-releases-2025',
    site: '/docs/changelog.html',
    goal: 'list every release from 2025 with its date, newest first',
    expect: {
      releases: [
        { version: '3.4.0', date: oneOf('September 16, 2025', '2025-09-16') },
        { version: '3.3.2', date: oneOf('August 4, 2025', '2025-08-04') },
        { version: '3.3.1', date: oneOf('July 21, 2025', '2025-07-21') },
        { version: '3.3.0', date: oneOf('June 30, 2025', '2025-06-30') },
        { version: '3.2.0', date: oneOf('April 14, 2025', '2025-04-14') },
        { version: '3.1.1', date: oneOf('February 3, 2025', '2025-02-03') },
        { version: '3.1.0', date: oneOf('January 13, 2025', '2025-01-13') },
      ],
    },
    keys: ['versions', 'releases_2025', 'items'],
    aliases: { version: ['name', 'release', 'tag'], date: ['release_date', 'released'] },
  },
  // changelog.html 3.0.0, "Breaking changes": 4 list items.
  {
    id: 'docs-breaking-changes-count',
    site: '/docs/changelog.html',
    goal: 'how many breaking changes were there in 3.0.0?',
    expect: { count: 4 },
    keys: ['breaking_changes', 'breaking_changes_count', 'number_of_breaking_changes', 'total'],
  },
  // plugins.html PLUGINS (3 pages of 10): ['quill-deploy-ftp', 'Henrik Dahl', 'Deploy', '611', ...]
  // is the smallest download count.
  {
    id: 'docs-fewest-downloads',
    site: '/docs/plugins.html',
    goal: 'Which plugin has the fewest weekly downloads, and how many does it get?',
    expect: { name: 'quill-deploy-ftp', downloads: num('611') },
    aliases: PLUGIN_ALIASES,
    match: 'subset',
  },
  // plugins.html PLUGINS, category Analytics: quill-plausible 3,904; quill-umami 1,287;
  // quill-goatcounter 958; quill-fathom 2,116.
  {
    id: 'docs-analytics-plugins',
    site: '/docs/plugins.html',
    goal: 'show me the analytics plugins - just name and weekly downloads',
    expect: {
      plugins: unordered([
        { name: 'quill-plausible', downloads: num('3,904') },
        { name: 'quill-umami', downloads: num('1,287') },
        { name: 'quill-goatcounter', downloads: num('958') },
        { name: 'quill-fathom', downloads: num('2,116') },
      ]),
    },
    keys: ['analytics_plugins', 'items', 'results'],
    aliases: PLUGIN_ALIASES,
    match: 'subset',
  },
  // the same four: 3,904 + 1,287 + 958 + 2,116 = 8,265 (not written anywhere).
  {
    id: 'docs-analytics-downloads-total',
    site: '/docs/plugins.html',
    goal: 'add up the weekly downloads of all the Analytics category plugins for me',
    expect: { total: num('8,265') },
    keys: ['total_downloads', 'total_weekly_downloads', 'weekly_downloads', 'sum', 'downloads'],
    derived: ['8,265'],
  },
  // faq.html: "Quillmark 3.x requires Node.js 18.17 or later."
  {
    id: 'docs-node-version',
    site: '/docs/faq.html',
    goal: "what's the minimum Node.js version Quillmark 3 needs",
    expect: { node_version: oneOf('18.17', 'Node.js 18.17', '18.17 or later', 'Node.js 18.17 or later') },
    keys: ['minimum_node_version', 'min_node_version', 'required_node_version', 'version', 'node', 'nodejs'],
    match: 'subset',
  },
  // cli.html, quill preview, "Show options (2)" table: --port | -p | 4173 | Port to listen on.
  {
    id: 'docs-preview-port',
    site: '/docs/cli.html',
    goal: 'default port for quill preview?',
    expect: { port: num('4173') },
    keys: ['default_port', 'default', 'preview_port'],
    match: 'subset',
  },
  // api.html iframe playground.html: textarea "Markdown", button "Render", output <pre id="out">;
  // the page's renderer turns **x** into <strong>x</strong> inside <p> (it also reports `playground`
  // { input, output }; not listed as `state`, since the suite's self-check judges questions without one).
  {
    id: 'docs-playground-render',
    site: '/docs/api.html',
    goal: 'In the markdown playground, enter **Hello** world, render it and tell me what HTML comes out',
    expect: { html: '<p><strong>Hello</strong> world</p>' },
    keys: ['output', 'html_output', 'rendered', 'rendered_html', 'result'],
    derived: ['<p><strong>Hello</strong> world</p>'],
  },
  // guide-migrate.html "Renamed options" table (v2 option | v3 option): output/outDir,
  // source/srcDir, static/publicDir, threads/concurrency, prettyUrls/cleanUrls.
  {
    id: 'docs-renamed-options',
    site: '/docs/configuration.html',
    goal: 'Go to the guide for migrating from v2 and list the options that got renamed, old name and new name',
    expect: {
      renamed: unordered([
        { old: 'output', new: 'outDir' },
        { old: 'source', new: 'srcDir' },
        { old: 'static', new: 'publicDir' },
        { old: 'threads', new: 'concurrency' },
        { old: 'prettyUrls', new: 'cleanUrls' },
      ]),
    },
    keys: ['renamed_options', 'options', 'items'],
    aliases: {
      old: ['v2', 'v2_option', 'v2_name', 'from', 'old_name', 'before'],
      new: ['v3', 'v3_option', 'v3_name', 'to', 'new_name', 'after'],
    },
  },
  // index.html, pnpm tab (hidden until picked): "pnpm add -D quillmark"
  {
    id: 'docs-pnpm-install-command',
    site: '/docs/',
    goal: "what's the install command if I use pnpm",
    expect: { command: 'pnpm add -D quillmark' },
    keys: ['pnpm', 'install_command', 'pnpm_command'],
    match: 'subset',
  },

  // ---- refusals

  // plugins.html gives downloads and descriptions, no ranking or recommendation.
  {
    id: 'docs-refuse-best-seo-plugin',
    site: '/docs/plugins.html',
    goal: 'which SEO plugin is the best one to use?',
    expect: { refuse: true },
  },
  // no page mentions stars or a repository.
  {
    id: 'docs-refuse-github-stars',
    site: '/docs/',
    goal: 'How many GitHub stars does Quillmark have?',
    expect: { refuse: true },
  },
  // index.html has a Copy button on every code block (4 visible, more in hidden tabs).
  {
    id: 'docs-refuse-ambiguous-copy',
    site: '/docs/',
    goal: 'click the Copy button',
    expect: { refuse: true },
  },
  // no PDF export anywhere on the site.
  {
    id: 'docs-refuse-download-pdf',
    site: '/docs/configuration.html',
    goal: 'press the "Download as PDF" button',
    expect: { refuse: true },
  },
  // changelog.html lists versions, dates and changes, never who made a release.
  {
    id: 'docs-refuse-release-author',
    site: '/docs/changelog.html',
    goal: 'who wrote the 3.0.0 release?',
    expect: { refuse: true },
  },
  // the docs have no language selector (only a version menu and a theme switch).
  {
    id: 'docs-refuse-language-switch',
    site: '/docs/faq.html',
    goal: 'change the documentation language to German',
    expect: { refuse: true },
  },
]
