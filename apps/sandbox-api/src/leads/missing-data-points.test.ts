import { describe, expect, test } from 'vitest';
import { checkDataPoints } from './missing-data-points.js';

describe('missing data points', () => {
  test('a "no", a zero and a filled record are answers; blank text and empty ones are not', () => {
    const data = {
      generalPolicies: false,
      otherDetails: { numberOfDependants: 0 },
      contactDetails: { marketingConsents: { email: true }, email: '  ' },
      policies: {},
      tags: [],
    };
    expect(
      checkDataPoints(data, [
        'generalPolicies',
        'otherDetails.numberOfDependants',
        'contactDetails.marketingConsents',
        'contactDetails.email',
        'policies',
        'tags',
        'personalDetails.firstName',
      ]),
    ).toEqual({
      present: [
        'generalPolicies',
        'otherDetails.numberOfDependants',
        'contactDetails.marketingConsents',
      ],
      missing: ['contactDetails.email', 'policies', 'tags', 'personalDetails.firstName'],
    });
  });

  test('answers each path once, in the order asked', () => {
    expect(checkDataPoints({ amount: 500 }, ['period', 'amount', 'period'])).toEqual({
      missing: ['period'],
      present: ['amount'],
    });
  });
});

describe('data points asked only of some applicants (the contract table’s `when`)', () => {
  const employer = [
    'incomeDetails.incomeSource',
    'employer.name',
    'employer.postalCode',
    'employer.city',
  ] as const;

  test('a pensioner’s lead without an employer lacks nothing', () => {
    const pensioner = { incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'INSS' } };
    expect(checkDataPoints(pensioner, [...employer]).missing).toEqual([]);
  });

  test('an employee’s lead without an employer lacks it', () => {
    const employee = { incomeDetails: { incomeSource: 'employed' } };
    expect(checkDataPoints(employee, [...employer]).missing).toEqual([
      'employer.name',
      'employer.postalCode',
      'employer.city',
    ]);
  });

  test('a lead that has not said where its income comes from still lacks its employer', () => {
    expect(checkDataPoints({}, ['employer.name']).missing).toEqual(['employer.name']);
  });

  test('an employee’s lead lacks no pension payer, nor a pensioner’s a job title (later entries’ conditions too)', () => {
    const employee = { incomeDetails: { incomeSource: 'employed' } };
    expect(checkDataPoints(employee, ['incomeDetails.pensionPayer']).missing).toEqual([]);
    const pensioner = { incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'INSS' } };
    expect(checkDataPoints(pensioner, ['incomeDetails.jobTitle']).missing).toEqual([]);
    expect(checkDataPoints(employee, ['incomeDetails.jobTitle']).missing).toEqual([
      'incomeDetails.jobTitle',
    ]);
  });

  test('a lead without credit commitments lacks no loan, repayment or debt; one with them does', () => {
    const asked = [
      'expenses.hasOtherLoans',
      'expenses.monthlyCreditCommitments',
      'expenses.totalDebtAmount',
    ] as const;
    const none = { expenses: { creditCommitments: false } };
    expect(checkDataPoints(none, [...asked]).missing).toEqual([]);
    const some = { expenses: { creditCommitments: true } };
    expect(checkDataPoints(some, [...asked]).missing).toEqual([...asked]);
  });
});
