import { describe, expect, test } from 'vitest';
import { checkPhilippinePhilSys } from './philippines-philsys.js';

describe('Philippine PhilSys numbers', () => {
  test('accepts a PhilSys Card Number (16 digits) as printed, with hyphens', () => {
    expect(checkPhilippinePhilSys('1234-5678-9101-1213')).toEqual({
      ok: true,
      value: '1234567891011213',
    });
  });

  test('accepts a PhilSys Number (12 digits)', () => {
    expect(checkPhilippinePhilSys('1234 5678 9012')).toEqual({ ok: true, value: '123456789012' });
  });

  test.each([
    ['11 digits', '12345678901'],
    ['14 digits', '12345678901234'],
    ['17 digits', '12345678910112134'],
    ['letters', '1234-5678-9101-121A'],
  ])('refuses %s', (_, value) => {
    expect(checkPhilippinePhilSys(value)).toEqual({ ok: false, reason: 'format' });
  });
});
