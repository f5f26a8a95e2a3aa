import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const exec = promisify(execFile)
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const RESULTS = fileURLToPath(new URL('../goals/results.json', import.meta.url))
const VITEST = fileURLToPath(new URL('../../node_modules/.bin/vitest', import.meta.url))

/**
 * Runs the goal suite (every case through the real server and Chromium) in its own process
 * and returns its figures: cases, correct, refused correctly, wrong, failed, success rate.
 */
export async function goalSuiteFigures(): Promise<Record<string, number>> {
  // The suite fails (exit 1) when it finds a wrong answer; its figures are written either way.
  await exec(VITEST, ['run', '--project', 'e2e', 'test/goals'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  }).catch(() => {})
  return JSON.parse(await readFile(RESULTS, 'utf8')) as Record<string, number>
}
