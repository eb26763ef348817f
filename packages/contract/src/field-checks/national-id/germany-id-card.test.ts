import { describe, expect, test } from 'vitest';
import { checkGermanIdCard, icaoCheckDigit } from './germany-id-card.js';
import { sampleIdCard } from './test-samples.js';

describe('German identity card number', () => {
  test.each([
    ['T220001293', 'the 2010 specimen card (Erika Mustermann), with its check digit 3'],
    ['LZ6311T475', 'the 2021 specimen card, with its check digit 5'],
    ['T22000129', 'the 2010 specimen number without its check digit'],
    ['L01X00T47', 'the 2019 specimen number without its check digit'],
  ])('accepts %s, %s', (value) => {
    expect(checkGermanIdCard(value)).toEqual({ ok: true, value });
  });

  test('computes check digits with the ICAO 9303 weights 7-3-1', () => {
    expect(icaoCheckDigit('T22000129')).toBe(3);
    expect(icaoCheckDigit('LZ6311T47')).toBe(5);
  });

  test.each([sampleIdCard('CFGHJ1234'), sampleIdCard('M00XYZ987')])(
    'accepts the computed number %s',
    (value) => {
      expect(checkGermanIdCard(value).ok).toBe(true);
    },
  );

  test('refuses a wrong check digit', () => {
    expect(checkGermanIdCard('T220001294')).toEqual({ ok: false, reason: 'checkDigit' });
  });

  test.each([
    ['8 characters', 'T2200012'],
    ['11 characters', 'T2200012933'],
    ['a vowel (not used, looks like a digit)', 'A22000129'],
    ['B, D, Q or S (not used)', 'T2200B129'],
    ['a letter as check digit', 'T22000129X'],
    ['punctuation', 'T2200/129'],
  ])('refuses the shape: %s', (_, value) => {
    expect(checkGermanIdCard(value)).toEqual({ ok: false, reason: 'format' });
  });

  test('accepts lower case and spaces', () => {
    expect(checkGermanIdCard('t2200 0129 3')).toEqual({ ok: true, value: 'T220001293' });
  });
});
