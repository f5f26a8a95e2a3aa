/**
 * Where a run's files are kept: the screenshot of each step, a trace. Keyed by run id and a
 * file name the run chooses (`step-3.jpg`, `trace.zip`); neither may name a path.
 */
export interface ArtifactStore {
  readonly name: string
  put(runId: string, file: string, data: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is none. */
  get(runId: string, file: string): Promise<Uint8Array | null>
  /** Deletes every file of the run. */
  removeRun(runId: string): Promise<void>
  /** Deletes the files of runs whose newest file is older than `before` (epoch ms); returns how many runs. */
  removeOlderThan?(before: number): Promise<number>
}

/** The file name of the screenshot kept after step `step` (1-based). */
export function stepScreenshotFile(step: number): string {
  return `step-${step}.jpg`
}

/** The file name of a run's Playwright trace. */
export const TRACE_FILE = 'trace.zip'

/** A run id or a file name that could leave its folder (`..`, `/`) is refused. */
export function checkArtifactName(kind: 'run id' | 'file name', value: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value) || value.includes('..'))
    throw new Error(`invalid ${kind} for an artifact: ${JSON.stringify(value.slice(0, 40))}`)
  return value
}

/** Files in memory, for the library's default and tests: they live as long as the store does. */
export function createMemoryArtifactStore(): ArtifactStore {
  const runs = new Map<string, { files: Map<string, Uint8Array>; at: number }>()
  return {
    name: 'memory',
    async put(runId, file, data) {
      checkArtifactName('run id', runId)
      checkArtifactName('file name', file)
      const run = runs.get(runId) ?? { files: new Map(), at: 0 }
      run.files.set(file, data)
      run.at = Date.now()
      runs.set(runId, run)
    },
    async get(runId, file) {
      return runs.get(runId)?.files.get(file) ?? null
    },
    async removeRun(runId) {
      runs.delete(runId)
    },
    async removeOlderThan(before) {
      let removed = 0
      for (const [runId, run] of runs)
        if (run.at < before) {
          runs.delete(runId)
          removed++
        }
      return removed
    },
  }
}
