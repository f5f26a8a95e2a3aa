import {
  type AutomationEvent,
  type AutomationRun,
  isFinalStatus,
  type LiveFrame,
  type StoredRun,
} from 'automation-core'

/** What the live page shows beside the picture: the run's state and its steps so far. */
export interface LiveSnapshot {
  run_id: string
  status: StoredRun['status']
  goal: string
  url: string
  steps: Array<{ step: number; purpose: string }>
  result: Record<string, unknown> | null
  error: { message: string } | null
  /** True while a person holds the run through a control view. */
  held: boolean
  /** Why the run waits for a person (HUMAN_INPUT_NEEDED), or null. */
  waiting_for_person: string | null
  /** What this viewer may do. */
  control: boolean
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
}

/** A comment line that keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 15_000

export interface LiveStreamSource {
  stored: StoredRun
  /** The run, when this process is running it (or ran it lately). */
  run?: AutomationRun
  /** The last picture when the run is not in memory (its last step's screenshot). */
  lastFrame?: () => Promise<LiveFrame | null>
  control: boolean
  /** Called when the stream ends (the viewer left, or the run ended). */
  onClose?: () => void
  /** Registers the stream's refresh, called when something not in the run's events changed (a hold). */
  register?: (refresh: () => void) => () => void
}

/**
 * The live page's stream: `run` messages (the snapshot, on every change), `frame` messages
 * (only the newest picture is ever queued: a slow viewer skips frames instead of piling them
 * up), and `end` once the run is over. The screencast runs only while such a stream is open.
 */
export function liveStream(source: LiveStreamSource): Response {
  const { stored, run, control } = source
  const snapshot: LiveSnapshot = {
    run_id: stored.run_id,
    status: stored.status,
    goal: stored.goal,
    url: stored.url,
    steps: stored.steps.map((s, i) => ({ step: i + 1, purpose: s.action })),
    result: stored.result,
    error: stored.error ? { message: stored.error.message } : null,
    held: run?.live.held ?? false,
    waiting_for_person: run?.live.waitingForPerson ?? null,
    control,
  }
  let runMessage: string | null = null
  let frameMessage: string | null = null
  let ended = false
  let closed = false
  let wake: (() => void) | undefined
  const notify = () => {
    wake?.()
    wake = undefined
  }
  const sendRun = () => {
    snapshot.held = run?.live.held ?? false
    snapshot.waiting_for_person = run ? run.live.waitingForPerson : snapshot.waiting_for_person
    runMessage = `event: run\ndata: ${JSON.stringify(snapshot)}\n\n`
    notify()
  }
  const sendFrame = (frame: LiveFrame) => {
    frameMessage = `event: frame\ndata: ${JSON.stringify(frame)}\n\n`
    notify()
  }
  let stopWatching: (() => void) | undefined
  const unregister = source.register?.(sendRun)
  let keepalive: NodeJS.Timeout | undefined
  let pingDue = false
  const cleanup = () => {
    if (closed) return
    closed = true
    clearInterval(keepalive)
    stopWatching?.()
    unregister?.()
    source.onClose?.()
  }

  const start = async () => {
    if (run) {
      // the snapshot is rebuilt from the run's events (every iterator starts at the first)
      snapshot.steps = []
      stopWatching = run.live.watch(sendFrame)
      sendRun()
      void (async () => {
        for await (const event of run) {
          if (closed) return
          if (apply(snapshot, event)) sendRun()
        }
        ended = true
        notify()
      })()
    } else {
      const frame = await source.lastFrame?.()
      if (frame) sendFrame(frame)
      sendRun()
      ended = isFinalStatus(stored.status)
    }
    keepalive = setInterval(() => {
      pingDue = true
      notify()
    }, KEEPALIVE_MS)
    keepalive.unref()
  }

  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>(
    {
      async start() {
        await start()
      },
      async pull(controller) {
        for (;;) {
          if (closed) return
          const parts: string[] = []
          if (runMessage) parts.push(runMessage)
          if (frameMessage) parts.push(frameMessage)
          if (pingDue && parts.length === 0) parts.push(': keepalive\n\n')
          runMessage = null
          frameMessage = null
          pingDue = false
          if (parts.length > 0) {
            controller.enqueue(encoder.encode(parts.join('')))
            return
          }
          if (ended) {
            controller.enqueue(encoder.encode('event: end\ndata: {}\n\n'))
            controller.close()
            cleanup()
            return
          }
          await new Promise<void>((resolve) => {
            wake = resolve
          })
        }
      },
      cancel() {
        cleanup()
      },
    },
    { highWaterMark: 1 },
  )
  return new Response(body, { headers: HEADERS })
}

/** Folds a run event into the snapshot; false when it changes nothing shown. */
function apply(snapshot: LiveSnapshot, event: AutomationEvent): boolean {
  switch (event.type) {
    case 'STARTED':
      snapshot.status = 'RUNNING'
      return true
    case 'HUMAN_INPUT_NEEDED':
      snapshot.waiting_for_person = event.reason
      return true
    case 'PROGRESS':
      if (event.step === undefined || event.step === 0) return false
      snapshot.steps.push({ step: event.step, purpose: event.purpose })
      return true
    case 'COMPLETE':
      snapshot.status = event.status
      snapshot.result = event.result
      snapshot.error = event.error ? { message: event.error.message } : null
      return true
    default:
      return false
  }
}
