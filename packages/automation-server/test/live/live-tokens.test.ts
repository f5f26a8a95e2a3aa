import { openPglite } from 'automation-core'
import { describe, expect, it } from 'vitest'
import { createLiveTokens, liveSecret } from '../../src/live/live-tokens'

describe('live URL tokens', () => {
  let clock = 1_800_000_000_000
  const tokens = createLiveTokens('a secret of the deployment', () => clock)

  it('grants what was minted, for that run, until it expires', () => {
    const { token, expiresAt } = tokens.mint('run-1', 'view', 60_000)
    expect(expiresAt).toBe(clock + 60_000)
    expect(tokens.check(token, 'run-1')).toEqual({ kind: 'view', expiresAt })
    expect(tokens.check(tokens.mint('run-1', 'control', 1000).token, 'run-1')).toMatchObject({
      kind: 'control',
    })
    clock += 60_000
    expect(tokens.check(token, 'run-1')).toEqual({ refused: 'expired' })
  })

  it('refuses any change: another run, another kind, a longer life, another secret', () => {
    const { token } = tokens.mint('run-1', 'view', 60_000)
    const [kind, expires, signature] = token.split('.')
    expect(tokens.check(token, 'run-2')).toEqual({ refused: 'invalid' })
    expect(tokens.check(`control.${expires}.${signature}`, 'run-1')).toEqual({ refused: 'invalid' })
    const later = (Number.parseInt(expires as string, 36) + 86_400_000).toString(36)
    expect(tokens.check(`${kind}.${later}.${signature}`, 'run-1')).toEqual({ refused: 'invalid' })
    expect(createLiveTokens('another secret entirely', () => clock).check(token, 'run-1')).toEqual({
      refused: 'invalid',
    })
    for (const junk of ['', 'view', 'view..', `${token}.x`, 'admin.1.abc'])
      expect(tokens.check(junk, 'run-1')).toEqual({ refused: 'invalid' })
  })

  // an in-memory PGlite takes ~3 s to start on an idle machine, far longer on a loaded one
  it('keeps one secret in the database: a restart (or another node) signs alike', {
    timeout: 120_000,
  }, async () => {
    const db = await openPglite()
    try {
      const first = await liveSecret(db)
      expect(first.length).toBeGreaterThanOrEqual(40)
      expect(await liveSecret(db)).toBe(first)
      expect(await liveSecret(db, 'configured wins over the stored one')).toBe(
        'configured wins over the stored one',
      )
    } finally {
      await db.close()
    }
  })
})
