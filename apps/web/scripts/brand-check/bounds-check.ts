import type { Bounds } from '../../src/config/brand-config-schema';
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

/**
 * The loan's amount and period bounds: consistent (min up to max, the step reaching max from
 * min), within the country's own bounds where it sets them and within what the lead API takes.
 * The default may sit outside [min, max] (clampToBounds brings it in).
 */
export function checkBounds(brands: readonly BrandInCountry[]): Problem[] {
  return brands.flatMap(({ config, country, fileOf }) => {
    if (!config) return [];
    return (['amount', 'period'] as const).flatMap((kind): Problem[] => {
      const { min, max, step } = config.loan[kind];
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
