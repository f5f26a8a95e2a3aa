import { EventEmitter } from 'eventemitter3'
import type { AutomationEvent } from '../schemas/events'

/**
 * The events of one run, kept in order. Every iterator starts from the first event, so a
 * consumer that attaches late (or twice) misses nothing; iteration ends after COMPLETE.
 */
export interface EventLog extends AsyncIterable<AutomationEvent> {
  push(event: AutomationEvent): void
  readonly events: readonly AutomationEvent[]
  readonly closed: boolean
}

export function createEventLog(): EventLog {
  const events: AutomationEvent[] = []
  const emitter = new EventEmitter<{ change: [] }>()
  let closed = false

  return {
    events,
    get closed() {
      return closed
    },
    push(event) {
      if (closed) return
      events.push(event)
      if (event.type === 'COMPLETE') closed = true
      emitter.emit('change')
    },
    [Symbol.asyncIterator](): AsyncIterator<AutomationEvent> {
      let next = 0
      return {
        async next() {
          while (next >= events.length) {
            if (closed) return { done: true, value: undefined }
            await new Promise<void>((resolve) => emitter.once('change', resolve))
          }
          return { done: false, value: events[next++] as AutomationEvent }
        },
        async return() {
          next = Number.POSITIVE_INFINITY
          return { done: true, value: undefined }
        },
      }
    },
  }
}
