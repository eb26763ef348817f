import { describe, expect, test } from 'vitest';
import { policyConsentFaults } from './policy-consents.js';

describe('policy consents', () => {
  test('every required policy accepted, an optional one left out or refused: no fault', () => {
    expect(
      policyConsentFaults('advanzia', { advanziaCardTerms: true, advanziaPrivacy: true }),
    ).toEqual([]);
    expect(
      policyConsentFaults('tfbank', {
        tfbankCreditInformation: true,
        tfbankCreditCheck: true,
        tfbankOffers: false,
      }),
    ).toEqual([]);
  });

  test('a required policy refused or missing is required, each by its id', () => {
    expect(
      policyConsentFaults('offer', { loanAgreement: false }).map((fault) => [
        fault.fieldName,
        fault.code,
      ]),
    ).toEqual([
      ['policies.loanAgreement', 'required'],
      ['policies.creditFileCheck', 'required'],
    ]);
  });

  test("another scope's or an unknown policy is not this page's", () => {
    expect(
      policyConsentFaults('dynamic', { partnerDataSharing: true, generalTerms: true }),
    ).toEqual([
      {
        fieldName: 'policies.generalTerms',
        code: 'unknown_field',
        message: 'Not one of the policies of this page.',
      },
    ]);
  });
});
