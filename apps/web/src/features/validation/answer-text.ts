import { normalizeDigits } from './normalize-digits';

/**
 * How typed answers are read, apart from the rules that check them: the step form reads amounts
 * and counts as it renders and saves, while the rules (every country's formats and national ids)
 * load only when the applicant first focuses a field or checks the page.
 */

/** The longest text any field keeps (spec section 5). */
export const MAX_TEXT_LENGTH = 250;

/**
 * An amount typed as digits (of any script) with at most two decimals after "." or ",", spaces
 * ignored. Thousands separators are refused: "1.000" could be one or a thousand. Signs,
 * exponents ("1e1") and hexadecimal are refused: `Number()` would read them.
 */
export function parseAmount(text: string): number | null {
  const compact = normalizeDigits(text).replace(/\s+/gu, '');
  return /^[0-9]{1,12}(?:[.,][0-9]{1,2})?$/.test(compact)
    ? Number(compact.replace(',', '.'))
    : null;
}

/**
 * A count such as the number of dependants: ASCII digits only once `normalizeDigits` has read
 * them, surrounding spaces ignored; no sign, decimals, exponent ("1e1") or grouping. Null when
 * it is not such a number or is beyond what a number holds exactly.
 */
export function parseWholeNumber(text: string): number | null {
  const digits = normalizeDigits(text).trim();
  if (!/^[0-9]{1,15}$/.test(digits)) return null;
  return Number(digits);
}
