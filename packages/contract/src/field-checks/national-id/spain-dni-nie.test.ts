import { describe, expect, test } from 'vitest';
import { checkSpanishDniNie, spanishControlLetter } from './spain-dni-nie.js';
import { sampleDni, sampleNie } from './test-samples.js';

describe('Spanish DNI and NIE', () => {
  test.each(['12345678Z', 'X1234567L', 'Y1234567X', 'Z1234567R', '00000000T'])(
    'accepts the public sample %s',
    (value) => {
      expect(checkSpanishDniNie(value)).toEqual({ ok: true, value });
    },
  );

  test.each([sampleDni('48392017'), sampleDni('09876543'), sampleNie('Y', '7654321')])(
    'accepts the computed number %s',
    (value) => {
      expect(checkSpanishDniNie(value).ok).toBe(true);
    },
  );

  test('reads the control letter from the number modulo 23', () => {
    expect(spanishControlLetter('12345678')).toBe('Z');
    expect(spanishControlLetter('01234567')).toBe('L');
  });

  test('accepts lower case, spaces, dots and hyphens, and gives the number back compact', () => {
    expect(checkSpanishDniNie(' 12.345.678-z ')).toEqual({ ok: true, value: '12345678Z' });
    expect(checkSpanishDniNie('x 1234567 l')).toEqual({ ok: true, value: 'X1234567L' });
  });

  test.each(['12345678A', 'X1234567A', 'Y1234567L'])('refuses the wrong letter in %s', (value) => {
    expect(checkSpanishDniNie(value)).toEqual({ ok: false, reason: 'checkDigit' });
  });

  test.each([
    '1234567Z',
    '123456789Z',
    '12345678',
    'Z12345678',
    'W1234567L',
    'X12345678L',
    '1234567LZ',
    // A valid number with a character too many around it.
    '12345678ZZ',
    'AX1234567L',
    'X1234567LA',
    '',
  ])('refuses the shape of %j', (value) => {
    expect(checkSpanishDniNie(value)).toEqual({ ok: false, reason: 'format' });
  });
});
