import type { CDPSession, Page } from 'playwright-core'
import { forgetPageSession, pageSession } from '../browser/page-session'

/** One picture of the run's active tab. */
export interface LiveFrame {
  /** JPEG, base64. */
  data: string
  /** Size of the picture in pixels. */
  width: number
  height: number
  /** Size of the page's viewport in CSS pixels (where a person's click lands). */
  viewportWidth: number
  viewportHeight: number
  /** The tab's address when the frame was taken. */
  url: string
  /** When the frame was painted (the browser's clock), epoch ms. */
  at: number
}

/** What a person does in the page through a control view. Coordinates are CSS pixels of the viewport. */
export type LiveInput =
  | { type: 'click'; x: number; y: number }
  | { type: 'type'; text: string }
  | { type: 'key'; key: string }
  | { type: 'scroll'; x: number; y: number; dy: number }

/**
 * Watching and steering a run's browser. The screencast runs only while someone watches;
 * with no watcher the run pays nothing for it.
 */
export interface LiveView {
  /** Calls `onFrame` with each new frame of the active tab until the returned function is called. */
  watch(onFrame: (frame: LiveFrame) => void): () => void
  /** How many are watching now. */
  readonly watchers: number
  /** The newest frame seen (or the last step's screenshot), kept after the run ends. */
  readonly lastFrame: LiveFrame | null
  /** Carries out a person's input in the active tab; throws when the run has no browser (now). */
  input(event: LiveInput): Promise<void>
  /**
   * Holds the run: it takes no further step until every hold is released (a person at the
   * controls). Returns the release.
   */
  hold(): () => void
  readonly held: boolean
  /** Resolves when no hold is left (at once when none), or rejects when `signal` aborts. */
  whenFree(signal?: AbortSignal): Promise<void>
  /** Why the run waits for a person (it sent HUMAN_INPUT_NEEDED), or null. */
  readonly waitingForPerson: string | null
  /** The person is done: a run that waits for one goes on. */
  handBack(): void
}

/** The side of the live view the run loop drives. */
export interface LiveViewControl extends LiveView {
  /** The run's browser is ready: `activePage()` gives the tab to show. */
  attach(activePage: () => Page): void
  /** The run's browser is gone; watchers keep the last frame. */
  detach(): void
  /** A frame from elsewhere (the step's screenshot) when nobody watches. */
  remember(frame: LiveFrame): void
  /**
   * Waits until a person hands the run back (true), `ms` pass (false) or `signal` aborts
   * (rejects with its reason).
   */
  waitForPerson(reason: string, ms: number, signal: AbortSignal): Promise<boolean>
}

/** How often the view checks which tab is active (tabs opened or closed by the page). */
const FOLLOW_MS = 200
/**
 * The shortest time between two frames: a frame is acknowledged (which lets the browser send the
 * next) no sooner, so a page that paints 60 times a second costs 15 frames, not 60.
 */
const FRAME_INTERVAL_MS = 66

export function createLiveView(): LiveViewControl {
  const watchers = new Set<(frame: LiveFrame) => void>()
  const holds = new Set<object>()
  const freed = new Set<() => void>()
  let activePage: (() => Page) | undefined
  let lastFrame: LiveFrame | null = null
  let cast: Screencast | undefined
  let follow: NodeJS.Timeout | undefined
  let person: { reason: string; back: () => void } | null = null

  const send = (frame: LiveFrame) => {
    lastFrame = frame
    for (const watcher of watchers) watcher(frame)
  }
  const retarget = () => {
    const page = activePage?.()
    if (!page || page.isClosed() || watchers.size === 0) return
    // a screencast that could not start is tried again on the next check
    if (cast?.page === page && !cast.failed) return
    cast?.stop()
    cast = startScreencast(page, send)
  }
  const start = () => {
    if (!activePage || follow) return
    retarget()
    follow = setInterval(retarget, FOLLOW_MS)
    follow.unref()
  }
  const stop = () => {
    clearInterval(follow)
    follow = undefined
    cast?.stop()
    cast = undefined
  }

  return {
    watch(onFrame) {
      watchers.add(onFrame)
      if (lastFrame) onFrame(lastFrame)
      start()
      return () => {
        watchers.delete(onFrame)
        if (watchers.size === 0) stop()
      }
    },
    get watchers() {
      return watchers.size
    },
    get lastFrame() {
      return lastFrame
    },
    async input(event) {
      const page = activePage?.()
      if (!page || page.isClosed()) throw new Error('the run has no browser now')
      if (event.type === 'click') await page.mouse.click(event.x, event.y)
      else if (event.type === 'type') await page.keyboard.insertText(event.text)
      else if (event.type === 'key') await page.keyboard.press(event.key)
      else {
        await page.mouse.move(event.x, event.y)
        await page.mouse.wheel(0, event.dy)
      }
    },
    hold() {
      const token = {}
      holds.add(token)
      return () => {
        if (!holds.delete(token) || holds.size > 0) return
        for (const resolve of freed) resolve()
        freed.clear()
      }
    },
    get held() {
      return holds.size > 0
    },
    whenFree(signal) {
      if (holds.size === 0) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          freed.delete(done)
          reject(signal?.reason)
        }
        const done = () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }
        if (signal?.aborted) return onAbort()
        signal?.addEventListener('abort', onAbort, { once: true })
        freed.add(done)
      })
    },
    attach(page) {
      activePage = page
      if (watchers.size > 0) start()
    },
    detach() {
      stop()
      activePage = undefined
      for (const resolve of freed) resolve()
      freed.clear()
      holds.clear()
    },
    remember(frame) {
      lastFrame = frame
    },
    get waitingForPerson() {
      return person?.reason ?? null
    },
    handBack() {
      person?.back()
    },
    waitForPerson(reason, ms, signal) {
      return new Promise<boolean>((resolve, reject) => {
        const end = (value: boolean | Error) => {
          clearTimeout(timer)
          signal.removeEventListener('abort', onAbort)
          person = null
          if (value instanceof Error) reject(value)
          else resolve(value)
        }
        const onAbort = () =>
          end(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)))
        const timer = setTimeout(() => end(false), ms)
        person = { reason, back: () => end(true) }
        if (signal.aborted) onAbort()
        else signal.addEventListener('abort', onAbort, { once: true })
      })
    },
  }
}

interface Screencast {
  readonly page: Page
  /** The browser refused to start it (the tab was navigating, its session went away). */
  readonly failed: boolean
  stop(): void
}

/** CDP's screencast of one tab: a frame each time the page paints, acknowledged as it comes. */
function startScreencast(page: Page, onFrame: (frame: LiveFrame) => void): Screencast {
  let stopped = false
  let failed = false
  let session: CDPSession | undefined
  let lastSent = 0
  let ackTimer: NodeJS.Timeout | undefined
  const listener = (event: {
    data: string
    sessionId: number
    metadata: { deviceWidth: number; deviceHeight: number; timestamp?: number }
  }) => {
    const ack = () => {
      if (!stopped) session?.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {})
    }
    const wait = lastSent + FRAME_INTERVAL_MS - Date.now()
    lastSent = Math.max(Date.now(), lastSent + FRAME_INTERVAL_MS)
    if (wait > 0) ackTimer = setTimeout(ack, wait)
    else ack()
    if (stopped) return
    const viewport = page.viewportSize()
    const size = jpegSize(Buffer.from(event.data.slice(0, 4096), 'base64'))
    onFrame({
      data: event.data,
      width: size?.width ?? event.metadata.deviceWidth,
      height: size?.height ?? event.metadata.deviceHeight,
      viewportWidth: viewport?.width ?? event.metadata.deviceWidth,
      viewportHeight: viewport?.height ?? event.metadata.deviceHeight,
      url: page.url(),
      at: event.metadata.timestamp ? Math.round(event.metadata.timestamp * 1000) : Date.now(),
    })
  }
  void pageSession(page)
    .then(async (s) => {
      session = s
      if (stopped) return
      s.on('Page.screencastFrame', listener)
      await s.send('Page.startScreencast', { format: 'jpeg', quality: 50, maxWidth: 1280, maxHeight: 960 })
    })
    .catch(() => {
      failed = true
      if (!page.isClosed()) forgetPageSession(page)
    })
  return {
    page,
    get failed() {
      return failed
    },
    stop() {
      stopped = true
      clearTimeout(ackTimer)
      if (!session) return
      session.off('Page.screencastFrame', listener)
      session.send('Page.stopScreencast').catch(() => {})
    },
  }
}

/** The size written in a JPEG's start-of-frame header (the screencast's metadata gives the page's). */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | null {
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)
  for (let i = 2; i + 9 < bytes.length; ) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1] as number
    const length = bytes.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return null
}

/** A step's screenshot as a frame, for a view opened when nothing paints. */
export function frameOfScreenshot(jpeg: Uint8Array, page: Page): LiveFrame {
  const size = jpegSize(jpeg) ?? { width: 0, height: 0 }
  const viewport = page.viewportSize() ?? size
  return {
    data: Buffer.from(jpeg).toString('base64'),
    ...size,
    viewportWidth: viewport.width,
    viewportHeight: viewport.height,
    url: page.url(),
    at: Date.now(),
  }
}
