import { describe, expect, test } from 'vitest';
import { checkColombianCedula } from './colombia-cedula.js';

describe('Colombian cédula de ciudadanía', () => {
  test.each(['123456', '79876543', '1020304050'])('accepts %s (6 to 10 digits)', (value) => {
    expect(checkColombianCedula(value)).toEqual({ ok: true, value });
  });

  test('accepts dots grouping thousands, as the card prints them', () => {
    expect(checkColombianCedula('1.020.304.050')).toEqual({ ok: true, value: '1020304050' });
  });

  test.each([
    ['5 digits', '12345'],
    ['11 digits', '10203040506'],
    ['a leading zero', '0123456'],
    ['letters', '12345A'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(checkColombianCedula(value)).toEqual({ ok: false, reason: 'format' });
  });
});
