import { chromium } from 'playwright-core'
import { observeInPage, pageExpression } from './src/page/observe-script'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } })
const p = await ctx.newPage()
await p.route('http://x/', (r) => r.fulfill({ contentType: 'text/html', body: generatePage(20000) }))
await p.goto('http://x/')
const expr = `JSON.stringify(${pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })})`
for (let i = 0; i < 3; i++) await p.evaluate(expr)
const cdp = await ctx.newCDPSession(p)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
for (let i = 0; i < 5; i++) {
  const t = performance.now()
  await p.evaluate(expr)
  console.log('eval', Math.round(performance.now() - t))
}
const { profile } = await cdp.send('Profiler.stop')
// self time per function name+line
const self = new Map<string, number>()
const dt = profile.timeDeltas ?? []
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
profile.samples?.forEach((id, i) => {
  const n = byId.get(id)!
  const k = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
  self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0))
})
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`)
    .join('\n'),
)
await b.close()
