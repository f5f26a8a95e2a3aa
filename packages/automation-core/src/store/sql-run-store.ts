import { AutomationError, errorMessage } from '../errors'
import { BrowserConfigSchema, RunErrorSchema, RunSchema, RunStepSchema } from '../schemas/run'
import { decodeCursor, encodeCursor } from './cursor'
import { migrate } from './migrate'
import type { RunPage, RunQuery, RunStore, StoredRun } from './run-store'
import type { SqlClient } from './sql-client'

/** Options of {@link createSqlRunStore}. */
export interface SqlRunStoreOptions {
  /**
   * Table of the runs (a plain identifier; its indexes are named after it). Several stores
   * can share one database under different tables.
   * @default 'runs'
   */
  table?: string
}

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/

/**
 * A RunStore in PostgreSQL (PGlite through {@link openPglite}, or any {@link SqlClient}),
 * behaving exactly like the memory store. Creating it creates its table when missing.
 *
 * Each run is one row: the whole StoredRun in a jsonb `data` column, which every write
 * changes in a single statement (so concurrent appendStep calls never lose a step), and
 * generated columns of the filterable fields. `created_at` and `run_id` are text in the "C"
 * collation, so that rows sort and compare by the same string order as the memory store
 * and the cursors of store/cursor.ts, and timestamps come back exactly as given.
 *
 * The store does not own the database: `dispose()` leaves it open.
 *
 * @example
 * const db = await openPglite({ dataDir: './data/runs' })
 * const store = await createSqlRunStore(db)
 */
export async function createSqlRunStore(db: SqlClient, options: SqlRunStoreOptions = {}): Promise<RunStore> {
  const name = options.table ?? 'runs'
  if (!TABLE_NAME.test(name)) {
    throw new AutomationError('INVALID_INPUT', `table name ${JSON.stringify(name)} is not a plain identifier`)
  }
  const table = `"${name}"`
  await migrateRuns(db, name)

  return {
    name: 'sql',
    async create(run) {
      const { rows } = await write(run.run_id, () =>
        db.query(
          `INSERT INTO ${table} (run_id, goal_lower, data) VALUES ($1, $2, $3::jsonb)
           ON CONFLICT (run_id) DO NOTHING RETURNING run_id`,
          [run.run_id, goalLower(run.goal), JSON.stringify(run)],
        ),
      )
      if (rows.length === 0) throw new AutomationError('INVALID_INPUT', `run ${run.run_id} already exists`)
    },
    async update(runId, patch) {
      // like the memory store's spread: keys given as undefined are removed, the rest replaced
      // (run_id and steps are not the patch's to change)
      const entries = Object.entries(patch).filter(([key]) => key !== 'run_id' && key !== 'steps')
      const unset = entries.filter(([, value]) => value === undefined).map(([key]) => key)
      const set = Object.fromEntries(entries.filter(([, value]) => value !== undefined))
      const { rows } = await write(runId, () =>
        db.query<{ data: unknown }>(
          `UPDATE ${table} SET data = (data - $2::text[]) || $3::jsonb, goal_lower = coalesce($4, goal_lower)
           WHERE run_id = $1 RETURNING data`,
          [runId, unset, JSON.stringify(set), 'goal' in set ? goalLower(set.goal) : null],
        ),
      )
      const row = rows[0]
      if (!row) throw notFound(runId)
      return toRun(row.data)
    },
    async appendStep(runId, step) {
      const { rows } = await write(runId, () =>
        db.query(
          `UPDATE ${table} SET data = data || jsonb_build_object(
             'steps', coalesce(data->'steps', '[]'::jsonb) || jsonb_build_array($2::jsonb),
             'num_of_steps', jsonb_array_length(coalesce(data->'steps', '[]'::jsonb)) + 1)
           WHERE run_id = $1 RETURNING run_id`,
          [runId, JSON.stringify(step)],
        ),
      )
      if (rows.length === 0) throw notFound(runId)
    },
    async get(runId) {
      const { rows } = await db.query<{ data: unknown }>(`SELECT data FROM ${table} WHERE run_id = $1`, [
        runId,
      ])
      const row = rows[0]
      return row ? toRun(row.data) : null
    },
    async listByStatus(statuses) {
      const { rows } = await db.query<{ data: unknown }>(
        `SELECT data FROM ${table} WHERE status = ANY($1::text[]) ORDER BY created_at, run_id`,
        [[...statuses]],
      )
      return rows.map((row) => toRun(row.data))
    },
    async list(query: RunQuery = {}): Promise<RunPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null
      if (query.cursor && !after) throw new AutomationError('INVALID_INPUT', 'cursor is not valid')
      // as Array.slice reads it: NaN is 0, Infinity is everything
      const requested = query.limit ?? 20
      const limit = Number.isNaN(requested) ? 0 : Math.max(0, Math.trunc(requested))
      const order = query.sortDirection === 'asc' ? 'ASC' : 'DESC'
      const params: unknown[] = []
      const param = (value: unknown) => `$${params.push(value)}`

      const filters: string[] = []
      if (query.status !== undefined) filters.push(`status = ${param(query.status)}`)
      if (query.owner !== undefined) filters.push(`owner = ${param(query.owner)}`)
      // strpos, not LIKE: a goal search for "100%" or "a_b" means those characters. No stored
      // goal holds NUL (jsonb refuses it), and a text parameter cannot carry one.
      if (query.goal?.includes('\u0000')) filters.push('false')
      else if (query.goal !== undefined)
        filters.push(`strpos(goal_lower, ${param(goalLower(query.goal))}) > 0`)
      if (query.createdAfter !== undefined) filters.push(`created_at > ${param(query.createdAfter)}`)
      if (query.createdBefore !== undefined) filters.push(`created_at < ${param(query.createdBefore)}`)
      const pageFilters = [...filters]
      if (after) {
        // strictly after the cursor's row in the page order: a row-value comparison the
        // (created_at, run_id) index answers directly
        const op = order === 'ASC' ? '>' : '<'
        pageFilters.push(`(created_at, run_id) ${op} (${param(after.created_at)}, ${param(after.run_id)})`)
      }
      const sortKey = `created_at ${order}, run_id ${order}`
      // one statement, so that the total and the page come from the same snapshot; one row
      // over limit tells whether there is a next page
      const { rows } = await db.query<{ total: number; runs: unknown }>(
        `SELECT
           (SELECT count(*) FROM ${table} ${where(filters)})::int AS total,
           (SELECT coalesce(jsonb_agg(data ORDER BY ${sortKey}), '[]'::jsonb) FROM (
              SELECT data, created_at, run_id FROM ${table} ${where(pageFilters)}
              ORDER BY ${sortKey} LIMIT ${param(Number.isFinite(limit) ? limit + 1 : null)}
           ) AS page) AS runs`,
        params,
      )
      const fetched = (parseJson(rows[0]?.runs) as unknown[] | undefined) ?? []
      const page = fetched.slice(0, limit).map(toRun)
      const last = page.at(-1)
      return {
        runs: page,
        total: Number(rows[0]?.total ?? 0),
        nextCursor: fetched.length > limit && last ? encodeCursor(last) : null,
      }
    },
    async dispose() {
      // the caller opened the database and closes it; other stores may share it
    },
  }
}

/** Creates the table and its indexes when missing; safe to run from several processes. */
function migrateRuns(db: SqlClient, name: string): Promise<void> {
  const table = `"${name}"`
  return migrate(db, `runs:${name}`, [
    `CREATE TABLE IF NOT EXISTS ${table} (
       run_id text COLLATE "C" PRIMARY KEY,
       data jsonb NOT NULL,
       goal_lower text COLLATE "C" NOT NULL,
       status text GENERATED ALWAYS AS (data->>'status') STORED,
       owner text GENERATED ALWAYS AS (data->>'owner') STORED,
       created_at text COLLATE "C" GENERATED ALWAYS AS (data->>'created_at') STORED
     )`,
    `CREATE INDEX IF NOT EXISTS "${name}_created_idx" ON ${table} (created_at, run_id)`,
    `CREATE INDEX IF NOT EXISTS "${name}_owner_status_idx" ON ${table} (owner, status)`,
  ])
}

function where(filters: string[]): string {
  return filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : ''
}

/**
 * The goal as the goal filter compares it, lowered here rather than by SQL lower(), whose
 * result depends on the database's locale: this way it matches the memory store everywhere.
 */
function goalLower(goal: unknown): string {
  return typeof goal === 'string' ? goal.toLowerCase() : ''
}

function notFound(runId: string): AutomationError {
  return new AutomationError('NOT_FOUND', `run ${runId} does not exist`)
}

/**
 * Runs a write, reporting a value PostgreSQL cannot hold (jsonb refuses U+0000 and lone
 * surrogates in strings) as the caller's error rather than a database failure.
 */
async function write<T>(runId: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code
    if (code === '22P05' || code === '22P02' || code === '22021') {
      throw new AutomationError('INVALID_INPUT', `run ${runId} cannot be stored: ${errorMessage(e)}`)
    }
    throw e
  }
}

/** jsonb arrives parsed from PGlite and node-postgres; other clients may hand over text. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value
}

const RUN_KEYS = [...Object.keys(RunSchema.shape), 'owner', 'request']
const STEP_KEYS = Object.keys(RunStepSchema.shape)
const ERROR_KEYS = Object.keys(RunErrorSchema.shape)
const BROWSER_KEYS = Object.keys(BrowserConfigSchema.shape)

/**
 * A row's run, its keys put back in the schema's order: jsonb keeps objects sorted by key
 * length, and the API shows runs as stored, so without this a run would start with `url`.
 */
function toRun(value: unknown): StoredRun {
  const run = ordered(parseJson(value), RUN_KEYS) as StoredRun
  if (Array.isArray(run.steps)) run.steps = run.steps.map((step) => ordered(step, STEP_KEYS) as typeof step)
  if (run.error) run.error = ordered(run.error, ERROR_KEYS) as typeof run.error
  if (run.browser_config)
    run.browser_config = ordered(run.browser_config, BROWSER_KEYS) as typeof run.browser_config
  return run
}

/** A copy of `value` with `keys` first, in that order, then any others as they come. */
function ordered(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of keys) if (key in source) out[key] = source[key]
  for (const key of Object.keys(source)) if (!(key in out)) out[key] = source[key]
  return out
}
