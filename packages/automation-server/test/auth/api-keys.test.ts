import { describe, expect, it } from 'vitest'
import { generateApiKey, generateWebhookSecret, hashApiKey, keyPrefix } from '../../src/auth/api-keys'

describe('api keys', () => {
  it('generates wak_ keys of 32 random bytes, all different', () => {
    const keys = new Set(Array.from({ length: 100 }, generateApiKey))
    expect(keys.size).toBe(100)
    for (const key of keys) {
      expect(key).toMatch(/^wak_[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(key.slice(4), 'base64url')).toHaveLength(32)
    }
  })

  it('hashes to sha256 hex, the same for the same key', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    const key = generateApiKey()
    expect(hashApiKey(key)).toBe(hashApiKey(key))
    expect(hashApiKey(key)).not.toContain(key)
  })

  it('shows the first 12 characters, never more than a third of a short key', () => {
    const key = generateApiKey()
    expect(keyPrefix(key)).toBe(key.slice(0, 12))
    expect(keyPrefix('dev-key-123456')).toBe('dev-')
    expect(keyPrefix('ab')).toBe('')
  })

  it('generates whsec_ webhook secrets', () => {
    const secret = generateWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(generateWebhookSecret()).not.toBe(secret)
  })
})
