import { describe, expect, test } from 'vitest';
import { creditCost, formatApr, formatOfferMoney, isCurrency, paymentCount } from './offer-format';

/** Intl writes a narrow or normal no-break space before some symbols: compare them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('offer figures', () => {
  test('money in the offer’s currency, as the language writes it, cents only when there are some', () => {
    expect(spaced(formatOfferMoney(500, 'EUR', 'es'))).toBe('500 €');
    expect(spaced(formatOfferMoney(172.25, 'EUR', 'es'))).toBe('172,25 €');
    expect(spaced(formatOfferMoney(1200, 'PLN', 'pl'))).toBe('1200 zł');
    expect(formatOfferMoney(172.25, 'EUR', 'en')).toBe('€172.25');
    expect(spaced(formatOfferMoney(2_000_000, 'VND', 'vn'))).toBe('2.000.000 ₫');
    // Romanian money in lei, as spec section 9 says (issue 38).
    expect(spaced(formatOfferMoney(1500, 'RON', 'ro'))).toBe('1.500 lei');
    expect(spaced(formatOfferMoney(172.25, 'RON', 'ro'))).toBe('172,25 lei');
  });

  test('the APR as a percentage in the language’s own way', () => {
    expect(spaced(formatApr(21.9, 'es'))).toBe('21,9 %');
    expect(formatApr(21.9, 'en')).toBe('21.9%');
    expect(spaced(formatApr(16.95, 'de'))).toBe('16,95 %');
  });

  test('knows a currency from three capital letters Intl accepts', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('12$')).toBe(false);
  });

  test('one payment a month; the cost of credit is what is repaid beyond the amount', () => {
    expect(paymentCount({ period: 3, periodScale: 'months' })).toBe(3);
    expect(paymentCount({ period: 61, periodScale: 'days' })).toBe(2);
    expect(paymentCount({ period: 10, periodScale: 'days' })).toBe(1);
    expect(creditCost({ amount: 500, totalCost: 516.75 })).toBe(16.75);
  });
});
