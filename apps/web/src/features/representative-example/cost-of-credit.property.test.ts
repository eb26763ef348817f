// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Pricing } from '../../config/brand-config-schema';
import { annualPercentageRate, representativeExample, roundHalfUp } from './cost-of-credit';

/** A rate or a percentage fee as a brand writes it: up to two decimals. */
const percent = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((hundredths) => hundredths / 100);

/** Terms of up to a year: a term in days (one repayment) or in months (instalments). */
const term = fc.oneof(
  fc.record({
    periodScale: fc.constant('days' as const),
    period: fc.integer({ min: 1, max: 365 }),
  }),
  fc.record({
    periodScale: fc.constant('months' as const),
    period: fc.integer({ min: 1, max: 12 }),
  }),
);

/** Amounts a brand lends, in a currency with cents or without. */
const loan = fc.oneof(
  fc.record({
    amount: fc.integer({ min: 100, max: 50_000 }),
    currencyDigits: fc.constant(2),
  }),
  fc.record({
    amount: fc.integer({ min: 1_000, max: 50_000 }).map((thousands) => thousands * 1000),
    currencyDigits: fc.constant(0),
  }),
);

const pricing: fc.Arbitrary<Pricing> = fc.record(
  {
    nominalAnnualRatePercent: percent(200),
    originationFee: fc.record({ fixed: percent(100), percent: percent(30) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

describe('representative example, for any amount, term and pricing', () => {
  test('the payments add up to the total, which is the amount and the cost of the credit', () => {
    fc.assert(
      fc.property(loan, term, pricing, (money, when, price) => {
        const example = representativeExample({ ...money, ...when, pricing: price });
        const paid = example.schedule.reduce((sum, each) => sum + each.amount, 0);
        expect(roundHalfUp(paid, money.currencyDigits)).toBe(example.totalRepayable);
        expect(example.totalCost).toBe(
          roundHalfUp(example.interest + example.fees, money.currencyDigits),
        );
        expect(example.totalRepayable).toBe(
          roundHalfUp(money.amount + example.totalCost, money.currencyDigits),
        );
        expect(example.schedule.every((each) => each.amount >= 0)).toBe(true);
        expect(example.schedule).toHaveLength(when.periodScale === 'days' ? 1 : when.period);
      }),
    );
  });

  test('with a fee, the APR is at least the nominal rate (terms of up to a year)', () => {
    // A fee of at least 0.5 % of the amount: more than the cents that rounding moves.
    const withFee = fc.record({
      nominalAnnualRatePercent: percent(200),
      originationFee: fc.record({ percent: percent(30).filter((fee) => fee >= 0.5) }),
    });
    fc.assert(
      fc.property(loan, term, withFee, (money, when, price) => {
        const example = representativeExample({ ...money, ...when, pricing: price });
        expect(example.fees).toBeGreaterThan(0);
        expect(example.aprPercent).toBeGreaterThanOrEqual(
          roundHalfUp(price.nominalAnnualRatePercent, 1),
        );
      }),
    );
  });

  test('a larger fee never gives a lower APR', () => {
    fc.assert(
      fc.property(
        loan,
        term,
        percent(200),
        percent(30),
        percent(30),
        (money, when, rate, fee, more) => {
          const aprWith = (percentFee: number) =>
            representativeExample({
              ...money,
              ...when,
              pricing: { nominalAnnualRatePercent: rate, originationFee: { percent: percentFee } },
            }).aprPercent;
          expect(aprWith(fee + more)).toBeGreaterThanOrEqual(aprWith(fee));
        },
      ),
    );
  });

  // The APR is that of the schedule as repaid, in whole cents: a rise of a hundredth of a point
  // can round the instalment up a cent, and the final instalment that balances the loan then
  // makes a small loan's APR fall a little (101, 9 months: 169.21 % gives 387.0, 169.23 % 386.9;
  // over every rate to 250 % on loans of 100 to 1,000, at most 0.5 point). A rise of 5 points
  // moves the APR by more than that rounding can take back.
  test('a nominal rate higher by 5 points or more never gives a lower APR', () => {
    const rise = fc.integer({ min: 500, max: 5000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(loan, term, percent(200), rise, (money, when, rate, more) => {
        const aprAt = (nominal: number) =>
          representativeExample({
            ...money,
            ...when,
            pricing: { nominalAnnualRatePercent: nominal },
          }).aprPercent;
        expect(aprAt(rate + more)).toBeGreaterThanOrEqual(aprAt(rate));
      }),
    );
  });
});

describe('annual percentage rate, for any repayments', () => {
  const repayments = fc.array(
    fc.record({
      amount: fc.double({ min: 0, max: 1e6, noNaN: true }),
      years: fc.double({ min: 1 / 365, max: 30, noNaN: true }),
    }),
    { minLength: 1, maxLength: 24 },
  );

  test('discounting the repayments at the APR gives back the drawdown', () => {
    fc.assert(
      fc.property(
        repayments.filter((list) => list.some((each) => each.amount >= 1)),
        // A loan lends at most what it gets back (an APR of 0 % or more) and at least 1 %.
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (list, share) => {
          const drawdown = list.reduce((sum, each) => sum + each.amount, 0) * share;
          const x = annualPercentageRate(drawdown, list);
          // 100 back a day after 1 lent is 100^365: past a double's range, reported as Infinity.
          fc.pre(Number.isFinite(x));
          const presentValue = list.reduce(
            (sum, each) => sum + each.amount * Math.exp(-Math.log1p(x) * each.years),
            0,
          );
          expect(Math.abs(presentValue - drawdown) / drawdown).toBeLessThan(1e-9);
        },
      ),
    );
  });

  test('paying back more never lowers it', () => {
    fc.assert(
      fc.property(
        repayments.filter((list) => list.some((each) => each.amount >= 1)),
        fc.nat({ max: 23 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (list, at, extra) => {
          const drawdown = list.reduce((sum, each) => sum + each.amount, 0) / 2;
          const index = at % list.length;
          const more = list.map((each, i) =>
            i === index ? { ...each, amount: each.amount + extra } : each,
          );
          expect(annualPercentageRate(drawdown, more)).toBeGreaterThanOrEqual(
            annualPercentageRate(drawdown, list) - 1e-12,
          );
        },
      ),
    );
  });
});
