import { observeInPage, pageExpression } from './src/page/observe-script'

const e = `JSON.stringify(${pageExpression(observeInPage, { maxText: 400, maxLabel: 80 })})`
// profile column offsets are relative to the evaluated script; show context for each
for (const c of [7722, 7245, 3408, 7589, 1532, 6655, 1255, 5086, 6097, 407, 1759, 3159])
  console.log(c, JSON.stringify(e.slice(c - 10, c + 70)))
