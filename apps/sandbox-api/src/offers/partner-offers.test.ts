import { ApplicationState, OffersAnswerSchema, instalmentTerms } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { findPartner } from '../partners/partner-catalogue';
import {
  OfferStates,
  PartnerTermsByState,
  adjustmentErrors,
  isOfferState,
  monthsFor,
  partnerOffers,
  smallerAmount,
} from './partner-offers';

const asked = { amount: 500, period: 61 };

describe('partner offers', () => {
  test('a loan asked for over 61 days is offered over 3 months, 31 days over 2, never under 1', () => {
    expect(monthsFor(61)).toBe(3);
    expect(monthsFor(90)).toBe(3);
    expect(monthsFor(31)).toBe(2);
    expect(monthsFor(1)).toBe(1);
  });

  test('a smaller amount is cut at its own scale and never under the product’s minimum', () => {
    expect(smallerAmount(500, 0.6, 100)).toBe(300);
    expect(smallerAmount(2_000_000, 0.6, 100_000)).toBe(1_200_000);
    expect(smallerAmount(150, 0.6, 100)).toBe(100);
  });

  test.each(OfferStates)('state %i: its partner is the catalogue’s, by name', (state) => {
    const terms = PartnerTermsByState[state];
    expect(findPartner(terms.partnerSlug)?.name).toBe(terms.partner);
  });

  test.each(OfferStates)(
    'state %i: offers that keep to the contract, the same each time',
    (state) => {
      const input = { state, product: 'default-es', data: asked };
      const offers = partnerOffers(input);
      expect(OffersAnswerSchema.safeParse({ offers }).success).toBe(true);
      expect(partnerOffers(input)).toEqual(offers);
      expect(new Set(offers.map((offer) => offer.offerId)).size).toBe(offers.length);
      for (const offer of offers) {
        expect(offer).toMatchObject(
          instalmentTerms(offer.amount, offer.apr, offer.period, offer.currency),
        );
      }
    },
  );

  test('Cofidis offers the amount asked for, over the months of the period, in the brand’s currency', () => {
    const [offer, ...others] = partnerOffers({
      state: ApplicationState.COFIDIS_OFFER,
      product: 'default-es',
      data: asked,
    });
    expect(others).toEqual([]);
    expect(offer).toEqual({
      offerId: 'cofidis-1',
      partner: 'Cofidis',
      amount: 500,
      period: 3,
      periodScale: 'months',
      monthlyPayment: 172.25,
      totalCost: 516.75,
      apr: 21.9,
      currency: 'EUR',
    });
  });

  test('IPF offers three plans: the amount, the same over twice the term, and a smaller amount', () => {
    const offers = partnerOffers({
      state: ApplicationState.IPFD_OFFER_CHOICE,
      product: 'pozyczka-plus-pl',
      data: { amount: 2000, period: 90 },
    });
    expect(
      offers.map(({ offerId, amount, period, currency }) => [offerId, amount, period, currency]),
    ).toEqual([
      ['ipf-1', 2000, 3, 'PLN'],
      ['ipf-2', 2000, 6, 'PLN'],
      ['ipf-3', 1200, 3, 'PLN'],
    ]);
    const [short, long] = offers;
    expect(long?.monthlyPayment).toBeLessThan(short?.monthlyPayment ?? 0);
  });

  test('IPF leaves out the smaller plan when the amount is already the smallest', () => {
    const offers = partnerOffers({
      state: ApplicationState.IPFD_OFFER_CHOICE,
      product: 'default-es',
      data: { amount: 100, period: 61 },
    });
    expect(offers.map((offer) => offer.offerId)).toEqual(['ipf-1', 'ipf-2']);
  });

  test('an unknown product gets euros, and a lead without a loan the spec’s defaults', () => {
    const [offer] = partnerOffers({
      state: ApplicationState.INSTABANK_OFFER,
      product: 'application-frontend',
      data: {},
    });
    expect(offer).toMatchObject({ currency: 'EUR', amount: 1000, period: 2 });
  });

  test('only Provident’s offer may be lowered: to the product’s minimum and one month', () => {
    for (const state of OfferStates) {
      const offers = partnerOffers({ state, product: 'lei-rapid-ro', data: asked });
      const adjustable = offers.filter((offer) => offer.adjustable);
      expect(adjustable.length).toBe(state === ApplicationState.PROVIDENT_OFFER ? 1 : 0);
    }
    const [provident] = partnerOffers({
      state: ApplicationState.PROVIDENT_OFFER,
      product: 'lei-rapid-ro',
      data: asked,
    });
    expect(provident?.adjustable).toEqual({ minAmount: 100, minPeriod: 1 });
    expect(provident?.currency).toBe('RON');
  });

  test('a lowered Provident loan is whole, within the offer and above its minimums', () => {
    const [provident] = partnerOffers({
      state: ApplicationState.PROVIDENT_OFFER,
      product: 'default-es',
      data: asked,
    });
    if (!provident?.adjustable) throw new Error('Provident offers an adjustable loan');
    const offer = { ...provident, adjustable: provident.adjustable };
    expect(adjustmentErrors(offer, {})).toEqual([]);
    expect(adjustmentErrors(offer, { amount: 300, period: 2 })).toEqual([]);
    expect(adjustmentErrors(offer, { amount: 500, period: 3 })).toEqual([]);
    expect(adjustmentErrors(offer, { amount: 501, period: 0 })).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_large', limit: 500 }),
      expect.objectContaining({ fieldName: 'period', code: 'too_small', limit: 1 }),
    ]);
    expect(adjustmentErrors(offer, { amount: 99 })).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_small', limit: 100 }),
    ]);
    expect(adjustmentErrors(offer, { amount: 250.5 })).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'invalid_format' }),
    ]);
  });

  test('knows which states are offers', () => {
    expect(isOfferState(ApplicationState.PROFICREDIT_OFFER)).toBe(true);
    expect(isOfferState(ApplicationState.ACCEPTED)).toBe(false);
  });
});
