import { describe, expect, test } from 'vitest';
import { clearForReuse, expiryFrom, isStale, stripStaleFields } from './stale-application';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const LATER = '2026-11-23T11:00:00.000Z';
const EARLIER = '2026-11-23T09:00:00.000Z';

const full = {
  id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
  amount: 700,
  period: 70,
  sessionId: '0b7a6c1e-9d2f-4a3b-8c5d-112233445566',
  sessionStartedAt: EARLIER,
  generalPolicies: true,
  policies: { terms: true },
  leadSource: 'web',
  googleCaptchaToken: 'token',
  personalDetails: { firstName: 'Ana' },
  otherDetails: { ibanConsent: true, loanPurpose: 'car' },
  affiliateReferenceParams: { attribute: 'partner' },
};

describe('stale application data', () => {
  test('sets the expiry to now plus the configured duration (24 hours by default)', () => {
    expect(expiryFrom(NOW)).toBe('2026-11-24T10:00:00.000Z');
    expect(expiryFrom(NOW, 60_000)).toBe('2026-11-23T10:01:00.000Z');
  });

  test('is fresh while the expiry lies ahead and the lead status is positive', () => {
    expect(isStale({ expiresAt: LATER, leadStatus: 1 }, NOW)).toBe(false);
  });

  test('is stale when the expiry has passed', () => {
    expect(isStale({ expiresAt: EARLIER, leadStatus: 1 }, NOW)).toBe(true);
    expect(isStale({ expiresAt: new Date(NOW).toISOString(), leadStatus: 1 }, NOW)).toBe(true);
  });

  test('is stale when the lead status is missing or not positive', () => {
    expect(isStale({ expiresAt: LATER }, NOW)).toBe(true);
    expect(isStale({ expiresAt: LATER, leadStatus: 0 }, NOW)).toBe(true);
    expect(isStale({ expiresAt: LATER, leadStatus: -1 }, NOW)).toBe(true);
  });

  test('is stale when the expiry is missing or unreadable', () => {
    expect(isStale({ leadStatus: 1 }, NOW)).toBe(true);
    expect(isStale({ expiresAt: 'soon', leadStatus: 1 }, NOW)).toBe(true);
  });

  test('the reuse helper clears exactly the fields the spec lists', () => {
    expect(clearForReuse(full)).toEqual({
      amount: 700,
      period: 70,
      sessionId: '0b7a6c1e-9d2f-4a3b-8c5d-112233445566',
      personalDetails: { firstName: 'Ana' },
      otherDetails: { loanPurpose: 'car' },
      affiliateReferenceParams: { attribute: 'partner' },
    });
    expect(full.otherDetails.ibanConsent).toBe(true);
  });

  test('the reuse helper leaves data without those fields as it was', () => {
    expect(clearForReuse({ amount: 1, period: 2, otherDetails: { loanPurpose: 'x' } })).toEqual({
      amount: 1,
      period: 2,
      otherDetails: { loanPurpose: 'x' },
    });
  });

  test('strips stale data of its stale fields and keeps fresh data whole', () => {
    const fresh = { ...full, expiresAt: LATER, leadStatus: 1 };
    expect(stripStaleFields(fresh, NOW)).toBe(fresh);
    const stale = { ...full, expiresAt: EARLIER, leadStatus: 1 };
    expect(stripStaleFields(stale, NOW)).toEqual({
      ...clearForReuse(full),
      expiresAt: EARLIER,
      leadStatus: 1,
    });
  });
});
