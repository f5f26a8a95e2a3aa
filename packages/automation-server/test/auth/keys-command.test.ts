import { describe, expect, it } from 'vitest'
import { createMemoryKeyStore, type KeyStore } from '../../src/auth/key-store'
import { keysCommand } from '../../src/commands/keys-command'

/** Runs `keys ...` against `store`, capturing its output lines. */
async function keys(store: KeyStore, ...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const now = () => Date.parse('2030-01-01T00:00:00Z')
  const code = await keysCommand(args, { store, out: (l) => out.push(l), err: (l) => err.push(l), now })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('keys command', () => {
  it('create prints the key once with its webhook secret; list never shows it', async () => {
    const store = createMemoryKeyStore()
    const created = await keys(store, 'create', '--name', 'ci', '--credits', '100', '--expires-in-days', '30')
    expect(created.code).toBe(0)
    const key = /key:\s+(wak_\S+)/.exec(created.out)?.[1] ?? ''
    expect(key).toMatch(/^wak_/)
    expect(created.out.split(key)).toHaveLength(2)
    expect(created.out).toMatch(/will not be shown again/)
    expect(created.out).toMatch(/webhook secret:\s+whsec_/)
    const [record] = await store.list()
    expect(record).toMatchObject({ name: 'ci', credits: 100, expires_at: '2030-01-31T00:00:00.000Z' })
    expect(created.out).toContain(record?.id)

    const listed = await keys(store, 'list')
    expect(listed.code).toBe(0)
    expect(listed.out).not.toContain(key)
    expect(listed.out).not.toContain(record?.webhook_secret)
    expect(listed.out).toMatch(
      /^ID\s+NAME\s+PREFIX\s+CREATED\s+EXPIRES\s+REVOKED\s+CREDITS\s+ADMIN\s+LAST USED$/m,
    )
    expect(listed.out).toContain(record?.prefix)
    expect(listed.out).toMatch(/ci .*2030-01-31 00:00\s+-\s+100\s+yes\s+-$/m)
  })

  it('prints JSON with --json on create and list, the key only in create', async () => {
    const store = createMemoryKeyStore()
    const created = await keys(store, 'create', '--json')
    const body = JSON.parse(created.out)
    expect(body).toMatchObject({
      name: 'cli',
      key: expect.stringMatching(/^wak_/),
      credits: null,
      expires_at: null,
    })
    expect(body.webhook_secret).toMatch(/^whsec_/)
    const listed = JSON.parse((await keys(store, 'list', '--json')).out)
    expect(listed).toEqual([{ ...body, key: undefined, webhook_secret: undefined }].map(stripUndefined))
    expect(JSON.stringify(listed)).not.toContain(body.key)
  })

  it('says so when there are no keys', async () => {
    const listed = await keys(createMemoryKeyStore(), 'list')
    expect(listed).toMatchObject({ code: 0, out: expect.stringMatching(/No API keys/) })
  })

  it('revokes by prefix and by id; shows it in the list', async () => {
    const store = createMemoryKeyStore()
    const a = await store.create({ name: 'a' })
    const b = await store.create({ name: 'b' })
    const byPrefix = await keys(store, 'revoke', a.record.prefix)
    expect(byPrefix.code).toBe(0)
    expect(byPrefix.out).toContain(`Revoked API key ${a.record.id}`)
    expect((await keys(store, 'revoke', b.record.id, '--json')).out).toContain(`"revoked_at":"`)
    expect(await store.verify(a.key)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
    expect((await keys(store, 'list')).out).not.toMatch(/\s-\s+unlimited$/m)
  })

  it('exits 1 with a clear message when the key to revoke does not exist', async () => {
    const result = await keys(createMemoryKeyStore(), 'revoke', 'wak_missing1')
    expect(result).toMatchObject({ code: 1, out: '' })
    expect(result.err).toMatch(/no API key with id or prefix 'wak_missing1'/)
  })

  it('exits 2 with the usage text on bad usage', async () => {
    const store = createMemoryKeyStore()
    for (const args of [
      [],
      ['rotate'],
      ['constructor'],
      ['create', '--nme', 'x'],
      ['create', '--credits', '-1'],
      ['create', '--credits', 'many'],
      ['create', '--expires-in-days', '0'],
      ['create', 'positional'],
      ['list', '--all'],
      ['revoke'],
      ['revoke', 'a', 'b'],
    ]) {
      const result = await keys(store, ...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err, args.join(' ')).toMatch(/Usage:/)
    }
    expect(await store.count()).toBe(0)
  })

  it('exits 2 when the store refuses the values, 0 with the usage on --help', async () => {
    const store = createMemoryKeyStore()
    const long = await keys(store, 'create', '--name', 'x'.repeat(101))
    expect(long.code).toBe(2)
    expect(long.err).toMatch(/name: must be 1-100 characters/)
    const help = await keys(store, '--help')
    expect(help).toMatchObject({ code: 0, out: expect.stringMatching(/Usage:/) })
  })
})

function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value))
}
