import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { runMigrations } from '../../src/db/migrations.js';
import { pgliteDatabase } from '../../src/db/pglite-database.js';

/**
 * A PGlite loaded from the template test/global-setup.ts made, so no file pays for initdb: in
 * memory, or in `dataDir` (which must not hold a database yet).
 */
export async function openTestPglite(dataDir?: string): Promise<PGlite> {
  const loadDataDir = new Blob([await readFile(inject('pgliteTemplate'))]);
  return dataDir === undefined
    ? PGlite.create({ loadDataDir })
    : PGlite.create(dataDir, { loadDataDir });
}

/** A migrated in-memory database. Share one per file and empty it between tests. */
export async function openTestDatabase(): Promise<Database> {
  const db = pgliteDatabase(await openTestPglite());
  await runMigrations(db);
  return db;
}

export async function emptyTables(db: Database): Promise<void> {
  await db.exec('TRUNCATE leads, idempotency_keys, lead_resume_tokens, lead_device_secrets');
}

export async function countLeads(db: Database): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM leads');
  return rows[0]?.count ?? 0;
}

export async function storedData(db: Database, id: string): Promise<unknown> {
  const rows = await db.query<{ data: unknown }>('SELECT data FROM leads WHERE id = $1', [id]);
  return rows[0]?.data;
}
