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
  const parsed = BrandConfigSchema.safeParse(merged);
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

export type { CountryCode };
