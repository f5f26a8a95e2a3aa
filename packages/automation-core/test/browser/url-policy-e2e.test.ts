/**
 * The URL policy against a real Chromium: a "public" site (shop.test, which the fake lookup
 * places at a public address while Chromium's resolver maps it to 127.0.0.1) tries to reach
 * the loopback server directly and through redirects. The server records every path it sees.
 * Chromium trusts the self-signed certificate by its key hash (--ignore-certificate-errors-spki-list).
 */
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserDriver } from '../../src/browser/driver'
import { createLiteDriver } from '../../src/browser/lite-driver'
import { createStealthDriver } from '../../src/browser/stealth-driver'
import { createUrlPolicy } from '../../src/browser/url-policy'

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const PUBLIC_IP = '93.184.216.34'
const lookup = async (hostname: string) => {
  if (hostname === 'shop.test' || hostname === 'cdn.test') return [PUBLIC_IP]
  throw new Error(`ENOTFOUND ${hostname}`)
}

// the stealth driver (patchright, the full Chromium) is held to the same policy as lite
describe.skipIf(!hasOpenssl()).each(['lite', 'stealth'] as const)(
  'url policy in a real browser (%s)',
  (profile) => {
    let dir: string
    let server: Server
    let port: number
    let browser: Browser
    let driver: BrowserDriver
    const seen: string[] = []
    const shop = () => `https://shop.test:${port}`
    const cdn = () => `https://cdn.test:${port}`
    const loopback = () => `https://127.0.0.1:${port}`

    /** Pages of the site; `/to-*` paths redirect to the loopback address. */
    function page(path: string): string | undefined {
      if (path === '/') {
        return `<img id="direct" src="${loopback()}/secret-img">
        <img id="hop" src="/to-secret-img">
        <img id="fine" src="/pixel">
        <iframe src="${cdn()}/frame"></iframe>
        <script>
          new Worker('/worker.js')
          window.results = Promise.all([
            fetch('${loopback()}/secret-fetch').then(() => 'loaded', () => 'failed'),
            fetch('/to-secret-fetch').then(() => 'loaded', () => 'failed'),
            fetch('/data').then((r) => r.text(), () => 'failed'),
          ]).then((r) => { document.body.dataset.results = JSON.stringify(r); return r })
        </script>`
      }
      if (path === '/frame') {
        return `<script>
        fetch('${cdn()}/to-secret-frame-fetch')
      </script>`
      }
      return undefined
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'url-policy-'))
      const cert = join(dir, 'cert.pem')
      execFileSync('openssl', [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.test'],
        ...['-addext', 'subjectAltName=DNS:shop.test,DNS:cdn.test,IP:127.0.0.1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', cert],
      ])
      // trust the certificate by its key hash: with ignoreHTTPSErrors Chromium would not cache anything
      const spki = createHash('sha256')
        .update(new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' }))
        .digest('base64')
      server = createServer(
        { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
        (req, res) => {
          const path = req.url ?? '/'
          seen.push(path)
          res.setHeader('access-control-allow-origin', '*')
          if (path.startsWith('/to-')) {
            res.writeHead(302, { location: `${loopback()}/${path.slice(4)}` }).end()
          } else if (path === '/cached') {
            res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'max-age=600' }).end('cached')
          } else if (path === '/go') {
            res.writeHead(302, { location: `${loopback()}/admin` }).end()
          } else if (path === '/data') {
            res.end('public data')
          } else if (path === '/worker.js') {
            res.writeHead(200, { 'content-type': 'text/javascript' }).end("fetch('/to-secret-worker')")
          } else {
            res.writeHead(200, { 'content-type': 'text/html' }).end(page(path) ?? 'ok')
          }
        },
      )
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
      const args = [
        '--host-resolver-rules=MAP shop.test 127.0.0.1, MAP cdn.test 127.0.0.1',
        `--ignore-certificate-errors-spki-list=${spki}`,
      ]
      driver = profile === 'lite' ? createLiteDriver({ args }) : createStealthDriver({ args })
      browser = await driver.launch()
    })

    afterAll(async () => {
      await browser?.close()
      server?.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    const contexts: BrowserContext[] = []
    afterEach(async () => {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
      seen.length = 0
    })

    async function newContext(withPolicy: boolean): Promise<BrowserContext> {
      const context = await browser.newContext(driver.contextOptions?.())
      contexts.push(context)
      // the lease's fresh page exists before install, as in a run
      await context.newPage()
      if (withPolicy) await createUrlPolicy({ lookup }).install(context)
      return context
    }

    it('without the policy the page reaches the loopback server (control)', async () => {
      const context = await newContext(false)
      const tab = context.pages()[0]!
      await tab.goto(`${shop()}/go`)
      expect(tab.url()).toBe(`${loopback()}/admin`)
      expect(seen).toContain('/admin')
    })

    it('loads the public page but blocks its direct and redirected requests to 127.0.0.1', async () => {
      const blocked: string[] = []
      const context = await browser.newContext(driver.contextOptions?.())
      contexts.push(context)
      const tab = await context.newPage()
      await createUrlPolicy({ lookup, onBlocked: (e) => blocked.push(String(e.data.url)) }).install(context)
      await tab.goto(`${shop()}/`)
      // read off the DOM: stealth evaluates in an isolated world, where page globals are not seen
      const results = tab.locator('body')
      await expect.poll(() => results.getAttribute('data-results')).not.toBeNull()
      expect(JSON.parse((await results.getAttribute('data-results')) ?? '[]')).toEqual([
        'failed',
        'failed',
        'public data',
      ])
      await tab.waitForLoadState('load')
      // the iframe's fetch runs on its own; wait until its first hop arrived, then give a hop time to follow
      await expect
        .poll(() => seen.includes('/to-secret-frame-fetch') && seen.includes('/to-secret-worker'))
        .toBe(true)
      await tab.waitForTimeout(300)
      expect(seen).toContain('/')
      expect(seen).toContain('/pixel')
      expect(seen).toContain('/data')
      expect(seen).toContain('/to-secret-img')
      expect(seen).toContain('/to-secret-fetch')
      // the cross-site iframe (its own renderer process) is guarded too
      expect(seen).toContain('/frame')
      expect(seen).toContain('/to-secret-frame-fetch')
      expect(seen.filter((path) => path.includes('secret') && !path.startsWith('/to-'))).toEqual([])
      for (const path of ['secret-img', 'secret-fetch', 'secret-frame-fetch', 'secret-worker']) {
        expect(blocked).toContain(`${loopback()}/${path}`)
      }
    })

    it('blocks a redirect of a navigation to 127.0.0.1; the server never sees /admin', async () => {
      const context = await newContext(true)
      const tab = context.pages()[0]!
      await expect(tab.goto(`${shop()}/go`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/)
      // a popup the page opens is guarded from its first request on (a new tab: the old one is
      // still committing its error page)
      const opener = await context.newPage()
      await opener.goto(`${shop()}/`)
      const popup = context.waitForEvent('page')
      await opener.evaluate((url) => void window.open(url), `${shop()}/go`)
      const opened = await popup
      await opened.waitForLoadState('domcontentloaded').catch(() => undefined)
      await opener.waitForTimeout(300)
      expect(seen.filter((path) => path === '/go')).toHaveLength(2)
      expect(seen).not.toContain('/admin')
    })

    it('blocks direct navigation to loopback and http', async () => {
      const context = await newContext(true)
      const tab = context.pages()[0]!
      await expect(tab.goto(`${loopback()}/admin`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/)
      await expect(tab.goto(`http://127.0.0.1:${port}/admin`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/)
      expect(seen).toEqual([])
    })

    it('leaves a context without a policy alone while another context of the browser has one', async () => {
      const strict = await newContext(true)
      const open = await newContext(false)
      await expect(strict.pages()[0]!.goto(`${shop()}/go`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/)
      expect(seen).not.toContain('/admin')
      await open.pages()[0]!.goto(`${shop()}/go`)
      expect(seen).toContain('/admin')
    })

    it('keeps the HTTP cache of a guarded page', async () => {
      const context = await newContext(true)
      const tab = context.pages()[0]!
      await tab.goto(`${shop()}/cached`)
      await tab.goto(`${shop()}/`)
      await tab.goto(`${shop()}/cached`)
      expect(seen.filter((path) => path === '/cached')).toHaveLength(1)
    })
  },
)
