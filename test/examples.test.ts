import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))

describe('examples', () => {
  it('basic-run prints progress and the extracted products', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', 'examples/basic-run.ts'],
      {
        cwd: root,
        timeout: 60_000,
      },
    )
    expect(stdout).toMatch(/progress: Read the products/)
    const json = JSON.parse(stdout.slice(stdout.indexOf('{')))
    expect(json.status).toBe('COMPLETED')
    expect(json.result.products.map((p: { name: string }) => p.name)).toEqual([
      'Desk lamp',
      'Office chair',
      'Standing desk',
    ])
    expect(json.result.products[1].price).toBe('$129.00')
  })
})
