import { LeadDataPaths } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { FormFieldNames, MarketingConsentFieldNames } from './form-field-catalogue';
import { StepCatalogue } from './step-fields';

/** Data points the browser or the server sets, never the applicant (spec section 3). */
const NOT_ASKED = new Set([
  'leadStatus',
  'expiresAt',
  'sessionStartedAt',
  'sessionId',
  'periodScale',
  'tags',
  'affiliateReferenceParams',
  'googleClick',
  'posthogParameters',
  'metaPixel',
  'tikTokPixel',
  'sellingTierGlobalId',
  'leadSource',
  'recaptchalabel',
]);

describe('form-field catalogue', () => {
  test('names every data point an applicant can be asked for, and nothing else', () => {
    const asked = LeadDataPaths.filter(
      (path) => !NOT_ASKED.has(path.split('.')[0] ?? '') && !path.startsWith('deviceData.'),
    );
    expect(Object.keys(FormFieldNames).sort()).toEqual([...asked].sort());
  });

  test('gives each its own name, as the spec spells them', () => {
    const names = [...Object.values(FormFieldNames), ...Object.values(MarketingConsentFieldNames)];
    expect(new Set(names).size).toBe(names.length);
    expect(FormFieldNames).toMatchObject({
      amount: 'loan_amount',
      period: 'loan_period',
      'personalDetails.firstName': 'form_first_name',
      'personalDetails.dateOfBirth': 'form_birthday',
      'incomeDetails.iban': 'form_iban',
      'incomeDetails.monthlyIncome': 'form_monthly_income',
      'contactDetails.marketingConsents': 'form_marketing_consents',
    });
    expect(Object.values(MarketingConsentFieldNames)).toEqual([
      'consent_email',
      'consent_phone',
      'consent_text',
      'consent_post',
    ]);
  });

  test('every field of every catalogue step has a name', () => {
    const unnamed = Object.values(StepCatalogue)
      .flatMap((step) => step.fields.map((field) => field.path))
      .filter((path) => !(path in FormFieldNames));
    expect(unnamed).toEqual([]);
  });
});
