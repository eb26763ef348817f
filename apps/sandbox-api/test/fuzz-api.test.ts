import { PRODUCT_ID } from '@lf/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

/**
 * A bounded fuzz of every route: generated paths, query strings and bodies, a fixed seed so a
 * failure repeats. FUZZ_RUNS (and FUZZ_SEED) ask for more, or another sequence.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
}

const isFuzzedMethod = (method: string): method is Route['method'] =>
  method === 'GET' || method === 'POST' || method === 'PUT';

let db: Database;
let app: FastifyInstance;
const routes: Route[] = [];
let leadId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: ['http://web.test'],
    testRoutes: true,
    rateLimitPerMinute: 0,
    leadRateLimitPerMinute: 0,
    credentialRateLimitPerMinute: 0,
  });
  // The routes sit in a plugin that loads at ready(): this hook sees each of them.
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) {
      if (isFuzzedMethod(one)) routes.push({ method: one, url });
    }
  });
  await app.ready();
  leadId = (await createLead(app, { amount: 500, period: 61 })).id;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** Text that has broken servers: control characters, lone surrogates, huge numbers, paths. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    "' OR 1=1 --",
    '__proto__',
    'constructor',
    '1e309',
    '-0',
    'a'.repeat(3000),
  ),
);

const leadKeys = fc.constantFrom(
  'product',
  'id',
  'amount',
  'period',
  'periodScale',
  'personalDetails',
  'contactDetails',
  'policies',
  'tags',
  'dynamicForm',
  'offerId',
  'scope',
  'code',
  'phoneNumber',
  'password',
  'consents',
  'purpose',
  'outcome',
  'state',
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(leadKeys, nasty), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  fc
    .dictionary(leadKeys, value, { maxKeys: 8 })
    .map((record) => ({ product: PRODUCT_ID, ...record })),
  fc.dictionary(fc.oneof(leadKeys, nasty), value, { maxKeys: 6 }),
  value,
);

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate as U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('every route under generated input', () => {
  test(`answers no 5xx over ${RUNS} requests, and stays healthy`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.array(fc.oneof(fc.constant('lead'), nasty), { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.oneof(leadKeys, nasty), nasty, { maxKeys: 3 }),
        body,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
        async (index, params, query, payload, contentType) => {
          const route = routes[index] as Route;
          let n = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => {
            const param = params[n++ % params.length] as string;
            return param === 'lead' ? leadId : percentEncoded(param);
          });
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const response = await app.inject({
            method: route.method,
            url: search ? `${path}?${search}` : path,
            ...(route.method === 'GET'
              ? {}
              : {
                  headers: { 'content-type': contentType },
                  payload: JSON.stringify(payload) ?? '',
                }),
          });
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${route.method} ${path}: ${response.body}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Not everything was refused at the door: some requests went through.
    expect([...seen.keys()].some((status) => status < 300)).toBe(true);
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
