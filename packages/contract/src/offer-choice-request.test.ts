import { describe, expect, test } from 'vitest';
import { OfferChoiceRequestSchema, OfferSchema } from './offer-stage.js';

const id = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('offer choice (IPF)', () => {
  test('takes one offer by its id, or declines them all without naming one', () => {
    expect(OfferChoiceRequestSchema.safeParse({ id, offerId: 'ipf-2' }).success).toBe(true);
    expect(
      OfferChoiceRequestSchema.safeParse({ id, offerId: 'ipf-2', decision: 'accept' }).success,
    ).toBe(true);
    expect(OfferChoiceRequestSchema.safeParse({ id, decision: 'decline' }).success).toBe(true);
  });

  test('refuses an acceptance without an offer, and a decline that names one', () => {
    expect(OfferChoiceRequestSchema.safeParse({ id }).success).toBe(false);
    expect(OfferChoiceRequestSchema.safeParse({ id, decision: 'accept' }).success).toBe(false);
    expect(
      OfferChoiceRequestSchema.safeParse({ id, offerId: 'ipf-1', decision: 'decline' }).success,
    ).toBe(false);
  });

  test('an offer may say how far it can be lowered', () => {
    const offer = {
      offerId: 'provident-1',
      partner: 'Provident',
      amount: 500,
      period: 3,
      periodScale: 'months',
      monthlyPayment: 180.5,
      totalCost: 541.5,
      apr: 45.9,
      currency: 'EUR',
    };
    expect(OfferSchema.safeParse(offer).success).toBe(true);
    expect(
      OfferSchema.safeParse({ ...offer, adjustable: { minAmount: 100, minPeriod: 1 } }).success,
    ).toBe(true);
    expect(
      OfferSchema.safeParse({ ...offer, adjustable: { minAmount: 100, minPeriod: 1.5 } }).success,
    ).toBe(false);
  });
});
