import type { Offer } from '@lf/contract';
import type { Locale } from '../../config/brand-config-schema';
import { LocaleTags } from '../../config/locale-tags';
import { currencyOptions } from '../../config/format-money';
import { numberFormat } from '../../config/number-format';

/**
 * An offer's figures as the applicant's language writes them (Intl): money in the offer's
 * currency, whole amounts without cents ("500 €", "172,25 €"), the APR as a percentage.
 */

/** Whether Intl knows `code` as a currency (an answer could carry anything three letters long). */
export function isCurrency(code: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return /^[A-Z]{3}$/.test(code);
  } catch {
    return false;
  }
}

export function formatOfferMoney(value: number, currency: string, locale: Locale): string {
  return numberFormat(LocaleTags[locale], {
    ...currencyOptions(currency),
    ...(Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(value);
}

/** `apr` is in per cent (21.9 → "21,9 %" in Spanish, "21.9%" in English). */
export function formatApr(apr: number, locale: Locale): string {
  return numberFormat(LocaleTags[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(apr / 100);
}

/** The number of payments an offer is repaid in: one a month (at least one). */
export function paymentCount(offer: Pick<Offer, 'period' | 'periodScale'>): number {
  return offer.periodScale === 'months' ? offer.period : Math.max(1, Math.round(offer.period / 30));
}

/** The cost of the credit: what is repaid beyond the amount lent. */
export function creditCost(offer: Pick<Offer, 'amount' | 'totalCost'>): number {
  return Math.max(0, Math.round((offer.totalCost - offer.amount) * 100) / 100);
}
