import { describe, expect, test } from 'vitest';
import {
  canonicalDocumentNumber,
  canonicalIdCardNumber,
  canonicalPolishIdCardNumber,
  checkIdCardNumber,
  checkLicensePlateNumber,
  checkPolishIdCardNumber,
  LicensePlateExamples,
} from './document-numbers.js';
import { LookupCountries } from '../lookups.js';

describe('identity card number', () => {
  test.each(['XV 123456', 'ABA123456', 'T22000129', '12345678Z', 'p1234567'])(
    '%s is taken',
    (number) => {
      expect(checkIdCardNumber(number)).toBeNull();
    },
  );

  test.each(['1234', 'AB/123456', 'X'.repeat(21), 'Ñ123456'])('%s is refused', (number) => {
    expect(checkIdCardNumber(number)).toEqual({ key: 'validation>idCardNumberFormat' });
  });
});

describe('a Romanian identity card number', () => {
  // Walked on lei-rapid-ro: "XV 12345" (five digits) was taken, and "xv123456", "XV-123456" and
  // "XV 123456" were each sent as typed. A Romanian card's series is two letters, its number six
  // digits ("SERIA XV NR 123456").
  test.each(['XV 123456', 'xv123456', 'XV-123456', ' xv 123 456 '])('%s is XV 123456', (typed) => {
    expect(checkIdCardNumber(typed, 'RO')).toBeNull();
    expect(canonicalIdCardNumber(typed, 'RO')).toBe('XV 123456');
  });

  test.each(['XV 12345', 'XV 1234567', 'X 123456', '12 123456', 'ABA123456'])(
    '%s is refused',
    (typed) => {
      expect(checkIdCardNumber(typed, 'RO')).toEqual({ key: 'validation>idCardNumberFormat' });
    },
  );

  test('another country’s card keeps its own form', () => {
    expect(checkIdCardNumber('T22000129', 'DE')).toBeNull();
    expect(canonicalIdCardNumber('t22000129', 'DE')).toBe('T22000129');
  });
});

describe('number plate', () => {
  test.each(['M-AB 1234', 'LÖ-X 12', 'B 123 ABC', '1234 BCD', '30A-123.45', 'ABC-1234'])(
    '%s is taken',
    (plate) => {
      expect(checkLicensePlateNumber(plate, 'DE')).toBeNull();
    },
  );

  // Walked on default-es's vehicle page: "ABC" was taken as a plate. Every plate of the eight
  // countries holds letters and digits both.
  test.each(['A', 'AB/12', 'ABCDEFGHIJK', 'ABC', 'Seat León', '12345'])(
    '%s is refused',
    (plate) => {
      expect(checkLicensePlateNumber(plate, 'DE')).toEqual({
        key: 'validation>licensePlateNumberFormat',
        values: { example: 'M-AB 1234' },
      });
    },
  );

  // Walked on lei-rapid-ro: a refused plate was shown "for example M-AB 1234", a German plate,
  // in Romanian; Polish and English texts had it too. The example is the brand's country's.
  test.each([
    ['RO', 'B 123 ABC'],
    ['PL', 'WA 12345'],
    ['ES', '1234 BCD'],
  ] as const)('in %s a refused plate is shown one of the country, %s', (country, example) => {
    expect(checkLicensePlateNumber('<b>', country)?.values).toEqual({ example });
  });

  test.each(LookupCountries)('the example of %s is a plate the check takes', (country) => {
    expect(checkLicensePlateNumber(LicensePlateExamples[country], country)).toBeNull();
  });

  test('is sent in upper case with its spacing tidied', () => {
    expect(canonicalDocumentNumber('  m-ab   1234 ')).toBe('M-AB 1234');
  });

  test.each([
    ['ß\u0301', 'SŚ'],
    ['ｅ\u0301 1', 'É 1'],
    ['lö-x 12'.normalize('NFD'), 'LÖ-X 12'],
  ])('%s is sent composed after its upper case, and sent again unchanged', (typed, sent) => {
    expect(canonicalDocumentNumber(typed)).toBe(sent);
    expect(canonicalDocumentNumber(sent)).toBe(sent);
  });
});

describe('Polish identity card number', () => {
  test.each(['ABA300000', 'aba 300000', 'AAA000000', 'ABS 723458'])('%s adds up', (number) => {
    expect(checkPolishIdCardNumber(number)).toBeNull();
  });

  test.each(['ABA300001', 'ABA123456'])('%s has a wrong check digit', (number) => {
    expect(checkPolishIdCardNumber(number)).toEqual({
      key: 'validation>polishIdCardNumberCheckDigit',
    });
  });

  test.each(['AB3000000', 'ABA30000', 'ABAB300000', '123456789'])('%s is not one', (number) => {
    expect(checkPolishIdCardNumber(number)).toEqual({
      key: 'validation>polishIdCardNumberFormat',
    });
  });

  test('is sent as 3 letters and 6 digits without spaces', () => {
    expect(canonicalPolishIdCardNumber(' aba-300 000 ')).toBe('ABA300000');
  });
});
