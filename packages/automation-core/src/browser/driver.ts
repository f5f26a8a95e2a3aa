import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { BrowserProfile, CountryCode } from '../schemas/request'
import type { EgressRoute } from './egress-gate'

/** What the pool adds when it asks a driver for a browser. */
export interface DriverLaunchOptions {
  /**
   * Extra Chromium switches, appended to the driver's own. The pool passes a unique marker
   * switch here to find the browser's process in /proc, so drivers must forward these.
   * @default []
   */
  args?: string[]
}

/** What a run tells the driver about itself when it asks for a context. */
export interface ContextHints {
  /**
   * The country the run's traffic appears to come from (its proxy's); drivers that present a
   * consistent identity (stealth) take timezone and locale from it. Undefined: the host's.
   */
  countryCode?: CountryCode | null
}

/**
 * A browser driver: a small factory's product that launches one browser process.
 * `lite` is playwright-core; `stealth` is patchright-core with a consistent fingerprint.
 */
export interface BrowserDriver {
  readonly name: BrowserProfile | (string & {})
  /** The options the driver was made with. */
  readonly options: Record<string, unknown>
  /** Launches a new browser process. */
  launch(options?: DriverLaunchOptions): Promise<Browser>
  /**
   * Options every new context of this driver gets (proxy, timezone, viewport, ...); the
   * acquire's own `contextOptions` are laid over them.
   */
  contextOptions?(hints?: ContextHints): BrowserContextOptions
  /**
   * Prepares every page of a context before it is used (the lease's page is awaited; pages
   * opened later, such as popups, are prepared as they appear).
   */
  preparePage?(page: Page, hints?: ContextHints): Promise<void>
}

/** What a run gets from the pool: its own fresh context, and a page in it. */
export interface BrowserLease {
  readonly context: BrowserContext
  readonly page: Page
  /** Which driver the lease came from. */
  readonly profile: string
  /** Resolves when the browser under this lease died (crash, killed). Never rejects. */
  readonly crashed: Promise<void>
  isCrashed(): boolean
  /**
   * True when every connection of the context goes through an egress gate bound to the
   * acquire's `egress` route.
   */
  readonly gated: boolean
  /** Closes the context and frees the slot. Safe to call twice. */
  release(): Promise<void>
}

export interface AcquireOptions {
  /** @default 'lite' */
  profile?: BrowserProfile
  /** Aborting while waiting for a slot rejects with code CANCELLED. */
  signal?: AbortSignal
  /** Extra options for the new context (proxy, viewport, ...). */
  contextOptions?: BrowserContextOptions
  /** Passed to the driver (see {@link ContextHints}). */
  countryCode?: CountryCode | null
  /**
   * Send every connection of the context through an egress gate with this route (the URL
   * policy, the run's proxy). The context's own `proxy` option is then the gate's.
   * @default none: the context connects directly (or through `contextOptions.proxy`)
   */
  egress?: EgressRoute
}

/**
 * Keeps one browser process per profile warm and gives each run its own fresh context.
 * At most `concurrency` leases exist at once; further `acquire` calls wait in order.
 */
export interface BrowserPool {
  acquire(options?: AcquireOptions): Promise<BrowserLease>
  /** Closes every context and browser; no Chromium process is left behind. */
  close(): Promise<void>
  readonly active: number
  readonly waiting: number
  /**
   * PIDs of the browser processes the pool launched, with their helpers (renderers, GPU,
   * utilities), read from /proc; empty where there is no /proc. For memory measurement.
   */
  pids(): number[]
  /**
   * Launches the browser of `profile` ahead of the first acquire, so that acquire only pays for
   * a context. Takes no slot.
   */
  warm?(profile?: BrowserProfile): Promise<void>
}
