import pg from 'pg';
import type { Database, Queryable } from './database.js';

export interface PgDatabaseOptions {
  connectionString: string;
  /** Called when an idle pooled connection fails; the pool replaces it on the next query. */
  onIdleError?: (error: Error) => void;
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      // pg types rows as `any`; the caller owns the row shape (see Queryable.query).
      const rows: T[] = result.rows;
      return rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server reached with `pg`, for `DATABASE_URL`. Checks the connection at once. */
export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 5 });
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot roll back is not given back to the pool.
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
