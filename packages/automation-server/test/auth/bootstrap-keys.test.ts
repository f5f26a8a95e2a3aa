import { describe, expect, it } from 'vitest'
import { bootstrapKeys } from '../../src/auth/bootstrap-keys'
import { createMemoryKeyStore } from '../../src/auth/key-store'

const ENV_A = 'wak_env_key_aaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const ENV_B = 'wak_env_key_bbbbbbbbbbbbbbbbbbbbbbbbbbbb'

describe('bootstrapKeys', () => {
  it('imports AUTOMATION_API_KEYS idempotently and creates no default key', async () => {
    const store = createMemoryKeyStore()
    const logs: string[] = []
    const log = (line: string) => logs.push(line)
    const first = await bootstrapKeys(store, { envKeys: ` ${ENV_A}, ,${ENV_B},${ENV_A}`, log })
    expect(first.created).toBeUndefined()
    const second = await bootstrapKeys(store, { envKeys: `${ENV_A},${ENV_B}`, log })
    expect(second.created).toBeUndefined()
    expect(await store.count()).toBe(2)
    expect(await store.verify(ENV_A)).toMatchObject({ ok: true })
    expect(await store.verify(ENV_B)).toMatchObject({ ok: true })
    expect(logs).toContain('API keys from AUTOMATION_API_KEYS: 2 listed, 2 newly imported')
    expect(logs).toContain('API keys from AUTOMATION_API_KEYS: 2 listed, 0 newly imported')
    expect(logs.join('\n')).not.toContain(ENV_A)
  })

  it('creates a default key only when the store has none', async () => {
    const store = createMemoryKeyStore()
    const first = await bootstrapKeys(store, { log: () => {} })
    expect(first.created?.record.name).toBe('default')
    expect(first.created?.key).toMatch(/^wak_/)
    expect(await store.verify(first.created?.key ?? '')).toMatchObject({ ok: true })
    const second = await bootstrapKeys(store, { envKeys: '', log: () => {} })
    expect(second.created).toBeUndefined()
    expect(await store.count()).toBe(1)
  })

  it('makes no new key when every key was revoked, and warns about revoked or short env keys', async () => {
    const store = createMemoryKeyStore()
    const { record } = await store.create({ name: 'env', key: ENV_A })
    await store.revoke(record.id)
    const logs: string[] = []
    const result = await bootstrapKeys(store, { envKeys: `${ENV_A},short-dev-key`, log: (l) => logs.push(l) })
    expect(result.created).toBeUndefined()
    expect(logs.join('\n')).toMatch(/is revoked/)
    expect(logs.join('\n')).toMatch(/is short/)
    expect(logs.join('\n')).not.toContain('short-dev-key')
  })
})
