import { randomBytes } from 'node:crypto'
import { launchBrowserServer } from 'automation-core'

/**
 * `automation-server browser-server`: a Chromium for workers on other machines, through
 * Playwright's browser server. Its endpoint path is the only key to it: from
 * AUTOMATION_BROWSER_SERVER_PATH, or random and printed once. Runs until SIGTERM/SIGINT.
 */
export async function browserServerCommand(flags: { port?: string; host?: string }): Promise<number> {
  const print = (line: string) => process.stderr.write(`${line}\n`)
  const port = Number(flags.port ?? process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be a port number, got '${flags.port}'`)
  const given = process.env.AUTOMATION_BROWSER_SERVER_PATH
  if (given !== undefined && !/^\/[\w-]{16,}$/.test(given))
    throw new Error(
      'AUTOMATION_BROWSER_SERVER_PATH must be / and 16 or more letters, digits, - or _ (it is the only key to the browser)',
    )
  const wsPath = given ?? `/${randomBytes(18).toString('base64url')}`
  const host = flags.host ?? process.env.HOST ?? '127.0.0.1'
  const server = await launchBrowserServer({
    host,
    port,
    wsPath,
    executablePath: process.env.CHROME_PATH || undefined,
  })
  print(`browser server listening on ${host}:${new URL(server.wsEndpoint).port}`)
  if (given === undefined)
    print(
      `workers connect with AUTOMATION_BROWSER_ENDPOINT=${server.wsEndpoint.replace(/\/\/[^/]+/, `//<this host>:${new URL(server.wsEndpoint).port}`)}`,
    )
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGTERM', stop)
      process.off('SIGINT', stop)
      void server.close().then(resolve, resolve)
    }
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
  })
  print('stopped')
  return 0
}
