import { connect } from 'node:net';
import {
  ApiErrorBodySchema,
  idUploadPath,
  LeadPaths,
  leadUrlPath,
  MAIL_LINK_TOKEN_HEADER,
  PRODUCT_ID,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, DEFAULT_TIMEOUTS } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { parseEnv } from '../src/config/env.js';
import {
  DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE,
  DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
} from '../src/http/rate-limit.js';
import { openTestDatabase } from './helpers/test-database.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

const unknownLead = LeadPaths.leadStatus('6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f');

describe('one client cannot hold the API', () => {
  test('past its limit a client is answered 429 rate_limited with Retry-After; health still answers', async () => {
    const origin = 'http://web.test';
    const app = buildApp({ db, corsOrigins: [origin], rateLimitPerMinute: 5 });
    try {
      const answers = [];
      for (let n = 0; n < 6; n += 1) {
        answers.push(await app.inject({ method: 'GET', url: unknownLead, headers: { origin } }));
      }
      expect(answers.slice(0, 5).map((response) => response.statusCode)).toEqual([
        404, 404, 404, 404, 404,
      ]);
      const refused = answers[5];
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      // The browser lets the page read it.
      expect(refused?.headers['access-control-allow-origin']).toBe(origin);
      expect(refused?.headers['access-control-expose-headers']).toContain('retry-after');
      expect(ApiErrorBodySchema.parse(refused?.json()).error.code).toBe('rate_limited');
      // Another address is not held back by this one.
      const other = await app.inject({
        method: 'GET',
        url: unknownLead,
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('writes are limited as well', async () => {
    const app = buildApp({ db, corsOrigins: [], rateLimitPerMinute: 2 });
    try {
      const put = () =>
        app.inject({
          method: 'PUT',
          url: '/v3/lead',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ product: 'x', id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f' }),
        });
      const codes = [(await put()).statusCode, (await put()).statusCode, (await put()).statusCode];
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  test('the limit is on by default, and an operator can set or turn it off', () => {
    const read = (value?: string) => {
      const result = parseEnv(
        value === undefined ? {} : { RATE_LIMIT_PER_MINUTE: value },
        '/tmp/x',
      );
      return result.ok ? result.config.RATE_LIMIT_PER_MINUTE : result.problems;
    };
    expect(read()).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE);
    expect(read('0')).toBe(0);
    expect(read('120')).toBe(120);
    expect(read('lots')).toEqual([expect.stringMatching(/^RATE_LIMIT_PER_MINUTE: /)]);
  });

  test('an idle connection is closed', async () => {
    const app = buildApp({ db, corsOrigins: [], timeouts: { idleMs: 300 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = connect(port, '127.0.0.1');
      const started = Date.now();
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  test('a body sent a byte at a time is cut off once the request’s time is up', async () => {
    const app = buildApp({
      db,
      corsOrigins: [],
      timeouts: { idleMs: 5_000, requestMs: 500, checkMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = connect(port, '127.0.0.1');
      socket.write(
        'PUT /v3/lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      // One byte every 50 ms: never idle, never whole.
      const drip = setInterval(() => socket.write(' '), 50);
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      clearInterval(drip);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  test('a request must arrive whole within its time, and idle sockets are not kept by default', () => {
    const app = buildApp({ db, corsOrigins: [] });
    expect(app.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
    expect(app.server.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.requestMs);
    void app.close();
  });
});

/** The n-th of many client addresses, each far below the limit of one address. */
const address = (n: number) => `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function expectRateLimited(response: LightMyRequestResponse | undefined, origin?: string) {
  expect(response?.statusCode, response?.body).toBe(429);
  expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
  expect(ApiErrorBodySchema.parse(response?.json()).error.code).toBe('rate_limited');
  if (origin) expect(response?.headers['access-control-allow-origin']).toBe(origin);
}

const json = (method: 'POST' | 'PUT', url: string, body: unknown): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

describe('many addresses cannot hammer one lead, nor try one credential (issue 36)', () => {
  let app: FastifyInstance;
  const origin = 'http://web.test';
  const lead = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
  const otherLead = '7a2d2f4f-3c8b-4d66-8e9f-1b2c3d4e5f60';

  beforeAll(() => {
    app = buildApp({
      db,
      corsOrigins: [origin],
      rateLimitPerMinute: 100,
      leadRateLimitPerMinute: 6,
      credentialRateLimitPerMinute: 4,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  test('requests about one lead from many addresses, its id in the path, the query or the body: past its limit, 429 rate_limited with Retry-After', async () => {
    const about: InjectOptions[] = [
      { method: 'GET', url: LeadPaths.leadStatus(lead) },
      { method: 'GET', url: leadUrlPath(lead, 'continue') },
      json('PUT', LeadPaths.lead, { product: PRODUCT_ID, id: lead }),
      json('POST', '/lead/offer/skip-document-upload', { id: lead }),
      {
        method: 'POST',
        url: idUploadPath(lead, otherLead, 'front'),
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.from([0xff, 0xd8, 0xff]),
      },
      { method: 'GET', url: LeadPaths.leadStatus(lead.toUpperCase()) },
    ];
    const answers = [];
    for (const [n, options] of about.entries()) {
      answers.push(
        await app.inject({
          ...options,
          headers: { ...(options.headers as Record<string, string>), origin },
          remoteAddress: address(n),
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).not.toContain(429);
    const refused = await app.inject({
      method: 'GET',
      url: LeadPaths.leadStatus(lead),
      headers: { origin },
      remoteAddress: address(99),
    });
    expectRateLimited(refused, origin);
    expect(refused.body).not.toContain(lead);
    // Another lead, and calls about none, still answer.
    const other = await app.inject({
      method: 'GET',
      url: LeadPaths.leadStatus(otherLead),
      remoteAddress: address(99),
    });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/postcode/28013' })).statusCode).toBe(200);
  });

  test('one write secret or one resume token tried from many addresses, on many leads: past its limit, 429', async () => {
    const leads = Array.from({ length: 6 }, (_, n) => `${n}f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f`);
    const trySecret = (n: number) =>
      app.inject({
        ...json('PUT', LeadPaths.lead, { product: PRODUCT_ID, id: leads[n] }),
        headers: { 'content-type': 'application/json', [WRITE_SECRET_HEADER]: 'y'.repeat(43) },
        remoteAddress: address(200 + n),
      });
    const secretCodes = [];
    for (let n = 0; n < 5; n += 1) secretCodes.push((await trySecret(n)).statusCode);
    expect(secretCodes.slice(0, 4)).toEqual([404, 404, 404, 404]);
    expectRateLimited(await trySecret(5));

    const tryToken = (n: number) =>
      app.inject({
        method: 'GET',
        url: leadUrlPath(leads[n] ?? '', 'continue'),
        headers: { [RESUME_TOKEN_HEADER]: 'z'.repeat(43) },
        remoteAddress: address(300 + n),
      });
    const tokenCodes = [];
    for (let n = 0; n < 4; n += 1) tokenCodes.push((await tryToken(n)).statusCode);
    expect(tokenCodes).not.toContain(429);
    expectRateLimited(await tryToken(4));
    // A mail link's token on the consents of many leads, a partner page's secret in its path.
    const tryMailToken = (n: number) =>
      app.inject({
        method: 'GET',
        url: `/customer/${leads[n] ?? ''}/consents`,
        headers: { [MAIL_LINK_TOKEN_HEADER]: 'm'.repeat(43) },
        remoteAddress: address(500 + n),
      });
    const tryPartnerPage = (n: number) =>
      app.inject({
        method: 'GET',
        url: `/partners/${'p'.repeat(43)}`,
        remoteAddress: address(600 + n),
      });
    for (const attempt of [tryMailToken, tryPartnerPage]) {
      const codes = [];
      for (let n = 0; n < 4; n += 1) codes.push((await attempt(n)).statusCode);
      expect(codes).not.toContain(429);
      expectRateLimited(await attempt(4));
    }
    // Another secret is its own.
    const another = await app.inject({
      ...json('PUT', LeadPaths.lead, { product: PRODUCT_ID, id: leads[5] }),
      headers: { 'content-type': 'application/json', [WRITE_SECRET_HEADER]: 'w'.repeat(43) },
      remoteAddress: address(400),
    });
    expect(another.statusCode).toBe(404);
  });

  test('the limits of a lead and of a credential are on by default, and an operator can set or turn each off', () => {
    const read = (name: string, value?: string) => {
      const result = parseEnv(value === undefined ? {} : { [name]: value }, '/tmp/x');
      return result.ok ? (result.config as Record<string, unknown>)[name] : result.problems;
    };
    for (const [name, fallback] of [
      ['RATE_LIMIT_PER_LEAD_PER_MINUTE', DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE],
      ['RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE', DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE],
    ] as const) {
      expect(read(name)).toBe(fallback);
      expect(read(name, '0')).toBe(0);
      expect(read(name, '90')).toBe(90);
      expect(read(name, 'many')).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
    // Far above what one applicant does in a minute (a save a page, a status call a second).
    expect(DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE).toBeGreaterThanOrEqual(60);
    expect(DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE).toBeLessThan(DEFAULT_RATE_LIMIT_PER_MINUTE);
  });
});
