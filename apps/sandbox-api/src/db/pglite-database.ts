import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DataFolderUnreadable, lockDataFolder } from './data-folder-lock.js';
import { checkTablesWhole } from './whole-tables.js';
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

/**
 * PGlite has no autovacuum: every update leaves the row's old version behind, so a run of updates
 * would grow the data folder without end. After this many transactions the database is vacuumed
 * (plain VACUUM: the space is reused, nothing is locked for long).
 */
export const VACUUM_AFTER_TRANSACTIONS = 50;

/** Wraps a PGlite instance the caller opened; closing the database closes it. */
export function pgliteDatabase(pglite: PGlite): Database {
  let transactionsSinceVacuum = 0;
  return {
    ...queryable(pglite),
    async transaction(fn) {
      const result = await pglite.transaction((tx) => fn(queryable(tx)));
      transactionsSinceVacuum += 1;
      if (transactionsSinceVacuum >= VACUUM_AFTER_TRANSACTIONS) {
        transactionsSinceVacuum = 0;
        await pglite.exec('VACUUM');
      }
      return result;
    },
    close: () => pglite.close(),
  };
}

/**
 * PGlite writes its files world-readable (0666, whatever the umask): they hold personal data, so
 * every file becomes 0600 and every folder 0700.
 */
async function makePrivate(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600),
    ),
  );
}

/**
 * Opens (and on first start creates) an embedded PostgreSQL in `dataDir`, or in memory. The
 * folder is this process's alone (`lockDataFolder`) and readable by its user only.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (dataDir === IN_MEMORY) return pgliteDatabase(await PGlite.create(dataDir));
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  const lock = await lockDataFolder(dataDir);
  try {
    const pglite = await PGlite.create(dataDir).catch((error: unknown) => {
      throw new DataFolderUnreadable(dataDir, error);
    });
    const db = pgliteDatabase(pglite);
    // A table file cut short would otherwise serve the rows that remain, silently.
    await checkTablesWhole(db).catch(async (error: unknown) => {
      await db.close();
      throw new DataFolderUnreadable(dataDir, error);
    });
    await makePrivate(dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
