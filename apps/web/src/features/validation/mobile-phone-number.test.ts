import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../../config/brand-config-schema';
import { createMobilePhoneNumberCheck } from './mobile-phone-number';

const notMobile = (example: string) => ({
  key: 'validation>phoneNumberNotMobile',
  values: { example },
});

describe('mobile phone number', () => {
  test.each<[CountryCode, string, string, string, string]>([
    ['ES', '+34', '612 34 56 78', '912 345 678', '612 34 56 78'],
    ['RO', '+40', '0712 345 678', '021 234 5678', '0712 034 567'],
    ['PL', '+48', '512 345 678', '22 123 45 67', '512 345 678'],
    ['DE', '+49', '01512 3456789', '030 123456', '01512 3456789'],
    ['CO', '+57', '300 1234567', '601 1234567', '321 1234567'],
    ['VN', '+84', '091 234 5678', '028 3812 3456', '0912 345 678'],
    ['PH', '+63', '0917 123 4567', '02 8123 4567', '0905 123 4567'],
  ])(
    '%s: takes the mobile %j and refuses the landline %j, showing a mobile',
    (country, phonePrefix, mobile, fixed, example) => {
      const check = createMobilePhoneNumberCheck({ country, phonePrefix });
      expect(check(mobile)).toBeNull();
      expect(check(fixed)).toEqual(notMobile(example));
    },
  );

  // Walked on kredit-klar-de: a mobile number with digits left out reads as a landline there,
  // and "not a landline" alone did not tell the applicant what was wrong.
  test('DE: a mobile number cut short is shown how long a mobile number is', () => {
    const check = createMobilePhoneNumberCheck({ country: 'DE', phonePrefix: '+49' });
    expect(check('0049 151 2345')).toEqual(notMobile('01512 3456789'));
  });

  test('MX: takes any valid number, as the plan does not tell mobiles from landlines', () => {
    const check = createMobilePhoneNumberCheck({ country: 'MX', phonePrefix: '+52' });
    expect(check('55 1234 5678')).toBeNull();
    expect(check('33 1234 5678')).toBeNull();
  });

  test('gives the phone number messages first', () => {
    const check = createMobilePhoneNumberCheck({ country: 'ES', phonePrefix: '+34' });
    expect(check('61234567')).toEqual({ key: 'validation>phoneNumberTooShort' });
    expect(check('+40 712 345 678')).toEqual({
      key: 'validation>phoneNumberCountry',
      values: { prefix: '+34' },
    });
  });

  test('reads Arabic-Indic digits', () => {
    const check = createMobilePhoneNumberCheck({ country: 'ES', phonePrefix: '+34' });
    expect(check('\u0666\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668')).toBeNull();
  });
});
