/**
 * Generates a deterministic test page of about `n` elements: a mix of headings, text,
 * links, buttons, inputs, selects, cards and nested divs, taller than one viewport.
 * Used by the observe tests and the benchmark, so sizes stay comparable between runs.
 */

const WORDS = (
  'laptop phone camera review best price shipping garden kitchen travel ' +
  'battery screen quality order account support weekly deal colour size'
).split(' ')

/** A small seeded PRNG (mulberry32): the same `n` always gives the same page. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * HTML of a page with about `n` elements (within a few percent).
 * @example await page.setContent(generatePage(5000))
 */
export function generatePage(n: number): string {
  const rnd = random(n)
  const word = () => WORDS[Math.floor(rnd() * WORDS.length)] ?? 'item'
  const words = (k: number) => Array.from({ length: k }, word).join(' ')
  const parts: string[] = []
  let count = 0
  let block = 0
  // Each generator returns [html, elements it contains].
  const blocks: Array<() => [string, number]> = [
    () => [`<h2>${words(3)}</h2><p>${words(12)} <a href="/a/${block}">${words(2)}</a> ${words(6)}</p>`, 3],
    () => [
      `<div class="card"><div class="inner"><a href="/p/${block}"><h3>${words(2)}</h3></a>` +
        `<span class="price">$${(rnd() * 900 + 10).toFixed(2)}</span><button>Add to cart</button></div></div>`,
      6,
    ],
    () => [
      `<form><label>${word()} <input name="f${block}" placeholder="${words(2)}"></label>` +
        `<select name="s${block}"><option>${word()}</option><option>${word()}</option></select>` +
        `<input type="checkbox" name="c${block}"><button type="button">${word()}</button></form>`,
      8,
    ],
    () => [`<div><div><div><span>${words(5)}</span> <em>${words(2)}</em></div></div></div>`, 5],
    () => [
      `<ul><li><a href="/l/${block}">${words(2)}</a></li><li><a href="/m/${block}">${word()}</a></li></ul>`,
      5,
    ],
    () => [`<section><p>${words(20)}</p><div hidden><button>hidden ${word()}</button></div></section>`, 4],
  ]
  while (count < n) {
    const make = blocks[block % blocks.length]!
    const [html, k] = make()
    parts.push(html)
    count += k
    block++
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>Generated ${n}</title>
<style>.card{display:inline-block;width:180px;margin:4px;border:1px solid #ccc}</style></head>
<body><main>${parts.join('\n')}</main></body></html>`
}
