/** The browser pool against a real Chromium: isolation, the semaphore, crashes, and clean shutdown. */
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createBrowserPool, type ManagedBrowserPool } from '../../src/browser/browser-pool'
import type { BrowserLease } from '../../src/browser/driver'
import { AutomationError } from '../../src/errors'

interface Proc {
  pid: number
  ppid: number
  state: string
  cmdline: string
}

/** The process table, read independently of the pool's own /proc helpers. */
function processTable(): Proc[] {
  const result: Proc[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ')
      result.push({ pid: Number(name), ppid: Number(ppid), state, cmdline })
    } catch {
      // exited while we looked
    }
  }
  return result
}

/** Running (not zombie) Chromium processes descending from this test process. */
function ourChromiumProcesses(): number[] {
  const table = processTable()
  const ours = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const p of table) {
      if (!ours.has(p.pid) && ours.has(p.ppid)) {
        ours.add(p.pid)
        grew = true
      }
    }
  }
  return table
    .filter((p) => ours.has(p.pid) && p.pid !== process.pid && p.state !== 'Z' && /chrom/i.test(p.cmdline))
    .map((p) => p.pid)
}

function isRunning(pid: number): boolean {
  return processTable().some((p) => p.pid === pid && p.state !== 'Z')
}

/** The main browser process of the pool: its pid is its process group. */
function browserPid(pool: ManagedBrowserPool): number {
  const pids = new Set(pool.pids())
  const main = processTable().find((p) => pids.has(p.pid) && p.ppid === process.pid)
  if (!main) throw new Error('no browser process found')
  return main.pid
}

async function settled(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  let done = false
  promise.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  await new Promise((resolve) => setTimeout(resolve, ms))
  return done
}

/** Settles `promise` into its error (or undefined) right away, so a later rejection is never "unhandled". */
function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  )
}

function expectError(error: unknown, code: string): void {
  expect(error).toBeInstanceOf(AutomationError)
  expect((error as AutomationError).code).toBe(code)
}

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  expectError(await caught(promise), code)
}

const pools: ManagedBrowserPool[] = []
function newPool(concurrency?: number): ManagedBrowserPool {
  const pool = createBrowserPool({ concurrency })
  pools.push(pool)
  return pool
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

describe('browser pool', () => {
  it('gives each lease its own context: a cookie set in one is absent in the other', async () => {
    const pool = newPool()
    const [a, b] = await Promise.all([pool.acquire(), pool.acquire()])
    expect(pool.active).toBe(2)
    expect(a.context.browser()).toBe(b.context.browser()) // one warm process per profile
    await a.context.addCookies([{ name: 'session', value: 'secret', url: 'https://shop.example' }])
    await a.page.setContent('<p>a</p>')
    await a.page.evaluate(() => localStorage.setItem('k', 'v')).catch(() => undefined)
    expect(await a.context.cookies('https://shop.example')).toHaveLength(1)
    expect(await b.context.cookies('https://shop.example')).toEqual([])
    expect(a.profile).toBe('lite')
    await Promise.all([a.release(), b.release()])
    expect(pool.active).toBe(0)
  })

  it('makes the third acquire wait for a release when concurrency is 2', async () => {
    const pool = newPool(2)
    const first = await pool.acquire()
    await pool.acquire()
    const third = pool.acquire()
    expect(await settled(third)).toBe(false)
    expect(pool.waiting).toBe(1)
    expect(pool.active).toBe(2)
    await first.release()
    const lease = await third
    expect(pool.waiting).toBe(0)
    expect(pool.active).toBe(2)
    expect(await lease.page.evaluate(() => 1 + 1)).toBe(2)
  })

  it('serves waiters in order', async () => {
    const pool = newPool(1)
    const holder = await pool.acquire()
    const order: number[] = []
    const waiting = [1, 2, 3].map((n) =>
      pool.acquire().then(async (lease) => {
        order.push(n)
        await lease.release()
      }),
    )
    await holder.release()
    await Promise.all(waiting)
    expect(order).toEqual([1, 2, 3])
  })

  it('rejects a waiting acquire with CANCELLED when its signal aborts, and frees its place', async () => {
    const pool = newPool(1)
    const holder = await pool.acquire()
    const controller = new AbortController()
    const waiting = pool.acquire({ signal: controller.signal })
    const behind = pool.acquire()
    expect(pool.waiting).toBe(2)
    controller.abort()
    await expectCode(waiting, 'CANCELLED')
    expect(pool.waiting).toBe(1)
    await holder.release()
    const next = await behind
    expect(pool.active).toBe(1)
    await next.release()
    // an already aborted signal never queues
    await expectCode(pool.acquire({ signal: AbortSignal.abort() }), 'CANCELLED')
    expect(pool.active).toBe(0)
    expect(pool.waiting).toBe(0)
  })

  it('releases safely twice and tolerates a closed context', async () => {
    const pool = newPool(1)
    const lease = await pool.acquire()
    await lease.context.close()
    await Promise.all([lease.release(), lease.release()])
    await lease.release()
    expect(pool.active).toBe(0)
  })

  it('refuses an unknown profile', async () => {
    const pool = newPool()
    await expectCode(pool.acquire({ profile: 'remote' as 'lite' }), 'BROWSER_NOT_FOUND')
    expect(pool.active).toBe(0)
  })

  it('notices a killed browser and launches a new one (once) for the next acquires', async () => {
    const pool = newPool()
    const lease: BrowserLease = await pool.acquire()
    const oldPid = browserPid(pool)
    process.kill(oldPid, 'SIGKILL')
    await lease.crashed
    expect(lease.isCrashed()).toBe(true)
    await lease.release()
    expect(pool.active).toBe(0)
    const [a, b] = await Promise.all([pool.acquire(), pool.acquire()])
    expect(a.context.browser()).toBe(b.context.browser())
    expect(await a.page.evaluate(() => navigator.userAgent)).toContain('Chrome')
    expect(a.isCrashed()).toBe(false)
    const newPid = browserPid(pool)
    expect(newPid).not.toBe(oldPid)
    expect(isRunning(oldPid)).toBe(false)
  })

  it('pre-launches with warm() without taking a slot', async () => {
    const pool = newPool()
    expect(pool.pids()).toEqual([])
    await pool.warm()
    expect(pool.active).toBe(0)
    // the browser and its helpers (zygotes, GPU, network service, ...)
    expect(pool.pids().length).toBeGreaterThan(1)
  })

  it('close() cancels waiters and leaves no Chromium process behind', async () => {
    const before = ourChromiumProcesses()
    const pool = newPool(1)
    const lease = await pool.acquire()
    await lease.page.setContent('<p>busy</p>')
    const waiting = caught(pool.acquire())
    const launched = pool.pids()
    expect(launched.length).toBeGreaterThan(1)
    expect(ourChromiumProcesses().length).toBeGreaterThan(before.length)
    await pool.close()
    expectError(await waiting, 'CANCELLED')
    await expectCode(pool.acquire(), 'CANCELLED')
    expect(ourChromiumProcesses()).toEqual(before)
    expect(launched.filter(isRunning)).toEqual([])
    expect(pool.pids()).toEqual([])
    await lease.release() // after close: harmless
    await pool.close() // twice: harmless
  })

  it('close() during a launch still leaves nothing behind', async () => {
    const before = ourChromiumProcesses()
    const pool = newPool()
    const acquiring = caught(pool.acquire())
    await new Promise((resolve) => setTimeout(resolve, 50))
    await pool.close()
    expectError(await acquiring, 'CANCELLED')
    expect(ourChromiumProcesses()).toEqual(before)
  })
})
