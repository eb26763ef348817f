import { ApiErrorBodySchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { openTestDatabase } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;
const SESSION = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const event = {
  event: 'reference_changed',
  sessionId: SESSION,
  affiliateReference: { attribute: 'partner-1', subId: 'sub', setAt: '2026-11-23T10:00:00.000Z' },
  product: 'default-es',
};

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true });
});
beforeEach(async () => {
  await db.exec('TRUNCATE affiliate_events');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('POST /affiliate/event', () => {
  test('stores a partner click and lists it for its session', async () => {
    const sent = await app.inject({ method: 'POST', url: '/affiliate/event', payload: event });
    expect(sent.statusCode).toBe(202);
    const listed = await app.inject({ url: `/test/affiliate-events?sessionId=${SESSION}` });
    expect(listed.json()).toEqual({
      events: [
        { event: 'reference_changed', product: 'default-es', reference: event.affiliateReference },
      ],
    });
  });

  test('refuses a body outside the contract with the field at fault, and stores nothing', async () => {
    for (const payload of [
      { ...event, sessionId: 'not-a-session' },
      { ...event, event: 'clicked' },
      { ...event, email: 'ana@example.com' },
    ]) {
      const refused = await app.inject({ method: 'POST', url: '/affiliate/event', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ApiErrorBodySchema.safeParse(refused.json()).success).toBe(true);
    }
    const listed = await app.inject({ url: `/test/affiliate-events?sessionId=${SESSION}` });
    expect(listed.json()).toEqual({ events: [] });
  });
});
