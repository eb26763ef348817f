import { describe, expect, test } from 'vitest';
import { defaultRules } from './test-rules';
import { validEmail, validName, validPhoneNumber } from './prefill-formats';

const { name, email } = defaultRules.validationFormats;

describe('prefill formats', () => {
  test('takes names of letters in any script, with spaces or hyphens between groups', () => {
    expect(validName('Ana', name)).toBe('Ana');
    expect(validName('  María   José ', name)).toBe('María José');
    expect(validName('Jean-Luc', name)).toBe('Jean-Luc');
    expect(validName('Nguyễn Văn', name)).toBe('Nguyễn Văn');
    expect(validName('Łukasz', name)).toBe('Łukasz');
    expect(validName('Ζωή', name)).toBe('Ζωή');
  });

  test("takes apostrophes between letters and the Philippine 'Ma.'", () => {
    expect(validName("O'Brien", name)).toBe("O'Brien");
    expect(validName('D’Angelo', name)).toBe('D’Angelo');
    expect(validName('Ma. Cristina', name)).toBe('Ma. Cristina');
  });

  test('refuses names with markup, quotes, digits, trailing separators or too many letters', () => {
    for (const value of [
      '<script>alert(1)</script>',
      'Ana"><img src=x onerror=alert(1)>',
      "O'",
      "'Brien",
      "O''Brien",
      'Ana2',
      'Ana-',
      '-Ana',
      'Ana--Luz',
      '',
      '   ',
      'a'.repeat(101),
    ]) {
      expect(validName(value, name), value).toBeNull();
    }
  });

  test('takes e-mail addresses, international ones too', () => {
    expect(validEmail(' ana@example.com ', email)).toBe('ana@example.com');
    expect(validEmail('josé.núñez@correo.es', email)).toBe('josé.núñez@correo.es');
  });

  test('refuses e-mail addresses that are not addresses or are too long', () => {
    for (const value of [
      'ana',
      'ana@',
      '@example.com',
      'ana..b@x.es',
      '.ana@x.es',
      'ana.@x.es',
      'ana@example',
      'ana @example.com',
      '"><script>@x.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(validEmail(value, email), value).toBeNull();
    }
  });

  test('takes phone numbers of 2 to 17 national digits, with spaces and the brand prefix', () => {
    expect(validPhoneNumber('612 345 678', '+34')).toBe('612345678');
    expect(validPhoneNumber('+34 612345678', '+34')).toBe('612345678');
    expect(validPhoneNumber('12', '+34')).toBe('12');
    expect(validPhoneNumber('1'.repeat(17), '+34')).toBe('1'.repeat(17));
  });

  test('refuses phone numbers with letters, too few or too many digits, or another prefix', () => {
    for (const value of [
      '1',
      '1'.repeat(18),
      '612-345-678',
      '612345678a',
      '+40 712345678',
      '+',
      '++34612345678',
      `612345678${' '.repeat(250)}`,
      '<script>',
    ]) {
      expect(validPhoneNumber(value, '+34'), value).toBeNull();
    }
  });
});
