import { ApiErrorBodySchema, ApplicationState } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { product, seedLead, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/**
 * A lead's life (issue 36): once decided it is read-only, and once expired it takes no write.
 * Probed as an attacker did: a save at ACCEPTED changing the amount to 999,999 answered 200, and
 * a save 30 days past expiry too.
 */

let db: Database;
let app: FastifyInstance;
let clock: Date;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true, now: () => clock });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  clock = new Date();
  await emptyTables(db);
});

const seed = (applicationState: ApplicationState) => seedLead(app, applicationState);

const save = (id: string, body: Record<string, unknown>, url = '/v3/lead') =>
  app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...writeSecretHeader(id) },
    payload: JSON.stringify({ product, id, ...body }),
  });

describe('a decided lead', () => {
  test.each([
    ApplicationState.ACCEPTED,
    ApplicationState.REJECTED,
    ApplicationState.THANK_YOU,
    ApplicationState.REDIRECTED,
  ])('at state %i refuses a save with 409 lead_decided and keeps its answers', async (state) => {
    const lead = await seed(state);
    const refused = await save(lead.id, { amount: 999_999 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_decided');
    expect(refused.body).not.toContain('ana@example.com');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });

  test('the classic path, PUT /v2/lead, is refused the same way', async () => {
    const lead = await seed(ApplicationState.ACCEPTED);
    const refused = await save(lead.id, { amount: 999_999 }, '/v2/lead');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_decided');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });

  test('a lead still being decided takes the save', async () => {
    const lead = await seed(ApplicationState.INCOME_DETAILS);
    const saved = await save(lead.id, { amount: 900 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 900 });
  });
});

describe('an expired lead', () => {
  test('refuses a save with 410 lead_expired and keeps its answers', async () => {
    const lead = await seed(ApplicationState.INCOME_DETAILS);
    clock = new Date(new Date(lead.expiresAt).getTime() + 30 * 24 * 3600_000);
    const refused = await save(lead.id, { amount: 900 });
    expect(refused.statusCode, refused.body).toBe(410);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_expired');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });
});
