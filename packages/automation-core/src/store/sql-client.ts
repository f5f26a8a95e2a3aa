/**
 * The little a SQL store needs from a database: parameterised queries ($1, $2, ...) and a
 * transaction. PGlite (embedded) and node-postgres both fit it with a few lines.
 */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}
