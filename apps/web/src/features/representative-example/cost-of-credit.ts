/**
 * What a loan costs, as its representative example states it (decision 0018): the repayments,
 * the total amount payable, the total cost of the credit and the annual percentage rate of
 * charge of the Consumer Credit Directive (2008/48/EC, Annex I). Plain functions, no React.
 */
import type { Pricing } from '../../config/brand-config-schema';

/** A payment by the consumer, `years` after the drawdown (Annex I: a year is 365 days or 12 months). */
export interface Repayment {
  amount: number;
  years: number;
}

/** Days in Annex I's year; the example does not know the dates, so no year is a leap year. */
const DAYS_A_YEAR = 365;

/**
 * Rounds half up (away from zero) to `digits` decimals, on the figures as written: 1.005 gives
 * 1.01, where `Math.round(1.005 * 100) / 100` gives 1 (1.005 is 1.00499… in binary). Fifteen
 * significant figures clear the binary error of the scaling first.
 */
export function roundHalfUp(value: number, digits: number): number {
  const scaled = Math.round(Number((Math.abs(value) * 10 ** digits).toPrecision(15)));
  return scaled === 0 ? 0 : (Math.sign(value) * scaled) / 10 ** digits;
}

/**
 * The APR as a fraction (0.1296… for 12.96 %), unrounded: the rate X that equates the drawdown
 * with the present value of the repayments, Σ D·(1+X)^(−s) = C (Annex I, part I, one drawdown at
 * t = 0). Solved by bisection on ln(1+X): the present value falls as X grows, so the root is
 * unique and bisection cannot miss it, however short the term or large the rate (a rate past
 * a double's range, 100 back a day after 1 lent, is Infinity).
 */
export function annualPercentageRate(drawdown: number, repayments: readonly Repayment[]): number {
  if (repayments.some((each) => !(each.amount >= 0) || !(each.years > 0))) {
    throw new RangeError('Repayments must be non-negative and after the drawdown');
  }
  // Nothing paid adds nothing (and 0 × an overflowed discount factor would be NaN).
  const paid = repayments.filter((each) => each.amount > 0);
  if (!(drawdown > 0) || paid.length === 0) {
    throw new RangeError('An APR needs a positive drawdown and a repayment');
  }
  // f(y) = present value at 1 + X = e^y, less the drawdown: decreasing in y.
  const excess = (y: number) =>
    paid.reduce((sum, each) => sum + each.amount * Math.exp(-y * each.years), 0) - drawdown;
  let low = -1;
  let high = 1;
  for (let tries = 0; excess(low) < 0 && tries < 60; tries += 1) low *= 2;
  for (let tries = 0; excess(high) > 0 && tries < 60; tries += 1) high *= 2;
  // Halving an interval of at most 2^61 reaches a double's precision in well under 200 steps.
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return Math.expm1((low + high) / 2);
}

/** The APR in percent as Annex I (remark d) states it: one decimal, half up. */
export function aprPercent(drawdown: number, repayments: readonly Repayment[]): number {
  return roundHalfUp(annualPercentageRate(drawdown, repayments) * 100, 1);
}

export interface RepresentativeExample {
  /** One repayment at the end of a term in days; instalments each month for a term in months. */
  repayment: 'single' | 'monthly';
  /** Each monthly instalment (the last absorbs the rounding), or the single repayment. */
  instalment: number;
  /** Every payment the consumer makes, in order, with its time after the drawdown. */
  schedule: Repayment[];
  interest: number;
  fees: number;
  /** The total amount payable: the amount borrowed and the total cost of the credit. */
  totalRepayable: number;
  /** Interest and fees: what the credit costs beyond the amount borrowed. */
  totalCost: number;
  /** In percent, one decimal, half up (Annex I). */
  aprPercent: number;
  /** The brand's nominal rate in percent, when it gives one. */
  nominalRatePercent?: number;
}

export interface LoanTerms {
  amount: number;
  period: number;
  periodScale: 'days' | 'months';
  pricing: Pricing;
  /** The currency's decimals (2 for euros, 0 for dong): every sum is rounded to them, half up. */
  currencyDigits: number;
}

/**
 * Splits `total` (itself rounded to `digits`) into `count` shares: equal shares rounded down to
 * `digits`, and the last takes what is left, so no share is negative and they add up to `total`.
 */
function shares(total: number, count: number, digits: number): number[] {
  const scale = 10 ** digits;
  const each = Math.floor(Number(((total / count) * scale).toPrecision(15))) / scale;
  const last = roundHalfUp(total - each * (count - 1), digits);
  return [...Array<number>(count - 1).fill(each), last];
}

/**
 * The representative example for an amount and a term (Annex I, part II: drawn down at once and
 * in full, repaid on time, the rate and fees fixed for the term):
 * - a term in days is repaid at its end in one payment, with simple interest on a 365-day year;
 * - a term in months is repaid in equal monthly instalments (an annuity at a twelfth of the
 *   nominal rate), each rounded; the last pays what is left, so nothing is lost to rounding;
 * - the origination fee is paid with the repayments: spread evenly over the instalments, or
 *   added to the single repayment.
 * The APR comes from the payments as rounded, as the consumer would pay them.
 */
export function representativeExample({
  amount,
  period,
  periodScale,
  pricing,
  currencyDigits: digits,
}: LoanTerms): RepresentativeExample {
  if (!(amount > 0) || !(period >= 1) || !Number.isInteger(period)) {
    throw new RangeError('A representative example needs a positive amount and a whole term');
  }
  const rate = (pricing.nominalAnnualRatePercent ?? 0) / 100;
  const fee = pricing.originationFee;
  const fees = roundHalfUp((fee?.fixed ?? 0) + (amount * (fee?.percent ?? 0)) / 100, digits);

  let schedule: Repayment[];
  let interest: number;
  if (periodScale === 'days') {
    interest = roundHalfUp((amount * rate * period) / DAYS_A_YEAR, digits);
    schedule = [
      { amount: roundHalfUp(amount + interest + fees, digits), years: period / DAYS_A_YEAR },
    ];
  } else {
    const monthly = rate / 12;
    const annuity =
      monthly === 0
        ? amount / period
        : (amount * monthly) / -Math.expm1(-period * Math.log1p(monthly));
    const instalment = roundHalfUp(annuity, digits);
    const feeShares = shares(fees, period, digits);
    let balance = amount;
    interest = 0;
    schedule = feeShares.map((feeShare, index) => {
      const due = roundHalfUp(balance * monthly, digits);
      const principal = index === period - 1 ? balance : Math.min(balance, instalment - due);
      balance = roundHalfUp(balance - principal, digits);
      interest = roundHalfUp(interest + due, digits);
      return { amount: roundHalfUp(principal + due + feeShare, digits), years: (index + 1) / 12 };
    });
  }
  const totalRepayable = roundHalfUp(
    schedule.reduce((sum, each) => sum + each.amount, 0),
    digits,
  );
  return {
    repayment: periodScale === 'days' ? 'single' : 'monthly',
    instalment: schedule[0]?.amount ?? 0,
    schedule,
    interest,
    fees,
    totalRepayable,
    totalCost: roundHalfUp(totalRepayable - amount, digits),
    aprPercent: aprPercent(amount, schedule),
    ...(pricing.nominalAnnualRatePercent === undefined
      ? {}
      : { nominalRatePercent: pricing.nominalAnnualRatePercent }),
  };
}
