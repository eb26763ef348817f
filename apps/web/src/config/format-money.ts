import type { Locale } from './brand-config-schema';
import { LocaleTags } from './locale-tags';
import { numberFormat } from './number-format';

export function formatMoney(value: number, locale: Locale, currencyCode: string): string {
  return numberFormat(LocaleTags[locale], {
    style: 'currency',
    currency: currencyCode,
    maximumFractionDigits: 0,
  }).format(value);
}
