import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** PIDs of live Chromium processes (any owner), read from /proc. */
export function chromiumPids(): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0]
      if (/chrom(e|ium)/i.test(cmdline.split('\0')[0] ?? '') && state !== 'Z') pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

/** Kills a process and its whole tree with SIGKILL (simulates a browser crash). */
export function killTree(pid: number): void {
  try {
    execFileSync('pkill', ['-KILL', '-P', String(pid)])
  } catch {
    // no children
  }
  process.kill(pid, 'SIGKILL')
}

/** The process group of a process (field 5 of /proc/PID/stat), or null when it is gone. */
function groupOf(pid: number | string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return fields[0] === 'Z' ? null : Number(fields[2])
  } catch {
    return null
  }
}

/**
 * Live processes in the same process groups as `pids` (Chromium and every helper it started,
 * orphans included), whoever else runs browsers on the machine at the same time.
 */
export function liveInGroupsOf(pids: number[]): number[] {
  const groups = new Set(pids.map(groupOf).filter((g): g is number => g !== null))
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      const group = groupOf(entry)
      return group !== null && groups.has(group)
    })
    .map(Number)
}
