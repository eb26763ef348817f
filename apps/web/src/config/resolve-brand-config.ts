import { formatSchemaIssues } from '../lib/format-schema-issues';
import { BrandConfigSchema, type BrandConfig, type CountryCode } from './brand-config-schema';
import { mergeLayers, type BrandDefinition, type CountryDefinition } from './config-layers';
import { ConfigError } from './config-error';
import { DefaultSettings } from './default-settings';

/**
 * Resolves a brand for a country in layers: frozen defaults, the country, the brand, then the
 * brand's own override for that country. A bad result lists every problem, not the first.
 */
export function resolveBrandConfig(
  brand: BrandDefinition,
  country: CountryDefinition,
): BrandConfig {
  if (!brand.countries.includes(country.code)) {
    throw new ConfigError(`Brand "${brand.id}" does not serve country ${country.code}`);
  }
  const parsed = BrandConfigSchema.safeParse(mergeBrandLayers(brand, country));
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration for brand "${brand.id}" in ${country.code}: ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  const config = parsed.data;
  if (!config.locales.includes(config.defaultLocale)) {
    throw new ConfigError(
      `Invalid configuration for brand "${brand.id}" in ${country.code}: defaultLocale ${config.defaultLocale} is not in locales`,
    );
  }
  return config;
}

/**
 * The brand's layers for a country merged, not yet parsed: what the schema then checks (also
 * read by the brand check, scripts/brand-check, which lists every problem of every brand).
 */
export function mergeBrandLayers(
  brand: BrandDefinition,
  country: CountryDefinition,
): Record<string, unknown> {
  const layers = [
    DefaultSettings,
    country.settings,
    brand.settings,
    brand.countryOverrides?.[country.code],
  ];
  const merged = mergeLayers(...layers, { id: brand.id, country: country.code });
  // A flow is one whole: the last layer that sets one replaces it (a data file's reference must
  // not be merged into the default flow's steps).
  merged.flow = layers.findLast((layer) => layer?.flow !== undefined)?.flow;
  return merged;
}

export type { CountryCode };
