import type { Page } from 'playwright-core'
import type { Usage } from '../schemas/run'
import { type ArtifactStore, stepScreenshotFile } from '../store/artifact-store'
import type { RunStore } from '../store/run-store'
import { frameOfScreenshot, type LiveViewControl } from './live-view'
import { stepScreenshot } from './step-screenshot'

export interface StepRecorderOptions {
  runId: string
  store: RunStore
  artifacts: ArtifactStore
  live: LiveViewControl
  /** Keep a screenshot of the page after each step. */
  screenshots: boolean
  screenshotUrl?: (runId: string, step: number) => string
}

/**
 * Writes a run's steps, each with the screenshot of the page after it. The screenshot is taken
 * while the run goes on to its next step (it costs the browser a frame, not the run a wait);
 * steps are stored in order, and `flush` waits for every one of them.
 */
export function createStepRecorder(options: StepRecorderOptions) {
  const { runId, store, artifacts, live } = options
  let written: Promise<void> = Promise.resolve()
  return {
    record(page: Page, step: number, startedAt: number, action: string, ok: boolean, usage?: Usage): void {
      const duration = Date.now() - startedAt
      const shot = options.screenshots ? stepScreenshot(page) : Promise.resolve(null)
      written = written.then(async () => {
        const jpeg = await shot
        let screenshotUrl: string | undefined
        if (jpeg) {
          if (!page.isClosed()) live.remember(frameOfScreenshot(jpeg, page))
          await artifacts.put(runId, stepScreenshotFile(step), jpeg)
          screenshotUrl = options.screenshotUrl?.(runId, step)
        }
        await store.appendStep(runId, {
          id: `${runId}-${step}`,
          timestamp: new Date(startedAt).toISOString(),
          status: ok ? 'COMPLETED' : 'FAILED',
          action,
          duration,
          ...(screenshotUrl ? { screenshot_url: screenshotUrl } : {}),
          ...(usage ? { usage } : {}),
        })
      })
    },
    /** Resolves once every recorded step is stored; rejects with the store's error. */
    flush(): Promise<void> {
      return written
    },
  }
}

export type StepRecorder = ReturnType<typeof createStepRecorder>
