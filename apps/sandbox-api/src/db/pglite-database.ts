import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

/** PGlite's name for a database that lives only in memory. */
export const IN_MEMORY = 'memory://';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Wraps a PGlite instance the caller opened; closing the database closes it. */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

/** Opens (and on first start creates) an embedded PostgreSQL in `dataDir`, or in memory. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}
