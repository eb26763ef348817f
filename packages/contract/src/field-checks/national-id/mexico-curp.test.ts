import { describe, expect, test } from 'vitest';
import { checkMexicanCurp, curpCheckDigit } from './mexico-curp.js';
import { sampleCurp, withWrongLastDigit } from './test-samples.js';

describe('Mexican CURP', () => {
  test.each([
    ['HEGG560427MVZRRL04', 'a woman born 1956 in Veracruz (the public sample)'],
    ['BOXW310820HNERXN09', 'a man born 1931 abroad (NE), X for a missing vowel and consonant'],
  ])('accepts %s, %s', (value) => {
    expect(checkMexicanCurp(value)).toEqual({ ok: true, value });
  });

  test('computes the check digit of the public sample', () => {
    expect(curpCheckDigit('HEGG560427MVZRRL0')).toBe(4);
  });

  test.each([
    ['born in 2004 (a letter before the check digit)', sampleCurp('PEMJ040229HDFRRNA')],
    ['born in Mexico City', sampleCurp('GARC850315MDFRMR0')],
    ['born in Nuevo León', sampleCurp('LOPE991231HNLPRR0')],
  ])('accepts a computed CURP of someone %s', (_, value) => {
    expect(checkMexicanCurp(value).ok).toBe(true);
  });

  /** RENAPO's codes of the 32 states, and NE for a birth abroad. */
  const STATES =
    'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
      ' ',
    );
  test.each(STATES)('accepts someone born in the state %s', (state) => {
    const value = sampleCurp(`HEGG560427M${state}RRL0`);
    expect(checkMexicanCurp(value)).toEqual({ ok: true, value });
  });

  test('accepts a birth on the first nine days of a month, and refuses day 00', () => {
    const value = sampleCurp('HEGG560407MVZRRL0');
    expect(checkMexicanCurp(value)).toEqual({ ok: true, value });
    expect(checkMexicanCurp(sampleCurp('HEGG560400MVZRRL0'))).toEqual({
      ok: false,
      reason: 'format',
    });
  });

  test.each([
    ['a character before a valid CURP', 'XHEGG560427MVZRRL04'],
    ['a character after a valid CURP', 'HEGG560427MVZRRL04X'],
  ])('refuses %s', (_, value) => {
    expect(checkMexicanCurp(value)).toEqual({ ok: false, reason: 'format' });
  });

  test('values Ñ between N and O', () => {
    // Ñ never appears in a CURP (it is written X), but the table RENAPO publishes keeps it.
    expect(curpCheckDigit('AAAA000101HDFBBBO')).not.toBe(curpCheckDigit('AAAA000101HDFBBBN'));
  });

  test('refuses a wrong check digit', () => {
    expect(checkMexicanCurp(withWrongLastDigit('HEGG560427MVZRRL04'))).toEqual({
      ok: false,
      reason: 'checkDigit',
    });
  });

  test.each([
    ['29 February 1900', sampleCurp('PEMJ000229HDFRRN0')],
    ['31 April', sampleCurp('PEMJ850431HDFRRN0')],
  ])('refuses an impossible birth date: %s', (_, value) => {
    expect(checkMexicanCurp(value)).toEqual({ ok: false, reason: 'birthDate' });
  });

  test.each([
    ['17 characters', 'HEGG560427MVZRRL0'],
    ['sex other than H or M', 'HEGG560427XVZRRL04'],
    ['an unknown state', 'HEGG560427MXXRRL04'],
    ['a vowel among the inner consonants', 'HEGG560427MVZARL04'],
    ['month 13', 'HEGG561327MVZRRL04'],
    ['a letter as check digit', 'HEGG560427MVZRRL0A'],
    ['a consonant as second character', 'HBGG560427MVZRRL04'],
  ])('refuses the shape: %s', (_, value) => {
    expect(checkMexicanCurp(value)).toEqual({ ok: false, reason: 'format' });
  });

  test('accepts lower case and spaces', () => {
    expect(checkMexicanCurp('hegg 560427 mvzrrl04')).toEqual({
      ok: true,
      value: 'HEGG560427MVZRRL04',
    });
  });
});
