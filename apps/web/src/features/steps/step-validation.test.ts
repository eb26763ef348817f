import { describe, expect, test } from 'vitest';
import { loadFieldCatalogue } from '../flow/lazy';
import type { FieldDefinition } from '../flow';
import { OfferStageFields } from '../flow/lazy-offer-stages';
import { validateStep, type FormatCheck } from './step-validation';

// The catalogue is a chunk of its own; the tests read it as the pages do.
const { StepCatalogue } = await loadFieldCatalogue();

const noFormatProblems: FormatCheck = () => null;
const income = StepCatalogue['income-details'];
const other = StepCatalogue['other-information'];
const filledIncome = {
  'incomeDetails-incomeSource': 'employed',
  'incomeDetails-monthlyIncome': '900',
};

// Walked on credisol-es: the province, a list on the v3 address page, was asked for with
// "Escribe tu provincia" (write), which a list cannot take. The classic page asks it as text.
describe('a province left out is asked for as its page asks it', () => {
  test.each([
    ['address-information', 'fields>contactDetails>province>requiredChoice'],
    ['contact-details', 'fields>contactDetails>province>required'],
  ] as const)('on %s: %s', (page, key) => {
    expect(
      validateStep(StepCatalogue[page], {}, noFormatProblems).get('contactDetails-province'),
    ).toEqual({
      key,
    });
  });
});

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

  test("a large bound is written as the brand's language groups digits; a year never is", () => {
    const mileage: FieldDefinition = {
      path: 'vehicle.mileage',
      required: true,
      kind: 'count',
      bounds: { min: 0, max: 2_000_000 },
    };
    const year: FieldDefinition = {
      path: 'vehicle.year',
      required: true,
      kind: 'count',
      bounds: { min: 1950, max: 2027 },
    };
    const problem = (field: FieldDefinition, typed: string, locale: 'es' | 'en' | 'de') =>
      validateStep(
        { fields: [field] },
        { [field.path.replace('.', '-')]: typed },
        noFormatProblems,
        new Date(),
        undefined,
        locale,
      ).get(field.path.replace('.', '-'));
    expect(problem(mileage, '3000000', 'es')?.values).toEqual({ min: '0', max: '2.000.000' });
    expect(problem(mileage, '3000000', 'en')?.values).toEqual({ min: '0', max: '2,000,000' });
    expect(problem(year, '1850', 'en')?.values).toEqual({ min: 1950, max: 2027 });
    expect(problem(year, '1850', 'de')?.values).toEqual({ min: 1950, max: 2027 });
  });
});

describe('v3 answers', () => {
  /** 15 June 2025, on the applicant's calendar. */
  const today = new Date(2025, 5, 15, 23, 30);
  const problemOf = (
    field: FieldDefinition,
    values: Record<string, string>,
    country?: 'RO' | 'DE',
  ) =>
    validateStep({ fields: [field] }, values, noFormatProblems, today, country).get(
      field.path.replace('.', '-'),
    );

  test('a yes/no question is answered yes or no, or it says what to choose', () => {
    const pep: FieldDefinition = {
      path: 'otherDetails.isPoliticallyExposed',
      kind: 'yesNo',
      required: true,
    };
    const answer = (value: string) =>
      problemOf(pep, { 'otherDetails-isPoliticallyExposed': value });
    const required = { key: 'fields>otherDetails>isPoliticallyExposed>required' };
    expect(answer('')).toEqual(required);
    expect(answer('perhaps')).toEqual(required);
    expect(answer('yes')).toBeUndefined();
    expect(answer('no')).toBeUndefined();
    expect(problemOf({ ...pep, required: false }, {})).toBeUndefined();
  });

  test('a contract’s start is today or in the past, its end in the future', () => {
    const started: FieldDefinition = {
      path: 'incomeDetails.incomeContractStartedAt',
      kind: 'date',
      required: true,
      dateRange: 'past',
    };
    const ends: FieldDefinition = {
      ...started,
      path: 'incomeDetails.incomeContractExpiresAt',
      dateRange: 'future',
    };
    const on = (field: FieldDefinition, day: string) => {
      const id = field.path.replace('.', '-');
      return problemOf(field, { [`${id}-day`]: day, [`${id}-month`]: '6', [`${id}-year`]: '2025' });
    };
    const allParts = ['day', 'month', 'year'];
    expect(on(started, '15')).toBeUndefined();
    expect(on(started, '16')).toEqual({ key: 'validation>dateMustBePast', parts: allParts });
    expect(on(ends, '15')).toEqual({ key: 'validation>dateMustBeFuture', parts: allParts });
    expect(on(ends, '16')).toBeUndefined();
    expect(on(started, '31')).toEqual({ key: 'validation>dateNotReal', parts: ['day'] });
    // Walked in pozyczka-plus-pl: an id's expiry of 31 June was given 27 3 1990 as its example,
    // a date then refused as past. A date to come is given one to come.
    expect(on(ends, '31')).toEqual({ key: 'validation>dateNotRealFuture', parts: ['day'] });
  });

  // Walked on credisol-es: a contract ending in 2200 was taken. A date to come is at most 50 years
  // ahead (no contract or identity card runs longer); the year is what was typed wrong.
  test('a date to come is within the next 50 years', () => {
    const ends: FieldDefinition = {
      path: 'incomeDetails.incomeContractExpiresAt',
      kind: 'date',
      required: false,
      dateRange: 'future',
    };
    const on = (year: string) =>
      problemOf(ends, {
        'incomeDetails-incomeContractExpiresAt-day': '15',
        'incomeDetails-incomeContractExpiresAt-month': '6',
        'incomeDetails-incomeContractExpiresAt-year': year,
      });
    expect(on('2075')).toBeUndefined();
    expect(on('2076')).toEqual({ key: 'validation>dateTooFarAhead', parts: ['year'] });
    expect(on('2200')).toEqual({ key: 'validation>dateTooFarAhead', parts: ['year'] });
  });

  test("a spouse's date of birth is an adult's, in the past, and says whose it is", () => {
    // Walked: a spouse born on 3 April 2020 was sent to the lead API.
    const spouse = Object.values(OfferStageFields)
      .flat()
      .find((field) => field.path === 'maritalDetails.spouseDateOfBirth');
    if (!spouse) throw new Error('The marital details page asks no spouse date of birth');
    const bornOn = (day: string, month: string, year: string) =>
      problemOf(
        { ...spouse, when: undefined },
        {
          'maritalDetails-spouseDateOfBirth-day': day,
          'maritalDetails-spouseDateOfBirth-month': month,
          'maritalDetails-spouseDateOfBirth-year': year,
        },
      );
    expect(bornOn('3', '4', '2020')).toEqual({
      key: 'validation>ageAtLeast',
      values: { count: 16 },
      parts: ['year'],
    });
    // 16 on 15 June 2025, the day before not yet.
    expect(bornOn('15', '6', '2009')).toBeUndefined();
    expect(bornOn('16', '6', '2009')?.key).toBe('validation>ageAtLeast');
    expect(bornOn('1', '1', '1900')).toEqual({
      key: 'validation>ageAtMost',
      values: { count: 110 },
      parts: ['year'],
    });
    expect(bornOn('23', '11', '1987')).toBeUndefined();
    expect(bornOn('1', '1', '2026')?.key).toBe('validation>dateMustBePast');
  });

  test('an age is counted on the applicant’s calendar, not on the UTC date', () => {
    // 23:30 on 15 June in Bogotá (UTC-5) is 04:30 on 16 June in UTC: someone born on 16 June
    // 2007 turns 18 the next day on the applicant's calendar, and may not apply yet. The clock
    // reads its calendar as a browser in Bogotá does (the tests run in UTC).
    class BogotaClock extends Date {
      private local() {
        return new Date(this.getTime() - 5 * 3_600_000);
      }
      override getFullYear() {
        return this.local().getUTCFullYear();
      }
      override getMonth() {
        return this.local().getUTCMonth();
      }
      override getDate() {
        return this.local().getUTCDate();
      }
    }
    const lateOn15June = new BogotaClock('2025-06-16T04:30:00Z');
    const birth: FieldDefinition = {
      path: 'personalDetails.dateOfBirth',
      kind: 'date',
      required: true,
      bounds: { min: 18, max: 100 },
    };
    const bornOn = (day: string) =>
      validateStep(
        { fields: [birth] },
        {
          'personalDetails-dateOfBirth-day': day,
          'personalDetails-dateOfBirth-month': '6',
          'personalDetails-dateOfBirth-year': '2007',
        },
        noFormatProblems,
        lateOn15June,
      ).get('personalDetails-dateOfBirth');
    expect(bornOn('16')).toEqual({ key: 'validation>tooYoung', values: { count: 18 } });
    expect(bornOn('15')).toBeUndefined();
  });

  // Walked on credito-agil-co: 1/1/2030 (2030 typed for 1990) was told "must be at least 18".
  test('a birth date to come is told it must be in the past, not that the applicant is too young', () => {
    const birth: FieldDefinition = {
      path: 'personalDetails.dateOfBirth',
      kind: 'date',
      required: true,
      bounds: { min: 18, max: 100 },
    };
    const bornIn = (year: string) =>
      validateStep(
        { fields: [birth] },
        {
          'personalDetails-dateOfBirth-day': '1',
          'personalDetails-dateOfBirth-month': '1',
          'personalDetails-dateOfBirth-year': year,
        },
        noFormatProblems,
        new Date(2026, 11, 5),
      ).get('personalDetails-dateOfBirth');
    expect(bornIn('2030')?.key).toBe('validation>dateMustBePast');
    expect(bornIn('2015')?.key).toBe('validation>tooYoung');
    // "Revisa el año: puedes solicitarlo hasta los 100 años": the summary's link goes to the
    // year, the part it names, not the day (walker F, credisol-es).
    expect(bornIn('1890')).toEqual({
      key: 'validation>tooOld',
      values: { count: 100 },
      parts: ['year'],
    });
  });

  test('a choice takes the options of the brand’s country, or any country’s without one', () => {
    const education: FieldDefinition = {
      path: 'otherDetails.education',
      kind: 'choice',
      required: true,
      options: {
        list: 'education',
        values: ['upperSecondary', 'bachelor'],
        byCountry: { RO: ['postSecondary', 'bachelor'], DE: ['masterCraftsman', 'bachelor'] },
        control: 'select',
      },
    };
    const chosen = (value: string, country?: 'RO' | 'DE') =>
      problemOf(education, { 'otherDetails-education': value }, country);
    const required = { key: 'fields>otherDetails>education>required' };
    expect(chosen('postSecondary', 'RO')).toBeUndefined();
    expect(chosen('masterCraftsman', 'RO')).toEqual(required);
    expect(chosen('upperSecondary', 'RO')).toEqual(required);
    expect(chosen('masterCraftsman')).toBeUndefined();
    expect(chosen('doctorate')).toEqual(required);
  });
});

describe('a choice whose list depends on another answer', () => {
  const vehicle = {
    fields: [
      {
        path: 'vehicle.make',
        kind: 'choice',
        required: true,
        options: { list: 'vehicleMake', values: ['Seat', 'Dacia'], control: 'select' },
      },
      {
        path: 'vehicle.model',
        kind: 'choice',
        required: true,
        options: {
          list: 'vehicleModel',
          values: [],
          control: 'select',
          byAnswer: { path: 'vehicle.make', values: { Seat: ['Ibiza'], Dacia: ['Logan'] } },
        },
      },
    ] satisfies FieldDefinition[],
  };

  test('takes only a model of the make chosen', () => {
    const check = (make: string, model: string) =>
      validateStep(vehicle, { 'vehicle-make': make, 'vehicle-model': model }, noFormatProblems);
    expect(check('Seat', 'Ibiza').size).toBe(0);
    expect(check('Dacia', 'Ibiza').get('vehicle-model')).toEqual({
      key: 'fields>vehicle>model>required',
    });
  });
});

describe('the pension payer (issue 38 item 2)', () => {
  const page = StepCatalogue['income-details'];
  const filled = { 'incomeDetails-monthlyIncome': '900' };

  test('is required of a pensioner', () => {
    const problems = validateStep(
      page,
      { ...filled, 'incomeDetails-incomeSource': 'pensioner' },
      noFormatProblems,
    );
    expect(problems.get('incomeDetails-pensionPayer')).toEqual({
      key: 'fields>incomeDetails>pensionPayer>required',
    });
  });

  test('is neither asked nor checked of an employee', () => {
    const problems = validateStep(
      page,
      { ...filled, 'incomeDetails-incomeSource': 'employed' },
      noFormatProblems,
    );
    expect(problems.has('incomeDetails-pensionPayer')).toBe(false);
  });
});
