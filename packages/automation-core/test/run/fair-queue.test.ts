import { describe, expect, it } from 'vitest'
import { AutomationError } from '../../src/errors'
import { createFairQueue } from '../../src/run/fair-queue'

describe('fair queue', () => {
  it('starts runs up to the limit at once, the rest when turns are given back', async () => {
    const queue = createFairQueue({ concurrency: 2 })
    const started: string[] = []
    const enter = (runId: string) =>
      queue.enter({ runId, owner: 'a' }).then((leave) => {
        started.push(runId)
        return leave
      })
    const [a, b] = await Promise.all([enter('1'), enter('2')])
    const third = enter('3')
    await new Promise((r) => setTimeout(r, 10))
    expect(started).toEqual(['1', '2'])
    expect(queue.waiting).toBe(1)
    a()
    a() // giving a turn back twice frees one place only
    await third
    expect(started).toEqual(['1', '2', '3'])
    expect(queue.running).toBe(2)
    b()
    expect(queue.running).toBe(1)
  })

  it('gives the next turn to the owner served longest ago, arrival order within each', async () => {
    const queue = createFairQueue({ concurrency: 1 })
    const order: string[] = []
    const first = await queue.enter({ runId: 'a0', owner: 'a' })
    const pending = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'].map((runId) =>
      queue.enter({ runId, owner: runId[0] ?? null }).then((leave) => {
        order.push(runId)
        setTimeout(leave, 1)
      }),
    )
    first()
    await Promise.all(pending)
    // a0 just ran, so b and c go first
    expect(order).toEqual(['b1', 'c1', 'a1', 'b2', 'a2', 'a3'])
  })

  it('does not let an owner who keeps submitting jump ahead of one who waits', async () => {
    const queue = createFairQueue({ concurrency: 1 })
    const order: string[] = []
    const enter = (runId: string) =>
      queue.enter({ runId, owner: runId[0] ?? null }).then((leave) => {
        order.push(runId)
        setTimeout(leave, 1)
      })
    const a1 = await queue.enter({ runId: 'a1', owner: 'a' })
    order.push('a1')
    const pending = [enter('a2'), enter('a3'), enter('b1')]
    a1()
    await Promise.all(pending)
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3'])
  })

  it('prefers the owner with fewer runs going, even if it came later', async () => {
    const queue = createFairQueue({ concurrency: 3 })
    await queue.enter({ runId: 'a1', owner: 'a' })
    await queue.enter({ runId: 'a2', owner: 'a' })
    const b1 = await queue.enter({ runId: 'b1', owner: 'b' })
    const order: string[] = []
    for (const runId of ['a3', 'b2'])
      void queue.enter({ runId, owner: runId[0] ?? null }).then(() => order.push(runId))
    b1() // a has two runs going, b none: b's waiting run goes first although a3 came earlier
    await new Promise((r) => setTimeout(r, 5))
    expect(order).toEqual(['b2'])
    expect(queue.waiting).toBe(1)
  })

  it('lets a waiting run leave the queue when it is cancelled', async () => {
    const queue = createFairQueue({ concurrency: 1 })
    const leave = await queue.enter({ runId: '1', owner: null })
    const controller = new AbortController()
    const waiting = queue.enter({ runId: '2', owner: null }, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toBeInstanceOf(AutomationError)
    expect(queue.waiting).toBe(0)
    leave()
    expect(queue.running).toBe(0)
  })

  it('holds an owner at its limit of runs going while others use the free places', async () => {
    const queue = createFairQueue({ concurrency: 4, perOwner: 2 })
    const started: string[] = []
    const leaves = new Map<string, () => void>()
    const enter = (runId: string) =>
      queue.enter({ runId, owner: runId[0] ?? null }).then((leave) => {
        started.push(runId)
        leaves.set(runId, leave)
      })
    const pending = ['a1', 'a2', 'a3', 'a4', 'b1'].map(enter)
    await new Promise((r) => setTimeout(r, 10))
    // two places stay free for others: a3 and a4 wait though the node has room
    expect(started.sort()).toEqual(['a1', 'a2', 'b1'])
    expect(queue.waiting).toBe(2)
    leaves.get('a1')?.()
    await new Promise((r) => setTimeout(r, 10))
    expect(started).toContain('a3')
    expect(started).not.toContain('a4')
    leaves.get('a2')?.()
    await Promise.all(pending)
    expect(started).toContain('a4')
  })
})
