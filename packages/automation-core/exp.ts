import { chromium } from 'playwright-core'
import { observeInPage } from './src/page/observe-script'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } })
const p = await ctx.newPage()
await p.addInitScript('globalThis.__name = f => f')
const n = Number(process.argv[2] ?? 20000)
await p.route('http://x/', (r) => r.fulfill({ contentType: 'text/html', body: generatePage(n) }))
await p.goto('http://x/')
const src = observeInPage.toString()
console.log(
  src.match(/getComputedStyle\(el\)\.cursor[^)]*/)?.[0],
  '|',
  src.match(/!el\.checkVisibility\([^)]*\)/)?.[0],
)
const variants: Record<string, string> = {
  base: src,
  noCursor: src.replace('getComputedStyle(el).cursor==="pointer"', 'false'),
  noCheckVis: src.replace('!el.checkVisibility({checkVisibilityCSS:true})', 'false'),
  noTextRect: src.replace(
    'let r=sizeOf(parent);',
    'let r={top:0,bottom:10,left:0,right:10,width:10,height:10};',
  ),
  noEfp: src.replace('root.elementFromPoint(x,y)', 'null'),
  none: src
    .replace('getComputedStyle(el).cursor==="pointer"', 'false')
    .replace('!el.checkVisibility({checkVisibilityCSS:true})', 'false')
    .replace('let r=sizeOf(parent);', 'let r={top:0,bottom:10,left:0,right:10,width:10,height:10};')
    .replace('root.elementFromPoint(x,y)', 'null'),
}
for (const [k, v] of Object.entries(variants)) if (k !== 'base' && v === src) console.log('replace failed', k)
const times: Record<string, number[]> = {}
for (let rep = 0; rep < 9; rep++) {
  for (const [k, v] of Object.entries(variants)) {
    const ms = await p.evaluate(
      `(() => { const t = performance.now(); JSON.stringify((${v})({ maxText: 400, maxLabel: 80 })); return performance.now() - t })()`,
    )
    ;(times[k] ??= []).push(ms as number)
  }
}
for (const [k, v] of Object.entries(times)) {
  v.sort((a, b) => a - b)
  console.log(k, Math.round(v[4]!), Math.round(v[0]!))
}
await b.close()
