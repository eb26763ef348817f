import { describe, expect, test } from 'vitest';
import { isPasswordGuessable, passwordContext } from './password-check.js';

describe('a password too easy to guess', () => {
  test.each([
    ['aaaaaaaaaa', 'one character repeated'],
    ['ababababab', 'a pattern repeated'],
    ['1234567890', 'a sequence'],
    ['qwertyuiop', 'a keyboard row'],
    ['password123', 'a common password'],
    ['1q2w3e4r5t', 'a common keyboard walk'],
    ['iloveyou12', 'a common password with digits'],
  ])('%j (%s) is refused', (password) => {
    expect(isPasswordGuessable(password)).toBe(true);
  });

  test('one made of the applicant’s own words is refused; the same for someone else passes', () => {
    const lucia = passwordContext('lucia.martin+mobile@example.com', 'Lucía', 'Martín Ruiz');
    expect(isPasswordGuessable('luciamartin12', lucia)).toBe(true);
    expect(isPasswordGuessable('luciamartin12', passwordContext('ana@example.com'))).toBe(false);
  });

  test.each(['Vivo en Madrid 28013', 'correct horse battery', '🐱🐱 verde lămâie zbor'])(
    '%j (a few words of one’s own) passes',
    (password) => {
      expect(isPasswordGuessable(password)).toBe(false);
    },
  );
});

describe('the applicant’s own words', () => {
  test('are the parts of the e-mail and the names, lower-cased, of three letters or more, and without accents', () => {
    const words = passwordContext('ana.martin+mobile@example.com', 'Ana', undefined, 'Martín Ruiz');
    for (const word of ['ana', 'martin', 'mobile', 'example', 'com', 'martín', 'ruiz']) {
      expect(words).toContain(word);
    }
    expect(words).not.toContain('an');
  });

  test('and each two run together, either way: a name and a surname with a digit is refused', () => {
    const anna = passwordContext('anna@example.pl', 'Anna', 'Kowalska');
    expect(anna).toEqual(expect.arrayContaining(['annakowalska', 'kowalskaanna']));
    expect(isPasswordGuessable('annakowalska1', anna)).toBe(true);
    expect(
      isPasswordGuessable(
        'luciagarcia1',
        passwordContext('lucia@example.com', 'Lucía', 'García Pérez'),
      ),
    ).toBe(true);
  });
});
