import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { DefaultSettings } from '../../config/default-settings';
import {
  checkField,
  createFieldsSchema,
  validateFields,
  type FieldDeclarations,
} from './field-declarations';
import { createFieldRules, type FieldRulesBrand } from './field-rules';
import { loadFieldRules } from './load-field-rules';
import { decodeValidationMessage } from './validation-message';

const brand: FieldRulesBrand = {
  country: 'ES',
  phonePrefix: '+34',
  validationFormats: {
    ...(DefaultSettings.validationFormats as FieldRulesBrand['validationFormats']),
    postalCode: '^\\d{5}$',
  },
};

/** A contact details step as a step would declare it (flat form field names). */
const contactDetails: FieldDeclarations = {
  'contactDetails-email': { rule: 'email', required: true },
  'contactDetails-phoneNumber': { rule: 'phoneNumber', required: true },
  'contactDetails-postalCode': { rule: 'postalCode', required: true },
  'contactDetails-flatNumber': { rule: 'flatNumber', required: false },
};

const resolverOptions: ResolverOptions<FieldValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('field declarations', () => {
  const rules = createFieldRules(brand);

  test('an empty answer fails only a required field', () => {
    expect(checkField('  ', { rule: 'name', required: true }, rules)).toEqual({
      key: 'validation>required',
    });
    expect(checkField(undefined, { rule: 'name', required: false }, rules)).toBeNull();
    expect(checkField('Ana', { rule: 'name', required: false }, rules)).toBeNull();
    expect(checkField('Ana2', { rule: 'name', required: false }, rules)).toEqual({
      key: 'validation>nameFormat',
    });
  });

  test('a ticked box answers a required field; an unticked one does not', () => {
    expect(checkField(true, { rule: 'required', required: true }, rules)).toBeNull();
    expect(checkField(false, { rule: 'required', required: true }, rules)).toEqual({
      key: 'validation>required',
    });
  });

  test('numbers are read as their digits', () => {
    expect(checkField(1500, { rule: 'overdueDebtAmount', required: true }, rules)).toEqual({
      key: 'validation>amountRange',
      values: { min: 0, max: 1000 },
    });
  });

  test('validateFields gives every failing field its message', async () => {
    const withPhone = await loadFieldRules(brand, contactDetails);
    expect(
      validateFields(
        {
          'contactDetails-email': 'ana@@example.com',
          'contactDetails-phoneNumber': '612 345 678',
          'contactDetails-postalCode': '',
          'contactDetails-flatNumber': '',
        },
        contactDetails,
        withPhone,
      ),
    ).toEqual({
      'contactDetails-email': { key: 'validation>emailFormat' },
      'contactDetails-postalCode': { key: 'validation>required' },
    });
  });

  test('loadFieldRules loads the phone rule only when a field needs it', async () => {
    const withoutPhone = await loadFieldRules(brand, {
      'personalDetails-firstName': { rule: 'name', required: true },
    });
    expect(() => withoutPhone('phoneNumber')).toThrow();
    const everything = await loadFieldRules(brand);
    expect(everything('phoneNumber')('+40 712 345 678')).toEqual({
      key: 'validation>phoneNumberCountry',
      values: { prefix: '+34' },
    });
  });

  test('the schema works with zodResolver, one encoded message per field', async () => {
    const schema = createFieldsSchema(contactDetails, await loadFieldRules(brand, contactDetails));
    const resolver = zodResolver(schema);
    const failed = await resolver(
      {
        'contactDetails-email': 'josé@correo.es',
        'contactDetails-phoneNumber': '61234567',
        'contactDetails-postalCode': '2801',
        'contactDetails-flatNumber': '3-',
        consent: true,
      },
      undefined,
      resolverOptions,
    );
    const messages = Object.fromEntries(
      Object.entries(failed.errors).map(([name, error]) => [
        name,
        decodeValidationMessage(String(error?.message)),
      ]),
    );
    expect(messages).toEqual({
      'contactDetails-phoneNumber': { key: 'validation>phoneNumberTooShort' },
      'contactDetails-postalCode': {
        key: 'validation>postalCodeFormat',
        values: { example: '28013' },
      },
      'contactDetails-flatNumber': { key: 'validation>flatNumberFormat' },
    });

    const values = {
      'contactDetails-email': ' josé@correo.es ',
      'contactDetails-phoneNumber': '612 345 678',
      'contactDetails-postalCode': '28013',
      'contactDetails-flatNumber': '',
      consent: true,
    };
    const passed = await resolver(values, undefined, resolverOptions);
    expect(passed).toEqual({ values, errors: {} });
  });

  test('the schema is a Standard Schema too', async () => {
    const schema = createFieldsSchema(
      { 'personalDetails-firstName': { rule: 'name', required: true } },
      rules,
    );
    const result = await schema['~standard'].validate({ 'personalDetails-firstName': 'R2-D2' });
    expect(result.issues?.map((issue) => decodeValidationMessage(issue.message))).toEqual([
      { key: 'validation>nameFormat' },
    ]);
  });
});
