import { isLeadPath, LeadDataPatchSchema } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import enDynamic from '../../../public/locales/en/dynamic.json';
import enTranslation from '../../../public/locales/en/translation.json';
import { CountryCodes } from '../../config/brand-config-schema';
import { FieldRuleNames } from '../../config/field-rule-names';
import { Provinces, RegionCodes } from './choice-lists';
import { FormFieldNames } from './form-field-catalogue';
import { choiceValues, type FieldDefinition } from './step-catalogue';
import { V3StepFields } from './v3-step-fields';
import type { V3StepId } from './v3-step-pages';

/** The pages this file fills: all but the amount step and initial-details (its own file). */
const pages = (Object.entries(V3StepFields) as [V3StepId, readonly FieldDefinition[]][]).filter(
  ([id]) => id !== 'loan-details' && id !== 'initial-details',
);
const fields = pages.flatMap(([, list]) => list);
const choices = fields.filter((field) => field.kind === 'choice');

/** An English text as the app finds it: translation.json, then the dynamic namespace. */
function englishText(key: string): unknown {
  const find = (node: unknown): unknown =>
    key
      .split('>')
      .reduce<unknown>(
        (at, part) =>
          typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined,
        node,
      );
  return find(enTranslation) ?? find(enDynamic);
}
const textKey = (path: string) => `fields>${path.replace(/\./g, '>')}`;
/** Whether en words a text: in one version, or in one per country (`key_ES`, decision 0035). */
const inEnglish = (key: string) =>
  typeof englishText(key) === 'string' ||
  CountryCodes.every((country) => typeof englishText(`${key}_${country}`) === 'string');

/** A value of the field's kind, as the step form sends it. */
function sample(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'yesNo':
      return true;
    case 'money':
      return 100;
    case 'count':
      return field.bounds?.min ?? 0;
    case 'date':
      return '2020-01-31';
    case 'choice':
      return choiceValues(field.options ?? { list: '', values: [], control: 'select' })[0];
    default:
      return 'text';
  }
}

describe('v3 step fields', () => {
  test('every v3 page but the amount step has fields, each data point once', () => {
    for (const [id, list] of Object.entries(V3StepFields)) {
      if (id === 'loan-details') expect(list).toEqual([]);
      else expect(list.length, id).toBeGreaterThan(0);
      expect(new Set(list.map((field) => field.path)).size, id).toBe(list.length);
    }
  });

  test('ask only for data points of the contract that the form-field catalogue names', () => {
    const paths = Object.values(V3StepFields).flatMap((list) => list.map((field) => field.path));
    expect(paths.filter((path) => !isLeadPath(path))).toEqual([]);
    expect(paths.filter((path) => !(path in FormFieldNames))).toEqual([]);
  });

  test('send each answer in the type the lead API takes: a yes/no as a boolean', () => {
    const refused = fields.filter((field) => {
      const [group, key] = field.path.split('.');
      const body = key && group ? { [group]: { [key]: sample(field) } } : {};
      return !LeadDataPatchSchema.safeParse(body).success;
    });
    expect(refused.map((field) => `${field.path} (${field.kind})`)).toEqual([]);
  });

  test('name only rules of the closed set', () => {
    const rules = fields.flatMap((field) => (field.rule ? [field.rule] : []));
    expect(rules.filter((rule) => !(FieldRuleNames as readonly string[]).includes(rule))).toEqual(
      [],
    );
  });

  test.each(CountryCodes)('offer every choice options in %s, a few as radios', (country) => {
    for (const field of choices) {
      const options = field.options;
      const values = options ? choiceValues(options, country) : [];
      expect(values.length, field.path).toBeGreaterThan(1);
      expect(new Set(values).size, field.path).toBe(values.length);
      if (options?.control === 'radios') expect(values.length, field.path).toBeLessThanOrEqual(5);
    }
  });

  test('list each country’s provinces by name', () => {
    const counts = Object.fromEntries(
      CountryCodes.map((country) => [
        country,
        choiceValues({ ...Provinces, list: '', control: 'select' }, country).length,
      ]),
    );
    expect(counts).toEqual({ ES: 52, RO: 42, PL: 16, DE: 16, MX: 32, CO: 33, PH: 18, VN: 34 });
  });

  test('list countries by ISO 3166-1 code, each with a name, the product’s own among them', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(RegionCodes.filter((code) => !/^[A-Z]{2}$/.test(code) || !names.of(code))).toEqual([]);
    expect(new Set(RegionCodes).size).toBe(RegionCodes.length);
    expect(RegionCodes).toEqual(expect.arrayContaining([...CountryCodes]));
  });

  test('keep a contract’s start, an id card’s issue and a move-in in the past, a contract’s end in the future', () => {
    const ranges = Object.fromEntries(
      fields.filter((field) => field.kind === 'date').map((field) => [field.path, field.dateRange]),
    );
    expect(ranges).toEqual({
      'personalDetails.dateOfBirth': undefined,
      'otherDetails.idCardIssuedAt': 'past',
      'otherDetails.housingTenureSinceDate': 'past',
      'incomeDetails.incomeContractStartedAt': 'past',
      'incomeDetails.incomeContractExpiresAt': 'future',
    });
  });

  test('have English texts: a title per page, a label and a message per field, a name per option', () => {
    const missing = [
      ...pages.map(([id]) => `pages>${id}`),
      ...fields.flatMap((field) => [
        `${textKey(field.path)}>label`,
        `${textKey(field.path)}>required`,
      ]),
      ...choices.flatMap(({ options }) =>
        options && !options.labels
          ? choiceValues(options).map((value) => `options>${options.list}>${value}`)
          : [],
      ),
      'options>yesNo>yes',
      'options>yesNo>no',
      'groups>employerAddress',
    ].filter((key) => !inEnglish(key));
    expect(missing).toEqual([]);
  });
});
