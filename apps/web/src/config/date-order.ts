import type { Locale } from './brand-config-schema';

export type DatePartName = 'day' | 'month' | 'year';

const DAY_FIRST: readonly DatePartName[] = ['day', 'month', 'year'];
const MONTH_FIRST: readonly DatePartName[] = ['month', 'day', 'year'];

/** The languages that write the month first: the Philippines' English (en-PH). */
const MonthFirstLocales: ReadonlySet<Locale> = new Set(['ph']);

/**
 * The order a language writes a date's parts in, as Intl's date format of its tag does
 * (`date-order.test.ts` holds every locale to it). A table rather than Intl: Intl's date data
 * loads on its first use, which would fall on the first page with a date.
 */
export function dateOrderOf(locale: Locale): readonly DatePartName[] {
  return MonthFirstLocales.has(locale) ? MONTH_FIRST : DAY_FIRST;
}
