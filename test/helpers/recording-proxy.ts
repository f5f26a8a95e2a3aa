/**
 * Real HTTP proxies on loopback (proxy-chain) that record every request they see: the host
 * asked for and the credentials sent. With `credentials`, a request without them (or with
 * others) is answered 407, as a paid upstream proxy would.
 */
import { Server } from 'proxy-chain'

export interface SeenRequest {
  /** `host:port` the browser asked the proxy for. */
  target: string
  username: string
  password: string
}

export interface RecordingProxy {
  /** `http://127.0.0.1:PORT`, without credentials. */
  server: string
  /** The proxy URL with its credentials, as a deployment would configure it. */
  url: string
  port: number
  seen: SeenRequest[]
  /** Hosts of requests that carried the right credentials (or all, without credentials). */
  targets(): string[]
  close(): Promise<void>
}

export async function startRecordingProxy(credentials?: {
  username: string
  password: string
}): Promise<RecordingProxy> {
  const seen: SeenRequest[] = []
  const server = new Server({
    port: 0,
    host: '127.0.0.1',
    verbose: false,
    prepareRequestFunction: ({ hostname, port, username, password }) => {
      seen.push({ target: `${hostname}:${port}`, username, password })
      if (credentials && (username !== credentials.username || password !== credentials.password)) {
        return { requestAuthentication: true, failMsg: 'Proxy credentials required' }
      }
      return {}
    },
  })
  await server.listen()
  const base = `http://127.0.0.1:${server.port}`
  return {
    server: base,
    url: credentials
      ? `http://${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${server.port}`
      : base,
    port: server.port,
    seen,
    targets: () =>
      seen
        .filter(
          (s) => !credentials || (s.username === credentials.username && s.password === credentials.password),
        )
        .map((s) => s.target),
    close: () => server.close(true),
  }
}
