import { createHash } from 'node:crypto'
import { migrate, type SqlClient } from 'automation-core'

/** A client registered through Dynamic Client Registration (RFC 7591). */
export interface RegisteredClient {
  client_id: string
  client_name: string | null
  redirect_uris: string[]
  /** ISO-8601 UTC. */
  created_at: string
  /** The registration as answered to the client (RFC 7591 section 3.2.1). */
  metadata: Record<string, unknown>
}

/** What an authorization code stands for; the code itself is kept only as a hash. */
export interface CodeGrant {
  /** The grant every token issued from this code belongs to: revoked together. */
  family_id: string
  client_id: string
  /** The API key that consented: it owns the runs. */
  key_id: string
  redirect_uri: string
  code_challenge: string
  scope: string
  /** The RFC 8707 resource the tokens are bound to. */
  resource: string
  /** Epoch ms. */
  expires_at: number
}

/** An access or refresh token, kept only as a hash. */
export interface TokenGrant {
  kind: 'access' | 'refresh'
  family_id: string
  client_id: string
  key_id: string
  scope: string
  resource: string
  /** Epoch ms. */
  expires_at: number
  /** Epoch ms, or null while unused (refresh tokens: used once, then rotated). */
  used_at: number | null
  /** Epoch ms, or null while not revoked. */
  revoked_at: number | null
}

/** What taking a code or a refresh token found. */
export type Take<T> = { status: 'ok'; grant: T } | { status: 'used'; grant: T } | { status: 'unknown' }

/**
 * Where the authorization server keeps its state: registered clients, codes and tokens. Codes
 * and tokens are stored as SHA-256 hashes only; each is found by hashing what is presented.
 */
export interface OAuthStore {
  readonly name: string
  saveClient(client: RegisteredClient): Promise<void>
  getClient(clientId: string): Promise<RegisteredClient | null>
  saveCode(code: string, grant: CodeGrant): Promise<void>
  /** Marks a code used, once: a second take answers `used` (with the grant, to revoke it). */
  takeCode(code: string, at: number): Promise<Take<CodeGrant>>
  saveToken(token: string, grant: Omit<TokenGrant, 'used_at' | 'revoked_at'>): Promise<void>
  getToken(token: string): Promise<TokenGrant | null>
  /** Marks a refresh token used, once (rotation): a second take answers `used`. */
  takeRefreshToken(token: string, at: number): Promise<Take<TokenGrant>>
  /** Revokes every token of a grant; returns how many were still live. */
  revokeFamily(familyId: string, at: number): Promise<number>
  /**
   * Drops tokens that expired before `at`, and codes that expired an hour before it (a used code
   * is kept a while, so presenting it again still revokes what it gave).
   */
  prune(at: number): Promise<void>
}

/** How long an expired code is kept for reuse detection. */
export const EXPIRED_CODE_KEPT_MS = 3_600_000

/** The stored form of a code or token: SHA-256 in hex (they carry 256 random bits). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/** An OAuth store in process memory: gone on restart (tests, embedding without a database). */
export function createMemoryOAuthStore(): OAuthStore {
  const clients = new Map<string, RegisteredClient>()
  const codes = new Map<string, CodeGrant & { used_at: number | null }>()
  const tokens = new Map<string, TokenGrant>()
  return {
    name: 'memory',
    async saveClient(client) {
      clients.set(client.client_id, structuredClone(client))
    },
    async getClient(clientId) {
      const client = clients.get(clientId)
      return client ? structuredClone(client) : null
    },
    async saveCode(code, grant) {
      codes.set(hashSecret(code), { ...grant, used_at: null })
    },
    async takeCode(code, at) {
      const row = codes.get(hashSecret(code))
      if (!row) return { status: 'unknown' }
      const { used_at, ...grant } = row
      if (used_at !== null) return { status: 'used', grant }
      row.used_at = at
      return { status: 'ok', grant }
    },
    async saveToken(token, grant) {
      tokens.set(hashSecret(token), { ...grant, used_at: null, revoked_at: null })
    },
    async getToken(token) {
      const row = tokens.get(hashSecret(token))
      return row ? { ...row } : null
    },
    async takeRefreshToken(token, at) {
      const row = tokens.get(hashSecret(token))
      if (row?.kind !== 'refresh') return { status: 'unknown' }
      if (row.used_at !== null || row.revoked_at !== null) return { status: 'used', grant: { ...row } }
      row.used_at = at
      return { status: 'ok', grant: { ...row } }
    },
    async revokeFamily(familyId, at) {
      let live = 0
      for (const row of tokens.values()) {
        if (row.family_id !== familyId || row.revoked_at !== null) continue
        row.revoked_at = at
        live++
      }
      return live
    },
    async prune(at) {
      for (const [hash, row] of codes) if (row.expires_at < at - EXPIRED_CODE_KEPT_MS) codes.delete(hash)
      for (const [hash, row] of tokens) if (row.expires_at < at) tokens.delete(hash)
    },
  }
}

/**
 * Times are epoch milliseconds in bigint columns: expiry is compared on every request, and a
 * number compares without parsing.
 */
const MIGRATION = [
  `CREATE TABLE IF NOT EXISTS oauth_clients (
    client_id text PRIMARY KEY,
    client_name text,
    redirect_uris jsonb NOT NULL,
    metadata jsonb NOT NULL,
    created_at text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS oauth_codes (
    hash text PRIMARY KEY,
    family_id text NOT NULL,
    client_id text NOT NULL,
    key_id text NOT NULL,
    redirect_uri text NOT NULL,
    code_challenge text NOT NULL,
    scope text NOT NULL,
    resource text NOT NULL,
    expires_at bigint NOT NULL,
    used_at bigint
  )`,
  `CREATE TABLE IF NOT EXISTS oauth_tokens (
    hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
    family_id text NOT NULL,
    client_id text NOT NULL,
    key_id text NOT NULL,
    scope text NOT NULL,
    resource text NOT NULL,
    expires_at bigint NOT NULL,
    used_at bigint,
    revoked_at bigint
  )`,
  'CREATE INDEX IF NOT EXISTS oauth_tokens_family ON oauth_tokens (family_id)',
  'CREATE INDEX IF NOT EXISTS oauth_tokens_expiry ON oauth_tokens (expires_at)',
]

const CODE_COLUMNS =
  'family_id, client_id, key_id, redirect_uri, code_challenge, scope, resource, expires_at, used_at'
const TOKEN_COLUMNS = 'kind, family_id, client_id, key_id, scope, resource, expires_at, used_at, revoked_at'

/**
 * An OAuth store in SQL (PGlite or Postgres), in the same database as the runs and keys,
 * creating its tables when missing. Taking a code or a refresh token is one UPDATE, so two
 * requests racing with the same one cannot both win.
 */
export async function createSqlOAuthStore(db: SqlClient): Promise<OAuthStore> {
  await migrate(db, 'oauth', MIGRATION)

  return {
    name: 'sql',
    async saveClient(client) {
      await db.query(
        `INSERT INTO oauth_clients (client_id, client_name, redirect_uris, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          client.client_id,
          client.client_name,
          JSON.stringify(client.redirect_uris),
          JSON.stringify(client.metadata),
          client.created_at,
        ],
      )
    },
    async getClient(clientId) {
      const { rows } = await db.query<RegisteredClient>(
        'SELECT client_id, client_name, redirect_uris, metadata, created_at FROM oauth_clients WHERE client_id = $1',
        [clientId],
      )
      return rows[0] ?? null
    },
    async saveCode(code, grant) {
      await db.query(
        `INSERT INTO oauth_codes (hash, ${CODE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)`,
        [
          hashSecret(code),
          grant.family_id,
          grant.client_id,
          grant.key_id,
          grant.redirect_uri,
          grant.code_challenge,
          grant.scope,
          grant.resource,
          grant.expires_at,
        ],
      )
    },
    async takeCode(code, at) {
      const hash = hashSecret(code)
      const { rows } = await db.query<CodeRow>(
        `UPDATE oauth_codes SET used_at = $2 WHERE hash = $1 AND used_at IS NULL RETURNING ${CODE_COLUMNS}`,
        [hash, at],
      )
      if (rows[0]) return { status: 'ok', grant: toCode(rows[0]) }
      const seen = await db.query<CodeRow>(`SELECT ${CODE_COLUMNS} FROM oauth_codes WHERE hash = $1`, [hash])
      return seen.rows[0] ? { status: 'used', grant: toCode(seen.rows[0]) } : { status: 'unknown' }
    },
    async saveToken(token, grant) {
      await db.query(
        `INSERT INTO oauth_tokens (hash, ${TOKEN_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL)`,
        [
          hashSecret(token),
          grant.kind,
          grant.family_id,
          grant.client_id,
          grant.key_id,
          grant.scope,
          grant.resource,
          grant.expires_at,
        ],
      )
    },
    async getToken(token) {
      const { rows } = await db.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM oauth_tokens WHERE hash = $1`, [
        hashSecret(token),
      ])
      return rows[0] ? toToken(rows[0]) : null
    },
    async takeRefreshToken(token, at) {
      const hash = hashSecret(token)
      const { rows } = await db.query<TokenRow>(
        `UPDATE oauth_tokens SET used_at = $2
         WHERE hash = $1 AND kind = 'refresh' AND used_at IS NULL AND revoked_at IS NULL
         RETURNING ${TOKEN_COLUMNS}`,
        [hash, at],
      )
      if (rows[0]) return { status: 'ok', grant: toToken(rows[0]) }
      const seen = await db.query<TokenRow>(
        `SELECT ${TOKEN_COLUMNS} FROM oauth_tokens WHERE hash = $1 AND kind = 'refresh'`,
        [hash],
      )
      return seen.rows[0] ? { status: 'used', grant: toToken(seen.rows[0]) } : { status: 'unknown' }
    },
    async revokeFamily(familyId, at) {
      const { rows } = await db.query(
        'UPDATE oauth_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL RETURNING hash',
        [familyId, at],
      )
      return rows.length
    },
    async prune(at) {
      await db.query('DELETE FROM oauth_codes WHERE expires_at < $1', [at - EXPIRED_CODE_KEPT_MS])
      await db.query('DELETE FROM oauth_tokens WHERE expires_at < $1', [at])
    },
  }
}

type Millis = number | string | bigint | null
type CodeRow = Omit<CodeGrant, 'expires_at'> & { expires_at: Millis; used_at: Millis }
type TokenRow = Omit<TokenGrant, 'expires_at' | 'used_at' | 'revoked_at'> & {
  expires_at: Millis
  used_at: Millis
  revoked_at: Millis
}

/** bigint columns come back as strings or bigints depending on the driver. */
function millis(value: Millis): number | null {
  return value === null ? null : Number(value)
}

function toCode(row: CodeRow): CodeGrant {
  const { used_at: _used, ...rest } = row
  return { ...rest, expires_at: Number(row.expires_at) }
}

function toToken(row: TokenRow): TokenGrant {
  return {
    ...row,
    expires_at: Number(row.expires_at),
    used_at: millis(row.used_at),
    revoked_at: millis(row.revoked_at),
  }
}
