import { describe, expect, test } from 'vitest';
import { currencyDigits, instalmentTerms, monthlyRate, roundMoney } from './offer-annuity.js';

/** The effective annual rate the payments really cost, found by bisection (what a regulator checks). */
function effectiveApr(amount: number, payment: number, months: number): number {
  const presentValue = (rate: number) =>
    Array.from({ length: months }, (_, k) => payment / (1 + rate) ** (k + 1)).reduce(
      (sum, value) => sum + value,
      0,
    );
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amount) low = middle;
    else high = middle;
  }
  return ((1 + low) ** 12 - 1) * 100;
}

describe('instalment offer sums', () => {
  test('a currency’s smallest unit is the one Intl knows: cents for EUR and PLN, none for VND', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('PLN')).toBe(2);
    expect(currencyDigits('VND')).toBe(0);
    expect(roundMoney(10.005, 'EUR')).toBe(10.01);
    expect(roundMoney(1234.5, 'VND')).toBe(1235);
  });

  test('the monthly rate compounds to the APR over twelve months', () => {
    expect((1 + monthlyRate(21.9)) ** 12).toBeCloseTo(1.219, 10);
    expect(monthlyRate(0)).toBe(0);
  });

  test('500 € over 3 months at 21.9 % APR: three payments of 172.25 €, 516.75 € in all', () => {
    expect(instalmentTerms(500, 21.9, 3, 'EUR')).toEqual({
      monthlyPayment: 172.25,
      totalCost: 516.75,
    });
  });

  test('the payments cost the APR stated, within the rounding of one smallest unit', () => {
    for (const [amount, apr, months] of [
      [500, 21.9, 3],
      [1000, 59.9, 6],
      [300, 16.9, 2],
      [10_000, 29.9, 12],
    ] as const) {
      const { monthlyPayment, totalCost } = instalmentTerms(amount, apr, months, 'EUR');
      expect(totalCost).toBeCloseTo(monthlyPayment * months, 6);
      expect(effectiveApr(amount, monthlyPayment, months)).toBeCloseTo(apr, 0);
      // Rounded up: the payments never fall short of the loan at its rate.
      expect(effectiveApr(amount, monthlyPayment, months)).toBeGreaterThanOrEqual(apr - 1e-9);
    }
  });

  test('whole units in a currency without cents, and no interest at 0 %', () => {
    const dong = instalmentTerms(2_000_000, 29.9, 3, 'VND');
    expect(Number.isInteger(dong.monthlyPayment)).toBe(true);
    expect(instalmentTerms(900, 0, 3, 'EUR')).toEqual({ monthlyPayment: 300, totalCost: 900 });
  });

  test('refuses terms no loan has: no amount, part of a month, a negative rate', () => {
    expect(() => instalmentTerms(0, 20, 3, 'EUR')).toThrow(RangeError);
    expect(() => instalmentTerms(500, 20, 2.5, 'EUR')).toThrow(RangeError);
    expect(() => instalmentTerms(500, -1, 3, 'EUR')).toThrow(RangeError);
  });
});
