import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Seals a value that must reach a worker through the database without being readable there
 * (a run's proxy credentials): AES-256-GCM under a key derived from the cluster's secret.
 */
export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

/** The sealed value, or throws when it was sealed under another secret or altered. */
export function unseal(secret: string, sealed: string): unknown {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv)
  decipher.setAuthTag(tag)
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`automation sealed values\u0000${secret}`).digest()
}
