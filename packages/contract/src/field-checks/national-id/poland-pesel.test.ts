import { describe, expect, test } from 'vitest';
import { checkPolishPesel, peselControlDigit } from './poland-pesel.js';
import { samplePesel, withWrongLastDigit } from './test-samples.js';

describe('Polish PESEL', () => {
  test.each([
    ['44051401359', 'a man born 14 May 1944 (the public sample)'],
    ['02070803628', 'a woman born 8 July 1902'],
  ])('accepts %s, %s', (value) => {
    expect(checkPolishPesel(value)).toEqual({ ok: true, value });
  });

  test('computes the control digit of the public sample', () => {
    expect(peselControlDigit('4405140135')).toBe(9);
  });

  test.each([
    ['1800s: month + 80', samplePesel('9992311234'), '1899-12-31'],
    ['2000s: month + 20', samplePesel('0422291234'), '2004-02-29'],
    ['2100s: month + 40', samplePesel('0041011234'), '2100-01-01'],
    ['2200s: month + 60', samplePesel('0072311234'), '2200-12-31'],
  ])('reads the century from the month, %s', (_, value) => {
    expect(checkPolishPesel(value).ok).toBe(true);
  });

  test('refuses a wrong control digit', () => {
    expect(checkPolishPesel(withWrongLastDigit('44051401359'))).toEqual({
      ok: false,
      reason: 'checkDigit',
    });
  });

  test.each([
    ['month 13', samplePesel('4413140135')],
    ['month 00', samplePesel('4400140135')],
    ['29 February 2100 (not a leap year)', samplePesel('0042291234')],
    ['30 February 2004', samplePesel('0422301234')],
    ['31 June 1944', samplePesel('4406310135')],
  ])('refuses an impossible birth date: %s', (_, value) => {
    expect(checkPolishPesel(value)).toEqual({ ok: false, reason: 'birthDate' });
  });

  test.each(['4405140135', '440514013590', '4405140135X', 'PESEL'])(
    'refuses the shape of %s',
    (value) => {
      expect(checkPolishPesel(value)).toEqual({ ok: false, reason: 'format' });
    },
  );

  test('accepts spaces and hyphens between groups', () => {
    expect(checkPolishPesel('440514-01359')).toEqual({ ok: true, value: '44051401359' });
    expect(checkPolishPesel(' 440514 01359 ')).toEqual({ ok: true, value: '44051401359' });
  });
});
