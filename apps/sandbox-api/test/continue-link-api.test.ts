import {
  ApiErrorBodySchema,
  ApplicationState,
  CONTINUE_LINKS_PER_HOUR,
  CONTINUE_TOKEN_LIFETIME_MS,
  leadContactPath,
  LeadContactAnswerSchema,
  leadUrlPath,
  LeadUrlAnswerSchema,
  RESUME_PARAM,
  RESUME_TOKEN_HEADER,
  sendLinkPath,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { LEAD_LIFETIME_MS } from '../src/leads/lead-lifetime.js';
import { TEST_OUTBOX_PATH } from '../src/routes/continue-link-routes.js';
import {
  createLead,
  product,
  seedLead,
  updateLead,
  writeSecretHeader,
} from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

/**
 * A returning link reads a lead only with a credential (decision 0033), and a link without one
 * can send the applicant a fresh link: issue 36's "the id is a key to everything".
 */
let db: Database;
let app: FastifyInstance;
const frontEnd = 'http://localhost:8080';
let clock = new Date('2030-01-01T10:00:00.000Z');

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [frontEnd], now: () => clock, testRoutes: true });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  clock = new Date('2030-01-01T10:00:00.000Z');
  await emptyTables(db);
});

const lucia = {
  personalDetails: { firstName: 'Lucía', lastName: 'Martín', personalCode: '12345678Z' },
  contactDetails: { email: 'lucia.martin@example.com', phoneNumber: '+34612345678' },
  bankAccount: { accountNumber: 'ES9121000418450200051332' },
};
const personal = ['Lucía', 'Martín', '12345678Z', 'lucia.martin', '612345678', 'ES9121000418'];

/** A lead with Lucía's answers, made by a browser whose secret the tests' client keeps. */
async function luciasLead(): Promise<string> {
  const created = await createLead(app, { amount: 500, period: 61 });
  await updateLead(app, created.id, lucia);
  return created.id;
}

const read = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: leadUrlPath(id, 'continue'), headers });
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...ApiErrorBodySchema.parse(response.json()).error,
});
const send = (id: string, channel: string) =>
  app.inject({
    method: 'POST',
    url: sendLinkPath(id),
    headers: { 'content-type': 'application/json', origin: frontEnd },
    payload: JSON.stringify({ channel }),
  });
const put = (id: string, secret: string) =>
  app.inject({
    method: 'PUT',
    url: '/v3/lead',
    headers: { 'content-type': 'application/json', [WRITE_SECRET_HEADER]: secret },
    payload: JSON.stringify({ product, id, amount: 700 }),
  });

/** The links sent for a lead, newest last: their tokens as the link carries them. */
async function sentTokens(id: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `${TEST_OUTBOX_PATH}?leadId=${id}` });
  const { messages } = response.json<{ messages: { link: string; to: string }[] }>();
  return messages.map(({ link }) => {
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${frontEnd}/application-frontend/continue/${id}`);
    // The lead's brand: a test deployment serving several brands (?brand=, ignored in
    // production) opens the link in it, not in its default brand's form (walker O).
    expect(url.searchParams.get('brand')).toBe(product);
    return url.searchParams.get(RESUME_PARAM) ?? '';
  });
}

describe('a returning link without a credential', () => {
  test('is 401 credential_required and answers nothing of the lead', async () => {
    const id = await luciasLead();
    for (const headers of [
      {},
      { [WRITE_SECRET_HEADER]: 'x'.repeat(43) },
      { [RESUME_TOKEN_HEADER]: 'y'.repeat(43) },
      { [RESUME_TOKEN_HEADER]: 'not a token' },
    ]) {
      for (const url of [leadUrlPath(id, 'continue'), `/v2/lead/url/${id}/continue`]) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(refusal(response)).toMatchObject({ status: 401, code: 'credential_required' });
        for (const value of personal) expect(response.body).not.toContain(value);
      }
    }
  });

  test("reads with the lead's write secret, in the browser that made it", async () => {
    const id = await luciasLead();
    const response = await read(id, writeSecretHeader(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(LeadUrlAnswerSchema.parse(response.json()).data).toMatchObject(lucia);
  });

  test('an unknown lead is still 404 and an expired one 410, whatever is presented', async () => {
    expect((await read('3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00', {})).statusCode).toBe(404);
    const id = await luciasLead();
    clock = new Date(clock.getTime() + LEAD_LIFETIME_MS);
    expect(refusal(await read(id, writeSecretHeader(id)))).toMatchObject({
      status: 410,
      code: 'lead_expired',
    });
  });
});

describe("a link's contact and a fresh link sent", () => {
  test('the contact says where a link can go, masked, and nothing else', async () => {
    const id = await luciasLead();
    const response = await app.inject({ method: 'GET', url: leadContactPath(id) });
    expect(LeadContactAnswerSchema.parse(response.json())).toEqual({
      decided: false,
      contacts: [
        { channel: 'email', to: 'l•••@example.com' },
        { channel: 'sms', to: '••• ••• 678' },
      ],
    });
    for (const value of personal) expect(response.body).not.toContain(value);
  });

  test('a decided application says so', async () => {
    const lead = await seedLead(app, ApplicationState.ACCEPTED);
    const response = await app.inject({ method: 'GET', url: leadContactPath(lead.id) });
    expect(LeadContactAnswerSchema.parse(response.json()).decided).toBe(true);
  });

  test('a sent link opens the lead once, in any browser, which then writes it beside the first', async () => {
    const id = await luciasLead();
    const sent = await send(id, 'email');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ channel: 'email', to: 'l•••@example.com' });
    const [token = ''] = await sentTokens(id);

    const opened = await read(id, { [RESUME_TOKEN_HEADER]: token });
    const answer = LeadUrlAnswerSchema.parse(opened.json());
    expect(answer.data).toMatchObject(lucia);
    expect(answer.writeSecret).toMatch(/^[\w-]{43}$/);
    // Once: the same link again gives nothing.
    expect((await read(id, { [RESUME_TOKEN_HEADER]: token })).statusCode).toBe(401);

    // Both browsers write the lead and read it with their own secrets.
    expect((await put(id, answer.writeSecret ?? '')).statusCode).toBe(200);
    const first = writeSecretHeader(id)[WRITE_SECRET_HEADER] ?? '';
    expect((await put(id, first)).statusCode).toBe(200);
    expect((await read(id, { [WRITE_SECRET_HEADER]: answer.writeSecret ?? '' })).statusCode).toBe(
      200,
    );
  });

  test('with SANDBOX_PRINT_LINKS the link sent is printed to the console, as a mail catcher would', async () => {
    const printing = buildApp({ db, corsOrigins: [frontEnd], now: () => clock, printLinks: true });
    const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const id = await luciasLead();
      const sent = await printing.inject({
        method: 'POST',
        url: sendLinkPath(id),
        headers: { 'content-type': 'application/json', origin: frontEnd },
        payload: JSON.stringify({ channel: 'sms' }),
      });
      expect(sent.statusCode).toBe(202);
      expect(printed).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^Sandbox text message: ${frontEnd}/application-frontend/continue/${id}\\?resume=[\\w-]{43}&brand=${product}\\n$`,
          ),
        ),
      );
    } finally {
      printed.mockRestore();
      await printing.close();
    }
  });

  test('a newer link revokes the older one, and a link ends after twelve hours', async () => {
    const id = await luciasLead();
    await send(id, 'email');
    await send(id, 'sms');
    const [older = '', newer = ''] = await sentTokens(id);
    expect((await read(id, { [RESUME_TOKEN_HEADER]: older })).statusCode).toBe(401);

    clock = new Date(clock.getTime() + CONTINUE_TOKEN_LIFETIME_MS);
    expect((await read(id, { [RESUME_TOKEN_HEADER]: newer })).statusCode).toBe(401);
    // The lead itself still reads, in the browser that holds a secret.
    expect((await read(id, writeSecretHeader(id))).statusCode).toBe(200);
  });

  test(`at most ${CONTINUE_LINKS_PER_HOUR} links an hour, then 429 with how long to wait`, async () => {
    const id = await luciasLead();
    for (let sent = 0; sent < CONTINUE_LINKS_PER_HOUR; sent += 1) {
      expect((await send(id, 'email')).statusCode).toBe(202);
      clock = new Date(clock.getTime() + 60_000);
    }
    const refused = await send(id, 'email');
    expect(refusal(refused)).toMatchObject({ status: 429, code: 'rate_limited' });
    // The first was sent three minutes ago: the next may go in 57 minutes.
    expect(refused.headers['retry-after']).toBe(String(57 * 60));
    expect(await sentTokens(id)).toHaveLength(CONTINUE_LINKS_PER_HOUR);
    clock = new Date(clock.getTime() + 57 * 60_000);
    expect((await send(id, 'email')).statusCode).toBe(202);
  });

  test('a channel the lead has no address on, or no channel, is 400; an expired lead 410', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    await updateLead(app, created.id, { contactDetails: { email: 'ana@example.com' } });
    expect(refusal(await send(created.id, 'sms'))).toMatchObject({
      status: 400,
      field: 'channel',
    });
    expect(refusal(await send(created.id, 'pigeon'))).toMatchObject({ status: 400 });
    clock = new Date(clock.getTime() + LEAD_LIFETIME_MS);
    expect(refusal(await send(created.id, 'email'))).toMatchObject({ status: 410 });
    const contact = await app.inject({ method: 'GET', url: leadContactPath(created.id) });
    expect(contact.statusCode).toBe(410);
  });
});
