import { describe, expect, test } from 'vitest';
import { checkRomanianCnp, cnpControlDigit } from './romania-cnp.js';
import { sampleCnp, withWrongLastDigit } from './test-samples.js';

describe('Romanian CNP', () => {
  test('accepts 1800101221144 (a man born 1 January 1980 in Iași, control digit 4)', () => {
    expect(cnpControlDigit('180010122114')).toBe(4);
    expect(checkRomanianCnp('1800101221144')).toEqual({ ok: true, value: '1800101221144' });
  });

  test.each([
    ['a woman born 1985-12-31 in Bucharest sector 1', sampleCnp('285123141001')],
    ['a man born 2004-02-29 (leap day) in Cluj', sampleCnp('504022912345')],
    ['a woman born 1899-07-15', sampleCnp('499071540012')],
    ['a resident foreigner born 1990-06-01', sampleCnp('790060140022')],
    // The resident's digit does not say the century: 29 February is a day of 2000, not of 1900.
    ['a resident foreigner born 2000-02-29', sampleCnp('800022940022')],
    ['a weighted sum of 10 modulo 11, written 1', sampleCnp('180010122103')],
  ])('accepts %s', (_, value) => {
    expect(checkRomanianCnp(value).ok).toBe(true);
  });

  test('a weighted sum of 10 modulo 11 gives the control digit 1', () => {
    // 180010122103: weighted sum 120 = 10 * 11 + 10.
    expect(cnpControlDigit('180010122103')).toBe(1);
    expect(checkRomanianCnp('1800101221031').ok).toBe(true);
  });

  test('refuses a wrong control digit', () => {
    expect(checkRomanianCnp(withWrongLastDigit('1800101221144'))).toEqual({
      ok: false,
      reason: 'checkDigit',
    });
  });

  test.each([
    ['month 13', sampleCnp('180130122114')],
    ['day 00', sampleCnp('180010022114')],
    ['31 April', sampleCnp('280043122114')],
    ['29 February 1900 (not a leap year)', sampleCnp('100022922114')],
  ])('refuses an impossible birth date: %s', (_, value) => {
    expect(checkRomanianCnp(value)).toEqual({ ok: false, reason: 'birthDate' });
  });

  test.each(['0800101221144', '9800101221144', '180010122114', '18001012211445', '18001O1221144'])(
    'refuses the shape of %s',
    (value) => {
      expect(checkRomanianCnp(value)).toEqual({ ok: false, reason: 'format' });
    },
  );

  test('accepts spaces between groups', () => {
    expect(checkRomanianCnp('1 800101 22 114 4')).toEqual({ ok: true, value: '1800101221144' });
  });
});
