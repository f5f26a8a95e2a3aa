import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { type ArtifactStore, TRACE_FILE } from '../store/artifact-store'

/** Starts a Playwright trace of the context: screenshots, DOM snapshots and sources of every action. */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({ screenshots: true, snapshots: true })
}

/**
 * Stops the trace and keeps it with the run (`trace.zip`, opened with `npx playwright
 * show-trace`). Returns false when there was none to keep; never throws.
 */
export async function saveTrace(
  context: BrowserContext,
  artifacts: ArtifactStore,
  runId: string,
): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'automation-trace-'))
  try {
    const path = join(dir, TRACE_FILE)
    await context.tracing.stop({ path })
    await artifacts.put(runId, TRACE_FILE, new Uint8Array(await readFile(path)))
    return true
  } catch {
    return false
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
