/**
 * SSRF protection: the browser may only visit https URLs on public addresses, so a goal (or a
 * page) cannot point it at the host's own network, cloud metadata endpoints or localhost.
 *
 * `check` judges one URL; `addressesOf` gives the checked addresses of a host, for whoever
 * connects (the egress gate of a run's browser, webhooks, client-metadata fetches) to connect
 * to those only. `install` refuses requests of a context early, redirect hops included,
 * through a CDP Fetch interceptor on the browser target (see installInterceptor for why not
 * `context.route`); it never sees WebSockets, which is why runs also go through the gate.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { AutomationError, isAutomationError } from '../errors'

/** Options of {@link createUrlPolicy}. */
export interface UrlPolicyOptions {
  /**
   * Allow http and private, loopback and link-local addresses: for local development only.
   * @default false
   */
  allowPrivateNetwork?: boolean
  /**
   * Resolves a hostname to all of its addresses.
   * @default dns.promises.lookup(hostname, { all: true }), results shared by every default policy
   */
  lookup?: (hostname: string) => Promise<string[]>
  /**
   * How long a lookup result is reused, in ms.
   * @default 30_000
   */
  cacheTtlMs?: number
  /**
   * Called with each refusal of a request a page made (not of `check` calls), e.g. to tell a
   * blocked redirect apart from a network failure.
   * @default undefined
   */
  onBlocked?: (error: AutomationError) => void
}

/** What {@link createUrlPolicy} returns. */
export interface UrlPolicy {
  /**
   * Resolves when `url` may be visited; throws AutomationError `URL_BLOCKED` naming the url and
   * why. Fails closed: a host whose lookup fails or gives no address is refused.
   */
  check(url: string): Promise<void>
  /**
   * The addresses `host` may be connected to: every address its lookup gave, each checked, so
   * that a caller connects only to these (no second lookup that could answer otherwise).
   * Throws URL_BLOCKED when one is not public, or when the lookup fails or gives nothing.
   * null with `allowPrivateNetwork`: nothing to check, connect as usual.
   */
  addressesOf(host: string): Promise<string[] | null>
  /**
   * What can be refused without a lookup: the scheme, literal non-public addresses and
   * loopback names. Throws URL_BLOCKED.
   */
  checkWithoutLookup(url: string): void
  /**
   * Makes `context` refuse every request `check` refuses, redirect hops included: they fail
   * with net::ERR_BLOCKED_BY_CLIENT. Does nothing with `allowPrivateNetwork`. Install before
   * the context's pages make requests (a lease's fresh page is fine). With `lookup: false`
   * it checks without looking names up, for a context whose connections go through an egress
   * gate that resolves and checks them itself.
   */
  install(context: BrowserContext, options?: { lookup?: boolean }): Promise<void>
}

/** Schemes with nothing to fetch over the network: always allowed. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:'])
const HTTPS_SCHEMES = new Set(['https:', 'wss:'])
const HTTP_SCHEMES = new Set(['http:', 'ws:'])

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), with the reason given. */
const IPV4_BLOCKED: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a shared (CGNAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved (IETF protocol) address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved (6to4 relay) address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a reserved (benchmarking) address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['255.255.255.255', 32, 'the broadcast address'],
  ['240.0.0.0', 4, 'a reserved address'],
]

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

const IPV4_RANGES = IPV4_BLOCKED.map(([base, bits, reason]) => ({
  base: ipv4ToNumber(base),
  size: 2 ** (32 - bits),
  reason,
}))

function classifyIpv4(address: string): string | undefined {
  const n = ipv4ToNumber(address)
  return IPV4_RANGES.find((r) => n >= r.base && n < r.base + r.size)?.reason
}

/** Eight 16-bit groups of an IPv6 address (embedded dotted IPv4 tail and zone id handled). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '')
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted?.[1]) {
    const n = ipv4ToNumber(dotted[1])
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

function groupsToIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

function classifyIpv6(address: string): string | undefined {
  const g = ipv6Groups(address)
  const [g0 = 0, g1 = 0, g2 = 0, , , g5 = 0, g6 = 0, g7 = 0] = g
  const zeroUntil = (end: number) => g.slice(0, end).every((x) => x === 0)
  // an IPv6 form of an IPv4 address reaches that IPv4 address: judge it as such
  const embedded = (high: number, low: number, kind: string) => {
    const v4 = groupsToIpv4(high, low)
    const reason = classifyIpv4(v4)
    return reason && `${kind} form of ${v4}, ${reason}`
  }
  if (zeroUntil(8)) return 'the unspecified address'
  if (zeroUntil(7) && g7 === 1) return 'a loopback address'
  if (zeroUntil(5) && g5 === 0xffff) return embedded(g6, g7, 'an IPv4-mapped')
  if (zeroUntil(6)) return 'a reserved (IPv4-compatible) address'
  if (g0 === 0x64 && g1 === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embedded(g6, g7, 'a NAT64')
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'a private (local NAT64) address'
  if (g0 === 0x2002) return embedded(g1, g2, 'a 6to4')
  if ((g0 & 0xfe00) === 0xfc00) return 'a unique-local address'
  if ((g0 & 0xffc0) === 0xfe80) return 'a link-local address'
  if ((g0 & 0xffc0) === 0xfec0) return 'a site-local address'
  if ((g0 & 0xff00) === 0xff00) return 'a multicast address'
  if (g0 === 0x2001 && g1 === 0x0db8) return 'a documentation address'
  if (g0 === 0x2001 && g1 < 0x200) return 'a reserved (IETF protocol) address'
  if ((g0 & 0xfff0) === 0x3ff0) return 'a documentation address'
  // global unicast is 2000::/3; everything else is reserved or special-purpose
  if ((g0 & 0xe000) !== 0x2000) return 'a reserved address'
  return undefined
}

/**
 * Why `address` (an IPv4 or IPv6 literal) is not on the public internet, e.g. 'a private address';
 * undefined when it is public.
 */
export function classifyAddress(address: string): string | undefined {
  const version = isIP(address.replace(/%.*$/, ''))
  if (version === 4) return classifyIpv4(address)
  if (version === 6) return classifyIpv6(address)
  return 'not an IP address'
}

interface CacheEntry {
  expires: number
  addresses: Promise<string[]>
}

/** Bounded so a page with thousands of hostnames cannot grow it without limit. */
const CACHE_LIMIT = 1_000
/** Results of the default lookup, shared by every policy of the process. */
const sharedCache = new Map<string, CacheEntry>()

async function defaultLookup(hostname: string): Promise<string[]> {
  const results = await dnsLookup(hostname, { all: true, verbatim: true })
  return results.map((r) => r.address)
}

function blocked(url: string, why: string, extra: Record<string, unknown> = {}): AutomationError {
  return new AutomationError('URL_BLOCKED', `${url} is not allowed: ${why}`, { url, ...extra })
}

/**
 * Creates a URL policy. By default only https (and wss) URLs whose host is, and resolves to,
 * public addresses pass; `allowPrivateNetwork` lifts both rules for local development but still
 * refuses non-web schemes such as file:.
 *
 * @example
 * const policy = createUrlPolicy()
 * await policy.check('http://example.com') // throws URL_BLOCKED: only https URLs may be visited
 * await policy.install(context)             // the page cannot fetch 127.0.0.1 either
 */
export function createUrlPolicy(options: UrlPolicyOptions = {}): UrlPolicy {
  const allowPrivate = options.allowPrivateNetwork ?? false
  const lookup = options.lookup ?? defaultLookup
  const cache = options.lookup ? new Map<string, CacheEntry>() : sharedCache
  const ttl = options.cacheTtlMs ?? 30_000

  /** The host's addresses; a lookup that fails or gives none is not kept, and throws. */
  function resolve(hostname: string): Promise<string[]> {
    const now = Date.now()
    const hit = cache.get(hostname)
    if (hit && hit.expires > now) return hit.addresses
    if (hit) cache.delete(hostname)
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
    const addresses = Promise.resolve()
      .then(() => lookup(hostname))
      .then((found) => {
        if (!Array.isArray(found) || found.length === 0) throw new Error('no address')
        return found
      })
    addresses.catch(() => {
      if (cache.get(hostname)?.addresses === addresses) cache.delete(hostname)
    })
    cache.set(hostname, { expires: now + ttl, addresses })
    return addresses
  }

  /** The host of a URL as the policy judges it: no brackets, no trailing dot. */
  const hostOf = (parsed: URL) => parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '')

  /** Parses and judges what needs no lookup; the host, or null when nothing is left to check. */
  function judgeWithoutLookup(url: string): string | null {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw blocked(url, 'it is not a valid URL')
    }
    const scheme = parsed.protocol
    if (LOCAL_SCHEMES.has(scheme)) return null
    if (HTTP_SCHEMES.has(scheme) && !allowPrivate) {
      throw blocked(
        url,
        'only https URLs may be visited (allowPrivateNetwork allows http for local development)',
      )
    }
    if (!HTTPS_SCHEMES.has(scheme) && !HTTP_SCHEMES.has(scheme)) {
      throw blocked(url, `${scheme} URLs are not allowed, only https URLs may be visited`)
    }
    if (allowPrivate) return null
    // WHATWG URL already turned decimal, octal and hex IPv4 forms into dotted quads
    const host = hostOf(parsed)
    hostProblem(host, url)
    return isIP(host) ? null : host
  }

  /** Refuses loopback names and non-public literal addresses. */
  function hostProblem(host: string, url: string): void {
    if (host === 'localhost' || host.endsWith('.localhost')) throw blocked(url, `${host} is a loopback name`)
    if (isIP(host)) {
      const reason = classifyAddress(host)
      if (reason) throw blocked(url, `${host} is ${reason}`)
    }
  }

  /** The checked addresses of `host`; refusals name `url`. */
  async function checkedAddresses(host: string, url: string): Promise<string[]> {
    hostProblem(host, url)
    if (isIP(host)) return [host]
    let addresses: string[]
    try {
      addresses = await resolve(host)
    } catch {
      // fail closed: a name that does not resolve here is not visited (a resolver that fails
      // first and answers a private address later must not get through)
      throw blocked(url, `${host} could not be resolved`, { unresolved: true })
    }
    for (const address of addresses) {
      const reason = classifyAddress(address)
      if (reason) throw blocked(url, `${host} resolves to ${address}, ${reason}`)
    }
    return addresses
  }

  async function addressesOf(rawHost: string): Promise<string[] | null> {
    if (allowPrivate) return null
    const host = rawHost
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase()
    return checkedAddresses(host, `https://${host.includes(':') ? `[${host}]` : host}/`)
  }

  async function check(url: string): Promise<void> {
    const host = judgeWithoutLookup(url)
    if (host !== null) await checkedAddresses(host, url)
  }

  return {
    check,
    addressesOf,
    checkWithoutLookup: (url) => void judgeWithoutLookup(url),
    async install(context: BrowserContext, installOptions = {}): Promise<void> {
      // private networks allowed: nothing left to refuse that a page could reach, so skip the per-request cost
      if (allowPrivate) return
      const judge: Check =
        installOptions.lookup === false ? async (url) => void judgeWithoutLookup(url) : check
      const guarded: Check = (url) =>
        judge(url).catch((e: unknown) => {
          if (isAutomationError(e, 'URL_BLOCKED')) options.onBlocked?.(e)
          throw e
        })
      const browser = context.browser()
      if (browser) return installInterceptor(browser, context, guarded)
      // a persistent context has no Browser to gate: fall back to a route handler, which sees
      // first hops only (and disables the HTTP cache of the context's pages)
      await context.route('**/*', (route, request) =>
        guarded(request.url()).then(
          () => route.fallback(),
          () => route.abort('blockedbyclient'),
        ),
      )
    },
  }
}

function noop(): void {}

type Check = (url: string) => Promise<void>

/** The request interceptor of one browser and the policies of the contexts that installed one. */
interface Interceptor {
  ready: Promise<void>
  /** Checks by CDP browserContextId. */
  byId: Map<string, Check>
  /** Checks of contexts whose id is not known yet (no page to ask at install time). */
  unmapped: Map<BrowserContext, Check>
  /** CDP frame (or worker) id to browserContextId; undefined when Chromium has no target for it. */
  frames: Map<string, Promise<string | undefined>>
}

const interceptors = new WeakMap<Browser, Interceptor>()
/** Bounds the frame map of a long-lived browser. */
const FRAME_CACHE_LIMIT = 5_000

/**
 * Enforces the policy with a Fetch interceptor on the browser target rather than
 * `context.route`, because, measured on Chromium 156 with playwright-core 1.65:
 * - route handlers see only the first hop of a request: Playwright continues redirect hops
 *   itself, so a public URL answering `302 Location: https://10.0.0.5/` would get through;
 * - a cross-origin redirect of fetch() restarts as a new request that no route handler sees;
 * - a Fetch interceptor per page comes too late for a popup's first navigation (Chromium fixes
 *   a loader's interceptors when the loader starts);
 * - Playwright turns the HTTP cache off for every page of a routed context.
 * The browser-level interceptor is in place before the context's first request and sees every
 * hop from every page, frame and worker. A paused request names its frame, not its context:
 * pages, out-of-process frames and workers are targets that Chromium maps to their context;
 * for other frames (same-process iframes) every installed policy applies, which errs on the
 * side of refusing, and only matters when some contexts of the browser run without a policy.
 */
async function installInterceptor(browser: Browser, context: BrowserContext, check: Check): Promise<void> {
  let gate = interceptors.get(browser)
  if (!gate) {
    const created: Interceptor = {
      byId: new Map(),
      unmapped: new Map(),
      frames: new Map(),
      ready: Promise.resolve(),
    }
    created.ready = openInterceptor(browser, created)
    interceptors.set(browser, created)
    gate = created
  }
  const active = gate
  active.unmapped.set(context, check)
  let contextId: string | undefined
  const map = async (page: Page) => {
    contextId = await contextIdOf(context, page)
    if (contextId === undefined || !active.unmapped.has(context)) return
    active.unmapped.delete(context)
    active.byId.set(contextId, check)
  }
  context.once('close', () => {
    active.unmapped.delete(context)
    if (contextId !== undefined) active.byId.delete(contextId)
  })
  const page = context.pages()[0]
  if (page) await map(page)
  else context.once('page', (first) => void map(first))
  await active.ready
}

/** The CDP browserContextId of `context`, asked through one of its pages. */
async function contextIdOf(context: BrowserContext, page: Page): Promise<string | undefined> {
  try {
    const session = await context.newCDPSession(page)
    const { targetInfo } = await session.send('Target.getTargetInfo')
    await session.detach().catch(noop)
    return targetInfo.browserContextId
  } catch {
    return undefined
  }
}

async function openInterceptor(browser: Browser, gate: Interceptor): Promise<void> {
  const session = await browser.newBrowserCDPSession()
  const contextOfFrame = (frameId: string) => {
    let known = gate.frames.get(frameId)
    if (!known) {
      if (gate.frames.size >= FRAME_CACHE_LIMIT) gate.frames.clear()
      known = session.send('Target.getTargetInfo', { targetId: frameId }).then(
        (r) => r.targetInfo.browserContextId,
        () => undefined,
      )
      gate.frames.set(frameId, known)
    }
    return known
  }
  const checksFor = async (frameId: string): Promise<Check[]> => {
    if (gate.byId.size === 0 && gate.unmapped.size === 0) return []
    const contextId = await contextOfFrame(frameId)
    const own = contextId === undefined ? undefined : gate.byId.get(contextId)
    if (own) return [own]
    const pending = [...gate.unmapped.values()]
    return contextId === undefined ? [...gate.byId.values(), ...pending] : pending
  }
  session.on('Fetch.requestPaused', (event) => {
    const requestId = event.requestId
    checksFor(event.frameId)
      .then((checks) => Promise.all(checks.map((check) => check(event.request.url))))
      .then(
        () => session.send('Fetch.continueRequest', { requestId }),
        () => session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }),
      )
      .catch(noop) // the request (or the browser) went away meanwhile
  })
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] })
}
