/**
 * Valid sample numbers for the tests, built by a second, independent writing of each published
 * algorithm (not by the code under test), for countries and cases with no public sample.
 */

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits.charAt(index)), 0);
}

/** Spain: 8 digits (an NIE's X/Y/Z already read as 0/1/2) and the letter of their value mod 23. */
export function sampleDni(eightDigits: string): string {
  return eightDigits + 'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(Number(eightDigits) % 23);
}

export function sampleNie(prefix: 'X' | 'Y' | 'Z', sevenDigits: string): string {
  const letter = sampleDni(`${'XYZ'.indexOf(prefix)}${sevenDigits}`).slice(-1);
  return `${prefix}${sevenDigits}${letter}`;
}

/** Romania: 12 digits and their control digit (sum mod 11, 10 counting as 1). */
export function sampleCnp(twelveDigits: string): string {
  const rest = weightedSum(twelveDigits, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return `${twelveDigits}${rest === 10 ? 1 : rest}`;
}

/** Poland: 10 digits and their control digit. */
export function samplePesel(tenDigits: string): string {
  const sum = weightedSum(tenDigits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  return `${tenDigits}${(10 - (sum % 10)) % 10}`;
}

/** Mexico: 17 characters and their check digit. */
export function sampleCurp(first17: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  const sum = [...first17].reduce(
    (total, character, index) => total + alphabet.indexOf(character) * (18 - index),
    0,
  );
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** Germany: nine characters and their ICAO 9303 check digit. */
export function sampleIdCard(nineCharacters: string): string {
  const values = [...nineCharacters].map((character) => parseInt(character, 36));
  const sum = values.reduce(
    (total, value, index) => total + value * ([7, 3, 1][index % 3] ?? 0),
    0,
  );
  return `${nineCharacters}${sum % 10}`;
}

/** Replaces the last character by another digit, so the control no longer matches. */
export function withWrongLastDigit(value: string): string {
  const last = Number(value.slice(-1));
  return `${value.slice(0, -1)}${(last + 1) % 10}`;
}
