import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A page body, or a handler for full control (delays, redirects, status codes). */
export type Route = string | ((req: IncomingMessage, res: ServerResponse) => void)

/** A tiny HTTP server for test pages. */
export interface TestServer {
  /** Base url, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  readonly port: number
  /** Adds or replaces the route of `path` (exact match, query ignored). */
  route(path: string, route: Route): void
  close(): Promise<void>
}

/**
 * Starts a server on a free port of 127.0.0.1. `host` only changes the url it reports:
 * pass 'localhost' for a second origin (a cross-origin iframe) on the same machine.
 * @example const s = await startTestServer({ '/': '<button>Go</button>' })
 */
export async function startTestServer(
  routes: Record<string, Route> = {},
  host = '127.0.0.1',
): Promise<TestServer> {
  const table = new Map<string, Route>(Object.entries(routes))
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const route = table.get(path)
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title><h1>Not found</h1>')
    } else if (typeof route === 'string') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(route)
    } else {
      route(req, res)
    }
  })
  // Keep-alive sockets would hold close() up until the browser lets go of them.
  server.keepAliveTimeout = 100
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    route: (path, route) => table.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A free TCP port with nothing listening on it (for connection-refused tests). */
export async function closedPort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const port = (s.address() as AddressInfo).port
  await new Promise<void>((resolve) => s.close(() => resolve()))
  return port
}
