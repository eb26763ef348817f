import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { loadMigrations, runMigrations } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open-database.js';
import { erasePersonalData } from '../src/retention/lead-retention.js';
import { describeDataPoints } from './helpers/datapoints-suite.js';
import { describeLeadFlow } from './helpers/lead-flow-suite.js';
import { countLeads, emptyTables, openTestPglite } from './helpers/test-database.js';

/**
 * The `pg` adapter against a real PostgreSQL wire protocol: PGlite served over TCP by
 * pglite-socket, so no server needs installing. The same flow suite runs as on PGlite directly.
 */
let pglite: PGlite;
let server: PGLiteSocketServer;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  pglite = await openTestPglite();
  server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  db = await openDatabase({
    databaseUrl: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    dataDir: 'unused when DATABASE_URL is set',
  });
  app = buildApp({ db, corsOrigins: [] });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await server?.stop();
  await pglite?.close();
});

describe('sandbox lead API on PostgreSQL through pg', () => {
  describeLeadFlow(() => ({ app, db }));
  describeDataPoints(() => ({ app, db }));

  test('the migrations ran through pg and do not run again', async () => {
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
    expect(rows.map((row) => row.id).sort()).toEqual(
      loadMigrations().map((migration) => migration.id),
    );
    expect(await runMigrations(db)).toEqual([]);
  });

  test('a transaction that throws is rolled back', async () => {
    await emptyTables(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO leads (id, product, data, application_state, lead_status, created_at,
             updated_at, expires_at)
           VALUES ($1, 'x', '{}'::jsonb, 1, 1, now(), now(), now())`,
          ['0b7e7d5a-1c1e-4c55-9a43-1d2d3f4a5b6c'],
        );
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect(await countLeads(db)).toBe(0);
  });

  test('the retention job erases a lead through pg (id lists as uuid[], VACUUM out of a transaction)', async () => {
    await emptyTables(db);
    const id = '3c1d8e2f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    await db.query(
      `INSERT INTO leads (id, product, data, application_state, lead_status, created_at,
         updated_at, expires_at)
       VALUES ($1, 'x', '{"amount":500}'::jsonb, 2, 1, now(), now(), now() - interval '40 days')`,
      [id],
    );
    await db.query(
      `INSERT INTO mobile_codes (lead_id, phone_number, sent_at) VALUES ($1, '600', now())`,
      [id],
    );
    const erased = await erasePersonalData(db, { now: new Date(), retentionMs: 30 * 86_400_000 });
    expect(erased).toEqual([id]);
    expect(await db.query('SELECT data FROM leads WHERE id = $1', [id])).toEqual([{ data: {} }]);
    expect(await db.query('SELECT 1 FROM mobile_codes WHERE lead_id = $1', [id])).toEqual([]);
  });

  test('types come back as from PGlite: jsonb as objects, timestamptz as dates', async () => {
    const [row] = await db.query<{ data: unknown; at: unknown }>(
      `SELECT '{"a":[1]}'::jsonb AS data, now() AS at`,
    );
    expect(row?.data).toEqual({ a: [1] });
    expect(row?.at).toBeInstanceOf(Date);
  });
});
