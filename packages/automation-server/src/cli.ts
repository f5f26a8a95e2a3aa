#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { runCommand } from './commands/run-command'

const HELP = `automation-server: drive a real Chromium from a URL and a goal to JSON

Usage:
  automation-server run --url URL --goal "..." [options]

Options of run:
  --url URL                 the page to start from (https; http with --allow-private-network)
  --goal TEXT               what to do there, in words
  --profile lite|stealth    browser profile (default lite)
  --json                    print every event as one JSON line, the last being COMPLETE
  --allow-private-network   allow http and private/loopback addresses (local development)
  --planner NAME            ollama | openai (default: AUTOMATION_PLANNER, else none)
  --model NAME              model name (default: AUTOMATION_MODEL)
  --max-steps N             step budget (default 150)
  -h, --help                this text

Environment: CHROME_PATH, AUTOMATION_PLANNER, AUTOMATION_MODEL, OLLAMA_HOST,
OPENAI_BASE_URL, OPENAI_API_KEY, AUTOMATION_ALLOW_PRIVATE_NETWORK=1.
Exit code: 0 when the run COMPLETED, 1 when it FAILED or was CANCELLED, 2 for bad usage.`

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(`${HELP}\n`)
    return command === undefined ? 2 : 0
  }
  if (command === 'run') {
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        url: { type: 'string' },
        goal: { type: 'string' },
        profile: { type: 'string' },
        json: { type: 'boolean', default: false },
        'allow-private-network': { type: 'boolean', default: false },
        planner: { type: 'string' },
        model: { type: 'string' },
        'max-steps': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
    if (values.help) {
      process.stdout.write(`${HELP}\n`)
      return 0
    }
    return runCommand({
      url: values.url,
      goal: values.goal,
      profile: values.profile,
      json: values.json,
      allowPrivateNetwork:
        values['allow-private-network'] || process.env.AUTOMATION_ALLOW_PRIVATE_NETWORK === '1',
      planner: values.planner ?? process.env.AUTOMATION_PLANNER,
      model: values.model,
      maxSteps: values['max-steps'],
    })
  }
  process.stderr.write(`automation-server: unknown command '${command}'\n\n${HELP}\n`)
  return 2
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    // Usage errors from parseArgs carry a code; print them without a stack.
    const message = e instanceof Error ? e.message : String(e)
    process.stderr.write(`automation-server: ${message}\n`)
    process.exitCode = 2
  },
)
