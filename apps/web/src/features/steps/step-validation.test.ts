import { describe, expect, test } from 'vitest';
import { StepCatalogue } from '../flow';
import { validateStep, type FormatCheck } from './step-validation';

const noFormatProblems: FormatCheck = () => null;
const income = StepCatalogue['income-details'];
const other = StepCatalogue['other-information'];
const filledIncome = {
  'incomeDetails-incomeSource': 'employed',
  'incomeDetails-monthlyIncome': '900',
};

describe('step validation agrees with the lead API', () => {
  test.each(['0', '32', '1e1', '-1', '2.5'])(
    'payday %s is refused, as the server refuses it',
    (day) => {
      const problems = validateStep(
        income,
        { ...filledIncome, 'incomeDetails-incomePayday': day },
        noFormatProblems,
      );
      expect(problems.get('incomeDetails-incomePayday')).toEqual({
        key: 'validation>wholeNumberRange',
        values: { min: 1, max: 31 },
      });
    },
  );

  test.each(['1', '31', '１５'])('payday %s is taken', (day) => {
    const problems = validateStep(
      income,
      { ...filledIncome, 'incomeDetails-incomePayday': day },
      noFormatProblems,
    );
    expect(problems.has('incomeDetails-incomePayday')).toBe(false);
  });

  test('dependants run from 0 to 50, as the contract says', () => {
    const check = (count: string) =>
      validateStep(other, { 'otherDetails-numberOfDependants': count }, noFormatProblems).get(
        'otherDetails-numberOfDependants',
      );
    expect(check('0')).toBeUndefined();
    expect(check('51')).toEqual({
      key: 'validation>wholeNumberRange',
      values: { min: 0, max: 50 },
    });
  });
});
