import { describe, expect, test } from 'vitest';
import { requestFingerprint } from './request-fingerprint.js';

describe("a create request's fingerprint", () => {
  const answers = {
    product: 'p',
    amount: 500,
    personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
  };

  test('is the same whatever the order of keys, the device data or the reCAPTCHA token', () => {
    expect(
      requestFingerprint({
        personalDetails: { lastName: 'Ruiz', firstName: 'Ana' },
        amount: 500,
        product: 'p',
        deviceData: { loadingTime: 9000 },
        googleCaptchaToken: 'second',
      }),
    ).toBe(
      requestFingerprint({
        ...answers,
        deviceData: { loadingTime: 10 },
        googleCaptchaToken: 'first',
      }),
    );
  });

  test('differs when an answer differs, however deep', () => {
    expect(
      requestFingerprint({ ...answers, personalDetails: { firstName: 'Ana', lastName: 'Ruíz' } }),
    ).not.toBe(requestFingerprint(answers));
    expect(requestFingerprint({ ...answers, amount: 501 })).not.toBe(requestFingerprint(answers));
    expect(requestFingerprint({ ...answers, tags: ['a', 'b'] })).not.toBe(
      requestFingerprint({ ...answers, tags: ['b', 'a'] }),
    );
  });

  test('holds the hash of the write secret the create proposed, and is as before without one', () => {
    const hashA = 'a'.repeat(64);
    const withA = requestFingerprint(answers, hashA);
    expect(withA).toBe(requestFingerprint({ ...answers, deviceData: { loadingTime: 1 } }, hashA));
    expect(withA).not.toBe(requestFingerprint(answers, 'b'.repeat(64)));
    expect(withA).not.toBe(requestFingerprint(answers));
    expect(requestFingerprint(answers, undefined)).toBe(requestFingerprint(answers));
  });
});
