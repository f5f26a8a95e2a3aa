import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { openPostgres, type PostgresClient } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { chromiumPids } from '../helpers/browser'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../helpers/postgres'
import {
  type Api,
  type ApiRun,
  apiClient,
  BIN,
  type CancelAnswer,
  newApiKey,
  openSse,
  requireBin,
  startAsync,
  waitFor,
  waitForRun,
} from './helpers'

/**
 * Three processes on one PostgreSQL, as deployed: one API node (serve --no-worker) and two
 * workers. Runs go in through the API node only; the workers take them from the queue.
 */

const reachable = await postgresReachable()
if (reachable !== true) console.warn(`skipping the three-process cluster test: ${reachable}`)

const NODE_SCRIPT = fileURLToPath(new URL('./cluster-node.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Short, so the kill test is quick; long enough for a worker starved of CPU beside the rest of the suite. */
const LEASE_SECONDS = 5

interface NodeProcess {
  name: string
  child: ChildProcess
  url: string
  log: string[]
}

describe.skipIf(reachable !== true)('one API node and two workers, three processes', () => {
  let site: FixtureServer
  let database: TestDatabase
  let db: PostgresClient
  let api: Api
  const key = newApiKey()
  const nodes: NodeProcess[] = []
  const hooks: Array<{ run_id: string; event: string }> = []
  let receiver: Server
  let receiverUrl: string

  let browserServer: ChildProcess | undefined
  let browserEndpoint = ''

  const startNode = (
    name: string,
    role: 'api' | 'worker',
    extraEnv: Record<string, string> = {},
  ): Promise<NodeProcess> => {
    const child = spawn(
      process.execPath,
      ['--conditions=automation-source', '--import', 'tsx', NODE_SCRIPT, role],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          AUTOMATION_DATABASE_URL: database.url,
          AUTOMATION_API_KEYS: key,
          AUTOMATION_NODE_NAME: name,
          AUTOMATION_CONCURRENCY: '5',
          AUTOMATION_LEASE_SECONDS: String(LEASE_SECONDS),
          AUTOMATION_RETENTION_DAYS: '0',
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const node: NodeProcess = { name, child, url: '', log: [] }
    nodes.push(node)
    child.stderr?.on('data', (d: Buffer) => node.log.push(d.toString()))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start: ${node.log.join('')}`)), 60_000)
      child.stdout?.on('data', (d: Buffer) => {
        const ready = /READY (\S*)/.exec(d.toString())
        if (!ready) return
        clearTimeout(timer)
        node.url = ready[1] ?? ''
        resolve(node)
      })
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${node.log.join('')}`)))
    })
  }

  beforeAll(async () => {
    requireBin()
    site = await startFixtureServer()
    database = await createTestDatabase()
    db = await openPostgres({ url: database.url })
    receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        hooks.push(JSON.parse(body))
        res.end('ok')
      })
    })
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    // worker-a drives the Chromium of a browser server (automation-server browser-server)
    const wsPath = `/${'b'.repeat(8)}${Date.now()}${Math.random().toString(36).slice(2)}`
    browserServer = spawn(process.execPath, [BIN, 'browser-server', '--port', '0'], {
      env: { ...process.env, AUTOMATION_BROWSER_SERVER_PATH: wsPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    browserEndpoint = await new Promise<string>((resolve, reject) => {
      let seen = ''
      const timer = setTimeout(() => reject(new Error(`no browser server: ${seen}`)), 30_000)
      browserServer?.stderr?.on('data', (d: Buffer) => {
        seen += d.toString()
        const port = /listening on 127\.0\.0\.1:(\d+)/.exec(seen)?.[1]
        if (port) {
          clearTimeout(timer)
          resolve(`ws://127.0.0.1:${port}${wsPath}`)
        }
      })
    })
    // the API node first: it makes the schema and imports the key
    const apiNode = await startNode('api-1', 'api')
    await Promise.all([
      startNode('worker-a', 'worker', { AUTOMATION_BROWSER_ENDPOINT: browserEndpoint }),
      startNode('worker-b', 'worker'),
    ])
    api = apiClient(apiNode.url, key)
  }, 120_000)

  afterAll(async () => {
    for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGTERM')
    await Promise.all(
      nodes.map((n) =>
        n.child.exitCode === null && n.child.signalCode === null
          ? new Promise((r) => n.child.once('exit', r))
          : undefined,
      ),
    )
    browserServer?.kill('SIGTERM')
    receiver?.close()
    await db?.close()
    await site?.close()
    await database?.drop()
  }, 60_000)

  /** How many times the page of run number `i` was loaded (once per execution). */
  const loads = (tag: string) => site.requests.filter((r) => r === `/news/?run=${tag}`).length

  it('runs 200 runs sent to the API node, all COMPLETED, each executed exactly once, on both workers', async () => {
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        startAsync(api, {
          url: site.url(`/news/?run=a${i}`),
          goal: 'Title steps=2',
          webhook_url: `${receiverUrl}/hook`,
          // what is measured is the cluster, not screenshots: the suite runs beside it
          agent_config: { screenshots: false },
        }),
      ),
    )
    // about a minute on an idle machine; several beside the rest of the suite on two cores
    const deadline = Date.now() + 480_000
    let open = ids.length
    while (open > 0 && Date.now() < deadline) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM runs WHERE status IN ('PENDING', 'RUNNING')",
      )
      open = Number(rows[0]?.n)
      if (open > 0) await new Promise((r) => setTimeout(r, 500))
    }
    const { rows } = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM runs GROUP BY status',
    )
    expect(rows).toEqual([{ status: 'COMPLETED', n: 200 }])
    for (let i = 0; i < 200; i++) expect(loads(`a${i}`), `run a${i} executed once`).toBe(1)
    // one STARTED and one COMPLETE each, in the events every API node streams
    const events = await db.query<{ started: number; completes: number }>(
      `SELECT count(*) FILTER (WHERE event->>'type' = 'STARTED')::int AS started,
              count(*) FILTER (WHERE event->>'type' = 'COMPLETE')::int AS completes FROM run_events`,
    )
    expect(events.rows[0]).toEqual({ started: 200, completes: 200 })
    // each webhook once; both workers ran runs
    await waitFor('200 webhooks', () => hooks.length >= 200, { timeoutMs: 30_000 })
    expect(new Set(hooks.map((h) => h.run_id)).size).toBe(200)
    expect(hooks).toHaveLength(200)
    const by = await db.query<{ holder: string; n: number }>(
      'SELECT holder, count(*)::int AS n FROM webhook_sends GROUP BY holder ORDER BY holder',
    )
    expect(by.rows.map((r) => r.holder)).toEqual(['worker-a', 'worker-b'])
    for (const r of by.rows) expect(r.n).toBeGreaterThan(20)
    // worker-a ran its runs in the browser server's Chromium: it launched none of its own
    const workerA = nodes.find((n) => n.name === 'worker-a') as NodeProcess
    expect(chromiumPids().filter((pid) => isChildOf(pid, workerA.child.pid as number))).toEqual([])
    expect(chromiumPids().some((pid) => isChildOf(pid, browserServer?.pid as number))).toBe(true)
  }, 600_000)

  it('streams and cancels runs on either worker through the API node', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        startAsync(api, { url: site.url('/news/'), goal: 'Title steps=60 delay=100' }),
      ),
    )
    for (const id of ids) await waitForRun(api, id, ['RUNNING'])
    const { rows } = await db.query<{ run_id: string; holder: string }>(
      'SELECT run_id, holder FROM run_leases WHERE run_id = ANY($1)',
      [ids],
    )
    const onA = rows.find((r) => r.holder === 'worker-a')?.run_id
    const onB = rows.find((r) => r.holder === 'worker-b')?.run_id
    expect(onA && onB, `runs on both workers: ${JSON.stringify(rows)}`).toBeTruthy()
    for (const runId of [onA, onB] as string[]) {
      const sse = openSse(`${nodes[0]?.url}/v1/runs/${runId}/events`, { key })
      const progress = await sse.next((m) => m.event.type === 'PROGRESS')
      expect(progress.id).toMatch(new RegExp(`^${runId}:\\d+$`))
      const asked = Date.now()
      const cancel = await api<CancelAnswer>(`/v1/runs/${runId}/cancel`, { method: 'POST' })
      expect(cancel.body.status).toBe('CANCELLED')
      expect(Date.now() - asked).toBeLessThan(1000)
      const all = await sse.ended
      expect(all.at(-1)?.event).toMatchObject({ type: 'COMPLETE', status: 'CANCELLED' })
    }
    for (const id of ids) await api(`/v1/runs/${id}/cancel`, { method: 'POST' })
  }, 120_000)

  it('kill -9 of a worker mid-way: its runs are settled within the lease, none lost, none run twice; the other worker goes on', async () => {
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        startAsync(api, {
          url: site.url(`/news/?run=k${i}`),
          goal: 'Title steps=10 delay=100',
          agent_config: { screenshots: false },
        }),
      ),
    )
    const workerB = nodes.find((n) => n.name === 'worker-b') as NodeProcess
    await waitFor(
      'worker-b to run some of the runs',
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM run_leases l JOIN runs r USING (run_id)
           WHERE l.holder = 'worker-b' AND r.status = 'RUNNING'`,
        )
        return Number(rows[0]?.n) >= 2
      },
      { timeoutMs: 30_000 },
    )
    const browsersOfB = chromiumPids().filter((pid) => isChildOf(pid, workerB.child.pid as number))
    workerB.child.kill('SIGKILL')
    const killedAt = Date.now()
    const deadline = killedAt + 240_000
    let open = ids.length
    while (open > 0 && Date.now() < deadline) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM runs WHERE run_id = ANY($1) AND status IN ('PENDING', 'RUNNING')",
        [ids],
      )
      open = Number(rows[0]?.n)
      if (open > 0) await new Promise((r) => setTimeout(r, 250))
    }
    expect(open, 'runs still open 4 minutes after the kill').toBe(0)
    const runs = await Promise.all(ids.map(async (id) => (await api<ApiRun>(`/v1/runs/${id}`)).body))
    const interrupted = runs.filter((r) => r.status === 'FAILED')
    expect(interrupted.length).toBeGreaterThan(0)
    for (const r of interrupted) expect(r.error).toMatchObject({ code: 'interrupted', retry_after: 5 })
    expect(runs.filter((r) => r.status === 'COMPLETED').length + interrupted.length).toBe(40)
    // none executed twice: each completed run's page was loaded once, an interrupted one's at most once
    for (let i = 0; i < 40; i++) {
      const run = runs[i] as ApiRun
      if (run.status === 'COMPLETED') expect(loads(`k${i}`), `run k${i}`).toBe(1)
      else expect(loads(`k${i}`), `run k${i}`).toBeLessThanOrEqual(1)
    }
    // the dead worker's runs were noticed within a lease (plus one sweep)
    const settledAfter = Math.max(...interrupted.map((r) => Date.parse(r.finished_at as string))) - killedAt
    expect(settledAfter).toBeLessThan(LEASE_SECONDS * 1000 + 5000)
    // the browsers of the killed worker go with it (their pipe closed)
    await waitFor('the killed worker’s browsers to exit', () => browsersOfB.every((pid) => !alive(pid)), {
      timeoutMs: 20_000,
    })
  }, 400_000)
})

function isChildOf(pid: number, parent: number): boolean {
  try {
    const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
    return ppid === parent
  } catch {
    return false
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
