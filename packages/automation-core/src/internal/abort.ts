import { AutomationError } from '../errors'

/**
 * Settles with `promise`, or rejects as soon as `signal` aborts (with the signal's reason).
 * The losing promise keeps running; callers close what it works on (the context) to end it.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {})
    return Promise.reject(abortReason(signal))
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** The signal's reason as an AutomationError (CANCELLED unless the reason already is one). */
export function abortReason(signal: AbortSignal): AutomationError {
  const reason: unknown = signal.reason
  if (reason instanceof AutomationError) return reason
  return new AutomationError('CANCELLED', typeof reason === 'string' ? reason : 'the run was cancelled')
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
