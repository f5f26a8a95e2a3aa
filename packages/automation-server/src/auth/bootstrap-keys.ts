import { keyPrefix } from './api-keys'
import type { ApiKeyRecord, KeyStore } from './key-store'

/** Options of {@link bootstrapKeys}. */
export interface BootstrapKeysOptions {
  /** AUTOMATION_API_KEYS: keys separated by commas, blanks ignored. @default undefined (none) */
  envKeys?: string
  /** Where notes go (imports, warnings); never given a key, only prefixes. */
  log: (message: string) => void
}

/** What {@link bootstrapKeys} did: `created` is set when it had to make the first key. */
export interface BootstrapKeysResult {
  created?: { key: string; record: ApiKeyRecord }
}

/** Shorter imported keys get a warning: guessable keys are worth a line in the log. */
const MIN_RECOMMENDED_LENGTH = 24

/**
 * Gets a server's keys ready at startup. Imports each key of AUTOMATION_API_KEYS (idempotent:
 * a restart imports nothing new), then, when the store holds no key at all, creates one named
 * 'default' and returns it so the server can print it once. A store whose keys were all revoked
 * gets no new one: revoking everything is a choice, not a fresh install.
 *
 * @example
 * const { created } = await bootstrapKeys(store, { envKeys: process.env.AUTOMATION_API_KEYS, log })
 * if (created) console.log(`API key (shown once): ${created.key}`)
 */
export async function bootstrapKeys(
  store: KeyStore,
  options: BootstrapKeysOptions,
): Promise<BootstrapKeysResult> {
  const { log } = options
  const keys = [
    ...new Set(
      (options.envKeys ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    ),
  ]
  let imported = 0
  for (const [i, key] of keys.entries()) {
    const before = await store.count()
    const { record } = await store.create({ name: `env-${i + 1}`, key })
    if ((await store.count()) > before) imported++
    const label = `${record.prefix}... (${record.id})`
    if (key.length < MIN_RECOMMENDED_LENGTH) {
      log(`warning: AUTOMATION_API_KEYS key ${keyPrefix(key)}... is short; prefer keys from 'keys create'`)
    }
    if (record.revoked_at !== null)
      log(`warning: AUTOMATION_API_KEYS key ${label} is revoked and will be refused`)
  }
  if (keys.length > 0) {
    log(`API keys from AUTOMATION_API_KEYS: ${keys.length} listed, ${imported} newly imported`)
  }
  if ((await store.count()) > 0) return {}
  const created = await store.create({ name: 'default' })
  log(`created the first API key '${created.record.name}' (${created.record.prefix}...)`)
  return { created }
}
