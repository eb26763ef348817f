import type { Bounds } from '../../src/config/brand-config-schema';
import { clampToBounds } from '../../src/config/clamp-to-bounds';
import { valueAt, type BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** What the lead API takes (packages/contract, lead-data.ts): a bound beyond it can never be sent. */
export const LeadApiLimits = { amount: 1_000_000_000_000, period: 3650 } as const;

const isBounds = (value: unknown): value is Partial<Bounds> =>
  typeof value === 'object' && value !== null;

/** A whole number of steps, allowing for the binary fractions of decimal steps (0.1). */
const isWholeSteps = (span: number, step: number) => {
  const steps = span / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The loan's amount and period bounds: consistent (min up to max, the step reaching max from
 * min), within the country's own bounds where it sets them and within what the lead API takes,
 * and a default a brand or country writes within [min, max]. The app would bring such a default
 * in (clampToBounds) without a word, so the page would start elsewhere than its file says. The
 * frozen defaults keep the spec's period default of 31 days under its min of 61 on purpose.
 *
 * Read from the brand's numbers as written (`merged`), not from the parsed configuration: where
 * the schema refused one (a min of -100), the parsed one holds a stand-in from the layers under
 * the brand, and a fix computed from the stand-in would be wrong.
 */
export function checkBounds(brands: readonly BrandInCountry[]): Problem[] {
  return brands.flatMap(({ config, merged, country, fileOf, writtenIn }) => {
    if (!config) return [];
    return (['amount', 'period'] as const).flatMap((kind): Problem[] => {
      const written = (field: keyof Bounds) => valueAt(merged, ['loan', kind, field]);
      const [min, max, step, initial] = (['min', 'max', 'step', 'default'] as const).map(written);
      // A field of another type: the schema's line alone, nothing to compute from.
      if (!isNumber(min) || !isNumber(max) || !isNumber(step) || step <= 0) return [];
      const at = (field: string) => ({
        file: fileOf(['loan', kind, field]),
        path: `loan.${kind}.${field}`,
      });
      const problems: Problem[] = [];
      if (min > max) {
        problems.push({
          ...at('min'),
          message: `min ${min} exceeds max ${max}`,
          expected: `min up to ${max}`,
        });
      } else if (step > max - min && max !== min) {
        problems.push({
          ...at('step'),
          message: `step ${step} is more than the range ${min} to ${max}`,
          expected: `a step up to ${max - min}`,
        });
      } else if (!isWholeSteps(max - min, step)) {
        const below = min + Math.floor((max - min) / step) * step;
        problems.push({
          ...at('max'),
          message: `max ${max} is not reached from min ${min} in steps of ${step}`,
          expected: `min plus a whole number of steps`,
          fix: `max ${below} or a step that divides ${max - min}`,
        });
      }
      if (
        isNumber(initial) &&
        min <= max &&
        (initial < min || initial > max) &&
        writtenIn(['loan', kind, 'default']) !== undefined
      ) {
        const nearest = clampToBounds(initial, { min, max, step, default: initial });
        problems.push({
          ...at('default'),
          message: `default ${initial} is outside min ${min} to max ${max} (the page would start at ${nearest})`,
          expected: `a default from ${min} to ${max}`,
          didYouMean: String(nearest),
        });
      }
      if (
        isNumber(initial) &&
        initial >= min &&
        initial <= max &&
        !isWholeSteps(initial - min, step) &&
        writtenIn(['loan', kind, 'default']) !== undefined
      ) {
        const nearest = clampToBounds(initial, { min, max, step, default: initial });
        problems.push({
          ...at('default'),
          message: `default ${initial} is not on a step from min ${min} in steps of ${step} (the page would start at ${nearest})`,
          expected: 'min plus a whole number of steps',
          didYouMean: String(nearest),
        });
      }
      if (max > LeadApiLimits[kind]) {
        problems.push({
          ...at('max'),
          message: `max ${max} is more than the lead API takes`,
          expected: `at most ${LeadApiLimits[kind]}`,
        });
      }
      const own = valueAt(country?.definition.settings, ['loan', kind]);
      if (country && isBounds(own)) {
        if (own.min !== undefined && min < own.min) {
          problems.push({
            ...at('min'),
            message: `min ${min} is below the country's min ${own.min} (${country.file})`,
            expected: `at least ${own.min}`,
          });
        }
        if (own.max !== undefined && max > own.max) {
          problems.push({
            ...at('max'),
            message: `max ${max} is above the country's max ${own.max} (${country.file})`,
            expected: `at most ${own.max}`,
          });
        }
      }
      return problems;
    });
  });
}
