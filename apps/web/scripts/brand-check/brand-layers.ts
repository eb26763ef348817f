import {
  BrandConfigSchema,
  type BrandConfig,
  type CountryCode,
} from '../../src/config/brand-config-schema';
import { mergeBrandLayers } from '../../src/config/resolve-brand-config';
import type { BrandSource, CountrySource } from './brand-check-input';

/** A brand in one of its countries: its merged layers, the parsed result, whose file says what. */
export interface BrandInCountry {
  brand: BrandSource;
  country: CountrySource | undefined;
  merged: Record<string, unknown>;
  /**
   * The parsed configuration. Where the schema refused fields (schema-check says why), those
   * fields taken from the layers under the brand (defaults, country) or left out, so the other
   * checks still run on the rest; undefined only when even that does not parse.
   */
  config: BrandConfig | undefined;
  /** The fields taken from under the brand: the other checks say nothing about them. */
  skipped: readonly (readonly PropertyKey[])[];
  /** The file that sets a field: the brand's for its own and missing fields, else the country's. */
  fileOf: (path: readonly PropertyKey[]) => string;
  /** The brand's or country's file that writes a field; undefined when only the defaults set it. */
  writtenIn: (path: readonly PropertyKey[]) => string | undefined;
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

/** Sets (or, given undefined, deletes) the value at a path of a plain object, made on the way. */
function setAt(target: Record<PropertyKey, unknown>, path: readonly PropertyKey[], value: unknown) {
  const parent = path.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => {
    const next = node[key];
    if (typeof next === 'object' && next !== null) return next as Record<PropertyKey, unknown>;
    node[key] = {};
    return node[key] as Record<PropertyKey, unknown>;
  }, target);
  const last = path.at(-1);
  if (last === undefined) return;
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = structuredClone(value);
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The brand's layers parsed; where the schema refuses a field, that field as the layers under the
 * brand (`fallback`: defaults and country) have it, or left out, and parsed again, so one wrong
 * field hides no other problem. A field those layers do not set and the schema requires (a logo's
 * width) is taken from `lastResort`, another brand's configuration that parses. A rule relating
 * an object's fields (min to max) takes the whole object; a field still refused after both takes
 * its parent. Gives up after a few rounds (then no configuration: the schema's lines are all
 * there is).
 */
export function parsedAround(
  merged: Record<string, unknown>,
  fallback: Record<string, unknown>,
  lastResort?: Record<string, unknown>,
): Pick<BrandInCountry, 'config' | 'skipped'> {
  const value = structuredClone(merged);
  const skipped: PropertyKey[][] = [];
  const borrowed: PropertyKey[][] = [];
  for (let round = 0; round < 6; round += 1) {
    const parsed = BrandConfigSchema.safeParse(value);
    if (parsed.success) return { config: parsed.data, skipped };
    for (const issue of parsed.error.issues) {
      const paths =
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => [...issue.path, key])
          : [issue.code === 'custom' ? issue.path.slice(0, -1) : [...issue.path]];
      for (const found of paths) {
        const tried = skipped.some((done) => samePath(done, found));
        const lent = tried ? valueAt(lastResort, found) : undefined;
        if (lent !== undefined && !borrowed.some((done) => samePath(done, found))) {
          setAt(value, found, lent);
          borrowed.push(found);
          continue;
        }
        const path = tried ? found.slice(0, -1) : found;
        if (path.length === 0) return { config: undefined, skipped };
        setAt(value, path, valueAt(fallback, path));
        skipped.push(path);
      }
    }
  }
  return { config: undefined, skipped };
}

/** The countries a brand names; none where it leaves them out (schema-check names it). */
export const countriesOf = (brand: BrandSource): readonly CountryCode[] =>
  Array.isArray(brand.definition.countries) ? brand.definition.countries : [];

/** Every brand in every country it serves. */
export function brandsInCountries(
  brands: readonly BrandSource[],
  countries: Partial<Record<string, CountrySource>>,
): BrandInCountry[] {
  // A configuration that parses, lending a field no layer under a brand sets (parsedAround).
  const lender = brands
    .flatMap((brand) => {
      const country = countries[countriesOf(brand)[0] ?? ''];
      return country ? [mergeBrandLayers(brand.definition, country.definition)] : [];
    })
    .find((merged) => BrandConfigSchema.safeParse(merged).success);
  return brands.flatMap((brand) =>
    countriesOf(brand).map((code) => {
      const country = countries[code];
      const layers = [
        { file: brand.file, settings: brand.definition.countryOverrides?.[code] },
        { file: brand.file, settings: brand.definition.settings },
        ...(country ? [{ file: country.file, settings: country.definition.settings }] : []),
      ];
      const merged = country
        ? mergeBrandLayers(brand.definition, country.definition)
        : { ...brand.definition.settings, id: brand.id, country: code };
      const parsed = country
        ? parsedAround(
            merged,
            mergeBrandLayers({ ...brand.definition, settings: {} }, country.definition),
            lender,
          )
        : { config: undefined, skipped: [] };
      const writtenIn = (path: readonly PropertyKey[]) =>
        layers.find((layer) => valueAt(layer.settings, path) !== undefined)?.file;
      return {
        brand,
        country,
        merged,
        ...parsed,
        fileOf: (path: readonly PropertyKey[]) => writtenIn(path) ?? brand.file,
        writtenIn,
      };
    }),
  );
}

/**
 * The locales a brand offers as its layers write them, each once: the parsed configuration holds
 * a stand-in for a refused one (`['pt', 'es']` parsed as `['es', 'es']`), which no line should list.
 */
export function offeredLocales(merged: Record<string, unknown>): string[] {
  const locales = merged.locales;
  return Array.isArray(locales)
    ? [...new Set(locales.filter((locale): locale is string => typeof locale === 'string'))]
    : [];
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
