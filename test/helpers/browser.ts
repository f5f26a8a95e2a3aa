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
