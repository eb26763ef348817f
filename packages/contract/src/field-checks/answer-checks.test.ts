import { describe, expect, test } from 'vitest';
import { AllDataPoints } from '../later-data-points.js';
import {
  SPOUSE_PERSONAL_CODE,
  SpousePersonalCode,
  withFavouriteColour,
} from '../testing/data-point-fixture.js';
import { dataPointProblems, ruleProblem, type CheckBrand } from './answer-checks.js';
import { createMobilePhoneNumberCheck } from './mobile-phone-number.js';
import { createPhoneNumberCheck } from './phone-number.js';

const spain: CheckBrand = {
  country: 'ES',
  phonePrefix: '+34',
  monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
  debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
};
const table = withFavouriteColour(AllDataPoints);
const lead = (spousePersonalCode: unknown) => ({ personalDetails: { spousePersonalCode } });

describe('a made-up data point with a rule, added to the table only', () => {
  test.each([
    ['12345678Z', null],
    ['12.345.678-z', null],
    ['X1234567L', null],
    ['12345678A', { key: 'validation>personalCodeCheckDigit' }],
    ['1234567', { key: 'validation>dniNieFormat' }],
    ['', null],
  ])('%s: the web app’s check and the lead API’s give the same answer', (code, expected) => {
    // The web app's field rule for the entry's rule (features/validation/field-rules.ts) …
    expect(ruleProblem(SpousePersonalCode.rule, code, spain)).toEqual(expected);
    // … and the lead API's check of a request carrying it (validation/data-point-errors.ts).
    expect(dataPointProblems(table, lead(code), lead(code), spain)).toEqual(
      expected ? [{ path: SPOUSE_PERSONAL_CODE, message: expected, check: 'rule' }] : [],
    );
  });

  test('is checked by its country: a valid Romanian CNP is not a Spanish DNI', () => {
    const cnp = '1900412400011';
    expect(ruleProblem('personalCode', cnp, { ...spain, country: 'RO' })).toBeNull();
    expect(dataPointProblems(table, lead(cnp), lead(cnp), { ...spain, country: 'RO' })).toEqual([]);
    expect(dataPointProblems(table, lead(cnp), lead(cnp), spain)).toEqual([
      { path: SPOUSE_PERSONAL_CODE, message: { key: 'validation>dniNieFormat' }, check: 'rule' },
    ]);
  });
});

describe("the applicant's own personal code", () => {
  test('a child’s (a Romanian CNP of someone born in 2020) is refused on the code, on the lead API’s clock', () => {
    const romania = { ...spain, country: 'RO' } as const;
    const child = { personalDetails: { personalCode: '5200101401236' } };
    const on = (iso: string) =>
      dataPointProblems(AllDataPoints, child, child, romania, {}, new Date(iso));
    expect(on('2026-12-05T12:00:00Z')).toEqual([
      {
        path: 'personalDetails.personalCode',
        message: { key: 'validation>tooYoung', values: { count: 18 } },
        check: 'plausibility',
      },
    ]);
    expect(on('2038-01-01T12:00:00Z')).toEqual([]);
  });

  test.each([
    // A letter as the CURP's 17th character: born 27 April 2056, not 1956.
    ['HEGG560427MVZRRLA4', '1956-04-27'],
    // Born 15 March 2010.
    ['GOMA100315MDFNRRA5', '1990-03-15'],
  ])(
    'a CURP (%s) that names a child, beside an adult’s date of birth (%s): the dates differ',
    (personalCode, dateOfBirth) => {
      const mexico = { ...spain, country: 'MX' } as const;
      const personalDetails = { personalCode, dateOfBirth, gender: 'female' };
      const request = { personalDetails };
      expect(
        dataPointProblems(AllDataPoints, request, request, mexico, {}, new Date('2026-05-01')),
      ).toEqual([
        {
          path: 'personalDetails.personalCode',
          message: { key: 'validation>personalCodeBirthDateMismatch' },
          check: 'plausibility',
        },
      ]);
    },
  );
});

describe('an identity card’s issue date', () => {
  const romania = { ...spain, country: 'RO' } as const;
  // CNP 2850302400019: born 2 March 1985; a Romanian identity card is issued from 14.
  const personalDetails = { personalCode: '2850302400019', dateOfBirth: '1985-03-02' };
  const issuedOn = (idCardIssuedAt: string) => {
    const request = { otherDetails: { idCardIssuedAt } };
    return dataPointProblems(AllDataPoints, request, { personalDetails, ...request }, romania);
  };

  test.each(['1985-03-02', '1990-01-01'])(
    '%s, before the applicant turned 14, is refused by the lead API as on the page',
    (issuedAt) => {
      expect(issuedOn(issuedAt)).toEqual([
        {
          path: 'otherDetails.idCardIssuedAt',
          message: { key: 'validation>idCardIssuedBeforeAge', values: { count: 14 } },
          check: 'plausibility',
        },
      ]);
    },
  );

  test('from the 14th birthday on, it is taken', () => {
    expect(issuedOn('1999-03-02')).toEqual([]);
  });
});

describe('a debt amount', () => {
  const mexico: CheckBrand = {
    ...spain,
    country: 'MX',
    debtAmountLimits: { overdueDebtAmount: 20_000, totalDebtAmount: 10_000_000 },
  };
  const overdue = (amount: number) => ({ otherDetails: { overdueDebtAmount: amount } });

  test('is held to the bound of the brand’s country, on the page and at the lead API', () => {
    expect(ruleProblem('overdueDebtAmount', 1500, mexico)).toBeNull();
    expect(dataPointProblems(AllDataPoints, overdue(1500), overdue(1500), mexico)).toEqual([]);
    const over = { key: 'validation>amountRange', values: { min: 0, max: 20_000 } };
    expect(ruleProblem('overdueDebtAmount', 20_001, mexico)).toEqual(over);
    expect(dataPointProblems(AllDataPoints, overdue(20_001), overdue(20_001), mexico)).toEqual([
      { path: 'otherDetails.overdueDebtAmount', message: over, check: 'rule' },
    ]);
    expect(ruleProblem('overdueDebtAmount', 1500, spain)).toEqual({
      key: 'validation>amountRange',
      values: { min: 0, max: 1000 },
    });
  });
});

describe('the checks of a request', () => {
  const phone = {
    phoneNumber: createPhoneNumberCheck(spain),
    mobilePhoneNumber: createMobilePhoneNumberCheck(spain),
  };

  test('check only what the request carries, against the lead it makes', () => {
    const stored = { personalDetails: { dateOfBirth: '1990-04-12' } };
    const request = { otherDetails: { housingTenureSinceDate: '1989-01-01' } };
    expect(
      dataPointProblems(AllDataPoints, request, { ...stored, ...request }, spain, phone),
    ).toEqual([
      {
        path: 'otherDetails.housingTenureSinceDate',
        message: { key: 'validation>dateBeforeBirth' },
        check: 'plausibility',
      },
    ]);
    // The birth date alone is not checked against a date it did not carry.
    expect(dataPointProblems(AllDataPoints, stored, stored, spain, phone)).toEqual([]);
  });

  test('a phone rule without its check passes; with it, a number of another country does not', () => {
    const request = { contactDetails: { phoneNumber: '+4915112345678' } };
    expect(dataPointProblems(AllDataPoints, request, request, spain)).toEqual([]);
    expect(dataPointProblems(AllDataPoints, request, request, spain, phone)).toEqual([
      {
        path: 'contactDetails.phoneNumber',
        message: { key: 'validation>phoneNumberCountry', values: { prefix: '+34' } },
        check: 'rule',
      },
    ]);
  });

  test('a debt amount is checked as a number, an income by the country’s bound', () => {
    const request = {
      otherDetails: { overdueDebtAmount: 1001 },
      incomeDetails: { monthlyIncome: 50_001 },
    };
    expect(dataPointProblems(AllDataPoints, request, request, spain)).toEqual([
      {
        path: 'otherDetails.overdueDebtAmount',
        message: { key: 'validation>amountRange', values: { min: 0, max: 1000 } },
        check: 'rule',
      },
      {
        path: 'incomeDetails.monthlyIncome',
        message: { key: 'validation>monthlyAmountTooHigh', values: { max: 50_000 } },
        check: 'plausibility',
      },
    ]);
  });
});
