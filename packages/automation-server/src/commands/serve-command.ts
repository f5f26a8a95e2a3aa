import { loadConfig, type ServerFlags } from '../config'
import { lockDataDir } from '../data-dir-lock'
import { assertPortFree, createAutomationServer } from '../server'

/**
 * `automation-server [serve]`: starts the HTTP server with embedded defaults and runs until
 * SIGTERM/SIGINT, then shuts down gracefully (exit 0, no browser left behind).
 */
export async function serveCommand(flags: ServerFlags): Promise<number> {
  const config = loadConfig(flags)
  // the embedded database serves one process; PostgreSQL serves any number
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const print = (line: string) => process.stderr.write(`${line}\n`)
  try {
    // Before anything is created: a first key shown on a server that then fails to start would be lost.
    if (config.port !== 0) await assertPortFree(config.port, config.host)
    const server = await createAutomationServer(config)
    const url = await server.listen()
    print(
      `automation-server listening on ${url}  (docs: ${url}/docs, data: ${config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}` : config.dataDir})`,
    )
    if (config.role === 'api')
      print('API only (--no-worker): runs go to worker processes (automation-server worker)')
    print(`Dashboard: ${config.publicUrl ?? url}/ (sign in with an API key)`)
    print(
      `MCP for AI assistants: claude mcp add --transport http web-automation ${config.publicUrl ?? url}/mcp`,
    )
    if (server.createdKey) {
      print('')
      print('No API key existed, so one was created. It is shown only this once:')
      print(`  ${server.createdKey}`)
      print('Try it:')
      print(`  curl -X POST ${url}/v1/automation/run -H "X-API-Key: ${server.createdKey}" \\`)
      print(
        `    -H "Content-Type: application/json" -d '{"url":"https://example.com","goal":"Get the page title"}'`,
      )
      print('')
    }
    if (!config.planner || config.planner === 'heuristic') {
      print(
        'Planner: the embedded one (no model) for everyday goals; set AUTOMATION_PLANNER=ollama|openai for the rest.',
      )
    }
    await new Promise<void>((resolve) => {
      const stop = (signal: string) => {
        print(`${signal}: finishing running runs (up to ${config.shutdownGraceSeconds} s), then stopping`)
        process.off('SIGTERM', onTerm)
        process.off('SIGINT', onInt)
        void server.close().then(resolve)
      }
      const onTerm = () => stop('SIGTERM')
      const onInt = () => stop('SIGINT')
      process.once('SIGTERM', onTerm)
      process.once('SIGINT', onInt)
    })
    print('stopped')
    return 0
  } finally {
    unlock()
  }
}
