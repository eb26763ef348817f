import { createHash } from 'node:crypto';
import {
  ApiErrorBodySchema,
  CustomerConsentsSchema,
  OfferStagePaths,
  UnsubscribeAnswerSchema,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead, sendJson } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;
const logLines: string[] = [];
const unknownId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: [],
    logger: { level: 'debug', stream: { write: (line) => logLines.push(line) } },
  });
});

beforeEach(async () => {
  await emptyTables(db);
  await db.exec('TRUNCATE unsubscribed_emails');
  logLines.length = 0;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const consentsPath = OfferStagePaths.customerConsents;

async function readConsents(id: string) {
  const response = await app.inject({ method: 'GET', url: consentsPath(id) });
  expect(response.statusCode, response.body).toBe(200);
  return CustomerConsentsSchema.parse(response.json());
}

function unsubscribe(email: string) {
  return app.inject({ method: 'POST', url: OfferStagePaths.unsubscribe(email) });
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  error: Record<string, unknown>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject(error);
}

async function customer(email = 'ana@example.com') {
  return createLead(app, {
    amount: 500,
    period: 61,
    contactDetails: { email, marketingConsents: { email: true, phone: false } },
  });
}

describe('GET and PUT /customer/{id}/consents', () => {
  test("answers the lead's marketing consents, and a PUT replaces them", async () => {
    const { id } = await customer();
    expect(await readConsents(id)).toEqual({ consents: { email: true, phone: false } });

    const consents = { email: false, phone: true, text: true, post: false };
    const response = await sendJson(app, 'PUT', consentsPath(id), { consents });
    expect(response.statusCode, response.body).toBe(200);
    expect(CustomerConsentsSchema.parse(response.json())).toEqual({ consents });
    expect(await readConsents(id)).toEqual({ consents });
    expect(await storedData(db, id)).toMatchObject({
      amount: 500,
      contactDetails: { email: 'ana@example.com', marketingConsents: consents },
    });
  });

  test('a lead without consents yet answers none', async () => {
    const { id } = await createLead(app, { amount: 500 });
    expect(await readConsents(id)).toEqual({ consents: {} });
  });

  test('an unknown lead: 404 lead_not_found, for a read and a save', async () => {
    expectError(await app.inject({ method: 'GET', url: consentsPath(unknownId) }), 404, {
      code: 'lead_not_found',
      field: 'id',
    });
    expectError(
      await sendJson(app, 'PUT', consentsPath(unknownId), { consents: { email: true } }),
      404,
      { code: 'lead_not_found' },
    );
  });

  test('an id that is not a UUID, or consents that are not yes or no: 400 invalid_body', async () => {
    expectError(await app.inject({ method: 'GET', url: consentsPath('lead-1') }), 400, {
      code: 'invalid_body',
      field: 'id',
    });
    const { id } = await customer();
    expectError(await sendJson(app, 'PUT', consentsPath(id), { consents: { email: 'yes' } }), 400, {
      code: 'invalid_body',
      field: 'consents.email',
    });
    expectError(await sendJson(app, 'PUT', consentsPath(id), { email: true }), 400, {
      code: 'invalid_body',
      field: 'consents',
    });
    expect(await readConsents(id)).toEqual({ consents: { email: true, phone: false } });
  });
});

describe('POST /customer/email/unsubscribe?email=', () => {
  test('keeps only a SHA-256 of the trimmed, lower-cased address, and answers the same again', async () => {
    const first = await unsubscribe(' Ana.Garcia+News@Example.com ');
    expect(first.statusCode, first.body).toBe(200);
    expect(UnsubscribeAnswerSchema.parse(first.json())).toEqual({ unsubscribed: true });
    expect((await unsubscribe('ana.garcia+news@example.com')).statusCode).toBe(200);

    const rows = await db.query<{ email_sha256: string }>(
      'SELECT email_sha256 FROM unsubscribed_emails',
    );
    const hash = createHash('sha256').update('ana.garcia+news@example.com').digest('hex');
    expect(rows).toEqual([{ email_sha256: hash }]);
  });

  test('an address no lead has is answered alike: the answer tells nobody who is a customer', async () => {
    const response = await unsubscribe('nobody@example.org');
    expect(response.statusCode, response.body).toBe(200);
  });

  test('the address appears in no log line', async () => {
    await unsubscribe('ana.secret@example.com');
    await unsubscribe('not-an-address');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/ana\.secret|not-an-address|email=/);
  });

  test.each([
    ['no address', '/customer/email/unsubscribe', 'required'],
    ['an empty address', '/customer/email/unsubscribe?email=', 'required'],
    [
      'text that is not an address',
      OfferStagePaths.unsubscribe('ana at example'),
      'invalid_format',
    ],
  ])('%s: 400 invalid_body on email (%s)', async (_, url, code) => {
    const response = await app.inject({ method: 'POST', url });
    expectError(response, 400, { code: 'invalid_body', field: 'email' });
    expect(ApiErrorBodySchema.parse(response.json()).error.fieldErrors?.[0]?.code).toBe(code);
    expect(response.body).not.toContain('ana at example');
  });

  test("turns e-mail off in the customer's consents; ticking it again there subscribes again", async () => {
    const { id } = await customer('Ana@Example.com');
    await unsubscribe('ana@example.com');
    expect(await readConsents(id)).toEqual({ consents: { email: false, phone: false } });

    await sendJson(app, 'PUT', consentsPath(id), { consents: { email: true, phone: false } });
    expect(await readConsents(id)).toEqual({ consents: { email: true, phone: false } });
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
  });
});
