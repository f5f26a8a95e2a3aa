import { randomUUID } from 'node:crypto'
import { getDefaultBrowserPool } from '../browser/default-pool'
import type { BrowserPool } from '../browser/driver'
import { type ProxyDirectory, resolveProxy } from '../browser/proxy'
import { AutomationError } from '../errors'
import { createHeuristicPlanner } from '../planner/embedded/embedded-planner'
import type { Planner } from '../planner/planner'
import type { AutomationEvent } from '../schemas/events'
import type { Run } from '../schemas/run'
import {
  type ArtifactStore,
  createMemoryArtifactStore,
  stepScreenshotFile,
  TRACE_FILE,
} from '../store/artifact-store'
import { createMemoryStore } from '../store/memory-store'
import type { RunStore, StoredRun } from '../store/run-store'
import { createEventLog } from './event-log'
import type { RunQueue } from './fair-queue'
import { createLiveView, type LiveView } from './live-view'
import type { LoopWatchLimits } from './loop-watch'
import { pendingRun } from './pending-run'
import { toPublicRun } from './public-run'
import { completeUnstored, executeRun } from './run-loop'
import { validateRequest } from './validate-request'

/** Options of {@link runAutomation}. Every one has a default that works. */
export interface RunAutomationOptions {
  /**
   * Decides each step. @default the embedded heuristic planner: everyday goals without a model;
   * anything else ends at once with a failure that says how to configure one
   */
  planner?: Planner
  /** Where browsers come from. @default one shared pool per process (see getDefaultBrowserPool) */
  pool?: BrowserPool
  /** Where the run is kept. @default a new in-memory store */
  store?: RunStore
  /**
   * Decides when the run may start (concurrency, fairness between owners). Without one, runs
   * wait only for the pool's concurrency limit.
   */
  queue?: RunQueue
  /**
   * The PENDING run `runId` is already in the store (a run started again after a restart):
   * use it instead of creating one.
   * @default false
   */
  resume?: boolean
  /** Aborting ends the run CANCELLED and closes its browser context within a second. */
  signal?: AbortSignal
  /** @default a random UUID */
  runId?: string
  /** Who owns the run (the server sets the API key id). @default null */
  owner?: string | null
  /**
   * Allows http:// and private, loopback and link-local destinations. For local development
   * and tests only: a service that visits user URLs must not reach its own network.
   * @default false
   */
  allowPrivateNetwork?: boolean
  /**
   * The proxies of `proxy_config` by country (`type: "tetra"`, the default type). A run that
   * asks for a country without one is refused with INVALID_INPUT before it is created.
   * @default none: only `type: "custom"` proxies can be used
   */
  proxies?: ProxyDirectory
  /** Resolves host names for the URL policy (tests map names to addresses). @default DNS */
  lookup?: (hostname: string) => Promise<string[]>
  /** A HEARTBEAT is sent when nothing else was sent for this long. @default 15000 */
  heartbeatIntervalMs?: number
  /** The same actions on the same page state this many times in a row end the run. @default 3 */
  loopGuardRepeats?: number
  /**
   * When a run goes nowhere over its recent steps (A-B-A-B, an action failing step after step,
   * a page that does not change), the planner is told, then the run is stopped; `false` turns
   * this off (the loop guard above still applies). @default the {@link LoopWatchLimits} defaults
   */
  loopWatch?: LoopWatchLimits | false
  /**
   * Planner calls that may fail in a row (an invalid reply after its re-asks, a model server
   * error worth retrying) before the run asks for its final answer. @default 3
   */
  plannerFailureBudget?: number
  /** Upper bound of what a model reads of one page (`observation.text`), in o200k_base tokens. @default 900 */
  tokenBudget?: number
  /** Upper bound of one action. @default 10000 */
  actionTimeoutMs?: number
  /** Upper bound of the first navigation. @default 30000 */
  navigationTimeoutMs?: number
  /** How often a result that does not match `output_schema` is sent back to the planner. @default 2 */
  outputSchemaRetries?: number
  /**
   * Where the run's files go (the screenshot after each step, `step-<n>.jpg`).
   * @default a new in-memory store, kept as long as the run object
   */
  artifacts?: ArtifactStore
  /**
   * The URL a person opens to watch the run (the server's signed live page). When given, the
   * run stores it as `streaming_url` and sends STREAMING_URL right after STARTED.
   * @default none
   */
  streamingUrl?: (runId: string) => string | null | undefined
  /**
   * A URL through which a person controls the run, sent with HUMAN_INPUT_NEEDED
   * (`agent_config.human_in_the_loop`). @default none: the event's `control_url` is null, and a
   * person acts through `run.live` and calls `run.live.handBack()`
   */
  controlUrl?: (runId: string) => string | null | undefined
  /** Where a step's screenshot is served, shown on the step as `screenshot_url`. @default none */
  screenshotUrl?: (runId: string, step: number) => string
}

/**
 * A run under way: iterate it for its events (every iterator sees every event from the
 * first, and ends after COMPLETE), or await `finished` for the final run.
 */
export interface AutomationRun extends AsyncIterable<AutomationEvent> {
  readonly runId: string
  /** Resolves once the PENDING run is stored (before any browser starts). */
  readonly ready: Promise<Run>
  /**
   * Resolves with the run as stored when it ended: check `status`. Rejects only when the
   * store itself fails (the event stream then ends with a FAILED COMPLETE all the same).
   */
  readonly finished: Promise<Run>
  /** The events sent so far. */
  readonly events: readonly AutomationEvent[]
  /** Ends the run CANCELLED (no-op once it ended). */
  cancel(reason?: string): void
  /** Watch the browser live (a screencast while watched), steer it, hold the run. */
  readonly live: LiveView
  /** The JPEG screenshot kept after step `step` (1-based), or null. */
  screenshot(step: number): Promise<Uint8Array | null>
  /** The Playwright trace (zip) of a run with `agent_config.record_trace`, once it ended; else null. */
  trace(): Promise<Uint8Array | null>
}

/**
 * Drives a real Chromium from `request.url` until `request.goal` is met.
 * Throws AutomationError INVALID_INPUT (listing every problem) before any browser starts.
 *
 * @example
 * const run = runAutomation({ url: 'https://example.com', goal: 'Get the page title' }, { planner })
 * for await (const event of run) if (event.type === 'PROGRESS') console.log(event.purpose)
 * const { status, result } = await run.finished
 */
export function runAutomation(request: unknown, options: RunAutomationOptions = {}): AutomationRun {
  const validated = validateRequest(request, { allowPrivateNetwork: options.allowPrivateNetwork })
  const proxy = resolveProxy(validated.proxy_config, options.proxies)
  const runId = options.runId ?? randomUUID()
  const store = options.store ?? createMemoryStore()
  const log = createEventLog()
  const artifacts = options.artifacts ?? createMemoryArtifactStore()
  const live = createLiveView()
  const controller = new AbortController()
  const onOuterAbort = () => controller.abort(options.signal?.reason ?? 'the run was cancelled')
  if (options.signal?.aborted) onOuterAbort()
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true })

  const initial = pendingRun(validated, proxy, { runId, owner: options.owner })

  const ready = (options.resume ? resumeRun(store, initial) : store.create(initial).then(() => initial)).then(
    toPublicRun,
  )
  const finished = ready
    .then(
      () =>
        executeRun({
          request: validated,
          proxy,
          run: initial,
          store,
          log,
          signal: controller.signal,
          planner: options.planner ?? defaultPlanner(),
          pool: options.pool ?? getDefaultBrowserPool(),
          options,
          artifacts,
          live,
        }),
      (e: unknown) => {
        completeUnstored(log, runId, e)
        throw e
      },
    )
    .finally(() => options.signal?.removeEventListener('abort', onOuterAbort))
  // A store that fails on create leaves nothing to run; `finished` carries that error.
  ready.catch(() => {})

  return {
    runId,
    ready,
    finished,
    get events() {
      return log.events
    },
    cancel(reason = 'the run was cancelled') {
      controller.abort(reason)
    },
    live,
    screenshot: (step) => artifacts.get(runId, stepScreenshotFile(step)),
    trace: () => artifacts.get(runId, TRACE_FILE),
    [Symbol.asyncIterator]: () => log[Symbol.asyncIterator](),
  }
}

/** Takes over a PENDING run that is already stored; its creation time and owner stay. */
async function resumeRun(store: RunStore, initial: StoredRun): Promise<StoredRun> {
  const stored = await store.get(initial.run_id)
  if (!stored) throw new AutomationError('NOT_FOUND', `run ${initial.run_id} does not exist`)
  if (stored.status !== 'PENDING') {
    throw new AutomationError('INVALID_INPUT', `run ${initial.run_id} is ${stored.status}, not PENDING`)
  }
  Object.assign(initial, { created_at: stored.created_at, owner: stored.owner ?? initial.owner })
  return initial
}

let heuristic: Planner | undefined

/** One heuristic planner serves every run without a planner of its own (it keeps no shared state). */
function defaultPlanner(): Planner {
  heuristic ??= createHeuristicPlanner()
  return heuristic
}
