import { AutomationError } from '../errors'

/** What the queue knows of a run: who it is and whose it is. */
export interface RunTicket {
  runId: string
  /** The owner runs are shared fairly between (an API key); null runs share one lane. */
  owner: string | null
}

/**
 * Decides when a run may start. Runs beyond the concurrency limit wait PENDING.
 * The in-process queue below is the default of the server; a queue on PostgreSQL can serve
 * several nodes behind the same port.
 */
export interface RunQueue {
  readonly name: string
  /** Waits for the run's turn and resolves with the function that gives it back (safe to call twice). */
  enter(ticket: RunTicket, signal?: AbortSignal): Promise<() => void>
  readonly running: number
  readonly waiting: number
  /** Stops giving turns (shutdown): waiting runs stay waiting, and so stay PENDING. */
  pause(): void
}

interface Waiting {
  ticket: RunTicket
  start: () => void
}

/**
 * An in-process queue with a concurrency limit that shares turns fairly between owners:
 * round-robin across owners, arrival order within each. One caller with a hundred runs does
 * not hold up another caller's one run.
 *
 * @example
 * const queue = createFairQueue({ concurrency: 10 })
 * runAutomation(request, { queue, owner: keyId })
 */
export function createFairQueue(options: { concurrency?: number } = {}): RunQueue {
  const concurrency = options.concurrency ?? 10
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new AutomationError('INVALID_INPUT', `concurrency must be a positive integer, got ${concurrency}`)
  }
  let running = 0
  /** Waiting runs per owner lane, in arrival order; lanes in the order they are served. */
  const lanes = new Map<string, Waiting[]>()
  let waiting = 0
  let paused = false

  function next(): void {
    while (!paused && running < concurrency && waiting > 0) {
      // Map order is the rotation: serve the first lane, then move it to the back.
      const [lane, queue] = lanes.entries().next().value as [string, Waiting[]]
      const entry = queue.shift()
      lanes.delete(lane)
      if (queue.length > 0) lanes.set(lane, queue)
      if (!entry) continue
      waiting--
      running++
      entry.start()
    }
  }

  return {
    name: 'fair',
    get running() {
      return running
    },
    get waiting() {
      return waiting
    },
    pause() {
      paused = true
    },
    enter(ticket, signal) {
      if (signal?.aborted) return Promise.reject(new AutomationError('CANCELLED', 'the run was cancelled'))
      return new Promise((resolve, reject) => {
        const lane = ticket.owner ?? ''
        let released = false
        const release = () => {
          if (released) return
          released = true
          running--
          next()
        }
        const entry: Waiting = {
          ticket,
          start: () => {
            signal?.removeEventListener('abort', onAbort)
            resolve(release)
          },
        }
        const onAbort = () => {
          const queue = lanes.get(lane)
          const at = queue?.indexOf(entry) ?? -1
          if (queue && at >= 0) {
            queue.splice(at, 1)
            waiting--
            if (queue.length === 0) lanes.delete(lane)
          }
          reject(new AutomationError('CANCELLED', 'the run was cancelled while waiting for its turn'))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        const queue = lanes.get(lane)
        if (queue) queue.push(entry)
        else lanes.set(lane, [entry])
        waiting++
        next()
      })
    },
  }
}
