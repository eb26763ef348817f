import type { Bounds } from './brand-config-schema';

/**
 * Brings a number into [min, max] on the step grid that starts at min.
 * Used for URL values and for configured defaults that fall outside the bounds (spec: period
 * default 31 with minimum 61; both are kept in configuration, the control starts at 61).
 */
export function clampToBounds(value: number, { min, max, step }: Bounds): number {
  if (!Number.isFinite(value)) return min;
  const bounded = Math.min(Math.max(value, min), max);
  const steps = Math.round((bounded - min) / step);
  const snapped = min + steps * step;
  return snapped > max ? snapped - step : snapped;
}

export function initialValue(bounds: Bounds): number {
  return clampToBounds(bounds.default, bounds);
}
