import type { BrandConfig, CountryCode } from './brand-config-schema';
import { isPlainObject } from '../lib/is-plain-object';

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The settings a layer may give: everything but the identity, which the layers decide. */
export type BrandSettings = Omit<BrandConfig, 'id' | 'country'>;

export interface CountryDefinition {
  code: CountryCode;
  settings: DeepPartial<BrandSettings>;
}

export interface BrandDefinition {
  id: string;
  /** Countries the brand serves; the first is its home country. */
  countries: readonly [CountryCode, ...CountryCode[]];
  settings: DeepPartial<BrandSettings>;
  /** The brand's per-country override: the last layer. */
  countryOverrides?: Partial<Record<CountryCode, DeepPartial<BrandSettings>>>;
}

/** Objects merge key by key; arrays and scalars from the later layer replace earlier ones. */
export function mergeLayers(...layers: readonly unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const layer of layers) {
    if (!isPlainObject(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = result[key];
      result[key] =
        isPlainObject(value) && isPlainObject(current) ? mergeLayers(current, value) : value;
    }
  }
  return result;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
