import { describe, expect, test } from 'vitest';
import { stepForRoute } from './classic-steps';
import { formValuesToLeadData, initialFormValues } from './step-values';

const contact = stepForRoute('/contact-details');
const income = stepForRoute('/income-details');

describe('step values', () => {
  test('start from what the applicant already gave, else empty', () => {
    if (!contact) throw new Error('no contact step');
    const values = initialFormValues(contact, {
      contactDetails: { email: 'ana@example.com' },
      generalPolicies: true,
    });
    expect(values['contactDetails-email']).toBe('ana@example.com');
    expect(values['contactDetails-city']).toBe('');
    expect(values.generalPolicies).toBe(true);
  });

  test('nest answers by their data path, trimmed, with amounts as numbers', () => {
    if (!income) throw new Error('no income step');
    const data = formValuesToLeadData(income, {
      'incomeDetails-incomeSource': 'employed',
      'incomeDetails-monthlyIncome': ' 1800,50 ',
      'incomeDetails-jobTitle': '  Enfermera ',
      'employer-name': '',
      'incomeDetails-incomePayday': '25',
    });
    expect(data).toEqual({
      incomeDetails: {
        incomeSource: 'employed',
        monthlyIncome: 1800.5,
        jobTitle: 'Enfermera',
        incomePayday: 25,
      },
      employer: { name: undefined },
    });
  });
});
