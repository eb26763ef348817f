import * as z from 'zod/mini';

/**
 * How one Intl.NumberFormat writes a number, as plain data the build takes from Node's Intl: the
 * first page formats its sums with it instead of making an Intl.NumberFormat, whose first making
 * loads the number data of ICU, 125–260 ms at 4x CPU in one task (decision 0034). Only the
 * plainest shapes: text before and after, one grouping separator every three digits, one decimal
 * separator, halfExpand rounding; anything else has no pattern and Intl writes it. Made when first
 * used: the first page's code is evaluated in one task (decision 0034).
 */
export const NumberPatternSchema = z.lazy(() =>
  z.object({
    /** What comes before the digits ("€", "EUR "), and after them (" €", " %"). */
    prefix: z.string(),
    suffix: z.string(),
    group: z.string(),
    decimal: z.string(),
    /** 2 where four digits stay together ("1000 €" but "10.000 €"), else 1. */
    minimumGroupingDigits: z.union([z.literal(1), z.literal(2)]),
    minimumFractionDigits: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
    maximumFractionDigits: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
    /** 2 for a percent (0.199 is written 19.9), else 0. */
    scale: z.union([z.literal(0), z.literal(2)]),
  }),
);
export type NumberPattern = z.infer<typeof NumberPatternSchema>;

/** Numbers a pattern is checked against before it is given out: each written as Intl writes it. */
const CHECKED_VALUES = [
  0, 0.5, 1, 5.005, 12.345, 999.995, 1000, 1234.5, 9999.99, 10000, 12345.678, 100000, 1048.26,
  999999.5, 1234567.891, 50000000, 0.199, 0.0725,
];

/**
 * The pattern of `format`, checked to write every value of a sample exactly as it does;
 * undefined where its shape is not one a pattern holds (a compact or an Indian grouping).
 */
export function numberPatternOf(format: Intl.NumberFormat): NumberPattern | undefined {
  const options = format.resolvedOptions();
  const scale = options.style === 'percent' ? 2 : 0;
  const parts = format.formatToParts(scale === 2 ? 12345.678 : 1234567.891);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => ['integer', 'fraction'].includes(part.type));
  if (first < 0) return undefined;
  const digits = parts.slice(first, last + 1);
  if (digits.some((part) => !['integer', 'group', 'decimal', 'fraction'].includes(part.type)))
    return undefined;
  const text = (type: string) => digits.find((part) => part.type === type)?.value ?? '';
  const grouped = (value: number) =>
    format.formatToParts(value / 10 ** scale).some((part) => part.type === 'group');
  const pattern: NumberPattern = {
    prefix: parts
      .slice(0, first)
      .map((part) => part.value)
      .join(''),
    suffix: parts
      .slice(last + 1)
      .map((part) => part.value)
      .join(''),
    group: text('group'),
    decimal: text('decimal') || '.',
    minimumGroupingDigits: grouped(1000) ? 1 : 2,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? 0,
    scale,
  };
  const agrees = CHECKED_VALUES.every(
    (value) => formatByPattern(pattern, value) === format.format(value),
  );
  return agrees ? pattern : undefined;
}

/**
 * `value` written by `pattern`, rounded as Intl rounds (halfExpand on the number's shortest
 * decimal form, so 1.005 to two places is 1.01); undefined for a negative, an infinite or an
 * exponent-form number, which Intl is left to write.
 */
export function formatByPattern(pattern: NumberPattern, value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const decimal = shiftedDecimal(String(value), pattern.scale);
  if (!decimal) return undefined;
  const { integer, fraction } = rounded(decimal, pattern.maximumFractionDigits);
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < pattern.minimumFractionDigits)
    kept = kept.padEnd(pattern.minimumFractionDigits, '0');
  const groups =
    integer.length < 4 || (pattern.minimumGroupingDigits === 2 && integer.length < 5)
      ? integer
      : integer.replace(/\B(?=(\d{3})+$)/g, pattern.group);
  return `${pattern.prefix}${groups}${kept ? pattern.decimal + kept : ''}${pattern.suffix}`;
}

/** "12.345" shifted by `places` to the left of the point moving right: ("0.199", 2) → 19.9. */
function shiftedDecimal(
  text: string,
  places: number,
): { integer: string; fraction: string } | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '', part = ''] = match;
  const fraction = part.padEnd(places, '0');
  const integer = `${whole}${fraction.slice(0, places)}`.replace(/^0+(?=\d)/, '');
  return { integer, fraction: fraction.slice(places) };
}

/** The decimal rounded half away from zero to `places` fraction digits. */
function rounded(
  { integer, fraction }: { integer: string; fraction: string },
  places: number,
): { integer: string; fraction: string } {
  if (fraction.length <= places) return { integer, fraction };
  const kept = `${integer}${fraction.slice(0, places)}`;
  const up = (fraction[places] ?? '0') >= '5';
  const digits = up ? incremented(kept) : kept;
  const cut = digits.length - places;
  return { integer: digits.slice(0, cut) || '0', fraction: digits.slice(cut) };
}

/** A string of digits plus one: "1299" → "1300", "999" → "1000". */
function incremented(digits: string): string {
  const carried = /9*$/.exec(digits)?.[0].length ?? 0;
  const head = digits.slice(0, digits.length - carried);
  const raised = head === '' ? '1' : `${head.slice(0, -1)}${Number(head.slice(-1)) + 1}`;
  return `${raised}${'0'.repeat(carried)}`;
}
