import { connect } from 'node:net';
import { ApiErrorBodySchema, LeadPaths } from '@lf/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, DEFAULT_TIMEOUTS } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { parseEnv } from '../src/config/env.js';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../src/http/rate-limit.js';
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
