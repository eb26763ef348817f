import { yieldToMain } from './yield-to-main';

/**
 * Loads ICU's data for a language in two short tasks, ahead of the first `Intl` format a page
 * makes. The first format of a page (a number, a date, a time zone) loads that data in one task:
 * 43–55 ms at 4x CPU, over Lighthouse's 50 ms. Parted, a locale's likely subtags (about 14 ms),
 * then the collation's locales (about 30), leave the format itself about 10 (decision 0034,
 * addendum of 2026-11-30, evening). An odd tag is no failure: the format then loads what it
 * needs itself, as without this.
 */
export async function loadIntlData(locale: string): Promise<void> {
  const parts = [
    () => new Intl.Locale(locale).maximize(),
    () => Intl.Collator.supportedLocalesOf([locale]),
  ];
  for (const part of parts) {
    try {
      part();
    } catch {
      // RangeError for a tag ICU cannot read.
    }
    await yieldToMain();
  }
}
