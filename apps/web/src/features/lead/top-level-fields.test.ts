import { describe, expect, test } from 'vitest';
import { lacksItsTerms, leadSourceOf, newLeadFields } from './top-level-fields';

const days = { loan: { amount: bounds(), period: bounds(), periodScale: 'days' as const } };
const months = { loan: { ...days.loan, periodScale: 'months' as const } };
function bounds() {
  return { min: 1, max: 10, step: 1, default: 5 };
}

describe('a new lead’s top-level fields (issue 38 item 2)', () => {
  test('a brand lending in days: its scale, one repayment, no monthly payment day', () => {
    expect(newLeadFields({}, days, new Date(2026, 10, 29))).toEqual({
      periodScale: 'days',
      financingOption: 'singleRepayment',
      leadSource: 'direct',
    });
  });

  test('a brand lending in months: instalments on the day asked, the 28th at the latest', () => {
    expect(newLeadFields({}, months, new Date(2026, 10, 12))).toMatchObject({
      periodScale: 'months',
      financingOption: 'instalments',
      monthlyPaymentDay: 12,
    });
    expect(newLeadFields({}, months, new Date(2026, 0, 31)).monthlyPaymentDay).toBe(28);
  });

  test('the lead source: an affiliate’s link, else a Google Ads click, else direct', () => {
    const affiliate = { affiliateReferenceParams: { attribute: 'partner-1' } };
    const click = { googleClick: { gclid: 'abc' } };
    expect(leadSourceOf({ ...affiliate, ...click })).toBe('affiliate');
    expect(leadSourceOf(click)).toBe('googleAds');
    expect(leadSourceOf({ googleClick: { wbraid: 'w' } })).toBe('googleAds');
    expect(leadSourceOf({ affiliateReferenceParams: { subId: 's' } })).toBe('direct');
  });

  test('a captcha token goes with what it guards', () => {
    expect(newLeadFields({ googleCaptchaToken: 't' }, days, new Date())).toMatchObject({
      recaptchalabel: 'initial-details',
    });
    expect(newLeadFields({}, days, new Date())).not.toHaveProperty('recaptchalabel');
  });
});

describe('a lead is never made without its terms (walker w12)', () => {
  const v3 = { flow: 'v3-spanish', stepOrder: ['initial-details', 'name'] };
  test.each([
    ['a classic lead (no terms page)', undefined, {}, false],
    [
      'a configured flow without the terms page',
      { flow: 'x', stepOrder: ['loan-details'] },
      {},
      false,
    ],
    ['a v3 lead with its terms accepted', v3, { generalPolicies: true }, false],
    ['a v3 lead whose terms were cleared (a 410)', v3, {}, true],
    ['a v3 lead with a required policy refused', v3, { generalPolicies: false }, true],
  ])('%s', (_case, dynamicForm, answers, lacks) => {
    expect(lacksItsTerms(dynamicForm, answers)).toBe(lacks);
  });
});
