import { chromium } from 'playwright-core'
import { ElementRegistry } from './src/page/element-registry'
import { observePage } from './src/page/observe'
import { generatePage } from './test/helpers/generate-page'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext()
const p = await ctx.newPage()
const reg = new ElementRegistry()
await p.setContent(`<title>Shop</title><nav><a href="/l">Laptops</a> <a href="/p">Phones</a></nav>
<h1>Best laptops of 2026</h1><form><input type=search name=q placeholder="Search products"><button>Search</button>
<select name=sort><option>Relevance</option><option selected>Price</option></select>
<label><input type=checkbox checked> Remember</label></form>
<div style="display:none"><button>hidden</button></div><details><summary>More</summary><button>in details</button></details>
<div aria-hidden=true><button>aria hidden</button></div>
<table><tr><th>Name</th><th>Price</th></tr><tr><td>A</td><td>$1</td></tr></table>
<a href="/x"><div><h3>Card title</h3><span>$5.00</span></div></a>
<div id=host></div><script>const h=document.getElementById('host').attachShadow({mode:'open'});h.innerHTML='<p>shadow text <button>Shadow btn</button></p><slot></slot>'</script>
<div style="cursor:pointer" onclick="1">Clickable div <span>inner</span></div>
`)
let o = await observePage(ctx, p, reg)
console.log(o.text, '\n', JSON.stringify({ ...o, text: undefined }))
await p.setContent(generatePage(5000))
for (let i = 0; i < 5; i++) {
  const t = performance.now()
  o = await observePage(ctx, p, reg)
  console.log(Math.round(performance.now() - t), o.tokens, o.elementCount, o.omittedElements)
}
console.log(o.text.slice(0, 1500))
console.log(o.text.slice(-300))
await b.close()
