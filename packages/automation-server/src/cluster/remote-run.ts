import {
  AutomationError,
  type AutomationRun,
  createEventLog,
  isFinalStatus,
  type LiveFrame,
  type LiveView,
  type Run,
  type RunStore,
  stepScreenshotFile,
  TRACE_FILE,
  toPublicRun,
} from 'automation-core'
import { CHANNELS, type PgListener } from './pg-listener'
import type { EventTable } from './run-events'

export interface FollowOptions {
  events: EventTable
  listener: PgListener
  store: RunStore
  /** Reads a file of the run (screenshots, trace) from the shared store. */
  artifact: (runId: string, file: string) => Promise<Uint8Array | null>
  cancel: (runId: string, reason: string) => void
  /** How often the table is read besides notifications (a lost NOTIFY costs this much). @default 2000 */
  pollMs?: number
  /**
   * A run the store says ended this long ago whose COMPLETE never came (its worker died between
   * the two) gets one made from the store. @default 5000
   */
  completeGraceMs?: number
}

/**
 * A run executed by any node, seen from this one: its events come from the events table as
 * the worker appends them (woken by NOTIFY), numbered as the worker numbered them, so a stream
 * resumed on another node goes on where it was.
 */
export function followRun(runId: string, options: FollowOptions): AutomationRun {
  const log = createEventLog()
  const pollMs = options.pollMs ?? 2000
  const graceMs = options.completeGraceMs ?? 5000
  let seq = 0
  let reading: Promise<void> | undefined
  let again = false

  const ready = options.store.get(runId).then((stored) => {
    if (!stored) throw new AutomationError('NOT_FOUND', `run ${runId} does not exist`)
    return toPublicRun(stored)
  })
  ready.catch(() => {})

  const readOnce = async () => {
    for (const row of await options.events.after(runId, seq)) {
      seq = row.seq
      log.push(row.event)
    }
    if (log.closed) return
    const stored = await options.store.get(runId)
    if (!stored) return
    const endedAt = stored.finished_at ? Date.parse(stored.finished_at) : Number.NaN
    if (isFinalStatus(stored.status) && Date.now() - endedAt > graceMs) {
      // the worker stored the end but died before its COMPLETE reached the table
      // numbered as the store numbered it, so a stream resumed from the store agrees
      await options.events.append(runId, Math.max(seq + 1, stored.event_count ?? 0), {
        type: 'COMPLETE',
        status: stored.status,
        resultJson: stored.result,
        result: stored.result,
        error: stored.error,
        run_id: runId,
        timestamp: stored.finished_at ?? new Date().toISOString(),
      })
      again = true
    }
  }
  const read = (): Promise<void> => {
    if (reading) {
      again = true
      return reading
    }
    reading = (async () => {
      try {
        do {
          again = false
          await readOnce()
        } while (again && !log.closed)
      } catch {
        // the database is away for a moment: the next notification or poll reads again
      } finally {
        reading = undefined
      }
    })()
    return reading
  }

  const off = options.listener.on(CHANNELS.events, (payload) => {
    if (payload === null || payload === runId) void read()
  })
  const timer = setInterval(() => void read(), pollMs)
  timer.unref()
  const finished: Promise<Run> = (async () => {
    await ready
    for await (const event of log) if (event.type === 'COMPLETE') break
    off()
    clearInterval(timer)
    const stored = await options.store.get(runId)
    if (!stored) throw new AutomationError('NOT_FOUND', `run ${runId} does not exist`)
    return toPublicRun(stored)
  })()
  finished.catch(() => {
    off()
    clearInterval(timer)
  })
  void ready.then(
    () => read(),
    () => {},
  )

  return {
    runId,
    ready,
    finished,
    get events() {
      return log.events
    },
    cancel(reason = 'the run was cancelled') {
      options.cancel(runId, reason)
    },
    live: stepPictures(runId, options, () => log.closed),
    screenshot: (step) => options.artifact(runId, stepScreenshotFile(step)),
    trace: () => options.artifact(runId, TRACE_FILE),
    [Symbol.asyncIterator]: () => log[Symbol.asyncIterator](),
  }
}

/** How often a watched run executed elsewhere is looked at for a new step picture. */
const PICTURE_POLL_MS = 1000

/**
 * The live view of a run another node executes: no screencast reaches this node, so a watcher
 * gets each step's screenshot as it is stored (a picture a step). Nothing can be steered from here.
 */
function stepPictures(runId: string, options: FollowOptions, ended: () => boolean): LiveView {
  const watchers = new Set<(frame: LiveFrame) => void>()
  let lastFrame: LiveFrame | null = null
  let shown = 0
  let timer: NodeJS.Timeout | undefined
  const look = async () => {
    const stored = await options.store.get(runId)
    const steps = stored?.steps.length ?? 0
    // the newest step's picture may still be on its way: the one before will do meanwhile
    for (let step = steps; step > shown && step >= steps - 1; step--) {
      const jpeg = await options.artifact(runId, stepScreenshotFile(step))
      if (!jpeg) continue
      shown = step
      lastFrame = {
        data: Buffer.from(jpeg).toString('base64'),
        width: 0,
        height: 0,
        viewportWidth: 0,
        viewportHeight: 0,
        url: '',
        at: Date.now(),
      }
      for (const watcher of watchers) watcher(lastFrame)
      break
    }
  }
  const tick = () => {
    void look()
      .catch(() => {})
      .finally(() => {
        if (watchers.size > 0 && !ended()) timer = setTimeout(tick, PICTURE_POLL_MS).unref()
        else timer = undefined
      })
  }
  return {
    watch(onFrame) {
      watchers.add(onFrame)
      if (lastFrame) onFrame(lastFrame)
      if (!timer) tick()
      return () => {
        watchers.delete(onFrame)
      }
    },
    get watchers() {
      return watchers.size
    },
    get lastFrame() {
      return lastFrame
    },
    input: async () => {
      throw new Error('the run is executed by another node: it can be watched from here, not steered')
    },
    hold: () => () => {},
    held: false,
    whenFree: async () => {},
    waitingForPerson: null,
    handBack() {},
  }
}
