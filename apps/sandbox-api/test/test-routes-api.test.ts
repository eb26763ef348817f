import { ApplicationState, LeadAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { leadStatus, sendJson, updateLead, standing } from './helpers/lead-requests.js';
import { openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let plain: FastifyInstance;
let withTestRoutes: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  plain = buildApp({ db, corsOrigins: [] });
  withTestRoutes = buildApp({ db, corsOrigins: [], testRoutes: true });
});

afterAll(async () => {
  await plain.close();
  await withTestRoutes.close();
  await db.close();
});

const seed = (app: FastifyInstance, body: unknown) => sendJson(app, 'POST', '/test/leads', body);

describe('POST /test/leads (end-to-end fixtures)', () => {
  test('does not exist unless the sandbox is started with SANDBOX_TEST_ROUTES=1', async () => {
    const response = await seed(plain, { applicationState: ApplicationState.ACCEPTED });
    expect(response.statusCode).toBe(404);
  });

  test('creates a lead in the given state with the given data, answered like a create', async () => {
    const data = { amount: 500, period: 61, personalDetails: { firstName: 'Ana' } };
    const response = await seed(withTestRoutes, {
      applicationState: ApplicationState.ACCEPTED,
      data,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = LeadAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ applicationState: ApplicationState.ACCEPTED, leadStatus: 1 });
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    expect(standing(await leadStatus(withTestRoutes, answer.id))).toEqual(standing(answer));
    expect(await storedData(db, answer.id)).toEqual(data);
  });

  test('a lead seeded before the offer goes on through the real routes', async () => {
    const response = await seed(withTestRoutes, {
      applicationState: ApplicationState.INCOME_DETAILS,
      data: {
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana' },
        contactDetails: { email: 'ana@example.com' },
      },
    });
    const { id } = LeadAnswerSchema.parse(response.json());
    const next = await updateLead(withTestRoutes, id, { incomeDetails: { monthlyIncome: 1500 } });
    expect(next.applicationState).toBe(ApplicationState.OTHER_INFORMATION);
  });

  test('a REDIRECTED lead carries its partner hand-over, by the e-mail tag’s method', async () => {
    const post = await seed(withTestRoutes, {
      applicationState: ApplicationState.REDIRECTED,
      data: { contactDetails: { email: 'ana+redirectpost@example.com' } },
    });
    const answer = LeadAnswerSchema.parse(post.json());
    expect(answer).toMatchObject({
      applicationState: ApplicationState.REDIRECTED,
      redirectUrl: expect.stringMatching(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/),
      redirectMethod: 'POST',
    });
    const get = await seed(withTestRoutes, { applicationState: ApplicationState.REDIRECTED });
    expect(get.json()).toMatchObject({ redirectMethod: 'GET' });
  });

  test('refuses a state that does not exist or data the contract does not accept', async () => {
    for (const body of [
      { applicationState: 999 },
      { applicationState: ApplicationState.ACCEPTED, data: { amount: 'lots' } },
      {},
    ]) {
      const response = await seed(withTestRoutes, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_body' } });
    }
  });
});
