import { withApiBaseUrl } from '../config/api-base-url';
import type { BrandConfig } from '../config/brand-config-schema';
import { ConfigError } from '../config/config-error';
import { isPlainObject } from '../lib/is-plain-object';
import type { RuntimeConfig } from './runtime-config';
import type { BrandChoice } from './select-brand';

/**
 * The brand as this deployment serves it: with the origins it adds, which may frame the page and
 * hear from it, and its policy links on the deployment's lead API (config/api-base-url.ts).
 */
export function forDeployment(brand: BrandConfig, config: RuntimeConfig): BrandConfig {
  return {
    ...brand,
    termsUrl: withApiBaseUrl(brand.termsUrl, config.apiBaseUrl),
    dataProcessingPolicyUrl: withApiBaseUrl(brand.dataProcessingPolicyUrl, config.apiBaseUrl),
    frameAncestors: [...new Set([...brand.frameAncestors, ...config.embedOrigins])],
    postMessageOrigins: [...new Set([...brand.postMessageOrigins, ...config.embedOrigins])],
  };
}

/**
 * The brand the server wrote into the page with the configuration (`servedBrand`, resolved by the
 * build), when it is the brand this visit shows: always where the brand cannot switch, and where
 * it can, when nothing asks for another (no ?country=, no other brand asked for or remembered).
 * Then the first page needs no brand registry: every brand's definition stays out of its code.
 * Undefined otherwise (the caller resolves the brand from the registry).
 *
 * Not parsed again here: the server parsed it with the brand schema as it started, and a damaged
 * one stopped it (server/prerendered-page.ts). Parsing it in the browser cost the first page
 * about 115 ms of blocked main thread at 4x CPU, most of it compiling the brand's validation
 * patterns (decision 0023). What is checked here is that the page holds a brand at all.
 */
export function servedBrand(
  config: RuntimeConfig,
  search: string,
  switching: boolean,
  remembered: BrandChoice | null,
): BrandConfig | undefined {
  if (config.servedBrand === undefined) return undefined;
  const brand = config.servedBrand;
  if (!isServedBrand(brand)) {
    throw new ConfigError(
      'Invalid brand in the configuration: the page holds no brand as the server writes one',
    );
  }
  if (switching) {
    const params = new URLSearchParams(search);
    const wanted = params.get('brand') ?? remembered?.brand ?? config.brand;
    const otherCountry =
      params.has('country') ||
      (remembered?.brand === wanted && remembered.country !== brand.country);
    if (wanted !== brand.id || otherCountry) return undefined;
  }
  return forDeployment(brand, config);
}

/** The keys every brand the server writes has: a page holding less was not written by it. */
const SERVED_BRAND_KEYS = [
  'id',
  'country',
  'defaultLocale',
  'locales',
  'currency',
  'loan',
  'theme',
  'validationFormats',
] as const;

function isServedBrand(value: unknown): value is BrandConfig {
  return (
    isPlainObject(value) &&
    SERVED_BRAND_KEYS.every((key) => key in value) &&
    typeof value.id === 'string' &&
    typeof value.country === 'string'
  );
}
