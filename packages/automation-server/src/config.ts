import { resolve } from 'node:path'
import { COUNTRY_CODES, type ProxyDirectory, redactProxyUrl } from 'automation-core'

/** Everything the server can be told, with its default. The README's table documents each. */
export interface ServerConfig {
  /** PORT, --port. @default 8080 */
  port: number
  /** HOST, --host. Loopback by default: set 0.0.0.0 to serve other machines (containers). @default '127.0.0.1' */
  host: string
  /** AUTOMATION_DATA_DIR, --data-dir: where runs and keys are kept. @default ./.automation-data */
  dataDir: string
  /**
   * AUTOMATION_DATABASE_URL / --database-url: a PostgreSQL server (postgres://...) that holds runs,
   * keys, OAuth data, batches and sessions, shared by every process that names it. @default none:
   * the embedded PGlite in the data directory, for one process
   */
  databaseUrl?: string
  /** AUTOMATION_API_KEYS: keys to accept, comma-separated (containers, CI). */
  apiKeys?: string
  /** AUTOMATION_ALLOW_PRIVATE_NETWORK=1, --allow-private-network. @default false */
  allowPrivateNetwork: boolean
  /** AUTOMATION_CONCURRENCY: runs at once; more wait PENDING. @default 10 */
  concurrency: number
  /**
   * AUTOMATION_MAX_RUNS_PER_KEY: runs one API key may have going at once, on this process or,
   * with PostgreSQL, across every worker; the rest wait PENDING (0 = no limit). @default 0
   */
  maxRunsPerKey: number
  /** AUTOMATION_RATE_LIMIT_PER_SECOND: sustained requests per key (0 = unlimited). @default 20 */
  rateLimitPerSecond: number
  /** AUTOMATION_RATE_LIMIT_BURST: requests a key may send at once. @default 100 */
  rateLimitBurst: number
  /** AUTOMATION_HEARTBEAT_SECONDS: SSE heartbeat while nothing else is sent. @default 15 */
  heartbeatSeconds: number
  /** AUTOMATION_SHUTDOWN_GRACE_SECONDS: how long running runs may finish on SIGTERM. @default 30 */
  shutdownGraceSeconds: number
  /** CHROME_PATH: the browser binary. @default found on the system */
  chromePath?: string
  /** AUTOMATION_PLANNER: heuristic | ollama | openai. @default the embedded heuristic planner (no model) */
  planner?: string
  /** AUTOMATION_MODEL */
  model?: string
  /**
   * AUTOMATION_PROXY_<CC> (one URL per country, e.g. AUTOMATION_PROXY_US) and
   * AUTOMATION_PROXY_TEMPLATE (a URL with `{country}` / `{country_lower}`). @default none
   */
  proxies: ProxyDirectory
  /**
   * AUTOMATION_PUBLIC_URL: the origin clients reach the server at (`https://automation.example.com`),
   * used as the OAuth issuer and the MCP resource. @default each request's own scheme and Host
   */
  publicUrl?: string
  /**
   * AUTOMATION_MCP_ALLOWED_ORIGINS: browser origins allowed to call /mcp besides the server's own
   * and loopback ones, comma-separated; `*` for any. @default none
   */
  mcpAllowedOrigins: string[]
  /** AUTOMATION_REGISTRATION_LIMIT_PER_MINUTE: OAuth client registrations per client address (0 = unlimited). @default 10 */
  registrationsPerMinute: number
  /**
   * AUTOMATION_AUTHORIZE_LIMIT_PER_MINUTE: consent pages and decisions (GET and POST
   * /oauth/authorize) per client address (0 = unlimited). @default 60
   */
  authorizationsPerMinute: number
  /**
   * AUTOMATION_TOKEN_LIMIT_PER_MINUTE: OAuth token and revocation requests per client address
   * (0 = unlimited). @default 60
   */
  tokenRequestsPerMinute: number
  /**
   * AUTOMATION_INVALID_KEY_LIMIT_PER_MINUTE: failed API keys per client address before that
   * address gets 429 for any key until a minute's share refills (0 = unlimited). @default 20
   */
  invalidKeysPerMinute: number
  /**
   * AUTOMATION_TRUST_PROXY=N: the number of reverse proxies in front of the server; the client
   * address is the X-Forwarded-For entry N from the end (what the proxy next to the server
   * vouches for), not the first one, which the client writes. 0 uses the socket's address.
   * @default 0
   */
  trustedProxies: number
  /**
   * AUTOMATION_CONSENT_SECRET: the key (16 characters or more) that signs the consent form's CSRF
   * tokens; give every server behind one address the same one. @default random bytes of each
   * process (a restart voids consent pages left open)
   */
  consentSecret?: string
  /** AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS: lifetime of an MCP access token. @default 3600 */
  oauthAccessTokenSeconds: number
  /** AUTOMATION_OAUTH_REFRESH_TOKEN_DAYS: lifetime of an MCP refresh token. @default 30 */
  oauthRefreshTokenDays: number
  /**
   * AUTOMATION_LIVE_SECRET: the key (16 characters or more) that signs live-view URLs; every node
   * of one deployment needs the same. @default one made on first start and kept in the database
   */
  liveSecret?: string
  /** AUTOMATION_LIVE_URL_TTL_SECONDS: how long a view URL (`streaming_url`) works. @default 86400 */
  liveViewTtlSeconds: number
  /** AUTOMATION_LIVE_CONTROL_TTL_SECONDS: how long a control URL works. @default 900 */
  liveControlTtlSeconds: number
  /**
   * AUTOMATION_LIVE_FRAME_ANCESTORS: the pages that may show the live view in an iframe (CSP
   * frame-ancestors sources, space-separated: `'self'`, `'none'`, origins). @default 'self'
   */
  liveFrameAncestors: string
  /**
   * AUTOMATION_RETENTION_DAYS: step screenshots and traces older than this are deleted (0 keeps
   * them). @default 30
   */
  retentionDays: number
  /**
   * What this process does: `all` (serve: the API and runs), `api` (serve --no-worker: the API
   * only) or `worker` (the worker command: runs only). The last two need a database URL.
   * @default 'all'
   */
  role: 'all' | 'api' | 'worker'
  /**
   * AUTOMATION_LEASE_SECONDS: with PostgreSQL, a worker that has not renewed its runs' leases
   * for this long is taken for gone, and its runs are settled by another node (2 to 60).
   * @default 30
   */
  leaseSeconds: number
  /** AUTOMATION_NODE_NAME: this process's name in leases and logs. @default host name and process id */
  nodeName?: string
  /**
   * AUTOMATION_BROWSER_ENDPOINT: drive browsers this process does not launch: Playwright's
   * browser server (ws://, wss://) or a browser fleet's CDP endpoint. @default none: launch Chromium
   */
  browserEndpoint?: string
  /** AUTOMATION_BROWSER_PROTOCOL: playwright | cdp. @default cdp for http(s):// endpoints, else playwright */
  browserProtocol?: 'playwright' | 'cdp'
  /**
   * AUTOMATION_EGRESS_HOST / AUTOMATION_EGRESS_ADVERTISE: where the egress gates listen and the
   * name the (remote) browser reaches them by. Beyond loopback each gate asks for credentials of
   * its own. @default 127.0.0.1
   */
  egressHost?: string
  egressAdvertise?: string
}

export type ServerFlags = Partial<
  Record<'port' | 'host' | 'data-dir' | 'database-url' | 'planner' | 'model' | 'concurrency', string>
> & {
  'allow-private-network'?: boolean
  /** serve --no-worker: answer the API only (runs go to worker processes). */
  'no-worker'?: boolean
  /** Set by the worker command. */
  worker?: boolean
}

/** One source of CSP frame-ancestors: nothing that could end the directive or add another. */
const FRAME_SOURCE = /^('self'|'none'|\*|https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?)$/

/** Reads the configuration from flags (first) and the environment, with defaults. */
export function loadConfig(flags: ServerFlags = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = []
  const int = (name: string, raw: string | undefined, fallback: number, min = 0): number => {
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min) {
      problems.push(`${name} must be an integer >= ${min}, got '${raw}'`)
      return fallback
    }
    return n
  }
  const config: ServerConfig = {
    port: int('PORT', flags.port ?? env.PORT, 8080),
    host: flags.host ?? env.HOST ?? '127.0.0.1',
    dataDir: resolve(flags['data-dir'] ?? env.AUTOMATION_DATA_DIR ?? '.automation-data'),
    databaseUrl: flags['database-url'] ?? (env.AUTOMATION_DATABASE_URL || undefined),
    apiKeys: env.AUTOMATION_API_KEYS,
    allowPrivateNetwork:
      flags['allow-private-network'] === true || env.AUTOMATION_ALLOW_PRIVATE_NETWORK === '1',
    concurrency: int('AUTOMATION_CONCURRENCY', flags.concurrency ?? env.AUTOMATION_CONCURRENCY, 10, 1),
    maxRunsPerKey: int('AUTOMATION_MAX_RUNS_PER_KEY', env.AUTOMATION_MAX_RUNS_PER_KEY, 0),
    rateLimitPerSecond: int('AUTOMATION_RATE_LIMIT_PER_SECOND', env.AUTOMATION_RATE_LIMIT_PER_SECOND, 20),
    rateLimitBurst: int('AUTOMATION_RATE_LIMIT_BURST', env.AUTOMATION_RATE_LIMIT_BURST, 100, 1),
    heartbeatSeconds: int('AUTOMATION_HEARTBEAT_SECONDS', env.AUTOMATION_HEARTBEAT_SECONDS, 15, 1),
    shutdownGraceSeconds: int('AUTOMATION_SHUTDOWN_GRACE_SECONDS', env.AUTOMATION_SHUTDOWN_GRACE_SECONDS, 30),
    chromePath: env.CHROME_PATH || undefined,
    planner: flags.planner ?? (env.AUTOMATION_PLANNER || undefined),
    model: flags.model ?? (env.AUTOMATION_MODEL || undefined),
    proxies: readProxies(env, problems),
    publicUrl: env.AUTOMATION_PUBLIC_URL || undefined,
    mcpAllowedOrigins: (env.AUTOMATION_MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    registrationsPerMinute: int(
      'AUTOMATION_REGISTRATION_LIMIT_PER_MINUTE',
      env.AUTOMATION_REGISTRATION_LIMIT_PER_MINUTE,
      10,
    ),
    authorizationsPerMinute: int(
      'AUTOMATION_AUTHORIZE_LIMIT_PER_MINUTE',
      env.AUTOMATION_AUTHORIZE_LIMIT_PER_MINUTE,
      60,
    ),
    tokenRequestsPerMinute: int(
      'AUTOMATION_TOKEN_LIMIT_PER_MINUTE',
      env.AUTOMATION_TOKEN_LIMIT_PER_MINUTE,
      60,
    ),
    invalidKeysPerMinute: int(
      'AUTOMATION_INVALID_KEY_LIMIT_PER_MINUTE',
      env.AUTOMATION_INVALID_KEY_LIMIT_PER_MINUTE,
      20,
    ),
    trustedProxies: int('AUTOMATION_TRUST_PROXY', env.AUTOMATION_TRUST_PROXY, 0),
    consentSecret: env.AUTOMATION_CONSENT_SECRET || undefined,
    oauthAccessTokenSeconds: int(
      'AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS',
      env.AUTOMATION_OAUTH_ACCESS_TOKEN_SECONDS,
      3600,
      60,
    ),
    oauthRefreshTokenDays: int(
      'AUTOMATION_OAUTH_REFRESH_TOKEN_DAYS',
      env.AUTOMATION_OAUTH_REFRESH_TOKEN_DAYS,
      30,
      1,
    ),
    liveSecret: env.AUTOMATION_LIVE_SECRET || undefined,
    liveViewTtlSeconds: int(
      'AUTOMATION_LIVE_URL_TTL_SECONDS',
      env.AUTOMATION_LIVE_URL_TTL_SECONDS,
      86_400,
      60,
    ),
    liveControlTtlSeconds: int(
      'AUTOMATION_LIVE_CONTROL_TTL_SECONDS',
      env.AUTOMATION_LIVE_CONTROL_TTL_SECONDS,
      900,
      60,
    ),
    liveFrameAncestors: (env.AUTOMATION_LIVE_FRAME_ANCESTORS ?? '').trim() || "'self'",
    retentionDays: int('AUTOMATION_RETENTION_DAYS', env.AUTOMATION_RETENTION_DAYS, 30),
    role: flags.worker ? 'worker' : flags['no-worker'] ? 'api' : 'all',
    leaseSeconds: int('AUTOMATION_LEASE_SECONDS', env.AUTOMATION_LEASE_SECONDS, 30, 2),
    nodeName: env.AUTOMATION_NODE_NAME || undefined,
    browserEndpoint: env.AUTOMATION_BROWSER_ENDPOINT || undefined,
    browserProtocol: (env.AUTOMATION_BROWSER_PROTOCOL || undefined) as ServerConfig['browserProtocol'],
    egressHost: env.AUTOMATION_EGRESS_HOST || undefined,
    egressAdvertise: env.AUTOMATION_EGRESS_ADVERTISE || undefined,
  }
  if (config.browserEndpoint !== undefined && !/^(wss?|https?):\/\/./i.test(config.browserEndpoint)) {
    problems.push('AUTOMATION_BROWSER_ENDPOINT must be a ws://, wss:// or http(s):// URL')
  }
  if (config.browserProtocol !== undefined && !['playwright', 'cdp'].includes(config.browserProtocol)) {
    problems.push(`AUTOMATION_BROWSER_PROTOCOL must be playwright or cdp, got '${config.browserProtocol}'`)
  }
  if (config.egressAdvertise !== undefined && config.egressHost === undefined) {
    problems.push('AUTOMATION_EGRESS_ADVERTISE needs AUTOMATION_EGRESS_HOST (where the gates listen)')
  }
  if (config.leaseSeconds > 60)
    problems.push(`AUTOMATION_LEASE_SECONDS must be 60 or less, got '${config.leaseSeconds}'`)
  if (config.role !== 'all' && !config.databaseUrl) {
    problems.push(
      `${config.role === 'worker' ? 'the worker command' : '--no-worker'} needs AUTOMATION_DATABASE_URL (or --database-url): API nodes and workers meet in PostgreSQL`,
    )
  }
  if (config.publicUrl !== undefined) {
    const problem = publicUrlProblem(config.publicUrl)
    if (problem) problems.push(`AUTOMATION_PUBLIC_URL ${problem}, got '${config.publicUrl}'`)
    else config.publicUrl = new URL(config.publicUrl).origin
  }
  if (config.databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(config.databaseUrl)) {
    problems.push('AUTOMATION_DATABASE_URL must be a postgres:// or postgresql:// URL')
  }
  if (config.liveSecret !== undefined && config.liveSecret.length < 16) {
    problems.push('AUTOMATION_LIVE_SECRET must be at least 16 characters long')
  }
  const badSource = config.liveFrameAncestors.split(/\s+/).find((source) => !FRAME_SOURCE.test(source))
  if (badSource !== undefined) {
    problems.push(
      `AUTOMATION_LIVE_FRAME_ANCESTORS takes 'self', 'none', * or origins such as https://app.example.com, got '${badSource}'`,
    )
  }
  if (config.consentSecret !== undefined && config.consentSecret.length < 16) {
    problems.push('AUTOMATION_CONSENT_SECRET must be at least 16 characters long')
  }
  if (config.planner && !['heuristic', 'ollama', 'openai'].includes(config.planner)) {
    problems.push(`AUTOMATION_PLANNER must be heuristic, ollama or openai, got '${config.planner}'`)
  }
  if (problems.length > 0) throw new Error(`invalid configuration:\n  ${problems.join('\n  ')}`)
  return config
}

/** AUTOMATION_PROXY_<CC> and AUTOMATION_PROXY_TEMPLATE; a problem names the variable, never a password. */
function readProxies(env: NodeJS.ProcessEnv, problems: string[]): ProxyDirectory {
  const directory: ProxyDirectory = {}
  const usable = (name: string, raw: string): boolean => {
    try {
      const url = new URL(raw.replaceAll('{country_lower}', 'us').replaceAll('{country}', 'US'))
      if (/^(https?|socks[45]):$/.test(url.protocol) && url.hostname) return true
    } catch {
      // reported below
    }
    problems.push(`${name} must be a proxy URL like http://user:pass@host:port, got '${redactProxyUrl(raw)}'`)
    return false
  }
  for (const country of COUNTRY_CODES) {
    const raw = env[`AUTOMATION_PROXY_${country}`]
    if (raw && usable(`AUTOMATION_PROXY_${country}`, raw)) {
      directory.byCountry = { ...directory.byCountry, [country]: raw }
    }
  }
  const template = env.AUTOMATION_PROXY_TEMPLATE
  if (template && usable('AUTOMATION_PROXY_TEMPLATE', template)) {
    if (!template.includes('{country')) {
      problems.push('AUTOMATION_PROXY_TEMPLATE must contain {country} or {country_lower}')
    } else directory.template = template
  }
  return directory
}

/** The public URL must be an origin: the OAuth endpoints and /mcp live at its root. */
function publicUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be a URL such as https://automation.example.com'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL'
  if (url.pathname !== '/' || url.search || url.hash)
    return 'must be an origin, without a path, query or fragment'
  return null
}
