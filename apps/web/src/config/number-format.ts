import { formatByPattern, numberPatternOf, type NumberPattern } from './number-pattern';

/** What the app writes numbers with: an Intl.NumberFormat, or the build's pattern of one. */
export interface NumberFormatter {
  format(value: number): string;
  /** The fraction digits it writes at most (a currency's minor unit: 2 for euros, 0 for dong). */
  maximumFractionDigits: number;
}

/**
 * Formatters, made once per language and options. Making an Intl.NumberFormat loads the
 * language's number data, the first one of a page ICU's: a slider that made a formatter for
 * every value it shows cost the first page about 80 ms of blocked main thread (Lighthouse, 4x
 * CPU). Where the page gave the build's pattern for a language and options (adoptNumberPatterns), the
 * formatter writes with it, and makes its Intl.NumberFormat only for a number the pattern does not
 * hold (decision 0034).
 */
const formatters = new Map<string, NumberFormatter>();
const intlFormats = new Map<string, Intl.NumberFormat>();
const patterns = new Map<string, NumberPattern>();

const keyOf = (locale: string, options: Intl.NumberFormatOptions) =>
  `${locale} ${JSON.stringify(options)}`;

function intlFormat(key: string, locale: string, options: Intl.NumberFormatOptions) {
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormatter {
  const key = keyOf(locale, options);
  let formatter = formatters.get(key);
  if (formatter) return formatter;
  const pattern = patterns.get(key);
  formatter = pattern
    ? {
        format: (value) =>
          formatByPattern(pattern, value) ?? intlFormat(key, locale, options).format(value),
        maximumFractionDigits: pattern.maximumFractionDigits,
      }
    : {
        format: (value) => intlFormat(key, locale, options).format(value),
        maximumFractionDigits:
          intlFormat(key, locale, options).resolvedOptions().maximumFractionDigits ?? 0,
      };
  formatters.set(key, formatter);
  return formatter;
}

/** The build's patterns, by the key `numberPatternsMade` gave them: formatters made later use them. */
export function adoptNumberPatterns(given: Readonly<Record<string, NumberPattern>>): void {
  for (const [key, pattern] of Object.entries(given)) patterns.set(key, pattern);
}

/**
 * The patterns of every Intl.NumberFormat made since the last call, by key, and forgets them: the
 * prerender takes those of each brand's first page (scripts/prerender.ts).
 */
export function numberPatternsMade(): Record<string, NumberPattern> {
  const made: Record<string, NumberPattern> = {};
  for (const [key, format] of intlFormats) {
    const pattern = numberPatternOf(format);
    if (pattern) made[key] = pattern;
  }
  intlFormats.clear();
  formatters.clear();
  return made;
}
