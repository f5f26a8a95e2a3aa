import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args })
const c = await b.newContext()
const p = await c.newPage()
const t = performance.now()
await p.goto('data:text/html,hello', { timeout: 5000 }).then(
  () => console.log('ok', performance.now() - t),
  (e) => console.log('fail', e.message.split('\n')[0]),
)
await p.setContent('<p>x</p>', { timeout: 5000 }).then(
  () => console.log('setContent ok'),
  (e) => console.log('fail', e.message.split('\n')[0]),
)
await b.close()
