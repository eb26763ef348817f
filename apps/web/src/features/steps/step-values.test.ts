import { describe, expect, test } from 'vitest';
import { ApplicationState } from '@lf/contract';
import { loadFieldCatalogue } from '../flow/lazy';
import { OfferStageFields } from '../flow/lazy-offer-stages';
import type { StepDefinition } from '../flow';
import type { AmountCurrency } from '../validation';
import { validateStep } from './step-validation';
import {
  dateValue,
  formValuesToLeadData,
  initialFormValues,
  nationalPhone,
  removedAnswers,
  type NationalDialling,
} from './step-values';

// The catalogue is a chunk of its own; the tests read it as the pages do.
const { StepCatalogue, withAnswersElsewhere } = await loadFieldCatalogue();
/** A page as the step form shows it to an employee (its fields hang on the income source). */
const askedOfAnEmployee = (page: StepDefinition): StepDefinition => ({
  ...page,
  fields: withAnswersElsewhere(page.fields, { incomeDetails: { incomeSource: 'employed' } }),
});

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
        // Not a pension: its payer is not asked, and sent as removed.
        pensionPayer: null,
      },
      employer: { name: 'Acme' },
    });
  });

  // Walker W: a name or postcode pasted from a chat carries characters no one sees (U+200B,
  // U+200D, U+FEFF); "Ana" was told to use letters only, and 28013 that it was badly written.
  test('characters no one sees are neither checked nor sent: the answer is what the applicant sees', () => {
    const contact = StepCatalogue['contact-details'];
    const values = {
      'contactDetails-email': '\u200bana@example.com\ufeff',
      'contactDetails-postalCode': '28\u200d013',
      'contactDetails-street': 'Calle\u2060 Mayor',
    };
    const checked: string[] = [];
    validateStep(contact, values, (_field, value) => {
      checked.push(value);
      return null;
    });
    expect(checked).toEqual(expect.arrayContaining(['ana@example.com', '28013', 'Calle Mayor']));
    expect(checked.join('')).not.toMatch(/[\u200b-\u200f\u2060\ufeff]/u);
    expect(formValuesToLeadData(contact, values)).toMatchObject({
      contactDetails: { email: 'ana@example.com', postalCode: '28013', street: 'Calle Mayor' },
    });
  });

  test('a contract end left empty (a permanent contract) passes and is sent as no answer', () => {
    const ends = askedOfAnEmployee(StepCatalogue['income-contract-expires-at']);
    const empty = {
      'incomeDetails-incomeContractExpiresAt-day': '',
      'incomeDetails-incomeContractExpiresAt-month': '',
      'incomeDetails-incomeContractExpiresAt-year': '',
    };
    expect(validateStep(ends, empty, () => null).size).toBe(0);
    expect(formValuesToLeadData(ends, empty)).toEqual({
      incomeDetails: { incomeContractExpiresAt: null },
    });
  });

  test('a memorable date is kept as YYYY-MM-DD, padded; an empty one is empty', () => {
    expect(dateValue({ 'd-day': '7', 'd-month': '5', 'd-year': '1990' }, 'd')).toBe('1990-05-07');
    expect(dateValue({ 'd-day': '', 'd-month': '', 'd-year': '' }, 'd')).toBe('');
  });

  test('a date typed in part comes back as typed, after a reload too', () => {
    const ends = askedOfAnEmployee(StepCatalogue['income-contract-expires-at']);
    const id = 'incomeDetails-incomeContractExpiresAt';
    const reloaded = (day: string, month: string, year: string) => {
      const kept = formValuesToLeadData(ends, {
        [`${id}-day`]: day,
        [`${id}-month`]: month,
        [`${id}-year`]: year,
      });
      return initialFormValues(ends, kept);
    };
    expect(reloaded('17', '5', '')).toEqual({
      [`${id}-day`]: '17',
      [`${id}-month`]: '05',
      [`${id}-year`]: '',
    });
    expect(reloaded('31', '', '')).toEqual({
      [`${id}-day`]: '31',
      [`${id}-month`]: '',
      [`${id}-year`]: '',
    });
    expect(reloaded('1x', '', '20')).toEqual({
      [`${id}-day`]: '1x',
      [`${id}-month`]: '',
      [`${id}-year`]: '20',
    });
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

describe('yes/no answers', () => {
  const commitments: StepDefinition = {
    id: 'credit-commitments',
    route: '/credit-commitments',
    context: 'expenses',
    kind: 'dynamic',
    fields: [
      { path: 'expenses.creditCommitments', kind: 'yesNo', required: true },
      { path: 'expenses.hasOtherLoans', kind: 'yesNo', required: true },
    ],
  };

  test('go to the lead as booleans; a cleared one is null, an unknown one left out', () => {
    expect(
      formValuesToLeadData(commitments, {
        'expenses-creditCommitments': 'yes',
        'expenses-hasOtherLoans': 'no',
      }),
    ).toEqual({ expenses: { creditCommitments: true, hasOtherLoans: false } });
    expect(
      formValuesToLeadData(commitments, {
        'expenses-creditCommitments': '',
        'expenses-hasOtherLoans': 'perhaps',
      }),
    ).toEqual({ expenses: { creditCommitments: null, hasOtherLoans: undefined } });
  });

  test('come back from the lead as the radio to tick', () => {
    expect(initialFormValues(commitments, { expenses: { creditCommitments: false } })).toEqual({
      'expenses-creditCommitments': 'no',
      'expenses-hasOtherLoans': '',
    });
    expect(initialFormValues(commitments, { expenses: { hasOtherLoans: true } })).toEqual({
      'expenses-creditCommitments': '',
      'expenses-hasOtherLoans': 'yes',
    });
  });
});

describe('questions that hang on another answer', () => {
  const page = {
    fields: [
      { path: 'aide.receivesAid', kind: 'yesNo', required: true },
      {
        path: 'aide.housingAidAmount',
        kind: 'money',
        required: true,
        when: { path: 'aide.receivesAid', is: ['yes'] },
      },
    ],
  } satisfies Pick<StepDefinition, 'fields'>;

  test('a hidden question is sent as removed, whatever was typed in it before', () => {
    expect(
      formValuesToLeadData(page, { 'aide-receivesAid': 'no', 'aide-housingAidAmount': '120' }),
    ).toEqual({ aide: { receivesAid: false, housingAidAmount: null } });
    expect(
      formValuesToLeadData(page, { 'aide-receivesAid': 'yes', 'aide-housingAidAmount': '120' }),
    ).toEqual({ aide: { receivesAid: true, housingAidAmount: 120 } });
  });

  test('a hidden question is not checked', () => {
    const noFormat = () => null;
    expect(validateStep(page, { 'aide-receivesAid': 'no' }, noFormat).size).toBe(0);
    expect([...validateStep(page, { 'aide-receivesAid': 'yes' }, noFormat).keys()]).toEqual([
      'aide-housingAidAmount',
    ]);
  });
});

describe('whole numbers with bounds', () => {
  const year = {
    fields: [
      { path: 'vehicle.year', kind: 'count', required: true, bounds: { min: 1950, max: 2100 } },
    ],
  } satisfies Pick<StepDefinition, 'fields'>;

  test('a number outside the bounds (a year half typed) is not kept, so a reload keeps the rest', () => {
    expect(formValuesToLeadData(year, { 'vehicle-year': '20' })).toEqual({
      vehicle: { year: undefined },
    });
    expect(formValuesToLeadData(year, { 'vehicle-year': '2018' })).toEqual({
      vehicle: { year: 2018 },
    });
  });
});

describe('money as the brand’s locale writes it (issue 37)', () => {
  const monthly = {
    fields: [{ path: 'incomeDetails.monthlyIncome', kind: 'money', required: true }],
  } satisfies Pick<StepDefinition, 'fields'>;

  test('an amount typed with the locale’s grouping is read as the number it says', () => {
    const typedAs = (text: string, locale: 'es' | 'mx' | 'vn') =>
      formValuesToLeadData(monthly, { 'incomeDetails-monthlyIncome': text }, { locale });
    expect(typedAs('1.500', 'es')).toEqual({ incomeDetails: { monthlyIncome: 1500 } });
    expect(typedAs('15,000', 'mx')).toEqual({ incomeDetails: { monthlyIncome: 15_000 } });
    expect(typedAs('15.000.000', 'vn')).toEqual({ incomeDetails: { monthlyIncome: 15_000_000 } });
  });

  test('an amount typed with the brand’s currency sign, as the field shows it, is the number', () => {
    const values = { 'incomeDetails-monthlyIncome': '4 500 zł' };
    expect(
      formValuesToLeadData(monthly, values, {
        locale: 'pl',
        currency: { code: 'PLN', symbol: 'zł' },
      }),
    ).toEqual({ incomeDetails: { monthlyIncome: 4500 } });
    // Without the brand's currency, the sign is not read (the answer is left out).
    expect(formValuesToLeadData(monthly, values, { locale: 'pl' })).toEqual({ incomeDetails: {} });
  });

  test('a kept amount comes back written as the locale writes it, not as 1500.5', () => {
    expect(initialFormValues(monthly, { incomeDetails: { monthlyIncome: 1500.5 } }, 'es')).toEqual({
      'incomeDetails-monthlyIncome': '1500,50',
    });
    expect(initialFormValues(monthly, { incomeDetails: { monthlyIncome: 15_000 } }, 'mx')).toEqual({
      'incomeDetails-monthlyIncome': '15,000',
    });
  });
});

describe('an amount grouped as the brand writes it passes the page check (issue 37)', () => {
  const monthly = {
    fields: [{ path: 'incomeDetails.monthlyIncome', kind: 'money', required: true }],
  } satisfies Pick<StepDefinition, 'fields'>;
  const noFormat = () => null;
  const check = (text: string, locale: 'es' | 'mx' | 'de', currency?: AmountCurrency) =>
    [
      ...validateStep(
        monthly,
        { 'incomeDetails-monthlyIncome': text },
        noFormat,
        new Date(),
        undefined,
        locale,
        currency,
      ).values(),
    ].map((problem) => problem.key);

  test('"1.500" on a Spanish brand, "15,000" on a Mexican one; "1.500" is not a Mexican amount', () => {
    expect(check('1.500', 'es')).toEqual([]);
    expect(check('15,000', 'mx')).toEqual([]);
    expect(check('1.500', 'mx')).toEqual(['validation>amountFormat']);
  });

  test('"2.450,50 €" on a German brand; "2.450,50 $" is not its amount', () => {
    const euro = { code: 'EUR', symbol: '€' };
    expect(check('2.450,50 €', 'de', euro)).toEqual([]);
    expect(check('EUR 2450', 'de', euro)).toEqual([]);
    expect(check('2.450,50 $', 'de', euro)).toEqual(['validation>amountFormat']);
  });

  test('an amount of more digits than the lead API takes is said to be too long, not “not digits”', () => {
    // Walked: "1234567890123" was answered "enter an amount in numbers", which it is.
    expect(check('1234567890123', 'es')).toEqual(['validation>amountTooLong']);
    expect(check('1.234.567.890.123', 'es')).toEqual(['validation>amountTooLong']);
    expect(check('123456789012', 'es')).toEqual([]);
    expect(check('1234567890123a', 'es')).toEqual(['validation>amountFormat']);
  });
});

describe('a phone as the applicant typed it', () => {
  const contact = StepCatalogue['contact-details'];
  const shown = (kept: string, typed: string) =>
    initialFormValues(contact, { contactDetails: { phoneNumber: kept } }, 'es', {
      'contactDetails-phoneNumber': typed,
    })['contactDetails-phoneNumber'];

  test.each([
    ['+34612345678', '612 34 56 78'],
    ['+34612345678', '+34 612-34-56-78'],
    ['+491512345678', '0151 2345678'],
    ['+34612345678', '６１２３４５６７８'],
    // E.123's trunk zero after the country code, and the country code in brackets (walker w15:
    // "+49 (0)151 23456789" came back after Back as "+4915123456789").
    ['+4915123456789', '+49 (0)151 23456789'],
    ['+4915123456789', '+49 (0) 151 23456789'],
    ['+48512345678', '(+48) 512 345 678'],
    ['+4915123456789', '0049 151 23456789'],
  ])('the lead’s %s is shown as typed, %s', (kept, typed) => {
    expect(shown(kept, typed)).toBe(typed);
  });

  test('a number changed since (on the page that changes the mobile) shows as the lead keeps it', () => {
    expect(shown('+34699999999', '612 34 56 78')).toBe('+34699999999');
    expect(shown('+34612345678', '000')).toBe('+34612345678');
  });
});

describe('a phone this tab kept nothing typed of, shown as dialled in the brand’s country', () => {
  // Walked: after a returning link in another browser, or a lead lost past its 24 hours, the
  // contact page showed "+34612345678" where the applicant had written "612 34 56 78".
  const contact = StepCatalogue['contact-details'];
  const spain = { phonePrefix: '+34' };
  const germany = { phonePrefix: '+49', phoneTrunkPrefix: '0' };
  const romania = { phonePrefix: '+40', phoneTrunkPrefix: '0' };
  const shown = (kept: string, dialling: NationalDialling, typed?: string) =>
    initialFormValues(
      contact,
      { contactDetails: { phoneNumber: kept } },
      'es',
      typed ? { 'contactDetails-phoneNumber': typed } : undefined,
      { country: 'ES', ...dialling },
    )['contactDetails-phoneNumber'];

  test.each([
    ['+34612345678', spain, '612345678'],
    ['+491512345678', germany, '01512345678'],
    ['+40722123456', romania, '0722123456'],
    // A number of another country is shown as the lead keeps it.
    ['+33612345678', spain, '+33612345678'],
    ['+34612345678', germany, '+34612345678'],
    // Typed, not saved yet (no lead): as typed (walked, a reload showed " 612 34 56 78").
    ['+34 612 34 56 78', spain, '+34 612 34 56 78'],
    ['+34612', spain, '+34612'],
  ])('the lead’s %s is shown as %s', (kept, dialling, national) => {
    expect(shown(kept, dialling)).toBe(national);
  });

  test('what this tab kept typed comes first', () => {
    expect(shown('+491512345678', germany, '0151 2345678')).toBe('0151 2345678');
  });

  test('nationalPhone alone', () => {
    expect(nationalPhone('+491512345678', germany)).toBe('01512345678');
    expect(nationalPhone('+4915', spain)).toBe('+4915');
  });
});

describe('an answer given earlier, put back on a partner’s page', () => {
  const marital = { fields: OfferStageFields[ApplicationState.MARITAL_DETAILS] };
  const shown = (country: 'ES' | 'MX' | 'VN' | 'PH', earlier: string) =>
    initialFormValues(marital, { otherDetails: { maritalStatus: earlier } }, undefined, undefined, {
      country,
    })['maritalDetails-maritalStatus'];

  // Walked in presta-ya-mx and vay-nhanh-vn: "Unión libre" and "Chung sống như vợ chồng" chosen on
  // the classic page were not chosen on the partner's page, which offered neither (Viet Nam) or
  // offered it under its own list's value (Mexico).
  test.each([
    ['MX', 'partnership', 'cohabiting'],
    ['VN', 'partnership', 'cohabiting'],
    ['PH', 'partnership', 'cohabiting'],
    ['ES', 'partnership', 'partnership'],
    ['MX', 'married', 'married'],
  ] as const)('in %s, %s on the classic page is %s here', (country, earlier, here) => {
    expect(shown(country, earlier)).toBe(here);
  });

  test('an answer this page does not offer in the country is left for the applicant to give', () => {
    expect(shown('ES', 'annulled')).toBe('');
  });
});
