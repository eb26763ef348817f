import { LeadPaths, OfferStagePaths } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('every answer of the API', () => {
  test('is never cached and never sniffed: a lead, an error, a 404 and a router error', async () => {
    const lead = await createLead(app, { amount: 500, period: 61 });
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: LeadPaths.leadStatus(lead.id) }),
      app.inject({ method: 'GET', url: LeadPaths.leadStatus('not-a-uuid') }),
      app.inject({ method: 'GET', url: '/no/such/route' }),
      app.inject({ method: 'GET', url: '/v3/lead/%E0%A4%A' }),
    ]);
    for (const response of answers) {
      expect(response.headers['x-content-type-options'], response.body).toBe('nosniff');
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  test('a cacheable public asset keeps its own caching', async () => {
    const response = await app.inject({ method: 'GET', url: OfferStagePaths.vehicleModels });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  test('a 404 does not repeat the path, which may hold an e-mail address', async () => {
    const response = await app.inject({ method: 'GET', url: '/customers/ana.perez@example.com/x' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ana.perez');
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
