/**
 * Runs goal cases one by one with the heuristic planner and prints each step and the result:
 * a debugging aid for the goal suite.
 *
 *   pnpm example test/goals/try-goal.ts news-most-read shop-cart-total
 *   pnpm example test/goals/try-goal.ts --site /news/ "What are the most read stories?"
 */
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'
import { startFixtureServer } from '../fixtures/server'
import { cases as tuned } from './cases'
import { heldOut3Cases } from './held-out-3-cases'
import { heldOut4Cases } from './held-out-4-cases'
import { heldOut5Cases } from './held-out-5-cases'
import { heldOut6Cases } from './held-out-6-cases'
import { heldOutCases } from './held-out-cases'
import { laterCases } from './later-cases'

const cases = [
  ...tuned,
  ...laterCases,
  ...heldOutCases,
  ...heldOut3Cases,
  ...heldOut4Cases,
  ...heldOut5Cases,
  ...heldOut6Cases,
]

const args = process.argv.slice(2)
const fixtures = await startFixtureServer()
const todo =
  args[0] === '--site'
    ? [{ id: 'ad hoc', site: args[1]!, goal: args.slice(2).join(' ') }]
    : cases.filter((c) => args.length === 0 || args.includes(c.id))
try {
  for (const c of todo) {
    const run = runAutomation({ url: fixtures.url(c.site), goal: c.goal }, { allowPrivateNetwork: true })
    console.log(`\n# ${c.id}: ${c.goal}`)
    for await (const event of run) {
      if (event.type === 'PROGRESS') console.log(`  - ${event.purpose}`)
    }
    const finished = await run.finished
    console.log(`  => ${finished.status} ${JSON.stringify(finished.result ?? finished.error)}`)
  }
} finally {
  await closeDefaultBrowserPool()
  await fixtures.close()
}
