import { randomUUID } from 'node:crypto';
import {
  ApplicationState,
  LeadAnswerSchema,
  leadUrlPath,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { TEST_LEADS_PATH } from '../src/routes/test-lead-routes.js';
import { newClientSecret, sendJson } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

/**
 * Issue 36: no endpoint answers a lead's personal data to a request without one of its
 * credentials. Every route the API registers (found as Fastify registers it, so a new route is
 * tried without being listed here) is called about a lead holding personal data, at states from
 * the form to a decision, presenting nothing, a made-up secret or token, or another lead's real
 * secret; no answer may hold any of the lead's personal values.
 */

/** Values no other lead or fixture holds: any of them in an answer is this lead's data leaking. */
const PERSONAL = {
  firstName: 'Ximenaqq',
  lastName: 'Quintanillazz',
  email: 'ximena.quintanilla@example.com',
  phoneNumber: '+34698765432',
  personalCode: '71829364P',
  iban: 'ES7921000813610123456789',
  monthlyIncome: 2_345,
};

const STATES = [
  ApplicationState.PERSONAL_DETAILS,
  ApplicationState.INCOME_DETAILS,
  ApplicationState.MOBILE_VERIFICATION,
  ApplicationState.EMPLOYMENT_DETAILS,
  ApplicationState.ACCEPTED,
] as const;

interface Route {
  method: HTTPMethods;
  url: string;
}

let db: Database;
let app: FastifyInstance;
const routes: Route[] = [];
/** A lead of each state, with the personal values above, and its write secret. */
const leads = new Map<ApplicationState, { id: string; secret: string }>();
let otherSecret = '';

function leadAt(state: ApplicationState): { id: string; secret: string } {
  const lead = leads.get(state);
  if (!lead) throw new Error(`No lead was seeded at ${state}`);
  return lead;
}

async function seed(applicationState: ApplicationState, personal: boolean) {
  const data = personal
    ? {
        amount: 500,
        period: 61,
        personalDetails: {
          firstName: PERSONAL.firstName,
          lastName: PERSONAL.lastName,
          personalCode: PERSONAL.personalCode,
        },
        contactDetails: { email: PERSONAL.email, phoneNumber: PERSONAL.phoneNumber },
        incomeDetails: { monthlyIncome: PERSONAL.monthlyIncome, iban: PERSONAL.iban },
      }
    : { amount: 500, period: 61, contactDetails: { email: 'other@example.com' } };
  const response = await sendJson(app, 'POST', TEST_LEADS_PATH, { applicationState, data });
  expect(response.statusCode, response.body).toBe(201);
  const answer = LeadAnswerSchema.parse(response.json());
  if (answer.writeSecret === undefined) throw new Error('A seeded lead answers its secret');
  return { id: answer.id, secret: answer.writeSecret };
}

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: ['http://127.0.0.1:4173'],
    testRoutes: true,
    rateLimitPerMinute: 0,
  });
  // Routes are registered in plugins, which run at `ready()`: the hook sees every one of them.
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of Array.isArray(method) ? method : [method]) {
      if (one === 'HEAD' || one === 'OPTIONS' || url.startsWith('/test/')) continue;
      routes.push({ method: one, url });
    }
  });
  await app.ready();
  for (const state of STATES) leads.set(state, await seed(state, true));
  otherSecret = (await seed(ApplicationState.PERSONAL_DETAILS, false)).secret;
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

/** The route's address about lead `id`: every parameter filled, `:id`-like ones with the id. */
function addressOf(route: Route, id: string): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'urlType' ? 'continue' : /id$/i.test(name) && !/link/i.test(name) ? id : randomUUID(),
  );
  // The unsubscribe route takes its address in the query; every other route refuses a stray one.
  return /unsubscribe/.test(path) ? `${path}?email=${encodeURIComponent(PERSONAL.email)}` : path;
}

/**
 * Any of the lead's personal values in an answer, as text (JSON escapes kept out). A number counts
 * only standing alone: the income's four digits inside a lead's id (`…f2345a…`) or a timestamp
 * are no leak, and a fresh-clone run failed on such an id.
 */
function leakedIn(body: string): string[] {
  const text = body.toLowerCase();
  return Object.entries(PERSONAL)
    .filter(([, value]) =>
      typeof value === 'number'
        ? new RegExp(`(?<![0-9a-z.])${value}(?![0-9a-z])`).test(text)
        : text.includes(value.toLowerCase().replace(/^\+/, '')),
    )
    .map(([name]) => name);
}

const credentials = fc.oneof(
  fc.constant({}),
  fc.constant({ [WRITE_SECRET_HEADER]: newClientSecret() }),
  fc.constant({ [RESUME_TOKEN_HEADER]: newClientSecret() }),
  fc
    .string({ maxLength: 60 })
    .map((value) => ({ [WRITE_SECRET_HEADER]: value.replace(/[^\x21-\x7e]/g, 'x') })),
  fc.constant(null).map(() => ({ [WRITE_SECRET_HEADER]: otherSecret })),
);

describe('personal data needs a credential (issue 36)', () => {
  test('the leak check finds the income as a value, not its digits inside an id or a time', () => {
    expect(leakedIn('{"incomeDetails":{"monthlyIncome":2345}}')).toEqual(['monthlyIncome']);
    expect(leakedIn('{"monthlyIncome": 2345, "x": 1}')).toEqual(['monthlyIncome']);
    expect(leakedIn('{"id":"b3f2345a-6c1d-4e2f-9a0b-1c2d3e4f5a6b"}')).toEqual([]);
    expect(leakedIn('{"expiresAt":1796062345123,"at":"2026-11-30T18:02:34.2345Z"}')).toEqual([]);
    expect(leakedIn('{"email":"Ximena.Quintanilla@example.com"}')).toEqual(['email']);
  });

  test('the routes were found, and the lead’s own secret does read its data (the check can see a leak)', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const lead = leadAt(ApplicationState.PERSONAL_DETAILS);
    const own = await app.inject({
      method: 'GET',
      url: leadUrlPath(lead.id, 'continue'),
      headers: { [WRITE_SECRET_HEADER]: lead.secret },
    });
    expect(own.statusCode).toBe(200);
    expect(leakedIn(own.body)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'personalCode', 'iban']),
    );
  });

  test('no route answers any personal value without one of the lead’s credentials', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...STATES),
        credentials,
        async (route, state, headers) => {
          const lead = leadAt(state);
          const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
            ? { id: lead.id, email: PERSONAL.email }
            : undefined;
          const response = await app.inject({
            method: route.method,
            url: addressOf(route, lead.id),
            headers: { ...headers, origin: 'http://127.0.0.1:4173' },
            ...(body ? { payload: body } : {}),
          });
          expect(
            leakedIn(response.body),
            `${route.method} ${route.url} → ${response.statusCode}`,
          ).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);

  test('every route, tried once each way, answers nothing personal', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const state of STATES) {
        const lead = leadAt(state);
        for (const headers of [{}, { [WRITE_SECRET_HEADER]: otherSecret }]) {
          const response = await app.inject({
            method: route.method,
            url: addressOf(route, lead.id),
            headers,
            ...(route.method === 'GET' ? {} : { payload: { id: lead.id } }),
          });
          const leaked = leakedIn(response.body);
          if (leaked.length > 0)
            failures.push(`${route.method} ${route.url} at ${state}: ${leaked.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
