// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  annualPercentageRate,
  aprPercent,
  representativeExample,
  roundHalfUp,
  type LoanTerms,
} from './cost-of-credit';

const DAYS = 365;

describe('annual percentage rate (Directive 2008/48/EC, Annex I)', () => {
  // The worked examples of Directive 98/7/EC, Annex III (part A, a year of 365 days), whose
  // equation Annex I of Directive 2008/48/EC keeps.
  test('first example: 1000 repaid by one payment of 1200 after 546 days is 12.96 %, stated 13.0 %', () => {
    const repayments = [{ amount: 1200, years: 546 / DAYS }];
    expect(annualPercentageRate(1000, repayments)).toBeCloseTo(0.1296204, 7);
    expect(aprPercent(1000, repayments)).toBe(13);
  });

  test('second example: the same loan, 50 kept back for charges (950 drawn), is 16.9 %', () => {
    expect(aprPercent(950, [{ amount: 1200, years: 546 / DAYS }])).toBe(16.9);
  });

  test('third example: 1000 repaid by 600 after one year and 600 after two is 13.1 %', () => {
    const repayments = [
      { amount: 600, years: 1 },
      { amount: 600, years: 2 },
    ];
    // 600v² + 600v − 1000 = 0, v = 1 / (1 + X).
    const v = (-600 + Math.sqrt(600 ** 2 + 4 * 600 * 1000)) / (2 * 600);
    expect(annualPercentageRate(1000, repayments)).toBeCloseTo(1 / v - 1, 10);
    expect(aprPercent(1000, repayments)).toBe(13.1);
  });

  test('fourth example: 272 after 90 days, 272 after 181 and 544 after 365 is 13.2 %', () => {
    const repayments = [
      { amount: 272, years: 90 / DAYS },
      { amount: 272, years: 181 / DAYS },
      { amount: 544, years: 1 },
    ];
    expect(aprPercent(1000, repayments)).toBe(13.2);
  });

  test('solves the equation it states: the repayments discounted at the APR are the drawdown', () => {
    const repayments = [
      { amount: 10, years: 0.1 },
      { amount: 400, years: 0.7 },
      { amount: 900, years: 3 },
    ];
    const x = annualPercentageRate(1000, repayments);
    const presentValue = repayments.reduce(
      (sum, each) => sum + each.amount * (1 + x) ** -each.years,
      0,
    );
    expect(presentValue).toBeCloseTo(1000, 8);
  });

  test('a payday loan’s very high rate is found too, not capped', () => {
    // 100 % of the amount as a charge for 30 days: 2^(365/30) − 1.
    expect(annualPercentageRate(1000, [{ amount: 2000, years: 30 / DAYS }])).toBeCloseTo(
      2 ** (DAYS / 30) - 1,
      6,
    );
  });

  test('nothing but the amount back is 0 %, and less than it a negative rate', () => {
    expect(aprPercent(1000, [{ amount: 1000, years: 0.5 }])).toBe(0);
    expect(annualPercentageRate(1000, [{ amount: 900, years: 1 }])).toBeCloseTo(-0.1, 10);
  });

  test('refuses what has no rate: no drawdown, no repayment, a payment at the drawdown', () => {
    expect(() => annualPercentageRate(0, [{ amount: 1, years: 1 }])).toThrow(RangeError);
    expect(() => annualPercentageRate(1000, [])).toThrow(RangeError);
    expect(() => annualPercentageRate(1000, [{ amount: 1100, years: 0 }])).toThrow(RangeError);
  });
});

describe('rounding half up', () => {
  test('rounds the figures as written, half away from zero', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(12.95, 1)).toBe(13);
    expect(roundHalfUp(12.9499, 1)).toBe(12.9);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.0001, 2), 0)).toBe(true);
  });
});

const terms = (overrides: Partial<LoanTerms>): LoanTerms => ({
  amount: 1000,
  period: 12,
  periodScale: 'months',
  pricing: {},
  currencyDigits: 2,
  ...overrides,
});

describe('representative example', () => {
  test('monthly instalments: 1000 over 12 months at 12 % nominal', () => {
    const example = representativeExample(terms({ pricing: { nominalAnnualRatePercent: 12 } }));
    expect(example).toMatchObject({
      repayment: 'monthly',
      instalment: 88.85,
      interest: 66.19,
      fees: 0,
      totalRepayable: 1066.19,
      totalCost: 66.19,
      // (1 + 0.12 / 12)^12 − 1 = 12.68 %: monthly compounding puts the APR above the nominal rate.
      aprPercent: 12.7,
      nominalRatePercent: 12,
    });
    expect(example.schedule).toHaveLength(12);
    // The last instalment pays what rounding left: 11 × 88.85 + 88.84.
    expect(example.schedule.at(-1)).toEqual({ amount: 88.84, years: 1 });
  });

  test('monthly instalments without interest share the amount, the last taking the cents', () => {
    const example = representativeExample(terms({ amount: 100, period: 3 }));
    expect(example.schedule.map((each) => each.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(example).toMatchObject({ totalRepayable: 100, totalCost: 0, aprPercent: 0 });
    expect(example).not.toHaveProperty('nominalRatePercent');
  });

  test('a fee is spread over the instalments in whole cents, the last paying what is left', () => {
    const example = representativeExample(
      terms({ period: 12, pricing: { originationFee: { fixed: 30.06 } } }),
    );
    // 1000 / 12 = 83.33 a month (the last 83.37); 30.06 / 12 = 2.505 → 2.50, the last 2.56.
    expect(example.schedule.map((each) => each.amount)).toEqual([
      ...Array<number>(11).fill(85.83),
      85.93,
    ]);
    // Six cents, no whole cent a month: all of it with the last, never a negative share.
    const cents = representativeExample(terms({ pricing: { originationFee: { fixed: 0.06 } } }));
    expect(cents.schedule.map((each) => each.amount)).toEqual([
      ...Array<number>(11).fill(83.33),
      83.43,
    ]);
    expect(cents).toMatchObject({ fees: 0.06, totalRepayable: 1000.06, totalCost: 0.06 });
  });

  test('a term in days is one repayment at its end: simple interest and the fee', () => {
    const example = representativeExample(
      terms({
        period: 61,
        periodScale: 'days',
        pricing: { nominalAnnualRatePercent: 19.9, originationFee: { percent: 1.5 } },
      }),
    );
    expect(example).toMatchObject({
      repayment: 'single',
      // 1000 × 19.9 % × 61 / 365 = 33.2575… → 33.26; the fee 1.5 % of 1000.
      interest: 33.26,
      fees: 15,
      instalment: 1048.26,
      totalRepayable: 1048.26,
      totalCost: 48.26,
      aprPercent: 32.6,
      nominalRatePercent: 19.9,
    });
    expect(example.schedule).toEqual([{ amount: 1048.26, years: 61 / DAYS }]);
  });

  test('a fixed and a percentage fee add up; a currency without decimals rounds to units', () => {
    const example = representativeExample(
      terms({
        amount: 5_000_000,
        period: 61,
        periodScale: 'days',
        currencyDigits: 0,
        pricing: { nominalAnnualRatePercent: 30, originationFee: { fixed: 50_000, percent: 1 } },
      }),
    );
    // 5 000 000 × 30 % × 61 / 365 = 250 684.93… → 250 685.
    expect(example).toMatchObject({ interest: 250_685, fees: 100_000, totalCost: 350_685 });
  });

  test('without interest or fees the credit costs nothing: 0 %', () => {
    const example = representativeExample(terms({ period: 61, periodScale: 'days' }));
    expect(example).toMatchObject({ totalRepayable: 1000, totalCost: 0, aprPercent: 0 });
  });

  test('refuses an amount or a term it cannot price', () => {
    expect(() => representativeExample(terms({ amount: 0 }))).toThrow(RangeError);
    expect(() => representativeExample(terms({ period: 0 }))).toThrow(RangeError);
    expect(() => representativeExample(terms({ period: 1.5 }))).toThrow(RangeError);
  });
});
