/**
 * Attacks on the network behind the service, each tried through runAutomation with the default
 * policy (no private network) in both profiles, against a site on a public address of this
 * machine (see helpers/public-host.ts). Loopback servers holding a secret record every
 * connection: each test fails if one is reached or its secret shows up in a result.
 * Chromium is told that every `*.test` name is 127.0.0.1 (what a rebinding name answers the
 * second time): a browser that resolved names or connected on its own would load the site's
 * loopback twin and reach the secrets, as the control run with private networks allowed shows.
 */

import { createSocket } from 'node:dgram'
import {
  type BrowserPool,
  createBrowserPool,
  createLiteDriver,
  createStealthDriver,
  type Run,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closedPort,
  type LoopbackTarget,
  type PublicSite,
  publicHostUnavailable,
  startLoopbackTarget,
  startPublicSite,
} from './helpers/public-host'
import { startRecordingProxy } from './helpers/recording-proxy'
import { startAsync, startTestServer, waitFor, waitForRun } from './server/helpers'

const unavailable = publicHostUnavailable()
if (unavailable) console.warn(`security-egress: skipped, ${unavailable}`)

let site: PublicSite
/** Plain ws:// and http:// on loopback. */
let plain: LoopbackTarget
/** wss:// and https:// on loopback, with the site's certificate (so only the policy stops a connection). */
let secure: LoopbackTarget
let pool: BrowserPool
/** Webhook events the public site received. */
const hooks: string[] = []

/** What the attack pages do, by path. */
function attackPage(path: string, query: URLSearchParams): string {
  if (path === '/ws') {
    const targets = JSON.parse(query.get('targets') ?? '[]') as string[]
    return `<title>waiting</title><body><h1>Socket page</h1><script>
      for (const target of ${JSON.stringify(targets)}) {
        try {
          const ws = new WebSocket(target)
          ws.onmessage = (m) => {
            document.title = 'LEAKED ' + m.data
            document.body.insertAdjacentHTML('beforeend', '<p>LEAKED ' + m.data + '</p>')
          }
        } catch {}
      }
    </script></body>`
  }
  if (path === '/rtc') {
    const port = Number(query.get('port'))
    return `<title>waiting</title><body><h1>RTC page</h1><script>
      const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${port}' }, { urls: 'turn:127.0.0.1:${port}?transport=udp', username: 'u', credential: 'p' }] })
      pc.createDataChannel('x')
      pc.onicecandidate = (e) => { if (e.candidate) document.title = 'candidate ' + e.candidate.type }
      pc.createOffer().then((o) => pc.setLocalDescription(o))
    </script></body>`
  }
  if (path === '/fetch') {
    const target = query.get('target') ?? ''
    return `<title>waiting</title><body><h1>Fetch page</h1><script>
      fetch(${JSON.stringify(target)}).then((r) => r.text()).then(
        (t) => { document.title = 'LEAKED ' + t },
        () => { document.title = 'fetch failed' },
      )
    </script></body>`
  }
  return '<title>Public page</title><h1>Hello</h1>'
}

beforeAll(async () => {
  if (unavailable) return
  site = await startPublicSite(
    (request, response) => {
      const url = new URL(request.url ?? '/', 'https://x')
      if (url.pathname === '/hook') {
        hooks.push(String(request.headers['x-webhook-event']))
        request.resume()
        response.writeHead(204).end()
        return
      }
      if (url.pathname === '/go') {
        // a redirect to wherever the query says: the attacker's page choosing a target
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end()
        return
      }
      // every answer closes its connection, so a page's next request needs a new one (and a lookup)
      response.writeHead(200, { 'content-type': 'text/html', connection: 'close' })
      response.end(attackPage(url.pathname, url.searchParams))
    },
    ['shop.test', 'rebind.test', 'flaky.test'],
  )
  plain = await startLoopbackTarget()
  secure = await startLoopbackTarget(site.certificate)
  const args = site.chromiumArgs
  pool = createBrowserPool({
    concurrency: 2,
    drivers: { lite: createLiteDriver({ args }), stealth: createStealthDriver({ args }) },
  })
}, 60_000)

afterAll(async () => {
  await pool?.close()
  await Promise.all([site?.close(), plain?.close(), secure?.close()])
})

/** A run that waits for the page's scripts, then reports the page title. */
function readTitle(
  url: string,
  options: {
    pool?: BrowserPool
    profile: 'lite' | 'stealth'
    allowPrivate?: boolean
    lookup?: (h: string) => Promise<string[]>
  },
) {
  const planner = createScriptedPlanner([
    { purpose: 'Wait for the page', actions: [{ type: 'wait', for: 'time', ms: 1_500 }] },
    (input) => ({ purpose: 'Report the title', done: true, result: { title: input.observation.title } }),
  ])
  return runAutomation(
    { url, goal: 'Report the page title', browser_profile: options.profile },
    {
      planner,
      pool: options.pool ?? pool,
      allowPrivateNetwork: options.allowPrivate ?? false,
      lookup: options.lookup,
    },
  ).finished
}

/** The policy's lookup: shop.test is the public site; nothing else resolves. */
const siteLookup = async (host: string) =>
  host === 'shop.test' ? [site.address] : Promise.reject(new Error(`ENOTFOUND ${host}`))

const titleOf = (run: Run) => String((run.result as { title?: string } | null)?.title ?? '')

describe.skipIf(unavailable !== null).each(['lite', 'stealth'] as const)('egress attacks (%s)', (profile) => {
  const socketTargets = () => [
    `ws://127.0.0.1:${plain.port}/admin`,
    `wss://127.0.0.1:${secure.port}/admin`,
    `ws://localhost:${plain.port}/admin`,
    `wss://[::ffff:127.0.0.1]:${secure.port}/admin`,
  ]

  it('a page cannot open a WebSocket to loopback (ws, wss, localhost, IPv4-mapped) and read it back', async () => {
    const url = site.url(`/ws?targets=${encodeURIComponent(JSON.stringify(socketTargets()))}`, 'shop.test')
    const before = plain.connections + secure.connections
    const run = await readTitle(url, { profile, lookup: siteLookup })
    expect(run.status).toBe('COMPLETED')
    expect(titleOf(run)).toBe('waiting')
    expect(JSON.stringify(run.result)).not.toContain('LEAKED')
    expect(plain.connections + secure.connections).toBe(before)
  })

  it('control: without the gate (private networks allowed) the same page reads the loopback socket', async () => {
    const url = site.url(`/ws?targets=${encodeURIComponent(JSON.stringify(socketTargets()))}`, 'shop.test')
    const run = await readTitle(url, { profile, allowPrivate: true })
    expect(titleOf(run)).toMatch(/^LEAKED SECRET \/admin/)
  })

  // The full Chromium of `stealth` takes the WebRTC policy only from profile preferences, not
  // from the switch (only the headless shell honours it): a known gap, stated in the README.
  it('a page cannot send UDP to loopback through WebRTC (STUN, TURN)', async () => {
    const udp = createSocket('udp4')
    let packets = 0
    udp.on('message', () => packets++)
    await new Promise<void>((r) => udp.bind(0, '127.0.0.1', r))
    // control: a browser with WebRTC's default policy (the headless shell, whose switch can
    // undo ours, stands in for both profiles) sends the page's STUN requests to loopback
    const unrestricted = createLiteDriver({
      args: [...site.chromiumArgs, '--force-webrtc-ip-handling-policy=default'],
    })
    const open = createBrowserPool({
      concurrency: 1,
      drivers: { lite: unrestricted, stealth: unrestricted },
    })
    try {
      const url = site.url(`/rtc?port=${udp.address().port}`, 'shop.test')
      await readTitle(url, { profile, lookup: siteLookup })
      expect(packets).toBe(0)
      await readTitle(url, { profile, lookup: siteLookup, pool: open })
      expect(packets).toBeGreaterThan(0)
    } finally {
      udp.close()
      await open.close()
    }
  })

  it('DNS rebinding: a name that answers the site first and loopback afterwards never reaches loopback', async () => {
    let lookups = 0
    const lookup = async (host: string) => {
      if (host !== 'rebind.test') throw new Error(`ENOTFOUND ${host}`)
      return lookups++ === 0 ? [site.address] : ['127.0.0.1']
    }
    const before = secure.connections
    // same name, the loopback server's port: a second lookup by anyone would connect to it
    const target = `https://rebind.test:${secure.port}/secret`
    const run = await readTitle(site.url(`/fetch?target=${encodeURIComponent(target)}`, 'rebind.test'), {
      profile,
      lookup,
    })
    expect(run.status).toBe('COMPLETED')
    expect(titleOf(run)).toBe('fetch failed')
    expect(secure.connections).toBe(before)
  })

  it('control: without the gate the same fetch page reads the loopback secret', async () => {
    const target = `https://rebind.test:${secure.port}/secret`
    const run = await readTitle(site.url(`/fetch?target=${encodeURIComponent(target)}`, 'rebind.test'), {
      profile,
      allowPrivate: true,
    })
    expect(titleOf(run)).toBe('LEAKED SECRET /secret')
  })

  it('a redirect to a name on loopback fails with the same words whether or not the port is open (no port-scan oracle)', async () => {
    const lookup = async (host: string) => {
      if (host === 'shop.test') return [site.address]
      if (host === 'rebind.test') return ['127.0.0.1']
      throw new Error(`ENOTFOUND ${host}`)
    }
    const unused = await closedPort()
    const attempt = async (port: number) => {
      const to = encodeURIComponent(`https://rebind.test:${port}/`)
      const run = await readTitle(site.url(`/go?to=${to}`, 'shop.test'), { profile, lookup })
      expect(run.status).toBe('FAILED')
      return String(run.error?.message).replaceAll(String(port), 'PORT')
    }
    const before = secure.connections
    const open = await attempt(secure.port)
    const closed = await attempt(unused)
    expect(open).toBe(closed)
    expect(open).toMatch(/rebind\.test resolves to 127\.0\.0\.1, a loopback address/)
    expect(secure.connections).toBe(before)
  })

  it('a failed lookup is refused, in the page and for the run itself, even when the next lookup answers loopback', async () => {
    let lookups = 0
    const lookup = async (host: string) => {
      if (host === 'shop.test') return [site.address]
      if (host === 'flaky.test') {
        if (lookups++ === 0) throw new Error('SERVFAIL')
        return ['127.0.0.1']
      }
      throw new Error(`ENOTFOUND ${host}`)
    }
    const before = secure.connections
    const target = `https://flaky.test:${secure.port}/secret`
    const run = await readTitle(site.url(`/fetch?target=${encodeURIComponent(target)}`, 'shop.test'), {
      profile,
      lookup,
    })
    expect(titleOf(run)).toBe('fetch failed')
    expect(secure.connections).toBe(before)
  })
})

describe.skipIf(unavailable !== null)('egress through a run proxy', () => {
  it('browser -> gate -> the deployment proxy -> the site; a loopback target is refused before the proxy is asked', async () => {
    const proxy = await startRecordingProxy({ username: 'user', password: 'secret' })
    try {
      const target = `https://127.0.0.1:${secure.port}/secret`
      const before = secure.connections
      const planner = createScriptedPlanner([
        { purpose: 'Wait for the page', actions: [{ type: 'wait', for: 'time', ms: 1_000 }] },
        (input) => ({ purpose: 'Report', done: true, result: { title: input.observation.title } }),
      ])
      const run = await runAutomation(
        {
          url: site.url(`/fetch?target=${encodeURIComponent(target)}`),
          goal: 'Report the page title',
          proxy_config: { enabled: true, country_code: 'US' },
        },
        { planner, pool, proxies: { byCountry: { US: proxy.url } } },
      ).finished
      expect(run.status).toBe('COMPLETED')
      expect(titleOf(run)).toBe('fetch failed')
      expect(proxy.targets()).toEqual([`${site.address}:${site.port}`])
      expect(secure.connections).toBe(before)
    } finally {
      await proxy.close()
    }
  })
})

describe.skipIf(unavailable !== null)('egress before any browser', () => {
  it('an unresolvable name is refused before a browser starts', async () => {
    const fresh = createBrowserPool({
      concurrency: 1,
      drivers: { lite: createLiteDriver({ args: site.chromiumArgs }) },
    })
    try {
      const run = await runAutomation(
        { url: 'https://nowhere.invalid/', goal: 'Get the page title' },
        { pool: fresh, lookup: async () => Promise.reject(new Error('ENOTFOUND')) },
      ).finished
      expect(run.status).toBe('FAILED')
      expect(run.error?.message).toMatch(/nowhere\.invalid could not be resolved/)
      // refused, but a lookup can fail for a while: worth a retry, unlike a forbidden address
      expect(run.error).toMatchObject({ category: 'SYSTEM_FAILURE', code: 'name_not_resolved' })
      expect(fresh.pids()).toEqual([])
    } finally {
      await fresh.close()
    }
  })

  it('the public site itself is reachable with the default policy (the gate lets allowed traffic through)', async () => {
    const run = await readTitle(site.url('/', 'shop.test'), {
      profile: 'lite',
      lookup: siteLookup,
    })
    expect(run.status).toBe('COMPLETED')
    expect(titleOf(run)).toBe('Public page')
  })
})

describe.skipIf(unavailable !== null)('egress of the server itself (default policy)', () => {
  it('a webhook whose name rebinds to loopback after the submit check is refused at delivery: no connection, no retries', async () => {
    const lookups: string[] = []
    const lookup = async (host: string) => {
      lookups.push(host)
      if (host === 'shop.test') return [site.address]
      if (host === 'hook.test')
        return lookups.filter((h) => h === 'hook.test').length === 1 ? [site.address] : ['127.0.0.1']
      throw new Error(`ENOTFOUND ${host}`)
    }
    const server = await startTestServer({
      config: { allowPrivateNetwork: false },
      parts: { pool, lookup, outboundCa: site.certificate.cert, webhookBackoffMs: [10, 10, 10] },
    })
    try {
      const before = secure.connections
      const runId = await startAsync(server.api, {
        url: site.url('/', 'shop.test'),
        goal: 'Report the title',
        webhook_url: `https://hook.test:${secure.port}/hook`,
      })
      const run = await waitForRun(server.api, runId)
      expect(run.status).toBe('COMPLETED')
      await waitFor('the delivery to be given up', () => server.logs.find((l) => /webhook for run/.test(l)))
      expect(server.logs.join('\n')).toMatch(
        /refused by the URL policy .*hook\.test resolves to 127\.0\.0\.1.*not retried/,
      )
      // one lookup at submit, one for the one delivery attempt
      expect(lookups.filter((h) => h === 'hook.test')).toHaveLength(2)
      expect(secure.connections).toBe(before)
    } finally {
      await server.close()
    }
  })

  it('control: a webhook on the public site is delivered under the default policy', async () => {
    const lookup = async (host: string) =>
      host === 'shop.test' ? [site.address] : Promise.reject(new Error(`ENOTFOUND ${host}`))
    const server = await startTestServer({
      config: { allowPrivateNetwork: false },
      parts: { pool, lookup, outboundCa: site.certificate.cert, webhookBackoffMs: [10, 10, 10] },
    })
    try {
      hooks.length = 0
      const runId = await startAsync(server.api, {
        url: site.url('/', 'shop.test'),
        goal: 'Report the title',
        webhook_url: site.url('/hook', 'shop.test'),
      })
      await waitForRun(server.api, runId)
      await waitFor('the webhook', () => hooks.length > 0)
      expect(hooks).toEqual(['run.completed'])
    } finally {
      await server.close()
    }
  })
})
