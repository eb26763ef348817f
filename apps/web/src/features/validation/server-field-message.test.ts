import { FieldErrorCodes, type FieldErrorCode } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { serverFieldMessage } from './server-field-message';
import { ValidationMessageKeys } from './validation-message';

const refused = (code?: FieldErrorCode, limit?: number) => ({
  fieldName: 'incomeDetails.incomePayday',
  message: 'Too small: expected number to be >=1',
  ...(code ? { code } : {}),
  ...(limit === undefined ? {} : { limit }),
});

describe('server field messages', () => {
  test.each(FieldErrorCodes)('%s has a translated message, never the server text', (code) => {
    for (const error of [refused(code), refused(code, 5)]) {
      const shown = serverFieldMessage(error);
      expect(ValidationMessageKeys).toContain(shown.key);
      expect(JSON.stringify(shown)).not.toContain(error.message);
    }
  });

  test('name the bound the value missed', () => {
    expect(serverFieldMessage(refused('too_small', 1))).toEqual({
      key: 'validation>serverTooSmall',
      values: { limit: 1 },
    });
    expect(serverFieldMessage(refused('too_large', 31))).toEqual({
      key: 'validation>serverTooLarge',
      values: { limit: 31 },
    });
    expect(serverFieldMessage(refused('too_long', 500))).toEqual({
      key: 'validation>textTooLong',
      values: { count: 500 },
    });
    expect(serverFieldMessage(refused('too_short', 2))).toEqual({
      key: 'validation>serverTooShort',
      values: { limit: 2 },
    });
  });

  test('say what to do without a bound, and for the scenario refusal', () => {
    expect(serverFieldMessage(refused('too_small'))).toEqual({
      key: 'validation>serverOutOfRange',
    });
    expect(serverFieldMessage(refused('not_accepted'))).toEqual({
      key: 'validation>serverNotAccepted',
    });
    expect(serverFieldMessage(refused('required'))).toEqual({ key: 'validation>required' });
  });

  test('read an error without a code (an older server) as a format problem', () => {
    expect(serverFieldMessage(refused())).toEqual({ key: 'validation>serverInvalidFormat' });
  });
});
