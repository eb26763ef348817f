import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiResult } from './api-client';
import { retryWithBackoff } from './retry-with-backoff';

const down: ApiResult<string> = {
  ok: false,
  status: null,
  error: { code: 'network_error', message: 'x' },
};
const refused: ApiResult<string> = {
  ok: false,
  status: 400,
  error: { code: 'invalid_body', message: 'x' },
};
const fine: ApiResult<string> = { ok: true, status: 200, data: 'lead' };

function answering(...answers: ApiResult<string>[]) {
  let calls = 0;
  const waits: number[] = [];
  const call = async () => answers[Math.min(calls++, answers.length - 1)] as ApiResult<string>;
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { call, sleep, waits, calls: () => calls };
}

describe('retry with backoff', () => {
  test('retries a network failure after 0.5 s, 1 s and 2 s, then gives up with the failure', async () => {
    const network = answering(down);
    expect(await retryWithBackoff(network.call, undefined, network.sleep)).toEqual(down);
    expect(network.waits).toEqual([500, 1000, 2000]);
    expect(network.calls()).toBe(4);
  });

  test('while the browser says it is offline, a network failure is given at once, not tried again (issue 37)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const network = answering(down, fine);
      expect(await retryWithBackoff(network.call, undefined, network.sleep)).toEqual(down);
      expect(network.calls()).toBe(1);
      expect(network.waits).toEqual([]);
      // A server error is still tried again: the browser's connection is not the question.
      const server = answering(
        { ok: false, status: 503, error: { code: 'internal_error', message: 'x' } },
        fine,
      );
      expect(await retryWithBackoff(server.call, undefined, server.sleep)).toEqual(fine);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('stops as soon as a retry succeeds', async () => {
    const network = answering(down, fine);
    expect(await retryWithBackoff(network.call, undefined, network.sleep)).toEqual(fine);
    expect(network.calls()).toBe(2);
  });

  test('never retries an answer the server refused', async () => {
    const network = answering(refused, fine);
    expect(await retryWithBackoff(network.call, undefined, network.sleep)).toEqual(refused);
    expect(network.calls()).toBe(1);
  });

  test('a rate limit waits as long as the server asks (up to 30 s), then retries', async () => {
    const limited = (retryAfterMs: number): ApiResult<string> => ({
      ok: false,
      status: 429,
      error: { code: 'rate_limited', message: 'x', retryAfterMs },
    });
    const server = answering(limited(4_000), limited(90_000), fine);
    expect(await retryWithBackoff(server.call, undefined, server.sleep)).toEqual(fine);
    expect(server.waits).toEqual([4_000, 30_000]);
  });

  describe('without a sleep of its own', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    test('really waits each delay before calling again', async () => {
      vi.useFakeTimers();
      const network = answering(down, fine);
      const result = retryWithBackoff(network.call, [500]);
      await vi.advanceTimersByTimeAsync(499);
      expect(network.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual(fine);
      expect(network.calls()).toBe(2);
    });
  });
});
