import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPostgres, type PostgresClient } from 'automation-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../fixtures/server'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../helpers/postgres'
import {
  type ApiRun,
  apiClient,
  BIN,
  requireBin,
  startAsync,
  startTestServer,
  type TestServer,
  waitFor,
  waitForRun,
} from './helpers'

/** Several servers on one PostgreSQL: one store of runs, keys and sessions for all of them. */

const reachable = await postgresReachable()
if (reachable !== true) console.warn(`skipping the PostgreSQL tests: ${reachable}`)

describe.skipIf(reachable !== true)('servers sharing one PostgreSQL', () => {
  let site: FixtureServer
  let database: TestDatabase
  const servers: TestServer[] = []
  const dataDirs: string[] = []

  beforeAll(async () => {
    site = await startFixtureServer()
    database = await createTestDatabase()
  })
  afterAll(async () => {
    for (const s of servers) await s.close()
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
    await site?.close()
    await database?.drop()
  })

  /** A server on the test's database, with a data directory (screenshots) of its own. */
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pg-node-'))
    dataDirs.push(dataDir)
    const server = await startTestServer({ config: { databaseUrl: database.url, dataDir } })
    servers.push(server)
    return server
  }

  it('starts four servers at once against an empty database: the schema is made once, none fails', async () => {
    const started = await Promise.all([start(), start(), start(), start()])
    expect(started).toHaveLength(4)
    const db: PostgresClient = await openPostgres({ url: database.url })
    try {
      const { rows } = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      )
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'api_keys',
          'dashboard_sessions',
          'mcp_batches',
          'oauth_clients',
          'runs',
          'server_secrets',
        ]),
      )
      // one signing secret for all: a live URL minted by one node works on another
      expect((await db.query('SELECT * FROM server_secrets')).rows).toHaveLength(1)
    } finally {
      await db.close()
    }
  })

  it('answers for a run on any server, and lists it there', async () => {
    const [a, b] = servers as [TestServer, TestServer]
    const runId = await startAsync(a.api, { url: site.url('/news/'), goal: 'Title steps=2' })
    const fromB = apiClient(b.url, a.key)
    const run = await waitForRun(fromB, runId)
    expect(run).toMatchObject({ run_id: runId, status: 'COMPLETED' })
    const listed = await fromB<{ data: ApiRun[] }>('/v1/runs?limit=100')
    expect(listed.body.data.map((r) => r.run_id)).toContain(runId)
    // the live URL of a run made on A opens on B (the same secret signs both)
    const page = await fetch((run.streaming_url as string).replace(a.url, b.url))
    expect(page.status).toBe(200)
  })

  it('creates a key on one server that works on the others; a revoke anywhere stops it everywhere within a second', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer]
    const key = await a.newKey('shared')
    expect((await apiClient(b.url, key)('/v1/runs')).status).toBe(200)
    expect((await apiClient(c.url, key)('/v1/runs')).status).toBe(200)
    const record = (await b.server.keys.list()).find((k) => k.name === 'shared')
    await b.server.keys.revoke(record?.id as string)
    const revokedAt = Date.now()
    await waitFor('A and C to refuse the revoked key', async () => {
      const [onA, onC] = await Promise.all([
        apiClient(a.url, key)('/v1/runs'),
        apiClient(c.url, key)('/v1/runs'),
      ])
      return onA.status === 401 && onC.status === 401
    })
    expect(Date.now() - revokedAt).toBeLessThan(1000)
  })

  it('a server that starts while another runs a run leaves that run alone (neither failed nor run twice)', async () => {
    const [a] = servers as [TestServer]
    const runId = await startAsync(a.api, { url: site.url('/news/'), goal: 'Title steps=30 delay=300' })
    await waitForRun(a.api, runId, ['RUNNING'])
    await start()
    // the new server settled nothing: the run is still RUNNING, not FAILED "interrupted"
    expect((await a.api<ApiRun>(`/v1/runs/${runId}`)).body).toMatchObject({ status: 'RUNNING', error: null })
    const final = await waitForRun(a.api, runId)
    expect(final.status).toBe('COMPLETED')
    expect(final.num_of_steps).toBe(30)
  })

  it('manages keys from the CLI while the servers run', async () => {
    requireBin()
    const [a] = servers as [TestServer]
    const created = await cli([
      'keys',
      'create',
      '--name',
      'from-cli',
      '--json',
      '--database-url',
      database.url,
    ])
    expect(created.code).toBe(0)
    const { key } = JSON.parse(created.stdout) as { key: string }
    expect((await apiClient(a.url, key)('/v1/runs')).status).toBe(200)
    const listed = await cli(['keys', 'list', '--database-url', database.url])
    expect(listed.stdout).toMatch(/from-cli/)
  })
})

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, AUTOMATION_DATA_DIR: tmpdir() },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
