import { createHash, randomBytes } from 'node:crypto'

/** What every generated API key starts with, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'wak_'

/** What every generated webhook signing secret starts with. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/** How many leading characters of a key are kept for display and revoke-by-prefix. */
export const KEY_PREFIX_LENGTH = 12

/**
 * A new API key: `wak_` and 32 random bytes in base64url (43 characters), 256 bits of entropy.
 *
 * @example
 * generateApiKey() // 'wak_3q2-7wQm...'
 */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
}

/**
 * The stored form of a key: its SHA-256 in hex. Generated keys carry 256 bits of entropy, so a
 * plain hash cannot be brute-forced and, unlike a salted slow hash, lets a key be found by its
 * hash in one indexed lookup on every request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/**
 * The part of a key that may be shown (`keys list`, logs) and used to revoke it: its first 12
 * characters (`wak_` + 8 random ones). A key imported from AUTOMATION_API_KEYS may be short, so
 * never more than a third of it is shown: the prefix must not give the key away.
 */
export function keyPrefix(key: string): string {
  return key.slice(0, Math.min(KEY_PREFIX_LENGTH, Math.floor(key.length / 3)))
}

/** A new secret for signing webhooks of one key: `whsec_` and 32 random bytes in base64url. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** A short random id for a key record (`key_` and 16 hex characters): safe to show and to log. */
export function generateKeyId(): string {
  return `key_${randomBytes(8).toString('hex')}`
}
