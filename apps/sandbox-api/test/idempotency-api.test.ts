import { ApiErrorBodySchema, IDEMPOTENCY_HEADER } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead, sendJson } from './helpers/lead-requests.js';
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
