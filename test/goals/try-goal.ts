/**
 * Runs goal cases one by one with the heuristic planner and prints each step and the result:
 * a debugging aid for the goal suite.
 *
 *   pnpm example test/goals/try-goal.ts news-most-read shop-cart-total
 *   pnpm example test/goals/try-goal.ts --site /news/ "What are the most read stories?"
 */
import { closeDefaultBrowserPool, runAutomation } from 'automation-core'
import { startFixtureServer } from '../fixtures/server'
import { allCases as cases } from './all-cases'

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
