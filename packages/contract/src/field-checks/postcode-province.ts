import type { LookupCountry } from '../lookups.js';

/*
 * The province a postcode names, where a country's postcodes name one: Spain's first two digits
 * are the province's INE code (01 Álava … 50 Zaragoza, 51 Ceuta, 52 Melilla), written as
 * choice-lists.ts names them. Other countries' codes are not mapped: Romania's, Poland's and
 * Mexico's ranges cross their divisions' borders, and no check is better than a wrong one.
 */

/** Spain's provinces by INE code: the name at index `code - 1`. */
const SPANISH_PROVINCES_BY_CODE = [
  'Álava',
  'Albacete',
  'Alicante',
  'Almería',
  'Ávila',
  'Badajoz',
  'Illes Balears',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Castellón',
  'Ciudad Real',
  'Córdoba',
  'A Coruña',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Gipuzkoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'León',
  'Lleida',
  'La Rioja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Asturias',
  'Palencia',
  'Las Palmas',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Cantabria',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Bizkaia',
  'Zamora',
  'Zaragoza',
  'Ceuta',
  'Melilla',
] as const;

const byCountry: Partial<Record<LookupCountry, readonly string[]>> = {
  ES: SPANISH_PROVINCES_BY_CODE,
};

/** A name as typed compares with a list's: any case, with or without accents, spaces trimmed. */
const comparable = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The province a postcode names, by its list name; undefined where none is known. */
export function provinceOfPostcode(country: LookupCountry, postalCode: string): string | undefined {
  const provinces = byCountry[country];
  const code = /^(\d{2})\d{3}$/.exec(postalCode.trim())?.[1];
  return provinces && code !== undefined ? provinces[Number(code) - 1] : undefined;
}

/** The list name a province answer is (typed or chosen); undefined when it is none of them. */
export function provinceNamed(country: LookupCountry, answer: string): string | undefined {
  const wanted = comparable(answer);
  return byCountry[country]?.find((name) => comparable(name) === wanted);
}

/** The countries whose postcodes name their province. */
export const countriesWithPostcodeProvinces = Object.keys(byCountry) as LookupCountry[];
