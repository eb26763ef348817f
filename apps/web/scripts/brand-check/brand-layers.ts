import { BrandConfigSchema, type BrandConfig } from '../../src/config/brand-config-schema';
import { mergeBrandLayers } from '../../src/config/resolve-brand-config';
import type { BrandSource, CountrySource } from './brand-check-input';

/** A brand in one of its countries: its merged layers, the parsed result, whose file says what. */
export interface BrandInCountry {
  brand: BrandSource;
  country: CountrySource | undefined;
  merged: Record<string, unknown>;
  /** The parsed configuration; undefined when the schema refused it (schema-check says why). */
  config: BrandConfig | undefined;
  /** The file that sets a field: the brand's for its own and missing fields, else the country's. */
  fileOf: (path: readonly PropertyKey[]) => string;
}

/** The value at a path of a plain object, or undefined. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Every brand in every country it serves. */
export function brandsInCountries(
  brands: readonly BrandSource[],
  countries: Partial<Record<string, CountrySource>>,
): BrandInCountry[] {
  return brands.flatMap((brand) =>
    brand.definition.countries.map((code) => {
      const country = countries[code];
      const layers = [
        { file: brand.file, settings: brand.definition.countryOverrides?.[code] },
        { file: brand.file, settings: brand.definition.settings },
        ...(country ? [{ file: country.file, settings: country.definition.settings }] : []),
      ];
      const merged = country
        ? mergeBrandLayers(brand.definition, country.definition)
        : { ...brand.definition.settings, id: brand.id, country: code };
      const parsed = country ? BrandConfigSchema.safeParse(merged) : undefined;
      return {
        brand,
        country,
        merged,
        config: parsed?.success ? parsed.data : undefined,
        fileOf: (path: readonly PropertyKey[]) =>
          layers.find((layer) => valueAt(layer.settings, path) !== undefined)?.file ?? brand.file,
      };
    }),
  );
}

/** A field path as the lines show it: `theme.primary`, `locales[1]`. */
export function pathText(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
      )
      .join('') || '(root)'
  );
}
