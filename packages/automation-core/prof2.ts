import { chromium } from 'playwright-core'
import { ElementRegistry } from './src/page/element-registry'
import { observePage } from './src/page/observe'
import { observeInPage, pageExpression } from './src/page/observe-script'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } })
const p = await ctx.newPage()
await p.route('http://x/', (r) => r.fulfill({ contentType: 'text/html', body: generatePage(20000) }))
await p.goto('http://x/')
const reg = new ElementRegistry()
const inner = `(() => { const t = performance.now(); const s = JSON.stringify(${pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })}); return { ms: performance.now() - t, len: s.length } })()`
const plain = `JSON.stringify(${pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })})`
for (let i = 0; i < 8; i++) {
  const t0 = performance.now()
  const r = await p.evaluate(inner)
  const t1 = performance.now()
  const s = await p.evaluate<string>(plain)
  const t2 = performance.now()
  JSON.parse(s)
  const t3 = performance.now()
  await observePage(ctx, p, reg)
  const t4 = performance.now()
  console.log(
    JSON.stringify(r),
    'innerRT',
    Math.round(t1 - t0),
    'withTransfer',
    Math.round(t2 - t1),
    'parse',
    Math.round(t3 - t2),
    'observe',
    Math.round(t4 - t3),
  )
}
await b.close()
