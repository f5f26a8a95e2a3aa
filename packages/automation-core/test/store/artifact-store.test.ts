import { mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../../../../test/helpers/postgres'
import { type ArtifactStore, createMemoryArtifactStore } from '../../src/store/artifact-store'
import { createFileArtifactStore } from '../../src/store/file-artifact-store'
import { openPostgres, type PostgresClient } from '../../src/store/postgres-client'
import { createSqlArtifactStore } from '../../src/store/sql-artifact-store'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const reachable = await postgresReachable()
if (reachable !== true) console.warn(`skipping the PostgreSQL artifact store: ${reachable}`)
let database: TestDatabase | undefined
let db: PostgresClient | undefined
afterAll(async () => {
  await db?.close()
  await database?.drop()
})

const stores: Array<[string, () => Promise<{ store: ArtifactStore; dir?: string; sql?: PostgresClient }>]> = [
  ['memory', async () => ({ store: createMemoryArtifactStore() })],
  [
    'files',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'artifacts-'))
      dirs.push(dir)
      return { store: createFileArtifactStore(dir), dir }
    },
  ],
]
if (reachable === true)
  stores.push([
    'PostgreSQL',
    async () => {
      database ??= await createTestDatabase()
      db ??= await openPostgres({ url: database.url })
      await db.query('DROP TABLE IF EXISTS run_artifacts')
      return { store: await createSqlArtifactStore(db), sql: db }
    },
  ])

describe.each(stores)('%s artifact store', (_name, make) => {
  it('keeps files by run and name, and deletes a run with all its files', async () => {
    const { store } = await make()
    await store.put('run-1', 'step-1.jpg', new Uint8Array([1, 2, 3]))
    await store.put('run-1', 'step-1.jpg', new Uint8Array([4, 5]))
    await store.put('run-2', 'step-1.jpg', new Uint8Array([9]))
    expect(await store.get('run-1', 'step-1.jpg')).toEqual(new Uint8Array([4, 5]))
    expect(await store.get('run-1', 'step-2.jpg')).toBeNull()
    expect(await store.get('nope', 'step-1.jpg')).toBeNull()
    await store.removeRun('run-1')
    expect(await store.get('run-1', 'step-1.jpg')).toBeNull()
    expect(await store.get('run-2', 'step-1.jpg')).toEqual(new Uint8Array([9]))
  })

  it('refuses names that would leave the run folder', async () => {
    const { store } = await make()
    for (const [runId, file] of [
      ['../etc', 'passwd'],
      ['run-1', '../../x.jpg'],
      ['run-1', 'a/b.jpg'],
      ['.', 'x'],
      ['run-1', '..'],
    ] as const)
      await expect(store.put(runId, file, new Uint8Array([1]))).rejects.toThrow(/invalid/)
  })

  it('deletes the runs whose files are older than the retention period', async () => {
    const { store, dir, sql } = await make()
    await store.put('old-run', 'step-1.jpg', new Uint8Array([1]))
    await store.put('new-run', 'step-1.jpg', new Uint8Array([2]))
    const hourAgo = Date.now() - 3_600_000
    if (dir) await utimes(join(dir, 'old-run'), hourAgo / 1000, hourAgo / 1000)
    else if (sql)
      await sql.query(
        "UPDATE run_artifacts SET created_at = now() - interval '1 hour' WHERE run_id = 'old-run'",
      )
    else await new Promise((r) => setTimeout(r, 5))
    const cutoff = dir || sql ? Date.now() - 60_000 : Date.now() - 2
    // the memory store's "old" run is the one written first; write the new one again after the cutoff
    if (!dir && !sql) await store.put('new-run', 'step-1.jpg', new Uint8Array([2]))
    expect(await store.removeOlderThan?.(cutoff)).toBe(1)
    expect(await store.get('old-run', 'step-1.jpg')).toBeNull()
    expect(await store.get('new-run', 'step-1.jpg')).toEqual(new Uint8Array([2]))
  })
})
