import type { Offer } from '@lf/contract';

/**
 * An offer as the lead API gives it: Cofidis's 1000 € over 3 months at 21,9 %, where the
 * applicant had asked for 61 days. `partner` and `offerId` name another lender's.
 */
export const sampleOffer = (offerId = 'cofidis-1', partner = 'Cofidis'): Offer => ({
  offerId,
  partner,
  amount: 1000,
  period: 3,
  periodScale: 'months',
  monthlyPayment: 344.49,
  totalCost: 1033.47,
  apr: 21.9,
  currency: 'EUR',
});
