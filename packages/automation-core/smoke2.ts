import { chromium } from 'playwright-core'
import { observeInPage, pageExpression } from './src/page/observe-script'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage()
for (const n of [1000, 5000, 20000]) {
  await p.goto('data:text/html,' + encodeURIComponent(generatePage(n)))
  const expr = pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })
  const wrapped = `(() => { const t = performance.now(); const r = JSON.parse(JSON.stringify(${expr})); return { ms: performance.now() - t, lines: r.lines.length, chars: JSON.stringify(r).length } })()`
  for (let i = 0; i < 4; i++) {
    const t = performance.now()
    const r = await p.evaluate(wrapped)
    const t2 = performance.now()
    JSON.parse(await p.evaluate(`JSON.stringify(${expr})`))
    console.log(n, JSON.stringify(r), 'rt', Math.round(t2 - t), 'full', Math.round(performance.now() - t2))
  }
}
await b.close()
