import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

const SITES = [
  'shop',
  'search',
  'form',
  'spa',
  'iframe',
  'shadow',
  'cookie',
  'tabs',
  'table',
  'news',
  'widgets',
  'reports',
] as const

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server?.close()
})

/** Counts opening tags, the way a benchmark would size a page. */
function countElements(html: string): number {
  return html.match(/<[a-z][a-z0-9-]*\b/gi)?.length ?? 0
}

/** A raw GET that keeps the path as written (fetch would normalise `..`). */
function rawGet(origin: string, path: string): Promise<number> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('fixture server', () => {
  it('listens on 127.0.0.1 and localhost on two random ports', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.crossOrigin).toMatch(/^http:\/\/localhost:\d+$/)
    expect(new URL(server.origin).port).not.toBe(new URL(server.crossOrigin).port)
  })

  it.each(SITES)('serves the %s site index as HTML', async (site) => {
    const res = await fetch(server.url(`/${site}/`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>/i)
    expect(html).toMatch(/<title>[^<]+<\/title>/)
  })

  it('serves static assets with their content types', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/shop/style.css', /^text\/css/],
      ['/shop/shop.js', /^text\/javascript/],
      ['/shop/img/laptop.svg', /^image\/svg\+xml/],
    ]
    for (const [path, type] of cases) {
      const res = await fetch(server.url(path))
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(type)
    }
  })

  it('redirects a directory without its trailing slash', async () => {
    const res = await fetch(server.url('/shop'), { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/shop/')
  })

  it('answers 404 with an HTML page for missing files', async () => {
    const res = await fetch(server.url('/shop/no-such-page.html'))
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain('Page not found')
  })

  it('does not serve files outside the sites directory', async () => {
    expect(await rawGet(server.origin, '/../server.ts')).toBe(404)
    expect(await rawGet(server.origin, '/shop/..%2F..%2Fserver.ts')).toBe(404)
  })

  it('shop: laptops page 1 lists products and links to page 2', async () => {
    const html = await (await fetch(server.url('/shop/laptops.html'))).text()
    expect(html.match(/class="product-card"/g)).toHaveLength(8)
    expect(html).toContain('Aerolite 14 Ultrabook')
    expect(html).toContain('$1,299.00')
    expect(html).toContain('4.5 out of 5')
    expect(html).toMatch(/<a href="\/shop\/laptops-2\.html" rel="next">Next<\/a>/)
    const page3 = await fetch(server.url('/shop/laptops-3.html'))
    expect(page3.status).toBe(200)
    expect(await page3.text()).not.toContain('rel="next">Next')
  })

  it('search: filters and sorts results server-side', async () => {
    const res = await fetch(server.url('/search/results?q=coffee&sort=price-asc'))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('10 results for “coffee”')
    const prices = [...html.matchAll(/class="res-p">([^<]+)</g)].map((m) => m[1])
    expect(prices[0]).toBe('$12.99')
    expect(prices.at(-1)).toBe('$249.00')
    expect(html).not.toMatch(/<(ul|ol|li)\b/)
    const none = await (await fetch(server.url('/search/results?q=zebra'))).text()
    expect(none).toContain('No results for “zebra”')
  })

  it('redirect: answers 302 with a Location header', async () => {
    const res = await fetch(server.url('/redirect?to=/news/'), { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/news/')
    const followed = await fetch(server.url('/redirect?to=/table/'))
    expect(followed.url).toBe(server.url('/table/'))
    expect(await followed.text()).toContain('Top 10 cities by population')
  })

  it('generated: has about n elements and is deterministic', async () => {
    const first = await (await fetch(server.url('/generated?n=5000'))).text()
    const second = await (await fetch(server.url('/generated?n=5000'))).text()
    expect(first).toBe(second)
    const count = countElements(first)
    expect(count).toBeGreaterThanOrEqual(4900)
    expect(count).toBeLessThanOrEqual(5100)
    for (const tag of ['h2', 'p', 'a', 'button', 'input', 'ul', 'li', 'div']) {
      expect(first, tag).toContain(`<${tag}`)
    }
    expect(countElements(await (await fetch(server.url('/generated?n=200'))).text())).toBeLessThanOrEqual(210)
  })

  it('slow: responds after the requested delay', async () => {
    const started = Date.now()
    const res = await fetch(server.url('/slow?ms=600'))
    expect(await res.text()).toContain('Loaded after 600 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
  })

  it('form: POST /form/submit echoes the name', async () => {
    const res = await fetch(server.url('/form/submit'), {
      method: 'POST',
      body: new URLSearchParams({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Support',
        message: 'Hello',
        terms: 'yes',
      }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain('Thank you, Ada! We received your message.')
    expect(server.formSubmissions.at(-1)).toMatchObject({ name: 'Ada', subject: 'Support', terms: 'yes' })
    const missing = await fetch(server.url('/form/submit'), { method: 'POST', body: new URLSearchParams({}) })
    expect(missing.status).toBe(400)
  })

  it('spa: the products API answers JSON after a delay', async () => {
    const started = Date.now()
    const res = await fetch(server.url('/spa/api/products'))
    const elapsed = Date.now() - started
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const data = (await res.json()) as { products: Array<{ name: string }>; hasMore: boolean; total: number }
    expect(elapsed).toBeGreaterThanOrEqual(700)
    expect(data.products).toHaveLength(8)
    expect(data.products[0]?.name).toBe('Summit 40L Hiking Backpack')
    expect(data.hasMore).toBe(true)
    expect(data.total).toBe(24)
    const last = (await (await fetch(server.url('/spa/api/products?page=3&delay=0'))).json()) as {
      hasMore: boolean
    }
    expect(last.hasMore).toBe(false)
  })

  it('iframe: url() adds the cross origin and the page falls back to it', async () => {
    const url = server.url('/iframe/')
    expect(url).toBe(`${server.origin}/iframe/?x=${server.crossOrigin}`)
    const html = await (await fetch(url)).text()
    expect(html).toContain(`content="${server.crossOrigin}"`)
    const offer = await fetch(`${server.crossOrigin}/iframe/offer.html`)
    expect(offer.status).toBe(200)
    expect(await offer.text()).toContain('Accept offer')
  })

  it('both origins serve the same files', async () => {
    const [a, b] = await Promise.all([
      fetch(`${server.origin}/table/`).then((r) => r.text()),
      fetch(`${server.crossOrigin}/table/`).then((r) => r.text()),
    ])
    expect(a).toBe(b)
    expect(server.crossRequests).toContain('/table/')
  })

  it('records the paths requested on the main server', async () => {
    await fetch(server.url('/news/?from=test'))
    expect(server.requests).toContain('/news/?from=test')
    expect(server.requests).toContain('/generated?n=5000')
    expect(server.requests).toContain('/form/submit')
    expect(server.requests).not.toContain('/iframe/offer.html')
  })

  it('keeps what the pages of a visitor report, by the probe of its first URL', async () => {
    const first = await fetch(server.url('/table/?probe=case-1'))
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).toBe('probe=case-1')
    const script = await fetch(`${server.origin}/__state.js`).then((r) => r.text())
    expect(script).toContain('window.reportState')
    const report = (key: string, value: unknown) =>
      fetch(`${server.origin}/__state`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ key, value }),
      })
    expect((await report('tab', 'Billing')).status).toBe(200)
    await report('tab', 'Security')
    await fetch(`${server.origin}/news/`, { headers: { cookie } })
    expect(server.pageState('case-1')).toEqual({ visited: '/news/', tab: 'Security' })
    // another visitor's state is its own; a report without a probe is kept nowhere
    await fetch(server.url('/shop/?probe=case-2'))
    expect(server.pageState('case-2')).toEqual({ visited: '/shop/' })
    await fetch(`${server.origin}/__state`, { method: 'POST', body: '{"key":"x","value":1}' })
    expect((await fetch(`${server.origin}/__state`, { method: 'POST', body: 'nope' })).status).toBe(400)
    expect(server.pageState('case-1')).toEqual({ visited: '/news/', tab: 'Security' })
  })
})
