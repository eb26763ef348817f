import * as z from 'zod/mini';
import type { BrandConfig } from '../config/brand-config-schema';
import { CountryCodeSchema, type CountryCode } from '../config/locale-schema';
import { logger } from '../lib/logger';
import { storage } from '../lib/storage';
import type { BrandDefinition } from '../config/config-layers';
import type { RuntimeConfig } from './runtime-config';
import { forDeployment } from './served-brand';

/** The build's brands (app/brand-registry.ts), loaded only when the page does not hold its own. */
export interface BrandRegistry {
  Brands: readonly BrandDefinition[];
  resolveBrand: (id: string, country?: CountryCode) => BrandConfig;
}

/** A brand (and country) chosen with ?brand= and ?country=, kept for the session (made when used). */
export const BrandChoiceSchema = z.lazy(() =>
  z.object({
    brand: z.string().check(z.minLength(1), z.maxLength(100)),
    country: CountryCodeSchema,
  }),
);
export type BrandChoice = z.infer<typeof BrandChoiceSchema>;

/** What is logged of a requested name: the address is not personal data, but keep it short. */
const shown = (text: string) => text.slice(0, 60);

/**
 * The deployment's brand and country, from config.json. Only where switching is allowed
 * (development, and deployments that say so, such as the test one) may ?brand= and ?country=
 * pick another, and that choice stays for the session (`remembered`), so a reload or a later
 * step without the query keeps it; production ignores all three. A brand or country this build
 * does not serve falls back to the deployment's (logged) instead of stopping the page.
 * Origins the deployment adds may frame the page too; its policy links go to its lead API.
 */
export function selectBrand(
  config: RuntimeConfig,
  search: string,
  isDev: boolean,
  registry: BrandRegistry,
  remembered: BrandChoice | null = null,
): BrandConfig {
  const switching = isDev || config.allowBrandSwitch;
  const brand = switching
    ? chooseBrand(config, search, registry, remembered)
    : deploymentBrand(config, registry);
  return forDeployment(brand, config);
}

/** The deployment's own brand: a wrong config.json is a fatal configuration error. */
function deploymentBrand(config: RuntimeConfig, { resolveBrand }: BrandRegistry): BrandConfig {
  return resolveBrand(config.brand, config.country);
}

function chooseBrand(
  config: RuntimeConfig,
  search: string,
  registry: BrandRegistry,
  remembered: BrandChoice | null,
): BrandConfig {
  const params = new URLSearchParams(search);
  const requestedBrand = params.get('brand');
  const requestedCountry = params.get('country');
  const id = requestedBrand ?? remembered?.brand ?? config.brand;
  // Own properties only: "__proto__" or "constructor" never match a brand.
  const definition = registry.Brands.find((candidate) => candidate.id === id);
  if (!definition) {
    logger.warn('Unknown brand requested; serving the deployment’s brand', { brand: shown(id) });
    return deploymentBrand(config, registry);
  }
  const homeCountry =
    definition.id === config.brand &&
    config.country &&
    definition.countries.includes(config.country)
      ? config.country
      : definition.countries[0];
  let country: CountryCode = homeCountry;
  if (requestedCountry !== null) {
    const parsed = CountryCodeSchema.safeParse(requestedCountry.toUpperCase());
    if (parsed.success && definition.countries.includes(parsed.data)) country = parsed.data;
    else {
      logger.warn('Unknown country requested for the brand; serving its own country', {
        brand: definition.id,
        country: shown(requestedCountry),
      });
    }
  } else if (
    remembered?.brand === definition.id &&
    definition.countries.includes(remembered.country)
  ) {
    country = remembered.country;
  }
  return registry.resolveBrand(definition.id, country);
}

/** The brand chosen earlier in this session, if any (parsed: storage is outside data). */
export function rememberedBrand(): BrandChoice | null {
  const parsed = BrandChoiceSchema.safeParse(storage.get('session', 'chosenBrand'));
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps the brand served for the rest of the session (only where switching is allowed). A brand
 * (or country) other than the one kept starts a clean application: the answers, the lead and its
 * secret were another brand's, whose rules and lead they are (walker H4: a Spanish lead went on as
 * a Vietnamese one, the DNI in the CCCD's field).
 */
export function rememberBrand(brand: BrandConfig, remembered: BrandChoice | null = null): void {
  if (remembered && (remembered.brand !== brand.id || remembered.country !== brand.country)) {
    storage.remove('session', 'state');
    storage.remove('local', 'storedLoanApplication');
  }
  storage.set('session', 'chosenBrand', { brand: brand.id, country: brand.country });
}
