import {
  ApplicationState,
  isLeadPath,
  offerStageSaveRequestSchema,
  OfferStageSaves,
} from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { CountryCodes, Locales } from '../../config/brand-config-schema';
import { FieldRuleNames } from '../../config/field-rule-names';
import { FormFieldNames } from './form-field-catalogue';
import {
  OfferFormStates,
  OfferStageFields,
  VehicleYears,
  withVehicleModels,
} from './offer-stage-fields';
import { isFieldAsked, offeredValues } from './conditional-fields';
import { choiceValues, type FieldDefinition } from './step-catalogue';

const localeFiles = import.meta.glob<Record<string, unknown>>(
  '../../../public/locales/*/{translation,dynamic}.json',
  { eager: true, import: 'default' },
);

/** A text as the step form finds it in a locale: translation.json, then the dynamic namespace. */
function textIn(locale: string, key: string): unknown {
  const find = (node: unknown) =>
    key
      .split('>')
      .reduce<unknown>(
        (at, part) =>
          typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined,
        node,
      );
  const file = (ns: string) => localeFiles[`../../../public/locales/${locale}/${ns}.json`];
  return find(file('translation')) ?? find(file('dynamic'));
}
const textKey = (path: string) => `fields>${path.replace(/\./g, '>')}`;
/** Whether a locale words a text: in one version, or in one per country (`key_ES`, decision 0035). */
const worded = (locale: string, key: string) =>
  typeof textIn(locale, key) === 'string' ||
  CountryCodes.every((country) => typeof textIn(locale, `${key}_${country}`) === 'string');

const pages = OfferFormStates.map((state) => [state, OfferStageFields[state]] as const);
const fields = pages.flatMap(([, list]) => list);

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
      return field.options ? (offeredValues(field.options)[0] ?? 'Seat') : '';
    default:
      return 'text';
  }
}

describe('the state-driven forms’ fields', () => {
  test('are the employment details and every form the contract gives a call', () => {
    expect([...OfferFormStates].sort()).toEqual(
      [ApplicationState.EMPLOYMENT_DETAILS, ...OfferStageSaves.map((save) => save.state)].sort(),
    );
    for (const [state, list] of pages) {
      expect(list.length, `state ${state}`).toBeGreaterThan(0);
      expect(new Set(list.map((field) => field.path)).size, `state ${state}`).toBe(list.length);
    }
  });

  test('each is a data point of the section its call sends, in the type it takes', () => {
    for (const save of OfferStageSaves) {
      const schema = offerStageSaveRequestSchema(save);
      for (const field of OfferStageFields[save.state as keyof typeof OfferStageFields]) {
        const [section = '', key = ''] = field.path.split('.');
        expect(save.sections, field.path).toContain(section);
        const body = {
          id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
          [section]: { [key]: sample(field) },
        };
        expect(schema.safeParse(body).success, field.path).toBe(true);
        // A hidden question is sent as removed.
        expect(schema.safeParse({ ...body, [section]: { [key]: null } }).success).toBe(true);
      }
    }
    const employment = OfferStageFields[ApplicationState.EMPLOYMENT_DETAILS];
    expect(new Set(employment.map((field) => field.path.split('.')[0]))).toEqual(
      new Set(['employer', 'incomeDetails']),
    );
  });

  test('name data points of the contract and the form-field catalogue, and rules of the closed set', () => {
    expect(fields.filter((field) => !isLeadPath(field.path))).toEqual([]);
    expect(fields.filter((field) => !(field.path in FormFieldNames))).toEqual([]);
    const rules = fields.flatMap((field) => (field.rule ? [field.rule] : []));
    expect(rules.filter((rule) => !(FieldRuleNames as readonly string[]).includes(rule))).toEqual(
      [],
    );
  });

  test('a question that hangs on another follows it on the same page, on one of its answers', () => {
    for (const [state, list] of pages) {
      list.forEach((field, index) => {
        if (!field.when) return;
        const on = list.findIndex((candidate) => candidate.path === field.when?.path);
        expect(on, `${state} ${field.path}`).toBeGreaterThanOrEqual(0);
        expect(on, `${state} ${field.path}`).toBeLessThan(index);
        const parent = list[on];
        // A count's answers are its whole numbers (none paid: 0), within its bounds.
        const counted = (bounds: { min: number; max: number }) =>
          Array.from({ length: bounds.max - bounds.min + 1 }, (_, at) => String(bounds.min + at));
        const answers =
          parent?.kind === 'yesNo'
            ? ['yes', 'no']
            : parent?.options
              ? choiceValues(parent.options)
              : parent?.kind === 'count' && parent.bounds
                ? counted(parent.bounds)
                : [];
        expect(field.when.is.filter((answer) => !answers.includes(answer))).toEqual([]);
      });
    }
  });

  test.each(Locales)(
    '%s: every field has a label and says what to enter, hints as en has them',
    (locale) => {
      const missing = fields.flatMap((field) =>
        (['label', 'required', 'hint'] as const)
          .filter((part) => part !== 'hint' || worded('en', `${textKey(field.path)}>hint`))
          .filter((part) => !worded(locale, `${textKey(field.path)}>${part}`))
          .map((part) => `${field.path}>${part}`),
      );
      expect(missing).toEqual([]);
    },
  );

  test.each(Locales)('%s: every option a country offers is worded', (locale) => {
    const missing = fields.flatMap((field) => {
      const options = field.options;
      if (!options || options.labels) return [];
      return CountryCodes.flatMap((country) => choiceValues(options, country)).flatMap((value) =>
        typeof textIn(locale, `options>${options.list}>${value}`) === 'string'
          ? []
          : [`options>${options.list}>${value}`],
      );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  test('the vehicle page offers the makes the server lists, and each make’s own models', () => {
    const vehicle = withVehicleModels(OfferStageFields[ApplicationState.VEHICLE], {
      makes: [
        { make: 'Seat', models: ['Ibiza', 'León'] },
        { make: 'Dacia', models: ['Logan'] },
      ],
    });
    const [make, model] = vehicle;
    expect(make?.options && offeredValues(make.options, 'ES')).toEqual(['Seat', 'Dacia']);
    const modelsOf = (chosen: string) =>
      model?.options && offeredValues(model.options, 'ES', () => chosen);
    expect(modelsOf('Seat')).toEqual(['Ibiza', 'León']);
    expect(modelsOf('Dacia')).toEqual(['Logan']);
    expect(modelsOf('')).toEqual([]);
    expect(model?.options && offeredValues(model.options)).toEqual(['Ibiza', 'León', 'Logan']);
    expect(VehicleYears.max).toBe(new Date().getFullYear() + 1);
  });

  test('a question hanging on a yes is asked once the answer is yes', () => {
    const [, housing] = OfferStageFields[ApplicationState.AIDE];
    if (!housing) throw new Error('The aide page asks for housing aid');
    expect(isFieldAsked(housing, () => 'yes')).toBe(true);
    expect(isFieldAsked(housing, () => 'no')).toBe(false);
    expect(isFieldAsked(housing, () => '')).toBe(false);
  });
});
