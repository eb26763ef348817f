import { describe, expect, test } from 'vitest';
import { OfferStageFields } from './offer-stage-fields';
import type { FieldDefinition } from './step-catalogue';
import { StepFields } from './step-fields';

/** Every field of every page: the classic steps, the v3 pages and the after-offer forms. */
const everyField: readonly FieldDefinition[] = [
  ...Object.values(StepFields).flat(),
  ...Object.values(OfferStageFields).flat(),
];

describe('answers checked against the rest of the application (issue 37)', () => {
  test('each data point is checked the same way on every page that asks for it', () => {
    const byPath = new Map<string, Set<string | undefined>>();
    for (const field of everyField) {
      const seen = byPath.get(field.path) ?? new Set();
      seen.add(field.plausibility);
      byPath.set(field.path, seen);
    }
    const mixed = [...byPath].filter(([, rules]) => rules.size > 1).map(([path]) => path);
    expect(mixed).toEqual([]);
  });

  test('which data points are checked, and how', () => {
    const checked = Object.fromEntries(
      everyField.flatMap((field) => (field.plausibility ? [[field.path, field.plausibility]] : [])),
    );
    expect(checked).toEqual({
      // Since when: not before the birth date (nor in the future: their `dateRange`).
      'otherDetails.housingTenureSinceDate': 'notBeforeBirth',
      'additionalPersonalDetails.residentSince': 'notBeforeBirth',
      // An identity card: not before the age its country issues one from (Romania: 14).
      'otherDetails.idCardIssuedAt': 'notBeforeIdCardAge',
      // A job or a contract: not before the applicant could work.
      'incomeDetails.incomeContractStartedAt': 'notBeforeWorkingAge',
      'additionalEmployment.employedSince': 'notBeforeWorkingAge',
      'professionalDetails.employedSince': 'notBeforeWorkingAge',
      'referenceDetails.name': 'fullName',
      'referenceDetails.phoneNumber': 'notOwnPhone',
      'otherDetails.secondCitizenship': 'otherCitizenship',
      'contactDetails.province': 'postcodeProvince',
      'incomeDetails.monthlyIncome': 'monthlyIncome',
      'incomeDetails.monthlyExtraIncome': 'monthlyIncome',
      'incomeDetails.spouseMonthlyIncome': 'monthlyIncome',
      'maritalDetails.spouseMonthlyIncome': 'monthlyIncome',
      'aide.housingAidAmount': 'monthlyIncome',
      'aide.familyAllowanceAmount': 'monthlyIncome',
      'aide.otherAidAmount': 'aidWhenReceiving',
      'expenses.monthlyExpenses': 'monthlyExpenses',
      'expenses.rentAmount': 'monthlyExpenses',
      'expenses.mortgageAmount': 'monthlyExpenses',
      'expenses.monthlyCreditCommitments': 'monthlyExpenses',
      'creditDetails.monthlyCreditRepayments': 'monthlyExpenses',
      'customerDebts.monthlyDebtRepayments': 'monthlyExpenses',
      'customerDebts.totalDebtAmount': 'owedWhenInDebt',
      'wniosek.monthlyHouseholdExpenses': 'monthlyExpenses',
      'santanderComperia.monthlyHouseholdExpenses': 'monthlyExpenses',
    });
  });

  test("every amount asked per month is held to the brand's monthly bound", () => {
    // Totals owed and limits are not monthly: a debt of 40,000 is plausible where an income of
    // 40,000 a month is not. Every other amount is asked "a month" (walked: an aid of
    // 99,999,999,999 € a month was sent to the lead API).
    const notMonthly = new Set([
      'expenses.totalDebtAmount',
      'otherDetails.overdueDebtAmount',
      'creditDetails.outstandingCreditAmount',
      'customerDebts.totalDebtAmount',
      'santanderComperia.creditCardLimit',
    ]);
    const unbounded = everyField
      .filter((field) => field.kind === 'money' && !notMonthly.has(field.path))
      .filter((field) => field.plausibility === undefined)
      .map((field) => field.path);
    expect([...new Set(unbounded)]).toEqual([]);
  });

  test('a date checked against the birth date is also kept in the past', () => {
    const dates = everyField.filter(
      (field) =>
        field.plausibility === 'notBeforeBirth' ||
        field.plausibility === 'notBeforeWorkingAge' ||
        field.plausibility === 'notBeforeIdCardAge',
    );
    expect(dates.filter((field) => field.kind !== 'date' || field.dateRange !== 'past')).toEqual(
      [],
    );
  });
});
