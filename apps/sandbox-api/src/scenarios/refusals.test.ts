import { describe, expect, test } from 'vitest';
import { REFUSED_EMAIL_MESSAGE, scenarioFieldErrors } from './refusals';

describe('refusal scenarios', () => {
  test('+fielderror refuses the contact details on the e-mail field, as not accepted', () => {
    expect(
      scenarioFieldErrors({ contactDetails: { email: 'ana+FieldError@example.com' } }),
    ).toEqual([
      { fieldName: 'contactDetails.email', message: REFUSED_EMAIL_MESSAGE, code: 'not_accepted' },
    ]);
    expect(REFUSED_EMAIL_MESSAGE).toBe('This e-mail address is not accepted');
  });

  test.each([
    ['no contact details', {}],
    ['an untagged address', { contactDetails: { email: 'ana@example.com' } }],
    ['another tag', { contactDetails: { email: 'ana+accepted@example.com' } }],
    ['contact details without an e-mail', { contactDetails: { phoneNumber: '600000000' } }],
  ])('%s: nothing is refused', (_, patch) => {
    expect(scenarioFieldErrors(patch)).toEqual([]);
  });

  test('only the data this request carries counts', () => {
    // The stored address is not part of the patch: a later section is not refused for it.
    expect(scenarioFieldErrors({ incomeDetails: { monthlyIncome: 900 } })).toEqual([]);
  });
});
