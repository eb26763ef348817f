import {
  ApiErrorBodySchema,
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  PRODUCT_ID,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { loadMigrations } from '../src/db/migrations.js';
import { hashWriteSecret } from '../src/leads/write-secret.js';
import { createLead, newClientSecret, sendJson } from './helpers/lead-requests.js';
import { countLeads, emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await emptyTables(db);
});

describe('an idempotency key stands for one request', () => {
  test('the same key with another body is refused with 422, and the first lead is kept as it was', async () => {
    const first = await createLead(app, { amount: 500, period: 61 }, { idempotencyKey: 'k1' });
    const response = await sendJson(
      app,
      'POST',
      '/v3/lead',
      { product: 'application-frontend', amount: 900, period: 90 },
      { [IDEMPOTENCY_HEADER]: 'k1' },
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
      code: 'idempotency_key_reused',
      field: IDEMPOTENCY_HEADER,
    });
    expect(await countLeads(db)).toBe(1);
    expect(await storedData(db, first.id)).toEqual({ amount: 500, period: 61 });
  });

  test('the same body with its keys in another order is the same request', async () => {
    const first = await createLead(app, { amount: 500, period: 61 }, { idempotencyKey: 'k2' });
    const again = await createLead(app, { period: 61, amount: 500 }, { idempotencyKey: 'k2' });
    expect(again).toEqual(first);
    expect(await countLeads(db)).toBe(1);
  });

  test('a key is scoped by product: two brands may choose the same one', async () => {
    const one = await createLead(app, { amount: 500 }, { idempotencyKey: 'shared' });
    const response = await sendJson(
      app,
      'POST',
      '/v3/lead',
      { product: 'another-brand', amount: 500 },
      { [IDEMPOTENCY_HEADER]: 'shared' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).not.toMatchObject({ id: one.id });
    expect(await countLeads(db)).toBe(2);
  });

  test('a retry with the same answers but new device data is the same request', async () => {
    const attempt = (loadingTime: number) =>
      createLead(
        app,
        {
          amount: 500,
          period: 61,
          deviceData: { loadingTime, timezoneOffset: -60 },
        },
        { idempotencyKey: 'k3' },
      );
    const first = await attempt(1200);
    const again = await attempt(9800);
    expect(again).toEqual(first);
    expect(await countLeads(db)).toBe(1);
  });
});

/** A create sent as the test says: `secret` proposed in the header, or none at all. */
function create(key: string, secret: string | undefined, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/v3/lead',
    headers: {
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
      ...(secret === undefined ? {} : { [WRITE_SECRET_HEADER]: secret }),
    },
    payload: JSON.stringify({ product: PRODUCT_ID, amount: 500, period: 61, ...body }),
  });
}

function updateWith(id: string, secret: string | undefined) {
  return app.inject({
    method: 'PUT',
    url: '/v3/lead',
    headers: {
      'content-type': 'application/json',
      ...(secret === undefined ? {} : { [WRITE_SECRET_HEADER]: secret }),
    },
    payload: JSON.stringify({ product: PRODUCT_ID, id, amount: 700 }),
  });
}

async function storedKeys(): Promise<Record<string, unknown>[]> {
  return db.query<Record<string, unknown>>('SELECT * FROM idempotency_keys');
}

const answerOf = (response: LightMyRequestResponse) => LeadAnswerSchema.parse(response.json());

describe('the idempotency store keeps no secret (issue 36)', () => {
  test('the browser proposes the secret: neither the answer nor its replay carries one, the row keeps none, and the lead is written with it', async () => {
    const secret = newClientSecret();
    const first = await create('k-own', secret);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await create('k-own', secret);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(answerOf(replay)).toEqual(answerOf(first));
    for (const response of [first, replay]) {
      expect(response.json()).not.toHaveProperty('writeSecret');
      expect(response.body).not.toContain(secret);
    }

    const rows = await storedKeys();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answer).not.toHaveProperty('writeSecret');
    expect(JSON.stringify(rows)).not.toContain(secret);
    const leads = await db.query<{ write_secret_hash: string }>(
      'SELECT write_secret_hash FROM leads',
    );
    expect(leads).toEqual([{ write_secret_hash: hashWriteSecret(secret) }]);

    const { id } = answerOf(first);
    expect((await updateWith(id, secret)).statusCode).toBe(200);
    expect((await updateWith(id, undefined)).statusCode).toBe(403);
  });

  test('a replay under the same key with another secret, or none, is refused, and the lead keeps its own', async () => {
    const secret = newClientSecret();
    const first = answerOf(await create('k-taken', secret));
    for (const other of [newClientSecret(), undefined]) {
      const replay = await create('k-taken', other);
      expect(replay.statusCode, replay.body).toBe(422);
      expect(ApiErrorBodySchema.parse(replay.json()).error.code).toBe('idempotency_key_reused');
      expect(replay.body).not.toContain(first.id);
    }
    expect(await countLeads(db)).toBe(1);
    expect((await updateWith(first.id, secret)).statusCode).toBe(200);
  });

  test('a create without a proposed secret (an older client) is answered one once; its replay and its row carry none', async () => {
    const first = await create('k-older', undefined);
    expect(first.statusCode, first.body).toBe(201);
    const given = answerOf(first).writeSecret ?? '';
    expect(given).toMatch(/^[\w-]{43}$/);
    const replay = await create('k-older', undefined);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).not.toHaveProperty('writeSecret');
    expect(answerOf(replay).id).toBe(answerOf(first).id);
    expect(JSON.stringify(await storedKeys())).not.toContain(given);
    expect((await updateWith(answerOf(first).id, given)).statusCode).toBe(200);
  });

  test('a proposed secret that is not 256 random bits in base64url is refused, nothing made', async () => {
    for (const weak of ['', 'short', 'x'.repeat(42), `${newClientSecret()}=`, 'é'.repeat(43)]) {
      const response = await create(`k-weak-${weak.length}`, weak);
      expect(response.statusCode, `${JSON.stringify(weak)}: ${response.body}`).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'invalid_body',
        field: WRITE_SECRET_HEADER,
      });
    }
    expect(await countLeads(db)).toBe(0);
  });

  test('an answer stored with a secret before this change loses it to migration 0020', async () => {
    const { id } = answerOf(await create('k-before', newClientSecret()));
    const stored = { id, applicationState: 2, leadStatus: 1, expiresAt: '', writeSecret: 'old' };
    await db.query('UPDATE idempotency_keys SET answer = $1::jsonb', [JSON.stringify(stored)]);
    const migration = loadMigrations().find((each) => each.id.startsWith('0020-'));
    await db.exec(migration?.sql ?? 'SELECT no_migration_0020()');
    const rows = await storedKeys();
    expect(rows[0]?.answer).toEqual({ ...stored, writeSecret: undefined });
    expect(JSON.stringify(rows)).not.toContain('"old"');
  });
});
