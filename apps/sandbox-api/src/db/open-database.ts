import type { Database } from './database.js';
import { runMigrations } from './migrations.js';
import { openPgDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';

export interface DatabaseSettings {
  /** A PostgreSQL connection string; when set, `dataDir` is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, or `memory://`. */
  dataDir: string;
  onIdleError?: (error: Error) => void;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const db = settings.databaseUrl
    ? await openPgDatabase({
        connectionString: settings.databaseUrl,
        onIdleError: settings.onIdleError,
      })
    : await openPgliteDatabase(settings.dataDir);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
