import { describe, expect, test } from 'vitest';
import { hasMarketingConsent, isConsentRequired } from './tracking-consent';

describe('tracking consent', () => {
  test('EU brands wait for consent unless their config says otherwise; others do not', () => {
    for (const country of ['ES', 'RO', 'PL', 'DE'] as const)
      expect(isConsentRequired({}, country)).toBe(true);
    for (const country of ['MX', 'CO', 'VN', 'PH'] as const)
      expect(isConsentRequired({}, country)).toBe(false);
    expect(isConsentRequired({ consentRequired: false }, 'ES')).toBe(false);
    expect(isConsentRequired({ consentRequired: true }, 'PH')).toBe(true);
  });

  test('consent is any marketing channel ticked', () => {
    expect(hasMarketingConsent({ email: false, phone: true })).toBe(true);
    expect(hasMarketingConsent({ email: false, phone: false })).toBe(false);
    expect(hasMarketingConsent(undefined)).toBe(false);
    expect(hasMarketingConsent({ email: 'yes' })).toBe(false);
  });
});
