/**
 * Opaque list cursors: the sort key of the last row of a page, base64url-encoded.
 * Stores decode it to continue strictly after that row.
 */
export interface CursorKey {
  created_at: string
  run_id: string
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.created_at, key.run_id])).toString('base64url')
}

/** Returns null for anything that is not a cursor this module made. */
export function decodeCursor(cursor: string): CursorKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { created_at: value[0], run_id: value[1] }
    }
  } catch {
    // fall through: a malformed cursor is the caller's error, reported as null
  }
  return null
}

/** Orders runs by creation time, then id, so that pages never skip or repeat a row. */
export function compareRuns(a: CursorKey, b: CursorKey): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1
  if (a.run_id === b.run_id) return 0
  return a.run_id < b.run_id ? -1 : 1
}
