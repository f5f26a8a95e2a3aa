import { AutomationError, migrate, type SqlClient, type ValidationDetail } from 'automation-core'
import { generateApiKey, generateKeyId, generateWebhookSecret, hashApiKey, keyPrefix } from './api-keys'

/** An API key as stored and shown: never the key itself, only its display prefix. */
export interface ApiKeyRecord {
  id: string
  name: string
  prefix: string
  /** ISO-8601 UTC. */
  created_at: string
  /** ISO-8601 UTC; null = never expires. */
  expires_at: string | null
  /** ISO-8601 UTC; null = active. */
  revoked_at: string | null
  /** Runs left; null = unlimited. */
  credits: number | null
  /** Signs the webhooks of this key's runs. */
  webhook_secret: string
  /** May manage keys in the dashboard (the first key created is). */
  admin: boolean
  /** ISO-8601 UTC of the latest request made with the key (to the minute); null = never used. */
  last_used_at: string | null
}

/** The result of checking a presented key, ready to become a 401 when not ok. */
export type KeyCheck =
  | { ok: true; key: ApiKeyRecord }
  | { ok: false; code: 'INVALID_API_KEY' | 'UNAUTHORIZED'; message: string }

/** What {@link KeyStore.create} takes. */
export interface CreateKeyInput {
  name: string
  /** ISO-8601; null or absent = never expires. */
  expiresAt?: string | null
  /** Runs the key may start; null or absent = unlimited. */
  credits?: number | null
  /** Imports this secret instead of generating one (bootstrap from AUTOMATION_API_KEYS). */
  key?: string
  /** May manage keys. The first key of a store is an admin whatever this says. @default false */
  admin?: boolean
}

/** Where API keys live: in memory (tests, no data directory) or in SQL (PGlite, Postgres). */
export interface KeyStore {
  readonly name: string
  /**
   * Creates a key; `key` imports a given secret (bootstrap from AUTOMATION_API_KEYS), idempotent
   * for the same secret: importing it again returns the existing record unchanged, even revoked.
   * Returns the plain key once: only its hash is kept.
   */
  create(input: CreateKeyInput): Promise<{ key: string; record: ApiKeyRecord }>
  /** Every key, oldest first, revoked ones included. */
  list(): Promise<ApiKeyRecord[]>
  /**
   * Revokes by id or by prefix; null when no such key. Revoking twice keeps the first time.
   * Throws INVALID_INPUT when a prefix matches several keys (use the id).
   */
  revoke(idOrPrefix: string): Promise<ApiKeyRecord | null>
  /** Checks a presented key: unknown or revoked -> INVALID_API_KEY; expired -> UNAUTHORIZED. */
  verify(key: string): Promise<KeyCheck>
  /**
   * Checks a key by its id, as {@link verify} checks a presented one: for grants made with a key
   * earlier (OAuth tokens), which must stop working once the key is revoked or expires.
   */
  check(id: string): Promise<KeyCheck>
  /** Takes one credit atomically; true when taken or unlimited, false when none left (or no such key). */
  debit(id: string): Promise<boolean>
  /** Gives a credit back (a run that could not be created). No-op for unlimited keys. */
  refund(id: string): Promise<void>
  /** How many keys exist, revoked and expired ones included. */
  count(): Promise<number>
}

/** Options shared by both stores. */
export interface KeyStoreOptions {
  /** The clock, in epoch milliseconds: expiry and the verify cache use it. @default Date.now */
  now?: () => number
}

/** Options of {@link createSqlKeyStore}. */
export interface SqlKeyStoreOptions extends KeyStoreOptions {
  /**
   * How long a verify result is reused without a query, in ms; 0 disables the cache. A revoke
   * in this process takes effect at once; one from another process (the CLI) within this time.
   * @default 5000
   */
  cacheTtlMs?: number
  /** The most verify results kept; the oldest go first. @default 10000 */
  cacheMaxEntries?: number
}

/** `last_used_at` is written at most this often per key: a request is not a write. */
const LAST_USED_EVERY_MS = 60_000

/** Longer presented keys are refused unhashed: no real key is that long, and it keeps junk out of the cache. */
const MAX_KEY_LENGTH = 512

const INVALID: KeyCheck = { ok: false, code: 'INVALID_API_KEY', message: 'Invalid API key' }
const REVOKED: KeyCheck = { ok: false, code: 'INVALID_API_KEY', message: 'API key has been revoked' }

/** A stored key: the record plus the hash it is found by. */
interface KeyRow extends ApiKeyRecord {
  hash: string
}

/**
 * A key store in process memory: gone on restart. For tests and for a server run without a
 * data directory.
 */
export function createMemoryKeyStore(options: KeyStoreOptions = {}): KeyStore {
  const now = options.now ?? Date.now
  const byId = new Map<string, KeyRow>()
  const idByHash = new Map<string, string>()

  return {
    name: 'memory',
    async create(input) {
      const fields = normalizeCreateInput(input)
      const key = fields.key ?? generateApiKey()
      const hash = hashApiKey(key)
      const existing = idByHash.get(hash)
      if (existing !== undefined) return { key, record: toRecord(byId.get(existing)!) }
      const row = newRow(fields, key, hash, now(), byId.size === 0)
      byId.set(row.id, row)
      idByHash.set(hash, row.id)
      return { key, record: toRecord(row) }
    },
    async list() {
      return [...byId.values()].map(toRecord)
    },
    async revoke(idOrPrefix) {
      const row = pickForRevoke([...byId.values()], idOrPrefix)
      if (row === null) return null
      row.revoked_at ??= new Date(now()).toISOString()
      return toRecord(row)
    },
    async verify(key) {
      if (!isPlausibleKey(key)) return INVALID
      const id = idByHash.get(hashApiKey(key))
      const row = id === undefined ? null : (byId.get(id) ?? null)
      const check = checkRow(row, now())
      if (check.ok && row) row.last_used_at = new Date(now()).toISOString()
      return check
    },
    async check(id) {
      return checkRow(byId.get(id) ?? null, now())
    },
    async debit(id) {
      const row = byId.get(id)
      if (row === undefined) return false
      if (row.credits === null) return true
      if (row.credits <= 0) return false
      row.credits -= 1
      return true
    },
    async refund(id) {
      const row = byId.get(id)
      if (row !== undefined && row.credits !== null) row.credits += 1
    },
    async count() {
      return byId.size
    },
  }
}

const COLUMNS =
  'id, name, hash, prefix, created_at, expires_at, revoked_at, credits, webhook_secret, admin, last_used_at'

/**
 * Dates are ISO-8601 text rather than timestamptz: they come back as the same string from every
 * driver (PGlite, node-postgres) and sort correctly as text.
 */
const MIGRATION = [
  `CREATE TABLE IF NOT EXISTS api_keys (
    id text PRIMARY KEY,
    name text NOT NULL,
    hash text NOT NULL UNIQUE,
    prefix text NOT NULL,
    created_at text NOT NULL,
    expires_at text,
    revoked_at text,
    credits integer CHECK (credits IS NULL OR credits >= 0),
    webhook_secret text NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS api_keys_prefix ON api_keys (prefix)',
  'ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS admin boolean NOT NULL DEFAULT false',
  'ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS last_used_at text',
  // a store made before keys had the flag: its oldest key is the admin
  `UPDATE api_keys SET admin = true
   WHERE id = (SELECT id FROM api_keys ORDER BY created_at, id LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM api_keys WHERE admin)`,
]

/**
 * A key store in SQL (PGlite or Postgres through a SqlClient), creating its table when missing.
 * Stores only the SHA-256 of each key. `verify` runs on every request, so its results are cached
 * in this process for `cacheTtlMs` (5 s): a revoke through this store applies at once, a revoke
 * from another process (the `keys revoke` CLI) within that time.
 */
export async function createSqlKeyStore(db: SqlClient, options: SqlKeyStoreOptions = {}): Promise<KeyStore> {
  const now = options.now ?? Date.now
  const cache = createVerifyCache(options.cacheTtlMs ?? 5000, options.cacheMaxEntries ?? 10_000, now)
  await migrate(db, 'api_keys', MIGRATION)

  const one = async (sql: string, params: unknown[]): Promise<KeyRow | null> => {
    const { rows } = await db.query<KeyRow>(sql, params)
    return rows[0] ?? null
  }

  return {
    name: 'sql',
    async create(input) {
      const fields = normalizeCreateInput(input)
      const key = fields.key ?? generateApiKey()
      const hash = hashApiKey(key)
      const row = newRow(fields, key, hash, now(), false)
      // ON CONFLICT keeps a re-import idempotent even when two processes import at once; the
      // first key of the store is an admin, decided in the same statement.
      const inserted = await one(
        `INSERT INTO api_keys (${COLUMNS})
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 OR NOT EXISTS (SELECT 1 FROM api_keys), NULL
         ON CONFLICT (hash) DO NOTHING RETURNING ${COLUMNS}`,
        [
          row.id,
          row.name,
          hash,
          row.prefix,
          row.created_at,
          row.expires_at,
          null,
          row.credits,
          row.webhook_secret,
          fields.admin,
        ],
      )
      const stored = inserted ?? (await one(`SELECT ${COLUMNS} FROM api_keys WHERE hash = $1`, [hash]))
      if (stored === null) throw new AutomationError('INTERNAL', 'API key was neither inserted nor found')
      // A verify of this secret before it existed may have cached "unknown".
      cache.delete(hash)
      return { key, record: toRecord(stored) }
    },
    async list() {
      const { rows } = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`)
      return rows.map(toRecord)
    },
    async revoke(idOrPrefix) {
      const { rows } = await db.query<KeyRow>(
        `SELECT ${COLUMNS} FROM api_keys WHERE id = $1 OR prefix = $1`,
        [idOrPrefix],
      )
      const target = pickForRevoke(rows, idOrPrefix)
      if (target === null) return null
      const row = await one(
        `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
        [target.id, new Date(now()).toISOString()],
      )
      cache.delete(target.hash)
      return row === null ? null : toRecord(row)
    },
    async verify(key) {
      if (!isPlausibleKey(key)) return INVALID
      const hash = hashApiKey(key)
      let row = cache.get(hash)
      if (row === undefined) {
        row = await one(`SELECT ${COLUMNS} FROM api_keys WHERE hash = $1`, [hash])
        cache.set(hash, row)
      }
      const check = checkRow(row, now())
      if (check.ok && row && now() - Date.parse(row.last_used_at ?? '1970-01-01') >= LAST_USED_EVERY_MS) {
        const at = new Date(now()).toISOString()
        row.last_used_at = at
        // not awaited: a request does not wait for its key's bookkeeping
        db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [row.id, at]).catch(() => {})
      }
      return check
    },
    async check(id) {
      // Not cached: a grant is checked once per MCP request, and a revoke must end it at once.
      return checkRow(await one(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]), now())
    },
    async debit(id) {
      // One statement: the check and the decrement cannot interleave with another debit.
      const row = await one(
        `UPDATE api_keys SET credits = credits - 1
         WHERE id = $1 AND (credits IS NULL OR credits > 0) RETURNING hash, credits`,
        [id],
      )
      if (row === null) return false
      cache.setCredits(row.hash, row.credits)
      return true
    },
    async refund(id) {
      const row = await one(
        'UPDATE api_keys SET credits = credits + 1 WHERE id = $1 AND credits IS NOT NULL RETURNING hash, credits',
        [id],
      )
      if (row !== null) cache.setCredits(row.hash, row.credits)
    },
    async count() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys')
      return Number(rows[0]?.n ?? 0)
    },
  }
}

/** Verify results by key hash, `null` meaning "no such key", each reused for `ttlMs`. */
function createVerifyCache(ttlMs: number, maxEntries: number, now: () => number) {
  const entries = new Map<string, { row: KeyRow | null; until: number }>()
  return {
    get(hash: string): KeyRow | null | undefined {
      const entry = entries.get(hash)
      if (entry === undefined) return undefined
      if (entry.until > now()) return entry.row
      entries.delete(hash)
      return undefined
    },
    set(hash: string, row: KeyRow | null): void {
      if (ttlMs <= 0 || maxEntries <= 0) return
      // Unknown keys are cached too (a client retrying a bad key should not cost a query each
      // time); the bound keeps a flood of random keys from growing memory.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(hash, { row, until: now() + ttlMs })
    },
    delete(hash: string): void {
      entries.delete(hash)
    },
    /** Keeps a cached record's credits in step with this process's own debits and refunds. */
    setCredits(hash: string, credits: number | null): void {
      const entry = entries.get(hash)
      if (entry?.row) entry.row = { ...entry.row, credits }
    },
  }
}

/** The verdict on a stored key (or none) at time `at`. */
function checkRow(row: KeyRow | null, at: number): KeyCheck {
  if (row === null) return INVALID
  if (row.revoked_at !== null) return REVOKED
  if (row.expires_at !== null && Date.parse(row.expires_at) <= at) {
    return { ok: false, code: 'UNAUTHORIZED', message: `API key expired at ${row.expires_at}` }
  }
  return { ok: true, key: toRecord(row) }
}

function isPlausibleKey(key: string): boolean {
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH
}

/** The key to revoke: an id match first, else the only key with that prefix. */
function pickForRevoke<Row extends KeyRow>(rows: Row[], idOrPrefix: string): Row | null {
  const byId = rows.find((row) => row.id === idOrPrefix)
  if (byId !== undefined) return byId
  const byPrefix = rows.filter((row) => row.prefix === idOrPrefix)
  if (byPrefix.length > 1) {
    throw new AutomationError(
      'INVALID_INPUT',
      `Prefix '${idOrPrefix}' matches ${byPrefix.length} keys: revoke by id`,
      {
        details: [{ field: 'idOrPrefix', message: `matches ${byPrefix.map((row) => row.id).join(', ')}` }],
      },
    )
  }
  return byPrefix[0] ?? null
}

/** A copy without the hash, so callers can neither see it nor change the stored row. */
function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    credits: row.credits === null ? null : Number(row.credits),
    webhook_secret: row.webhook_secret,
    admin: row.admin === true,
    last_used_at: row.last_used_at ?? null,
  }
}

interface CreateFields {
  name: string
  expiresAt: string | null
  credits: number | null
  key: string | undefined
  admin: boolean
}

function newRow(fields: CreateFields, key: string, hash: string, at: number, first: boolean): KeyRow {
  return {
    id: generateKeyId(),
    name: fields.name,
    hash,
    prefix: keyPrefix(key),
    created_at: new Date(at).toISOString(),
    expires_at: fields.expiresAt,
    revoked_at: null,
    credits: fields.credits,
    webhook_secret: generateWebhookSecret(),
    admin: fields.admin || first,
    last_used_at: null,
  }
}

/** Checks every field at once and normalises dates to ISO-8601 UTC; throws INVALID_INPUT. */
function normalizeCreateInput(input: CreateKeyInput): CreateFields {
  const details: ValidationDetail[] = []
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (name.length === 0 || name.length > 100)
    details.push({ field: 'name', message: 'must be 1-100 characters' })
  let expiresAt: string | null = null
  if (input.expiresAt !== undefined && input.expiresAt !== null) {
    const time = Date.parse(input.expiresAt)
    if (Number.isNaN(time)) details.push({ field: 'expiresAt', message: 'must be an ISO-8601 date' })
    else expiresAt = new Date(time).toISOString()
  }
  const credits = input.credits ?? null
  if (credits !== null && !(Number.isSafeInteger(credits) && credits >= 0)) {
    details.push({ field: 'credits', message: 'must be a whole number of at least 0, or null for unlimited' })
  }
  // Printable ASCII without spaces: what survives an HTTP header and a comma-separated env var.
  if (input.key !== undefined && !/^[\x21-\x2b\x2d-\x7e]{1,512}$/.test(input.key)) {
    details.push({ field: 'key', message: 'must be 1-512 printable characters without spaces or commas' })
  }
  if (details.length > 0) throw new AutomationError('INVALID_INPUT', 'Invalid API key options', { details })
  return { name, expiresAt, credits, key: input.key, admin: input.admin === true }
}
