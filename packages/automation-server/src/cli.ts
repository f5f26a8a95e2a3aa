#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { openPglite, openPostgres } from 'automation-core'
import { createSqlKeyStore } from './auth/key-store'
import { browserServerCommand } from './commands/browser-server-command'
import { keysCommand } from './commands/keys-command'
import { runCommand } from './commands/run-command'
import { serveCommand } from './commands/serve-command'
import { workerCommand } from './commands/worker-command'
import { loadConfig } from './config'
import { lockDataDir } from './data-dir-lock'

const HELP = `automation-server: self-hosted web automation (url + goal in, JSON out)

Usage:
  automation-server [serve] [--port N] [--host H] [--data-dir DIR] [--database-url URL] [--allow-private-network]
                    [--concurrency N] [--planner heuristic|ollama|openai] [--model NAME] [--no-worker]
  automation-server worker --database-url URL [--concurrency N] [--planner heuristic|ollama|openai] [--model NAME]
                    [--allow-private-network]
  automation-server run --url URL --goal "..." [--profile lite|stealth] [--json]
                    [--allow-private-network] [--planner heuristic|ollama|openai] [--model NAME] [--max-steps N]
  automation-server browser-server [--port N] [--host H]
  automation-server keys create [--name N] [--expires-in-days D] [--credits C] [--admin] [--json]
  automation-server keys list [--json]
  automation-server keys revoke ID|PREFIX

serve (the default) starts the HTTP API and runs runs; with --no-worker it only answers the API,
and worker processes (the worker command) run the runs: both need PostgreSQL (--database-url).
browser-server runs a Chromium that workers on other machines drive (AUTOMATION_BROWSER_ENDPOINT).
run does one run in this terminal, printing its
progress and then its result; keys manages the API keys in the data directory (stop the
server first: its embedded database serves one process at a time) or, with --database-url, in
PostgreSQL while servers run.

Environment: PORT, HOST, AUTOMATION_DATA_DIR, AUTOMATION_DATABASE_URL, AUTOMATION_API_KEYS, AUTOMATION_CONCURRENCY, AUTOMATION_MAX_RUNS_PER_KEY,
AUTOMATION_ALLOW_PRIVATE_NETWORK=1, AUTOMATION_RATE_LIMIT_PER_SECOND, AUTOMATION_RATE_LIMIT_BURST,
AUTOMATION_HEARTBEAT_SECONDS, AUTOMATION_SHUTDOWN_GRACE_SECONDS, CHROME_PATH,
AUTOMATION_LEASE_SECONDS, AUTOMATION_NODE_NAME, AUTOMATION_BROWSER_ENDPOINT, AUTOMATION_BROWSER_PROTOCOL,
AUTOMATION_EGRESS_HOST, AUTOMATION_EGRESS_ADVERTISE, AUTOMATION_BROWSER_SERVER_PATH, AUTOMATION_PLANNER, AUTOMATION_MODEL, OLLAMA_HOST, OPENAI_BASE_URL, OPENAI_API_KEY.
Exit code of run: 0 when the run COMPLETED, 1 when it FAILED or was cancelled, 2 for bad usage.`

const out = (line: string) => process.stdout.write(`${line}\n`)
const err = (line: string) => process.stderr.write(`${line}\n`)

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv
  if (first === '-h' || first === '--help' || first === 'help') {
    out(HELP)
    return 0
  }
  const command = first === undefined || first.startsWith('-') ? 'serve' : first
  const args = command === first ? rest : argv
  if (command === 'serve' || command === 'worker') {
    const { values } = parseArgs({
      args,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        'allow-private-network': { type: 'boolean' },
        concurrency: { type: 'string' },
        planner: { type: 'string' },
        model: { type: 'string' },
        'no-worker': { type: 'boolean' },
      },
    })
    if (command === 'worker' && values['no-worker'])
      throw new Error('--no-worker is a flag of serve, not of worker')
    return command === 'worker' ? workerCommand(values) : serveCommand(values)
  }
  if (command === 'browser-server') {
    const { values } = parseArgs({
      args,
      strict: true,
      options: { port: { type: 'string' }, host: { type: 'string' } },
    })
    return browserServerCommand(values)
  }
  if (command === 'run') {
    const { values } = parseArgs({
      args,
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
      out(HELP)
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
  if (command === 'keys') {
    const flag = (name: string) => {
      const at = args.indexOf(name)
      return at >= 0 ? args[at + 1] : undefined
    }
    const keyArgs = args.filter(
      (_, i) => !['--data-dir', '--database-url'].some((f) => args[i] === f || args[i - 1] === f),
    )
    const config = loadConfig({ 'data-dir': flag('--data-dir'), 'database-url': flag('--database-url') })
    // with PostgreSQL, keys are managed while servers run: every node sees a revoke at once
    const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
    const db = config.databaseUrl
      ? await openPostgres({ url: config.databaseUrl })
      : await openPglite({ dataDir: config.dataDir })
    try {
      return await keysCommand(keyArgs, { store: await createSqlKeyStore(db), out, err })
    } finally {
      await db.close()
      unlock()
    }
  }
  err(`automation-server: unknown command '${command}'\n\n${HELP}`)
  return 2
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    // Usage and configuration errors carry their own message; print it without a stack.
    err(`automation-server: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 2
  },
)
