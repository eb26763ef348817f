import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../../config/brand-config-schema';
import { DefaultSettings } from '../../config/default-settings';
import { dynamicFormOf } from './dynamic-form';
import { buildFlow, type FlowConfig } from './flow-config';
import { requiredDataPoints } from './lacking-data-points';
import { isStepAnswered } from './step-answers';
import { fieldsOf } from './step-fields';

const classic = DefaultSettings.flow as FlowConfig;
const v3: FlowConfig = {
  name: 'v3-test',
  order: 'configured',
  start: 'name',
  steps: ['name', 'address-information', 'income-source', 'housing-tenure'],
};

/** The data points a page asks an applicant in `country`, in the page's order. */
function asked(config: FlowConfig, step: string, country?: CountryCode) {
  const page = buildFlow(config, country).steps.find((each) => each.id === step);
  if (!page) throw new Error(`No step ${step}`);
  return fieldsOf(page).map((field) => field.path);
}

// Walker Z2: a Vietnamese name is written family name first (Nguyễn Thị Lan), as on the ID card.
describe('the name is asked in the order the country writes it', () => {
  const order = (paths: readonly string[]) =>
    paths.filter(
      (path) => path === 'personalDetails.firstName' || path === 'personalDetails.lastName',
    );
  test.each([
    ['VN', ['personalDetails.lastName', 'personalDetails.firstName']],
    ['ES', ['personalDetails.firstName', 'personalDetails.lastName']],
    ['PH', ['personalDetails.firstName', 'personalDetails.lastName']],
    [undefined, ['personalDetails.firstName', 'personalDetails.lastName']],
  ] as const)('%s: %j, on both flows', (country, expected) => {
    expect(order(asked(classic, 'personal-details', country))).toEqual(expected);
    expect(order(asked(v3, 'name', country))).toEqual(expected);
  });
});

describe('data points only some countries ask (issue 38 item 2)', () => {
  test.each([
    ['MX', true],
    ['CO', true],
    ['ES', false],
    ['PH', false],
    [undefined, false],
  ] as const)('the second surname is asked in %s: %s, on both flows', (country, shown) => {
    expect(
      asked(classic, 'personal-details', country).includes('personalDetails.secondLastName'),
    ).toBe(shown);
    expect(asked(v3, 'name', country).includes('personalDetails.secondLastName')).toBe(shown);
  });

  // Walked on pesolend-ph: a Filipino's name is first, middle (the mother's maiden surname) and
  // last, as every Philippine ID and the credit bureau write it; the classic page asked two.
  test.each([
    ['PH', true],
    ['MX', false],
    ['ES', false],
    [undefined, false],
  ] as const)('the classic page asks the middle name in %s: %s', (country, shown) => {
    const paths = asked(classic, 'personal-details', country);
    expect(paths.includes('personalDetails.middleName')).toBe(shown);
    if (shown) {
      expect(paths.indexOf('personalDetails.middleName')).toBe(
        paths.indexOf('personalDetails.firstName') + 1,
      );
    }
    // The v3 name page asks it everywhere, as it did.
    expect(asked(v3, 'name', country).includes('personalDetails.middleName')).toBe(true);
  });

  test.each([
    ['MX', ['contactDetails.municipality', 'contactDetails.suburb']],
    ['CO', ['contactDetails.suburb']],
    ['PH', ['contactDetails.suburb']],
    ['RO', ['contactDetails.district']],
    ['VN', []],
    ['ES', []],
    ['DE', []],
    ['PL', []],
  ] as const)('the address in %s asks %j beyond the town', (country, extra) => {
    const added = [
      'contactDetails.district',
      'contactDetails.municipality',
      'contactDetails.suburb',
    ];
    for (const [config, step] of [
      [classic, 'contact-details'],
      [v3, 'address-information'],
    ] as const) {
      const paths = asked(config, step, country);
      expect(paths.filter((path) => added.includes(path))).toEqual(extra);
      // Right after the town, in the page's address group.
      const [first] = extra;
      if (first) expect(paths.indexOf(first)).toBe(paths.indexOf('contactDetails.city') + 1);
    }
  });

  test.each([
    ['MX', true],
    ['CO', true],
    ['PH', true],
    ['VN', true],
    ['ES', false],
    ['RO', false],
  ] as const)('the living area is asked in %s: %s', (country, shown) => {
    expect(asked(classic, 'other-information', country).includes('otherDetails.livingArea')).toBe(
      shown,
    );
    expect(asked(v3, 'housing-tenure', country).includes('otherDetails.livingArea')).toBe(shown);
  });

  test.each(['ES', 'RO', 'PL', 'DE', 'MX', 'CO', 'PH', 'VN'] as const)(
    'the pension payer is on the income pages in %s',
    (country) => {
      expect(asked(classic, 'income-details', country)).toContain('incomeDetails.pensionPayer');
      expect(asked(v3, 'income-source', country)).toContain('incomeDetails.pensionPayer');
    },
  );
});

describe('the pension payer, asked on a pension only (issue 38 item 2)', () => {
  const income = buildFlow(classic, 'ES').steps.find((step) => step.id === 'income-details');
  const page = { fields: income ? fieldsOf(income) : [] };

  test('a page is answered without it unless the applicant is a pensioner', () => {
    const fields = page.fields;
    const employed = { incomeDetails: { incomeSource: 'employed', monthlyIncome: 900 } };
    const pensioner = { incomeDetails: { incomeSource: 'pensioner', monthlyIncome: 900 } };
    expect(isStepAnswered(fields, employed)).toBe(true);
    expect(isStepAnswered(fields, pensioner)).toBe(false);
    expect(
      isStepAnswered(fields, {
        incomeDetails: { ...pensioner.incomeDetails, pensionPayer: 'Seguridad Social' },
      }),
    ).toBe(true);
  });

  test('a v3 submission does not require it of everyone', () => {
    const flow = buildFlow(v3, 'ES');
    const last = flow.steps.at(-1);
    if (!last) throw new Error('No last step');
    expect(dynamicFormOf(flow, last, fieldsOf)?.dataPoints).not.toContain(
      'incomeDetails.pensionPayer',
    );
    expect(requiredDataPoints(flow.steps, fieldsOf)).not.toContain('incomeDetails.pensionPayer');
    expect(requiredDataPoints(flow.steps, fieldsOf)).toContain('incomeDetails.incomeSource');
  });
});

describe('the second surname', () => {
  test('is checked as a name, and may be left empty', () => {
    const personal = buildFlow(classic, 'MX').steps.find((step) => step.id === 'personal-details');
    const field = personal
      ? fieldsOf(personal).find((each) => each.path === 'personalDetails.secondLastName')
      : undefined;
    expect(field).toMatchObject({ rule: 'name', required: false });
  });
});
