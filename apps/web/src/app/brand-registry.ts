import { brandDefinition as credisolEs } from '../brands/credisol-es/brand-config';
import { brandDefinition as creditoAgilCo } from '../brands/credito-agil-co/brand-config';
import { brandDefinition as defaultEs } from '../brands/default-es/brand-config';
import { brandDefinition as kreditKlarDe } from '../brands/kredit-klar-de/brand-config';
import { brandDefinition as leiRapidRo } from '../brands/lei-rapid-ro/brand-config';
import { brandDefinition as pesolendPh } from '../brands/pesolend-ph/brand-config';
import { brandDefinition as pozyczkaPlusPl } from '../brands/pozyczka-plus-pl/brand-config';
import { brandDefinition as prestaYaMx } from '../brands/presta-ya-mx/brand-config';
import { brandDefinition as vayNhanhVn } from '../brands/vay-nhanh-vn/brand-config';
import type { BrandConfig, CountryCode } from '../config/brand-config-schema';
import type { BrandDefinition, CountryDefinition } from '../config/config-layers';
import { ConfigError } from '../config/config-error';
import { resolveBrandConfig } from '../config/resolve-brand-config';
import { countryConfig as co } from '../countries/co/country-config';
import { countryConfig as de } from '../countries/de/country-config';
import { countryConfig as es } from '../countries/es/country-config';
import { countryConfig as mx } from '../countries/mx/country-config';
import { countryConfig as ph } from '../countries/ph/country-config';
import { countryConfig as pl } from '../countries/pl/country-config';
import { countryConfig as ro } from '../countries/ro/country-config';
import { countryConfig as vn } from '../countries/vn/country-config';

/** Every country and brand this build can serve: adding one is a folder and a line here. */
export const Countries: Record<CountryCode, CountryDefinition> = {
  CO: co,
  DE: de,
  ES: es,
  MX: mx,
  PH: ph,
  PL: pl,
  RO: ro,
  VN: vn,
};

export const Brands: readonly BrandDefinition[] = [
  defaultEs,
  credisolEs,
  leiRapidRo,
  pozyczkaPlusPl,
  kreditKlarDe,
  prestaYaMx,
  creditoAgilCo,
  vayNhanhVn,
  pesolendPh,
];

export const DEFAULT_BRAND_ID = defaultEs.id;

/** The brand's configuration for a country (its home country when none is given). */
export function resolveBrand(id: string, country?: CountryCode): BrandConfig {
  const brand = Brands.find((candidate) => candidate.id === id);
  if (!brand) throw new ConfigError(`Unknown brand "${id}"`);
  return resolveBrandConfig(brand, Countries[country ?? brand.countries[0]]);
}
