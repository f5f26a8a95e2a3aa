import type { AutomationEvent, AutomationRun, Run } from 'automation-core'

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
 * The stream of a run whose events are no longer in memory (finished long ago, or before a
 * restart): what the store knows, as STARTED and COMPLETE.
 */
export function streamStoredRun(run: Run, afterSeq: number, requestId: string): Response {
  const events: AutomationEvent[] = []
  if (run.started_at)
    events.push({ type: 'STARTED', runId: run.run_id, run_id: run.run_id, timestamp: run.started_at })
  if (run.status === 'COMPLETED' || run.status === 'FAILED' || run.status === 'CANCELLED') {
    events.push({
      type: 'COMPLETE',
      status: run.status,
      resultJson: run.result,
      result: run.result,
      error: run.error,
      run_id: run.run_id,
      timestamp: run.finished_at ?? new Date().toISOString(),
    })
  }
  // The live numbering is gone with the process: a client that saw part of the stream gets
  // the end of it (COMPLETE) numbered after what it saw.
  const numbered = afterSeq === 0 ? events.map((e, i) => frame(run.run_id, i + 1, e)) : []
  const complete = events.find((e) => e.type === 'COMPLETE')
  if (afterSeq > 0 && complete) numbered.push(frame(run.run_id, afterSeq + 1, complete))
  const text = numbered.join('')
  return new Response(text, { headers: { ...HEADERS, 'x-request-id': requestId, 'x-run-id': run.run_id } })
}
