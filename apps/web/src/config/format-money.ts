import type { Locale } from './brand-config-schema';
import { LocaleTags } from './locale-tags';

export function formatMoney(value: number, locale: Locale, currencyCode: string): string {
  return new Intl.NumberFormat(LocaleTags[locale], {
    style: 'currency',
    currency: currencyCode,
    maximumFractionDigits: 0,
  }).format(value);
}
