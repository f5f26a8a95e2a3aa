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
 * the next turn goes to the waiting owner with the fewest runs going, then to the one served
 * longest ago; within an owner, runs start in arrival order. One caller with a hundred runs
 * does not hold up another caller's one run.
 *
 * @example
 * const queue = createFairQueue({ concurrency: 10 })
 * runAutomation(request, { queue, owner: keyId })
 */
export function createFairQueue(
  options: {
    concurrency?: number
    /** The most runs one owner may have going at once; the rest wait. @default no limit */
    perOwner?: number
  } = {},
): RunQueue {
  const concurrency = options.concurrency ?? 10
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new AutomationError('INVALID_INPUT', `concurrency must be a positive integer, got ${concurrency}`)
  }
  const perOwner = options.perOwner ?? Number.POSITIVE_INFINITY
  if (perOwner !== Number.POSITIVE_INFINITY && (!Number.isInteger(perOwner) || perOwner < 1)) {
    throw new AutomationError('INVALID_INPUT', `perOwner must be a positive integer, got ${perOwner}`)
  }
  let running = 0
  let waiting = 0
  let paused = false
  let turn = 0
  /** Waiting runs per owner, in arrival order. */
  const lanes = new Map<string, Waiting[]>()
  /** Runs going per owner, and when each owner was last given a turn. */
  const going = new Map<string, number>()
  const lastServed = new Map<string, number>()

  function pickLane(): string | undefined {
    let best: string | undefined
    let bestKey: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]
    for (const lane of lanes.keys()) {
      // an owner at its limit waits, whoever else is waiting
      if ((going.get(lane) ?? 0) >= perOwner) continue
      const key: [number, number] = [going.get(lane) ?? 0, lastServed.get(lane) ?? -1]
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = lane
        bestKey = key
      }
    }
    return best
  }

  function next(): void {
    while (!paused && running < concurrency && waiting > 0) {
      const lane = pickLane()
      if (lane === undefined) return
      const queue = lanes.get(lane) as Waiting[]
      const entry = queue.shift() as Waiting
      if (queue.length === 0) lanes.delete(lane)
      waiting--
      running++
      going.set(lane, (going.get(lane) ?? 0) + 1)
      lastServed.set(lane, turn++)
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
          const left = (going.get(lane) ?? 1) - 1
          if (left > 0) going.set(lane, left)
          else going.delete(lane)
          // Owners with nothing going or waiting are forgotten, so the maps stay small.
          if (left <= 0 && !lanes.has(lane)) lastServed.delete(lane)
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
