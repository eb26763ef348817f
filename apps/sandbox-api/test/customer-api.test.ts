import { createHash } from 'node:crypto';
import {
  ApiErrorBodySchema,
  CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS,
  CustomerConsentsAnswerSchema,
  leadUrlPath,
  MAIL_LINK_TOKEN_HEADER,
  MAIL_LINK_TOKEN_PARAM,
  OfferStagePaths,
  RESUME_TOKEN_HEADER,
  UNSUBSCRIBE_TOKEN_LIFETIME_MS,
  UnsubscribeAnswerSchema,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead, sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/**
 * A returning customer's consents and unsubscribe, reached from a mail's links (issue 36): each
 * call needs a credential, the mail link's token or the lead's write secret, and without one
 * answers 401 with nothing personal.
 */
let db: Database;
let app: FastifyInstance;
const logLines: string[] = [];
const unknownId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
const FRONT_END = 'http://localhost:8080';
const START = new Date('2030-01-01T10:00:00.000Z');
let clock = START;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: [FRONT_END],
    testRoutes: true,
    now: () => clock,
    logger: { level: 'debug', stream: { write: (line) => logLines.push(line) } },
  });
});

beforeEach(async () => {
  clock = START;
  await emptyTables(db);
  await db.exec('TRUNCATE unsubscribed_emails');
  logLines.length = 0;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const consentsPath = OfferStagePaths.customerConsents;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const OutboxSchema = z.object({
  messages: z.array(
    z.object({ to: z.string(), link: z.string(), unsubscribeLink: z.optional(z.string()) }),
  ),
});

/** The sandbox sends the lead's address a marketing mail; its two links, as the inbox shows them. */
async function marketingMail(id: string) {
  const sent = await sendJson(app, 'POST', '/test/marketing-mail', { leadId: id });
  expect(sent.statusCode, sent.body).toBe(202);
  const outbox = await app.inject({ method: 'GET', url: `/test/outbox?leadId=${id}` });
  const mail = OutboxSchema.parse(outbox.json()).messages.at(-1);
  if (!mail?.unsubscribeLink) throw new Error('No marketing mail was sent');
  const consents = new URL(mail.link);
  const unsubscribeLink = new URL(mail.unsubscribeLink);
  return {
    to: mail.to,
    consents,
    consentsToken: consents.searchParams.get(MAIL_LINK_TOKEN_PARAM) ?? '',
    unsubscribeLink,
    unsubscribeToken: unsubscribeLink.searchParams.get(MAIL_LINK_TOKEN_PARAM) ?? '',
  };
}

const withToken = (token: string) => ({ [MAIL_LINK_TOKEN_HEADER]: token });

/** A read as a browser without the lead sends it: only the headers given. */
const read = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: consentsPath(id), headers });

/** A change as a browser without the lead sends it: only the headers given. */
const change = (id: string, consents: Record<string, boolean>, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: consentsPath(id),
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ consents }),
  });

function unsubscribe(email: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: OfferStagePaths.unsubscribe(email), headers });
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

async function revisionOf(id: string): Promise<number> {
  const rows = await db.query<{ revision: number }>('SELECT revision FROM leads WHERE id = $1', [
    id,
  ]);
  return Number(rows[0]?.revision);
}

describe('GET and PUT /customer/{id}/consents', () => {
  test("with the lead's write secret: answers the consents, and a PUT replaces them", async () => {
    const { id } = await customer();
    const readWithSecret = async () => {
      const response = await read(id, writeSecretHeader(id));
      expect(response.statusCode, response.body).toBe(200);
      return CustomerConsentsAnswerSchema.parse(response.json());
    };
    expect(await readWithSecret()).toEqual({ consents: { email: true, phone: false } });

    const consents = { email: false, phone: true, text: true, post: false };
    const response = await change(id, consents, writeSecretHeader(id));
    expect(response.statusCode, response.body).toBe(200);
    // A browser holding the secret needs no token for its next change.
    expect(CustomerConsentsAnswerSchema.parse(response.json())).toEqual({ consents });
    expect(await readWithSecret()).toEqual({ consents });
    expect(await storedData(db, id)).toMatchObject({
      amount: 500,
      contactDetails: { email: 'ana@example.com', marketingConsents: consents },
    });
  });

  test('without a credential, or with another one: 401 credential_required, nothing personal, nothing changed', async () => {
    const { id } = await customer();
    const other = await customer('luis@example.com');
    const revision = await revisionOf(id);
    for (const headers of [
      {},
      { [WRITE_SECRET_HEADER]: 'not-the-secret-of-this-lead-000000000000000' },
      writeSecretHeader(other.id),
      withToken('a-made-up-token-000000000000000000000000000'),
    ]) {
      const reading = await read(id, headers);
      expectError(reading, 401, { code: 'credential_required' });
      expect(reading.body).not.toMatch(/ana@|consents"|"email":/);
      const changing = await change(id, { email: false, post: true }, headers);
      expectError(changing, 401, { code: 'credential_required' });
    }
    // A stranger neither changed the consents nor moved the lead's revision (no 409 for its owner).
    expect(await storedData(db, id)).toMatchObject({
      contactDetails: { marketingConsents: { email: true, phone: false } },
    });
    expect(await revisionOf(id)).toBe(revision);
  });

  test("a mail link's token reads as often as it is opened and changes once; the change's answer carries the next token", async () => {
    const { id } = await customer();
    const mail = await marketingMail(id);
    expect(`${mail.consents.origin}${mail.consents.pathname}`).toBe(
      `${FRONT_END}/application-frontend/${id}/consents`,
    );
    expect(mail.consentsToken).toMatch(/^[\w-]{43}$/);
    for (let open = 0; open < 2; open += 1) {
      const reading = await read(id, withToken(mail.consentsToken));
      expect(reading.statusCode, reading.body).toBe(200);
      expect(CustomerConsentsAnswerSchema.parse(reading.json()).consents).toEqual({
        email: true,
        phone: false,
      });
    }

    const changed = await change(id, { email: true, post: true }, withToken(mail.consentsToken));
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = CustomerConsentsAnswerSchema.parse(changed.json());
    expect(answer.consents).toEqual({ email: true, post: true });
    expect(answer.linkToken).toMatch(/^[\w-]{43}$/);
    expect(answer.linkToken).not.toBe(mail.consentsToken);

    // The used token opens nothing any more, for a read or a change.
    expectError(await read(id, withToken(mail.consentsToken)), 401, {
      code: 'credential_required',
    });
    expectError(await change(id, { email: false }, withToken(mail.consentsToken)), 401, {
      code: 'credential_required',
    });
    // The next token reads and changes once.
    const next = withToken(answer.linkToken ?? '');
    expect((await read(id, next)).statusCode).toBe(200);
    const again = await change(id, { email: false }, next);
    expect(again.statusCode, again.body).toBe(200);
    expectError(await change(id, { email: true }, next), 401, { code: 'credential_required' });
    expect(await storedData(db, id)).toMatchObject({
      contactDetails: { marketingConsents: { email: false } },
    });
  });

  test('a token lives thirty days, opens only its own lead and only the consents', async () => {
    const { id } = await customer();
    const other = await customer('luis@example.com');
    const { consentsToken } = await marketingMail(id);
    expectError(await read(other.id, withToken(consentsToken)), 401, {
      code: 'credential_required',
    });
    // Not a returning link's token: it opens neither the lead's answers nor a write secret.
    const link = await app.inject({
      method: 'GET',
      url: leadUrlPath(id, 'continue'),
      headers: { [RESUME_TOKEN_HEADER]: consentsToken },
    });
    expectError(link, 401, { code: 'credential_required' });

    later(CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS - 1000);
    expect((await read(id, withToken(consentsToken))).statusCode).toBe(200);
    later(2000);
    expectError(await read(id, withToken(consentsToken)), 401, { code: 'credential_required' });
    expectError(await change(id, { post: true }, withToken(consentsToken)), 401, {
      code: 'credential_required',
    });
  });

  test('only the hashes of the tokens are stored; no token is in a log line', async () => {
    const { id } = await customer();
    const { consentsToken, unsubscribeToken, to } = await marketingMail(id);
    await read(id, withToken(consentsToken));
    await unsubscribe(to, withToken(unsubscribeToken));
    const stored = JSON.stringify(await db.query('SELECT * FROM lead_resume_tokens'));
    expect(stored).not.toContain(consentsToken);
    expect(stored).not.toContain(unsubscribeToken);
    expect(stored).not.toContain('ana@example.com');
    expect(logLines.join('\n')).not.toContain(consentsToken);
    expect(logLines.join('\n')).not.toContain(unsubscribeToken);
  });

  test('a lead without consents yet answers none', async () => {
    const { id } = await createLead(app, { amount: 500 });
    const response = await read(id, writeSecretHeader(id));
    expect(CustomerConsentsAnswerSchema.parse(response.json())).toEqual({ consents: {} });
  });

  test('an unknown lead: 404 lead_not_found, for a read and a save, whatever is presented', async () => {
    expectError(await read(unknownId), 404, { code: 'lead_not_found', field: 'id' });
    expectError(await change(unknownId, { email: true }, {}), 404, { code: 'lead_not_found' });
  });

  test('an id that is not a UUID, or consents that are not yes or no: 400 invalid_body', async () => {
    expectError(await read('lead-1'), 400, { code: 'invalid_body', field: 'id' });
    const { id } = await customer();
    expectError(await sendJson(app, 'PUT', consentsPath(id), { consents: { email: 'yes' } }), 400, {
      code: 'invalid_body',
      field: 'consents.email',
    });
    expectError(await sendJson(app, 'PUT', consentsPath(id), { email: true }), 400, {
      code: 'invalid_body',
      field: 'consents',
    });
    const response = await read(id, writeSecretHeader(id));
    expect(CustomerConsentsAnswerSchema.parse(response.json())).toEqual({
      consents: { email: true, phone: false },
    });
  });
});

describe('POST /customer/email/unsubscribe?email=', () => {
  test("with the mail's token: keeps only a SHA-256 of the trimmed, lower-cased address", async () => {
    const { id } = await customer(' Ana.Garcia+News@Example.com ');
    const mail = await marketingMail(id);
    expect(`${mail.unsubscribeLink.origin}${mail.unsubscribeLink.pathname}`).toBe(
      `${FRONT_END}/application-frontend/unsubscribe`,
    );
    expect(mail.unsubscribeLink.searchParams.get('email')).toBe('Ana.Garcia+News@Example.com');
    const first = await unsubscribe(
      'ana.garcia+news@example.com',
      withToken(mail.unsubscribeToken),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(UnsubscribeAnswerSchema.parse(first.json())).toEqual({ unsubscribed: true });

    const rows = await db.query<{ email_sha256: string }>(
      'SELECT email_sha256 FROM unsubscribed_emails',
    );
    const hash = createHash('sha256').update('ana.garcia+news@example.com').digest('hex');
    expect(rows).toEqual([{ email_sha256: hash }]);
  });

  test('without a token, with a made-up one or with another address’s: 401 credential_required, alike for a known address and an unknown one', async () => {
    const { id } = await customer();
    const luis = await customer('luis@example.com');
    const { unsubscribeToken: luisToken } = await marketingMail(luis.id);
    await marketingMail(id);
    const answers: string[] = [];
    for (const email of ['ana@example.com', 'nobody@example.org']) {
      for (const headers of [
        {},
        withToken('a-made-up-token-000000000000000000000000000'),
        withToken(luisToken),
      ]) {
        const response = await unsubscribe(email, headers);
        expectError(response, 401, { code: 'credential_required' });
        answers.push(response.body);
      }
    }
    expect(new Set(answers).size).toBe(1);
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
  });

  test('a used token: 200 again while the address stays unsubscribed, 401 once it subscribed again', async () => {
    const { id } = await customer();
    const mail = await marketingMail(id);
    expect((await unsubscribe(mail.to, withToken(mail.unsubscribeToken))).statusCode).toBe(200);
    // A retry whose first answer was lost, or a second click: nothing new, the same answer.
    expect((await unsubscribe(mail.to, withToken(mail.unsubscribeToken))).statusCode).toBe(200);

    const { consentsToken } = await marketingMail(id);
    const read1 = await read(id, withToken(consentsToken));
    expect(CustomerConsentsAnswerSchema.parse(read1.json()).consents).toEqual({
      email: false,
      phone: false,
    });
    expect((await change(id, { email: true }, withToken(consentsToken))).statusCode).toBe(200);
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
    // The used link does not unsubscribe again: the next mail's does.
    expectError(await unsubscribe(mail.to, withToken(mail.unsubscribeToken)), 401, {
      code: 'credential_required',
    });
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
  });

  test('a token lives sixty days and opens nothing but its unsubscribe', async () => {
    const { id } = await customer();
    const mail = await marketingMail(id);
    expectError(await read(id, withToken(mail.unsubscribeToken)), 401, {
      code: 'credential_required',
    });
    expectError(await unsubscribe(mail.to, withToken(mail.consentsToken)), 401, {
      code: 'credential_required',
    });
    later(UNSUBSCRIBE_TOKEN_LIFETIME_MS + 1000);
    expectError(await unsubscribe(mail.to, withToken(mail.unsubscribeToken)), 401, {
      code: 'credential_required',
    });
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
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
    const mail = await marketingMail(id);
    await unsubscribe('ana@example.com', withToken(mail.unsubscribeToken));
    const readConsents = async () =>
      CustomerConsentsAnswerSchema.parse((await read(id, writeSecretHeader(id))).json()).consents;
    expect(await readConsents()).toEqual({ email: false, phone: false });

    await change(id, { email: true, phone: false }, writeSecretHeader(id));
    expect(await readConsents()).toEqual({ email: true, phone: false });
    expect(await db.query('SELECT 1 FROM unsubscribed_emails')).toEqual([]);
  });
});

describe('POST /test/marketing-mail (SANDBOX_TEST_ROUTES=1)', () => {
  test("sends the lead's address a mail with its consents and unsubscribe links; none without an address", async () => {
    const { id } = await customer();
    const mail = await marketingMail(id);
    expect(mail.to).toBe('ana@example.com');
    const { id: noAddress } = await createLead(app, { amount: 500 });
    const refused = await sendJson(app, 'POST', '/test/marketing-mail', { leadId: noAddress });
    expectError(refused, 400, { code: 'invalid_body' });
    const unknown = await sendJson(app, 'POST', '/test/marketing-mail', { leadId: unknownId });
    expectError(unknown, 404, { code: 'lead_not_found' });
  });
});
