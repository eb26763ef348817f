import { LeadDataSchema, type FieldErrorCode } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { englishMessages, toFieldErrors } from './field-errors';

function errorsOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value, { error: englishMessages });
  if (result.success) throw new Error('expected the value to be refused');
  return toFieldErrors(result.error.issues);
}

describe('field errors of a refused body', () => {
  test.each<[string, unknown, FieldErrorCode, number | undefined]>([
    ['a payday of 0', { incomeDetails: { incomePayday: 0 } }, 'too_small', 1],
    ['a payday of 32', { incomeDetails: { incomePayday: 32 } }, 'too_large', 31],
    [
      'a first name of 501 characters',
      { personalDetails: { firstName: 'a'.repeat(501) } },
      'too_long',
      500,
    ],
    ['an amount in words', { amount: 'lots' }, 'invalid_type', undefined],
    ['an unknown period scale', { periodScale: 'weeks' }, 'invalid_choice', undefined],
    ['a session id that is no UUID', { sessionId: 'abc' }, 'invalid_format', undefined],
    ['an unknown field', { personalDetails: { firstNmae: 'Ana' } }, 'unknown_field', undefined],
    ['1.5 dependants', { otherDetails: { numberOfDependants: 1.5 } }, 'invalid_type', undefined],
  ])('%s: a stable code, the bound, and an English message', (_, body, code, limit) => {
    const [error] = errorsOf(LeadDataSchema, body);
    expect(error?.code).toBe(code);
    expect(error?.limit).toBe(limit);
    expect(error?.message).toMatch(/\w/);
  });

  test('an amount of 0 is too small, with no inclusive bound to name', () => {
    expect(errorsOf(LeadDataSchema, { amount: 0 })).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_small' }),
    ]);
    expect(errorsOf(LeadDataSchema, { amount: 0 })[0]).not.toHaveProperty('limit');
  });

  test('a list too short, and an exclusive bound, are named without a limit to enter', () => {
    const schema = z.object({
      tags: z.array(z.string()).check(z.minLength(2)),
      rate: z.number().check(z.gt(0)),
    });
    expect(errorsOf(schema, { tags: ['a'], rate: 0 })).toEqual([
      expect.objectContaining({ fieldName: 'tags', code: 'too_short', limit: 2 }),
      expect.objectContaining({ fieldName: 'rate', code: 'too_small' }),
    ]);
  });

  test('a missing value is required', () => {
    const schema = z.object({ product: z.string().check(z.minLength(1)) });
    expect(errorsOf(schema, {})).toEqual([
      { fieldName: 'product', message: 'Required', code: 'required' },
    ]);
    expect(errorsOf(schema, { product: '' })).toEqual([
      expect.objectContaining({ fieldName: 'product', code: 'required' }),
    ]);
  });
});
