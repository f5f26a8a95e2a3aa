/**
 * A web site on a public address, on this machine: the address is added to the loopback
 * interface for the test (needs root, or CAP_NET_ADMIN), so that the URL policy's default (no
 * private network) lets a run visit it, while the connection is real and stays on the machine.
 * Names (`shop.test`, ...) are mapped to it by the lookup a test gives the policy; the browser
 * trusts the site's self-signed certificate by its key hash.
 *
 * Beside it, loopback servers that record every connection they get: what an attack tries to
 * reach.
 */
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer, type Server } from 'node:https'
import type { AddressInfo, Server as NetServer, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Why the public host cannot be set up here, or null when it can. */
export function publicHostUnavailable(): string | null {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
  } catch {
    return 'openssl is missing (it makes the test certificate)'
  }
  try {
    execFileSync('ip', ['-V'], { stdio: 'ignore' })
  } catch {
    return 'iproute2 (`ip`) is missing'
  }
  if (process.getuid?.() !== 0) return 'adding a public address to the loopback interface needs root'
  return null
}

/** A certificate for the test names and addresses, and the key hash Chromium is told to trust. */
export interface TestCertificate {
  key: string
  cert: string
  /** base64 SHA-256 of the public key, for --ignore-certificate-errors-spki-list. */
  spki: string
}

export function makeCertificate(names: string[], addresses: string[]): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'public-host-'))
  try {
    const san = [...names.map((n) => `DNS:${n}`), ...addresses.map((a) => `IP:${a}`)].join(',')
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${names[0]}`],
        ...[
          '-addext',
          `subjectAltName=${san}`,
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
      ],
      { stdio: 'ignore' },
    )
    const key = readFileSync(join(dir, 'key.pem'), 'utf8')
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8')
    const spki = createHash('sha256')
      .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64')
    return { key, cert, spki }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Adds a public IPv4 address to `lo` for the test; `remove()` takes it away again. */
export function addPublicAddress(): { address: string; remove(): void } {
  // 44.x is public to the policy; the other octets keep parallel test processes apart
  const address = `44.${(process.pid >> 8) & 0xff}.${process.pid & 0xff}.${1 + Math.floor(Math.random() * 250)}`
  try {
    execFileSync('ip', ['addr', 'add', `${address}/32`, 'dev', 'lo'], { stdio: 'pipe' })
  } catch (e) {
    if (!/File exists/.test(String((e as { stderr?: Buffer }).stderr ?? ''))) throw e
  }
  return {
    address,
    remove() {
      try {
        execFileSync('ip', ['addr', 'del', `${address}/32`, 'dev', 'lo'], { stdio: 'ignore' })
      } catch {
        // already gone
      }
    },
  }
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** An https site on a public address of this machine, with a twin on loopback. */
export interface PublicSite {
  address: string
  /** The port of both the public site and its loopback twin. */
  port: number
  certificate: TestCertificate
  /** `https://<host>:<port><path>`; host defaults to the public address. */
  url(path?: string, host?: string): string
  /**
   * Chromium switches that make it trust the site's certificate and resolve every `*.test`
   * name to 127.0.0.1, as a rebinding name would answer a browser that resolved it itself:
   * a browser that connects on its own reaches the loopback twin, not the public site.
   */
  chromiumArgs: string[]
  close(): Promise<void>
}

/**
 * Starts an https site on a public address of this machine (see {@link publicHostUnavailable}),
 * and the same site on 127.0.0.1 at the same port; its certificate names `names`, both
 * addresses, so that only the URL policy stops a connection to loopback.
 */
export async function startPublicSite(handler: Handler, names: string[] = []): Promise<PublicSite> {
  const added = addPublicAddress()
  const certificate = makeCertificate(names.length > 0 ? names : ['site.test'], [added.address, '127.0.0.1'])
  const servers = [0, 1].map(() =>
    createHttpsServer({ key: certificate.key, cert: certificate.cert }, handler),
  )
  const [publicServer, twin] = servers as [Server, Server]
  let port = 0
  for (let attempt = 0; ; attempt++) {
    await listen(publicServer, 0, added.address)
    port = (publicServer.address() as AddressInfo).port
    try {
      await listen(twin, port, '127.0.0.1')
      break
    } catch (e) {
      await new Promise<void>((resolve) => publicServer.close(() => resolve()))
      if (attempt > 20) throw e
    }
  }
  return {
    address: added.address,
    port,
    certificate,
    url: (path = '/', host = added.address) => `https://${host}:${port}${path}`,
    chromiumArgs: [
      `--ignore-certificate-errors-spki-list=${certificate.spki}`,
      '--host-resolver-rules=MAP *.test 127.0.0.1',
    ],
    async close() {
      for (const server of servers) server.closeAllConnections()
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      )
      added.remove()
    },
  }
}

function listen(server: NetServer, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** A port nothing listens on (one just opened and closed again). */
export async function closedPort(): Promise<number> {
  const probe = createHttpServer()
  await listen(probe, 0, '127.0.0.1')
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** A loopback server that records every connection and answers HTTP and WebSocket requests. */
export interface LoopbackTarget {
  port: number
  /** TCP connections it accepted, whatever came of them. */
  readonly connections: number
  /** Request paths it saw, WebSocket upgrades included. */
  readonly paths: string[]
  close(): Promise<void>
}

/**
 * A server on 127.0.0.1 (https when `tls` is given, else http) holding a secret: every request
 * gets `SECRET <path>`, a WebSocket gets it as its first message. It should never be reached.
 */
export async function startLoopbackTarget(tls?: TestCertificate, port = 0): Promise<LoopbackTarget> {
  const paths: string[] = []
  let connections = 0
  const answer: Handler = (request, response) => {
    paths.push(request.url ?? '/')
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
    response.end(`SECRET ${request.url}`)
  }
  const server = tls ? createHttpsServer({ key: tls.key, cert: tls.cert }, answer) : createHttpServer(answer)
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    paths.push(request.url ?? '/')
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64')
    socket.on('error', () => {})
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    const text = Buffer.from(`SECRET ${request.url}`)
    socket.write(Buffer.concat([Buffer.from([0x81, text.length]), text]))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections
    },
    paths,
    async close() {
      // upgraded (WebSocket) connections are no longer the HTTP server's to close
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
