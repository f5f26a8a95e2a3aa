import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The embedded database in a data directory serves one process at a time. The server holds
 * a lock file with its PID; a second server, or `keys` while a server runs, is refused with
 * a message instead of corrupting the data.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'server.lock')
  const holder = lockHolder(dataDir)
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `the data directory ${dataDir} is in use by process ${holder} (a running automation-server). ` +
        'Stop it first, or give this process another AUTOMATION_DATA_DIR.',
    )
  }
  writeFileSync(file, String(process.pid))
  return () => {
    if (lockHolder(dataDir) === process.pid) rmSync(file, { force: true })
  }
}

/** The PID of the live process holding the data directory, or null. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'server.lock'), 'utf8'))
    if (!Number.isInteger(pid) || pid <= 0) return null
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}
