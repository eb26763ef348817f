import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CountryCodes } from '../../config/brand-config-schema';
import {
  canonicalAccountDigits,
  canonicalDocumentNumber,
  canonicalIban,
  canonicalTaxRegistryCode,
  checkAccountNumber,
  checkBankAccount,
  checkClabe,
  checkIban,
  checkIdCardNumber,
  checkLicensePlateNumber,
  checkPolishBankAccount,
  checkPolishIdCardNumber,
  checkTaxRegistryCode,
  normalizeIdentifier,
  validatePersonalCode,
} from '@lf/contract/field-checks';
import { sampleDni } from '@lf/contract/testing/national-id-samples';
import { normalizeFieldText } from './field-rules';
import { normalizeDigits } from '@lf/contract';

/**
 * Anything an applicant (or a script) can put in a field: any code points, lone surrogates too,
 * and often the letters whose upper case or ASCII form meets an accent typed after them (ß, ǰ,
 * full-width e), which random code points reach once in a few hundred runs.
 */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 -./XYZABCDEFGHIJKLMNÑ'), maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'ßǰΐﬁｅＥe１ıİ \u0301\u0308\u0345'), maxLength: 12 }),
);
const country = fc.constantFrom(...CountryCodes);

/** Each check: null (accepted) or a message; never a throw, whatever it is given. */
const checks: [string, (value: string, country: (typeof CountryCodes)[number]) => unknown][] = [
  ['personal code', (value, code) => validatePersonalCode(code, value)],
  ['tax registry code', (value, code) => checkTaxRegistryCode(value, code)],
  ['bank account', (value, code) => checkBankAccount(value, code)],
  ['IBAN', (value, code) => checkIban(value, code)],
  ['CLABE', (value) => checkClabe(value)],
  ['account number', (value) => checkAccountNumber(value)],
  ['Polish bank account', (value) => checkPolishBankAccount(value)],
  ['identity card number', (value) => checkIdCardNumber(value)],
  ['licence plate', (value, code) => checkLicensePlateNumber(value, code)],
  ['Polish identity card', (value) => checkPolishIdCardNumber(value)],
];

const canonicalizers: [string, (value: string) => string][] = [
  ['IBAN', canonicalIban],
  ['account digits', canonicalAccountDigits],
  ['document number', canonicalDocumentNumber],
  ['tax registry code', canonicalTaxRegistryCode],
  ['text', normalizeFieldText],
  ['digits', normalizeDigits],
  ['identifier', normalizeIdentifier],
];

/** An IBAN's check digits, computed here independently of the code under test. */
function withCheckDigits(countryCode: string, bban: string): string {
  const digits = `${bban}${countryCode}00`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${countryCode}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('every validator, for any input', () => {
  test.each(checks)('%s: answers accepted or a message, never throws', (_, check) => {
    fc.assert(
      fc.property(anyText, country, (value, code) => {
        const verdict = check(value, code);
        expect(verdict === null || typeof verdict === 'object').toBe(true);
      }),
    );
  });

  test.each(canonicalizers)('%s: canonical once is canonical', (_, canonical) => {
    fc.assert(
      fc.property(anyText, (value) => {
        const once = canonical(value);
        expect(canonical(once)).toBe(once);
      }),
    );
  });
});

describe('checksums catch what they promise', () => {
  const digits = (length: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

  test('a Spanish DNI is accepted with its letter and refused with any other', () => {
    fc.assert(
      fc.property(digits(8), fc.constantFrom(...'TRWAGMYFPDXBNJZSQVHLCKE'), (number, letter) => {
        const dni = sampleDni(number);
        expect(validatePersonalCode('ES', dni).ok).toBe(true);
        if (letter !== dni.slice(-1)) {
          expect(validatePersonalCode('ES', `${number}${letter}`).ok).toBe(false);
        }
      }),
    );
  });

  test('a Spanish IBAN is accepted, and any one digit changed is refused', () => {
    fc.assert(
      fc.property(digits(20), fc.nat(19), fc.integer({ min: 1, max: 9 }), (bban, at, shift) => {
        const iban = withCheckDigits('ES', bban);
        expect(checkIban(iban, 'ES')).toBeNull();
        const changed = String((Number(bban.charAt(at)) + shift) % 10);
        const typo =
          withCheckDigits('ES', bban).slice(0, 4) +
          bban.slice(0, at) +
          changed +
          bban.slice(at + 1);
        expect(checkIban(typo, 'ES')).not.toBeNull();
      }),
    );
  });
});
