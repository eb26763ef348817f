import { describe, expect, test } from 'vitest';
import type { LookupCountry } from '../../lookups.js';
import {
  birthDateInPersonalCode,
  checkPersonalCodeConsistency,
} from './personal-code-consistency.js';
import { sampleCnp, sampleCurp, samplePesel } from './test-samples.js';

const birthDateMismatch = { key: 'validation>personalCodeBirthDateMismatch' };
const genderMismatch = { key: 'validation>personalCodeGenderMismatch' };

describe('a personal code of someone under 18', () => {
  const on = new Date('2026-12-05T12:00:00Z');
  const tooYoung = { key: 'validation>tooYoung', values: { count: 18 } };

  test.each<[LookupCountry, string]>([
    // Born 1 January 2020 (5: a man born in the 2000s); its check digit is right.
    ['RO', '5200101401236'],
    ['PL', samplePesel('2221010123')],
    ['MX', sampleCurp('PEMJ150315HDFRRNA')],
  ])(
    '%s %s: the applicant cannot apply when no date of birth is given, or the same one',
    (country, code) => {
      expect(checkPersonalCodeConsistency(country, code, {}, on)).toEqual(tooYoung);
      const dateOfBirth = birthDateInPersonalCode(country, code) ?? '';
      expect(checkPersonalCodeConsistency(country, code, { dateOfBirth }, on)).toEqual(tooYoung);
    },
  );

  // The code names a child, the date of birth given an adult: one of the two is wrong, and
  // "under 18" would tell a 70-year-old the wrong one (a CURP's 17th character read as a letter).
  test.each<[LookupCountry, string, string]>([
    ['RO', '5200101401236', '1990-01-01'],
    ['PL', samplePesel('2221010123'), '1990-01-01'],
    ['MX', sampleCurp('PEMJ150315HDFRRNA'), '1990-01-01'],
    // Born 27 April 2056 by the CURP (A: the 2000s), 1956 by the date typed.
    ['MX', 'HEGG560427MVZRRLA4', '1956-04-27'],
    // Born 15 March 2010 by the CURP.
    ['MX', 'GOMA100315MDFNRRA5', '1990-03-15'],
  ])(
    '%s %s, with a date of birth of %s: the dates differ, said so',
    (country, code, dateOfBirth) => {
      expect(checkPersonalCodeConsistency(country, code, { dateOfBirth }, on)).toEqual(
        birthDateMismatch,
      );
    },
  );

  test('18 on the day (on the calendar furthest ahead) is old enough; a day short is not', () => {
    // Born 6 December 2008: 18 on 6 December 2026, already so at UTC+14 on 5 December, 12:00 UTC.
    expect(checkPersonalCodeConsistency('RO', sampleCnp('508120640123'), {}, on)).toBeNull();
    expect(checkPersonalCodeConsistency('RO', sampleCnp('508120740123'), {}, on)).toEqual(tooYoung);
  });
});

describe('personal code against the date of birth and gender given', () => {
  test.each<[LookupCountry, string, string, 'female' | 'male', string]>([
    ['RO', '1800101221144', '1980-01-01', 'male', '1980-01-02'],
    ['RO', sampleCnp('600010122114'), '2000-01-01', 'female', '1900-01-01'],
    // The first digit says the sex and the century: 1/2 the 1900s, 3/4 the 1800s, 5/6 the 2000s.
    ['RO', sampleCnp('285031512345'), '1985-03-15', 'female', '2085-03-15'],
    ['RO', sampleCnp('385031512345'), '1885-03-15', 'male', '1985-03-15'],
    ['RO', sampleCnp('485031512345'), '1885-03-15', 'female', '1985-03-15'],
    ['RO', sampleCnp('505031512345'), '2005-03-15', 'male', '1905-03-15'],
    ['PL', '44051401359', '1944-05-14', 'male', '1944-05-15'],
    ['PL', '02070803628', '1902-07-08', 'female', '2002-07-08'],
    ['PL', samplePesel('0422291234'), '2004-02-29', 'female', '1904-02-29'],
    ['MX', 'HEGG560427MVZRRL04', '1956-04-27', 'female', '1965-04-27'],
    ['MX', 'BOXW310820HNERXN09', '1931-08-20', 'male', '2031-08-20'],
    // A letter as the 17th character: born in the 2000s.
    ['MX', sampleCurp('PEMJ040315HDFRRNA'), '2004-03-15', 'male', '1904-03-15'],
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

  // A Vietnamese CCCD says the year of birth and the sex (its fourth digit: even for men, odd for
  // women; 0/1 the 1900s, 2/3 the 2000s), not the day: any day of that year agrees.
  test.each<[string, string, 'female' | 'male', string]>([
    ['001099012345', '1999-07-14', 'male', '1998-07-14'],
    ['079303004567', '2003-01-31', 'female', '1903-01-31'],
    ['096185123456', '1985-04-20', 'female', '1990-04-20'],
    ['048200000001', '2000-12-31', 'male', '2001-01-01'],
  ])('VN %s: born %s, %s', (code, dateOfBirth, gender, otherDate) => {
    expect(checkPersonalCodeConsistency('VN', code, { dateOfBirth, gender })).toBeNull();
    expect(
      checkPersonalCodeConsistency('VN', code, { dateOfBirth: `${dateOfBirth.slice(0, 4)}-02-28` }),
    ).toBeNull();
    expect(checkPersonalCodeConsistency('VN', code, { dateOfBirth: otherDate, gender })).toEqual(
      birthDateMismatch,
    );
    const otherGender = gender === 'male' ? 'female' : 'male';
    expect(checkPersonalCodeConsistency('VN', code, { dateOfBirth, gender: otherGender })).toEqual(
      genderMismatch,
    );
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

  test('reads the date of birth without the spaces around it', () => {
    expect(
      checkPersonalCodeConsistency('RO', '1800101221144', { dateOfBirth: ' 1980-01-02 ' }),
    ).toEqual(birthDateMismatch);
  });

  test('says nothing when there is nothing to compare', () => {
    expect(checkPersonalCodeConsistency('RO', '1800101221144', {})).toBeNull();
    expect(checkPersonalCodeConsistency('RO', '123', { dateOfBirth: '1980-01-01' })).toBeNull();
    expect(
      checkPersonalCodeConsistency('RO', '1800101221144', { dateOfBirth: 'yesterday' }),
    ).toBeNull();
    // A date not yet whole (or with a digit too many) is its own field's error, not a contradiction.
    // So is a date that is no real day (31 February): the CURP is not wrong for it (walker G).
    for (const dateOfBirth of ['19800-01-01', '1980-01-011', '1980-1-1', '1980-02-31']) {
      expect(checkPersonalCodeConsistency('RO', '1800101221144', { dateOfBirth })).toBeNull();
    }
    expect(
      checkPersonalCodeConsistency('ES', '12345678Z', {
        dateOfBirth: '1980-01-01',
        gender: 'male',
      }),
    ).toBeNull();
  });
});

describe('the birth date a personal code names, to start a date of birth asked after it', () => {
  test.each<[LookupCountry, string, string | null]>([
    ['RO', '1800101221144', '1980-01-01'],
    ['RO', sampleCnp('505031512345'), '2005-03-15'],
    ['PL', '44051401359', '1944-05-14'],
    ['PL', samplePesel('0422291234'), '2004-02-29'],
    // A resident's CNP (7, 8) does not say the century; a CCCD says the year alone.
    ['RO', sampleCnp('785031512345'), null],
    ['VN', '001090012345', null],
    // Not valid (the check digit), or a code that names no date.
    ['RO', '1800101221145', null],
    ['ES', '12345678Z', null],
  ])('%s %s names %s', (country, code, date) => {
    expect(birthDateInPersonalCode(country, code)).toBe(date);
  });
});
