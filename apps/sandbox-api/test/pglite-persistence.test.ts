import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { loadMigrations, runMigrations } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open-database.js';
import { pgliteDatabase } from '../src/db/pglite-database.js';
import { createLead, standing } from './helpers/lead-requests.js';
import { countLeads, openTestPglite } from './helpers/test-database.js';

/** Every migration file, in order: each helper's slice may add one. */
const allMigrationIds = loadMigrations().map((migration) => migration.id);

let parent: string;
let dataDir: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'sandbox-api-'));
  dataDir = path.join(parent, '.sandbox-data');
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function migrationIds(db: Database): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  return rows.map((row) => row.id);
}

describe('PGlite data folder', () => {
  test('keeps leads across a restart, and migrations run once', async () => {
    // First start: the folder is seeded from the test template (initdb would take seconds),
    // then migrated exactly as openDatabase does.
    const first = pgliteDatabase(await openTestPglite(dataDir));
    expect(await runMigrations(first)).toEqual(allMigrationIds);
    const firstApp = buildApp({ db: first, corsOrigins: [] });
    const answer = await createLead(firstApp, { amount: 500, period: 61 });
    await firstApp.close();
    await first.close();

    // Restart: the production path opens the existing folder.
    const reopened = await openDatabase({ dataDir });
    try {
      const app = buildApp({ db: reopened, corsOrigins: [] });
      const status = await app.inject({ method: 'GET', url: `/lead/status/${answer.id}` });
      await app.close();

      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ ...standing(answer), revision: answer.revision });
      expect(await countLeads(reopened)).toBe(1);
      expect(await migrationIds(reopened)).toEqual(allMigrationIds);
      expect(await runMigrations(reopened)).toEqual([]);
    } finally {
      await reopened.close();
    }
  });

  test('applies only new migrations; a failing one changes nothing and is not recorded', async () => {
    // A folder of its own, migrated as a first start leaves it: the tests hold in any order.
    const ownDir = path.join(parent, '.sandbox-data-migrations');
    const seeded = pgliteDatabase(await openTestPglite(ownDir));
    await runMigrations(seeded);
    await seeded.close();
    const db = await openDatabase({ dataDir: ownDir });
    try {
      const leadsBefore = await countLeads(db);
      const added = [
        ...loadMigrations(),
        { id: '9001-notes', sql: 'CREATE TABLE notes (text text)' },
      ];
      expect(await runMigrations(db, added)).toEqual(['9001-notes']);
      expect(await runMigrations(db, added)).toEqual([]);

      const broken = [
        ...added,
        { id: '9002-broken', sql: 'CREATE TABLE half (x int); SELECT * FROM no_such_table' },
      ];
      await expect(runMigrations(db, broken)).rejects.toThrow(/no_such_table/);
      expect(await migrationIds(db)).toEqual([...allMigrationIds, '9001-notes']);
      expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half'")).toEqual([]);
      expect(await countLeads(db)).toBe(leadsBefore);
    } finally {
      await db.close();
    }
  });

  test('a database from before 0002 keeps its leads; one left at CHECKING is decided', async () => {
    const db = pgliteDatabase(await openTestPglite());
    try {
      const [first] = loadMigrations();
      expect(await runMigrations(db, first ? [first] : [])).toEqual(['0001-leads']);
      const id = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
      await db.query(
        `INSERT INTO leads (id, product, data, application_state, lead_status, created_at,
           updated_at, expires_at)
         VALUES ($1, 'application-frontend', '{"amount":500,"period":61}'::jsonb, 6, 1, now(),
           now(), now() + interval '1 day')`,
        [id],
      );

      expect(await runMigrations(db)).toEqual(allMigrationIds.slice(1));
      const app = buildApp({ db, corsOrigins: [] });
      const states: unknown[] = [];
      for (let call = 0; call < 3; call += 1) {
        const status = await app.inject({ method: 'GET', url: `/lead/status/${id}` });
        states.push(status.json<{ applicationState: number }>().applicationState);
      }
      await app.close();
      expect(states).toEqual([6, 6, 11]);
    } finally {
      await db.close();
    }
  });
});
