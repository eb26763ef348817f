/**
 * The little the sandbox needs from a database. Two adapters implement it (PGlite and `pg`) so
 * the same SQL runs embedded in development and tests, and on a real PostgreSQL server.
 */
export interface Queryable {
  /**
   * Runs one parameterised statement ($1, $2 ...) and returns its rows. The row type is the
   * caller's claim about the SQL it wrote: callers parse anything that came from outside.
   */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
