import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OffersAnswerSchema,
  offersPath,
  type ApiErrorBody,
  type LeadData,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { TEST_LEADS_PATH } from '../src/routes/test-lead-routes.js';
import { createLead, leadStatus, sendJson, updateLead } from './helpers/lead-requests.js';
import { countLeads, emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/**
 * A lead's amount and term stay within its product's bounds at every save (issue 36). Probed:
 * at an offer state an update with an amount of 1e9 became a 1,000,000,000 EUR offer.
 */

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await emptyTables(db);
});

const S = ApplicationState;

function refusal(response: { statusCode: number; body: string; json(): unknown }): ApiErrorBody {
  expect(response.statusCode, response.body).toBe(422);
  const body = ApiErrorBodySchema.parse(response.json());
  expect(body.error.code).toBe('invalid_body');
  return body;
}

async function seed(applicationState: ApplicationState, product: string, data: LeadData) {
  const response = await sendJson(app, 'POST', TEST_LEADS_PATH, {
    applicationState,
    product,
    data,
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const put = (id: string, body: Record<string, unknown>, path = '/v3/lead') =>
  sendJson(app, 'PUT', path, { id, ...body });

async function offersOf(id: string) {
  const response = await app.inject({ method: 'GET', url: offersPath(id) });
  expect(response.statusCode, response.body).toBe(200);
  return OffersAnswerSchema.parse(response.json()).offers;
}

describe('a create', () => {
  test.each(['/v3/lead', '/v2/lead'])(
    '%s above the brand’s maximum is 422 on amount, with the limit, and makes no lead',
    async (path) => {
      const response = await sendJson(app, 'POST', path, {
        product: 'default-es',
        amount: 1001,
        period: 61,
      });
      expect(refusal(response).error).toMatchObject({
        field: 'amount',
        fieldErrors: [{ fieldName: 'amount', code: 'too_large', limit: 1000 }],
      });
      expect(await countLeads(db)).toBe(0);
    },
  );

  test('below the brand’s minimum, a term outside its bounds or in months: a field error each', async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product: 'vay-nhanh-vn',
      amount: 500,
      period: 12,
      periodScale: 'months',
    });
    expect(refusal(response).error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_small', limit: 1_000_000 }),
      expect.objectContaining({ fieldName: 'period', code: 'too_small', limit: 61 }),
      expect.objectContaining({ fieldName: 'periodScale', code: 'invalid_choice' }),
    ]);
    expect(await countLeads(db)).toBe(0);
  });

  test('each brand’s own ends are taken', async () => {
    for (const [product, amount] of [
      ['lei-rapid-ro', 10_000],
      ['credito-agil-co', 100_000],
      ['vay-nhanh-vn', 20_000_000],
    ] as const) {
      const created = await createLead(app, { product, amount, period: 90, periodScale: 'days' });
      expect(await storedData(db, created.id)).toMatchObject({ amount, period: 90 });
    }
  });

  test('a product the sandbox does not know may ask what any brand offers, not more', async () => {
    await createLead(app, { product: 'application-frontend', amount: 20_000_000, period: 61 });
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product: 'application-frontend',
      amount: 1e9,
    });
    expect(refusal(response).error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_large', limit: 20_000_000 }),
    ]);
  });
});

describe('an update', () => {
  test('at an offer state, 1e9 is refused and the offer stays what it was (the probe)', async () => {
    for (const product of ['default-es', 'application-frontend']) {
      const id = await seed(S.COFIDIS_OFFER, product, { amount: 500, period: 61 });
      const response = await put(id, { product, amount: 1e9 });
      expect(refusal(response).error.field).toBe('amount');
      expect(await storedData(db, id)).toMatchObject({ amount: 500 });
      expect((await offersOf(id)).map((offer) => offer.amount)).toEqual([500]);
    }
  });

  test('within the bounds after the offer, the offer follows it', async () => {
    const id = await seed(S.COFIDIS_OFFER, 'default-es', { amount: 500, period: 61 });
    await updateLead(app, id, { product: 'default-es', amount: 900, period: 90 });
    expect((await offersOf(id)).map((offer) => offer.amount)).toEqual([900]);
  });

  test.each(['/v3/lead', '/v2/lead'])(
    '%s of the term outside the bounds is 422 on period, nothing written',
    async (path) => {
      const created = await createLead(app, { product: 'default-es', amount: 500, period: 61 });
      const response = await put(created.id, { product: 'default-es', period: 120 }, path);
      expect(refusal(response).error.fieldErrors).toEqual([
        expect.objectContaining({ fieldName: 'period', code: 'too_large', limit: 90 }),
      ]);
      expect(await storedData(db, created.id)).toMatchObject({ period: 61 });
      expect((await leadStatus(app, created.id)).revision).toBe(created.revision);
    },
  );

  test('naming another product checks the amount the lead holds against that product', async () => {
    const created = await createLead(app, { product: 'lei-rapid-ro', amount: 8000, period: 61 });
    const response = await put(created.id, {
      product: 'default-es',
      personalDetails: { firstName: 'Ana' },
    });
    expect(refusal(response).error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_large', limit: 1000 }),
    ]);
    expect(await storedData(db, created.id)).not.toHaveProperty('personalDetails');
  });
});

describe('a seeded lead (test fixture)', () => {
  test('is refused outside its product’s bounds, as a create is', async () => {
    const response = await sendJson(app, 'POST', TEST_LEADS_PATH, {
      applicationState: S.COFIDIS_OFFER,
      product: 'default-es',
      data: { amount: 5000, period: 61 },
    });
    expect(refusal(response).error.field).toBe('amount');
    expect(await countLeads(db)).toBe(0);
  });
});
