import { describe, expect, test } from 'vitest';
import {
  CompanySearchAnswerSchema,
  CompanySearchParamsSchema,
  EmailValidationAnswerSchema,
  LookupCountries,
  LookupPaths,
  LookupQuerySchema,
  MAX_COMPANY_RESULTS,
  PostcodeAnswerSchema,
  PostcodeParamsSchema,
} from './lookups';

describe('look-up contract', () => {
  test('covers the eight countries', () => {
    expect([...LookupCountries].sort()).toEqual(['CO', 'DE', 'ES', 'MX', 'PH', 'PL', 'RO', 'VN']);
  });

  test('paths encode what they carry and add the country when given', () => {
    expect(LookupPaths.postcode('00-001')).toBe('/postcode/lookup/00-001');
    expect(LookupPaths.postcode('28013', 'ES')).toBe('/postcode/lookup/28013?country=ES');
    expect(LookupPaths.postcodeV1('1000', 'PH')).toBe('/postcode/1000?country=PH');
    expect(LookupPaths.emailValidation('ana+offer@example.com')).toBe(
      '/email/validate/ana%2Boffer%40example.com',
    );
    expect(LookupPaths.company('Café del Valle/Cali')).toBe(
      '/company/Caf%C3%A9%20del%20Valle%2FCali',
    );
    expect(LookupPaths.company('hanse', 'DE')).toBe('/company/hanse?country=DE');
  });

  test.each(['28013', '00-001', '1000', 'SW1A 1AA'])('postcode %s is accepted', (code) => {
    expect(PostcodeParamsSchema.safeParse({ code }).success).toBe(true);
  });

  test.each(['1', '-28013', '28013-', '28_013', '!!', '1234567890123'])(
    'postcode %s is refused',
    (code) => {
      expect(PostcodeParamsSchema.safeParse({ code }).success).toBe(false);
    },
  );

  test('a country must be one of the eight, in upper case', () => {
    expect(LookupQuerySchema.safeParse({ country: 'RO' }).success).toBe(true);
    expect(LookupQuerySchema.safeParse({}).success).toBe(true);
    expect(LookupQuerySchema.safeParse({ country: 'ro' }).success).toBe(false);
    expect(LookupQuerySchema.safeParse({ country: 'FR' }).success).toBe(false);
  });

  test('a company name is 2 to 100 characters', () => {
    expect(CompanySearchParamsSchema.safeParse({ name: 'ab' }).success).toBe(true);
    expect(CompanySearchParamsSchema.safeParse({ name: 'a' }).success).toBe(false);
    expect(CompanySearchParamsSchema.safeParse({ name: 'a'.repeat(101) }).success).toBe(false);
  });

  test('answers: a postcode names its country; an e-mail suggestion is optional', () => {
    const place = { postalCode: '10115', city: 'Berlin', province: 'Berlin', country: 'DE' };
    expect(PostcodeAnswerSchema.safeParse(place).success).toBe(true);
    expect(PostcodeAnswerSchema.safeParse({ ...place, country: 'FR' }).success).toBe(false);
    expect(EmailValidationAnswerSchema.safeParse({ email: 'a@b.co', valid: true }).success).toBe(
      true,
    );
    expect(EmailValidationAnswerSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  test(`a company answer holds at most ${MAX_COMPANY_RESULTS} companies`, () => {
    const company = {
      name: 'Hanse Logistik GmbH',
      taxRegistryCode: 'DE118245732',
      city: 'Hamburg',
      province: 'Hamburg',
      country: 'DE',
    };
    const list = (count: number) => ({ companies: Array.from({ length: count }, () => company) });
    expect(CompanySearchAnswerSchema.safeParse(list(0)).success).toBe(true);
    expect(CompanySearchAnswerSchema.safeParse(list(MAX_COMPANY_RESULTS)).success).toBe(true);
    expect(CompanySearchAnswerSchema.safeParse(list(MAX_COMPANY_RESULTS + 1)).success).toBe(false);
  });
});
