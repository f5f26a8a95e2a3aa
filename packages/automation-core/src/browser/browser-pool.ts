/**
 * The browser pool: one warm browser process per profile, a fresh context per run, and a FIFO
 * semaphore that caps how many runs hold a browser at once. It owns its processes: a crashed
 * browser is replaced on the next acquire, and close() leaves no Chromium process behind.
 */
import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { AutomationError, errorMessage, isAutomationError } from '../errors'
import { sleep } from '../internal/abort'
import type { BrowserProfile } from '../schemas/request'
import type { AcquireOptions, BrowserDriver, BrowserLease, BrowserPool, ContextHints } from './driver'
import { type EgressGate, type EgressGateOptions, openEgressGate } from './egress-gate'
import { createLiteDriver } from './lite-driver'
import { openPreparedPage } from './open-page'
import {
  descendantPids,
  findProcessByArg,
  groupPids,
  isAlive,
  listProcesses,
  ownProcessGroup,
} from './process-memory'
import type { RemoteBrowser } from './remote-browser'
import { createStealthDriver } from './stealth-driver'

/** Options of {@link createBrowserPool}. */
export interface BrowserPoolOptions {
  /**
   * Drivers by profile name; a profile without a driver cannot be acquired.
   * @default { lite: createLiteDriver({ executablePath }), stealth: createStealthDriver() }
   */
  drivers?: Partial<Record<string, BrowserDriver>>
  /**
   * How many leases may exist at once; further acquires wait in order.
   * @default 10
   */
  concurrency?: number
  /**
   * Chromium binary of the default `lite` driver (ignored when `drivers` is given).
   * @default findChromium()
   */
  executablePath?: string
  /**
   * How long release() waits for a context to close before moving on.
   * @default 2000
   */
  releaseTimeoutMs?: number
  /**
   * Keep one context and page of each used profile open in advance, so that an acquire
   * without `contextOptions` is served at once (a new page costs ~200 ms) for the memory of
   * one idle page.
   * @default true
   */
  spareContext?: boolean
  /**
   * Drive a browser this process does not launch (ignored when `drivers` is given): every
   * profile connects to it instead of launching Chromium. @default none: launch locally
   */
  remote?: RemoteBrowser
  /**
   * Where the egress gates of contexts listen. A remote browser on another machine must reach
   * them: set `host` (e.g. '0.0.0.0') and `advertise` (this machine's name as the browser sees
   * it); gates beyond loopback ask for credentials of their own. @default loopback
   */
  egressGate?: Pick<EgressGateOptions, 'host' | 'advertise'>
}

/** A pool from {@link createBrowserPool}: the {@link BrowserPool} interface, `warm` included. */
export type ManagedBrowserPool = BrowserPool & { warm(profile?: BrowserProfile): Promise<void> }

/** One browser process the pool launched. */
interface Instance {
  readonly profile: string
  readonly browser: Browser
  /** The browser's main process; undefined without /proc (or when the driver dropped our marker). */
  readonly pid: number | undefined
  /** Process group of the browser and its helpers. */
  readonly pgid: number | undefined
  readonly crashed: Promise<void>
  /** Set by the pool before it closes the browser on purpose, so the disconnect is not a crash. */
  closing: boolean
  dead: boolean
  shutdown?: Promise<void>
}

/** A context opened in advance, handed to the next acquire that takes default options. */
interface Spare {
  instance: Instance
  context: BrowserContext
  page: Page
  /** The context's egress gate, not yet bound to a route; none for a direct context. */
  gate: EgressGate | undefined
}

interface SpareSlot {
  ready: Spare | null
  opening: Promise<void>
}

interface Waiter {
  grant(): void
  fail(error: AutomationError): void
}

/** How long close() gives browser.close() before it kills the processes itself. */
const BROWSER_CLOSE_TIMEOUT_MS = 5_000
/** How long close() waits for killed processes to disappear. */
const KILL_WAIT_MS = 3_000

function cancelled(message: string): AutomationError {
  return new AutomationError('CANCELLED', message)
}

/** Resolves when `promise` settles or after `ms`, whichever is first; never rejects. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([promise.then(noop, noop), timeout])
  clearTimeout(timer)
}

function noop(): void {}

/** Spare contexts are kept apart by whether their connections go through a gate. */
const spareKey = (profile: string, gated: boolean) => (gated ? `${profile} gated` : profile)

/**
 * The context proxy that sends everything through `gate`, loopback included (`<-loopback>`
 * keeps Chromium from connecting to loopback hosts directly); nothing without a gate.
 */
function gateProxy(gate: EgressGate | undefined): {
  proxy?: { server: string; bypass: string; username?: string; password?: string }
} {
  return gate ? { proxy: { server: gate.server, bypass: '<-loopback>', ...gate.credentials } } : {}
}

/**
 * Creates a {@link BrowserPool}. Browsers start on the first acquire of their profile (or on
 * `warm()`); each acquire then costs one context and one page.
 *
 * @example
 * const pool = createBrowserPool({ concurrency: 4 })
 * const lease = await pool.acquire({ signal })
 * try { await lease.page.goto(url) } finally { await lease.release() }
 * await pool.close()
 */
export function createBrowserPool(options: BrowserPoolOptions = {}): ManagedBrowserPool {
  const drivers = options.drivers ?? {
    lite: createLiteDriver({ executablePath: options.executablePath, remote: options.remote }),
    stealth: createStealthDriver({ remote: options.remote }),
  }
  const newGate = () => openEgressGate(options.egressGate)
  const concurrency = options.concurrency ?? 10
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new AutomationError('INVALID_INPUT', `concurrency must be a positive integer, got ${concurrency}`)
  }
  const releaseTimeoutMs = options.releaseTimeoutMs ?? 2_000
  const useSpare = options.spareContext ?? true
  /** The spare context of each profile, ready or being opened. */
  const spares = new Map<string, SpareSlot>()

  let active = 0
  const waiters: Waiter[] = []
  /** The live browser of each profile. */
  const current = new Map<string, Instance>()
  /** A launch in progress per profile, shared by every acquire that needs it. */
  const launching = new Map<string, Promise<Instance>>()
  /** Every browser not yet shut down, current or crashed, for close() and pids(). */
  const instances = new Set<Instance>()
  let closed = false
  let closing: Promise<void> | undefined
  /** Ours, to tell a detached browser (its own group) from one that shares our group. */
  const ownGroup = ownProcessGroup()

  function driverFor(profile: string): BrowserDriver {
    const driver = drivers[profile]
    if (!driver) {
      const known = Object.keys(drivers).join(', ')
      throw new AutomationError(
        'BROWSER_NOT_FOUND',
        `browser profile '${profile}' is not available (have: ${known})`,
      )
    }
    return driver
  }

  /** Takes a slot now, or queues for one; aborting while queued leaves the queue. */
  function takeSlot(signal: AbortSignal | undefined): Promise<void> {
    if (active < concurrency && waiters.length === 0) {
      active++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiters.indexOf(waiter)
        if (index >= 0) waiters.splice(index, 1)
        reject(cancelled('cancelled while waiting for a browser slot'))
      }
      const waiter: Waiter = {
        // the releasing lease hands its slot over, so `active` does not change here
        grant() {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        fail(error) {
          signal?.removeEventListener('abort', onAbort)
          reject(error)
        },
      }
      waiters.push(waiter)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  function freeSlot(): void {
    const next = waiters.shift()
    if (next) next.grant()
    else active--
  }

  async function launch(profile: string): Promise<Instance> {
    // a unique switch Chromium ignores; it lets us find the browser's pid (and process group) in /proc
    const marker = `--automation-pool-instance=${randomUUID()}`
    const browser = await driverFor(profile).launch({ args: [marker] })
    const root = findProcessByArg(marker)
    let markCrashed = noop
    const instance: Instance = {
      profile,
      browser,
      pid: root?.pid,
      pgid: root?.pgid,
      crashed: new Promise<void>((resolve) => {
        markCrashed = resolve
      }),
      closing: false,
      dead: false,
    }
    instances.add(instance)
    browser.on('disconnected', () => {
      instance.dead = true
      if (current.get(profile) === instance) current.delete(profile)
      if (instance.closing) return
      markCrashed()
      // helpers of a killed browser usually exit on their own; make sure, and forget the instance
      void killLeftovers(instance).finally(() => instances.delete(instance))
    })
    if (closed) {
      await shutdown(instance)
      throw cancelled('the browser pool is closed')
    }
    return instance
  }

  function browserFor(profile: string): Promise<Instance> {
    const live = current.get(profile)
    if (live && !live.dead && live.browser.isConnected()) return Promise.resolve(live)
    let pending = launching.get(profile)
    if (!pending) {
      // close() only waits for launches already under way; start no new one after it
      if (closed) return Promise.reject(cancelled('the browser pool is closed'))
      pending = launch(profile)
        .then((instance) => {
          if (!instance.dead) current.set(profile, instance)
          return instance
        })
        .finally(() => launching.delete(profile))
      launching.set(profile, pending)
    }
    return pending
  }

  /** Opens the next spare context of a profile (gated or direct) in the background, if none is there. */
  function prepareSpare(profile: string, driver: BrowserDriver, gated: boolean): void {
    const key = spareKey(profile, gated)
    if (!useSpare || closed || spares.has(key)) return
    const slot: SpareSlot = { ready: null, opening: Promise.resolve() }
    slot.opening = (async () => {
      const instance = await browserFor(profile)
      const gate = gated ? await newGate() : undefined
      let context: BrowserContext | undefined
      try {
        context = await instance.browser.newContext({ ...driver.contextOptions?.(), ...gateProxy(gate) })
        slot.ready = { instance, context, page: await openPreparedPage(driver, context, {}), gate }
      } catch (e) {
        void closeContext(context, gate)
        throw e
      }
    })().catch(() => {
      // a spare that could not be opened is simply not there; the next acquire opens its own
      if (spares.get(key) === slot) spares.delete(key)
    })
    spares.set(key, slot)
  }

  /**
   * Takes the spare context of a profile if it is ready and its browser alive. Never waits
   * for one being opened: that could hang on a browser that just died.
   */
  function takeSpare(profile: string, gated: boolean): Spare | null {
    const key = spareKey(profile, gated)
    const slot = spares.get(key)
    const spare = slot?.ready
    if (!slot || !spare) return null
    spares.delete(key)
    if (spare.instance.dead || closed || spare.page.isClosed()) {
      void closeContext(spare.context, spare.gate)
      return null
    }
    return spare
  }

  /** Closes a context, then its gate; bounded, never rejects. */
  async function closeContext(context: BrowserContext | undefined, gate: EgressGate | undefined) {
    if (context) await settleWithin(context.close(), releaseTimeoutMs)
    await gate?.close()
  }

  /** A fresh context and page; retried once on a new browser if the current one just died. */
  async function openLease(
    profile: string,
    driver: BrowserDriver,
    options: AcquireOptions,
  ): Promise<BrowserLease> {
    const hints: ContextHints = { countryCode: options.countryCode }
    const route = options.egress
    if (!options.contextOptions && !options.countryCode && useSpare) {
      const spare = takeSpare(profile, route !== undefined)
      prepareSpare(profile, driver, route !== undefined)
      if (spare) {
        if (options.signal?.aborted) {
          void closeContext(spare.context, spare.gate)
          throw cancelled('cancelled while opening a page')
        }
        if (route) spare.gate?.bind(route)
        return makeLease(spare.instance, spare.context, spare.page, spare.gate)
      }
    }
    for (let attempt = 0; ; attempt++) {
      const instance = await browserFor(profile)
      if (options.signal?.aborted) throw cancelled('cancelled while starting the browser')
      let context: BrowserContext | undefined
      let gate: EgressGate | undefined
      try {
        if (route) {
          gate = await newGate()
          gate.bind(route)
        }
        context = await instance.browser.newContext({
          ...driver.contextOptions?.(hints),
          ...options.contextOptions,
          ...gateProxy(gate),
        })
        const page = await openPreparedPage(driver, context, hints)
        if (options.signal?.aborted) throw cancelled('cancelled while opening a page')
        if (closed) throw cancelled('the browser pool is closed')
        return makeLease(instance, context, page, gate)
      } catch (e) {
        void closeContext(context, gate)
        if (isAutomationError(e)) throw e
        // the pool closed its browser under us: that is the close, not a crash
        if (closed) throw cancelled('the browser pool is closed')
        if (instance.dead && attempt === 0) continue
        throw new AutomationError(
          'BROWSER_CRASHED',
          `could not open a page in the ${profile} browser: ${errorMessage(e)}`,
        )
      }
    }
  }

  function makeLease(
    instance: Instance,
    context: BrowserContext,
    page: Page,
    gate: EgressGate | undefined,
  ): BrowserLease {
    let released: Promise<void> | undefined
    return {
      context,
      page,
      profile: instance.profile,
      crashed: instance.crashed,
      gated: gate !== undefined,
      isCrashed: () => instance.dead && !instance.closing,
      release() {
        released ??= (async () => {
          // bounded: a context of a hung browser must not keep its slot forever
          await closeContext(context, gate)
          freeSlot()
        })()
        return released
      },
    }
  }

  /**
   * Live processes of a browser: its process group (Playwright starts Chromium detached, as a
   * group leader, so helpers orphaned by a crash still count), or, should a driver not detach
   * it, the main process and its descendants.
   */
  function processesOf(instance: Instance, processes = listProcesses()): number[] {
    if (instance.pgid === undefined || instance.pid === undefined) return []
    if (instance.pgid !== ownGroup) return groupPids(instance.pgid, processes)
    const main = processes.find((p) => p.pid === instance.pid && isAlive(p))
    return [...(main ? [main.pid] : []), ...descendantPids(instance.pid, processes)]
  }

  /** SIGKILLs whatever is left of a browser and waits until it is gone. */
  async function killLeftovers(instance: Instance): Promise<void> {
    const pgid = instance.pgid
    if (pgid === undefined) return
    // never signal our own group, only the browser's processes in it
    const shared = pgid === ownGroup
    const deadline = Date.now() + KILL_WAIT_MS
    let left = processesOf(instance)
    while (left.length > 0 && Date.now() < deadline) {
      for (const target of shared ? left : [-pgid]) {
        try {
          process.kill(target, 'SIGKILL')
        } catch {
          // gone between the scan and the kill
        }
      }
      await sleep(20)
      left = processesOf(instance)
    }
  }

  function shutdown(instance: Instance): Promise<void> {
    instance.closing = true
    instance.shutdown ??= (async () => {
      await settleWithin(instance.browser.close(), BROWSER_CLOSE_TIMEOUT_MS)
      await killLeftovers(instance)
      instances.delete(instance)
    })()
    return instance.shutdown
  }

  return {
    get active() {
      return active
    },
    get waiting() {
      return waiters.length
    },

    async acquire(options: AcquireOptions = {}): Promise<BrowserLease> {
      const profile = options.profile ?? 'lite'
      const driver = driverFor(profile)
      if (closed) throw cancelled('the browser pool is closed')
      if (options.signal?.aborted) throw cancelled('cancelled before acquiring a browser')
      await takeSlot(options.signal)
      try {
        return await openLease(profile, driver, options)
      } catch (e) {
        freeSlot()
        throw e
      }
    },

    async warm(profile: BrowserProfile = 'lite'): Promise<void> {
      driverFor(profile)
      if (closed) throw cancelled('the browser pool is closed')
      await browserFor(profile)
    },

    pids(): number[] {
      const processes = listProcesses()
      return [...instances].flatMap((instance) => processesOf(instance, processes))
    },

    close(): Promise<void> {
      closing ??= (async () => {
        closed = true
        for (const waiter of waiters.splice(0)) waiter.fail(cancelled('the browser pool is closed'))
        const slots = [...spares.values()]
        spares.clear()
        await Promise.all(
          slots.map(async (slot) => {
            await settleWithin(slot.opening, releaseTimeoutMs)
            if (slot.ready) await closeContext(slot.ready.context, slot.ready.gate)
          }),
        )
        // a launch in flight ends up in `instances` (launch() shuts it down itself once closed)
        await Promise.all([...launching.values()].map((p) => p.catch(noop)))
        await Promise.all([...instances].map(shutdown))
      })()
      return closing
    },
  }
}
