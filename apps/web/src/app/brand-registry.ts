/// <reference types="vite/client" />
import type { BrandConfig, CountryCode } from '../config/brand-config-schema';
import type { BrandDefinition, CountryDefinition } from '../config/config-layers';
import { ConfigError } from '../config/config-error';
import { resolveBrandConfig } from '../config/resolve-brand-config';
import { folderOf, inNode, underVite } from './brand-folders';
import { DEFAULT_BRAND_ID } from './default-brand-id';

type BrandModule = { brandDefinition: BrandDefinition };
type CountryModule = { countryConfig: CountryDefinition };

/** Every brand folder's brand-config.ts, by its path (`../brands/<id>/brand-config.ts`). */
const brandModules: Record<string, BrandModule> = underVite
  ? import.meta.glob<BrandModule>('../brands/*/brand-config.ts', { eager: true })
  : await (await inNode()).importEach<BrandModule>('brands', 'brand-config.ts');

/** Every country folder's country-config.ts, by its path. */
const countryModules: Record<string, CountryModule> = underVite
  ? import.meta.glob<CountryModule>('../countries/*/country-config.ts', { eager: true })
  : await (await inNode()).importEach<CountryModule>('countries', 'country-config.ts');

/** A folder whose module names itself otherwise is a mistake: the folder is the name. */
function named<Definition>(folder: string, definition: Definition, name: string): Definition {
  if (folder !== name) {
    throw new ConfigError(
      `The folder ${folder} holds "${name}": a folder is named as it names itself`,
    );
  }
  return definition;
}

/**
 * Every country this build can serve, one a folder of src/countries (decision 0038): adding one
 * is a folder, nothing else.
 */
export const Countries = Object.fromEntries(
  Object.entries(countryModules).map(([file, { countryConfig }]) => [
    countryConfig.code,
    named(folderOf(file), countryConfig, countryConfig.code.toLowerCase()),
  ]),
) as Record<CountryCode, CountryDefinition>;

export { DEFAULT_BRAND_ID };

/**
 * Every brand this build can serve, one a folder of src/brands (decision 0038), by id; the
 * default brand first. Adding a brand is a folder, nothing else.
 */
export const Brands: readonly BrandDefinition[] = Object.entries(brandModules)
  .map(([file, { brandDefinition }]) => named(folderOf(file), brandDefinition, brandDefinition.id))
  .sort((a, b) => Number(b.id === DEFAULT_BRAND_ID) - Number(a.id === DEFAULT_BRAND_ID));

/** The brand's configuration for a country (its home country when none is given). */
export function resolveBrand(id: string, country?: CountryCode): BrandConfig {
  const brand = Brands.find((candidate) => candidate.id === id);
  if (!brand) throw new ConfigError(`Unknown brand "${id}"`);
  return resolveBrandConfig(brand, Countries[country ?? brand.countries[0]]);
}
