import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { migrate, type SqlClient } from 'automation-core'

/** A signed-in dashboard visitor: the API key they signed in with. */
export interface DashboardSession {
  keyId: string
  /** Epoch ms. */
  expiresAt: number
}

/**
 * Dashboard sessions, kept in the server's database by the SHA-256 of their token (the cookie
 * holds the token; the database never does), so a restart or another node keeps them.
 */
export interface SessionStore {
  create(keyId: string): Promise<{ token: string; expiresAt: number }>
  get(token: string): Promise<DashboardSession | null>
  remove(token: string): Promise<void>
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSqlSessionStore(
  db: SqlClient,
  options: { ttlMs: number; now?: () => number },
): Promise<SessionStore> {
  const now = options.now ?? Date.now
  await migrate(db, 'dashboard_sessions', [
    `CREATE TABLE IF NOT EXISTS dashboard_sessions (
      token_hash text PRIMARY KEY,
      key_id text NOT NULL,
      expires_at bigint NOT NULL
    )`,
  ])
  return {
    async create(keyId) {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = now() + options.ttlMs
      // sessions past their time go when a new one starts
      await db.query('DELETE FROM dashboard_sessions WHERE expires_at < $1', [now()])
      await db.query('INSERT INTO dashboard_sessions (token_hash, key_id, expires_at) VALUES ($1, $2, $3)', [
        hash(token),
        keyId,
        expiresAt,
      ])
      return { token, expiresAt }
    },
    async get(token) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
      const { rows } = await db.query<{ key_id: string; expires_at: string | number }>(
        'SELECT key_id, expires_at FROM dashboard_sessions WHERE token_hash = $1',
        [hash(token)],
      )
      const row = rows[0]
      if (!row || Number(row.expires_at) <= now()) return null
      return { keyId: row.key_id, expiresAt: Number(row.expires_at) }
    },
    async remove(token) {
      await db.query('DELETE FROM dashboard_sessions WHERE token_hash = $1', [hash(token)])
    },
  }
}

/** The CSRF token of a session's forms: derived from its secret token, which only the cookie holds. */
export function csrfOf(token: string): string {
  return createHash('sha256').update(`csrf\n${token}`).digest('base64url')
}

export function csrfMatches(token: string, presented: string): boolean {
  const expected = Buffer.from(csrfOf(token))
  const given = Buffer.from(presented)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
