/**
 * One connection that LISTENs for PostgreSQL notifications on behalf of the whole process.
 * A dropped connection is opened again within a second, and every handler is then called
 * with `null`: notifications sent while it was away are lost, so handlers look again.
 */
export interface PgListener {
  /** Calls `handler` with each payload sent on `channel` (and `null` after a reconnect). */
  on(channel: string, handler: (payload: string | null) => void): () => void
  close(): Promise<void>
}

/** Channels of the cluster (names PostgreSQL takes as plain identifiers). */
export const CHANNELS = {
  /** A run's events grew: payload is the run id. */
  events: 'automation_events',
  /** A run should be cancelled: payload is the run id. */
  cancel: 'automation_cancel',
  /** A run was written: payload is the run id (cached copies go). */
  runs: 'automation_runs',
  /** Runs were queued: payload empty. */
  jobs: 'automation_jobs',
} as const

export async function createPgListener(url: string, log: (line: string) => void): Promise<PgListener> {
  const { default: pg } = await import('pg')
  const handlers = new Map<string, Set<(payload: string | null) => void>>()
  let client: InstanceType<typeof pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    const lost = (reason: string) => {
      if (client !== next || closed) return
      client = undefined
      log(`notifications: connection lost (${reason}); reconnecting`)
      next.end().catch(() => {})
      schedule()
    }
    next.on('error', (e) => lost(e.message))
    next.on('end', () => lost('closed'))
    await next.connect()
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`)
    client = next
  }
  const schedule = () => {
    clearTimeout(retry)
    retry = setTimeout(() => {
      if (closed) return
      connect().then(
        () => {
          for (const set of handlers.values()) for (const handler of set) handler(null)
        },
        () => schedule(),
      )
    }, 1000)
    retry.unref()
  }

  await connect()
  return {
    on(channel, handler) {
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        client?.query(`LISTEN ${channel}`).catch(() => {})
      }
      set.add(handler)
      return () => set?.delete(handler)
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
      client = undefined
    },
  }
}
