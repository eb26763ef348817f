import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../../../config/brand-config-schema';
import { checkPersonalCodeConsistency } from './personal-code-consistency';
import { sampleCnp, samplePesel } from './test-samples';

const birthDateMismatch = { key: 'validation>personalCodeBirthDateMismatch' };
const genderMismatch = { key: 'validation>personalCodeGenderMismatch' };

describe('personal code against the date of birth and gender given', () => {
  test.each<[CountryCode, string, string, 'female' | 'male', string]>([
    ['RO', '1800101221144', '1980-01-01', 'male', '1980-01-02'],
    ['RO', sampleCnp('600010122114'), '2000-01-01', 'female', '1900-01-01'],
    ['PL', '44051401359', '1944-05-14', 'male', '1944-05-15'],
    ['PL', '02070803628', '1902-07-08', 'female', '2002-07-08'],
    ['PL', samplePesel('0422291234'), '2004-02-29', 'female', '1904-02-29'],
    ['MX', 'HEGG560427MVZRRL04', '1956-04-27', 'female', '1965-04-27'],
    ['MX', 'BOXW310820HNERXN09', '1931-08-20', 'male', '2031-08-20'],
  ])('%s %s: born %s, %s', (country, code, dateOfBirth, gender, otherDate) => {
    expect(checkPersonalCodeConsistency(country, code, { dateOfBirth, gender })).toBeNull();
    expect(checkPersonalCodeConsistency(country, code, { dateOfBirth: otherDate, gender })).toEqual(
      birthDateMismatch,
    );
    const otherGender = gender === 'male' ? 'female' : 'male';
    expect(
      checkPersonalCodeConsistency(country, code, { dateOfBirth, gender: otherGender }),
    ).toEqual(genderMismatch);
  });

  test('a Romanian resident (7 or 8) may be born in the 1900s or the 2000s', () => {
    const code = sampleCnp('770010122114');
    expect(checkPersonalCodeConsistency('RO', code, { dateOfBirth: '1970-01-01' })).toBeNull();
    expect(checkPersonalCodeConsistency('RO', code, { dateOfBirth: '2070-01-01' })).toBeNull();
  });

  test('reads the code as typed: spaces, lower case', () => {
    expect(checkPersonalCodeConsistency('MX', 'hegg 560427 mvzrrl04', { gender: 'male' })).toEqual(
      genderMismatch,
    );
  });

  test('says nothing when there is nothing to compare', () => {
    expect(checkPersonalCodeConsistency('RO', '1800101221144', {})).toBeNull();
    expect(checkPersonalCodeConsistency('RO', '123', { dateOfBirth: '1980-01-01' })).toBeNull();
    expect(
      checkPersonalCodeConsistency('RO', '1800101221144', { dateOfBirth: 'yesterday' }),
    ).toBeNull();
    expect(
      checkPersonalCodeConsistency('ES', '12345678Z', {
        dateOfBirth: '1980-01-01',
        gender: 'male',
      }),
    ).toBeNull();
  });
});
