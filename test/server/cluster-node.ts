/**
 * One node of a deployment, as its own process, for the three-process test and the cluster
 * bench: `api` (serve --no-worker), `worker`, or `all` (serve: one process, on the embedded
 * store without a database URL), configured from the environment like the real commands, with
 * the goal-scripted planner in place of a model. Prints `READY <url>` once it serves.
 */
import { createAutomationServer, loadConfig } from 'automation-server'
import { goalPlanner } from './helpers'

const role = process.argv[2]
if (role !== 'api' && role !== 'worker' && role !== 'all')
  throw new Error('usage: cluster-node.ts api|worker|all')
const config = {
  ...loadConfig({ 'no-worker': role === 'api', worker: role === 'worker' }, process.env),
  port: 0,
  allowPrivateNetwork: true,
  rateLimitPerSecond: 0,
  invalidKeysPerMinute: 0,
}
const server = await createAutomationServer(config, {
  planner: goalPlanner(),
  log: (line) => process.stderr.write(`${line}\n`),
  pollMs: 200,
})
const url = role === 'worker' ? '' : await server.listen()
process.stdout.write(`READY ${url}\n`)
process.once('SIGTERM', () => {
  void server.close(1000).then(() => process.exit(0))
})
