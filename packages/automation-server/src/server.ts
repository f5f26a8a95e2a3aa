import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import {
  type ArtifactStore,
  type BrowserPool,
  createBrowserPool,
  createCachedRunStore,
  createFairQueue,
  createFileArtifactStore,
  createPlanner,
  createSqlArtifactStore,
  createSqlRunStore,
  openPglite,
  openPostgres,
  type Planner,
  type RunStore,
  type SqlClient,
} from 'automation-core'
import type { H3 } from 'h3'
import { toNodeHandler } from 'h3'
import { listen } from 'listhen'
import { createApp } from './app/create-app'
import { createAddressLimits } from './auth/address-limits'
import { bootstrapKeys } from './auth/bootstrap-keys'
import { createSqlKeyStore, type KeyStore } from './auth/key-store'
import { createRateLimiter } from './auth/rate-limiter'
import { startCluster } from './cluster/start-cluster'
import type { ServerConfig } from './config'
import { createSqlSessionStore } from './dashboard/sessions'
import { createLiveLinks, type LiveSettings } from './live/live-routes'
import { createLiveTokens, liveSecret } from './live/live-tokens'
import { createSqlBatchStore } from './mcp/batch-store'
import type { McpOptions } from './mcp/mount-mcp'
import { createClientResolver } from './oauth/clients'
import { createSqlOAuthStore } from './oauth/oauth-store'
import { createRunManager, type RunManager, type RunManagerOptions } from './runs/run-manager'

export const VERSION = '0.1.0'

/** How long a dashboard sign-in lasts. */
const DASHBOARD_SESSION_MS = 12 * 3_600_000

/** Fails with a clear message when the port is taken (checked before anything is created). */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use; set PORT (or --port) to another one`
            : `cannot listen on ${host}:${port}: ${e.message}`,
        ),
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** Parts a caller may supply instead of the defaults (tests, embedding). */
export interface ServerParts {
  db?: SqlClient
  pool?: BrowserPool
  planner?: Planner
  log?: (line: string) => void
  /** Webhook retry waits, ms. @default [1000, 2000, 4000] */
  webhookBackoffMs?: number[]
  /** The clock of OAuth codes and tokens, epoch ms. @default Date.now */
  now?: () => number
  /**
   * More CA certificates (PEM) to trust for the server's own requests: OAuth client metadata
   * documents and webhooks. @default none
   */
  outboundCa?: string
  /**
   * Resolves host names for the URL policy (runs, webhooks, client metadata documents); tests
   * map names to addresses. @default DNS
   */
  lookup?: (hostname: string) => Promise<string[]>
  /** Where step screenshots go. @default files under `<data dir>/artifacts` (PostgreSQL with a database URL) */
  artifacts?: ArtifactStore
  /** With PostgreSQL: how often a worker polls the queue besides notifications, ms. @default 1000 */
  pollMs?: number
}

export interface AutomationServer {
  readonly app: H3
  readonly keys: KeyStore
  readonly store: RunStore
  readonly runs: RunManager
  /** A key created on first start (no key at all yet): shown once. */
  readonly createdKey?: string
  /** Starts listening; resolves with the URL. */
  listen(): Promise<string>
  /** Stops accepting, lets running runs finish within the grace period, cancels the rest, closes everything. */
  close(graceMs?: number): Promise<void>
}

/**
 * Builds the whole server from its configuration: the store (PGlite in the data directory),
 * API keys, the browser pool, the fair queue, the run manager and the h3 app. Runs left
 * PENDING by a previous process start again; runs left RUNNING end FAILED (interrupted).
 */
export async function createAutomationServer(
  config: ServerConfig,
  parts: ServerParts = {},
): Promise<AutomationServer> {
  const log = parts.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  const db =
    parts.db ??
    (config.databaseUrl
      ? await openPostgres({ url: config.databaseUrl })
      : await openPglite({ dataDir: config.dataDir }))
  const runStore = await createSqlRunStore(db)
  // on a shared database another node may revoke a key: each node notices within half a second
  const keys = await createSqlKeyStore(db, config.databaseUrl ? { cacheTtlMs: 500 } : {})
  // a worker answers no API: the first key is made by an API node
  const { created } =
    config.role === 'worker'
      ? { created: undefined }
      : await bootstrapKeys(keys, { envKeys: config.apiKeys, log })
  const pool =
    parts.pool ??
    createBrowserPool({
      concurrency: config.concurrency,
      executablePath: config.chromePath,
      remote: config.browserEndpoint
        ? { endpoint: config.browserEndpoint, protocol: config.browserProtocol }
        : undefined,
      egressGate: config.egressHost
        ? { host: config.egressHost, advertise: config.egressAdvertise }
        : undefined,
    })
  const queue = createFairQueue({
    concurrency: config.concurrency,
    perOwner: config.maxRunsPerKey > 0 ? config.maxRunsPerKey : undefined,
  })
  // on PostgreSQL a worker's screenshots must be served by any API node: they live there too
  const artifacts =
    parts.artifacts ??
    (config.databaseUrl
      ? await createSqlArtifactStore(db)
      : createFileArtifactStore(join(config.dataDir, 'artifacts')))
  const liveSettings: LiveSettings = {
    viewTtlMs: config.liveViewTtlSeconds * 1000,
    controlTtlMs: config.liveControlTtlSeconds * 1000,
    frameAncestors: config.liveFrameAncestors,
  }
  const secret = await liveSecret(db, config.liveSecret)
  const tokens = createLiveTokens(secret, parts.now)
  const links = createLiveLinks(tokens, liveSettings)
  /** Where clients reach this server when a run's own request does not say (runs resumed after a restart). */
  let listenUrl: string | undefined
  const baseOf = (origin?: string) => config.publicUrl ?? origin ?? listenUrl
  // No model configured (or `heuristic` asked for): the core's embedded heuristic planner.
  const planner =
    parts.planner ??
    (config.planner === 'ollama' || config.planner === 'openai'
      ? await createPlanner(config.planner, config.model ? { model: config.model } : {})
      : undefined)
  const runLinks = {
    streamingUrl: (runId: string, origin?: string) => {
      const base = baseOf(origin)
      return base ? links.url(base, runId, 'view').url : null
    },
    controlUrl: (runId: string, origin?: string) => {
      const base = baseOf(origin)
      return base ? links.url(base, runId, 'control').url : null
    },
    screenshotUrl: (runId: string, step: number, origin?: string) => {
      const base = baseOf(origin)
      return base ? `${base}/v1/runs/${encodeURIComponent(runId)}/steps/${step}/screenshot` : undefined
    },
  }
  const managerOptions: Omit<RunManagerOptions, 'queue' | 'store'> = {
    pool,
    keys,
    planner,
    allowPrivateNetwork: config.allowPrivateNetwork,
    proxies: config.proxies,
    heartbeatIntervalMs: config.heartbeatSeconds * 1000,
    webhookBackoffMs: parts.webhookBackoffMs,
    webhookCa: parts.outboundCa,
    lookup: parts.lookup,
    log,
    artifacts,
    ...runLinks,
  }
  // On PostgreSQL, runs go through the shared queue to whichever worker takes them, and leases
  // settle the runs of nodes that are gone; nothing is recovered at start. Alone, the fair queue
  // of this process, and recovery of what the last process left.
  const cluster = config.databaseUrl
    ? await startCluster({
        url: config.databaseUrl,
        db,
        runStore,
        worker: config.role !== 'api',
        concurrency: config.concurrency,
        perKey: config.maxRunsPerKey > 0 ? config.maxRunsPerKey : undefined,
        leaseMs: config.leaseSeconds * 1000,
        node: config.nodeName,
        secret,
        manager: managerOptions,
        links: runLinks,
        pollMs: parts.pollMs,
      })
    : undefined
  // The embedded store has this process as its only writer, so a write-through cache is exact;
  // on a shared PostgreSQL the cluster's cache is told of every node's writes.
  const store = cluster?.store ?? createCachedRunStore(runStore)
  const runs = cluster?.runs ?? createRunManager({ ...managerOptions, store, queue })
  const recovered = cluster ? { resumed: 0, interrupted: 0 } : await runs.recover()
  if (recovered.resumed || recovered.interrupted) {
    log(
      `recovered: ${recovered.resumed} pending run(s) queued again, ${recovered.interrupted} interrupted run(s) marked FAILED`,
    )
  }
  const limiter = createRateLimiter({
    ratePerSecond: config.rateLimitPerSecond,
    burst: config.rateLimitBurst,
  })
  const addresses = createAddressLimits({
    registrationsPerMinute: config.registrationsPerMinute,
    authorizationsPerMinute: config.authorizationsPerMinute,
    tokenRequestsPerMinute: config.tokenRequestsPerMinute,
    invalidKeysPerMinute: config.invalidKeysPerMinute,
    trustedProxies: config.trustedProxies,
  })
  const oauth = await createSqlOAuthStore(db)
  const mcp: McpOptions = {
    oauth,
    batches: await createSqlBatchStore(db),
    clients: createClientResolver({
      store: oauth,
      allowPrivateNetwork: config.allowPrivateNetwork,
      ca: parts.outboundCa,
      lookup: parts.lookup,
      now: parts.now,
    }),
    publicUrl: config.publicUrl,
    lifetimes: {
      accessTokenMs: config.oauthAccessTokenSeconds * 1000,
      refreshTokenMs: config.oauthRefreshTokenDays * 86_400_000,
    },
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowedOrigins: config.mcpAllowedOrigins,
    csrfSecret: config.consentSecret,
    now: parts.now,
  }
  const app = createApp({
    runs,
    store,
    keys,
    limiter,
    addresses,
    log,
    version: VERSION,
    mcp,
    publicUrl: config.publicUrl,
    live: { artifacts, tokens, links, settings: liveSettings },
    dashboard: {
      sessions: await createSqlSessionStore(db, { ttlMs: DASHBOARD_SESSION_MS, now: parts.now }),
      sessionTtlMs: DASHBOARD_SESSION_MS,
    },
  })
  // Screenshots and traces past the retention period go, at start and then hourly.
  const sweep = () => {
    if (config.retentionDays <= 0) return
    artifacts
      .removeOlderThan?.(Date.now() - config.retentionDays * 86_400_000)
      .catch((e: unknown) => log(`deleting old screenshots failed: ${e instanceof Error ? e.message : e}`))
  }
  sweep()
  const sweeper = setInterval(sweep, 3_600_000).unref()

  let server: Server | undefined
  let closing: Promise<void> | undefined
  return {
    app,
    keys,
    store,
    runs,
    createdKey: created?.key,
    async listen() {
      // listhen would quietly take another port when this one is busy: a server asked for a
      // port must have that port or say why not.
      if (config.port !== 0) await assertPortFree(config.port, config.host)
      const listener = await listen(toNodeHandler(app), {
        port: config.port,
        hostname: config.host,
        showURL: false,
        autoClose: false,
        qr: false,
        public: config.host !== '127.0.0.1' && config.host !== 'localhost',
      })
      server = listener.server as Server
      listenUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${listener.address.port}`
      return listenUrl
    },
    close(graceMs = config.shutdownGraceSeconds * 1000) {
      closing ??= (async () => {
        clearInterval(sweeper)
        // Stop taking connections first; streams of runs still going end as their runs end.
        const stopped = server ? new Promise<void>((r) => server?.close(() => r())) : Promise.resolve()
        if (cluster) await cluster.close(graceMs)
        else await runs.drain(graceMs)
        server?.closeAllConnections()
        await stopped
        if (!parts.pool) await pool.close()
        if (!parts.db) await db.close()
      })()
      return closing
    },
  }
}
