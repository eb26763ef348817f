import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocaleTags } from './locale-tags';
import { formatByPattern, numberPatternOf } from './number-pattern';

/** Every language of the app with every currency, in every shape of number the first page writes. */
const cases = [...new Set(Object.values(LocaleTags))].flatMap((tag) =>
  ['EUR', 'RON', 'PLN', 'MXN', 'COP', 'VND', 'PHP'].flatMap((currency) => [
    { tag, options: { style: 'currency', currency, maximumFractionDigits: 0 } },
    { tag, options: { style: 'currency', currency } },
    { tag, options: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } },
    { tag, options: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 } },
  ]),
) satisfies { tag: string; options: Intl.NumberFormatOptions }[];

describe('the build’s number patterns', () => {
  it('every language and currency of the brands has one for each shape the first page writes', () => {
    const missing = cases.filter(
      ({ tag, options }) => !numberPatternOf(new Intl.NumberFormat(tag, options)),
    );
    expect(missing).toEqual([]);
  });

  it('writes any sum or rate exactly as Intl does', () => {
    for (const { tag, options } of cases) {
      const format = new Intl.NumberFormat(tag, options);
      const pattern = numberPatternOf(format);
      if (!pattern) continue;
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: 0, max: 100_000_000 }),
            fc.double({ min: 0, max: 1e9, noNaN: true }),
            // Cents and half-cents, where rounding shows.
            fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 1000),
          ),
          // (What it leaves to Intl, Intl writes: the formatter falls back to it.)
          (value) =>
            (formatByPattern(pattern, value) ?? format.format(value)) === format.format(value),
        ),
        { numRuns: 300 },
      );
    }
  });

  it('rounds as Intl does, on the number’s decimal form: 1.005 to 1.01, 999.995 to 1,000.00', () => {
    const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
    const pattern = numberPatternOf(format);
    expect(pattern && formatByPattern(pattern, 1.005)).toBe('€1.01');
    expect(pattern && formatByPattern(pattern, 999.995)).toBe('€1,000.00');
    expect(pattern && formatByPattern(pattern, 1048.26)).toBe('€1,048.26');
  });

  it('keeps four digits together where the language does, not five', () => {
    const format = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const pattern = numberPatternOf(format);
    expect(pattern && formatByPattern(pattern, 1000)).toBe('1000\u00a0€');
    expect(pattern && formatByPattern(pattern, 10000)).toBe('10.000\u00a0€');
  });

  it('leaves to Intl what it cannot write: a negative, an infinite, an exponent-form number', () => {
    const pattern = numberPatternOf(new Intl.NumberFormat('de-DE'));
    expect(pattern).toBeDefined();
    if (!pattern) return;
    expect([-1, Infinity, NaN, 1e21, 1e-7].map((value) => formatByPattern(pattern, value))).toEqual(
      [undefined, undefined, undefined, undefined, undefined],
    );
  });

  it('gives no pattern for a shape it does not hold: a compact number, an Indian grouping', () => {
    expect(numberPatternOf(new Intl.NumberFormat('en', { notation: 'compact' }))).toBeUndefined();
    expect(numberPatternOf(new Intl.NumberFormat('en-IN'))).toBeUndefined();
  });
});
