import { Provinces } from '../choice-lists.js';
import type { LookupCountry } from '../lookups.js';
import { comparableName } from '../without-accents.js';

/*
 * The province a postcode names, where a country's postcodes name one: Spain's first two digits
 * are the province's INE code (01 Álava … 50 Zaragoza, 51 Ceuta, 52 Melilla), named as the
 * choice list names them. Other countries' codes are not mapped: Romania's, Poland's and
 * Mexico's ranges cross their divisions' borders, and no check is better than a wrong one.
 */

/**
 * Each of Spain's provinces' INE code, in the order of the choice list's names (A Coruña 15,
 * Álava 01, Albacete 02 ... Zaragoza 50): the names stay the choice list's alone.
 */
const SPANISH_INE_CODES = [
  15, 1, 2, 3, 4, 33, 5, 6, 8, 48, 9, 10, 11, 39, 12, 51, 13, 14, 16, 20, 17, 18, 19, 21, 22, 7, 23,
  26, 35, 24, 25, 27, 28, 29, 52, 30, 31, 32, 34, 36, 37, 38, 40, 41, 42, 43, 44, 45, 46, 47, 49,
  50,
] as const;

/** A country's province names by postcode prefix. */
function byCode(names: readonly string[], codes: readonly number[]): Map<number, string> {
  return new Map(codes.map((code, index) => [code, names[index] ?? '']));
}

const byCountry: Partial<Record<LookupCountry, Map<number, string>>> = {
  ES: byCode(Provinces.byCountry?.ES ?? [], SPANISH_INE_CODES),
};

/** The province a postcode names, by its list name; undefined where none is known. */
export function provinceOfPostcode(country: LookupCountry, postalCode: string): string | undefined {
  const code = /^(\d{2})\d{3}$/.exec(postalCode.trim())?.[1];
  return code === undefined ? undefined : byCountry[country]?.get(Number(code));
}

/** The list name a province answer is (typed or chosen); undefined when it is none of them. */
export function provinceNamed(country: LookupCountry, answer: string): string | undefined {
  const wanted = comparableName(answer);
  return [...(byCountry[country]?.values() ?? [])].find((name) => comparableName(name) === wanted);
}

/** The countries whose postcodes name their province. */
export const countriesWithPostcodeProvinces = Object.keys(byCountry) as LookupCountry[];
