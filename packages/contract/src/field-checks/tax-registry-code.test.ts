import { describe, expect, test } from 'vitest';
import type { LookupCountry } from '../lookups.js';
import {
  canonicalTaxRegistryCode,
  checkTaxRegistryCode,
  cifControl,
  TaxRegistryCodeFormatKeys,
} from './tax-registry-code.js';

const CHECK_DIGIT = { key: 'validation>taxRegistryCodeCheckDigit' };
const format = (country: LookupCountry) => ({ key: TaxRegistryCodeFormatKeys[country] });

describe('employer tax id', () => {
  test.each<[LookupCountry, string]>([
    // Telefónica S.A. and Banco Santander S.A. (CIF, a digit control), and numbers built by the
    // published algorithm for a public body (a letter control) and an association (either).
    ['ES', 'A82018474'],
    ['ES', 'a-39000013'],
    ['ES', 'P2800000H'],
    ['ES', 'G28000008'],
    ['ES', 'G2800000H'],
    // A self-employed employer's NIF is their DNI or NIE.
    ['ES', '12345678Z'],
    // Dante International (eMAG), with and without its VAT prefix
    ['RO', '14399840'],
    ['RO', 'RO 14399840'],
    // Allegro.pl and PKO Bank Polski
    ['PL', '527-252-59-95'],
    ['PL', '5250007738'],
    ['DE', '93815/08152'],
    ['DE', '181/815/08155'],
    // SAT's sample RFCs of a company and of a person
    ['MX', 'AAA010101AAA'],
    ['MX', 'GODE561231GR8'],
    ['CO', '900.123.456-7'],
    ['PH', '123-456-789-000'],
    ['VN', '0101234567-001'],
  ])('%s %s is taken', (country, code) => {
    expect(checkTaxRegistryCode(code, country)).toBeNull();
  });

  test('Spain’s CIF control doubles the digits at odd places', () => {
    expect(cifControl('8201847')).toBe(4);
    expect(cifControl('3900001')).toBe(3);
  });

  test.each<[LookupCountry, string]>([
    ['ES', 'A82018475'],
    ['ES', 'P2800000A'],
    ['ES', '12345678A'],
    ['RO', '14399841'],
    ['PL', '5272525994'],
  ])('%s %s has a wrong check digit', (country, code) => {
    expect(checkTaxRegistryCode(code, country)).toEqual(CHECK_DIGIT);
  });

  test.each<[LookupCountry, string]>([
    ['ES', 'I1234567J'],
    ['ES', 'A1234567'],
    ['RO', '1'],
    ['RO', 'RO12345678901'],
    ['PL', '527252599'],
    ['DE', '938150815'],
    ['DE', '938150815234'],
    ['MX', 'AAA011301AAA'],
    ['MX', 'AA010101AAA'],
    ['CO', '1234567'],
    ['PH', '1234567890123456'],
    ['VN', '01012345AB'],
  ])('%s %s has the wrong shape', (country, code) => {
    expect(checkTaxRegistryCode(code, country)).toEqual(format(country));
  });

  test('is sent in upper case without its grouping', () => {
    expect(canonicalTaxRegistryCode(' ro 14399840 ')).toBe('RO14399840');
    expect(canonicalTaxRegistryCode('181/815/08155')).toBe('18181508155');
    expect(canonicalTaxRegistryCode('900.123.456-7')).toBe('9001234567');
  });
});
