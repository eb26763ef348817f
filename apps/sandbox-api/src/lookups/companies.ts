import {
  LookupCountries,
  MAX_COMPANY_RESULTS,
  type Company,
  type LookupCountry,
} from '@lf/contract';
import { foldForSearch } from './fold.js';

/**
 * Made-up employers, five per country, each with a tax id in its country's real format and with
 * a valid check digit where the format has one (test/lookup-seeds.test.ts checks every one).
 * They are not real companies; an id may by chance belong to one.
 */
export const companySeeds: readonly Company[] = [
  {
    name: 'Construcciones Meseta S.L.',
    taxRegistryCode: 'B28457315',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
  },
  {
    name: 'Transportes Layetana S.A.',
    taxRegistryCode: 'A08614299',
    city: 'Barcelona',
    province: 'Barcelona',
    country: 'ES',
  },
  {
    name: 'Panadería Hermanos Ruiz S.L.',
    taxRegistryCode: 'B41703851',
    city: 'Sevilla',
    province: 'Sevilla',
    country: 'ES',
  },
  {
    name: 'Clínica Dental Turia S.L.',
    taxRegistryCode: 'B46932182',
    city: 'Valencia',
    province: 'Valencia',
    country: 'ES',
  },
  {
    name: 'Astilleros del Nervión S.A.',
    taxRegistryCode: 'A48527600',
    city: 'Bilbao',
    province: 'Bizkaia',
    country: 'ES',
  },
  {
    name: 'Construcții Someș SRL',
    taxRegistryCode: '18452734',
    city: 'Cluj-Napoca',
    province: 'Cluj',
    country: 'RO',
  },
  {
    name: 'Transport Dâmbovița SA',
    taxRegistryCode: '31584295',
    city: 'București',
    province: 'București',
    country: 'RO',
  },
  {
    name: 'Brutăria Moldova SRL',
    taxRegistryCode: '22764815',
    city: 'Botoșani',
    province: 'Botoșani',
    country: 'RO',
  },
  {
    name: 'Clinica Medicală Tâmpa SRL',
    taxRegistryCode: '40317564',
    city: 'Brașov',
    province: 'Brașov',
    country: 'RO',
  },
  {
    name: 'Agro Bărăgan SRL',
    taxRegistryCode: '15926345',
    city: 'București',
    province: 'București',
    country: 'RO',
  },
  {
    name: 'Przedsiębiorstwo Budowlane Wisła Sp. z o.o.',
    taxRegistryCode: '525-247-30-19',
    city: 'Warszawa',
    province: 'mazowieckie',
    country: 'PL',
  },
  {
    name: 'Transport Lubelski S.A.',
    taxRegistryCode: '946-183-27-66',
    city: 'Lublin',
    province: 'lubelskie',
    country: 'PL',
  },
  {
    name: 'Piekarnia Kielecka Sp. z o.o.',
    taxRegistryCode: '657-092-41-87',
    city: 'Kielce',
    province: 'świętokrzyskie',
    country: 'PL',
  },
  {
    name: 'Zakłady Mięsne Roztocze Sp. z o.o.',
    taxRegistryCode: '922-184-63-03',
    city: 'Zamość',
    province: 'lubelskie',
    country: 'PL',
  },
  {
    name: 'Hotel Sądecki Sp. z o.o.',
    taxRegistryCode: '734-162-85-94',
    city: 'Nowy Sącz',
    province: 'małopolskie',
    country: 'PL',
  },
  {
    name: 'Bauunternehmen Spree GmbH',
    taxRegistryCode: 'DE136582144',
    city: 'Berlin',
    province: 'Berlin',
    country: 'DE',
  },
  {
    name: 'Hanse Logistik GmbH',
    taxRegistryCode: 'DE118245732',
    city: 'Hamburg',
    province: 'Hamburg',
    country: 'DE',
  },
  {
    name: 'Bäckerei Isartal GmbH',
    taxRegistryCode: 'DE129403579',
    city: 'München',
    province: 'Bayern',
    country: 'DE',
  },
  {
    name: 'Rheinland Pflegedienst GmbH',
    taxRegistryCode: 'DE215738466',
    city: 'Köln',
    province: 'Nordrhein-Westfalen',
    country: 'DE',
  },
  {
    name: 'Mainufer Finanzservice AG',
    taxRegistryCode: 'DE114265985',
    city: 'Frankfurt am Main',
    province: 'Hessen',
    country: 'DE',
  },
  {
    name: 'Constructora del Valle S.A. de C.V.',
    taxRegistryCode: 'CVA9503121K4',
    city: 'Ciudad de México',
    province: 'CDMX',
    country: 'MX',
  },
  {
    name: 'Transportes Tapatíos S.A. de C.V.',
    taxRegistryCode: 'TTA0108153P6',
    city: 'Guadalajara',
    province: 'Jalisco',
    country: 'MX',
  },
  {
    name: 'Panificadora Regia S.A. de C.V.',
    taxRegistryCode: 'PRE9811027H1',
    city: 'Monterrey',
    province: 'Nuevo León',
    country: 'MX',
  },
  {
    name: 'Talavera Poblana S.A. de C.V.',
    taxRegistryCode: 'TPO0404196G5',
    city: 'Puebla',
    province: 'Puebla',
    country: 'MX',
  },
  {
    name: 'Hoteles Peninsulares S.A. de C.V.',
    taxRegistryCode: 'HPE1206258L8',
    city: 'Mérida',
    province: 'Yucatán',
    country: 'MX',
  },
  {
    name: 'Constructora Sabana S.A.S.',
    taxRegistryCode: '900482157-1',
    city: 'Bogotá',
    province: 'Bogotá D.C.',
    country: 'CO',
  },
  {
    name: 'Transportes Paisas S.A.S.',
    taxRegistryCode: '811036924-8',
    city: 'Medellín',
    province: 'Antioquia',
    country: 'CO',
  },
  {
    name: 'Café del Valle S.A.S.',
    taxRegistryCode: '805019683-4',
    city: 'Cali',
    province: 'Valle del Cauca',
    country: 'CO',
  },
  {
    name: 'Servicios Portuarios del Caribe S.A.S.',
    taxRegistryCode: '802004517-3',
    city: 'Barranquilla',
    province: 'Atlántico',
    country: 'CO',
  },
  {
    name: 'Clínica Andina de Especialistas S.A.S.',
    taxRegistryCode: '806012738-2',
    city: 'Bogotá',
    province: 'Bogotá D.C.',
    country: 'CO',
  },
  {
    name: 'Công ty TNHH Xây dựng Sông Hồng',
    taxRegistryCode: '0108734912',
    city: 'Hà Nội',
    province: 'Hà Nội',
    country: 'VN',
  },
  {
    name: 'Công ty Cổ phần Vận tải Sài Gòn',
    taxRegistryCode: '0309172565',
    city: 'Hồ Chí Minh',
    province: 'Hồ Chí Minh',
    country: 'VN',
  },
  {
    name: 'Công ty TNHH Thực phẩm Sông Hàn',
    taxRegistryCode: '0401285377',
    city: 'Đà Nẵng',
    province: 'Đà Nẵng',
    country: 'VN',
  },
  {
    name: 'Công ty TNHH Dệt may Hà Đông',
    taxRegistryCode: '0102395847',
    city: 'Hà Nội',
    province: 'Hà Nội',
    country: 'VN',
  },
  {
    name: 'Công ty Cổ phần Du lịch Bến Thành',
    taxRegistryCode: '0314527608',
    city: 'Hồ Chí Minh',
    province: 'Hồ Chí Minh',
    country: 'VN',
  },
  {
    name: 'Pasig River Construction Corp.',
    taxRegistryCode: '004-512-378-000',
    city: 'Manila',
    province: 'Metro Manila',
    country: 'PH',
  },
  {
    name: 'Makati Avenue Business Solutions Inc.',
    taxRegistryCode: '008-734-219-00000',
    city: 'Makati',
    province: 'Metro Manila',
    country: 'PH',
  },
  {
    name: 'Cebu Seaside Foods Inc.',
    taxRegistryCode: '211-457-893-000',
    city: 'Cebu City',
    province: 'Cebu',
    country: 'PH',
  },
  {
    name: 'Mindanao Fruit Growers Corp.',
    taxRegistryCode: '402-198-765-000',
    city: 'Davao City',
    province: 'Davao del Sur',
    country: 'PH',
  },
  {
    name: 'Cordillera Highland Crafts Inc.',
    taxRegistryCode: '105-329-841-000',
    city: 'Baguio',
    province: 'Benguet',
    country: 'PH',
  },
];

/**
 * Companies whose name contains `name` (case and accents ignored), in `country` when given:
 * names that start with it first, then alphabetically, then by country; at most
 * `MAX_COMPANY_RESULTS`.
 */
export function searchCompanies(
  name: string,
  country?: LookupCountry,
  seeds: readonly Company[] = companySeeds,
): Company[] {
  const wanted = foldForSearch(name);
  const ranked = seeds
    .filter((company) => country === undefined || company.country === country)
    .map((company) => ({ company, folded: foldForSearch(company.name) }))
    .filter(({ folded }) => folded.includes(wanted))
    .sort(
      (a, b) =>
        Number(b.folded.startsWith(wanted)) - Number(a.folded.startsWith(wanted)) ||
        (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0) ||
        LookupCountries.indexOf(a.company.country) - LookupCountries.indexOf(b.company.country),
    );
  return ranked.slice(0, MAX_COMPANY_RESULTS).map(({ company }) => company);
}
