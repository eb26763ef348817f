import { instalmentTerms, type Offer } from '@lf/contract';
import { parseWholeNumber } from '../validation';

/** What is wrong with a lowered amount or term as typed; each has its message. */
export type LoweredProblem =
  'amountEmpty' | 'amountFormat' | 'amountRange' | 'periodEmpty' | 'periodFormat' | 'periodRange';

export interface LoweredValues {
  amount: string;
  period: string;
}

export type LoweredCheck =
  | { ok: true; amount: number; period: number }
  | { ok: false; problems: Partial<Record<keyof LoweredValues, LoweredProblem>> };

function checkOne(
  typed: string,
  min: number,
  max: number,
  field: 'amount' | 'period',
): number | LoweredProblem {
  if (typed.trim() === '') return `${field}Empty`;
  // A whole number below zero is one out of range, not one of the wrong form.
  const below = /^\s*[-\u2212]/.exec(typed);
  const value = parseWholeNumber(below ? typed.slice(below[0].length) : typed);
  if (value === null) return `${field}Format`;
  if (below || value < min || value > max) return `${field}Range`;
  return value;
}

/**
 * A Provident loan lowered within its offer, as typed: whole numbers, from the offer's minimums
 * up to what it offers (the sandbox checks the same, decision record 0012).
 */
export function checkLoweredLoan(
  offer: Pick<Offer, 'amount' | 'period'> & { adjustable: NonNullable<Offer['adjustable']> },
  values: LoweredValues,
): LoweredCheck {
  const amount = checkOne(values.amount, offer.adjustable.minAmount, offer.amount, 'amount');
  const period = checkOne(values.period, offer.adjustable.minPeriod, offer.period, 'period');
  if (typeof amount === 'number' && typeof period === 'number') return { ok: true, amount, period };
  return {
    ok: false,
    problems: {
      ...(typeof amount === 'string' ? { amount } : {}),
      ...(typeof period === 'string' ? { period } : {}),
    },
  };
}

/**
 * The offer as lowered to `loan`: its amount and term, with the payments the lender computes for
 * them (`instalmentTerms`); the offer itself when nothing is lowered.
 */
export function loweredOffer(offer: Offer, loan: { amount: number; period: number }): Offer {
  if (loan.amount === offer.amount && loan.period === offer.period) return offer;
  return {
    ...offer,
    amount: loan.amount,
    period: loan.period,
    ...instalmentTerms(loan.amount, offer.apr, loan.period, offer.currency),
  };
}

const SERVER_PROBLEMS: Record<'amount' | 'period', Partial<Record<string, LoweredProblem>>> = {
  amount: { too_small: 'amountRange', too_large: 'amountRange', invalid_format: 'amountFormat' },
  period: { too_small: 'periodRange', too_large: 'periodRange', invalid_format: 'periodFormat' },
};

/** The message for a field the server refused (by its code; a format problem otherwise). */
export function serverProblem(
  field: 'amount' | 'period',
  code: string | undefined,
): LoweredProblem {
  return SERVER_PROBLEMS[field][code ?? ''] ?? `${field}Format`;
}
