import type { BrandConfig } from '../../config/brand-config-schema';
import type { NumberMarks } from '../../config/format-money';
import { normalizeDigits } from '@lf/contract';

/**
 * How typed answers are read, apart from the rules that check them: the step form reads amounts
 * and counts as it renders and saves, while the rules (every country's formats and national ids)
 * load only when the applicant first focuses a field or checks the page.
 */

/** The longest text any field keeps (spec section 5). */
export const MAX_TEXT_LENGTH = 250;

/** The brand's currency, as its money fields show it beside the amount. */
export type AmountCurrency = BrandConfig['currency'];

/**
 * How people write a currency besides its sign and code, longest first: "đ", "VNĐ" and "đồng" for
 * the dong (whose sign "₫" few keyboards have), "euros" for the euro, "P" for the Philippine peso
 * ("P25,000": its "₱" is as rare on a keyboard; "Php" is its code).
 */
const WrittenAlso: Readonly<Record<string, readonly string[]>> = {
  VND: ['đồng', 'VNĐ', 'đ'],
  EUR: ['euros', 'euro'],
  PHP: ['P'],
};

const currencyDecimals = new Map<string, number>();

/**
 * How many decimals a currency's sums have (2 for euros, 0 for dong), as Intl writes them; read
 * here, not through config/format-money: this module is in the form's shared file, and importing
 * that one here took it, and the file, into every classic first page (3.8 KB).
 */
function decimalsOf(code: string): number {
  let decimals = currencyDecimals.get(code);
  if (decimals === undefined) {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    currencyDecimals.set(code, decimals);
  }
  return decimals;
}

/**
 * The amount without the brand's currency typed before or after it ("2.450,50 €", "€2450",
 * "4500 PLN", "5.000.000 đ"), once: the field shows that sign beside it, and an applicant may
 * type it all the same. Any other sign, or one inside the number, stays and is refused.
 */
function withoutCurrency(compact: string, currency: AmountCurrency | undefined): string {
  const same = (part: string, mark: string) => part.toUpperCase() === mark.toUpperCase();
  const signs = currency
    ? [currency.symbol, currency.code, ...(WrittenAlso[currency.code] ?? [])]
    : [];
  for (const sign of signs) {
    const mark = normalizeDigits(sign).replace(/\s+/gu, '');
    const end = compact.length - mark.length;
    if (mark === '' || end < 0) continue;
    if (same(compact.slice(0, mark.length), mark)) return compact.slice(mark.length);
    if (same(compact.slice(end), mark)) return compact.slice(0, end);
  }
  return compact;
}

/**
 * An amount typed as digits (of any script) with at most two decimals or a dash for them
 * ("2.500,-"), spaces ignored: plain digits with "." or "," before the decimals, or grouped as
 * the brand's locale writes it (`marks`: "1.500" and "1.500,50" in Spanish, "15,000" in Mexican
 * Spanish, "15.000.000" in Vietnamese), with the brand's `currency` before or after it or not at
 * all. A grouping sign where the locale has none is refused: "1.500" in Mexico could be one or a
 * thousand and a half; "1.500.000" cannot, and is read. Signs, exponents ("1e1") and hexadecimal are refused: `Number()` would
 * read them.
 */
export function parseAmount(
  text: string,
  marks?: NumberMarks,
  currency?: AmountCurrency,
): number | null {
  const amount = readAmount(text, marks, currency);
  return amount && amount.whole.length <= MAX_AMOUNT_DIGITS
    ? Number(`${amount.whole}.${amount.fraction}`)
    : null;
}

/** The most digits an amount has before its decimals: the lead API takes less than 10¹². */
const MAX_AMOUNT_DIGITS = 12;

/**
 * Why `parseAmount` refused `text`: more digits than any amount the lead API takes
 * ("1234567890123") is too long, anything else is not an amount.
 */
export function refusedAmountKey(
  text: string,
  marks?: NumberMarks,
  currency?: AmountCurrency,
): 'validation>amountTooLong' | 'validation>amountFormat' {
  const digits = readAmount(text, marks, currency)?.whole.length ?? 0;
  return digits > MAX_AMOUNT_DIGITS ? 'validation>amountTooLong' : 'validation>amountFormat';
}

/** The digits of an amount before and after its decimal sign, however many; null if not one. */
function readAmount(
  text: string,
  marks: NumberMarks | undefined,
  currency: AmountCurrency | undefined,
): { whole: string; fraction: string } | null {
  const typed = normalizeDigits(text.normalize('NFC')).replace(/\s+/gu, '');
  // Whole units with a dash where the cents would be ("2.500,- €"), as German prices are written.
  const compact = withoutCurrency(typed, currency).replace(/(?<=\d)[.,][-\u2013\u2014]$/u, '');
  // No more decimals than the currency's sums have: two for most, none for the dong.
  const decimals = currency ? Math.min(decimalsOf(currency.code), 2) : 2;
  const fractionOk = (fraction: string | undefined) =>
    fraction === undefined || (decimals > 0 && fraction.length <= decimals);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (plain)
    return fractionOk(plain[2]) ? { whole: plain[1] ?? '', fraction: plain[2] ?? '0' } : null;
  const group = marks?.group.trim();
  if (!marks || !group) return null;
  // Grouped: 1 to 3 digits, then groups of 3, then the decimals. The decimal sign twice and no
  // grouping sign ("3,000,000" where "." groups) can only be grouping with the other sign.
  const [whole = '', written, extra] = (
    compact.split(marks.decimal).length > 2 && !compact.includes(group)
      ? compact.replaceAll(marks.decimal, group)
      : compact
  ).split(marks.decimal);
  if (!fractionOk(written)) return null;
  const fraction = written ?? '0';
  const [head = '', ...groups] = whole.split(group);
  return extra === undefined &&
    groups.length > 0 &&
    /^\d{1,3}$/.test(head) &&
    groups.every((part) => /^\d{3}$/.test(part)) &&
    /^\d{1,2}$/.test(fraction)
    ? { whole: head + groups.join(''), fraction }
    : null;
}

/**
 * An amount as the brand's locale writes it, which `parseAmount` reads back as the same number:
 * grouped from the locale's grouping size, two decimals when it has any ("1500,50", "15.000").
 */
export function amountText(value: number, marks: NumberMarks): string {
  const [integer = '0', fraction] = (
    Number.isInteger(value) ? String(value) : value.toFixed(2)
  ).split('.');
  const groups = integer.length >= 4 + marks.minimumGroupingDigits - 1;
  const whole = groups ? integer.replace(/\B(?=(\d{3})+$)/g, marks.group) : integer;
  return fraction === undefined ? whole : `${whole}${marks.decimal}${fraction}`;
}

/**
 * A whole number as people type it: a count of dependants, a mileage, a lowered amount or term.
 * Digits (any script's, read by `normalizeDigits`), optionally grouped in threes by one kind of
 * space, dot or comma ("85.000", "1 250 000"); surrounding spaces ignored. Null for anything else
 * (a sign, a decimal, an exponent, "1.000,5") or a number beyond what a number holds exactly.
 */
export function parseWholeNumber(text: string): number | null {
  const typed = normalizeDigits(text)
    .trim()
    .replace(/[\u00a0\u202f]/g, ' ');
  const grouped = /^\d{1,3}([ .,]\d{3})+$/.test(typed) && new Set(typed.match(/[ .,]/g)).size === 1;
  const digits = grouped ? typed.replace(/[ .,]/g, '') : typed;
  if (!/^[0-9]{1,15}$/.test(digits)) return null;
  return Number(digits);
}
