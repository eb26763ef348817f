import type { Locale } from './brand-config-schema';
import { LocaleTags } from './locale-tags';
import { numberFormat } from './number-format';

/**
 * How money in a currency is written: Intl's symbol, except where that is the ISO code and the
 * spec names a symbol (section 9, "lei"): CLDR's narrow symbol writes "1.000 lei", "lei 1,000"
 * (decision 0041). Other currencies keep their options, and the build's number patterns.
 */
export function currencyOptions(currency: string): Intl.NumberFormatOptions {
  return currency === 'RON'
    ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
    : { style: 'currency', currency };
}

/** An amount to borrow, in whole units: "1000 €", "5.000.000 ₫", "1.000 lei". */
export function formatMoney(value: number, locale: Locale, currencyCode: string): string {
  return numberFormat(LocaleTags[locale], {
    ...currencyOptions(currencyCode),
    maximumFractionDigits: 0,
  }).format(value);
}

/** A sum to pay, to the currency's minor unit: "1048,26 €", "5.350.685 ₫". */
export function formatMoneyDue(value: number, locale: Locale, currencyCode: string): string {
  return numberFormat(LocaleTags[locale], currencyOptions(currencyCode)).format(value);
}

/** How many decimals the currency's sums have, as Intl writes them: 2 for euros, 0 for dong. */
export function currencyDigits(currencyCode: string): number {
  return numberFormat('en', { style: 'currency', currency: currencyCode }).maximumFractionDigits;
}

/** A rate in percent (19.9 for 19.9 %), with `decimals` shown: "19,9 %", "19.9%". */
export function formatPercent(
  percent: number,
  locale: Locale,
  decimals: { min: number; max: number },
): string {
  return numberFormat(LocaleTags[locale], {
    style: 'percent',
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
  }).format(percent / 100);
}

/**
 * Makes the formatter the loan controls and the loan summary use before they are drawn. Without
 * the build's pattern for it (a language the build did not render the first page in), it makes a
 * page's first Intl.NumberFormat, which loads ICU's number data: 125–260 ms at 4x CPU, which
 * start-up runs as a task of its own rather than inside the first page's render.
 */
export function prepareMoneyFormat(locale: Locale, currencyCode: string): void {
  formatMoney(0, locale, currencyCode);
}

/**
 * Makes the formatters the representative example uses (its sums to the minor unit, its rates),
 * so that the build records their patterns with the first page: the v3 first page draws the
 * example once it runs, not in the HTML, and must not load ICU's number data for it.
 */
export function prepareCostExampleFormats(locale: Locale, currencyCode: string): void {
  currencyDigits(currencyCode);
  formatMoneyDue(0, locale, currencyCode);
  formatPercent(0, locale, { min: 1, max: 1 });
  formatPercent(0, locale, { min: 1, max: 2 });
}

/**
 * How a locale writes a number's parts: the grouping sign (a space for Polish), the decimal
 * sign, and from how many digits it groups (Spanish writes 1500 but 15.000). Read from the
 * locale's own formatter (the build's pattern where it has one, so no ICU load).
 */
export interface NumberMarks {
  group: string;
  decimal: string;
  minimumGroupingDigits: 1 | 2;
}

const marksByLocale = new Map<Locale, NumberMarks>();

export function numberMarks(locale: Locale): NumberMarks {
  const known = marksByLocale.get(locale);
  if (known) return known;
  const format = numberFormat(LocaleTags[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const [, group = ',', decimal = '.'] =
    /^1(\D*)234(?:\D*)567(\D+)5$/.exec(format.format(1_234_567.5)) ?? [];
  const marks: NumberMarks = {
    group,
    decimal,
    minimumGroupingDigits: /^1\d{3}\D/.test(format.format(1234.5)) ? 2 : 1,
  };
  marksByLocale.set(locale, marks);
  return marks;
}
