import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OfferStagePaths,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordAnswerSchema,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { findPasswordHash } from '../src/passwords/customer-passwords.js';
import { verifyPassword } from '../src/passwords/password-hash.js';
import { sendJson } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;
let clock = new Date('2026-11-23T10:00:00Z');
const logLines: string[] = [];
const password = 'Vivo en Madrid 28013';

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: [],
    testRoutes: true,
    now: () => clock,
    logger: { level: 'debug', stream: { write: (line) => logLines.push(line) } },
  });
});

beforeEach(async () => {
  await emptyTables(db);
  await db.exec('TRUNCATE customer_passwords');
  clock = new Date('2026-11-23T10:00:00Z');
  logLines.length = 0;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function leadAt(applicationState: ApplicationState): Promise<string> {
  const response = await sendJson(app, 'POST', '/test/leads', { applicationState });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const setPassword = (body: unknown) =>
  sendJson(app, 'POST', OfferStagePaths.customerPassword, body);

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe(code);
  expect(response.body).not.toContain(password);
  return error;
}

describe('POST /lead/customer/password', () => {
  test('an accepted customer’s password is kept as a salted scrypt hash, never as typed', async () => {
    const id = await leadAt(ApplicationState.ACCEPTED);
    const response = await setPassword({ id, password });
    expect(response.statusCode, response.body).toBe(200);
    expect(PasswordAnswerSchema.parse(response.json())).toEqual({ saved: true });
    const stored = await findPasswordHash(db, id);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(password);
    expect(await verifyPassword(password, stored ?? '')).toBe(true);
    const everything = JSON.stringify(await db.query('SELECT * FROM customer_passwords'));
    expect(everything).not.toContain(password);
    expect(logLines.join('\n')).not.toContain(password);
  });

  test('setting it again replaces it', async () => {
    const id = await leadAt(ApplicationState.ACCEPTED);
    await setPassword({ id, password });
    await setPassword({ id, password: 'Otra contraseña larga' });
    const stored = (await findPasswordHash(db, id)) ?? '';
    expect(await verifyPassword('Otra contraseña larga', stored)).toBe(true);
    expect(await verifyPassword(password, stored)).toBe(false);
  });

  test('a password too short or too long is refused by its bound, without quoting it', async () => {
    const id = await leadAt(ApplicationState.ACCEPTED);
    const short = expectError(
      await setPassword({ id, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }),
      400,
      'invalid_body',
    );
    expect(short.fieldErrors).toEqual([
      expect.objectContaining({
        fieldName: 'password',
        code: 'too_short',
        limit: PASSWORD_MIN_LENGTH,
      }),
    ]);
    const long = expectError(
      await setPassword({ id, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }),
      400,
      'invalid_body',
    );
    expect(long.fieldErrors?.[0]).toMatchObject({ fieldName: 'password', code: 'too_long' });
    expect(await findPasswordHash(db, id)).toBeUndefined();
  });

  test('a password too easy to guess is refused (422), with the customer’s own words too', async () => {
    const id = await leadAt(ApplicationState.ACCEPTED);
    for (const guessable of ['aaaaaaaaaa', '1234567890', 'password123']) {
      const refused = expectError(
        await setPassword({ id, password: guessable }),
        422,
        'invalid_body',
      );
      expect(refused.fieldErrors).toEqual([
        expect.objectContaining({ fieldName: 'password', code: 'not_accepted' }),
      ]);
      expect(JSON.stringify(refused)).not.toContain(guessable);
    }
    expect(await findPasswordHash(db, id)).toBeUndefined();

    const response = await sendJson(app, 'POST', '/test/leads', {
      applicationState: ApplicationState.ACCEPTED,
      data: { contactDetails: { email: 'lucia.martin@example.com' } },
    });
    const lucia = LeadAnswerSchema.parse(response.json()).id;
    expectError(await setPassword({ id: lucia, password: 'luciamartin12' }), 422, 'invalid_body');
    expect((await setPassword({ id, password: 'luciamartin12' })).statusCode).toBe(200);
  });

  // NIST 800-63B's context-specific words include the service's name, as the page checks it:
  // "lei rapid 2024" was saved on Lei Rapid.
  test('the brand’s name is one of the customer’s words: refused on its own product only', async () => {
    const leadOf = async (product: string) => {
      const response = await sendJson(app, 'POST', '/test/leads', {
        applicationState: ApplicationState.ACCEPTED,
        product,
      });
      return LeadAnswerSchema.parse(response.json()).id;
    };
    const leiRapid = await leadOf('lei-rapid-ro');
    expectError(
      await setPassword({ id: leiRapid, password: 'lei rapid 2024' }),
      422,
      'invalid_body',
    );
    const elsewhere = await leadOf('default-es');
    expect((await setPassword({ id: elsewhere, password: 'lei rapid 2024' })).statusCode).toBe(200);
  });

  test('only an accepted lead’s customer sets one: 409 elsewhere, 404 unknown, 410 expired', async () => {
    const checking = await leadAt(ApplicationState.THANK_YOU);
    expectError(await setPassword({ id: checking, password }), 409, 'wrong_state');
    expectError(
      await setPassword({ id: '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00', password }),
      404,
      'lead_not_found',
    );
    const accepted = await leadAt(ApplicationState.ACCEPTED);
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    expectError(await setPassword({ id: accepted, password }), 410, 'lead_expired');
    expect(await db.query('SELECT 1 FROM customer_passwords')).toEqual([]);
  });

  test('a body off the contract is a 400 naming the field', async () => {
    const id = await leadAt(ApplicationState.ACCEPTED);
    const error = expectError(await setPassword({ id, password, extra: 1 }), 400, 'invalid_body');
    expect(error.fieldErrors?.[0]?.code).toBe('unknown_field');
    expectError(await setPassword({ id: 'not-a-lead', password }), 400, 'invalid_body');
  });
});
