import {
  type ArtifactStore,
  type AutomationRequest,
  type AutomationRun,
  type BrowserPool,
  createUrlPolicy,
  credentialsWithheld,
  isAutomationError,
  type Planner,
  type ProxyDirectory,
  type ResolvedProxy,
  type Run,
  type RunQueue,
  type RunStore,
  resolveProxy,
  runAutomation,
  toPublicRun,
  validateRequest,
} from 'automation-core'
import { ApiError } from '../app/api-error'
import { nextTurn } from '../app/http'
import type { ApiKeyRecord, KeyStore } from '../auth/key-store'
import { deliverWebhook } from './webhooks'

export interface RunManagerOptions {
  store: RunStore
  queue: RunQueue
  pool: BrowserPool
  keys: KeyStore
  planner?: Planner
  allowPrivateNetwork?: boolean
  /** Proxies by country (AUTOMATION_PROXY_<CC>, AUTOMATION_PROXY_TEMPLATE). @default none */
  proxies?: ProxyDirectory
  /** @default 15000 */
  heartbeatIntervalMs?: number
  /** How long a finished run's events stay in memory for SSE clients that reconnect. @default 300000 */
  keepFinishedMs?: number
  /**
   * The most finished runs whose events stay in memory (the oldest go first): under a high
   * run rate, `keepFinishedMs` alone would hold thousands. A stream resumed after that gets the
   * final event from the store. @default 500
   */
  maxFinishedKept?: number
  /** Webhook delivery settings (tests shorten the backoff). */
  webhookBackoffMs?: number[]
  /** More CA certificates (PEM) to trust for webhook receivers. @default none */
  webhookCa?: string
  /** Resolves host names for the URL policy of runs and webhooks (tests map names). @default DNS */
  lookup?: (hostname: string) => Promise<string[]>
  log?: (line: string) => void
  /** Where step screenshots go. @default in memory */
  artifacts?: ArtifactStore
  /**
   * The live URL of a run (view only), made from the origin the run was started through, when
   * known. @default none: runs have no streaming_url
   */
  streamingUrl?: (runId: string, origin?: string) => string | null
  /** The control URL sent with HUMAN_INPUT_NEEDED. @default none */
  controlUrl?: (runId: string, origin?: string) => string | null
  /** Where a step's screenshot is served (made from the same origin). @default none */
  screenshotUrl?: (runId: string, step: number, origin?: string) => string | undefined
}

/** What cancelling answers (COMPAT). */
export interface CancelResult {
  run_id: string
  status: Run['status']
  cancelled_at: string | null
  message: string
}

/**
 * Owns the runs of the server: starts them (validated, charged, queued fairly), keeps the
 * live ones for SSE and cancel, delivers webhooks, recovers after a restart and drains on
 * shutdown.
 */
export interface RunManager {
  /**
   * Validates and starts a run for `key`; resolves once it is stored PENDING. `origin` is
   * where the client reached the server (for the run's live URL).
   */
  start(body: unknown, key: ApiKeyRecord, origin?: string): Promise<AutomationRun>
  /** The run, when this process executes it now (or lately): for its live view. */
  live(runId: string): AutomationRun | undefined
  /**
   * The run's events as they come, wherever it runs: this process, or another node on the
   * shared database. Undefined when no events are at hand (the stored run is all there is);
   * `ended` says the store already has the run's end (nothing new to follow from elsewhere).
   */
  follow(runId: string, ended?: boolean): AutomationRun | undefined
  cancel(runId: string, key: ApiKeyRecord): Promise<CancelResult>
  /** After a restart: RUNNING runs end FAILED (interrupted), PENDING runs start again. */
  recover(): Promise<{ resumed: number; interrupted: number }>
  /** Stops starting runs, lets running ones finish within `graceMs`, then cancels them. */
  drain(graceMs: number): Promise<void>
  readonly active: number
}

export function createRunManager(options: RunManagerOptions): RunManager {
  const live = new Map<string, AutomationRun>()
  /** Finished runs still in `live`, oldest first, each with the timer that forgets it. */
  const finished = new Map<string, NodeJS.Timeout>()
  const maxFinished = options.maxFinishedKept ?? 500
  const forget = (runId: string) => {
    clearTimeout(finished.get(runId))
    finished.delete(runId)
    live.delete(runId)
  }
  const keepFinished = (runId: string) => {
    finished.set(runId, setTimeout(() => forget(runId), options.keepFinishedMs ?? 300_000).unref())
    for (const oldest of finished.keys()) {
      if (finished.size <= maxFinished) break
      forget(oldest)
    }
  }
  const log = options.log ?? (() => {})
  let draining = false

  function launch(
    request: unknown,
    owner: ApiKeyRecord | { id: string; webhook_secret?: string },
    runId?: string,
    origin?: string,
  ) {
    const { streamingUrl, controlUrl, screenshotUrl } = options
    const run = runAutomation(request, {
      store: options.store,
      queue: options.queue,
      pool: options.pool,
      planner: options.planner,
      owner: owner.id,
      runId,
      resume: runId !== undefined,
      allowPrivateNetwork: options.allowPrivateNetwork,
      proxies: options.proxies,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      lookup: options.lookup,
      artifacts: options.artifacts,
      streamingUrl: streamingUrl && ((id) => streamingUrl(id, origin)),
      controlUrl: controlUrl && ((id) => controlUrl(id, origin)),
      screenshotUrl: screenshotUrl && ((id, step) => screenshotUrl(id, step, origin) ?? ''),
    })
    live.set(run.runId, run)
    void run.finished.then(
      (final) => {
        const webhookUrl = (request as { webhook_url?: string }).webhook_url
        if (webhookUrl) void sendWebhook(webhookUrl, final, owner.id)
        keepFinished(run.runId)
      },
      (e: unknown) => {
        log(`run ${run.runId}: the store failed: ${e instanceof Error ? e.message : e}`)
        live.delete(run.runId)
      },
    )
    return run
  }

  const webhooks = createWebhookSender(options)
  const sendWebhook = webhooks.send

  return {
    get active() {
      return [...live.values()].filter((r) => !r.events.some((e) => e.type === 'COMPLETE')).length
    },

    async start(body, key, origin) {
      if (draining) throw shuttingDown()
      const { request } = await admitRequest(body, options)
      // storing the run is the next costly step: another turn
      await nextTurn()
      if (!(await options.keys.debit(key.id))) {
        throw new ApiError('FORBIDDEN', 'this API key has no credits left')
      }
      try {
        // the validated request: the run checks it again, without the ignored fields
        const run = launch(request, key, undefined, origin)
        await run.ready
        return run
      } catch (e) {
        await options.keys.refund(key.id)
        throw e
      }
    },

    live: (runId) => live.get(runId),
    follow: (runId) => live.get(runId),

    async cancel(runId, key) {
      const stored = await options.store.get(runId)
      if (!stored) throw new ApiError('NOT_FOUND', `run ${runId} does not exist`)
      if (stored.owner !== key.id) throw new ApiError('FORBIDDEN', `run ${runId} belongs to another API key`)
      const run = live.get(runId)
      if (stored.status === 'PENDING' || stored.status === 'RUNNING') {
        run?.cancel('cancelled through the API')
        const final = run ? await run.finished : toPublicRun(stored)
        return {
          run_id: runId,
          status: final.status,
          cancelled_at: final.status === 'CANCELLED' ? final.finished_at : null,
          message:
            final.status === 'CANCELLED' ? 'Run cancelled' : `Run already ${final.status.toLowerCase()}`,
        }
      }
      return {
        run_id: runId,
        status: stored.status,
        cancelled_at: stored.status === 'CANCELLED' ? stored.finished_at : null,
        message: stored.status === 'CANCELLED' ? 'Run already cancelled' : 'Run already finished',
      }
    },

    async recover() {
      const open = await options.store.listByStatus(['PENDING', 'RUNNING'])
      let resumed = 0
      let interrupted = 0
      // Ends a run the restart cannot carry on, and tells the client that asked to be told.
      const interrupt = async (stored: (typeof open)[number], message: string, retryAfter: number) => {
        interrupted++
        const failed = await options.store.update(stored.run_id, {
          status: 'FAILED',
          finished_at: new Date().toISOString(),
          error: { message, category: 'SYSTEM_FAILURE', retry_after: retryAfter, code: 'interrupted' },
        })
        const webhookUrl = stored.request?.webhook_url
        if (webhookUrl && stored.owner) void sendWebhook(webhookUrl, toPublicRun(failed), stored.owner)
      }
      for (const stored of open) {
        if (stored.status === 'PENDING' && credentialsWithheld(stored.request)) {
          // its proxy credentials lived in the memory of the process that stopped
          await interrupt(
            stored,
            'the run was interrupted before it started: the server restarted, and proxy credentials are never stored; start the run again',
            0,
          )
          continue
        }
        if (stored.status === 'RUNNING' || !stored.request) {
          // It was running when the server stopped: it cannot pick up where it was.
          await interrupt(stored, 'the run was interrupted: the server stopped while it was running', 5)
          continue
        }
        resumed++
        launch(stored.request, { id: stored.owner ?? '' }, stored.run_id)
      }
      return { resumed, interrupted }
    },

    async drain(graceMs) {
      draining = true
      options.queue.pause()
      const running = () =>
        [...live.values()].filter(
          (r) => r.events.some((e) => e.type === 'STARTED') && !r.events.some((e) => e.type === 'COMPLETE'),
        )
      const deadline = Date.now() + graceMs
      while (running().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      const left = running()
      for (const run of left) run.cancel('the server shut down before the run finished')
      await Promise.allSettled(left.map((r) => r.finished))
      // Webhooks under way get a moment to land; the timer must not keep the process alive.
      await webhooks.settle(2000)
    },
  }
}

/** What starting a run answers while the server shuts down. */
export function shuttingDown(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'the server is shutting down; retry shortly', undefined, {
    'retry-after': '5',
  })
}

/**
 * Validates a request body the way every run starts: the request itself, a proxy country the
 * server has, a webhook URL the policy allows. Throws INVALID_INPUT listing every problem.
 */
export async function admitRequest(
  body: unknown,
  options: Pick<RunManagerOptions, 'allowPrivateNetwork' | 'proxies' | 'lookup'>,
): Promise<{ request: AutomationRequest; proxy: ResolvedProxy | null }> {
  let request: AutomationRequest
  // compiling an output schema is the costliest step of a request: its own turn of the loop
  await nextTurn()
  try {
    request = validateRequest(body, { allowPrivateNetwork: options.allowPrivateNetwork })
  } catch (e) {
    if (isAutomationError(e, 'INVALID_INPUT')) throw new ApiError('INVALID_INPUT', e.message, e.data.details)
    throw e
  }
  const problems = []
  let proxy: ResolvedProxy | null = null
  try {
    // a country this server has no proxy for is refused before a run exists
    proxy = resolveProxy(request.proxy_config, options.proxies)
  } catch (e) {
    if (!isAutomationError(e, 'INVALID_INPUT')) throw e
    problems.push(...(e.data.details ?? []))
  }
  if (request.webhook_url) {
    try {
      await createUrlPolicy({
        allowPrivateNetwork: options.allowPrivateNetwork,
        lookup: options.lookup,
      }).check(request.webhook_url)
    } catch (e) {
      problems.push({ field: 'webhook_url', message: e instanceof Error ? e.message : String(e) })
    }
  }
  if (problems.length > 0) {
    throw new ApiError(
      'INVALID_INPUT',
      `invalid request: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
      problems,
    )
  }
  return { request, proxy }
}

/** Sends runs' webhooks, signed with the owner key's secret, and keeps track of those under way. */
export function createWebhookSender(
  options: Pick<
    RunManagerOptions,
    'keys' | 'webhookBackoffMs' | 'webhookCa' | 'log' | 'allowPrivateNetwork' | 'lookup'
  >,
) {
  const underway = new Set<Promise<unknown>>()
  return {
    async send(url: string, run: Run, ownerId: string): Promise<void> {
      const key = (await options.keys.list()).find((k) => k.id === ownerId)
      if (!key) return
      const delivery = deliverWebhook(
        { url, run, secret: key.webhook_secret },
        {
          backoffMs: options.webhookBackoffMs,
          ca: options.webhookCa,
          log: options.log,
          allowPrivateNetwork: options.allowPrivateNetwork,
          lookup: options.lookup,
        },
      )
      underway.add(delivery)
      await delivery
      underway.delete(delivery)
    },
    /** Waits for deliveries under way, at most `ms` (the timer keeps no process alive). */
    async settle(ms: number): Promise<void> {
      await Promise.race([Promise.allSettled([...underway]), new Promise((r) => setTimeout(r, ms).unref())])
    },
  }
}
