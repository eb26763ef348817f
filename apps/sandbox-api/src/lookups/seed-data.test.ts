import {
  CompanySchema,
  LookupCountries,
  PostcodeAnswerSchema,
  PostcodeParamsSchema,
  type LookupCountry,
} from '@lf/contract';
import { provinceOfPostcode } from '@lf/contract/field-checks';
import { describe, expect, test } from 'vitest';
import {
  isColombianNit,
  isGermanVatId,
  isMexicanCompanyRfc,
  isPhilippineTin,
  isPolishNip,
  isRomanianCui,
  isSpanishCif,
  isVietnameseMst,
} from '../../test/helpers/tax-id-checks';
import { companySeeds } from './companies';
import { postcodeSeeds } from './postcodes';

const postcodeFormats: Record<LookupCountry, RegExp> = {
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  RO: /^\d{6}$/,
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  MX: /^\d{5}$/,
  CO: /^\d{6}$/,
  VN: /^\d{5}$/, // 5 digits since 2018
  PH: /^\d{4}$/,
};

const taxIdChecks: Record<LookupCountry, (id: string) => boolean> = {
  ES: isSpanishCif,
  RO: isRomanianCui,
  PL: isPolishNip,
  DE: isGermanVatId,
  MX: isMexicanCompanyRfc,
  CO: isColombianNit,
  VN: isVietnameseMst,
  PH: isPhilippineTin,
};

describe('seeded postcodes', () => {
  test.each(postcodeSeeds.map((seed) => [seed.country, seed.postalCode, seed] as const))(
    '%s %s is in the contract and the country’s format',
    (country, code, seed) => {
      expect(PostcodeAnswerSchema.parse(seed)).toEqual(seed);
      expect(PostcodeParamsSchema.safeParse({ code }).success).toBe(true);
      expect(code).toMatch(postcodeFormats[country]);
    },
  );

  test.each(LookupCountries)('%s has at least four', (country) => {
    expect(postcodeSeeds.filter((seed) => seed.country === country).length).toBeGreaterThan(3);
  });

  // The look-up fills a province the page then checks against the postcode (postcodeProvince).
  test('where a postcode names its province, the seed gives that one', () => {
    for (const seed of postcodeSeeds) {
      const named = provinceOfPostcode(seed.country, seed.postalCode);
      if (named !== undefined) expect(seed.province, seed.postalCode).toBe(named);
    }
  });

  test('no code is seeded twice in one country', () => {
    const keys = postcodeSeeds.map((seed) => `${seed.country} ${seed.postalCode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('seeded companies', () => {
  test.each(companySeeds.map((seed) => [seed.country, seed.taxRegistryCode, seed] as const))(
    '%s %s is in the contract and has a valid tax id',
    (country, taxId, seed) => {
      expect(CompanySchema.parse(seed)).toEqual(seed);
      expect(taxIdChecks[country](taxId)).toBe(true);
    },
  );

  test('each is in a city and province seeded for its country', () => {
    for (const company of companySeeds) {
      const place = postcodeSeeds.find(
        (seed) =>
          seed.country === company.country &&
          seed.city === company.city &&
          seed.province === company.province,
      );
      expect(place, company.name).toBeDefined();
    }
  });

  test.each(LookupCountries)('%s has five', (country) => {
    expect(companySeeds.filter((seed) => seed.country === country)).toHaveLength(5);
  });

  test('no tax id is used twice', () => {
    const ids = companySeeds.map((seed) => seed.taxRegistryCode);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the tax id checks themselves', () => {
  test.each([
    ['ES CIF', isSpanishCif, 'B28457315', 'B28457316'],
    ['RO CUI', isRomanianCui, '18547290', '18547291'],
    ['PL NIP', isPolishNip, '856-734-62-15', '856-734-62-16'],
    ['DE USt-IdNr.', isGermanVatId, 'DE136695976', 'DE136695978'],
    ['MX RFC', isMexicanCompanyRfc, 'MAB9307148T4', 'MAB9307148T5'],
    ['CO NIT', isColombianNit, '213123435-1', '213123435-0'],
    ['VN MST', isVietnameseMst, '0100233488', '0100233480'],
    ['PH TIN', isPhilippineTin, '004-512-378-000', '004-512-378'],
  ])('the %s check accepts a valid id and refuses a changed one', (_, check, valid, invalid) => {
    expect(check(valid)).toBe(true);
    expect(check(invalid)).toBe(false);
  });
});
