import { afterEach, describe, expect, test, vi } from 'vitest';
import { createProductAnalytics } from './product-analytics';

const KEY = 'phc_withdrawalTestKey0001';

/** What PostHog keeps on the device about this visitor: its cookie and its local storage entry. */
function identifiersKept(): string[] {
  const cookies = document.cookie
    .split(';')
    .map((cookie) => cookie.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith('ph_'));
  const stored = Object.keys(localStorage).filter((name) => name.startsWith('ph_'));
  return [...cookies, ...stored];
}

afterEach(() => {
  localStorage.clear();
  for (const name of identifiersKept()) document.cookie = `${name}=; max-age=0; path=/`;
  vi.unstubAllGlobals();
});

describe('product analytics withdrawn', () => {
  test('its identifiers leave the device with the consent, and come back only with a new one', async () => {
    // No request leaves the test: PostHog's sends go nowhere.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    const analytics = createProductAnalytics({
      key: KEY,
      host: 'https://posthog.invalid',
      pageLeaveAtEnd: false,
      atEnd: () => false,
      campaign: Promise.resolve({ utm_source: 'mail' }),
      sessionId: () => '0b7a6c1e-9d2f-4a3b-8c5d-112233445566',
    });
    expect(await analytics.start()).toBe(true);
    expect(identifiersKept()).not.toEqual([]);

    analytics.stop();
    expect(identifiersKept()).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('0b7a6c1e');

    expect(await analytics.start()).toBe(true);
    expect(identifiersKept()).not.toEqual([]);
  });
});
