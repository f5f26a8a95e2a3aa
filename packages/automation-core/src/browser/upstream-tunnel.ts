/**
 * Asks an upstream proxy, over a socket already connected to it, for a tunnel to a host: an
 * HTTP CONNECT (http and https proxies) or a SOCKS request (socks5, socks4a). The egress gate
 * uses it to chain a run's connections to the run's proxy.
 */
import type { Socket } from 'node:net'
import { AutomationError } from '../errors'

/** What {@link openUpstreamTunnel} asks for. */
export interface TunnelRequest {
  /** The proxy's scheme: http, https, socks5 or socks4. */
  scheme: string
  host: string
  port: number
  username?: string
  password?: string
  timeoutMs: number
}

/** Largest CONNECT answer head read; a proxy that sends more is not one. */
const MAX_HEAD_BYTES = 16 * 1024

/**
 * Resolves once the proxy opened the tunnel; the socket then carries the site's bytes.
 * Throws AutomationError PROXY_FAILED saying what the proxy answered (never its credentials).
 */
export async function openUpstreamTunnel(socket: Socket, request: TunnelRequest): Promise<void> {
  const reader = createReader(socket, request.timeoutMs)
  try {
    if (request.scheme === 'socks5') await socks5(socket, reader, request)
    else if (request.scheme === 'socks4') await socks4(socket, reader, request)
    else await httpConnect(socket, reader, request)
  } finally {
    reader.stop()
  }
}

async function httpConnect(socket: Socket, reader: Reader, request: TunnelRequest): Promise<void> {
  const authority = `${request.host.includes(':') ? `[${request.host}]` : request.host}:${request.port}`
  const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`]
  if (request.username !== undefined || request.password !== undefined) {
    const token = Buffer.from(`${request.username ?? ''}:${request.password ?? ''}`).toString('base64')
    lines.push(`Proxy-Authorization: Basic ${token}`)
  }
  socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  const head = await reader.until((data) => {
    const end = data.indexOf('\r\n\r\n')
    if (end < 0 && data.length > MAX_HEAD_BYTES) throw failed('its answer to CONNECT is not HTTP')
    return end < 0 ? -1 : end + 4
  })
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head.toString('latin1'))?.[1] ?? 0)
  if (status === 407) {
    throw failed('the proxy refused the credentials (HTTP 407 Proxy Authentication Required)')
  }
  if (status < 200 || status > 299)
    throw failed(`the proxy could not open a tunnel to the site (HTTP ${status})`)
}

async function socks5(socket: Socket, reader: Reader, request: TunnelRequest): Promise<void> {
  const withAuth = request.username !== undefined || request.password !== undefined
  socket.write(Buffer.from(withAuth ? [5, 2, 0, 2] : [5, 1, 0]))
  const [version, method] = await reader.take(2)
  if (version !== 5) throw failed('it does not speak SOCKS5')
  if (method === 2) {
    const user = Buffer.from(request.username ?? '')
    const pass = Buffer.from(request.password ?? '')
    socket.write(Buffer.concat([Buffer.from([1, user.length]), user, Buffer.from([pass.length]), pass]))
    const [, status] = await reader.take(2)
    if (status !== 0) throw failed('the SOCKS proxy refused the credentials')
  } else if (method !== 0) {
    throw failed('the SOCKS proxy accepts none of the offered authentication methods')
  }
  const host = Buffer.from(request.host)
  const port = Buffer.from([request.port >> 8, request.port & 0xff])
  socket.write(Buffer.concat([Buffer.from([5, 1, 0, 3, host.length]), host, port]))
  const [, reply, , type] = await reader.take(4)
  if (reply !== 0) throw failed(`the SOCKS proxy could not reach the site (reply ${reply})`)
  const addressLength = type === 1 ? 4 : type === 4 ? 16 : ((await reader.take(1))[0] ?? 0)
  await reader.take(addressLength + 2)
}

async function socks4(socket: Socket, reader: Reader, request: TunnelRequest): Promise<void> {
  // SOCKS4a: the address 0.0.0.1 says "the host name follows", so the proxy resolves it
  const user = Buffer.from(request.username ?? '')
  const head = Buffer.from([4, 1, request.port >> 8, request.port & 0xff, 0, 0, 0, 1])
  socket.write(Buffer.concat([head, user, Buffer.from([0]), Buffer.from(request.host), Buffer.from([0])]))
  const [, reply] = await reader.take(8)
  if (reply !== 0x5a) throw failed(`the SOCKS proxy could not reach the site (reply ${reply})`)
}

function failed(problem: string): AutomationError {
  return new AutomationError('PROXY_FAILED', problem)
}

interface Reader {
  /** The next `n` bytes. */
  take(n: number): Promise<Buffer>
  /** Bytes up to the end `find` reports (-1: not yet). */
  until(find: (data: Buffer) => number): Promise<Buffer>
  /** Stops reading; bytes past what was taken are put back for the tunnel. */
  stop(): void
}

/** Reads a socket's first bytes (the proxy's handshake answers) within a time limit. */
function createReader(socket: Socket, timeoutMs: number): Reader {
  let buffered = Buffer.alloc(0)
  let wake: (() => void) | undefined
  let problem: Error | undefined
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    wake?.()
  }
  const onEnd = () => {
    problem ??= failed('the proxy closed the connection')
    wake?.()
  }
  const onError = (e: Error) => {
    problem ??= failed(`the connection to the proxy failed (${e.message})`)
    wake?.()
  }
  const timer = setTimeout(() => {
    problem ??= failed(`the proxy did not answer within ${timeoutMs} ms`)
    wake?.()
  }, timeoutMs)
  socket.on('data', onData)
  socket.on('end', onEnd)
  socket.on('error', onError)

  async function until(find: (data: Buffer) => number): Promise<Buffer> {
    for (;;) {
      const end = find(buffered)
      if (end >= 0) {
        const taken = buffered.subarray(0, end)
        buffered = buffered.subarray(end)
        return taken
      }
      if (problem) throw problem
      await new Promise<void>((resolve) => {
        wake = resolve
      })
      wake = undefined
    }
  }

  return {
    take: (n) => until((data) => (data.length >= n ? n : -1)),
    until,
    stop() {
      clearTimeout(timer)
      socket.off('data', onData)
      socket.off('end', onEnd)
      socket.off('error', onError)
      socket.pause()
      if (buffered.length > 0) socket.unshift(buffered)
    },
  }
}
