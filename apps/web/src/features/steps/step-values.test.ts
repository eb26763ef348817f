import { describe, expect, test } from 'vitest';
import { StepCatalogue } from '../flow';
import { dateValue, formValuesToLeadData, removedAnswers } from './step-values';

const income = StepCatalogue['income-details'];

describe('step values', () => {
  test('an empty answer is null, so the lead forgets it; numbers are read as typed', () => {
    expect(
      formValuesToLeadData(income, {
        'incomeDetails-incomeSource': 'employed',
        'incomeDetails-monthlyIncome': '１８００',
        'incomeDetails-jobTitle': '',
        'employer-name': 'Acme',
        'incomeDetails-incomePayday': '1e1',
      }),
    ).toEqual({
      incomeDetails: {
        incomeSource: 'employed',
        monthlyIncome: 1800,
        jobTitle: null,
        incomePayday: undefined,
      },
      employer: { name: 'Acme' },
    });
  });

  test('a memorable date is kept as YYYY-MM-DD, padded; an empty one is empty', () => {
    expect(dateValue({ 'd-day': '7', 'd-month': '5', 'd-year': '1990' }, 'd')).toBe('1990-05-07');
    expect(dateValue({ 'd-day': '', 'd-month': '', 'd-year': '' }, 'd')).toBe('');
  });

  test('answers of the step’s groups removed while on the page are sent as null', () => {
    expect(
      removedAnswers(
        income,
        { employer: { name: 'Acme', taxRegistryCode: 'B123', city: 'Madrid' } },
        { employer: { name: 'Acme Two' } },
      ),
    ).toEqual({ employer: { taxRegistryCode: null, city: null } });
    expect(removedAnswers(income, { personalDetails: { firstName: 'Ana' } }, {})).toEqual({});
  });
});
