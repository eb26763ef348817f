import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiClientChunk, lazyApiClient } from './lazy-api-client';

afterEach(() => vi.unstubAllGlobals());

describe('the lazily loaded lead API client', () => {
  test('makes the call as the client does, with the product on the lead body', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ id: 'L1' }, { status: 201 }));
    const api = lazyApiClient({
      baseUrl: 'https://api.example.test/',
      product: 'default-es',
      fetchImpl,
    });
    const result = await api(z.object({ id: z.string() }), {
      method: 'POST',
      path: '/v3/lead',
      body: { amount: 500 },
    });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 'L1' } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/v3/lead');
    expect(JSON.parse(String(init.body))).toMatchObject({ amount: 500, product: 'default-es' });
  });

  test('once loaded, a call goes out in the task that makes it, before anything else runs', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ id: 'L1' }, { status: 201 }));
    const api = lazyApiClient({ baseUrl: 'https://api.example.test/', product: 'p', fetchImpl });
    const schema = z.object({ id: z.string() });
    await api(schema, { method: 'GET', path: '/v3/lead/L1' });
    // A page drawn again in between would run first, as this does.
    let drawn = false;
    queueMicrotask(() => {
      drawn = true;
    });
    const second = api(schema, { method: 'GET', path: '/v3/lead/L1' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(drawn).toBe(false);
    await second;
  });

  test('a first call, its chunk prefetched, goes out in the task that makes it', async () => {
    await apiClientChunk();
    const fetchImpl = vi.fn(async () => Response.json({ id: 'L1' }, { status: 201 }));
    const api = lazyApiClient({ baseUrl: 'https://api.example.test/', product: 'p', fetchImpl });
    const first = api(z.object({ id: z.string() }), { method: 'GET', path: '/v3/lead/L1' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await first;
  });
});
