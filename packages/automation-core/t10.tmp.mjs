import fs from 'node:fs'
import https from 'node:https'
import { chromium } from 'playwright-core'

const seen = []
const server = https.createServer(
  { key: fs.readFileSync('/tmp/pw/key.pem'), cert: fs.readFileSync('/tmp/pw/cert.pem') },
  (req, res) => {
    seen.push(req.url)
    if (req.url === '/go') {
      res.writeHead(302, { location: `https://127.0.0.1:${port}/admin` })
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
  console.log('browser-level paused', e.request.url, e.redirectedRequestId, e.frameId)
  if (e.redirectedRequestId)
    bs.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' })
  else bs.send('Fetch.continueRequest', { requestId: e.requestId })
})
await bs.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }).then(
  () => console.log('enabled'),
  (e) => console.log('enable failed', e.message),
)
const ctx = await b.newContext({ ignoreHTTPSErrors: true })
await ctx.route('**/*', (r) => r.continue())
const page = await ctx.newPage()
const r2 = await page.goto(`https://shop.test:${port}/go`).catch((e) => e.message.split('\n')[0])
console.log('goto /go', typeof r2 === 'string' ? r2 : r2.url())
console.log('server saw', seen)
await b.close()
server.close()
