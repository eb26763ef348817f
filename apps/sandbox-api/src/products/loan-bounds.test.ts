import { describe, expect, test } from 'vitest';
import { ApiError } from '../http/api-error.js';
import {
  ANY_PRODUCT_LOAN,
  loanBoundsErrors,
  loanTermsOf,
  requireLoanWithinBounds,
} from './loan-bounds.js';
import { SANDBOX_PRODUCTS } from './sandbox-products.js';

describe('loan bounds', () => {
  test.each(Object.entries(SANDBOX_PRODUCTS))(
    '%s: its own bounds, both ends included',
    (product, { amount, period, periodScale }) => {
      expect(loanTermsOf(product)).toEqual({ amount, period, periodScale });
      expect(loanBoundsErrors(product, { amount: amount.min, period: period.min })).toEqual([]);
      expect(loanBoundsErrors(product, { amount: amount.max, period: period.max })).toEqual([]);
      expect(loanBoundsErrors(product, { periodScale })).toEqual([]);
    },
  );

  test('an amount above the brand’s maximum is a field error on amount, as field-errors.ts makes them', () => {
    expect(loanBoundsErrors('default-es', { amount: 1e9 })).toEqual([
      { fieldName: 'amount', code: 'too_large', limit: 1000, message: expect.any(String) },
    ]);
    expect(loanBoundsErrors('vay-nhanh-vn', { amount: 999_999 })).toEqual([
      { fieldName: 'amount', code: 'too_small', limit: 1_000_000, message: expect.any(String) },
    ]);
  });

  test('a term outside the brand’s, or in another scale, is a field error on period or periodScale', () => {
    expect(
      loanBoundsErrors('lei-rapid-ro', { amount: 500, period: 60, periodScale: 'months' }),
    ).toEqual([
      expect.objectContaining({ fieldName: 'period', code: 'too_small', limit: 61 }),
      expect.objectContaining({ fieldName: 'periodScale', code: 'invalid_choice' }),
    ]);
    expect(loanBoundsErrors('default-es', { period: 91 })).toEqual([
      expect.objectContaining({ fieldName: 'period', code: 'too_large', limit: 90 }),
    ]);
  });

  test('no amount or term yet is no fault: the v3 form asks for them later', () => {
    expect(loanBoundsErrors('default-es', {})).toEqual([]);
  });

  test('a product the sandbox does not know gets the widest bounds of those it knows', () => {
    const products = Object.values(SANDBOX_PRODUCTS);
    expect(ANY_PRODUCT_LOAN).toEqual({
      amount: {
        min: Math.min(...products.map((product) => product.amount.min)),
        max: Math.max(...products.map((product) => product.amount.max)),
      },
      period: { min: 61, max: 90 },
      periodScale: 'days',
    });
    for (const product of ['application-frontend', '__proto__', 'toString']) {
      expect(loanTermsOf(product)).toBe(ANY_PRODUCT_LOAN);
    }
    // Any amount a brand's slider offers passes, in whatever currency; the probe's 1e9 does not.
    expect(loanBoundsErrors('application-frontend', { amount: 20_000_000, period: 61 })).toEqual(
      [],
    );
    expect(loanBoundsErrors('application-frontend', { amount: 1e9 })).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_large', limit: 20_000_000 }),
    ]);
  });

  test('a refusal is 422 invalid_body naming the first field and listing every one', () => {
    const refusal = (() => {
      try {
        requireLoanWithinBounds('default-es', { amount: 5000, period: 30 });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).toBody()).toEqual({
      error: {
        code: 'invalid_body',
        message: expect.stringMatching(/^amount: /),
        field: 'amount',
        fieldErrors: [
          expect.objectContaining({ fieldName: 'amount', code: 'too_large' }),
          expect.objectContaining({ fieldName: 'period', code: 'too_small' }),
        ],
      },
    });
    expect((refusal as ApiError).statusCode).toBe(422);
    expect(() => requireLoanWithinBounds('default-es', { amount: 500, period: 61 })).not.toThrow();
  });
});
