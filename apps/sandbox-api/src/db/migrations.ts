import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database.js';

export interface Migration {
  /** The file name without `.sql`; ordered by name, recorded in `schema_migrations`. */
  id: string;
  sql: string;
}

const migrationsFolder = new URL('./migrations/', import.meta.url);

/** Every `migrations/*.sql` file, in name order. The same SQL runs on PGlite and PostgreSQL. */
export function loadMigrations(): Migration[] {
  return readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({
      id: name.slice(0, -'.sql'.length),
      sql: readFileSync(new URL(name, migrationsFolder), 'utf8'),
    }));
}

/** Any constant works: it only keeps two sandboxes starting on one server from racing. */
const MIGRATION_LOCK = 7_240_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction,
 * and returns the ids it applied. Applied migrations are never run again.
 */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[] = loadMigrations(),
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           id text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
