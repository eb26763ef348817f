import { describe, expect, test } from 'vitest';
import { LookupCountries, type LookupCountry } from '../../lookups.js';
import { NationalIdChecks, validatePersonalCode } from './personal-code.js';

/** One real-format number per country. */
const Samples: Record<LookupCountry, string> = {
  ES: '12345678Z',
  RO: '1800101221144',
  PL: '44051401359',
  MX: 'HEGG560427MVZRRL04',
  DE: 'T220001293',
  CO: '1020304050',
  VN: '001099012345',
  PH: '1234567891011213',
};

describe('personal code by country', () => {
  test('has a check for every country', () => {
    expect(Object.keys(NationalIdChecks).sort()).toEqual([...LookupCountries].sort());
  });

  test.each(LookupCountries)('accepts the sample of %s', (country) => {
    expect(validatePersonalCode(country, Samples[country]).ok).toBe(true);
  });

  test('checks by the country it is given, not by the shape of the number', () => {
    expect(validatePersonalCode('PL', '12345678Z')).toEqual({ ok: false, reason: 'format' });
    expect(validatePersonalCode('ES', '44051401359')).toEqual({ ok: false, reason: 'format' });
  });
});
