/**
 * Linux /proc helpers: which processes a browser consists of, and how much memory they use.
 * Elsewhere (no /proc) every helper answers "nothing" rather than throwing, so callers degrade
 * to "no measurement" instead of failing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

/** One line of the process table, as read from /proc/PID/stat. */
export interface ProcessInfo {
  pid: number
  ppid: number
  /** Process group id: Playwright starts Chromium as a group leader, so its helpers share its pid here. */
  pgid: number
  /** R, S, D, Z (zombie: exited, waiting to be reaped), ... */
  state: string
}

/** Parses /proc/PID/stat; the command name may contain spaces and parentheses, so split after the last ')'. */
function parseStat(pid: number, stat: string): ProcessInfo | undefined {
  const end = stat.lastIndexOf(')')
  if (end < 0) return undefined
  const fields = stat.slice(end + 2).split(' ')
  const [state, ppid, pgid] = fields
  if (state === undefined || ppid === undefined || pgid === undefined) return undefined
  return { pid, ppid: Number(ppid), pgid: Number(pgid), state }
}

/** Reads one process's stat line, or undefined when it is gone (or there is no /proc). */
export function readProcess(pid: number): ProcessInfo | undefined {
  try {
    return parseStat(pid, readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return undefined
  }
}

/** Every process visible in /proc; an empty list where there is no /proc. */
export function listProcesses(): ProcessInfo[] {
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  const result: ProcessInfo[] = []
  for (const name of names) {
    const pid = Number(name)
    if (!Number.isInteger(pid)) continue
    const info = readProcess(pid)
    if (info) result.push(info)
  }
  return result
}

/** True for a process that still runs: zombies have exited and hold no memory, only a table slot. */
export function isAlive(info: ProcessInfo | undefined): info is ProcessInfo {
  return info !== undefined && info.state !== 'Z' && info.state !== 'X'
}

/** The NUL-separated command line of a process as one string, '' when unreadable. */
export function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/**
 * The live process whose command line contains `marker` (e.g. a unique switch passed to Chromium).
 * Scans the whole table rather than our children, so a launcher script that forks instead of
 * exec-ing does not hide the browser.
 */
export function findProcessByArg(marker: string): ProcessInfo | undefined {
  for (const info of listProcesses()) {
    if (isAlive(info) && readCmdline(info.pid).includes(marker)) return info
  }
  return undefined
}

/** Live pids of a process group. */
export function groupPids(pgid: number, processes: ProcessInfo[] = listProcesses()): number[] {
  return processes.filter((p) => p.pgid === pgid && isAlive(p)).map((p) => p.pid)
}

/** Live pids of every descendant of `root` (not `root` itself), by walking parent links. */
export function descendantPids(root: number, processes: ProcessInfo[] = listProcesses()): number[] {
  const children = new Map<number, number[]>()
  for (const p of processes) {
    const list = children.get(p.ppid)
    if (list) list.push(p.pid)
    else children.set(p.ppid, [p.pid])
  }
  const byPid = new Map(processes.map((p) => [p.pid, p]))
  const result: number[] = []
  const stack = [...(children.get(root) ?? [])]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    if (isAlive(byPid.get(pid))) result.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return result
}

/** This process's group id, or undefined without /proc. */
export function ownProcessGroup(): number | undefined {
  return readProcess(process.pid)?.pgid
}

/**
 * Sums the proportional set size (PSS) of the given processes, in bytes: shared pages count
 * once across all of them, so the sum is what the browser really costs. Reads
 * /proc/PID/smaps_rollup; processes that are gone (or unreadable) count as 0.
 *
 * @example
 * const bytes = await measurePss(pool.pids()) // 312_000_000
 */
export async function measurePss(pids: number[]): Promise<number> {
  const sizes = await Promise.all(
    pids.map(async (pid) => {
      try {
        const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8')
        const match = /^Pss:\s+(\d+) kB/m.exec(rollup)
        return match?.[1] ? Number(match[1]) * 1024 : 0
      } catch {
        return 0
      }
    }),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}
