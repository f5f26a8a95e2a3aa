import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ArtifactStore, checkArtifactName } from './artifact-store'

/**
 * Files in a folder, one sub-folder per run (`<dir>/<run id>/step-3.jpg`): what the server
 * keeps in its data directory. A file is written under a temporary name and renamed, so a
 * reader never sees half of one.
 */
export function createFileArtifactStore(dir: string): ArtifactStore {
  const folder = (runId: string) => join(dir, checkArtifactName('run id', runId))
  return {
    name: 'files',
    async put(runId, file, data) {
      const target = join(folder(runId), checkArtifactName('file name', file))
      await mkdir(folder(runId), { recursive: true })
      const temporary = `${target}.${process.pid}.part`
      await writeFile(temporary, data)
      await rename(temporary, target)
    },
    async get(runId, file) {
      try {
        return new Uint8Array(await readFile(join(folder(runId), checkArtifactName('file name', file))))
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw e
      }
    },
    async removeRun(runId) {
      await rm(folder(runId), { recursive: true, force: true })
    },
    async removeOlderThan(before) {
      let entries: string[]
      try {
        entries = await readdir(dir)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0
        throw e
      }
      let removed = 0
      for (const runId of entries) {
        const path = join(dir, runId)
        const info = await stat(path).catch(() => null)
        if (!info?.isDirectory() || info.mtimeMs >= before) continue
        await rm(path, { recursive: true, force: true })
        removed++
      }
      return removed
    },
  }
}
