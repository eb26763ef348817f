import { LeadAnswerSchema } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { createApiClient, isRetryable } from './api-client';

const answer = {
  id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
  applicationState: 2,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
};

function clientAnswering(
  respond: (url: string, init: RequestInit) => Promise<Response>,
  options: { product?: string } = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    ...options,
    baseUrl: 'http://api.test/',
    fetchImpl: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
  });
  return { api, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  test('adds the product identifier to lead bodies and parses the answer', async () => {
    const { api, calls } = clientAnswering(async () => json(201, answer));
    const result = await api(LeadAnswerSchema, {
      method: 'POST',
      path: '/v3/lead',
      body: { amount: 500 },
    });
    expect(result).toEqual({ ok: true, status: 201, data: answer });
    expect(calls[0]?.url).toBe('http://api.test/v3/lead');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 500,
      product: 'application-frontend',
    });
  });

  test("sends the brand's id as the product identifier, so the lead API knows its bounds", async () => {
    const { api, calls } = clientAnswering(async () => json(200, answer), {
      product: 'credito-agil-co',
    });
    await api(LeadAnswerSchema, { method: 'PUT', path: '/v3/lead', body: { amount: 500_000 } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 500_000,
      product: 'credito-agil-co',
    });
  });

  test('does not add the product identifier to other paths', async () => {
    const { api, calls } = clientAnswering(async () => json(200, answer));
    await api(LeadAnswerSchema, { method: 'POST', path: '/lead/other', body: { a: 1 } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ a: 1 });
  });

  test('returns the server error code and field', async () => {
    const { api } = clientAnswering(async () =>
      json(400, { error: { code: 'invalid_body', message: 'Expected number', field: 'amount' } }),
    );
    const result = await api(LeadAnswerSchema, { method: 'PUT', path: '/v3/lead', body: {} });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'invalid_body', field: 'amount' },
    });
  });

  test("reads a rate limit's Retry-After, in seconds, with or without the contract's body", async () => {
    const limited = (body: string) =>
      new Response(body, { status: 429, headers: { 'retry-after': '7' } });
    const { api } = clientAnswering(async (url) =>
      limited(
        url.endsWith('/a')
          ? JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } })
          : 'Too many',
      ),
    );
    for (const path of ['/a', '/b']) {
      const result = await api(LeadAnswerSchema, { method: 'GET', path });
      expect(result).toMatchObject({
        ok: false,
        status: 429,
        error: { code: 'rate_limited', retryAfterMs: 7_000 },
      });
    }
  });

  // Walker w12: a 503 that asked for 3 s was tried again after 0.6 s, as a 429 is not.
  test("reads an unavailable server's Retry-After too (503)", async () => {
    const { api } = clientAnswering(
      async () =>
        new Response('Down for a moment', { status: 503, headers: { 'retry-after': '3' } }),
    );
    const result = await api(LeadAnswerSchema, { method: 'GET', path: '/lead/status/x' });
    expect(result).toMatchObject({ ok: false, status: 503, error: { retryAfterMs: 3_000 } });
  });

  test('maps a 5xx without a body to a retryable internal error', async () => {
    const { api } = clientAnswering(async () => new Response('oops', { status: 503 }));
    const result = await api(LeadAnswerSchema, { method: 'GET', path: '/lead/status/x' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('internal_error');
      expect(isRetryable(result.error)).toBe(true);
    }
  });

  test('turns a network failure into a network_error result instead of throwing', async () => {
    const { api } = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await api(LeadAnswerSchema, { method: 'GET', path: '/lead/status/x' });
    expect(result).toMatchObject({ ok: false, status: null, error: { code: 'network_error' } });
  });

  test('cancels a request when its signal aborts, answering aborted', async () => {
    const { api, calls } = clientAnswering(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const controller = new AbortController();
    const pending = api(LeadAnswerSchema, {
      method: 'GET',
      path: '/company/x',
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({
      ok: false,
      status: null,
      error: { code: 'aborted', message: 'The request was cancelled' },
    });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  test('rejects an answer that does not match the contract', async () => {
    const { api } = clientAnswering(async () => json(200, { id: 'not-a-uuid' }));
    const result = await api(LeadAnswerSchema, { method: 'GET', path: '/lead/status/x' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_response' } });
    if (!result.ok) expect(isRetryable(result.error)).toBe(false);
  });
});
