import fs from 'node:fs'
import https from 'node:https'
import { chromium } from 'playwright-core'

const server = https.createServer(
  { key: fs.readFileSync('/tmp/pw/key.pem'), cert: fs.readFileSync('/tmp/pw/cert.pem') },
  (req, res) => {
    const u = req.url
    if (u === '/') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<iframe src="/same"></iframe><iframe src="https://cdn.test:${port}/oop"></iframe><script>new Worker('/w.js'); navigator.serviceWorker.register('/sw.js')</script>`,
      )
      return
    }
    if (u === '/w.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(`fetch('/from-worker')`)
      return
    }
    if (u === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(`self.addEventListener('install', () => fetch('/from-sw'))`)
      return
    }
    if (u === '/same') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<script>fetch('/from-same')</script>`)
      return
    }
    if (u === '/oop') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<script>fetch('/from-oop')</script>`)
      return
    }
    res.end('x')
  },
)
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const port = server.address().port
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP shop.test 127.0.0.1, MAP cdn.test 127.0.0.1'],
})
const bs = await b.newBrowserCDPSession()
bs.on('Fetch.requestPaused', async (e) => {
  const info = await bs.send('Target.getTargetInfo', { targetId: e.frameId }).then(
    (r) => `${r.targetInfo.type} ctx=${r.targetInfo.browserContextId.slice(0, 6)}`,
    (err) => 'no target',
  )
  console.log(
    'paused',
    e.request.url.replace(/https:\/\/[^/]+/, ''),
    e.resourceType,
    'frame',
    e.frameId?.slice(0, 8),
    info,
  )
  bs.send('Fetch.continueRequest', { requestId: e.requestId })
})
await bs.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] })
const ctx = await b.newContext({ ignoreHTTPSErrors: true })
const page = await ctx.newPage()
const s = await ctx.newCDPSession(page)
const me = await s.send('Target.getTargetInfo')
console.log(
  'page target',
  me.targetInfo.targetId.slice(0, 8),
  'ctx',
  me.targetInfo.browserContextId.slice(0, 6),
)
await page.goto(`https://shop.test:${port}/`)
await page.waitForTimeout(1500)
await b.close()
server.close()
