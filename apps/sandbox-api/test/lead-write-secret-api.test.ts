import {
  ApiErrorBodySchema,
  ApplicationState,
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  leadUrlPath,
  LeadUrlAnswerSchema,
  OfferStagePaths,
  RESUME_TOKEN_HEADER,
  idUploadPath,
  partnerRedirectPath,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { mintResumeToken } from '../src/leads/resume-tokens.js';
import { hashWriteSecret } from '../src/leads/write-secret.js';
import { stageSaveRoutes } from '../src/routes/stage-save-routes.js';
import {
  createLead,
  newClientSecret,
  product,
  seedLead,
  sendJson,
  writeSecretHeader,
} from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  // Every write route of one lead, with four wrong secrets each: far past the limits of a lead and
  // of a credential (abuse-limits-api.test.ts), which are not what this file tests.
  app = buildApp({
    db,
    corsOrigins: [],
    testRoutes: true,
    leadRateLimitPerMinute: 0,
    credentialRateLimitPerMinute: 0,
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await emptyTables(db);
});

const seed = (applicationState: ApplicationState) => seedLead(app, applicationState);

async function revisionOf(id: string): Promise<number> {
  const rows = await db.query<{ revision: number }>('SELECT revision FROM leads WHERE id = $1', [
    id,
  ]);
  return rows[0]?.revision ?? 0;
}

const json = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
  ({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  }) satisfies InjectOptions;

/** Every call that writes lead `id`, each with a body its route accepts. */
function writesOf(id: string): [string, InjectOptions][] {
  return [
    ['PUT /v3/lead', json('PUT', '/v3/lead', { product, id, amount: 900 })],
    ['PUT /v2/lead', json('PUT', '/v2/lead', { product, id, amount: 900 })],
    ['skip', { method: 'POST', url: OfferStagePaths.skip(id) }],
    ['continue', { method: 'POST', url: OfferStagePaths.continue(id) }],
    ['bank link', { method: 'GET', url: partnerRedirectPath(id, 'instantor') }],
    ['card check', json('POST', OfferStagePaths.sale, { id })],
    ['document', json('POST', OfferStagePaths.documentId, { id, documentType: 'passport' })],
    [
      'upload',
      {
        method: 'POST',
        url: idUploadPath(id, '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f', 'front'),
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      },
    ],
    ['skip upload', json('POST', OfferStagePaths.skipDocumentUpload, { id })],
    ['code', json('POST', OfferStagePaths.mobileVerify, { id, code: '123456' })],
    ['new code', json('POST', OfferStagePaths.mobileResendCode, { id })],
    ['new number', json('POST', OfferStagePaths.mobileChange, { id, phoneNumber: '612345678' })],
    ['offer choice', json('POST', OfferStagePaths.offerPayment, { id, decision: 'decline' })],
    [
      'accept offer',
      json('POST', OfferStagePaths.acceptOffer, { id, offerId: 'o-1', decision: 'accept' }),
    ],
    [
      'provident offer',
      json('POST', OfferStagePaths.updateProvidentOffer, {
        id,
        offerId: 'o-1',
        decision: 'decline',
      }),
    ],
    [
      'proficredit offer',
      json('POST', OfferStagePaths.proficreditOffer, { id, offerId: 'o-1', decision: 'decline' }),
    ],
    [
      'offer policies',
      json('POST', OfferStagePaths.offerPolicy, {
        id,
        scope: 'offer',
        policies: { loanAgreement: true, creditFileCheck: true },
      }),
    ],
    ['password', json('POST', OfferStagePaths.customerPassword, { id, password: 'Secreto-2026!' })],
    ...stageSaveRoutes.map((route): [string, InjectOptions] => [
      route.path,
      json('POST', route.path, { id, [route.sections[0] ?? 'tags']: {} }),
    ]),
  ];
}

describe('a lead write secret', () => {
  test('is the browser’s own, proposed at the create: no answer carries it, and the sandbox keeps only its hash', async () => {
    const secret = newClientSecret();
    const response = await sendJson(
      app,
      'POST',
      '/v3/lead',
      { product, amount: 500, period: 61, contactDetails: { email: 'ana@example.com' } },
      { [WRITE_SECRET_HEADER]: secret },
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = LeadAnswerSchema.parse(response.json());
    expect(response.json()).not.toHaveProperty('writeSecret');
    const status = await app.inject({ method: 'GET', url: `/lead/status/${created.id}` });
    expect(status.json()).not.toHaveProperty('writeSecret');
    const link = await app.inject({
      method: 'GET',
      url: leadUrlPath(created.id, 'continue'),
      headers: { [WRITE_SECRET_HEADER]: secret },
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).not.toHaveProperty('writeSecret');

    const rows = await db.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [
      created.id,
    ]);
    expect(rows[0]?.write_secret_hash).toBe(hashWriteSecret(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  test('a retried create under the same key and secret answers the same lead and no secret; the lead is written with the browser’s secret', async () => {
    const secret = newClientSecret();
    const body = { product, amount: 500, period: 61 };
    const headers = { [IDEMPOTENCY_HEADER]: 'k-secret', [WRITE_SECRET_HEADER]: secret };
    const first = await sendJson(app, 'POST', '/v3/lead', body, headers);
    const again = await sendJson(app, 'POST', '/v3/lead', body, headers);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).not.toHaveProperty('writeSecret');
    const refused = await sendJson(app, 'POST', '/v3/lead', body, {
      ...headers,
      [WRITE_SECRET_HEADER]: newClientSecret(),
    });
    expect(refused.statusCode).toBe(422);

    const { id } = LeadAnswerSchema.parse(first.json());
    const put = await app.inject({
      ...json('PUT', '/v3/lead', { product, id, amount: 900 }),
      headers: { 'content-type': 'application/json', [WRITE_SECRET_HEADER]: secret },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  test('every update and after-offer call without it, or with another lead’s, is refused with 403 and writes nothing', async () => {
    const lead = await seed(ApplicationState.INSTANTOR);
    const other = await seed(ApplicationState.INSTANTOR);
    const before = await storedData(db, lead.id);
    const writes = writesOf(lead.id);
    expect(writes.length).toBeGreaterThan(20);
    for (const [name, options] of writes) {
      for (const secret of [undefined, other.writeSecret ?? '?', '', 'x'.repeat(43)]) {
        const headers = {
          ...(options.headers as Record<string, string> | undefined),
          ...(secret === undefined ? {} : { [WRITE_SECRET_HEADER]: secret }),
        };
        const response = await app.inject({ ...options, headers });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        const { error } = ApiErrorBodySchema.parse(response.json());
        expect(error).toMatchObject({ code: 'write_secret_refused', field: WRITE_SECRET_HEADER });
        expect(error.message).not.toContain(other.writeSecret);
      }
    }
    expect(await storedData(db, lead.id)).toEqual(before);
    expect(await revisionOf(lead.id)).toBe(1);
  });

  test('with it, the same calls reach their route (its own answer, never 403)', async () => {
    const lead = await seed(ApplicationState.INSTANTOR);
    for (const [name, options] of writesOf(lead.id)) {
      const response = await app.inject({
        ...options,
        headers: { ...(options.headers as Record<string, string>), ...writeSecretHeader(lead.id) },
      });
      expect(response.statusCode, `${name}: ${response.body}`).not.toBe(403);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
    }
  });

  test('reads need none: status, the returning link, the offers', async () => {
    const lead = await seed(ApplicationState.INSTANTOR);
    for (const url of [
      `/lead/status/${lead.id}`,
      leadUrlPath(lead.id, 'continue'),
      `${OfferStagePaths.mobileVerification}?id=${lead.id}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).not.toBe(403);
    }
  });

  test('a lead stored before write secrets (no hash) is written without one', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    await db.query('UPDATE leads SET write_secret_hash = NULL WHERE id = $1', [created.id]);
    const response = await app.inject(json('PUT', '/v3/lead', { product, id: created.id }));
    expect(response.statusCode, response.body).toBe(200);
  });

  test('an unknown lead is still answered 404, whatever the header', async () => {
    const response = await app.inject(
      json('PUT', '/v3/lead', { product, id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f' }),
    );
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json()).error.code).toBe('lead_not_found');
  });
});

describe('a returning link’s one-time resume token', () => {
  const resume = (id: string, token: string) =>
    app.inject({
      method: 'GET',
      url: leadUrlPath(id, 'continue'),
      headers: { [RESUME_TOKEN_HEADER]: token },
    });

  test('gives this browser a write secret of its own once, for its own lead, within the hour; the first browser keeps writing', async () => {
    const lead = await seed(ApplicationState.INSTANTOR);
    const other = await seed(ApplicationState.INSTANTOR);
    const now = new Date();
    const token = await mintResumeToken(db, lead.id, now);
    const stale = await mintResumeToken(db, lead.id, new Date(now.getTime() - 61 * 60_000));

    for (const [id, given] of [
      [other.id, token],
      [lead.id, stale],
      [lead.id, 'not a token at all'],
      [lead.id, 'x'.repeat(43)],
    ] as const) {
      const response = await resume(id, given);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).not.toHaveProperty('writeSecret');
    }
    const first = LeadUrlAnswerSchema.parse((await resume(lead.id, token)).json());
    expect(first.writeSecret).toMatch(/^[\w-]{43}$/);
    expect((await resume(lead.id, token)).statusCode).toBe(401);

    const put = (secret: string) =>
      app.inject({
        ...json('PUT', '/v3/lead', { product, id: lead.id, amount: 700 }),
        headers: { 'content-type': 'application/json', [WRITE_SECRET_HEADER]: secret },
      });
    expect((await put(first.writeSecret ?? '')).statusCode).toBe(200);
    // The secret the lead was made with keeps working: a partner's way back takes nothing over.
    expect((await put(lead.writeSecret ?? '')).statusCode).toBe(200);
    expect((await put('y'.repeat(43))).statusCode).toBe(403);
  });
});

describe('a lead revision', () => {
  test('starts at 1 and every write raises it; an update naming an older one is refused with 409', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    expect(created.revision).toBe(1);
    const put = (body: Record<string, unknown>) =>
      sendJson(app, 'PUT', '/v3/lead', { product, id: created.id, ...body });

    const newer = await put({ revision: 1, personalDetails: { firstName: 'Ana' } });
    expect(newer.statusCode, newer.body).toBe(200);
    expect(LeadAnswerSchema.parse(newer.json()).revision).toBe(2);

    // The older PUT arrives late: it names revision 1, which the lead has moved past.
    const late = await put({ revision: 1, personalDetails: { firstName: 'Old' } });
    expect(late.statusCode, late.body).toBe(409);
    expect(ApiErrorBodySchema.parse(late.json()).error).toMatchObject({
      code: 'stale_revision',
      field: 'revision',
    });
    expect(await storedData(db, created.id)).toMatchObject({
      personalDetails: { firstName: 'Ana' },
    });
    expect(await revisionOf(created.id)).toBe(2);

    // Without a revision, an update applies to whatever the lead holds (a client that has none).
    const blind = await put({ personalDetails: { lastName: 'Ruiz' } });
    expect(LeadAnswerSchema.parse(blind.json()).revision).toBe(3);
  });

  test('an after-offer call raises it too, so an update read before it is stale', async () => {
    const lead = await seed(ApplicationState.INSTANTOR);
    const skipped = await app.inject({
      method: 'POST',
      url: OfferStagePaths.skip(lead.id),
      headers: writeSecretHeader(lead.id),
    });
    expect(LeadAnswerSchema.parse(skipped.json()).revision).toBe(2);
    const stale = await sendJson(app, 'PUT', '/v3/lead', { product, id: lead.id, revision: 1 });
    expect(stale.statusCode).toBe(409);
  });

  test('a revision that is not a positive whole number is refused as a field error', async () => {
    const created = await createLead(app, { amount: 500 });
    for (const revision of [0, -1, 1.5, '2', null]) {
      const response = await sendJson(app, 'PUT', '/v3/lead', {
        product,
        id: created.id,
        revision,
      });
      expect(response.statusCode, JSON.stringify(revision)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(409);
    }
  });
});
