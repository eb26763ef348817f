import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { withoutAccents } from './without-accents.js';

/*
 * `@lf/contract/password-check`: whether a customer-area password is too easy to guess, as NIST
 * 800-63B asks a verifier to check (a list of common and breached passwords, repeated and
 * sequential characters, words of the applicant's own), by zxcvbn-ts with its common dictionary.
 * The web app loads it (about 200 KB gzip, the password list) only for the password field; the
 * lead API runs the same check on what it receives. Not in the package's index.
 */

/** zxcvbn's scores run 0 to 4; 3 is "safely unguessable" (10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * The words of an applicant's own a password should not be made of: each part of their e-mail
 * (ana.martin@example.com: ana, martin, example) and of their names, lower-cased, of three
 * letters or more, each also without its accents (Martín: martín, martin), and each two of them
 * run together either way (anamartin, martinana): a name and a surname with a digit is not a
 * password. Each answer whole (the e-mail, its name part, the names in order) is marked `whole:`:
 * a password holding one, whatever is typed between its words, is refused.
 */
export function passwordContext(...values: readonly (string | undefined)[]): string[] {
  const words = [
    ...new Set(
      values.flatMap((value) =>
        (value ?? '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((word) => [...word].length >= 3)
          .flatMap((word) => [word, withoutAccents(word)]),
      ),
    ),
  ];
  const pairs = words.flatMap((first) =>
    words.flatMap((second) => (first === second ? [] : [first + second])),
  );
  // Each answer whole, an e-mail's name too, and the names together in their order.
  const given = values.filter((value): value is string => Boolean(value?.trim()));
  const wholes = [
    ...given.flatMap((value) => [value, value.split('@')[0] ?? '']),
    given.filter((value) => !value.includes('@')).join(' '),
  ]
    .map(lettersAndDigits)
    .filter((whole) => whole.length >= 6)
    .map((whole) => `${WHOLE}${whole}`);
  return [...new Set([...words, ...pairs, ...wholes])];
}

/**
 * "Password" in the brands' languages: zxcvbn's common list is English's, where "password1234" is
 * refused but "contraseña123" was not.
 */
const PasswordWords = [
  'contraseña',
  'contrasena',
  'clave',
  'passwort',
  'kennwort',
  'hasło',
  'haslo',
  'parola',
  'matkhau',
];

/** Lower-cased, without accents, and with nothing but letters and digits. */
const lettersAndDigits = (text: string) =>
  withoutAccents(text.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, '');

/** What whole answers a context holds (`passwordContext` marks them); six letters or more. */
const WHOLE = 'whole:';

/** Whether `password` is too easy to guess, for an applicant whose own words are `context`. */
export function isPasswordGuessable(password: string, context: readonly string[] = []): boolean {
  // The whole e-mail or full name, whatever is typed between its words ("Ana García López").
  const plain = lettersAndDigits(password);
  const wholes = context.filter((word) => word.startsWith(WHOLE)).map((word) => word.slice(6));
  if (wholes.some((whole) => plain.includes(whole))) return true;
  const zxcvbn = (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));
  const words = [...context.filter((word) => !word.startsWith(WHOLE)), ...PasswordWords];
  const guessable = (text: string) => zxcvbn.check(text, words).score < PASSWORD_MIN_SCORE;
  // Also run together: a space or a hyphen between copies hides a repeat from zxcvbn ("qwerty
  // qwerty" scored 3, "qwertyqwerty" 0).
  const runTogether = password.replace(/[\s\p{P}]+/gu, '');
  return guessable(password) || (runTogether !== password && guessable(runTogether));
}
