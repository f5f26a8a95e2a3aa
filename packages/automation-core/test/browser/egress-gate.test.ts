/**
 * The egress gate spoken to as Chromium speaks to it (CONNECT over a real socket): it resolves
 * once, connects only to what it checked, fails closed, refuses before it binds, and chains to
 * an upstream proxy (a real one, proxy-chain, on loopback).
 */

import type { AddressInfo, Socket } from 'node:net'
import { connect, createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type EgressGate, openEgressGate } from '../../src/browser/egress-gate'
import { createUrlPolicy } from '../../src/browser/url-policy'
import type { AutomationError } from '../../src/errors'

/** A TCP server on 127.0.0.1 that answers every connection with `hello` and counts them. */
async function echoServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let count = 0
  const server: Server = createServer((socket) => {
    count++
    socket.end('hello')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** Sends `CONNECT target` to the gate; the status line, and what the tunnel then carried. */
async function connectThrough(gate: EgressGate, target: string): Promise<{ status: number; body: string }> {
  const port = Number(new URL(gate.server).port)
  const socket: Socket = connect(port, '127.0.0.1')
  socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`)
  let data = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => {
    data += chunk
  })
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve())
    socket.on('error', () => resolve())
    setTimeout(() => socket.destroy(), 2_000)
  })
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
  return { status, body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }
}

const gates: EgressGate[] = []
const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(gates.splice(0).map((g) => g.close()))
  await Promise.all(closers.splice(0).map((c) => c()))
})

async function gate(): Promise<EgressGate> {
  const opened = await openEgressGate({ connectTimeoutMs: 1_000 })
  gates.push(opened)
  return opened
}

describe('egress gate', () => {
  it('refuses every connection until it is bound to a route (a spare context is fail-closed)', async () => {
    const target = await echoServer()
    closers.push(target.close)
    const g = await gate()
    expect((await connectThrough(g, `127.0.0.1:${target.port}`)).status).toBe(403)
    expect(target.connections()).toBe(0)
  })

  it('refuses loopback, localhost and IPv4-mapped loopback targets and says why', async () => {
    const target = await echoServer()
    closers.push(target.close)
    const blocked: AutomationError[] = []
    const g = await gate()
    g.bind({ policy: createUrlPolicy(), onBlocked: (e) => blocked.push(e) })
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::ffff:127.0.0.1]',
      '[::1]',
      '10.0.0.1',
      '169.254.169.254',
    ]) {
      expect((await connectThrough(g, `${host}:${target.port}`)).status).toBe(403)
    }
    expect(target.connections()).toBe(0)
    expect(blocked.map((e) => e.message).join('\n')).toMatch(/127\.0\.0\.1 is a loopback address/)
    expect(blocked.map((e) => e.message).join('\n')).toMatch(/localhost is a loopback name/)
  })

  it('connects to the address it checked: a name that rebinds to loopback on its next lookup is refused, never connected', async () => {
    const target = await echoServer()
    closers.push(target.close)
    const answers = [['93.184.216.34'], ['127.0.0.1']]
    let lookups = 0
    const policy = createUrlPolicy({
      cacheTtlMs: 0,
      lookup: async () => answers[Math.min(lookups++, answers.length - 1)] ?? [],
    })
    const blocked: string[] = []
    const g = await gate()
    g.bind({ policy, onBlocked: (e) => blocked.push(e.message) })
    // first lookup: public, so the gate connects to 93.184.216.34 (unreachable here), not to loopback
    await connectThrough(g, `rebind.test:${target.port}`)
    // second lookup: loopback, refused
    expect((await connectThrough(g, `rebind.test:${target.port}`)).status).toBe(403)
    expect(lookups).toBe(2)
    expect(target.connections()).toBe(0)
    expect(blocked).toEqual([
      `https://rebind.test/ is not allowed: rebind.test resolves to 127.0.0.1, a loopback address`,
    ])
  })

  it('fails closed: a lookup that throws or gives nothing is refused, and a later loopback answer too', async () => {
    const target = await echoServer()
    closers.push(target.close)
    let lookups = 0
    const policy = createUrlPolicy({
      cacheTtlMs: 0,
      lookup: async () => {
        lookups++
        if (lookups === 1) throw new Error('SERVFAIL')
        if (lookups === 2) return []
        return ['127.0.0.1']
      },
    })
    const blocked: string[] = []
    const g = await gate()
    g.bind({ policy, onBlocked: (e) => blocked.push(e.message) })
    for (let i = 0; i < 3; i++)
      expect((await connectThrough(g, `flaky.test:${target.port}`)).status).toBe(403)
    expect(target.connections()).toBe(0)
    expect(blocked[0]).toMatch(/flaky\.test could not be resolved/)
    expect(blocked[1]).toMatch(/flaky\.test could not be resolved/)
    expect(blocked[2]).toMatch(/resolves to 127\.0\.0\.1/)
  })

  it('tunnels to an allowed destination (private networks allowed by the policy, as a control)', async () => {
    const target = await echoServer()
    closers.push(target.close)
    const g = await gate()
    g.bind({ policy: createUrlPolicy({ allowPrivateNetwork: true }) })
    const answer = await connectThrough(g, `127.0.0.1:${target.port}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('hello')
  })

  it('refuses plain-HTTP proxy requests (http is not visited without private networks)', async () => {
    const g = await gate()
    const blocked: string[] = []
    g.bind({ policy: createUrlPolicy(), onBlocked: (e) => blocked.push(e.message) })
    const response = await fetch(`${g.server}/`, { headers: { host: 'example.com' } }).catch(() => null)
    expect(response?.status).toBe(403)
  })

  it('chains to a deployment proxy, sending its credentials, and reports a refusal of them as PROXY_FAILED', async () => {
    const { Server: ProxyServer } = await import('proxy-chain')
    const seen: string[] = []
    const upstream = new ProxyServer({
      port: 0,
      host: '127.0.0.1',
      verbose: false,
      prepareRequestFunction: ({ hostname, port, username, password }) => {
        seen.push(`${username}:${password}@${hostname}:${port}`)
        return username === 'u' && password === 'p' ? {} : { requestAuthentication: true }
      },
    })
    await upstream.listen()
    closers.push(() => upstream.close(true))
    const target = await echoServer()
    closers.push(target.close)
    const proxy = (password: string) => ({
      server: `http://127.0.0.1:${upstream.port}`,
      username: 'u',
      password,
      countryCode: 'US' as const,
      label: `http://127.0.0.1:${upstream.port} (US)`,
      custom: false,
    })
    const failures: string[] = []
    const g = await gate()
    // the site is private here, so the policy must allow it for the chained tunnel to open
    g.bind({ policy: createUrlPolicy({ allowPrivateNetwork: true }), upstream: proxy('p') })
    const ok = await connectThrough(g, `127.0.0.1:${target.port}`)
    expect(ok.status).toBe(200)
    expect(ok.body).toBe('hello')
    g.bind({
      policy: createUrlPolicy({ allowPrivateNetwork: true }),
      upstream: proxy('wrong'),
      onUpstreamFailure: (e) => failures.push(e.message),
    })
    expect((await connectThrough(g, `127.0.0.1:${target.port}`)).status).toBe(502)
    expect(failures[0]).toMatch(/proxy http:\/\/127\.0\.0\.1:\d+ \(US\) failed: .*407/)
    expect(failures[0]).not.toMatch(/wrong/)
    expect(seen).toEqual([`u:p@127.0.0.1:${target.port}`, `u:wrong@127.0.0.1:${target.port}`])
  })

  it('refuses a loopback target through a proxy without asking the proxy, and a custom proxy on loopback', async () => {
    const target = await echoServer()
    closers.push(target.close)
    const blocked: string[] = []
    const g = await gate()
    g.bind({
      policy: createUrlPolicy(),
      upstream: {
        server: `http://127.0.0.1:${target.port}`,
        countryCode: null,
        label: `http://127.0.0.1:${target.port} (custom)`,
        custom: true,
      },
      onBlocked: (e) => blocked.push(e.message),
    })
    expect((await connectThrough(g, `localhost:443`)).status).toBe(403)
    expect((await connectThrough(g, `example.com:443`)).status).toBe(403)
    expect(target.connections()).toBe(0)
    expect(blocked[1]).toMatch(/127\.0\.0\.1 is a loopback address/)
  })
})
