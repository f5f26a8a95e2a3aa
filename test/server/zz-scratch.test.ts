import { it } from 'vitest'
import { startFixtureServer } from '../fixtures/server'
import { startTestServer } from './helpers'

it('timing', async () => {
  let t0 = Date.now()
  const site = await startFixtureServer()
  console.log('fixture', Date.now() - t0); t0 = Date.now()
  const t = await startTestServer({ config: { concurrency: 2, heartbeatSeconds: 1 } })
  console.log('server', Date.now() - t0); t0 = Date.now()
  await t.api('/v1/automation/run', { body: { url: site.url('/news/'), goal: 'x' } })
  console.log('first run', Date.now() - t0); t0 = Date.now()
  await t.api('/v1/automation/run', { body: { url: site.url('/news/'), goal: 'x' } })
  console.log('second run', Date.now() - t0); t0 = Date.now()
  await t.close()
  console.log('close', Date.now() - t0); t0 = Date.now()
  await site.close()
  console.log('site close', Date.now() - t0); t0 = Date.now()
}, 60000)
