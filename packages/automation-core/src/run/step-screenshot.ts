import type { Page } from 'playwright-core'
import { forgetPageSession, pageSession } from '../browser/page-session'

/** Widest screenshot kept for a step, in pixels: wider viewports are scaled down to it. */
const MAX_WIDTH = 800
const QUALITY = 50

/**
 * A small JPEG of what the page shows now (the viewport, scaled to at most 800 pixels wide):
 * a few tens of KB, what a person needs to see what a step did. Null when the page cannot be
 * captured (it closed, it is navigating away); never throws.
 */
export async function stepScreenshot(page: Page, timeoutMs = 3000): Promise<Uint8Array | null> {
  let timer: NodeJS.Timeout | undefined
  const capture = async () => {
    const session = await pageSession(page)
    const metrics = (await session.send('Page.getLayoutMetrics')) as {
      cssVisualViewport: { pageX: number; pageY: number; clientWidth: number; clientHeight: number }
    }
    const view = metrics.cssVisualViewport
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'jpeg',
      quality: QUALITY,
      optimizeForSpeed: true,
      clip: {
        x: view.pageX,
        y: view.pageY,
        width: view.clientWidth,
        height: view.clientHeight,
        scale: Math.min(1, MAX_WIDTH / Math.max(1, view.clientWidth)),
      },
    })
    return new Uint8Array(Buffer.from(data, 'base64'))
  }
  try {
    return await Promise.race([
      capture(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs)
      }),
    ])
  } catch {
    // a session that went away with a renderer swap: the next step opens a new one
    if (!page.isClosed()) forgetPageSession(page)
    return null
  } finally {
    clearTimeout(timer)
  }
}
