import {
  ApiErrorBodySchema,
  ApplicationState,
  leadUrlPath,
  LeadUrlAnswerSchema,
  type LeadUrlAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { LEAD_LIFETIME_MS } from '../src/leads/lead-lifetime.js';
import { createLead, updateLead, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

/** The returning-customer link: the lead and every answer it holds, until it expires. */
let db: Database;
let app: FastifyInstance;
let clock = new Date('2030-01-01T10:00:00.000Z');

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: ['http://localhost:8080'], now: () => clock });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  clock = new Date('2030-01-01T10:00:00.000Z');
  await emptyTables(db);
});

const unknownId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

/** The lead id in a link's address. */
const idIn = (url: string) => /[0-9a-f]{8}-[0-9a-f-]{27}/.exec(url)?.[0] ?? '';

/** A read by the browser that made the lead: with its write secret, unless `headers` say else. */
function get(url: string, headers: Record<string, string> = writeSecretHeader(idIn(url))) {
  return app.inject({ method: 'GET', url, headers });
}

async function continueLead(url: string): Promise<LeadUrlAnswer> {
  const response = await get(url);
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return LeadUrlAnswerSchema.parse(response.json());
}

function refusal(response: { statusCode: number; json(): unknown }) {
  return { status: response.statusCode, ...ApiErrorBodySchema.parse(response.json()).error };
}

describe('GET /v3/lead/url/{id}/continue', () => {
  test('answers the lead and every answer the PUTs saved', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    await updateLead(app, created.id, {
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-04-12' },
    });
    const updated = await updateLead(app, created.id, {
      contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
      policies: { generalTerms: true },
      personalDetails: { lastName: null },
    });

    const answer = await continueLead(leadUrlPath(created.id, 'continue'));
    expect(answer).toEqual({
      id: created.id,
      applicationState: updated.applicationState,
      leadStatus: updated.leadStatus,
      expiresAt: created.expiresAt,
      revision: updated.revision,
      data: {
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana', dateOfBirth: '1990-04-12' },
        contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
        policies: { generalTerms: true },
      },
    });
    expect(answer.applicationState).toBe(ApplicationState.INCOME_DETAILS);
  });

  test('the earlier /v2 form and a refTransactionId (or any query) answer the same', async () => {
    const created = await createLead(app, { amount: 700, period: 61 });
    const v3 = await continueLead(leadUrlPath(created.id, 'continue'));
    expect(await continueLead(leadUrlPath(created.id, 'continue', 'tx-42'))).toEqual(v3);
    expect(
      await continueLead(`/v2/lead/url/${created.id}/continue?refTransactionId=tx&s_id=1`),
    ).toEqual(v3);
  });

  test('reads only: the lead is not changed by being read', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    const first = await continueLead(leadUrlPath(created.id, 'continue'));
    expect(await continueLead(leadUrlPath(created.id, 'continue'))).toEqual(first);
  });

  test('an unknown kind of link: 404 not_found', async () => {
    const created = await createLead(app, { amount: 500 });
    expect(refusal(await get(`/v3/lead/url/${created.id}/offer`))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(refusal(await get(`/v2/lead/url/${created.id}/Continue`))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  test('an id that is not a UUID: 400 invalid_body naming it', async () => {
    expect(refusal(await get('/v3/lead/url/lead-1/continue'))).toMatchObject({
      status: 400,
      code: 'invalid_body',
      field: 'id',
    });
  });

  test('an unknown lead: 404 lead_not_found', async () => {
    expect(refusal(await get(leadUrlPath(unknownId, 'continue')))).toMatchObject({
      status: 404,
      code: 'lead_not_found',
    });
  });

  test('a lead past its expiresAt: 410 lead_expired; until then it answers', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    clock = new Date(clock.getTime() + LEAD_LIFETIME_MS - 1);
    expect((await continueLead(leadUrlPath(created.id, 'continue'))).id).toBe(created.id);
    clock = new Date(clock.getTime() + 1);
    expect(refusal(await get(leadUrlPath(created.id, 'continue')))).toMatchObject({
      status: 410,
      code: 'lead_expired',
      field: 'id',
    });
  });

  test('an overlong refTransactionId is refused, naming it', async () => {
    const created = await createLead(app, { amount: 500 });
    const response = await get(leadUrlPath(created.id, 'continue', 'x'.repeat(501)));
    expect(refusal(response)).toMatchObject({ status: 400, field: 'refTransactionId' });
  });

  test('answers an allowed origin with its CORS header', async () => {
    const created = await createLead(app, { amount: 500 });
    const response = await get(leadUrlPath(created.id, 'continue'), {
      ...writeSecretHeader(created.id),
      origin: 'http://localhost:8080',
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});
