import { chromium } from 'playwright-core'
import { createPageController } from './src/page/create-page-controller'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } })
const p = await ctx.newPage()
await p.route('http://x/', (r) =>
  r.fulfill({
    contentType: 'text/html',
    body: `<title>Step</title><p>Count: <output>0</output></p>
      <button onclick="const o = document.querySelector('output'); o.textContent = Number(o.textContent) + 1">More</button>`,
  }),
)
const pc = createPageController(ctx, p)
await pc.goto('http://x/')
const rows: number[][] = []
for (let i = 0; i < 15; i++) {
  const t0 = performance.now()
  await pc.observe()
  const t1 = performance.now()
  const h = await p.$('button')
  const t2 = performance.now()
  await h!.click()
  const t3 = performance.now()
  await pc.act({ type: 'click', index: 1 })
  const t4 = performance.now()
  await p.evaluate('1')
  const t5 = performance.now()
  rows.push([t1 - t0, t3 - t2, t4 - t3, t5 - t4].map(Math.round))
}
console.log('observe, raw click, act click (incl settle), evaluate rt')
for (const r of rows) console.log(r.join('\t'))
await b.close()
