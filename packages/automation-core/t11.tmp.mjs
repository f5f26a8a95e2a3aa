import fs from 'node:fs'
import https from 'node:https'
import { chromium } from 'playwright-core'

const seen = []
const server = https.createServer(
  { key: fs.readFileSync('/tmp/pw/key.pem'), cert: fs.readFileSync('/tmp/pw/cert.pem') },
  (req, res) => {
    seen.push(req.url)
    res.setHeader('access-control-allow-origin', '*')
    if (req.url.startsWith('/to-')) {
      res.writeHead(302, { location: `https://127.0.0.1:${port}/${req.url.slice(4)}` })
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<p>${req.url}</p>`)
  },
)
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const port = server.address().port
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP shop.test 127.0.0.1'],
})
const bs = await b.newBrowserCDPSession()
bs.on('Fetch.requestPaused', (e) => {
  console.log('browser-level paused', e.request.url, e.redirectedRequestId, e.resourceType)
  if (e.request.url.includes('127.0.0.1'))
    bs.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' })
  else bs.send('Fetch.continueRequest', { requestId: e.requestId })
})
await bs.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] })
const ctx = await b.newContext({ ignoreHTTPSErrors: true })
await ctx.route('**/*', (r) => {
  console.log('route', r.request().url())
  r.fallback()
})
const page = await ctx.newPage()
await page.goto(`https://shop.test:${port}/`)
console.log(
  await page.evaluate(() =>
    fetch('/to-secret-fetch').then(
      (r) => 'loaded ' + r.url,
      (e) => 'failed ' + e,
    ),
  ),
)
console.log('server saw', seen)
await b.close()
server.close()
