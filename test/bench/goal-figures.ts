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

const FIRST_CONTACT = fileURLToPath(new URL('../goals/first-contact.json', import.meta.url))

/**
 * The first-contact figures of the held-out rounds (test/goals/first-contact.json): each round's
 * one run before any work on it, as `first_contact_<round>_*` figures. These are the headline.
 */
export async function firstContactFigures(): Promise<Record<string, number>> {
  const rounds = JSON.parse(await readFile(FIRST_CONTACT, 'utf8')) as Record<
    string,
    { cases: number; correct: number; wrong: number; tasks: number; tasks_done: number }
  >
  const out: Record<string, number> = {}
  for (const [round, f] of Object.entries(rounds)) {
    out[`first_contact_${round}_correct`] = f.correct
    out[`first_contact_${round}_cases`] = f.cases
    out[`first_contact_${round}_wrong`] = f.wrong
    out[`first_contact_${round}_tasks_done`] = f.tasks_done
    out[`first_contact_${round}_tasks`] = f.tasks
  }
  return out
}
