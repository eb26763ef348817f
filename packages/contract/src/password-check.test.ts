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

  // Walker U: the applicant's whole e-mail, and their full name as typed with its spaces, were
  // saved as passwords: the words of one's own were matched only run together or one by one.
  test.each([
    ['ana.qa+accepted@example.com', 'the whole e-mail'],
    ['Ana García López', 'the full name with its spaces'],
    ['ana-garcia-lopez', 'the full name with hyphens'],
  ])('%j (%s) is refused', (password) => {
    const own = passwordContext('ana.qa+accepted@example.com', 'Ana', 'García López');
    expect(isPasswordGuessable(password, own)).toBe(true);
  });

  // And "password" in the brands' languages, as "password1234" is refused in English.
  test.each(['contraseña123', 'Passwort2024', 'hasło12345', 'parola12345'])(
    '%j (the word "password" in a brand’s language, with digits) is refused',
    (password) => {
      expect(isPasswordGuessable(password)).toBe(true);
    },
  );

  // Walked on lei-rapid-ro: "qwerty qwerty" and "parola parola" were saved, where "qwertyqwerty"
  // and "parolaparola" are refused: a space between the copies hid the repeat from zxcvbn.
  test.each([
    'qwerty qwerty',
    'parola parola',
    'password password',
    'contraseña contraseña',
    'haslo haslo1',
    'qwerty-qwerty',
  ])('%j (a common word repeated, with a space or a hyphen between) is refused', (password) => {
    expect(isPasswordGuessable(password)).toBe(true);
  });

  // NIST 800-63B's context-specific words include the service's name: "lei rapid 2024" was saved
  // on Lei Rapid.
  test('the brand’s name, given with the applicant’s words, is refused with a year', () => {
    const own = passwordContext('ana.popescu@example.ro', 'Ana', 'Popescu', 'Lei Rapid');
    expect(isPasswordGuessable('lei rapid 2024', own)).toBe(true);
    expect(isPasswordGuessable('LeiRapid2024!', own)).toBe(true);
    expect(isPasswordGuessable('lei rapid 2024', passwordContext('ana@example.com'))).toBe(false);
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
