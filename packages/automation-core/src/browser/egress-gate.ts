/**
 * The egress gate: every connection a run's browser context makes goes through a small proxy in
 * our process (the context's proxy is set to it), which is where the URL policy is enforced.
 * Chromium then never resolves a name or opens a connection on its own: WebSockets, fetches,
 * workers, iframes and navigations alike arrive here as CONNECT requests. The gate resolves the
 * host once, checks every address with the policy, refuses when the lookup fails or gives
 * nothing, and connects only to an address it checked, so a name cannot answer a public
 * address for the check and a private one for the connection (DNS rebinding).
 *
 * With a run proxy (a deployment's country proxy or the caller's custom one) the gate chains to
 * it: it connects to the proxy's address (checked by the policy for a custom proxy; a
 * deployment's own proxy is trusted configuration) and asks it for the tunnel; the proxy
 * resolves the site in its own network. Targets that are refused without a lookup (loopback
 * names, literal non-public addresses) are refused there too.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { lookup as dnsLookup } from 'node:dns/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo, isIP, type Socket, connect as tcpConnect } from 'node:net'
import { connect as tlsConnect } from 'node:tls'
import { AutomationError, errorMessage, isAutomationError } from '../errors'
import type { ResolvedProxy } from './proxy'
import { openUpstreamTunnel } from './upstream-tunnel'
import type { UrlPolicy } from './url-policy'

/** Where a gate sends a context's connections, and whom it tells about refusals. */
export interface EgressRoute {
  /** Decides every destination (the single place that decides). */
  policy: UrlPolicy
  /** The run's proxy, with its credentials (memory only); null or absent: connect directly. */
  upstream?: ResolvedProxy | null
  /** Told about each destination the policy refused. */
  onBlocked?(error: AutomationError): void
  /** Told when the run's proxy failed (unreachable, refused the credentials or the tunnel). */
  onUpstreamFailure?(error: AutomationError): void
}

/** Options of {@link openEgressGate}. */
export interface EgressGateOptions {
  /**
   * How long one connection attempt (to a site's address or to the run's proxy) may take.
   * @default 10000
   */
  connectTimeoutMs?: number
  /**
   * Where the gate listens. A browser on another machine (a remote browser) reaches the gate
   * there, so the gate then asks for credentials it makes itself (Proxy-Authorization) and
   * refuses anyone without them with 407.
   * @default '127.0.0.1', without credentials
   */
  host?: string
  /** The host name the browser uses to reach the gate (this machine's name on its network). @default host */
  advertise?: string
}

/** A gate from {@link openEgressGate}: one per browser context. */
export interface EgressGate {
  /** `http://127.0.0.1:PORT`: the proxy server to give the context. */
  readonly server: string
  /** The credentials the gate asks for, when it listens beyond loopback. */
  readonly credentials?: { username: string; password: string }
  /** Sets the route of the gate's connections; until then every connection is refused. */
  bind(route: EgressRoute): void
  /** Stops listening and ends every tunnel. */
  close(): Promise<void>
}

/**
 * Opens a gate on a free loopback port. It refuses everything until {@link EgressGate.bind}
 * gives it a route, so a context can be opened in advance and handed to a run later.
 *
 * @example
 * const gate = await openEgressGate()
 * gate.bind({ policy: createUrlPolicy() })
 * const context = await browser.newContext({ proxy: { server: gate.server, bypass: '<-loopback>' } })
 */
export async function openEgressGate(options: EgressGateOptions = {}): Promise<EgressGate> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000
  let route: EgressRoute | undefined
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  const host = options.host ?? '127.0.0.1'
  const credentials = isLoopbackHost(host)
    ? undefined
    : { username: 'gate', password: randomBytes(18).toString('base64url') }
  const expected = credentials
    ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
    : undefined
  /** A gate others can reach is nobody's open proxy: without its credentials, 407. */
  const admitted = (request: IncomingMessage) =>
    !expected || safeEqual(request.headers['proxy-authorization'] ?? '', expected)
  const server = createServer((request, response) => {
    if (!admitted(request)) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="egress gate"', connection: 'close' })
      response.end()
      return
    }
    refusePlainRequest(route, request, response)
  })
  server.on('connection', track)
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', noop)
    if (!admitted(request)) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="egress gate"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      )
      return
    }
    void tunnel(route, request.url ?? '', client, head, connectTimeoutMs, track)
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  let closing: Promise<void> | undefined

  return {
    server: `http://${formatHost(options.advertise ?? host)}:${port}`,
    credentials,
    bind(next) {
      route = next
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        route = undefined
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      return closing
    },
  }
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.')
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * A plain-HTTP proxy request (`GET http://...`): the gate forwards none. Only http URLs come this
 * way, and the policy allows them only with private networks, where runs use no gate.
 */
function refusePlainRequest(
  route: EgressRoute | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = request.url ?? ''
  try {
    route?.policy.checkWithoutLookup(url)
  } catch (e) {
    if (isAutomationError(e, 'URL_BLOCKED')) route?.onBlocked?.(e)
  }
  response.writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
  response.end('refused by the egress gate\n')
}

/** Opens the tunnel of one CONNECT request, or refuses it. */
async function tunnel(
  route: EgressRoute | undefined,
  target: string,
  client: Socket,
  head: Buffer,
  connectTimeoutMs: number,
  track: (socket: Socket) => void,
): Promise<void> {
  const destination = parseAuthority(target)
  if (!route || !destination) return answer(client, 403, 'Forbidden')
  let remote: Socket
  try {
    remote = route.upstream
      ? await throughUpstream(route, route.upstream, destination, connectTimeoutMs)
      : await direct(route.policy, destination, connectTimeoutMs)
  } catch (e) {
    if (isAutomationError(e, 'URL_BLOCKED')) {
      route.onBlocked?.(e)
      return answer(client, 403, 'Forbidden')
    }
    if (isAutomationError(e, 'PROXY_FAILED')) route.onUpstreamFailure?.(e)
    return answer(client, 502, 'Bad Gateway')
  }
  track(remote)
  if (client.destroyed) {
    remote.destroy()
    return
  }
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
  if (head.length > 0) remote.write(head)
  remote.on('error', () => client.destroy())
  client.on('close', () => remote.destroy())
  remote.on('close', () => client.destroy())
  client.pipe(remote)
  remote.pipe(client)
}

interface Authority {
  host: string
  port: number
}

/** `host:port` or `[v6]:port` of a CONNECT request; null when it is not one. */
function parseAuthority(target: string): Authority | null {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(target)
  const host = (match?.[1] ?? match?.[2])?.toLowerCase()
  const port = Number(match?.[3])
  if (!host || !Number.isInteger(port) || port < 1 || port > 65_535) return null
  return { host, port }
}

/** Connects to the first checked address of the destination that answers. */
async function direct(policy: UrlPolicy, destination: Authority, timeoutMs: number): Promise<Socket> {
  const addresses = (await policy.addressesOf(destination.host)) ?? [destination.host]
  let last: unknown
  for (const address of addresses) {
    try {
      return await connectTcp(address, destination.port, timeoutMs)
    } catch (e) {
      last = e
    }
  }
  throw last ?? new Error('no address')
}

/** Opens the tunnel through the run's proxy, connecting to the proxy's own (checked) address. */
async function throughUpstream(
  route: EgressRoute,
  upstream: ResolvedProxy,
  destination: Authority,
  timeoutMs: number,
): Promise<Socket> {
  // a loopback name or a literal private address is refused here; names go to the proxy
  route.policy.checkWithoutLookup(`https://${authorityText(destination)}/`)
  const proxyUrl = new URL(upstream.server)
  const proxyHost = proxyUrl.hostname.replace(/^\[|\]$/g, '')
  const scheme = proxyUrl.protocol.replace(/:$/, '')
  const proxyPort = Number(proxyUrl.port) || (scheme === 'https' ? 443 : scheme === 'http' ? 80 : 1080)
  const failed = (problem: string) =>
    new AutomationError('PROXY_FAILED', `proxy ${upstream.label} failed: ${problem}`, {
      proxy: upstream.label,
    })
  let addresses: string[]
  if (upstream.custom) {
    // the caller's proxy is a destination like any other: public addresses only
    addresses = (await route.policy.addressesOf(proxyHost)) ?? [proxyHost]
  } else {
    try {
      addresses = isIP(proxyHost)
        ? [proxyHost]
        : (await dnsLookup(proxyHost, { all: true, verbatim: true })).map((r) => r.address)
    } catch {
      throw failed('its host name could not be resolved')
    }
  }
  let socket: Socket | undefined
  for (const address of addresses) {
    try {
      socket = await connectTcp(address, proxyPort, timeoutMs)
      break
    } catch {
      // the next address, if any
    }
  }
  if (!socket) throw failed('the proxy refused the connection or is not reachable')
  try {
    if (scheme === 'https') socket = await startTls(socket, proxyHost, timeoutMs)
    await openUpstreamTunnel(socket, {
      scheme,
      host: destination.host,
      port: destination.port,
      username: upstream.username,
      password: upstream.password,
      timeoutMs,
    })
    return socket
  } catch (e) {
    socket.destroy()
    throw failed(errorMessage(e))
  }
}

function authorityText({ host, port }: Authority): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`
}

function connectTcp(host: string, port: number, timeoutMs: number): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const socket = tcpConnect({ host, port, noDelay: true })
    const timer = setTimeout(
      () => socket.destroy(new Error(`no connection within ${timeoutMs} ms`)),
      timeoutMs,
    )
    socket.once('connect', () => {
      clearTimeout(timer)
      socket.off('error', reject)
      // errors after this end the tunnel through 'close'; none may go unhandled
      socket.on('error', noop)
      resolve(socket)
    })
    socket.once('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
  })
}

function startTls(socket: Socket, servername: string, timeoutMs: number): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const secure = tlsConnect({ socket, servername: isIP(servername) ? undefined : servername })
    const timer = setTimeout(
      () => secure.destroy(new Error(`no TLS handshake within ${timeoutMs} ms`)),
      timeoutMs,
    )
    secure.once('secureConnect', () => {
      clearTimeout(timer)
      secure.off('error', reject)
      secure.on('error', noop)
      resolve(secure)
    })
    secure.once('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
  })
}

/** Answers a CONNECT with a refusal and closes the client connection. */
function answer(client: Socket, status: number, reason: string): void {
  if (client.destroyed) return
  client.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
}

function noop(): void {}
