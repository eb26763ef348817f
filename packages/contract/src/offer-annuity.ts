/**
 * The sums of an instalment offer (decision record 0012): equal monthly payments (an annuity) at
 * the offer's APR, rounded to the currency's smallest unit. The sandbox makes its offers with
 * these; the Provident page shows with them what a smaller amount or a shorter term would cost
 * before the applicant sends it, so the two never disagree.
 *
 * The APR is an effective annual rate, as European lenders must state it (TAE, RRSO, DAE,
 * effektiver Jahreszins): the monthly rate is the one that compounds to it over twelve months.
 */

/** Digits after the decimal point a currency uses (2 for EUR, 0 for VND), as Intl knows them. */
export function currencyDigits(currency: string): number {
  const { maximumFractionDigits } = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
  }).resolvedOptions();
  return maximumFractionDigits ?? 2;
}

/** `value` rounded to the currency's smallest unit (half away from zero, as cents are). */
export function roundMoney(value: number, currency: string): number {
  const scale = 10 ** currencyDigits(currency);
  return Math.round(value * scale) / scale;
}

/** `value` rounded up to the currency's smallest unit (a float's last-digit noise ignored). */
function roundMoneyUp(value: number, currency: string): number {
  const scale = 10 ** currencyDigits(currency);
  return Math.ceil(value * scale - 1e-6) / scale;
}

/** The monthly rate that compounds to `apr` (in per cent) over a year. */
export function monthlyRate(apr: number): number {
  return (1 + apr / 100) ** (1 / 12) - 1;
}

export interface InstalmentTerms {
  /** Each of the `months` equal payments. */
  monthlyPayment: number;
  /** Everything the applicant pays back: the payments added up. */
  totalCost: number;
}

/**
 * The payment that repays `amount` in `months` equal monthly payments at `apr`, and their total.
 * The payment is rounded up to the currency's smallest unit, so the payments always repay the
 * loan; the total is that payment times the months, so the figures an applicant sees add up.
 */
export function instalmentTerms(
  amount: number,
  apr: number,
  months: number,
  currency: string,
): InstalmentTerms {
  if (!(amount > 0) || !Number.isInteger(months) || months < 1 || !(apr >= 0)) {
    throw new RangeError('An instalment loan needs an amount, a whole number of months and an APR');
  }
  const rate = monthlyRate(apr);
  const exact = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
  const monthlyPayment = roundMoneyUp(exact, currency);
  return { monthlyPayment, totalCost: roundMoney(monthlyPayment * months, currency) };
}
