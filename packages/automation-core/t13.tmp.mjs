import fs from 'node:fs'
import https from 'node:https'
import { chromium } from 'playwright-core'

const seen = []
const server = https.createServer(
  { key: fs.readFileSync('/tmp/pw/key.pem'), cert: fs.readFileSync('/tmp/pw/cert.pem') },
  (req, res) => {
    seen.push(req.url)
    if (req.url === '/cached') {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'max-age=600' })
      res.end('cached')
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
  args: [
    '--host-resolver-rules=MAP shop.test 127.0.0.1',
    `--ignore-certificate-errors-spki-list=${process.argv[2]}`,
  ],
})
for (const mode of ['none', 'route', 'gate']) {
  const ctx = await b.newContext()
  const page = await ctx.newPage()
  if (mode === 'route') await ctx.route('**/*', (r) => r.fallback())
  if (mode === 'gate') {
    const bs = await b.newBrowserCDPSession()
    bs.on('Fetch.requestPaused', (e) => bs.send('Fetch.continueRequest', { requestId: e.requestId }))
    await bs.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] })
  }
  seen.length = 0
  for (const p of ['/cached', '/', '/cached'])
    await page.goto(`https://shop.test:${port}${p}`).catch((e) => console.log(e.message.split('\n')[0]))
  console.log(mode, seen)
  await ctx.close()
}
await b.close()
server.close()
