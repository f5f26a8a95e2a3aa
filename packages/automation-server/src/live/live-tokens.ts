import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { migrate, type SqlClient } from 'automation-core'

/** What a live URL lets its holder do: watch, or also click and type in the run's page. */
export type LiveKind = 'view' | 'control'

export interface LiveGrant {
  kind: LiveKind
  /** Epoch ms. */
  expiresAt: number
}

/**
 * Capabilities for one run's live page, carried in its URL: an HMAC over the run id, the kind
 * and the expiry, so a link can be shared or embedded without an API key, and nothing in it can
 * be changed to reach another run, to control instead of watch, or to live longer.
 */
export interface LiveTokens {
  mint(runId: string, kind: LiveKind, ttlMs: number): { token: string; expiresAt: number }
  /** The grant, or why the token is refused (`invalid` or `expired`). */
  check(token: string, runId: string): LiveGrant | { refused: 'invalid' | 'expired' }
}

export function createLiveTokens(secret: string, now: () => number = Date.now): LiveTokens {
  const sign = (runId: string, kind: string, expires: string) =>
    createHmac('sha256', secret).update(`live\n${runId}\n${kind}\n${expires}`).digest('base64url')
  return {
    mint(runId, kind, ttlMs) {
      const expiresAt = now() + ttlMs
      const expires = expiresAt.toString(36)
      return { token: `${kind}.${expires}.${sign(runId, kind, expires)}`, expiresAt }
    },
    check(token, runId) {
      const [kind, expires, signature, extra] = token.split('.')
      if (extra !== undefined || (kind !== 'view' && kind !== 'control') || !expires || !signature)
        return { refused: 'invalid' }
      const expected = Buffer.from(sign(runId, kind, expires))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' }
      const expiresAt = Number.parseInt(expires, 36)
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) return { refused: 'expired' }
      return { kind, expiresAt }
    },
  }
}

/**
 * The secret that signs live URLs: the configured one, or one made on first start and kept in
 * the server's database, so links stay valid across restarts and every node of one database
 * signs alike.
 */
export async function liveSecret(db: SqlClient, configured?: string): Promise<string> {
  if (configured) return configured
  await migrate(db, 'server_secrets', [
    `CREATE TABLE IF NOT EXISTS server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )`,
  ])
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'live_url',
    randomBytes(32).toString('base64url'),
  ])
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    'live_url',
  ])
  return rows[0]?.value as string
}
