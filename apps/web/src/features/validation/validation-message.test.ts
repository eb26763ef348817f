import { describe, expect, test } from 'vitest';
import {
  decodeValidationMessage,
  encodeValidationMessage,
  ValidationMessageKeys,
} from './validation-message';

describe('validation messages', () => {
  test('every key is under validation> and listed once', () => {
    expect(ValidationMessageKeys.every((key) => /^validation>[a-zA-Z]+$/.test(key))).toBe(true);
    expect(new Set(ValidationMessageKeys).size).toBe(ValidationMessageKeys.length);
  });

  test('travel through a form library as one string and come back whole', () => {
    const problem = { key: 'validation>amountRange', values: { min: 0, max: 1000 } } as const;
    expect(decodeValidationMessage(encodeValidationMessage(problem))).toEqual(problem);
  });

  test('a plain string is read as a key', () => {
    expect(decodeValidationMessage('validation>required')).toEqual({ key: 'validation>required' });
    expect(decodeValidationMessage('{"nokey":1}')).toEqual({ key: '{"nokey":1}' });
    expect(decodeValidationMessage('{"key":"k","values":{"a":{}}}')).toEqual({
      key: '{"key":"k","values":{"a":{}}}',
    });
  });
});
