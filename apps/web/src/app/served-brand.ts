import { BrandConfigSchema, type BrandConfig } from '../config/brand-config-schema';
import { ConfigError } from '../config/config-error';
import { formatSchemaIssues } from '../lib/format-schema-issues';
import type { RuntimeConfig } from './runtime-config';
import type { BrandChoice } from './select-brand';

/** The brand with the origins the deployment adds: they may frame the page and hear from it. */
export function withDeploymentOrigins(brand: BrandConfig, config: RuntimeConfig): BrandConfig {
  return {
    ...brand,
    frameAncestors: [...new Set([...brand.frameAncestors, ...config.embedOrigins])],
    postMessageOrigins: [...new Set([...brand.postMessageOrigins, ...config.embedOrigins])],
  };
}

/**
 * The brand the server wrote into the page with the configuration (`servedBrand`, resolved by the
 * build), when it is the brand this visit shows: always where the brand cannot switch, and where
 * it can, when nothing asks for another (no ?country=, no other brand asked for or remembered).
 * Then the first page needs no brand registry: every brand's definition stays out of its code.
 * Undefined otherwise (the caller resolves the brand from the registry). Parsed: it is data.
 */
export function servedBrand(
  config: RuntimeConfig,
  search: string,
  switching: boolean,
  remembered: BrandChoice | null,
): BrandConfig | undefined {
  if (config.servedBrand === undefined) return undefined;
  const parsed = BrandConfigSchema.safeParse(config.servedBrand);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid brand in the configuration: ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  const brand = parsed.data;
  if (switching) {
    const params = new URLSearchParams(search);
    const wanted = params.get('brand') ?? remembered?.brand ?? config.brand;
    const otherCountry =
      params.has('country') ||
      (remembered?.brand === wanted && remembered.country !== brand.country);
    if (wanted !== brand.id || otherCountry) return undefined;
  }
  return withDeploymentOrigins(brand, config);
}
