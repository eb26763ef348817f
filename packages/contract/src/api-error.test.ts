import { describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  FieldErrorCodes,
  FieldErrorSchema,
  ServerErrorCodes,
} from './api-error';

describe('field errors', () => {
  test.each(FieldErrorCodes)('carry the code %s', (code) => {
    expect(FieldErrorSchema.parse({ fieldName: 'amount', message: 'm', code })).toEqual({
      fieldName: 'amount',
      message: 'm',
      code,
    });
  });

  test('carry the bound a value missed', () => {
    const error = { fieldName: 'incomeDetails.incomePayday', message: 'm', code: 'too_large' };
    expect(FieldErrorSchema.parse({ ...error, limit: 31 })).toEqual({ ...error, limit: 31 });
  });

  test('still read an answer without a code, or with one this client does not know', () => {
    const body = {
      error: {
        code: 'invalid_body',
        message: 'amount: Too small',
        fieldErrors: [
          { fieldName: 'amount', message: 'Too small' },
          { fieldName: 'period', message: 'Odd', code: 'too_odd' },
        ],
      },
    };
    const parsed = ApiErrorBodySchema.parse(body);
    expect(parsed.error.fieldErrors?.map((error) => error.code)).toEqual([undefined, undefined]);
  });
});

describe('error answers', () => {
  test.each(ServerErrorCodes)('carry the code %s', (code) => {
    const body = { error: { code, message: 'm', field: 'id' } };
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
  });
});
