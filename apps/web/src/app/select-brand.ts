import { CountryCodeSchema, type BrandConfig } from '../config/brand-config-schema';
import { resolveBrand } from './brand-registry';
import type { RuntimeConfig } from './runtime-config';

/**
 * The deployment's brand and country, from config.json. Only where switching is allowed
 * (development, and deployments that say so, such as the test one) may ?brand= and ?country=
 * pick another; production ignores them. Origins the deployment adds may frame the page too.
 */
export function selectBrand(config: RuntimeConfig, search: string, isDev: boolean): BrandConfig {
  const params = new URLSearchParams(search);
  const switching = isDev || config.allowBrandSwitch;
  const requestedCountry = CountryCodeSchema.safeParse(params.get('country')?.toUpperCase());
  const brand = resolveBrand(
    (switching && params.get('brand')) || config.brand,
    switching && requestedCountry.success ? requestedCountry.data : config.country,
  );
  return {
    ...brand,
    frameAncestors: [...new Set([...brand.frameAncestors, ...config.embedOrigins])],
    postMessageOrigins: [...new Set([...brand.postMessageOrigins, ...config.embedOrigins])],
  };
}
