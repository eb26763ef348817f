import { describe, expect, test } from 'vitest';
import { instalmentTerms, type Offer } from '@lf/contract';
import { checkLoweredLoan, loweredOffer, serverProblem } from './lowered-loan';

const offer = { amount: 500, period: 3, adjustable: { minAmount: 100, minPeriod: 1 } };

describe('a lowered Provident loan', () => {
  test('takes the offer as it is, or any whole amount and term within it', () => {
    expect(checkLoweredLoan(offer, { amount: '500', period: '3' })).toEqual({
      ok: true,
      amount: 500,
      period: 3,
    });
    expect(checkLoweredLoan(offer, { amount: ' 100 ', period: '1' })).toEqual({
      ok: true,
      amount: 100,
      period: 1,
    });
  });

  test('names what to fix in each field: empty, not a whole number, out of the offer', () => {
    expect(checkLoweredLoan(offer, { amount: '', period: '' })).toEqual({
      ok: false,
      problems: { amount: 'amountEmpty', period: 'periodEmpty' },
    });
    expect(checkLoweredLoan(offer, { amount: '250,50', period: 'two' })).toEqual({
      ok: false,
      problems: { amount: 'amountFormat', period: 'periodFormat' },
    });
    expect(checkLoweredLoan(offer, { amount: '600', period: '0' })).toEqual({
      ok: false,
      problems: { amount: 'amountRange', period: 'periodRange' },
    });
    // A whole number below zero is out of range, not of the wrong form (walker w4: "-1000" was
    // told to be written as a whole number, without cents).
    expect(checkLoweredLoan(offer, { amount: '-1000', period: '−2' })).toEqual({
      ok: false,
      problems: { amount: 'amountRange', period: 'periodRange' },
    });
    expect(checkLoweredLoan(offer, { amount: '-10,5', period: '-' })).toEqual({
      ok: false,
      problems: { amount: 'amountFormat', period: 'periodFormat' },
    });
    expect(checkLoweredLoan(offer, { amount: '99', period: '2' })).toEqual({
      ok: false,
      problems: { amount: 'amountRange' },
    });
  });

  test('reads the server’s refusal of a field as the same messages', () => {
    expect(serverProblem('amount', 'too_large')).toBe('amountRange');
    expect(serverProblem('period', 'too_small')).toBe('periodRange');
    expect(serverProblem('amount', 'invalid_format')).toBe('amountFormat');
    expect(serverProblem('period', undefined)).toBe('periodFormat');
  });
});

describe('the offer as lowered', () => {
  const provident: Offer = {
    offerId: 'provident-1',
    partner: 'Provident',
    amount: 500,
    period: 3,
    periodScale: 'months',
    ...instalmentTerms(500, 59.9, 3, 'PLN'),
    apr: 59.9,
    currency: 'PLN',
    adjustable: { minAmount: 100, minPeriod: 1 },
  };

  test('is the offer itself when nothing is lowered', () => {
    expect(loweredOffer(provident, { amount: 500, period: 3 })).toBe(provident);
  });

  test('takes the lowered amount and term, with the payments the lender computes for them', () => {
    const lowered = loweredOffer(provident, { amount: 300, period: 2 });
    expect(lowered).toEqual({
      ...provident,
      amount: 300,
      period: 2,
      ...instalmentTerms(300, 59.9, 2, 'PLN'),
    });
    expect(lowered.monthlyPayment).toBeLessThan(provident.monthlyPayment);
  });
});
