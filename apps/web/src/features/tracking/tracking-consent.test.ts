import { afterEach, describe, expect, test } from 'vitest';
import {
  CONSENT_BANNER_VERSION,
  consentModeOf,
  isVendorAllowed,
  storedConsentChoice,
  VendorCategories,
  type ConsentChoice,
} from './tracking-consent';
import type { VendorName } from './vendor-categories';

const ALL = Object.keys(VendorCategories) as VendorName[];
const started = (required: boolean, choice: ConsentChoice) =>
  ALL.filter((name) => isVendorAllowed(name, required, choice));

describe('tracking consent', () => {
  test.each([
    ['nothing chosen yet', null, []],
    ['reject all (necessary only)', ['necessary'], []],
    ['analytics only', ['necessary', 'analytics'], ['product-analytics', 'session-recording']],
    ['marketing only', ['necessary', 'marketing'], ['tag-manager', 'meta-pixel', 'tiktok-pixel']],
    ['accept all', ['necessary', 'analytics', 'marketing'], ALL],
  ] as const)('where consent is required, %s starts exactly its vendors', (_, choice, names) => {
    expect(started(true, choice)).toEqual([...names]);
  });

  test('where consent is not required, every vendor starts, whatever was stored', () => {
    expect(started(false, null)).toEqual(ALL);
    expect(started(false, ['necessary'])).toEqual(ALL);
  });

  test('every vendor that sets a cookie or records has a category', () => {
    expect(VendorCategories).toEqual({
      'tag-manager': 'marketing',
      'meta-pixel': 'marketing',
      'tiktok-pixel': 'marketing',
      'product-analytics': 'analytics',
      'session-recording': 'analytics',
    });
  });

  test("Consent Mode's signals: all denied by default, granted by category", () => {
    expect(consentModeOf(null)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeOf(['necessary', 'analytics'])).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeOf(['necessary', 'marketing'])).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('the stored choice (local storage trackingConsent)', () => {
  afterEach(() => localStorage.clear());
  const now = Date.parse('2026-11-29T14:00:00.000Z');
  const store = (record: object) =>
    localStorage.setItem(
      'trackingConsent',
      JSON.stringify({
        categories: ['necessary', 'analytics'],
        revision: CONSENT_BANNER_VERSION,
        consentTimestamp: '2026-11-20T10:00:00.000Z',
        expirationTime: now + 1000,
        ...record,
      }),
    );

  test('is read with its categories', () => {
    store({});
    expect(storedConsentChoice(now)).toEqual(['necessary', 'analytics']);
  });

  test('of another banner version, expired, damaged or missing, counts as no choice', () => {
    expect(storedConsentChoice(now)).toBeNull();
    store({ revision: CONSENT_BANNER_VERSION - 1 });
    expect(storedConsentChoice(now)).toBeNull();
    store({ expirationTime: now - 1 });
    expect(storedConsentChoice(now)).toBeNull();
    store({ categories: 'all' });
    expect(storedConsentChoice(now)).toBeNull();
  });

  test('keeps only the categories it knows', () => {
    store({ categories: ['necessary', 'marketing', 'something-else'] });
    expect(storedConsentChoice(now)).toEqual(['necessary', 'marketing']);
  });
});
