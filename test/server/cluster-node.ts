/**
 * One node of a deployment, as its own process, for the three-process test: `api` (serve
 * --no-worker) or `worker`, configured from the environment like the real commands, with the
 * goal-scripted planner in place of a model. Prints `READY <url>` once it serves.
 */
import { createAutomationServer, loadConfig } from 'automation-server'
import { goalPlanner } from './helpers'

const role = process.argv[2]
if (role !== 'api' && role !== 'worker') throw new Error('usage: cluster-node.ts api|worker')
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
const url = role === 'api' ? await server.listen() : ''
process.stdout.write(`READY ${url}\n`)
process.once('SIGTERM', () => {
  void server.close(1000).then(() => process.exit(0))
})
