import { LookupCountries, type LookupCountry, type PostcodeAnswer } from '@lf/contract';

/**
 * Real postcodes with their city and province (region, county, voivodeship, state, department),
 * a few per country, written as each country writes them.
 */
export const postcodeSeeds: readonly PostcodeAnswer[] = [
  { postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'ES' },
  { postalCode: '08001', city: 'Barcelona', province: 'Barcelona', country: 'ES' },
  { postalCode: '41001', city: 'Sevilla', province: 'Sevilla', country: 'ES' },
  { postalCode: '46001', city: 'Valencia', province: 'Valencia', country: 'ES' },
  { postalCode: '48001', city: 'Bilbao', province: 'Bizkaia', country: 'ES' },
  { postalCode: '29001', city: 'Málaga', province: 'Málaga', country: 'ES' },
  { postalCode: '010011', city: 'București', province: 'București', country: 'RO' },
  { postalCode: '060274', city: 'București', province: 'București', country: 'RO' },
  { postalCode: '400001', city: 'Cluj-Napoca', province: 'Cluj', country: 'RO' },
  { postalCode: '500360', city: 'Brașov', province: 'Brașov', country: 'RO' },
  { postalCode: '710214', city: 'Botoșani', province: 'Botoșani', country: 'RO' },
  { postalCode: '00-001', city: 'Warszawa', province: 'mazowieckie', country: 'PL' },
  { postalCode: '20-019', city: 'Lublin', province: 'lubelskie', country: 'PL' },
  { postalCode: '25-004', city: 'Kielce', province: 'świętokrzyskie', country: 'PL' },
  { postalCode: '22-400', city: 'Zamość', province: 'lubelskie', country: 'PL' },
  { postalCode: '33-300', city: 'Nowy Sącz', province: 'małopolskie', country: 'PL' },
  { postalCode: '10115', city: 'Berlin', province: 'Berlin', country: 'DE' },
  { postalCode: '20095', city: 'Hamburg', province: 'Hamburg', country: 'DE' },
  { postalCode: '80331', city: 'München', province: 'Bayern', country: 'DE' },
  { postalCode: '50667', city: 'Köln', province: 'Nordrhein-Westfalen', country: 'DE' },
  { postalCode: '60311', city: 'Frankfurt am Main', province: 'Hessen', country: 'DE' },
  { postalCode: '06000', city: 'Ciudad de México', province: 'CDMX', country: 'MX' },
  { postalCode: '44100', city: 'Guadalajara', province: 'Jalisco', country: 'MX' },
  { postalCode: '64000', city: 'Monterrey', province: 'Nuevo León', country: 'MX' },
  { postalCode: '72000', city: 'Puebla', province: 'Puebla', country: 'MX' },
  { postalCode: '97000', city: 'Mérida', province: 'Yucatán', country: 'MX' },
  { postalCode: '110111', city: 'Bogotá', province: 'Bogotá D.C.', country: 'CO' },
  { postalCode: '050001', city: 'Medellín', province: 'Antioquia', country: 'CO' },
  { postalCode: '760001', city: 'Cali', province: 'Valle del Cauca', country: 'CO' },
  { postalCode: '080001', city: 'Barranquilla', province: 'Atlántico', country: 'CO' },
  { postalCode: '10000', city: 'Hà Nội', province: 'Hà Nội', country: 'VN' },
  { postalCode: '11106', city: 'Hà Nội', province: 'Hà Nội', country: 'VN' },
  { postalCode: '70000', city: 'Hồ Chí Minh', province: 'Hồ Chí Minh', country: 'VN' },
  { postalCode: '50000', city: 'Đà Nẵng', province: 'Đà Nẵng', country: 'VN' },
  { postalCode: '1000', city: 'Manila', province: 'Metro Manila', country: 'PH' },
  { postalCode: '1200', city: 'Makati', province: 'Metro Manila', country: 'PH' },
  { postalCode: '6000', city: 'Cebu City', province: 'Cebu', country: 'PH' },
  { postalCode: '8000', city: 'Davao City', province: 'Davao del Sur', country: 'PH' },
  { postalCode: '2600', city: 'Baguio', province: 'Benguet', country: 'PH' },
];

/** Codes compared without spaces, hyphens or case: `00001` finds `00-001`. */
function compactCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The seeded postcode for `code`, in `country` when given; otherwise the countries are searched
 * in the order of `LookupCountries` (ES, RO, PL, DE, MX, CO, VN, PH) and the first match wins.
 */
export function findPostcode(
  code: string,
  country?: LookupCountry,
  seeds: readonly PostcodeAnswer[] = postcodeSeeds,
): PostcodeAnswer | undefined {
  const wanted = compactCode(code);
  const matches = seeds.filter(
    (seed) =>
      compactCode(seed.postalCode) === wanted &&
      (country === undefined || seed.country === country),
  );
  return matches.sort(
    (a, b) => LookupCountries.indexOf(a.country) - LookupCountries.indexOf(b.country),
  )[0];
}
