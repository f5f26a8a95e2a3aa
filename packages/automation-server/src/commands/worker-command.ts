import { loadConfig, type ServerFlags } from '../config'
import { createAutomationServer } from '../server'

/**
 * `automation-server worker`: runs queued runs from the shared PostgreSQL and answers no HTTP.
 * On SIGTERM/SIGINT it takes no new run, lets its runs finish within the grace period, cancels
 * the rest and exits 0.
 */
export async function workerCommand(flags: ServerFlags): Promise<number> {
  const config = loadConfig({ ...flags, worker: true })
  const print = (line: string) => process.stderr.write(`${line}\n`)
  const server = await createAutomationServer(config)
  print(
    `automation-server worker: up to ${config.concurrency} run(s) at once from ${new URL(config.databaseUrl ?? '').host} (lease ${config.leaseSeconds} s)`,
  )
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
}
