import type { AcquireOptions, BrowserLease, BrowserPool } from '../browser/driver'
import { proxyFailure, type ResolvedProxy } from '../browser/proxy'
import { createUrlPolicy, type UrlPolicy } from '../browser/url-policy'
import { AutomationError, errorMessage } from '../errors'
import { abortReason, raceAbort } from '../internal/abort'
import type { PageController } from '../page/controller'
import { createPageController } from '../page/create-page-controller'
import type { Observation } from '../page/observation'
import { goalGivesCredentials, personNeeded } from '../page/person-check'
import { skipResources } from '../page/resource-blocking'
import type { HistoryEntry, Planner, PlannerDecision } from '../planner/planner'
import { describeAction } from '../planner/prompt'
import type { Action } from '../schemas/decision'
import type { AutomationEvent } from '../schemas/events'
import type { AutomationRequest } from '../schemas/request'
import type { Run, RunError, RunStatus, Usage } from '../schemas/run'
import type { ArtifactStore } from '../store/artifact-store'
import type { RunStore, StoredRun } from '../store/run-store'
import type { EventLog } from './event-log'
import type { LiveViewControl } from './live-view'
import { createLoopGuard } from './loop-guard'
import { createLoopWatch } from './loop-watch'
import { toPublicRun } from './public-run'
import type { RunAutomationOptions } from './run-automation'
import { toRunError } from './run-error'
import { createSeenValues } from './seen-values'
import { createStepRecorder, type StepRecorder } from './step-recorder'
import { saveTrace, startTrace } from './trace-recorder'
import { compileOutputSchema, outputSchemaMismatches } from './validate-request'

export interface ExecuteContext {
  request: AutomationRequest
  /** The run's proxy with its credentials (memory only), or null. */
  proxy: ResolvedProxy | null
  run: StoredRun
  store: RunStore
  log: EventLog
  signal: AbortSignal
  planner: Planner
  pool: BrowserPool
  options: RunAutomationOptions
  /** Where the step screenshots go. */
  artifacts: ArtifactStore
  live: LiveViewControl
}

interface Outcome {
  status: Exclude<RunStatus, 'PENDING' | 'RUNNING'>
  result: Record<string, unknown> | null
  error: RunError | null
}

/**
 * The run's state machine: PENDING -> RUNNING -> COMPLETED | FAILED | CANCELLED.
 * Every state change is stored before its event is sent. Never throws for a run that
 * failed: the failure is in the returned run.
 */
export async function executeRun(ctx: ExecuteContext): Promise<Run> {
  const { run, log } = ctx
  const runId = run.run_id
  const heartbeat = startHeartbeat(log, ctx.options.heartbeatIntervalMs ?? 15_000)
  const emit = (event: AutomationEvent) => {
    log.push(event)
    heartbeat.touch()
  }
  let lease: BrowserLease | undefined
  /** What the egress gate refused or saw fail; undefined when private networks are allowed (no gate). */
  const egress: EgressLog | undefined = ctx.options.allowPrivateNetwork ? undefined : {}
  let leaveQueue: (() => void) | undefined
  let outcome: Outcome
  let stepCount = 0
  /** What the planner's model calls cost so far (model planners only). */
  let runUsage: Usage | undefined
  const steps = createStepRecorder({
    runId,
    store: ctx.store,
    artifacts: ctx.artifacts,
    live: ctx.live,
    screenshots: ctx.request.agent_config?.screenshots !== false,
    screenshotUrl: ctx.options.screenshotUrl,
  })
  try {
    // A refused URL never takes a browser slot.
    const policy = createUrlPolicy({
      allowPrivateNetwork: ctx.options.allowPrivateNetwork,
      lookup: ctx.options.lookup,
    })
    await raceAbort(policy.check(ctx.request.url), ctx.signal)
    if (ctx.proxy?.custom) await raceAbort(checkProxyHost(policy, ctx.proxy), ctx.signal)
    leaveQueue = await ctx.options.queue?.enter({ runId, owner: run.owner ?? null }, ctx.signal)
    lease = await ctx.pool.acquire(leaseOptions(ctx, policy, egress))
    if (egress && !lease.gated) {
      // a pool that ignores `egress` would let the browser connect anywhere: refuse the run
      throw new AutomationError(
        'BROWSER_CRASHED',
        'the browser pool did not put the egress gate in place (it ignores AcquireOptions.egress), so the URL policy cannot be enforced',
      )
    }
    const started = await ctx.store.update(runId, { status: 'RUNNING', started_at: now() })
    emit({ type: 'STARTED', runId, run_id: runId, timestamp: started.started_at ?? now() })
    const streamingUrl = ctx.options.streamingUrl?.(runId)
    if (streamingUrl) {
      await ctx.store.update(runId, { streaming_url: streamingUrl })
      emit({
        type: 'STREAMING_URL',
        streamingUrl,
        streaming_url: streamingUrl,
        run_id: runId,
        timestamp: now(),
      })
    }
    const crash = new AbortController()
    const currentLease = lease
    void lease.crashed.then(() =>
      crash.abort(new AutomationError('BROWSER_CRASHED', 'the browser process exited unexpectedly')),
    )
    const signal = AbortSignal.any([ctx.signal, crash.signal])
    outcome = await raceAbort(
      driveSteps(
        ctx,
        currentLease,
        policy,
        egress,
        signal,
        steps,
        async (purpose, step, usage) => {
          stepCount = step
          if (usage) {
            // the run's sum is kept current in the store before the event tells of the step
            runUsage = addUsage(runUsage, usage)
            await ctx.store.update(runId, { usage: runUsage })
          }
          emit({
            type: 'PROGRESS',
            purpose,
            run_id: runId,
            step,
            ...(usage ? { usage } : {}),
            timestamp: now(),
          })
        },
        (reason, waitMs) => {
          const controlUrl = ctx.options.controlUrl?.(runId) ?? null
          emit({
            type: 'HUMAN_INPUT_NEEDED',
            reason,
            controlUrl,
            control_url: controlUrl,
            wait_until: new Date(Date.now() + waitMs).toISOString(),
            run_id: runId,
            timestamp: now(),
          })
        },
      ),
      signal,
    )
  } catch (e) {
    outcome = failure(ctx.signal.aborted ? abortReason(ctx.signal) : e)
  } finally {
    heartbeat.stop()
  }
  // The last steps' screenshots are taken before the browser goes.
  try {
    await steps.flush()
  } catch (e) {
    if (outcome.status === 'COMPLETED') outcome = failure(e)
  }
  ctx.live.detach()
  if (lease && ctx.request.agent_config?.record_trace) await saveTrace(lease.context, ctx.artifacts, runId)
  // Closing the context ends whatever the losing side of a race was still doing.
  await lease?.release().catch(() => {})
  leaveQueue?.()

  const end = {
    status: outcome.status,
    finished_at: now(),
    result: outcome.result,
    error: outcome.error,
    ...(runUsage ? { usage: runUsage } : {}),
  }
  let finished: StoredRun
  try {
    // COMPLETE will be the next event: its number lets a stream resumed later know it is over
    finished = await ctx.store.update(runId, {
      ...end,
      num_of_steps: stepCount,
      event_count: log.events.length + 1,
    })
  } catch (e) {
    // The store is gone: say so on the stream rather than leave its readers waiting forever.
    completeUnstored(log, runId, e)
    throw e
  }
  pushComplete(log, runId, end)
  return toPublicRun(finished)
}

/** Sends COMPLETE (always the last event of a run). */
export function pushComplete(
  log: EventLog,
  runId: string,
  end: {
    status: Outcome['status']
    finished_at: string
    result: Outcome['result']
    error: RunError | null
    usage?: Usage
  },
): void {
  log.push({
    type: 'COMPLETE',
    status: end.status,
    resultJson: end.result,
    result: end.result,
    error: end.error,
    run_id: runId,
    ...(end.usage ? { usage: end.usage } : {}),
    timestamp: end.finished_at,
  })
}

/** Two usages added up. */
function addUsage(sum: Usage | undefined, more: Usage): Usage {
  if (!sum) return { ...more }
  return {
    prompt_tokens: sum.prompt_tokens + more.prompt_tokens,
    cached_tokens: sum.cached_tokens + more.cached_tokens,
    completion_tokens: sum.completion_tokens + more.completion_tokens,
    calls: sum.calls + more.calls,
    latency_ms: sum.latency_ms + more.latency_ms,
  }
}

/** COMPLETE for a run whose end could not be stored. */
export function completeUnstored(log: EventLog, runId: string, e: unknown): void {
  pushComplete(log, runId, {
    status: 'FAILED',
    finished_at: now(),
    result: null,
    error: {
      message: `the run store failed: ${e instanceof Error ? e.message : String(e)}`,
      category: 'SYSTEM_FAILURE',
      retry_after: 5,
      code: 'store_failed',
    },
  })
}

async function driveSteps(
  ctx: ExecuteContext,
  lease: BrowserLease,
  policy: UrlPolicy,
  egress: EgressLog | undefined,
  signal: AbortSignal,
  steps: StepRecorder,
  progress: (purpose: string, step: number, usage?: Usage) => Promise<void>,
  askPerson: (reason: string, waitMs: number) => void,
): Promise<Outcome> {
  const { request, options } = ctx
  const maxSteps = request.agent_config?.max_steps ?? 150
  const maxMs = (request.agent_config?.max_duration_seconds ?? 0) * 1000
  const deadline = maxMs > 0 ? Date.now() + maxMs : Number.POSITIVE_INFINITY
  const guard = createLoopGuard(options.loopGuardRepeats ?? 3)
  const watch =
    options.loopWatch === false || !ctx.planner.modelDriven ? null : createLoopWatch(options.loopWatch)
  const failureBudget = options.plannerFailureBudget ?? 3
  const validator = request.output_schema ? compileOutputSchema(request.output_schema) : null
  let schemaRetries = options.outputSchemaRetries ?? 2
  const seen = ctx.planner.modelDriven ? createSeenValues() : null
  seen?.addText(request.goal)
  let valuesAsked = false
  const history: HistoryEntry[] = []
  let feedback: string | undefined
  let failedCalls = 0

  await Promise.all([
    // with a gate, names are looked up and checked there, once per connection
    policy.install(lease.context, { lookup: !lease.gated }),
    skipResources(lease.context, lease.page, request.agent_config?.skip_resources ?? []),
    request.agent_config?.record_trace ? startTrace(lease.context) : undefined,
  ])
  const page = createPageController(lease.context, lease.page)
  progress(`Opening ${request.url}`, 0)
  await openFirstPage(page, request.url, options.navigationTimeoutMs ?? 30_000, ctx.proxy, egress)
  // watched from the first page on (a screencast started on the blank tab while the first
  // navigation swaps its renderer may never send a frame)
  ctx.live.attach(() => page.page)

  const observe = async (): Promise<Observation> => {
    const observation = await page.observe({ tokenBudget: options.tokenBudget })
    seen?.addText(observation.text)
    return observation
  }
  const ask = (step: number, observation: Observation, final?: string) =>
    ctx.planner.next(
      {
        goal: request.goal,
        step,
        maxSteps,
        observation,
        history,
        outputSchema: request.output_schema ?? null,
        mode: request.agent_config?.mode ?? 'default',
        feedback,
        ...(final ? { final } : {}),
      },
      signal,
    )

  /**
   * What a done decision ends the run with, or a question back to the planner (feedback) when
   * its values were found nowhere or it does not match the output schema. The run's last answer
   * (`last`) is never sent back: it is returned as it is, marked partial when `last.partial` says why.
   */
  const settle = (
    decision: PlannerDecision,
    last: { partial?: string } | null,
  ): Outcome | { feedback: string } => {
    const partial = last?.partial
    let result = decision.result ?? {}
    const failed = decision.success === false || isGoalFailure(result)
    const unfound = seen && !failed ? seen.unfound(result) : []
    if (unfound.length && !valuesAsked && !last) {
      valuesAsked = true
      return {
        feedback: `These values of your result are on no page you saw and in no data you extracted: ${unfound
          .map((v) => JSON.stringify(v))
          .join(
            ', ',
          )}. Take them from the page (read it, or use extract) or leave them out, then finish again; values still not found are returned marked unverified.`,
      }
    }
    const mismatches = validator ? outputSchemaMismatches(validator, result) : []
    if (mismatches.length && !failed && !last && schemaRetries-- > 0) {
      return {
        feedback: `Your result does not match the output schema: ${mismatches.join('; ')}. Fix it and finish again.`,
      }
    }
    if (decision.success !== undefined) result = withStatus(result, decision.success, validator)
    if (mismatches.length && !failed) result = { ...result, schema_mismatches: mismatches }
    if (unfound.length) result = { ...result, unverified: unfound }
    if (partial) result = { ...result, partial: true, partial_reason: partial }
    return { status: 'COMPLETED', result, error: null }
  }

  /**
   * The run can act no more (`why`): one last call that only allows done, so the run returns
   * what it found, marked partial. Null when the planner gave no such answer.
   */
  const finish = async (step: number, why: string): Promise<Outcome | null> => {
    const startedAt = Date.now()
    const observation = await observe()
    let decision: PlannerDecision
    try {
      decision = await ask(step, observation, why)
    } catch (e) {
      if (signal.aborted) throw e
      return null
    }
    await progress(decision.purpose, step, decision.usage)
    if (!decision.done) return null
    steps.record(page.page, step, startedAt, decision.purpose, true, decision.usage)
    const outcome = settle(decision, { partial: why })
    return 'status' in outcome ? outcome : null
  }

  for (let step = 1; ; step++) {
    if (signal.aborted) throw abortReason(signal)
    if (step > maxSteps) {
      throw limit(
        `Stopped after ${maxSteps} steps (max_steps) without finishing the goal`,
        'max_steps_reached',
      )
    }
    if (Date.now() > deadline) {
      throw limit(
        `Stopped after ${request.agent_config?.max_duration_seconds} s (max_duration_seconds) without finishing the goal`,
        'max_duration_reached',
      )
    }
    // a person at the controls: the run takes no step until they are done
    if (ctx.live.held) await ctx.live.whenFree(signal)
    const startedAt = Date.now()
    let observation = await observe()
    // A page only a person can get past: hand it to one, or say so at once (never a loop).
    for (let blocker = await personNeeded(page.page); blocker; blocker = await personNeeded(page.page)) {
      const hitl = request.agent_config?.human_in_the_loop === true
      if (blocker.kind === 'sign_in' && (!hitl || goalGivesCredentials(request.goal))) break
      if (!hitl) {
        return {
          status: 'COMPLETED',
          result: {
            status: 'failure',
            reason: `The page needs a person (${blocker.detail}) and this run has none: set agent_config.human_in_the_loop to true to hand it to a person through the live view`,
          },
          error: null,
        }
      }
      const waitS = request.agent_config?.human_wait_seconds ?? 300
      const reason = `The page needs a person (${blocker.detail}): waiting up to ${waitS} s for someone to act in the live view and press Done`
      askPerson(reason, waitS * 1000)
      if (!(await ctx.live.waitForPerson(reason, waitS * 1000, signal))) {
        return {
          status: 'COMPLETED',
          result: {
            status: 'failure',
            reason: `The page needs a person (${blocker.detail}) and nobody handed the run back within ${waitS} s (agent_config.human_wait_seconds)`,
          },
          error: null,
        }
      }
      observation = await observe()
    }
    const lastStep = step === maxSteps ? `step ${maxSteps} is the last one max_steps allows` : undefined
    let decision: PlannerDecision
    try {
      decision = await ask(step, observation, lastStep)
    } catch (e) {
      // a failed call (an invalid reply after its re-asks, a server error worth retrying) costs a
      // step; a budget of them in a row asks for the final answer
      if (signal.aborted || !isPlannerHiccup(e)) throw e
      failedCalls++
      const usage = (e as AutomationError).data.usage as Usage | undefined
      const said = `The planner failed: ${errorMessage(e)}`
      await progress(said, step, usage)
      steps.record(page.page, step, startedAt, said, false, usage)
      history.push({ step, purpose: 'the planner call failed', url: observation.url, outcomes: [] })
      if (failedCalls < failureBudget) continue
      const why = `the planner failed ${failedCalls} times in a row`
      const found = await finish(step + 1, why)
      if (found) return found
      throw e
    }
    failedCalls = 0
    feedback = undefined
    await progress(decision.purpose, step, decision.usage)

    if (decision.done) {
      // the last step's answer cannot be sent back; it is partial when the goal was not reached
      const outcome = settle(
        decision,
        lastStep ? { partial: decision.success === false ? lastStep : undefined } : null,
      )
      steps.record(page.page, step, startedAt, decision.purpose, 'status' in outcome, decision.usage)
      if ('status' in outcome) return outcome
      feedback = outcome.feedback
      history.push({ step, purpose: decision.purpose, url: observation.url, outcomes: [] })
      continue
    }

    if (guard.record(observation.fingerprint, decision.actions)) {
      const stopped = limit(
        `Stopped: the same action (${describeActions(decision.actions, observation)}) was repeated ${guard.repeats} times on an unchanged page`,
        'loop_detected',
      )
      const found = await finish(step + 1, stopped.message)
      if (found) return found
      throw stopped
    }
    const outcomes = []
    for (const action of decision.actions) {
      const outcome = await page.act(action, { timeoutMs: options.actionTimeoutMs ?? 10_000, signal })
      outcomes.push(outcome)
      if (outcome.data !== undefined) seen?.addData(outcome.data)
      if (outcome.message) seen?.addText(outcome.message)
      if (!outcome.ok || page.page.url() !== observation.url) break
    }
    history.push({ step, purpose: decision.purpose, url: observation.url, outcomes })
    steps.record(
      page.page,
      step,
      startedAt,
      `${decision.purpose} (${describeActions(decision.actions, observation)})`,
      outcomes.every((o) => o.ok),
      decision.usage,
    )
    const noticed = watch?.record({
      fingerprint: observation.fingerprint,
      actions: decision.actions,
      failed: outcomes.filter((o) => !o.ok).length,
      read: outcomes.some((o) => o.data !== undefined),
    })
    if (noticed?.kind === 'warn') feedback = noticed.message
    if (noticed?.kind === 'stop' && step < maxSteps) {
      const found = await finish(step + 1, noticed.message)
      if (found) return found
      throw limit(`Stopped: ${noticed.message}`, 'loop_detected')
    }
  }
}

/**
 * A planner failure worth another step: an invalid reply, or a model server error that may pass
 * (5xx, 429, connection refused). A refused key or an unknown model fails the run at once.
 */
function isPlannerHiccup(e: unknown): boolean {
  if (!(e instanceof AutomationError) || e.code !== 'PLANNER_FAILED') return false
  const status = e.data.status as number | undefined
  return e.data.retryable === true || status === undefined || e.data.attempts !== undefined
}

/**
 * The result with `status` from the planner's `success`; left as it is when an output schema
 * would refuse the extra key.
 */
function withStatus(
  result: Record<string, unknown>,
  success: boolean,
  validator: ReturnType<typeof compileOutputSchema> | null,
): Record<string, unknown> {
  const status = success && result.status !== 'failure' ? 'success' : 'failure'
  const withIt = { ...result, status }
  if (validator && result.status === undefined && outputSchemaMismatches(validator, withIt).length > 0) {
    return result
  }
  return withIt
}

/**
 * The first navigation; a failure the run's proxy caused is PROXY_FAILED, naming the proxy, and
 * one the egress gate refused is URL_BLOCKED, saying why (the same words whether or not anything
 * listens there: no port-scan oracle).
 */
async function openFirstPage(
  page: PageController,
  url: string,
  timeoutMs: number,
  proxy: ResolvedProxy | null,
  egress: EgressLog | undefined,
): Promise<void> {
  let status: number
  try {
    status = await page.goto(url, { timeoutMs })
  } catch (e) {
    const netError = e instanceof AutomationError ? (e.data.netError as string | undefined) : undefined
    if (egress?.upstreamFailure) throw egress.upstreamFailure
    if (egress?.blocked && netError === 'ERR_TUNNEL_CONNECTION_FAILED') throw egress.blocked
    throw (proxy && proxyFailure(proxy, netError)) || e
  }
  const refused = proxy && status === 407 ? proxyFailure(proxy, undefined, 407) : null
  if (refused) throw refused
}

/** What a run's egress gate reported: the last refusal and the last failure of the run's proxy. */
interface EgressLog {
  blocked?: AutomationError
  upstreamFailure?: AutomationError
}

/** The pool's options for a run's lease: its profile, its proxy, and the gate's route. */
function leaseOptions(ctx: ExecuteContext, policy: UrlPolicy, egress: EgressLog | undefined): AcquireOptions {
  const proxy = ctx.proxy
  return {
    profile: ctx.request.browser_profile,
    signal: ctx.signal,
    countryCode: proxy?.countryCode,
    ...(egress
      ? {
          egress: {
            policy,
            upstream: proxy,
            onBlocked: (e) => {
              egress.blocked = e
            },
            onUpstreamFailure: (e) => {
              egress.upstreamFailure = e
            },
          },
        }
      : {
          contextOptions: proxy
            ? { proxy: { server: proxy.server, username: proxy.username, password: proxy.password } }
            : undefined,
        }),
  }
}

/**
 * A custom proxy is a destination the server connects to on the caller's behalf: without
 * allowPrivateNetwork it must be on a public address, like any URL a run visits.
 */
async function checkProxyHost(policy: UrlPolicy, proxy: ResolvedProxy): Promise<void> {
  const host = new URL(proxy.server).host
  try {
    await policy.check(`https://${host}/`)
  } catch (e) {
    const why = e instanceof Error ? e.message.replace(/^https:\/\/\S+ is not allowed: /, '') : String(e)
    throw new AutomationError('URL_BLOCKED', `the custom proxy ${proxy.server} is not allowed: ${why}`, {
      url: proxy.server,
    })
  }
}

/**
 * The actions as a step's record and messages show them; text typed into a password field is
 * shown as •••• (steps are stored and returned by the API).
 */
function describeActions(actions: readonly Action[], observation?: Observation): string {
  const secret = new Set(observation?.elements.filter((e) => e.type === 'password').map((e) => e.index))
  return actions
    .map((action) =>
      describeAction(
        (action.type === 'fill' || action.type === 'type') && secret.has(action.index)
          ? { ...action, text: '••••' }
          : action,
        40,
      ),
    )
    .join(', ')
}

function isGoalFailure(result: Record<string, unknown>): boolean {
  return result.status === 'failure'
}

function limit(message: string, reason: string): AutomationError {
  return new AutomationError('LIMIT_REACHED', message, { reason })
}

function failure(e: unknown): Outcome {
  const error = toRunError(e)
  const status = e instanceof AutomationError && e.code === 'CANCELLED' ? 'CANCELLED' : 'FAILED'
  return { status, result: null, error }
}

function now(): string {
  return new Date().toISOString()
}

/** Sends HEARTBEAT when nothing else was sent for `intervalMs`. */
function startHeartbeat(log: EventLog, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      log.push({ type: 'HEARTBEAT', timestamp: now() })
      arm()
    }, intervalMs)
    timer.unref()
  }
  arm()
  return {
    touch: arm,
    stop: () => clearTimeout(timer),
  }
}
