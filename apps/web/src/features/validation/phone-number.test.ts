import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../../config/brand-config-schema';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { CountryCodes } from '../../config/brand-config-schema';
import { createPhoneNumberCheck, parseApplicantPhoneNumber } from './phone-number';
import { createMobilePhoneNumberCheck } from './mobile-phone-number';

const spain = { country: 'ES', phonePrefix: '+34' } as const;

describe('phone number', () => {
  test.each([
    '612345678',
    '612 34 56 78',
    '+34 612 345 678',
    '0034 612 345 678',
    '(612) 345-678',
    '912 345 678',
    '６１２３４５６７８',
  ])('reads the Spanish number %j as +34612345678 or its landline', (value) => {
    const result = parseApplicantPhoneNumber(value, spain);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.e164).toMatch(/^\+34[69]12345678$/);
  });

  test.each<[CountryCode, string, string, string]>([
    ['RO', '+40', '0712 345 678', '+40712345678'],
    ['PL', '+48', '512 345 678', '+48512345678'],
    ['DE', '+49', '01512 3456789', '+4915123456789'],
    ['MX', '+52', '55 1234 5678', '+525512345678'],
    ['CO', '+57', '300 1234567', '+573001234567'],
    ['VN', '+84', '091 234 5678', '+84912345678'],
    ['PH', '+63', '0917 123 4567', '+639171234567'],
  ])('reads a number of %s (%s) typed nationally', (country, phonePrefix, value, e164) => {
    expect(parseApplicantPhoneNumber(value, { country, phonePrefix })).toEqual({ ok: true, e164 });
  });

  // "00" and the country's own code, as applicants write their number for abroad. Colombia dials
  // abroad through a carrier ("005", "007", "009"), so libphonenumber read "0057 300 …" as a
  // number of Russia (+7) and refused it as foreign (walker w15).
  test.each<[CountryCode, string, string, string]>([
    ['CO', '+57', '0057 300 1234567', '+573001234567'],
    ['CO', '+57', '00 57 300 123 4567', '+573001234567'],
    ['DE', '+49', '0049 1512 3456789', '+4915123456789'],
    ['VN', '+84', '0084 912 345 678', '+84912345678'],
    ['MX', '+52', '0052 55 1234 5678', '+525512345678'],
  ])(
    'in %s (%s) reads %j, after the international prefix, as %s',
    (country, phonePrefix, value, e164) => {
      expect(parseApplicantPhoneNumber(value, { country, phonePrefix })).toEqual({
        ok: true,
        e164,
      });
    },
  );

  // Mexico dropped its mobile prefixes in 2019 (IFT): "+52 1" from abroad, 044/045 at home. Many
  // applicants still type them, as their contacts list and messaging apps show the number.
  // Walker B3: "(0)612345678" was refused as too long, "(+48) 512345678" as not a number. The
  // "(0)" of E.123 is the trunk zero some write after the country code; a country code in
  // brackets is the same code.
  test.each<[CountryCode, string, string, string]>([
    ['ES', '+34', '(0)612345678', '+34612345678'],
    ['ES', '+34', '+34 (0)612 345 678', '+34612345678'],
    ['DE', '+49', '+49 (0)1512 3456789', '+4915123456789'],
    ['DE', '+49', '(0)1512 3456789', '+4915123456789'],
    ['PL', '+48', '(+48) 512345678', '+48512345678'],
    ['PL', '+48', '(+48) 512-345-678', '+48512345678'],
  ])('in %s (%s) reads %j, written with brackets, as %s', (country, phonePrefix, value, e164) => {
    expect(parseApplicantPhoneNumber(value, { country, phonePrefix })).toEqual({ ok: true, e164 });
  });

  // Walked on presta-ya-mx: "01 55 1234 5678", with the long-distance "01" retired with them,
  // was refused as too long.
  test.each([
    '+52 1 55 1234 5678',
    '+5215512345678',
    '044 55 1234 5678',
    '045 55 1234 5678',
    '01 55 1234 5678',
  ])(
    'reads the Mexican number %j, typed with a retired mobile prefix, as +525512345678',
    (value) => {
      expect(parseApplicantPhoneNumber(value, { country: 'MX', phonePrefix: '+52' })).toEqual({
        ok: true,
        e164: '+525512345678',
      });
    },
  );

  test.each(['+52 1 55 1234 567', '1 55 1234 56789', '044 1234'])(
    'still refuses %j: a retired prefix before a number of the wrong length',
    (value) => {
      expect(parseApplicantPhoneNumber(value, { country: 'MX', phonePrefix: '+52' }).ok).toBe(
        false,
      );
    },
  );

  // Vietnam moved its 11-digit mobile numbers to 10 digits in 2018 (the ministry's plan: Viettel's
  // 0162–0169 became 032–039, MobiFone's, VinaPhone's, Vietnamobile's and Gmobile's 012x, 018x and
  // 0199 the 07x, 08x and 05x below). Applicants who kept their SIM still type the old number,
  // which was refused as a number that is "not a mobile"; the number is the same subscriber's.
  test.each([
    ['0162 345 6789', '+84323456789'],
    ['0169 345 6789', '+84393456789'],
    ['+84 168 345 6789', '+84383456789'],
    ['0120 345 6789', '+84703456789'],
    ['0121 345 6789', '+84793456789'],
    ['0122 345 6789', '+84773456789'],
    ['0126 345 6789', '+84763456789'],
    ['0128 345 6789', '+84783456789'],
    ['0123 345 6789', '+84833456789'],
    ['0124 345 6789', '+84843456789'],
    ['0125 345 6789', '+84853456789'],
    ['0127 345 6789', '+84813456789'],
    ['0129 345 6789', '+84823456789'],
    ['0186 345 6789', '+84563456789'],
    ['0188 345 6789', '+84583456789'],
    ['0199 345 6789', '+84593456789'],
  ])('reads the Vietnamese number %j, typed as before 2018, as %s', (value, e164) => {
    const brand = { country: 'VN', phonePrefix: '+84' } as const;
    expect(parseApplicantPhoneNumber(value, brand)).toEqual({ ok: true, e164 });
    expect(createMobilePhoneNumberCheck(brand)(value)).toBeNull();
  });

  test.each(['0162 345 678', '0161 345 6789', '0130 345 6789'])(
    'still refuses the Vietnamese %j as a mobile: no old mobile number had that length or prefix',
    (value) => {
      const brand = { country: 'VN', phonePrefix: '+84' } as const;
      expect(createMobilePhoneNumberCheck(brand)(value)).toMatchObject({
        key: 'validation>phoneNumberNotMobile',
      });
    },
  );

  test('refuses a number of another country, naming the prefix to use', () => {
    expect(parseApplicantPhoneNumber('+40 712 345 678', spain)).toEqual({
      ok: false,
      message: { key: 'validation>phoneNumberCountry', values: { prefix: '+34' } },
    });
  });

  test.each(['61234567', '1', '6'])('refuses %j: too short', (value) => {
    expect(parseApplicantPhoneNumber(value, spain)).toEqual({
      ok: false,
      message: { key: 'validation>phoneNumberTooShort' },
    });
  });

  test.each(['6123456789', '1'.repeat(20)])('refuses %j: too long', (value) => {
    expect(parseApplicantPhoneNumber(value, spain)).toEqual({
      ok: false,
      message: { key: 'validation>phoneNumberTooLong' },
    });
  });

  test('caps the input at 250 characters before parsing', () => {
    const padded = `612345678${' '.repeat(242)}`;
    expect(padded.length).toBe(251);
    expect(parseApplicantPhoneNumber(padded, spain)).toEqual({
      ok: false,
      message: { key: 'validation>phoneNumberTooLong' },
    });
    expect(parseApplicantPhoneNumber(padded.slice(0, 250), spain).ok).toBe(true);
  });

  test.each(['123456789', 'abc', '+', '612345678 call me', '612345678 ext. 12', 'six one two'])(
    'refuses %j: not a Spanish phone number',
    (value) => {
      expect(parseApplicantPhoneNumber(value, spain)).toEqual({
        ok: false,
        message: {
          key: 'validation>phoneNumberFormat',
          values: { prefix: '+34', example: '612 34 56 78', international: '+34 612 34 56 78' },
        },
      });
    },
  );

  // Walked on pesolend-ph: a mobile number with a digit left out is a possible landline length
  // there, so the applicant, who had typed digits, was only told to type it "in digits".
  test.each<[CountryCode, string, string, string, string]>([
    ['PH', '+63', '0917 123 456', '0905 123 4567', '+63 905 123 4567'],
    ['RO', '+40', '0712 345 67', '0712 034 567', '+40 712 034 567'],
    ['VN', '+84', '091 234 567', '0912 345 678', '+84 912 345 678'],
  ])(
    'refuses a %s number with a digit missing, showing a number of the country',
    (country, phonePrefix, value, example, international) => {
      expect(parseApplicantPhoneNumber(value, { country, phonePrefix })).toEqual({
        ok: false,
        message: {
          key: 'validation>phoneNumberFormat',
          values: { prefix: phonePrefix, example, international },
        },
      });
    },
  );

  test.each(CountryCodes)('shows a number of %s that its own check takes', (country) => {
    const brand = { country, phonePrefix: `+${getCountryCallingCode(country)}` };
    const wrong = parseApplicantPhoneNumber('+', brand);
    const values = wrong.ok ? {} : (wrong.message.values ?? {});
    expect(values).toMatchObject({
      example: expect.stringMatching(/^\d[\d ]+$/),
      international: expect.stringMatching(/^\+\d[\d ]+$/),
    });
    expect(parseApplicantPhoneNumber(String(values.example), brand).ok).toBe(true);
    expect(parseApplicantPhoneNumber(String(values.international), brand).ok).toBe(true);
  });

  test('as a field rule: null when valid, else the message', () => {
    const check = createPhoneNumberCheck(spain);
    expect(check('612 345 678')).toBeNull();
    expect(check('61234567')).toEqual({ key: 'validation>phoneNumberTooShort' });
  });
});
