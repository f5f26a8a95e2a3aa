import { describe, expect, it } from 'vitest'
import { classifyAddress, createUrlPolicy } from '../../src/browser/url-policy'
import { AutomationError } from '../../src/errors'

/** A lookup from a fixed table; unknown names fail like NXDOMAIN. */
function fakeLookup(table: Record<string, string[]>) {
  const calls: string[] = []
  const lookup = async (hostname: string) => {
    calls.push(hostname)
    const addresses = table[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses
  }
  return { lookup, calls }
}

async function refusal(promise: Promise<unknown>): Promise<AutomationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AutomationError)
  expect((error as AutomationError).code).toBe('URL_BLOCKED')
  return error as AutomationError
}

const { lookup } = fakeLookup({
  'example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'internal.example': ['10.0.0.5'],
  'mixed.example': ['93.184.216.34', '192.168.1.10'],
  'metadata.example': ['169.254.169.254'],
  'v6local.example': ['fd00::1'],
})
const policy = createUrlPolicy({ lookup })

describe('url policy: check', () => {
  it('allows https on public addresses and hostnames resolving only to them', async () => {
    await policy.check('https://example.com/path?q=1')
    await policy.check('https://93.184.216.34/')
    await policy.check('https://[2606:2800:220:1:248:1893:25c8:1946]/')
    await policy.check('wss://example.com/socket')
    await policy.check('https://[::ffff:93.184.216.34]/')
  })

  it('allows data:, blob: and about: URLs', async () => {
    await policy.check('data:text/html,<p>hi</p>')
    await policy.check('blob:https://example.com/0b9b6a1c-4c4f-4a55-9d1e-3f3c1a3b7d21')
    await policy.check('about:blank')
  })

  it('refuses http by default, saying how to allow it', async () => {
    const error = await refusal(policy.check('http://example.com/'))
    expect(error.message).toBe(
      'http://example.com/ is not allowed: only https URLs may be visited (allowPrivateNetwork allows http for local development)',
    )
    await refusal(policy.check('ws://example.com/'))
  })

  it('refuses non-web schemes and garbage, even with allowPrivateNetwork', async () => {
    const open = createUrlPolicy({ allowPrivateNetwork: true, lookup })
    for (const p of [policy, open]) {
      expect((await refusal(p.check('file:///etc/passwd'))).message).toContain('file: URLs are not allowed')
      await refusal(p.check('ftp://example.com/'))
      await refusal(p.check('chrome://settings'))
      await refusal(p.check('javascript:alert(1)'))
      await refusal(p.check('not a url'))
    }
  })

  it.each([
    ['https://127.0.0.1/', 'a loopback address'],
    ['https://127.8.9.10:8443/', 'a loopback address'],
    ['https://10.1.2.3/', 'a private address'],
    ['https://172.16.0.1/', 'a private address'],
    ['https://172.31.255.255/', 'a private address'],
    ['https://192.168.0.1/', 'a private address'],
    ['https://169.254.169.254/latest/meta-data/', 'a link-local address'],
    ['https://100.64.0.1/', 'CGNAT'],
    ['https://0.0.0.0/', 'this network'],
    ['https://224.0.0.1/', 'a multicast address'],
    ['https://255.255.255.255/', 'the broadcast address'],
    ['https://240.0.0.1/', 'a reserved address'],
    ['https://198.18.0.1/', 'benchmarking'],
    ['https://192.0.2.1/', 'a documentation address'],
    // WHATWG URL normalises these IPv4 spellings to 127.0.0.1 / 10.0.0.1 before we look
    ['https://2130706433/', '127.0.0.1 is a loopback address'],
    ['https://0x7f000001/', '127.0.0.1 is a loopback address'],
    ['https://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['https://127.1/', '127.0.0.1 is a loopback address'],
    ['https://0xa.0.0.1/', '10.0.0.1 is a private address'],
    ['https://0/', '0.0.0.0'],
    ['https://[::1]/', 'a loopback address'],
    ['https://[::]/', 'the unspecified address'],
    ['https://[fe80::1]/', 'a link-local address'],
    ['https://[fd12:3456::1]/', 'a unique-local address'],
    ['https://[fc00::1]/', 'a unique-local address'],
    ['https://[ff02::1]/', 'a multicast address'],
    ['https://[2001:db8::1]/', 'a documentation address'],
    ['https://[::ffff:127.0.0.1]/', 'IPv4-mapped form of 127.0.0.1, a loopback address'],
    ['https://[::ffff:10.0.0.1]/', 'IPv4-mapped form of 10.0.0.1, a private address'],
    ['https://[::ffff:a9fe:a9fe]/', '169.254.169.254, a link-local address'],
    ['https://[64:ff9b::7f00:1]/', 'NAT64 form of 127.0.0.1'],
    ['https://[2002:c0a8:101::1]/', '6to4 form of 192.168.1.1'],
    ['https://[::127.0.0.1]/', 'IPv4-compatible'],
    ['https://localhost/', 'localhost is a loopback name'],
    ['https://LOCALHOST.:8443/', 'localhost is a loopback name'],
    ['https://api.localhost/', 'api.localhost is a loopback name'],
  ])('refuses %s (%s)', async (url, why) => {
    const error = await refusal(policy.check(url))
    expect(error.message).toContain(`${url} is not allowed: `)
    expect(error.message).toContain(why)
    expect(error.data.url).toBe(url)
  })

  it('refuses hostnames resolving to any non-public address, naming the address', async () => {
    expect((await refusal(policy.check('https://internal.example/'))).message).toBe(
      'https://internal.example/ is not allowed: internal.example resolves to 10.0.0.5, a private address',
    )
    expect((await refusal(policy.check('https://mixed.example/'))).message).toContain(
      'resolves to 192.168.1.10, a private address',
    )
    expect((await refusal(policy.check('https://metadata.example/'))).message).toContain(
      'a link-local address',
    )
    expect((await refusal(policy.check('https://v6local.example/'))).message).toContain(
      'a unique-local address',
    )
  })

  it('fails closed: a hostname that does not resolve, or resolves to nothing, is refused', async () => {
    await expect(policy.check('https://does-not-exist.example/')).rejects.toThrow(
      /does-not-exist\.example could not be resolved/,
    )
    const empty = createUrlPolicy({ lookup: async () => [] })
    await expect(empty.check('https://empty.example/')).rejects.toThrow(/could not be resolved/)
  })

  it('does not keep a failed lookup: the next check asks again (and judges what it gets)', async () => {
    let calls = 0
    const flaky = createUrlPolicy({
      lookup: async () => {
        calls++
        if (calls === 1) throw new Error('SERVFAIL')
        return ['127.0.0.1']
      },
    })
    await expect(flaky.check('https://flaky.example/')).rejects.toThrow(/could not be resolved/)
    await expect(flaky.check('https://flaky.example/')).rejects.toThrow(/resolves to 127\.0\.0\.1/)
    expect(calls).toBe(2)
  })

  it('caches lookups briefly', async () => {
    const fake = fakeLookup({ 'a.example': ['93.184.216.34'] })
    const cached = createUrlPolicy({ lookup: fake.lookup, cacheTtlMs: 50 })
    await cached.check('https://a.example/1')
    await cached.check('https://a.example/2')
    expect(fake.calls).toEqual(['a.example'])
    await new Promise((resolve) => setTimeout(resolve, 60))
    await cached.check('https://a.example/3')
    expect(fake.calls).toEqual(['a.example', 'a.example'])
  })

  it('allows http and private addresses with allowPrivateNetwork, without lookups', async () => {
    const fake = fakeLookup({})
    const open = createUrlPolicy({ allowPrivateNetwork: true, lookup: fake.lookup })
    await open.check('http://localhost:3000/')
    await open.check('https://10.0.0.5/')
    await open.check('http://[::1]:8080/')
    await open.check('https://internal.example/')
    expect(fake.calls).toEqual([])
  })
})

describe('classifyAddress', () => {
  it('treats public IPv4 and global IPv6 as public', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '2606:4700::1111',
      '2a00:1450:4001::200e',
    ]) {
      expect(classifyAddress(address), address).toBeUndefined()
    }
  })

  it('checks the edges of ranges', () => {
    expect(classifyAddress('172.15.255.255')).toBeUndefined()
    expect(classifyAddress('172.32.0.0')).toBeUndefined()
    expect(classifyAddress('100.63.255.255')).toBeUndefined()
    expect(classifyAddress('100.128.0.0')).toBeUndefined()
    expect(classifyAddress('100.127.255.255')).toContain('CGNAT')
    expect(classifyAddress('223.255.255.255')).toBeUndefined()
  })

  it('ignores an IPv6 zone id as the resolver may return one', () => {
    expect(classifyAddress('fe80::1%eth0')).toBe('a link-local address')
  })
})
