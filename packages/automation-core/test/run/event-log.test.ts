import { describe, expect, it } from 'vitest'
import { createEventLog } from '../../src/run/event-log'
import type { AutomationEvent } from '../../src/schemas/events'

const ts = '2026-01-01T00:00:00.000Z'

async function collect(iterable: AsyncIterable<AutomationEvent>): Promise<string[]> {
  const types: string[] = []
  for await (const event of iterable) types.push(event.type)
  return types
}

describe('event log', () => {
  it('gives every consumer every event, also one that attaches late, and ends after COMPLETE', async () => {
    const log = createEventLog()
    const early = collect(log)
    log.push({ type: 'STARTED', runId: 'r', run_id: 'r', timestamp: ts })
    log.push({ type: 'PROGRESS', purpose: 'Opening', run_id: 'r', timestamp: ts })
    const late = collect(log)
    log.push({
      type: 'COMPLETE',
      status: 'COMPLETED',
      resultJson: {},
      result: {},
      error: null,
      run_id: 'r',
      timestamp: ts,
    })
    log.push({ type: 'HEARTBEAT', timestamp: ts })
    expect(await early).toEqual(['STARTED', 'PROGRESS', 'COMPLETE'])
    expect(await late).toEqual(['STARTED', 'PROGRESS', 'COMPLETE'])
    expect(await collect(log)).toEqual(['STARTED', 'PROGRESS', 'COMPLETE'])
  })

  it('lets a consumer stop early without blocking others', async () => {
    const log = createEventLog()
    log.push({ type: 'STARTED', runId: 'r', run_id: 'r', timestamp: ts })
    for await (const _ of log) break
    log.push({ type: 'HEARTBEAT', timestamp: ts })
    expect(log.events).toHaveLength(2)
  })
})
