import { chromium } from 'playwright-core'
import { observeInPage, pageExpression } from './src/page/observe-script'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } })
const p = await ctx.newPage()
await p.addInitScript('globalThis.__name = f => f')
await p.route('http://x/', (r) => r.fulfill({ contentType: 'text/html', body: generatePage(20000) }))
await p.goto('http://x/')
await p.evaluate(() => {
  const w = window as any
  w.__cnt = {}
  const wrap = (proto: any, name: string) => {
    const o = proto[name]
    proto[name] = function (...a: any[]) {
      w.__cnt[name] = (w.__cnt[name] ?? 0) + 1
      return o.apply(this, a)
    }
  }
  wrap(Element.prototype, 'getBoundingClientRect')
  wrap(Element.prototype, 'checkVisibility')
  wrap(Document.prototype, 'elementFromPoint')
  wrap(Element.prototype, 'getAttribute')
  const g = window.getComputedStyle
  ;(window as any).getComputedStyle = (...a: any[]) => {
    w.__cnt.gcs = (w.__cnt.gcs ?? 0) + 1
    return (g as any)(...a)
  }
})
const expr = `JSON.stringify(${pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })})`
await p.evaluate(expr)
console.log(await p.evaluate(() => (window as any).__cnt))
const t0 = Date.now()
const frames = await p.evaluate(() => {
  const t = performance.now()
  const n = 0
  for (let i = 0; i < 100; i++) {
    document.elementFromPoint(100, 100 + i)
  }
  return performance.now() - t
})
console.log('100 efp', frames)
await b.close()
