import { isAutomationError } from 'automation-core'
import { describe, expect, it } from 'vitest'
import type { KeyStore } from '../../src/auth/key-store'

/**
 * The behaviour every KeyStore must have. Each test gets a fresh, empty store from `makeStore`.
 *
 * @example
 * describeKeyStoreConformance('memory', async () => createMemoryKeyStore())
 */
export function describeKeyStoreConformance(label: string, makeStore: () => Promise<KeyStore>): void {
  describe(`KeyStore conformance: ${label}`, () => {
    it('creates a key, returning the plain key once and a record without it', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'ci' })
      expect(key).toMatch(/^wak_[\w-]{43}$/)
      expect(record).toMatchObject({
        name: 'ci',
        prefix: key.slice(0, 12),
        expires_at: null,
        revoked_at: null,
      })
      expect(record.credits).toBeNull()
      expect(record.webhook_secret).toMatch(/^whsec_[\w-]{43}$/)
      expect(Date.parse(record.created_at)).not.toBeNaN()
      expect(JSON.stringify(record)).not.toContain(key)
      expect(JSON.stringify(await store.list())).not.toContain(key)
      expect(await store.count()).toBe(1)
    })

    it('lists every key, oldest first, revoked ones included', async () => {
      const store = await makeStore()
      const a = await store.create({ name: 'a' })
      // Creation times have millisecond precision: two keys made in the same one are equally old.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const b = await store.create({ name: 'b', credits: 5 })
      await store.revoke(a.record.id)
      const list = await store.list()
      expect(list.map((r) => r.id)).toEqual([a.record.id, b.record.id])
      expect(list[0]?.revoked_at).not.toBeNull()
      expect(list[1]?.credits).toBe(5)
      expect(await store.count()).toBe(2)
    })

    it('verifies a valid key and refuses an unknown one with INVALID_API_KEY', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'ok' })
      const check = await store.verify(key)
      expect(check).toMatchObject({ ok: true, key: { id: record.id, name: 'ok' } })
      expect(await store.verify(`${key}x`)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
      expect(await store.verify('')).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
      expect(await store.verify('x'.repeat(10_000))).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
    })

    it('refuses a revoked key with INVALID_API_KEY; revoking again keeps the first time', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'r' })
      const revoked = await store.revoke(record.id)
      expect(revoked?.id).toBe(record.id)
      expect(revoked?.revoked_at).toEqual(expect.any(String))
      expect(await store.verify(key)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
      const again = await store.revoke(record.id)
      expect(again?.revoked_at).toBe(revoked?.revoked_at)
    })

    it('revokes by prefix, returns null for no such key, refuses an ambiguous prefix', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'p' })
      expect((await store.revoke(record.prefix))?.id).toBe(record.id)
      expect(await store.verify(key)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
      expect(await store.revoke('wak_nosuchkey')).toBeNull()
      await store.create({ name: 'x', key: 'wak_samesame_first_0123456789abcdefg' })
      await store.create({ name: 'y', key: 'wak_samesame_second_0123456789abcdef' })
      const error = await store.revoke('wak_samesame').catch((e: unknown) => e)
      expect(isAutomationError(error, 'INVALID_INPUT')).toBe(true)
    })

    it('refuses an expired key with UNAUTHORIZED and accepts one expiring later', async () => {
      const store = await makeStore()
      const past = await store.create({ name: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() })
      const check = await store.verify(past.key)
      expect(check).toMatchObject({ ok: false, code: 'UNAUTHORIZED' })
      expect(!check.ok && check.message).toMatch(/expired/)
      const future = await store.create({
        name: 'new',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
      expect(await store.verify(future.key)).toMatchObject({ ok: true })
    })

    it('checks a key by id as verify does: valid, then revoked; expired and unknown ids refused', async () => {
      const store = await makeStore()
      const { record } = await store.create({ name: 'grant' })
      expect(await store.check(record.id)).toMatchObject({ ok: true, key: { id: record.id } })
      await store.revoke(record.id)
      expect(await store.check(record.id)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
      const old = await store.create({ name: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() })
      expect(await store.check(old.record.id)).toMatchObject({ ok: false, code: 'UNAUTHORIZED' })
      expect(await store.check('key_nope')).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
    })

    it('debits credits down to zero, then refuses; a refund gives one back', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'c', credits: 2 })
      expect(await store.debit(record.id)).toBe(true)
      expect(await store.debit(record.id)).toBe(true)
      expect(await store.debit(record.id)).toBe(false)
      const check = await store.verify(key)
      expect(check.ok && check.key.credits).toBe(0)
      await store.refund(record.id)
      expect(await store.debit(record.id)).toBe(true)
      expect(await store.debit(record.id)).toBe(false)
      expect(await store.debit('key_nosuchid')).toBe(false)
    })

    it('never runs out on an unlimited key', async () => {
      const store = await makeStore()
      const { record } = await store.create({ name: 'u' })
      for (let i = 0; i < 5; i++) expect(await store.debit(record.id)).toBe(true)
      await store.refund(record.id)
      expect((await store.list())[0]?.credits).toBeNull()
    })

    it('takes exactly 10 of 20 concurrent debits on 10 credits', async () => {
      const store = await makeStore()
      const { record } = await store.create({ name: 'race', credits: 10 })
      const results = await Promise.all(Array.from({ length: 20 }, () => store.debit(record.id)))
      expect(results.filter(Boolean)).toHaveLength(10)
      expect((await store.list())[0]?.credits).toBe(0)
    })

    it('imports a given secret idempotently', async () => {
      const store = await makeStore()
      const secret = 'wak_imported_from_env_0123456789abcdef'
      const first = await store.create({ name: 'env-1', key: secret, credits: 3 })
      expect(first.key).toBe(secret)
      expect(first.record.prefix).toBe(secret.slice(0, 12))
      const second = await store.create({ name: 'renamed', key: secret })
      expect(second.record).toEqual(first.record)
      expect(await store.count()).toBe(1)
      expect(await store.verify(secret)).toMatchObject({ ok: true, key: { id: first.record.id } })
    })

    it('makes the first key an admin, and later ones only when asked', async () => {
      const store = await makeStore()
      const first = await store.create({ name: 'owner' })
      const second = await store.create({ name: 'ci' })
      const third = await store.create({ name: 'ops', admin: true })
      expect([first, second, third].map((k) => k.record.admin)).toEqual([true, false, true])
      expect((await store.list()).map((k) => k.admin)).toEqual([true, false, true])
    })

    it('notes when a key was last used', async () => {
      const store = await makeStore()
      const { key, record } = await store.create({ name: 'used' })
      expect(record.last_used_at).toBeNull()
      await store.verify(key)
      await new Promise((r) => setTimeout(r, 50))
      const listed = (await store.list()).find((k) => k.id === record.id)
      expect(Date.parse(listed?.last_used_at ?? '')).toBeGreaterThan(Date.now() - 60_000)
    })

    it('refuses bad options with INVALID_INPUT listing every problem', async () => {
      const store = await makeStore()
      const error = await store
        .create({ name: ' ', credits: -1, expiresAt: 'tomorrow', key: 'has space' })
        .catch((e: unknown) => e)
      expect(isAutomationError(error, 'INVALID_INPUT')).toBe(true)
      const fields = isAutomationError(error) ? error.data.details?.map((d) => d.field) : []
      expect(fields).toEqual(['name', 'expiresAt', 'credits', 'key'])
      await expect(store.create({ name: 'frac', credits: 1.5 })).rejects.toThrow(/Invalid/)
      expect(await store.count()).toBe(0)
    })
  })
}
