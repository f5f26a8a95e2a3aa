import { type AutomationEvent, type AutomationRun, isFinalStatus, type StoredRun } from 'automation-core'

/**
 * Event ids are `<run id>:<sequence>` (1-based): a client that reconnects with
 * `Last-Event-ID` names both the run and how far it got.
 */
export function parseLastEventId(value: string | null): { runId: string; seq: number } | null {
  const match = value ? /^(.+):(\d+)$/.exec(value.trim()) : null
  return match ? { runId: match[1] as string, seq: Number(match[2]) } : null
}

/** One SSE message: `id:` then the spec's single `data: {json}` line. */
function frame(runId: string, seq: number, event: AutomationEvent): string {
  return `id: ${runId}:${seq}\ndata: ${JSON.stringify(event)}\n\n`
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
}

/**
 * Streams a live run's events after `afterSeq`, ending after COMPLETE. A client that goes
 * away only stops its stream: the run goes on.
 */
export function streamRun(run: AutomationRun, afterSeq: number, requestId: string): Response {
  if (run.events.at(-1)?.type === 'COMPLETE' && afterSeq >= run.events.length) return nothingMore(requestId)
  const iterator = run[Symbol.asyncIterator]()
  let seq = 0
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const next = await iterator.next()
        if (next.done) {
          controller.close()
          return
        }
        seq++
        if (seq <= afterSeq) continue
        controller.enqueue(encoder.encode(frame(run.runId, seq, next.value)))
        return
      }
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(body, { headers: { ...HEADERS, 'x-request-id': requestId, 'x-run-id': run.runId } })
}

/**
 * 204 tells an EventSource that the stream is over for good: without it, a client that got
 * COMPLETE and reconnects (as EventSource does) would be answered again and again.
 */
function nothingMore(requestId: string): Response {
  return new Response(null, { status: 204, headers: { 'x-request-id': requestId } })
}

/**
 * The stream of a run whose events are no longer in memory (finished long ago, or before a
 * restart): what the store knows, as STARTED and COMPLETE, COMPLETE numbered as it was live.
 */
export function streamStoredRun(run: StoredRun, afterSeq: number, requestId: string): Response {
  const status = run.status
  const final = isFinalStatus(status)
  const completeSeq = run.event_count ?? afterSeq + 1
  if (final && afterSeq >= completeSeq) return nothingMore(requestId)
  const frames: string[] = []
  if (afterSeq === 0 && run.started_at) {
    frames.push(
      frame(run.run_id, 1, {
        type: 'STARTED',
        runId: run.run_id,
        run_id: run.run_id,
        timestamp: run.started_at,
      }),
    )
  }
  if (isFinalStatus(status)) {
    const complete: AutomationEvent = {
      type: 'COMPLETE',
      status,
      resultJson: run.result,
      result: run.result,
      error: run.error,
      run_id: run.run_id,
      timestamp: run.finished_at ?? new Date().toISOString(),
    }
    frames.push(frame(run.run_id, Math.max(completeSeq, frames.length + 1), complete))
  }
  return new Response(frames.join(''), {
    headers: { ...HEADERS, 'x-request-id': requestId, 'x-run-id': run.run_id },
  })
}
